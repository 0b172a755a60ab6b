/** Spec section 8, row by row. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError } from '../../src/api/api-error';
import { call } from '../../src/api/call';
import { makeClient, ok, rejectionOf, signIn } from './api-harness';

const answer = (method: 'get' | 'post', path: string, respond: () => Response) => server.use(http[method](`*/api${path}`, respond));
const errorEnvelope = (status: number, message?: string) =>
  HttpResponse.json({ success: false, code: status, ...(message ? { message } : {}) }, { status });

/** A signed-in client; the session has no refresh token, so a 401 cannot be retried. */
function signedInClient() {
  const kit = makeClient();
  kit.tokens.setTokens({ accessToken: 'at-1', refreshToken: null, accessTokenExpiresAt: null });
  kit.tokens.setUser({ id: 'u-1' });
  return kit;
}

const expectSignedOut = (kit: ReturnType<typeof makeClient>, reason: string) => {
  expect(kit.onAuthFailure).toHaveBeenCalledExactlyOnceWith(reason);
  expect(kit.onErrorToast).not.toHaveBeenCalled();
  expect(kit.tokens.getTokens()).toEqual({ accessToken: null, refreshToken: null, accessTokenExpiresAt: null });
  expect(kit.tokens.getUser()).toBeNull();
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(sessionStorage.getItem('user')).toBeNull();
};

const expectStillSignedIn = (kit: ReturnType<typeof makeClient>) => {
  expect(kit.onAuthFailure).not.toHaveBeenCalled();
  expect(kit.tokens.getTokens().accessToken).not.toBeNull();
  expect(kit.tokens.getUser()).not.toBeNull();
};

describe('error catalogue (spec section 8)', () => {
  it('400 on /user/refreshToken: clears tokens and user and signs out', async () => {
    answer('post', '/user/refreshToken', () => errorEnvelope(400, 'refresh token invalid'));
    const kit = makeClient();
    signIn(kit.tokens);

    const error = await rejectionOf(call(kit.client.POST('/user/refreshToken', { params: { query: { refreshToken: 'rt-1' } } })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'auth', status: 400, serverMessage: 'refresh token invalid' });
    expectSignedOut(kit, 'refresh-rejected');
  });

  it("other 400: error toast with the server's message, session kept", async () => {
    answer('post', '/shipment/cancel', () => errorEnvelope(400, 'Reason is required'));
    const kit = signedInClient();

    const error = await rejectionOf(call(kit.client.POST('/shipment/cancel', { body: { id: 'S-1' } })));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 400, serverMessage: 'Reason is required' });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith('Reason is required');
    expectStillSignedIn(kit);
  });

  it("500: error toast with the server's message", async () => {
    answer('get', '/dashboard/metrics', () => errorEnvelope(500, 'Database unavailable'));
    const kit = signedInClient();

    await expect(rejectionOf(call(kit.client.GET('/dashboard/metrics')))).resolves.toMatchObject({ kind: 'http', status: 500 });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith('Database unavailable');
    expectStillSignedIn(kit);
  });

  it('500 without a message: the toast falls back to the default (null)', async () => {
    answer('get', '/dashboard/metrics', () => errorEnvelope(500));
    const kit = signedInClient();

    await expect(rejectionOf(call(kit.client.GET('/dashboard/metrics')))).resolves.toMatchObject({ serverMessage: null });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith(null);
  });

  it.each([403, 404, 409, 502, 503])('any other status (%i): error toast, default when the body is not an envelope', async (status) => {
    answer('get', '/billing/upcoming', () => new HttpResponse('<html>Bad gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }));
    const kit = signedInClient();

    await expect(rejectionOf(call(kit.client.GET('/billing/upcoming')))).resolves.toMatchObject({ kind: 'http', status, code: null });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith(null);
    expectStillSignedIn(kit);
  });

  it('401: clears tokens and user and signs out, with no toast', async () => {
    answer('get', '/user/current', () => errorEnvelope(401, 'Your session has expired'));
    const kit = signedInClient();

    await expect(rejectionOf(call(kit.client.GET('/user/current')))).resolves.toMatchObject({ kind: 'auth', status: 401 });
    expectSignedOut(kit, 'unauthorized');
  });

  it('401 on /user/login is a failed sign-in, not a sign-out: toast, nothing cleared', async () => {
    answer('post', '/user/login', () => errorEnvelope(401, 'Bad credentials'));
    const kit = signedInClient();

    await expect(rejectionOf(call(kit.client.POST('/user/login', { body: { username: 'x' } })))).resolves.toMatchObject({
      kind: 'http',
      status: 401,
      serverMessage: 'Bad credentials',
    });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith('Bad credentials');
    expectStillSignedIn(kit);
  });

  it('status 0 (no answer): signs out, per spec (drafts persist, see decision 050)', async () => {
    answer('post', '/shipment/list', () => HttpResponse.error());
    const kit = signedInClient();

    const error = await rejectionOf(call(kit.client.POST('/shipment/list', { body: { pageNumber: 0, pageSize: 10 } })));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
    expectSignedOut(kit, 'network');
  });

  it('status 0 on /user/login: no sign-out, the default error toast', async () => {
    answer('post', '/user/login', () => HttpResponse.error());
    const kit = makeClient();

    await expect(rejectionOf(call(kit.client.POST('/user/login', { body: { username: 'x' } })))).resolves.toMatchObject({
      kind: 'network',
    });
    expect(kit.onErrorToast).toHaveBeenCalledExactlyOnceWith(null);
    expect(kit.onAuthFailure).not.toHaveBeenCalled();
  });

  it('a success calls no hook', async () => {
    answer('get', '/user/current', () => HttpResponse.json(ok({ id: 'u-1' })));
    const kit = signedInClient();

    await call(kit.client.GET('/user/current'));
    expect(kit.onErrorToast).not.toHaveBeenCalled();
    expectStillSignedIn(kit);
  });
});
