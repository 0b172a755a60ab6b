/** The response envelope of the contract, built one way for every handler. */
import { json } from './operation';
import type { components } from '../src/api/schema.gen';

export type ResultCode = components['schemas']['ResultCode'];

export const ok = <T>(data: T, message?: string) =>
  ({ success: true as const, code: 200 as const, data, ...(message ? { message } : {}) });

/** A business outcome: HTTP 200 with success false and a catalogue code. */
export const fail = (code: ResultCode, message: string) => ({ success: false as const, code, message });

/** An HTTP error per spec section 8 (400, 401, 500, ...): the client toasts `message`. */
export const httpError = (status: number, message: string) =>
  json({ success: false, code: status, message }, { status });

export const unauthorized = () => httpError(401, 'Your session has expired, please sign in again.');
