/** The contract paths the middleware treats specially (spec sections 7 and 8). */

export const LOGIN_PATH = '/user/login';
export const REFRESH_TOKEN_PATH = '/user/refreshToken';
/** Sign-out's revoke (docs/decisions/209): sent after the session is over here, so nothing of it reaches the user. */
export const LOGOUT_PATH = '/user/logout';

/** Calls that never carry the bearer token (spec section 7). */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/user/password/forget', '/user/signup', LOGIN_PATH]);

/** The contract path of a request ("/user/login"): its URL path with the client's base path removed. */
export function apiPathOf(request: Request, baseUrl: URL): string {
  const path = new URL(request.url).pathname;
  const base = baseUrl.pathname.replace(/\/+$/, '');
  return base && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/**
 * The token a page opened from a shared link carries: with `referenceid` in the page's query, the
 * token comes from its `token` parameter (spec sections 2 and 7). Undefined when the page has no
 * referenceid; null when it has one but no token.
 */
export function referenceToken(page: URL): string | null | undefined {
  const keys = [...page.searchParams.keys()];
  if (!keys.some((key) => key.toLowerCase() === 'referenceid')) return undefined;
  return page.searchParams.get('token');
}
