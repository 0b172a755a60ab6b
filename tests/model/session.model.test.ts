// @vitest-environment node
/**
 * Model-based test of the session machine. The REAL machine is traversed with getShortestPaths from
 * each way the app can start (signed out, a new tab with tokens, token sign-in from the query, a query
 * token replacing stored ones, a reference link, a login page whose return address points off the site),
 * with the router's reports (NAVIGATED to a few kinds of location, and to wherever the machine
 * redirects), what the user and other tabs do, and the server's answers as explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events. Each path then drives
 * a real actor (fake calls answered by the test, a fake token vault) and checks, at every step, that it
 * is where the path says, that what the shell reads (the session's selectors) is what the machine's pure
 * transitions give, and the rules that hold everywhere: a signed-out visitor never sees a signed-in
 * page, a role's page is never shown to the other role, a redirect never leaves the site nor carries a
 * token, sign-in, sign-out and auth failures reach the token vault, and only a sign-out asks the server to
 * revoke the session (before the vault forgets the tokens), whatever the server then answers.
 *
 * Coverage is read from the real machine (tests/model/coverage.ts): every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, initialTransition, transition, type AnyTransitionDefinition, type EventFromLogic, type EventObject } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { PATHS } from '../../machines/shared/route-paths';
import {
  FALLBACK_COMPANY_CONFIG,
  isPublicPath,
  locationKey,
  RETURN_TO_PARAM,
  selectAllowed,
  selectBooting,
  selectCompanyConfig,
  selectHeaderLogoUrl,
  selectLoadingLogo,
  selectMayShow,
  selectRedirect,
  selectSkinTheme,
  selectUser,
  sessionMachine,
  type CompanyConfig,
  type CurrentUser,
  type Role,
  type SessionEvent,
  type SessionInput,
  type SessionSnapshot,
  type TokenGrant,
  type TokenSignInResult,
  type VaultCommand,
} from '../../machines/session.machine';
import { recordModelCoverage } from './coverage';
import { walkAll } from './walk-paths';

const ORIGIN = 'http://localhost';
const SHIPMENT = '/shipment/123';
/** A signed-in page whose content does not depend on the role. */
const PRIVATE = { pathname: SHIPMENT, search: '' };
/** The shipper's home: a forwarder is sent to its dashboard instead (decision 177). */
const HOME = { pathname: PATHS.home, search: '' };
const LOGIN = { pathname: PATHS.login, search: '' };
/** A hostile return address: signing in must not follow it. */
const LOGIN_TO_EVIL = { pathname: PATHS.login, search: `?${RETURN_TO_PARAM}=${encodeURIComponent('//evil.example.com/x')}` };
/** Spec 2: token and referenceid together let the page through unchecked. */
const REFERENCE = { pathname: SHIPMENT, search: '?token=t-1&referenceid=r-1' };
/** The login page, typed in or reached by following the machine's redirects; the hostile return address has its own start. */
const LOCATIONS = [PRIVATE, HOME, LOGIN, REFERENCE];

function user(role: Role): CurrentUser {
  const seller = role === 'SELLER';
  return {
    id: seller ? 'USR-FORWARDER' : 'USR-SHIPPER',
    firstName: seller ? 'Fiona' : 'Sam',
    lastName: seller ? 'Forwarder' : 'Shipper',
    email: seller ? 'forwarder@example.com' : 'shipper@example.com',
    phone: '+15625550101',
    phoneCountry: 'US',
    extension: '',
    role,
    admin: false,
    status: 'ACTIVE',
    companyId: 'CMP-1',
    companyName: 'Acme',
    createdAt: '2026-01-01T00:00:00Z',
    branchParameterDTO: {} as CurrentUser['branchParameterDTO'],
    client: '',
    tag: '',
    level: '',
  };
}
const COMPANY: CompanyConfig = { ...FALLBACK_COMPANY_CONFIG, skinTheme: 'blue-theme', allowRegister: true, headerLogoUrl: '/img/acme.svg', domain: 'localhost' };
const GRANT: TokenSignInResult = { access_token: 'at-q', refresh_token: 'rt-q', expires_in: 3600, user: user('SELLER') };

/** The ways the app starts. */
const STARTS: Record<string, SessionInput> = {
  signedOut: { url: `${ORIGIN}${SHIPMENT}`, hasStoredToken: false, storedUser: null, tokenAutoSignIn: false, storedSessionEnded: false },
  newTab: { url: `${ORIGIN}/`, hasStoredToken: true, storedUser: null, tokenAutoSignIn: false, storedSessionEnded: false },
  tokenSignIn: { url: `${ORIGIN}${SHIPMENT}?accessToken=at-q&refreshToken=rt-q`, hasStoredToken: false, storedUser: null, tokenAutoSignIn: true, storedSessionEnded: false },
  queryTokenReplaces: { url: `${ORIGIN}${SHIPMENT}?accessToken=at-q`, hasStoredToken: true, storedUser: user('BUYER'), tokenAutoSignIn: false, storedSessionEnded: false },
  reference: { url: `${ORIGIN}${SHIPMENT}?token=t-1&referenceid=r-1`, hasStoredToken: false, storedUser: null, tokenAutoSignIn: false, storedSessionEnded: false },
  hostileReturnAddress: { url: `${ORIGIN}${LOGIN_TO_EVIL.pathname}${LOGIN_TO_EVIL.search}`, hasStoredToken: false, storedUser: null, tokenAutoSignIn: false, storedSessionEnded: false },
  // Tokens kept without "Remember me", and the browser closed since (decision 067).
  browserClosed: { url: `${ORIGIN}${SHIPMENT}`, hasStoredToken: true, storedUser: null, tokenAutoSignIn: false, storedSessionEnded: true },
};

const failure = new ApiError('network', 0, null, null);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as EventObject;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: failure, actorId: id }) as EventObject;

/** The server's answers to the calls in flight. */
function answersFrom(snapshot: SessionSnapshot): EventObject[] {
  const { children } = snapshot;
  const events: EventObject[] = [];
  if (children.loginByToken) events.push(done('loginByToken', GRANT), done('loginByToken', null), fail('loginByToken'));
  for (const id of ['loadCompanySettings', 'reloadCompanySettings']) if (children[id]) events.push(done(id, COMPANY), fail(id));
  // The buyer's role arrives with SIGNED_IN; the forwarder's here, so that a page waiting for the role is judged again.
  if (children.fetchCurrentUser) events.push(done('fetchCurrentUser', user('SELLER')), fail('fetchCurrentUser'));
  // A new tab asks as the settings load (decision 212). A spawned call stays among the children of a pure
  // transition's snapshot once answered: it is in flight only while the machine waits for it.
  const userAtStartAwaited = snapshot.matches({ loadingSettings: { user: 'loading' } }) || snapshot.matches({ ready: { user: 'waiting' } });
  if (children.fetchCurrentUserAtStart && userAtStartAwaited) {
    events.push(done('fetchCurrentUserAtStart', user('SELLER')), fail('fetchCurrentUserAtStart'));
  }
  // The sign-out's revoke: whatever the server answers, the session goes on as it was.
  if (children.revokeSession) events.push(done('revokeSession', undefined), fail('revokeSession'));
  return events;
}

/** What the router, the user, other tabs and the server can do, from where the session is. */
function eventsFrom(snapshot: SessionSnapshot): SessionEvent[] {
  const { context } = snapshot;
  const events: SessionEvent[] = LOCATIONS.map((l): SessionEvent => ({ type: 'NAVIGATED', ...l }));
  // The router follows the machine's redirect (or reports where it is once more).
  if (context.redirect) {
    const [pathname = '/', query] = context.redirect.to.split('?', 2);
    events.push({ type: 'NAVIGATED', pathname, search: query ? `?${query}` : '' });
  }
  events.push({ type: 'NAVIGATED', ...context.location });
  events.push(
    { type: 'SIGNED_IN', accessToken: 'at-1', refreshToken: 'rt-1', expiresIn: 3600, user: user('BUYER'), remember: true },
    { type: 'SIGNED_IN', accessToken: 'at-2', refreshToken: 'rt-2', expiresIn: 3600, user: user('SELLER'), remember: false },
    { type: 'SIGN_OUT' },
    { type: 'USER_UPDATED', user: { ...user(context.user?.role ?? 'BUYER'), firstName: 'Renamed' } },
    { type: 'AUTH_FAILURE' },
    { type: 'VAULT.SIGNED_OUT_ELSEWHERE' },
    { type: 'VAULT.SIGNED_IN_ELSEWHERE' },
  );
  return [...events, ...(answersFrom(snapshot) as SessionEvent[])];
}

/**
 * From the other starts, what happens until the session is ready: the server's answers, and the
 * router, the user or another tab acting meanwhile. Once ready, the signed-out start walks on.
 */
const bootEventsFrom = (snapshot: SessionSnapshot): SessionEvent[] =>
  (snapshot.matches('ready') ? answersFrom(snapshot) : eventsFrom(snapshot)) as SessionEvent[];

/** On a login page whose return address points off the site: the user signs in and the router follows. */
const hostileEventsFrom = (snapshot: SessionSnapshot): SessionEvent[] => {
  if (!snapshot.matches('ready')) return eventsFrom(snapshot);
  const events = answersFrom(snapshot) as SessionEvent[];
  if (!snapshot.context.signedIn) events.push({ type: 'SIGNED_IN', accessToken: 'at-1', refreshToken: 'rt-1', expiresIn: 3600, user: user('BUYER'), remember: true });
  const to = snapshot.context.redirect?.to;
  if (to) events.push({ type: 'NAVIGATED', pathname: to.split('?')[0]!, search: to.includes('?') ? `?${to.split('?')[1]}` : '' });
  return events;
};
const EVENTS_OF_START: Record<string, (snapshot: SessionSnapshot) => SessionEvent[]> = { signedOut: eventsFrom, hostileReturnAddress: hostileEventsFrom };

const kindOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\.(.*)$/, '$2 $1');
const stepName = (event: EventObject) => {
  const e = event as EventObject & { pathname?: string; search?: string; user?: CurrentUser; output?: TokenSignInResult | CurrentUser | null };
  if (e.type === 'NAVIGATED') return `NAVIGATED ${e.pathname}${e.search}`;
  if (e.type === 'SIGNED_IN') return `SIGNED_IN ${e.user!.role}`;
  if (e.type.startsWith('xstate.done.actor.fetchCurrentUser')) return `${kindOf(e)} ${(e.output as CurrentUser).role}`;
  if (e.type.startsWith('xstate.done.actor.loginByToken')) return `${kindOf(e)} ${e.output ? 'grant' : 'no data'}`;
  return kindOf(e);
};

/**
 * Told apart by what the machine's guards and its guard for locations read: who is signed in, the role,
 * where the router is, the redirect pending. The settings and the theme are not part of it: they do not
 * change where the machine goes (what the shell shows is checked against the machine's pure transitions).
 */
const serializeState = (snapshot: SessionSnapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    signedIn: context.signedIn,
    role: context.user?.role ?? null,
    userFailed: context.userFailed,
    location: locationKey(context.location),
    redirect: context.redirect?.to ?? null,
  });
};

type Path = StatePath<SessionSnapshot, EventFromLogic<typeof sessionMachine>>;
const transitionId = (t: AnyTransitionDefinition) => `${t.source.id} ${t.eventType} ${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}`;

/**
 * The shortest path to every state, then one step more wherever that takes a transition no path took
 * (one into a state already reached, or one that stays): every transition is taken once at least.
 */
function withEveryTransition(paths: Path[], events: (snapshot: SessionSnapshot) => SessionEvent[]): Path[] {
  const taken = new Set<string>();
  for (const path of paths) {
    for (let i = 1; i < path.steps.length; i++) {
      for (const t of sessionMachine.getTransitionData(path.steps[i - 1]!.state, path.steps[i]!.event)) taken.add(transitionId(t));
    }
  }
  const more: Path[] = [];
  for (const path of paths) {
    for (const event of events(path.state)) {
      const next = sessionMachine.getTransitionData(path.state, event).map(transitionId);
      if (next.every((id) => taken.has(id))) continue;
      next.forEach((id) => taken.add(id));
      const [state] = transition(sessionMachine, path.state, event);
      more.push({ ...path, state, steps: [...path.steps, { state, event }], weight: path.weight + 1 });
    }
  }
  return [...paths, ...more];
}

const starts = Object.entries(STARTS).map(([name, input]) => {
  const events = EVENTS_OF_START[name] ?? bootEventsFrom;
  const all = withEveryTransition(getShortestPaths(sessionMachine, { input, events, serializeState }), events);
  const keyOf = (path: Path) => path.steps.map((step) => JSON.stringify(step.event)).join('\n');
  const keys = all.map(keyOf).sort();
  // A path that is the start of a longer one is walked by the longer one.
  const paths = all.filter((path) => {
    const key = keyOf(path);
    const next = keys[keys.indexOf(key) + 1];
    return !(next !== undefined && next.startsWith(`${key}\n`));
  });
  return { name, input, paths };
});

/** What the shell reads. */
function shell(snapshot: SessionSnapshot) {
  return {
    booting: selectBooting(snapshot),
    skin: selectSkinTheme(snapshot),
    config: selectCompanyConfig(snapshot),
    user: selectUser(snapshot),
    redirect: selectRedirect(snapshot),
    allowed: selectAllowed(snapshot),
    mayShow: selectMayShow(snapshot, snapshot.context.location),
    headerLogo: selectHeaderLogoUrl(snapshot),
    loadingLogo: selectLoadingLogo(snapshot, null),
  };
}

const isUnchecked = (search: string) => new URLSearchParams(search).has('token') && new URLSearchParams(search).has('referenceid');

/** The rules that hold in every state, whatever the path. */
function expectSafe(snapshot: SessionSnapshot) {
  const { context } = snapshot;
  const view = shell(snapshot);
  const { pathname, search } = context.location;
  // A signed-out visitor never sees a signed-in page (a reference link aside, spec 2).
  if (view.mayShow && !isPublicPath(pathname) && !isUnchecked(search)) expect(context.signedIn).toBe(true);
  // Nor a signed-in user a login page; and a role's page is never shown before the role is known, nor to the other role.
  if (view.mayShow && isPublicPath(pathname) && !isUnchecked(search)) expect(context.signedIn).toBe(false);
  if (view.mayShow && pathname === PATHS.home && !isUnchecked(search)) {
    expect(context.user !== null || context.userFailed).toBe(true);
    expect(context.user?.role).not.toBe('SELLER');
  }
  // Nothing renders before the session is ready.
  if (view.booting) expect(view.mayShow).toBe(false);
  // A redirect stays on the site, and so does the return address it carries; no token travels in it.
  if (view.redirect) {
    const to = new URL(view.redirect.to, ORIGIN);
    expect(to.origin).toBe(ORIGIN);
    expect(view.redirect.to).toMatch(/^\/(?![/\\])/);
    expect(view.redirect.to).not.toMatch(/accessToken|refreshToken|[?&]token=/);
    const back = to.searchParams.get(RETURN_TO_PARAM);
    if (back !== null) {
      expect(back).toMatch(/^\/(?![/\\])/);
      expect(new URL(back, ORIGIN).origin).toBe(ORIGIN);
    }
  }
}

interface Call<T, I> {
  input: I;
  signal: AbortSignal;
  settled: boolean;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

async function walk(input: SessionInput, path: Path) {
  const settings: Call<CompanyConfig, { domain: string }>[] = [];
  const users: Call<CurrentUser, void>[] = [];
  const grants: Call<TokenSignInResult | null, TokenGrant>[] = [];
  const revokes: Call<void, void>[] = [];
  /** How many vault commands had arrived as each revoke started. */
  const vaultSeenByRevoke: number[] = [];
  const vault: VaultCommand[] = [];
  const pending = <T, I>(calls: Call<T, I>[]) =>
    fromPromise<T, I>(({ input: request, signal }) => new Promise((resolve, reject) => calls.push({ input: request, signal, settled: false, resolve, reject })));
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadCompanySettings: pending(settings),
        fetchCurrentUser: pending(users),
        loginByToken: pending(grants),
        revokeSession: fromPromise<void, void>(({ signal }) => {
          vaultSeenByRevoke.push(vault.length);
          return new Promise((resolve, reject) => revokes.push({ input: undefined, signal, settled: false, resolve, reject }));
        }),
        tokenVault: fromCallback<VaultCommand>(({ receive }) => receive((command) => vault.push(command))),
      },
    }),
    { input },
  );
  actor.start();
  let [expected] = initialTransition(sessionMachine, input);

  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const vaultBefore = vault.length;
    const revokesBefore = revokes.length;
    const readyBefore = actor.getSnapshot().matches('ready');
    const answer = <T, I>(calls: Call<T, I>[]) => {
      const call = calls.at(-1)!;
      call.settled = true;
      if (event.type.startsWith('xstate.done.actor')) call.resolve(event.output as T);
      else call.reject(event.error);
    };
    if (event.type === 'xstate.init') {
      // started above
    } else if (/actor\.(re)?loadCompanySettings$|actor\.reloadCompanySettings$/.test(event.type)) {
      answer(settings);
    } else if (/actor\.fetchCurrentUser(AtStart)?$/.test(event.type)) {
      answer(users);
    } else if (event.type.endsWith('actor.loginByToken')) {
      answer(grants);
    } else if (event.type.endsWith('actor.revokeSession')) {
      answer(revokes);
    } else {
      actor.send(event as SessionEvent);
    }
    // The fakes answer at once: one turn of the event loop delivers the answer to the machine.
    await new Promise((resolve) => setImmediate(resolve));
    if (event.type !== 'xstate.init') [expected] = transition(sessionMachine, expected, step.event as SessionEvent);

    const real = actor.getSnapshot();
    expect(expected.value).toEqual(step.state.value);
    expect(real.value).toEqual(expected.value);
    expect(shell(real)).toEqual(shell(expected));
    expectSafe(real);
    // At most one call of each kind in flight (one the machine left is aborted); the settings are asked for the site's own domain.
    for (const calls of [settings, users, grants]) expect(calls.filter((c) => !c.settled && !c.signal.aborted).length).toBeLessThanOrEqual(1);
    for (const call of settings) expect(call.input).toEqual({ domain: 'localhost' });
    // Signing in, out and an auth failure reach the token vault.
    const sent = vault.slice(vaultBefore);
    if (event.type === 'SIGNED_IN' && real.matches('ready')) {
      const e = event as unknown as Extract<SessionEvent, { type: 'SIGNED_IN' }>;
      expect(sent).toContainEqual({ type: 'vault.save', accessToken: e.accessToken, refreshToken: e.refreshToken, expiresIn: e.expiresIn, remember: e.remember });
      expect(sent).toContainEqual({ type: 'vault.saveUser', user: e.user });
    }
    if (event.type === 'SIGN_OUT' || event.type === 'AUTH_FAILURE') {
      if (event.type === 'AUTH_FAILURE' || real.matches('ready')) expect(sent).toContainEqual({ type: 'vault.clear' });
      expect(real.context).toMatchObject({ signedIn: false, user: null });
    }
    // Tokens of a browser session that has ended are revoked as the app starts, before the vault forgets them.
    if (event.type === 'xstate.init') {
      expect(revokes.length, 'revokes at start').toBe(input.storedSessionEnded ? 1 : 0);
      if (input.storedSessionEnded) {
        expect(vaultSeenByRevoke).toEqual([0]);
        expect(vault).toContainEqual({ type: 'vault.clear' });
        expect(real.context).toMatchObject({ signedIn: false, user: null });
      }
    }
    // Only a sign-out asks the server to revoke the session, and it asks before the vault forgets the tokens.
    const signsOut = event.type === 'SIGN_OUT' && readyBefore;
    expect(revokes.length - revokesBefore, 'revokes').toBe(signsOut ? 1 : 0);
    if (signsOut) expect(vaultSeenByRevoke.at(-1)).toBe(vaultBefore);
    // The hostile return address is never followed: signing in from it leads home.
    if (event.type === 'SIGNED_IN' && real.context.location.search === LOGIN_TO_EVIL.search) {
      expect(real.context.redirect).toEqual({ to: PATHS.home });
    }
    if (event.type === 'xstate.done.actor.loginByToken' && event.output) {
      expect(sent).toContainEqual({ type: 'vault.save', accessToken: 'at-q', refreshToken: 'rt-q', expiresIn: 3600, remember: true });
    }
  }
  actor.stop();
}

describe('session machine, model-based', () => {
  it('covers every state and every transition of the machine', () => {
    // One record per start (its first steps differ); together they must cover everything.
    const records = starts.map(({ input, paths }) => recordModelCoverage('session', sessionMachine, paths, { flow: true, input }));
    const missing = (part: 'states' | 'transitions') => records.map((r) => r[part].missing).reduce((a, b) => a.filter((name) => b.includes(name)));
    expect(missing('states')).toEqual([]);
    expect(missing('transitions')).toEqual([]);
  });

  it.each(starts)('walks every path from the $name start on a real actor', ({ name, input, paths }) =>
    walkAll(paths, (path) => `${name}: ${path.steps.map((step) => stepName(step.event)).join(' → ')}`, (path) => walk(input, path)),
  );
});
