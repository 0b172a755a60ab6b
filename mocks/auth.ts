/**
 * Access and refresh tokens of the embedded backend. Access tokens live 30 minutes so that the
 * client's refresh path is exercised in a normal demo; refresh tokens live 7 days. A token is its
 * kind (`at.` / `rt.`) and 256 random bits: nothing in it names the user, so none can be forged
 * from another (docs/decisions/205-password-hashing-and-tokens.md). The browser demo keeps them as
 * issued; the server keeps only their SHA-256 (useTokenDigest).
 */
import { defineSlice, saveChanged } from './store/db';
import { randomToken } from './random-token';
import { mockNow } from './store/clock';
import { findUserById, type UserRecord } from './store/users.store';

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

interface TokenRecord {
  userId: string;
  expiresAt: number;
}
interface RefreshRecord extends TokenRecord {
  /**
   * How the access token issued with it is kept, so that signing out ends both even when the browser no
   * longer sends the access token. Absent on refresh tokens issued before sign-out revoked sessions.
   */
  accessKey?: string;
}
// Two slices of one token each per key: the server stores each token as its own record, so a sign-in adds one
// row instead of rewriting every session.
const accessTokens = defineSlice<Record<string, TokenRecord>>('accessTokens', () => ({}));
const refreshTokens = defineSlice<Record<string, RefreshRecord>>('refreshTokens', () => ({}));
const tokens = () => ({ access: accessTokens(), refresh: refreshTokens() });

/**
 * How a token is kept: as issued in the browser demo (its store is the visitor's own), as its SHA-256 on
 * the server (server/main.ts), so that a copy of the database holds no token anyone could send.
 */
let keyOf: (token: string) => string = (token) => token;

/** For the server, once, before it serves. */
export function useTokenDigest(digest: (token: string) => string): void {
  keyOf = digest;
}

/** How the store keys any token it keeps (reset and activation links too): one setting for every kind. */
export const tokenKey = (token: string): string => keyOf(token);

/** Forgets the expired ones, so that the bags hold the live sessions, not every sign-in since the start. */
function dropExpired(now: number): void {
  for (const bag of [accessTokens(), refreshTokens()]) {
    for (const [key, record] of Object.entries(bag)) if (record.expiresAt < now) delete bag[key];
  }
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export function issueTokens(userId: string): IssuedTokens {
  const access = `at.${randomToken()}`;
  const refresh = `rt.${randomToken()}`;
  const now = mockNow();
  dropExpired(now);
  const accessKey = keyOf(access);
  tokens().access[accessKey] = { userId, expiresAt: now + ACCESS_TTL_SECONDS * 1000 };
  tokens().refresh[keyOf(refresh)] = { userId, expiresAt: now + REFRESH_TTL_SECONDS * 1000, accessKey };
  // Tokens are added and removed whole, never changed in place.
  saveChanged();
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_SECONDS };
}

/** Trades a refresh token for new tokens (the old refresh token is spent). Null when unknown or expired. */
export function rotateRefreshToken(refreshToken: string): IssuedTokens | null {
  const key = keyOf(refreshToken);
  const record = tokens().refresh[key];
  delete tokens().refresh[key];
  if (!record || record.expiresAt < mockNow()) return null;
  return issueTokens(record.userId);
}

/** Accepts a token minted elsewhere (social sign-in, token auto sign-in) as a valid access token. */
export function registerAccessToken(token: string, userId: string, expiresInSeconds = ACCESS_TTL_SECONDS): void {
  tokens().access[keyOf(token)] = { userId, expiresAt: mockNow() + expiresInSeconds * 1000 };
  saveChanged();
}

export function userIdForAccessToken(token: string): string | null {
  const record = tokens().access[keyOf(token)];
  return record && record.expiresAt >= mockNow() ? record.userId : null;
}

/**
 * Ends one session (sign-out): the refresh token, the access token issued with it, and the access token the
 * request carried, if any. Tokens unknown, expired or already revoked are passed over: signing out twice
 * is signing out once.
 */
export function revokeTokens(accessToken: string | null, refreshToken: string): void {
  let revoked = false;
  const revoke = (bag: Record<string, TokenRecord>, key: string | undefined) => {
    if (key === undefined || !Object.hasOwn(bag, key)) return;
    delete bag[key];
    revoked = true;
  };
  const refreshKey = keyOf(refreshToken);
  const issuedWith = Object.hasOwn(tokens().refresh, refreshKey) ? tokens().refresh[refreshKey]!.accessKey : undefined;
  revoke(tokens().refresh, refreshKey);
  revoke(tokens().access, issuedWith);
  if (accessToken !== null) revoke(tokens().access, keyOf(accessToken));
  // Nothing to write when the session was already over.
  if (revoked) saveChanged();
}

export function revokeUserTokens(userId: string): void {
  for (const bag of [tokens().access, tokens().refresh]) {
    for (const [key, rec] of Object.entries(bag)) if (rec.userId === userId) delete bag[key];
  }
  saveChanged();
}

/** The token of the request's `Authorization: Bearer …` header, live or not, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] || null;
}

/** The signed-in, active user behind the request's bearer token, or null (the handler answers 401). */
export function authenticate(request: Request): UserRecord | null {
  const token = bearerToken(request);
  if (!token) return null;
  const userId = userIdForAccessToken(token);
  const user = userId ? findUserById(userId) : undefined;
  return user && user.status === 'ACTIVE' ? user : null;
}
