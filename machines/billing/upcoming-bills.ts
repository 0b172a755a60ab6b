/**
 * Upcoming Bills, the shipper's unpaid bills (spec sections 2 and 3; docs/decisions/120): what the
 * paged-list machine filters and sorts them by (POST /billing/upcoming-bills), the table's columns,
 * each row as shown (money in the bill's currency, overdue, why a bill cannot be paid, the shipment's
 * link), the totals per currency over every matching bill (from the server's answer), the CSV export's columns (decision 111), and the connect that gives
 * the page all of it. The page renders this and decides nothing.
 */
import { billPaymentStatusValues, currencyValues, shipmentStatusValues, type components } from '../../src/api/schema.gen';
import { round2 } from '../../domain/money';
import { connectPagedList } from '../paged-list.connect';
import {
  buildPagedQuery,
  createPagedListMachine,
  type PageExtra,
  type PagedListEvent,
  type PagedListSnapshot,
  type PagedListSpec,
} from '../paged-list.machine';
import type { FilterValue, PagedListState } from '../paged-list.url';
import { createCsvExportMachine, type CsvColumn, type CsvExportRequest, type ExportQuery } from '../csv-export.machine';
import { localDay, serverDay } from '../shared/dates';
import { rememberedBy } from '../shared/remembered';
import { shipmentPath } from '../shared/route-paths';
import type { Message } from '../shared/message';

type Schemas = components['schemas'];
export type Bill = Schemas['Bill'];
export type BillPaymentStatus = Schemas['BillPaymentStatus'];
export type Currency = Schemas['Currency'];
/** One currency's sums over every bill that matches the query: billed, due and paid, over `count` bills. */
export type CurrencyTotal = Schemas['BillCurrencyTotal'];
export type BillPageAnswer = Schemas['BillPage'];
export type BillPageExtra = PageExtra<BillPageAnswer>;

/** The statuses this list holds (the contract's description of POST /billing/upcoming-bills). */
export const UPCOMING_STATUSES: readonly BillPaymentStatus[] = billPaymentStatusValues.filter(
  (s) => s === 'OPEN' || s === 'DUE_PAYMENT' || s === 'PENDING_TRANSFER',
);

/** What the list can be filtered by; each key is also its URL parameter (decision 096). */
export const BILL_FILTERS = {
  paymentStatus: { kind: 'enumList', property: 'paymentStatus', operator: 'IS_IN', values: UPCOMING_STATUSES },
  currency: { kind: 'enum', property: 'currency', operator: 'EQUAL', values: currencyValues },
  dueDate: { kind: 'dateRange', property: 'dueDate', operator: 'BETWEEN' },
  overdue: { kind: 'boolean', property: 'overdue', operator: 'EQUAL' },
} as const satisfies PagedListSpec['filters'];

export const UPCOMING_BILLS_SPEC: PagedListSpec = {
  filters: BILL_FILTERS,
  sortable: ['dueDate', 'billDate', 'totalAmount', 'amountDue'],
  // Bill no, PO no or shipment no.
  search: { property: 'keyword' },
};

/** Soonest due first, as the server orders it without a sort; shown on its column. */
export const UPCOMING_BILLS_INITIAL: Partial<PagedListState> = { sort: { property: 'dueDate', direction: 'ASC' } };

/** A failure to load reads `billing.bills.load.network`, `.timeout`, ... */
export const UPCOMING_BILLS_MESSAGES = 'billing.bills.load';
/** An export failure reads `billing.bills.export.network`, ... */
export const UPCOMING_BILLS_EXPORT_MESSAGES = 'billing.bills.export';

export const upcomingBillsMachine = createPagedListMachine<Bill, BillPageExtra>();
export type UpcomingBillsSnapshot = PagedListSnapshot<Bill, BillPageExtra>;
export type UpcomingBillsEvent = PagedListEvent<Bill>;
export const upcomingBillsExportMachine = createCsvExportMachine<Bill>();

// ---------------------------------------------------------------------------------------------------
// Rules of a row

/**
 * Overdue: unpaid (OPEN or DUE_PAYMENT) and past the due date. The server's flag is read, and the same
 * rule is checked against the server's calendar day (dates.ts), so a page left open past midnight
 * marks a bill that fell due meanwhile without waiting for a reload (decision 120).
 */
export function isOverdue(bill: Pick<Bill, 'overdue' | 'paymentStatus' | 'dueDate'>, now: Date = new Date()): boolean {
  const unpaid = bill.paymentStatus === 'OPEN' || bill.paymentStatus === 'DUE_PAYMENT';
  return unpaid && (bill.overdue || bill.dueDate < serverDay(now));
}

/**
 * Why a bill cannot be paid now, as a message id; null when it can. The server's `payable` decides;
 * the reason follows the status (decision 040).
 */
export function notPayableReason(bill: Pick<Bill, 'payable' | 'paymentStatus' | 'amountDue'>): string | null {
  if (bill.payable) return null;
  switch (bill.paymentStatus) {
    case 'PENDING_TRANSFER':
    case 'SUCCESS':
    case 'REFUND_IN_PROGRESS':
      return `billing.pay.notPayable.${bill.paymentStatus}`;
    default:
      return bill.amountDue <= 0 ? 'billing.pay.notPayable.nothingDue' : 'billing.pay.notPayable.locked';
  }
}

const known = (values: readonly string[], value: string) => values.includes(value);

export const paymentStatusMessage = (status: string): Message =>
  known(billPaymentStatusValues, status) ? { id: `billing.paymentStatus.${status}` } : { id: 'billing.bills.unknownValue', values: { value: status } };

export const shipmentStatusMessage = (status: string): Message =>
  known(shipmentStatusValues, status) ? { id: `shipment.status.${status}` } : { id: 'billing.bills.unknownValue', values: { value: status } };

/** One row as the table shows it. */
export interface BillRowView {
  bill: Bill;
  shipmentPath: string;
  paymentStatus: Message;
  shipmentStatus: Message;
  overdue: boolean;
  /** Pay is offered. */
  canPay: boolean;
  /** Why not, when Pay is not offered (a message id). */
  notPayable: string | null;
  taxInvoice: string;
}

function rowViewOf(bill: Bill, now: Date): BillRowView {
  const notPayable = notPayableReason(bill);
  return {
    bill,
    shipmentPath: shipmentPath(bill.shipmentId),
    paymentStatus: paymentStatusMessage(bill.paymentStatus),
    shipmentStatus: shipmentStatusMessage(bill.shipmentStatus),
    overdue: isOverdue(bill, now),
    canPay: notPayable === null,
    notPayable,
    taxInvoice: bill.taxInvoice ? 'billing.taxInvoice.yes' : 'billing.taxInvoice.no',
  };
}

// The same row views while the rows stay, so memoised rows keep their props.
const rowViews = rememberedBy((rows: Bill[]) => rows.map((bill) => rowViewOf(bill, new Date())));

// ---------------------------------------------------------------------------------------------------
// Columns

export type BillColumnKey =
  | 'billNo' | 'billDate' | 'invoiceDate' | 'dueDate' | 'paymentStatus' | 'billAmount' | 'additionalCharges'
  | 'totalAmount' | 'amountPaid' | 'amountDue' | 'platformFee' | 'poNo' | 'poAmount' | 'cutOffDate'
  | 'additionalChargesDeadline' | 'shipmentNo' | 'shipmentStatus' | 'actualDeliveryDate' | 'deliveryUpdateDate'
  | 'taxInvoice' | 'billPayment';

export interface BillColumn {
  key: BillColumnKey;
  /** Message id of its header (the glossary's word). */
  label: string;
  /** The property a click on the header sorts by, or null. */
  sort: string | null;
  /** A money column: right-aligned, in the bill's currency. */
  money: boolean;
}

const col = (key: BillColumnKey, sort: string | null = null, money = false): BillColumn => ({ key, label: `billing.field.${key}`, sort, money });

/** Every Bill field of spec section 3 in the table (the currency goes with each amount). */
export const BILL_COLUMNS: readonly BillColumn[] = [
  col('billNo'),
  col('paymentStatus'),
  col('dueDate', 'dueDate'),
  col('amountDue', 'amountDue', true),
  col('totalAmount', 'totalAmount', true),
  col('billAmount', null, true),
  col('additionalCharges', null, true),
  col('amountPaid', null, true),
  col('billPayment'),
  col('billDate', 'billDate'),
  col('invoiceDate'),
  col('additionalChargesDeadline'),
  col('cutOffDate'),
  col('poNo'),
  col('poAmount', null, true),
  col('platformFee', null, true),
  col('shipmentNo'),
  col('shipmentStatus'),
  col('actualDeliveryDate'),
  col('deliveryUpdateDate'),
  col('taxInvoice'),
];

// ---------------------------------------------------------------------------------------------------
// CSV (decision 111)

/** Translates a message id, as the page's react-intl does. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const amount = (value: number) => round2(value).toFixed(2);

/**
 * The CSV's columns: every field of the table, headed in the chosen language, dates as ISO days,
 * amounts with two decimals beside the currency column.
 */
export function billCsvColumns(t: Translate): CsvColumn<Bill>[] {
  const h = (key: string) => t(`billing.field.${key}`);
  const yes = t('billing.taxInvoice.yes');
  const no = t('billing.taxInvoice.no');
  const overdue = t('billing.overdue');
  return [
    { header: h('billNo'), cell: (b) => b.billNo },
    { header: h('paymentStatus'), cell: (b) => t(paymentStatusMessage(b.paymentStatus).id, paymentStatusMessage(b.paymentStatus).values) },
    { header: overdue, cell: (b) => (isOverdue(b) ? overdue : '') },
    { header: h('currency'), cell: (b) => b.currency },
    { header: h('dueDate'), cell: (b) => b.dueDate },
    { header: h('amountDue'), numeric: true, cell: (b) => amount(b.amountDue) },
    { header: h('totalAmount'), numeric: true, cell: (b) => amount(b.totalAmount) },
    { header: h('billAmount'), numeric: true, cell: (b) => amount(b.billAmount) },
    { header: h('additionalCharges'), numeric: true, cell: (b) => amount(b.additionalCharges) },
    { header: h('amountPaid'), numeric: true, cell: (b) => amount(b.amountPaid) },
    { header: h('billPayment'), cell: (b) => b.billPayment?.reference ?? '' },
    { header: h('billDate'), cell: (b) => b.billDate },
    { header: h('invoiceDate'), cell: (b) => b.invoiceDate },
    { header: h('additionalChargesDeadline'), cell: (b) => b.additionalChargesDeadline },
    { header: h('cutOffDate'), cell: (b) => b.cutOffDate },
    { header: h('poNo'), cell: (b) => b.poNo },
    { header: h('poAmount'), numeric: true, cell: (b) => amount(b.poAmount) },
    { header: h('platformFee'), numeric: true, cell: (b) => amount(b.platformFee) },
    { header: h('feePercentage'), numeric: true, cell: (b) => String(b.feePercentage) },
    { header: h('shipmentNo'), cell: (b) => b.shipmentNo },
    { header: h('shipmentStatus'), cell: (b) => t(shipmentStatusMessage(b.shipmentStatus).id, shipmentStatusMessage(b.shipmentStatus).values) },
    { header: h('actualDeliveryDate'), cell: (b) => (b.actualDeliveryDate ? localDay(new Date(b.actualDeliveryDate)) : '') },
    { header: h('deliveryUpdateDate'), cell: (b) => (b.deliveryUpdateDate ? localDay(new Date(b.deliveryUpdateDate)) : '') },
    { header: h('taxInvoice'), cell: (b) => (b.taxInvoice ? yes : no) },
  ];
}

/** `upcoming-bills-2026-11-21.csv`: the user's day of the export. */
export const billCsvFileName = (now: Date = new Date()) => `upcoming-bills-${localDay(now)}.csv`;

/** The list's query without its paging: every bill that matches, in the list's order. */
export function billExportQueryOf(state: PagedListState): ExportQuery {
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...query } = buildPagedQuery(state, UPCOMING_BILLS_SPEC);
  return query;
}

// ---------------------------------------------------------------------------------------------------
// The page's connect

type Send = (event: UpcomingBillsEvent) => void;

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const STATUS_OPTIONS: readonly Option[] = UPCOMING_STATUSES.map((value) => ({ value, label: `billing.paymentStatus.${value}` }));
export const CURRENCY_OPTIONS: readonly Option[] = currencyValues.map((value) => ({ value, label: `billing.currency.${value}` }));

const NO_STATUSES: readonly string[] = [];
const NO_TOTALS: readonly CurrencyTotal[] = [];

const rangeOf = (value: FilterValue | undefined): { from: string; to: string } => {
  const [from = '', to = ''] = Array.isArray(value) ? (value as readonly string[]) : [];
  return { from, to };
};

// The functions that change one filter from the filters in force: the same ones until they change.
const filterChangesFor = rememberedBy((send: Send) =>
  rememberedBy((filters: PagedListState['filters']) => {
    const selected = (filters.paymentStatus as readonly string[] | undefined) ?? NO_STATUSES;
    return {
      /** Adds or removes one status of the status filter. */
      toggleStatus: (status: string) =>
        send({
          type: 'SET_FILTER',
          key: 'paymentStatus',
          value: selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status],
        }),
      /** Sets one end of the due date range ('' opens it), keeping the other. */
      setDueEnd: (end: 'from' | 'to', day: string) => {
        const range = rangeOf(filters.dueDate);
        send({ type: 'SET_FILTER', key: 'dueDate', value: end === 'from' ? [day, range.to] : [range.from, day] });
      },
      setCurrency: (currency: string) => send({ type: 'SET_FILTER', key: 'currency', value: currency || null }),
      /** Only overdue bills, or all. */
      setOverdueOnly: (only: boolean) => send({ type: 'SET_FILTER', key: 'overdue', value: only ? true : null }),
    };
  }),
);

export function connectUpcomingBills(snapshot: UpcomingBillsSnapshot, send: Send) {
  const list = connectPagedList(snapshot, send, { messagePrefix: UPCOMING_BILLS_MESSAGES });
  const { filters } = snapshot.context;
  const searching = snapshot.context.search.trim() !== '';
  const narrowed = list.hasFilters || searching;
  const empty = list.status === 'empty';
  return {
    ...list,
    columns: BILL_COLUMNS,
    /** The sort in force. */
    sort: snapshot.context.sort,
    rowViews: rowViews(list.rows),
    /** Per currency, over every matching bill (all pages), from the answer the rows came from; none while no row is shown. */
    totals: list.rows.length > 0 && list.extra ? list.extra.totals : NO_TOTALS,
    /** Nothing to pay at all. */
    noBills: empty && !narrowed,
    /** Bills exist, none matches: clear what narrows the list. */
    noMatch: empty && narrowed,
    searching,
    selectedStatuses: (filters.paymentStatus as readonly string[] | undefined) ?? NO_STATUSES,
    currency: (filters.currency as string | undefined) ?? '',
    dueRange: rangeOf(filters.dueDate),
    overdueOnly: filters.overdue === true,
    filterCount: Object.keys(filters).length,
    statusOptions: STATUS_OPTIONS,
    currencyOptions: CURRENCY_OPTIONS,
    canExport: list.total > 0 && (list.status === 'ready' || list.isRefreshing),
    exportRequest: (t: Translate): CsvExportRequest<Bill> => ({
      query: billExportQueryOf(snapshot.context),
      columns: billCsvColumns(t),
      fileName: billCsvFileName(),
    }),
    clearSearch: () => send({ type: 'SET_SEARCH', text: '' }),
    ...filterChangesFor(send)(filters),
  };
}

export type UpcomingBillsView = ReturnType<typeof connectUpcomingBills>;
