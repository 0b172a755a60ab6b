/** Display helpers of the quote pages that are not money or dates (those live in src/i18n). */
import { toLanguageTag, type Locale } from '../../../i18n/locales';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A quantity with up to `digits` decimals and the locale's separators ("1,234.5"). */
export function formatQuantity(value: number, locale: Locale, digits = 3): string {
  const key = `${locale}:${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: digits });
    numberFormats.set(key, f);
  }
  return f.format(value);
}

/** An exchange rate as the contract gives it, with four decimals ("0.9259"). */
export function formatRate(value: number, locale: Locale): string {
  return new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value);
}
