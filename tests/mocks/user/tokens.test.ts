import { afterEach, describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/store/clock';
import { DEMO_PASSWORD, DEMO_USER } from '../../../mocks/store/users.store';
import { call, signIn, tokenFor } from './call-api';

afterEach(() => setMockNow(null));

describe('POST /user/refreshToken', () => {
  it('trades the refresh token (query parameter) for new tokens and spends the old one', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const { status, body } = await call('POST', '/user/refreshToken', { query: { refreshToken: session.refresh_token } });
    expect(status).toBe(200);
    expect(body.data.access_token).not.toBe(session.access_token);
    expect(body.data.expires_in).toBe(1800);
    const current = await call('GET', '/user/current', { token: body.data.access_token });
    expect(current.body.data.email).toBe('shipper@example.com');

    const reuse = await call('POST', '/user/refreshToken', { query: { refreshToken: session.refresh_token } });
    expect(reuse.status).toBe(400);
  });

  it('spends a refresh token once when two requests trade it at the same time', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const trade = () => call('POST', '/user/refreshToken', { query: { refreshToken: session.refresh_token } });
    const statuses = (await Promise.all([trade(), trade()])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('answers HTTP 400 for an unknown or expired refresh token', async () => {
    expect((await call('POST', '/user/refreshToken', { query: { refreshToken: 'rt.unknown' } })).status).toBe(400);
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    setMockNow(Date.now() + 8 * 24 * 60 * 60_000);
    expect((await call('POST', '/user/refreshToken', { query: { refreshToken: session.refresh_token } })).status).toBe(400);
  });

  it('answers HTTP 400 once the user has been deactivated', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const off = await call('POST', '/user/updateStatus', { token: tokenFor(DEMO_USER.admin), json: { id: DEMO_USER.shipper, status: 'UNACTIVE' } });
    expect(off.body.success).toBe(true);
    expect((await call('POST', '/user/refreshToken', { query: { refreshToken: session.refresh_token } })).status).toBe(400);
  });

  it('lets the access token expire after 30 minutes', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    setMockNow(Date.now() + 31 * 60_000);
    expect((await call('GET', '/user/current', { token: session.access_token })).status).toBe(401);
  });
});

describe('social sign-in and POST /user/loginByToken', () => {
  it.each([
    ['GOOGLE', 'shipper@example.com'],
    ['MICROSOFT', 'forwarder@example.com'],
  ])('%s gives tokens that /user/loginByToken turns into a session of %s', async (provider, email) => {
    const authorized = await call('POST', '/user/social/authorize', { json: { provider } });
    expect(authorized.body.success).toBe(true);
    const { accessToken, refreshToken } = authorized.body.data;
    const { body } = await call('POST', '/user/loginByToken', { json: { accessToken, refreshToken, expiresIn: 0 } });
    expect(body.success).toBe(true);
    expect(body.data.user.email).toBe(email);
    const current = await call('GET', '/user/current', { token: body.data.access_token });
    expect(current.body.data.email).toBe(email);
    const refreshed = await call('POST', '/user/refreshToken', { query: { refreshToken: body.data.refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('answers 10002 for APPLE, which no account is linked to, and 90001 for an unknown provider', async () => {
    expect((await call('POST', '/user/social/authorize', { json: { provider: 'APPLE' } })).body.code).toBe(10002);
    expect((await call('POST', '/user/social/authorize', { json: { provider: 'FACEBOOK' } })).body.code).toBe(90001);
  });

  it('recognises an access token of an existing session (token auto sign-in)', async () => {
    const { body } = await call('POST', '/user/loginByToken', { json: { accessToken: tokenFor(DEMO_USER.forwarder), refreshToken: '', expiresIn: 0 } });
    expect(body.data.user.id).toBe(DEMO_USER.forwarder);
  });

  it('answers 10003 for an unknown token, or a social token older than 5 minutes', async () => {
    expect((await call('POST', '/user/loginByToken', { json: { accessToken: 'made-up', refreshToken: '', expiresIn: 0 } })).body.code).toBe(10003);
    const authorized = await call('POST', '/user/social/authorize', { json: { provider: 'GOOGLE' } });
    setMockNow(Date.now() + 6 * 60_000);
    const late = await call('POST', '/user/loginByToken', { json: { ...authorized.body.data, expiresIn: 0 } });
    expect(late.body).toMatchObject({ success: false, code: 10003 });
  });

  it('answers 10004 when the account behind the token was deactivated', async () => {
    const token = tokenFor(DEMO_USER.inactive);
    const { body } = await call('POST', '/user/loginByToken', { json: { accessToken: token, refreshToken: '', expiresIn: 0 } });
    expect(body.code).toBe(10004);
  });
});
