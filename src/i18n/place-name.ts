import { countryName } from './country-names';
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

/** Between the parts of a place: Chinese writes a full-width comma and no space. */
const PART_SEPARATOR: Readonly<Record<Locale, string>> = { en_US: ', ', zh_CN: '，', zh_TW: '，' };

/**
 * Parts of a place joined in the reader's language: "Shanghai, China" in English, "上海，中国" in
 * Chinese. Empty parts are left out. Every place label of the app goes through here.
 */
export function joinPlaceParts(parts: readonly (string | null | undefined)[], locale: Locale): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(PART_SEPARATOR[locale]);
}

/** Where an end is, in short: its city and country in the reader's language, "上海，中國". */
export function cityAndCountry(place: { city: string; cityLocalNames?: LocalNames | null; country: string }, locale: Locale): string {
  const city = cityName(place, locale);
  const country = countryName(place.country, locale);
  // A city that is its own country or territory is named once: "Singapore", "Hong Kong SAR China",
  // "香港", not "香港，香港".
  return country.includes(city) ? country : joinPlaceParts([city, country], locale);
}
