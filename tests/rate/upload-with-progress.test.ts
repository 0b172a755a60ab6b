/**
 * The rate sheet's upload with real progress (src/api/upload-with-progress.ts): XMLHttpRequest with the
 * client's bearer token and the Idempotency-Key, progress from its upload events; the client takes the
 * call over when the token needs a refresh or the answer is no 2xx (its 401 refresh, its toasts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../src/api/upload-with-progress';
import type { TokenStore } from '../../src/api/token-store';

const NOW = 1_000_000;
const tokensOf = (expiresAt: number | null): TokenStore =>
  ({ getTokens: () => ({ accessToken: 'ACCESS', refreshToken: 'REFRESH', accessTokenExpiresAt: expiresAt }) }) as unknown as TokenStore;

class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 200, body: JSON.stringify({ success: true, code: 200, data: { id: 'IMP-1' } }) };
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

function run(expiresAt: number | null, viaClient = vi.fn(async () => ({ data: { success: true, code: 200, data: { id: 'VIA-CLIENT' } }, response: new Response(null, { status: 200 }) }))) {
  const progress: number[] = [];
  const promise = uploadWithProgress(
    { path: '/forwarder-rate/template/upload', form: new FormData(), headers: { 'Idempotency-Key': 'K-1' }, signal: new AbortController().signal, onProgress: (f) => progress.push(f), viaClient },
    { tokens: tokensOf(expiresAt), baseUrl: new URL('http://localhost/api/'), location: () => new URL('http://localhost/rate/upload'), now: () => NOW },
  );
  return { promise, progress, viaClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadWithProgress', () => {
  it('sends through XMLHttpRequest with the bearer token and key, and reports progress as the bytes leave', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ success: true, code: 200, data: { id: 'IMP-1' } }) };
    const { promise, progress, viaClient } = run(NOW + 10 * 60_000);
    expect(await promise).toEqual({ id: 'IMP-1' });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(FakeXhr.last?.url).toBe('http://localhost/api/forwarder-rate/template/upload');
    expect(FakeXhr.last?.headers).toEqual({ Authorization: 'Bearer ACCESS', 'Idempotency-Key': 'K-1' });
    expect(viaClient).not.toHaveBeenCalled();
  });

  it('a business refusal is thrown with its code, as call() does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ success: false, code: 70001, message: 'bad sheet' }) };
    await expect(run(NOW + 10 * 60_000).promise).rejects.toMatchObject({ kind: 'business', code: 70001 });
  });

  it('leaves the call to the client when the answer is no 2xx (its 401 refresh), or the token is due for a refresh', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 401, body: '' };
    const unauthorised = run(NOW + 10 * 60_000);
    expect(await unauthorised.promise).toEqual({ id: 'VIA-CLIENT' });
    expect(unauthorised.viaClient).toHaveBeenCalledTimes(1);

    FakeXhr.last = null;
    const due = run(NOW + 30_000);
    expect(await due.promise).toEqual({ id: 'VIA-CLIENT' });
    expect(FakeXhr.last).toBeNull();
  });
});
