/**
 * Model-based test of Find Quote's machine. The REAL machine is traversed with getShortestPaths: the
 * server's answers are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events (the
 * countries and the place look-up, each failing with a network error), the look-up's debounce is its
 * `xstate.after` event, and the user's events are one value per kind of edit, a row added and removed,
 * the reset with its confirmation, a refused and an accepted search, and a prefill from a link (good or
 * unreadable).
 *
 * The draft is large, so the traversal stays small: every edit starts from the empty form once the
 * countries are in; the look-up and the other flows are walked from there too. The event that led to a
 * state, and where it came from, are part of how states are told apart, so a transition back to a
 * state already seen (RESET, a retry, leaving the look-up) still gets a path.
 *
 * Each path then drives a real actor (fake actors answered by the test, a simulated clock for the
 * debounce) and checks at every step that it is where the path says, that the form's props (the
 * connect) are those of the machine's pure transitions along the same events, and the rules that hold
 * everywhere: the countries load once (and again only on Retry), nothing typed is lost after a failure, a refused search emits nothing, every search
 * emitted is one the backend's own validator accepts, and a look-up the user left is aborted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { LOCATIONS } from '../../domain/location-catalogue';
import { validateQuoteSearch } from '../../domain/quote-search-rules';
import { addDays, earliestCargoReadyDate } from '../../machines/shared/dates';
import { LOOKUP_DEBOUNCE_MS } from '../../machines/quote-search/location-lookup';
import { buildQuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { connectQuoteSearch } from '../../machines/quote-search/quote-search.connect';
import { initialDraft } from '../../machines/quote-search/quote-search.draft';
import { quoteSearchMachine, type QuoteSearchSnapshot } from '../../machines/quote-search/quote-search.machine';
import type { Country, Location, LocationQuery, QuoteSearch, QuoteSearchEvent } from '../../machines/quote-search/quote-search.types';
import { recordModelCoverage } from './coverage';

const COUNTRIES: Country[] = [
  { code: 'CN', name: 'China' },
  { code: 'US', name: 'United States' },
];
const loc = (id: string): Location => LOCATIONS.find((l) => l.id === id)!;
const FOUND = [loc('PORT-CNSHA'), loc('PORT-CNNGB')];
const READY = addDays(earliestCargoReadyDate(), 3);

/** A search a result link holds: Shanghai → Los Angeles, LCL, one pallet. */
const LINKED: QuoteSearch = {
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', cargoReadyDate: READY },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX' },
  mode: 'LCL',
  cargo: {
    mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
    packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
  },
  customs: { bond: 'NONE', isf: true, ior: false },
  services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
};

const NETWORK = new ApiError('network', 0, null, null);
const DEBOUNCED = 'xstate.after.lookupDebounce.quoteSearch.lookup.debouncing';
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err, actorId: id });

/** One value for each kind of edit, each one a change of the empty form. */
const EDITS: QuoteSearchEvent[] = [
  { type: 'MODE.SET', mode: 'AIR' },
  { type: 'END.KIND', end: 'destination', kind: 'DOOR' },
  { type: 'END.COUNTRY', end: 'origin', country: 'CN' },
  { type: 'END.QUERY', end: 'origin', text: 'shang' },
  { type: 'END.ZIP', end: 'destination', text: '90001' },
  { type: 'END.RESIDENTIAL', end: 'destination', value: true },
  { type: 'END.READY_DATE', text: READY },
  { type: 'CARGO.LOAD_BY', loadBy: 'TOTALS' },
  { type: 'CARGO.WEIGHT_UNIT', unit: 'LB' },
  { type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' },
  { type: 'CARGO.VOLUME_UNIT', unit: 'CUFT' },
  { type: 'CARGO.HAZARDOUS', value: true },
  { type: 'PACKAGE.KIND', id: 'p1', kind: 'EUR1_120X80' },
  { type: 'PACKAGE.EDIT', id: 'p1', field: 'weight', text: '250' },
  { type: 'TOTALS.EDIT', field: 'weight', text: '500' },
  { type: 'TOTALS.PACKAGE_TYPE', value: 'PALLET' },
  { type: 'CONTAINER.TYPE', id: 'c1', containerType: '20GP' },
  { type: 'CONTAINER.COUNT', id: 'c1', text: '2' },
  { type: 'CUSTOMS.BOND', bond: 'SINGLE' },
  { type: 'CUSTOMS.GOODS_VALUE', text: '12000' },
  { type: 'CUSTOMS.ISF', value: true },
  { type: 'CUSTOMS.IOR', value: true },
  { type: 'SERVICES.INSURANCE', value: true },
  { type: 'SERVICES.CARGO_VALUE', text: '5000' },
  { type: 'SERVICES.LIFTGATE', at: 'pickup', value: true },
  { type: 'FBA.LABELLED_BY', party: 'SUPPLIER' },
  { type: 'FBA.PALLETIZED_BY', party: 'FORWARDER' },
];

const EMPTY_DRAFT = JSON.stringify(initialDraft());
/** How a step is named: its type, and the text of a place search (typing and clearing differ). */
const eventKey = (event: EventObject | undefined) =>
  event ? `${event.type}${event.type === 'END.QUERY' ? `:${(event as EventObject & { text?: string }).text}` : ''}` : 'start';

/** The event each traversed snapshot was reached by (the traversal serialises a snapshot before it asks for its events). */
const arrivedBy = new WeakMap<object, string>();

function serializeState(snapshot: QuoteSearchSnapshot, event: EventObject | undefined, prev: QuoteSearchSnapshot | undefined): string {
  const c = snapshot.context;
  const key = JSON.stringify([
    eventKey(event), prev?.value, snapshot.value, c.showErrors, Object.keys(c.errors).length, c.prefillError, c.draft.cargo.packages.length,
    c.draft.cargo.containers.length, c.draft.origin.place?.code, c.lookup.end, c.lookup.results.length, c.lookup.active, c.lookup.error, c.countriesError,
  ]);
  if (!arrivedBy.has(snapshot)) arrivedBy.set(snapshot, eventKey(event));
  return key;
}

/** The empty form, the countries in, nothing else done yet. */
const atStart = (snapshot: QuoteSearchSnapshot) =>
  arrivedBy.get(snapshot) === 'xstate.done.actor.loadCountries' && snapshot.matches({ form: 'editing', lookup: 'closed' }) &&
  JSON.stringify(snapshot.context.draft) === EMPTY_DRAFT && !snapshot.context.showErrors;

/** What the user does and how the server answers, from where the form is. */
function eventsFrom(snapshot: QuoteSearchSnapshot): QuoteSearchEvent[] {
  const by = arrivedBy.get(snapshot);
  const events: object[] = [];
  if (snapshot.matches({ countries: 'loading' })) events.push(done('loadCountries', COUNTRIES), error('loadCountries', NETWORK));
  if (snapshot.matches({ countries: 'failed' })) events.push({ type: 'COUNTRIES.RETRY' });
  if (atStart(snapshot)) {
    events.push(
      ...EDITS,
      { type: 'PACKAGE.ADD' },
      { type: 'CONTAINER.ADD' },
      { type: 'RESET.ASK' },
      { type: 'SUBMIT' },
      { type: 'PREFILL', search: LINKED },
      { type: 'PREFILL', search: null },
      { type: 'LOOKUP.OPEN', end: 'origin' },
      { type: 'LOOKUP.BLUR' },
      { type: 'LOOKUP.CLOSE' },
    );
  }
  if (by === 'PACKAGE.ADD') events.push({ type: 'PACKAGE.REMOVE', id: 'p2' });
  if (by === 'CONTAINER.ADD') events.push({ type: 'CONTAINER.REMOVE', id: 'c2' });
  if (by === 'RESET.ASK') events.push({ type: 'RESET' }, { type: 'RESET.CANCEL' });
  // A link's search goes as it is; a refused search is fixed by the next edit (shown re-validated).
  if (by === 'PREFILL' && !snapshot.context.prefillError) events.push({ type: 'SUBMIT' });
  if (by === 'SUBMIT' && snapshot.context.showErrors) events.push({ type: 'END.READY_DATE', text: READY });
  // The place look-up, once opened or typed in: typing on restarts the wait (or the search), clearing the field closes it.
  const retype = { type: 'END.QUERY', end: 'origin', text: 'shanghai' };
  const clear = { type: 'END.QUERY', end: 'origin', text: '' };
  if (snapshot.matches({ lookup: 'debouncing' })) events.push({ type: DEBOUNCED }, { type: 'LOOKUP.BLUR' }, clear, retype);
  if (snapshot.matches({ lookup: 'searching' })) {
    events.push(done('searchLocations', FOUND), done('searchLocations', []), error('searchLocations', NETWORK), { type: 'LOOKUP.BLUR' });
    if (by === 'LOOKUP.OPEN') events.push({ type: 'LOOKUP.OPEN', end: 'origin' }, retype);
  }
  if (snapshot.matches({ lookup: 'open' }) && snapshot.context.lookup.results.length > 0) {
    events.push({ type: 'LOOKUP.MOVE', end: 'origin', to: 'next' }, { type: 'LOOKUP.PICK', end: 'origin' }, { type: 'LOOKUP.BLUR' }, clear);
  }
  if (snapshot.matches({ lookup: 'failed' })) events.push({ type: 'LOOKUP.RETRY' });
  return events as QuoteSearchEvent[];
}

const allPaths = getShortestPaths(quoteSearchMachine, {
  events: eventsFrom,
  // An event the machine would ignore (a guard says no) makes no step.
  filterEvents: (s, e) => s.can(e),
  serializeState: (s, e, prev) => serializeState(s as QuoteSearchSnapshot, e, prev as QuoteSearchSnapshot | undefined),
});
const eventsOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const events = eventsOf(path);
  return !allPaths.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

/** The form's props, without its functions. */
const props = (snapshot: QuoteSearchSnapshot) => JSON.parse(JSON.stringify(connectQuoteSearch(snapshot, () => {}))) as unknown;

const stepName = (event: EventObject) => {
  if (event.type === 'xstate.init') return 'open';
  if (event.type === DEBOUNCED) return 'pause in typing';
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails`;
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} answers (${(event as EventObject & { output?: unknown[] }).output?.length})`;
  const json = JSON.stringify(event);
  return json.length > 70 ? event.type : json.replace(/"type":/, '');
};

interface Pending<T, I> {
  input: I;
  settled?: boolean;
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

describe('quote search machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('quote-search', quoteSearchMachine, paths, { flow: true });
    expect({ states: coverage.states.missing, transitions: coverage.transitions.missing }).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))('%s', async (_name, path) => {
    const countryCalls: Pending<Country[], void>[] = [];
    const lookups: Pending<Location[], LocationQuery>[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      quoteSearchMachine.provide({
        actors: {
          loadCountries: fromPromise<Country[], void>(({ input, signal }) => new Promise((resolve, reject) => countryCalls.push({ input, signal, resolve, reject }))),
          searchLocations: fromPromise<Location[], LocationQuery>(({ input, signal }) => new Promise((resolve, reject) => lookups.push({ input, signal, resolve, reject }))),
        },
      }),
      { clock },
    );
    const searches: QuoteSearch[] = [];
    actor.on('search', (event) => searches.push(event.search));
    actor.start();
    let [expected] = initialTransition(quoteSearchMachine);
    let retries = 0;

    for (const step of path.steps) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown };
      const before = actor.getSnapshot();
      const searchesBefore = searches.length;
      if (event.type === 'xstate.init') {
        // started above
      } else if (event.type === DEBOUNCED) {
        clock.increment(LOOKUP_DEBOUNCE_MS);
      } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const call = (event.type.endsWith('loadCountries') ? countryCalls : lookups).at(-1)! as Pending<unknown, unknown>;
        call.settled = true;
        if ('output' in event) call.resolve(event.output);
        else call.reject(event.error);
      } else {
        actor.send(event as QuoteSearchEvent);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (event.type !== 'xstate.init') [expected] = transition(quoteSearchMachine, expected, event as QuoteSearchEvent);

      const snapshot = actor.getSnapshot();
      expect(expected.value).toEqual(step.state.value);
      expect(snapshot.value).toEqual(expected.value);
      expect(props(snapshot)).toEqual(props(expected));

      // The countries load once, and again only when the user retries: typing in a place field does not reload them.
      if (event.type === 'COUNTRIES.RETRY') retries += 1;
      expect(countryCalls, 'loadCountries calls').toHaveLength(1 + retries);
      // Nothing typed is lost when a call fails.
      if (event.type.startsWith('xstate.error.actor.')) expect(snapshot.context.draft).toEqual(before.context.draft);
      // A search is emitted only for a valid draft, as the draft says, and the backend accepts it.
      if (event.type === 'SUBMIT' && snapshot.context.showErrors) expect(searches).toHaveLength(searchesBefore);
      if (searches.length > searchesBefore) {
        expect(searches.at(-1)).toEqual(buildQuoteSearch(before.context.draft));
        expect(validateQuoteSearch(JSON.parse(JSON.stringify(searches.at(-1))), Date.now())).toBeNull();
      }
      // Only the look-up in flight runs: one the user left (or replaced) is aborted.
      const inFlight = snapshot.matches({ lookup: 'searching' }) ? lookups.at(-1) : undefined;
      for (const call of lookups.filter((c) => !c.settled)) expect(call.signal.aborted).toBe(call !== inFlight);
    }
    actor.stop();
  });
});
