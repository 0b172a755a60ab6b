// @vitest-environment node
/**
 * Model-based test of the REAL booking machine (machines/booking), traversed with getShortestPaths.
 * The server's answers are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events: the
 * quote, the company profile, the address book, the promo check, the booking and the re-check, with
 * every business code the page words (40001–40010 and 50002 for promo codes, 50001, 50003–50005,
 * 90001, 10303, another catalogue code) and the failures every call can meet (network, timeout,
 * HTTP 500, 401, an identical request in flight). The guarantee's timer is its `xstate.after` event.
 *
 * Two traversals (docs/decisions/197): the load and the form's edits from the machine's start, and the
 * promo code, the booking and their outcomes from a filled draft, reached from the start by a fixed
 * fill that is prepended to each of those paths. Each path then drives a real actor (fake actors
 * answered by the test, a clock that never fires) and checks at every step its state value, the
 * page's props (connectBooking) against the machine's pure `transition` along the same events, and the
 * rules that hold everywhere: nothing typed is lost after a failure; one booking per key (the
 * Idempotency-Key stays across a retry whose outcome is unknown and is new after a refusal); a booking
 * is sent only for a valid draft of an unexpired quote; after 50004, a re-check that finds the quote
 * offered again clears the refusal.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type AnyEventObject, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { bookingMachine, isDraftDone, type BookingSnapshot } from '../../machines/booking/booking.machine';
import { connectBooking } from '../../machines/booking/booking.connect';
import type { BookingEvent, BookingInput, CheckPromoInput, SubmitBookingInput } from '../../machines/booking/booking.context';
import {
  cargoReadyWindow, emptyValues, guaranteeEndsAt, prefilledFrom, validateBooking, withConsignorFrom,
  type BookingResult, type BookingUser, type CompanyInfo, type CompanyProfile, type PromoResult, type Quote,
} from '../../machines/booking/booking.form';
import { PROMO_CODES } from '../../machines/booking/booking.outcomes';
import { recordModelCoverage, type CoveredPath } from './coverage';
import { LCL_SEARCH, quoteFixture } from './quote-fixture';

// Guards and validation read the clock: one fixed instant for the traversal, the actors and the replay.
const NOW = Date.parse('2030-01-05T12:00:00Z');
vi.setSystemTime(NOW);
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const READY_DATE = cargoReadyWindow().earliest;

/** The quote being booked: the model tests' LCL quote, guaranteed until Jan 20 and searched with the earliest ready date. */
const quote = (id: string, options: { expired?: boolean; expiresAt?: string } = {}): Quote =>
  quoteFixture(id, 500, {
    expired: options.expired,
    expiresAt: options.expiresAt ?? '2030-01-20',
    search: { ...LCL_SEARCH, origin: { ...LCL_SEARCH.origin, cargoReadyDate: READY_DATE } },
  });

/** Offered and guaranteed past NOW. */
const OFFERED = quote('Q-1');
/** The server calls it expired (`expired`). */
const EXPIRED = quote('Q-1', { expired: true, expiresAt: '2030-01-04' });
/** The server still offers it, but its guarantee ended on our clock: the timer sends the page to re-quote. */
const LAPSED = quote('Q-1', { expiresAt: '2030-01-03' });
/** The same quote re-quoted on the results page: a new price and a new guarantee. */
const RENEWED: Quote = { ...quote('Q-1', { expiresAt: '2030-01-27' }), total: 520 };

const USER: BookingUser = { name: 'Sam Shipper', email: 'sam@acme.example', phone: '+1 562 555 0101', extension: '' };
const PROFILE: CompanyProfile = {
  id: 'CMP-ACME', legalName: 'Acme Imports', address: '1 Harbor Road', additionalAddress: '', city: 'Long Beach', state: 'CA', country: 'US', zip: '90802',
  kind: 'BUYER', allowManageUser: true,
};
const CONSIGNEES: CompanyInfo[] = [
  { companyName: 'Blue Ocean Retail', contactPerson: 'Lee Chen', address: '8 Pier Street', city: 'Los Angeles', country: 'US', zipCode: '90001', phone: '+1 213 555 0100', email: 'lee@blue.example' },
];
const promo = (discount: number): PromoResult => ({ promoCode: 'SAVE10', description: 'Save', discount, currency: 'USD', totalBefore: 500, totalAfter: 500 - discount });
const PROMO_OK = promo(50);
/** A discount of the whole total: nothing would be left to pay. */
const PROMO_ALL = promo(500);
const BOOKED: BookingResult = { shipmentId: 'SHP-1', shipmentNo: 'SHP00000001', status: 'BOOKING_PLACED', total: 500, promoDiscount: 0, currency: 'USD' };

const business = (code: number, message = `refused ${code}`) => new ApiError('business', 200, code, message);
/** The failures every call can meet (spec section 8). */
const CALL_FAILURES = {
  network: new ApiError('network', 0, null, null),
  timeout: new ApiError('timeout', 0, null, null),
  http500: new ApiError('http', 500, 500, 'Internal error'),
  auth: new ApiError('auth', 401, 401, 'Token expired'),
  tooFrequent: new ApiError('too-frequent', 0, null, null),
};
const PROMO_FAILURES: Record<string, ApiError> = Object.fromEntries(PROMO_CODES.map((code) => [`code${code}`, business(code)]));
/** A promo code the booking refuses though the check accepted it (used meanwhile). */
const PROMO_USED = PROMO_FAILURES[`code${ResultCode.PROMO_ALREADY_USED}`]!;
const LOAD_FAILURES = { quoteGone: business(ResultCode.BOOKING_QUOTE_NOT_FOUND), ...CALL_FAILURES };
const CHECK_FAILURES = { ...PROMO_FAILURES, quoteGone: business(ResultCode.BOOKING_QUOTE_NOT_FOUND), forbidden: business(ResultCode.ROLE_FORBIDDEN), ...CALL_FAILURES };
const SUBMIT_FAILURES = {
  userMissing: business(ResultCode.BOOKING_USER_MISSING),
  ...PROMO_FAILURES,
  quoteGone: business(ResultCode.BOOKING_QUOTE_NOT_FOUND),
  quoteInvalid: business(ResultCode.BOOKING_QUOTE_INVALID),
  noFreight: business(ResultCode.BOOKING_FREIGHT_NOT_FOUND),
  fieldRefused: business(ResultCode.VALIDATION_FAILED, 'consignee.email: not deliverable'),
  totalRefused: business(ResultCode.VALIDATION_FAILED, 'total: must be greater than 0'),
  draftRefused: business(ResultCode.VALIDATION_FAILED, 'request malformed'),
  forbidden: business(ResultCode.ROLE_FORBIDDEN),
  otherCode: business(ResultCode.SHIPMENT_NOT_FOUND),
  ...CALL_FAILURES,
};
const RECHECK_FAILURES = { quoteGone: LOAD_FAILURES.quoteGone, network: CALL_FAILURES.network };

const NAMES = new Map<unknown, string>([
  [OFFERED, 'offered'], [EXPIRED, 'expired'], [LAPSED, 'lapsed'], [RENEWED, 'renewed'], [PROFILE, 'profile'], [CONSIGNEES, 'address book'],
  [PROMO_OK, 'discount'], [PROMO_ALL, 'whole total off'], [BOOKED, 'booked'],
  ...[LOAD_FAILURES, CHECK_FAILURES, SUBMIT_FAILURES].flatMap((failures) => Object.entries(failures).map(([name, e]) => [e, name] as [unknown, string])),
]);

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err, actorId: id });
const failures = (id: string, list: Record<string, unknown>) => Object.values(list).map((e) => error(id, e));
/** The guarantee's timer firing (its delay is computed from the quote; the test's clock never fires it). */
const TIMER = { type: 'xstate.after.untilGuaranteeEnds.booking.ready.guarantee.running' };

const input: BookingInput = { quoteId: 'Q-1', role: 'BUYER', user: USER };
const sellerInput: BookingInput = { quoteId: 'Q-1', role: 'SELLER', user: USER };

/** The draft as the load leaves it, with and without the company profile. */
const LOADED_VALUES = [PROFILE, null].map((company) => JSON.stringify(withConsignorFrom(prefilledFrom(emptyValues(), OFFERED), company, USER)));
const isLoadedDraft = (s: BookingSnapshot) => LOADED_VALUES.includes(JSON.stringify(s.context.values));
const inReady = (s: BookingSnapshot) => s.matches('ready');

/**
 * The load and the form. Every edit is offered from the draft as loaded (with the profile and the
 * address book) or from that draft just refused by Book (its messages shown), never combined.
 */
function loadAndEditEvents(s: BookingSnapshot): AnyEventObject[] {
  if (s.matches('loading')) return [done('loadQuote', OFFERED), done('loadQuote', EXPIRED), done('loadQuote', LAPSED), ...failures('loadQuote', LOAD_FAILURES)];
  if (s.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (s.matches('loadingProfile')) return [done('loadCompany', PROFILE), error('loadCompany', CALL_FAILURES.network)];
  if (!inReady(s)) return [];
  const c = s.context;
  if (c.quote === LAPSED) return [TIMER];
  if (!isLoadedDraft(s) || c.values.consignor.companyName !== PROFILE.legalName) return [];
  if (s.matches({ ready: { addressBook: 'loading' } })) return [done('loadConsignees', CONSIGNEES), error('loadConsignees', CALL_FAILURES.network)];
  if (!s.matches({ ready: { addressBook: 'loaded' } })) return [];
  const edits: AnyEventObject[] = [
    { type: 'EDIT_COMPANY', party: 'consignee', field: 'companyName', value: 'Blue Ocean Retail' },
    { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'hsCode', value: '691200' },
    { type: 'EDIT_DETAIL', field: 'goodsCurrency', value: 'EUR' },
    { type: 'CONFIRM', field: 'acceptQuoteTerms', checked: true },
    { type: 'PICK_CONSIGNEE', index: 0 },
  ];
  if (Object.keys(c.errors).length) return edits;
  return [
    ...edits,
    { type: 'TIDY_HS_CODE', rowId: 'c1' },
    // Not a currency of the contract: the one shown stays.
    { type: 'EDIT_DETAIL', field: 'goodsCurrency', value: 'XXX' },
    // No such address book entry: ignored.
    { type: 'PICK_CONSIGNEE', index: 5 },
    { type: 'ADD_COMMODITY' },
    { type: 'SUBMIT' },
    TIMER,
  ];
}

/** After ADD_COMMODITY from the loaded draft, the new row can go again. */
function loadAndEditEventsWithRemove(s: BookingSnapshot): AnyEventObject[] {
  if (inReady(s) && s.context.values.commodities.length === 2) return [{ type: 'REMOVE_COMMODITY', rowId: 'c2' }];
  return loadAndEditEvents(s);
}

/** The fill that turns the loaded draft into a valid one, on its way to the booking traversal. */
const fill = (loaded: Quote): AnyEventObject[] => [
  done('loadQuote', loaded),
  done('loadCompany', PROFILE),
  done('loadConsignees', CONSIGNEES),
  { type: 'PICK_CONSIGNEE', index: 0 },
  { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'description', value: 'Ceramic mugs' },
  { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'hsCode', value: '6912.00' },
  { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'value', value: '1200.50' },
  { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'count', value: '10' },
  { type: 'CONFIRM', field: 'acceptCommercialShipment', checked: true },
  { type: 'CONFIRM', field: 'acceptQuoteTerms', checked: true },
];
function fillSteps(loaded: Quote): CoveredPath['steps'] {
  let [state] = initialTransition(bookingMachine, input);
  const steps: CoveredPath['steps'][number][] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of fill(loaded)) {
    [state] = transition(bookingMachine, state, event as BookingEvent);
    steps.push({ state, event });
  }
  return steps;
}
const filledWith = (loaded: Quote) => fillSteps(loaded).at(-1)!.state as BookingSnapshot;
const FILLED = filledWith(OFFERED);
/** A valid draft whose guarantee has ended before its timer fired (a restored draft, a throttled background tab). */
const FILLED_LAPSED = filledWith(LAPSED);
const FIRST_KEY = FILLED.context.idempotencyKey;

const promoUntouched = (s: BookingSnapshot) => s.context.promo.code === '' && s.context.promo.applied === null && s.context.promo.error === null;
/** No answer has refused or failed anything yet. */
const fresh = (s: BookingSnapshot) => s.context.notice === null && s.context.offerProblem === null && s.context.idempotencyKey === FIRST_KEY && s.context.promo.error === null;

/**
 * The promo code and the booking, from the filled draft. Every outcome of the booking is offered on
 * the first Book with no promo code; with a promo code applied, the booking's promo refusals. After
 * an outcome, only what leads on from it: Book again, coming back from the sign-in, re-checking.
 */
function bookingEvents(s: BookingSnapshot): AnyEventObject[] {
  const c = s.context;
  if (s.matches({ ready: { form: { offerRejected: 'rechecking' } } })) {
    return [done('recheckQuote', OFFERED), done('recheckQuote', EXPIRED), ...failures('recheckQuote', RECHECK_FAILURES)];
  }
  if (!inReady(s)) return [];
  const events: AnyEventObject[] = [];
  if (s.matches({ ready: { promo: 'checking' } })) {
    events.push(done('checkPromo', PROMO_OK), done('checkPromo', PROMO_ALL), ...failures('checkPromo', CHECK_FAILURES), { type: 'SUBMIT' });
  }
  if (s.matches({ ready: { form: 'submitting' } })) {
    if (promoUntouched(s)) events.push(done('submitBooking', BOOKED), ...failures('submitBooking', SUBMIT_FAILURES));
    if (c.promo.applied === PROMO_OK) events.push(done('submitBooking', BOOKED), error('submitBooking', PROMO_USED));
    // While the booking is sent, the promo code stays as it is.
    if (promoUntouched(s) && c.idempotencyKey === FIRST_KEY) events.push({ type: 'PROMO_APPLY' }, { type: 'PROMO_REMOVE' }, TIMER);
  }
  if (s.matches({ ready: { form: 'editing', promo: 'idle' } })) {
    if (fresh(s) && promoUntouched(s)) {
      events.push({ type: 'SUBMIT' }, { type: 'PROMO_EDIT', value: ' save10 ' }, { type: 'PROMO_APPLY' }, { type: 'PROMO_REMOVE' }, { type: 'RESUME' }, TIMER);
    } else if (fresh(s) && c.promo.applied === null && c.promo.code !== '') {
      events.push({ type: 'PROMO_APPLY' }, { type: 'SUBMIT' }, { type: 'PROMO_REMOVE' });
    } else if (fresh(s) && c.promo.applied !== null) {
      events.push({ type: 'SUBMIT' }, { type: 'PROMO_APPLY' }, { type: 'PROMO_EDIT', value: 'OTHER' }, { type: 'PROMO_REMOVE' });
    } else if (!fresh(s)) {
      // After an outcome: Book again (a retry), and a field typed afterwards.
      events.push({ type: 'SUBMIT' }, { type: 'EDIT_DETAIL', field: 'remarks', value: 'Fragile' });
    }
  }
  if (s.matches({ ready: { form: 'awaitingSignIn' } }) || s.matches({ ready: { form: 'signInRequired' } })) events.push({ type: 'RESUME' }, { type: 'SUBMIT' });
  if (s.matches({ ready: { form: { offerRejected: 'refused' } } })) events.push({ type: 'RESUME' }, { type: 'RECHECK' }, { type: 'PROMO_APPLY' }, { type: 'SUBMIT' });
  return events;
}

const describeEvent = (event: AnyEventObject): string => {
  const e = event as AnyEventObject & { output?: unknown; error?: unknown };
  if (e.type === 'xstate.init') return 'open';
  if (e.type === TIMER.type) return 'guarantee timer';
  if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} answers (${NAMES.get(e.output) ?? '?'})`;
  if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails (${NAMES.get(e.error) ?? '?'})`;
  const { type, ...rest } = e;
  return Object.keys(rest).length ? `${type} ${Object.values(rest).join(' ')}` : type;
};

/**
 * The state as the traversal tells it apart (docs/decisions/183 and 185): the value, what the guards
 * read (quote, row count, address book, promo, whether the draft is valid, the key renewed), what the
 * page shows of an outcome, and the event that led there; into a Book, also where it came from, so
 * that a retry has a path of its own.
 */
function serializeState(s: BookingSnapshot, event: EventObject | undefined, prev: BookingSnapshot | undefined) {
  const c = s.context;
  const from = prev && (event?.type === 'SUBMIT' || event?.type === 'RESUME') ? [prev.value, prev.context.notice?.id, prev.context.promo.error, prev.context.offerProblem] : null;
  return JSON.stringify([
    s.value, event ? describeEvent(event) : null, from, NAMES.get(c.quote), c.loadError, c.values, Object.keys(c.errors), c.consignees.length,
    c.promo.code, NAMES.get(c.promo.applied), c.promo.error, c.notice?.id, c.offerProblem, c.idempotencyKey === FIRST_KEY, NAMES.get(c.booking),
  ]);
}

/** Whether the machine has a transition for the event here, a guarded one that does nothing included (can() leaves those out). */
const selects = (s: BookingSnapshot, e: AnyEventObject) => bookingMachine.getTransitionData(s, e as BookingEvent).length > 0;

/**
 * The lapsed draft: Book before the timer fires, or the page opening it again (RESUME). The guarantee
 * has ended, so the quote is loaded again: still expired, gone, unreachable, or re-quoted meanwhile,
 * when the draft comes back with the new price and is booked.
 */
function lapsedEvents(s: BookingSnapshot): AnyEventObject[] {
  if (s.matches('loading')) return [done('loadQuote', RENEWED), done('loadQuote', EXPIRED), error('loadQuote', LOAD_FAILURES.quoteGone), error('loadQuote', LOAD_FAILURES.network)];
  if (s.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (s.matches('quoteExpired')) return [{ type: 'RESUME' }];
  if (s.matches({ ready: { form: 'submitting' } })) return [done('submitBooking', BOOKED)];
  if (!s.matches({ ready: { form: 'editing' } })) return [];
  if (s.context.quote === LAPSED) return [{ type: 'SUBMIT' }, { type: 'RESUME' }];
  return s.context.quote === RENEWED ? [{ type: 'SUBMIT' }] : [];
}

function traverse(from: BookingInput, events: (s: BookingSnapshot) => AnyEventObject[], fromState?: BookingSnapshot) {
  const all = getShortestPaths(bookingMachine, {
    input: from,
    ...(fromState ? { fromState } : {}),
    events: (s) => events(s as BookingSnapshot) as BookingEvent[],
    filterEvents: (s, e) => selects(s as BookingSnapshot, e),
    serializeState: (s, e, prev) => serializeState(s as BookingSnapshot, e, prev as BookingSnapshot | undefined),
  });
  const eventsOf = (path: (typeof all)[number]) => path.steps.map((step) => JSON.stringify(step.event));
  // A path that is the start of a longer one is walked by the longer one.
  return all
    .map((path) => ({ path, events: eventsOf(path) }))
    .filter(({ path, events: mine }, _, list) => !list.some((other) => other.path.steps.length > path.steps.length && mine.every((e, i) => other.events[i] === e)))
    .map(({ path }): { name: string; path: CoveredPath; input: BookingInput } => ({
      name: [fromState ? `filled draft (${NAMES.get(fromState.context.quote)})` : `open as ${from.role}`, ...path.steps.slice(1).map((step) => describeEvent(step.event))].join(' → '),
      // From the filled draft: the fill first, then the path (whose first step is that draft).
      path: { steps: fromState ? [...fillSteps(fromState.context.quote!), ...path.steps.slice(1)] : path.steps },
      input: from,
    }));
}

const paths = [
  ...traverse(input, loadAndEditEventsWithRemove),
  ...traverse(sellerInput, () => []),
  ...traverse(input, bookingEvents, FILLED),
  ...traverse(input, lapsedEvents, FILLED_LAPSED),
];

const noop = () => {};
const props = (s: BookingSnapshot) => connectBooking(s, noop);

interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}
const pending = <I, O>(list: Pending<I, O>[]) => fromPromise<O, I>(({ input: i }) => new Promise<O>((resolve, reject) => list.push({ input: i, resolve, reject })));

describe('booking machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    // One record per input: the role decides the first step.
    const records = [input, sellerInput].map((from) =>
      recordModelCoverage('booking', bookingMachine, paths.filter((p) => p.input === from).map(({ path }) => path), { flow: true, input: from }));
    const missing = (kind: 'states' | 'transitions') => records[0]![kind].all.filter((name) => !records.some((r) => r[kind].covered.includes(name)));
    expect({ states: missing('states'), transitions: missing('transitions') }).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map(({ name, path, input: from }) => [name, path, from] as const))(
    '%s',
    async (_name, path, from) => {
      const calls = {
        loadQuote: [] as Pending<{ quoteId: string }, Quote>[],
        loadCompany: [] as Pending<void, CompanyProfile>[],
        loadConsignees: [] as Pending<void, CompanyInfo[]>[],
        checkPromo: [] as Pending<CheckPromoInput, PromoResult>[],
        submitBooking: [] as Pending<SubmitBookingInput, BookingResult>[],
      };
      const signInAgain = vi.fn();
      const actor = createActor(
        bookingMachine.provide({
          actors: {
            loadQuote: pending(calls.loadQuote),
            loadCompany: pending(calls.loadCompany),
            loadConsignees: pending(calls.loadConsignees),
            checkPromo: pending(calls.checkPromo),
            submitBooking: pending(calls.submitBooking),
          },
          actions: { signInAgain },
        }),
        // The path's TIMER is the guarantee's timer: this clock never fires one.
        { input: from, clock: { setTimeout: () => 0, clearTimeout: () => {} } },
      );
      actor.start();
      let [expected] = initialTransition(bookingMachine, from);
      /** Whether the last booking's outcome was unknown (the same key must go again) or a refusal (a new one). */
      let lastOutcome: 'unknown' | 'refused' | null = null;

      for (const step of path.steps) {
        const event = step.event as AnyEventObject & { output?: unknown; error?: unknown; actorId?: string };
        const before = actor.getSnapshot();
        const submits = calls.submitBooking.length;
        if (event.type === 'xstate.init') {
          // started above
        } else if ('actorId' in event) {
          const src = event.actorId === 'recheckQuote' ? 'loadQuote' : (event.actorId as keyof typeof calls);
          const call = calls[src].at(-1)!;
          if ('output' in event) call.resolve(event.output as never);
          else call.reject(event.error);
          await new Promise((resolve) => setImmediate(resolve));
        } else {
          actor.send(event as BookingEvent);
        }
        if (event.type !== 'xstate.init') [expected] = transition(bookingMachine, expected, event as BookingEvent);

        const snapshot = actor.getSnapshot();
        expect(expected.value).toEqual(step.state.value);
        expect(snapshot.value).toEqual(expected.value);
        const view = props(snapshot);
        expect(view).toEqual(props(expected));

        // Nothing typed is lost after a failure or on coming back (a failed profile still fills the contact from the user).
        if (before.matches('ready') && (event.type.startsWith('xstate.error.actor.') || event.type === 'RESUME' || event.type === 'RECHECK')) {
          expect(snapshot.context.values, 'typed values lost').toEqual(before.context.values);
          expect(snapshot.context.promo.code).toBe(before.context.promo.code);
        }
        // A filled draft whose quote is loaded again keeps what was typed, and a new price is said.
        if (before.context.prefilled && event.type === 'xstate.done.actor.loadQuote') {
          expect(snapshot.context.values, 'typed values lost on reload').toEqual(before.context.values);
          if (event.output === RENEWED) {
            // Renewed at another price: the notice names the old and the new total; at the same price it only says it was renewed.
            const moved = before.context.quote !== null && before.context.quote.total !== RENEWED.total;
            expect([view.screen, view.quote, view.notice?.id, view.payable]).toEqual(['form', RENEWED, moved ? 'booking.notice.repriced' : 'booking.notice.renewed', 520]);
            if (moved) expect(view.notice?.change).toMatchObject({ from: before.context.quote!.total, to: 520 });
          }
        }
        // The guarantee ended with a filled draft: the draft is kept for after the re-quote.
        if (snapshot.matches('quoteExpired')) expect([isDraftDone(snapshot), view.draftKept]).toEqual([!snapshot.context.prefilled, snapshot.context.prefilled]);
        // A booking goes only for a valid draft of a quote still offered and guaranteed, once per key.
        if (calls.submitBooking.length > submits) {
          const sent = calls.submitBooking.at(-1)!.input;
          expect(validateBooking(before.context.values, cargoReadyWindow()), 'booking sent for an invalid draft').toEqual({});
          expect(snapshot.context.quote?.expired, 'booking sent for an expired quote').toBe(false);
          expect(Date.now(), 'booking sent after the guarantee ended').toBeLessThan(guaranteeEndsAt(snapshot.context.quote!));
          const previous = calls.submitBooking.at(-2)?.input.idempotencyKey;
          if (lastOutcome === 'unknown') expect(sent.idempotencyKey, 'a retry after an unknown outcome must replay its key').toBe(previous);
          if (lastOutcome === 'refused') expect(sent.idempotencyKey, 'a new attempt after a refusal needs a new key').not.toBe(previous);
          if (previous === undefined) expect(sent.idempotencyKey).toBe(snapshot.context.idempotencyKey);
        }
        if (event.type === 'xstate.error.actor.submitBooking') lastOutcome = (event.error as ApiError).kind === 'business' ? 'refused' : 'unknown';
        if (!snapshot.hasTag('submitting')) expect(view.canSubmit && view.screen !== 'form').toBe(false);
        // Re-checked and offered again: the refusal is cleared and Book is back.
        if (event.type === 'xstate.done.actor.recheckQuote' && event.output === OFFERED) {
          expect([view.screen, view.offerProblem, view.canSubmit, view.canRecheck]).toEqual(['form', null, true, false]);
        }
        // 50001 ends the session once, and the draft waits for the user to come back.
        if (event.type === 'xstate.error.actor.submitBooking' && event.error === SUBMIT_FAILURES.userMissing) expect(signInAgain).toHaveBeenCalledTimes(1);
      }
      if (from.role === 'SELLER') expect(Object.values(calls).flat()).toEqual([]);
      actor.stop();
    },
  );
});
