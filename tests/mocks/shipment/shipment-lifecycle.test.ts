import { describe, expect, it } from 'vitest';
import { findShipment, shipments } from '../../../mocks/store/shipment.store';
import { STATUS_TRANSITIONS } from '../../../domain/shipment-rules';
import { COMPANY } from '../../../mocks/store/users.store';
import { callJson, getShipment, notHeld, sharedShipment, type Schemas } from './shipment-test-kit';

type ShipmentEnvelope = Awaited<ReturnType<typeof getShipment>>;
const post = (path: string, who: 'shipper' | 'forwarder' | 'admin' | 'nordicShipper' | 'sinoForwarder', json?: unknown) =>
  callJson<Schemas['Shipment']>('POST', path, who, json === undefined ? {} : { json });

describe('shipment detail', () => {
  it('answers the full shipment with the spec fields to the buyer and to the forwarder', async () => {
    const s = sharedShipment('DEPARTED', (x) => x.mode === 'FCL');
    const res = await getShipment(s.id, 'shipper');
    expect(res.code).toBe(200);
    const d = res.data as Schemas['Shipment'];
    expect(d).toMatchObject({ id: s.id, shipmentNo: s.shipmentNo, status: 'DEPARTED', mode: 'FCL', forwarderName: 'Pacific Bridge Logistics Ltd.' });
    expect(d.containerNo).toBe(s.containerNo);
    expect(d.charges.total).toBeCloseTo(d.charges.origin.subtotal + d.charges.destination.subtotal + d.charges.shipment.subtotal, 2);
    const counted = d.adjustments.filter((a) => a.status === 'PENDING' || a.status === 'APPROVED');
    expect(d.totalCost).toBeCloseTo(d.charges.total - d.promoDiscount + counted.reduce((n, a) => n + a.amount, 0), 2);
    expect(d.milestones.map((m) => m.status)).toEqual(['BOOKING_PLACED', 'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED']);
    expect(d.consignee.companyName).toMatch(/Acme/);
    expect((await getShipment(s.id, 'forwarder')).data?.id).toBe(s.id);
  });

  it('answers 30001 for an unknown shipment and for one of another company, and 401 without a token', async () => {
    const nordic = shipments().find((x) => x.buyerCompanyId === COMPANY.nordic && x.forwarderCompanyId === COMPANY.sino);
    expect((await getShipment('SHP-NOPE', 'shipper')).code).toBe(30001);
    expect((await getShipment(nordic?.id ?? '', 'shipper')).code).toBe(30001);
    expect((await getShipment(nordic?.id ?? '', 'forwarder')).code).toBe(30001);
    expect((await getShipment(nordic?.id ?? '', 'nordicShipper')).code).toBe(200);
    expect((await getShipment(nordic?.id ?? '', null)).status).toBe(401);
  });

  it('lets every user of the buyer company see it (the company admin too)', async () => {
    const s = sharedShipment('ARRIVED');
    expect((await getShipment(s.id, 'admin')).code).toBe(200);
  });
});

describe('allowedActions match what the backend accepts', () => {
  it('uses the transition table of docs/decisions/030', () => {
    expect(STATUS_TRANSITIONS).toEqual({
      BOOKING_PLACED: { BUYER: ['SENT_TO_PROVIDER', 'CANCELLED'], SELLER: [] },
      SENT_TO_PROVIDER: { BUYER: ['CANCELLED'], SELLER: ['TRANSPORT_BOOKED'] },
      TRANSPORT_BOOKED: { BUYER: ['CANCELLED'], SELLER: ['GOODS_RECEIVED'] },
      GOODS_RECEIVED: { BUYER: [], SELLER: ['DEPARTED'] },
      DEPARTED: { BUYER: [], SELLER: ['ARRIVED'] },
      ARRIVED: { BUYER: [], SELLER: ['DELIVERED'] },
      DELIVERED: { BUYER: ['CLOSED'], SELLER: ['CONFIRMING_CLOSE'] },
      CONFIRMING_CLOSE: { BUYER: ['CLOSED'], SELLER: [] },
      CLOSED: { BUYER: [], SELLER: [] },
      CANCELLED: { BUYER: [], SELLER: [] },
    });
  });

  it('offers each role exactly the table of docs/decisions/030 for every seeded status', async () => {
    const statuses = Object.keys(STATUS_TRANSITIONS) as (keyof typeof STATUS_TRANSITIONS)[];
    for (const status of statuses) {
      const s = sharedShipment(status, notHeld);
      const buyer = (await getShipment(s.id, 'shipper')).data?.allowedActions;
      const seller = (await getShipment(s.id, 'forwarder')).data?.allowedActions;
      const next = STATUS_TRANSITIONS[status];
      expect(buyer?.cancel, status).toBe(next.BUYER.includes('CANCELLED'));
      expect(buyer?.close, status).toBe(next.BUYER.includes('CLOSED'));
      expect(buyer?.sendToProvider, status).toBe(next.BUYER.includes('SENT_TO_PROVIDER'));
      expect(buyer?.changeStatusTo).toEqual([]);
      expect(seller?.changeStatusTo, status).toEqual(next.SELLER);
      expect(seller?.cancel || seller?.close || seller?.sendToProvider || seller?.rate).toBe(false);
      expect(buyer?.uploadDocument, status).toBe(status !== 'CLOSED');
      expect(buyer?.rate, status).toBe(['DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED'].includes(status) && s.rating === null);
    }
  });

  it('accepts every move it offers and refuses (30002) every move it does not', async () => {
    const all = Object.keys(STATUS_TRANSITIONS) as (keyof typeof STATUS_TRANSITIONS)[];
    for (const from of ['SENT_TO_PROVIDER', 'GOODS_RECEIVED', 'ARRIVED', 'DELIVERED'] as const) {
      for (const to of all.filter((x) => x !== from)) {
        const s = sharedShipment(from, notHeld);
        const offered = (await getShipment(s.id, 'forwarder')).data?.allowedActions.changeStatusTo ?? [];
        const res = await post(`/shipment/${s.id}/status`, 'forwarder', { status: to });
        if (offered.includes(to)) {
          expect(res.code, `${from} → ${to}`).toBe(200);
          // Put it back for the next target (the store is only reset between tests).
          const rec = findShipment(s.id);
          if (rec) {
            rec.status = from;
            rec.milestones.pop();
            rec.deliveredAt = from === 'DELIVERED' ? rec.deliveredAt : null;
          }
        } else {
          expect(res.code, `${from} → ${to}`).toBe(30002);
        }
      }
    }
  });
});

describe('the buyer: send to provider, cancel, close', () => {
  it('sends the purchase order to the provider once', async () => {
    const s = sharedShipment('BOOKING_PLACED');
    const res = await post(`/shipment/${s.id}/send-to-provider`, 'shipper');
    expect(res.code).toBe(200);
    expect(res.data?.status).toBe('SENT_TO_PROVIDER');
    expect(res.data?.milestones.at(-1)).toMatchObject({ status: 'SENT_TO_PROVIDER', by: 'Sam Shipper', note: '' });
    expect(res.data?.allowedActions.sendToProvider).toBe(false);
    expect((await post(`/shipment/${s.id}/send-to-provider`, 'shipper')).code).toBe(30002);
    expect((await post(`/shipment/${s.id}/send-to-provider`, 'forwarder')).code).toBe(10303);
    // The forwarder can now work it.
    expect((await getShipment(s.id, 'forwarder')).data?.allowedActions.changeStatusTo).toEqual(['TRANSPORT_BOOKED']);
  });

  it('cancels with a reason, crediting the charges back, and says Cancel Success', async () => {
    const s = sharedShipment('TRANSPORT_BOOKED', (x) => x.totalPaid === 0);
    expect((await post(`/shipment/${s.id}/cancel`, 'shipper', { reason: '  ' })).code).toBe(90001);
    expect((await post(`/shipment/${s.id}/cancel`, 'shipper', {})).code).toBe(90001);
    const res = await post(`/shipment/${s.id}/cancel`, 'shipper', { reason: 'Order cancelled by our customer.' });
    expect(res.code).toBe(200);
    expect(res.message).toBe('Cancel Success');
    expect(res.data).toMatchObject({ status: 'CANCELLED', cancelReason: 'Order cancelled by our customer.', totalCost: 0, totalDue: 0 });
    expect(res.data?.adjustments.at(-1)).toMatchObject({ chargeCode: 'CANCELLATION_CREDIT', source: 'PLATFORM', amount: -s.bookedTotal });
    expect(res.data?.milestones.at(-1)?.note).toContain('Order cancelled by our customer.');
    expect((await post(`/shipment/${s.id}/cancel`, 'shipper', { reason: 'again' })).code).toBe(30002);
  });

  it('refuses to cancel once the goods are received (30002), for a seller (10303) and once closed (30003)', async () => {
    expect((await post(`/shipment/${sharedShipment('GOODS_RECEIVED').id}/cancel`, 'shipper', { reason: 'late' })).code).toBe(30002);
    expect((await post(`/shipment/${sharedShipment('BOOKING_PLACED').id}/cancel`, 'forwarder', { reason: 'x' })).code).toBe(10303);
    expect((await post(`/shipment/${sharedShipment('CLOSED').id}/cancel`, 'shipper', { reason: 'x' })).code).toBe(30003);
  });

  it('closes a delivered shipment; afterwards every mutation answers 30003, reads still work', async () => {
    const s = sharedShipment('DELIVERED', (x) => x.rating === null && notHeld(x));
    const res = await post(`/shipment/${s.id}/close`, 'shipper');
    expect(res.code).toBe(200);
    expect(res.data?.status).toBe('CLOSED');
    expect(res.data?.allowedActions).toMatchObject({ cancel: false, close: false, uploadDocument: false, comment: false, rate: true });
    const id = s.id;
    const attempts = [
      post(`/shipment/${id}/close`, 'shipper'),
      post(`/shipment/${id}/cancel`, 'shipper', { reason: 'x' }),
      post(`/shipment/${id}/send-to-provider`, 'shipper'),
      post(`/shipment/${id}/status`, 'forwarder', { status: 'CONFIRMING_CLOSE' }),
      post(`/shipment/${id}/hold`, 'forwarder', { onHold: true, reason: 'x' }),
      post(`/shipment/${id}/adjustments`, 'forwarder', { chargeCode: 'X', description: 'x', amount: 10, currency: s.currency }),
      callJson('POST', `/shipment/${id}/comments`, 'shipper', { multipart: { text: 'hello' } }),
      callJson('POST', `/shipment/${id}/documents`, 'shipper', { multipart: { file: { fileName: 'a.pdf', contentType: 'application/pdf', content: '%PDF' }, type: 'OTHERS' }, headers: { 'Idempotency-Key': 'closed-upload-key' } }),
      callJson('DELETE', `/shipment/${id}/documents/${s.documents.find((d) => d.uploaderCompanyId === COMPANY.acme)?.id ?? 'none'}`, 'shipper'),
    ];
    const codes = (await Promise.all(attempts)).map((r) => r.code);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(30003));
    expect([30003, 30006]).toContain(codes[8]);
    expect((await getShipment(id)).data?.status).toBe('CLOSED');
    // Rating is the one write a closed shipment accepts.
    expect((await post(`/shipment/${id}/rating`, 'shipper', { score: 5 })).code).toBe(200);
  });

  it('does not close before delivery (30002) nor while on hold', async () => {
    expect((await post(`/shipment/${sharedShipment('ARRIVED').id}/close`, 'shipper')).code).toBe(30002);
    const s = sharedShipment('DELIVERED', notHeld);
    expect((await post(`/shipment/${s.id}/hold`, 'forwarder', { onHold: true, category: 'PAYMENT', reason: 'Destination charges unpaid.' })).code).toBe(200);
    const closing = await post(`/shipment/${s.id}/close`, 'shipper');
    expect(closing.code).toBe(30002);
    expect(closing.message).toMatch(/on hold/);
  });
});

describe('the seller: status, progress, hold, adjustments', () => {
  it('walks a shipment from sent to provider to confirming close, one milestone per change', async () => {
    const s = sharedShipment('SENT_TO_PROVIDER', notHeld);
    const steps = ['TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CONFIRMING_CLOSE'] as const;
    let last: ShipmentEnvelope | undefined;
    for (const status of steps) {
      last = await post(`/shipment/${s.id}/status`, 'forwarder', status === 'TRANSPORT_BOOKED'
        ? { status, progress: 'ON_SCHEDULE', transport: { carrier: ' Evergreen Line ', vesselOrFlightNo: 'MAERSK ESSEN V.412E', masterNo: 'MAEU262345678' } }
        : { status });
      expect(last.code, status).toBe(200);
      expect(last.data?.status).toBe(status);
    }
    const d = last?.data as Schemas['Shipment'];
    expect(d.milestones.slice(-6).map((m) => m.status)).toEqual([...steps]);
    expect(d.milestones.at(-1)?.by).toBe('Fiona Forwarder');
    expect(d.actualDeliveryDate).not.toBeNull();
    expect(d.carrier).toBe('Evergreen Line');
    expect(d.vesselOrFlightNo).toBe('MAERSK ESSEN V.412E');
    expect(d.masterNo).toBe('MAEU262345678');
    expect(d.houseNo).toMatch(/\S/);
    expect(d.progress).toBe('ON_SCHEDULE');
    // The buyer sees the close confirmation offered.
    expect((await getShipment(s.id, 'shipper')).data?.allowedActions.close).toBe(true);
  });

  it('keeps the carrier on a null, and refuses a blank or too long one with 90001 naming it', async () => {
    const s = sharedShipment('SENT_TO_PROVIDER', notHeld);
    const before = s.carrier;
    const blank = await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'TRANSPORT_BOOKED', transport: { carrier: ' ' } });
    expect([blank.code, blank.message]).toEqual([90001, expect.stringContaining('transport.carrier')]);
    const long = await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'TRANSPORT_BOOKED', transport: { carrier: 'x'.repeat(81) } });
    expect(long.code).toBe(90001);
    const kept = await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'TRANSPORT_BOOKED', transport: { carrier: null } });
    expect(kept.code).toBe(200);
    expect(kept.data?.carrier).toBe(before);
  });

  it('records a progress update without a status change, and needs something to record', async () => {
    const s = sharedShipment('DEPARTED', notHeld);
    const res = await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'DEPARTED', progress: 'DELAYED', note: 'Typhoon at Busan, 2 days late.' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: 'DEPARTED', progress: 'DELAYED' });
    expect(res.data?.milestones.at(-1)).toMatchObject({ status: 'DEPARTED', progress: 'DELAYED', note: 'Typhoon at Busan, 2 days late.' });
    expect((await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'DEPARTED' })).code).toBe(90001);
    expect((await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'DEPARTED', progress: 'LOST' })).code).toBe(90001);
    expect((await post(`/shipment/${s.id}/status`, 'shipper', { status: 'ARRIVED' })).code).toBe(10303);
  });

  it('holds with a reason the buyer sees, blocks status changes until released', async () => {
    const s = sharedShipment('ARRIVED', notHeld);
    expect((await post(`/shipment/${s.id}/hold`, 'forwarder', { onHold: true })).code).toBe(90001);
    expect((await post(`/shipment/${s.id}/hold`, 'forwarder', { onHold: false })).code).toBe(30002);
    const reason = 'US CBP ordered a container exam; cargo at the CES.';
    expect((await post(`/shipment/${s.id}/hold`, 'forwarder', { onHold: true, category: 'CUSTOMS_QUERY', reason })).code).toBe(200);

    const buyerView = (await getShipment(s.id, 'shipper')).data;
    expect(buyerView).toMatchObject({ onHold: true, holdReason: reason, hold: { category: 'CUSTOMS_QUERY', documentType: null, reason, placedBy: 'Fiona Forwarder' } });
    expect(buyerView?.heldAt).toBe(buyerView?.hold?.placedAt);
    const sellerView = (await getShipment(s.id, 'forwarder')).data;
    expect(sellerView?.allowedActions).toMatchObject({ changeStatusTo: [], releaseHold: true, updateProgress: true });

    const blocked = await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'DELIVERED' });
    expect(blocked.code).toBe(30002);
    expect(blocked.message).toMatch(/release the hold/);
    expect((await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'ARRIVED', progress: 'PENDING', note: 'Exam scheduled.' })).code).toBe(200);

    const released = await post(`/shipment/${s.id}/hold`, 'forwarder', { onHold: false });
    expect(released.data).toMatchObject({ onHold: false, holdReason: null, heldAt: null, hold: null });
    expect((await post(`/shipment/${s.id}/status`, 'forwarder', { status: 'DELIVERED' })).code).toBe(200);
  });

  it('cannot hold before the provider has the booking, and buyers cannot hold', async () => {
    expect((await post(`/shipment/${sharedShipment('BOOKING_PLACED').id}/hold`, 'forwarder', { onHold: true, category: 'OTHER', reason: 'x' })).code).toBe(30002);
    expect((await post(`/shipment/${sharedShipment('ARRIVED').id}/hold`, 'shipper', { onHold: true, category: 'OTHER', reason: 'x' })).code).toBe(10303);
  });

  it('adds an adjustment that moves total cost and due, in the shipment currency only', async () => {
    const s = sharedShipment('ARRIVED');
    const before = { cost: s.totalCost, due: s.totalDue };
    const res = await callJson<Schemas['AdjustmentItem']>('POST', `/shipment/${s.id}/adjustments`, 'forwarder', {
      json: { chargeCode: 'demurrage', description: 'Demurrage, 3 days at Port of Los Angeles', amount: 450.5, currency: s.currency, date: '2026-10-30' },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      chargeCode: 'DEMURRAGE', amount: 450.5, who: 'Fiona Forwarder', source: 'FORWARDER', date: '2026-10-30', currency: s.currency,
      status: 'PENDING', disputeReason: null, actions: { approve: false, dispute: false, revise: true, withdraw: true },
    });
    const after = (await getShipment(s.id, 'shipper')).data;
    expect(after?.totalCost).toBeCloseTo(before.cost + 450.5, 2);
    expect(after?.totalDue).toBeCloseTo(before.due + 450.5, 2);
    expect(after?.adjustments.at(-1)?.id).toBe(res.data?.id);

    const other = s.currency === 'USD' ? 'EUR' : 'USD';
    const adj = (json: unknown) => callJson('POST', `/shipment/${s.id}/adjustments`, 'forwarder', { json });
    expect((await adj({ chargeCode: 'X', description: 'x', amount: 10, currency: other })).code).toBe(90001);
    expect((await adj({ chargeCode: 'X', description: 'x', amount: 0, currency: s.currency })).code).toBe(90001);
    expect((await adj({ chargeCode: '', description: 'x', amount: 5, currency: s.currency })).code).toBe(90001);
    expect((await adj({ chargeCode: 'CREDIT', description: 'x', amount: -(after?.totalCost ?? 0) - 1, currency: s.currency })).code).toBe(90001);
    expect((await adj({ chargeCode: 'X', description: 'x', amount: 5, currency: s.currency, date: '30/10/2026' })).code).toBe(90001);
    expect((await callJson('POST', `/shipment/${s.id}/adjustments`, 'shipper', { json: { chargeCode: 'X', description: 'x', amount: 5, currency: s.currency } })).code).toBe(10303);
  });

  it('allows a cancellation fee on a cancelled shipment but nothing before it is sent', async () => {
    const cancelled = sharedShipment('CANCELLED');
    const fee = await callJson('POST', `/shipment/${cancelled.id}/adjustments`, 'forwarder', { json: { chargeCode: 'CANCELLATION_FEE', description: 'Space already booked', amount: 150, currency: cancelled.currency } });
    expect(fee.code).toBe(200);
    expect((await getShipment(cancelled.id)).data?.totalCost).toBeCloseTo(150, 2);
    const placed = sharedShipment('BOOKING_PLACED');
    expect((await callJson('POST', `/shipment/${placed.id}/adjustments`, 'forwarder', { json: { chargeCode: 'X', description: 'x', amount: 5, currency: placed.currency } })).code).toBe(30002);
  });
});

describe('rating', () => {
  it('rates a delivered shipment once, with a 1–5 score', async () => {
    const s = sharedShipment('DELIVERED', (x) => x.rating === null);
    const rate = (json: unknown, who: 'shipper' | 'forwarder' = 'shipper') => callJson<Schemas['ShipmentRating']>('POST', `/shipment/${s.id}/rating`, who, { json });
    expect((await rate({ score: 0 })).code).toBe(90001);
    expect((await rate({ score: 4.5 })).code).toBe(90001);
    expect((await rate({ score: 5, comment: 'x'.repeat(1001) })).code).toBe(90001);
    expect((await rate({ score: 5 }, 'forwarder')).code).toBe(10303);
    const res = await rate({ score: 4, comment: 'Good updates, slight delay at the port.' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ score: 4, comment: 'Good updates, slight delay at the port.' });
    expect((await getShipment(s.id)).data).toMatchObject({ rating: { score: 4 }, allowedActions: { rate: false } });
    expect((await rate({ score: 1 })).code).toBe(30007);
    expect(findShipment(s.id)?.rating?.score).toBe(4);
  });

  it('refuses a rating before delivery and on a cancelled shipment (30002)', async () => {
    expect((await callJson('POST', `/shipment/${sharedShipment('ARRIVED').id}/rating`, 'shipper', { json: { score: 5 } })).code).toBe(30002);
    expect((await callJson('POST', `/shipment/${sharedShipment('CANCELLED').id}/rating`, 'shipper', { json: { score: 5 } })).code).toBe(30002);
  });
});
