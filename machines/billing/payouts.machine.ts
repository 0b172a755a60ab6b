/**
 * Upcoming Payouts (forwarder; spec sections 2 and 3, docs/decisions/042 and 127): the payouts not yet
 * paid out, through the paged-list machine (decision 096) over POST /billing/upcoming-payouts. What the
 * table filters, searches and sorts by; the per-currency totals over every matching payout come with
 * each page's answer and are kept by the list with its rows.
 */
import { currencyValues, payoutStatusValues, type components } from '../../src/api/schema.gen';
import { createPagedListMachine, type PageExtra, type PagedListSnapshot, type PagedListSpec, type PagedListEvent } from '../paged-list.machine';
import type { PagedListState } from '../paged-list.url';

type Schemas = components['schemas'];
export type Payout = Schemas['Payout'];
export type PayoutStatus = Schemas['PayoutStatus'];
export type Currency = Schemas['Currency'];

/** One currency's sums: gross (the bills), the platform fee and the net payout, over `count` payouts. */
export type PayoutTotal = Schemas['PayoutCurrencyTotal'];

/** What the endpoint answers: a page, and the totals over every matching payout. */
export type PayoutPageAnswer = Schemas['PayoutPage'];
export type PayoutPageExtra = PageExtra<PayoutPageAnswer>;

/** PAID payouts are in the history statement, not here. */
export const UPCOMING_PAYOUT_STATUSES: readonly PayoutStatus[] = payoutStatusValues.filter((s) => s !== 'PAID');

export const PAYOUT_FILTERS = {
  status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: UPCOMING_PAYOUT_STATUSES },
  currency: { kind: 'enum', property: 'currency', operator: 'EQUAL', values: currencyValues },
  cutOffDate: { kind: 'dateRange', property: 'cutOffDate', operator: 'BETWEEN' },
  expectedPayoutDate: { kind: 'dateRange', property: 'expectedPayoutDate', operator: 'BETWEEN' },
} as const satisfies PagedListSpec['filters'];

export type PayoutDateKey = 'cutOffDate' | 'expectedPayoutDate';
export const PAYOUT_DATE_KEYS: readonly PayoutDateKey[] = ['cutOffDate', 'expectedPayoutDate'];

export const PAYOUT_LIST_SPEC: PagedListSpec = {
  filters: PAYOUT_FILTERS,
  sortable: ['expectedPayoutDate', 'cutOffDate', 'billAmount', 'netPayout'],
  // Bill no, shipment no and the buyer's company name.
  search: { property: 'keyword' },
};

/** Soonest payout first, as the server orders it without a sort; shown on its column. */
export const PAYOUT_LIST_INITIAL: Partial<PagedListState> = { sort: { property: 'expectedPayoutDate', direction: 'ASC' } };

/** A failure to load reads `payouts.load.network`, `.timeout`, ... */
export const PAYOUT_LIST_MESSAGES = 'payouts.load';

export const payoutListMachine = createPagedListMachine<Payout, PayoutPageExtra>();
export type PayoutListSnapshot = PagedListSnapshot<Payout, PayoutPageExtra>;
export type PayoutListEvent = PagedListEvent<Payout>;
