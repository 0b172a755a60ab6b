/**
 * "Remember me" left unticked (docs/decisions/067): the session ends when the browser closes, yet
 * every tab of the browser shares it. The tokens stay in localStorage (spec section 4) with a marker
 * holding a random id; a session cookie (no Expires, so the browser drops it as it closes) holds the
 * same id. Tokens whose marker finds no such cookie were kept for a browser session that has ended.
 */

/** The localStorage key of the marker kept with the tokens, and the name of the cookie. */
export const BROWSER_SESSION_KEY = 'browser_session';
export const BROWSER_SESSION_COOKIE = 'browser_session';

/** The value of the cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * Whether tokens kept with `marker` belong to a browser session that has ended: remembered tokens
 * (no marker) never do; the others as soon as the browser no longer has the cookie with their id.
 */
export function endedWithBrowser(marker: string | null, cookies: string): boolean {
  return marker !== null && cookieValue(cookies, BROWSER_SESSION_COOKIE) !== marker;
}

/** A fresh id. getRandomValues works outside secure contexts too (randomUUID does not). */
export function newBrowserSessionId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The cookie to write (`document.cookie = ...`) for `id`, or to remove it when `id` is null. No
 * Expires nor Max-Age: a session cookie. Secure on https, where the page can still read it.
 */
export function browserSessionCookie(id: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return id === null ? `${BROWSER_SESSION_COOKIE}=; Max-Age=0; ${attributes}` : `${BROWSER_SESSION_COOKIE}=${id}; ${attributes}`;
}
