import { describe, expect, it } from 'vitest';
import { holdReasonCategoryValues } from '../../../src/api/schema.gen';
import { shipments } from '../../../mocks/store/shipment.store';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { callJson, getShipment, listShipments, notHeld, sharedShipment, type Schemas } from './shipment-test-kit';

const hold = (id: string, json: unknown, who: 'forwarder' | 'shipper' = 'forwarder') =>
  callJson<Schemas['Shipment']>('POST', `/shipment/${id}/hold`, who, { json });

describe('structured hold reasons (docs/decisions/038)', () => {
  it('seeds every hold with a category, a document only for MISSING_DOCUMENT, and onHold in step', () => {
    const held = shipments().filter((s) => s.onHold);
    expect(held.length).toBeGreaterThan(3);
    for (const s of shipments()) expect(s.onHold).toBe(s.hold !== null);
    for (const s of held) {
      expect(holdReasonCategoryValues).toContain(s.hold?.category);
      expect(s.hold?.documentType !== null).toBe(s.hold?.category === 'MISSING_DOCUMENT');
      expect(s.hold?.reason).toMatch(/\S/);
    }
    expect(new Set(held.map((s) => s.hold?.category)).size).toBeGreaterThanOrEqual(3);
  });

  it("shows shipper@example.com's company a shipment held for a missing commercial invoice", async () => {
    const res = await listShipments('shipper', { queryConditions: [{ property: 'onHold', logicalOperator: 'EQUAL', condition: true }] });
    const details = await Promise.all((res.data?.list ?? []).map((r) => getShipment(r.id, 'shipper')));
    const missing = details.map((d) => d.data).find((d) => d?.hold?.category === 'MISSING_DOCUMENT' && d.hold.documentType === 'COMMERCIAL_INVOICE');
    expect(missing).toBeDefined();
    expect(missing).toMatchObject({ onHold: true, holdReason: missing?.hold?.reason, heldAt: missing?.hold?.placedAt });
    expect(missing?.hold?.placedBy).toMatch(/\S/);
    expect(missing?.status).not.toBe('CLOSED');
    expect(shipments().find((s) => s.id === missing?.id)?.buyerUserId).toBe(DEMO_USER.shipper);
  });

  it('answers hold null on a shipment that is not held', async () => {
    const s = sharedShipment('DEPARTED', notHeld);
    expect((await getShipment(s.id)).data).toMatchObject({ onHold: false, hold: null, holdReason: null, heldAt: null });
  });

  it('places a missing-document hold the buyer sees, and updates it keeping the time it was placed', async () => {
    const s = sharedShipment('GOODS_RECEIVED', notHeld);
    const placed = await hold(s.id, { onHold: true, category: 'MISSING_DOCUMENT', documentType: 'PACKING_LIST', reason: 'Packing list does not match the cartons received.' });
    expect(placed.code).toBe(200);
    const first = placed.data?.hold;
    expect(first).toMatchObject({ category: 'MISSING_DOCUMENT', documentType: 'PACKING_LIST', reason: 'Packing list does not match the cartons received.', placedBy: 'Fiona Forwarder' });

    const buyer = (await getShipment(s.id, 'shipper')).data;
    expect(buyer?.hold).toEqual(first);
    expect(buyer?.holdReason).toBe(first?.reason);

    const changed = await hold(s.id, { onHold: true, category: 'CUSTOMS_QUERY', reason: 'Customs asked for the supplier licence.' });
    expect(changed.code).toBe(200);
    expect(changed.data?.hold).toMatchObject({ category: 'CUSTOMS_QUERY', documentType: null, reason: 'Customs asked for the supplier licence.', placedAt: first?.placedAt });
  });

  it('refuses a hold without a category, with an unknown one, or with a document that does not belong (90001 naming the field)', async () => {
    const s = sharedShipment('DEPARTED', notHeld);
    const refused = async (json: unknown, field: string) => {
      const res = await hold(s.id, json);
      expect(res.code, JSON.stringify(json)).toBe(90001);
      expect(res.message).toMatch(new RegExp(`^${field}`));
    };
    await refused({ onHold: true, reason: 'Customs exam.' }, 'category');
    await refused({ onHold: true, category: 'WEATHER', reason: 'Typhoon.' }, 'category');
    await refused({ onHold: true, category: 'MISSING_DOCUMENT', reason: 'Upload the invoice.' }, 'documentType');
    await refused({ onHold: true, category: 'MISSING_DOCUMENT', documentType: 'VISA', reason: 'Upload the visa.' }, 'documentType');
    await refused({ onHold: true, category: 'PAYMENT', documentType: 'COMMERCIAL_INVOICE', reason: 'Pay first.' }, 'documentType');
    await refused({ onHold: true, category: 'PAYMENT', reason: '   ' }, 'reason');
    await refused({ onHold: true, category: 'PAYMENT', reason: 'x'.repeat(501) }, 'reason');
    await refused({ category: 'PAYMENT', reason: 'Pay first.' }, 'onHold');
    expect(await hold(s.id, { onHold: true, category: 'PAYMENT', reason: 'x'.repeat(500) })).toMatchObject({ code: 200 });
    expect(shipments().find((x) => x.id === s.id)?.hold?.category).toBe('PAYMENT');
  });

  it('releases whatever else the request carries, and a cancel clears the hold', async () => {
    const s = sharedShipment('TRANSPORT_BOOKED', notHeld);
    expect((await hold(s.id, { onHold: true, category: 'CAPACITY', reason: 'Vessel full; rolled to the next sailing.' })).code).toBe(200);
    const released = await hold(s.id, { onHold: false, category: 'WEATHER' });
    expect(released.code).toBe(200);
    expect(released.data).toMatchObject({ onHold: false, hold: null });

    expect((await hold(s.id, { onHold: true, category: 'OTHER', reason: 'Waiting for the supplier.' })).code).toBe(200);
    const cancelled = await callJson<Schemas['Shipment']>('POST', `/shipment/${s.id}/cancel`, 'shipper', { json: { reason: 'Order cancelled by our customer.' } });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', onHold: false, hold: null });
  });

  it('checks role and closed before the input, and the status after it (docs/decisions/037)', async () => {
    const closed = shipments().find((s) => s.buyerCompanyId === COMPANY.acme && s.forwarderCompanyId === COMPANY.pacific && s.status === 'CLOSED');
    expect((await hold(closed?.id ?? '', { onHold: true })).code).toBe(30003);
    expect((await hold(sharedShipment('ARRIVED').id, { onHold: true }, 'shipper')).code).toBe(10303);
    expect((await hold(sharedShipment('BOOKING_PLACED').id, { onHold: true })).code).toBe(90001);
    expect((await hold(sharedShipment('BOOKING_PLACED').id, { onHold: true, category: 'OTHER', reason: 'x' })).code).toBe(30002);
  });
});
