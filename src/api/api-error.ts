/**
 * The one error type machines branch on. Every failure of a call (HTTP status, business code,
 * network, timeout, duplicate in-flight request) arrives as an ApiError.
 */
export type ApiErrorKind =
  /** HTTP 200 with success false: a catalogue code (promo, booking, sign-in, ...). */
  | 'business'
  /** HTTP 400, 500 or any other non-2xx status except 401. The client has already toasted it. */
  | 'http'
  /** HTTP 401 (or 400 on /user/refreshToken): the session is over; the client signs out. */
  | 'auth'
  /** No answer at all (status 0): offline, DNS, CORS, connection reset. */
  | 'network'
  /** No answer within the timeout (60 000 ms by default). */
  | 'timeout'
  /** An identical request is already in flight: "operation too frequent, try later". */
  | 'too-frequent';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 for network, timeout and too-frequent. */
    readonly status: number,
    /** The envelope's code when the server sent one (a ResultCode for business errors). */
    readonly code: number | null,
    /** The server's message, or null: the UI then shows its own translated default. */
    readonly serverMessage: string | null,
    /** `cause`: the underlying failure (fetch's TypeError for a network error), for logs. */
    options?: ErrorOptions,
  ) {
    super(serverMessage ?? `${kind} error${status ? ` (HTTP ${status})` : ''}`, options);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
