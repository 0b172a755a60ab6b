import { describe, expect, it } from 'vitest';
import { billMoney, billStatusFromAmounts } from '../../domain/bill-money';
import { issueBill, releaseBillFromAttempt, settleBill } from '../../domain/bill-lifecycle';
import { BANK_DETAILS } from '../../domain/collection-accounts';
import type { ShipmentRecord } from '../../domain/shipment-records';

/** The shipment fields billing reads; the rest of the record plays no part in these rules. */
function shipmentOf(over: Partial<ShipmentRecord> = {}): ShipmentRecord {
  return {
    id: 'SHP-2611-0042', shipmentNo: 'SHP26110042', status: 'BOOKED', mode: 'FCL', currency: 'USD',
    buyerCompanyId: 'CMP-BUYER', buyerUserId: 'USR-BUYER', forwarderCompanyId: 'CMP-FWD', forwarderName: 'Forwarder Ltd',
    bookedAt: '2026-11-03T23:30:00.000Z', bookedTotal: 2000, totalCost: 2000, totalPaid: 0, totalDue: 2000, adjustments: [],
    ...over,
  } as ShipmentRecord;
}

describe('a bill’s money, read from its shipment', () => {
  it('splits the total into the booked amount and the additional charges, and never owes less than nothing', () => {
    const shipment = shipmentOf({ totalCost: 2150.4, totalPaid: 2500 });
    expect(billMoney({ poAmount: 2000 }, shipment)).toEqual({
      billAmount: 2000, additionalCharges: 150.4, totalAmount: 2150.4, amountPaid: 2500, amountDue: 0,
    });
  });

  it('calls for the status its amounts mean: withdrawn, refund, paid, or open until the charges deadline', () => {
    const bill = { poAmount: 2000, additionalChargesDeadline: '2026-11-13' };
    expect(billStatusFromAmounts(bill, { totalCost: 0, totalPaid: 0 }, '2026-11-20')).toBe('VOID');
    expect(billStatusFromAmounts(bill, { totalCost: 0, totalPaid: 500 }, '2026-11-20')).toBe('REFUND_IN_PROGRESS');
    expect(billStatusFromAmounts(bill, { totalCost: 2000, totalPaid: 2000 }, '2026-11-20')).toBe('SUCCESS');
    expect(billStatusFromAmounts(bill, { totalCost: 2000, totalPaid: 100 }, '2026-11-13')).toBe('OPEN');
    expect(billStatusFromAmounts(bill, { totalCost: 2000, totalPaid: 100 }, '2026-11-14')).toBe('DUE_PAYMENT');
  });
});

describe('issuing a bill (040, 042)', () => {
  it('dates it from the server’s booking day and numbers it after the shipment', () => {
    const bill = issueBill(shipmentOf());
    expect(bill).toMatchObject({
      id: 'BIL-2611-0042', billNo: 'BL26110042', poNo: 'PO26110042', invoiceId: 'INV-2611-0042', invoiceNo: 'INV26110042',
      billDate: '2026-11-03', invoiceDate: '2026-11-04', additionalChargesDeadline: '2026-11-13', dueDate: '2026-12-03', cutOffDate: '2026-12-15',
      poAmount: 2000, feePercentage: 2.5, paymentStatus: 'OPEN', taxInvoice: false, voidedAt: null,
    });
  });

  it('gives EUR and GBP bills a VAT invoice and a small bill the higher fee', () => {
    const bill = issueBill(shipmentOf({ currency: 'EUR', mode: 'AIR', bookedTotal: 500 }));
    expect(bill.taxInvoice).toBe(true);
    expect(bill.feePercentage).toBe(4);
  });
});

describe('keeping a bill in step with its shipment', () => {
  const at = Date.parse('2026-11-20T08:00:00.000Z');

  it('moves an open bill past its charges deadline to DUE_PAYMENT', () => {
    const bill = issueBill(shipmentOf());
    expect(settleBill(bill, shipmentOf({ totalPaid: 100 }), at)).toBe(true);
    expect(bill.paymentStatus).toBe('DUE_PAYMENT');
    expect(settleBill(bill, shipmentOf({ totalPaid: 100 }), at)).toBe(false);
  });

  it('withdraws the bill of a shipment cancelled with nothing paid', () => {
    const bill = issueBill(shipmentOf());
    expect(settleBill(bill, shipmentOf({ status: 'CANCELLED', totalCost: 0 }), at)).toBe(true);
    expect(bill.voidedAt).toBe('2026-11-20T08:00:00.000Z');
  });

  it('refunds what a cancellation took below the amount paid, and a refund stays final', () => {
    const bill = issueBill(shipmentOf());
    bill.paymentStatus = 'SUCCESS';
    expect(settleBill(bill, shipmentOf({ status: 'CANCELLED', totalCost: 0, totalPaid: 2000 }), at)).toBe(true);
    expect(bill.paymentStatus).toBe('REFUND_IN_PROGRESS');
    expect(bill.refund).toEqual({ amount: 2000, reason: 'The shipment was cancelled after payment.', requestedAt: '2026-11-20T08:00:00.000Z' });
    expect(settleBill(bill, shipmentOf({ totalCost: 2000, totalPaid: 100 }), at)).toBe(false);
  });

  it('leaves a bill an attempt holds alone', () => {
    const bill = issueBill(shipmentOf());
    bill.paymentStatus = 'PENDING_TRANSFER';
    bill.pendingAttemptId = 'PAY-1';
    expect(settleBill(bill, shipmentOf({ totalPaid: 2000 }), at)).toBe(false);
    expect(bill.paymentStatus).toBe('PENDING_TRANSFER');
  });

  it('pays the bill from a successful attempt: the shipment’s total paid grows with the item', () => {
    const shipment = shipmentOf();
    const bill = issueBill(shipment);
    bill.paymentStatus = 'PENDING_TRANSFER';
    bill.pendingAttemptId = 'PAY-1';
    releaseBillFromAttempt(bill, shipment, { id: 'PAY-1', method: 'ONLINE', reference: 'FHM-1', status: 'SUCCESS' }, 2000, at);
    expect(shipment).toMatchObject({ totalPaid: 2000, totalDue: 0 });
    expect(bill).toMatchObject({ paymentStatus: 'SUCCESS', pendingAttemptId: null, paidAt: '2026-11-20T08:00:00.000Z' });
    expect(bill.lastPayment).toEqual({ attemptId: 'PAY-1', method: 'ONLINE', amount: 2000, paidAt: '2026-11-20T08:00:00.000Z', reference: 'FHM-1' });
  });

  it('gives a bill back its payable status when the attempt fails, withdrawn if the shipment was cancelled meanwhile', () => {
    const bill = issueBill(shipmentOf());
    bill.paymentStatus = 'PENDING_TRANSFER';
    releaseBillFromAttempt(bill, shipmentOf(), { id: 'PAY-1', method: 'ONLINE', reference: 'FHM-1', status: 'FAILED' }, 2000, at);
    expect(bill).toMatchObject({ paymentStatus: 'DUE_PAYMENT', lastPayment: null, voidedAt: null });
    const cancelled = issueBill(shipmentOf());
    cancelled.paymentStatus = 'PENDING_TRANSFER';
    releaseBillFromAttempt(cancelled, shipmentOf({ totalCost: 0 }), { id: 'PAY-2', method: 'BANK_TRANSFER', reference: 'FHM-2', status: 'CANCELLED' }, 2000, at);
    expect(cancelled).toMatchObject({ paymentStatus: 'DUE_PAYMENT', voidedAt: '2026-11-20T08:00:00.000Z' });
  });
});

describe('collection accounts', () => {
  it('holds one account per currency, with ABA routing only for USD', () => {
    expect(Object.values(BANK_DETAILS).map((d) => [d.currency, d.abaRouting !== null])).toEqual([['USD', true], ['EUR', false], ['GBP', false]]);
  });
});
