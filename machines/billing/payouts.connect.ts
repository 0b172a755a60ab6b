/**
 * What the Upcoming Payouts page shows and can do, from the payout list's snapshot: the columns, each
 * row's words and link, the per-currency totals over every matching payout, the empty and no-match
 * states, and the functions that filter. The page renders this and decides nothing.
 */
import { currencyValues } from '../../src/api/schema.gen';
import { connectPagedList } from '../paged-list.connect';
import type { FilterValue } from '../paged-list.url';
import { shipmentPath } from '../shared/route-paths';
import {
  PAYOUT_LIST_MESSAGES,
  UPCOMING_PAYOUT_STATUSES,
  type Payout,
  type PayoutDateKey,
  type PayoutListEvent,
  type PayoutListSnapshot,
} from './payouts.machine';
import type { Message } from '../shared/message';

export type PayoutColumnKey =
  | 'shipmentNo' | 'billNo' | 'buyer' | 'status' | 'billAmount' | 'platformFee' | 'netPayout' | 'cutOffDate' | 'expectedPayoutDate';

export interface PayoutColumn {
  key: PayoutColumnKey;
  /** Message id of its header. */
  label: string;
  /** The property a click on the header sorts by, or null. */
  sort: string | null;
  numeric?: boolean;
}

export const PAYOUT_COLUMNS: readonly PayoutColumn[] = [
  { key: 'shipmentNo', label: 'billing.field.shipmentNo', sort: null },
  { key: 'billNo', label: 'billing.field.billNo', sort: null },
  { key: 'buyer', label: 'payouts.column.buyer', sort: null },
  { key: 'status', label: 'payouts.column.status', sort: null },
  { key: 'billAmount', label: 'billing.field.billAmount', sort: 'billAmount', numeric: true },
  { key: 'platformFee', label: 'billing.field.platformFee', sort: null, numeric: true },
  { key: 'netPayout', label: 'payouts.column.netPayout', sort: 'netPayout', numeric: true },
  { key: 'cutOffDate', label: 'billing.field.cutOffDate', sort: 'cutOffDate' },
  { key: 'expectedPayoutDate', label: 'payouts.column.expectedPayoutDate', sort: 'expectedPayoutDate' },
];

/** The word for a payout status; one this app does not know is shown as the server wrote it. */
export function payoutStatusMessage(status: string): Message {
  return (UPCOMING_PAYOUT_STATUSES as readonly string[]).includes(status) || status === 'PAID'
    ? { id: `payouts.status.${status}` }
    : { id: 'payouts.status.unknown', values: { status } };
}

export interface PayoutRowView {
  row: Payout;
  /** The shipment's page. */
  shipmentPath: string;
  status: Message;
}

const rowViewOf = (row: Payout): PayoutRowView => ({ row, shipmentPath: shipmentPath(row.shipmentId), status: payoutStatusMessage(row.status) });

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const PAYOUT_STATUS_OPTIONS: readonly Option[] = UPCOMING_PAYOUT_STATUSES.map((value) => ({ value, label: `payouts.status.${value}` }));
export const CURRENCY_OPTIONS: readonly Option[] = currencyValues.map((value) => ({ value, label: `billing.currency.${value}` }));

const NONE: readonly string[] = [];
const rangeOf = (value: FilterValue | undefined): { from: string; to: string } => {
  const [from = '', to = ''] = Array.isArray(value) ? (value as readonly string[]) : [];
  return { from, to };
};

export function connectPayouts(snapshot: PayoutListSnapshot, send: (event: PayoutListEvent) => void) {
  const list = connectPagedList(snapshot, send, { messagePrefix: PAYOUT_LIST_MESSAGES });
  const { filters } = snapshot.context;
  const searching = snapshot.context.search.trim() !== '';
  const narrowed = list.hasFilters || searching;
  const empty = list.status === 'empty';
  const selectedStatuses = (filters.status as readonly string[] | undefined) ?? NONE;
  const setFilter = (key: string, value: FilterValue | null) => send({ type: 'SET_FILTER', key, value });
  return {
    ...list,
    columns: PAYOUT_COLUMNS,
    rowViews: list.rows.map(rowViewOf),
    /** Per currency, over every matching payout (all pages), from the answer the rows came from; null while no row is shown. */
    totals: list.rows.length > 0 && list.extra ? list.extra.totals : null,
    /** No payout at all yet: what it means and what to do. */
    noPayouts: empty && !narrowed,
    /** Payouts exist, none matches: clear what narrows the list. */
    noMatch: empty && narrowed,
    searching,
    filterCount: Object.keys(filters).length,
    statusOptions: PAYOUT_STATUS_OPTIONS,
    selectedStatuses,
    currencyOptions: CURRENCY_OPTIONS,
    currency: (filters.currency as string | undefined) ?? '',
    dateRanges: {
      cutOffDate: rangeOf(filters.cutOffDate),
      expectedPayoutDate: rangeOf(filters.expectedPayoutDate),
    } satisfies Record<PayoutDateKey, { from: string; to: string }>,
    sort: snapshot.context.sort,
    toggleStatus: (status: string) =>
      setFilter('status', selectedStatuses.includes(status) ? selectedStatuses.filter((s) => s !== status) : [...selectedStatuses, status]),
    setCurrency: (currency: string) => setFilter('currency', currency || null),
    /** Sets one end of a date range ('' opens it), keeping the other. */
    setRangeEnd: (key: PayoutDateKey, end: 'from' | 'to', day: string) => {
      const range = rangeOf(filters[key]);
      setFilter(key, end === 'from' ? [day, range.to] : [range.from, day]);
    },
    clearSearch: () => send({ type: 'SET_SEARCH', text: '' }),
  };
}

export type PayoutsView = ReturnType<typeof connectPayouts>;
