/**
 * Invoices for both roles (spec sections 2 and 3; docs/decisions/124): what the paged-list machine
 * filters, searches and sorts POST /billing/invoices by, the columns the user can show, hide and order
 * (their layout is the column layout machine's, customizeType INVOICE), each row as the table shows it
 * (its PDF: an invoice, or a tax invoice for the VAT bills of decision 042), and the connect that gives
 * the page all of it. The page renders this and decides nothing.
 */
import { billPaymentStatusValues, currencyValues, type components } from '../../src/api/schema.gen';
import { connectPagedList } from '../paged-list.connect';
import { createPagedListMachine, type PagedListEvent, type PagedListSnapshot, type PagedListSpec } from '../paged-list.machine';
import type { FilterValue, PagedListState, Sort } from '../paged-list.url';
import { rememberedBy } from '../shared/remembered';
import { shipmentPath } from '../shared/route-paths';
import type { ColumnLayoutView } from './column-layout.connect';
import type { Message } from '../shared/message';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type Invoice = Schemas['Invoice'];

export const INVOICE_FILTERS = {
  paymentStatus: { kind: 'enumList', property: 'paymentStatus', operator: 'IS_IN', values: billPaymentStatusValues },
  currency: { kind: 'enum', property: 'currency', operator: 'EQUAL', values: currencyValues },
  taxInvoice: { kind: 'boolean', property: 'taxInvoice', operator: 'EQUAL' },
  invoiceDate: { kind: 'dateRange', property: 'invoiceDate', operator: 'BETWEEN' },
} as const satisfies PagedListSpec['filters'];

export const INVOICE_LIST_SPEC: PagedListSpec = {
  filters: INVOICE_FILTERS,
  // The properties POST /billing/invoices sorts by (billing contract).
  sortable: ['invoiceDate', 'totalAmount', 'dueDate'],
  // Invoice no, bill no and shipment no.
  search: { property: 'keyword' },
};

/** Newest first, as the server orders it without a sort; shown on its column. */
export const INVOICE_LIST_INITIAL: Partial<PagedListState> = { sort: { property: 'invoiceDate', direction: 'DESC' } };
export const INVOICE_LIST_MESSAGES = 'invoice.list.load';
export const INVOICE_LAYOUT_MESSAGES = 'invoice.columns';

export const invoiceListMachine = createPagedListMachine<Invoice>();
export type InvoiceListSnapshot = PagedListSnapshot<Invoice>;
export type InvoiceListEvent = PagedListEvent<Invoice>;

// ---------------------------------------------------------------------------------------------------
// Columns: their dataIndex is what the layout record stores (decision 017's seeded INVOICE layout
// uses the same names), so a layout saved on one device reads the same on another.

export type InvoiceColumnKey =
  | 'invoiceNo' | 'invoiceDate' | 'billNo' | 'shipmentNo' | 'counterpart' | 'amount' | 'currency' | 'dueDate' | 'paymentStatus' | 'taxInvoice';

export interface InvoiceColumn {
  key: InvoiceColumnKey;
  /** Message id of its header. */
  label: string;
  /** The query's sort property, when the column sorts. */
  sort?: string;
}

const COLUMN_LIST = (role: Role): InvoiceColumn[] => [
  { key: 'invoiceNo', label: 'invoice.column.invoiceNo' },
  { key: 'invoiceDate', label: 'billing.field.invoiceDate', sort: 'invoiceDate' },
  { key: 'billNo', label: 'billing.field.billNo' },
  { key: 'shipmentNo', label: 'billing.field.shipmentNo' },
  // The other party: the shipper sees its logistics provider, the forwarder its buyer.
  { key: 'counterpart', label: role === 'SELLER' ? 'invoice.column.buyer' : 'billing.field.forwarderName' },
  { key: 'amount', label: 'billing.field.totalAmount', sort: 'totalAmount' },
  { key: 'currency', label: 'billing.field.currency' },
  { key: 'dueDate', label: 'billing.field.dueDate', sort: 'dueDate' },
  { key: 'paymentStatus', label: 'billing.field.paymentStatus' },
  { key: 'taxInvoice', label: 'billing.field.taxInvoice' },
];
const COLUMNS: Record<Role, readonly InvoiceColumn[]> = { BUYER: COLUMN_LIST('BUYER'), SELLER: COLUMN_LIST('SELLER') };
export const invoiceColumns = (role: Role) => COLUMNS[role];

/** Every column the layout knows, in the default order. */
export const INVOICE_COLUMN_KEYS: readonly InvoiceColumnKey[] = COLUMNS.BUYER.map((c) => c.key);
const LABELS: Record<Role, Record<string, string>> = {
  BUYER: Object.fromEntries(COLUMNS.BUYER.map((c) => [c.key, c.label])),
  SELLER: Object.fromEntries(COLUMNS.SELLER.map((c) => [c.key, c.label])),
};
export const invoiceColumnLabels = (role: Role): Readonly<Record<string, string>> => LABELS[role];

/** The glossary's word for a payment status; one this app does not know is shown as the server wrote it. */
export function paymentStatusMessage(status: string): Message {
  return (billPaymentStatusValues as readonly string[]).includes(status)
    ? { id: `billing.paymentStatus.${status}` }
    : { id: 'invoice.unknownValue', values: { value: status } };
}

export interface InvoiceRowView {
  row: Invoice;
  shipmentPath: string;
  counterpart: string;
  paymentStatus: Message;
  taxInvoice: Message;
  /** The download button's words: "Invoice PDF" or "Tax invoice PDF". */
  download: Message;
}

function rowViewOf(row: Invoice, role: Role): InvoiceRowView {
  return {
    row,
    shipmentPath: shipmentPath(row.shipmentId),
    counterpart: role === 'SELLER' ? row.buyerCompanyName : row.forwarderName,
    paymentStatus: paymentStatusMessage(row.paymentStatus),
    taxInvoice: { id: row.taxInvoice ? 'billing.taxInvoice.yes' : 'billing.taxInvoice.no' },
    download: { id: row.taxInvoice ? 'invoice.download.taxInvoice' : 'invoice.download.invoice', values: { invoiceNo: row.invoiceNo } },
  };
}

const rowViews: Record<Role, (rows: Invoice[]) => InvoiceRowView[]> = {
  BUYER: rememberedBy((rows: Invoice[]) => rows.map((row) => rowViewOf(row, 'BUYER'))),
  SELLER: rememberedBy((rows: Invoice[]) => rows.map((row) => rowViewOf(row, 'SELLER'))),
};

// The columns shown, as objects, the same array while the layout's list stays.
const shownColumnsOf = rememberedBy((columns: readonly InvoiceColumn[]) =>
  rememberedBy((visible: { keys: readonly string[] }) =>
    visible.keys.map((key) => columns.find((c) => c.key === key)).filter((c): c is InvoiceColumn => !!c),
  ),
);
const visibleKeys = new Map<string, { keys: readonly string[] }>();
function keyObject(keys: readonly string[]) {
  const id = keys.join('|');
  let entry = visibleKeys.get(id);
  if (!entry) {
    entry = { keys };
    visibleKeys.set(id, entry);
  }
  return entry;
}

// ---------------------------------------------------------------------------------------------------
// Filters

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const PAYMENT_STATUS_OPTIONS: readonly Option[] = billPaymentStatusValues.map((value) => ({ value, label: `billing.paymentStatus.${value}` }));
export const CURRENCY_OPTIONS: readonly Option[] = currencyValues.map((value) => ({ value, label: `billing.currency.${value}` }));
export const TAX_INVOICE_OPTIONS: readonly Option[] = [
  { value: 'true', label: 'invoice.filter.taxInvoice.yes' },
  { value: 'false', label: 'invoice.filter.taxInvoice.no' },
];

const NO_STATUSES: readonly string[] = [];
const rangeOf = (value: FilterValue | undefined): { from: string; to: string } => {
  const [from = '', to = ''] = Array.isArray(value) ? (value as readonly string[]) : [];
  return { from, to };
};

type Send = (event: InvoiceListEvent) => void;

const filterChangesFor = rememberedBy((send: Send) =>
  rememberedBy((filters: PagedListState['filters']) => {
    const selected = (filters.paymentStatus as readonly string[] | undefined) ?? NO_STATUSES;
    const range = rangeOf(filters.invoiceDate);
    return {
      toggleStatus: (status: string) =>
        send({ type: 'SET_FILTER', key: 'paymentStatus', value: selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status] }),
      setCurrency: (currency: string) => send({ type: 'SET_FILTER', key: 'currency', value: currency || null }),
      /** '' any, 'true' tax invoices, 'false' commercial invoices. */
      setTaxInvoice: (value: string) => send({ type: 'SET_FILTER', key: 'taxInvoice', value: value === '' ? null : value === 'true' }),
      setDateFrom: (day: string) => send({ type: 'SET_FILTER', key: 'invoiceDate', value: [day, range.to] }),
      setDateTo: (day: string) => send({ type: 'SET_FILTER', key: 'invoiceDate', value: [range.from, day] }),
    };
  }),
);

const NO_SORT = {};
const sortersFor = rememberedBy((send: Send) =>
  rememberedBy((sort: Sort | typeof NO_SORT) => (property: string) => {
    const current = 'property' in sort ? sort : null;
    send({ type: 'SET_SORT', property, direction: current?.property === property && current.direction === 'ASC' ? 'DESC' : 'ASC' });
  }),
);

/**
 * The page's view of the list and its layout: the columns shown are the layout's, over this role's
 * columns; the rest is the paged list's.
 */
export function connectInvoiceList(snapshot: InvoiceListSnapshot, send: Send, options: { role: Role; layout: Pick<ColumnLayoutView, 'visibleColumns'> }) {
  const list = connectPagedList(snapshot, send, { messagePrefix: INVOICE_LIST_MESSAGES });
  const { role } = options;
  const { filters } = snapshot.context;
  const searching = snapshot.context.search.trim() !== '';
  const narrowed = list.hasFilters || searching;
  const empty = list.status === 'empty';
  const taxInvoice = filters.taxInvoice;
  return {
    ...list,
    role,
    columns: shownColumnsOf(COLUMNS[role])(keyObject(options.layout.visibleColumns)),
    rowViews: rowViews[role](list.rows),
    /** No invoice at all yet: what to say (a shipper's come with its bookings, a forwarder's with its customers'). */
    noInvoices: empty && !narrowed ? (role === 'SELLER' ? 'invoice.list.empty.seller' : 'invoice.list.empty.buyer') : null,
    noMatch: empty && narrowed,
    searching,
    filterCount: Object.keys(filters).length,
    selectedStatuses: (filters.paymentStatus as readonly string[] | undefined) ?? NO_STATUSES,
    currency: (filters.currency as string | undefined) ?? '',
    taxInvoice: taxInvoice === undefined ? '' : String(taxInvoice),
    dateRange: rangeOf(filters.invoiceDate),
    statusOptions: PAYMENT_STATUS_OPTIONS,
    currencyOptions: CURRENCY_OPTIONS,
    taxInvoiceOptions: TAX_INVOICE_OPTIONS,
    sort: snapshot.context.sort,
    sortByColumn: sortersFor(send)(snapshot.context.sort ?? NO_SORT),
    clearSearch: () => send({ type: 'SET_SEARCH', text: '' }),
    ...filterChangesFor(send)(filters),
  };
}

export type InvoiceListView = ReturnType<typeof connectInvoiceList>;
