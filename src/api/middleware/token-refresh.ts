/**
 * Before a call (except the public ones, /user/refreshToken itself and sign-out's /user/logout), waits for a fresh access
 * token; after a 401, refreshes once and sends the same call once more (docs/decisions/051).
 * Calls made with a referenceid link's token are left alone: that token is not ours to refresh.
 */
import type { TokenRefresher } from '../token-refresh';
import type { TokenStore } from '../token-store';
import { apiPathOf, LOGOUT_PATH, PUBLIC_PATHS, REFRESH_TOKEN_PATH, referenceToken } from './api-paths';
import type { TransportLayer } from './transport';

export interface TokenRefreshOptions {
  baseUrl: URL;
  tokens: TokenStore;
  location: () => URL;
  refresher: TokenRefresher;
}

export const tokenRefreshMiddleware =
  ({ baseUrl, tokens, location, refresher }: TokenRefreshOptions): TransportLayer =>
  (next) =>
  async (request) => {
    const path = apiPathOf(request, baseUrl);
    // Never a refresh to sign out: it would spend the refresh token being revoked and store new tokens after the sign-out.
    if (PUBLIC_PATHS.has(path) || path === REFRESH_TOKEN_PATH || path === LOGOUT_PATH || referenceToken(location())) return next(request);

    await refresher.ensureFresh();
    // Kept for the one retry; the body is sent from the original.
    const retry = request.clone();
    const sentWith = tokens.getTokens().accessToken;
    const response = await next(request);
    if (response.status !== 401 || !(await refresher.refreshAfterUnauthorized(sentWith))) {
      retry.body?.cancel().catch(() => undefined);
      return response;
    }
    response.body?.cancel().catch(() => undefined);
    return next(retry);
  };
