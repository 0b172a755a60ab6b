import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { call } from '../../src/api/call';
import { makeClient, ok, signIn } from './api-harness';

/** Records the Authorization header of every call to /api/**. */
function recordAuthorization() {
  const seen: Array<{ path: string; authorization: string | null }> = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
      return HttpResponse.json(ok(null));
    }),
  );
  return seen;
}

describe('auth middleware', () => {
  it('sends the stored access token as a bearer token', async () => {
    const seen = recordAuthorization();
    const { client, tokens } = makeClient();
    signIn(tokens, { accessToken: 'at-stored' });

    await call(client.GET('/shipment/detail'));
    await call(client.POST('/company/getUsers', { body: { pageNumber: 0 } }));
    expect(seen).toEqual([
      { path: '/api/shipment/detail', authorization: 'Bearer at-stored' },
      { path: '/api/company/getUsers', authorization: 'Bearer at-stored' },
    ]);
  });

  it.each(['/user/password/forget', '/user/signup', '/user/login'])('sends no token to the public call %s', async (path) => {
    const seen = recordAuthorization();
    const { client, tokens } = makeClient();
    signIn(tokens, { accessToken: 'at-stored' });

    // Even a header the caller set itself is dropped: public calls never carry a session.
    await call(client.POST(path, { body: { email: 'a@b.c' }, headers: { Authorization: 'Bearer sneaked' } }));
    expect(seen).toEqual([{ path: `/api${path}`, authorization: null }]);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const seen = recordAuthorization();
    const { client } = makeClient();

    await call(client.GET('/company/getSystemSettings'));
    expect(seen).toEqual([{ path: '/api/company/getSystemSettings', authorization: null }]);
  });

  it("uses the page URL's token when the page has referenceid", async () => {
    const seen = recordAuthorization();
    const { client, tokens } = makeClient({
      location: () => new URL('http://localhost:3000/shipment/42?referenceid=REF-9&token=url-token'),
    });
    signIn(tokens, { accessToken: 'at-stored' });

    await call(client.GET('/shipment/detail'));
    expect(seen).toEqual([{ path: '/api/shipment/detail', authorization: 'Bearer url-token' }]);
  });

  it('ignores a token parameter on a page without referenceid', async () => {
    const seen = recordAuthorization();
    const { client, tokens } = makeClient({ location: () => new URL('http://localhost:3000/shipment/42?token=url-token') });
    signIn(tokens, { accessToken: 'at-stored' });

    await call(client.GET('/shipment/detail'));
    expect(seen[0]?.authorization).toBe('Bearer at-stored');
  });
});
