/**
 * A multipart upload that reports its progress (decision 097: fetch cannot). The bytes go through
 * XMLHttpRequest with the same bearer token the client would put on the call; everything the client
 * does about the session stays with the client: when the token needs a refresh first, or the answer
 * is not a 2xx (a 401 to refresh after, a 400 or 500 to toast), the same request is sent once more
 * through the client, under the same Idempotency-Key, so the server replays it rather than storing it
 * twice. The same goes for a network failure or a timeout.
 */
import { ApiError } from './api-error';
import { call, type EnvelopeData, type FetchResult } from './call';
import { bearerTokenFor } from './middleware/auth';
import { referenceToken } from './middleware/api-paths';
import { DEFAULT_TIMEOUT_MS } from './middleware/timeout';
import { REFRESH_MARGIN_MS } from './token-refresh';
import { createTokenStore, type TokenStore } from './token-store';

export interface UploadWithProgressInput<D> {
  /** The contract path, e.g. `/forwarder-rate/template/upload`. */
  path: string;
  form: FormData;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** 0..1 as the bytes leave. */
  onProgress: (fraction: number) => void;
  /** The same call through the client: used whenever the session needs the client. */
  viaClient: () => Promise<FetchResult<D>>;
}

export interface UploadWithProgressOptions {
  tokens?: TokenStore;
  baseUrl?: URL;
  location?: () => URL;
  now?: () => number;
  timeoutMs?: number;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** Sends the form with progress; answers the envelope's data or throws ApiError, like call(). */
export async function uploadWithProgress<D>(input: UploadWithProgressInput<D>, options: UploadWithProgressOptions = {}): Promise<EnvelopeData<D>> {
  const tokens = options.tokens ?? createTokenStore();
  const location = options.location ?? (() => new URL(window.location.href));
  const baseUrl = options.baseUrl ?? new URL('/api/', window.location.origin);
  const now = options.now ?? Date.now;
  const { accessTokenExpiresAt, refreshToken } = tokens.getTokens();
  const token = bearerTokenFor(input.path, { tokens, location });
  const dueForRefresh = refreshToken !== null && accessTokenExpiresAt !== null && accessTokenExpiresAt - now() < REFRESH_MARGIN_MS;
  // The client refreshes first (and a shared link's token is the client's business): no progress then.
  if (typeof XMLHttpRequest === 'undefined' || !token || dueForRefresh || referenceToken(location()) !== undefined) {
    return call(input.viaClient());
  }

  const answer = await new Promise<{ status: number; body: string } | 'network' | 'timeout'>((resolve, reject) => {
    if (input.signal.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(input.path.replace(/^\/+/, ''), baseUrl).href);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(input.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    input.signal.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: Parameters<typeof resolve>[0] | Error) => {
      input.signal.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    xhr.onload = () => settle({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => settle('network');
    xhr.ontimeout = () => settle('timeout');
    xhr.onabort = () => settle(abortError());
    xhr.send(input.form);
  });

  // No answer: the client sends it again under the same key (the server replays it if the first got through),
  // so a lost connection signs out and a timeout toasts exactly as on any other call.
  if (answer === 'network' || answer === 'timeout') return call(input.viaClient());
  if (answer.status < 200 || answer.status >= 300) return call(input.viaClient());
  let data: unknown;
  try {
    data = JSON.parse(answer.body);
  } catch {
    throw new ApiError('http', answer.status, null, null);
  }
  input.onProgress(1);
  return call(Promise.resolve({ data: data as D, response: new Response(null, { status: answer.status }) }));
}
