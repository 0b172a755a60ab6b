/**
 * The sign-in attempt limit (docs/decisions/213-sign-in-attempt-limit.md): five wrong passwords for one
 * account within fifteen minutes close password sign-in to that account for fifteen minutes from the
 * last of them. A correct password, a password reset or a change clears the count. Both backends'
 * sign-in operation asks this before it hashes anything, so a closed account costs no hash.
 */

import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_LOCK_MS } from './sign-in-attempt-limits';

export type SignInAllowance = { allowed: true } | { allowed: false; retryAt: number };

/**
 * Whether a password may be tried now, given the account's recorded failures (times in ms) and the
 * attempts still being checked (each counted as a failure now: otherwise a burst of parallel guesses
 * would all pass before the first is recorded). Closed while the last LIMIT failures fall within the
 * window of each other and the last of them is less than the lock's length ago.
 */
export function signInAllowance(failures: readonly number[], now: number, inFlight = 0): SignInAllowance {
  const counted = [...failures.filter((at) => at <= now), ...Array<number>(inFlight).fill(now)].sort((a, b) => a - b);
  if (counted.length < SIGN_IN_FAILURE_LIMIT) return { allowed: true };
  const last = counted.at(-1)!;
  const first = counted.at(-SIGN_IN_FAILURE_LIMIT)!;
  if (last - first >= SIGN_IN_FAILURE_WINDOW_MS) return { allowed: true };
  // Attempts in flight count as failing now: if they do, this is when the lock ends; if one succeeds, sooner.
  const retryAt = last + SIGN_IN_LOCK_MS;
  return now < retryAt ? { allowed: false, retryAt } : { allowed: true };
}

/**
 * The failures to keep after one more at `now`: only the last LIMIT can ever close sign-in, and none
 * older than a window plus a lock can still matter, so the record of an account stays a few numbers.
 */
export function withFailure(failures: readonly number[], now: number): number[] {
  return [...keptFailures(failures, now), now].slice(-SIGN_IN_FAILURE_LIMIT);
}

/** A failure at or before this time can no longer close sign-in at `now` or later: it is stale. */
export const staleUntil = (now: number): number => now - SIGN_IN_FAILURE_WINDOW_MS - SIGN_IN_LOCK_MS;

/** The failures that can still close sign-in at `now` or later; the others are stale. */
export function keptFailures(failures: readonly number[], now: number): number[] {
  return failures.filter((at) => at > staleUntil(now)).sort((a, b) => a - b);
}

/**
 * Each account's recorded failures, both backends' (docs/decisions/219): a few times each, and only for accounts
 * with a failure that is not stale.
 */
export interface SignInFailureRepository {
  failuresOf(userId: string): Promise<number[]>;
  /**
   * One more wrong password of the account at `now` (withFailure), and every account whose last failure is
   * stale forgotten. One call, so that parallel sign-ins never record over each other.
   */
  recordFailure(userId: string, now: number): Promise<void>;
  /** Forgets the account's failures. */
  clear(userId: string): Promise<void>;
}

/** Whole minutes until `retryAt`, at least one: what a message tells the user to wait. */
export const minutesUntil = (retryAt: number, now: number): number => Math.max(1, Math.ceil((retryAt - now) / 60_000));
