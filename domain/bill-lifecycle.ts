/**
 * A bill's life over its records: issued from its booked shipment, then kept in step with the
 * shipment's amounts and with the attempts that pay it (docs/decisions/040–042). These change the
 * records they are given; reading and saving them is each backend's store.
 */
import { round2 } from './money';
import { addDays, serverDay } from './server-days';
import { recomputeTotals } from './shipment-money';
import type { ShipmentRecord } from './shipment-records';
import { BILL_TERMS, assertBillMove, canMoveBill, cutOffOnOrAfter, feePercentageFor, unpaidStatusOn, type BillPaymentStatus } from './billing-rules';
import { billMoney, billStatusFromAmounts } from './bill-money';
import type { BillRecord, PaymentAttemptRecord, RefundRecord } from './billing-records';

const suffixOf = (shipment: ShipmentRecord) => shipment.shipmentNo.replace(/^SHP/, '');

const CANCELLED_AFTER_PAYMENT = 'The shipment was cancelled after payment.';

/** What is paid back when the shipment's total fell below what was paid: the difference. */
function refundOf(bill: BillRecord, shipment: ShipmentRecord, reason: string, requestedAt: string): RefundRecord {
  const { amountPaid, totalAmount } = billMoney(bill, shipment);
  return { amount: round2(amountPaid - totalAmount), reason, requestedAt };
}

/** The bill (and its invoice) of a booked shipment: dated from the booking day, numbered after the shipment. */
export function issueBill(shipment: ShipmentRecord): BillRecord {
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

/**
 * Moves a bill no attempt holds to the status its shipment's amounts call for at `now`: withdrawn when
 * nothing is owed or paid, a refund when a cancellation or credit took the total below what was paid.
 * Returns whether the bill changed.
 */
export function settleBill(bill: BillRecord, shipment: ShipmentRecord, now: number): boolean {
  if (bill.pendingAttemptId || bill.voidedAt) return false;
  // A duplicate-payment refund is final whatever the amounts do afterwards.
  if (bill.paymentStatus === 'REFUND_IN_PROGRESS') return false;
  const target = billStatusFromAmounts(bill, shipment, serverDay(now));
  if (target === 'VOID') {
    bill.voidedAt = new Date(now).toISOString();
    return true;
  }
  if (target === bill.paymentStatus || !canMoveBill(bill.paymentStatus, target)) return false;
  bill.paymentStatus = target;
  if (target === 'SUCCESS') bill.paidAt = bill.lastPayment?.paidAt ?? new Date(now).toISOString();
  if (target === 'REFUND_IN_PROGRESS') {
    const reason = shipment.status === 'CANCELLED' ? CANCELLED_AFTER_PAYMENT : 'A credit brought the total below the amount paid.';
    bill.refund = refundOf(bill, shipment, reason, new Date(now).toISOString());
  }
  return true;
}

/**
 * Applies an attempt's final status to one bill it held: a SUCCESS adds the item's amount to the
 * shipment's total paid; the bill leaves PENDING_TRANSFER for the status the amounts then call for.
 */
export function releaseBillFromAttempt(
  bill: BillRecord,
  shipment: ShipmentRecord,
  attempt: Pick<PaymentAttemptRecord, 'id' | 'method' | 'reference' | 'status'>,
  amount: number,
  now: number,
): void {
  const at = new Date(now).toISOString();
  bill.pendingAttemptId = null;
  if (attempt.status === 'SUCCESS') {
    shipment.totalPaid = round2(shipment.totalPaid + amount);
    recomputeTotals(shipment);
    bill.lastPayment = { attemptId: attempt.id, method: attempt.method, amount, paidAt: at, reference: attempt.reference };
  }
  const target = billStatusFromAmounts(bill, shipment, serverDay(now));
  // Cancelled while the attempt ran, and nothing paid: the bill is withdrawn (040).
  if (target === 'VOID') bill.voidedAt = at;
  const next: BillPaymentStatus = target === 'VOID' ? unpaidStatusOn(bill.additionalChargesDeadline, serverDay(now)) : target;
  assertBillMove('PENDING_TRANSFER', next);
  bill.paymentStatus = next;
  if (next === 'SUCCESS') bill.paidAt = at;
  if (next === 'REFUND_IN_PROGRESS') bill.refund = refundOf(bill, shipment, CANCELLED_AFTER_PAYMENT, at);
}
