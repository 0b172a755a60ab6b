/**
 * Password reset tokens (one use each): from a sign-in with a temporary password (30 minutes), from the
 * forgot-password e-mail (24 hours), or from the activation e-mail of a sign-up (72 hours), whose reset also
 * activates the account. Kept as the sessions' tokens are (domain/sessions.ts): under the token's key, behind
 * a TokenRepository of their own.
 */
import { isLiveToken, type TokenRecord } from './sessions';

export const RESET_TTL_LOGIN_MS = 30 * 60_000;
export const RESET_TTL_FORGOT_MS = 24 * 60 * 60_000;
export const RESET_TTL_ACTIVATION_MS = 72 * 60 * 60_000;

export type ResetPurpose = 'RESET' | 'ACTIVATION';

export interface ResetTokenRecord extends TokenRecord {
  purpose: ResetPurpose;
}

/** A reset token opens the account it was issued for, while live, and only when asked with that account's e-mail. */
export const opensAccount = (record: ResetTokenRecord | undefined, user: { email: string } | undefined, email: string, now: number): boolean =>
  isLiveToken(record, now) && user !== undefined && user.email.toLowerCase() === email.trim().toLowerCase();
