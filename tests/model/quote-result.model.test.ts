/**
 * Model-based test of the quote-result machine. The REAL machine is traversed with getShortestPaths:
 * the server's answers are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events (the
 * search, the re-quote and the custom request, with each failure the page words differently: the
 * passed cargo ready date and another invalid search (90001), a re-quote refused as invalid (50004),
 * a request refused by role (10303), network, timeout, HTTP 500 and a session that ended), and the
 * countdown clock is its TICK. Each path then drives a real actor (fake actors answered by the test)
 * and checks at every step that it is where the path says, that the page's props (the four connects)
 * are those of the machine's pure transitions along the same events, and the rules that hold
 * everywhere: Book is offered only for an unexpired quote and only to a shipper, nothing typed (notes,
 * filters) is lost after a failure, and an over-long note is never sent.
 *
 * The list and the custom request run side by side; to keep the state space small, the list is worked
 * while the request is untouched and the request while the list is as it came back.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, initialTransition, transition, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import {
  isExpiredAt,
  NO_FILTERS,
  NOTES_MAX_LENGTH,
  quoteResultMachine,
  type CustomQuoteRequestInput,
  type Quote,
  type QuoteRequest,
  type QuoteResultEvent,
  type QuoteResultInput,
  type QuoteSearch,
  type QuoteSearchResult,
} from '../../machines/quote-result.machine';
import {
  connectCustomQuoteRequest,
  connectQuoteFilters,
  connectQuoteList,
  connectQuoteResult,
  type QuoteResultSnapshot,
} from '../../machines/quote-result.connect';
import { encodeQuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { recordModelCoverage } from './coverage';
import { LCL_SEARCH, quoteFixture } from './quote-fixture';

const search = LCL_SEARCH;

const NOW = Date.parse('2030-01-05T12:00:00Z');
/** Past every guarantee of the list. */
const LATER = Date.parse('2030-01-20T12:00:00Z');

const quote = quoteFixture;

const resultOf = (list: Quote[]): QuoteSearchResult => ({
  list,
  total: list.length,
  cheapestQuoteId: list.length ? list[0]!.id : null,
  quickestQuoteId: list.length ? list[0]!.id : null,
  noResultReason: list.length ? null : 'DOMESTIC',
  cargoSummary: { units: 2, weightKg: 700, volumeCbm: 2.88, chargeableWeightKg: 700 },
});

/** Eleven quotes (two pages); Q-X is already expired by the server's word, with a carrier of its own. */
const LIST = [
  ...Array.from({ length: 10 }, (_, i) => quote(`Q-${i}`, 500 + i * 37, { carrier: i % 2 ? 'MSC' : 'Maersk' })),
  quote('Q-X', 480, { carrier: 'Evergreen', forwarder: 'HANSEATIC', expired: true, expiresAt: '2030-01-04' }),
];
const FOUND = resultOf(LIST);
const NONE = resultOf([]);
/** The re-quote: Q-X again, valid, at a new price. */
const REQUOTED = resultOf([...LIST.slice(0, 10), quote('Q-X', 512, { carrier: 'Evergreen', forwarder: 'HANSEATIC', expiresAt: '2030-01-30' })]);
/** The re-quote: Q-X's offer is not in the new result. */
const WITHOUT_X = resultOf(LIST.slice(0, 10));

const SENT: QuoteRequest = {
  id: 'QR-1', requestNo: 'RQ-3001-0026', status: 'OPEN', search, summary: 'LCL Shanghai, CN → Los Angeles, US', notes: 'Fragile',
  createdAt: '2030-01-01T00:00:00.000Z', requestedBy: { userId: 'U', name: 'Sam Shipper', companyId: 'C', companyName: 'Acme' },
};

const business = (code: number, message: string) => new ApiError('business', 200, code, message);
/** The failures every call can meet (spec section 8), and the business codes each call's screen words. */
const CALL_FAILURES = {
  network: new ApiError('network', 0, null, null),
  timeout: new ApiError('timeout', 0, null, null),
  http500: new ApiError('http', 500, 500, 'Internal error'),
  auth: new ApiError('auth', 401, 401, 'Token expired'),
};
const SEARCH_FAILURES = {
  ...CALL_FAILURES,
  readyDatePassed: business(ResultCode.VALIDATION_FAILED, 'origin.cargoReadyDate must be today or later'),
  invalidSearch: business(ResultCode.VALIDATION_FAILED, 'cargo.packages[0].weight must be positive'),
};
const REQUOTE_FAILURES = { network: CALL_FAILURES.network, quoteInvalid: business(ResultCode.BOOKING_QUOTE_INVALID, 'Quote invalid') };
const REQUEST_FAILURES = {
  network: CALL_FAILURES.network,
  forbidden: business(ResultCode.ROLE_FORBIDDEN, 'Only shippers request quotes'),
  invalid: business(ResultCode.VALIDATION_FAILED, 'notes too long'),
};

const LONG_NOTES = 'x'.repeat(NOTES_MAX_LENGTH + 1);
const NOTES = '  Fragile: glass  ';

const input: QuoteResultInput = { q: encodeQuoteSearch(search), role: 'BUYER', now: NOW };
const invalidInput: QuoteResultInput = { q: null, role: 'BUYER', now: NOW };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err, actorId: id });

const requoteUntouched = (c: QuoteResultSnapshot['context']) =>
  c.requoting === null && c.requoteFailure === null && Object.keys(c.priceChanges).length === 0;
const listUntouched = (s: QuoteResultSnapshot) => {
  const c = s.context;
  return c.sort === 'priceAsc' && c.filters === NO_FILTERS && c.page === 0 && Object.keys(c.expanded).length === 0 && c.now === NOW && requoteUntouched(c);
};
const requestUntouched = (s: QuoteResultSnapshot) =>
  s.matches({ loaded: { customRequest: 'editing' } }) && s.context.notes === '' && s.context.notesError === null && s.context.requestFailure === null;

/**
 * What the shipper does and how the server answers, from where the page is. Each kind of work is
 * offered from a few starting points only (sorting and filtering before the clock moves, a re-quote
 * with or without a filter on, before or after it), which keeps the paths few and still takes every
 * transition.
 */
function eventsFrom(snapshot: QuoteResultSnapshot): QuoteResultEvent[] {
  const events: object[] = [];
  if (snapshot.matches('searching')) {
    events.push(done('searchQuotes', FOUND), done('searchQuotes', NONE), ...Object.values(SEARCH_FAILURES).map((e) => error('searchQuotes', e)));
  }
  if (snapshot.matches('failed')) events.push({ type: 'RETRY' });
  if (!snapshot.matches('loaded')) return events as QuoteResultEvent[];

  const c = snapshot.context;
  if (requestUntouched(snapshot) && snapshot.matches({ loaded: { list: 'quotes' } })) {
    const sortedOrPaged = c.sort !== 'priceAsc' || c.page !== 0 || Object.keys(c.expanded).length > 0;
    const filtered = c.filters !== NO_FILTERS;
    if (c.now === NOW && requoteUntouched(c) && Object.keys(c.expanded).length === 0) {
      // One change of each kind from the list as it came back, a second filter, and the ways back.
      const pristine = !sortedOrPaged && !filtered;
      if (pristine) {
        events.push(
          { type: 'SHOW_VIEW', view: 'quickest' },
          { type: 'SET_SORT', sort: 'co2Asc' },
          { type: 'GO_TO_PAGE', page: 1 },
          { type: 'TOGGLE_CHARGES', quoteId: 'Q-0' },
          { type: 'TOGGLE_FILTER', facet: 'carriers', value: 'MSC' },
        );
      }
      if (c.page === 1) events.push({ type: 'GO_TO_PAGE', page: 0 });
      if (filtered && c.filters.maxPrice === '') events.push({ type: 'EDIT_FILTER', field: 'maxPrice', value: 'cheap' });
      if (filtered && c.filters.maxPrice !== '') events.push({ type: 'CLEAR_FILTERS' });
    }
    if (!sortedOrPaged && requoteUntouched(c) && (!filtered || c.filters.carriers.length > 0)) {
      if (c.now === NOW && !filtered) events.push({ type: 'TICK', now: LATER });
      events.push({ type: 'REQUOTE', quoteId: 'Q-X' }, { type: 'REQUOTE', quoteId: 'Q-0' });
    }
    if (snapshot.matches({ loaded: { list: { quotes: 'requoting' } } })) {
      events.push(done('requote', REQUOTED), done('requote', WITHOUT_X), ...Object.values(REQUOTE_FAILURES).map((e) => error('requote', e)));
    }
  }
  if (listUntouched(snapshot) && c.requestFailure === null) {
    if (snapshot.matches({ loaded: { customRequest: 'editing' } })) {
      if (c.notes === '') events.push({ type: 'EDIT_NOTES', value: NOTES }, { type: 'EDIT_NOTES', value: LONG_NOTES });
      events.push({ type: 'REQUEST_CUSTOM_QUOTE' });
    }
    if (snapshot.matches({ loaded: { customRequest: 'submitting' } })) {
      events.push(done('requestCustomQuote', SENT), ...Object.values(REQUEST_FAILURES).map((e) => error('requestCustomQuote', e)));
    }
  }
  return events as QuoteResultEvent[];
}

/**
 * The state as the traversal tells states apart. The event that led there is part of it: a transition
 * back to a state already seen (RETRY, CLEAR_FILTERS) then still gets a path of its own.
 */
function serializeState(snapshot: QuoteResultSnapshot, event: EventObject | undefined) {
  const c = snapshot.context;
  return JSON.stringify([
    event?.type, snapshot.value, c.failure?.kind, c.sort, c.filters.carriers, c.filters.maxPrice, c.page, Object.keys(c.expanded), c.now,
    c.requoting, c.requoteFailure?.kind, Object.keys(c.priceChanges), c.notes.length, c.notesError, c.requestFailure?.kind, c.sentRequest?.id,
  ]);
}

function traverse(from: QuoteResultInput) {
  const all = getShortestPaths(quoteResultMachine, {
    input: from,
    events: eventsFrom,
    // An event the machine would ignore (a guard says no) makes no step.
    filterEvents: (s, e) => s.can(e),
    serializeState: (s, e) => serializeState(s as QuoteResultSnapshot, e),
  });
  const eventsOf = (path: (typeof all)[number]) => path.steps.map((step) => JSON.stringify(step.event));
  // A path that is the start of a longer one is walked by the longer one.
  return all
    .map((path) => ({ path, events: eventsOf(path) }))
    .filter(({ path, events }, _, list) => !list.some((other) => other.path.steps.length > path.steps.length && events.every((e, i) => other.events[i] === e)))
    .map(({ path }) => ({ path, input: from }));
}

const paths = [...traverse(input), ...traverse(invalidInput)];

/** One `send` for every connect, so that their functions are the same ones and compare equal. */
const noop = () => {};
/** The props of the page. */
const props = (snapshot: QuoteResultSnapshot) => ({
  frame: connectQuoteResult(snapshot, noop),
  list: connectQuoteList(snapshot, noop),
  filters: connectQuoteFilters(snapshot, noop),
  request: connectCustomQuoteRequest(snapshot, noop),
});

const stepName = (event: EventObject) => {
  const json = JSON.stringify(event);
  const outcome = Object.entries({ ...SEARCH_FAILURES, ...REQUOTE_FAILURES, ...REQUEST_FAILURES }).find(([, e]) => 'error' in event && event.error === e)?.[0];
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails (${outcome})`;
  if (event.type.startsWith('xstate.done.actor.')) {
    const output = (event as EventObject & { output?: unknown }).output;
    const name = output === FOUND ? 'quotes' : output === NONE ? 'none' : output === REQUOTED ? 'new price' : output === WITHOUT_X ? 'offer gone' : 'sent';
    return `${event.type.slice(18)} answers (${name})`;
  }
  if (event.type === 'xstate.init') return 'open';
  return json.length > 60 ? event.type : json.replace(/"type":/, '');
};

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

describe('quote result machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    // One record per input: the link decides the first step (see the `input` of each).
    const records = [input, invalidInput].map((from) =>
      recordModelCoverage('quote-result', quoteResultMachine, paths.filter((p) => p.input === from).map(({ path }) => path), { flow: true, input: from }));
    const missing = (kind: 'states' | 'transitions') => records[0]![kind].all.filter((name) => !records.some((r) => r[kind].covered.includes(name)));
    expect({ states: missing('states'), transitions: missing('transitions') }).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map(({ path, input: from }) => [path.steps.map((step) => stepName(step.event)).join(' → '), path, from] as const))(
    '%s',
    async (_name, path, from) => {
      const searches: (Pending<QuoteSearchResult> & { input: QuoteSearch })[] = [];
      const requests: (Pending<QuoteRequest> & { input: CustomQuoteRequestInput })[] = [];
      const actor = createActor(
        quoteResultMachine.provide({
          actors: {
            searchQuotes: fromPromise<QuoteSearchResult, QuoteSearch>(({ input: s }) => new Promise((resolve, reject) => searches.push({ input: s, resolve, reject }))),
            requestCustomQuote: fromPromise<QuoteRequest, CustomQuoteRequestInput>(
              ({ input: r }) => new Promise((resolve, reject) => requests.push({ input: r, resolve, reject })),
            ),
            // The path's TICK is the clock.
            clock: fromCallback(() => {}),
          },
        }),
        { input: from },
      );
      actor.start();
      let [expected] = initialTransition(quoteResultMachine, from);
      let typedNotes = '';

      for (const step of path.steps) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown };
        const before = actor.getSnapshot();
        if (event.type === 'xstate.init') {
          // started above
        } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const call = event.type.endsWith('requestCustomQuote') ? requests.at(-1)! : searches.at(-1)!;
          if ('output' in event) call.resolve(event.output as never);
          else call.reject(event.error);
        } else {
          if (event.type === 'EDIT_NOTES') typedNotes = (event as QuoteResultEvent & { type: 'EDIT_NOTES' }).value;
          actor.send(event as QuoteResultEvent);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (event.type !== 'xstate.init') [expected] = transition(quoteResultMachine, expected, event as QuoteResultEvent);

        const snapshot = actor.getSnapshot();
        expect(expected.value).toEqual(step.state.value);
        expect(snapshot.value).toEqual(expected.value);
        expect(props(snapshot)).toEqual(props(expected));

        // Book only for a quote whose guarantee still runs, and only for a shipper.
        for (const card of connectQuoteList(snapshot, noop).items) {
          if (card.bookPath !== null) expect(isExpiredAt(card.quote, snapshot.context.now)).toBe(false);
          if (isExpiredAt(card.quote, snapshot.context.now)) expect(card.bookPath).toBeNull();
        }
        // Nothing typed is lost: the notes survive a failed request, the filters a re-quote.
        expect(snapshot.context.notes).toBe(typedNotes);
        if (event.type.endsWith('.requote')) expect(snapshot.context.filters).toEqual(before.context.filters);
        // Every search is the link's; an over-long note is never sent.
        for (const call of searches) expect(call.input).toEqual(search);
        for (const call of requests) expect(call.input.notes.length).toBeLessThanOrEqual(NOTES_MAX_LENGTH);
      }
      if (from.q === null) expect(searches).toEqual([]);
      actor.stop();
    },
  );
});
