/**
 * The place look-up behind each place combobox (docs/decisions/084): what it searches for, how the
 * highlighted option moves, the place a pick gives, and the look-up as one combobox sees it.
 */
import type { SnapshotFrom } from 'xstate';
import type { CallFailure } from '../shared/call-failure';
import { lookupType, placeLabel } from './quote-search.draft';
import type { EndName, Location, LocationQuery, LookupContext, Place, QuoteSearchContext, QuoteSearchEvent } from './quote-search.types';
import type { quoteSearchMachine } from './quote-search.machine';

/** A pause in typing this long starts a search. */
export const LOOKUP_DEBOUNCE_MS = 250;
/** Options one search offers. */
export const LOOKUP_LIMIT = 8;

export const emptyLookup = (): LookupContext => ({ end: null, results: [], active: -1, error: null });

/**
 * Where the look-up searches: the end being typed in and its kind (by mode). Ports, airports and
 * warehouses are found in every country (the pick sets the country); a door's city within its country.
 */
export function lookupQuery(context: QuoteSearchContext): LocationQuery {
  const end = context.draft[context.lookup.end ?? 'origin'];
  const keyword = end.query.trim();
  return {
    // A picked place's label is not a keyword: search its city instead.
    keyword: end.place && end.kind !== 'DOOR' && end.query === placeLabel(end.place) ? end.place.city : keyword,
    type: lookupType(end.kind, context.draft.mode),
    ...(end.kind === 'DOOR' && end.country ? { country: end.country } : {}),
  };
}

/** The highlighted option after a keyboard move: arrows wrap, Page Up / Down jump to the ends. */
export function movedActive(lookup: LookupContext, to: Extract<QuoteSearchEvent, { type: 'LOOKUP.MOVE' }>['to']): number {
  const n = lookup.results.length;
  if (n === 0) return lookup.active;
  const current = lookup.active;
  return to === 'first' ? 0 : to === 'last' ? n - 1 : to === 'next' ? (current + 1) % n : (current - 1 + n) % n;
}

export function placeFromLocation(loc: Location): Place {
  return {
    id: loc.id, type: loc.type, code: loc.code, name: loc.name, city: loc.city, country: loc.country,
    ...(loc.localNames ? { localNames: loc.localNames } : {}),
  };
}

export type LookupStatus = 'closed' | 'debouncing' | 'searching' | 'open' | 'failed';

export interface LookupView {
  status: LookupStatus;
  results: Location[];
  active: number;
  error: CallFailure | null;
}

const CLOSED: LookupView = Object.freeze({ status: 'closed', results: [], active: -1, error: null }) as LookupView;

/** The look-up as one combobox sees it: closed unless it is for this end. */
export function selectLookup(snapshot: SnapshotFrom<typeof quoteSearchMachine>, end: EndName): LookupView {
  const { lookup } = snapshot.context;
  const status = (snapshot.value as { lookup: LookupStatus }).lookup;
  if (lookup.end !== end || status === 'closed') return CLOSED;
  return { status, results: lookup.results, active: lookup.active, error: lookup.error };
}
