/**
 * Quote Result: the search comes from the URL, is priced by the server, and the
 * machine decides everything the page shows — the cheapest / quickest view, the sort, the filters
 * (mode, forwarder, carrier, transit time, price range) with their messages, the page of the list,
 * which charge breakdowns are open — and the custom quote request when nothing fits (or nothing came
 * back). Decisions: docs/decisions/085-quote-result-views-sort-filters.md, 086-quote-result-paging.md,
 * 088-custom-quote-request-form.md.
 */
import type { PriceChange } from './shared/price-change';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { decodeQuoteSearch, type QuoteSearch } from './quote-search/quote-search.codec';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type QuoteSearchResult = Schemas['QuoteSearchResult'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type ShipmentMode = Schemas['ShipmentMode'];
export type Role = Schemas['Role'];
export type { QuoteSearch };

/** Quotes per page of the list: few enough that a sort or filter change repaints at once (086). */
export const QUOTES_PER_PAGE = 10;
/** The contract's limit for the notes of a custom quote request. */
export const NOTES_MAX_LENGTH = 2000;

export type SortKey = 'priceAsc' | 'priceDesc' | 'transitAsc' | 'transitDesc' | 'expiryDesc' | 'ratingDesc' | 'co2Asc';
export const SORT_KEYS: readonly SortKey[] = ['priceAsc', 'transitAsc', 'priceDesc', 'transitDesc', 'expiryDesc', 'ratingDesc', 'co2Asc'];
/** The two views of the spec ("cheapest", "quickest") are the two sorts a shipper wants most. */
export type QuoteView = 'cheapest' | 'quickest';
const VIEW_SORT: Readonly<Record<QuoteView, SortKey>> = { cheapest: 'priceAsc', quickest: 'transitAsc' };

export type Facet = 'modes' | 'forwarders' | 'carriers';
export type FilterField = 'maxTransitDays' | 'minPrice' | 'maxPrice' | 'maxCo2Kg';
export type FilterError = 'wholeDays' | 'amount' | 'minAboveMax' | 'wholeKg';

export interface QuoteFilters {
  /** Selected values; none selected means any. */
  modes: string[];
  forwarders: string[];
  carriers: string[];
  /** As typed: the longest end-to-end transit in days. */
  maxTransitDays: string;
  /** As typed, in US dollars. */
  minPrice: string;
  maxPrice: string;
  /** As typed: the most CO2e (kg) a quote may emit. */
  maxCo2Kg: string;
}

export const NO_FILTERS: QuoteFilters = { modes: [], forwarders: [], carriers: [], maxTransitDays: '', minPrice: '', maxPrice: '', maxCo2Kg: '' };

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A quote with what sorting and filtering compare, computed once when the result arrives. */
export interface RankedQuote {
  quote: Quote;
  /** The total in US dollars, so quotes in different currencies compare (085). */
  usdTotal: number;
  cheapest: boolean;
  quickest: boolean;
  /** Booking an expired quote is refused (50004): the card says so instead of offering Book. */
  canBook: boolean;
}

/** Why the search could not be shown. */
export type SearchFailure =
  | { kind: 'readyDatePassed' }
  | { kind: 'invalidSearch'; detail: string | null }
  | { kind: CallFailure };

/** Why the custom request was not sent. */
export type RequestFailure = { kind: 'forbidden' } | { kind: 'invalid'; detail: string | null } | { kind: CallFailure };

export type NotesError = 'tooLong';

export interface QuoteResultInput {
  /** The `q` parameter of the URL, as it is. */
  q: string | null;
  /** Who is looking: only a shipper (BUYER) books; a forwarder sees the shipper's view without Book. */
  role: Role | null;
  /** The clock at start (ms); tests pass one, the page leaves it to the machine. */
  now?: number;
}

/** How often the countdowns move: a minute is their finest unit, so a quarter of it keeps them honest. */
export const CLOCK_TICK_MS = 15_000;


/** Why a re-quote failed, by the quote it was for. */
export interface RequoteFailure {
  quoteId: string;
  kind: CallFailure | 'gone';
}

export interface QuoteResultContext {
  q: string | null;
  role: Role | null;
  /** The clock the countdowns and the client-side expiry read (ms since epoch). */
  now: number;
  /** Price changes by quote id, after a re-quote. */
  priceChanges: Record<string, PriceChange>;
  /** The quote whose re-quote runs, or null. */
  requoting: string | null;
  requoteFailure: RequoteFailure | null;
  search: QuoteSearch | null;
  result: QuoteSearchResult | null;
  ranked: RankedQuote[];
  facets: Record<Facet, FacetOption[]>;
  sort: SortKey;
  filters: QuoteFilters;
  filterErrors: Partial<Record<FilterField, FilterError>>;
  /** The ranked quotes that pass the filters, in the sort's order. */
  visible: RankedQuote[];
  /** 0-based page of `visible`. */
  page: number;
  /** Quote ids whose charges breakdown is open. */
  expanded: Record<string, true>;
  failure: SearchFailure | null;
  notes: string;
  notesError: NotesError | null;
  requestFailure: RequestFailure | null;
  sentRequest: QuoteRequest | null;
}

export interface CustomQuoteRequestInput {
  search: QuoteSearch;
  notes: string;
}

export type QuoteResultEvent =
  | { type: 'RETRY' }
  | { type: 'SHOW_VIEW'; view: QuoteView }
  | { type: 'SET_SORT'; sort: SortKey }
  | { type: 'TOGGLE_FILTER'; facet: Facet; value: string }
  | { type: 'EDIT_FILTER'; field: FilterField; value: string }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'TOGGLE_CHARGES'; quoteId: string }
  | { type: 'EDIT_NOTES'; value: string }
  | { type: 'TICK'; now: number }
  | { type: 'REQUOTE'; quoteId: string }
  | { type: 'REQUEST_CUSTOM_QUOTE' };

// ---------------------------------------------------------------------------------------------
// Pure rules, exported for the tests

/**
 * The quote's total in US dollars. Every charge row carries its rate to the quote's currency, so a row
 * billed in USD tells how many quote-currency units a dollar is worth. A quote with no such row (a lane
 * with no dollar charge at all) keeps its own amount: there is nothing to convert it with.
 */
export function usdTotalOf(quote: Quote): number {
  if (quote.currency === 'USD') return quote.total;
  const rows = [...quote.charges.origin, ...quote.charges.destination, ...quote.charges.shipment];
  const dollarRow = rows.find((r) => r.currency === 'USD' && r.exchangeRate > 0);
  return dollarRow ? quote.total / dollarRow.exchangeRate : quote.total;
}

/** The moment a quote's guarantee ends: it is valid through its whole expiry day, UTC (decision 024). */
export function guaranteeEndsAt(quote: Pick<Quote, 'expiresAt'>): number {
  return Date.parse(`${quote.expiresAt.slice(0, 10)}T00:00:00Z`) + 86_400_000;
}

/** Expired by the server's word or by the clock since the list was read. */
export const isExpiredAt = (quote: Pick<Quote, 'expired' | 'expiresAt'>, now: number) => quote.expired || now >= guaranteeEndsAt(quote);

/**
 * After a re-quote, the same offer in the new result: the same id (a search again re-issues it under
 * its id, decision 024), else the same forwarder, level, mode and carrier.
 */
export function sameOffer(before: Quote, list: readonly Quote[]): Quote | null {
  return (
    list.find((q) => q.id === before.id) ??
    list.find((q) => q.forwarder.companyId === before.forwarder.companyId && q.serviceLevel === before.serviceLevel && q.mode === before.mode && q.carrier === before.carrier) ??
    null
  );
}

export function rankQuotes(result: QuoteSearchResult): RankedQuote[] {
  return result.list.map((quote) => ({
    quote,
    usdTotal: usdTotalOf(quote),
    cheapest: quote.id === result.cheapestQuoteId,
    quickest: quote.id === result.quickestQuoteId,
    canBook: !quote.expired,
  }));
}

function facetOptions(ranked: readonly RankedQuote[], pick: (q: Quote) => [value: string, label: string]): FacetOption[] {
  const byValue = new Map<string, FacetOption>();
  for (const { quote } of ranked) {
    const [value, label] = pick(quote);
    const option = byValue.get(value);
    if (option) option.count += 1;
    else byValue.set(value, { value, label, count: 1 });
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function facetsOf(ranked: readonly RankedQuote[]): Record<Facet, FacetOption[]> {
  return {
    modes: facetOptions(ranked, (q) => [q.mode, q.mode]),
    forwarders: facetOptions(ranked, (q) => [q.forwarder.companyId, q.forwarder.name]),
    carriers: facetOptions(ranked, (q) => [q.carrier, q.carrier]),
  };
}

/** An amount as typed: digits with an optional decimal part; thousands separators are allowed. */
function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

export interface FilterCheck {
  errors: Partial<Record<FilterField, FilterError>>;
  maxTransitDays: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  maxCo2Kg: number | null;
}

/** Reads the typed filters; a value that is not valid gets its message and filters nothing. */
export function checkFilters(filters: QuoteFilters): FilterCheck {
  const errors: FilterCheck['errors'] = {};
  let maxTransitDays: number | null = null;
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  let maxCo2Kg: number | null = null;
  const kg = filters.maxCo2Kg.trim().replace(/,/g, '');
  if (kg) {
    if (/^\d+$/.test(kg) && Number(kg) >= 1) maxCo2Kg = Number(kg);
    else errors.maxCo2Kg = 'wholeKg';
  }
  const days = filters.maxTransitDays.trim();
  if (days) {
    if (/^\d+$/.test(days) && Number(days) >= 1) maxTransitDays = Number(days);
    else errors.maxTransitDays = 'wholeDays';
  }
  if (filters.minPrice.trim()) {
    minPrice = parseAmount(filters.minPrice);
    if (minPrice === null) errors.minPrice = 'amount';
  }
  if (filters.maxPrice.trim()) {
    maxPrice = parseAmount(filters.maxPrice);
    if (maxPrice === null) errors.maxPrice = 'amount';
  }
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    errors.maxPrice = 'minAboveMax';
    maxPrice = null;
  }
  return { errors, maxTransitDays, minPrice, maxPrice, maxCo2Kg };
}

const byDays = (a: Quote, b: Quote) =>
  a.transitDays.endToEnd.max - b.transitDays.endToEnd.max || a.transitDays.endToEnd.min - b.transitDays.endToEnd.min;

const COMPARE: Readonly<Record<SortKey, (a: RankedQuote, b: RankedQuote) => number>> = {
  priceAsc: (a, b) => a.usdTotal - b.usdTotal || byDays(a.quote, b.quote),
  priceDesc: (a, b) => b.usdTotal - a.usdTotal || byDays(a.quote, b.quote),
  // Quickest: end to end (longest, then shortest estimate), then the cheaper — as the server picks it.
  transitAsc: (a, b) => byDays(a.quote, b.quote) || a.usdTotal - b.usdTotal,
  transitDesc: (a, b) => byDays(b.quote, a.quote) || a.usdTotal - b.usdTotal,
  expiryDesc: (a, b) => b.quote.expiresAt.localeCompare(a.quote.expiresAt) || a.usdTotal - b.usdTotal,
  ratingDesc: (a, b) => b.quote.forwarder.rating - a.quote.forwarder.rating || a.usdTotal - b.usdTotal,
  co2Asc: (a, b) => a.quote.co2Kg - b.quote.co2Kg || a.usdTotal - b.usdTotal,
};

/**
 * All quotes in each sort's order, computed once per result and sort: a sort or filter change then only
 * filters an ordered list (a 1 000-quote list must repaint within 100 ms on a slow CPU, decision 086).
 */
const sortedCache = new WeakMap<readonly RankedQuote[], Partial<Record<SortKey, RankedQuote[]>>>();
function sortedBy(ranked: readonly RankedQuote[], sort: SortKey): RankedQuote[] {
  let bySort = sortedCache.get(ranked);
  if (!bySort) {
    bySort = {};
    sortedCache.set(ranked, bySort);
  }
  const compare = COMPARE[sort];
  return (bySort[sort] ??= [...ranked].sort((a, b) => compare(a, b) || a.quote.id.localeCompare(b.quote.id)));
}

/** The quotes that pass the filters, in the sort's order (ties end on the id so the order is stable). */
export function visibleQuotes(ranked: readonly RankedQuote[], filters: QuoteFilters, sort: SortKey): RankedQuote[] {
  const check = checkFilters(filters);
  const modes = new Set(filters.modes);
  const forwarders = new Set(filters.forwarders);
  const carriers = new Set(filters.carriers);
  const passes = ({ quote, usdTotal }: RankedQuote) =>
    (modes.size === 0 || modes.has(quote.mode)) &&
    (forwarders.size === 0 || forwarders.has(quote.forwarder.companyId)) &&
    (carriers.size === 0 || carriers.has(quote.carrier)) &&
    (check.maxTransitDays === null || quote.transitDays.endToEnd.max <= check.maxTransitDays) &&
    // Compared on the cent, so a bound typed as shown ("512.34") keeps the quote shown as 512.34.
    (check.minPrice === null || Math.round(usdTotal * 100) >= Math.round(check.minPrice * 100)) &&
    (check.maxPrice === null || Math.round(usdTotal * 100) <= Math.round(check.maxPrice * 100)) &&
    (check.maxCo2Kg === null || quote.co2Kg <= check.maxCo2Kg);
  return sortedBy(ranked, sort).filter(passes);
}

export const viewOf = (sort: SortKey): QuoteView | null =>
  sort === VIEW_SORT.cheapest ? 'cheapest' : sort === VIEW_SORT.quickest ? 'quickest' : null;

export const pageCount = (context: Pick<QuoteResultContext, 'visible'>) => Math.max(1, Math.ceil(context.visible.length / QUOTES_PER_PAGE));

/** A page asked for, brought within the list (past the end is the last page, before the start the first). */
const pageWithin = (context: Pick<QuoteResultContext, 'visible'>, page: number) => Math.min(Math.max(0, Math.trunc(page)), pageCount(context) - 1);

/** The quotes of the current page. */
export const pageOf = (context: Pick<QuoteResultContext, 'visible' | 'page'>) =>
  context.visible.slice(context.page * QUOTES_PER_PAGE, (context.page + 1) * QUOTES_PER_PAGE);

export const hasActiveFilters = (filters: QuoteFilters) =>
  filters.modes.length > 0 || filters.forwarders.length > 0 || filters.carriers.length > 0 ||
  Boolean(filters.maxTransitDays.trim() || filters.minPrice.trim() || filters.maxPrice.trim() || filters.maxCo2Kg.trim());

function searchFailureOf(error: unknown): SearchFailure {
  if (businessCode(error) === ResultCode.VALIDATION_FAILED) {
    const detail = (error as { serverMessage: string | null }).serverMessage;
    // A saved link whose cargo ready date has passed (024): the search must be edited, not retried.
    if (detail?.startsWith('origin.cargoReadyDate')) return { kind: 'readyDatePassed' };
    return { kind: 'invalidSearch', detail };
  }
  return { kind: callFailure(error) };
}

function requestFailureOf(error: unknown): RequestFailure {
  const code = businessCode(error);
  if (code === ResultCode.ROLE_FORBIDDEN) return { kind: 'forbidden' };
  if (code === ResultCode.VALIDATION_FAILED) return { kind: 'invalid', detail: (error as { serverMessage: string | null }).serverMessage };
  return { kind: callFailure(error) };
}

/** After a sort or filter change: the list again, from its first page. */
const relist = (context: QuoteResultContext, filters: QuoteFilters, sort: SortKey): Partial<QuoteResultContext> => ({
  filters,
  sort,
  filterErrors: checkFilters(filters).errors,
  visible: visibleQuotes(context.ranked, filters, sort),
  page: 0,
});

/** A new search result: ranked, its facets, and the list under the current sort and filters. */
function withResult(context: QuoteResultContext, result: QuoteSearchResult): Partial<QuoteResultContext> {
  const ranked = rankQuotes(result);
  return { result, ranked, facets: facetsOf(ranked), failure: null, ...relist({ ...context, ranked }, context.filters, context.sort) };
}

/**
 * A re-quote came back: the list is the new result (the sort, filters and page stay), and the re-quoted
 * offer carries its old and new price so the shipper sees the change before booking.
 */
function withRequote(context: QuoteResultContext, result: QuoteSearchResult): Partial<QuoteResultContext> {
  const quoteId = context.requoting!;
  const before = context.ranked.find((r) => r.quote.id === quoteId)?.quote;
  const after = before ? sameOffer(before, result.list) : null;
  const page = context.page;
  const next = { ...context, ...withResult(context, result), requoting: null };
  if (!before || !after) return { ...next, page: pageWithin(next, page), requoteFailure: { quoteId, kind: 'gone' } };
  return {
    ...next,
    page: pageWithin(next, page),
    requoteFailure: null,
    priceChanges: { ...context.priceChanges, [after.id]: { from: before.total, to: after.total, currency: after.currency } },
  };
}

export const quoteResultMachine = setup({
  types: {
    context: {} as QuoteResultContext,
    events: {} as QuoteResultEvent,
    input: {} as QuoteResultInput,
  },
  actors: {
    searchQuotes: fromPromise<QuoteSearchResult, QuoteSearch>(providedAtRoot('searchQuotes')),
    /** The countdowns' clock. */
    clock: fromCallback<QuoteResultEvent>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK', now: Date.now() }), CLOCK_TICK_MS);
      return () => clearInterval(timer);
    }),
    requestCustomQuote: fromPromise<QuoteRequest, CustomQuoteRequestInput>(providedAtRoot('requestCustomQuote')),
  },
  guards: {
    hasSearch: ({ context }) => context.search !== null,
    hasQuotes: ({ context }) => context.ranked.length > 0,
    canRetry: ({ context }) => context.failure !== null && context.failure.kind !== 'readyDatePassed' && context.failure.kind !== 'invalidSearch',
    notesFit: ({ context }) => context.notes.length <= NOTES_MAX_LENGTH,
    /** Paging goes somewhere: the page asked for, within the list, is not the one shown. */
    /** Only a quote whose guarantee ended is re-quoted, and one at a time. */
    canRequote: ({ context, event }) => {
      if (event.type !== 'REQUOTE' || context.requoting !== null) return false;
      const item = context.ranked.find((r) => r.quote.id === event.quoteId);
      return item !== undefined && isExpiredAt(item.quote, context.now);
    },
    otherPage: ({ context, event }) => event.type === 'GO_TO_PAGE' && pageWithin(context, event.page) !== context.page,
  },
  actions: {
    clearFailure: assign({ failure: null }),
    tick: assign({ now: ({ context, event }) => (event.type === 'TICK' ? event.now : context.now) }),
    showView: assign(({ context, event }) => (event.type === 'SHOW_VIEW' ? relist(context, context.filters, VIEW_SORT[event.view]) : {})),
    setSort: assign(({ context, event }) => (event.type === 'SET_SORT' && SORT_KEYS.includes(event.sort) ? relist(context, context.filters, event.sort) : {})),
    toggleFilter: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_FILTER') return {};
      const selected = context.filters[event.facet];
      const next = selected.includes(event.value) ? selected.filter((v) => v !== event.value) : [...selected, event.value];
      return relist(context, { ...context.filters, [event.facet]: next }, context.sort);
    }),
    editFilter: assign(({ context, event }) =>
      event.type === 'EDIT_FILTER' ? relist(context, { ...context.filters, [event.field]: event.value }, context.sort) : {}),
    clearFilters: assign(({ context }) => relist(context, NO_FILTERS, context.sort)),
    goToPage: assign({ page: ({ context, event }) => (event.type === 'GO_TO_PAGE' ? pageWithin(context, event.page) : context.page) }),
    toggleCharges: assign({
      expanded: ({ context, event }) => {
        if (event.type !== 'TOGGLE_CHARGES') return context.expanded;
        const next = { ...context.expanded };
        if (next[event.quoteId]) delete next[event.quoteId];
        else next[event.quoteId] = true;
        return next;
      },
    }),
    editNotes: assign(({ event, context }) =>
      event.type === 'EDIT_NOTES' ? { notes: event.value, notesError: event.value.length > NOTES_MAX_LENGTH ? ('tooLong' as const) : null } : { notes: context.notes }),
    flagNotes: assign({ notesError: 'tooLong' as const }),
    clearRequestFailure: assign({ requestFailure: null }),
  },
}).createMachine({
  id: 'quoteResult',
  context: ({ input }) => ({
    q: input.q,
    role: input.role,
    now: input.now ?? Date.now(),
    priceChanges: {},
    requoting: null,
    requoteFailure: null,
    search: decodeQuoteSearch(input.q),
    result: null,
    ranked: [],
    facets: { modes: [], forwarders: [], carriers: [] },
    sort: 'priceAsc',
    filters: NO_FILTERS,
    filterErrors: {},
    visible: [],
    page: 0,
    expanded: {},
    failure: null,
    notes: '',
    notesError: null,
    requestFailure: null,
    sentRequest: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasSearch', target: 'searching' }, { target: 'invalidLink' }],
    },
    /** No `q`, or one that is not a search: the page links back to Find Quote. */
    invalidLink: {},
    searching: {
      invoke: {
        id: 'searchQuotes',
        src: 'searchQuotes',
        input: ({ context }) => context.search!,
        onDone: { target: 'loaded', actions: assign(({ context, event }) => withResult(context, event.output)) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => searchFailureOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { guard: 'canRetry', target: 'searching', actions: 'clearFailure' } },
    },
    loaded: {
      type: 'parallel',
      invoke: { src: 'clock' },
      on: { TICK: { actions: 'tick' } },
      states: {
        list: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasQuotes', target: 'quotes' }, { target: 'noResult' }] },
            quotes: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    REQUOTE: { guard: 'canRequote', target: 'requoting', actions: assign({ requoting: ({ event }) => event.quoteId, requoteFailure: null }) },
                  },
                },
                /** The same search again, for a quote whose guarantee ended; the new price is shown beside the old. */
                requoting: {
                  invoke: {
                    id: 'requote',
                    src: 'searchQuotes',
                    input: ({ context }) => context.search!,
                    onDone: { target: 'idle', actions: assign(({ context, event }) => withRequote(context, event.output)) },
                    onError: {
                      target: 'idle',
                      actions: assign(({ context, event }) => ({
                        requoting: null,
                        requoteFailure: { quoteId: context.requoting!, kind: callFailure(event.error) },
                      })),
                    },
                  },
                },
              },
              on: {
                SHOW_VIEW: { actions: 'showView' },
                SET_SORT: { actions: 'setSort' },
                TOGGLE_FILTER: { actions: 'toggleFilter' },
                EDIT_FILTER: { actions: 'editFilter' },
                CLEAR_FILTERS: { actions: 'clearFilters' },
                GO_TO_PAGE: { guard: 'otherPage', actions: 'goToPage' },
                TOGGLE_CHARGES: { actions: 'toggleCharges' },
              },
            },
            /** The lane has no quote (021): the page suggests another route or option, or a custom request. */
            noResult: {},
          },
        },
        customRequest: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                EDIT_NOTES: { actions: 'editNotes' },
                REQUEST_CUSTOM_QUOTE: [
                  { guard: 'notesFit', target: 'submitting', actions: 'clearRequestFailure' },
                  { actions: 'flagNotes' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'requestCustomQuote',
                src: 'requestCustomQuote',
                input: ({ context }) => ({ search: context.search!, notes: context.notes.trim() }),
                onDone: { target: 'sent', actions: assign({ sentRequest: ({ event }) => event.output, requestFailure: null }) },
                onError: { target: 'editing', actions: assign({ requestFailure: ({ event }) => requestFailureOf(event.error) }) },
              },
            },
            /** Sent: the page says it is in My Request, with a link. */
            sent: {},
          },
        },
      },
    },
  },
});
