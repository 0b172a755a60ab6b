import { describe, expect, it } from 'vitest';
import { amountDueOf, api, cond, paged, pay, pinClockToAnchor, quietPayableBill, readAttempt, tokenOf } from './billing-test-kit';
import { bills, findBill } from '../../../mocks/store/billing.store';
import { createBookedShipment, shipments } from '../../../mocks/store/shipment.store';
import { applyCancellationCredit, recomputeTotals } from '../../../domain/shipment-money';
import type { ShipmentRecord } from '../../../domain/shipment-records';
import { seedAnchor, setMockNow } from '../../../mocks/store/clock';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';

pinClockToAnchor();

const shipmentOfBill = (billId: string) => shipments().find((s) => s.id === findBill(billId)?.shipmentId) as ShipmentRecord;
const cancelShipment = (s: ShipmentRecord) => {
  s.status = 'CANCELLED';
  applyCancellationCredit(s, new Date(seedAnchor()).toISOString(), 'Sam Shipper');
};
const listed = async (billId: string) => {
  const { body } = await api('POST', '/billing/upcoming-bills', { json: paged() });
  return body.data.list.find((b: { id: string }) => b.id === billId);
};
const statement = async (billNo: string) =>
  (await api('POST', '/billing/history-statements', { json: paged({ queryConditions: [cond('keyword', 'LIKE', billNo)] }) })).body.data.list[0];

describe('bills follow their shipments (docs/decisions/040)', () => {
  it('issues an OPEN bill for a shipment booked after the seed', async () => {
    const template = shipments().find((s) => s.buyerCompanyId === COMPANY.acme && s.status === 'BOOKING_PLACED') as ShipmentRecord;
    const created = createBookedShipment({
      bookedByName: 'Sam Shipper', buyerUserId: DEMO_USER.shipper, buyerCompanyId: COMPANY.acme, forwarderCompanyId: template.forwarderCompanyId,
      forwarderName: template.forwarderName, quoteId: 'QTE-TEST', mode: template.mode, serviceType: template.serviceType, carrier: template.carrier,
      origin: template.origin, destination: template.destination, portOfLoading: template.portOfLoading, portOfDischarge: template.portOfDischarge,
      transitDays: template.transitDays, cargoReadyDate: '2026-11-10', currency: 'USD', charges: template.charges, promoCode: null, promoDiscount: 0,
      total: 4321.5, consignor: template.consignor, consignee: template.consignee, commodities: template.commodities, goodsValue: template.goodsValue,
      cargoValue: null, insurance: false, liftgatePickup: false, liftgateDelivery: false, customsBond: 'NONE', isf: false, ior: false, hazardous: false,
    });
    const found = await api('POST', '/billing/upcoming-bills', { json: paged({ queryConditions: [cond('keyword', 'LIKE', created.shipmentNo)] }) });
    expect(found.body.data.list).toHaveLength(1);
    expect(found.body.data.list[0]).toMatchObject({
      paymentStatus: 'OPEN', billAmount: 4321.5, totalAmount: 4321.5, amountDue: 4321.5, amountPaid: 0, billDate: '2026-11-01',
      dueDate: '2026-12-01', additionalChargesDeadline: '2026-11-11', shipmentStatus: 'BOOKING_PLACED', payable: true, currency: 'USD',
    });
  });

  it('moves an OPEN bill to DUE_PAYMENT after its additional charges deadline', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.paymentStatus === 'OPEN');
    setMockNow(Date.parse(`${bill.additionalChargesDeadline}T12:00:00Z`));
    expect((await listed(bill.id)).paymentStatus).toBe('OPEN');
    setMockNow(Date.parse(`${bill.additionalChargesDeadline}T12:00:00Z`) + 86_400_000);
    expect((await listed(bill.id)).paymentStatus).toBe('DUE_PAYMENT');
  });

  it('withdraws the unpaid bill of a cancelled shipment and its invoice', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.paymentStatus === 'OPEN');
    cancelShipment(shipmentOfBill(bill.id));
    expect(await listed(bill.id)).toBeUndefined();
    const invoices = await api('POST', '/billing/invoices', { json: paged({ queryConditions: [cond('keyword', 'LIKE', bill.billNo)] }) });
    expect(invoices.body.data.total).toBe(0);
    expect((await pay({ billIds: [bill.id], method: 'ONLINE' })).body.code).toBe(60002);
    const pdf = await fetch(`http://localhost/api/billing/invoices/${bill.invoiceId}/pdf`, { headers: { Authorization: `Bearer ${tokenOf('shipper')}` } });
    expect(pdf.status).toBe(404);
  });

  it('refunds a paid bill whose shipment is cancelled, and holds the payout', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.forwarderCompanyId === COMPANY.pacific && b.paymentStatus === 'OPEN');
    const due = amountDueOf(bill);
    const { body } = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER' });
    await readAttempt(body.data.id);
    await readAttempt(body.data.id);
    expect(findBill(bill.id)?.paymentStatus).toBe('SUCCESS');
    cancelShipment(shipmentOfBill(bill.id));

    const row = await statement(bill.billNo);
    expect(row).toMatchObject({ status: 'REFUND_IN_PROGRESS', grossAmount: 0 });
    expect(row.netAmount).toBeCloseTo(due, 2);
    expect(findBill(bill.id)?.refund?.amount).toBeCloseTo(due, 2);
    const payouts = await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: paged({ queryConditions: [cond('keyword', 'LIKE', bill.billNo)] }) });
    expect(payouts.body.data.list[0]).toMatchObject({ status: 'ON_HOLD', billPaymentStatus: 'REFUND_IN_PROGRESS' });
  });

  it('re-opens a paid bill when the forwarder adds charges, for the added amount only', async () => {
    const bill = bills().find((b) => b.buyerCompanyId === COMPANY.acme && b.paymentStatus === 'SUCCESS' && b.refund === null);
    if (!bill) throw new Error('no paid bill');
    const shipment = shipmentOfBill(bill.id);
    shipment.adjustments.push({
      id: 'ADJ-TEST-REOPEN', chargeCode: 'DEMURRAGE', description: 'Demurrage, 3 days', date: '2026-10-30', amount: 250,
      currency: shipment.currency, who: 'Fiona Forwarder', source: 'FORWARDER', status: 'PENDING',
      disputeReason: null, createdAt: '2026-10-30T10:00:00.000Z', updatedAt: '2026-10-30T10:00:00.000Z',
    });
    recomputeTotals(shipment);
    const reopened = await listed(bill.id);
    expect(reopened).toMatchObject({ paymentStatus: 'DUE_PAYMENT', amountDue: 250, payable: true });
    expect(reopened.billPayment).not.toBeNull();
  });
});
