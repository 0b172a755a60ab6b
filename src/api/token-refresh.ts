/**
 * Keeps the access token usable (docs/decisions/051-token-refresh-policy.md): refreshes through
 * POST /user/refreshToken?refreshToken=... shortly before it expires, or once after a 401. One
 * refresh at a time, however many calls wait for it; across tabs too where the browser has Web Locks.
 */
import { ApiError, isApiError } from './api-error';
import { REFRESH_TOKEN_PATH } from './middleware/api-paths';
import { errorFromResponse, reportApiError, type ErrorReporting } from './middleware/errors';
import type { Transport } from './middleware/transport';
import type { components } from './schema.gen';
import { expiresAtFromNow, type TokenStore } from './token-store';

/** Refresh when the access token has less than this left. */
export const REFRESH_MARGIN_MS = 60_000;

export interface TokenRefresherOptions extends ErrorReporting {
  baseUrl: URL;
  tokens: TokenStore;
  /** Sends the refresh request: bearer, timeout and fetch, without the error and dedupe layers. */
  send: Transport;
  now?: () => number;
  marginMs?: number;
}

export interface TokenRefresher {
  /** True when the stored access token expires within the margin and a refresh token exists. */
  needsRefresh(): boolean;
  /** Resolves once the access token is good for longer than the margin (refreshing first if needed). */
  ensureFresh(): Promise<void>;
  /**
   * After a 401 for `rejectedToken`: refreshes (unless another call already replaced that token).
   * False when there is no refresh token, so the 401 stands.
   */
  refreshAfterUnauthorized(rejectedToken: string | null): Promise<boolean>;
}

/** The contract's answer (openapi/areas/user.yaml); checked at run time all the same. */
type RefreshData = components['schemas']['TokenPair'];

const isRefreshData = (data: unknown): data is RefreshData =>
  !!data && typeof data === 'object' && typeof (data as RefreshData).access_token === 'string' && (data as RefreshData).access_token !== '';

const LOCK_NAME = 'freight-token-refresh';

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { baseUrl, tokens, send, now = Date.now, marginMs = REFRESH_MARGIN_MS } = options;
  let inFlight: Promise<void> | null = null;

  const needsRefresh = () => {
    const { accessToken, refreshToken, accessTokenExpiresAt } = tokens.getTokens();
    return accessToken !== null && refreshToken !== null && accessTokenExpiresAt !== null && accessTokenExpiresAt - now() < marginMs;
  };

  /** Another tab rotated the refresh token while ours was in flight: its tokens are good, ours are spent. */
  const rotatedElsewhere = (used: string) => {
    const current = tokens.getTokens();
    return current.refreshToken !== null && current.refreshToken !== used && current.accessToken !== null;
  };

  const fail = (error: ApiError, used: string): void => {
    if (error.kind === 'auth' && rotatedElsewhere(used)) return;
    reportApiError(error, REFRESH_TOKEN_PATH, options);
    throw error;
  };

  async function refreshNow(): Promise<void> {
    const used = tokens.getTokens().refreshToken;
    if (used === null) return;
    const url = new URL(`${baseUrl.href.replace(/\/+$/, '')}${REFRESH_TOKEN_PATH}`);
    url.searchParams.set('refreshToken', used);
    let response: Response;
    try {
      response = await send(new Request(url, { method: 'POST' }));
    } catch (error) {
      if (isApiError(error)) return fail(error, used);
      throw error;
    }
    if (!response.ok) return fail(await errorFromResponse(response, REFRESH_TOKEN_PATH), used);
    const envelope = (await response.json().catch(() => null)) as { success?: unknown; code?: unknown; message?: unknown; data?: unknown } | null;
    if (envelope?.success !== true || !isRefreshData(envelope.data)) {
      // A 200 that gives no tokens leaves the session as dead as a 400 does.
      const code = typeof envelope?.code === 'number' ? envelope.code : null;
      const message = typeof envelope?.message === 'string' ? envelope.message : null;
      return fail(new ApiError('auth', response.status, code, message), used);
    }
    // The user signed out (or another tab signed someone in) while the refresh was on its way: the
    // answer belongs to a session that is over, and storing it would sign the user back in.
    if (tokens.getTokens().refreshToken !== used) return;
    const { access_token, refresh_token, expires_in } = envelope.data;
    tokens.setTokens({
      accessToken: access_token,
      refreshToken: typeof refresh_token === 'string' && refresh_token ? refresh_token : used,
      accessTokenExpiresAt: expiresAtFromNow(typeof expires_in === 'number' ? expires_in : null, now()),
    });
  }

  const exclusive = (task: () => Promise<void>): Promise<void> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // The lock's promise settles with the task's (Web Locks awaits the callback).
    return locks ? locks.request(LOCK_NAME, task).then(() => undefined) : task();
  };

  /** Single flight: every caller gets the same promise until it settles. */
  const run = (stillNeeded: () => boolean): Promise<void> => {
    inFlight ??= exclusive(async () => {
      // Checked again inside the lock: another tab may have refreshed while we waited for it.
      if (stillNeeded()) await refreshNow();
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    needsRefresh,
    ensureFresh: () => (needsRefresh() ? run(needsRefresh) : Promise.resolve()),
    async refreshAfterUnauthorized(rejectedToken) {
      if (tokens.getTokens().refreshToken === null) return false;
      await run(() => tokens.getTokens().accessToken === rejectedToken);
      return true;
    },
  };
}
