/**
 * The shipment list (spec sections 2 and 3; docs/decisions/110-shipment-list-screen.md): what the
 * paged-list machine filters, searches and sorts it by (decision 036), its columns for each role,
 * which rows offer Cancel, the CSV export's columns (decision 111), and the connect that gives the
 * page all of it from the list's snapshot. The page renders this and decides nothing.
 */
import { shipmentModeValues, shipmentStatusValues, type components } from '../src/api/schema.gen';
import { round2 } from '../domain/money';
import { connectPagedList } from './paged-list.connect';
import {
  buildPagedQuery,
  createPagedListMachine,
  type PagedListEvent,
  type PagedListSnapshot,
  type PagedListSpec,
} from './paged-list.machine';
import type { FilterValue, PagedListState } from './paged-list.url';
import { createCsvExportMachine, type CsvColumn, type CsvExportRequest, type ExportQuery } from './csv-export.machine';
import { localDay } from './shared/dates';
import { rememberedBy } from './shared/remembered';
import { PATHS, shipmentPath } from './shared/route-paths';
import { modeNameId } from './shared/transport-mode-names';
import type { Shipment } from './shipment-cancel.machine';
import type { Message } from './shared/message';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type ShipmentStatus = Schemas['ShipmentStatus'];
/** A row of the list; `buyerName` is the booking company, the forwarder's Buyer column. */
export type ShipmentRow = Schemas['ShipmentSummary'];

/** What the list can be filtered by; each key is also its URL parameter (decision 096). */
export const SHIPMENT_FILTERS = {
  status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: shipmentStatusValues },
  mode: { kind: 'enum', property: 'mode', operator: 'EQUAL', values: shipmentModeValues },
  bookedDate: { kind: 'dateRange', property: 'bookedDate', operator: 'BETWEEN' },
  cargoReadyDate: { kind: 'dateRange', property: 'cargoReadyDate', operator: 'BETWEEN' },
  deliveryDate: { kind: 'dateRange', property: 'deliveryDate', operator: 'BETWEEN' },
} as const satisfies PagedListSpec['filters'];

export type DateRangeKey = 'bookedDate' | 'cargoReadyDate' | 'deliveryDate';
export const DATE_RANGE_KEYS: readonly DateRangeKey[] = ['bookedDate', 'cargoReadyDate', 'deliveryDate'];

export const SHIPMENT_LIST_SPEC: PagedListSpec = {
  filters: SHIPMENT_FILTERS,
  // The properties POST /shipment/list sorts by (decision 036).
  sortable: ['shipmentNo', 'status', 'bookedDate', 'cargoReadyDate', 'deliveryDate', 'totalCost'],
  // Shipment no, container no, house no (HAWB/HBOL), master no (MBL/MAWB).
  search: { property: 'keyword' },
};

/** The list opens newest booking first, as the server orders it without a sort; shown on its column. */
export const SHIPMENT_LIST_INITIAL: Partial<PagedListState> = { sort: { property: 'bookedDate', direction: 'DESC' } };

/** A failure to load reads `shipment.list.load.network`, `.timeout`, ... */
export const SHIPMENT_LIST_MESSAGES = 'shipment.list.load';

export const shipmentListMachine = createPagedListMachine<ShipmentRow>();
export type ShipmentListSnapshot = PagedListSnapshot<ShipmentRow>;
export type ShipmentListEvent = PagedListEvent<ShipmentRow>;

/**
 * The statuses from which the buyer may cancel (decisions 030 and 031). The row carries no
 * allowedActions, so the list offers Cancel from these and the server still judges: a refusal (the
 * shipment moved meanwhile) shows its message and refreshes the list.
 */
export const CANCELLABLE_STATUSES: readonly ShipmentStatus[] = ['BOOKING_PLACED', 'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED'];

// ---------------------------------------------------------------------------------------------------
// Columns

export type ColumnKey =
  | 'shipmentNo' | 'status' | 'mode' | 'origin' | 'destination' | 'bookedBy' | 'bookedDate' | 'cargoReadyDate'
  | 'deliveryDate' | 'counterpart' | 'totalCost' | 'onHold';

export interface ShipmentColumn {
  key: ColumnKey;
  /** Message id of its header. */
  label: string;
  /** The property a click on the header sorts by, or null. */
  sort: string | null;
}

const column = (key: ColumnKey, sort: string | null = null, label = `shipment.list.column.${key}`): ShipmentColumn => ({ key, label, sort });

function columnsOf(role: Role): readonly ShipmentColumn[] {
  return [
    column('shipmentNo', 'shipmentNo'),
    column('status', 'status'),
    column('mode'),
    column('origin'),
    column('destination'),
    column('bookedBy'),
    column('bookedDate', 'bookedDate'),
    column('cargoReadyDate', 'cargoReadyDate'),
    column('deliveryDate', 'deliveryDate'),
    // The other party: the forwarder for a shipper, the buyer for a forwarder.
    column('counterpart', null, role === 'SELLER' ? 'shipment.list.column.buyer' : 'shipment.list.column.forwarder'),
    column('totalCost', 'totalCost'),
    column('onHold'),
  ];
}
const COLUMNS: Record<Role, readonly ShipmentColumn[]> = { BUYER: columnsOf('BUYER'), SELLER: columnsOf('SELLER') };
export const shipmentColumns = (role: Role) => COLUMNS[role];

/** The glossary's word for a status; a status this app does not know is shown as the server wrote it. */
export function statusMessage(status: string): Message {
  return (shipmentStatusValues as readonly string[]).includes(status)
    ? { id: `shipment.status.${status}` }
    : { id: 'shipment.status.unknown', values: { status } };
}

export function modeMessage(mode: string): Message {
  return (shipmentModeValues as readonly string[]).includes(mode) ? { id: modeNameId(mode as ShipmentRow['mode']) } : { id: 'shipment.list.unknownValue', values: { value: mode } };
}

/** The other party's name for this role; null when it is blank. */
export const counterpartOf = (row: ShipmentRow, role: Role): string | null =>
  (role === 'SELLER' ? row.buyerName : row.forwarderName).trim() || null;

/** One row as the table shows it. */
export interface ShipmentRowView {
  row: ShipmentRow;
  path: string;
  status: Message;
  mode: Message;
  counterpart: string | null;
  /** Cancel is offered (the server still judges). */
  canCancel: boolean;
}

function rowViewOf(row: ShipmentRow, role: Role): ShipmentRowView {
  return {
    row,
    path: shipmentPath(row.id),
    status: statusMessage(row.status),
    mode: modeMessage(row.mode),
    counterpart: counterpartOf(row, role),
    canCancel: role === 'BUYER' && CANCELLABLE_STATUSES.includes(row.status),
  };
}

// The same row views while the rows stay (a replaced row gets a new view), so memoised rows keep their props.
const rowViews: Record<Role, (rows: ShipmentRow[]) => ShipmentRowView[]> = {
  BUYER: rememberedBy((rows: ShipmentRow[]) => rows.map((row) => rowViewOf(row, 'BUYER'))),
  SELLER: rememberedBy((rows: ShipmentRow[]) => rows.map((row) => rowViewOf(row, 'SELLER'))),
};

/** The shipment as a list row: what the cancel answers replaces the row with, in place. */
export function rowOfShipment(shipment: Shipment, previous?: ShipmentRow): ShipmentRow {
  return {
    id: shipment.id,
    shipmentNo: shipment.shipmentNo,
    status: shipment.status,
    progress: shipment.progress,
    mode: shipment.mode,
    serviceType: shipment.serviceType,
    origin: shipment.origin,
    destination: shipment.destination,
    bookedBy: shipment.bookedBy,
    // The shipment carries no buyer name: the row keeps the one the list gave.
    buyerName: previous?.buyerName ?? '',
    bookedDate: shipment.bookedDate,
    cargoReadyDate: shipment.cargoReadyDate,
    // The list's delivery date is the actual one once delivered, else the estimate (decision 036).
    deliveryDate: shipment.actualDeliveryDate ? shipment.actualDeliveryDate.slice(0, 10) : shipment.deliveryDate,
    forwarderName: shipment.forwarderName,
    currency: shipment.currency,
    totalCost: shipment.totalCost,
    totalDue: shipment.totalDue,
    totalPaid: shipment.totalPaid,
    onHold: shipment.onHold,
  };
}

/**
 * The actions by which the cancel dialog reaches the list (the dialog's machine knows no page): a
 * cancelled shipment replaces its row in place (REPLACE_ROW, no reload); a refusal because the
 * shipment changed meanwhile reloads the page of the list, so the row shows what is true now.
 */
export function cancelReachesList(list: { send: (event: ShipmentListEvent) => void; getSnapshot: () => ShipmentListSnapshot }) {
  return {
    shipmentCancelled: (_: unknown, params: { shipment: Shipment }) => {
      const previous = list.getSnapshot().context.rows.find((row) => row.id === params.shipment.id);
      list.send({ type: 'REPLACE_ROW', row: rowOfShipment(params.shipment, previous) });
    },
    shipmentStale: () => list.send({ type: 'RELOAD' }),
  };
}

// ---------------------------------------------------------------------------------------------------
// CSV (decision 111)

/** Translates a message id, as the page's react-intl does. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const say = (t: Translate, message: Message) => t(message.id, message.values);

function wordsOnce(word: (value: string) => string): (value: string) => string {
  const words = new Map<string, string>();
  return (value) => {
    let text = words.get(value);
    if (text === undefined) {
      text = word(value);
      words.set(value, text);
    }
    return text;
  };
}
type Place = ShipmentRow['origin'];
// In English whatever the language of the page: the CSV is data for spreadsheets (decision 204).
const placeFull = (place: Place) => `${place.name}, ${place.city}, ${place.country}`;

/**
 * The CSV's columns: the table's, headed in the chosen language, with the glossary's words for status
 * and mode, dates as ISO days (the booked date is the user's calendar day, as the table shows it) and
 * the total cost with two decimals beside its currency.
 */
export function shipmentCsvColumns(role: Role, t: Translate): CsvColumn<ShipmentRow>[] {
  const header = (key: ColumnKey) => t(COLUMNS[role].find((c) => c.key === key)!.label);
  const onHold = t('shipment.onHold');
  // 10 000 rows hold a handful of statuses and modes: each is translated once per export.
  const statusWord = wordsOnce((status) => say(t, statusMessage(status)));
  const modeWord = wordsOnce((mode) => say(t, modeMessage(mode)));
  return [
    { header: header('shipmentNo'), cell: (r) => r.shipmentNo },
    { header: header('status'), cell: (r) => statusWord(r.status) },
    { header: header('mode'), cell: (r) => modeWord(r.mode) },
    { header: header('origin'), cell: (r) => placeFull(r.origin) },
    { header: header('destination'), cell: (r) => placeFull(r.destination) },
    { header: header('bookedBy'), cell: (r) => r.bookedBy },
    { header: header('bookedDate'), cell: (r) => localDay(new Date(r.bookedDate)) },
    { header: header('cargoReadyDate'), cell: (r) => r.cargoReadyDate },
    { header: header('deliveryDate'), cell: (r) => r.deliveryDate },
    { header: header('counterpart'), cell: (r) => counterpartOf(r, role) ?? '' },
    { header: header('totalCost'), numeric: true, cell: (r) => round2(r.totalCost).toFixed(2) },
    { header: t('shipment.list.column.currency'), cell: (r) => r.currency },
    { header: header('onHold'), cell: (r) => (r.onHold ? onHold : '') },
  ];
}

/** The export of every matching shipment (its `loadPage` is the list's). */
export const shipmentExportMachine = createCsvExportMachine<ShipmentRow>();
/** An export failure reads `shipment.export.network`, ... */
export const SHIPMENT_EXPORT_MESSAGES = 'shipment.export';

/** `shipments-2026-11-21.csv`: the user's day of the export. */
export const shipmentCsvFileName = (now: Date = new Date()) => `shipments-${localDay(now)}.csv`;

/** The list's query without its paging: every row that matches, in the list's order. */
export function exportQueryOf(state: PagedListState): ExportQuery {
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...query } = buildPagedQuery(state, SHIPMENT_LIST_SPEC);
  return query;
}

// ---------------------------------------------------------------------------------------------------
// The page's connect

type Send = (event: ShipmentListEvent) => void;

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const STATUS_OPTIONS: readonly Option[] = shipmentStatusValues.map((value) => ({ value, label: `shipment.status.${value}` }));
export const MODE_OPTIONS: readonly Option[] = shipmentModeValues.map((value) => ({ value, label: modeNameId(value) }));

function createFilterActions(send: Send) {
  const setFilter = (key: string, value: FilterValue | null) => send({ type: 'SET_FILTER', key, value });
  return {
    setMode: (mode: string) => setFilter('mode', mode || null),
    clearSearch: () => send({ type: 'SET_SEARCH', text: '' }),
  };
}

// The functions that change one filter from the filters in force: the same ones until the filters
// change, so the memoised filter panel keeps its props while the list loads.
const filterChangesFor = rememberedBy((send: Send) =>
  rememberedBy((filters: PagedListState['filters']) => {
    const selected = (filters.status as readonly string[] | undefined) ?? NO_STATUSES;
    return {
      /** Adds or removes one status of the status filter. */
      toggleStatus: (status: string) =>
        send({ type: 'SET_FILTER', key: 'status', value: selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status] }),
      /** Sets one end of a date range ('' opens it), keeping the other. */
      setRangeEnd: (key: DateRangeKey, end: 'from' | 'to', day: string) => {
        const range = rangeOf(filters[key]);
        send({ type: 'SET_FILTER', key, value: end === 'from' ? [day, range.to] : [range.from, day] });
      },
    };
  }),
);

// The sort function for one `send` and one sort: the same function until the sort changes, so the
// memoised table keeps its props when anything else changes.
const NO_SORT = {};
const sortersFor = rememberedBy((send: Send) =>
  rememberedBy((sort: NonNullable<PagedListState['sort']> | typeof NO_SORT) => (property: string) => {
    const current = 'property' in sort ? sort : null;
    // A new column sorts ascending; the sorted column turns around (decision 096).
    send({ type: 'SET_SORT', property, direction: current?.property === property && current.direction === 'ASC' ? 'DESC' : 'ASC' });
  }),
);
const filterActionsFor = rememberedBy(createFilterActions);

const NO_STATUSES: readonly string[] = [];

const rangeOf = (value: FilterValue | undefined): { from: string; to: string } => {
  const [from = '', to = ''] = Array.isArray(value) ? (value as readonly string[]) : [];
  return { from, to };
};

// The same ranges while the filters stay, so the memoised filter panel keeps its props.
const rangesOf = rememberedBy((filters: PagedListState['filters']): Record<DateRangeKey, { from: string; to: string }> => ({
  bookedDate: rangeOf(filters.bookedDate),
  cargoReadyDate: rangeOf(filters.cargoReadyDate),
  deliveryDate: rangeOf(filters.deliveryDate),
}));

export function connectShipmentList(snapshot: ShipmentListSnapshot, send: Send, options: { role: Role }) {
  const list = connectPagedList(snapshot, send, { messagePrefix: SHIPMENT_LIST_MESSAGES });
  const { role } = options;
  const { filters } = snapshot.context;
  const searching = snapshot.context.search.trim() !== '';
  const narrowed = list.hasFilters || searching;
  const empty = list.status === 'empty';
  const selectedStatuses = (filters.status as readonly string[] | undefined) ?? NO_STATUSES;
  return {
    ...list,
    role,
    columns: shipmentColumns(role),
    /** The shipper's rows have an actions column (Cancel where a row offers it). */
    offersCancel: role === 'BUYER',
    rowViews: rowViews[role](list.rows),
    /** Nothing at all yet: what to say and where to go next. */
    noShipments: empty && !narrowed
      ? role === 'BUYER'
        ? { message: 'shipment.list.empty.buyer', action: { path: PATHS.findQuote, label: 'shipment.list.empty.findQuote' } }
        : { message: 'shipment.list.empty.seller', action: null }
      : null,
    /** Shipments exist, none matches: clear what narrows the list. */
    noMatch: empty && narrowed,
    searching,
    selectedStatuses,
    mode: (filters.mode as string | undefined) ?? '',
    dateRanges: rangesOf(filters),
    /** How many filters are in force (the collapsed filter panel says it). */
    filterCount: Object.keys(filters).length,
    statusOptions: STATUS_OPTIONS,
    modeOptions: MODE_OPTIONS,
    /** There are rows to export. */
    canExport: list.total > 0 && (list.status === 'ready' || list.isRefreshing),
    /** What the CSV export of every matching row needs, headed in the language of `t`. */
    exportRequest: (t: Translate): CsvExportRequest<ShipmentRow> => ({
      query: exportQueryOf(snapshot.context),
      columns: shipmentCsvColumns(role, t),
      fileName: shipmentCsvFileName(),
    }),
    ...filterActionsFor(send),
    /** The sort in force (the same object until it changes). */
    sort: snapshot.context.sort,
    sortByColumn: sortersFor(send)(snapshot.context.sort ?? NO_SORT),
    ...filterChangesFor(send)(filters),
  };
}

export type ShipmentListView = ReturnType<typeof connectShipmentList>;
