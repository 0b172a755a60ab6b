import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { call } from '../../src/api/call';
import { API_BASE, makeClient, ok } from './api-harness';

describe('createApiClient', () => {
  it('sends every call under <page origin>/api/', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/probe/where', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json(ok({ here: true }));
      }),
    );
    const { client } = makeClient();

    await expect(call(client.GET('/probe/where', { params: { query: { page: 2 } } }))).resolves.toEqual({ here: true });
    expect(seen).toEqual([`${API_BASE}/probe/where?page=2`]);
    expect(API_BASE).toBe('http://localhost:3000/api');
  });

  it('honours an explicit base URL', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://api.example.test/v2/probe/where', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json(ok(1));
      }),
    );
    const { client } = makeClient({ baseUrl: 'https://api.example.test/v2/' });

    await call(client.GET('/probe/where'));
    expect(seen).toEqual(['https://api.example.test/v2/probe/where']);
  });

  it('looks fetch up at call time, so a fetch installed after creation (MSW, a spy) is used', async () => {
    const { client } = makeClient();
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(ok('from the spy')));

    await expect(call(client.GET('/probe/late'))).resolves.toBe('from the spy');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
