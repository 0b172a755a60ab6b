/**
 * The custom quote requests in a table of their own on the server (server/db/quote-requests.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the table on a new
 * database; a request made, answered, declined and booked through the API is a row that follows it, the
 * answer's quote (in a table of its own too) written in the same transaction; who sees what is the rule's;
 * a restart keeps it; a server of before's JSON rows are moved in at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { QUOTE_REQUESTS_SLICE, quoteRequests as seededRequests } from '../../mocks/store/quote.store';
import { COMPANY } from '../../mocks/store/users.store';
import { quoteRequests, storedQuotes, storeRecords, storeSlices } from '../../server/db/schema';
import { bookingBody, inDays, lclShanghaiToLosAngeles } from '../mocks/quote/quote-fixtures';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('quote-requests-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const row = async (id: string) => (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0];
const listIds = async (token: string) =>
  ((await call('POST', '/quote/request/list', token, { pageNumber: 0, pageSize: 100 })).body.data.list as { id: string }[]).map((r) => r.id);
const answerBody = { total: 1450.25, currency: 'USD', validUntil: inDays(12), transitDays: { min: 18, max: 24 }, carrier: 'Maersk', note: 'Weekly sailing.' };

test('a new database has the seeded requests in the table, and none of them among the store records', async () => {
  const seeded = seededRequests();
  expect((await db().select({ id: quoteRequests.id }).from(quoteRequests)).map((r) => r.id).sort()).toEqual(seeded.map((r) => r.id).sort());
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, QUOTE_REQUESTS_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, QUOTE_REQUESTS_SLICE))).toEqual([{ kind: 'table' }]);
});

test('a request made, declined, answered and booked through the API is a row that follows it, also after a restart', async () => {
  const shipper = await signIn('shipper@example.com');
  const forwarder = await signIn('forwarder@example.com');
  const sino = await signIn('li.na@sino.example.com');
  const before = (await db().select({ id: quoteRequests.id }).from(quoteRequests)).length;

  const made = (await call('POST', '/quote/custom-request', shipper, { ...lclShanghaiToLosAngeles(), notes: 'Fragile goods.' })).body;
  expect(made.code).toBe(200);
  const id = made.data.id as string;
  expect(made.data.requestNo, 'numbered after every request there is').toMatch(new RegExp(`-${String(before + 1).padStart(4, '0')}$`));
  expect(await row(id)).toMatchObject({ companyId: COMPANY.acme, status: 'OPEN', answeredBy: null });
  expect(await listIds(forwarder), 'an open request is every forwarder\'s to see').toContain(id);
  expect(await listIds(await signIn('nils@nordic.example.com')), 'another buyer company does not see it').not.toContain(id);

  expect((await call('POST', `/quote/request/${id}/decline`, sino, { reason: 'No space in December.' })).body.code).toBe(200);
  expect(JSON.parse((await row(id))!.data).declines).toEqual([expect.objectContaining({ forwarderCompanyId: COMPANY.sino, reason: 'No space in December.' })]);
  expect(await listIds(sino), 'a forwarder that declined no longer sees it').not.toContain(id);

  const answered = (await call('POST', `/quote/request/${id}/answer`, forwarder, answerBody)).body;
  expect(answered.data).toMatchObject({ id, status: 'ANSWERED' });
  expect(await row(id)).toMatchObject({ status: 'ANSWERED', answeredBy: COMPANY.pacific });
  const quoteId = answered.data.answer.quoteId as string;
  expect(await db().select({ id: storedQuotes.id }).from(storedQuotes).where(eq(storedQuotes.id, quoteId)), 'the answer\'s quote, in the same write').toEqual([{ id: quoteId }]);

  expect(await restart()).toEqual({ created: false });
  const booked = await call('POST', '/booking/confirm', shipper, bookingBody(quoteId), { 'Idempotency-Key': 'quote-requests-table-1' });
  expect(booked.body.code).toBe(200);
  expect(await row(id), 'booking its answer closes the request').toMatchObject({ status: 'CLOSED' });
  const mine = (await call('POST', '/quote/request/list', shipper, { pageNumber: 0, pageSize: 100 })).body.data.list as { id: string; status: string }[];
  expect(mine.find((r) => r.id === id)).toMatchObject({ status: 'CLOSED' });
}, 60_000);

test('requests a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const older = [{ ...seededRequests()[0]!, id: 'QR-OLDER-1', notes: 'Kept as JSON.' }];
  await db().delete(quoteRequests);
  await db().insert(storeRecords).values(older.map((record, position) => ({ slice: QUOTE_REQUESTS_SLICE, key: record.id, position, data: JSON.stringify(record), version: 1 })));
  await db().update(storeSlices).set({ kind: 'array' }).where(eq(storeSlices.name, QUOTE_REQUESTS_SLICE));

  await restart();
  expect(JSON.parse((await row('QR-OLDER-1'))!.data)).toEqual(older[0]);
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, QUOTE_REQUESTS_SLICE))).toEqual([]);
  const token = await signIn(older[0]!.companyId === COMPANY.acme ? 'shipper@example.com' : 'nils@nordic.example.com');
  expect(await listIds(token)).toEqual(['QR-OLDER-1']);
}, 60_000);
