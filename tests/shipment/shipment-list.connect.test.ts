/**
 * The shipment list's module over the real paged-list machine (a fake `loadPage`): the query it sends
 * for its filters, search and sort; the columns and row views of each role (glossary words, an
 * unknown status as it is, Cancel where offered); the empty and no-match states; the CSV columns
 * (translated headers, ISO dates, two decimals); and how a cancelled shipment replaces its row.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PageOf } from '../../machines/paged-list.machine';
import type { PagedQuery } from '../../machines/paged-list.url';
import type { Shipment } from '../../machines/shipment-cancel.machine';
import {
  cancelReachesList,
  connectShipmentList,
  rowOfShipment,
  SHIPMENT_LIST_INITIAL,
  SHIPMENT_LIST_SPEC,
  shipmentCsvColumns,
  shipmentCsvFileName,
  shipmentListMachine,
  type Role,
  type ShipmentRow,
} from '../../machines/shipment-list';

function row(overrides: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    id: 'SHP-00001', shipmentNo: 'SHP26100001', status: 'BOOKING_PLACED', progress: 'PENDING', mode: 'FCL', serviceType: 'DOOR_TO_DOOR',
    origin: { type: 'DOOR', country: 'CN', city: 'Shanghai', code: '201100', name: 'Meilong Ceramics, Minhang District' },
    destination: { type: 'PORT', country: 'US', city: 'Long Beach', code: 'USLGB', name: 'Port of Long Beach' },
    bookedBy: 'Sam Shipper', buyerName: 'Acme Home Goods Inc.', bookedDate: '2026-10-31T12:00:00.000Z', cargoReadyDate: '2026-11-06', deliveryDate: '2026-12-10',
    forwarderName: 'Pacific Bridge Logistics Ltd.', currency: 'USD', totalCost: 12345.5, totalDue: 12345.5, totalPaid: 0, onHold: false,
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(role: Role, url?: string) {
  const queries: PagedQuery[] = [];
  let answer: PageOf<ShipmentRow> = { list: [row()], total: 1 };
  const actor = createActor(
    shipmentListMachine.provide({
      actors: {
        loadPage: fromPromise<PageOf<ShipmentRow>, PagedQuery>(async ({ input }) => {
          queries.push(input);
          return answer;
        }),
      },
    }),
    { input: { spec: SHIPMENT_LIST_SPEC, initial: SHIPMENT_LIST_INITIAL, url } },
  );
  actor.start();
  return {
    actor,
    queries,
    answerWith: (page: PageOf<ShipmentRow>) => (answer = page),
    view: () => connectShipmentList(actor.getSnapshot(), actor.send, { role }),
  };
}

/** A translator that shows the id and its values, so tests see which message was asked for. */
const t = (id: string, values?: Record<string, string | number>) => (values ? `${id}(${Object.values(values).join(',')})` : id);

describe('the shipment list query', () => {
  it('opens newest booking first, 20 rows, with no condition', async () => {
    const { queries } = start('BUYER');
    await settle();
    expect(queries[0]).toEqual({ pageNumber: 0, pageSize: 20, queryConditionsType: 'AND', queryConditions: [], sort: { property: 'bookedDate', direction: 'DESC' } });
  });

  it('sends statuses, mode, the three date ranges and the search as decision 036 reads them', async () => {
    const { queries, view } = start('BUYER', '?status=DELIVERED,BOOKING_PLACED&mode=AIR&bookedDate=2026-01-01..&cargoReadyDate=..2026-12-31&deliveryDate=2026-02-01..2026-02-28&q=%20HBL123%20&sort=status:asc');
    await settle();
    expect(queries[0]).toEqual({
      pageNumber: 0,
      pageSize: 20,
      queryConditionsType: 'AND',
      queryConditions: [
        { property: 'status', logicalOperator: 'IS_IN', condition: ['BOOKING_PLACED', 'DELIVERED'] },
        { property: 'mode', logicalOperator: 'EQUAL', condition: 'AIR' },
        { property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['2026-01-01', ''] },
        { property: 'cargoReadyDate', logicalOperator: 'BETWEEN', condition: ['', '2026-12-31'] },
        { property: 'deliveryDate', logicalOperator: 'BETWEEN', condition: ['2026-02-01', '2026-02-28'] },
        { property: 'keyword', logicalOperator: 'LIKE', condition: 'HBL123' },
      ],
      sort: { property: 'status', direction: 'ASC' },
    });
    expect(view()).toMatchObject({ selectedStatuses: ['BOOKING_PLACED', 'DELIVERED'], mode: 'AIR', filterCount: 5 });
    expect(view().dateRanges).toEqual({
      bookedDate: { from: '2026-01-01', to: '' },
      cargoReadyDate: { from: '', to: '2026-12-31' },
      deliveryDate: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('toggles a status, sets one end of a range, and sets or clears the mode', async () => {
    const { queries, view } = start('BUYER');
    await settle();
    view().toggleStatus('DEPARTED');
    view().toggleStatus('ARRIVED');
    await settle();
    expect(view().selectedStatuses).toEqual(['DEPARTED', 'ARRIVED']);
    view().toggleStatus('DEPARTED');
    view().setRangeEnd('deliveryDate', 'to', '2026-03-01');
    view().setRangeEnd('deliveryDate', 'from', '2026-02-01');
    view().setMode('LCL');
    await settle();
    expect(queries.at(-1)!.queryConditions).toEqual([
      { property: 'status', logicalOperator: 'IS_IN', condition: ['ARRIVED'] },
      { property: 'mode', logicalOperator: 'EQUAL', condition: 'LCL' },
      { property: 'deliveryDate', logicalOperator: 'BETWEEN', condition: ['2026-02-01', '2026-03-01'] },
    ]);
    view().setMode('');
    view().setRangeEnd('deliveryDate', 'from', '');
    view().setRangeEnd('deliveryDate', 'to', '');
    await settle();
    expect(queries.at(-1)!.queryConditions).toEqual([{ property: 'status', logicalOperator: 'IS_IN', condition: ['ARRIVED'] }]);
  });

  it('sorts a new column ascending, turns the sorted one around, with one function per sort', async () => {
    const { view, queries } = start('BUYER');
    await settle();
    const first = view().sortByColumn;
    expect(view().sortByColumn).toBe(first);
    first('bookedDate');
    await settle();
    expect(queries.at(-1)!.sort).toEqual({ property: 'bookedDate', direction: 'ASC' });
    expect(view().sortByColumn).not.toBe(first);
    view().sortByColumn('bookedDate');
    await settle();
    expect(queries.at(-1)!.sort).toEqual({ property: 'bookedDate', direction: 'DESC' });
    view().sortByColumn('totalCost');
    await settle();
    expect(queries.at(-1)!.sort).toEqual({ property: 'totalCost', direction: 'ASC' });
  });

  it('sorts by every column the backend sorts, and by no other', () => {
    const { view } = start('BUYER');
    const sortable = view().columns.filter((c) => c.sort).map((c) => c.sort);
    expect(sortable).toEqual(['shipmentNo', 'status', 'bookedDate', 'cargoReadyDate', 'deliveryDate', 'totalCost']);
    expect(SHIPMENT_LIST_SPEC.sortable).toEqual(expect.arrayContaining(sortable as string[]));
  });
});

describe('connectShipmentList', () => {
  it('gives the shipper the forwarder column, actions, and Cancel only from a cancellable status', async () => {
    const { view, answerWith, actor } = start('BUYER');
    answerWith({
      list: [
        row({ id: 'A', status: 'BOOKING_PLACED' }),
        row({ id: 'B', status: 'SENT_TO_PROVIDER' }),
        row({ id: 'C', status: 'TRANSPORT_BOOKED', onHold: true }),
        row({ id: 'D', status: 'GOODS_RECEIVED' }),
        row({ id: 'E', status: 'CANCELLED' }),
        row({ id: 'F', status: 'LOST_AT_SEA' as ShipmentRow['status'], mode: 'RAIL' as ShipmentRow['mode'] }),
      ],
      total: 6,
    });
    actor.send({ type: 'RELOAD' });
    await settle();
    const list = view();
    expect(list.columns.find((c) => c.key === 'counterpart')!.label).toBe('shipment.list.column.forwarder');
    expect(list.offersCancel).toBe(true);
    expect(list.rowViews.map((r) => r.canCancel)).toEqual([true, true, true, false, false, false]);
    expect(list.rowViews[0]).toMatchObject({
      path: '/shipment/A', status: { id: 'shipment.status.BOOKING_PLACED' }, mode: { id: 'shell.mode.FCL' },
      counterpart: 'Pacific Bridge Logistics Ltd.',
    });
    expect(list.rowViews[5]).toMatchObject({ status: { id: 'shipment.status.unknown', values: { status: 'LOST_AT_SEA' } }, mode: { id: 'shipment.list.unknownValue', values: { value: 'RAIL' } } });
    // The same row views while the rows stay, so memoised rows do not re-render.
    expect(view().rowViews).toBe(list.rowViews);
  });

  it('gives the forwarder the buyer column (a blank name is not given) and no Cancel', async () => {
    const { view, answerWith, actor } = start('SELLER');
    answerWith({ list: [row({ buyerName: 'Acme Home Goods Inc.' }), row({ id: 'B', buyerName: ' ' })], total: 2 });
    actor.send({ type: 'RELOAD' });
    await settle();
    expect(view().columns.find((c) => c.key === 'counterpart')!.label).toBe('shipment.list.column.buyer');
    expect(view().offersCancel).toBe(false);
    expect(view().rowViews.map((r) => [r.counterpart, r.canCancel])).toEqual([['Acme Home Goods Inc.', false], [null, false]]);
  });

  it('with nothing at all: Find Quote for the shipper, a word on bookings for the forwarder', async () => {
    for (const [role, expected] of [
      ['BUYER', { message: 'shipment.list.empty.buyer', action: { path: '/quote', label: 'shipment.list.empty.findQuote' } }],
      ['SELLER', { message: 'shipment.list.empty.seller', action: null }],
    ] as const) {
      const { view, answerWith, actor } = start(role);
      answerWith({ list: [], total: 0 });
      actor.send({ type: 'RELOAD' });
      await settle();
      expect(view()).toMatchObject({ status: 'empty', noShipments: expected, noMatch: false, canExport: false });
    }
  });

  it('with filters or a search and no row: no match, and what can be cleared', async () => {
    const { view, answerWith, actor } = start('BUYER', '?q=nothing');
    answerWith({ list: [], total: 0 });
    actor.send({ type: 'RELOAD' });
    await settle();
    expect(view()).toMatchObject({ noShipments: null, noMatch: true, searching: true, hasFilters: false });
    view().clearSearch();
    expect(view().search).toBe('');
  });

  it('can export when there are rows; the request is the query without paging, the CSV columns and a dated file name', async () => {
    const { view } = start('BUYER', '?status=DELIVERED&page=2&size=50&sort=totalCost:desc');
    await settle();
    expect(view().canExport).toBe(true);
    const request = view().exportRequest(t);
    expect(request.query).toEqual({
      queryConditionsType: 'AND',
      queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['DELIVERED'] }],
      sort: { property: 'totalCost', direction: 'DESC' },
    });
    expect(request.fileName).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(request.columns.map((c) => c.header)).toEqual([
      'shipment.list.column.shipmentNo', 'shipment.list.column.status', 'shipment.list.column.mode', 'shipment.list.column.origin',
      'shipment.list.column.destination', 'shipment.list.column.bookedBy', 'shipment.list.column.bookedDate', 'shipment.list.column.cargoReadyDate',
      'shipment.list.column.deliveryDate', 'shipment.list.column.forwarder', 'shipment.list.column.totalCost', 'shipment.list.column.currency',
      'shipment.list.column.onHold',
    ]);
  });
});

describe('the CSV columns', () => {
  it('write the glossary’s words, ISO days, the place in full and the cost with two decimals', () => {
    const cells = (r: ShipmentRow, role: Role = 'BUYER') => shipmentCsvColumns(role, t).map((c) => c.cell(r));
    const local = new Date('2026-10-31T12:00:00.000Z');
    const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(cells(row({ onHold: true }))).toEqual([
      'SHP26100001', 'shipment.status.BOOKING_PLACED', 'shell.mode.FCL', 'Meilong Ceramics, Minhang District, Shanghai, CN',
      'Port of Long Beach, Long Beach, US', 'Sam Shipper', day, '2026-11-06', '2026-12-10', 'Pacific Bridge Logistics Ltd.', '12345.50', 'USD',
      'shipment.onHold',
    ]);
    expect(cells(row({ status: 'ODD' as ShipmentRow['status'], totalCost: 0.005, onHold: false }))[1]).toBe('shipment.status.unknown(ODD)');
    expect(cells(row({ totalCost: 0.005 }))[10]).toBe('0.01');
    expect(cells(row({ buyerName: 'Acme Home Goods Inc.' }), 'SELLER')[9]).toBe('Acme Home Goods Inc.');
    expect(shipmentCsvColumns('BUYER', t).find((c) => c.numeric)!.header).toBe('shipment.list.column.totalCost');
  });

  it('name the file with the user’s day', () => {
    expect(shipmentCsvFileName(new Date(2026, 10, 21, 23, 30))).toBe('shipments-2026-11-21.csv');
  });
});

describe('a cancelled shipment in the list', () => {
  const shipment = {
    ...row({ status: 'CANCELLED', totalCost: 0 }),
    deliveryDate: '2026-12-10',
    actualDeliveryDate: null,
  } as unknown as Shipment;

  it('becomes the row, keeping what only the list row has', () => {
    expect(rowOfShipment(shipment, row({ buyerName: 'Acme' }))).toEqual(row({ status: 'CANCELLED', totalCost: 0, buyerName: 'Acme' }));
    expect(rowOfShipment({ ...shipment, actualDeliveryDate: '2026-12-08T10:00:00Z' } as Shipment).deliveryDate).toBe('2026-12-08');
  });

  it('replaces its row in place, without a reload; a stale one reloads the page', async () => {
    const { actor, queries, view } = start('BUYER');
    await settle();
    const bridge = cancelReachesList(actor);
    bridge.shipmentCancelled(undefined, { shipment });
    expect(view().rowViews[0]!.row.status).toBe('CANCELLED');
    expect(view().rowViews[0]!.canCancel).toBe(false);
    expect(queries).toHaveLength(1);
    const send = vi.spyOn(actor, 'send');
    bridge.shipmentStale();
    expect(send).toHaveBeenCalledWith({ type: 'RELOAD' });
  });
});
