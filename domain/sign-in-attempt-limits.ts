/**
 * The figures of the sign-in attempt limit (docs/decisions/213-sign-in-attempt-limit.md), apart from its
 * rules (sign-in-attempts.ts): Sign In's alert names the lock's length, and the first screen should not
 * carry the backends' rules to say it.
 */

/** Wrong passwords in a run that close password sign-in to an account. */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** How close together the failures must be to count as one run of guesses. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long sign-in stays closed after the last failure of a run. */
export const SIGN_IN_LOCK_MS = 15 * 60_000;
