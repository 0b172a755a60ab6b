import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { call } from '../../src/api/call';
import { formHeaders } from '../../src/api/middleware/form';
import { makeClient, ok } from './api-harness';

function recordBodies() {
  const seen: Array<{ contentType: string | null; text: string }> = [];
  server.use(
    http.post('*/api/user/login', async ({ request }) => {
      seen.push({ contentType: request.headers.get('Content-Type'), text: await request.text() });
      return HttpResponse.json(ok({ access_token: 'at-new' }));
    }),
  );
  return seen;
}

describe('form-encoded requests', () => {
  it('serialise the params object as application/x-www-form-urlencoded fields', async () => {
    const seen = recordBodies();
    const { client } = makeClient();

    await call(
      client.POST('/user/login', {
        headers: formHeaders,
        body: { username: 'shipper@example.com', password: 'Passw0rd! &=?', rememberMe: true, captcha: undefined, scopes: ['a', 'b'] },
      }),
    );

    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = new URLSearchParams(seen[0]!.text);
    expect([...fields]).toEqual([
      ['username', 'shipper@example.com'],
      ['password', 'Passw0rd! &=?'],
      ['rememberMe', 'true'],
      ['scopes', 'a'],
      ['scopes', 'b'],
    ]);
  });

  it('accept a charset parameter on the content type', async () => {
    const seen = recordBodies();
    const { client } = makeClient();

    await call(
      client.POST('/user/login', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: { username: 'a@b.c' },
      }),
    );
    expect(seen[0]!.text).toBe('username=a%40b.c');
  });

  it('leave other bodies as JSON', async () => {
    const seen = recordBodies();
    const { client } = makeClient();

    await call(client.POST('/user/login', { body: { username: 'a@b.c', rememberMe: false } }));
    expect(seen[0]!.contentType).toBe('application/json');
    expect(JSON.parse(seen[0]!.text)).toEqual({ username: 'a@b.c', rememberMe: false });
  });
});
