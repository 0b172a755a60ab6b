/**
 * The one API client (DESIGN.md, "The API layer"): openapi-fetch typed from the contract, with the
 * middleware of spec sections 7 and 8. The app creates it once, after MSW listens, and hands it to
 * the actors. Every failure rejects with an ApiError (src/api/api-error.ts); use call()/callBlob()
 * from src/api/call.ts to get the envelope's data.
 *
 * Pipeline, outermost first (docs/decisions/054-api-pipeline-shape.md):
 *   errors → dedupe → token refresh → auth → timeout → fetch
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { authMiddleware } from './middleware/auth';
import { dedupeMiddleware } from './middleware/dedupe';
import { survivePageLeave } from './middleware/page-leave';
import { errorsMiddleware, networkFailures, type ApiHooks, type AuthFailureReason } from './middleware/errors';
import { serializeBody } from './middleware/form';
import { DEFAULT_TIMEOUT_MS, timeoutMiddleware } from './middleware/timeout';
import { tokenRefreshMiddleware } from './middleware/token-refresh';
import { compose, type Transport } from './middleware/transport';
import { createTokenRefresher, REFRESH_MARGIN_MS } from './token-refresh';
import { createTokenStore, type TokenStore } from './token-store';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ApiHooks {
  /** Absolute base of every call; default `<origin>/api/` (jsdom's Request rejects relative URLs). */
  baseUrl?: string | URL;
  /** Default 60 000 ms (spec section 9); tests inject a short one. */
  timeoutMs?: number;
  /** Default `(req) => globalThis.fetch(req)`, looked up per call so MSW started later still sees it. */
  fetch?: Transport;
  /** Default: localStorage and sessionStorage (spec section 4). */
  tokens?: TokenStore;
  /** The page's URL, for referenceid links; default window.location. */
  location?: () => URL;
  /** Clock for token expiry; default Date.now. */
  now?: () => number;
  /** Refresh when the access token has less than this left; default 60 000 ms. */
  refreshMarginMs?: number;
}

export type { ApiHooks, AuthFailureReason };

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = new URL(options.baseUrl ?? new URL('/api/', window.location.origin));
  const tokens = options.tokens ?? createTokenStore();
  const location = options.location ?? (() => new URL(window.location.href));
  const hooks: ApiHooks = { onAuthFailure: options.onAuthFailure, onErrorToast: options.onErrorToast };
  const reporting = { tokens, hooks };
  // A page being left cuts off its requests: that is not the user's connection failing (page-leave.ts).
  const fetch = survivePageLeave(options.fetch ?? ((request: Request) => globalThis.fetch(request)));

  // auth → timeout → fetch: what every attempt goes through, the refresh request included.
  const send = compose(
    [authMiddleware({ baseUrl, tokens, location }), timeoutMiddleware(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)],
    networkFailures(fetch),
  );
  const refresher = createTokenRefresher({
    baseUrl,
    send,
    now: options.now,
    marginMs: options.refreshMarginMs ?? REFRESH_MARGIN_MS,
    ...reporting,
  });
  const transport = compose(
    [errorsMiddleware({ baseUrl, ...reporting }), dedupeMiddleware(), tokenRefreshMiddleware({ baseUrl, tokens, location, refresher })],
    send,
  );

  return createClient<paths>({ baseUrl: baseUrl.href, fetch: transport, bodySerializer: serializeBody });
}
