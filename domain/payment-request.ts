/**
 * What a payment request (POST /billing/payments) must be before any bill is looked at: 1 to 50
 * distinct bills, a method, and an optional partial amount for exactly one bill. A message naming the
 * first problem otherwise (the backends answer it as 400).
 */
import { isJsonObject } from './json-values';
import type { PaymentMethod } from './billing-rules';

export interface PaymentRequestInput {
  billIds: string[];
  method: PaymentMethod;
  amount: number | null;
}

export function readPaymentRequest(body: unknown): PaymentRequestInput | string {
  if (!isJsonObject(body)) return 'The request body must be a JSON object.';
  const { billIds, method, amount } = body;
  if (!Array.isArray(billIds) || billIds.length === 0 || billIds.length > 50 || billIds.some((id) => typeof id !== 'string' || id === '')) {
    return 'billIds must list 1 to 50 bill ids.';
  }
  if (new Set(billIds).size !== billIds.length) return 'billIds must not repeat a bill.';
  if (method !== 'ONLINE' && method !== 'BANK_TRANSFER') return 'method must be ONLINE or BANK_TRANSFER.';
  if (amount !== undefined) {
    if (typeof amount !== 'number' || !(amount > 0) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return 'amount must be a positive amount with at most two decimals.';
    if (billIds.length !== 1) return 'amount (a partial payment) needs exactly one bill.';
  }
  return { billIds: billIds as string[], method, amount: typeof amount === 'number' ? amount : null };
}
