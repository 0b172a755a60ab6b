/**
 * The sign-in attempt limit (docs/decisions/213): five wrong passwords within fifteen minutes close
 * sign-in for fifteen minutes from the last one; attempts still being checked count.
 */
import { describe, expect, it } from 'vitest';
import { keptFailures, minutesUntil, signInAllowance, withFailure } from '../../domain/sign-in-attempts';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_LOCK_MS } from '../../domain/sign-in-attempt-limits';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-01T09:00:00Z');
/** Failures one minute apart from T0. */
const failuresAt = (...minutes: number[]) => minutes.map((m) => T0 + m * MINUTE);

describe('signInAllowance', () => {
  it('uses the policy the contract documents: 5 failures, 15 minutes, 15 minutes', () => {
    expect([SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS / MINUTE, SIGN_IN_LOCK_MS / MINUTE]).toEqual([5, 15, 15]);
  });

  it('allows sign-in with four failures, however close together', () => {
    expect(signInAllowance(failuresAt(0, 1, 2, 3), T0 + 4 * MINUTE)).toEqual({ allowed: true });
  });

  it('closes sign-in after the fifth failure within the window, until 15 minutes after the last one', () => {
    const failures = failuresAt(0, 1, 2, 3, 4);
    const retryAt = T0 + 19 * MINUTE;
    expect(signInAllowance(failures, T0 + 4 * MINUTE)).toEqual({ allowed: false, retryAt });
    expect(signInAllowance(failures, retryAt - 1)).toEqual({ allowed: false, retryAt });
    expect(signInAllowance(failures, retryAt)).toEqual({ allowed: true });
  });

  it('does not close sign-in when the five failures are spread over more than the window', () => {
    expect(signInAllowance(failuresAt(0, 4, 8, 12, 15), T0 + 15 * MINUTE)).toEqual({ allowed: true });
    expect(signInAllowance(failuresAt(0, 4, 8, 12, 14), T0 + 14 * MINUTE).allowed).toBe(false);
  });

  it('counts attempts still being checked as failures now, so a parallel burst cannot pass all at once', () => {
    expect(signInAllowance(failuresAt(0, 1), T0 + 2 * MINUTE, 2)).toEqual({ allowed: true });
    expect(signInAllowance(failuresAt(0, 1), T0 + 2 * MINUTE, 3)).toEqual({ allowed: false, retryAt: T0 + 17 * MINUTE });
    expect(signInAllowance([], T0, SIGN_IN_FAILURE_LIMIT).allowed).toBe(false);
  });
});

describe('withFailure and keptFailures', () => {
  it('keeps only the last five failures: the record of an account stays small', () => {
    let failures: number[] = [];
    for (let m = 0; m < 12; m += 1) failures = withFailure(failures, T0 + m * MINUTE);
    expect(failures).toEqual(failuresAt(7, 8, 9, 10, 11));
  });

  it('drops failures that can no longer close sign-in (older than a window and a lock)', () => {
    const now = T0 + 40 * MINUTE;
    expect(keptFailures(failuresAt(0, 9, 10, 11), now)).toEqual(failuresAt(11));
    expect(withFailure(failuresAt(0, 9, 10), now)).toEqual([now]);
  });

  it('a record kept by withFailure decides as the full history would', () => {
    let failures: number[] = [];
    for (const m of [0, 1, 2, 3, 40, 41, 42, 43]) failures = withFailure(failures, T0 + m * MINUTE);
    expect(signInAllowance(failures, T0 + 43 * MINUTE)).toEqual({ allowed: true });
    failures = withFailure(failures, T0 + 44 * MINUTE);
    expect(signInAllowance(failures, T0 + 44 * MINUTE)).toEqual({ allowed: false, retryAt: T0 + 59 * MINUTE });
  });
});

describe('minutesUntil', () => {
  it('rounds up, and says at least one minute', () => {
    expect(minutesUntil(T0 + 15 * MINUTE, T0)).toBe(15);
    expect(minutesUntil(T0 + 14 * MINUTE + 1, T0)).toBe(15);
    expect(minutesUntil(T0 + 1_000, T0)).toBe(1);
  });
});
