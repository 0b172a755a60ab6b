/**
 * The billing records both backends keep: one bill per shipment (with its invoice) and the payment
 * attempts that pay bills (docs/decisions/040–042), and the repository they are kept behind
 * (docs/decisions/219): in the store's slice in the browser demo, in the tables `bills` and
 * `payment_attempts` on the server. A bill's money is not stored: it follows its shipment
 * (domain/bill-money.ts).
 */
import type { Currency } from './money';
import type { ShipmentParty } from './shipment-records';
import type { BillPaymentStatus, OutcomeTrigger, PaymentAttemptStatus, PaymentMethod } from './billing-rules';

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

/** Whose bills a billing request reads: a buyer company's, or a forwarder's. */
export interface BillingScope {
  companyId: string;
  party: ShipmentParty;
}

/** Whether the bill is the scope's: its buyer's, or its forwarder's. */
export const isBillInScope = (bill: Pick<BillRecord, 'buyerCompanyId' | 'forwarderCompanyId'>, scope: BillingScope) =>
  (scope.party === 'buyer' ? bill.buyerCompanyId : bill.forwarderCompanyId) === scope.companyId;

/**
 * The bills and payment attempts. A read answers copies, and a change is kept by a save. What must hold against
 * a parallel request (two payments of one bill, a poll and a cancel of one attempt) is one call each.
 */
export interface BillingRepository {
  /** Every bill of the scope, withdrawn ones too. */
  billsOf(scope: BillingScope): Promise<BillRecord[]>;
  /** The bills of these ids there are. */
  billsByIds(ids: readonly string[]): Promise<BillRecord[]>;
  /** The attempts of these ids there are. */
  attemptsByIds(ids: readonly string[]): Promise<PaymentAttemptRecord[]>;
  /** Keeps the bill, new or changed. */
  saveBill(bill: BillRecord): Promise<void>;
  /**
   * Keeps a new attempt and its bills, which it holds, in one call: 'taken' (and nothing kept) when another
   * attempt holds one of those bills by now.
   */
  addAttempt(attempt: PaymentAttemptRecord, bills: readonly BillRecord[]): Promise<'added' | 'taken'>;
  /** Keeps a moved attempt, in one call: 'stale' (and nothing kept) when its stored status is no longer `from`. */
  moveAttempt(attempt: PaymentAttemptRecord, from: PaymentAttemptRecord['status']): Promise<'moved' | 'stale'>;
}
