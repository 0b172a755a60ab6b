/**
 * A shipment's money: its charges in the shipment's currency, which adjustments count, its totals, and
 * the credit a cancellation gives back. One rule for the seed, both backends' operations and billing,
 * so charges always add up the same way (rounding: domain/money.ts).
 */
import { round2 } from './money';
import { serverDay } from './server-days';
import type { AdjustmentRecord, ChargeRowRecord, ShipmentRecord } from './shipment-records';

/** A row's amount converted into the shipment currency. */
export const rowInShipmentCurrency = (row: ChargeRowRecord) => round2(row.amount * row.exchangeRate);
export const subtotal = (rows: readonly ChargeRowRecord[]) => round2(rows.reduce((sum, r) => sum + rowInShipmentCurrency(r), 0));
export const chargesTotal = (c: ShipmentRecord['charges']) => round2(subtotal(c.origin) + subtotal(c.destination) + subtotal(c.shipment));

/** A disputed or withdrawn adjustment is out of the money until the seller revises it (039). */
export const countsInTotal = (a: Pick<AdjustmentRecord, 'status'>) => a.status === 'PENDING' || a.status === 'APPROVED';
export const countedAdjustments = (s: ShipmentRecord) => round2(s.adjustments.reduce((sum, a) => sum + (countsInTotal(a) ? a.amount : 0), 0));

/** Recomputes totalCost and totalDue after adjustments or payments change. */
export function recomputeTotals(s: ShipmentRecord): void {
  const adjustments = countedAdjustments(s);
  s.totalCost = round2(s.bookedTotal + adjustments);
  s.totalDue = round2(s.totalCost - s.totalPaid);
}

/**
 * On cancel, the open amount is credited back so that a cancelled shipment costs nothing
 * (totalDue turns negative — a refund — when the buyer had already paid).
 */
export function applyCancellationCredit(s: ShipmentRecord, atIso: string, who: string): void {
  const open = s.totalCost;
  if (open !== 0) {
    s.adjustments.push({
      id: `ADJ-${s.id}-CXL-${s.adjustments.length + 1}`,
      chargeCode: 'CANCELLATION_CREDIT',
      description: 'Booking cancelled: charges credited back',
      date: serverDay(atIso),
      amount: round2(-open),
      currency: s.currency,
      who,
      source: 'PLATFORM',
      // The platform's own credit needs no review (039).
      status: 'APPROVED',
      disputeReason: null,
      createdAt: atIso,
      updatedAt: atIso,
    });
  }
  recomputeTotals(s);
}
