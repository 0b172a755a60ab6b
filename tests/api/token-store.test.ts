import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionCookie } from '../../src/api/browser-session';
import { createTokenStore, expiresAtFromNow } from '../../src/api/token-store';

/** What the browser dispatches in THIS tab when another tab changes localStorage. */
const otherTabChanged = (key: string | null, oldValue: string | null, newValue: string | null, storageArea: Storage = localStorage) =>
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea }));

describe('token store', () => {
  it('keeps tokens in localStorage and the user record in sessionStorage', () => {
    const store = createTokenStore();
    store.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1', accessTokenExpiresAt: 1_700_000_000_000 });
    store.setUser({ id: 'u-1', firstName: 'Ada' });

    expect(localStorage.getItem('access_token')).toBe('at-1');
    expect(localStorage.getItem('refresh_token')).toBe('rt-1');
    expect(localStorage.getItem('access_token_expires_at')).toBe('1700000000000');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ id: 'u-1', firstName: 'Ada' });
    expect(store.getTokens()).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', accessTokenExpiresAt: 1_700_000_000_000 });
    expect(store.getUser()).toEqual({ id: 'u-1', firstName: 'Ada' });
  });

  it('reads what another tab wrote (no cached copy)', () => {
    const store = createTokenStore();
    localStorage.setItem('access_token', 'written-elsewhere');
    expect(store.getTokens().accessToken).toBe('written-elsewhere');
  });

  it('clears tokens and user together', () => {
    const store = createTokenStore();
    store.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1', accessTokenExpiresAt: 1 });
    store.setUser({ id: 'u-1' });
    store.clear();

    expect(store.getTokens()).toEqual({ accessToken: null, refreshToken: null, accessTokenExpiresAt: null });
    expect(store.getUser()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('treats a corrupt user record as absent', () => {
    sessionStorage.setItem('user', '{not json');
    expect(createTokenStore().getUser()).toBeNull();
  });

  it('turns expires_in into an epoch deadline, 0 meaning none (loginByToken)', () => {
    expect(expiresAtFromNow(1800, 1_000)).toBe(1_801_000);
    expect(expiresAtFromNow(0, 1_000)).toBeNull();
    expect(expiresAtFromNow(undefined, 1_000)).toBeNull();
  });

  it("reports another tab's sign-out once, and token rotations as changes", () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    localStorage.setItem('access_token', 'at-2');
    otherTabChanged('access_token', 'at-1', 'at-2');
    expect(listener).toHaveBeenLastCalledWith({ signedOut: false, tokens: expect.objectContaining({ accessToken: 'at-2' }) });

    // The other tab's clear(): refresh token, expiry, then the access token.
    localStorage.clear();
    otherTabChanged('refresh_token', 'rt-1', null);
    otherTabChanged('access_token_expires_at', '1', null);
    otherTabChanged('access_token', 'at-2', null);
    expect(listener.mock.calls.filter(([change]) => change.signedOut)).toHaveLength(1);

    listener.mockClear();
    otherTabChanged('theme', null, 'dark');
    otherTabChanged('access_token', 'x', null, sessionStorage);
    expect(listener).not.toHaveBeenCalled();

    unsubscribe();
    otherTabChanged(null, null, null);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('"Remember me" (decision 067)', () => {
  // The browser drops session cookies as it closes; tests drop it by hand. Cookies outlive the test otherwise.
  const closeBrowser = () => {
    document.cookie = browserSessionCookie(null, false);
  };
  afterEach(closeBrowser);
  const signIn = (remember: boolean) => {
    const store = createTokenStore();
    store.setRemembered(remember);
    store.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1', accessTokenExpiresAt: null });
    return store;
  };

  it('unticked, the tokens still live in localStorage, and end with the browser session', () => {
    const store = signIn(false);
    expect(localStorage.getItem('access_token')).toBe('at-1');
    expect(localStorage.getItem('browser_session')).toMatch(/^\d+-\d+-\d+-\d+$/);
    expect(document.cookie).toContain(`browser_session=${localStorage.getItem('browser_session')}`);
    // Another tab of the same browser reads the same storage and cookie.
    expect(createTokenStore().storedSessionEnded()).toBe(false);
    closeBrowser();
    expect(store.storedSessionEnded()).toBe(true);
  });

  it('ticked, the tokens outlive the browser and no cookie is kept', () => {
    const store = signIn(true);
    expect(localStorage.getItem('browser_session')).toBeNull();
    expect(document.cookie).not.toContain('browser_session=');
    closeBrowser();
    expect(store.storedSessionEnded()).toBe(false);
  });

  it('a ticked sign-in after an unticked one is remembered, and a token refresh keeps what the sign-in chose', () => {
    const store = signIn(false);
    store.setTokens({ accessToken: 'at-2', refreshToken: 'rt-2', accessTokenExpiresAt: null });
    closeBrowser();
    expect(store.storedSessionEnded()).toBe(true);
    signIn(true);
    expect(store.storedSessionEnded()).toBe(false);
  });

  it('sign-out forgets the marker and the cookie; with no tokens nothing has ended', () => {
    const store = signIn(false);
    store.clear();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('browser_session=');
    expect(store.storedSessionEnded()).toBe(false);
  });
});
