/**
 * Sessions (docs/decisions/205, 209): an access token lives 30 minutes, so that the client's refresh path is
 * exercised in a normal demo, and a refresh token 7 days; each is kept under its key (the token itself in the
 * browser demo, its SHA-256 on the server) with its user and expiry. The records, and the repository both
 * backends keep each kind behind (docs/decisions/219).
 */

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenRecord {
  userId: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface RefreshTokenRecord extends TokenRecord {
  /**
   * How the access token issued with it is kept, so that signing out ends both even when the browser no
   * longer sends the access token. Absent on refresh tokens issued before sign-out revoked sessions.
   */
  accessKey?: string;
}

/** A token is live until its expiry, that millisecond included. */
export const isLiveToken = (record: TokenRecord | undefined, now: number): record is TokenRecord => record !== undefined && record.expiresAt >= now;

/** One kind of token, by key. */
export interface TokenRepository<T extends TokenRecord> {
  find(key: string): Promise<T | undefined>;
  put(key: string, record: T): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  /** Removes the token and answers it (undefined when there was none): one call, so that two requests never both spend it. */
  take(key: string): Promise<T | undefined>;
  /** The keys of every token of the user. */
  keysOf(userId: string): Promise<string[]>;
  /** The keys of the tokens expired before `now`. */
  expiredKeys(now: number): Promise<string[]>;
}
