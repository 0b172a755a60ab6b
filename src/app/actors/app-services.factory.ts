/**
 * The app's services, made once per page: the token store, the ONE API client (with its hooks wired
 * to the session and the toaster), every actor implementation, and the running session actor.
 * Made outside React so that StrictMode's double effects never start two sessions. It lives with the
 * actors because this is the one place of src/app allowed to hold the client (eslint import fences);
 * src/app/app-services.tsx hands the result to React.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../api/client';
import { createTokenStore, type TokenStore } from '../../api/token-store';
import { sessionMachine, type CurrentUser } from '../../../machines/session.machine';
import { createToastBridge, type ToastBridge } from '../toast-bridge';
import { createAppActors, type AppActors } from './all.actors';
import { createSessionBridges, type SessionBridges } from './session-bridges';

export interface AppServicesOptions {
  /** The page URL the app starts on. */
  initialUrl: string;
  /** The app's current URL (the router's location), for the client's referenceid rule. */
  location: () => URL;
  /** Test hooks: a short timeout, another base URL, a token store over other storage. */
  clientOptions?: Partial<Omit<ApiClientOptions, 'onAuthFailure' | 'onErrorToast'>>;
  /** Token auto sign-in (spec 2); default: VITE_TOKEN_AUTO_SIGN_IN === 'true'. */
  tokenAutoSignIn?: boolean;
}

export interface AppServices {
  client: ApiClient;
  tokens: TokenStore;
  actors: AppActors;
  session: ActorRefFrom<typeof sessionMachine>;
  /** Actions by which feature machines reach the session (provided with their actors). */
  bridges: SessionBridges;
  /** Error toasts (the toaster itself loads on the first one: src/app/toast-bridge.ts). */
  toasts: ToastBridge;
  stop(): void;
}

/**
 * The stored session as a running app sees it: once the app is stopped, nothing it still has in flight reads
 * or changes it (a late 401 would otherwise clear, refresh or revoke whatever session is stored by then, which
 * is no longer this app's).
 */
function whileRunning(tokens: TokenStore, running: () => boolean): TokenStore {
  const none = { accessToken: null, refreshToken: null, accessTokenExpiresAt: null };
  return {
    getTokens: () => (running() ? tokens.getTokens() : none),
    setTokens: (next) => {
      if (running()) tokens.setTokens(next);
    },
    setRemembered: (remember) => {
      if (running()) tokens.setRemembered(remember);
    },
    storedSessionEnded: () => tokens.storedSessionEnded(),
    getUser: () => (running() ? tokens.getUser() : null),
    setUser: (user) => {
      if (running()) tokens.setUser(user);
    },
    clear: () => {
      if (running()) tokens.clear();
    },
    subscribe: (listener) =>
      tokens.subscribe((change) => {
        if (running()) listener(change);
      }),
  };
}

export function createAppServices(options: AppServicesOptions): AppServices {
  let running = true;
  const tokens = whileRunning(options.clientOptions?.tokens ?? createTokenStore(), () => running);
  const toasts = createToastBridge();
  // The client exists before the session actor it reports to; the ref closes that loop.
  const sessionRef: { current: ActorRefFrom<typeof sessionMachine> | null } = { current: null };

  const client = createApiClient({
    ...options.clientOptions,
    tokens,
    location: options.location,
    onAuthFailure: (reason) => sessionRef.current?.send({ type: 'AUTH_FAILURE', reason }),
    // No message: the toaster shows the translated default "request error" (src/app/app-toaster.tsx).
    onErrorToast: (message) => toasts.show({ message }),
  });
  const actors = createAppActors(client, tokens);

  const session = createActor(sessionMachine.provide({ actors: actors.session }), {
    input: {
      url: options.initialUrl,
      hasStoredToken: tokens.getTokens().accessToken !== null,
      storedSessionEnded: tokens.storedSessionEnded(),
      storedUser: tokens.getUser<CurrentUser>(),
      tokenAutoSignIn: options.tokenAutoSignIn ?? import.meta.env.VITE_TOKEN_AUTO_SIGN_IN === 'true',
    },
  });
  sessionRef.current = session;
  session.start();

  return {
    client,
    tokens,
    actors,
    session,
    bridges: createSessionBridges(session),
    toasts,
    stop: () => {
      running = false;
      session.stop();
      sessionRef.current = null;
    },
  };
}
