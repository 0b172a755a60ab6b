/**
 * The forwarder's dashboard (spec sections 1, 3 and 9; docs/decisions/043, 143): the metrics of one
 * range, the range kept in the address (`?range=week|month|year`) so a reload or a shared link shows the
 * same figures. A shipper has no dashboard: the machine never asks for it and says so (decision 143).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../src/api/result-codes';
import type { components } from '../src/api/schema.gen';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export type DashboardMetrics = components['schemas']['DashboardMetrics'];
export type DashboardRange = components['schemas']['DashboardRange'];
export type Role = components['schemas']['Role'];

/** The order of the range switch, and its word in the address. */
export const RANGE_PARAMS: Readonly<Record<DashboardRange, string>> = { WEEK: 'week', LAST_1_MONTH: 'month', LAST_1_YEAR: 'year' };
export const RANGES = Object.keys(RANGE_PARAMS) as DashboardRange[];
export const DEFAULT_RANGE: DashboardRange = 'LAST_1_MONTH';
const RANGE_PARAM = 'range';

/** The range a query names; the default for none or an unknown word. */
export function rangeFromSearch(search: string): DashboardRange {
  const word = new URLSearchParams(search).get(RANGE_PARAM);
  return RANGES.find((range) => RANGE_PARAMS[range] === word) ?? DEFAULT_RANGE;
}

/** `search` with the range set (the default range leaves the address clean); other parameters kept. */
export function searchWithRange(search: string, range: DashboardRange): string {
  const params = new URLSearchParams(search);
  if (range === DEFAULT_RANGE) params.delete(RANGE_PARAM);
  else params.set(RANGE_PARAM, RANGE_PARAMS[range]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface DashboardInput {
  role: Role;
  /** The address's query when the page opens. */
  search: string;
}

export interface DashboardContext {
  role: Role;
  range: DashboardRange;
  metrics: DashboardMetrics | null;
  failure: CallFailure | null;
}

export type DashboardEvent = { type: 'CHOOSE_RANGE'; range: DashboardRange } | { type: 'SYNC_FROM_URL'; search: string } | { type: 'RETRY' };

/** Emitted when the range changed here, for the page to write the address. */
export type DashboardEmitted = { type: 'urlChanged'; range: DashboardRange };

export const dashboardMachine = setup({
  types: {
    input: {} as DashboardInput,
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    emitted: {} as DashboardEmitted,
  },
  actors: {
    loadMetrics: fromPromise<DashboardMetrics, { range: DashboardRange }>(providedAtRoot('loadMetrics')),
  },
  guards: {
    isShipper: ({ context }) => context.role !== 'SELLER',
    otherRange: ({ context, event }) => event.type === 'CHOOSE_RANGE' && event.range !== context.range,
    otherUrlRange: ({ context, event }) => event.type === 'SYNC_FROM_URL' && rangeFromSearch(event.search) !== context.range,
    /** The server says the caller is no forwarder (10303): the role changed under the page. */
    refusedAsShipper: ({ event }) => businessCode((event as { error?: unknown }).error) === ResultCode.ROLE_FORBIDDEN,
  },
  actions: {
    chooseRange: assign({ range: ({ event }) => (event.type === 'CHOOSE_RANGE' ? event.range : DEFAULT_RANGE), metrics: null }),
    announceRange: emit(({ context }) => ({ type: 'urlChanged' as const, range: context.range })),
    syncFromUrl: assign({ range: ({ event }) => (event.type === 'SYNC_FROM_URL' ? rangeFromSearch(event.search) : DEFAULT_RANGE), metrics: null }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ role: input.role, range: rangeFromSearch(input.search), metrics: null, failure: null }),
  initial: 'start',
  on: {
    CHOOSE_RANGE: { guard: 'otherRange', target: '.loading', actions: ['chooseRange', 'announceRange'] },
    SYNC_FROM_URL: { guard: 'otherUrlRange', target: '.loading', actions: 'syncFromUrl' },
  },
  states: {
    start: {
      always: [{ guard: 'isShipper', target: 'forShipper' }, { target: 'loading' }],
    },
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadMetrics',
        input: ({ context }) => ({ range: context.range }),
        onDone: { target: 'ready', actions: assign({ metrics: ({ event }) => event.output }) },
        onError: [
          { guard: 'refusedAsShipper', target: 'forShipper' },
          { target: 'failed', actions: assign({ failure: ({ event }) => callFailure(event.error) }) },
        ],
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
    // Nothing to load and nothing to choose: the page says the dashboard is for forwarders.
    forShipper: {
      on: { CHOOSE_RANGE: {}, SYNC_FROM_URL: {} },
    },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
