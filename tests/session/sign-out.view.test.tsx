/**
 * Signing out through the user menu ends the session on the server too (docs/decisions/209): the
 * refresh token left behind no longer refreshes, and the user is never held up nor told of a failure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderRoute } from '../utils/render-route';

type Listener = (info: { request: Request; response: Response }) => void;
let listening: Listener | null = null;
afterEach(() => {
  if (listening) server.events.removeListener('response:mocked', listening);
  listening = null;
});

/** Resolves with the answer to the app's POST /api/user/logout, once the backend has given it. */
function logoutAnswer(): Promise<{ body: unknown; status: number }> {
  return new Promise((resolve) => {
    listening = ({ request, response }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/user/logout') {
        void response.clone().json().then((body: unknown) => resolve({ body, status: response.status }), () => resolve({ body: null, status: response.status }));
      }
    };
    server.events.on('response:mocked', listening);
  });
}

async function signOutThroughMenu(app: ReturnType<typeof renderRoute>) {
  await app.user.click(await screen.findByRole('button', { name: /Sam Shipper/ }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
}

describe('Sign Out ends the session on the server', () => {
  it('after signing out, the old refresh token no longer refreshes and the old access token is refused', async () => {
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Shipments', level: 1 });
    const accessToken = localStorage.getItem('access_token')!;
    const refreshToken = localStorage.getItem('refresh_token')!;
    expect(refreshToken).toBeTruthy();
    const answered = logoutAnswer();

    await signOutThroughMenu(app);
    await app.waitForPath('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('refresh_token')).toBeNull();

    expect(await answered).toMatchObject({ status: 200, body: { success: true, code: 200 } });
    const refresh = await fetch(`http://localhost/api/user/refreshToken?refreshToken=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
    expect(refresh.status).toBe(400);
    const current = await fetch('http://localhost/api/user/current', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(current.status).toBe(401);
    // The sign-in page shows no error of the sign-out's making.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still signs out when the server cannot be reached to end the session', async () => {
    server.use(http.post('*/api/user/logout', () => HttpResponse.error()));
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Shipments', level: 1 });

    await signOutThroughMenu(app);
    await app.waitForPath('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(app.services.session.getSnapshot().status).toBe('active');
  });
});
