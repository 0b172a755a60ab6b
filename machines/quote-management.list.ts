/**
 * The Quote Management list (docs/decisions/025, 147): the custom quote requests a forwarder can answer
 * (every OPEN one it has not declined) and those it answered, newest first, 10 a page, filtered by
 * status and searched by keyword (request no, lane, notes), as POST /quote/request/list takes them.
 * The paged-list machine runs it (decision 096); the state is in the URL (`?status=OPEN&q=shanghai`).
 */
import { quoteRequestStatusValues } from '../src/api/schema.gen';
import { createPagedListMachine, type PagedListEvent, type PagedListSnapshot, type PagedListSpec } from './paged-list.machine';
import type { PagedListState } from './paged-list.url';
import type { QuoteRequest } from './quote-management.machine';

export const QUOTE_REQUEST_LIST_SPEC: PagedListSpec = {
  filters: { status: { kind: 'enum', property: 'status', operator: 'EQUAL', values: quoteRequestStatusValues } },
  sortable: ['createdAt'],
  search: { property: 'keyword' },
};

/** Open requests are the work to do: the list opens on them. */
export const QUOTE_REQUEST_LIST_INITIAL: Partial<PagedListState> = {
  pageSize: 10,
  sort: { property: 'createdAt', direction: 'DESC' },
  filters: { status: 'OPEN' },
};

/** A failure to load reads `quoteManagement.list.load.network`, `.timeout`, ... */
export const QUOTE_REQUEST_LIST_MESSAGES = 'quoteManagement.list.load';

export const quoteRequestListMachine = createPagedListMachine<QuoteRequest>();
export type QuoteRequestListSnapshot = PagedListSnapshot<QuoteRequest>;
export type QuoteRequestListEvent = PagedListEvent<QuoteRequest>;

/**
 * How the answer machine reaches the list: an answered request is replaced in place (it stays in
 * the forwarder's list as ANSWERED; under the OPEN filter it leaves on the next load); a declined
 * one leaves the forwarder's list, so the page reloads.
 */
export function answersReachList(list: { send: (event: QuoteRequestListEvent) => void }) {
  return {
    requestAnswered: (_: unknown, params: { request: QuoteRequest }) => list.send({ type: 'REPLACE_ROW', row: params.request }),
    requestDeclined: () => list.send({ type: 'RELOAD' }),
  };
}
