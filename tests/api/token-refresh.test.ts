import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError } from '../../src/api/api-error';
import { call } from '../../src/api/call';
import { gate, makeClient, ok, rejectionOf, signIn } from './api-harness';

/** A backend with a refresh endpoint and a few data endpoints that record the bearer they saw. */
/** The refresh endpoint's answer; it may wait (a promise) to let the test act while the refresh is in flight. */
type RefreshAnswer = () => Response | Promise<Response>;

function backend({ refresh = (() => HttpResponse.json(ok({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 1800 }))) as RefreshAnswer } = {}) {
  const refreshes: Array<{ method: string; refreshToken: string | null }> = [];
  const calls: Array<{ path: string; authorization: string | null; body: string }> = [];
  let acceptedToken = 'at-2';
  server.use(
    http.post('*/api/user/refreshToken', ({ request }) => {
      refreshes.push({ method: request.method, refreshToken: new URL(request.url).searchParams.get('refreshToken') });
      return refresh();
    }),
    http.all('*/api/data/*', async ({ request }) => {
      const authorization = request.headers.get('Authorization');
      calls.push({ path: new URL(request.url).pathname, authorization, body: request.body ? await request.text() : '' });
      return authorization === `Bearer ${acceptedToken}`
        ? HttpResponse.json(ok({ path: new URL(request.url).pathname }))
        : HttpResponse.json({ success: false, code: 401, message: 'token expired' }, { status: 401 });
    }),
  );
  return {
    refreshes,
    calls,
    accept: (token: string) => {
      acceptedToken = token;
    },
  };
}

describe('token refresh', () => {
  it('refreshes once for three concurrent calls with an expiring token; each then goes out with the new token', async () => {
    const { refreshes, calls } = backend();
    const { client, tokens } = makeClient();
    signIn(tokens, { expiresInMs: 30_000 });
    const before = Date.now();

    const results = await Promise.all([
      call(client.GET('/data/shipments')),
      call(client.GET('/data/bills')),
      call(client.POST('/data/quotes', { body: { q: 1 } })),
    ]);

    expect(results).toEqual([{ path: '/api/data/shipments' }, { path: '/api/data/bills' }, { path: '/api/data/quotes' }]);
    expect(refreshes).toEqual([{ method: 'POST', refreshToken: 'rt-1' }]);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer at-2', 'Bearer at-2', 'Bearer at-2']);
    const stored = tokens.getTokens();
    expect(stored).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(stored.accessTokenExpiresAt).toBeGreaterThanOrEqual(before + 1_800_000);
  });

  it('does not refresh a token with more than 60 s left', async () => {
    const { refreshes, calls, accept } = backend();
    accept('at-1');
    const { client, tokens } = makeClient();
    signIn(tokens, { expiresInMs: 61_000 });

    await call(client.GET('/data/shipments'));
    expect(refreshes).toHaveLength(0);
    expect(calls[0]?.authorization).toBe('Bearer at-1');
  });

  it('does not refresh before a public call', async () => {
    const { refreshes } = backend();
    server.use(http.post('*/api/user/login', () => HttpResponse.json(ok({ access_token: 'x' }))));
    const { client, tokens } = makeClient();
    signIn(tokens, { expiresInMs: 10_000 });

    await call(client.POST('/user/login', { body: { username: 'a' } }));
    expect(refreshes).toHaveLength(0);
  });

  it('a 400 from the refresh signs out once, and every waiting call rejects with kind auth without reaching the server', async () => {
    const { refreshes, calls } = backend({
      refresh: () => HttpResponse.json({ success: false, code: 400, message: 'refresh token expired' }, { status: 400 }),
    });
    const { client, tokens, onAuthFailure, onErrorToast } = makeClient();
    signIn(tokens, { expiresInMs: 5_000 });

    const errors = await Promise.all([
      rejectionOf(call(client.GET('/data/shipments'))),
      rejectionOf(call(client.GET('/data/bills'))),
      rejectionOf(call(client.GET('/data/quotes'))),
    ]);

    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'auth', status: 400 });
    }
    expect(refreshes).toHaveLength(1);
    expect(calls).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('refresh-rejected');
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(tokens.getTokens().accessToken).toBeNull();
    expect(tokens.getUser()).toBeNull();
  });

  it('a refresh answered after the user signed out stores nothing: the session stays over', async () => {
    const answer = gate();
    const { refreshes } = backend({
      refresh: async () => {
        await answer.opened;
        return HttpResponse.json(ok({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 1800 }));
      },
    });
    const { client, tokens } = makeClient();
    signIn(tokens, { expiresInMs: 5_000 });

    const pending = rejectionOf(call(client.GET('/data/shipments')));
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    tokens.clear();
    answer.open();

    await expect(pending).resolves.toMatchObject({ kind: 'auth' });
    expect(tokens.getTokens()).toEqual({ accessToken: null, refreshToken: null, accessTokenExpiresAt: null });
  });

  it('a 200 refresh answer without tokens is a rejected refresh too', async () => {
    backend({ refresh: () => HttpResponse.json({ success: false, code: 10003, message: 'no' }) });
    const { client, tokens, onAuthFailure } = makeClient();
    signIn(tokens, { expiresInMs: 5_000 });

    await expect(rejectionOf(call(client.GET('/data/shipments')))).resolves.toMatchObject({ kind: 'auth' });
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('refresh-rejected');
  });

  it('a 500 from the refresh is toasted once and the waiting calls fail with it, session kept', async () => {
    backend({ refresh: () => HttpResponse.json({ success: false, code: 500, message: 'auth service down' }, { status: 500 }) });
    const { client, tokens, onAuthFailure, onErrorToast } = makeClient();
    signIn(tokens, { expiresInMs: 5_000 });

    const errors = await Promise.all([rejectionOf(call(client.GET('/data/shipments'))), rejectionOf(call(client.GET('/data/bills')))]);
    for (const error of errors) expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('auth service down');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(tokens.getTokens().accessToken).toBe('at-1');
  });

  it('after a 401, refreshes once and retries the same call once with the new token', async () => {
    const { refreshes, calls } = backend();
    const { client, tokens, onAuthFailure, onErrorToast } = makeClient();
    // The server revoked at-1 before its stored expiry: only the 401 tells.
    signIn(tokens, { expiresInMs: 20 * 60_000 });

    await expect(call(client.POST('/data/quotes', { body: { lane: 'CNSHA-USLAX' } }))).resolves.toEqual({ path: '/api/data/quotes' });
    expect(refreshes).toHaveLength(1);
    expect(calls).toEqual([
      { path: '/api/data/quotes', authorization: 'Bearer at-1', body: '{"lane":"CNSHA-USLAX"}' },
      { path: '/api/data/quotes', authorization: 'Bearer at-2', body: '{"lane":"CNSHA-USLAX"}' },
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('two calls hit by a 401 at once share one refresh', async () => {
    const { refreshes, calls } = backend();
    const { client, tokens } = makeClient();
    signIn(tokens, { expiresInMs: 20 * 60_000 });

    await Promise.all([call(client.GET('/data/shipments')), call(client.GET('/data/bills'))]);
    expect(refreshes).toHaveLength(1);
    expect(calls.filter((c) => c.authorization === 'Bearer at-2')).toHaveLength(2);
  });

  it('a second 401 after the retry signs out: no refresh loop', async () => {
    const { refreshes, calls, accept } = backend();
    accept('nobody');
    const { client, tokens, onAuthFailure } = makeClient();
    signIn(tokens, { expiresInMs: 20 * 60_000 });

    await expect(rejectionOf(call(client.GET('/data/shipments')))).resolves.toMatchObject({ kind: 'auth', status: 401 });
    expect(refreshes).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('unauthorized');
  });

  it('a 401 without a refresh token signs out straight away', async () => {
    const { refreshes } = backend();
    const { client, tokens, onAuthFailure } = makeClient();
    tokens.setTokens({ accessToken: 'at-1', refreshToken: null, accessTokenExpiresAt: null });

    await expect(rejectionOf(call(client.GET('/data/shipments')))).resolves.toMatchObject({ kind: 'auth' });
    expect(refreshes).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('unauthorized');
  });

  it("keeps another tab's fresh tokens when its own refresh token was already spent", async () => {
    // The other tab rotated rt-1 into rt-9 while our refresh was on the wire.
    const { calls, accept } = backend({
      refresh: () => {
        localStorage.setItem('access_token', 'at-9');
        localStorage.setItem('refresh_token', 'rt-9');
        localStorage.setItem('access_token_expires_at', String(Date.now() + 1_800_000));
        return HttpResponse.json({ success: false, code: 400, message: 'refresh token already used' }, { status: 400 });
      },
    });
    accept('at-9');
    const { client, tokens, onAuthFailure } = makeClient();
    signIn(tokens, { expiresInMs: 5_000 });

    await expect(call(client.GET('/data/shipments'))).resolves.toEqual({ path: '/api/data/shipments' });
    expect(calls[0]?.authorization).toBe('Bearer at-9');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('leaves a referenceid token alone', async () => {
    const { refreshes, calls, accept } = backend();
    accept('url-token');
    const { client, tokens } = makeClient({ location: () => new URL('http://localhost:3000/shipment/1?referenceid=R&token=url-token') });
    signIn(tokens, { expiresInMs: 5_000 });

    await call(client.GET('/data/shipments'));
    expect(refreshes).toHaveLength(0);
    expect(calls[0]?.authorization).toBe('Bearer url-token');
  });
});
