/**
 * The session machine's actors over the API client and the token store (machines/session.machine.ts
 * declares them by name; the app root provides these with `.provide()`).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import { expiresAtFromNow, type TokenStore } from '../../api/token-store';
import type {
  CompanyConfig,
  CurrentUser,
  SessionEvent,
  TokenGrant,
  TokenSignInResult,
  VaultCommand,
} from '../../../machines/session.machine';

export function createSessionActors(client: ApiClient, tokens: TokenStore) {
  return {
    loadCompanySettings: fromPromise<CompanyConfig, { domain: string }>(({ input }) =>
      call(client.GET('/company/getSystemSettings', { params: { query: { domain: input.domain } } })),
    ),
    fetchCurrentUser: fromPromise<CurrentUser, void>(() => call(client.GET('/user/current'))),
    loginByToken: fromPromise<TokenSignInResult | null, TokenGrant>(({ input }) =>
      call(client.POST('/user/loginByToken', { body: input })),
    ),
    /**
     * Sign-out: asks the server to revoke the session (docs/decisions/209). The refresh token is read
     * as the actor starts, before the machine clears the vault; a session without one (token sign-in)
     * has nothing to revoke. A failure rejects for the record, and the machine ignores it: the tokens
     * are already gone from this browser, and the server lets them expire.
     */
    revokeSession: fromPromise<void, void>(async () => {
      const { refreshToken } = tokens.getTokens();
      if (refreshToken === null) return;
      await call(client.POST('/user/logout', { body: { refreshToken } }));
    }),
    /** Writes the session to storage on command, and reports sign-in/out made in other tabs. */
    tokenVault: fromCallback<VaultCommand>(({ receive, sendBack }) => {
      let hadToken = tokens.getTokens().accessToken !== null;
      receive((command) => {
        switch (command.type) {
          case 'vault.save':
            tokens.setRemembered(command.remember);
            tokens.setTokens({
              accessToken: command.accessToken,
              refreshToken: command.refreshToken || null,
              accessTokenExpiresAt: expiresAtFromNow(command.expiresIn),
            });
            break;
          case 'vault.saveUser':
            tokens.setUser(command.user);
            break;
          case 'vault.clear':
            tokens.clear();
            break;
        }
        hadToken = tokens.getTokens().accessToken !== null;
      });
      return tokens.subscribe(({ signedOut, tokens: now }) => {
        const hasToken = now.accessToken !== null;
        if (signedOut && hadToken) sendBack({ type: 'VAULT.SIGNED_OUT_ELSEWHERE' } satisfies SessionEvent);
        else if (hasToken && !hadToken) sendBack({ type: 'VAULT.SIGNED_IN_ELSEWHERE' } satisfies SessionEvent);
        hadToken = hasToken;
      });
    }),
  };
}

export type SessionActors = ReturnType<typeof createSessionActors>;
