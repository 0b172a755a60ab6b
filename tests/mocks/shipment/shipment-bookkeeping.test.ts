/**
 * The store's bookkeeping behind the hot paths (who sees which shipments, the booked quotes, the
 * shipment numbers taken, a list's last order) follows every change: a booking, a cancel, rows added
 * in bulk and a reset.
 */
import { describe, expect, it } from 'vitest';
import { seedBenchShipments } from '../../../mocks/bench-shipments';
import { resetDb } from '../../../mocks/store/db';
import { createBookedShipment, findShipment, isBookedQuote, shipments } from '../../../mocks/store/shipment.store';
import type { BookedShipmentInput } from '../../../domain/shipment-records';
import { COMPANY } from '../../../mocks/store/users.store';
import { callJson, getShipment, listShipments, sharedShipment, type Schemas } from './shipment-test-kit';

/** A booking of the shipper's company with Pacific, made from a seeded shipment's own fields. */
function bookingLike(quoteId: string): BookedShipmentInput {
  const s = sharedShipment('DELIVERED');
  return {
    bookedByName: s.bookedByName, buyerUserId: s.buyerUserId, buyerCompanyId: s.buyerCompanyId, forwarderCompanyId: s.forwarderCompanyId, forwarderName: s.forwarderName,
    quoteId, mode: s.mode, serviceType: s.serviceType, carrier: s.carrier, origin: s.origin, destination: s.destination,
    portOfLoading: s.portOfLoading, portOfDischarge: s.portOfDischarge, transitDays: s.transitDays, cargoReadyDate: '2026-12-01',
    currency: s.currency, charges: s.charges, promoCode: null, promoDiscount: 0, total: s.bookedTotal, consignor: s.consignor,
    consignee: s.consignee, commodities: s.commodities, goodsValue: s.goodsValue, cargoValue: s.cargoValue, insurance: s.insurance,
    liftgatePickup: s.liftgatePickup, liftgateDelivery: s.liftgateDelivery, customsBond: s.customsBond, isf: s.isf, ior: s.ior,
    hazardous: s.hazardous,
  };
}

const ids = (page: { data?: Schemas['ShipmentSummaryPage'] }) => page.data?.list.map((row) => row.id) ?? [];
const byStatus = { sort: { property: 'status', direction: 'ASC' } } as const;

describe('shipment bookkeeping', () => {
  it('shows a booking at once to its buyer and forwarder only, counts its quote as booked, and forgets both on reset', async () => {
    const listedBefore = (await listShipments('shipper')).data?.total ?? 0;
    expect(isBookedQuote('QT-BOOKKEEPING-1')).toBe(false);

    const created = createBookedShipment(bookingLike('QT-BOOKKEEPING-1'));

    const shipperPage = await listShipments('shipper', { pageSize: 20 });
    expect(shipperPage.data?.total).toBe(listedBefore + 1);
    expect(ids(shipperPage)[0]).toBe(created.id);
    expect(ids(await listShipments('forwarder'))).toContain(created.id);
    expect(ids(await listShipments('nordicShipper'))).not.toContain(created.id);
    expect(ids(await listShipments('sinoForwarder'))).not.toContain(created.id);
    expect((await getShipment(created.id, 'shipper')).data?.shipmentNo).toBe(created.shipmentNo);
    expect((await getShipment(created.id, 'nordicShipper')).code).toBe(30001);
    expect(isBookedQuote('QT-BOOKKEEPING-1')).toBe(true);

    resetDb();
    expect(findShipment(created.id)).toBeUndefined();
    expect(isBookedQuote('QT-BOOKKEEPING-1')).toBe(false);
    expect((await getShipment(created.id, 'shipper')).code).toBe(30001);
    expect((await listShipments('shipper')).data?.total).toBe(listedBefore);
  });

  it('keeps a cancelled booking’s quote booked and re-sorts the same list query after the cancel', async () => {
    const created = createBookedShipment(bookingLike('QT-BOOKKEEPING-2'));
    const before = ids(await listShipments('shipper', byStatus));
    // Booking placed comes first in the status order, cancelled last.
    expect(before.indexOf(created.id)).toBeLessThan(before.length / 2);
    // The same query again: the remembered order.
    expect(ids(await listShipments('shipper', byStatus))).toEqual(before);

    const cancel = await callJson('POST', `/shipment/${created.id}/cancel`, 'shipper', { json: { reason: 'Order withdrawn by the customer.' } });
    expect(cancel.code).toBe(200);

    const after = ids(await listShipments('shipper', byStatus));
    expect(after.indexOf(created.id)).toBeGreaterThan(after.length / 2);
    const statuses = (await listShipments('shipper', byStatus)).data?.list.map((row) => row.status) ?? [];
    expect(statuses.at(-1)).toBe('CANCELLED');
    expect(isBookedQuote('QT-BOOKKEEPING-2')).toBe(true);
  });

  it('gives every booking a shipment number of its own, the same ones again after a reset', () => {
    const first = [1, 2, 3].map((n) => createBookedShipment(bookingLike(`QT-BOOKKEEPING-N${n}`)).shipmentNo);
    expect(new Set(first).size).toBe(3);
    const numbers = shipments().map((s) => s.shipmentNo);
    expect(new Set(numbers).size).toBe(numbers.length);

    resetDb();
    const again = [1, 2, 3].map((n) => createBookedShipment(bookingLike(`QT-BOOKKEEPING-N${n}`)).shipmentNo);
    expect(again).toEqual(first);
    const afterReset = shipments().map((s) => s.shipmentNo);
    expect(new Set(afterReset).size).toBe(afterReset.length);
  });

  it('lists rows added in bulk (the bench rows) for their company only, as a walk over every shipment would', async () => {
    const before = (await listShipments('shipper')).data?.total ?? 0;
    await listShipments('shipper', { pageSize: 20 });
    seedBenchShipments(40);
    const numbers = shipments().map((s) => s.shipmentNo);
    expect(new Set(numbers).size).toBe(numbers.length);

    const statuses = ['DEPARTED', 'ARRIVED'];
    const page = await listShipments('shipper', { queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: statuses }] });
    const expected = shipments()
      .filter((s) => s.buyerCompanyId === COMPANY.acme && statuses.includes(s.status))
      .sort((a, b) => b.bookedAt.localeCompare(a.bookedAt) || (a.shipmentNo < b.shipmentNo ? 1 : -1));
    expect(ids(page)).toEqual(expected.map((s) => s.id));
    expect((await listShipments('shipper')).data?.total).toBe(before + 40);
    expect((await listShipments('forwarder')).data?.total).toBe(shipments().filter((s) => s.forwarderCompanyId === COMPANY.pacific).length);
  });
});
