/**
 * An identical request already in flight (same method, URL with query, body) rejects the new one
 * with ApiError 'too-frequent' ("operation too frequent, try later", spec section 7) while the first
 * proceeds; the key is free again once the first settles. The key is documented in
 * docs/decisions/052-dedupe-key.md.
 */
import { ApiError } from '../api-error';
import type { TransportLayer } from './transport';

/** JSON with object keys sorted, so {a,b} and {b,a} are the same data. */
function canonicalJson(text: string): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sort((value as Record<string, unknown>)[key])]));
    }
    return value;
  };
  try {
    return JSON.stringify(sort(JSON.parse(text)));
  } catch {
    return text;
  }
}

export async function dedupeKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  // Same params in another order are the same request.
  url.searchParams.sort();
  let body = '';
  if (request.body !== null) {
    body = await request.clone().text();
    const type = request.headers.get('Content-Type') ?? '';
    if (/^application\/(.+\+)?json/i.test(type)) body = canonicalJson(body);
    else {
      // Multipart bodies carry a random boundary: the same file twice must still compare equal.
      const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
      const marker = boundary?.[1] ?? boundary?.[2];
      if (marker) body = body.split(marker).join('');
    }
  }
  return `${request.method} ${url.href}\n${body}`;
}

export const dedupeMiddleware = (): TransportLayer => {
  // Each key maps to the signal of the request holding it. A holder whose caller has already aborted
  // (an actor stopped — e.g. React StrictMode's mount, unmount, mount) no longer counts: its answer
  // will be thrown away, so the same request from the new actor is not "too frequent".
  const inFlight = new Map<string, AbortSignal>();
  return (next) => async (request) => {
    const key = await dedupeKey(request);
    const holder = inFlight.get(key);
    if (holder && !holder.aborted) throw new ApiError('too-frequent', 0, null, null);
    inFlight.set(key, request.signal);
    try {
      return await next(request);
    } finally {
      if (inFlight.get(key) === request.signal) inFlight.delete(key);
    }
  };
};
