/** The phone library's countries as options for a phone's country: "China (+86)", in the reader's language. */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { countryOptions, type CountryOption } from './country-names';
import type { Locale } from './locales';

const withCallingCode = { key: 'calling-code', label: (code: string, name: string) => `${name} (+${getCountryCallingCode(code as CountryCode)})` };

export const phoneCountryOptions = (locale: Locale): readonly CountryOption[] => countryOptions(locale, getCountries(), withCallingCode);

/** The same countries named plainly, for an address. */
export const addressCountryOptions = (locale: Locale): readonly CountryOption[] => countryOptions(locale, getCountries());
