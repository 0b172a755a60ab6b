/**
 * The paged-list machine with a provided fake `loadPage`: the paged query it builds, going back to the
 * first page, the debounced search, a stale answer never winning, failures and retry, a page that
 * emptied under it, rows replaced in place, and the list state in the URL (property-tested codec).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { shipmentModeValues, shipmentStatusValues } from '../../src/api/schema.gen';
import {
  buildPagedQuery,
  createPagedListMachine,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  type PagedListInput,
  type PagedListSpec,
  type PageOf,
} from '../../machines/paged-list.machine';
import {
  decodePagedListUrl,
  encodePagedListUrl,
  filterValueOf,
  mergeListParams,
  pickListParams,
  type FilterValue,
  type PagedListState,
  type PagedListUrlConfig,
  type PagedQuery,
} from '../../machines/paged-list.url';

interface Row {
  id: string;
  name: string;
}

const spec: PagedListSpec = {
  filters: {
    status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: shipmentStatusValues },
    mode: { kind: 'enum', property: 'mode', operator: 'EQUAL', values: shipmentModeValues },
    onHold: { kind: 'boolean', property: 'onHold', operator: 'EQUAL' },
    bookedDate: { kind: 'dateRange', property: 'bookedDate', operator: 'BETWEEN' },
    minCost: { kind: 'number', property: 'totalCost', operator: 'GREATER_THAN' },
    deliveredBefore: { kind: 'date', property: 'deliveryDate', operator: 'LESS_THAN' },
    consignee: { kind: 'text', property: 'consignee', operator: 'LIKE' },
  },
  sortable: ['bookedDate', 'deliveryDate', 'totalCost'],
  search: { property: 'keyword' },
};

const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `S-${from + i}`, name: `Shipment ${from + i}` }));

interface Call {
  input: PagedQuery;
  signal: AbortSignal;
  resolve: (page: PageOf<Row>) => void;
  reject: (error: unknown) => void;
}

/** A list over a fake backend: every request waits until the test answers it (or `answer` does, at once). */
function start(input: Partial<PagedListInput> = {}, answer?: (query: PagedQuery) => PageOf<Row> | Error) {
  const calls: Call[] = [];
  const machine = createPagedListMachine<Row>().provide({
    actors: {
      loadPage: fromPromise<PageOf<Row>, PagedQuery>(
        ({ input: query, signal }) =>
          new Promise<PageOf<Row>>((resolve, reject) => {
            calls.push({ input: query, signal, resolve, reject });
            const auto = answer?.(query);
            if (auto instanceof Error) reject(auto);
            else if (auto) resolve(auto);
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: { spec, ...input } });
  const urls: string[] = [];
  actor.on('urlChanged', (event) => urls.push(event.search));
  actor.start();
  return { actor, calls, urls, last: () => calls[calls.length - 1]! };
}

/** A backend of `total` rows that pages like the real one. */
const pagesOf = (total: number) => (query: PagedQuery) => ({
  list: rows(query.pageNumber * query.pageSize + 1, Math.max(0, Math.min(query.pageSize, total - query.pageNumber * query.pageSize))),
  total,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const valueOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

afterEach(() => {
  vi.useRealTimers();
});

describe('buildPagedQuery', () => {
  const state = (patch: Partial<PagedListState>): PagedListState => ({
    pageNumber: 0,
    pageSize: 20,
    sort: null,
    search: '',
    filters: {},
    ...patch,
  });

  it('ANDs one condition per filter that has a value, with the operator of its spec, then the search', () => {
    const query = buildPagedQuery(
      state({
        pageNumber: 2,
        pageSize: 50,
        sort: { property: 'totalCost', direction: 'DESC' },
        search: '  acme ',
        filters: {
          status: ['BOOKING_PLACED', 'DEPARTED'],
          mode: 'FCL',
          onHold: false,
          bookedDate: ['2026-01-01', ''],
          minCost: 1500.5,
          deliveredBefore: '2026-12-31',
          consignee: ' Globex ',
        },
      }),
      spec,
    );
    expect(query).toEqual({
      pageNumber: 2,
      pageSize: 50,
      queryConditionsType: 'AND',
      queryConditions: [
        { property: 'status', logicalOperator: 'IS_IN', condition: ['BOOKING_PLACED', 'DEPARTED'] },
        { property: 'mode', logicalOperator: 'EQUAL', condition: 'FCL' },
        { property: 'onHold', logicalOperator: 'EQUAL', condition: false },
        { property: 'bookedDate', logicalOperator: 'BETWEEN', condition: ['2026-01-01', ''] },
        { property: 'totalCost', logicalOperator: 'GREATER_THAN', condition: 1500.5 },
        { property: 'deliveryDate', logicalOperator: 'LESS_THAN', condition: '2026-12-31' },
        { property: 'consignee', logicalOperator: 'LIKE', condition: 'Globex' },
        { property: 'keyword', logicalOperator: 'LIKE', condition: 'acme' },
      ],
      sort: { property: 'totalCost', direction: 'DESC' },
    });
  });

  it('leaves out empty filters, a blank search and an absent sort', () => {
    const query = buildPagedQuery(state({ search: '   ', filters: { status: [], consignee: '  ', bookedDate: ['', ''] } }), spec);
    expect(query).toEqual({ pageNumber: 0, pageSize: 20, queryConditionsType: 'AND', queryConditions: [] });
    expect(query).not.toHaveProperty('sort');
  });

  it('sends no search condition for a list without a search box', () => {
    const query = buildPagedQuery(state({ search: 'acme' }), { ...spec, search: undefined });
    expect(query.queryConditions).toEqual([]);
  });
});

describe('paged-list machine', () => {
  it('loads the first page of 20, unfiltered and unsorted, then shows the rows', async () => {
    const { actor, calls } = start({}, pagesOf(97));
    expect(valueOf(actor)).toBe('loading');
    await flush();
    expect(calls.map((c) => c.input)).toEqual([{ pageNumber: 0, pageSize: DEFAULT_PAGE_SIZE, queryConditionsType: 'AND', queryConditions: [] }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'rows' });
    expect(actor.getSnapshot().context).toMatchObject({ total: 97, rowsFrom: 0, failure: null });
    expect(actor.getSnapshot().context.rows).toHaveLength(20);
    expect(actor.getSnapshot().context.pageSizes).toEqual(PAGE_SIZES);
  });

  it('says empty when the answer has no row', async () => {
    const { actor } = start({}, () => ({ list: [], total: 0 }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'empty' });
  });

  it('opens with the initial state it is given', async () => {
    const { calls } = start(
      { initial: { pageSize: 50, sort: { property: 'bookedDate', direction: 'DESC' }, filters: { mode: 'AIR' } } },
      pagesOf(10),
    );
    await flush();
    expect(calls[0]!.input).toMatchObject({
      pageSize: 50,
      sort: { property: 'bookedDate', direction: 'DESC' },
      queryConditions: [{ property: 'mode', logicalOperator: 'EQUAL', condition: 'AIR' }],
    });
  });

  it('refuses a page size it does not offer, and a filter key that clashes with the URL', () => {
    const badSize = createActor(createPagedListMachine<Row>(), { input: { spec, initial: { pageSize: 25 } } });
    expect(badSize.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: expect.stringMatching(/page size 25/) }) });
    const clash: PagedListSpec = { ...spec, filters: { page: { kind: 'text', property: 'page', operator: 'EQUAL' } } };
    const clashing = createActor(createPagedListMachine<Row>(), { input: { spec: clash } });
    expect(clashing.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: expect.stringMatching(/clash.*page/) }) });
  });

  it('pages within bounds only', async () => {
    const { actor, calls } = start({}, pagesOf(45));
    await flush();
    for (const pageNumber of [-1, 3, 0, 1.5]) actor.send({ type: 'SET_PAGE', pageNumber });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'SET_PAGE', pageNumber: 2 });
    await flush();
    expect(calls[1]!.input.pageNumber).toBe(2);
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual(['S-41', 'S-42', 'S-43', 'S-44', 'S-45']);
    expect(actor.getSnapshot().context.rowsFrom).toBe(40);
  });

  it('goes back to the first page when a filter, the sort or the page size changes', async () => {
    const { actor, calls } = start({}, pagesOf(200));
    await flush();
    const toPage2 = async () => {
      actor.send({ type: 'SET_PAGE', pageNumber: 2 });
      await flush();
    };
    await toPage2();
    actor.send({ type: 'SET_FILTER', key: 'status', value: ['DEPARTED', 'BOOKING_PLACED'] });
    await flush();
    expect(calls.at(-1)!.input).toMatchObject({
      pageNumber: 0,
      queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['BOOKING_PLACED', 'DEPARTED'] }],
    });
    await toPage2();
    actor.send({ type: 'SET_SORT', property: 'totalCost', direction: 'ASC' });
    await flush();
    expect(calls.at(-1)!.input).toMatchObject({ pageNumber: 0, sort: { property: 'totalCost', direction: 'ASC' } });
    await toPage2();
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 50 });
    await flush();
    expect(calls.at(-1)!.input).toMatchObject({ pageNumber: 0, pageSize: 50 });
    await toPage2();
    actor.send({ type: 'CLEAR_FILTERS' });
    await flush();
    expect(calls.at(-1)!.input).toMatchObject({ pageNumber: 0, queryConditions: [] });
  });

  it('ignores a change that changes nothing, or that the spec does not allow', async () => {
    const { actor, calls } = start({ initial: { filters: { mode: 'FCL' } } }, pagesOf(30));
    await flush();
    actor.send({ type: 'SET_FILTER', key: 'mode', value: 'FCL' });
    actor.send({ type: 'SET_FILTER', key: 'mode', value: 'SHIP' });
    actor.send({ type: 'SET_FILTER', key: 'unknown', value: 'x' });
    actor.send({ type: 'SET_FILTER', key: 'status', value: ['NOT_A_STATUS'] });
    actor.send({ type: 'SET_FILTER', key: 'bookedDate', value: ['2026-02-30', ''] });
    actor.send({ type: 'SET_FILTER', key: 'minCost', value: Number.NaN });
    actor.send({ type: 'SET_SORT', property: 'name', direction: 'ASC' });
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 20 });
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 25 });
    actor.send({ type: 'SET_SEARCH', text: '' });
    expect(calls).toHaveLength(1);
    // Removing a filter by a blank value is a change.
    actor.send({ type: 'SET_FILTER', key: 'mode', value: null });
    await flush();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.filters).toEqual({});
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(calls).toHaveLength(2);
  });

  it('sends the search when typing pauses, once, from the first page', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({}, pagesOf(200));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_PAGE', pageNumber: 3 });
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ['a', 'ac', 'acm', 'acme']) {
      actor.send({ type: 'SET_SEARCH', text });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    }
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.search).toBe('acme');
    // The rows of page 4 stay on screen while the search waits.
    expect(actor.getSnapshot().context.rowsFrom).toBe(60);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.input).toMatchObject({ pageNumber: 0, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: 'acme' }] });
  });

  it('stops the request in flight when the list changes, and never lets its answer through', async () => {
    const { actor, calls } = start();
    const first = calls[0]!;
    actor.send({ type: 'SET_FILTER', key: 'mode', value: 'AIR' });
    expect(first.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ list: rows(1, 2), total: 2 });
    await flush();
    first.resolve({ list: rows(100, 20), total: 500 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ total: 2, filters: { mode: 'AIR' } });
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual(['S-1', 'S-2']);
  });

  it('a reload while loading starts over', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'RELOAD' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toEqual(calls[0]!.input);
  });

  it('fails with the call failure, keeps no stale rows, and retries the same query', async () => {
    let down = false;
    const { actor, calls } = start({}, (query) => (down ? new ApiError('timeout', 0, null, null) : pagesOf(30)(query)));
    await flush();
    down = true;
    actor.send({ type: 'SET_PAGE', pageNumber: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'timeout', rows: [] });
    down = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls.map((c) => c.input.pageNumber)).toEqual([0, 1, 1]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'rows' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('maps every failure through the shared call failures', async () => {
    const failures: [unknown, string][] = [
      [new ApiError('network', 0, null, null), 'network'],
      [new ApiError('auth', 401, null, null), 'sessionEnded'],
      [new ApiError('too-frequent', 0, null, null), 'tooFrequent'],
      [new ApiError('http', 500, null, 'boom'), 'generic'],
    ];
    for (const [error, failure] of failures) {
      const { actor, calls } = start();
      calls[0]!.reject(error);
      await flush();
      expect(actor.getSnapshot().context.failure).toBe(failure);
    }
  });

  it('goes to the last page when the page shown emptied under it', async () => {
    let total = 45;
    const { actor, calls } = start({}, (query) => pagesOf(total)(query));
    await flush();
    actor.send({ type: 'SET_PAGE', pageNumber: 2 });
    await flush();
    total = 38;
    actor.send({ type: 'RELOAD' });
    await flush();
    expect(calls.map((c) => c.input.pageNumber)).toEqual([0, 2, 2, 1]);
    expect(actor.getSnapshot().context).toMatchObject({ pageNumber: 1, total: 38, rowsFrom: 20 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'rows' });
  });

  it('replaces a row in place, without a request', async () => {
    const { actor, calls } = start({}, pagesOf(3));
    await flush();
    actor.send({ type: 'REPLACE_ROW', row: { id: 'S-2', name: 'Cancelled' } });
    actor.send({ type: 'REPLACE_ROW', row: { id: 'S-99', name: 'Not shown' } });
    expect(actor.getSnapshot().context.rows).toEqual([
      { id: 'S-1', name: 'Shipment 1' },
      { id: 'S-2', name: 'Cancelled' },
      { id: 'S-3', name: 'Shipment 3' },
    ]);
    expect(calls).toHaveLength(1);
  });

  it('finds rows by the row key it is given', async () => {
    const { actor } = start({ rowKey: 'name' }, pagesOf(2));
    await flush();
    actor.send({ type: 'REPLACE_ROW', row: { id: 'other', name: 'Shipment 2' } });
    expect(actor.getSnapshot().context.rows[1]).toEqual({ id: 'other', name: 'Shipment 2' });
  });
});

describe('paged-list machine: what an answer carries besides its rows', () => {
  type Extra = { totals: { currency: string; count: number }[] };
  type Answer = PageOf<Row> & Extra;
  interface ExtraCall {
    input: PagedQuery;
    resolve: (page: Answer) => void;
    reject: (error: unknown) => void;
  }
  function startWithExtra() {
    const calls: ExtraCall[] = [];
    const machine = createPagedListMachine<Row, Extra>().provide({
      actors: {
        loadPage: fromPromise<Answer, PagedQuery>(({ input }) => new Promise<Answer>((resolve, reject) => calls.push({ input, resolve, reject }))),
      },
    });
    const actor = createActor(machine, { input: { spec } }).start();
    return { actor, calls };
  }
  const totals = (count: number) => [{ currency: 'USD', count }];

  it('keeps the fields of the answer the rows came from, replaced with them', async () => {
    const { actor, calls } = startWithExtra();
    expect(actor.getSnapshot().context.extra).toBeNull();
    calls[0]!.resolve({ list: rows(1, 20), total: 45, totals: totals(45) });
    await flush();
    expect(actor.getSnapshot().context.extra).toEqual({ totals: totals(45) });
    // While the next page loads, the rows shown keep their own extra.
    actor.send({ type: 'SET_PAGE', pageNumber: 1 });
    expect(actor.getSnapshot().context.extra).toEqual({ totals: totals(45) });
    calls[1]!.resolve({ list: rows(21, 20), total: 44, totals: totals(44) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rowsFrom: 20, total: 44, extra: { totals: totals(44) } });
    // An empty answer brings its own, too.
    actor.send({ type: 'SET_SEARCH', text: 'zzz' });
    actor.send({ type: 'RELOAD' });
    calls[2]!.resolve({ list: [], total: 0, totals: [] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], extra: { totals: [] } });
  });

  it('never takes them from an answer the list dropped, and drops them with the rows on a failure', async () => {
    const { actor, calls } = startWithExtra();
    actor.send({ type: 'SET_FILTER', key: 'mode', value: 'AIR' });
    calls[1]!.resolve({ list: rows(1, 2), total: 2, totals: totals(2) });
    await flush();
    calls[0]!.resolve({ list: rows(1, 20), total: 500, totals: totals(500) });
    await flush();
    expect(actor.getSnapshot().context.extra).toEqual({ totals: totals(2) });
    actor.send({ type: 'RELOAD' });
    calls[2]!.reject(new ApiError('network', 0, null, null));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'network', rows: [], extra: null });
  });
});

describe('paged-list machine and the URL', () => {
  it('announces the list parameters once per change, not on reload or retry', async () => {
    const { actor, urls } = start({}, pagesOf(100));
    await flush();
    expect(urls).toEqual([]);
    actor.send({ type: 'SET_PAGE', pageNumber: 1 });
    actor.send({ type: 'SET_SORT', property: 'bookedDate', direction: 'DESC' });
    actor.send({ type: 'SET_FILTER', key: 'status', value: ['DEPARTED', 'ARRIVED'] });
    actor.send({ type: 'SET_FILTER', key: 'bookedDate', value: ['2026-01-01', ''] });
    actor.send({ type: 'RELOAD' });
    await flush();
    expect(urls).toEqual([
      'page=2',
      'sort=bookedDate%3Adesc',
      'sort=bookedDate%3Adesc&status=DEPARTED%2CARRIVED',
      'sort=bookedDate%3Adesc&status=DEPARTED%2CARRIVED&bookedDate=2026-01-01..',
    ]);
  });

  it('reads the URL it opens with, and cleans it of values it cannot use', async () => {
    const { calls, urls } = start({ url: '?page=2&size=50&sort=totalCost:asc&q=acme&mode=SHIP&theme=blue-theme' }, pagesOf(200));
    await flush();
    expect(calls[0]!.input).toEqual({
      pageNumber: 1,
      pageSize: 50,
      queryConditionsType: 'AND',
      queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: 'acme' }],
      sort: { property: 'totalCost', direction: 'ASC' },
    });
    expect(urls).toEqual(['page=2&size=50&sort=totalCost%3Aasc&q=acme']);
  });

  it('announces nothing when the URL it opens with is already clean', async () => {
    const { urls } = start({ url: '?page=2&theme=blue-theme' }, pagesOf(200));
    await flush();
    expect(urls).toEqual([]);
  });

  it('follows the URL on SYNC_FROM_URL (Back), without echoing it, and ignores the URL it wrote', async () => {
    const { actor, calls, urls } = start({}, pagesOf(200));
    await flush();
    actor.send({ type: 'SET_PAGE', pageNumber: 3 });
    await flush();
    expect(urls).toEqual(['page=4']);
    actor.send({ type: 'SYNC_FROM_URL', search: '?page=4' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'SYNC_FROM_URL', search: '' });
    await flush();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.input.pageNumber).toBe(0);
    expect(urls).toEqual(['page=4']);
  });

  it('lets Back win over a search still waiting to be sent', async () => {
    vi.useFakeTimers();
    const { actor, calls, urls } = start({ url: '?page=2&q=acme' }, pagesOf(200));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_SEARCH', text: '' });
    actor.send({ type: 'SYNC_FROM_URL', search: '?page=3&q=acme' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls.map((c) => c.input.pageNumber)).toEqual([1, 2]);
    expect(actor.getSnapshot().context).toMatchObject({ search: 'acme', pageNumber: 2 });
    expect(urls).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// The codec, property-tested.

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const text = fc.string({ unit: 'grapheme', maxLength: 12 });

const filterArbitraries: Record<string, fc.Arbitrary<FilterValue>> = {
  status: fc.subarray([...shipmentStatusValues], { minLength: 1 }),
  mode: fc.constantFrom(...shipmentModeValues),
  onHold: fc.boolean(),
  bookedDate: fc.tuple(fc.oneof(day, fc.constant('')), fc.oneof(day, fc.constant(''))).filter(([a, b]) => a !== '' || b !== ''),
  minCost: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  deliveredBefore: day,
  consignee: text.filter((s) => s.trim() !== ''),
};

const filtersArbitrary = fc.record(filterArbitraries, { requiredKeys: [] }) as fc.Arbitrary<Record<string, FilterValue>>;

const stateArbitrary: fc.Arbitrary<PagedListState> = fc.record({
  pageNumber: fc.nat({ max: 100_000 }),
  pageSize: fc.constantFrom(...PAGE_SIZES),
  sort: fc.option(fc.record({ property: fc.constantFrom(...spec.sortable), direction: fc.constantFrom('ASC' as const, 'DESC' as const) }), { nil: null }),
  search: text,
  filters: filtersArbitrary,
});

const plainConfig: PagedListUrlConfig = {
  filters: spec.filters,
  sortable: spec.sortable,
  pageSizes: PAGE_SIZES,
  defaults: { pageNumber: 0, pageSize: 20, sort: null, search: '', filters: {} },
};
const filteredConfig: PagedListUrlConfig = {
  ...plainConfig,
  defaults: { pageNumber: 0, pageSize: 50, sort: { property: 'bookedDate', direction: 'DESC' }, search: '', filters: { mode: 'FCL', status: ['DEPARTED'] } },
};

describe('list state in the URL', () => {
  it('round-trips any list state, against plain defaults and defaults with filters', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        for (const config of [plainConfig, filteredConfig]) {
          expect(decodePagedListUrl(encodePagedListUrl(state, config), config)).toEqual(state);
        }
      }),
    );
  });

  it('writes the default list as no parameter at all', () => {
    expect(encodePagedListUrl(plainConfig.defaults, plainConfig)).toBe('');
    expect(encodePagedListUrl(filteredConfig.defaults, filteredConfig)).toBe('');
  });

  it('writes a filter removed from the defaults as an empty parameter', () => {
    const state = { ...filteredConfig.defaults, filters: { status: ['DEPARTED'] } };
    const url = encodePagedListUrl(state, filteredConfig);
    expect(url).toBe('mode=');
    expect(decodePagedListUrl(url, filteredConfig)).toEqual(state);
  });

  it('reads any URL into a valid list state, ignoring what it cannot use', () => {
    const keys = ['page', 'size', 'sort', 'q', ...Object.keys(spec.filters), 'theme'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 30 })), { maxLength: 8 }), (pairs) => {
        const state = decodePagedListUrl(new URLSearchParams(pairs), plainConfig);
        expect(Number.isSafeInteger(state.pageNumber) && state.pageNumber >= 0).toBe(true);
        expect(PAGE_SIZES).toContain(state.pageSize);
        if (state.sort) expect(spec.sortable).toContain(state.sort.property);
        for (const [key, value] of Object.entries(state.filters)) expect(filterValueOf(spec.filters[key]!, value)).toEqual(value);
      }),
    );
  });

  it('keeps the default for each bad value', () => {
    const state = decodePagedListUrl(
      'page=0&size=25&sort=name:asc&status=NOPE&mode=SHIP&onHold=yes&bookedDate=2026-13-01..&minCost=12abc&deliveredBefore=tomorrow',
      filteredConfig,
    );
    expect(state).toEqual(filteredConfig.defaults);
    expect(decodePagedListUrl('page=-1&page=x&sort=totalCost:up&minCost=0x10', plainConfig)).toEqual(plainConfig.defaults);
  });

  it('takes the known values of a list and drops unknown ones', () => {
    expect(decodePagedListUrl('status=ARRIVED,NOPE,BOOKING_PLACED', plainConfig).filters).toEqual({ status: ['BOOKING_PLACED', 'ARRIVED'] });
  });

  it('keeps the page\'s other parameters when the list parameters change', () => {
    expect(mergeListParams('?theme=blue-theme&page=3&token=t&referenceid=r&mode=AIR', 'page=2&q=acme', plainConfig)).toBe(
      'theme=blue-theme&token=t&referenceid=r&page=2&q=acme',
    );
    expect(pickListParams('?theme=blue-theme&page=3&mode=AIR', plainConfig)).toBe('page=3&mode=AIR');
  });
});
