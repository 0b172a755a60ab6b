/**
 * Booking Confirm (spec sections 3, 5 and 8): the chosen quote, consignor and consignee,
 * commodities, goods value, the promo code, the two confirmations and the booking itself. This file
 * is the statechart; the draft's shape is in booking.context.ts, the form's rules in booking.form.ts,
 * what each answer means in booking.outcomes.ts, and what the page shows in booking.connect.ts.
 *
 * It keeps ONE Idempotency-Key per draft in context, so a double click, a retry after a network
 * error or a timeout, or a reload during the submit (the persisted snapshot re-runs the submit) all
 * reach the server with the same key and make one booking. The key is replaced only after an answer
 * that the server made no booking with (a business code): the server replays stored answers by key,
 * so the next attempt must be a new request (docs/decisions/090).
 */
import { and, assign, fromPromise, not, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import { currencyValues } from '../../src/api/schema.gen';
import { ResultCode } from '../../src/api/result-codes';
import { providedAtRoot } from '../shared/provided-at-root';
import {
  initialContext, type BookingContext, type BookingEvent, type BookingInput, type CheckPromoInput, type FocusRequest, type SubmitBookingInput,
} from './booking.context';
import {
  canAddCommodity, canRemoveCommodity, cargoReadyWindow, commodityPath, companyPath, companyValuesOf, COMPANY_FIELDS, guaranteeEndsAt,
  newIdempotencyKey, payableTotal, prefilledFrom, tidyHsCode, toBookingRequest, validateBooking, withConsignorFrom, withNewCommodity,
  withoutCommodity, type BookingResult, type CompanyInfo, type CompanyProfile, type PromoResult, type Quote,
} from './booking.form';
import {
  endsTheSession, hasCode, isBusinessFailure, loadErrorId, NOTICE, OFFER_CODES, offerProblemId, PROMO_CODES, PROMO_EMPTY_ID,
  PROMO_UNAPPLIED_ID, promoErrorId, serverRejection, transportNotice, withRenewedQuote, type Notice,
} from './booking.outcomes';

const onCodes = (codes: readonly number[]) => ({ type: 'hasCode', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, codes }) }) as const;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    loadQuote: fromPromise<Quote, { quoteId: string }>(providedAtRoot('loadQuote')),
    checkPromo: fromPromise<PromoResult, CheckPromoInput>(providedAtRoot('checkPromo')),
    submitBooking: fromPromise<BookingResult, SubmitBookingInput>(providedAtRoot('submitBooking')),
    loadCompany: fromPromise<CompanyProfile, void>(providedAtRoot('loadCompany')),
    loadConsignees: fromPromise<CompanyInfo[], void>(providedAtRoot('loadConsignees')),
  },
  delays: {
    /** Until the price guarantee ends; a timer cannot wait more than ~24 days, so a long wait is taken in steps. */
    untilGuaranteeEnds: ({ context }) =>
      context.quote ? Math.min(Math.max(guaranteeEndsAt(context.quote) - Date.now(), 1000), 2_000_000_000) : 1000,
  },
  guards: {
    isSeller: ({ context }) => context.role === 'SELLER',
    /** The draft was filled from the quote once: a later load keeps what was typed. */
    prefilled: ({ context }) => context.prefilled,
    guaranteeEnded: ({ context }) => context.quote !== null && Date.now() >= guaranteeEndsAt(context.quote),
    hasConsignee: ({ context, event }) => event.type === 'PICK_CONSIGNEE' && event.index >= 0 && event.index < context.consignees.length,
    quoteExpired: (_, quote: Quote) => quote.expired,
    hasCode: (_, params: { error: unknown; codes: readonly number[] }) => hasCode(params.error, params.codes),
    isBusinessFailure: (_, error: unknown) => isBusinessFailure(error),
    endsTheSession: (_, error: unknown) => endsTheSession(error),
    submitting: stateIn('#booking.ready.form.submitting'),
    offerRejected: stateIn('#booking.ready.form.offerRejected'),
    checkingPromo: stateIn('#booking.ready.promo.checking'),
    promoApplied: ({ context }) => context.promo.applied !== null,
    promoEmpty: ({ context }) => !context.promo.code.trim(),
    formInvalid: ({ context }) => Object.keys(validateBooking(context.values, cargoReadyWindow())).length > 0,
    /** A code typed but not applied: the total shown would not be what the server charges. */
    promoUnapplied: ({ context }) => context.promo.applied === null && context.promo.code.trim() !== '',
    totalNotPositive: ({ context }) => !((payableTotal(context) ?? 0) > 0),
    canAddCommodity: ({ context }) => canAddCommodity(context.values),
    canRemoveCommodity: ({ context }) => canRemoveCommodity(context.values),
  },
  actions: {
    /** Provided at the root: ends the session so that the user signs in again and comes back here (50001). */
    signInAgain: () => {},
    prefill: assign(({ context }, quote: Quote) =>
      context.prefilled ? { quote } : { quote, prefilled: true, values: prefilledFrom(context.values, quote) },
    ),
    newKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
    focus: assign(({ context }, target: FocusRequest['target']) => ({ focus: { target, seq: (context.focus?.seq ?? 0) + 1 } })),
    notice: assign((_, notice: Notice) => ({ notice })),
    clearError: assign(({ context }, path: string) => {
      if (!(path in context.errors)) return {};
      const errors = { ...context.errors };
      delete errors[path];
      return { errors };
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isSeller', target: 'notAllowed' }, { target: 'loading' }],
    },
    /** Sellers do not book (10303): said before anything is typed. */
    notAllowed: {},
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ quoteId: context.quoteId }),
        onDone: [
          { guard: { type: 'quoteExpired', params: ({ event }) => event.output }, target: 'quoteExpired', actions: assign({ quote: ({ event }) => event.output }) },
          // A draft already filled (restored after its guarantee ended): the quote is renewed, what was typed stays.
          { guard: 'prefilled', target: 'ready', actions: assign(({ context, event }) => withRenewedQuote(context, event.output)) },
          { target: 'loadingProfile', actions: assign({ quote: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: onCodes([ResultCode.BOOKING_QUOTE_NOT_FOUND]), target: 'quoteMissing' },
          { target: 'loadFailed', actions: assign({ loadError: ({ event }) => loadErrorId(event.error) }) },
        ],
      },
    },
    /**
     * A new draft: the consignor comes from the company profile and the signed-in user. Without the
     * profile the form opens all the same, with the consignor to type.
     */
    loadingProfile: {
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'prefill', params: ({ context }) => context.quote! },
            assign(({ context, event }) => ({ values: withConsignorFrom(context.values, event.output, context.user) })),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'prefill', params: ({ context }) => context.quote! },
            assign(({ context }) => ({ values: withConsignorFrom(context.values, null, context.user) })),
          ],
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    /** 50003 on load: no quote with this id; the way back is Find Quote. */
    quoteMissing: {},
    /**
     * The quote's guarantee has passed (50004 if booked): back to the results to re-quote. The draft is
     * kept; when the page opens it again (RESUME) the quote is loaded again, and a quote the results
     * re-priced (same id) brings the form back with everything typed.
     */
    quoteExpired: {
      on: { RESUME: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        EDIT_COMPANY: {
          guard: not('submitting'),
          actions: [
            assign(({ context: { values }, event }) => ({ values: { ...values, [event.party]: { ...values[event.party], [event.field]: event.value } } })),
            { type: 'clearError', params: ({ event }) => companyPath(event.party, event.field) },
          ],
        },
        EDIT_COMMODITY: {
          guard: not('submitting'),
          actions: [
            assign(({ context: { values }, event }) => ({
              values: { ...values, commodities: values.commodities.map((c) => (c.id === event.rowId ? { ...c, [event.field]: event.value } : c)) },
            })),
            { type: 'clearError', params: ({ event }) => commodityPath(event.rowId, event.field) },
          ],
        },
        TIDY_HS_CODE: {
          guard: not('submitting'),
          actions: assign(({ context: { values }, event }) => ({
            values: { ...values, commodities: values.commodities.map((c) => (c.id === event.rowId ? { ...c, hsCode: tidyHsCode(c.hsCode) } : c)) },
          })),
        },
        PICK_CONSIGNEE: {
          guard: and([not('submitting'), 'hasConsignee']),
          actions: assign(({ context, event }) => ({
            values: { ...context.values, consignee: companyValuesOf(context.consignees[event.index]!) },
            errors: Object.fromEntries(Object.entries(context.errors).filter(([path]) => !COMPANY_FIELDS.some((f) => path === companyPath('consignee', f)))),
          })),
        },
        ADD_COMMODITY: {
          guard: and([not('submitting'), 'canAddCommodity']),
          actions: assign(({ context }) => ({ values: withNewCommodity(context.values, context.nextRowId), nextRowId: context.nextRowId + 1 })),
        },
        REMOVE_COMMODITY: {
          guard: and([not('submitting'), 'canRemoveCommodity']),
          actions: assign(({ context, event }) => withoutCommodity(context.values, context.errors, event.rowId)),
        },
        EDIT_DETAIL: {
          guard: not('submitting'),
          actions: [
            assign(({ context: { values }, event }) => ({
              values: {
                ...values,
                [event.field]: event.field !== 'goodsCurrency' || (currencyValues as readonly string[]).includes(event.value) ? event.value : values.goodsCurrency,
              },
            })),
            { type: 'clearError', params: ({ event }) => event.field },
          ],
        },
        CONFIRM: {
          guard: not('submitting'),
          actions: [
            assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.checked } })),
            { type: 'clearError', params: ({ event }) => event.field },
          ],
        },
      },
      states: {
        /** The address book: offered once it arrives; without it the consignee is typed as before. */
        addressBook: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadConsignees',
                src: 'loadConsignees',
                onDone: { target: 'loaded', actions: assign({ consignees: ({ event }) => event.output }) },
                onError: { target: 'unavailable' },
              },
            },
            loaded: {},
            unavailable: {},
          },
        },
        /** The price guarantee: when it ends the offer can no longer be booked, and the way on is to re-quote. */
        guarantee: {
          initial: 'running',
          states: {
            running: {
              after: {
                untilGuaranteeEnds: [
                  { guard: and(['guaranteeEnded', not('submitting')]), target: '#booking.quoteExpired' },
                  { target: 'running', reenter: true },
                ],
              },
            },
          },
        },
        promo: {
          initial: 'idle',
          states: {
            idle: {
              // While the booking is sent, or once the offer is refused, the promo code stays as it is.
              on: {
                PROMO_EDIT: {
                  guard: and([not('submitting'), not('offerRejected'), not('promoApplied')]),
                  actions: assign(({ context, event }) => ({ promo: { ...context.promo, code: event.value, error: null } })),
                },
                PROMO_APPLY: [
                  { guard: or(['submitting', 'offerRejected']) },
                  { guard: 'promoApplied' },
                  {
                    guard: 'promoEmpty',
                    actions: [assign(({ context }) => ({ promo: { ...context.promo, error: PROMO_EMPTY_ID } })), { type: 'focus', params: 'promo' }],
                  },
                  { target: 'checking' },
                ],
                PROMO_REMOVE: {
                  guard: and([not('submitting'), not('offerRejected')]),
                  actions: assign({ promo: { code: '', applied: null, error: null } }),
                },
              },
            },
            checking: {
              entry: assign(({ context }) => ({ promo: { ...context.promo, error: null } })),
              invoke: {
                id: 'checkPromo',
                src: 'checkPromo',
                input: ({ context }) => ({ quoteId: context.quoteId, promoCode: context.promo.code.trim() }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ promo: { code: event.output.promoCode, applied: event.output, error: null } })),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({ promo: { ...context.promo, applied: null, error: promoErrorId(event.error) } })),
                    { type: 'focus', params: 'promo' },
                  ],
                },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: [
                  { guard: 'checkingPromo' },
                  // The guarantee ended before its timer fired (a restored draft, a throttled tab): no booking of a lapsed price.
                  { guard: 'guaranteeEnded', target: '#booking.quoteExpired' },
                  {
                    guard: 'formInvalid',
                    actions: [
                      assign(({ context }) => ({ errors: validateBooking(context.values, cargoReadyWindow()), notice: NOTICE.fixErrors })),
                      { type: 'focus', params: 'firstError' },
                    ],
                  },
                  {
                    guard: 'promoUnapplied',
                    actions: [assign(({ context }) => ({ promo: { ...context.promo, error: PROMO_UNAPPLIED_ID }, notice: null })), { type: 'focus', params: 'promo' }],
                  },
                  { guard: 'totalNotPositive', actions: [{ type: 'notice', params: NOTICE.totalNotPositive }, { type: 'focus', params: 'notice' }] },
                  { target: 'submitting' },
                ],
                // A restored draft whose guarantee ended while the page was closed: load the quote again, as it
                // may have been re-quoted meanwhile; otherwise the timer would say it expired.
                RESUME: [{ guard: 'guaranteeEnded', target: '#booking.loading' }, {}],
              },
            },
            submitting: {
              tags: ['submitting'],
              entry: assign({ errors: {}, notice: null }),
              invoke: {
                id: 'submitBooking',
                src: 'submitBooking',
                input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, request: toBookingRequest(context) }),
                onDone: { target: '#booking.booked', actions: assign({ booking: ({ event }) => event.output }) },
                onError: [
                  {
                    // 50001: the user record is gone or inactive. The session ends and keeps the way back here.
                    guard: onCodes([ResultCode.BOOKING_USER_MISSING]),
                    target: 'signInRequired',
                    actions: ['newKey', { type: 'notice', params: NOTICE.userMissing }, 'signInAgain'],
                  },
                  {
                    guard: onCodes(PROMO_CODES),
                    target: 'editing',
                    actions: [
                      'newKey',
                      assign(({ context, event }) => ({ promo: { ...context.promo, applied: null, error: promoErrorId(event.error) } })),
                      { type: 'focus', params: 'promo' },
                    ],
                  },
                  {
                    guard: onCodes(OFFER_CODES),
                    target: 'offerRejected',
                    actions: ['newKey', assign({ offerProblem: ({ event }) => offerProblemId(event.error) }), { type: 'focus', params: 'notice' }],
                  },
                  {
                    guard: onCodes([ResultCode.VALIDATION_FAILED]),
                    target: 'editing',
                    actions: ['newKey', assign(({ context, event }) => serverRejection(event.error, context.values)), { type: 'focus', params: 'firstError' }],
                  },
                  {
                    guard: onCodes([ResultCode.ROLE_FORBIDDEN]),
                    target: 'editing',
                    actions: ['newKey', { type: 'notice', params: NOTICE.roleForbidden }, { type: 'focus', params: 'notice' }],
                  },
                  {
                    // Any other catalogue code: no booking was made, so the next attempt is a new request.
                    guard: { type: 'isBusinessFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                    target: 'editing',
                    actions: ['newKey', { type: 'notice', params: NOTICE.failed }, { type: 'focus', params: 'notice' }],
                  },
                  {
                    // No answer (status 0) or an ended session: the client signs the user out. The outcome is
                    // unknown, so the key stays; back from signing in, the same request goes again (RESUME).
                    guard: { type: 'endsTheSession', params: ({ event }: { event: { error: unknown } }) => event.error },
                    target: 'awaitingSignIn',
                    actions: assign({ notice: ({ event }) => transportNotice(event.error) }),
                  },
                  {
                    // A timeout, a 5xx, an identical request in flight: the outcome is unknown, so the key
                    // stays and the next Book replays rather than books twice.
                    target: 'editing',
                    actions: [assign({ notice: ({ event }) => transportNotice(event.error) }), { type: 'focus', params: 'notice' }],
                  },
                ],
              },
            },
            /**
             * After a network failure or an ended session mid-submit: the page is left for the sign-in.
             * Coming back (RESUME), the booking is sent again with the same key, exactly as a draft restored
             * in `submitting` (a reload, or the page closed before the answer came) re-sends it.
             */
            awaitingSignIn: {
              on: { RESUME: 'submitting', SUBMIT: 'submitting' },
            },
            /** After 50001: the page is left for the sign-in; coming back (RESUME) continues the same draft. */
            signInRequired: {
              on: { RESUME: { target: 'editing', actions: { type: 'notice', params: NOTICE.resumed } } },
            },
            /**
             * 50003, 50004, 50005: this offer cannot be booked as it stood. Coming back to the draft (the
             * shipper re-checked the results and chose the same quote) or asking to re-check loads the quote
             * again: offered again, the refusal is cleared and what was typed stays; expired or gone, the
             * page says so.
             */
            offerRejected: {
              initial: 'refused',
              states: {
                refused: {
                  on: { RESUME: 'rechecking', RECHECK: 'rechecking' },
                },
                rechecking: {
                  invoke: {
                    id: 'recheckQuote',
                    src: 'loadQuote',
                    input: ({ context }) => ({ quoteId: context.quoteId }),
                    onDone: [
                      {
                        guard: { type: 'quoteExpired', params: ({ event }) => event.output },
                        target: '#booking.quoteExpired',
                        actions: assign({ quote: ({ event }) => event.output, offerProblem: null }),
                      },
                      { target: '#booking.ready.form.editing', actions: assign({ quote: ({ event }) => event.output, offerProblem: null, notice: null }) },
                    ],
                    onError: [
                      { guard: onCodes([ResultCode.BOOKING_QUOTE_NOT_FOUND]), target: '#booking.quoteMissing' },
                      { target: 'refused' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    booked: { type: 'final' },
  },
});

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/**
 * A finished or missing booking, or a seller's, leaves no draft behind. An expired quote keeps what was
 * typed (a re-quote brings it back); only one expired before anything was filled leaves nothing.
 */
export const isDraftDone = (s: BookingSnapshot) =>
  s.status !== 'active' || s.matches('quoteMissing') || s.matches('notAllowed') || (s.matches('quoteExpired') && !s.context.prefilled);
