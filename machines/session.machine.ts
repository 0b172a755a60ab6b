/**
 * The session: who is signed in, which company's settings apply, and which location the user may see
 * (spec section 2 "Access guard", section 4 "Session", section 8 fallback config).
 *
 * The machine decides and the views follow: the router-side gate sends `NAVIGATED` for every location,
 * renders the route only when `context.allowed` equals that location, and navigates to
 * `context.redirect` when the machine sets one. Storage, the API and other tabs are reached only
 * through the actors declared below and provided at the app root (src/app/actors/session.actors.ts).
 */
import { and, assign, enqueueActions, fromCallback, fromPromise, not, sendTo, setup, spawnChild, stateIn, stopChild, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { enumOf } from './shared/enum-of';
import { providedAtRoot } from './shared/provided-at-root';
import { PATHS, PUBLIC_PATHS } from './shared/route-paths';

export type CompanyConfig = components['schemas']['CompanyConfig'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type SkinTheme = CompanyConfig['skinTheme'];
export type Role = CurrentUser['role'];

export const SKIN_THEMES = enumOf<SkinTheme>({ 'green-theme': true, 'blue-theme': true, 'purple-theme': true });

/** Spec section 8: what applies when /company/getSystemSettings fails (and while it has not answered). */
export const FALLBACK_COMPANY_CONFIG: CompanyConfig = {
  allowRegister: false,
  quoteResult: 'NA',
  skinTheme: 'green-theme',
  orderFlow: 'normal',
  loginLogoUrl: '/img/logo-login.svg',
  loadingLogoUrl: '/img/loading.svg',
  headerLogoUrl: '/img/logo-header.svg',
  allowManageUser: true,
  domain: '',
};

/** The query parameter of /login that remembers where the user was going (docs/decisions/061). */
export const RETURN_TO_PARAM = 'redirect';

const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.includes(normalisePath(pathname));

/**
 * Each role's signed-in home (decision 177): a forwarder works from its dashboard, a shipper from Find
 * Quote. Sign-in, token sign-in, a signed-in visit to a login page and "/" all lead there.
 */
export const homeOf = (user: Pick<CurrentUser, 'role'> | null): string => (user?.role === 'SELLER' ? PATHS.dashboard : PATHS.home);

/**
 * The pages that belong to the other role, and where a user of this role is sent instead (decision 177):
 * a forwarder opening the shipper's home (Find Quote, "/" and its alias) goes to its dashboard, and My
 * Request (the shipper's own requests) to Quote Management, where the requests addressed to it are.
 */
const ROLE_DETOURS: Record<Role, Readonly<Record<string, string>>> = {
  SELLER: { [PATHS.home]: PATHS.dashboard, '/find-quote': PATHS.dashboard, [PATHS.myRequest]: PATHS.quoteManagement },
  BUYER: {},
};
const detourOf = (role: Role, pathname: string): string | undefined => ROLE_DETOURS[role][normalisePath(pathname)];
/** Whether a path's page depends on the role (then the guard waits for the user record). */
const isRoleDependent = (pathname: string) => Object.values(ROLE_DETOURS).some((detours) => normalisePath(pathname) in detours);

export interface RouteLocation {
  pathname: string;
  /** With the leading "?", or empty. */
  search: string;
}
export const locationKey = (l: RouteLocation) => `${normalisePath(l.pathname)}${l.search}`;

/** The query parameters the access guard reads (`decide`): any other parameter never changes its answer. */
const GUARD_PARAMS = ['token', 'referenceid', 'accessToken', 'refreshToken'];
const guardKey = (key: string) => {
  const [pathname = '', search = ''] = key.split('?', 2);
  const query = new URLSearchParams(search);
  return [pathname, ...GUARD_PARAMS.map((name) => query.getAll(name).join(','))].join('\u0000');
};

/**
 * Whether a location the guard let through (`context.allowed`) answers for `location` too: the same
 * path and the same guard parameters. A change of filters or page in the query keeps the page on
 * screen (and its machines running) while the machine judges the new location.
 */
export const sameAccess = (allowed: string | null, location: RouteLocation): boolean =>
  allowed !== null && (allowed === locationKey(location) || guardKey(allowed) === guardKey(locationKey(location)));

/** A same-origin path only: anything else (other origin, protocol-relative, login paths) is ignored. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // The browser drops tabs and newlines and resolves dot segments ('/\t/host', '/..//host' become
  // '//host', another origin): the router refuses to go there and throws.
  if (/[\u0000-\u0020\u007f]/.test(value) || new URL(value, 'https://app.invalid').pathname.startsWith('//')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '/';
  return isPublicPath(pathname) ? null : value;
}

export interface TokenGrant {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires; 0 when unknown (token sign-in). */
  expiresIn: number;
}

/** Commands the token vault (the token store behind an actor) understands. */
export type VaultCommand =
  /** `remember`: the tokens outlive the browser, or end with its session (docs/decisions/067). */
  | ({ type: 'vault.save'; remember: boolean } & TokenGrant)
  | { type: 'vault.saveUser'; user: CurrentUser }
  | { type: 'vault.clear' };

/** What /user/loginByToken answers (spec 8: "with no data the navigation continues"). */
export interface TokenSignInResult {
  access_token?: string | null;
  refresh_token?: string | null;
  expires_in?: number | null;
  user?: CurrentUser | null;
}

/**
 * The request for the user made as the settings load (a new tab, decision 212). Spawned, not invoked:
 * it must outlive `loadingSettings` when the settings answer first, and `ready.user.waiting` takes its answer.
 */
const USER_AT_START = 'fetchCurrentUserAtStart';

export interface SessionInput {
  /** The page URL when the app starts (absolute or path + query). */
  url: string;
  /** Whether an access token is in storage now. */
  hasStoredToken: boolean;
  /**
   * The stored tokens were kept without "Remember me" for a browser session that has ended (the
   * browser was closed since): the app starts by signing them out (docs/decisions/067).
   */
  storedSessionEnded: boolean;
  /** The user record kept in session storage, if any. */
  storedUser: CurrentUser | null;
  /** VITE_TOKEN_AUTO_SIGN_IN === 'true'. */
  tokenAutoSignIn: boolean;
}

export type SessionEvent =
  | ({ type: 'NAVIGATED' } & RouteLocation)
  | { type: 'SIGNED_IN'; accessToken: string; refreshToken: string; expiresIn: number; user: CurrentUser; remember: boolean }
  | { type: 'SIGN_OUT' }
  /** The signed-in user saved their profile: the header and the stored record show it at once. */
  | { type: 'USER_UPDATED'; user: CurrentUser }
  | { type: 'AUTH_FAILURE'; reason?: string }
  | { type: 'VAULT.SIGNED_OUT_ELSEWHERE' }
  | { type: 'VAULT.SIGNED_IN_ELSEWHERE' };

/** What the machine itself receives besides `SessionEvent`: the answer to the request made as it started. */
type UserAtStartEvent = DoneActorEvent<CurrentUser, typeof USER_AT_START> | ErrorActorEvent<unknown, typeof USER_AT_START>;

export interface SessionContext {
  companyConfig: CompanyConfig;
  user: CurrentUser | null;
  /** An access token is stored (or was just issued). */
  signedIn: boolean;
  /** The `theme` query parameter, when it names a known skin. */
  themeOverride: SkinTheme | null;
  /** `companyConfig` is the company's own answer (not the fallback, nor the previous session's while reloading). */
  settingsKnown: boolean;
  /** /user/current failed: the role stays unknown and the guard stops waiting for it. */
  userFailed: boolean;
  /** The last location the router reported. */
  location: RouteLocation;
  /** The location key the guard let through; the gate renders a route only when it matches. */
  allowed: string | null;
  /** Where the gate must navigate now (replace), or null. */
  redirect: { to: string } | null;
  /** Query values read once at start. */
  boot: { accessToken: string | null; refreshToken: string | null; referenceMode: boolean; domain: string; storedSessionEnded: boolean };
  tokenAutoSignIn: boolean;
}

function parseUrl(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, query: parsed.searchParams, hostname: parsed.hostname };
}

const queryOf = (location: RouteLocation) => new URLSearchParams(location.search);
const themeFrom = (query: URLSearchParams): SkinTheme | null => {
  const theme = query.get('theme');
  return SKIN_THEMES.find((t) => t === theme) ?? null;
};
/** Spec 2: "If the query has both token and referenceid, navigation proceeds unchecked." */
const isUnchecked = (location: RouteLocation) => {
  const q = queryOf(location);
  return q.has('token') && q.has('referenceid');
};
/** Tokens never travel into a return address (they would be replayed and leak into history). */
const TOKEN_PARAMS = ['accessToken', 'refreshToken', 'token'];
const loginRedirect = (location: RouteLocation): string => {
  const query = queryOf(location);
  for (const name of TOKEN_PARAMS) query.delete(name);
  const search = query.toString();
  const here = locationKey({ pathname: location.pathname, search: search ? `?${search}` : '' });
  if (isPublicPath(location.pathname) || here === PATHS.home) return PATHS.login;
  return `${PATHS.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: here }).toString()}`;
};

type Decision = Pick<SessionContext, 'allowed' | 'redirect'>;
/** The access guard for one location (spec section 2), and each role's pages (decision 177). */
function decide(ctx: Pick<SessionContext, 'signedIn' | 'user' | 'userFailed'>, location: RouteLocation): Decision {
  if (isUnchecked(location)) return { allowed: locationKey(location), redirect: null };
  const isPublic = isPublicPath(location.pathname);
  if (!ctx.signedIn && !isPublic) return { allowed: null, redirect: { to: loginRedirect(location) } };
  if (ctx.signedIn && isPublic) return { allowed: null, redirect: { to: homeOf(ctx.user) } };
  if (ctx.signedIn && ctx.user) {
    const detour = detourOf(ctx.user.role, location.pathname);
    if (detour) return { allowed: null, redirect: { to: detour } };
  }
  // The role is not known yet (a new tab fetches the user): wait rather than show one role's page to the other.
  if (ctx.signedIn && !ctx.user && !ctx.userFailed && isRoleDependent(location.pathname)) return { allowed: null, redirect: null };
  return { allowed: locationKey(location), redirect: null };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | UserAtStartEvent,
    input: {} as SessionInput,
  },
  actors: {
    // The app root provides the real ones (src/app/actors/session.actors.ts), tests fakes.
    loadCompanySettings: fromPromise<CompanyConfig, { domain: string }>(providedAtRoot('loadCompanySettings')),
    fetchCurrentUser: fromPromise<CurrentUser, void>(providedAtRoot('fetchCurrentUser')),
    loginByToken: fromPromise<TokenSignInResult | null, TokenGrant>(providedAtRoot('loginByToken')),
    /**
     * Ends on the server the session the token vault holds as it starts (docs/decisions/209). It takes
     * no input: the tokens never enter the machine (the client rotates them behind its back), so it must
     * start before the vault forgets them.
     */
    revokeSession: fromPromise<void, void>(providedAtRoot('revokeSession')),
    // A callback actor must fail as it starts, not later: the same stand-in, thrown at once.
    tokenVault: fromCallback<VaultCommand>(() => {
      throw new Error('The tokenVault actor is provided at the app root (src/app/actors): call machine.provide({ actors }).');
    }),
  },
  guards: {
    shouldSignInByToken: ({ context }) =>
      context.tokenAutoSignIn && context.boot.accessToken !== null && !context.signedIn,
    queryHasAccessToken: ({ context }) => context.boot.accessToken !== null,
    isReferenceMode: ({ context }) => context.boot.referenceMode,
    grantHasToken: (_, output: TokenSignInResult | null | undefined) => Boolean(output?.access_token),
    needsUser: ({ context }) => context.signedIn && context.user === null,
    isSignedIn: ({ context }) => context.signedIn,
    signedInOnLoginPath: ({ context, event }) =>
      event.type === 'NAVIGATED' && context.signedIn && isPublicPath(event.pathname) && !isUnchecked(event),
    onLoginPath: ({ context }) => isPublicPath(context.location.pathname),
    redirectPending: ({ context }) => context.redirect !== null,
    /** The router reports the location it already reported (e.g. its first render after a slow code load). */
    sameLocation: ({ context, event }) =>
      event.type === 'NAVIGATED' && locationKey(event) === locationKey(context.location),
  },
  actions: {
    clearVault: sendTo('tokenVault', { type: 'vault.clear' } satisfies VaultCommand),
    // Nobody waits for it and its outcome changes nothing: the tokens are gone here whatever the server says.
    revokeSession: spawnChild('revokeSession', { id: 'revokeSession' }),
    forgetSession: assign({ signedIn: false, user: null, userFailed: false }),
    setLocation: assign(({ context, event }) => {
      if (event.type !== 'NAVIGATED') return {};
      const location = { pathname: event.pathname, search: event.search };
      return { location, themeOverride: themeFrom(queryOf(location)) ?? context.themeOverride };
    }),
    guardLocation: assign(({ context }) => decide(context, context.location)),
    /**
     * Re-run the guard for where the user is (after a sign-in/out changes the verdict), unless a
     * redirect is already pending (the token sign-in sends the user to / first).
     */
    recheck: enqueueActions(({ context, enqueue }) => {
      if (!context.redirect) enqueue.raise({ type: 'NAVIGATED', ...context.location });
    }),
    goToLogin: assign(({ context }) => ({ allowed: null, redirect: { to: loginRedirect(context.location) } })),
    goToLoginPlain: assign({ allowed: null, redirect: { to: PATHS.login } }),
    goHome: assign(({ context }) => ({ allowed: null, redirect: { to: homeOf(context.user) } })),
    setCompanyConfig: assign((_, config: CompanyConfig) => ({ companyConfig: config, settingsKnown: true })),
    keepUser: enqueueActions(({ enqueue }, user: CurrentUser) => {
      enqueue.assign({ user, userFailed: false });
      enqueue.sendTo('tokenVault', { type: 'vault.saveUser', user } satisfies VaultCommand);
    }),
    // An auth failure arrives as AUTH_FAILURE from the client; anything else leaves the user record
    // unknown and the client has toasted the error.
    markUserFailed: assign({ userFailed: true }),
    fetchUserAtStart: spawnChild('fetchCurrentUser', { id: USER_AT_START }),
    dropUserAtStart: stopChild(USER_AT_START),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const url = parseUrl(input.url);
    return {
      companyConfig: { ...FALLBACK_COMPANY_CONFIG, domain: url.hostname },
      user: input.hasStoredToken ? input.storedUser : null,
      signedIn: input.hasStoredToken,
      userFailed: false,
      settingsKnown: false,
      themeOverride: themeFrom(url.query),
      location: { pathname: url.pathname, search: url.search },
      allowed: null,
      redirect: null,
      boot: {
        accessToken: url.query.get('accessToken'),
        refreshToken: url.query.get('refreshToken'),
        referenceMode: url.query.has('referenceid'),
        domain: url.hostname,
        storedSessionEnded: input.storedSessionEnded,
      },
      tokenAutoSignIn: input.tokenAutoSignIn,
    };
  },
  invoke: { id: 'tokenVault', src: 'tokenVault' },
  on: {
    // Before the guard is ready, only remember where the router is.
    NAVIGATED: { actions: 'setLocation' },
    AUTH_FAILURE: { actions: ['clearVault', 'forgetSession'] },
    'VAULT.SIGNED_OUT_ELSEWHERE': { actions: 'forgetSession' },
    'VAULT.SIGNED_IN_ELSEWHERE': { actions: assign({ signedIn: true }) },
    // A failed revoke changes nothing here (the tokens are already gone), but it must be handled: a
    // child's error no transition takes would stop the whole session.
    'xstate.error.actor.revokeSession': {},
  },
  initial: 'booting',
  states: {
    booting: {
      // Tokens of a browser session that has ended are signed out as the user would: the server revokes
      // them (revokeSession reads them as it starts), then they go. What follows starts signed out.
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.boot.storedSessionEnded) return;
        enqueue('revokeSession');
        enqueue('clearVault');
        enqueue('forgetSession');
      }),
      always: [
        { guard: 'shouldSignInByToken', target: 'signingInByToken' },
        // Spec 2: an accessToken in the query clears the stored tokens (docs/decisions/063 for the order).
        { guard: 'queryHasAccessToken', target: 'loadingSettings', actions: ['clearVault', 'forgetSession'] },
        { target: 'loadingSettings' },
      ],
    },
    signingInByToken: {
      invoke: {
        id: 'loginByToken',
        src: 'loginByToken',
        input: ({ context }) => ({
          accessToken: context.boot.accessToken ?? '',
          refreshToken: context.boot.refreshToken ?? '',
          expiresIn: 0,
        }),
        onDone: [
          {
            guard: { type: 'grantHasToken', params: ({ event }) => event.output },
            target: 'loadingSettings',
            actions: [
              sendTo('tokenVault', ({ event }) => ({
                type: 'vault.save',
                accessToken: event.output?.access_token ?? '',
                refreshToken: event.output?.refresh_token ?? '',
                expiresIn: event.output?.expires_in ?? 0,
                // No "Remember me" box on this way in: the session outlives the browser, as before (decision 067).
                remember: true,
              }) satisfies VaultCommand),
              assign(({ event }) => ({
                signedIn: true,
                user: event.output?.user ?? null,
                // Spec 2: "the token is stored and the user goes to /": the home of the user's role (decision 177).
                redirect: { to: homeOf(event.output?.user ?? null) },
              })),
            ],
          },
          // Spec 8: token login has no failure handling; with no data the navigation continues.
          { target: 'loadingSettings' },
        ],
        onError: { target: 'loadingSettings' },
      },
    },
    // The company's look blocks the first paint (decision 178); a new tab asks for the user meanwhile,
    // both in one round trip's time (decision 212). Ready once the settings are in, with the user's
    // region where the start left it: its answer, its failure, or its request still out.
    loadingSettings: {
      type: 'parallel',
      always: [
        { guard: 'isReferenceMode', target: 'ready' },
        { guard: stateIn({ loadingSettings: { settings: 'done', user: 'loading' } }), target: 'ready.user.waiting' },
        { guard: stateIn({ loadingSettings: { settings: 'done', user: 'failed' } }), target: 'ready.user.failed' },
        { guard: stateIn({ loadingSettings: { settings: 'done' } }), target: 'ready' },
      ],
      states: {
        settings: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCompanySettings',
                src: 'loadCompanySettings',
                input: ({ context }) => ({ domain: context.boot.domain }),
                onDone: { target: 'done', actions: { type: 'setCompanyConfig', params: ({ event }) => event.output } },
                onError: {
                  target: 'done',
                  actions: assign({ companyConfig: ({ context }) => ({ ...FALLBACK_COMPANY_CONFIG, domain: context.boot.domain }) }),
                },
              },
            },
            done: {},
          },
        },
        user: {
          initial: 'idle',
          // Who is signed in changed: the answer no longer belongs to this session (the root forgets it).
          on: {
            AUTH_FAILURE: { target: '.idle', actions: ['dropUserAtStart', 'clearVault', 'forgetSession'] },
            'VAULT.SIGNED_OUT_ELSEWHERE': { target: '.idle', actions: ['dropUserAtStart', 'forgetSession'] },
          },
          states: {
            idle: {
              // A reference link asks for no settings: nothing to overlap, `ready.user` asks as before.
              always: { guard: and(['needsUser', not('isReferenceMode')]), target: 'loading' },
            },
            loading: {
              entry: 'fetchUserAtStart',
              on: {
                'xstate.done.actor.fetchCurrentUserAtStart': { target: 'idle', actions: { type: 'keepUser', params: ({ event }) => event.output } },
                'xstate.error.actor.fetchCurrentUserAtStart': { target: 'failed', actions: 'markUserFailed' },
              },
            },
            failed: {},
          },
        },
      },
    },
    ready: {
      entry: 'recheck',
      on: {
        NAVIGATED: [
          // A redirect decided for this very location stands until the router has followed it: the
          // router repeating where it is must not let the old page through (it flashed after a token sign-in).
          { guard: and(['redirectPending', 'sameLocation']) },
          // Spec 2: a signed-in user opening a login path goes to / and the user is fetched and stored again
          // (once: the router may report the same location more than once).
          {
            guard: and([
              'signedInOnLoginPath',
              not('redirectPending'),
              not(stateIn({ ready: { user: 'loading' } })),
              not(stateIn({ ready: { user: 'waiting' } })),
            ]),
            target: '.user.loading',
            actions: ['setLocation', 'goHome'],
          },
          { guard: 'signedInOnLoginPath', actions: ['setLocation', 'goHome'] },
          { actions: ['setLocation', 'guardLocation'] },
        ],
        SIGNED_IN: {
          target: ['.user.idle', '.settings.loading'],
          actions: [
            sendTo('tokenVault', ({ event }) => ({
              type: 'vault.save',
              accessToken: event.accessToken,
              refreshToken: event.refreshToken,
              expiresIn: event.expiresIn,
              remember: event.remember,
            }) satisfies VaultCommand),
            sendTo('tokenVault', ({ event }) => ({ type: 'vault.saveUser', user: event.user }) satisfies VaultCommand),
            assign(({ context, event }) => ({
              signedIn: true,
              user: event.user,
              userFailed: false,
              allowed: null,
              redirect: { to: safeReturnTo(queryOf(context.location).get(RETURN_TO_PARAM)) ?? homeOf(event.user) },
            })),
          ],
        },
        // Only while someone is signed in: a save that lands after a sign-out must not bring the user back.
        USER_UPDATED: {
          guard: 'isSignedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            sendTo('tokenVault', ({ event }) => ({ type: 'vault.saveUser', user: event.user }) satisfies VaultCommand),
          ],
        },
        SIGN_OUT: {
          target: ['.user.idle', '.settings.loading'],
          // revokeSession first: it reads the tokens as it starts, before clearVault removes them.
          actions: ['revokeSession', 'clearVault', 'forgetSession', 'goToLoginPlain'],
        },
        AUTH_FAILURE: [
          // Spec 8: clear tokens and user, go to /login unless already there.
          { guard: 'onLoginPath', target: ['.user.idle', '.settings.loading'], actions: ['clearVault', 'forgetSession'] },
          { target: ['.user.idle', '.settings.loading'], actions: ['clearVault', 'forgetSession', 'goToLogin'] },
        ],
        // Another tab removed the tokens: this tab's own user record (per tab) goes too.
        'VAULT.SIGNED_OUT_ELSEWHERE': { target: ['.user.idle', '.settings.loading'], actions: ['clearVault', 'forgetSession', 'recheck'] },
        'VAULT.SIGNED_IN_ELSEWHERE': { target: '.settings.loading', actions: [assign({ signedIn: true }), 'recheck'] },
      },
      type: 'parallel',
      states: {
        user: {
          initial: 'idle',
          states: {
            idle: {
              // A new tab has the tokens (localStorage) but not the user record (sessionStorage).
              always: { guard: 'needsUser', target: 'loading' },
            },
            loading: {
              invoke: {
                id: 'fetchCurrentUser',
                src: 'fetchCurrentUser',
                // The guard may have waited for the role (decision 177): judge where the user is again.
                onDone: { target: 'idle', actions: [{ type: 'keepUser', params: ({ event }) => event.output }, 'recheck'] },
                onError: { target: 'failed', actions: ['markUserFailed', 'recheck'] },
              },
            },
            // The request made as the settings loaded is still out: its answer, not a second request.
            // Leaving for anything else (sign-in, sign-out, auth failure) drops it, as leaving `loading` does.
            waiting: {
              exit: 'dropUserAtStart',
              on: {
                'xstate.done.actor.fetchCurrentUserAtStart': { target: 'idle', actions: [{ type: 'keepUser', params: ({ event }) => event.output }, 'recheck'] },
                'xstate.error.actor.fetchCurrentUserAtStart': { target: 'failed', actions: ['markUserFailed', 'recheck'] },
              },
            },
            failed: {},
          },
        },
        settings: {
          // Settings were loaded on start; they load again only when who is signed in changes (sign in,
          // sign out, auth failure, another tab), because the server resolves them from the bearer
          // token first (docs/decisions/015 and 064).
          initial: 'loaded',
          states: {
            loaded: {},
            loading: {
              entry: assign({ settingsKnown: false }),
              invoke: {
                id: 'reloadCompanySettings',
                src: 'loadCompanySettings',
                input: ({ context }) => ({ domain: context.boot.domain }),
                onDone: { target: 'loaded', actions: { type: 'setCompanyConfig', params: ({ event }) => event.output } },
                // Keep the config we have rather than switching the look mid-session.
                onError: { target: 'loaded' },
              },
            },
          },
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Still starting: the full-page loading overlay shows and no route renders. */
export const selectBooting = (s: SessionSnapshot) => !s.matches('ready');
/** The skin in force: the `theme` query parameter wins over the company's. */
/**
 * The skin in force: the `theme` query parameter's, else the company's once its settings are in; before
 * that (a reload, a sign-in) the one this site showed last (`remembered`, decision 178), else the fallback's.
 */
export const selectSkinTheme = (s: SessionSnapshot, remembered: SkinTheme | null = null): SkinTheme => {
  const { themeOverride, settingsKnown, companyConfig } = s.context;
  return themeOverride ?? (settingsKnown ? companyConfig.skinTheme : (remembered ?? companyConfig.skinTheme));
};
export const selectCompanyConfig = (s: SessionSnapshot) => s.context.companyConfig;
/**
 * The loading image: the company's once its settings are in; before that (a reload, a sign-in) the one
 * this site showed last (`remembered`, kept per domain by the overlay, decision 178), else the fallback's.
 */
export const selectLoadingLogo = (s: SessionSnapshot, remembered: string | null): { url: string; known: boolean } => {
  const { settingsKnown, companyConfig } = s.context;
  const own = companyConfig.loadingLogoUrl || FALLBACK_COMPANY_CONFIG.loadingLogoUrl;
  return { url: settingsKnown ? own : (remembered ?? own), known: settingsKnown };
};
/** The header logo: the company's, or the fallback's when the company has none. */
export const selectHeaderLogoUrl = (s: SessionSnapshot) => s.context.companyConfig.headerLogoUrl || FALLBACK_COMPANY_CONFIG.headerLogoUrl;
export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectRedirect = (s: SessionSnapshot) => s.context.redirect;
export const selectAllowed = (s: SessionSnapshot) => s.context.allowed;
/**
 * Whether the router may render `location` now: the machine let it through, or the guard's rule lets
 * it through as things stand (a move between pages of the same access). The second keeps the shell
 * mounted across navigations instead of hiding everything for the one render before NAVIGATED lands.
 */
export const selectMayShow = (s: SessionSnapshot, location: RouteLocation): boolean =>
  s.matches('ready') &&
  // After a sign-in the company's settings load first: its look, never the platform's flash (decision 178).
  // Only then: hiding a page that is already up (a sign-out's reload on a login page) would remount it
  // and lose what it shows.
  !(s.context.signedIn && s.matches({ ready: { settings: 'loading' } })) &&
  s.context.redirect === null &&
  (sameAccess(s.context.allowed, location) || (s.context.allowed !== null && decide(s.context, location).allowed !== null));
