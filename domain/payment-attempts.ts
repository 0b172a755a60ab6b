/**
 * Payment attempt records (docs/decisions/041): a new attempt, its moves, and when an online checkout
 * is abandoned. The status rules themselves are domain/billing-rules.ts.
 */
import { round2, type Currency } from './money';
import {
  ONLINE_CHECKOUT_TTL_MS, assertAttemptMove, failureReasonFor, initialAttemptStatus, outcomeTriggerFor, type PaymentAttemptStatus, type PaymentMethod,
} from './billing-rules';
import type { AttemptItemRecord, PaymentAttemptRecord } from './billing-records';

/** The reference a buyer quotes on a transfer: the attempt id without its prefix and dashes. */
export const paymentReference = (attemptId: string) => `FHM-${attemptId.replace(/^PAY-/, '').replace(/-/g, '')}`;

export interface NewAttemptInput {
  userId: string;
  buyerCompanyId: string;
  method: PaymentMethod;
  currency: Currency;
  items: AttemptItemRecord[];
}

/** A new attempt over the given bills' amounts, with the QA trigger those amounts carry. */
export function newPaymentAttempt(id: string, input: NewAttemptInput, now: number): PaymentAttemptRecord {
  const at = new Date(now).toISOString();
  const attempt: PaymentAttemptRecord = {
    id,
    reference: paymentReference(id),
    buyerCompanyId: input.buyerCompanyId,
    userId: input.userId,
    method: input.method,
    status: initialAttemptStatus(input.method),
    amount: round2(input.items.reduce((sum, i) => sum + i.amount, 0)),
    currency: input.currency,
    items: input.items.map((i) => ({ ...i })),
    trigger: null,
    createdAt: at,
    updatedAt: at,
    failureReason: null,
  };
  attempt.trigger = outcomeTriggerFor(attempt.items.map((i) => i.amount));
  return attempt;
}

/** Moves the attempt record (throws on a move 041 does not allow); its bills are the caller's. */
export function moveAttemptRecord(attempt: PaymentAttemptRecord, status: PaymentAttemptStatus, now: number): void {
  assertAttemptMove(attempt.status, status);
  attempt.status = status;
  attempt.updatedAt = new Date(now).toISOString();
  attempt.failureReason = failureReasonFor(status, attempt.method) ?? null;
}

/** An online checkout still waiting for the buyer after its time to live: it expires. */
export function isAbandonedCheckout(attempt: Pick<PaymentAttemptRecord, 'method' | 'status' | 'createdAt'>, now: number): boolean {
  const waiting = attempt.status === 'INITIATIVE' || attempt.status === 'IN_PROGRESS';
  return attempt.method === 'ONLINE' && waiting && now - Date.parse(attempt.createdAt) > ONLINE_CHECKOUT_TTL_MS;
}
