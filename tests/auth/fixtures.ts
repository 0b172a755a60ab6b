/** Shared helpers for the auth machine tests: API errors as the client raises them, and a user record. */
import { ApiError } from '../../src/api/api-error';
import type { CurrentUser } from '../../machines/sign-in.machine';

export const businessError = (code: number, message = 'business failure') => new ApiError('business', 200, code, message);
export const networkError = () => new ApiError('network', 0, null, null);
export const timeoutError = () => new ApiError('timeout', 0, null, null);
export const httpError = (status = 500) => new ApiError('http', status, status, 'Server exploded');

export const shipper = {
  id: 'USR-SHIPPER',
  firstName: 'Sam',
  lastName: 'Shipper',
  email: 'shipper@example.com',
  role: 'BUYER',
} as unknown as CurrentUser;

/** A promise the test settles by hand, to look at the machine while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
