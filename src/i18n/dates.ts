/**
 * Dates for display (spec section 9: "Mon D YYYY"; section 1: the language sets the date language).
 * Uses luxon, so import this only from pages that show dates: luxon must not weigh on /login.
 */
import { DateTime } from 'luxon';
import { toLanguageTag, type Locale } from './locales';

export type DateInput = string | number | Date;

function toDateTime(value: DateInput): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'number') return DateTime.fromMillis(value);
  // An ISO date without time ("2026-11-21") is a calendar day: read it in local time so it never shifts.
  return DateTime.fromISO(value);
}

/** "Nov 21 2026" in English; the locale's own form otherwise ("2026年11月21日"). Empty for an invalid date. */
export function formatDate(value: DateInput, locale: Locale): string {
  const dt = toDateTime(value);
  if (!dt.isValid) return '';
  const localised = dt.setLocale(toLanguageTag(locale));
  return locale === 'en_US' ? localised.toFormat('LLL d yyyy') : localised.toLocaleString(DateTime.DATE_MED);
}

/** The date as above followed by the time of day in the locale's form ("Nov 21 2026 2:05 PM"). */
export function formatDateTime(value: DateInput, locale: Locale): string {
  const dt = toDateTime(value);
  if (!dt.isValid) return '';
  return `${formatDate(dt.toJSDate(), locale)} ${dt.setLocale(toLanguageTag(locale)).toLocaleString(DateTime.TIME_SIMPLE)}`;
}

const millis = (value: DateInput) => toDateTime(value).toMillis();

/** Spec section 5 helpers: date comparison with <, <= and >. */
export const isBefore = (a: DateInput, b: DateInput) => millis(a) < millis(b);
export const isSameOrBefore = (a: DateInput, b: DateInput) => millis(a) <= millis(b);
export const isAfter = (a: DateInput, b: DateInput) => millis(a) > millis(b);
