/**
 * Billing: the bills (one per shipment, issued at booking, with its invoice) and the payment attempts,
 * their seed, and keeping them in step with the shipments and the clock. The records and every rule
 * over them are in domain/ (billing-records, bill-money, bill-lifecycle, payment-attempts,
 * billing-rules; docs/decisions/040–042); this file reads and saves them.
 */
import { round2 } from '../../domain/money';
import { serverDay } from '../../domain/server-days';
import { copiesOf, copy, defineSlice, keepIn, nextId } from './db';
import { createRng } from './rng';
import { seedAnchor, mockNow } from './clock';
import { COMPANY } from './users.store';
import { shipments } from './shipment.store';
import type { ShipmentRecord } from '../../domain/shipment-records';
import type { Repositories } from './repositories';
import {
  assertBillMove,
  failureReasonFor,
  isAttemptFinal,
  outcomeTriggerFor,
  type PaymentAttemptStatus,
  type PaymentMethod,
} from '../../domain/billing-rules';
import { isBillInScope, type BillingRepository, type BillingScope, type BillRecord, type PaymentAttemptRecord } from '../../domain/billing-records';
import { billMoney, billStatusFromAmounts } from '../../domain/bill-money';
import { issueBill, releaseBillFromAttempt, settleBill } from '../../domain/bill-lifecycle';
import { isAbandonedCheckout, moveAttemptRecord, newPaymentAttempt, paymentReference, type NewAttemptInput } from '../../domain/payment-attempts';

export interface BillingState {
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

export const BILLING_SLICE = 'billing';
const billing = defineSlice<BillingState>(BILLING_SLICE, seedBilling);

/**
 * The slice as it is in this process, for the seeds and the tests' fixtures. The operations ask the repository
 * (`repositories().billing`): on the server the tables hold the bills and attempts, and this slice only its seed
 * (the lint's import fence keeps these out of the operations).
 */
export const bills = () => billing().bills;
export const paymentAttempts = () => billing().attempts;
export const findBill = (id: string) => billing().bills.find((b) => b.id === id && b.voidedAt === null);

/** The bill's shipment in the slice: for the seed and the tests' fixtures (the operations get theirs from syncBilling). */
export function shipmentOfBill(bill: BillRecord): ShipmentRecord {
  const shipment = shipments().find((s) => s.id === bill.shipmentId);
  if (!shipment) throw new Error(`bill ${bill.id} has no shipment ${bill.shipmentId}`);
  return shipment;
}

/** The in-memory BillingRepository (domain/billing-records.ts) over the slice, answering copies. */
export const memoryBilling: BillingRepository = {
  async billsOf(scope) {
    return billing().bills.filter((b) => isBillInScope(b, scope)).map(copy);
  },
  async billsByIds(ids) {
    return [...copiesOf(billing().bills, ids).values()];
  },
  async attemptsByIds(ids) {
    return [...copiesOf(billing().attempts, ids).values()];
  },
  async saveBill(bill) {
    keepIn(billing().bills, bill);
  },
  async addAttempt(attempt, held) {
    if (held.some((b) => billing().bills.find((s) => s.id === b.id)?.pendingAttemptId)) return 'taken';
    for (const bill of held) keepIn(billing().bills, bill);
    keepIn(billing().attempts, attempt);
    return 'added';
  },
  async moveAttempt(attempt, from) {
    if (billing().attempts.find((a) => a.id === attempt.id)?.status !== from) return 'stale';
    keepIn(billing().attempts, attempt);
    return 'moved';
  },
};

/** The shipment of a bill in a billing request's scope. */
export type ShipmentOfBill = (bill: BillRecord) => ShipmentRecord;

/** A billing request's bills, brought up to date: the scope's bills not withdrawn, and each one's shipment. */
export interface ScopeBills {
  bills: BillRecord[];
  /** The scope's bill of this id, unless withdrawn. */
  bill(id: string): BillRecord | undefined;
  shipmentOf: ShipmentOfBill;
}

/** The repositories billing reads and writes. */
export type BillingRepositories = Pick<Repositories, 'billing' | 'shipments'>;

// ---------------------------------------------------------------------------------------------
// Keeping bills in step with shipments and time (run at the start of every billing request).

/**
 * Moves an attempt, kept in one call unless another request moved it first ('stale'); when the new status is
 * final, applies the outcome to the bills it held (`billOf`) and keeps them, and the shipments a payment paid.
 */
async function moveAttempt(
  repos: BillingRepositories, attempt: PaymentAttemptRecord, status: PaymentAttemptStatus, now: number,
  billOf: (id: string) => BillRecord | undefined, shipmentOf: ShipmentOfBill,
): Promise<'moved' | 'stale'> {
  const from = attempt.status;
  moveAttemptRecord(attempt, status, now);
  if ((await repos.billing.moveAttempt(attempt, from)) === 'stale') return 'stale';
  if (!isAttemptFinal(status)) return 'moved';
  for (const item of attempt.items) {
    const bill = billOf(item.billId);
    if (!bill || bill.pendingAttemptId !== attempt.id) continue;
    const shipment = shipmentOf(bill);
    releaseBillFromAttempt(bill, shipment, attempt, item.amount, now);
    await repos.billing.saveBill(bill);
    // A payment adds to what the shipment was paid.
    if (status === 'SUCCESS') await repos.shipments.save(shipment);
  }
  return 'moved';
}

/**
 * Issues bills for the scope's shipments booked since the seed, follows their cancellations, credits and extra
 * charges, moves OPEN bills past their deadline to DUE_PAYMENT, and expires the abandoned online checkouts of the
 * scope's bills. Idempotent. Answers the scope's bills and the shipment of each (and of the bills those
 * checkouts held), each read once through the repositories.
 */
export async function syncBilling(repos: BillingRepositories, scope: BillingScope, now = mockNow()): Promise<ScopeBills> {
  const [shipmentList, scoped] = await Promise.all([repos.shipments.ofCompany(scope.companyId, scope.party), repos.billing.billsOf(scope)]);
  const byId = new Map(shipmentList.map((s) => [s.id, s]));
  const shipmentOf: ShipmentOfBill = (bill) => {
    const shipment = byId.get(bill.shipmentId);
    if (!shipment) throw new Error(`bill ${bill.id} has no shipment ${bill.shipmentId} in this billing request`);
    return shipment;
  };
  const billsById = new Map(scoped.map((b) => [b.id, b]));

  // A running attempt holds its bills: the scope's checkouts are those its bills name.
  const holding = [...new Set(scoped.flatMap((b) => b.pendingAttemptId ?? []))];
  const abandoned = holding.length ? (await repos.billing.attemptsByIds(holding)).filter((a) => isAbandonedCheckout(a, now)) : [];
  if (abandoned.length > 0) {
    // A checkout may hold bills of other forwarders too: those bills and their shipments are read as well.
    const otherBills = [...new Set(abandoned.flatMap((a) => a.items.map((i) => i.billId)))].filter((id) => !billsById.has(id));
    const others = otherBills.length ? await repos.billing.billsByIds(otherBills) : [];
    const held = new Map([...billsById, ...others.map((b) => [b.id, b] as const)]);
    const otherShipments = [...new Set(others.map((b) => b.shipmentId))].filter((id) => !byId.has(id));
    for (const shipment of await repos.shipments.findMany(otherShipments)) byId.set(shipment.id, shipment);
    for (const attempt of abandoned) await moveAttempt(repos, attempt, 'EXPIRED', now, (id) => held.get(id), shipmentOf);
  }

  const billed = new Map(scoped.map((b) => [b.shipmentId, b]));
  for (const shipment of shipmentList) {
    let bill = billed.get(shipment.id);
    if (!bill) {
      if (shipment.status === 'CANCELLED') continue;
      bill = issueBill(shipment);
      billsById.set(bill.id, bill);
      await repos.billing.saveBill(bill);
    }
    if (settleBill(bill, shipment, now)) await repos.billing.saveBill(bill);
  }
  const live = [...billsById.values()].filter((b) => b.voidedAt === null);
  const liveById = new Map(live.map((b) => [b.id, b]));
  return { bills: live, bill: (id) => liveById.get(id), shipmentOf };
}

// ---------------------------------------------------------------------------------------------
// Payments

/**
 * Starts the attempt and puts its bills in PENDING_TRANSFER. The caller checked that they are payable; 'taken'
 * when another attempt took one of them meanwhile.
 */
export async function createAttempt(
  repos: BillingRepositories, input: NewAttemptInput, scope: ScopeBills, now = mockNow(),
): Promise<PaymentAttemptRecord | 'taken'> {
  const attempt = newPaymentAttempt(nextId('PAY'), input, now);
  const held = attempt.items.map((item) => {
    const bill = scope.bill(item.billId);
    if (!bill) throw new Error(`no bill ${item.billId}`);
    assertBillMove(bill.paymentStatus, 'PENDING_TRANSFER');
    return { ...bill, paymentStatus: 'PENDING_TRANSFER' as const, pendingAttemptId: attempt.id };
  });
  return (await repos.billing.addAttempt(attempt, held)) === 'added' ? attempt : 'taken';
}

/** One read of the attempt: the simulated processor takes one step (041). 'stale' when another request moved it first. */
export function advanceAttempt(
  repos: BillingRepositories, attempt: PaymentAttemptRecord, nextStatus: PaymentAttemptStatus, scope: ScopeBills, now = mockNow(),
): Promise<'moved' | 'stale'> {
  if (nextStatus === attempt.status) return Promise.resolve('moved');
  return moveAttempt(repos, attempt, nextStatus, now, scope.bill, scope.shipmentOf);
}

export function cancelAttempt(repos: BillingRepositories, attempt: PaymentAttemptRecord, scope: ScopeBills, now = mockNow()): Promise<'moved' | 'stale'> {
  return moveAttempt(repos, attempt, 'CANCELLED', now, scope.bill, scope.shipmentOf);
}
