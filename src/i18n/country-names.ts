/**
 * The one way a country is named on screen: from its ISO 3166-1 alpha-2 code, in the reader's
 * language, by the browser's Intl.DisplayNames, so no list of names ships with the app.
 */
import { toLanguageTag, type Locale } from './locales';

const displayNames = new Map<Locale, Intl.DisplayNames>();
function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/** "CN" → "China" / "中国" / "中國"; `fallback` (the code by default) for a code the browser cannot name. */
export function countryName(code: string, locale: Locale, fallback: string = code): string {
  if (!code) return fallback;
  try {
    return namesIn(locale).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

export interface CountryOption {
  value: string;
  label: string;
}

const optionLists = new Map<string, readonly CountryOption[]>();
/**
 * Countries as select options, named and sorted in the reader's language. `describe` adds to a name
 * (e.g. the calling code); lists are remembered per language, code list and `key` of the describer.
 */
export function countryOptions(
  locale: Locale,
  codes: readonly string[],
  describe?: { key: string; label: (code: string, name: string) => string },
): readonly CountryOption[] {
  const cacheKey = `${locale}|${describe?.key ?? ''}|${codes.join(',')}`;
  let options = optionLists.get(cacheKey);
  if (!options) {
    const tag = toLanguageTag(locale);
    options = codes
      .map((code) => {
        const name = countryName(code, locale);
        return { value: code, label: describe ? describe.label(code, name) : name };
      })
      .sort((a, b) => a.label.localeCompare(b.label, tag));
    optionLists.set(cacheKey, options);
  }
  return options;
}
