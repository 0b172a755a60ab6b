/**
 * A quote request's lane as the pages name it: its mode and its two ends, each with its name, the
 * catalogue's names in other languages when the server answers them, and its country's code, for the
 * view to write in the reader's language (src/features/quote/components/lane-text.ts).
 */
import type { components } from '../../src/api/schema.gen';

type QuoteSearch = components['schemas']['QuoteSearch'];
type LocalNames = components['schemas']['LocalNames'];

export interface LanePlace {
  name: string;
  localNames?: LocalNames;
  country: string;
}

export interface Lane {
  mode: QuoteSearch['mode'];
  origin: LanePlace;
  destination: LanePlace;
}

function lanePlace(place: QuoteSearch['origin']): LanePlace {
  return { name: place.name || place.city, country: place.country, ...(place.localNames ? { localNames: place.localNames } : {}) };
}

export const laneOf = (search: QuoteSearch): Lane => ({ mode: search.mode, origin: lanePlace(search.origin), destination: lanePlace(search.destination) });
