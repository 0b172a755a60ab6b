/**
 * Billing: the bills (one per shipment, issued at booking, with its invoice) and the payment attempts,
 * their seed, and keeping them in step with the shipments and the clock. The records and every rule
 * over them are in domain/ (billing-records, bill-money, bill-lifecycle, payment-attempts,
 * billing-rules; docs/decisions/040–042); this file reads and saves them.
 */
import { round2 } from '../../domain/money';
import { serverDay } from '../../domain/server-days';
import { defineSlice, nextId, saveDb } from './db';
import { createRng } from './rng';
import { seedAnchor, mockNow } from './clock';
import { COMPANY } from './users.store';
import { shipments } from './shipment.store';
import type { ShipmentParty, ShipmentRecord, ShipmentRepository } from '../../domain/shipment-records';
import {
  assertBillMove,
  failureReasonFor,
  isAttemptFinal,
  outcomeTriggerFor,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../../domain/billing-rules';
import type { BillRecord, PaymentAttemptRecord } from '../../domain/billing-records';
import { billMoney, billStatusFromAmounts } from '../../domain/bill-money';
import { issueBill, releaseBillFromAttempt, settleBill } from '../../domain/bill-lifecycle';
import { isAbandonedCheckout, moveAttemptRecord, newPaymentAttempt, paymentReference, type NewAttemptInput } from '../../domain/payment-attempts';

interface BillingState {
  bills: BillRecord[];
  attempts: PaymentAttemptRecord[];
}

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
    const status = billStatusFromAmounts(bill, shipment, today);
    if (status === 'VOID') continue; // cancelled before anything was paid: the bill was withdrawn
    bill.paymentStatus = status;
    byBill.set(bill.id, shipment);
    if (shipment.totalPaid > 0) {
      const id = attemptId();
      const paidAt = seededPaidAt(shipment);
      const method: PaymentMethod = rng.chance(0.55) ? 'BANK_TRANSFER' : 'ONLINE';
      const amount = round2(shipment.totalPaid);
      attempts.push({
        id, reference: paymentReference(id), buyerCompanyId: shipment.buyerCompanyId, userId: shipment.buyerUserId, method, status: 'SUCCESS',
        amount, currency: shipment.currency, items: [{ billId: bill.id, amount }], trigger: null,
        createdAt: new Date(Date.parse(paidAt) - (method === 'ONLINE' ? 4 : 2 * 24 * 60) * 60_000).toISOString(), updatedAt: paidAt, failureReason: null,
      });
      bill.lastPayment = { attemptId: id, method, amount, paidAt, reference: paymentReference(id) };
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
      id, reference: paymentReference(id), buyerCompanyId: bill.buyerCompanyId, userId: shipment.buyerUserId, method, status,
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
        id, reference: paymentReference(id), buyerCompanyId: company, userId: shipment.buyerUserId, method: 'BANK_TRANSFER', status: 'SUCCESS',
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

/** The bill's shipment in the slice: for the seed and the tests' fixtures (the operations get theirs from syncBilling). */
export function shipmentOfBill(bill: BillRecord): ShipmentRecord {
  const shipment = shipments().find((s) => s.id === bill.shipmentId);
  if (!shipment) throw new Error(`bill ${bill.id} has no shipment ${bill.shipmentId}`);
  return shipment;
}

/** The shipment of a bill in a billing request's scope. */
export type ShipmentOfBill = (bill: BillRecord) => ShipmentRecord;

/** Whose bills a billing request reads: a buyer company's, or a forwarder's. */
export interface BillingScope {
  companyId: string;
  party: ShipmentParty;
}

const inScope = (bill: BillRecord, scope: BillingScope) => (scope.party === 'buyer' ? bill.buyerCompanyId : bill.forwarderCompanyId) === scope.companyId;

// ---------------------------------------------------------------------------------------------
// Keeping bills in step with shipments and time (run at the start of every billing request).

/** Moves an attempt; when the new status is final, applies the outcome to its bills. Answers the shipments it changed. */
function moveAttempt(attempt: PaymentAttemptRecord, status: PaymentAttemptStatus, now: number, shipmentOf: ShipmentOfBill): ShipmentRecord[] {
  moveAttemptRecord(attempt, status, now);
  if (!isAttemptFinal(status)) return [];
  const changed: ShipmentRecord[] = [];
  for (const item of attempt.items) {
    const bill = billing().bills.find((b) => b.id === item.billId);
    if (!bill || bill.pendingAttemptId !== attempt.id) continue;
    const shipment = shipmentOf(bill);
    releaseBillFromAttempt(bill, shipment, attempt, item.amount, now);
    // A payment adds to what the shipment was paid.
    if (status === 'SUCCESS') changed.push(shipment);
  }
  return changed;
}

/**
 * Issues bills for the scope's shipments booked since the seed, follows their cancellations, credits and extra
 * charges, moves OPEN bills past their deadline to DUE_PAYMENT, and expires the abandoned online checkouts of the
 * scope's bills. Idempotent. Answers the shipment of each of the scope's bills (and of the bills those checkouts
 * held), read once through the repository.
 */
export async function syncBilling(shipmentRepo: ShipmentRepository, scope: BillingScope, now = mockNow()): Promise<ShipmentOfBill> {
  const state = billing();
  const byId = new Map((await shipmentRepo.ofCompany(scope.companyId, scope.party)).map((s) => [s.id, s]));
  const shipmentOf: ShipmentOfBill = (bill) => {
    const shipment = byId.get(bill.shipmentId);
    if (!shipment) throw new Error(`bill ${bill.id} has no shipment ${bill.shipmentId} in this billing request`);
    return shipment;
  };
  let changed = false;

  const billsById = new Map(state.bills.map((b) => [b.id, b]));
  const billsOf = (attempt: PaymentAttemptRecord) => attempt.items.flatMap((i) => billsById.get(i.billId) ?? []);
  const abandoned = state.attempts.filter((a) => isAbandonedCheckout(a, now) && billsOf(a).some((b) => inScope(b, scope)));
  if (abandoned.length > 0) {
    // A checkout may hold bills of other forwarders too: their shipments are read as well.
    const others = [...new Set(abandoned.flatMap(billsOf).map((b) => b.shipmentId))].filter((id) => !byId.has(id));
    for (const shipment of await shipmentRepo.findMany(others)) byId.set(shipment.id, shipment);
    for (const attempt of abandoned) {
      for (const shipment of moveAttempt(attempt, 'EXPIRED', now, shipmentOf)) await shipmentRepo.save(shipment);
      changed = true;
    }
  }

  const billed = new Map(state.bills.map((b) => [b.shipmentId, b]));
  for (const shipment of byId.values()) {
    let bill = billed.get(shipment.id);
    if (!bill) {
      if (shipment.status === 'CANCELLED') continue;
      bill = issueBill(shipment);
      state.bills.push(bill);
      changed = true;
    }
    if (settleBill(bill, shipment, now)) changed = true;
  }
  if (changed) saveDb();
  return shipmentOf;
}

// ---------------------------------------------------------------------------------------------
// Payments

/** Creates the attempt and puts its bills in PENDING_TRANSFER. The caller checked that they are payable. */
export function createAttempt(input: NewAttemptInput, now = mockNow()): PaymentAttemptRecord {
  const attempt = newPaymentAttempt(nextId('PAY'), input, now);
  for (const item of attempt.items) {
    const bill = findBill(item.billId);
    if (!bill) throw new Error(`no bill ${item.billId}`);
    assertBillMove(bill.paymentStatus, 'PENDING_TRANSFER');
    bill.paymentStatus = 'PENDING_TRANSFER';
    bill.pendingAttemptId = attempt.id;
  }
  billing().attempts.push(attempt);
  saveDb();
  return attempt;
}

/** One read of the attempt: the simulated processor takes one step (041). */
export async function advanceAttempt(
  shipmentRepo: ShipmentRepository, attempt: PaymentAttemptRecord, nextStatus: PaymentAttemptStatus, shipmentOf: ShipmentOfBill, now = mockNow(),
): Promise<void> {
  if (nextStatus === attempt.status) return;
  for (const shipment of moveAttempt(attempt, nextStatus, now, shipmentOf)) await shipmentRepo.save(shipment);
  saveDb();
}

export async function cancelAttempt(shipmentRepo: ShipmentRepository, attempt: PaymentAttemptRecord, shipmentOf: ShipmentOfBill, now = mockNow()): Promise<void> {
  for (const shipment of moveAttempt(attempt, 'CANCELLED', now, shipmentOf)) await shipmentRepo.save(shipment);
  saveDb();
}
