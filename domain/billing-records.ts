/**
 * The billing records both backends keep: one bill per shipment (with its invoice) and the payment
 * attempts that pay bills (docs/decisions/040–042). A bill's money is not stored: it follows its
 * shipment (domain/bill-money.ts).
 */
import type { Currency } from './money';
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
