/**
 * Billing: one bill per shipment (issued at booking, with its invoice), payment attempts, and the
 * platform's bank details. A bill's money follows its shipment (total cost, total paid), so the
 * shipment detail and the billing pages always agree; the bill adds dates, fee, status and the
 * payment history. Rules: domain/billing-rules.ts and docs/decisions/040–042.
 */
import { round2, type Currency } from '../../domain/money';
import { addDays, serverDay } from '../../domain/server-days';
import { defineSlice, nextId, saveDb } from './db';
import { createRng } from './rng';
import { seedAnchor, mockNow } from './clock';
import { COMPANY } from './users.store';
import { shipments } from './shipment.store';
import { recomputeTotals } from '../../domain/shipment-money';
import type { ShipmentRecord } from '../../domain/shipment-records';
import {
  BILL_TERMS,
  ONLINE_CHECKOUT_TTL_MS,
  assertAttemptMove,
  assertBillMove,
  canMoveBill,
  cutOffOnOrAfter,
  failureReasonFor,
  feePercentageFor,
  initialAttemptStatus,
  isAttemptFinal,
  outcomeTriggerFor,
  unpaidStatusOn,
  type BillPaymentStatus,
  type OutcomeTrigger,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../../domain/billing-rules';

export interface BillPaymentRecord {
  attemptId: string;
  method: PaymentMethod;
  amount: number;
  paidAt: string;
  reference: string;
}

export interface RefundRecord {
  amount: number;
  reason: string;
  requestedAt: string;
}

export interface BillRecord {
  id: string;
  billNo: string;
  shipmentId: string;
  buyerCompanyId: string;
  forwarderCompanyId: string;
  currency: Currency;
  billDate: string;
  invoiceDate: string;
  dueDate: string;
  additionalChargesDeadline: string;
  cutOffDate: string;
  poNo: string;
  /** The booked total: the freight billed at booking. */
  poAmount: number;
  feePercentage: number;
  paymentStatus: BillPaymentStatus;
  /** The running attempt that holds this bill in PENDING_TRANSFER. */
  pendingAttemptId: string | null;
  lastPayment: BillPaymentRecord | null;
  /** When the bill was last paid in full (SUCCESS). */
  paidAt: string | null;
  refund: RefundRecord | null;
  invoiceId: string;
  invoiceNo: string;
  taxInvoice: boolean;
  /** Set when the shipment was cancelled with nothing paid: the bill and its invoice are withdrawn. */
  voidedAt: string | null;
}

export interface AttemptItemRecord {
  billId: string;
  amount: number;
}

export interface PaymentAttemptRecord {
  id: string;
  reference: string;
  buyerCompanyId: string;
  userId: string;
  method: PaymentMethod;
  status: PaymentAttemptStatus;
  amount: number;
  currency: Currency;
  items: AttemptItemRecord[];
  trigger: OutcomeTrigger | null;
  createdAt: string;
  updatedAt: string;
  failureReason: string | null;
}

export interface BankDetailsRecord {
  currency: Currency;
  accountNo: string;
  bankName: string;
  bankAddress: string;
  recipientName: string;
  recipientAddress: string;
  swiftCode: string;
  abaRouting: string | null;
}

/** The platform's collection accounts (spec: bank details for USD, EUR and GBP only). */
export const BANK_DETAILS: Readonly<Record<Currency, BankDetailsRecord>> = {
  USD: {
    currency: 'USD',
    accountNo: '4820193375',
    bankName: 'JPMorgan Chase Bank, N.A.',
    bankAddress: '383 Madison Avenue, New York, NY 10179, United States',
    recipientName: 'FreightHub Marketplace Inc.',
    recipientAddress: '100 Pine Street, Suite 1250, San Francisco, CA 94111, United States',
    swiftCode: 'CHASUS33',
    abaRouting: '021000021',
  },
  EUR: {
    currency: 'EUR',
    accountNo: 'DE89 3704 0044 0532 0130 00',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
    recipientName: 'FreightHub Marketplace Europe B.V.',
    recipientAddress: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands',
    swiftCode: 'DEUTDEFF',
    abaRouting: null,
  },
  GBP: {
    currency: 'GBP',
    accountNo: 'GB29 NWBK 6016 1331 9268 19',
    bankName: 'National Westminster Bank plc',
    bankAddress: '250 Bishopsgate, London EC2M 4AA, United Kingdom',
    recipientName: 'FreightHub Marketplace UK Ltd.',
    recipientAddress: '1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom',
    swiftCode: 'NWBKGB2L',
    abaRouting: null,
  },
};

interface BillingState {
  bills: BillRecord[];
  attempts: PaymentAttemptRecord[];
}

// ---------------------------------------------------------------------------------------------
// Money of a bill, always read from its shipment.

export interface BillMoney {
  billAmount: number;
  additionalCharges: number;
  totalAmount: number;
  amountPaid: number;
  amountDue: number;
}

export function billMoney(bill: BillRecord, shipment: ShipmentRecord): BillMoney {
  const totalAmount = round2(shipment.totalCost);
  const amountPaid = round2(shipment.totalPaid);
  return {
    billAmount: bill.poAmount,
    additionalCharges: round2(totalAmount - bill.poAmount),
    totalAmount,
    amountPaid,
    amountDue: round2(Math.max(0, totalAmount - amountPaid)),
  };
}

/** The status the amounts call for when no attempt holds the bill; 'VOID' when nothing is owed or paid. */
function statusFromAmounts(bill: BillRecord, shipment: ShipmentRecord, today: string): BillPaymentStatus | 'VOID' {
  const { totalAmount, amountPaid } = billMoney(bill, shipment);
  if (totalAmount <= 0.005 && amountPaid <= 0.005) return 'VOID';
  if (amountPaid - totalAmount > 0.005) return 'REFUND_IN_PROGRESS';
  if (totalAmount - amountPaid <= 0.005) return 'SUCCESS';
  return unpaidStatusOn(bill.additionalChargesDeadline, today);
}

// ---------------------------------------------------------------------------------------------
// Issuing bills

const suffixOf = (shipment: ShipmentRecord) => shipment.shipmentNo.replace(/^SHP/, '');

function issueBill(shipment: ShipmentRecord): BillRecord {
  const billDate = serverDay(shipment.bookedAt);
  const dueDate = addDays(billDate, BILL_TERMS.dueAfterDays);
  const suffix = suffixOf(shipment);
  const idPart = shipment.id.replace(/^SHP-/, '');
  return {
    id: `BIL-${idPart}`,
    billNo: `BL${suffix}`,
    shipmentId: shipment.id,
    buyerCompanyId: shipment.buyerCompanyId,
    forwarderCompanyId: shipment.forwarderCompanyId,
    currency: shipment.currency,
    billDate,
    invoiceDate: addDays(billDate, BILL_TERMS.invoiceAfterDays),
    dueDate,
    additionalChargesDeadline: addDays(billDate, BILL_TERMS.additionalChargesDays),
    cutOffDate: cutOffOnOrAfter(dueDate),
    poNo: `PO${suffix}`,
    poAmount: round2(shipment.bookedTotal),
    feePercentage: feePercentageFor(shipment.mode, shipment.bookedTotal, shipment.currency),
    paymentStatus: 'OPEN',
    pendingAttemptId: null,
    lastPayment: null,
    paidAt: null,
    refund: null,
    invoiceId: `INV-${idPart}`,
    invoiceNo: `INV${suffix}`,
    // VAT invoices for the EU and UK buyers' bills (EUR, GBP); US bills carry no tax invoice.
    taxInvoice: shipment.currency !== 'USD',
    voidedAt: null,
  };
}

const referenceFor = (attemptId: string) => `FHM-${attemptId.replace(/^PAY-/, '').replace(/-/g, '')}`;

// ---------------------------------------------------------------------------------------------
// The seed

/** When a seeded shipment's freight was paid: the day after departure (the shipment seed pays "once the cargo moves"). */
function seededPaidAt(shipment: ShipmentRecord): string {
  const departed = shipment.milestones.find((m) => m.status === 'DEPARTED')?.at;
  const base = departed ? Date.parse(departed) + 86_400_000 : Date.parse(shipment.bookedAt) + 2 * 86_400_000;
  return new Date(Math.min(base, seedAnchor() - 3_600_000)).toISOString();
}

function seedBilling(): BillingState {
  const rng = createRng('billing');
  const today = serverDay(seedAnchor());
  const bills: BillRecord[] = [];
  const attempts: PaymentAttemptRecord[] = [];
  const byBill = new Map<string, ShipmentRecord>();
  let seq = 0;
  const attemptId = () => `PAY-S${String(++seq).padStart(4, '0')}`;

  const ordered = [...shipments()].sort((a, b) => a.bookedAt.localeCompare(b.bookedAt));
  for (const shipment of ordered) {
    const bill = issueBill(shipment);
    const status = statusFromAmounts(bill, shipment, today);
    if (status === 'VOID') continue; // cancelled before anything was paid: the bill was withdrawn
    bill.paymentStatus = status;
    byBill.set(bill.id, shipment);
    if (shipment.totalPaid > 0) {
      const id = attemptId();
      const paidAt = seededPaidAt(shipment);
      const method: PaymentMethod = rng.chance(0.55) ? 'BANK_TRANSFER' : 'ONLINE';
      const amount = round2(shipment.totalPaid);
      attempts.push({
        id, reference: referenceFor(id), buyerCompanyId: shipment.buyerCompanyId, userId: shipment.buyerUserId, method, status: 'SUCCESS',
        amount, currency: shipment.currency, items: [{ billId: bill.id, amount }], trigger: null,
        createdAt: new Date(Date.parse(paidAt) - (method === 'ONLINE' ? 4 : 2 * 24 * 60) * 60_000).toISOString(), updatedAt: paidAt, failureReason: null,
      });
      bill.lastPayment = { attemptId: id, method, amount, paidAt, reference: referenceFor(id) };
      if (status === 'SUCCESS') bill.paidAt = paidAt;
    }
    bills.push(bill);
  }

  const money = (bill: BillRecord) => billMoney(bill, byBill.get(bill.id) as ShipmentRecord);
  // Seeded holds and histories use bills no QA trigger would disturb.
  const quiet = (bill: BillRecord) => outcomeTriggerFor([money(bill).amountDue]) === null;
  const unpaid = (company: string) =>
    bills.filter((b) => b.buyerCompanyId === company && (b.paymentStatus === 'OPEN' || b.paymentStatus === 'DUE_PAYMENT') && quiet(b));
  const minutesBefore = (minutes: number) => new Date(seedAnchor() - minutes * 60_000).toISOString();

  const startAttempt = (bill: BillRecord, method: PaymentMethod, status: PaymentAttemptStatus, ageMinutes: number) => {
    const id = attemptId();
    const { amountDue } = money(bill);
    const shipment = byBill.get(bill.id) as ShipmentRecord;
    const createdAt = minutesBefore(ageMinutes);
    attempts.push({
      id, reference: referenceFor(id), buyerCompanyId: bill.buyerCompanyId, userId: shipment.buyerUserId, method, status,
      amount: amountDue, currency: bill.currency, items: [{ billId: bill.id, amount: amountDue }], trigger: outcomeTriggerFor([amountDue]),
      createdAt, updatedAt: isAttemptFinal(status) ? minutesBefore(Math.max(1, ageMinutes - 20)) : createdAt,
      failureReason: failureReasonFor(status, method) ?? null,
    });
    if (!isAttemptFinal(status)) {
      bill.paymentStatus = 'PENDING_TRANSFER';
      bill.pendingAttemptId = id;
    }
  };

  // Payments under way: one bill per running state for each buyer company.
  const plan: [string, PaymentMethod, PaymentAttemptStatus, number][] = [
    [COMPANY.acme, 'ONLINE', 'INITIATIVE', 10],
    [COMPANY.acme, 'ONLINE', 'PROCESSING', 25],
    [COMPANY.acme, 'BANK_TRANSFER', 'IN_PROGRESS', 2 * 24 * 60],
    [COMPANY.nordic, 'ONLINE', 'PROCESSING', 40],
    [COMPANY.nordic, 'BANK_TRANSFER', 'IN_PROGRESS', 3 * 24 * 60],
  ];
  for (const [company, method, status, age] of plan) {
    const candidates = unpaid(company);
    startAttempt(rng.pick(candidates), method, status, age);
  }
  // Earlier attempts that ended unpaid, on bills still open: every other final outcome appears.
  const ended: [string, PaymentMethod, PaymentAttemptStatus, number][] = [
    [COMPANY.acme, 'ONLINE', 'FAILED', 3 * 24 * 60],
    [COMPANY.acme, 'ONLINE', 'CANCELLED', 5 * 24 * 60],
    [COMPANY.acme, 'ONLINE', 'SESSION_EXPIRED', 6 * 24 * 60],
    [COMPANY.acme, 'BANK_TRANSFER', 'EXPIRED', 9 * 24 * 60],
    [COMPANY.nordic, 'ONLINE', 'FAILED', 4 * 24 * 60],
    [COMPANY.nordic, 'ONLINE', 'EXPIRED', 7 * 24 * 60],
  ];
  for (const [company, method, status, age] of ended) startAttempt(rng.pick(unpaid(company)), method, status, age);

  // Duplicate payments being returned (REFUND_IN_PROGRESS): recent bills paid twice, two per buyer company.
  for (const company of [COMPANY.acme, COMPANY.nordic]) {
    const recent = bills.filter(
      (b) => b.buyerCompanyId === company && b.paymentStatus === 'SUCCESS' && b.paidAt !== null && seedAnchor() - Date.parse(b.paidAt) < 40 * 86_400_000,
    );
    for (let k = 0; k < 2 && recent.length > 0; k++) {
      const bill = recent.splice(rng.int(0, recent.length - 1), 1)[0] as BillRecord;
      const id = attemptId();
      const paidAt = new Date(Math.min(Date.parse(bill.paidAt as string) + 3 * 86_400_000, seedAnchor() - 7_200_000)).toISOString();
      const amount = money(bill).amountPaid;
      const shipment = byBill.get(bill.id) as ShipmentRecord;
      attempts.push({
        id, reference: referenceFor(id), buyerCompanyId: company, userId: shipment.buyerUserId, method: 'BANK_TRANSFER', status: 'SUCCESS',
        amount, currency: bill.currency, items: [{ billId: bill.id, amount }], trigger: null,
        createdAt: new Date(Date.parse(paidAt) - 86_400_000).toISOString(), updatedAt: paidAt, failureReason: null,
      });
      bill.paymentStatus = 'REFUND_IN_PROGRESS';
      bill.refund = { amount, reason: 'A second transfer for this bill was received; it is being returned.', requestedAt: paidAt };
    }
  }
  return { bills, attempts };
}

const billing = defineSlice<BillingState>('billing', seedBilling);

export const bills = () => billing().bills;
export const paymentAttempts = () => billing().attempts;
export const findBill = (id: string) => billing().bills.find((b) => b.id === id && b.voidedAt === null);
export const findBillByInvoiceId = (invoiceId: string) => billing().bills.find((b) => b.invoiceId === invoiceId && b.voidedAt === null);
export const findAttempt = (id: string) => billing().attempts.find((a) => a.id === id);

export function shipmentOfBill(bill: BillRecord): ShipmentRecord {
  const shipment = shipments().find((s) => s.id === bill.shipmentId);
  if (!shipment) throw new Error(`bill ${bill.id} has no shipment ${bill.shipmentId}`);
  return shipment;
}

// ---------------------------------------------------------------------------------------------
// Keeping bills in step with shipments and time (run at the start of every billing request).

function settleStatus(bill: BillRecord, shipment: ShipmentRecord, now: number): boolean {
  if (bill.pendingAttemptId || bill.voidedAt) return false;
  // A duplicate-payment refund is final whatever the amounts do afterwards.
  if (bill.paymentStatus === 'REFUND_IN_PROGRESS') return false;
  const target = statusFromAmounts(bill, shipment, serverDay(now));
  if (target === 'VOID') {
    bill.voidedAt = new Date(now).toISOString();
    return true;
  }
  if (target === bill.paymentStatus || !canMoveBill(bill.paymentStatus, target)) return false;
  bill.paymentStatus = target;
  if (target === 'SUCCESS') bill.paidAt = bill.lastPayment?.paidAt ?? new Date(now).toISOString();
  if (target === 'REFUND_IN_PROGRESS') {
    const { amountPaid, totalAmount } = billMoney(bill, shipment);
    bill.refund = {
      amount: round2(amountPaid - totalAmount),
      reason: shipment.status === 'CANCELLED' ? 'The shipment was cancelled after payment.' : 'A credit brought the total below the amount paid.',
      requestedAt: new Date(now).toISOString(),
    };
  }
  return true;
}

/** Moves an attempt; when the new status is final, applies the outcome to its bills. */
function moveAttempt(attempt: PaymentAttemptRecord, status: PaymentAttemptStatus, now: number): void {
  assertAttemptMove(attempt.status, status);
  const at = new Date(now).toISOString();
  attempt.status = status;
  attempt.updatedAt = at;
  attempt.failureReason = failureReasonFor(status, attempt.method) ?? null;
  if (!isAttemptFinal(status)) return;
  for (const item of attempt.items) {
    const bill = billing().bills.find((b) => b.id === item.billId);
    if (!bill || bill.pendingAttemptId !== attempt.id) continue;
    const shipment = shipmentOfBill(bill);
    bill.pendingAttemptId = null;
    if (status === 'SUCCESS') {
      shipment.totalPaid = round2(shipment.totalPaid + item.amount);
      recomputeTotals(shipment);
      bill.lastPayment = { attemptId: attempt.id, method: attempt.method, amount: item.amount, paidAt: at, reference: attempt.reference };
    }
    const target = statusFromAmounts(bill, shipment, serverDay(now));
    // Cancelled while the attempt ran, and nothing paid: the bill is withdrawn (040).
    if (target === 'VOID') bill.voidedAt = at;
    const next: BillPaymentStatus = target === 'VOID' ? unpaidStatusOn(bill.additionalChargesDeadline, serverDay(now)) : target;
    assertBillMove('PENDING_TRANSFER', next);
    bill.paymentStatus = next;
    if (next === 'SUCCESS') bill.paidAt = at;
    if (next === 'REFUND_IN_PROGRESS') {
      const { amountPaid, totalAmount } = billMoney(bill, shipment);
      bill.refund = { amount: round2(amountPaid - totalAmount), reason: 'The shipment was cancelled after payment.', requestedAt: at };
    }
  }
}

/**
 * Issues bills for shipments booked since the seed, follows shipment cancellations, credits and
 * extra charges, moves OPEN bills past their deadline to DUE_PAYMENT, and expires abandoned online
 * checkouts. Idempotent.
 */
export function syncBilling(now = mockNow()): void {
  const state = billing();
  let changed = false;
  const billed = new Map(state.bills.map((b) => [b.shipmentId, b]));

  for (const attempt of state.attempts) {
    const waiting = attempt.status === 'INITIATIVE' || attempt.status === 'IN_PROGRESS';
    if (attempt.method === 'ONLINE' && waiting && now - Date.parse(attempt.createdAt) > ONLINE_CHECKOUT_TTL_MS) {
      moveAttempt(attempt, 'EXPIRED', now);
      changed = true;
    }
  }
  for (const shipment of shipments()) {
    let bill = billed.get(shipment.id);
    if (!bill) {
      if (shipment.status === 'CANCELLED') continue;
      bill = issueBill(shipment);
      state.bills.push(bill);
      changed = true;
    }
    if (settleStatus(bill, shipment, now)) changed = true;
  }
  if (changed) saveDb();
}

// ---------------------------------------------------------------------------------------------
// Payments

export interface NewAttemptInput {
  userId: string;
  buyerCompanyId: string;
  method: PaymentMethod;
  currency: Currency;
  items: AttemptItemRecord[];
}

/** Creates the attempt and puts its bills in PENDING_TRANSFER. The caller checked that they are payable. */
export function createAttempt(input: NewAttemptInput, now = mockNow()): PaymentAttemptRecord {
  const id = nextId('PAY');
  const at = new Date(now).toISOString();
  const attempt: PaymentAttemptRecord = {
    id,
    reference: referenceFor(id),
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
  for (const item of attempt.items) {
    const bill = findBill(item.billId);
    if (!bill) throw new Error(`no bill ${item.billId}`);
    assertBillMove(bill.paymentStatus, 'PENDING_TRANSFER');
    bill.paymentStatus = 'PENDING_TRANSFER';
    bill.pendingAttemptId = id;
  }
  billing().attempts.push(attempt);
  saveDb();
  return attempt;
}

/** One read of the attempt: the simulated processor takes one step (041). */
export function advanceAttempt(attempt: PaymentAttemptRecord, nextStatus: PaymentAttemptStatus, now = mockNow()): void {
  if (nextStatus === attempt.status) return;
  moveAttempt(attempt, nextStatus, now);
  saveDb();
}

export function cancelAttempt(attempt: PaymentAttemptRecord, now = mockNow()): void {
  moveAttempt(attempt, 'CANCELLED', now);
  saveDb();
}
