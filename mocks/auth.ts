/**
 * Sessions and reset links as the operations keep them (domain/sessions.ts, domain/password-resets.ts):
 * signing in, refreshing, accepting a token minted elsewhere, signing out, the user behind a request, a
 * password reset's token, and the sign-in attempt limit (domain/sign-in-attempts.ts), over the repositories
 * (mocks/store/repositories.ts). How the tokens are made:
 * mocks/store/sessions.store.ts and users.store.ts; how a token is keyed: mocks/token-key.ts.
 */
import { ACCESS_TTL_SECONDS, isLiveToken } from '../domain/sessions';
import { opensAccount, type ResetPurpose, type ResetTokenRecord } from '../domain/password-resets';
import { signInAllowance } from '../domain/sign-in-attempts';
import { tokenKey } from './token-key';
import { mockNow } from './store/clock';
import { outsideStoreTurn } from './store/db';
import { repositories } from './store/repositories';
import { accessTokenRecord, newSession, type IssuedTokens } from './store/sessions.store';
import { newResetToken } from './store/users.store';
import type { UserRecord } from '../domain/users';

/** Starts a session of the user: new tokens, kept; the expired ones go, so that only live sessions are kept. */
export async function issueSession(userId: string): Promise<IssuedTokens> {
  const { accessTokens, refreshTokens } = repositories();
  const now = mockNow();
  const [expiredAccess, expiredRefresh] = await Promise.all([accessTokens.expiredKeys(now), refreshTokens.expiredKeys(now)]);
  await Promise.all([accessTokens.remove(expiredAccess), refreshTokens.remove(expiredRefresh)]);
  const session = newSession(userId, now);
  await accessTokens.put(session.access.key, session.access.record);
  await refreshTokens.put(session.refresh.key, session.refresh.record);
  return session.issued;
}

/** Trades a refresh token for new tokens (the old refresh token is spent). Null when unknown or expired. */
export async function rotateRefreshToken(refreshToken: string): Promise<IssuedTokens | null> {
  const record = await repositories().refreshTokens.take(tokenKey(refreshToken));
  return isLiveToken(record, mockNow()) ? issueSession(record.userId) : null;
}

/** Accepts a token minted elsewhere (social sign-in, token auto sign-in) as a valid access token. */
export async function acceptAccessToken(token: string, userId: string, expiresInSeconds = ACCESS_TTL_SECONDS): Promise<void> {
  await repositories().accessTokens.put(tokenKey(token), accessTokenRecord(userId, expiresInSeconds, mockNow()));
}

export async function userIdForAccessToken(token: string): Promise<string | null> {
  const record = await repositories().accessTokens.find(tokenKey(token));
  return isLiveToken(record, mockNow()) ? record.userId : null;
}

/**
 * Ends one session (sign-out): the refresh token, the access token issued with it, and the access token the
 * request carried, if any. Tokens unknown, expired or already revoked are passed over: signing out twice
 * is signing out once, and writes nothing.
 */
export async function revokeTokens(accessToken: string | null, refreshToken: string): Promise<void> {
  const { accessTokens, refreshTokens } = repositories();
  const refresh = await refreshTokens.take(tokenKey(refreshToken));
  if (refresh?.accessKey !== undefined) await accessTokens.take(refresh.accessKey);
  if (accessToken !== null) await accessTokens.take(tokenKey(accessToken));
}

/** Ends every session of the user (a new password, a deactivated account). */
export async function revokeUserTokens(userId: string): Promise<void> {
  const { accessTokens, refreshTokens } = repositories();
  const [access, refresh] = await Promise.all([accessTokens.keysOf(userId), refreshTokens.keysOf(userId)]);
  await Promise.all([accessTokens.remove(access), refreshTokens.remove(refresh)]);
}

/** The token of the request's `Authorization: Bearer …` header, live or not, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] || null;
}

/** The signed-in, active user behind the request's bearer token, or null (the handler answers 401). */
export async function authenticate(request: Request): Promise<UserRecord | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const userId = await userIdForAccessToken(token);
  const user = userId ? await repositories().users.byId(userId) : undefined;
  return user && user.status === 'ACTIVE' ? user : null;
}

/** A new password reset token of the user, kept; the expired ones go. */
export async function issueResetToken(userId: string, ttlMs: number, purpose: ResetPurpose = 'RESET'): Promise<string> {
  const { passwordResets } = repositories();
  const now = mockNow();
  await passwordResets.remove(await passwordResets.expiredKeys(now));
  const { token, key, record } = newResetToken(userId, ttlMs, purpose, now);
  await passwordResets.put(key, record);
  return token;
}

/** The user a reset token record resets, when it is live and was issued for this e-mail; null otherwise. */
async function resetBy(record: ResetTokenRecord | undefined, email: string): Promise<{ user: UserRecord; purpose: ResetPurpose } | null> {
  const user = record ? await repositories().users.byId(record.userId) : undefined;
  return record && user && opensAccount(record, user, email, mockNow()) ? { user, purpose: record.purpose } : null;
}

/** The user the token resets, when it is live and was issued for this e-mail; null otherwise. */
export async function resolveResetToken(token: string, email: string): Promise<{ user: UserRecord; purpose: ResetPurpose } | null> {
  return resetBy(await repositories().passwordResets.find(tokenKey(token)), email);
}

/** Spends the token and answers as resolveResetToken: a token spent by a request at the same time opens nothing. */
export async function spendResetToken(token: string, email: string): Promise<{ user: UserRecord; purpose: ResetPurpose } | null> {
  return resetBy(await repositories().passwordResets.take(tokenKey(token)), email);
}

/** Spends every reset token of the user (a new password makes the older links useless too). */
export async function spendResetTokens(userId: string): Promise<void> {
  const { passwordResets } = repositories();
  await passwordResets.remove(await passwordResets.keysOf(userId));
}

/**
 * Sign-ins whose password is being hashed, per account, and those waiting for one of them to settle. In
 * memory only: an attempt in flight is this process's.
 */
const signInsInFlight = new Map<string, number>();
const signInWaiters = new Map<string, Array<() => void>>();

/**
 * Runs the password check of one sign-in, unless the account's sign-in is closed (then: until when). The
 * attempts being checked count as failing: while they alone could close sign-in, this one waits for one of
 * them to settle (giving up the store's turn) and asks again. So a burst of parallel guesses gets no more
 * hashes than the limit allows, and parallel sign-ins with the right password only queue. The check must
 * record its failure itself (recordSignInFailure), before it settles.
 */
export async function checkSignIn<T>(userId: string, check: () => Promise<T>): Promise<{ closedUntil: number } | { checked: T }> {
  for (;;) {
    const failures = await repositories().signInFailures.failuresOf(userId);
    const now = mockNow();
    const recorded = signInAllowance(failures, now);
    if (!recorded.allowed) return { closedUntil: recorded.retryAt };
    if (signInAllowance(failures, now, signInsInFlight.get(userId) ?? 0).allowed) break;
    await outsideStoreTurn(() => new Promise<void>((resolve) => signInWaiters.set(userId, [...(signInWaiters.get(userId) ?? []), resolve])));
  }
  signInsInFlight.set(userId, (signInsInFlight.get(userId) ?? 0) + 1);
  try {
    return { checked: await check() };
  } finally {
    const left = (signInsInFlight.get(userId) ?? 1) - 1;
    if (left > 0) signInsInFlight.set(userId, left);
    else signInsInFlight.delete(userId);
    const waiting = signInWaiters.get(userId) ?? [];
    signInWaiters.delete(userId);
    for (const wake of waiting) wake();
  }
}

/** One more wrong password of the account; other accounts' stale runs go, so that only what can still close a sign-in is kept. */
export async function recordSignInFailure(userId: string): Promise<void> {
  await repositories().signInFailures.recordFailure(userId, mockNow());
}

/** A correct password, a reset or a change of password starts the count again. */
export async function clearSignInFailures(userId: string): Promise<void> {
  await repositories().signInFailures.clear(userId);
}
