/**
 * The bills and payment attempts in tables of their own on the server (server/db/billing.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the tables on a new
 * database; a payment is an attempt row holding its bill's row when the answer comes, its reads move both, the
 * shipment paid is its row too, the forwarder sees its payout scheduled, and a restart keeps them; an abandoned checkout expires in the rows at the next
 * billing request; a server of before's JSON rows are moved in at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { BILLING_SLICE, bills as seededBills, paymentAttempts as seededAttempts } from '../../mocks/store/billing.store';
import { seedAnchor, setMockNow } from '../../mocks/store/clock';
import { COMPANY } from '../../mocks/store/users.store';
import { ONLINE_CHECKOUT_TTL_MS } from '../../domain/billing-rules';
import type { BillRecord, PaymentAttemptRecord } from '../../domain/billing-records';
import { bills, paymentAttempts, shipments, storeRecords, storeSlices } from '../../server/db/schema';
import { amountDueOf, pinClockToAnchor, quietPayableBill } from '../mocks/billing/billing-test-kit';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('billing-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const bill = async (id: string) => JSON.parse((await db().select().from(bills).where(eq(bills.id, id)))[0]!.data) as BillRecord;
const attemptRow = async (id: string) => (await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];
const attempt = async (id: string) => JSON.parse((await attemptRow(id))!.data) as PaymentAttemptRecord;
const totalPaid = async (shipmentId: string) => JSON.parse((await db().select().from(shipments).where(eq(shipments.id, shipmentId)))[0]!.data).totalPaid as number;
const paged = { pageNumber: 0, pageSize: 9999 };

pinClockToAnchor();

test('a new database has the seeded bills and attempts in the tables, and none among the store records', async () => {
  expect((await db().select({ id: bills.id }).from(bills)).map((r) => r.id).sort()).toEqual(seededBills().map((b) => b.id).sort());
  expect((await db().select({ id: paymentAttempts.id }).from(paymentAttempts)).map((r) => r.id).sort()).toEqual(seededAttempts().map((a) => a.id).sort());
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, BILLING_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, BILLING_SLICE))).toEqual([{ kind: 'table' }]);
  const running = seededAttempts().find((a) => a.status === 'PROCESSING')!;
  expect(await attemptRow(running.id)).toMatchObject({ buyerCompanyId: running.buyerCompanyId, status: 'PROCESSING' });
});

test('a payment holds its bill in the rows when the answer comes; its reads settle both and pay the shipment; a restart keeps them', async () => {
  const shipper = await signIn('shipper@example.com');
  const payable = quietPayableBill(COMPANY.acme, (b) => b.forwarderCompanyId === COMPANY.pacific);
  const payoutOf = async () => {
    const payouts = await call('POST', '/billing/upcoming-payouts', await signIn('forwarder@example.com'), paged);
    return (payouts.body.data.list as { billId: string; status: string }[]).find((p) => p.billId === payable.id);
  };
  expect(await payoutOf(), 'the forwarder waits for the buyer').toMatchObject({ status: 'AWAITING_PAYMENT' });
  const due = amountDueOf(payable);
  const paidBefore = await totalPaid(payable.shipmentId);

  const started = await call('POST', '/billing/payments', shipper, { billIds: [payable.id], method: 'ONLINE' }, { 'Idempotency-Key': 'billing-table-1' });
  expect(started.body.code, started.body.message).toBe(200);
  const id = started.body.data.id as string;
  expect(await attemptRow(id)).toMatchObject({ buyerCompanyId: COMPANY.acme, status: 'INITIATIVE' });
  expect(await bill(payable.id)).toMatchObject({ paymentStatus: 'PENDING_TRANSFER', pendingAttemptId: id });
  const again = await call('POST', '/billing/payments', shipper, { billIds: [payable.id], method: 'BANK_TRANSFER' }, { 'Idempotency-Key': 'billing-table-2' });
  expect(again.body.code, 'the held bill is not payable again').toBe(60002);

  const seen: string[] = [];
  for (let i = 0; i < 3; i++) seen.push((await call('GET', `/billing/payments/${id}`, shipper)).body.data.status);
  expect(seen).toEqual(['IN_PROGRESS', 'PROCESSING', 'SUCCESS']);
  expect(await attempt(id)).toMatchObject({ status: 'SUCCESS', amount: due });
  expect(await bill(payable.id)).toMatchObject({ paymentStatus: 'SUCCESS', pendingAttemptId: null, lastPayment: { attemptId: id, amount: due } });
  expect(await totalPaid(payable.shipmentId)).toBeCloseTo(paidBefore + due, 2);
  expect(await payoutOf(), 'the forwarder sees the payment').toMatchObject({ status: 'SCHEDULED' });

  expect(await restart()).toEqual({ created: false });
  const history = await call('POST', '/billing/history-statements', await signIn('shipper@example.com'), {
    ...paged, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: payable.billNo }],
  });
  expect(history.body.data.list).toMatchObject([{ billId: payable.id, status: 'SUCCESS', method: 'ONLINE', reference: started.body.data.reference }]);
}, 60_000);

test('an abandoned online checkout expires in the rows at the next billing request, and its bill is payable again', async () => {
  const checkout = seededAttempts().find((a) => a.method === 'ONLINE' && a.status === 'INITIATIVE' && a.buyerCompanyId === COMPANY.acme)!;
  const held = checkout.items[0]!.billId;
  expect(await bill(held)).toMatchObject({ paymentStatus: 'PENDING_TRANSFER', pendingAttemptId: checkout.id });

  setMockNow(Date.parse(checkout.createdAt) + ONLINE_CHECKOUT_TTL_MS + 60_000);
  const upcoming = await call('POST', '/billing/upcoming-bills', await signIn('shipper@example.com'), paged);
  expect(upcoming.body.code).toBe(200);
  expect(await attempt(checkout.id)).toMatchObject({ status: 'EXPIRED' });
  expect(await bill(held)).toMatchObject({ pendingAttemptId: null });
  expect(upcoming.body.data.list.find((b: { id: string }) => b.id === held)).toMatchObject({ payable: true });
  setMockNow(seedAnchor());
}, 60_000);

test('bills and attempts a server of before kept as JSON rows of the store are moved into the tables at start', async () => {
  const olderBill: BillRecord = { ...seededBills()[0]!, id: 'BIL-OLDER-1', billNo: 'BLOLDER1' };
  const olderAttempt: PaymentAttemptRecord = { ...seededAttempts()[0]!, id: 'PAY-OLDER-1', items: [{ billId: olderBill.id, amount: 10 }] };
  await db().delete(bills);
  await db().delete(paymentAttempts);
  await db().insert(storeRecords).values([
    { slice: BILLING_SLICE, key: 'bills', position: 0, data: JSON.stringify([olderBill]), version: 1 },
    { slice: BILLING_SLICE, key: 'attempts', position: 1, data: JSON.stringify([olderAttempt]), version: 1 },
  ]);
  await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, BILLING_SLICE));

  await restart();
  expect(await bill('BIL-OLDER-1')).toEqual(olderBill);
  expect(await attempt('PAY-OLDER-1')).toEqual(olderAttempt);
  expect((await db().select().from(bills)).map((r) => r.id)).toEqual(['BIL-OLDER-1']);
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, BILLING_SLICE))).toEqual([]);
}, 60_000);
