/**
 * "Remember me" left unticked (docs/decisions/067): the session ends when the browser closes, yet
 * every tab of the browser shares it. The tokens stay in localStorage (spec section 4) with a marker
 * holding a random id; a session cookie (no Expires, so the browser drops it as it closes) holds the
 * same id. Tokens whose marker finds no such cookie were kept for a browser session that has ended.
 */

/** The localStorage key of the marker kept with the tokens, and the name of the cookie. */
export const BROWSER_SESSION_KEY = 'browser_session';
export const BROWSER_SESSION_COOKIE = 'browser_session';

/**
 * Whether tokens kept with `marker` belong to a browser session that has ended: remembered tokens
 * (no marker) never do; the others as soon as the browser no longer has the cookie with their id.
 * `cookies` is `document.cookie`: "a=1; b=2".
 */
export function endedWithBrowser(marker: string | null, cookies: string): boolean {
  return marker !== null && !cookies.split(/;\s*/).includes(`${BROWSER_SESSION_COOKIE}=${marker}`);
}

/** A fresh id (128 random bits). getRandomValues works outside secure contexts too (randomUUID does not). */
export const newBrowserSessionId = (): string => globalThis.crypto.getRandomValues(new Uint32Array(4)).join('-');

/**
 * The cookie to write (`document.cookie = ...`) for `id`, or to remove it when `id` is null. No
 * Expires nor Max-Age: a session cookie. Secure on https, where the page can still read it.
 */
export function browserSessionCookie(id: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return id === null ? `${BROWSER_SESSION_COOKIE}=; Max-Age=0; ${attributes}` : `${BROWSER_SESSION_COOKIE}=${id}; ${attributes}`;
}
