/**
 * What the History Statement page shows and can do, from the statement list's snapshot: the columns of the role, each row's words, day and link, the periods offered and
 * which one is in force, the per-currency totals, the empty and no-match states, the CSV request, and
 * the functions that filter. The page renders this and decides nothing.
 */
import { round2 } from '../../domain/money';
import { currencyValues, paymentMethodValues } from '../../src/api/schema.gen';
import type { CsvColumn, CsvExportRequest, ExportQuery } from '../csv-export.machine';
import { connectPagedList } from '../paged-list.connect';
import { buildPagedQuery } from '../paged-list.machine';
import type { FilterValue, PagedListState } from '../paged-list.url';
import { addDays, localDay } from '../shared/dates';
import { shipmentPath } from '../shared/route-paths';
import {
  STATEMENT_LIST_MESSAGES,
  STATEMENT_LIST_SPEC,
  type Role,
  type StatementListEvent,
  type StatementListSnapshot,
  type StatementRow,
} from './statements.machine';
import type { Message } from '../shared/message';

export type StatementColumnKey =
  | 'date' | 'billNo' | 'shipmentNo' | 'counterparty' | 'method' | 'grossAmount' | 'platformFee' | 'netAmount' | 'status';

export interface StatementColumn {
  key: StatementColumnKey;
  /** Message id of its header. */
  label: string;
  sort: string | null;
  numeric?: boolean;
}

function columnsOf(role: Role): readonly StatementColumn[] {
  const seller = role === 'SELLER';
  return [
    { key: 'date', label: seller ? 'statements.column.paidOutOn' : 'statements.column.paidOn', sort: 'date' },
    { key: 'billNo', label: 'billing.field.billNo', sort: null },
    { key: 'shipmentNo', label: 'billing.field.shipmentNo', sort: null },
    // The other party: the forwarder for a shipper, the buyer for a forwarder.
    { key: 'counterparty', label: seller ? 'statements.column.buyer' : 'billing.field.forwarderName', sort: null },
    { key: 'method', label: 'statements.column.method', sort: null },
    { key: 'grossAmount', label: 'billing.field.totalAmount', sort: null, numeric: true },
    // The fee is the forwarder's; a shipper's payment has none.
    ...(seller ? [{ key: 'platformFee' as const, label: 'billing.field.platformFee', sort: null, numeric: true }] : []),
    { key: 'netAmount', label: seller ? 'statements.column.netPayout' : 'billing.field.amountPaid', sort: 'netAmount', numeric: true },
    { key: 'status', label: 'statements.column.status', sort: null },
  ];
}
const COLUMNS: Record<Role, readonly StatementColumn[]> = { BUYER: columnsOf('BUYER'), SELLER: columnsOf('SELLER') };
export const statementColumns = (role: Role) => COLUMNS[role];

/** Statement statuses: a bill's are the glossary's words, a payout's "Paid out". */
export function statementStatusMessage(status: string): Message {
  if (status === 'SUCCESS' || status === 'REFUND_IN_PROGRESS') return { id: `billing.paymentStatus.${status}` };
  if (status === 'PAID') return { id: 'statements.status.PAID' };
  return { id: 'statements.status.unknown', values: { status } };
}

/** How it was paid, as the server says (a payout: bank transfer, decision 128); a payment without one says so. */
export function methodMessage(row: Pick<StatementRow, 'method'>): Message {
  const method: string | null = row.method;
  if (method && (paymentMethodValues as readonly string[]).includes(method)) return { id: `billing.paymentMethod.${method}` };
  if (method) return { id: 'statements.status.unknown', values: { status: method } };
  return { id: 'statements.method.notGiven' };
}

/** The calendar day of the row: a payout's is a day already; a payment's is the user's day of the instant. */
export const dayOf = (row: StatementRow): string => (row.type === 'PAYOUT' ? row.date.slice(0, 10) : localDay(new Date(row.date)));

export interface StatementRowView {
  row: StatementRow;
  /** `YYYY-MM-DD`, formatted by the view. */
  day: string;
  shipmentPath: string;
  method: Message;
  status: Message;
}

const rowViewOf = (row: StatementRow): StatementRowView => ({
  row,
  day: dayOf(row),
  shipmentPath: shipmentPath(row.shipmentId),
  method: methodMessage(row),
  status: statementStatusMessage(row.status),
});

// ---------------------------------------------------------------------------------------------------
// Periods

export type PeriodId = 'all' | 'thisMonth' | 'lastMonth' | 'last90Days' | 'thisYear' | 'lastYear' | 'custom';
export const PERIOD_IDS: readonly PeriodId[] = ['all', 'thisMonth', 'lastMonth', 'last90Days', 'thisYear', 'lastYear', 'custom'];

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The ranges of the named periods on `today` (YYYY-MM-DD), both ends inclusive. */
export function periodRanges(today: string): Record<Exclude<PeriodId, 'all' | 'custom'>, [string, string]> {
  const thisMonth = firstOfMonth(today);
  const lastMonthEnd = addDays(thisMonth, -1);
  const year = Number(today.slice(0, 4));
  return {
    thisMonth: [thisMonth, today],
    lastMonth: [firstOfMonth(lastMonthEnd), lastMonthEnd],
    last90Days: [addDays(today, -89), today],
    thisYear: [`${year}-01-01`, today],
    lastYear: [`${year - 1}-01-01`, `${year - 1}-12-31`],
  };
}

const rangeOf = (value: FilterValue | undefined): { from: string; to: string } => {
  const [from = '', to = ''] = Array.isArray(value) ? (value as readonly string[]) : [];
  return { from, to };
};

/** The named period a range is, `custom` for any other range, `all` for none. */
export function periodOf(range: { from: string; to: string }, today: string): PeriodId {
  if (!range.from && !range.to) return 'all';
  const named = Object.entries(periodRanges(today)).find(([, [from, to]]) => from === range.from && to === range.to);
  return named ? (named[0] as PeriodId) : 'custom';
}

// ---------------------------------------------------------------------------------------------------
// CSV (decision 111's format)

/** Translates a message id, as the page's react-intl does. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const money = (amount: number) => round2(amount).toFixed(2);

/** The table's columns headed in the chosen language, days as `YYYY-MM-DD`, money with two decimals and its currency. */
export function statementCsvColumns(role: Role, t: Translate): CsvColumn<StatementRow>[] {
  const say = (m: Message) => t(m.id, m.values);
  const columns: CsvColumn<StatementRow>[] = [];
  for (const column of COLUMNS[role]) {
    const header = t(column.label);
    switch (column.key) {
      case 'date': columns.push({ header, cell: (r) => dayOf(r) }); break;
      case 'billNo': columns.push({ header, cell: (r) => r.billNo }); break;
      case 'shipmentNo': columns.push({ header, cell: (r) => r.shipmentNo }); break;
      case 'counterparty': columns.push({ header, cell: (r) => r.counterparty }); break;
      case 'method': columns.push({ header, cell: (r) => say(methodMessage(r)) }); break;
      case 'grossAmount': columns.push({ header, numeric: true, cell: (r) => money(r.grossAmount) }); break;
      case 'platformFee': columns.push({ header, numeric: true, cell: (r) => (r.platformFee === null ? '' : money(r.platformFee)) }); break;
      case 'netAmount':
        columns.push({ header, numeric: true, cell: (r) => money(r.netAmount) });
        columns.push({ header: t('billing.field.currency'), cell: (r) => r.currency });
        break;
      case 'status': columns.push({ header, cell: (r) => say(statementStatusMessage(r.status)) }); break;
    }
  }
  columns.push({ header: t('statements.column.reference'), cell: (r) => r.reference ?? '' });
  return columns;
}

/** `statements-2026-11-21.csv`: the user's day of the export. */
export const statementCsvFileName = (now: Date = new Date()) => `statements-${localDay(now)}.csv`;

/** The list's query without its paging: every matching row, in the list's order. */
export function statementExportQuery(state: PagedListState): ExportQuery {
  const { pageNumber: _p, pageSize: _s, ...query } = buildPagedQuery(state, STATEMENT_LIST_SPEC);
  return query;
}

// ---------------------------------------------------------------------------------------------------
// The page's connect

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const STATEMENT_CURRENCY_OPTIONS: readonly Option[] = currencyValues.map((value) => ({ value, label: `billing.currency.${value}` }));
/** A shipper's rows are paid or being refunded; a forwarder's are all paid out, so it has no status filter. */
const STATUS_OPTIONS: Record<Role, readonly Option[]> = {
  BUYER: [
    { value: 'SUCCESS', label: 'billing.paymentStatus.SUCCESS' },
    { value: 'REFUND_IN_PROGRESS', label: 'billing.paymentStatus.REFUND_IN_PROGRESS' },
  ],
  SELLER: [],
};
const periodOption = (value: PeriodId): Option => ({ value, label: `statements.period.${value}` });
// "Custom" is offered only when the range in force is one: a range is typed in the From and To fields.
const PERIOD_OPTIONS: readonly Option[] = PERIOD_IDS.filter((id) => id !== 'custom').map(periodOption);
const PERIOD_OPTIONS_CUSTOM: readonly Option[] = PERIOD_IDS.map(periodOption);
const NONE: readonly string[] = [];

export function connectStatements(
  snapshot: StatementListSnapshot,
  send: (event: StatementListEvent) => void,
  options: { role: Role; today?: string },
) {
  const list = connectPagedList(snapshot, send, { messagePrefix: STATEMENT_LIST_MESSAGES });
  const { role } = options;
  const today = options.today ?? localDay();
  const { filters } = snapshot.context;
  const searching = snapshot.context.search.trim() !== '';
  const narrowed = list.hasFilters || searching;
  const empty = list.status === 'empty';
  const range = rangeOf(filters.date);
  const period = periodOf(range, today);
  const selectedStatuses = (filters.status as readonly string[] | undefined) ?? NONE;
  const setFilter = (key: string, value: FilterValue | null) => send({ type: 'SET_FILTER', key, value });
  return {
    ...list,
    role,
    columns: COLUMNS[role],
    rowViews: list.rows.map(rowViewOf),
    /** Over every matching row (all pages), per currency, from the answer the rows came from; null while no row is shown. */
    totals: list.rows.length > 0 && list.extra ? list.extra.totals : null,
    /** Nothing settled yet: what it means for this role. */
    noStatements: empty && !narrowed ? (role === 'SELLER' ? 'statements.empty.seller' : 'statements.empty.buyer') : null,
    noMatch: empty && narrowed,
    searching,
    filterCount: Object.keys(filters).length,
    periodOptions: period === 'custom' ? PERIOD_OPTIONS_CUSTOM : PERIOD_OPTIONS,
    period,
    /** The period's range in force, shown in the From and To fields. */
    dateRange: range,
    currencyOptions: STATEMENT_CURRENCY_OPTIONS,
    currency: (filters.currency as string | undefined) ?? '',
    statusOptions: STATUS_OPTIONS[role],
    selectedStatuses,
    sort: snapshot.context.sort,
    /** A named period sets its range; `all` removes it; `custom` keeps the range in force. */
    setPeriod: (id: string) => {
      if (id === 'all') setFilter('date', null);
      else if (id !== 'custom') {
        const named = periodRanges(today)[id as Exclude<PeriodId, 'all' | 'custom'>];
        if (named) setFilter('date', named);
      }
    },
    setRangeEnd: (end: 'from' | 'to', day: string) => setFilter('date', end === 'from' ? [day, range.to] : [range.from, day]),
    setCurrency: (currency: string) => setFilter('currency', currency || null),
    toggleStatus: (status: string) =>
      setFilter('status', selectedStatuses.includes(status) ? selectedStatuses.filter((s) => s !== status) : [...selectedStatuses, status]),
    clearSearch: () => send({ type: 'SET_SEARCH', text: '' }),
    canExport: list.total > 0 && (list.status === 'ready' || list.isRefreshing),
    /** What the CSV export of every matching row needs, headed in the language of `t`. */
    exportRequest: (t: Translate): CsvExportRequest<StatementRow> => ({
      query: statementExportQuery(snapshot.context),
      columns: statementCsvColumns(role, t),
      fileName: statementCsvFileName(),
    }),
  };
}

export type StatementsView = ReturnType<typeof connectStatements>;
