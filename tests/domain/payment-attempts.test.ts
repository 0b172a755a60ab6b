import { describe, expect, it } from 'vitest';
import { isAbandonedCheckout, moveAttemptRecord, newPaymentAttempt, paymentReference } from '../../domain/payment-attempts';
import { readPaymentRequest } from '../../domain/payment-request';

const at = Date.parse('2026-11-20T08:00:00.000Z');
const input = { userId: 'USR-1', buyerCompanyId: 'CMP-1', currency: 'USD' as const, items: [{ billId: 'BIL-1', amount: 100.1 }, { billId: 'BIL-2', amount: 20.13 }] };

describe('payment attempt records (041)', () => {
  it('quotes the attempt id without prefix and dashes as the transfer reference', () => {
    expect(paymentReference('PAY-FLZD-0001')).toBe('FHM-FLZD0001');
  });

  it('starts an online checkout at INITIATIVE and a bank transfer IN_PROGRESS, with the trigger its amounts carry', () => {
    const online = newPaymentAttempt('PAY-A-1', { ...input, method: 'ONLINE' }, at);
    expect(online).toMatchObject({
      id: 'PAY-A-1', reference: 'FHM-A1', status: 'INITIATIVE', amount: 120.23, trigger: 'FAILED',
      createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', failureReason: null,
    });
    expect(newPaymentAttempt('PAY-A-2', { ...input, method: 'BANK_TRANSFER', items: [{ billId: 'BIL-1', amount: 5 }] }, at))
      .toMatchObject({ status: 'IN_PROGRESS', amount: 5, trigger: null });
  });

  it('copies the items, so the caller’s list is not the record’s', () => {
    const items = [{ billId: 'BIL-1', amount: 5 }];
    const attempt = newPaymentAttempt('PAY-A-3', { ...input, method: 'ONLINE', items }, at);
    items[0]!.amount = 9;
    expect(attempt.items).toEqual([{ billId: 'BIL-1', amount: 5 }]);
  });

  it('moves an attempt with its failure reason, and refuses a move 041 does not allow', () => {
    const attempt = newPaymentAttempt('PAY-A-4', { ...input, method: 'ONLINE' }, at);
    moveAttemptRecord(attempt, 'SESSION_EXPIRED', at + 60_000);
    expect(attempt).toMatchObject({ status: 'SESSION_EXPIRED', updatedAt: '2026-11-20T08:01:00.000Z' });
    expect(attempt.failureReason).toMatch(/checkout session expired/);
    expect(() => moveAttemptRecord(attempt, 'SUCCESS', at)).toThrow(/not allowed/);
  });

  it('expires an online checkout left waiting over 30 minutes, never a bank transfer', () => {
    const createdAt = '2026-11-20T08:00:00.000Z';
    expect(isAbandonedCheckout({ method: 'ONLINE', status: 'INITIATIVE', createdAt }, at + 30 * 60_000)).toBe(false);
    expect(isAbandonedCheckout({ method: 'ONLINE', status: 'IN_PROGRESS', createdAt }, at + 30 * 60_000 + 1)).toBe(true);
    expect(isAbandonedCheckout({ method: 'ONLINE', status: 'PROCESSING', createdAt }, at + 86_400_000)).toBe(false);
    expect(isAbandonedCheckout({ method: 'BANK_TRANSFER', status: 'IN_PROGRESS', createdAt }, at + 86_400_000)).toBe(false);
  });
});

describe('a payment request’s body', () => {
  it('takes 1 to 50 distinct bills, a method, and a partial amount for one bill only', () => {
    expect(readPaymentRequest({ billIds: ['BIL-1'], method: 'ONLINE' })).toEqual({ billIds: ['BIL-1'], method: 'ONLINE', amount: null });
    expect(readPaymentRequest({ billIds: ['BIL-1'], method: 'BANK_TRANSFER', amount: 10.5 })).toEqual({ billIds: ['BIL-1'], method: 'BANK_TRANSFER', amount: 10.5 });
    expect(readPaymentRequest([])).toBe('The request body must be a JSON object.');
    expect(readPaymentRequest({ billIds: [], method: 'ONLINE' })).toBe('billIds must list 1 to 50 bill ids.');
    expect(readPaymentRequest({ billIds: Array.from({ length: 51 }, (_, i) => `B${i}`), method: 'ONLINE' })).toBe('billIds must list 1 to 50 bill ids.');
    expect(readPaymentRequest({ billIds: ['A', 'A'], method: 'ONLINE' })).toBe('billIds must not repeat a bill.');
    expect(readPaymentRequest({ billIds: ['A'], method: 'CASH' })).toBe('method must be ONLINE or BANK_TRANSFER.');
    expect(readPaymentRequest({ billIds: ['A'], method: 'ONLINE', amount: 1.005 })).toBe('amount must be a positive amount with at most two decimals.');
    expect(readPaymentRequest({ billIds: ['A', 'B'], method: 'ONLINE', amount: 1 })).toBe('amount (a partial payment) needs exactly one bill.');
  });
});
