import { describe, expect, it, vi } from 'vitest';
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
