/**
 * What the Quote Result page shows and can do, derived from the quote-result machine's snapshot.
 *
 * The page is long and a sort, filter or keystroke must repaint only the part it touches (decision
 * 086), so the props come in parts: the frame around the results, the list, the filters and the custom
 * request. Each part subscribes to its own connect and re-renders only when one of its props changes
 * (compare with `shallowEqual`), which is why every prop here is a value from the context, a primitive,
 * a result remembered for its inputs, or a function that stays the same for one `send`.
 */
import type { SnapshotFrom } from 'xstate';
import { QUOTE_SEARCH_PARAM } from './quote-search/quote-search.codec';
import {
  hasActiveFilters,
  NOTES_MAX_LENGTH,
  pageCount,
  pageOf,
  QUOTES_PER_PAGE,
  SORT_KEYS,
  viewOf,
  type Facet,
  type FacetOption,
  type FilterField,
  type QuoteResultEvent,
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

/** A card of the list: the ranked quote, where Book goes (none for an expired quote) and what its guarantee says. */
export interface QuoteCardView extends RankedQuote {
  bookPath: string | null;
  /** Message id taking `{date}`: guaranteed until, or expired on. */
  guaranteeMessage: string;
}

const cardOf = (item: RankedQuote): QuoteCardView => ({
  ...item,
  bookPath: item.canBook ? bookingPath(item.quote.id) : null,
  guaranteeMessage: item.canBook ? 'quoteResult.card.validUntil' : 'quoteResult.card.expired',
});

interface CardCache {
  byQuote: Map<RankedQuote, QuoteCardView>;
  byPage: Map<number, QuoteCardView[]>;
}
const cardsOf = rememberedBy<readonly RankedQuote[], CardCache>(() => ({ byQuote: new Map(), byPage: new Map() }));

/** The cards of one page, the same array (and cards) while the list and the page stay. */
function pageCards(visible: RankedQuote[], page: number): QuoteCardView[] {
  const cache = cardsOf(visible);
  let cards = cache.byPage.get(page);
  if (!cards) {
    cards = pageOf({ visible, page }).map((item) => {
      let card = cache.byQuote.get(item);
      if (!card) {
        card = cardOf(item);
        cache.byQuote.set(item, card);
      }
      return card;
    });
    cache.byPage.set(page, cards);
  }
  return cards;
}

export const VIEW_OPTIONS: readonly { value: QuoteView; label: string }[] = [
  { value: 'cheapest', label: 'quoteResult.views.cheapest' },
  { value: 'quickest', label: 'quoteResult.views.quickest' },
];
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = SORT_KEYS.map((key) => ({ value: key, label: `quoteResult.sort.${key}` }));

const activeFilters = rememberedBy(hasActiveFilters);

export function connectQuoteList(snapshot: QuoteResultSnapshot, send: QuoteResultSend) {
  const { sort, visible, page, ranked, filters, expanded } = snapshot.context;
  const actions = actionsFor(send);
  const shown = visible.length;
  const filtered = activeFilters(filters);
  return {
    /** The view that is on, if the sort is one of theirs. */
    view: viewOf(sort),
    sort,
    items: pageCards(visible, page),
    /** 1-based, as the pager says it. */
    pageNumber: page + 1,
    pages: pageCount({ visible }),
    /** The 0-based page the pager's buttons go to, or null when there is none that way. */
    previousPage: snapshot.can({ type: 'GO_TO_PAGE', page: page - 1 }) ? page - 1 : null,
    nextPage: snapshot.can({ type: 'GO_TO_PAGE', page: page + 1 }) ? page + 1 : null,
    /** The count line: its message id and values. */
    countMessage: filtered ? 'quoteResult.list.countFiltered' : 'quoteResult.list.count',
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
    options: facets[facet].map((option) => ({ ...option, labelMessage: facet === 'modes' ? `quoteResult.mode.${option.value}` : null })),
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
