/** The rule of a session kept without "Remember me" (decision 067): its marker and the browser's session cookie. */
import { describe, expect, it } from 'vitest';
import { browserSessionCookie, endedWithBrowser, newBrowserSessionId } from '../../src/api/browser-session';

describe('whether stored tokens belong to a browser session that has ended', () => {
  it('remembered tokens (no marker) never end with the browser, cookie or not', () => {
    expect(endedWithBrowser(null, '')).toBe(false);
    expect(endedWithBrowser(null, 'browser_session=abc')).toBe(false);
  });

  it('tokens for this browser session live while the cookie holds their id', () => {
    expect(endedWithBrowser('abc', 'browser_session=abc')).toBe(false);
    expect(endedWithBrowser('abc', 'lang=en; browser_session=abc; other=1')).toBe(false);
  });

  it('end when the cookie is missing (the browser was closed) or holds another id', () => {
    expect(endedWithBrowser('abc', '')).toBe(true);
    expect(endedWithBrowser('abc', 'lang=en')).toBe(true);
    expect(endedWithBrowser('abc', 'browser_session=xyz')).toBe(true);
    expect(endedWithBrowser('abc', 'browser_session=')).toBe(true);
    expect(endedWithBrowser('abc', 'my_browser_session=abc')).toBe(true);
  });
});

describe('the session cookie', () => {
  it('has no lifetime of its own, is sent to this site only, and is Secure on https', () => {
    expect(browserSessionCookie('abc', false)).toBe('browser_session=abc; Path=/; SameSite=Strict');
    expect(browserSessionCookie('abc', true)).toBe('browser_session=abc; Path=/; SameSite=Strict; Secure');
    expect(browserSessionCookie('abc', true)).not.toMatch(/Expires|Max-Age/i);
  });

  it('is removed with Max-Age=0', () => {
    expect(browserSessionCookie(null, false)).toBe('browser_session=; Max-Age=0; Path=/; SameSite=Strict');
  });

  it('is read by its exact name and value', () => {
    expect(endedWithBrowser('abc', 'a=1; browser_session=abc')).toBe(false);
    expect(endedWithBrowser('abc', 'a=1;browser_session=abc;b=2')).toBe(false);
    expect(endedWithBrowser('abc', 'xbrowser_session=abc')).toBe(true);
    expect(endedWithBrowser('abc', 'browser_session=abcd')).toBe(true);
  });

  it('holds a new id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newBrowserSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^\d+-\d+-\d+-\d+$/);
  });
});
