/**
 * A shipment detail answered from memory, over a real socket and compressed (decision 202): the server adds
 * `Vary` to every answer it compresses, so a remembered answer must be sent over its own list of headers,
 * or each repeat would carry one `Vary` more.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInThrough, startApiServer, type ApiServer } from './api-server';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe('a repeated shipment detail over the socket', () => {
  test('is the same body, gzipped, with exactly one Vary each time', async () => {
    const { access_token } = await signInThrough(server.request, 'shipper@example.com');
    const authorization = `Bearer ${access_token}`;
    const page = (await (await server.request('/api/shipment/list', {
      method: 'POST', headers: { authorization, 'Content-Type': 'application/json' }, body: JSON.stringify({ pageNumber: 0, pageSize: 1 }),
    })).json()) as { data: { list: { id: string }[] } };
    const id = page.data.list[0]!.id;

    const bodies: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request(`/api/shipment/${id}`, { headers: { authorization, 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      // Headers.get joins repeated fields with ", ": one Vary is exactly this.
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      bodies.push(await res.text());
    }
    expect(JSON.parse(bodies[0]!)).toMatchObject({ success: true, data: { id } });
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
  });
});
