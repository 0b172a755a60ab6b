/**
 * One page of a server-side list at a time: every table of the product (shipments, bills, payouts,
 * statements, invoices, company users, rate history and log). The machine owns the list state
 * (filters, search, sort, page, page size), builds the spec's paged query from it, loads a page with
 * the root-provided `loadPage` actor and mirrors the state in the URL (docs/decisions/096).
 *
 * Any change while a page loads restarts the load: the running actor is stopped, its signal aborts
 * the request, and its answer can no longer reach the machine, so an older answer never replaces a
 * newer one.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { providedAtRoot } from './shared/provided-at-root';
import { callFailure, type CallFailure } from './shared/call-failure';
import {
  checkUrlConfig,
  decodePagedListUrl,
  encodePagedListUrl,
  filterValueOf,
  normalizeFilters,
  pickListParams,
  sameFilterValue,
  sameSort,
  type FilterSpecs,
  type FilterValue,
  type PagedListState,
  type PagedListUrlConfig,
  type PagedQuery,
  type QueryCondition,
  type SortDirection,
} from './paged-list.url';

/** The page sizes a table offers, and the one it opens with. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a list endpoint answers. */
export interface PageOf<Row> {
  list: Row[];
  total: number;
}

/**
 * What an answer carries besides its rows and count (`totals` over every matching row, ...): kept in
 * `extra`, taken from the same answer as the rows shown.
 */
export type PageExtra<Answer> = Omit<Answer, 'list' | 'total'>;

const extraOf = <Extra>(answer: object): Extra => {
  const { list: _list, total: _total, ...extra } = answer as Record<string, unknown>;
  return extra as Extra;
};

/** What a list can be filtered, searched and sorted by. */
export interface PagedListSpec {
  filters: FilterSpecs;
  sortable: readonly string[];
  /** The property the search box searches (LIKE, case-insensitive in the backends); none: no search. */
  search?: { property: string };
}

export interface PagedListInput {
  spec: PagedListSpec;
  /** The list as it opens (default: first page, 20 rows, unsorted, no search, no filter). */
  initial?: Partial<PagedListState>;
  /** Default PAGE_SIZES. */
  pageSizes?: readonly number[];
  /** The page's URL search (`location.search`), read over the initial state. */
  url?: string;
  /** The row property that identifies a row, for REPLACE_ROW. Default `id`. */
  rowKey?: string;
}

export interface PagedListContext<Row, Extra extends object = object> extends PagedListState {
  spec: PagedListSpec;
  pageSizes: readonly number[];
  defaults: PagedListState;
  rowKey: string;
  rows: Row[];
  total: number;
  /** Index (from 0) of the first row shown: the page the rows came from, not the one loading. */
  rowsFrom: number;
  /**
   * The answer's other fields (PageExtra), from the answer the rows came from: replaced with the rows,
   * never by an answer the table dropped; null before the first answer and after a failure.
   */
  extra: Extra | null;
  failure: CallFailure | null;
  /** The list parameters the URL holds (last read or announced), so a state is announced once. */
  url: string;
}

export type PagedListEvent<Row> =
  | { type: 'SET_FILTER'; key: string; value: FilterValue | null }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'SET_SEARCH'; text: string }
  | { type: 'SET_SORT'; property: string; direction: SortDirection }
  | { type: 'SET_PAGE'; pageNumber: number }
  | { type: 'SET_PAGE_SIZE'; pageSize: number }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'REPLACE_ROW'; row: Row }
  | { type: 'SYNC_FROM_URL'; search: string };

/** `urlChanged`: the list's URL parameters (no `?`); merge them into the page's URL with `mergeListParams`, replacing the entry. */
export type PagedListEmitted = { type: 'urlChanged'; search: string };

/** Pages of `total` rows (at least one, so an empty list is "page 1 of 1"). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export const urlConfigOf = (context: Pick<PagedListContext<unknown>, 'spec' | 'pageSizes' | 'defaults'>): PagedListUrlConfig => ({
  filters: context.spec.filters,
  sortable: context.spec.sortable,
  pageSizes: context.pageSizes,
  defaults: context.defaults,
});

const stateOf = (context: PagedListState): PagedListState => ({
  pageNumber: context.pageNumber,
  pageSize: context.pageSize,
  sort: context.sort,
  search: context.search,
  filters: context.filters,
});

function conditionOf(spec: PagedListSpec['filters'][string], value: FilterValue): QueryCondition {
  const base = { property: spec.property, logicalOperator: spec.operator };
  if (spec.kind === 'text') return { ...base, condition: (value as string).trim() };
  if (Array.isArray(value)) return { ...base, condition: [...(value as readonly string[])] };
  return { ...base, condition: value as string | number | boolean };
}

/**
 * The spec's paged query for a list state: the filters that have a value, in the spec's order, each
 * with its property and operator, then the search (LIKE, trimmed), all ANDed.
 */
export function buildPagedQuery(state: PagedListState, spec: PagedListSpec): PagedQuery {
  const queryConditions: QueryCondition[] = [];
  for (const [key, filter] of Object.entries(spec.filters)) {
    const value = state.filters[key];
    if (value !== undefined && filterValueOf(filter, value) !== null) queryConditions.push(conditionOf(filter, value));
  }
  const text = state.search.trim();
  if (spec.search && text) queryConditions.push({ property: spec.search.property, logicalOperator: 'LIKE', condition: text });
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    queryConditionsType: 'AND',
    queryConditions,
    ...(state.sort ? { sort: { ...state.sort } } : {}),
  };
}

function initialContext<Row, Extra extends object>(input: PagedListInput): PagedListContext<Row, Extra> {
  const { spec } = input;
  checkUrlConfig(spec);
  const pageSizes = input.pageSizes ?? PAGE_SIZES;
  const initial = input.initial ?? {};
  const defaults: PagedListState = {
    pageNumber: initial.pageNumber ?? 0,
    pageSize: initial.pageSize ?? (pageSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : pageSizes[0]!),
    sort: initial.sort ?? null,
    search: initial.search ?? '',
    filters: normalizeFilters(spec.filters, initial.filters),
  };
  if (!pageSizes.includes(defaults.pageSize)) throw new Error(`Paged list: page size ${defaults.pageSize} is not one of ${pageSizes.join(', ')}`);
  const config = { filters: spec.filters, sortable: spec.sortable, pageSizes, defaults };
  const state = input.url === undefined ? defaults : decodePagedListUrl(input.url, config);
  return {
    ...state,
    spec,
    pageSizes,
    defaults,
    rowKey: input.rowKey ?? 'id',
    rows: [],
    total: 0,
    rowsFrom: 0,
    extra: null,
    failure: null,
    url: input.url === undefined ? encodePagedListUrl(state, config) : pickListParams(input.url, spec),
  };
}

const keyOf = (row: unknown, rowKey: string): unknown => (row && typeof row === 'object' ? (row as Record<string, unknown>)[rowKey] : undefined);

/**
 * The machine for rows of type `Row`: `const shipmentList = createPagedListMachine<ShipmentSummary>();`.
 * `Extra` is what the answers carry besides the rows (`createPagedListMachine<Bill, PageExtra<BillPage>>()`).
 */
export function createPagedListMachine<Row, Extra extends object = object>() {
  return setup({
    types: {
      context: {} as PagedListContext<Row, Extra>,
      events: {} as PagedListEvent<Row>,
      input: {} as PagedListInput,
      emitted: {} as PagedListEmitted,
    },
    actors: {
      loadPage: fromPromise<PageOf<Row> & Extra, PagedQuery>(providedAtRoot('loadPage')),
    },
    delays: {
      searchDebounce: SEARCH_DEBOUNCE_MS,
    },
    guards: {
      changesFilter: ({ context, event }) => {
        if (event.type !== 'SET_FILTER') return false;
        const spec = context.spec.filters[event.key];
        if (!spec) return false;
        const value = filterValueOf(spec, event.value);
        return value !== undefined && !sameFilterValue(value, context.filters[event.key]);
      },
      hasFilters: ({ context }) => Object.keys(context.filters).length > 0,
      changesSearch: ({ context, event }) => event.type === 'SET_SEARCH' && !!context.spec.search && event.text !== context.search,
      changesSort: ({ context, event }) =>
        event.type === 'SET_SORT' &&
        context.spec.sortable.includes(event.property) &&
        (event.direction === 'ASC' || event.direction === 'DESC') &&
        !sameSort(context.sort, { property: event.property, direction: event.direction }),
      otherPage: ({ context, event }) =>
        event.type === 'SET_PAGE' &&
        Number.isInteger(event.pageNumber) &&
        event.pageNumber >= 0 &&
        event.pageNumber < pageCountOf(context.total, context.pageSize) &&
        event.pageNumber !== context.pageNumber,
      otherPageSize: ({ context, event }) =>
        event.type === 'SET_PAGE_SIZE' && context.pageSizes.includes(event.pageSize) && event.pageSize !== context.pageSize,
      rowShown: ({ context, event }) => {
        if (event.type !== 'REPLACE_ROW') return false;
        const key = keyOf(event.row, context.rowKey);
        return key !== undefined && context.rows.some((row) => keyOf(row, context.rowKey) === key);
      },
      otherUrlState: ({ context, event }) => {
        if (event.type !== 'SYNC_FROM_URL') return false;
        const config = urlConfigOf(context);
        return encodePagedListUrl(decodePagedListUrl(event.search, config), config) !== encodePagedListUrl(stateOf(context), config);
      },
      /** The list shrank under the page shown (rows removed elsewhere): the page asked for is past the end. */
      pastTheEnd: ({ context, event }) =>
        'output' in event && context.pageNumber > 0 && (event.output as PageOf<Row>).list.length === 0 && (event.output as PageOf<Row>).total > 0,
      emptyAnswer: ({ event }) => 'output' in event && (event.output as PageOf<Row>).list.length === 0,
    },
    actions: {
      setFilter: assign(({ context, event }) => {
        if (event.type !== 'SET_FILTER') return {};
        const value = filterValueOf(context.spec.filters[event.key]!, event.value);
        const filters = { ...context.filters };
        if (value === null || value === undefined) delete filters[event.key];
        else filters[event.key] = value;
        return { filters, pageNumber: 0 };
      }),
      clearFilters: assign({ filters: () => ({}), pageNumber: 0 }),
      setSearch: assign({ search: ({ context, event }) => (event.type === 'SET_SEARCH' ? event.text : context.search) }),
      setSort: assign(({ context, event }) =>
        event.type === 'SET_SORT' ? { sort: { property: event.property, direction: event.direction }, pageNumber: 0 } : { sort: context.sort },
      ),
      setPage: assign({ pageNumber: ({ context, event }) => (event.type === 'SET_PAGE' ? event.pageNumber : context.pageNumber) }),
      setPageSize: assign(({ context, event }) =>
        event.type === 'SET_PAGE_SIZE' ? { pageSize: event.pageSize, pageNumber: 0 } : { pageSize: context.pageSize },
      ),
      firstPage: assign({ pageNumber: 0 }),
      syncFromUrl: assign(({ context, event }) => {
        if (event.type !== 'SYNC_FROM_URL') return {};
        return { ...decodePagedListUrl(event.search, urlConfigOf(context)), url: pickListParams(event.search, context.spec) };
      }),
      replaceRow: assign({
        rows: ({ context, event }) => {
          if (event.type !== 'REPLACE_ROW') return context.rows;
          const key = keyOf(event.row, context.rowKey);
          return context.rows.map((row) => (keyOf(row, context.rowKey) === key ? event.row : row));
        },
      }),
      /** Tells the page the list's URL parameters, once per distinct state. */
      announceUrl: enqueueActions(({ context, enqueue }) => {
        const url = encodePagedListUrl(stateOf(context), urlConfigOf(context));
        if (url === context.url) return;
        enqueue.assign({ url });
        enqueue.emit({ type: 'urlChanged', search: url });
      }),
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => initialContext<Row, Extra>(input),
    initial: 'loading',
    on: {
      SET_FILTER: { guard: 'changesFilter', target: '.loading', actions: 'setFilter' },
      CLEAR_FILTERS: { guard: 'hasFilters', target: '.loading', actions: 'clearFilters' },
      SET_SEARCH: { guard: 'changesSearch', target: '.debouncing', actions: 'setSearch' },
      SET_SORT: { guard: 'changesSort', target: '.loading', actions: 'setSort' },
      SET_PAGE: { guard: 'otherPage', target: '.loading', actions: 'setPage' },
      SET_PAGE_SIZE: { guard: 'otherPageSize', target: '.loading', actions: 'setPageSize' },
      SYNC_FROM_URL: { guard: 'otherUrlState', target: '.loading', actions: 'syncFromUrl' },
      REPLACE_ROW: { guard: 'rowShown', actions: 'replaceRow' },
    },
    states: {
      loading: {
        tags: ['loading'],
        entry: 'announceUrl',
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => buildPagedQuery(context, context.spec),
          onDone: [
            {
              guard: 'pastTheEnd',
              target: 'loading',
              reenter: true,
              actions: assign({
                total: ({ event }) => event.output.total,
                pageNumber: ({ context, event }) => pageCountOf(event.output.total, context.pageSize) - 1,
              }),
            },
            {
              guard: 'emptyAnswer',
              target: 'ready.empty',
              actions: assign({
                rows: () => [],
                total: ({ event }) => event.output.total,
                rowsFrom: 0,
                extra: ({ event }) => extraOf<Extra>(event.output),
                failure: null,
              }),
            },
            {
              target: 'ready.rows',
              actions: assign({
                rows: ({ event }) => event.output.list,
                total: ({ event }) => event.output.total,
                rowsFrom: ({ context }) => context.pageNumber * context.pageSize,
                extra: ({ event }) => extraOf<Extra>(event.output),
                failure: null,
              }),
            },
          ],
          onError: {
            target: 'failed',
            actions: assign({ failure: ({ event }) => callFailure(event.error), rows: () => [], total: 0, rowsFrom: 0, extra: null }),
          },
        },
        on: { RELOAD: { target: 'loading', reenter: true } },
      },
      /** The search was typed: it is sent when typing pauses, from the first page. */
      debouncing: {
        tags: ['loading'],
        after: { searchDebounce: { target: 'loading', actions: 'firstPage' } },
        on: {
          RELOAD: { target: 'loading', actions: 'firstPage' },
          // Back or Forward while the search waits: the URL the user went to wins over the pending search.
          SYNC_FROM_URL: { target: 'loading', actions: 'syncFromUrl' },
        },
      },
      ready: {
        initial: 'rows',
        states: {
          rows: {},
          empty: {},
        },
        on: { RELOAD: 'loading' },
      },
      failed: {
        on: { RETRY: 'loading', RELOAD: 'loading' },
      },
    },
  });
}

export type PagedListMachine<Row, Extra extends object = object> = ReturnType<typeof createPagedListMachine<Row, Extra>>;
export type PagedListSnapshot<Row, Extra extends object = object> = SnapshotFrom<PagedListMachine<Row, Extra>>;
