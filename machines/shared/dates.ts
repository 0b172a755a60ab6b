/**
 * Calendar days as YYYY-MM-DD, and the one "today" of each date rule.
 *
 * The cargo ready date is the only date a user types against "today". The shipper thinks in their own
 * calendar day; the server checks against its day (UTC). Near midnight the two differ by one, so the
 * earliest cargo ready date is the later of the two: a date Find Quote accepts is then one Booking
 * Confirm and the server accept too (docs/decisions/095).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's calendar day (the browser's time zone). */
export const localDay = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The server's calendar day (UTC). */
export const serverDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far ahead a cargo ready date may be (decision 081). */
export const CARGO_READY_MAX_DAYS = 365;

/** The earliest cargo ready date: the later of the user's day and the server's. */
export const earliestCargoReadyDate = (now: Date = new Date()): string => {
  const local = localDay(now);
  const server = serverDay(now);
  return local > server ? local : server;
};

/** The latest cargo ready date, counted from the earliest. */
export const latestCargoReadyDate = (now: Date = new Date()): string => addDays(earliestCargoReadyDate(now), CARGO_READY_MAX_DAYS);
