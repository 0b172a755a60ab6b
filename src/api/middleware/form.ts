/**
 * Form-encoded requests serialise their params (spec section 7). openapi-fetch 0.17 hands the
 * client's `bodySerializer` the body and the merged headers; a call sends a form by passing
 * `headers: formHeaders` (the contract's /user/login is one). Everything else stays openapi-fetch's
 * default: JSON, or FormData as it is for uploads.
 */
import { defaultBodySerializer } from 'openapi-fetch';

export const FORM_URLENCODED = 'application/x-www-form-urlencoded';
export const formHeaders = { 'Content-Type': FORM_URLENCODED } as const;

const isForm = (headers: Headers | undefined) =>
  (headers?.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase() === FORM_URLENCODED;

const fieldValue = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A params object as URLSearchParams: absent (undefined/null) fields are left out, arrays repeat the name. */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(name, fieldValue(item));
    }
  }
  return form;
}

export function serializeBody(body: unknown, headers?: Headers): BodyInit {
  if (isForm(headers)) {
    if (typeof body === 'string') return body;
    if (body instanceof URLSearchParams) return body.toString();
    return toSearchParams(body as Record<string, unknown>).toString();
  }
  if (body instanceof Blob) return body;
  return defaultBodySerializer(body) as BodyInit;
}
