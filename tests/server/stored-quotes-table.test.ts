/**
 * The stored quotes, who searched them and promo code usage in tables of their own on the server
 * (server/db/stored-quotes.table.ts, quote-searchers.table.ts, promo-usage.table.ts;
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the tables on a new
 * database; a search keeps its quotes and its searcher as rows, a repeat writes nothing, another company's
 * search adds only itself; an answer's quote and a booking's promo use are rows of the same transaction;
 * retention drops the oldest search quotes and their searchers in SQL; a restart keeps it all; a server of
 * before's JSON rows are moved in at start.
 */
import { asc, count, eq, notExists } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { QuoteRecord } from '../../domain/pricing';
import { MAX_SEARCH_QUOTES } from '../../domain/search-quote-retention';
import { PROMO_USAGE_SLICE, QUOTE_SEARCHERS_SLICE, STORED_QUOTES_SLICE, promoUsage, quoteSearchers as seededSearchers, quotes as seededQuotes } from '../../mocks/store/quote.store';
import { COMPANY, DEMO_USER } from '../../mocks/store/users.store';
import { shipments } from '../../mocks/store/shipment.store';
import { mockNow } from '../../mocks/store/clock';
import { promoRedemptions, promoUses, quoteSearchers, storedQuotes, storeRecords, storeSlices } from '../../server/db/schema';
import { airShenzhenToOnt8, bookingBody, fclNingboToHamburg, inDays, lclShanghaiToLosAngeles, type Quote } from '../mocks/quote/quote-fixtures';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('stored-quotes-table');
const { call, signIn, restart, version } = server;
const db = () => server.database.db;
const AREA_SLICES = [STORED_QUOTES_SLICE, QUOTE_SEARCHERS_SLICE, PROMO_USAGE_SLICE];

const quoteRow = async (id: string) => (await db().select().from(storedQuotes).where(eq(storedQuotes.id, id)))[0];
const searchersOf = async (quoteId: string) =>
  (await db().select({ companyId: quoteSearchers.companyId }).from(quoteSearchers).where(eq(quoteSearchers.quoteId, quoteId)).orderBy(asc(quoteSearchers.seq))).map((r) => r.companyId);
const redemptionsOf = async (code: string) => (await db().select().from(promoRedemptions).where(eq(promoRedemptions.code, code)))[0]?.count ?? 0;
const usesOf = async (userId: string) =>
  (await db().select({ code: promoUses.code }).from(promoUses).where(eq(promoUses.userId, userId)).orderBy(asc(promoUses.seq))).map((r) => r.code);
const search = async (token: string, body: unknown) => {
  const answer = await call('POST', '/quote/search', token, body);
  expect(answer.body.code).toBe(200);
  return answer.body.data.list as Quote[];
};

test('a new database has the seeded quotes, searchers and promo usage in the tables, and none of them among the store records', async () => {
  const quoteIds = (await db().select({ id: storedQuotes.id }).from(storedQuotes)).map((r) => r.id).sort();
  expect(quoteIds).toEqual(Object.keys(seededQuotes()).sort());
  const [{ n }] = (await db().select({ n: count() }).from(quoteSearchers)) as [{ n: number }];
  expect(n).toBe(Object.values(seededSearchers()).flat().length);
  expect(await usesOf(DEMO_USER.shipper)).toEqual(promoUsage().usedByUser[DEMO_USER.shipper]);
  expect(await redemptionsOf('LAUNCH100')).toBe(promoUsage().redemptions.LAUNCH100);
  for (const slice of AREA_SLICES) {
    expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, slice)), slice).toEqual([]);
    expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, slice)), slice).toEqual([{ kind: 'table' }]);
  }
});

test('a search keeps its quotes and its searcher as rows; a repeat writes nothing; another company adds only itself; a restart keeps them', async () => {
  const shipper = await signIn('shipper@example.com');
  const nordic = await signIn('nils@nordic.example.com');
  const listed = await search(shipper, fclNingboToHamburg());
  expect(listed.length).toBeGreaterThan(0);
  for (const quote of listed) {
    const row = await quoteRow(quote.id);
    expect(row, quote.id).toMatchObject({ source: 'SEARCH', forwarderCompanyId: quote.forwarder.companyId });
    expect(JSON.parse(row!.data)).toEqual((({ expired: _expired, ...record }) => record)(quote));
    expect(await searchersOf(quote.id)).toEqual([COMPANY.acme]);
  }
  const before = await version();
  expect((await search(shipper, fclNingboToHamburg())).map((q) => q.id)).toEqual(listed.map((q) => q.id));
  expect(await version(), 'a repeat while the quotes are valid is a read').toBe(before);

  const theirs = await search(nordic, fclNingboToHamburg());
  expect(theirs.map((q) => [q.id, q.expiresAt]), 'the same quotes, kept as they were').toEqual(listed.map((q) => [q.id, q.expiresAt]));
  for (const quote of listed) expect(await searchersOf(quote.id)).toEqual([COMPANY.acme, COMPANY.nordic]);

  expect(await restart()).toEqual({ created: false });
  const read = await call('GET', `/quote/${listed[0]!.id}`, shipper);
  expect(read.body).toMatchObject({ code: 200, data: { id: listed[0]!.id, expiresAt: listed[0]!.expiresAt } });
  expect((await call('GET', '/quote/QT-NOT-THERE', shipper)).body.code).toBe(50003);
}, 60_000);

test('an answer\'s quote and a booking\'s promo use are rows, written with the operation', async () => {
  const shipper = await signIn('shipper@example.com');
  const forwarder = await signIn('forwarder@example.com');
  const made = (await call('POST', '/quote/custom-request', shipper, { ...lclShanghaiToLosAngeles(), notes: 'Promo test.' })).body.data as { id: string };
  const answered = (await call('POST', `/quote/request/${made.id}/answer`, forwarder, {
    total: 1450.25, currency: 'USD', validUntil: inDays(12), transitDays: { min: 18, max: 24 }, carrier: 'Maersk', note: '',
  })).body;
  expect(answered.code).toBe(200);
  const quoteId = answered.data.answer.quoteId as string;
  expect(await quoteRow(quoteId)).toMatchObject({ source: 'CUSTOM_REQUEST', forwarderCompanyId: COMPANY.pacific });

  const redeemed = await redemptionsOf('SAVE10');
  const checked = await call('POST', '/promo/check', shipper, { quoteId, promoCode: 'SAVE10' });
  expect(checked.body).toMatchObject({ code: 200, data: { promoCode: 'SAVE10', totalBefore: 1450.25 } });
  expect(await redemptionsOf('SAVE10'), 'a check redeems nothing').toBe(redeemed);
  const booked = await call('POST', '/booking/confirm', shipper, bookingBody(quoteId, { promoCode: 'SAVE10' }), { 'Idempotency-Key': 'stored-quotes-table-1' });
  expect(booked.body.code).toBe(200);
  expect(await redemptionsOf('SAVE10')).toBe(redeemed + 1);
  expect(await usesOf(DEMO_USER.shipper)).toEqual([...promoUsage().usedByUser[DEMO_USER.shipper]!, 'SAVE10']);

  // WELCOME25 is once per user: the seeded use in the table refuses it, and the refusal writes nothing.
  const quote = (await search(shipper, lclShanghaiToLosAngeles()))[0]!;
  expect((await call('POST', '/promo/check', shipper, { quoteId: quote.id, promoCode: 'WELCOME25' })).body.code).toBe(40004);
  const refused = await call('POST', '/booking/confirm', shipper, bookingBody(quote.id, { promoCode: 'WELCOME25' }), { 'Idempotency-Key': 'stored-quotes-table-2' });
  expect(refused.body.code).toBe(40004);
  expect(await redemptionsOf('WELCOME25')).toBe(promoUsage().redemptions.WELCOME25);
}, 60_000);

test('past the limit, a search drops the oldest search quotes and their searchers in SQL, never a booked one', async () => {
  const shipper = await signIn('shipper@example.com');
  const template = Object.values(seededQuotes()).find((q) => q.source === 'SEARCH')!;
  const searchRows = async () => db().select({ id: storedQuotes.id }).from(storedQuotes).where(eq(storedQuotes.source, 'SEARCH'));
  const seeded = (await searchRows()).map((r) => r.id);
  const booked = new Set(shipments().flatMap((s) => (s.quoteId ? [s.quoteId] : [])));
  // Search quotes newer than every seeded one, enough to reach the limit (booked ones do not count toward it):
  // the oldest are then the seed's.
  const filler: QuoteRecord[] = Array.from({ length: MAX_SEARCH_QUOTES - seeded.filter((id) => !booked.has(id)).length }, (_, i) => ({
    ...template, id: `QT-FILLER-${String(i).padStart(4, '0')}`, createdAt: new Date(mockNow() - (MAX_SEARCH_QUOTES - i) * 60_000).toISOString(),
  }));
  await db().insert(storedQuotes).values(filler.map((q) => ({ id: q.id, source: 'SEARCH', forwarderCompanyId: q.forwarder.companyId, createdAt: new Date(q.createdAt), data: JSON.stringify(q) })));
  await db().insert(quoteSearchers).values(filler.map((q) => ({ quoteId: q.id, companyId: COMPANY.nordic })));

  const fresh = await search(shipper, airShenzhenToOnt8());
  const left = new Set((await searchRows()).map((r) => r.id));
  expect([...left].filter((id) => !booked.has(id)).length).toBe(MAX_SEARCH_QUOTES);
  for (const quote of fresh) expect(left.has(quote.id), 'the quotes just answered stay').toBe(true);
  for (const id of filler.map((q) => q.id)) expect(left.has(id), 'newer than the seed: kept').toBe(true);
  const gone = seeded.filter((id) => !left.has(id));
  expect(gone.length).toBe(fresh.length);
  for (const id of gone) expect(booked.has(id), `${id} was booked`).toBe(false);
  for (const id of seeded.filter((id) => booked.has(id))) expect(left.has(id), `booked ${id} stays`).toBe(true);
  const orphans = await db().select({ quoteId: quoteSearchers.quoteId }).from(quoteSearchers).where(notExists(
    db().select({ id: storedQuotes.id }).from(storedQuotes).where(eq(storedQuotes.id, quoteSearchers.quoteId)),
  ));
  expect(orphans, 'the searchers of a dropped quote go with it').toEqual([]);
}, 60_000);

test('quotes, searchers and promo usage a server of before kept as JSON rows of the store are moved into the tables at start', async () => {
  const older = { ...Object.values(seededQuotes())[0]!, id: 'QT-OLDER-1' };
  await db().delete(storedQuotes);
  await db().delete(quoteSearchers);
  await db().delete(promoUses);
  await db().delete(promoRedemptions);
  await db().insert(storeRecords).values([
    { slice: STORED_QUOTES_SLICE, key: older.id, position: 0, data: JSON.stringify(older), version: 1 },
    { slice: QUOTE_SEARCHERS_SLICE, key: older.id, position: 0, data: JSON.stringify([COMPANY.acme, COMPANY.nordic]), version: 1 },
    { slice: PROMO_USAGE_SLICE, key: 'usedByUser', position: 0, data: JSON.stringify({ [DEMO_USER.admin]: ['FLAT50'] }), version: 1 },
    { slice: PROMO_USAGE_SLICE, key: 'redemptions', position: 1, data: JSON.stringify({ FLAT50: 7 }), version: 1 },
  ]);
  for (const slice of AREA_SLICES) await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, slice));

  await restart();
  expect(JSON.parse((await quoteRow(older.id))!.data)).toEqual(older);
  expect(await searchersOf(older.id)).toEqual([COMPANY.acme, COMPANY.nordic]);
  expect(await usesOf(DEMO_USER.admin)).toEqual(['FLAT50']);
  expect(await redemptionsOf('FLAT50')).toBe(7);
  for (const slice of AREA_SLICES) expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, slice)), slice).toEqual([]);
  const token = await signIn('shipper@example.com');
  expect((await call('GET', `/quote/${older.id}`, token)).body.data.id).toBe(older.id);
}, 60_000);
