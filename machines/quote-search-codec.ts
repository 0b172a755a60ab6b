/**
 * A quote search lives in the URL (`/quote-result?q=...`) so that results can be reloaded and shared:
 * the QuoteSearch is JSON, base64url-encoded (UTF-8 safe). Decoding checks the shape enough to refuse a
 * hand-edited or truncated link instead of sending garbage to the server.
 */
import type { components } from '../src/api/schema.gen';

export type QuoteSearch = components['schemas']['QuoteSearch'];
export const QUOTE_SEARCH_PARAM = 'q';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeQuoteSearch(search: QuoteSearch): string {
  return toBase64Url(JSON.stringify(search));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The search in a URL parameter, or null when it is missing or not a QuoteSearch. */
export function decodeQuoteSearch(encoded: string | null | undefined): QuoteSearch | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    if (!isObject(value)) return null;
    const { origin, destination, mode, cargo, customs, services } = value;
    const locationOk = (l: unknown) => isObject(l) && typeof l.type === 'string' && typeof l.country === 'string';
    if (!locationOk(origin) || !locationOk(destination)) return null;
    if (mode !== 'AIR' && mode !== 'FCL' && mode !== 'LCL') return null;
    if (!isObject(cargo) || !isObject(customs) || !isObject(services)) return null;
    return value as unknown as QuoteSearch;
  } catch {
    return null;
  }
}

/** `/quote-result?q=...` for a search. */
export function quoteResultPath(search: QuoteSearch): string {
  return `/quote-result?${QUOTE_SEARCH_PARAM}=${encodeQuoteSearch(search)}`;
}
