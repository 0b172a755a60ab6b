import { afterEach, describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/store/clock';
import { DEMO_PASSWORD } from '../../../mocks/store/users.store';
import { call, signIn } from './call-api';

afterEach(() => setMockNow(null));

const refreshWith = (refreshToken: string) => call('POST', '/user/refreshToken', { query: { refreshToken } });

describe('POST /user/logout', () => {
  it('ends the session: its refresh token no longer refreshes and its access token is refused', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const { status, body } = await call('POST', '/user/logout', { token: session.access_token, json: { refreshToken: session.refresh_token } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.data ?? null).toBeNull();

    expect((await refreshWith(session.refresh_token)).status).toBe(400);
    expect((await call('GET', '/user/current', { token: session.access_token })).status).toBe(401);
  });

  it('leaves another session of the same user working', async () => {
    const laptop = await signIn('shipper@example.com', DEMO_PASSWORD);
    const phone = await signIn('shipper@example.com', DEMO_PASSWORD);
    await call('POST', '/user/logout', { token: laptop.access_token, json: { refreshToken: laptop.refresh_token } });

    const current = await call('GET', '/user/current', { token: phone.access_token });
    expect(current.status).toBe(200);
    expect(current.body.data.email).toBe('shipper@example.com');
    expect((await refreshWith(phone.refresh_token)).status).toBe(200);
  });

  it('answers success again for a second sign-out with the same token', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const first = await call('POST', '/user/logout', { token: session.access_token, json: { refreshToken: session.refresh_token } });
    const second = await call('POST', '/user/logout', { token: session.access_token, json: { refreshToken: session.refresh_token } });
    expect(first.body).toMatchObject({ success: true, code: 200 });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, code: 200 });
  });

  it('ends the session without the access token, also the access token issued with the refresh token', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const { status, body } = await call('POST', '/user/logout', { json: { refreshToken: session.refresh_token } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await refreshWith(session.refresh_token)).status).toBe(400);
    expect((await call('GET', '/user/current', { token: session.access_token })).status).toBe(401);
  });

  it('ends the session of a refreshed token, with the access token of that refresh', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const refreshed = (await refreshWith(session.refresh_token)).body.data as { access_token: string; refresh_token: string };
    await call('POST', '/user/logout', { json: { refreshToken: refreshed.refresh_token } });
    expect((await refreshWith(refreshed.refresh_token)).status).toBe(400);
    expect((await call('GET', '/user/current', { token: refreshed.access_token })).status).toBe(401);
  });

  it('still signs out when the access token has expired', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    setMockNow(Date.now() + 31 * 60_000);
    expect((await call('GET', '/user/current', { token: session.access_token })).status).toBe(401);
    const { status, body } = await call('POST', '/user/logout', { token: session.access_token, json: { refreshToken: session.refresh_token } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await refreshWith(session.refresh_token)).status).toBe(400);
  });

  it('answers success for an unknown refresh token, and HTTP 400 without one or without a JSON body', async () => {
    expect((await call('POST', '/user/logout', { json: { refreshToken: 'rt.unknown' } })).body).toMatchObject({ success: true, code: 200 });
    const missing = await call('POST', '/user/logout', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
    const notJson = await call('POST', '/user/logout', { headers: { 'Content-Type': 'application/json' }, form: { refreshToken: 'rt.x' } });
    expect(notJson.status).toBe(400);
  });
});
