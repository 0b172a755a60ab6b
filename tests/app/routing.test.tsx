/**
 * The router and the access guard in the real app (spec section 2): redirects, return after sign-in,
 * aliases, titles, the tag-manager data layer, not-found, tokens from the query, other tabs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router-dom';
import { PATHS } from '../../machines/shared/route-paths';
import { revokeUserTokens } from '../../mocks/auth';
import { issueTokens } from '../../mocks/store/sessions.store';
import { server } from '../../mocks/node';
import { DEMO_USER } from '../../mocks/store/users.store';
import { isRouteHandle } from '../../src/app/route-handle';
import { appRoutes } from '../../src/app/router';
import { renderRoute, signInAs } from '../utils/render-route';

// Before each test, not after: the previous test's unmount flushes React's pending effects, which may
// still push that page's route view.
beforeEach(() => {
  delete window.dataLayer;
});

const routeViews = () => (window.dataLayer ?? []).filter((e) => e.event === 'route_view').map((e) => e.routeName);

async function signInThroughTheForm(app: ReturnType<typeof renderRoute>, email: string) {
  await app.user.type(await screen.findByLabelText('E-mail'), email);
  await app.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('access guard', () => {
  it('sends a protected URL to /login and, after sign-in, back to it', async () => {
    const app = renderRoute('/billing/invoice');
    await app.waitForPath('/login?redirect=%2Fbilling%2Finvoice');
    await signInThroughTheForm(app, 'shipper@example.com');
    await app.waitForPath('/billing/invoice');
    expect(await screen.findByRole('heading', { name: 'Invoice', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'shipper@example.com' });
  });

  it('never shows a protected page to a signed-out visitor, not even for a moment', async () => {
    const app = renderRoute('/account/setting');
    await app.waitForPath(/^\/login/);
    expect(screen.queryByRole('heading', { name: 'Account Setting' })).toBeNull();
  });

  it('sends a signed-in user opening a login page to / and fetches the user again', async () => {
    let currentUserCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user/current') currentUserCalls += 1;
    });
    sessionStorage.setItem('user', JSON.stringify({ stale: true }));
    const app = renderRoute('/login/sign-up', { as: 'forwarder' });
    await app.waitForPath('/');
    await screen.findByRole('button', { name: /Fiona Forwarder/ });
    expect(currentUserCalls).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'forwarder@example.com' });
    server.events.removeAllListeners();
  });

  it('lets token + referenceid through without a stored session and uses the URL token', async () => {
    const token = issueTokens(DEMO_USER.shipper).access_token;
    let settingsCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/company/getSystemSettings') settingsCalls += 1;
    });
    const app = renderRoute(`/shipment/list?referenceid=R-9&token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Shipments', level: 1 })).toBeInTheDocument();
    expect(app.path()).toBe(`/shipment/list?referenceid=R-9&token=${token}`);
    expect(settingsCalls).toBe(0);
    server.events.removeAllListeners();
  });

  it('an accessToken in the query clears the stored tokens', async () => {
    signInAs('shipper');
    const app = renderRoute('/dashboard?accessToken=at.from-elsewhere');
    await app.waitForPath('/login?redirect=%2Fdashboard');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('token auto sign-in (flag on) signs in through /user/loginByToken and goes to the home of the role', async () => {
    const token = issueTokens(DEMO_USER.forwarder).access_token;
    const app = renderRoute(`/shipment/list?accessToken=${token}`, { tokenAutoSignIn: true });
    // The forwarder's home is its dashboard (decision 177).
    await app.waitForPath('/dashboard');
    expect(await screen.findByRole('button', { name: /Fiona Forwarder/ })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
  });

  it('an auth failure (401) clears the session and goes to /login, remembering the page', async () => {
    signInAs('shipper');
    await revokeUserTokens(DEMO_USER.shipper);
    const app = renderRoute('/shipment/list');
    await app.waitForPath('/login?redirect=%2Fshipment%2Flist');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a sign-out in another tab signs this tab out', async () => {
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await screen.findByRole('button', { name: /Sam Shipper/ });
    const oldValue = localStorage.getItem('access_token');
    localStorage.removeItem('access_token');
    localStorage.removeItem('refresh_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue, newValue: null, storageArea: localStorage }));
    await app.waitForPath('/login?redirect=%2Fshipment%2Flist');
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('sends an unknown path to /login when signed out and shows not-found when signed in', async () => {
    const out = renderRoute('/no/such/page');
    await out.waitForPath('/login?redirect=%2Fno%2Fsuch%2Fpage');
    out.unmount();
    const app = renderRoute('/no/such/page', { as: 'shipper' });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await app.waitForPath('/');
  });
});

describe('routes', () => {
  it.each(Object.entries(PATHS))('PATHS.%s (%s) reaches a named route of its own', (_key, path) => {
    const matches = matchRoutes(appRoutes, path) ?? [];
    const name = matches.map((m) => m.route.handle).filter(isRouteHandle).at(-1)?.name;
    expect(name).toBeTruthy();
    // The catch-all would take any path: a path of the app must not end there.
    expect(name).not.toBe('notFound');
  });

  // Pages with a heading of their own show it; for the quote pages and the shipment detail, which
  // need data first, the title and the route name are what the router guarantees.
  it.each([
    ['/', 'Find Quote', 'quote', false],
    ['/find-quote', 'Find Quote', 'quote', false],
    ['/quote', 'Find Quote', 'quote', false],
    ['/find-quote/quote', 'Find Quote', 'quote', false],
    ['/quote-result', 'Quote Result', 'quoteResult', false],
    ['/find-quote/quote-result', 'Quote Result', 'quoteResult', false],
    ['/account/setting', 'Account Setting', 'accountSetting', true],
    ['/dashboard', 'Dashboard', 'dashboard', true],
    ['/billing/invoice', 'Invoice', 'invoice', true],
    ['/billing/bank-detail', 'Bank Details', 'bankDetail', true],
    ['/billing/upcoming-bill', 'Upcoming Bills', 'upcomingBill', true],
    ['/billing/upcoming-payouts', 'Upcoming Payouts', 'upcomingPayouts', true],
    ['/billing/history-statement', 'History Statement', 'historyStatement', true],
    ['/shipment/list', 'Shipments', 'shipment', true],
    ['/shipment/SHP-42', 'Shipment Details', 'shipmentInfo', false],
    ['/history/list', 'Rate Import History', 'historyList', true],
    ['/log/list', 'Rate Import Log', 'logList', true],
    ['/my-request', 'My Request', 'myRequest', false],
    ['/quote-management', 'Quote Management', 'quoteManagement', true],
    ['/help-center', 'Help Center', 'helpCenter', true],
  ])('%s is titled "%s" and tracked as %s', async (path, title, name, ownPage) => {
    renderRoute(path, { as: 'shipper' });
    await waitFor(() => expect(document.title).toBe(`${title} · Freight Marketplace`));
    await waitFor(() => expect(routeViews()).toEqual([name]));
    if (ownPage) expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'sign-in'],
    ['/login/sign-in', 'sign-in'],
    ['/login/forgot-password', 'forgotPassword'],
    ['/login/sign-up', 'signUp'],
  ])('%s is public and tracked as %s', async (path, name) => {
    const app = renderRoute(path);
    await waitFor(() => expect(routeViews()).toEqual([name]));
    expect(app.path()).toBe(path);
  });

  it('tracks each view by route name and no view that was redirected away', async () => {
    const app = renderRoute('/dashboard');
    await app.waitForPath('/login?redirect=%2Fdashboard');
    await signInThroughTheForm(app, 'forwarder@example.com');
    await app.waitForPath('/dashboard');
    await waitFor(() => expect(routeViews()).toEqual(['sign-in', 'dashboard']));
  });

  it('/billing opens a forwarder at upcoming payouts', async () => {
    const app = renderRoute('/billing', { as: 'forwarder' });
    await app.waitForPath('/billing/upcoming-payouts');
    expect(await screen.findByRole('heading', { name: 'Upcoming Payouts', level: 1 })).toBeInTheDocument();
  });

  it('loads no tag manager script without a container id', async () => {
    renderRoute('/login');
    await waitFor(() => expect(routeViews()).toEqual(['sign-in']));
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});

describe('company settings and themes', () => {
  it('applies the signed-in company skin and logos', async () => {
    renderRoute('/help-center', { as: 'forwarder' });
    await screen.findByRole('button', { name: /Fiona Forwarder/ });
    await waitFor(() => expect(document.documentElement.dataset.skin).toBe('purple-theme'));
    expect(screen.getByRole('img', { name: 'Pacific Bridge Logistics Ltd.' })).toHaveAttribute('src', '/img/logos/pacific-header.svg');
  });

  it('reads the theme query parameter', async () => {
    renderRoute('/login?theme=blue-theme');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(document.documentElement.dataset.skin).toBe('blue-theme');
  });

  it('falls back to the spec config when the settings call fails', async () => {
    server.use(http.get('*/api/company/getSystemSettings', () => HttpResponse.json({ success: false, code: 500, message: 'Settings unavailable' }, { status: 500 })));
    renderRoute('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(document.documentElement.dataset.skin).toBe('green-theme');
    // allowRegister is false in the fallback: no sign-up link.
    expect(screen.queryByRole('link', { name: /sign up/i })).toBeNull();
    expect(await screen.findByText('Settings unavailable')).toBeInTheDocument();
  });
});
