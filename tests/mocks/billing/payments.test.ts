import { describe, expect, it } from 'vitest';
import { amountDueOf, api, cond, paged, pay, pinClockToAnchor, quietPayableBill, readAttempt } from './billing-test-kit';
import { bills, findBill, paymentAttempts } from '../../../mocks/store/billing.store';
import { billMoney } from '../../../domain/bill-money';
import { shipments } from '../../../mocks/store/shipment.store';
import { recomputeTotals } from '../../../domain/shipment-money';
import { seedAnchor, setMockNow } from '../../../mocks/store/clock';
import { COMPANY } from '../../../mocks/store/users.store';

pinClockToAnchor();

async function upcomingBill(id: string) {
  const { body } = await api('POST', '/billing/upcoming-bills', { json: paged() });
  return body.data.list.find((b: { id: string }) => b.id === id);
}
async function statuses(attemptId: string, reads: number) {
  const seen: string[] = [];
  for (let i = 0; i < reads; i++) seen.push((await readAttempt(attemptId)).body.data.status);
  return seen;
}
const shipmentOf = (billId: string) => {
  const bill = findBill(billId);
  return shipments().find((s) => s.id === bill?.shipmentId);
};

describe('online payment', () => {
  it('starts in INITIATIVE, holds the bill, and settles it after three reads', async () => {
    const bill = quietPayableBill();
    const due = amountDueOf(bill);
    const paidBefore = shipmentOf(bill.id)?.totalPaid ?? 0;

    const created = await pay({ billIds: [bill.id], method: 'ONLINE' });
    expect(created.body).toMatchObject({ success: true, code: 200 });
    const attempt = created.body.data;
    expect(attempt).toMatchObject({ status: 'INITIATIVE', method: 'ONLINE', amount: due, currency: bill.currency, billIds: [bill.id], cancellable: true });
    expect(attempt.bankDetails).toBeUndefined();

    const held = await upcomingBill(bill.id);
    expect(held).toMatchObject({ paymentStatus: 'PENDING_TRANSFER', payable: false });
    const again = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER' });
    expect(again.body).toMatchObject({ success: false, code: 60002 });

    expect(await statuses(attempt.id, 4)).toEqual(['IN_PROGRESS', 'PROCESSING', 'SUCCESS', 'SUCCESS']);

    expect(await upcomingBill(bill.id)).toBeUndefined();
    expect(shipmentOf(bill.id)?.totalPaid).toBeCloseTo(paidBefore + due, 2);
    const history = await api('POST', '/billing/history-statements', { json: paged({ queryConditions: [cond('keyword', 'LIKE', bill.billNo)] }) });
    expect(history.body.data.list).toHaveLength(1);
    expect(history.body.data.list[0]).toMatchObject({ type: 'BILL_PAYMENT', status: 'SUCCESS', billId: bill.id, platformFee: null });
    expect(history.body.data.list[0].netAmount).toBeCloseTo(paidBefore + due, 2);
    const invoices = await api('POST', '/billing/invoices', { json: paged({ queryConditions: [cond('keyword', 'LIKE', bill.billNo)] }) });
    expect(invoices.body.data.list[0].paymentStatus).toBe('SUCCESS');
    expect(findBill(bill.id)?.lastPayment).toMatchObject({ attemptId: attempt.id, method: 'ONLINE', amount: due, reference: attempt.reference });
  });

  it('pays several bills of one currency in one attempt', async () => {
    const usd = bills().filter((b) => b.buyerCompanyId === COMPANY.acme && b.currency === 'USD' && b.paymentStatus === 'OPEN' && b.pendingAttemptId === null);
    const chosen = usd.filter((b) => quietPayableBill(COMPANY.acme, (x) => x.id === b.id)).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const total = chosen.reduce((s, b) => s + amountDueOf(b), 0);
    const { body } = await pay({ billIds: chosen.map((b) => b.id), method: 'ONLINE' });
    expect(body.data.amount).toBeCloseTo(total, 2);
    await statuses(body.data.id, 3);
    for (const b of chosen) expect(findBill(b.id)?.paymentStatus).toBe('SUCCESS');
  });

  it('takes part of one bill and leaves the rest due', async () => {
    const bill = quietPayableBill();
    const due = amountDueOf(bill);
    const { body } = await pay({ billIds: [bill.id], method: 'ONLINE', amount: 100 });
    expect(body.data.amount).toBe(100);
    await statuses(body.data.id, 3);
    const after = await upcomingBill(bill.id);
    expect(after.paymentStatus).toBe(bill.paymentStatus);
    expect(after.amountDue).toBeCloseTo(due - 100, 2);
    expect(after.billPayment).toMatchObject({ amount: 100, method: 'ONLINE' });
    expect(after.payable).toBe(true);
  });
});

describe('bank transfer', () => {
  it('waits for the transfer with the account and reference, then settles after two reads', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.currency === 'GBP');
    const { body } = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER' });
    expect(body.data).toMatchObject({ status: 'IN_PROGRESS', method: 'BANK_TRANSFER', currency: 'GBP', cancellable: true });
    expect(body.data.bankDetails).toMatchObject({ currency: 'GBP', swiftCode: 'NWBKGB2L' });
    expect(body.data.reference).toMatch(/^FHM-/);
    expect(await statuses(body.data.id, 2)).toEqual(['PROCESSING', 'SUCCESS']);
    expect(findBill(bill.id)?.paymentStatus).toBe('SUCCESS');
  });
});

describe('QA triggers (docs/decisions/041)', () => {
  it.each([
    ['ONLINE', 100.13, ['IN_PROGRESS', 'PROCESSING', 'FAILED'], 'declined'],
    ['ONLINE', 100.14, ['IN_PROGRESS', 'EXPIRED', 'EXPIRED'], 'not completed in time'],
    ['ONLINE', 100.15, ['SESSION_EXPIRED', 'SESSION_EXPIRED'], 'session expired'],
    ['BANK_TRANSFER', 100.13, ['PROCESSING', 'FAILED'], 'returned'],
    ['BANK_TRANSFER', 100.14, ['EXPIRED'], 'No transfer'],
  ] as const)('%s paying %s ends as documented and frees the bill', async (method, amount, expected, reason) => {
    const bill = quietPayableBill();
    const due = amountDueOf(bill);
    const { body } = await pay({ billIds: [bill.id], method, amount });
    expect(await statuses(body.data.id, expected.length)).toEqual(expected);
    const last = (await readAttempt(body.data.id)).body.data;
    expect(last.failureReason).toContain(reason);
    expect(last.cancellable).toBe(false);
    const after = await upcomingBill(bill.id);
    expect(after).toMatchObject({ paymentStatus: bill.paymentStatus, payable: true });
    expect(after.amountDue).toBeCloseTo(due, 2);
  });

  it('lets a .15 bank transfer succeed: there is no checkout session to expire', async () => {
    const bill = quietPayableBill();
    const { body } = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER', amount: 100.15 });
    expect(await statuses(body.data.id, 2)).toEqual(['PROCESSING', 'SUCCESS']);
  });

  it('applies the trigger of a bill whose whole amount due ends in .13 (e.g. after a forwarder adjustment)', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.paymentStatus === 'OPEN');
    const shipment = shipmentOf(bill.id);
    if (!shipment) throw new Error('bill without shipment');
    const due = amountDueOf(bill);
    const chargesBefore = billMoney(bill, shipment).additionalCharges;
    // An adjustment that makes the amount due end in .13, as a forwarder could add it.
    const extra = Math.round((Math.floor(due) + 1.13 - due) * 100) / 100;
    shipment.adjustments.push({
      id: 'ADJ-TEST-13', chargeCode: 'STORAGE', description: 'CFS storage beyond free time', date: '2026-10-31', amount: extra,
      currency: shipment.currency, who: 'Fiona Forwarder', source: 'FORWARDER', status: 'PENDING',
      disputeReason: null, createdAt: '2026-10-31T12:00:00.000Z', updatedAt: '2026-10-31T12:00:00.000Z',
    });
    recomputeTotals(shipment);
    const listed = await upcomingBill(bill.id);
    expect(listed.amountDue).toBeCloseTo(Math.floor(due) + 1.13, 2);
    expect(listed.additionalCharges).toBeCloseTo(chargesBefore + extra, 2);
    const { body } = await pay({ billIds: [bill.id], method: 'ONLINE' });
    expect(await statuses(body.data.id, 3)).toEqual(['IN_PROGRESS', 'PROCESSING', 'FAILED']);
  });
});

describe('cancel', () => {
  it('cancels before processing and frees the bill; not after', async () => {
    const bill = quietPayableBill();
    const { body } = await pay({ billIds: [bill.id], method: 'ONLINE' });
    const cancelled = await api('POST', `/billing/payments/${body.data.id}/cancel`);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect((await upcomingBill(bill.id)).payable).toBe(true);
    expect((await readAttempt(body.data.id)).body.data.status).toBe('CANCELLED');
    expect((await api('POST', `/billing/payments/${body.data.id}/cancel`)).body).toMatchObject({ success: false, code: 60004 });

    const other = quietPayableBill();
    const second = (await pay({ billIds: [other.id], method: 'ONLINE' })).body.data;
    await statuses(second.id, 2); // PROCESSING
    expect((await api('POST', `/billing/payments/${second.id}/cancel`)).body).toMatchObject({ success: false, code: 60004 });
    expect(findBill(other.id)?.paymentStatus).toBe('PENDING_TRANSFER');
  });
});

describe('requests at the same instant', () => {
  it('starts one payment of a bill that two payments ask for at once; the other is refused', async () => {
    const bill = quietPayableBill();
    const before = new Set(paymentAttempts().map((a) => a.id));
    const answers = await Promise.all([pay({ billIds: [bill.id], method: 'ONLINE' }), pay({ billIds: [bill.id], method: 'BANK_TRANSFER' })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 60002]);
    const started = answers.find((a) => a.body.code === 200)!.body.data;
    expect(paymentAttempts().filter((a) => !before.has(a.id)).map((a) => a.id)).toEqual([started.id]);
    expect(findBill(bill.id)).toMatchObject({ paymentStatus: 'PENDING_TRANSFER', pendingAttemptId: started.id });
  });

  it('settles a payment once when two reads of it come at once: the shipment is paid its amount once', async () => {
    const bill = quietPayableBill();
    const due = amountDueOf(bill);
    const paidBefore = shipmentOf(bill.id)?.totalPaid ?? 0;
    const { body } = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER' });
    expect((await readAttempt(body.data.id)).body.data.status).toBe('PROCESSING');
    const reads = await Promise.all([readAttempt(body.data.id), readAttempt(body.data.id)]);
    expect(reads.map((r) => r.body.data.status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(shipmentOf(bill.id)?.totalPaid).toBeCloseTo(paidBefore + due, 2);
    expect(findBill(bill.id)).toMatchObject({ paymentStatus: 'SUCCESS', pendingAttemptId: null });
  });
});

describe('refusals', () => {
  it('answers 60002 for another company’s bill, a paid bill, mixed currencies and too large an amount', async () => {
    const nordic = quietPayableBill(COMPANY.nordic);
    const paid = bills().find((b) => b.buyerCompanyId === COMPANY.acme && b.paymentStatus === 'SUCCESS');
    const usd = quietPayableBill(COMPANY.acme, (b) => b.currency === 'USD');
    const gbp = quietPayableBill(COMPANY.acme, (b) => b.currency === 'GBP');
    for (const json of [
      { billIds: [nordic.id], method: 'ONLINE' },
      { billIds: [paid?.id], method: 'ONLINE' },
      { billIds: ['BIL-NOPE'], method: 'ONLINE' },
      { billIds: [usd.id, gbp.id], method: 'BANK_TRANSFER' },
      { billIds: [usd.id], method: 'ONLINE', amount: amountDueOf(usd) + 1 },
    ]) {
      const { body } = await pay(json);
      expect(body, JSON.stringify(json)).toMatchObject({ success: false, code: 60002 });
    }
    expect(findBill(usd.id)?.paymentStatus).not.toBe('PENDING_TRANSFER');
    expect(paymentAttempts().filter((a) => a.createdAt === new Date(seedAnchor()).toISOString())).toHaveLength(0);
  });

  it('answers 400 for a malformed request or a missing Idempotency-Key, 10303 for a seller', async () => {
    const bill = quietPayableBill();
    expect((await pay({ billIds: [], method: 'ONLINE' })).status).toBe(400);
    expect((await pay({ billIds: [bill.id, bill.id], method: 'ONLINE' })).status).toBe(400);
    expect((await pay({ billIds: [bill.id, quietPayableBill(COMPANY.acme, (b) => b.id !== bill.id).id], method: 'ONLINE', amount: 5 })).status).toBe(400);
    expect((await api('POST', '/billing/payments', { json: { billIds: [bill.id], method: 'ONLINE' } })).status).toBe(400);
    expect((await pay({ billIds: [bill.id], method: 'ONLINE' }, 'forwarder')).body.code).toBe(10303);
    expect(findBill(bill.id)?.paymentStatus).toBe(bill.paymentStatus);
  });

  it('hides other companies’ attempts (60003)', async () => {
    const nordicAttempt = paymentAttempts().find((a) => a.buyerCompanyId === COMPANY.nordic);
    expect((await readAttempt(nordicAttempt?.id ?? '')).body.code).toBe(60003);
    expect((await api('POST', `/billing/payments/${nordicAttempt?.id}/cancel`)).body.code).toBe(60003);
    expect((await readAttempt('PAY-NOPE')).body.code).toBe(60003);
  });
});

describe('idempotency and time', () => {
  it('replays the first answer for the same Idempotency-Key and pays once', async () => {
    const bill = quietPayableBill();
    const before = paymentAttempts().length;
    const first = await pay({ billIds: [bill.id], method: 'ONLINE' }, 'shipper', 'same-key-123');
    const second = await pay({ billIds: [bill.id], method: 'ONLINE' }, 'shipper', 'same-key-123');
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.headers.get('Idempotent-Replay')).toBe('true');
    expect(paymentAttempts().length).toBe(before + 1);
  });

  it('expires an online checkout left for more than 30 minutes and frees its bills', async () => {
    const bill = quietPayableBill();
    const { body } = await pay({ billIds: [bill.id], method: 'ONLINE' });
    setMockNow(seedAnchor() + 31 * 60_000);
    const read = await readAttempt(body.data.id);
    expect(read.body.data.status).toBe('EXPIRED');
    expect((await upcomingBill(bill.id)).payable).toBe(true);
  });

  it('expires the seeded abandoned checkout once its half hour is over', async () => {
    const seeded = paymentAttempts().find((a) => a.buyerCompanyId === COMPANY.acme && a.status === 'INITIATIVE');
    expect(seeded).toBeDefined();
    const billId = seeded?.items[0]?.billId ?? '';
    expect((await upcomingBill(billId)).paymentStatus).toBe('PENDING_TRANSFER');
    setMockNow(seedAnchor() + 25 * 60_000);
    expect((await upcomingBill(billId)).payable).toBe(true);
    expect(paymentAttempts().find((a) => a.id === seeded?.id)?.status).toBe('EXPIRED');
  });
});
