/**
 * Bearer token on every call except the public ones (spec section 7). A page opened with
 * `referenceid` in its query uses the token from the page URL instead of the stored one.
 */
import type { TokenStore } from '../token-store';
import { apiPathOf, PUBLIC_PATHS, referenceToken } from './api-paths';
import type { TransportLayer } from './transport';

export interface AuthOptions {
  baseUrl: URL;
  tokens: TokenStore;
  location: () => URL;
}

/** The token a call would carry now, or null (public path, or nothing stored). */
export function bearerTokenFor(path: string, { tokens, location }: Omit<AuthOptions, 'baseUrl'>): string | null {
  if (PUBLIC_PATHS.has(path)) return null;
  // A referenceid link without a token falls back to the stored session, if any.
  return referenceToken(location()) ?? tokens.getTokens().accessToken;
}

export const authMiddleware =
  (options: AuthOptions): TransportLayer =>
  (next) =>
  (request) => {
    const path = apiPathOf(request, options.baseUrl);
    const token = bearerTokenFor(path, options);
    const headers = new Headers(request.headers);
    // A caller-set header on a public path is dropped too: those calls must never carry a session.
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return next(new Request(request, { headers }));
  };
