/**
 * No answer within `timeoutMs` (60 000 by default, spec sections 7 and 9) rejects with ApiError
 * 'timeout'. The deadline's signal is combined with the caller's own signal, so an actor that is
 * stopped still cancels its request (that stays an AbortError: nothing failed).
 */
import { ApiError } from '../api-error';
import type { TransportLayer } from './transport';

export const DEFAULT_TIMEOUT_MS = 60_000;

export const timeoutMiddleware =
  (timeoutMs: number): TransportLayer =>
  (next) =>
  (request) => {
    const deadline = new AbortController();
    const timedOut = new ApiError('timeout', 0, null, null);
    // Not cleared when headers arrive: the signal also bounds reading the body, which comes later.
    const timer = setTimeout(() => deadline.abort(timedOut), timeoutMs);
    const signal = AbortSignal.any([request.signal, deadline.signal]);
    // Raced as well, for a fetch that ignores its signal.
    const expired = new Promise<never>((_, reject) => {
      deadline.signal.addEventListener('abort', () => reject(timedOut), { once: true });
    });
    return Promise.race([next(new Request(request, { signal })), expired]).catch((error: unknown) => {
      clearTimeout(timer);
      throw deadline.signal.aborted && !request.signal.aborted ? timedOut : error;
    });
  };
