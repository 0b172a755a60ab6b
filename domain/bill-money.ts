/**
 * A bill's money, always read from its shipment (total cost, total paid), so the shipment detail and
 * the billing pages agree; and the status those amounts call for (docs/decisions/040).
 */
import { round2 } from './money';
import { unpaidStatusOn, type BillPaymentStatus } from './billing-rules';
import type { BillRecord } from './billing-records';
import type { ShipmentRecord } from './shipment-records';

export interface BillMoney {
  billAmount: number;
  additionalCharges: number;
  totalAmount: number;
  amountPaid: number;
  amountDue: number;
}

export function billMoney(bill: Pick<BillRecord, 'poAmount'>, shipment: Pick<ShipmentRecord, 'totalCost' | 'totalPaid'>): BillMoney {
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
export function billStatusFromAmounts(
  bill: Pick<BillRecord, 'poAmount' | 'additionalChargesDeadline'>,
  shipment: Pick<ShipmentRecord, 'totalCost' | 'totalPaid'>,
  today: string,
): BillPaymentStatus | 'VOID' {
  const { totalAmount, amountPaid } = billMoney(bill, shipment);
  if (totalAmount <= 0.005 && amountPaid <= 0.005) return 'VOID';
  if (amountPaid - totalAmount > 0.005) return 'REFUND_IN_PROGRESS';
  if (totalAmount - amountPaid <= 0.005) return 'SUCCESS';
  return unpaidStatusOn(bill.additionalChargesDeadline, today);
}
