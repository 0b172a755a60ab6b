/** Every rule of spec section 2 "Access guard", section 4 "Session" and the section 8 fallback. */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  FALLBACK_COMPANY_CONFIG,
  safeReturnTo,
  sameAccess,
  selectBooting,
  selectMayShow,
  selectSkinTheme,
} from '../../machines/session.machine';
import { ApiError } from '../../src/api/api-error';
import { deferred } from '../auth/fixtures';
import { ACME_CONFIG, SHIPPER, startSession } from './session-harness';

const FORWARDER = { ...SHIPPER, id: 'USR-FORWARDER', role: 'SELLER' as const, email: 'forwarder@example.com' };

describe('access guard without a token', () => {
  it('sends a protected path to /login and remembers where the user was going', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list?page=2' });
    await s.ready();
    expect(s.context().redirect).toEqual({ to: '/login?redirect=%2Fshipment%2Flist%3Fpage%3D2' });
    expect(s.context().allowed).toBeNull();
  });

  it('sends / to plain /login', async () => {
    const s = startSession({ url: 'http://localhost/' });
    await s.ready();
    expect(s.context().redirect).toEqual({ to: '/login' });
  });

  it.each(['/login', '/login/sign-in', '/login/forgot-password', '/login/sign-up', '/login/reset-password', '/login/'])(
    'lets the public path %s through',
    async (path) => {
      const s = startSession({ url: `http://localhost${path}` });
      await s.ready();
      expect(s.context().redirect).toBeNull();
      expect(s.context().allowed).toBe(path.replace(/\/$/, ''));
    },
  );

  it('guards every later navigation too', async () => {
    const s = startSession({ url: 'http://localhost/login' });
    await s.ready();
    s.navigate('/billing/invoice');
    expect(s.context().redirect).toEqual({ to: '/login?redirect=%2Fbilling%2Finvoice' });
    s.navigate('/login?redirect=%2Fbilling%2Finvoice');
    expect(s.context().redirect).toBeNull();
    expect(s.context().allowed).toBe('/login?redirect=%2Fbilling%2Finvoice');
  });

  it('decides nothing before the company settings are in (the overlay shows)', async () => {
    let answer: (c: typeof ACME_CONFIG) => void = () => {};
    const s = startSession({ url: 'http://localhost/dashboard', settings: () => new Promise((r) => (answer = r)) });
    expect(selectBooting(s.actor.getSnapshot())).toBe(true);
    s.navigate('/dashboard');
    expect(s.context().allowed).toBeNull();
    expect(s.context().redirect).toBeNull();
    answer(ACME_CONFIG);
    await s.ready();
    expect(selectBooting(s.actor.getSnapshot())).toBe(false);
    expect(s.context().redirect).toEqual({ to: '/login?redirect=%2Fdashboard' });
  });
});

describe('access guard with a stored token', () => {
  it('lets protected paths through and uses the stored user without fetching it', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    expect(s.context().allowed).toBe('/shipment/list');
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.calls.currentUser).toBe(0);
  });

  it('fetches and stores the user when only the tokens are stored (a new tab)', async () => {
    const s = startSession({ url: 'http://localhost/', hasStoredToken: true });
    await s.settled();
    expect(s.calls.currentUser).toBe(1);
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: SHIPPER });
  });

  it('sends a signed-in user opening a login path to / and fetches and stores the user again', async () => {
    const s = startSession({ url: 'http://localhost/login/sign-up', hasStoredToken: true, storedUser: SHIPPER, currentUser: FORWARDER });
    await s.settled();
    expect(s.context().redirect).toEqual({ to: '/' });
    expect(s.calls.currentUser).toBe(1);
    expect(s.context().user).toEqual(FORWARDER);
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: FORWARDER });
    // The router may report the same login location again before it has moved: still one fetch.
    s.navigate('/login/sign-up');
    s.navigate('/login/sign-up');
    await s.settled();
    expect(s.calls.currentUser).toBe(1);
    // The fetched record says forwarder: its home is the dashboard (decision 177).
    s.navigate('/');
    expect(s.context().redirect).toEqual({ to: '/dashboard' });
    expect(s.context().allowed).toBeNull();
  });

  it('keeps the session when /user/current fails for another reason (the client toasts it)', async () => {
    const s = startSession({ url: 'http://localhost/', hasStoredToken: true, currentUser: new Error('500') });
    await waitFor(s.actor, (snap) => snap.matches({ ready: { user: 'failed' } }));
    expect(s.context().signedIn).toBe(true);
    expect(s.context().user).toBeNull();
    expect(s.calls.currentUser).toBe(1);
  });
});

describe('a new tab asks for the settings and the user at once (decision 212)', () => {
  /** A start with the tokens but not the user record, both calls answered by the test. */
  function newTab(url = 'http://localhost/') {
    const settings = deferred<typeof ACME_CONFIG>();
    const user = deferred<typeof SHIPPER>();
    const s = startSession({ url, hasStoredToken: true, settings: () => settings.promise, currentUser: () => user.promise });
    return { s, settings, user };
  }
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('has both calls in flight before either answers', async () => {
    const { s } = newTab();
    await turn();
    expect(s.actor.getSnapshot().matches('loadingSettings')).toBe(true);
    expect(s.calls.settings).toEqual([{ domain: 'localhost' }]);
    expect(s.calls.currentUser).toBe(1);
    expect(selectBooting(s.actor.getSnapshot())).toBe(true);
  });

  it('the user answering first: still booting until the settings are in, then ready with the user', async () => {
    const { s, settings, user } = newTab();
    user.resolve(FORWARDER);
    await turn();
    expect(selectBooting(s.actor.getSnapshot())).toBe(true);
    expect(s.context().user).toEqual(FORWARDER);
    settings.resolve(ACME_CONFIG);
    await s.settled();
    expect(s.context()).toMatchObject({ user: FORWARDER, userFailed: false, companyConfig: ACME_CONFIG, redirect: { to: '/dashboard' } });
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: FORWARDER });
    expect(s.calls.currentUser).toBe(1);
  });

  it('the settings answering first: ready at once, the role-dependent page waits for the same call', async () => {
    const { s, settings, user } = newTab();
    settings.resolve(ACME_CONFIG);
    await s.ready();
    expect(selectBooting(s.actor.getSnapshot())).toBe(false);
    expect(s.context()).toMatchObject({ user: null, allowed: null, redirect: null });
    s.navigate('/');
    await turn();
    expect(s.calls.currentUser).toBe(1);
    user.resolve(SHIPPER);
    await s.settled();
    expect(s.context()).toMatchObject({ user: SHIPPER, allowed: '/', redirect: null });
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: SHIPPER });
    expect(s.calls.currentUser).toBe(1);
  });

  it('a page for both roles shows as soon as the settings are in, before the user answers', async () => {
    const { s, settings, user } = newTab('http://localhost/shipment/list');
    settings.resolve(ACME_CONFIG);
    await s.ready();
    expect(s.context().allowed).toBe('/shipment/list');
    expect(selectMayShow(s.actor.getSnapshot(), { pathname: '/shipment/list', search: '' })).toBe(true);
    user.resolve(SHIPPER);
    await s.settled();
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.calls.currentUser).toBe(1);
  });

  it.each(['before', 'after'])('a user failure %s the settings answer ends ready with the user unknown, and asks no more', async (when) => {
    const { s, settings, user } = newTab();
    if (when === 'after') settings.resolve(ACME_CONFIG);
    await turn();
    user.reject(new ApiError('http', 500, 500, 'Server exploded'));
    await turn();
    if (when === 'before') settings.resolve(ACME_CONFIG);
    await waitFor(s.actor, (snap) => snap.matches({ ready: { user: 'failed' } }), { timeout: 1000 });
    expect(s.context()).toMatchObject({ signedIn: true, user: null, userFailed: true, allowed: '/' });
    // Only a visit to a login page asks again (spec 2); moving between pages does not.
    for (const path of ['/shipment/list', '/', '/billing/invoice']) s.navigate(path);
    await s.settled();
    expect(s.calls.currentUser).toBe(1);
  });

  it('a new tab opening a login page goes home and asks for the user once', async () => {
    const { s, settings, user } = newTab('http://localhost/login');
    settings.resolve(ACME_CONFIG);
    await s.ready();
    expect(s.context().redirect).toEqual({ to: '/' });
    s.navigate('/login');
    user.resolve(SHIPPER);
    await s.settled();
    expect(s.calls.currentUser).toBe(1);
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: SHIPPER });
  });

  it.each([
    ['an auth failure', { type: 'AUTH_FAILURE' as const }],
    ['a sign-out in another tab', { type: 'VAULT.SIGNED_OUT_ELSEWHERE' as const }],
  ])('%s while both are in flight drops the user call: its late answer signs nobody in', async (_, event) => {
    const { s, settings, user } = newTab('http://localhost/shipment/list');
    await turn();
    s.actor.send(event);
    user.resolve(SHIPPER);
    await turn();
    settings.resolve(ACME_CONFIG);
    await s.settled();
    expect(s.context()).toMatchObject({ signedIn: false, user: null, userFailed: false, redirect: { to: '/login?redirect=%2Fshipment%2Flist' } });
    expect(s.calls.vault).not.toContainEqual({ type: 'vault.saveUser', user: SHIPPER });
    expect(s.calls.currentUser).toBe(1);
  });

  it('asks for no user on a signed-out start, nor with the stored user, nor on a reference link', async () => {
    for (const options of [
      { url: 'http://localhost/shipment/list' },
      { url: 'http://localhost/login' },
      { url: 'http://localhost/shipment/list', hasStoredToken: true, storedUser: SHIPPER },
      { url: 'http://localhost/shipment/SHP-1?referenceid=R1&token=at.url' },
    ]) {
      const s = startSession(options);
      await s.settled();
      s.navigate('/shipment/list');
      await s.settled();
      expect(s.calls.currentUser, options.url).toBe(0);
    }
  });

  it('a reference link in a new tab still skips the settings and asks for the user once', async () => {
    const s = startSession({ url: 'http://localhost/shipment/SHP-1?referenceid=R1&token=at.url', hasStoredToken: true });
    await s.settled();
    expect(s.calls.settings).toEqual([]);
    expect(s.calls.currentUser).toBe(1);
    expect(s.context().user).toEqual(SHIPPER);
  });
});

describe('query parameters', () => {
  it('token + referenceid proceed unchecked, skip company settings and keep the fallback config', async () => {
    const s = startSession({ url: 'http://localhost/shipment/SHP-1?referenceid=R1&token=at.url' });
    await s.ready();
    expect(s.context().allowed).toBe('/shipment/SHP-1?referenceid=R1&token=at.url');
    expect(s.context().redirect).toBeNull();
    expect(s.calls.settings).toEqual([]);
    expect(s.context().companyConfig).toEqual({ ...FALLBACK_COMPANY_CONFIG, domain: 'localhost' });
  });

  it('referenceid alone skips company settings but the guard still applies', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list?referenceid=R1' });
    await s.ready();
    expect(s.calls.settings).toEqual([]);
    expect(s.context().redirect?.to).toMatch(/^\/login\?redirect=/);
  });

  it('reads theme and lets it win over the company skin', async () => {
    const s = startSession({ url: 'http://localhost/login?theme=purple-theme' });
    await s.ready();
    expect(s.context().companyConfig.skinTheme).toBe('blue-theme');
    expect(selectSkinTheme(s.actor.getSnapshot())).toBe('purple-theme');
  });

  it('ignores a theme that is not a known skin', async () => {
    const s = startSession({ url: 'http://localhost/login?theme=<script>' });
    await s.ready();
    expect(selectSkinTheme(s.actor.getSnapshot())).toBe('blue-theme');
  });

  it('accessToken in the query clears the stored tokens (auto sign-in off)', async () => {
    const s = startSession({ url: 'http://localhost/dashboard?accessToken=at.other', hasStoredToken: true, storedUser: SHIPPER });
    await s.ready();
    expect(s.calls.vault[0]).toEqual({ type: 'vault.clear' });
    expect(s.calls.loginByToken).toEqual([]);
    expect(s.context().user).toBeNull();
    expect(s.context().redirect?.to).toBe('/login?redirect=%2Fdashboard');
  });
});

describe('token auto sign-in (VITE_TOKEN_AUTO_SIGN_IN)', () => {
  it('signs in through /user/loginByToken, stores the token and goes to /', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list?accessToken=at.x&refreshToken=rt.x', tokenAutoSignIn: true });
    await s.settled();
    expect(s.calls.loginByToken).toEqual([{ accessToken: 'at.x', refreshToken: 'rt.x', expiresIn: 0 }]);
    // No "Remember me" box on this way in: the session outlives the browser (decision 067).
    expect(s.calls.vault).toContainEqual({ type: 'vault.save', accessToken: 'at.x', refreshToken: 'rt.x', expiresIn: 1800, remember: true });
    expect(s.context().signedIn).toBe(true);
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.context().redirect).toEqual({ to: '/' });
    s.navigate('/');
    expect(s.context().allowed).toBe('/');
  });

  it('keeps the way to / while the router, slow to load, reports the old location again', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list?accessToken=at.x', tokenAutoSignIn: true });
    await s.settled();
    s.navigate('/shipment/list?accessToken=at.x');
    expect(s.context().redirect).toEqual({ to: '/' });
    expect(selectMayShow(s.actor.getSnapshot(), { pathname: '/shipment/list', search: '?accessToken=at.x' })).toBe(false);
    s.navigate('/');
    expect(s.context().redirect).toBeNull();
    expect(selectMayShow(s.actor.getSnapshot(), { pathname: '/', search: '' })).toBe(true);
  });

  it('sends an empty refresh token and expiresIn 0 when the query has only accessToken', async () => {
    const s = startSession({ url: 'http://localhost/?accessToken=at.x', tokenAutoSignIn: true });
    await s.settled();
    expect(s.calls.loginByToken).toEqual([{ accessToken: 'at.x', refreshToken: '', expiresIn: 0 }]);
  });

  it('is off unless the flag is on', async () => {
    const s = startSession({ url: 'http://localhost/?accessToken=at.x', tokenAutoSignIn: false });
    await s.ready();
    expect(s.calls.loginByToken).toEqual([]);
    expect(s.context().signedIn).toBe(false);
  });

  it('does not run when an access_token is already stored (that session is cleared instead)', async () => {
    const s = startSession({ url: 'http://localhost/?accessToken=at.x', tokenAutoSignIn: true, hasStoredToken: true, storedUser: SHIPPER });
    await s.ready();
    expect(s.calls.loginByToken).toEqual([]);
    expect(s.calls.vault).toContainEqual({ type: 'vault.clear' });
    expect(s.context().redirect).toEqual({ to: '/login' });
  });

  it.each([
    ['no data', null],
    ['a failure', new Error('10003')],
  ])('with %s the navigation continues as a signed-out visit', async (_, answer) => {
    const s = startSession({ url: 'http://localhost/billing?accessToken=at.bad', tokenAutoSignIn: true, tokenSignIn: answer });
    await s.ready();
    expect(s.calls.loginByToken).toHaveLength(1);
    expect(s.calls.vault.filter((c) => c.type === 'vault.save')).toEqual([]);
    expect(s.context().signedIn).toBe(false);
    expect(s.context().redirect?.to).toMatch(/^\/login\?redirect=%2Fbilling/);
  });

  it('fetches the user when the answer has none', async () => {
    const s = startSession({ url: 'http://localhost/?accessToken=at.x', tokenAutoSignIn: true, tokenSignIn: { access_token: 'at.x' } });
    await s.settled();
    expect(s.calls.currentUser).toBe(1);
    expect(s.context().user).toEqual(SHIPPER);
  });
});

describe('company settings', () => {
  it('load once from /company/getSystemSettings with the site domain, whatever the navigation', async () => {
    const s = startSession({ url: 'https://acme.example.com/login' });
    await s.ready();
    for (const path of ['/login/sign-up', '/login/forgot-password', '/login']) s.navigate(path);
    await s.settled();
    expect(s.calls.settings).toEqual([{ domain: 'acme.example.com' }]);
    expect(s.context().companyConfig).toEqual(ACME_CONFIG);
  });

  it('fall back to the spec config when the call fails', async () => {
    const s = startSession({ url: 'http://localhost/login', settings: new Error('500') });
    await s.ready();
    const config = s.context().companyConfig;
    expect(config).toMatchObject({
      allowRegister: false,
      skinTheme: 'green-theme',
      orderFlow: 'normal',
      allowManageUser: true,
      loginLogoUrl: '/img/logo-login.svg',
      headerLogoUrl: '/img/logo-header.svg',
      loadingLogoUrl: '/img/loading.svg',
    });
    expect(selectSkinTheme(s.actor.getSnapshot())).toBe('green-theme');
  });
});

describe('sign in and sign out', () => {
  const signedIn = {
    type: 'SIGNED_IN' as const,
    accessToken: 'at.new',
    refreshToken: 'rt.new',
    expiresIn: 1800,
    user: SHIPPER,
    remember: false,
  };

  it('SIGNED_IN stores tokens and user, and returns to where the user was going', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list' });
    await s.ready();
    s.navigate(s.context().redirect!.to);
    s.actor.send(signedIn);
    expect(s.calls.vault).toContainEqual({ type: 'vault.save', accessToken: 'at.new', refreshToken: 'rt.new', expiresIn: 1800, remember: false });
    expect(s.calls.vault).toContainEqual({ type: 'vault.saveUser', user: SHIPPER });
    expect(s.context().user).toEqual(SHIPPER);
    expect(s.context().redirect).toEqual({ to: '/shipment/list' });
    s.navigate('/shipment/list');
    expect(s.context().allowed).toBe('/shipment/list');
  });

  it('SIGNED_IN tells the vault whether "Remember me" was ticked (decision 067)', async () => {
    const s = startSession({ url: 'http://localhost/login' });
    await s.ready();
    s.actor.send({ ...signedIn, remember: true });
    expect(s.calls.vault).toContainEqual({ type: 'vault.save', accessToken: 'at.new', refreshToken: 'rt.new', expiresIn: 1800, remember: true });
  });

  it('SIGNED_IN without a remembered destination goes to /', async () => {
    const s = startSession({ url: 'http://localhost/login' });
    await s.ready();
    s.actor.send(signedIn);
    expect(s.context().redirect).toEqual({ to: '/' });
  });

  it('SIGNED_IN never follows a return address off the site or back to a login page', async () => {
    const s = startSession({ url: 'http://localhost/login?redirect=%2F%2Fevil.example.com' });
    await s.ready();
    s.actor.send(signedIn);
    expect(s.context().redirect).toEqual({ to: '/' });
    expect(safeReturnTo('https://evil.example.com/x')).toBeNull();
    expect(safeReturnTo('/login/sign-up')).toBeNull();
    // Tabs and newlines are dropped and dot segments resolved by the browser: both would lead to //evil.example.
    expect(safeReturnTo('/\t/evil.example')).toBeNull();
    expect(safeReturnTo('/..//evil.example')).toBeNull();
    expect(safeReturnTo('/shipment/SHP-1?tab=docs')).toBe('/shipment/SHP-1?tab=docs');
  });

  it('SIGNED_IN loads the settings of the signed-in company', async () => {
    const s = startSession({ url: 'http://localhost/login', settings: { ...ACME_CONFIG, skinTheme: 'green-theme' } });
    await s.ready();
    expect(s.calls.settings).toHaveLength(1);
    s.actor.send(signedIn);
    await s.settled();
    expect(s.calls.settings).toHaveLength(2);
  });

  it('SIGN_OUT clears tokens and user and goes to /login', async () => {
    const s = startSession({ url: 'http://localhost/dashboard', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    s.actor.send({ type: 'SIGN_OUT' });
    expect(s.calls.vault).toContainEqual({ type: 'vault.clear' });
    expect(s.context().user).toBeNull();
    expect(s.context().signedIn).toBe(false);
    expect(s.context().redirect).toEqual({ to: '/login' });
    s.navigate('/login');
    expect(s.context().allowed).toBe('/login');
  });

  it('SIGN_OUT asks the server to revoke the session with the refresh token, before the vault forgets it', async () => {
    const s = startSession({ url: 'http://localhost/login' });
    await s.ready();
    s.actor.send(signedIn);
    await s.settled();
    s.actor.send({ type: 'SIGN_OUT' });
    expect(s.calls.revoked).toEqual(['rt.new']);
    expect(s.calls.vault.at(-1)).toEqual({ type: 'vault.clear' });
    expect(s.context()).toMatchObject({ signedIn: false, user: null, redirect: { to: '/login' } });
  });

  it('only SIGN_OUT revokes: an auth failure or a sign-out in another tab does not', async () => {
    const s = startSession({ url: 'http://localhost/dashboard', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    s.actor.send({ type: 'AUTH_FAILURE', reason: 'unauthorized' });
    s.otherTab({ type: 'VAULT.SIGNED_OUT_ELSEWHERE' });
    expect(s.calls.revoked).toEqual([]);
  });

  it('SIGN_OUT signs out at once, and still when revoking fails', async () => {
    const s = startSession({ url: 'http://localhost/dashboard', hasStoredToken: true, storedUser: SHIPPER, revoke: new ApiError('network', 0, null, null) });
    await s.settled();
    s.actor.send({ type: 'SIGN_OUT' });
    // Nothing waits for the server: the session is over before the revoke has answered.
    expect(s.context()).toMatchObject({ signedIn: false, user: null, redirect: { to: '/login' } });
    expect(s.calls.revoked).toEqual(['rt.stored']);
    s.navigate('/login');
    await s.settled();
    expect(s.actor.getSnapshot().status).toBe('active');
    expect(s.context()).toMatchObject({ signedIn: false, allowed: '/login', redirect: null });

    // The failed revoke leaves the session machine working: the next sign-in and sign-out go as usual.
    s.actor.send(signedIn);
    expect(s.context().signedIn).toBe(true);
    s.actor.send({ type: 'SIGN_OUT' });
    expect(s.calls.revoked).toEqual(['rt.stored', 'rt.new']);
    expect(s.context().signedIn).toBe(false);
  });
});

describe('a session kept without "Remember me" after the browser was closed (decision 067)', () => {
  it('starts signed out: the server is asked to revoke the stored session before the vault forgets it', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedSessionEnded: true, storedUser: SHIPPER });
    await s.settled();
    expect(s.calls.revoked).toEqual(['rt.stored']);
    expect(s.calls.vault[0]).toEqual({ type: 'vault.clear' });
    expect(s.context()).toMatchObject({ signedIn: false, user: null, redirect: { to: '/login?redirect=%2Fshipment%2Flist' } });
    expect(s.calls.currentUser).toBe(0);
  });

  it('still signs in by token from the query afterwards', async () => {
    const s = startSession({ url: 'http://localhost/?accessToken=at.q&refreshToken=rt.q', tokenAutoSignIn: true, hasStoredToken: true, storedSessionEnded: true });
    await s.settled();
    expect(s.calls.revoked).toEqual(['rt.stored']);
    expect(s.calls.loginByToken).toEqual([{ accessToken: 'at.q', refreshToken: 'rt.q', expiresIn: 0 }]);
    expect(s.context().signedIn).toBe(true);
  });

  it('keeps a session that still belongs to this browser session', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedSessionEnded: false, storedUser: SHIPPER });
    await s.settled();
    expect(s.calls.revoked).toEqual([]);
    expect(s.calls.vault).not.toContainEqual({ type: 'vault.clear' });
    expect(s.context()).toMatchObject({ signedIn: true, allowed: '/shipment/list', redirect: null });
  });
});

describe('auth failure and other tabs', () => {
  it('an auth failure clears tokens and user and goes to /login, remembering the page', async () => {
    const s = startSession({ url: 'http://localhost/billing/invoice', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    s.actor.send({ type: 'AUTH_FAILURE' });
    expect(s.calls.vault).toContainEqual({ type: 'vault.clear' });
    expect(s.context().user).toBeNull();
    expect(s.context().redirect).toEqual({ to: '/login?redirect=%2Fbilling%2Finvoice' });
    // The look goes back to the site's own (who is signed in changed).
    await s.settled();
    expect(s.calls.settings).toHaveLength(2);
  });

  it('an auth failure on a login page clears the session but stays there', async () => {
    const s = startSession({ url: 'http://localhost/login/forgot-password' });
    await s.ready();
    s.actor.send({ type: 'AUTH_FAILURE' });
    expect(s.calls.vault).toContainEqual({ type: 'vault.clear' });
    expect(s.context().redirect).toBeNull();
    expect(s.context().allowed).toBe('/login/forgot-password');
  });

  it('an auth failure while fetching the user ends the session', async () => {
    const s = startSession({ url: 'http://localhost/', hasStoredToken: true });
    await s.ready();
    s.actor.send({ type: 'AUTH_FAILURE' });
    await s.settled();
    expect(s.context().signedIn).toBe(false);
    expect(s.context().redirect).toEqual({ to: '/login' });
  });

  it('a sign-out in another tab signs this tab out and clears its own user record', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    s.otherTab({ type: 'VAULT.SIGNED_OUT_ELSEWHERE' });
    expect(s.calls.vault).toContainEqual({ type: 'vault.clear' });
    expect(s.context().user).toBeNull();
    expect(s.context().signedIn).toBe(false);
    expect(s.context().redirect).toEqual({ to: '/login?redirect=%2Fshipment%2Flist' });
  });

  it('a sign-in in another tab takes this tab from the login page to /', async () => {
    const s = startSession({ url: 'http://localhost/login' });
    await s.ready();
    s.otherTab({ type: 'VAULT.SIGNED_IN_ELSEWHERE' });
    expect(s.context().redirect).toEqual({ to: '/' });
    await s.settled();
    expect(s.context().user).toEqual(SHIPPER);
  });
});

describe('selectMayShow: what the router may render before the machine has judged it', () => {
  it('a signed-in move to another protected page keeps the page (and the shell) on screen', async () => {
    const s = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedUser: SHIPPER });
    await s.settled();
    expect(selectMayShow(s.actor.getSnapshot(), { pathname: '/billing/invoice', search: '' })).toBe(true);
  });

  it('never for a page the rules refuse, nor while booting', async () => {
    const signedIn = startSession({ url: 'http://localhost/shipment/list', hasStoredToken: true, storedUser: SHIPPER });
    await signedIn.settled();
    expect(selectMayShow(signedIn.actor.getSnapshot(), { pathname: '/login', search: '' })).toBe(false);
    const signedOut = startSession({ url: 'http://localhost/login' });
    await signedOut.ready();
    expect(selectMayShow(signedOut.actor.getSnapshot(), { pathname: '/login', search: '' })).toBe(true);
    expect(selectMayShow(signedOut.actor.getSnapshot(), { pathname: '/dashboard', search: '' })).toBe(false);
    const booting = startSession({ url: 'http://localhost/login', settings: () => new Promise(() => {}) });
    expect(selectMayShow(booting.actor.getSnapshot(), { pathname: '/login', search: '' })).toBe(false);
  });
});

describe('sameAccess: the guard answer a location shares with the one let through', () => {
  it('holds for the same path whatever its filters, paging or theme', () => {
    expect(sameAccess('/shipment/list', { pathname: '/shipment/list', search: '?status=CLOSED&page=2' })).toBe(true);
    expect(sameAccess('/shipment/list?status=CLOSED', { pathname: '/shipment/list/', search: '' })).toBe(true);
    expect(sameAccess('/billing/invoice?theme=dark', { pathname: '/billing/invoice', search: '?size=50' })).toBe(true);
  });

  it('does not hold for another path, for a changed token or referenceid, or before anything was let through', () => {
    expect(sameAccess('/shipment/list', { pathname: '/shipment/SHP-1', search: '' })).toBe(false);
    expect(sameAccess('/shipment/SHP-1?referenceid=R1&token=a', { pathname: '/shipment/SHP-1', search: '?referenceid=R1&token=b' })).toBe(false);
    expect(sameAccess('/shipment/SHP-1', { pathname: '/shipment/SHP-1', search: '?referenceid=R1&token=a' })).toBe(false);
    expect(sameAccess('/', { pathname: '/', search: '?accessToken=x' })).toBe(false);
    expect(sameAccess(null, { pathname: '/', search: '' })).toBe(false);
  });
});

describe('each role has its home and its pages (decision 177)', () => {
  const signedInAs = (user: typeof SHIPPER) => ({ type: 'SIGNED_IN' as const, accessToken: 'at.new', refreshToken: 'rt.new', expiresIn: 1800, user, remember: false });

  it('signing in takes a forwarder to the dashboard and a shipper to Find Quote', async () => {
    const forwarder = startSession({ url: 'http://localhost/login' });
    await forwarder.ready();
    forwarder.actor.send(signedInAs(FORWARDER));
    expect(forwarder.context().redirect).toEqual({ to: '/dashboard' });
    const shipper = startSession({ url: 'http://localhost/login' });
    await shipper.ready();
    shipper.actor.send(signedInAs(SHIPPER));
    expect(shipper.context().redirect).toEqual({ to: '/' });
  });

  it('a return address still wins over the home', async () => {
    const s = startSession({ url: 'http://localhost/login?redirect=%2Fshipment%2Flist' });
    await s.ready();
    s.actor.send(signedInAs(FORWARDER));
    expect(s.context().redirect).toEqual({ to: '/shipment/list' });
  });

  it('token sign-in takes a forwarder to the dashboard', async () => {
    const s = startSession({
      url: 'http://localhost/?accessToken=at.x&refreshToken=rt.x',
      tokenAutoSignIn: true,
      tokenSignIn: { access_token: 'at.x', refresh_token: 'rt.x', expires_in: 1800, user: FORWARDER },
    });
    await s.settled();
    expect(s.context().redirect).toEqual({ to: '/dashboard' });
  });

  it('a forwarder opening / or My Request goes to its dashboard or Quote Management; a shipper stays', async () => {
    const forwarder = startSession({ url: 'http://localhost/', hasStoredToken: true, storedUser: FORWARDER });
    await forwarder.settled();
    expect(forwarder.context().redirect).toEqual({ to: '/dashboard' });
    forwarder.navigate('/dashboard');
    expect(forwarder.context().allowed).toBe('/dashboard');
    forwarder.navigate('/my-request');
    expect(forwarder.context().redirect).toEqual({ to: '/quote-management' });
    forwarder.navigate('/quote-management');
    forwarder.navigate('/find-quote/');
    expect(forwarder.context().redirect).toEqual({ to: '/dashboard' });
    const shipper = startSession({ url: 'http://localhost/my-request', hasStoredToken: true, storedUser: SHIPPER });
    await shipper.settled();
    expect(shipper.context().allowed).toBe('/my-request');
    shipper.navigate('/');
    expect(shipper.context().allowed).toBe('/');
  });

  it('a new tab waits for the user record before judging a page of one role, and not when the record fails', async () => {
    const s = startSession({ url: 'http://localhost/', hasStoredToken: true });
    const allowedWithoutUser: (string | null)[] = [];
    s.actor.subscribe((snap) => {
      if (snap.context.user === null) allowedWithoutUser.push(snap.context.allowed);
    });
    await s.settled();
    expect(allowedWithoutUser.length).toBeGreaterThan(0);
    expect(allowedWithoutUser.every((allowed) => allowed === null)).toBe(true);
    expect(s.context().allowed).toBe('/');
    const failed = startSession({ url: 'http://localhost/', hasStoredToken: true, currentUser: new Error('500') });
    await waitFor(failed.actor, (snap) => snap.matches({ ready: { user: 'failed' } }));
    expect(failed.context().allowed).toBe('/');
    const forwarder = startSession({ url: 'http://localhost/', hasStoredToken: true, currentUser: FORWARDER });
    await forwarder.settled();
    expect(forwarder.context().redirect).toEqual({ to: '/dashboard' });
  });
});
