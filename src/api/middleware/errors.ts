/**
 * The error catalogue of spec section 8, in one place: every failure becomes an ApiError, and the
 * app's hooks are called once per failure (docs/decisions/050 and 053).
 *
 * | outcome                                   | ApiError kind | hook                                   |
 * |-------------------------------------------|---------------|----------------------------------------|
 * | 400 on /user/refreshToken                 | auth          | sign out ('refresh-rejected')          |
 * | 401 except on /user/login                 | auth          | sign out ('unauthorized')              |
 * | status 0 (no answer) except /user/login   | network       | sign out ('network')                   |
 * | status 0 on /user/login                   | network       | toast default                          |
 * | any other non-2xx (400, 500, 401 on login)| http          | toast server message, or default       |
 * | no answer within the timeout              | timeout       | toast default                          |
 * | identical request in flight               | too-frequent  | none                                   |
 * | HTTP 200 with success false (see call.ts) | business      | none: the machine shows the code       |
 * | any failure of /user/logout               | as above      | none: the user has already signed out  |
 */
import { ApiError, isApiError } from '../api-error';
import type { TokenStore } from '../token-store';
import { apiPathOf, LOGIN_PATH, LOGOUT_PATH, REFRESH_TOKEN_PATH } from './api-paths';
import type { Transport, TransportLayer } from './transport';

export type AuthFailureReason =
  /** 401 on a call: the access token is no longer accepted. */
  | 'unauthorized'
  /** 400 on /user/refreshToken, or a refresh answer without tokens. */
  | 'refresh-rejected'
  /** Status 0: no answer at all (offline, connection reset). */
  | 'network';

export interface ApiHooks {
  /** The client has cleared tokens and user; the app resets its session and goes to /login unless already there. */
  onAuthFailure(reason: AuthFailureReason): void;
  /** Show an error toast; null means the UI's translated default "request error". */
  onErrorToast(message: string | null): void;
}

export interface ErrorReporting {
  tokens: TokenStore;
  hooks: ApiHooks;
}

/** The envelope fields of an error body, when the body is the contract's ErrorEnvelope. */
async function errorEnvelopeOf(response: Response): Promise<{ code: number | null; message: string | null }> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      const { code, message } = body as { code?: unknown; message?: unknown };
      return {
        code: typeof code === 'number' ? code : null,
        message: typeof message === 'string' && message.trim() ? message : null,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): no server message.
  }
  return { code: null, message: null };
}

/** Maps a non-2xx response on `path` to its catalogue row. */
export async function errorFromResponse(response: Response, path: string): Promise<ApiError> {
  const { status } = response;
  if (status === 0) return new ApiError('network', 0, null, null);
  const { code, message } = await errorEnvelopeOf(response);
  const signsOut = (status === 400 && path === REFRESH_TOKEN_PATH) || (status === 401 && path !== LOGIN_PATH);
  return new ApiError(signsOut ? 'auth' : 'http', status, code, message);
}

const reported = new WeakSet<ApiError>();

/**
 * Calls the hooks for a failure, once: an error shared by several calls (a failed token refresh
 * that three calls waited for) signs out or toasts one time only.
 */
export function reportApiError(error: ApiError, path: string, { tokens, hooks }: ErrorReporting): void {
  // The session is already over here: a sign-out the server did not hear of must not toast, nor end a newer session.
  if (reported.has(error) || path === LOGOUT_PATH) return;
  reported.add(error);
  const signOut = (reason: AuthFailureReason) => {
    tokens.clear();
    hooks.onAuthFailure(reason);
  };
  switch (error.kind) {
    case 'auth':
      signOut(error.status === 401 ? 'unauthorized' : 'refresh-rejected');
      return;
    case 'network':
      // On the sign-in page there is no session to end: say the request failed instead.
      if (path === LOGIN_PATH) hooks.onErrorToast(null);
      else signOut('network');
      return;
    case 'http':
      hooks.onErrorToast(error.serverMessage);
      return;
    case 'timeout':
      hooks.onErrorToast(null);
      return;
    case 'business':
    case 'too-frequent':
      return;
  }
}

// By name: the DOMException may come from another realm (Node's fetch under jsdom).
const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * The innermost layer around the real fetch: a rejection there is "status 0" (no answer). Only
 * fetch's own rejections become network errors, so a bug elsewhere never signs the user out.
 * A caller's abort stays an AbortError: the caller asked for it, nothing failed.
 */
export const networkFailures =
  (fetch: Transport): Transport =>
  async (request) => {
    try {
      return await fetch(request);
    } catch (error) {
      if (isApiError(error) || isAbort(error) || request.signal.aborted) throw error;
      throw new ApiError('network', 0, null, null, { cause: error });
    }
  };

/** The outermost layer: non-2xx answers become thrown ApiErrors, and every failure is reported once. */
export const errorsMiddleware =
  (options: ErrorReporting & { baseUrl: URL }): TransportLayer =>
  (next) =>
  async (request) => {
    const path = apiPathOf(request, options.baseUrl);
    let response: Response;
    try {
      response = await next(request);
    } catch (error) {
      if (isApiError(error)) reportApiError(error, path, options);
      throw error;
    }
    if (response.ok) return response;
    const error = await errorFromResponse(response, path);
    reportApiError(error, path, options);
    throw error;
  };
