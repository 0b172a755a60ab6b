/**
 * History Statements (both roles; spec section 2, docs/decisions/042 and 128): settled bills for a
 * shipper, paid-out payouts for a forwarder, through the paged-list machine (decision 096) over POST
 * /billing/history-statements, with the period, currency and status filters, the per-currency totals
 * the server sums over every matching row, and the CSV export of every matching row (decision 111).
 */
import { currencyValues, statementEntryStatusValues, type components } from '../../src/api/schema.gen';
import { createCsvExportMachine } from '../csv-export.machine';
import { createPagedListMachine, type PageExtra, type PagedListEvent, type PagedListSnapshot, type PagedListSpec } from '../paged-list.machine';
import type { PagedListState } from '../paged-list.url';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type CurrencyTotal = Schemas['CurrencyTotal'];
/** A statement row, with how it was paid (`method`, `reference`; decision 128). */
export type StatementRow = Schemas['StatementEntry'];
export type StatementPageAnswer = Schemas['StatementPage'];
export type StatementPageExtra = PageExtra<StatementPageAnswer>;

export const STATEMENT_FILTERS = {
  /** The period: the day it was paid (a bill) or paid out (a payout), both ends inclusive. */
  date: { kind: 'dateRange', property: 'date', operator: 'BETWEEN' },
  currency: { kind: 'enum', property: 'currency', operator: 'EQUAL', values: currencyValues },
  status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: statementEntryStatusValues },
} as const satisfies PagedListSpec['filters'];

export const STATEMENT_LIST_SPEC: PagedListSpec = {
  filters: STATEMENT_FILTERS,
  sortable: ['date', 'netAmount'],
  // Bill no, shipment no and the other party's name.
  search: { property: 'keyword' },
};

/** Newest first, as the server orders it without a sort; shown on its column. */
export const STATEMENT_LIST_INITIAL: Partial<PagedListState> = { sort: { property: 'date', direction: 'DESC' } };

/** A failure to load reads `statements.load.network`, ...; an export failure `statements.export.network`, ... */
export const STATEMENT_LIST_MESSAGES = 'statements.load';
export const STATEMENT_EXPORT_MESSAGES = 'statements.export';

export const statementListMachine = createPagedListMachine<StatementRow, StatementPageExtra>();
export type StatementListSnapshot = PagedListSnapshot<StatementRow, StatementPageExtra>;
export type StatementListEvent = PagedListEvent<StatementRow>;
export const statementExportMachine = createCsvExportMachine<StatementRow>();
