/**
 * Renders the REAL app (every provider, the data router in memory, the one API client, the session
 * machine) at `path`, against the embedded backend (MSW in Node, tests/setup.ts). Optionally already
 * signed in as a demo account: tokens are issued by the backend (mocks/auth.ts issueTokens) and put
 * in storage through the app's token store, exactly as a previous sign-in would have left them; the
 * app then fetches /user/current itself, as a new tab does.
 *
 *   const app = renderRoute('/shipment/list', { as: 'shipper' });
 *   await app.findByRole('heading', { name: 'Shipments' });
 *   await app.user.click(...);
 *   expect(app.path()).toBe('/login');
 */
import { StrictMode } from 'react';
import { configure, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { onTestFailed, onTestFinished } from 'vitest';
import { issueTokens } from '../../mocks/store/sessions.store';
import { server } from '../../mocks/node';
import { DEMO_USER } from '../../mocks/store/users.store';
import { createTokenStore, expiresAtFromNow } from '../../src/api/token-store';
import { AppRoot } from '../../src/app/app-root';
import { createAppServices, type AppServices, type AppServicesOptions } from '../../src/app/actors/app-services.factory';
import { appRoutes } from '../../src/app/router';
import type { Locale } from '../../src/i18n/locales';

// The real app loads each route's code on demand, and the first import of a page in a test worker
// transforms it: on a busy 2-core machine that took up to 7 s (forwarder home), so findBy*/waitFor
// wait up to 15 s when this helper is used. A missing element still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

export type DemoAccount = 'shipper' | 'forwarder' | 'admin';

export interface RenderRouteOptions {
  /** Start signed in as this demo account (tokens in localStorage, no user record yet). */
  as?: DemoAccount;
  /** Start in this language (default: what localStorage remembers, else en_US). */
  locale?: Locale;
  /** Client options for the test, e.g. `{ timeoutMs: 200 }`. */
  clientOptions?: AppServicesOptions['clientOptions'];
  /** Token auto sign-in flag (VITE_TOKEN_AUTO_SIGN_IN); default off. */
  tokenAutoSignIn?: boolean;
}

export interface RenderRouteResult extends RenderResult {
  /** userEvent.setup() for this render. */
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  /** The router's current location. */
  location: () => ReturnType<typeof createMemoryRouter>['state']['location'];
  /** Current pathname + search, e.g. "/login?redirect=%2Fbilling". */
  path: () => string;
  /** Waits until the app is at `expected` (a path, with the query if given). */
  waitForPath: (expected: string | RegExp) => Promise<void>;
}

/** Puts a fresh session of a demo account in storage, as a sign-in would. Returns its access token. */
export function signInAs(account: DemoAccount): string {
  const issued = issueTokens(DEMO_USER[account]);
  createTokenStore().setTokens({
    accessToken: issued.access_token,
    refreshToken: issued.refresh_token,
    accessTokenExpiresAt: expiresAtFromNow(issued.expires_in),
  });
  return issued.access_token;
}

let pointerPosition = 0;
/**
 * userEvent.setup() whose clicks come from a fresh pointer position each time. jsdom has no layout, so
 * user-event puts every pointer event at (0, 0); Chakra's menus (zag) ignore a pointer move to the
 * same position as the last one and then never see the pointer, which a real mouse always moves.
 */
function pointerAwareUser(): ReturnType<typeof userEvent.setup> {
  const user = userEvent.setup();
  return {
    ...user,
    click: async (element) => {
      pointerPosition += 1;
      const coords = { clientX: pointerPosition, clientY: pointerPosition };
      await user.pointer([{ target: element, coords }, { keys: '[MouseLeft]', target: element, coords }]);
    },
  };
}

export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  if (options.as) signInAs(options.as);

  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  const services = createAppServices({
    initialUrl: new URL(path, window.location.origin).href,
    location: () => new URL(currentPath(), window.location.origin),
    clientOptions: options.clientOptions,
    tokenAutoSignIn: options.tokenAutoSignIn ?? false,
  });
  onTestFinished(() => {
    services.stop();
    router.dispose();
  });
  // What the app asked and where its session stood, printed only when the test fails: a test that ends
  // on Sign In unexpectedly then says which answer sent it there.
  const calls: string[] = [];
  const recordCall = ({ request, response }: { request: Request; response: Response }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
  };
  server.events.on('response:mocked', recordCall);
  onTestFinished(() => void server.events.removeListener('response:mocked', recordCall));
  onTestFailed(() => {
    const { value, context } = services.session.getSnapshot();
    process.stderr.write(
      `[renderRoute ${path}] now at ${currentPath()}; session ${JSON.stringify(value)}, signedIn ${context.signedIn}, ` +
        `user ${context.user?.id ?? 'none'}; stored: ${Object.keys(localStorage).join(', ') || 'nothing'}; ` +
        `cookies: ${document.cookie.split(';').map((c) => c.split('=')[0]?.trim()).filter(Boolean).join(', ') || 'none'}; ` +
        `answers: ${calls.join(' | ') || 'none'}\n`,
    );
  });

  const user = pointerAwareUser();
  const result = render(
    <StrictMode>
      <AppRoot services={services} router={router} initialLocale={options.locale} />
    </StrictMode>,
  );

  return {
    ...result,
    user,
    router,
    services,
    location: () => router.state.location,
    path: currentPath,
    waitForPath: (expected) =>
      waitFor(() => {
        const now = currentPath();
        if (typeof expected === 'string' ? now !== expected : !expected.test(now)) {
          throw new Error(`The app is at ${now}, not ${String(expected)}`);
        }
      }),
  };
}
