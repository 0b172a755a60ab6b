/**
 * The session's storage (spec section 4): access and refresh tokens in localStorage, so every tab
 * shares one session; the user record in sessionStorage, per tab. Reads go to storage every time
 * (no cache), so a token rotated by another tab is used at once. Without "Remember me" the tokens
 * last as long as the browser session (src/api/browser-session.ts).
 */
import { BROWSER_SESSION_KEY, browserSessionCookie, endedWithBrowser, newBrowserSessionId } from './browser-session';

export const TOKEN_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  accessTokenExpiresAt: 'access_token_expires_at',
} as const;
export const USER_KEY = 'user';

export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms; null when the server gave no lifetime (then only a 401 triggers a refresh). */
  accessTokenExpiresAt: number | null;
}

export interface TokenChange {
  /** Another tab removed the access token: this tab's session is over too. */
  signedOut: boolean;
  /** The tokens as they are now. */
  tokens: SessionTokens;
}

export interface TokenStore {
  getTokens(): SessionTokens;
  setTokens(tokens: { accessToken: string; refreshToken: string | null; accessTokenExpiresAt: number | null }): void;
  /**
   * "Remember me" at sign-in: remembered tokens outlive the browser; the others are kept for this
   * browser session only. Called before `setTokens`; a token refresh keeps what the sign-in chose.
   */
  setRemembered(remember: boolean): void;
  /** Stored tokens that were kept for a browser session that has ended (the browser was closed since). */
  storedSessionEnded(): boolean;
  getUser<T = unknown>(): T | null;
  setUser(user: unknown): void;
  /** Removes the tokens and the user record (sign-out). */
  clear(): void;
  /** Changes made by OTHER tabs (the browser's 'storage' event). Returns the unsubscribe. */
  subscribe(listener: (change: TokenChange) => void): () => void;
}

/** `expires_in` seconds from the server to an epoch-ms deadline; 0 or less means "not given" (loginByToken sends 0). */
export function expiresAtFromNow(expiresInSeconds: number | null | undefined, now = Date.now()): number | null {
  return typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? now + expiresInSeconds * 1000 : null;
}

const tokenKeys: readonly string[] = Object.values(TOKEN_KEYS);

/** The page's cookies, as `document.cookie` reads and writes them. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}
const pageCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};
const isHttps = () => globalThis.location?.protocol === 'https:';

export function createTokenStore(storage: Storage = localStorage, session: Storage = sessionStorage, cookies: CookieJar = pageCookies): TokenStore {
  const getTokens = (): SessionTokens => {
    const expires = Number(storage.getItem(TOKEN_KEYS.accessTokenExpiresAt));
    return {
      accessToken: storage.getItem(TOKEN_KEYS.accessToken),
      refreshToken: storage.getItem(TOKEN_KEYS.refreshToken),
      accessTokenExpiresAt: storage.getItem(TOKEN_KEYS.accessTokenExpiresAt) !== null && Number.isFinite(expires) ? expires : null,
    };
  };

  return {
    getTokens,
    setTokens({ accessToken, refreshToken, accessTokenExpiresAt }) {
      storage.setItem(TOKEN_KEYS.accessToken, accessToken);
      if (refreshToken === null) storage.removeItem(TOKEN_KEYS.refreshToken);
      else storage.setItem(TOKEN_KEYS.refreshToken, refreshToken);
      if (accessTokenExpiresAt === null) storage.removeItem(TOKEN_KEYS.accessTokenExpiresAt);
      else storage.setItem(TOKEN_KEYS.accessTokenExpiresAt, String(accessTokenExpiresAt));
    },
    setRemembered(remember) {
      if (remember) {
        storage.removeItem(BROWSER_SESSION_KEY);
        cookies.write(browserSessionCookie(null, isHttps()));
        return;
      }
      const id = newBrowserSessionId();
      cookies.write(browserSessionCookie(id, isHttps()));
      storage.setItem(BROWSER_SESSION_KEY, id);
    },
    storedSessionEnded() {
      return getTokens().accessToken !== null && endedWithBrowser(storage.getItem(BROWSER_SESSION_KEY), cookies.read());
    },
    getUser<T>() {
      const raw = session.getItem(USER_KEY);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        // A corrupt record is treated as absent: the app fetches /user/current again.
        return null;
      }
    },
    setUser(user) {
      session.setItem(USER_KEY, JSON.stringify(user));
    },
    clear() {
      // The access token goes last so that other tabs see one 'signed out' change after the rest is gone.
      storage.removeItem(TOKEN_KEYS.refreshToken);
      storage.removeItem(TOKEN_KEYS.accessTokenExpiresAt);
      storage.removeItem(BROWSER_SESSION_KEY);
      storage.removeItem(TOKEN_KEYS.accessToken);
      session.removeItem(USER_KEY);
      cookies.write(browserSessionCookie(null, isHttps()));
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage) return;
        // key null: the other tab called storage.clear().
        if (event.key !== null && !tokenKeys.includes(event.key)) return;
        const tokens = getTokens();
        const signedOut = tokens.accessToken === null && (event.key === null || event.key === TOKEN_KEYS.accessToken);
        listener({ signedOut, tokens });
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
