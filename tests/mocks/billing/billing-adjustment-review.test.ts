import { describe, expect, it } from 'vitest';
import { amountDueOf, api, cond, paged, pinClockToAnchor, quietPayableBill, tokenOf } from './billing-test-kit';
import { findBill, shipmentOfBill } from '../../../mocks/store/billing.store';
import { billMoney } from '../../../domain/bill-money';
import { COMPANY } from '../../../mocks/store/users.store';

pinClockToAnchor();

/** A bill of a moving Acme/Pacific shipment (where the forwarder may add adjustments) that nothing is paying. */
const billOfMovingShipment = () =>
  quietPayableBill(COMPANY.acme, (b) => {
    const s = shipmentOfBill(b);
    return b.forwarderCompanyId === COMPANY.pacific && ['DEPARTED', 'ARRIVED'].includes(s.status) && !s.onHold;
  });
const upcoming = async (billNo: string) =>
  (await api('POST', '/billing/upcoming-bills', { json: paged({ queryConditions: [cond('keyword', 'LIKE', billNo)] }) })).body.data.list[0];

describe('bills count PENDING and APPROVED adjustments only (docs/decisions/039)', () => {
  it('takes a disputed charge off the bill, puts the revised one back, and leaves a withdrawn one off', async () => {
    const bill = billOfMovingShipment();
    const shipment = shipmentOfBill(bill);
    const due = amountDueOf(bill);
    const charges = billMoney(bill, shipment).additionalCharges;

    const added = await api('POST', `/shipment/${shipment.id}/adjustments`, {
      as: 'forwarder', json: { chargeCode: 'DEMURRAGE', description: 'Demurrage, 2 days', amount: 320, currency: shipment.currency },
    });
    expect(added.body.data.status).toBe('PENDING');
    expect((await upcoming(bill.billNo)).amountDue).toBeCloseTo(due + 320, 2);

    const id = added.body.data.id as string;
    const step = (name: string, as: 'shipper' | 'forwarder', json: unknown = {}) =>
      api('POST', `/shipment/${shipment.id}/adjustments/${id}/${name}`, { as, json });

    expect((await step('dispute', 'shipper', { reason: 'Not in the quote.' })).body.data.status).toBe('DISPUTED');
    const disputed = await upcoming(bill.billNo);
    expect(disputed.amountDue).toBeCloseTo(due, 2);
    expect(disputed.additionalCharges).toBeCloseTo(charges, 2);
    expect(disputed.totalAmount).toBeCloseTo(billMoney(bill, shipment).totalAmount, 2);

    expect((await step('revise', 'forwarder', { amount: 120, description: 'Demurrage, 1 day' })).body.data.status).toBe('PENDING');
    const revised = await upcoming(bill.billNo);
    expect(revised.amountDue).toBeCloseTo(due + 120, 2);
    expect(revised.additionalCharges).toBeCloseTo(charges + 120, 2);

    expect((await step('withdraw', 'forwarder')).body.data.status).toBe('WITHDRAWN');
    expect((await upcoming(bill.billNo)).amountDue).toBeCloseTo(due, 2);
    expect(findBill(bill.id)?.paymentStatus).toMatch(/^(OPEN|DUE_PAYMENT)$/);
  });

  it('keeps an approved charge on the bill and its invoice lists only what is billed', async () => {
    const bill = billOfMovingShipment();
    const shipment = shipmentOfBill(bill);
    const due = amountDueOf(bill);
    const add = async (chargeCode: string, amount: number) =>
      (await api('POST', `/shipment/${shipment.id}/adjustments`, { as: 'forwarder', json: { chargeCode, description: `${chargeCode} line`, amount, currency: shipment.currency } })).body.data.id as string;
    const kept = await add('EXAM_FEE', 410);
    const dropped = await add('STORAGE', 95);
    expect((await api('POST', `/shipment/${shipment.id}/adjustments/${kept}/approve`, { as: 'shipper' })).body.data.status).toBe('APPROVED');
    expect((await api('POST', `/shipment/${shipment.id}/adjustments/${dropped}/dispute`, { as: 'shipper', json: { reason: 'No storage used.' } })).body.code).toBe(200);
    expect((await upcoming(bill.billNo)).amountDue).toBeCloseTo(due + 410, 2);

    const pdf = await fetch(`http://localhost/api/billing/invoices/${bill.invoiceId}/pdf`, { headers: { Authorization: `Bearer ${tokenOf('shipper')}` } });
    expect(pdf.status).toBe(200);
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text).toContain('(EXAM_FEE');
    expect(text).not.toContain('(STORAGE');
  });
});
