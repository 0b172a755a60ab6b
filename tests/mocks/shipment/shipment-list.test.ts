import { describe, expect, it } from 'vitest';
import { shipments } from '../../../mocks/store/shipment.store';
import { COMPANY } from '../../../mocks/store/users.store';
import { listShipments, type Schemas } from './shipment-test-kit';

type Condition = Schemas['QueryCondition'];
const where = (...queryConditions: Condition[]) => ({ queryConditions });

describe('POST /shipment/list', () => {
  it("shows a buyer its company's shipments and a seller the ones it forwards, newest first", async () => {
    const buyer = await listShipments('shipper');
    expect(buyer.code).toBe(200);
    const acme = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme);
    expect(buyer.data?.total).toBe(acme.length);
    expect(new Set(buyer.data?.list.map((r) => r.id))).toEqual(new Set(acme.map((s) => s.id)));
    const dates = buyer.data?.list.map((r) => r.bookedDate) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());

    const seller = await listShipments('forwarder');
    const pacific = shipments().filter((s) => s.forwarderCompanyId === COMPANY.pacific);
    expect(seller.data?.total).toBe(pacific.length);
    expect(seller.data?.list.every((r) => r.forwarderName === 'Pacific Bridge Logistics Ltd.')).toBe(true);
    // The buyer's company by its name now, for the forwarder's Buyer column.
    const buyerNames = new Set(seller.data?.list.map((r) => r.buyerName));
    expect([...buyerNames].every((name) => name === 'Acme Home Goods Inc.' || name === 'Nordic Outdoor AB')).toBe(true);
    expect(buyer.data?.list.every((r) => r.buyerName === 'Acme Home Goods Inc.')).toBe(true);

    const nordic = await listShipments('nordicShipper');
    expect(nordic.data?.list.some((r) => acme.some((s) => s.id === r.id))).toBe(false);
  });

  it('pages with pageNumber from 0 and reports the total', async () => {
    const all = (await listShipments('shipper')).data?.list ?? [];
    const second = await listShipments('shipper', { pageNumber: 1, pageSize: 10 });
    expect(second.data?.total).toBe(all.length);
    expect(second.data?.list.map((r) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
    const summary = second.data?.list[0];
    expect(Object.keys(summary ?? {}).sort()).toEqual([
      'bookedBy', 'bookedDate', 'buyerName', 'cargoReadyDate', 'currency', 'deliveryDate', 'destination', 'forwarderName', 'id', 'mode',
      'onHold', 'origin', 'progress', 'serviceType', 'shipmentNo', 'status', 'totalCost', 'totalDue', 'totalPaid',
    ]);
  });

  it('filters by status, mode, progress and hold together', async () => {
    const res = await listShipments('forwarder', where(
      { property: 'status', logicalOperator: 'IS_IN', condition: ['DEPARTED', 'ARRIVED'] },
      { property: 'mode', logicalOperator: 'EQUAL', condition: 'FCL' },
    ));
    const expected = shipments().filter((s) => s.forwarderCompanyId === COMPANY.pacific && ['DEPARTED', 'ARRIVED'].includes(s.status) && s.mode === 'FCL');
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data?.total).toBe(expected.length);

    const held = await listShipments('shipper', where({ property: 'onHold', logicalOperator: 'EQUAL', condition: true }));
    expect(held.data?.list.length).toBeGreaterThan(0);
    expect(held.data?.list.every((r) => r.onHold)).toBe(true);

    const delayed = await listShipments('shipper', where({ property: 'progress', logicalOperator: 'IS_IN', condition: ['DELAYED', 'PENDING_10_2'] }));
    expect(delayed.data?.list.every((r) => ['DELAYED', 'PENDING_10_2'].includes(r.progress))).toBe(true);
  });

  it('combines conditions with OR when asked', async () => {
    const res = await listShipments('shipper', {
      queryConditionsType: 'OR',
      queryConditions: [
        { property: 'status', logicalOperator: 'EQUAL', condition: 'CANCELLED' },
        { property: 'mode', logicalOperator: 'EQUAL', condition: 'AIR' },
      ],
    });
    const expected = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme && (s.status === 'CANCELLED' || s.mode === 'AIR'));
    expect(res.data?.total).toBe(expected.length);
  });

  it('finds a shipment by shipment no, container no, house no, master no or consignee (case-insensitive)', async () => {
    const s = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.containerNo && x.houseNo && x.masterNo);
    if (!s?.containerNo || !s.houseNo || !s.masterNo) throw new Error('seed has no shipment with all references');
    const byKeyword = async (text: string) =>
      (await listShipments('shipper', where({ property: 'keyword', logicalOperator: 'LIKE', condition: text }))).data?.list.map((r) => r.id) ?? [];
    expect(await byKeyword(s.shipmentNo.toLowerCase())).toEqual([s.id]);
    expect(await byKeyword(s.containerNo.split(', ')[0] ?? '')).toContain(s.id);
    expect(await byKeyword(s.houseNo)).toContain(s.id);
    expect(await byKeyword(s.masterNo)).toContain(s.id);
    const fba = await byKeyword('amazon.com services');
    expect(fba.length).toBeGreaterThan(0);
    expect(fba.every((id) => shipments().find((x) => x.id === id)?.destination.code === 'ONT8')).toBe(true);
    expect(await byKeyword('no-such-reference-xyz')).toEqual([]);
  });

  it('filters booked dates between two days, inclusive, with open ends', async () => {
    const res = await listShipments('shipper', where({ property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['2026-01-01', '2026-03-31'] }));
    const expected = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme && s.bookedAt.slice(0, 10) >= '2026-01-01' && s.bookedAt.slice(0, 10) <= '2026-03-31');
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data?.total).toBe(expected.length);
    const openEnd = await listShipments('shipper', where({ property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['2026-10-01', ''] }));
    expect(openEnd.data?.list.every((r) => r.bookedDate >= '2026-10-01')).toBe(true);
  });

  it('sorts by total cost and by delivery date', async () => {
    const byCost = (await listShipments('shipper', { sort: { property: 'totalCost', direction: 'ASC' } })).data?.list.map((r) => r.totalCost) ?? [];
    expect(byCost).toEqual([...byCost].sort((a, b) => a - b));
    const byDelivery = (await listShipments('shipper', { sort: { property: 'deliveryDate', direction: 'DESC' } })).data?.list.map((r) => r.deliveryDate) ?? [];
    expect(byDelivery).toEqual([...byDelivery].sort().reverse());
  });

  it('filters cargo ready dates and delivery dates between two days, inclusive, with open ends', async () => {
    const acme = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme);
    const between = (property: string, from: string, to: string) => listShipments('shipper', where({ property, logicalOperator: 'BETWEEN', condition: [from, to] }));

    const ready = await between('cargoReadyDate', '2026-05-01', '2026-08-31');
    const readyExpected = acme.filter((s) => s.cargoReadyDate >= '2026-05-01' && s.cargoReadyDate <= '2026-08-31');
    expect(readyExpected.length).toBeGreaterThan(0);
    expect(ready.data?.total).toBe(readyExpected.length);
    expect(ready.data?.list.every((r) => r.cargoReadyDate >= '2026-05-01' && r.cargoReadyDate <= '2026-08-31')).toBe(true);
    // Both ends are inclusive: a range of one day finds that day's shipment.
    const oneDay = readyExpected[0]?.cargoReadyDate ?? '';
    expect((await between('cargoReadyDate', oneDay, oneDay)).data?.list.map((r) => r.cargoReadyDate)).toContain(oneDay);

    // The delivery date is the one the row shows: the actual date once delivered, else the estimate.
    const delivery = await between('deliveryDate', '', '2026-06-30');
    const deliveryExpected = acme.filter((s) => (s.deliveredAt?.slice(0, 10) ?? s.deliveryDate) <= '2026-06-30');
    expect(deliveryExpected.length).toBeGreaterThan(0);
    expect(deliveryExpected.some((s) => s.deliveredAt !== null && s.deliveredAt.slice(0, 10) !== s.deliveryDate)).toBe(true);
    expect(delivery.data?.total).toBe(deliveryExpected.length);
    expect(delivery.data?.list.every((r) => r.deliveryDate <= '2026-06-30')).toBe(true);

    expect((await between('cargoReadyDate', '01/05/2026', '')).code).toBe(90001);
    expect((await listShipments('shipper', where({ property: 'deliveryDate', logicalOperator: 'EQUAL', condition: '2026-06-30' }))).code).toBe(90001);
  });

  it('sorts by shipment no, cargo ready date and status (in the order of the status flow), ties on shipment no', async () => {
    const sorted = async (property: string, direction: 'ASC' | 'DESC') =>
      (await listShipments('shipper', { sort: { property, direction } })).data?.list ?? [];
    const byNo = (await sorted('shipmentNo', 'ASC')).map((r) => r.shipmentNo);
    expect(byNo).toEqual([...byNo].sort());
    const byReady = (await sorted('cargoReadyDate', 'DESC')).map((r) => r.cargoReadyDate);
    expect(byReady).toEqual([...byReady].sort().reverse());

    const byStatus = await sorted('status', 'ASC');
    const flow = ['BOOKING_PLACED', 'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED', 'CANCELLED'];
    const ranks = byStatus.map((r) => flow.indexOf(r.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byStatus[0]?.status).toBe('BOOKING_PLACED');
    expect(byStatus.at(-1)?.status).toBe('CANCELLED');
    const closed = byStatus.filter((r) => r.status === 'CLOSED').map((r) => r.shipmentNo);
    expect(closed).toEqual([...closed].sort().reverse());
  });

  it('answers a page of up to 9999 rows, so an export can read 1000 rows a page until the total', async () => {
    const total = (await listShipments('forwarder', { pageSize: 1 })).data?.total ?? 0;
    expect(total).toBeGreaterThan(100);
    const all = await listShipments('forwarder', { pageSize: 9999 });
    expect(all.data?.list).toHaveLength(total);
    const pageOf100 = await listShipments('forwarder', { pageNumber: 1, pageSize: 100 });
    expect(pageOf100.data?.list.map((r) => r.id)).toEqual(all.data?.list.slice(100, 200).map((r) => r.id));
    expect((await listShipments('forwarder', { pageSize: 10000 })).status).toBe(400);
  });

  it('answers 90001 for an unknown filter, operator or value, or sort, and 400 / 401 for bad calls', async () => {
    expect((await listShipments('shipper', where({ property: 'colour', logicalOperator: 'EQUAL', condition: 'red' }))).code).toBe(90001);
    expect((await listShipments('shipper', where({ property: 'status', logicalOperator: 'LIKE', condition: 'DEP' }))).code).toBe(90001);
    expect((await listShipments('shipper', where({ property: 'status', logicalOperator: 'IS_IN', condition: ['LOST'] }))).code).toBe(90001);
    expect((await listShipments('shipper', where({ property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['yesterday', ''] }))).code).toBe(90001);
    expect((await listShipments('shipper', { sort: { property: 'colour', direction: 'ASC' } })).code).toBe(90001);
    expect((await listShipments('shipper', { pageSize: 0 })).status).toBe(400);
    expect((await listShipments(null)).status).toBe(401);
  });
});
