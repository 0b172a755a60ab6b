/**
 * Booking Confirm (issue 4 item 3; spec sections 3, 5 and 8): the chosen quote, consignor and
 * consignee, commodities, goods value, the promo code, the two confirmations and the booking itself.
 *
 * The machine decides everything the page shows: which fields are wrong (as message ids), which
 * promo or booking code came back and what the next step is, what is payable, whether the form can
 * be sent. It keeps ONE Idempotency-Key per draft in context, so a double click, a retry after a
 * network error or a timeout, or a reload during the submit (the persisted snapshot re-runs the
 * submit) all reach the server with the same key and make one booking. The key is replaced only
 * after an answer that the server made no booking with (a business code): the server replays stored
 * answers by key, so the next attempt must be a new request (docs/decisions/090).
 */
import { and, assign, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { isApiError } from '../src/api/api-error';
import { ResultCode } from '../src/api/result-codes';

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type PromoResult = Schemas['PromoResult'];
export type BookingRequest = Schemas['BookingRequest'];
export type BookingResult = Schemas['BookingResult'];
export type Currency = Schemas['Currency'];
export type Role = Schemas['Role'];

export const CURRENCIES: readonly Currency[] = ['USD', 'EUR', 'GBP'];

/** Every CompanyInfo field of spec section 3, as typed. */
export interface CompanyValues {
  companyName: string;
  contactPerson: string;
  address: string;
  addressComplement: string;
  city: string;
  stateProvince: string;
  country: string;
  zipCode: string;
  phone: string;
  extension: string;
  email: string;
}
export type CompanyField = keyof CompanyValues;
export type Party = 'consignor' | 'consignee';
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'companyName', 'contactPerson', 'address', 'addressComplement', 'city', 'stateProvince', 'country', 'zipCode', 'phone', 'extension', 'email',
];

/** One commodity row; `id` is stable so that errors stay with their row when another is removed. */
export interface CommodityValues {
  id: string;
  description: string;
  hsCode: string;
  value: string;
  count: string;
}
export type CommodityField = Exclude<keyof CommodityValues, 'id'>;
export const MAX_COMMODITIES = 50;

export type Confirmation = 'acceptCommercialShipment' | 'acceptQuoteTerms';
export type DetailField = 'goodsValue' | 'goodsCurrency' | 'cargoReadyDate' | 'remarks';

export interface BookingValues {
  consignor: CompanyValues;
  consignee: CompanyValues;
  commodities: CommodityValues[];
  goodsValue: string;
  goodsCurrency: Currency;
  cargoReadyDate: string;
  remarks: string;
  acceptCommercialShipment: boolean;
  acceptQuoteTerms: boolean;
}

/** Field paths used as error keys: `consignor.email`, `commodities.c2.hsCode`, `goodsValue`, `acceptQuoteTerms`. */
export const companyPath = (party: Party, field: CompanyField) => `${party}.${field}`;
export const commodityPath = (rowId: string, field: CommodityField) => `commodities.${rowId}.${field}`;

/** A message for the form as a whole (an alert by the Book button), as a message id and its tone. */
export interface Notice {
  id: string;
  tone: 'error' | 'info';
}

/** Where the page moves focus after an outcome; `seq` changes each time so the same target can be asked twice. */
export interface FocusRequest {
  target: 'promo' | 'firstError' | 'notice';
  seq: number;
}

export interface BookingContext {
  quoteId: string;
  role: Role | null;
  quote: Quote | null;
  /** Why the quote could not be loaded (message id), in `loadFailed`. */
  loadError: string | null;
  values: BookingValues;
  /** Field path → message id. */
  errors: Record<string, string>;
  promo: { code: string; applied: PromoResult | null; error: string | null };
  notice: Notice | null;
  /** Why the offer cannot be booked (50003, 50004, 50005), in `ready.form.offerRejected`. */
  offerProblem: string | null;
  idempotencyKey: string;
  booking: BookingResult | null;
  focus: FocusRequest | null;
  /** Prefilled from the quote once; a restored draft keeps what the user typed. */
  prefilled: boolean;
  nextRowId: number;
}

export interface BookingInput {
  quoteId: string;
  role?: Role | null;
}

export type BookingEvent =
  | { type: 'EDIT_COMPANY'; party: Party; field: CompanyField; value: string }
  | { type: 'EDIT_COMMODITY'; rowId: string; field: CommodityField; value: string }
  | { type: 'ADD_COMMODITY' }
  | { type: 'REMOVE_COMMODITY'; rowId: string }
  | { type: 'EDIT_DETAIL'; field: DetailField; value: string }
  | { type: 'CONFIRM'; field: Confirmation; checked: boolean }
  | { type: 'PROMO_EDIT'; value: string }
  | { type: 'PROMO_APPLY' }
  | { type: 'PROMO_REMOVE' }
  | { type: 'SUBMIT' }
  /** Load the quote again after a failure. */
  | { type: 'RETRY' }
  /** The page opened this draft (first time, after a reload, or back from signing in again). */
  | { type: 'RESUME' };

export interface CheckPromoInput {
  quoteId: string;
  promoCode: string;
}
export interface SubmitBookingInput {
  idempotencyKey: string;
  request: BookingRequest;
}

// ---------------------------------------------------------------------------------------------
// Rules (plain functions: the server checks the same, docs/decisions/026 and 091)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{3,}$/;
const EXTENSION = /^[0-9]{1,10}$/;
const HS_CODE = /^[0-9]{4,10}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;
const MAX_REMARKS = 2000;

export const E = {
  required: 'booking.error.required',
  email: 'booking.error.email',
  phone: 'booking.error.phone',
  extension: 'booking.error.extension',
  country: 'booking.error.country',
  hsCode: 'booking.error.hsCode',
  amount: 'booking.error.amount',
  count: 'booking.error.count',
  date: 'booking.error.date',
  datePast: 'booking.error.datePast',
  tooLong: 'booking.error.tooLong',
  confirm: 'booking.error.confirm',
  rejected: 'booking.error.rejected',
} as const;

/** Today as the server counts it (UTC), YYYY-MM-DD. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

function companyErrors(party: Party, v: CompanyValues, errors: Record<string, string>) {
  const put = (field: CompanyField, id: string | null) => {
    if (id) errors[companyPath(party, field)] = id;
  };
  for (const field of ['companyName', 'contactPerson', 'address', 'city', 'zipCode'] as const) {
    put(field, !v[field].trim() ? E.required : v[field].trim().length > MAX_TEXT ? E.tooLong : null);
  }
  for (const field of ['addressComplement', 'stateProvince'] as const) put(field, v[field].trim().length > MAX_TEXT ? E.tooLong : null);
  put('country', !v.country ? E.required : /^[A-Z]{2}$/.test(v.country) ? null : E.country);
  put('phone', !v.phone.trim() ? E.required : PHONE.test(v.phone.trim()) ? null : E.phone);
  put('extension', v.extension.trim() && !EXTENSION.test(v.extension.trim()) ? E.extension : null);
  put('email', !v.email.trim() ? E.required : EMAIL.test(v.email.trim()) ? null : E.email);
}

/** Every problem of the form, by field path, in the order the fields appear. Empty when it can be sent. */
export function validateBooking(values: BookingValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  companyErrors('consignor', values.consignor, errors);
  companyErrors('consignee', values.consignee, errors);
  for (const row of values.commodities) {
    const put = (field: CommodityField, id: string | null) => {
      if (id) errors[commodityPath(row.id, field)] = id;
    };
    put('description', !row.description.trim() ? E.required : row.description.trim().length > MAX_TEXT ? E.tooLong : null);
    put('hsCode', !row.hsCode.trim() ? E.required : HS_CODE.test(row.hsCode.trim()) ? null : E.hsCode);
    put('value', !row.value.trim() ? E.required : AMOUNT.test(row.value.trim()) ? null : E.amount);
    put('count', !row.count.trim() ? E.required : WHOLE.test(row.count.trim()) && Number(row.count) >= 1 ? null : E.count);
  }
  if (!values.goodsValue.trim()) errors.goodsValue = E.required;
  else if (!AMOUNT.test(values.goodsValue.trim())) errors.goodsValue = E.amount;
  if (!values.cargoReadyDate) errors.cargoReadyDate = E.required;
  else if (!ISO_DATE.test(values.cargoReadyDate)) errors.cargoReadyDate = E.date;
  else if (values.cargoReadyDate < today) errors.cargoReadyDate = E.datePast;
  if (values.remarks.length > MAX_REMARKS) errors.remarks = E.tooLong;
  if (!values.acceptCommercialShipment) errors.acceptCommercialShipment = E.confirm;
  if (!values.acceptQuoteTerms) errors.acceptQuoteTerms = E.confirm;
  return errors;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** What the shipper pays: the quote total less an applied promo discount. */
export function payableTotal(context: Pick<BookingContext, 'quote' | 'promo'>): number | null {
  if (!context.quote) return null;
  return round2(context.quote.total - (context.promo.applied?.discount ?? 0));
}

function companyInfo(v: CompanyValues): BookingRequest['consignor'] {
  const optional = (key: 'addressComplement' | 'stateProvince' | 'extension') => (v[key].trim() ? { [key]: v[key].trim() } : {});
  return {
    companyName: v.companyName.trim(),
    contactPerson: v.contactPerson.trim(),
    address: v.address.trim(),
    ...optional('addressComplement'),
    city: v.city.trim(),
    ...optional('stateProvince'),
    country: v.country,
    zipCode: v.zipCode.trim(),
    phone: v.phone.trim(),
    ...optional('extension'),
    email: v.email.trim(),
  };
}

/** The request body for a valid draft. Only an applied promo code is sent (an unapplied one blocks the submit). */
export function toBookingRequest(context: Pick<BookingContext, 'quoteId' | 'values' | 'promo'>): BookingRequest {
  const v = context.values;
  return {
    quoteId: context.quoteId,
    ...(context.promo.applied ? { promoCode: context.promo.applied.promoCode } : {}),
    consignor: companyInfo(v.consignor),
    consignee: companyInfo(v.consignee),
    commodities: v.commodities.map((c) => ({
      description: c.description.trim(),
      hsCode: c.hsCode.trim(),
      value: Number(c.value.trim()),
      count: Number(c.count.trim()),
    })),
    goodsValue: Number(v.goodsValue.trim()),
    goodsCurrency: v.goodsCurrency,
    cargoReadyDate: v.cargoReadyDate,
    acceptCommercialShipment: v.acceptCommercialShipment,
    acceptQuoteTerms: v.acceptQuoteTerms,
    ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
  };
}

/** A fresh Idempotency-Key (the contract asks for 8–128 characters). getRandomValues works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `booking-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const emptyCompany = (): CompanyValues => ({
  companyName: '', contactPerson: '', address: '', addressComplement: '', city: '', stateProvince: '', country: '', zipCode: '', phone: '', extension: '', email: '',
});
const emptyCommodity = (id: string): CommodityValues => ({ id, description: '', hsCode: '', value: '', count: '' });

// ---------------------------------------------------------------------------------------------
// Answers → what the page shows

const PROMO_CODES: readonly number[] = [
  ResultCode.PROMO_NOT_FOUND, ResultCode.PROMO_EXPIRED, ResultCode.PROMO_COST_OUT_OF_RANGE, ResultCode.PROMO_ONCE_ONLY,
  ResultCode.PROMO_FBA_ONLY, ResultCode.PROMO_NOT_APPLICABLE, ResultCode.PROMO_CONTAINER_TYPES, ResultCode.PROMO_LANE_ONLY,
  ResultCode.PROMO_USER_ONLY, ResultCode.PROMO_ALREADY_USED, ResultCode.PROMO_EMPTY,
];
const OFFER_CODES: readonly number[] = [ResultCode.BOOKING_QUOTE_NOT_FOUND, ResultCode.BOOKING_QUOTE_INVALID, ResultCode.BOOKING_FREIGHT_NOT_FOUND];

const codeOf = (error: unknown): number | null => (isApiError(error) && error.kind === 'business' ? error.code : null);
const kindOf = (error: unknown) => (isApiError(error) ? error.kind : null);

/** A failure that is not a catalogue code, as the message id of the form notice. */
function transportNotice(error: unknown, prefix: 'booking.notice' | 'booking.promo.error' | 'booking.load'): string {
  switch (kindOf(error)) {
    case 'network':
      return `${prefix}.network`;
    case 'timeout':
      return `${prefix}.timeout`;
    case 'too-frequent':
      return `${prefix}.tooFrequent`;
    case 'auth':
      return `${prefix}.sessionEnded`;
    default:
      return `${prefix}.failed`;
  }
}

/** The message id for a promo answer (the same codes arrive from /promo/check and from the booking). */
function promoErrorId(error: unknown): string {
  const code = codeOf(error);
  if (code !== null && (PROMO_CODES.includes(code) || code === ResultCode.BOOKING_QUOTE_NOT_FOUND || code === ResultCode.ROLE_FORBIDDEN)) {
    return `booking.promo.error.${code}`;
  }
  return transportNotice(error, 'booking.promo.error');
}

/**
 * The field a 90001 message names (`consignor.email: …`, `commodities[1].hsCode: …`), as our field
 * path, or null when it names none we show.
 */
export function fieldOfServerMessage(message: string | null, values: BookingValues): string | null {
  const path = message?.split(':')[0]?.trim() ?? '';
  const company = /^(consignor|consignee)\.(\w+)$/.exec(path);
  if (company && (COMPANY_FIELDS as readonly string[]).includes(company[2]!)) return `${company[1]}.${company[2]}`;
  const commodity = /^commodities\[(\d+)\]\.(description|hsCode|value|count)$/.exec(path);
  if (commodity) {
    const row = values.commodities[Number(commodity[1])];
    return row ? commodityPath(row.id, commodity[2] as CommodityField) : null;
  }
  if (['goodsValue', 'goodsCurrency', 'cargoReadyDate', 'remarks', 'acceptCommercialShipment', 'acceptQuoteTerms'].includes(path)) return path;
  return null;
}

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`The ${name} actor is provided by the app (createBookingActors).`);
};

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    loadQuote: fromPromise<Quote, { quoteId: string }>(provided('loadQuote')),
    checkPromo: fromPromise<PromoResult, CheckPromoInput>(provided('checkPromo')),
    submitBooking: fromPromise<BookingResult, SubmitBookingInput>(provided('submitBooking')),
  },
  guards: {
    isSeller: ({ context }) => context.role === 'SELLER',
    quoteExpired: (_, quote: Quote) => quote.expired,
    isCode: (_, params: { error: unknown; codes: readonly number[] }) => {
      const code = codeOf(params.error);
      return code !== null && params.codes.includes(code);
    },
    isKind: (_, params: { error: unknown; kinds: readonly string[] }) => params.kinds.includes(kindOf(params.error) ?? ''),
    submitting: stateIn('#booking.ready.form.submitting'),
    checkingPromo: stateIn('#booking.ready.promo.checking'),
    promoApplied: ({ context }) => context.promo.applied !== null,
    promoEmpty: ({ context }) => !context.promo.code.trim(),
    formInvalid: ({ context }) => Object.keys(validateBooking(context.values, todayUtc())).length > 0,
    /** A code typed but not applied: the total shown would not be what the server charges. */
    promoUnapplied: ({ context }) => context.promo.applied === null && context.promo.code.trim() !== '',
    totalNotPositive: ({ context }) => !((payableTotal(context) ?? 0) > 0),
    canAddCommodity: ({ context }) => context.values.commodities.length < MAX_COMMODITIES,
    canRemoveCommodity: ({ context }) => context.values.commodities.length > 1,
  },
  actions: {
    /** Told by the page to end the session so that the user signs in again and comes back here (50001). */
    signInAgain: () => {},
    prefill: assign(({ context }, quote: Quote) => {
      if (context.prefilled) return { quote };
      const v = context.values;
      return {
        quote,
        prefilled: true,
        values: {
          ...v,
          consignor: { ...v.consignor, country: quote.origin.country, city: quote.origin.city },
          consignee: { ...v.consignee, country: quote.destination.country, city: quote.destination.city },
          goodsCurrency: quote.currency,
          cargoReadyDate: quote.search.origin.cargoReadyDate ?? '',
        },
      };
    }),
    newKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
    focus: assign(({ context }, target: FocusRequest['target']) => ({ focus: { target, seq: (context.focus?.seq ?? 0) + 1 } })),
    clearError: assign(({ context }, path: string) => {
      if (!(path in context.errors)) return {};
      const errors = { ...context.errors };
      delete errors[path];
      return { errors };
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    quoteId: input.quoteId,
    role: input.role ?? null,
    quote: null,
    loadError: null,
    values: {
      consignor: emptyCompany(),
      consignee: emptyCompany(),
      commodities: [emptyCommodity('c1')],
      goodsValue: '',
      goodsCurrency: 'USD',
      cargoReadyDate: '',
      remarks: '',
      acceptCommercialShipment: false,
      acceptQuoteTerms: false,
    },
    errors: {},
    promo: { code: '', applied: null, error: null },
    notice: null,
    offerProblem: null,
    idempotencyKey: newIdempotencyKey(),
    booking: null,
    focus: null,
    prefilled: false,
    nextRowId: 2,
  }),
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
          { target: 'ready', actions: { type: 'prefill', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: [ResultCode.BOOKING_QUOTE_NOT_FOUND] }) },
            target: 'quoteMissing',
          },
          { target: 'loadFailed', actions: assign({ loadError: ({ event }) => transportNotice(event.error, 'booking.load') }) },
        ],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    /** 50003 on load: no quote with this id; the way back is Find Quote. */
    quoteMissing: {},
    /** The quote's guarantee has passed (50004 if booked): back to the results to re-check the offer. */
    quoteExpired: {},
    ready: {
      type: 'parallel',
      on: {
        EDIT_COMPANY: {
          guard: not('submitting'),
          actions: [
            assign(({ context, event }) => ({
              values: { ...context.values, [event.party]: { ...context.values[event.party], [event.field]: event.value } },
            })),
            { type: 'clearError', params: ({ event }) => companyPath(event.party, event.field) },
          ],
        },
        EDIT_COMMODITY: {
          guard: not('submitting'),
          actions: [
            assign(({ context, event }) => ({
              values: {
                ...context.values,
                commodities: context.values.commodities.map((c) => (c.id === event.rowId ? { ...c, [event.field]: event.value } : c)),
              },
            })),
            { type: 'clearError', params: ({ event }) => commodityPath(event.rowId, event.field) },
          ],
        },
        ADD_COMMODITY: {
          guard: and([not('submitting'), 'canAddCommodity']),
          actions: assign(({ context }) => ({
            values: { ...context.values, commodities: [...context.values.commodities, emptyCommodity(`c${context.nextRowId}`)] },
            nextRowId: context.nextRowId + 1,
          })),
        },
        REMOVE_COMMODITY: {
          guard: and([not('submitting'), 'canRemoveCommodity']),
          actions: assign(({ context, event }) => ({
            values: { ...context.values, commodities: context.values.commodities.filter((c) => c.id !== event.rowId) },
            errors: Object.fromEntries(Object.entries(context.errors).filter(([path]) => !path.startsWith(`commodities.${event.rowId}.`))),
          })),
        },
        EDIT_DETAIL: {
          guard: not('submitting'),
          actions: [
            assign(({ context, event }) => ({
              values: {
                ...context.values,
                [event.field]: event.field === 'goodsCurrency' ? ((CURRENCIES as readonly string[]).includes(event.value) ? event.value : context.values.goodsCurrency) : event.value,
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
        promo: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                PROMO_EDIT: {
                  guard: and([not('submitting'), not('promoApplied')]),
                  actions: assign(({ context, event }) => ({ promo: { ...context.promo, code: event.value, error: null } })),
                },
                PROMO_APPLY: [
                  { guard: 'submitting' },
                  { guard: 'promoApplied' },
                  // Spec 5 "Promo code not empty": refused here with 50002's message, before any call.
                  {
                    guard: 'promoEmpty',
                    actions: [
                      assign(({ context }) => ({ promo: { ...context.promo, error: `booking.promo.error.${ResultCode.PROMO_EMPTY}` } })),
                      { type: 'focus', params: 'promo' },
                    ],
                  },
                  { target: 'checking' },
                ],
                PROMO_REMOVE: {
                  guard: not('submitting'),
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
                  {
                    guard: 'formInvalid',
                    actions: [
                      assign(({ context }) => ({ errors: validateBooking(context.values, todayUtc()), notice: { id: 'booking.notice.fixErrors', tone: 'error' as const } })),
                      { type: 'focus', params: 'firstError' },
                    ],
                  },
                  {
                    guard: 'promoUnapplied',
                    actions: [
                      assign(({ context }) => ({ promo: { ...context.promo, error: 'booking.promo.error.unapplied' }, notice: null })),
                      { type: 'focus', params: 'promo' },
                    ],
                  },
                  {
                    // Spec 5: the total must be greater than 0.
                    guard: 'totalNotPositive',
                    actions: [assign({ notice: { id: 'booking.notice.totalNotPositive', tone: 'error' } }), { type: 'focus', params: 'notice' }],
                  },
                  { target: 'submitting' },
                ],
                RESUME: {},
              },
            },
            submitting: {
              entry: assign({ errors: {}, notice: null }),
              invoke: {
                id: 'submitBooking',
                src: 'submitBooking',
                input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, request: toBookingRequest(context) }),
                onDone: { target: '#booking.booked', actions: assign({ booking: ({ event }) => event.output }) },
                onError: [
                  {
                    // 50001: the user record is gone or inactive. The session ends and keeps the way back here.
                    guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: [ResultCode.BOOKING_USER_MISSING] }) },
                    target: 'signInRequired',
                    actions: ['newKey', assign({ notice: { id: 'booking.notice.50001', tone: 'error' } }), 'signInAgain'],
                  },
                  {
                    guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: PROMO_CODES }) },
                    target: 'editing',
                    actions: [
                      'newKey',
                      assign(({ context, event }) => ({ promo: { ...context.promo, applied: null, error: promoErrorId(event.error) } })),
                      { type: 'focus', params: 'promo' },
                    ],
                  },
                  {
                    guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: OFFER_CODES }) },
                    target: 'offerRejected',
                    actions: ['newKey', assign({ offerProblem: ({ event }) => `booking.offer.${codeOf(event.error)}` }), { type: 'focus', params: 'notice' }],
                  },
                  {
                    guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: [ResultCode.VALIDATION_FAILED] }) },
                    target: 'editing',
                    actions: [
                      'newKey',
                      assign(({ context, event }) => {
                        const message = isApiError(event.error) ? event.error.serverMessage : null;
                        if (message?.startsWith('total:')) return { notice: { id: 'booking.notice.totalNotPositive', tone: 'error' as const } };
                        const field = fieldOfServerMessage(message, context.values);
                        return field
                          ? { errors: { [field]: E.rejected }, notice: { id: 'booking.notice.fixErrors', tone: 'error' as const } }
                          : { notice: { id: 'booking.notice.failed', tone: 'error' as const } };
                      }),
                      { type: 'focus', params: 'firstError' },
                    ],
                  },
                  {
                    guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, codes: [ResultCode.ROLE_FORBIDDEN] }) },
                    target: 'editing',
                    actions: ['newKey', assign({ notice: { id: 'booking.notice.10303', tone: 'error' } }), { type: 'focus', params: 'notice' }],
                  },
                  {
                    // Any other catalogue code: no booking was made, so the next attempt is a new request.
                    guard: { type: 'isKind', params: ({ event }) => ({ error: event.error, kinds: ['business'] }) },
                    target: 'editing',
                    actions: ['newKey', assign({ notice: { id: 'booking.notice.failed', tone: 'error' } }), { type: 'focus', params: 'notice' }],
                  },
                  {
                    // No answer (status 0) or an ended session: the client signs the user out. The outcome is
                    // unknown, so the key stays; back from signing in, the same request goes again (RESUME).
                    guard: { type: 'isKind', params: ({ event }) => ({ error: event.error, kinds: ['network', 'auth'] }) },
                    target: 'awaitingSignIn',
                    actions: assign(({ event }) => ({ notice: { id: transportNotice(event.error, 'booking.notice'), tone: 'error' as const } })),
                  },
                  {
                    // A timeout, a 5xx, an identical request in flight: the outcome is unknown, so the key
                    // stays and the next Book replays rather than books twice.
                    target: 'editing',
                    actions: [assign(({ event }) => ({ notice: { id: transportNotice(event.error, 'booking.notice'), tone: 'error' as const } })), { type: 'focus', params: 'notice' }],
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
              on: { RESUME: { target: 'editing', actions: assign({ notice: { id: 'booking.notice.resumed', tone: 'info' } }) } },
            },
            /** 50003, 50004, 50005: this offer cannot be booked; the way on is to re-check the offer. */
            offerRejected: {},
          },
        },
      },
    },
    booked: { type: 'final' },
  },
});

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** A finished, missing or expired booking leaves no draft behind. */
export const isDraftDone = (s: BookingSnapshot) => s.status !== 'active' || s.matches('quoteMissing') || s.matches('quoteExpired') || s.matches('notAllowed');
