/**
 * Two server processes, A and B, on one PostgreSQL (a throwaway 15 cluster, tests/server/postgres-cluster.ts),
 * as behind a load balancer: what one party does on A the other sees on B; one booking confirmed on both at
 * the same instant with the same Idempotency-Key makes one shipment and one answer; a refresh token spent
 * on B is spent on A too; two forwarders answering one request on A and B at once leave one answer, and
 * what one saves in an area kept in tables of its own (decision 219) the other reads at once; a once-per-user promo code booked on both at once books once; one payment sent to both with one key starts one attempt, and two payments of one bill start one. The file took 10–15 s here, most of it the cluster's and the two servers' starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outcomeTriggerFor } from '../../domain/billing-rules';
import { bookingBody, inDays, lclShanghaiToLosAngeles, type Envelope, type Quote } from '../mocks/quote/quote-fixtures';
import { signInThrough, type SignedIn } from './api-server';
import { startPostgres, type PostgresCluster } from './postgres-cluster';
import { startServerProcess, type ServerProcess } from './server-process';

const PROCESS_TEST_MS = 60_000;
let cluster: PostgresCluster;
let a: ServerProcess;
let b: ServerProcess;
// Uploaded files are kept in DATA_DIR/blobs: the two processes share it as they share the database.
const dataDir = mkdtempSync(join(tmpdir(), 'two-processes-'));

beforeAll(async () => {
  cluster = await startPostgres();
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir };
  // Both at once, as a deployment starts its replicas: one migrates and seeds, the other must cope.
  [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
}, PROCESS_TEST_MS);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, PROCESS_TEST_MS);

interface Party {
  session: SignedIn;
  /** Sends a JSON call as this party to `on` and reads the envelope. */
  call: <T>(on: ServerProcess, method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Envelope<T>>;
}

async function signIn(on: ServerProcess, email: string): Promise<Party> {
  const session = await signInThrough(on.request, email);
  return {
    session,
    call: async (server, method, path, body, headers = {}) => {
      const res = await server.request(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${session.access_token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path} on ${server.origin}`).toBe(200);
      return res.json();
    },
  };
}

interface ShipmentSummary { id: string; shipmentNo: string }
interface Shipment { id: string; onHold: boolean; hold: { category: string; reason: string } | null }
interface Booked { shipmentId: string; shipmentNo: string }
interface Page<T> { list: T[]; total: number }

const byKeyword = (keyword: string) => ({
  pageNumber: 0, pageSize: 20, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: keyword }],
});

async function quoteOf(shipper: Party, forwarderCompanyId: string, pick = 0): Promise<Quote> {
  const search = await shipper.call<{ list: Quote[] }>(a, 'POST', '/quote/search', lclShanghaiToLosAngeles());
  const quote = search.data!.list.filter((q) => q.forwarder.companyId === forwarderCompanyId)[pick];
  expect(quote, "a quote of the demo forwarder's company").toBeDefined();
  return quote!;
}

test('a booking made on A is found and put on hold on B, and A shows the hold', { timeout: PROCESS_TEST_MS }, async () => {
  const shipper = await signIn(a, 'shipper@example.com');
  const forwarder = await signIn(b, 'forwarder@example.com');

  const quote = await quoteOf(shipper, forwarder.session.user.companyId);
  const booked = await shipper.call<Booked>(a, 'POST', '/booking/confirm', bookingBody(quote.id), { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` });
  expect(booked.code).toBe(200);
  const { shipmentId, shipmentNo } = booked.data!;

  const list = await forwarder.call<Page<ShipmentSummary>>(b, 'POST', '/shipment/list', byKeyword(shipmentNo));
  expect(list.data!.list.map((s) => s.id)).toEqual([shipmentId]);

  expect((await shipper.call(a, 'POST', `/shipment/${shipmentId}/send-to-provider`)).code).toBe(200);
  const reason = 'Vessel rolled to next week; awaiting the new cut-off.';
  const held = await forwarder.call<Shipment>(b, 'POST', `/shipment/${shipmentId}/hold`, { onHold: true, category: 'CUSTOMS_QUERY', reason });
  expect(held.code).toBe(200);

  const seen = await shipper.call<Shipment>(a, 'GET', `/shipment/${shipmentId}`);
  expect(seen.data).toMatchObject({ onHold: true, hold: { category: 'CUSTOMS_QUERY', reason } });
});

test('one booking confirmed on A and B at the same instant makes one shipment and one answer', { timeout: PROCESS_TEST_MS }, async () => {
  const shipper = await signIn(a, 'shipper@example.com');
  const forwarderCompanyId = (await signIn(b, 'forwarder@example.com')).session.user.companyId;
  const everything = { pageNumber: 0, pageSize: 1, queryConditions: [] };
  const before = (await shipper.call<Page<ShipmentSummary>>(a, 'POST', '/shipment/list', everything)).data!.total;

  const quote = await quoteOf(shipper, forwarderCompanyId, 1);
  const body = bookingBody(quote.id);
  const key = { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` };
  const [onA, onB] = await Promise.all([
    shipper.call<Booked>(a, 'POST', '/booking/confirm', body, key),
    shipper.call<Booked>(b, 'POST', '/booking/confirm', body, key),
  ]);
  expect(onA.code, JSON.stringify(onA)).toBe(200);
  expect(onB.code, JSON.stringify(onB)).toBe(200);
  expect(onB.data).toEqual(onA.data);
  const { shipmentId, shipmentNo } = onA.data!;

  const found = await shipper.call<Page<ShipmentSummary>>(b, 'POST', '/shipment/list', byKeyword(shipmentNo));
  expect(found.data!.list.map((s) => s.id)).toEqual([shipmentId]);
  const after = (await shipper.call<Page<ShipmentSummary>>(a, 'POST', '/shipment/list', everything)).data!.total;
  expect(after, 'shipments of the shipper after the two confirms').toBe(before + 1);

  const again = await shipper.call<Booked>(a, 'POST', '/booking/confirm', body, key);
  expect(again.data).toEqual(onA.data);
});

test('a session refreshed on B works on A, and the spent refresh token is refused on A', { timeout: PROCESS_TEST_MS }, async () => {
  const shipper = await signIn(a, 'shipper@example.com');
  const spent = shipper.session.refresh_token;

  const refresh = (on: ServerProcess, token: string) => on.request(`/api/user/refreshToken?${new URLSearchParams({ refreshToken: token })}`, { method: 'POST' });
  const refreshed = await refresh(b, spent);
  expect(refreshed.status).toBe(200);
  const tokens = ((await refreshed.json()) as Envelope<{ access_token: string; refresh_token: string }>).data!;
  expect(tokens.access_token).not.toBe(shipper.session.access_token);
  expect(tokens.refresh_token).not.toBe(spent);

  const current = await a.request('/api/user/current', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(current.status).toBe(200);
  expect(((await current.json()) as Envelope<{ email: string }>).data).toMatchObject({ email: 'shipper@example.com' });

  const replay = await refresh(a, spent);
  expect(replay.status).toBe(400);
});

test('two forwarders answering one request on A and B at the same instant leave one answer; a payout account saved on B is read on A', { timeout: PROCESS_TEST_MS }, async () => {
  const shipper = await signIn(a, 'shipper@example.com');
  const pacific = await signIn(a, 'forwarder@example.com');
  const sino = await signIn(b, 'li.na@sino.example.com');
  const made = await shipper.call<{ id: string }>(a, 'POST', '/quote/custom-request', { ...lclShanghaiToLosAngeles(), notes: 'Two answers at once.' });
  const id = made.data!.id;
  const answer = { total: 1450.25, currency: 'USD', validUntil: inDays(12), transitDays: { min: 18, max: 24 }, carrier: 'Maersk', note: '' };

  const answers = await Promise.all([
    pacific.call<{ status: string; answer: { forwarderCompanyId: string } }>(a, 'POST', `/quote/request/${id}/answer`, answer),
    sino.call<{ status: string; answer: { forwarderCompanyId: string } }>(b, 'POST', `/quote/request/${id}/answer`, answer),
  ]);
  const won = answers.filter((r) => r.code === 200);
  expect(won, JSON.stringify(answers)).toHaveLength(1);
  expect(answers.filter((r) => r.code === 90001), 'the other finds it answered already').toHaveLength(1);
  const mine = await shipper.call<Page<{ id: string; status: string; answer: { forwarderCompanyId: string } }>>(b, 'POST', '/quote/request/list', { pageNumber: 0, pageSize: 100 });
  expect(mine.data!.list.find((r) => r.id === id)).toMatchObject({ status: 'ANSWERED', answer: { forwarderCompanyId: won[0]!.data!.answer.forwarderCompanyId } });

  const account = {
    accountNo: 'GB29NWBK60161331926819', bankName: 'NatWest', bankAddress: '250 Bishopsgate, London', recipientName: 'SinoTrans Express Co.',
    recipientAddress: '1 Century Avenue, Shanghai', swiftCode: 'NWBKGB2L', abaRouting: null,
  };
  expect((await sino.call(b, 'POST', '/billing/payout-accounts/GBP', account)).code).toBe(200);
  const read = await sino.call<{ currency: string; swiftCode: string }[]>(a, 'GET', '/billing/payout-accounts');
  expect(read.data).toEqual([expect.objectContaining({ currency: 'GBP', swiftCode: 'NWBKGB2L' })]);
});

test('a once-per-user promo code booked on A and B at the same instant books once; the other is told it was used', { timeout: PROCESS_TEST_MS }, async () => {
  // The demo admin has not used WELCOME25 (the demo shipper has).
  const admin = await signIn(a, 'admin@example.com');
  const forwarderCompanyId = (await signIn(b, 'forwarder@example.com')).session.user.companyId;
  const quote = await quoteOf(admin, forwarderCompanyId);
  const body = bookingBody(quote.id, { promoCode: 'WELCOME25' });
  const [onA, onB] = await Promise.all([
    admin.call<Booked>(a, 'POST', '/booking/confirm', body, { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` }),
    admin.call<Booked>(b, 'POST', '/booking/confirm', body, { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` }),
  ]);
  expect([onA.code, onB.code].sort(), JSON.stringify([onA, onB])).toEqual([200, 40004]);
  const later = await admin.call(b, 'POST', '/promo/check', { quoteId: quote.id, promoCode: 'WELCOME25' });
  expect(later.code, 'the use is kept, whichever process booked').toBe(40004);
});

test('one payment sent to A and B at the same instant with one key starts one attempt; two payments of one bill start one', { timeout: PROCESS_TEST_MS }, async () => {
  const shipper = await signIn(a, 'shipper@example.com');
  const upcoming = await shipper.call<Page<{ id: string; amountDue: number; payable: boolean }>>(a, 'POST', '/billing/upcoming-bills', { pageNumber: 0, pageSize: 200 });
  // Bills whose amount carries no QA outcome (docs/decisions/041): the attempt runs its ordinary course.
  const [first, second] = upcoming.data!.list.filter((b) => b.payable && outcomeTriggerFor([b.amountDue]) === null);
  expect(second, 'two payable bills').toBeDefined();

  const key = { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` };
  const pay = { billIds: [first!.id], method: 'BANK_TRANSFER' };
  const [onA, onB] = await Promise.all([
    shipper.call<{ id: string }>(a, 'POST', '/billing/payments', pay, key),
    shipper.call<{ id: string }>(b, 'POST', '/billing/payments', pay, key),
  ]);
  expect(onA.code, JSON.stringify(onA)).toBe(200);
  expect(onB).toEqual(onA);

  const other = { billIds: [second!.id], method: 'ONLINE' };
  const both = await Promise.all([
    shipper.call<{ id: string }>(a, 'POST', '/billing/payments', other, { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` }),
    shipper.call<{ id: string }>(b, 'POST', '/billing/payments', other, { 'Idempotency-Key': `two-processes-${crypto.randomUUID()}` }),
  ]);
  expect(both.map((r) => r.code).sort(), JSON.stringify(both)).toEqual([200, 60002]);

  const held = (await shipper.call<Page<{ id: string; paymentStatus: string; payable: boolean }>>(b, 'POST', '/billing/upcoming-bills', { pageNumber: 0, pageSize: 200 })).data!.list;
  for (const bill of [first!, second!]) expect(held.find((b) => b.id === bill.id), bill.id).toMatchObject({ paymentStatus: 'PENDING_TRANSFER', payable: false });
});
