/**
 * Billing rules both backends apply, pure (no store): bill payment status transitions
 * (docs/decisions/040), payment attempt transitions and QA triggers (041), platform fee and payout
 * cycles (042). Money and the fixed USD rates (043) are domain/money.ts.
 */
import type { components } from '../src/api/schema.gen';
import { round2, toUsd, type Currency } from './money';
import { addDays } from './server-days';

type Schemas = components['schemas'];
export type BillPaymentStatus = Schemas['BillPaymentStatus'];
export type PaymentAttemptStatus = Schemas['PaymentAttemptStatus'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PayoutStatus = Schemas['PayoutStatus'];
type ShipmentMode = Schemas['ShipmentMode'];

// ---------------------------------------------------------------------------------------------
// Bill payment status (040)

/** Every allowed bill status change; anything else is a bug in the backend and throws. */
export const BILL_TRANSITIONS: Readonly<Record<BillPaymentStatus, readonly BillPaymentStatus[]>> = {
  OPEN: ['DUE_PAYMENT', 'PENDING_TRANSFER', 'SUCCESS', 'REFUND_IN_PROGRESS'],
  DUE_PAYMENT: ['PENDING_TRANSFER', 'SUCCESS', 'REFUND_IN_PROGRESS'],
  PENDING_TRANSFER: ['SUCCESS', 'OPEN', 'DUE_PAYMENT', 'REFUND_IN_PROGRESS'],
  // Charges added after payment make the bill owe again; a cancellation or credit below the amount paid means a refund.
  SUCCESS: ['OPEN', 'DUE_PAYMENT', 'REFUND_IN_PROGRESS'],
  // Final here: the refund is executed outside the platform.
  REFUND_IN_PROGRESS: [],
};

export const UNPAID_BILL_STATUSES: readonly BillPaymentStatus[] = ['OPEN', 'DUE_PAYMENT', 'PENDING_TRANSFER'];
export const SETTLED_BILL_STATUSES: readonly BillPaymentStatus[] = ['SUCCESS', 'REFUND_IN_PROGRESS'];

export function canMoveBill(from: BillPaymentStatus, to: BillPaymentStatus): boolean {
  return BILL_TRANSITIONS[from].includes(to);
}

export function assertBillMove(from: BillPaymentStatus, to: BillPaymentStatus): void {
  if (!canMoveBill(from, to)) throw new Error(`bill status ${from} → ${to} is not allowed (docs/decisions/040)`);
}

/**
 * The payable status a bill has on `today` when nothing is paying it: OPEN until the additional
 * charges deadline (inclusive), DUE_PAYMENT after it.
 */
export function unpaidStatusOn(additionalChargesDeadline: string, today: string): 'OPEN' | 'DUE_PAYMENT' {
  return today > additionalChargesDeadline ? 'DUE_PAYMENT' : 'OPEN';
}

/** A bill can go into a new payment attempt. */
export function isBillPayable(bill: { paymentStatus: BillPaymentStatus; amountDue: number; voidedAt: string | null }): boolean {
  return (bill.paymentStatus === 'OPEN' || bill.paymentStatus === 'DUE_PAYMENT') && bill.amountDue > 0 && bill.voidedAt === null;
}

export function isBillOverdue(bill: { paymentStatus: BillPaymentStatus; dueDate: string }, today: string): boolean {
  return (bill.paymentStatus === 'OPEN' || bill.paymentStatus === 'DUE_PAYMENT') && today > bill.dueDate;
}

/** Net 30 from the bill date; the forwarder may add charges for 10 days (042). */
export const BILL_TERMS = { dueAfterDays: 30, additionalChargesDays: 10, invoiceAfterDays: 1 } as const;

// ---------------------------------------------------------------------------------------------
// Payment attempts (041)

export const ATTEMPT_TRANSITIONS: Readonly<Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]>> = {
  INITIATIVE: ['IN_PROGRESS', 'SESSION_EXPIRED', 'EXPIRED', 'CANCELLED'],
  IN_PROGRESS: ['PROCESSING', 'EXPIRED', 'CANCELLED'],
  PROCESSING: ['SUCCESS', 'FAILED'],
  SUCCESS: [],
  FAILED: [],
  CANCELLED: [],
  EXPIRED: [],
  SESSION_EXPIRED: [],
};

export const FINAL_ATTEMPT_STATUSES: readonly PaymentAttemptStatus[] = ['SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'SESSION_EXPIRED'];
export const isAttemptFinal = (status: PaymentAttemptStatus) => FINAL_ATTEMPT_STATUSES.includes(status);
export const isAttemptCancellable = (status: PaymentAttemptStatus) => status === 'INITIATIVE' || status === 'IN_PROGRESS';

export function assertAttemptMove(from: PaymentAttemptStatus, to: PaymentAttemptStatus): void {
  if (!ATTEMPT_TRANSITIONS[from].includes(to)) throw new Error(`payment attempt ${from} → ${to} is not allowed (docs/decisions/041)`);
}

export const initialAttemptStatus = (method: PaymentMethod): PaymentAttemptStatus => (method === 'ONLINE' ? 'INITIATIVE' : 'IN_PROGRESS');

/** An ONLINE attempt not submitted within this time expires (checked whenever billing is read). */
export const ONLINE_CHECKOUT_TTL_MS = 30 * 60 * 1000;

/**
 * QA triggers: a bill whose amount due ends in these cents makes the attempt that pays it end
 * otherwise than SUCCESS, each at the step where that outcome happens in reality.
 */
export const OUTCOME_TRIGGER_CENTS = { FAILED: 13, EXPIRED: 14, SESSION_EXPIRED: 15 } as const;
export type OutcomeTrigger = keyof typeof OUTCOME_TRIGGER_CENTS;

export const centsOf = (amount: number) => Math.round(Math.abs(amount) * 100) % 100;

/** The trigger of an attempt paying bills with these amounts due; the first in FAILED, EXPIRED, SESSION_EXPIRED order wins. */
export function outcomeTriggerFor(amountsDue: readonly number[]): OutcomeTrigger | null {
  for (const outcome of ['FAILED', 'EXPIRED', 'SESSION_EXPIRED'] as const) {
    if (amountsDue.some((a) => centsOf(a) === OUTCOME_TRIGGER_CENTS[outcome])) return outcome;
  }
  return null;
}

/**
 * One step of the simulated processor (one read of the attempt). Final statuses do not move.
 * SESSION_EXPIRED only exists for ONLINE checkouts; a bank transfer with a .15 bill succeeds.
 */
export function nextAttemptStatus(status: PaymentAttemptStatus, method: PaymentMethod, trigger: OutcomeTrigger | null): PaymentAttemptStatus {
  switch (status) {
    case 'INITIATIVE':
      return trigger === 'SESSION_EXPIRED' && method === 'ONLINE' ? 'SESSION_EXPIRED' : 'IN_PROGRESS';
    case 'IN_PROGRESS':
      return trigger === 'EXPIRED' ? 'EXPIRED' : 'PROCESSING';
    case 'PROCESSING':
      return trigger === 'FAILED' ? 'FAILED' : 'SUCCESS';
    default:
      return status;
  }
}

export function failureReasonFor(status: PaymentAttemptStatus, method: PaymentMethod): string | undefined {
  switch (status) {
    case 'FAILED':
      return method === 'ONLINE' ? 'The card issuer declined the payment.' : 'The bank returned the transfer.';
    case 'EXPIRED':
      return method === 'ONLINE' ? 'The payment was not completed in time.' : 'No transfer with this reference arrived in time.';
    case 'SESSION_EXPIRED':
      return 'The checkout session expired before the payment was submitted.';
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Money, platform fee and payouts (042, 043)

const MODE_FEE: Readonly<Record<ShipmentMode, number>> = { FCL: 2.5, LCL: 3, AIR: 3.5 };
/** Bills under this (in USD) carry a small-bill surcharge on the fee percentage. */
export const SMALL_BILL_USD = 1000;

/** Fee percentage by mode, +0.5 for a small bill: always within 2.5–4 %. */
export function feePercentageFor(mode: ShipmentMode, billAmount: number, currency: Currency): number {
  return MODE_FEE[mode] + (toUsd(billAmount, currency) < SMALL_BILL_USD ? 0.5 : 0);
}

export const platformFeeFor = (totalAmount: number, feePercentage: number) => round2((totalAmount * feePercentage) / 100);

// Dates here are the server's calendar days (domain/server-days.ts).

/** Payout cycles cut off on the 15th and on the last day of each month. The first cut-off on or after `date`. */
export function cutOffOnOrAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (d <= 15) return `${date.slice(0, 8)}15`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
}

/** Payouts go out this many days after their cut-off. */
export const PAYOUT_AFTER_CUTOFF_DAYS = 7;

/**
 * When the forwarder is paid for a bill: after the cut-off of the bill's cycle when the buyer paid by
 * then, otherwise after the first cut-off following the payment (or, unpaid, following today).
 */
export function expectedPayoutDate(cutOffDate: string, paidOn: string | null, today: string): string {
  const reference = paidOn ?? today;
  const cutOff = reference <= cutOffDate ? cutOffDate : cutOffOnOrAfter(reference);
  return addDays(cutOff, PAYOUT_AFTER_CUTOFF_DAYS);
}

export function payoutStatusFor(billStatus: BillPaymentStatus, payoutDate: string, today: string): PayoutStatus {
  if (billStatus === 'REFUND_IN_PROGRESS') return 'ON_HOLD';
  if (billStatus === 'SUCCESS') return payoutDate <= today ? 'PAID' : 'SCHEDULED';
  return 'AWAITING_PAYMENT';
}
