/**
 * What a table shows and can do, from the paged-list machine: the rows, "Showing 21–40 of 97", the
 * pager, the sort of each column, the failure message and the functions that change the list. The
 * pager speaks in pages from 1, as the user reads them; the machine counts from 0, as the query does.
 */
import { failureMessageId } from './shared/call-failure';
import { pageCountOf, type PagedListEvent, type PagedListSnapshot } from './paged-list.machine';
import type { FilterValue, SortDirection } from './paged-list.url';

export type PagedListStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface PagedListConnectOptions {
  /** The table's message prefix: a failure reads `<prefix>.network`, `.timeout`, `.tooFrequent`, `.sessionEnded` or `.failed`. */
  messagePrefix: string;
}

export function connectPagedList<Row, Extra extends object = object>(
  snapshot: PagedListSnapshot<Row, Extra>,
  send: (event: PagedListEvent<Row>) => void,
  options: PagedListConnectOptions,
) {
  const { context } = snapshot;
  const loading = snapshot.hasTag('loading');
  const status: PagedListStatus = loading
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ ready: 'empty' })
        ? 'empty'
        : 'ready';
  const rows = context.rows;
  const page = context.pageNumber + 1;
  const sortDirectionOf = (property: string): SortDirection | null =>
    context.sort?.property === property ? context.sort.direction : null;
  const canGoTo = (target: number) => snapshot.can({ type: 'SET_PAGE', pageNumber: target - 1 });

  return {
    rows,
    total: context.total,
    /** The answer's other fields (`totals`, ...) from the answer the rows came from; null before one and after a failure. */
    extra: context.extra,
    status,
    /** Loading while the previous rows stay on screen. */
    isRefreshing: loading && rows.length > 0,
    /** "Showing {from}–{to} of {total}" of the rows shown; null when none are. */
    range: rows.length > 0 ? { from: context.rowsFrom + 1, to: context.rowsFrom + rows.length, total: context.total } : null,
    /** The page asked for, from 1. */
    page,
    pageCount: pageCountOf(context.total, context.pageSize),
    pageSize: context.pageSize,
    pageSizes: context.pageSizes,
    canPrevious: canGoTo(page - 1),
    canNext: canGoTo(page + 1),
    /** Whether the pager may go to `target` (from 1). */
    canGoTo,
    search: context.search,
    searchable: !!context.spec.search,
    filters: context.filters,
    hasFilters: snapshot.can({ type: 'CLEAR_FILTERS' }),
    sortDirectionOf,
    isSortable: (property: string) => context.spec.sortable.includes(property),
    /** Message id of the failure, in `failed`. */
    failureMessage: context.failure ? failureMessageId(context.failure, options.messagePrefix) : null,

    /** `null` (or blank text, an empty list) removes the filter. */
    setFilter: (key: string, value: FilterValue | null) => send({ type: 'SET_FILTER', key, value }),
    clearFilters: () => send({ type: 'CLEAR_FILTERS' }),
    setSearch: (text: string) => send({ type: 'SET_SEARCH', text }),
    /** A new column sorts ascending; the sorted column turns around. */
    sortBy: (property: string) =>
      send({ type: 'SET_SORT', property, direction: sortDirectionOf(property) === 'ASC' ? 'DESC' : 'ASC' }),
    /** Go to page `target`, counted from 1. */
    goTo: (target: number) => send({ type: 'SET_PAGE', pageNumber: target - 1 }),
    next: () => send({ type: 'SET_PAGE', pageNumber: page }),
    previous: () => send({ type: 'SET_PAGE', pageNumber: page - 2 }),
    setPageSize: (pageSize: number) => send({ type: 'SET_PAGE_SIZE', pageSize }),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    replaceRow: (row: Row) => send({ type: 'REPLACE_ROW', row }),
  };
}

export type PagedListView<Row> = ReturnType<typeof connectPagedList<Row>>;
