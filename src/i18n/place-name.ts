import type { Locale } from './locales';

/** The names a place may carry in the product's Chinese languages (contract `localNames`). */
export interface LocalNames {
  zh_CN?: string;
  zh_TW?: string;
}

export interface NamedPlace {
  name: string;
  localNames?: LocalNames | null;
}

/**
 * The one way a place (port, city, country, quote endpoint) is named on screen: its name in the
 * reader's language when the contract carries one, else the name as stored.
 */
export function placeName(place: NamedPlace, locale: Locale): string {
  if (locale === 'en_US') return place.name;
  const local = place.localNames?.[locale]?.trim();
  return local ? local : place.name;
}

/** A place's city as it is named on screen: the catalogue's name in the reader's language when known. */
export const cityName = (place: { city: string; cityLocalNames?: LocalNames | null }, locale: Locale): string =>
  placeName({ name: place.city, localNames: place.cityLocalNames }, locale);
