import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError } from '../../src/api/api-error';
import { call } from '../../src/api/call';
import { makeClient, ok, rejectionOf, signIn } from './api-harness';

const neverAnswers = () =>
  server.use(
    http.get('*/api/probe/slow', async () => {
      await delay('infinite');
      return HttpResponse.json(ok(null));
    }),
  );

describe('timeout middleware', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with ApiError timeout after the injected timeout and shows the default toast', async () => {
    neverAnswers();
    const { client, tokens, onErrorToast, onAuthFailure } = makeClient({ timeoutMs: 50 });
    signIn(tokens);
    const started = Date.now();

    const error = await rejectionOf(call(client.GET('/probe/slow')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, code: null, serverMessage: null });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith(null);
    // A slow server is not a lost session.
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(tokens.getTokens().accessToken).toBe('at-1');
  });

  it('waits 60 000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    neverAnswers();
    const { client, onErrorToast } = makeClient();
    const outcome = call(client.GET('/probe/slow')).then(
      () => 'answered',
      (error: ApiError) => error.kind,
    );

    await vi.advanceTimersByTimeAsync(59_999);
    expect(onErrorToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
  });

  it("still honours the caller's own signal: an abort is an AbortError, not a failure", async () => {
    neverAnswers();
    const { client, onErrorToast, onAuthFailure } = makeClient({ timeoutMs: 5_000 });
    const controller = new AbortController();

    const pending = call(client.GET('/probe/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
