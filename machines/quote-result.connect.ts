/**
 * What the Quote Result page shows and can do, derived from the quote-result machine's snapshot.
 *
 * The page is long and a sort, filter or keystroke must repaint only the part it touches (decision
 * 086), so the props come in parts: the frame around the results, the list, the filters and the custom
 * request. Each part subscribes to its own connect and re-renders only when one of its props changes
 * (compare with `shallowEqual`), which is why every prop here is a value from the context, a primitive,
 * a result remembered for its inputs, or a function that stays the same for one `send`.
 */
import { priceChangePercent, type PriceChange } from './shared/price-change';
import type { SnapshotFrom } from 'xstate';
import { QUOTE_SEARCH_PARAM } from './quote-search/quote-search.codec';
import {
  guaranteeEndsAt,
  hasActiveFilters,
  isExpiredAt,
  NOTES_MAX_LENGTH,
  pageCount,
  pageOf,
  QUOTES_PER_PAGE,
  SORT_KEYS,
  viewOf,
  type Facet,
  type FacetOption,
  type FilterField,
  type Quote,
  type QuoteResultContext,
  type QuoteResultEvent,
  type QuoteSearchResult,
  type QuoteView,
  type RankedQuote,
  type RequestFailure,
  type SearchFailure,
  type SortKey,
  type quoteResultMachine,
} from './quote-result.machine';
import { failureMessageId } from './shared/call-failure';
import { bookingPath, PATHS } from './shared/route-paths';
import { rememberedBy } from './shared/remembered';
import { modeNameId } from './shared/transport-mode-names';

export type QuoteResultSnapshot = SnapshotFrom<typeof quoteResultMachine>;
export type QuoteResultSend = (event: QuoteResultEvent) => void;

/** Where the page is: the link holds no search, the search runs, failed, or came back with or without quotes. */
export type QuoteResultPhase = 'invalidLink' | 'searching' | 'failed' | 'quotes' | 'noResult';

// ---------------------------------------------------------------------------------------------
// Functions that send, the same ones for one `send`, so that memoised parts keep their props.

function actionsOf(send: QuoteResultSend) {
  return {
    retry: () => send({ type: 'RETRY' }),
    showView: (view: QuoteView) => send({ type: 'SHOW_VIEW', view }),
    setSort: (sort: SortKey) => send({ type: 'SET_SORT', sort }),
    goToPage: (page: number) => send({ type: 'GO_TO_PAGE', page }),
    toggleCharges: (quoteId: string) => send({ type: 'TOGGLE_CHARGES', quoteId }),
    toggleFilter: (facet: Facet, value: string) => send({ type: 'TOGGLE_FILTER', facet, value }),
    editFilter: (field: FilterField, value: string) => send({ type: 'EDIT_FILTER', field, value }),
    clearFilters: () => send({ type: 'CLEAR_FILTERS' }),
    editNotes: (value: string) => send({ type: 'EDIT_NOTES', value }),
    requestCustomQuote: () => send({ type: 'REQUEST_CUSTOM_QUOTE' }),
    requote: (quoteId: string) => send({ type: 'REQUOTE', quoteId }),
  };
}

const actionsFor = rememberedBy(actionsOf);

// ---------------------------------------------------------------------------------------------
// The frame: the search, progress, failures and the no-result message

function phaseOf(snapshot: QuoteResultSnapshot): QuoteResultPhase {
  if (snapshot.matches('invalidLink') || snapshot.matches('checkingLink')) return 'invalidLink';
  if (snapshot.matches('searching')) return 'searching';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches({ loaded: { list: 'noResult' } }) ? 'noResult' : 'quotes';
}

/** The message id of a failed search: the search must be edited, or the call failed. */
export function searchFailureMessage(failure: SearchFailure): string {
  if (failure.kind === 'readyDatePassed' || failure.kind === 'invalidSearch') return `quoteResult.failure.${failure.kind}`;
  return failureMessageId(failure.kind, 'quoteResult.failure', 'quoteResult.failure.generic');
}

/** The message id of a custom request that was not sent. */
export function requestFailureMessage(failure: RequestFailure): string {
  if (failure.kind === 'forbidden' || failure.kind === 'invalid') return `quoteResult.custom.failure.${failure.kind}`;
  return failureMessageId(failure.kind, 'quoteResult.custom.failure', 'quoteResult.custom.failure.generic');
}

export interface ChargeBasis {
  /** Message id of the label and of the value (taking `{value}`). */
  label: string;
  valueMessage: string;
  value: number;
}

/**
 * LCL is priced per W/M (weight or measure: the greater of the cubic metres and the tonnes, at least 1);
 * air per chargeable kilo; FCL per container, which the cargo line already says.
 */
export function chargeBasisOf(mode: Quote['mode'], cargo: QuoteSearchResult['cargoSummary']): ChargeBasis | null {
  if (mode === 'LCL') {
    const value = Math.round(Math.max(1, cargo.volumeCbm, cargo.weightKg / 1000) * 100) / 100;
    return { label: 'quoteResult.summary.weightMeasure', valueMessage: 'quoteResult.summary.wm', value };
  }
  if (mode === 'AIR' && cargo.chargeableWeightKg > 0) {
    return { label: 'quoteResult.summary.chargeable', valueMessage: 'quoteResult.summary.kg', value: cargo.chargeableWeightKg };
  }
  return null;
}

/** An end's names in other languages, as the server answers them: the place's and its city's. */
type EndNames = Pick<Quote['origin'], 'localNames' | 'cityLocalNames'>;
type EndsNames = { origin?: EndNames; destination?: EndNames };
const NO_LOCAL_NAMES: EndsNames = {};
const namesOf = (end: Quote['origin'] | undefined): EndNames | undefined =>
  end ? { localNames: end.localNames, cityLocalNames: end.cityLocalNames } : undefined;
/** Remembered per result, so the frame keeps its props (and does not re-render) while the result stays. */
const localNamesOf = rememberedBy(
  (result: QuoteSearchResult): EndsNames => ({ origin: namesOf(result.list[0]?.origin), destination: namesOf(result.list[0]?.destination) }),
);

/** The basis per mode, remembered per cargo summary so the frame's props stay the same. */
const basisByMode = rememberedBy((cargo: QuoteSearchResult['cargoSummary']) => {
  const byMode = new Map<Quote['mode'], ChargeBasis | null>();
  return (mode: Quote['mode']) => {
    if (!byMode.has(mode)) byMode.set(mode, chargeBasisOf(mode, cargo));
    return byMode.get(mode)!;
  };
});

export function connectQuoteResult(snapshot: QuoteResultSnapshot, send: QuoteResultSend) {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const failure = phase === 'failed' ? context.failure : null;
  const reason = context.result?.noResultReason ?? null;
  return {
    phase,
    /** What was searched, as the link holds it (null when the link holds no search). */
    search: context.search,
    cargo: context.result?.cargoSummary ?? null,
    /** The ends' names in other languages, as the quotes carry them (the search holds only its own words). */
    localNames: context.result ? localNamesOf(context.result) : NO_LOCAL_NAMES,
    /** What the lane is priced by: chargeable weight (air), weight/measure (LCL), nothing more (FCL). */
    chargeBasis: context.search && context.result ? basisByMode(context.result.cargoSummary)(context.search.mode) : null,
    /** A forwarder sees what shippers see, without Book: the page says so. */
    viewerNotice: context.role === 'SELLER' ? 'quoteResult.sellerView' : null,
    /** Find Quote with the same search in its URL, so the form opens filled in. */
    editSearchPath: context.q && context.search ? `${PATHS.findQuote}?${QUOTE_SEARCH_PARAM}=${context.q}` : PATHS.findQuote,
    findQuotePath: PATHS.findQuote,
    failureMessage: failure ? searchFailureMessage(failure) : null,
    /** The server's words about an invalid search, shown as details. */
    failureDetail: failure?.kind === 'invalidSearch' ? failure.detail : null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    noResultReasonMessage: phase === 'noResult' && reason ? `quoteResult.noResult.reason.${reason}` : null,
    /** The custom request is offered once the search came back, with quotes or without. */
    customRequestOpen: phase === 'quotes' || phase === 'noResult',
    retry: actionsFor(send).retry,
  };
}
export type QuoteResultView = ReturnType<typeof connectQuoteResult>;

// ---------------------------------------------------------------------------------------------
// The list: views, sort, count, one page of cards and the pager

/** A card of the list: the ranked quote, its guarantee with a countdown, Book (a shipper's, while valid) or re-quote. */
export interface QuoteCardView extends RankedQuote {
  bookPath: string | null;
  expiredNow: boolean;
  /** Message id taking `{date}`: guaranteed until, or expired on. */
  guaranteeMessage: string;
  /** The countdown to the end of the guarantee: message id and values, or null once it ended. */
  countdown: { message: string; days: number; hours: number; minutes: number } | null;
  /** The guarantee ended: one click searches again. */
  canRequote: boolean;
  requoting: boolean;
  requoteFailureMessage: string | null;
  /** After a re-quote: old → new, with message id and the signed percent. */
  priceChange: (PriceChange & { message: string; percent: number }) | null;
  /** The guarantee ends before the cargo is ready: re-rated on that date by up to ± percent. */
  rerate: { message: string; date: string; percent: number } | null;
}

/** Days, hours and minutes left (rounded up to the minute so "0 min" never shows while valid). */
export function countdownOf(quote: Pick<Quote, 'expiresAt'>, now: number): QuoteCardView['countdown'] {
  const left = guaranteeEndsAt(quote) - now;
  if (left <= 0) return null;
  const totalMinutes = Math.ceil(left / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  return { message: days > 0 ? 'quoteResult.card.countdown.days' : 'quoteResult.card.countdown.hours', days, hours, minutes };
}

function priceChangeOf(change: PriceChange | undefined): QuoteCardView['priceChange'] {
  if (!change) return null;
  const percent = priceChangePercent(change);
  const message = change.to === change.from ? 'quoteResult.card.priceSame' : change.to > change.from ? 'quoteResult.card.priceUp' : 'quoteResult.card.priceDown';
  return { ...change, message, percent };
}

type CardState = Pick<QuoteResultContext, 'now' | 'role' | 'priceChanges' | 'requoting' | 'requoteFailure'> & { canRequote: (quoteId: string) => boolean };

const cardOf = (item: RankedQuote, state: CardState): QuoteCardView => {
  const { quote } = item;
  const expiredNow = isExpiredAt(quote, state.now);
  const failure = state.requoteFailure?.quoteId === quote.id ? state.requoteFailure.kind : null;
  return {
    ...item,
    canBook: !expiredNow,
    expiredNow,
    bookPath: !expiredNow && state.role === 'BUYER' ? bookingPath(quote.id) : null,
    guaranteeMessage: expiredNow ? 'quoteResult.card.expired' : 'quoteResult.card.validUntil',
    countdown: expiredNow ? null : countdownOf(quote, state.now),
    canRequote: expiredNow && state.canRequote(quote.id),
    requoting: state.requoting === quote.id,
    requoteFailureMessage:
      failure === null ? null : failure === 'gone' ? 'quoteResult.requote.gone' : failureMessageId(failure, 'quoteResult.requote', 'quoteResult.requote.generic'),
    priceChange: priceChangeOf(state.priceChanges[quote.id]),
    rerate: quote.rerate ? { message: 'quoteResult.card.rerate', date: quote.rerate.cargoReadyDate, percent: quote.rerate.maxChangePercent } : null,
  };
};

interface CardCache {
  stamp: string;
  byPage: Map<number, QuoteCardView[]>;
}
const cardsOf = rememberedBy<readonly RankedQuote[], { current: CardCache }>(() => ({ current: { stamp: '', byPage: new Map() } }));

/** The cards of one page, the same array (and cards) while the list, the page and the clock's minute stay. */
function pageCards(visible: RankedQuote[], page: number, state: CardState, stamp: string): QuoteCardView[] {
  const holder = cardsOf(visible);
  if (holder.current.stamp !== stamp) holder.current = { stamp, byPage: new Map() };
  let cards = holder.current.byPage.get(page);
  if (!cards) {
    cards = pageOf({ visible, page }).map((item) => cardOf(item, state));
    holder.current.byPage.set(page, cards);
  }
  return cards;
}

const priceChangeIds = new WeakMap<object, number>();
let nextPriceChangeId = 1;
/** A short identity of a context value, for the cards' cache key. */
function identity(value: object): number {
  let id = priceChangeIds.get(value);
  if (id === undefined) {
    id = nextPriceChangeId++;
    priceChangeIds.set(value, id);
  }
  return id;
}

export const VIEW_OPTIONS: readonly { value: QuoteView; label: string }[] = [
  { value: 'cheapest', label: 'quoteResult.views.cheapest' },
  { value: 'quickest', label: 'quoteResult.views.quickest' },
];
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = SORT_KEYS.map((key) => ({ value: key, label: `quoteResult.sort.${key}` }));

const activeFilters = rememberedBy(hasActiveFilters);

export function connectQuoteList(snapshot: QuoteResultSnapshot, send: QuoteResultSend) {
  const { sort, visible, page, ranked, filters, expanded, now, role, priceChanges, requoting, requoteFailure } = snapshot.context;
  const actions = actionsFor(send);
  const shown = visible.length;
  const filtered = activeFilters(filters);
  const minute = Math.floor(now / 60_000);
  const stamp = `${minute}|${role}|${identity(priceChanges)}|${requoting}|${requoteFailure ? identity(requoteFailure) : 0}`;
  const state: CardState = {
    now,
    role,
    priceChanges,
    requoting,
    requoteFailure,
    canRequote: (quoteId) => snapshot.can({ type: 'REQUOTE', quoteId }),
  };
  return {
    /** The view that is on, if the sort is one of theirs. */
    view: viewOf(sort),
    sort,
    items: pageCards(visible, page, state, stamp),
    /** 1-based, as the pager says it. */
    pageNumber: page + 1,
    pages: pageCount({ visible }),
    /** The 0-based page the pager's buttons go to, or null when there is none that way. */
    previousPage: snapshot.can({ type: 'GO_TO_PAGE', page: page - 1 }) ? page - 1 : null,
    nextPage: snapshot.can({ type: 'GO_TO_PAGE', page: page + 1 }) ? page + 1 : null,
    /** The count line: its message id and values. */
    // Nothing shown says so in words rather than "Showing 0–0 of 0".
    countMessage: shown === 0 ? 'quoteResult.list.countNone' : filtered ? 'quoteResult.list.countFiltered' : 'quoteResult.list.count',
    /** The pager only when there is another page. */
    showPager: pageCount({ visible }) > 1,
    from: shown === 0 ? 0 : page * QUOTES_PER_PAGE + 1,
    to: Math.min(shown, (page + 1) * QUOTES_PER_PAGE),
    shown,
    all: ranked.length,
    /** The filters leave nothing: the list offers to clear them. */
    filteredEmpty: shown === 0,
    expanded,
    showView: actions.showView,
    setSort: actions.setSort,
    goToPage: actions.goToPage,
    toggleCharges: actions.toggleCharges,
    clearFilters: actions.clearFilters,
    requote: actions.requote,
  };
}
export type QuoteListView = ReturnType<typeof connectQuoteList>;

// ---------------------------------------------------------------------------------------------
// The filters

export interface FacetGroupView {
  facet: Facet;
  /** Message id of the group's legend. */
  legend: string;
  /** Each option with the message id of its label, or null when its label is the data's own (a forwarder's name). */
  options: readonly (FacetOption & { labelMessage: string | null })[];
}

const FACET_LEGENDS: readonly { facet: Facet; legend: string }[] = [
  { facet: 'modes', legend: 'quoteResult.filters.mode' },
  { facet: 'forwarders', legend: 'quoteResult.filters.forwarder' },
  { facet: 'carriers', legend: 'quoteResult.filters.carrier' },
];

const facetGroups = rememberedBy((facets: Record<Facet, FacetOption[]>): readonly FacetGroupView[] =>
  FACET_LEGENDS.map(({ facet, legend }) => ({
    facet,
    legend,
    options: facets[facet].map((option) => ({ ...option, labelMessage: facet === 'modes' ? modeNameId(option.value as Quote['mode']) : null })),
  })),
);

const filterErrorMessages = rememberedBy(
  (errors: QuoteResultSnapshot['context']['filterErrors']): Partial<Record<FilterField, string>> =>
    Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, `quoteResult.filters.error.${error}`])),
);

export function connectQuoteFilters(snapshot: QuoteResultSnapshot, send: QuoteResultSend) {
  const { facets, filters, filterErrors } = snapshot.context;
  const actions = actionsFor(send);
  return {
    groups: facetGroups(facets),
    /** What is selected and typed, as it is. */
    filters,
    /** Message id per field whose value filters nothing. */
    errors: filterErrorMessages(filterErrors),
    toggleFilter: actions.toggleFilter,
    editFilter: actions.editFilter,
    clearFilters: actions.clearFilters,
  };
}
export type QuoteFiltersView = ReturnType<typeof connectQuoteFilters>;

// ---------------------------------------------------------------------------------------------
// The custom quote request

export function connectCustomQuoteRequest(snapshot: QuoteResultSnapshot, send: QuoteResultSend) {
  const { notes, notesError, sentRequest, requestFailure } = snapshot.context;
  const actions = actionsFor(send);
  return {
    /** Without quotes the request is the way forward, so it stands out and skips its introduction. */
    prominent: snapshot.matches({ loaded: { list: 'noResult' } }),
    notes,
    /** Message id taking `{excess}`, or null. */
    notesError: notesError === 'tooLong' ? 'quoteResult.custom.notesTooLong' : null,
    notesExcess: Math.max(0, notes.length - NOTES_MAX_LENGTH),
    submitting: snapshot.matches({ loaded: { customRequest: 'submitting' } }),
    /** The request number once sent, and where the request can be followed. */
    sentRequestNo: sentRequest?.requestNo ?? null,
    myRequestPath: PATHS.myRequest,
    failureMessage: requestFailure ? requestFailureMessage(requestFailure) : null,
    editNotes: actions.editNotes,
    submit: actions.requestCustomQuote,
  };
}
export type CustomQuoteRequestView = ReturnType<typeof connectCustomQuoteRequest>;

// ---------------------------------------------------------------------------------------------
// A quote's charges, as the breakdown shows them

/** Fee codes the app names in every language; any other code shows the forwarder's `feeName`. */
export const KNOWN_FEE_CODES: ReadonlySet<string> = new Set([
  'BAF', 'BOND_CONTINUOUS', 'BOND_SINGLE', 'CFS_DEST', 'CFS_ORIGIN', 'DELIVERY', 'DEST_THC', 'DG', 'DOCS', 'DUTIES', 'EXPORT_CUSTOMS',
  'FBA_DELIVERY', 'FBA_LABEL', 'FBA_PALLETIZE', 'FREIGHT', 'FUEL', 'IMPORT_CUSTOMS', 'INSURANCE', 'IOR', 'ISF_BOND', 'ISF_FILING',
  'LIFTGATE_DELIVERY', 'LIFTGATE_PICKUP', 'ORIGIN_THC', 'PICKUP', 'RESIDENTIAL_DELIVERY', 'RESIDENTIAL_PICKUP',
]);

export interface ChargeRowView {
  key: string;
  /** Message id of the fee's name, or null: then `feeName` is shown as it is. */
  feeMessage: string | null;
  feeName: string;
  /** Message id of the pricing unit (by the contract's code). */
  unitMessage: string;
  unitPrice: number;
  units: number;
  amount: number;
  currency: string;
  /** The rate to the quote's currency, or null when it is 1 (nothing to say). */
  exchangeRate: number | null;
}

export interface ChargeTablesView {
  /** Any row in another currency: the tables get the exchange-rate column (all three, so they align). */
  showRate: boolean;
  groups: { group: 'origin' | 'destination' | 'shipment'; caption: string; rows: ChargeRowView[]; subtotal: number }[];
}

export const chargeTablesOf = rememberedBy((quote: Quote): ChargeTablesView => {
  const groups = (['origin', 'destination', 'shipment'] as const).map((group) => ({
    group,
    caption: `quoteResult.charges.${group}`,
    subtotal: quote.subtotals[group],
    rows: quote.charges[group].map((row, i) => ({
      key: `${row.code}-${i}`,
      feeMessage: KNOWN_FEE_CODES.has(row.code) ? `quoteResult.fee.${row.code}` : null,
      feeName: row.feeName,
      unitMessage: `quoteResult.unit.${row.pricingUnit}`,
      unitPrice: row.unitPrice,
      units: row.units,
      amount: row.amount,
      currency: row.currency,
      exchangeRate: row.exchangeRate === 1 && row.currency === quote.currency ? null : row.exchangeRate,
    })),
  }));
  return { showRate: groups.some((g) => g.rows.some((r) => r.exchangeRate !== null)), groups };
});
