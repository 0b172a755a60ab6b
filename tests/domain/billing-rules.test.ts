import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_TRANSITIONS, BILL_TRANSITIONS, canMoveBill, cutOffOnOrAfter, expectedPayoutDate, feePercentageFor, isAttemptCancellable,
  nextAttemptStatus, outcomeTriggerFor, payoutStatusFor, platformFeeFor, unpaidStatusOn, type PaymentAttemptStatus,
} from '../../domain/billing-rules';

describe('bill payment status rules (040)', () => {
  it('lets a payable bill start a payment and nothing else skip the confirmation step', () => {
    expect(canMoveBill('OPEN', 'PENDING_TRANSFER')).toBe(true);
    expect(canMoveBill('DUE_PAYMENT', 'PENDING_TRANSFER')).toBe(true);
    expect(canMoveBill('PENDING_TRANSFER', 'PENDING_TRANSFER')).toBe(false);
    expect(canMoveBill('SUCCESS', 'PENDING_TRANSFER')).toBe(false);
    expect(canMoveBill('DUE_PAYMENT', 'OPEN')).toBe(false);
  });

  it('treats a refund in progress as final', () => {
    expect(BILL_TRANSITIONS.REFUND_IN_PROGRESS).toEqual([]);
  });

  it('is OPEN until the additional charges deadline (inclusive), then DUE_PAYMENT', () => {
    expect(unpaidStatusOn('2026-11-10', '2026-11-10')).toBe('OPEN');
    expect(unpaidStatusOn('2026-11-10', '2026-11-11')).toBe('DUE_PAYMENT');
  });
});

describe('payment attempt rules (041)', () => {
  const walk = (method: 'ONLINE' | 'BANK_TRANSFER', trigger: Parameters<typeof nextAttemptStatus>[2]) => {
    const seen: PaymentAttemptStatus[] = [method === 'ONLINE' ? 'INITIATIVE' : 'IN_PROGRESS'];
    for (let i = 0; i < 5; i++) seen.push(nextAttemptStatus(seen[seen.length - 1] as PaymentAttemptStatus, method, trigger));
    return [...new Set(seen)];
  };

  it('advances an online payment one step per read to SUCCESS', () => {
    expect(walk('ONLINE', null)).toEqual(['INITIATIVE', 'IN_PROGRESS', 'PROCESSING', 'SUCCESS']);
    expect(walk('BANK_TRANSFER', null)).toEqual(['IN_PROGRESS', 'PROCESSING', 'SUCCESS']);
  });

  it('ends at the documented step for each trigger', () => {
    expect(walk('ONLINE', 'FAILED')).toEqual(['INITIATIVE', 'IN_PROGRESS', 'PROCESSING', 'FAILED']);
    expect(walk('ONLINE', 'EXPIRED')).toEqual(['INITIATIVE', 'IN_PROGRESS', 'EXPIRED']);
    expect(walk('ONLINE', 'SESSION_EXPIRED')).toEqual(['INITIATIVE', 'SESSION_EXPIRED']);
    expect(walk('BANK_TRANSFER', 'SESSION_EXPIRED')).toEqual(['IN_PROGRESS', 'PROCESSING', 'SUCCESS']);
  });

  it('only ever takes steps its transition table allows', () => {
    for (const method of ['ONLINE', 'BANK_TRANSFER'] as const) {
      for (const trigger of [null, 'FAILED', 'EXPIRED', 'SESSION_EXPIRED'] as const) {
        for (const from of Object.keys(ATTEMPT_TRANSITIONS) as PaymentAttemptStatus[]) {
          const to = nextAttemptStatus(from, method, trigger);
          if (to !== from) expect(ATTEMPT_TRANSITIONS[from]).toContain(to);
        }
      }
    }
  });

  it('reads the trigger from the cents of an amount', () => {
    expect(outcomeTriggerFor([100.13])).toBe('FAILED');
    expect(outcomeTriggerFor([20, 5.14])).toBe('EXPIRED');
    expect(outcomeTriggerFor([1234.15])).toBe('SESSION_EXPIRED');
    expect(outcomeTriggerFor([1234.16, 13, 0.31])).toBeNull();
  });

  it('can be cancelled only before processing', () => {
    expect(isAttemptCancellable('INITIATIVE')).toBe(true);
    expect(isAttemptCancellable('IN_PROGRESS')).toBe(true);
    expect(isAttemptCancellable('PROCESSING')).toBe(false);
    expect(isAttemptCancellable('SUCCESS')).toBe(false);
  });
});

describe('fees and payouts (042)', () => {
  it('keeps the fee percentage within 2.5–4 %', () => {
    expect(feePercentageFor('FCL', 5000, 'USD')).toBe(2.5);
    expect(feePercentageFor('AIR', 800, 'USD')).toBe(4);
    expect(feePercentageFor('LCL', 900, 'EUR')).toBe(3.5); // 972 USD: a small bill
    expect(feePercentageFor('LCL', 950, 'EUR')).toBe(3); // 1,026 USD
    expect(platformFeeFor(1000, 3.5)).toBe(35);
    expect(platformFeeFor(333.33, 2.5)).toBe(8.33);
  });

  it('cuts off on the 15th and the last day of the month', () => {
    expect(cutOffOnOrAfter('2026-11-03')).toBe('2026-11-15');
    expect(cutOffOnOrAfter('2026-11-15')).toBe('2026-11-15');
    expect(cutOffOnOrAfter('2026-11-16')).toBe('2026-11-30');
    expect(cutOffOnOrAfter('2028-02-20')).toBe('2028-02-29');
  });

  it('pays out 7 days after the cut-off, or after the next one when paid late', () => {
    expect(expectedPayoutDate('2026-11-15', '2026-11-10', '2026-11-20')).toBe('2026-11-22');
    expect(expectedPayoutDate('2026-11-15', '2026-11-18', '2026-11-20')).toBe('2026-12-07');
    expect(expectedPayoutDate('2026-11-15', null, '2026-11-01')).toBe('2026-11-22');
    expect(payoutStatusFor('SUCCESS', '2026-11-22', '2026-11-22')).toBe('PAID');
    expect(payoutStatusFor('SUCCESS', '2026-11-22', '2026-11-21')).toBe('SCHEDULED');
    expect(payoutStatusFor('REFUND_IN_PROGRESS', '2026-11-22', '2026-12-31')).toBe('ON_HOLD');
    expect(payoutStatusFor('PENDING_TRANSFER', '2026-11-22', '2026-12-31')).toBe('AWAITING_PAYMENT');
  });
});
