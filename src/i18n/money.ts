/** Money for display (spec sections 5 and 9): thousands separators and two decimals. */
import { DEFAULT_LOCALE, toLanguageTag, type Locale } from './locales';

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: Locale): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(locale, f);
  }
  return f;
}

/** 1234567.5 → "1,234,567.50". Not a number → "". */
export function formatAmount(amount: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  // Round half away from zero on the cent, as bills do, rather than Intl's banker-free but float-bound rounding.
  const cents = Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON);
  return formatter(locale).format(cents / 100);
}

/** With the currency code in front: "USD 1,234.50". */
export function formatMoney(amount: number | null | undefined, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatAmount(amount, locale);
  return text ? `${currency} ${text}` : '';
}
