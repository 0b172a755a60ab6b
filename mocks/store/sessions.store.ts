/**
 * Access and refresh tokens (domain/sessions.ts): their slices, the in-memory repositories over them (the
 * server keeps both in its table `account_tokens`, server/db/account-tokens.table.ts), how a new session's
 * tokens are made, and the fixtures that give tests and QA a session at once. A token is its kind (`at.` /
 * `rt.`) and 256 random bits: nothing in it names the user, so none can be forged from another
 * (docs/decisions/205-password-hashing-and-tokens.md).
 */
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS, type RefreshTokenRecord, type TokenRecord, type TokenRepository } from '../../domain/sessions';
import { randomToken } from '../random-token';
import { tokenKey } from '../token-key';
import { mockNow } from './clock';
import { defineSlice, saveChanged } from './db';

export const ACCESS_TOKENS_SLICE = 'accessTokens';
export const REFRESH_TOKENS_SLICE = 'refreshTokens';

// Two slices of one token each per key: a sign-in adds one record instead of rewriting every session.
const accessTokens = defineSlice<Record<string, TokenRecord>>(ACCESS_TOKENS_SLICE, () => ({}));
const refreshTokens = defineSlice<Record<string, RefreshTokenRecord>>(REFRESH_TOKENS_SLICE, () => ({}));

/** A TokenRepository over a slice of tokens by key. */
export function memoryTokens<T extends TokenRecord>(bag: () => Record<string, T>): TokenRepository<T> {
  return {
    async find(key) {
      return Object.hasOwn(bag(), key) ? bag()[key] : undefined;
    },
    async put(key, record) {
      bag()[key] = record;
      // Tokens are added and removed whole, never changed in place.
      saveChanged();
    },
    async remove(keys) {
      const all = bag();
      const held = keys.filter((key) => Object.hasOwn(all, key));
      for (const key of held) delete all[key];
      if (held.length) saveChanged();
    },
    async take(key) {
      const all = bag();
      if (!Object.hasOwn(all, key)) return undefined;
      const record = all[key];
      delete all[key];
      saveChanged();
      return record;
    },
    async keysOf(userId) {
      return Object.entries(bag()).flatMap(([key, record]) => (record.userId === userId ? [key] : []));
    },
    async expiredKeys(now) {
      return Object.entries(bag()).flatMap(([key, record]) => (record.expiresAt < now ? [key] : []));
    },
  };
}

/** The browser demo's and the tests' token repositories. */
export const memoryAccessTokens = memoryTokens(accessTokens);
export const memoryRefreshTokens = memoryTokens(refreshTokens);

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** An access token's record: the user, and when it expires. */
export const accessTokenRecord = (userId: string, expiresInSeconds: number, now: number): TokenRecord => ({
  userId, expiresAt: now + expiresInSeconds * 1000,
});

/** A new session's tokens, and the records to keep them under. */
export function newSession(userId: string, now: number): {
  issued: IssuedTokens;
  access: { key: string; record: TokenRecord };
  refresh: { key: string; record: RefreshTokenRecord };
} {
  const accessToken = `at.${randomToken()}`;
  const refreshToken = `rt.${randomToken()}`;
  const accessKey = tokenKey(accessToken);
  return {
    issued: { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TTL_SECONDS },
    access: { key: accessKey, record: accessTokenRecord(userId, ACCESS_TTL_SECONDS, now) },
    refresh: { key: tokenKey(refreshToken), record: { userId, expiresAt: now + REFRESH_TTL_SECONDS * 1000, accessKey } },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures: a session written into the store at once, as signing in keeps one (tests and QA prepare with them;
// the server's tests then restore its tables from the slices).

export function issueTokens(userId: string): IssuedTokens {
  const session = newSession(userId, mockNow());
  accessTokens()[session.access.key] = session.access.record;
  refreshTokens()[session.refresh.key] = session.refresh.record;
  saveChanged();
  return session.issued;
}

/** A token minted elsewhere (a social sign-in's, a test's) accepted as an access token of the user. */
export function registerAccessToken(token: string, userId: string, expiresInSeconds = ACCESS_TTL_SECONDS): void {
  accessTokens()[tokenKey(token)] = accessTokenRecord(userId, expiresInSeconds, mockNow());
  saveChanged();
}
