import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError } from '../../src/api/api-error';
import { call } from '../../src/api/call';
import { gate, makeClient, ok, rejectionOf, signIn } from './api-harness';

/** A server that holds every answer until the gate opens, and counts what reaches it. */
function heldServer() {
  const received: string[] = [];
  const answer = gate();
  server.use(
    http.all('*/api/quote/*', async ({ request }) => {
      received.push(`${request.method} ${new URL(request.url).search} ${request.body ? await request.text() : ''}`.trim());
      await answer.opened;
      return HttpResponse.json(ok({ n: received.length }));
    }),
  );
  return { received, open: answer.open };
}

describe('dedupe middleware', () => {
  it('rejects an identical in-flight call as too frequent while the first goes on', async () => {
    const { received, open } = heldServer();
    const { client, tokens, onErrorToast, onAuthFailure } = makeClient();
    signIn(tokens);

    const first = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX' } }));
    const second = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX' } }));

    const error = await rejectionOf(second);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'too-frequent', status: 0 });
    open();
    await expect(first).resolves.toEqual({ n: 1 });
    expect(received).toEqual(['POST  {"from":"CNSHA","to":"USLAX"}']);
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('lets the same call through when the one in flight was aborted by its caller (StrictMode remount)', async () => {
    const { received, open } = heldServer();
    const { client, tokens } = makeClient();
    signIn(tokens);

    const first = new AbortController();
    const abandoned = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX' } as never, signal: first.signal }));
    first.abort();
    const again = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX' } as never }));
    open();
    await expect(again).resolves.toMatchObject({ n: expect.any(Number) });
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(received.length).toBeGreaterThanOrEqual(1);
  });

  it('treats the same data with its keys in another order as identical', async () => {
    const { received, open } = heldServer();
    const { client } = makeClient();

    const first = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX', cargo: { kg: 10, cbm: 1 } } }));
    const second = call(client.POST('/quote/search', { body: { cargo: { cbm: 1, kg: 10 }, to: 'USLAX', from: 'CNSHA' } }));
    await expect(rejectionOf(second)).resolves.toMatchObject({ kind: 'too-frequent' });
    open();
    await first;
    expect(received).toHaveLength(1);
  });

  it('lets a call with a different body through', async () => {
    const { received, open } = heldServer();
    const { client } = makeClient();

    const first = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USLAX' } }));
    const second = call(client.POST('/quote/search', { body: { from: 'CNSHA', to: 'USNYC' } }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    open();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(received).toHaveLength(2);
  });

  it('lets a GET with other query params through, and stops one with the same params in another order', async () => {
    const { received, open } = heldServer();
    const { client } = makeClient();

    const first = call(client.GET('/quote/list', { params: { query: { page: 1, size: 10 } } }));
    const other = call(client.GET('/quote/list', { params: { query: { page: 2, size: 10 } } }));
    const same = call(client.GET('/quote/list', { params: { query: { size: 10, page: 1 } } }));
    await expect(rejectionOf(same)).resolves.toMatchObject({ kind: 'too-frequent' });
    open();
    await Promise.all([first, other]);
    expect(received.sort()).toEqual(['GET ?page=1&size=10', 'GET ?page=2&size=10']);
  });

  it('frees the request once the first has settled', async () => {
    const { received, open } = heldServer();
    const { client } = makeClient();
    open();

    await call(client.POST('/quote/search', { body: { from: 'CNSHA' } }));
    await call(client.POST('/quote/search', { body: { from: 'CNSHA' } }));
    expect(received).toHaveLength(2);
  });

  it('frees the request when the first failed', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/quote/search', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json(ok('second'));
      }),
    );
    const { client } = makeClient();

    await expect(rejectionOf(call(client.POST('/quote/search', { body: { a: 1 } })))).resolves.toMatchObject({ kind: 'http' });
    await expect(call(client.POST('/quote/search', { body: { a: 1 } }))).resolves.toBe('second');
  });
});
