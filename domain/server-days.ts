/**
 * Calendar days as both backends count them: UTC days written YYYY-MM-DD. Every "today" of a
 * backend's own checks (cargo ready date, answer validity, bill due dates, payout cycles) is the
 * server's day (docs/decisions/095); the client's earliest cargo ready date is never before it.
 */

export const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant (epoch ms or an ISO date-time). */
export const serverDay = (at: number | string): string => new Date(at).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string => serverDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
