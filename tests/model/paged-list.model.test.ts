/**
 * Model-based test of the paged-list machine. The REAL machine is traversed with getShortestPaths:
 * the server's answers are explicit `xstate.done.actor.loadPage` / `xstate.error.actor.loadPage`
 * events and the end of the search pause is the machine's own `xstate.after` event. Each path then
 * drives a real actor (a fake `loadPage` answered by the test, fake timers for the pause) and checks,
 * at every step, that it is where the path says, and that the table's props (the connect) are those of
 * the machine's pure transitions along the same events (the path's own snapshots stand for every
 * state with the same key, so they are not compared field by field).
 *
 * Coverage is read from the real machine: the states the paths reach must be all of its states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { shipmentStatusValues } from '../../src/api/schema.gen';
import { connectPagedList } from '../../machines/paged-list.connect';
import {
  buildPagedQuery,
  createPagedListMachine,
  SEARCH_DEBOUNCE_MS,
  type PagedListEvent,
  type PagedListSnapshot,
  type PagedListSpec,
  type PageOf,
} from '../../machines/paged-list.machine';
import { pickListParams, type PagedQuery } from '../../machines/paged-list.url';
import { recordModelCoverage } from './coverage';

interface Row {
  id: string;
  name: string;
}

const spec: PagedListSpec = {
  filters: { status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: shipmentStatusValues } },
  sortable: ['bookedDate'],
  search: { property: 'keyword' },
};
const TOTAL = 45;
const PREFIX = 'list.load';

const machine = createPagedListMachine<Row>();
const input = { spec };

const pageOf = (query: PagedQuery, total: number): PageOf<Row> => {
  const from = query.pageNumber * query.pageSize;
  const count = Math.max(0, Math.min(query.pageSize, total - from));
  return { list: Array.from({ length: count }, (_, i) => ({ id: `S-${from + i + 1}`, name: `Shipment ${from + i + 1}` })), total };
};

const DEBOUNCE_OVER = `xstate.after.searchDebounce.${machine.id}.debouncing`;
const done = (output: PageOf<Row>) => ({ type: 'xstate.done.actor.loadPage', output, actorId: 'loadPage' });
const NETWORK_DOWN = { type: 'xstate.error.actor.loadPage', error: new ApiError('network', 0, null, null), actorId: 'loadPage' };

/** What the user does and how the server answers, from where the list is. */
function eventsFrom(snapshot: PagedListSnapshot<Row>): PagedListEvent<Row>[] {
  const query = buildPagedQuery(snapshot.context, spec);
  const events: object[] = [
    done(pageOf(query, TOTAL)),
    done({ list: [], total: 0 }),
    NETWORK_DOWN,
    { type: DEBOUNCE_OVER },
    { type: 'SET_FILTER', key: 'status', value: ['DEPARTED'] },
    { type: 'CLEAR_FILTERS' },
    { type: 'SET_SEARCH', text: 'acme' },
    { type: 'SET_SEARCH', text: '' },
    { type: 'SET_SORT', property: 'bookedDate', direction: 'DESC' },
    { type: 'SET_PAGE', pageNumber: snapshot.context.pageNumber + 1 },
    { type: 'SET_PAGE', pageNumber: 0 },
    { type: 'SET_PAGE_SIZE', pageSize: 50 },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    { type: 'REPLACE_ROW', row: { id: 'S-1', name: 'Cancelled' } },
    { type: 'SYNC_FROM_URL', search: '?page=2' },
  ];
  // Rows removed elsewhere: the page asked for is now past the end.
  if (snapshot.context.pageNumber > 0) events.push(done({ list: [], total: 5 }));
  return events as PagedListEvent<Row>[];
}

const allPaths = getShortestPaths(machine, {
  input,
  events: eventsFrom,
  // A state is told apart by the kind of step that reached it too, so every event is taken at least once,
  // and by where that step started, so every transition out of every state is taken too.
  serializeState: (snapshot, event, previous) => {
    const { context, value } = snapshot as PagedListSnapshot<Row>;
    return JSON.stringify({
      via: event?.type ?? null,
      from: previous?.value ?? null,
      value,
      rows: context.rows.length > 0,
      failure: context.failure,
    });
  },
});

const eventsOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const events = eventsOf(path);
  return !allPaths.some((other) => other !== path && other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

/** A state node's path as the state value it stands for: ['ready', 'empty'] → { ready: 'empty' }. */
const valueOfPath = (path: readonly string[]): StateValue =>
  path.length === 1 ? path[0]! : { [path[0]!]: valueOfPath(path.slice(1)) as StateValue };
const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);

/** The props a table reads, without its functions. */
function props(snapshot: PagedListSnapshot<Row>) {
  const view = connectPagedList(snapshot, () => {}, { messagePrefix: PREFIX });
  return {
    status: view.status,
    isRefreshing: view.isRefreshing,
    rows: view.rows,
    range: view.range,
    page: view.page,
    pageCount: view.pageCount,
    pageSize: view.pageSize,
    canPrevious: view.canPrevious,
    canNext: view.canNext,
    hasFilters: view.hasFilters,
    search: view.search,
    sort: view.sortDirectionOf('bookedDate'),
    failureMessage: view.failureMessage,
  };
}

/** What each state must show, whatever the path. */
function expectStateProps(snapshot: PagedListSnapshot<Row>) {
  const view = props(snapshot);
  if (snapshot.matches('loading') || snapshot.matches('debouncing')) {
    expect(view.status).toBe('loading');
    expect(view.isRefreshing).toBe(view.rows.length > 0);
  } else if (snapshot.matches('failed')) {
    expect(view).toMatchObject({ status: 'failed', rows: [], range: null, failureMessage: `${PREFIX}.network` });
  } else if (snapshot.matches({ ready: 'empty' })) {
    expect(view).toMatchObject({ status: 'empty', rows: [], range: null, canNext: false, failureMessage: null });
  } else {
    expect(view.status).toBe('ready');
    expect(view.range).toEqual({ from: (view.page - 1) * view.pageSize + 1, to: (view.page - 1) * view.pageSize + view.rows.length, total: TOTAL });
    expect(view.canNext).toBe(view.page < view.pageCount);
    expect(view.canPrevious).toBe(view.page > 1);
    expect(view.failureMessage).toBeNull();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('paged-list machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('paged-list', machine, paths, { input });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const all = leafStates(machine.root);
    const reached = all.filter((node) => paths.some((path) => path.steps.some((step) => step.state.matches(valueOfPath(node.path) as never))));
    expect(reached.map((node) => node.id).sort()).toEqual(all.map((node) => node.id).sort());
    expect(all.map((node) => node.path.join('.')).sort()).toEqual(['debouncing', 'failed', 'loading', 'ready.empty', 'ready.rows']);
  });

  it('takes every kind of step somewhere', () => {
    const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type.replace(/^xstate\.(\w+)(\..*)?$/, '$1'))));
    expect([...kinds].sort()).toEqual(
      ['init', 'done', 'error', 'after', 'SET_FILTER', 'CLEAR_FILTERS', 'SET_SEARCH', 'SET_SORT', 'SET_PAGE', 'SET_PAGE_SIZE', 'RETRY', 'RELOAD', 'REPLACE_ROW', 'SYNC_FROM_URL'].sort(),
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      vi.useFakeTimers();
      const calls: { input: PagedQuery; signal: AbortSignal; settled: boolean; resolve: (page: PageOf<Row>) => void; reject: (error: unknown) => void }[] = [];
      const actor = createActor(
        machine.provide({
          actors: {
            loadPage: fromPromise<PageOf<Row>, PagedQuery>(
              ({ input: query, signal }) => new Promise((resolve, reject) => calls.push({ input: query, signal, settled: false, resolve, reject })),
            ),
          },
        }),
        { input },
      );
      // The list parameters of the page's URL: what the machine announced, or what Back brought.
      let pageUrl = '';
      actor.on('urlChanged', (event) => {
        pageUrl = event.search;
      });
      actor.start();
      let [expected] = initialTransition(machine, input);

      for (const step of path.steps) {
        const event = step.event as { type: string; output?: PageOf<Row>; error?: unknown };
        if (event.type === 'xstate.init') {
          // started above
        } else if (event.type === 'xstate.done.actor.loadPage') {
          Object.assign(calls.at(-1)!, { settled: true }).resolve(event.output!);
        } else if (event.type === 'xstate.error.actor.loadPage') {
          Object.assign(calls.at(-1)!, { settled: true }).reject(event.error);
        } else if (event.type === DEBOUNCE_OVER) {
          await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
        } else {
          if (event.type === 'SYNC_FROM_URL') pageUrl = pickListParams((event as unknown as { search: string }).search, spec);
          actor.send(event as PagedListEvent<Row>);
        }
        await vi.advanceTimersByTimeAsync(0);

        if (event.type !== 'xstate.init') [expected] = transition(machine, expected, step.event);
        const real = actor.getSnapshot();
        expect(expected.value).toEqual(step.state.value);
        expect(real.value).toEqual(expected.value);
        expect(real.context.url).toBe(expected.context.url);
        expect(props(real)).toEqual(props(expected));
        expectStateProps(real);
        // The request in flight is the query of the state shown; every earlier one was stopped.
        if (real.matches('loading')) expect(calls.at(-1)!.input).toEqual(buildPagedQuery(real.context, spec));
        expect(calls.slice(0, real.matches('loading') ? -1 : undefined).every((call) => call.settled || call.signal.aborted)).toBe(true);
        // The URL the page mirrors is the state's.
        expect(pageUrl).toBe(real.context.url);
      }
      actor.stop();
    },
  );
});
