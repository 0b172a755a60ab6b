/**
 * "Remember me" over the real app, its token store and the embedded backend (decision 067): a session
 * kept without it is over once the browser has been closed, and the server ends it too; with the box
 * ticked, or while the browser is still open, the app opens signed in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { issueTokens } from '../../mocks/store/sessions.store';
import { DEMO_USER } from '../../mocks/store/users.store';
import { browserSessionCookie } from '../../src/api/browser-session';
import { createTokenStore, expiresAtFromNow } from '../../src/api/token-store';
import { renderRoute } from '../utils/render-route';

/** The browser drops its session cookies as it closes. */
const closeBrowser = () => {
  document.cookie = browserSessionCookie(null, false);
};
afterEach(closeBrowser);

/** What an earlier sign-in as the shipper left in storage, with or without "Remember me". */
function signedInEarlier(remember: boolean) {
  const issued = issueTokens(DEMO_USER.shipper);
  const store = createTokenStore();
  store.setRemembered(remember);
  store.setTokens({ accessToken: issued.access_token, refreshToken: issued.refresh_token, accessTokenExpiresAt: expiresAtFromNow(issued.expires_in) });
  return issued;
}

const currentUserStatus = async (accessToken: string) =>
  (await fetch('http://localhost/api/user/current', { headers: { Authorization: `Bearer ${accessToken}` } })).status;

describe('"Remember me" decides whether the session outlives the browser', () => {
  it('without it, reopening the browser shows the sign-in page and the old session is ended on the server', async () => {
    const issued = signedInEarlier(false);
    closeBrowser();
    const app = renderRoute('/shipment/list');
    await app.waitForPath('/login?redirect=%2Fshipment%2Flist');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await waitFor(async () => expect(await currentUserStatus(issued.access_token)).toBe(401));
  });

  it('without it, a new tab of the same browser session stays signed in', async () => {
    const issued = signedInEarlier(false);
    renderRoute('/shipment/list');
    expect(await screen.findByRole('heading', { name: 'Shipments', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe(issued.access_token);
    expect(await currentUserStatus(issued.access_token)).toBe(200);
  });

  it.each([
    { box: 'unticked', remember: false, ended: true },
    { box: 'ticked', remember: true, ended: false },
  ])('signing in with the box $box, the session ends with the browser: $ended', async ({ remember, ended }) => {
    const app = renderRoute('/login');
    await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'shipper@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    if (remember) await app.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await app.waitForPath('/');
    closeBrowser();
    expect(createTokenStore().storedSessionEnded()).toBe(ended);
  });

  it('with it, reopening the browser opens signed in', async () => {
    const issued = signedInEarlier(true);
    closeBrowser();
    renderRoute('/shipment/list');
    expect(await screen.findByRole('heading', { name: 'Shipments', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe(issued.access_token);
  });
});
