/**
 * Runs the real session machine with fake actors that record what the machine asked for, so each
 * rule of spec sections 2, 4 and 8 can be checked without a network or storage.
 */
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  sessionMachine,
  type CompanyConfig,
  type CurrentUser,
  type SessionInput,
  type SessionEvent,
  type TokenGrant,
  type TokenSignInResult,
  type VaultCommand,
} from '../../machines/session.machine';

export const SHIPPER: CurrentUser = {
  id: 'USR-SHIPPER',
  firstName: 'Sam',
  lastName: 'Shipper',
  email: 'shipper@example.com',
  phone: '+15625550101',
  phoneCountry: 'US',
  extension: '',
  role: 'BUYER',
  admin: false,
  status: 'ACTIVE',
  companyId: 'CMP-ACME',
  companyName: 'Acme Home Goods Inc.',
  createdAt: '2025-09-27T00:00:00.000Z',
  branchParameterDTO: { groupKey: 'CMP-ACME' },
  client: '',
  tag: '',
  level: 'STANDARD',
} as CurrentUser;

export const ACME_CONFIG: CompanyConfig = {
  allowRegister: true,
  quoteResult: 'NA',
  skinTheme: 'blue-theme',
  orderFlow: 'normal',
  loginLogoUrl: '/img/logos/acme-login.svg',
  loadingLogoUrl: '/img/logos/acme-loading.svg',
  headerLogoUrl: '/img/logos/acme-header.svg',
  allowManageUser: true,
  domain: 'acme.example.com',
};

export interface HarnessOptions extends Partial<SessionInput> {
  settings?: CompanyConfig | Error | (() => Promise<CompanyConfig>);
  /** /user/current's answer; a function answers when the test resolves its promise. */
  currentUser?: CurrentUser | Error | (() => Promise<CurrentUser>);
  tokenSignIn?: TokenSignInResult | null | Error;
  /** The refresh token in storage at start; default 'rt.stored' when `hasStoredToken`. */
  storedRefreshToken?: string | null;
  /** How the server answers the sign-out's revoke call: done, or this failure. */
  revoke?: Error;
}

export function startSession(options: HarnessOptions = {}) {
  const calls = {
    settings: [] as { domain: string }[],
    currentUser: 0,
    loginByToken: [] as TokenGrant[],
    vault: [] as VaultCommand[],
    /** The refresh token in storage as each revoke started (what the real one sends to the server). */
    revoked: [] as (string | null)[],
  };
  let vaultSendBack: ((event: SessionEvent) => void) | null = null;
  // What the fake vault keeps, as storage would: the real revoke reads it as it starts.
  let storedRefreshToken = options.storedRefreshToken !== undefined ? options.storedRefreshToken : options.hasStoredToken ? 'rt.stored' : null;

  const logic = sessionMachine.provide({
    actors: {
      loadCompanySettings: fromPromise<CompanyConfig, { domain: string }>(async ({ input }) => {
        calls.settings.push(input);
        const s = options.settings ?? ACME_CONFIG;
        if (s instanceof Error) throw s;
        return typeof s === 'function' ? s() : s;
      }),
      fetchCurrentUser: fromPromise<CurrentUser, void>(async () => {
        calls.currentUser += 1;
        const u = options.currentUser ?? SHIPPER;
        if (u instanceof Error) throw u;
        return typeof u === 'function' ? u() : u;
      }),
      loginByToken: fromPromise<TokenSignInResult | null, TokenGrant>(async ({ input }) => {
        calls.loginByToken.push(input);
        const r = options.tokenSignIn === undefined ? { access_token: 'at.x', refresh_token: 'rt.x', expires_in: 1800, user: SHIPPER } : options.tokenSignIn;
        if (r instanceof Error) throw r;
        return r;
      }),
      revokeSession: fromPromise<void, void>(async () => {
        calls.revoked.push(storedRefreshToken);
        if (options.revoke) throw options.revoke;
      }),
      tokenVault: fromCallback<VaultCommand>(({ receive, sendBack }) => {
        vaultSendBack = sendBack as (event: SessionEvent) => void;
        receive((command) => {
          calls.vault.push(command);
          if (command.type === 'vault.save') storedRefreshToken = command.refreshToken || null;
          if (command.type === 'vault.clear') storedRefreshToken = null;
        });
      }),
    },
  });

  const actor = createActor(logic, {
    input: {
      url: options.url ?? 'http://localhost/',
      hasStoredToken: options.hasStoredToken ?? false,
      storedSessionEnded: options.storedSessionEnded ?? false,
      storedUser: options.storedUser ?? null,
      tokenAutoSignIn: options.tokenAutoSignIn ?? false,
    },
  });
  actor.start();

  const ready = () => waitFor(actor, (s) => s.matches('ready'), { timeout: 1000 });
  /** Waits until the machine has no call in flight (settings, user; the user asked for as it started, too). */
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        s.matches('ready') &&
        !s.matches({ ready: { user: 'loading' } }) &&
        !s.matches({ ready: { user: 'waiting' } }) &&
        !s.matches({ ready: { settings: 'loading' } }),
      { timeout: 1000 },
    );
  const navigate = (path: string) => {
    const url = new URL(path, 'http://localhost');
    actor.send({ type: 'NAVIGATED', pathname: url.pathname, search: url.search });
  };
  const otherTab = (event: SessionEvent) => vaultSendBack?.(event);

  return { actor, calls, ready, settled, navigate, otherTab, context: () => actor.getSnapshot().context };
}
