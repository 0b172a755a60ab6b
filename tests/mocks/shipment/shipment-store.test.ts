import { describe, expect, it } from 'vitest';
import { round2 } from '../../../domain/money';
import {
  createBookedShipment,
  findShipment,
  seededFileBytes,
  shipments,
  STATUS_FLOW,
} from '../../../mocks/store/shipment.store';
import { chargesTotal, subtotal } from '../../../domain/shipment-money';
import type { BookedShipmentInput, ShipmentRecord } from '../../../domain/shipment-records';
import { resetDb } from '../../../mocks/store/db';
import { seedAnchor } from '../../../mocks/store/clock';
import { COMPANY, DEMO_USER, findUserById } from '../../../mocks/store/users.store';
import { getShipment, listShipments } from './shipment-test-kit';

const count = <T extends string>(list: ShipmentRecord[], key: (s: ShipmentRecord) => T) =>
  list.reduce<Record<string, number>>((m, s) => ({ ...m, [key(s)]: (m[key(s)] ?? 0) + 1 }), {});

/** ISO 6346 check digit, computed independently of the seed's own helper. */
function iso6346Valid(no: string): boolean {
  if (!/^[A-Z]{4}\d{7}$/.test(no)) return false;
  const values: Record<string, number> = {};
  let v = 10;
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v += 1;
    values[ch] = v;
    v += 1;
  }
  const sum = [...no.slice(0, 10)].reduce((acc, ch, i) => acc + (values[ch] ?? Number(ch)) * 2 ** i, 0);
  return (sum % 11) % 10 === Number(no[10]);
}

describe('shipment seed', () => {
  const list = () => shipments();

  it('has 220+ shipments covering every status, mode and progress flag', () => {
    expect(list().length).toBeGreaterThanOrEqual(220);
    expect(Object.keys(count(list(), (s) => s.status)).sort()).toEqual([...STATUS_FLOW, 'CANCELLED'].sort());
    expect(Object.keys(count(list(), (s) => s.mode)).sort()).toEqual(['AIR', 'FCL', 'LCL']);
    expect(Object.keys(count(list(), (s) => s.progress)).sort()).toEqual(
      ['CLEARED', 'DELAYED', 'ON_SCHEDULE', 'PENDING', 'PENDING_10_2', 'PENDING_DOCS', 'SUBMITTED'],
    );
    expect(list().filter((s) => s.onHold).length).toBeGreaterThan(3);
    expect(list().filter((s) => s.rating).length).toBeGreaterThan(20);
  });

  it('splits buyers between Acme (about half) and Nordic, forwarders between Pacific and Sino, booked by their demo users', () => {
    const buyers = count(list(), (s) => s.buyerCompanyId);
    expect(Object.keys(buyers).sort()).toEqual([COMPANY.acme, COMPANY.nordic].sort());
    const acmeShare = (buyers[COMPANY.acme] ?? 0) / list().length;
    expect(acmeShare).toBeGreaterThan(0.4);
    expect(acmeShare).toBeLessThan(0.6);
    expect(Object.keys(count(list(), (s) => s.forwarderCompanyId)).sort()).toEqual([COMPANY.pacific, COMPANY.sino].sort());
    for (const s of list()) {
      const booker = findUserById(s.buyerUserId);
      expect(booker?.companyId).toBe(s.buyerCompanyId);
      expect(s.bookedByName).toBe(`${booker?.firstName} ${booker?.lastName}`);
    }
    expect(list().some((s) => s.buyerUserId === DEMO_USER.shipper)).toBe(true);
  });

  it('books within the 14 months before the anchor, with milestones in order up to the status', () => {
    const fourteenMonthsBefore = seedAnchor() - 427 * 86_400_000;
    for (const s of list()) {
      const booked = Date.parse(s.bookedAt);
      expect(booked).toBeGreaterThanOrEqual(fourteenMonthsBefore);
      expect(booked).toBeLessThanOrEqual(seedAnchor());
      const times = s.milestones.map((m) => m.at);
      expect([...times].sort()).toEqual(times);
      expect(s.milestones[0]?.status).toBe('BOOKING_PLACED');
      expect(s.milestones.at(-1)?.status).toBe(s.status);
      expect(Date.parse(s.milestones.at(-1)?.at ?? '')).toBeLessThanOrEqual(seedAnchor());
      expect(s.deliveredAt !== null).toBe(['DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED'].includes(s.status));
    }
  });

  it('has charges that add up and totals that follow them', () => {
    for (const s of list()) {
      for (const row of [...s.charges.origin, ...s.charges.destination, ...s.charges.shipment]) {
        expect(row.amount).toBeCloseTo(row.unitPrice * row.units, 1);
        expect(row.exchangeRate).toBeGreaterThan(0);
      }
      expect(s.charges.shipment.length).toBeGreaterThan(0);
      expect(s.bookedTotal).toBeCloseTo(chargesTotal(s.charges) - s.promoDiscount, 2);
      // Disputed and withdrawn adjustments are out of the money (docs/decisions/039).
      const adjustments = s.adjustments.filter((a) => a.status === 'PENDING' || a.status === 'APPROVED').reduce((sum, a) => sum + a.amount, 0);
      expect(s.totalCost).toBeCloseTo(s.bookedTotal + adjustments, 2);
      expect(s.totalDue).toBeCloseTo(s.totalCost - s.totalPaid, 2);
      expect(s.totalPaid).toBeGreaterThanOrEqual(0);
      if (s.status === 'CLOSED' || s.status === 'CONFIRMING_CLOSE') expect(s.totalDue).toBe(0);
      if (s.status === 'CANCELLED') expect(s.totalCost).toBe(0);
    }
    expect(list().filter((s) => s.adjustments.some((a) => a.source === 'FORWARDER')).length).toBeGreaterThan(10);
  });

  it('carries realistic references once transport is booked', () => {
    for (const s of list()) {
      const booked = !['BOOKING_PLACED', 'SENT_TO_PROVIDER'].includes(s.status) && !(s.status === 'CANCELLED' && !s.houseNo);
      if (!booked) continue;
      expect(s.houseNo).toMatch(/^(PBL|STE)[A-Z]{3}\d{7}$/);
      if (s.mode === 'AIR') {
        expect(s.containerNo).toBeNull();
        const mawb = /^(\d{3})-(\d{7})(\d)$/.exec(s.masterNo ?? '');
        expect(mawb).not.toBeNull();
        expect(Number(mawb?.[2]) % 7).toBe(Number(mawb?.[3]));
      } else {
        for (const c of (s.containerNo ?? '').split(', ')) expect(iso6346Valid(c), c).toBe(true);
      }
    }
    const lanes = new Set(list().map((s) => `${s.origin.city} → ${s.destination.type === 'FBA' ? s.destination.code : s.destination.city}`));
    for (const lane of ['Shanghai → Los Angeles', 'Shenzhen → Rotterdam', 'Ho Chi Minh City → Hamburg', 'Hong Kong → ONT8', 'Mumbai → Felixstowe']) {
      expect(lanes).toContain(lane);
    }
    expect(list().map((s) => s.carrier)).toEqual(expect.arrayContaining(['Maersk', 'COSCO', 'MSC', 'CMA CGM', 'Cathay Cargo', 'Lufthansa Cargo']));
  });

  it('has 2–4 seeded documents on most shipments, as real PDFs of the recorded size, and comments on some', () => {
    const withDocs = list().filter((s) => s.documents.length > 0);
    expect(withDocs.length / list().length).toBeGreaterThan(0.75);
    for (const s of withDocs) {
      expect(s.documents.length).toBeGreaterThanOrEqual(2);
      expect(s.documents.length).toBeLessThanOrEqual(4);
    }
    const s = withDocs[0] as ShipmentRecord;
    const doc = s.documents[0];
    const bytes = seededFileBytes(s, doc?.fileName ?? '', doc?.type ?? 'OTHERS');
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(bytes.length).toBe(doc?.size);
    expect(list().filter((x) => x.comments.length > 0).length).toBeGreaterThan(30);
  });

  it('is deterministic across resets', () => {
    const first = JSON.stringify(shipments());
    resetDb();
    expect(JSON.stringify(shipments())).toBe(first);
  });
});

describe('createBookedShipment (the booking hand-off)', () => {
  const input = (): BookedShipmentInput => ({
    bookedByName: 'Sam Shipper',
    buyerUserId: DEMO_USER.shipper,
    buyerCompanyId: COMPANY.acme,
    forwarderCompanyId: COMPANY.pacific,
    forwarderName: 'Pacific Bridge Logistics Ltd.',
    quoteId: 'QT-TEST-1',
    mode: 'FCL',
    serviceType: 'DOOR_TO_DOOR',
    carrier: 'Maersk',
    origin: { type: 'DOOR', country: 'CN', city: 'Shanghai', code: '201100', name: 'Supplier, Minhang' },
    destination: { type: 'DOOR', country: 'US', city: 'Long Beach', code: '90802', name: 'Acme DC' },
    portOfLoading: 'Port of Shanghai',
    portOfDischarge: 'Port of Los Angeles',
    transitDays: { portToPort: { min: 13, max: 17 }, endToEnd: { min: 20, max: 28 } },
    cargoReadyDate: '2026-12-01',
    currency: 'USD',
    charges: {
      origin: [{ feeName: 'Origin THC', unitPrice: 180, units: 1, amount: 180, comment: "per 40' HC", currency: 'USD', exchangeRate: 1 }],
      destination: [{ feeName: 'Delivery trucking', unitPrice: 650, units: 1, amount: 650, comment: 'per shipment', currency: 'USD', exchangeRate: 1 }],
      shipment: [{ feeName: 'Ocean freight', unitPrice: 2400, units: 1, amount: 2400, comment: "per 40' HC", currency: 'USD', exchangeRate: 1 }],
    },
    promoCode: 'WELCOME50',
    promoDiscount: 50,
    total: 3180,
    consignor: { companyName: 'Shanghai Supplier Ltd.', contactPerson: 'Zhang Wei', address: '1 Road', city: 'Shanghai', country: 'CN', zipCode: '201100', phone: '+862154321000', email: 'a@b.cn' },
    consignee: { companyName: 'Acme Home Goods Inc.', contactPerson: 'Sam Shipper', address: '1200 Harbor Blvd', city: 'Long Beach', country: 'US', zipCode: '90802', phone: '+15625550101', email: 'shipper@example.com' },
    commodities: [{ description: 'Ceramic dinnerware sets', hsCode: '691200', value: 24000, count: 800 }],
    goodsValue: 24000,
    cargoValue: null,
    insurance: false,
    liftgatePickup: false,
    liftgateDelivery: true,
    customsBond: 'CONTINUOUS',
    isf: true,
    ior: false,
    hazardous: false,
  });

  it('creates a BOOKING_PLACED shipment the buyer and the forwarder see, with the booked money', async () => {
    const before = shipments().length;
    const created = createBookedShipment(input());
    expect(created.status).toBe('BOOKING_PLACED');
    expect(created.shipmentNo).toMatch(/^SHP\d{8}$/);
    expect(shipments().length).toBe(before + 1);
    expect(shipments().filter((s) => s.shipmentNo === created.shipmentNo)).toHaveLength(1);

    const detail = await getShipment(created.id, 'shipper');
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      shipmentNo: created.shipmentNo, status: 'BOOKING_PLACED', bookedBy: 'Sam Shipper', totalCost: 3180, totalDue: 3180, totalPaid: 0,
      promoCode: 'WELCOME50', promoDiscount: 50, quoteId: 'QT-TEST-1', deliveryDate: '2026-12-29', pickupDate: '2026-12-01',
    });
    expect(detail.data?.charges.total).toBe(3230);
    expect(detail.data?.allowedActions).toMatchObject({ sendToProvider: true, cancel: true, close: false });
    expect((await getShipment(created.id, 'forwarder')).data?.allowedActions.changeStatusTo).toEqual([]);

    const page = await listShipments('shipper', { pageSize: 1 });
    expect(page.data?.list[0]?.shipmentNo).toBe(created.shipmentNo);
    expect(findShipment(created.id)?.milestones).toHaveLength(1);
    expect(round2(subtotal(findShipment(created.id)?.charges.shipment ?? []))).toBe(2400);
  });
});
