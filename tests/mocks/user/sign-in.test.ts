import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TEMPORARY_PASSWORD } from '../../../mocks/store/users.store';
import { call, signIn } from './call-api';

describe('POST /user/login', () => {
  it('signs the shipper in, and /user/current with the token returns that user', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.expires_in).toBe(1800);
    expect(session.user.email).toBe('shipper@example.com');

    const { status, body } = await call('GET', '/user/current', { token: session.access_token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'shipper@example.com', firstName: 'Sam', lastName: 'Shipper', role: 'BUYER', admin: false, status: 'ACTIVE',
      companyName: 'Acme Home Goods Inc.', branchParameterDTO: { groupKey: 'CMP-ACME' },
    });
  });

  it('accepts the e-mail in any case and signs in the forwarder as a seller admin', async () => {
    const session = await signIn('Forwarder@Example.com', DEMO_PASSWORD);
    expect(session.user).toMatchObject({ role: 'SELLER', admin: true, companyName: 'Pacific Bridge Logistics Ltd.' });
  });

  it('answers 10001 for a wrong password and gives no token', async () => {
    const { body } = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: 'Passw0rd?' } });
    expect(body).toMatchObject({ success: false, code: 10001 });
    expect(body.data).toBeUndefined();
  });

  it('answers 10002 for an e-mail no account uses', async () => {
    const { body } = await call('POST', '/user/login', { form: { email: 'nobody@example.com', password: DEMO_PASSWORD } });
    expect(body).toMatchObject({ success: false, code: 10002 });
  });

  it('answers the generic 10003 with the spec message for the documented trigger domain', async () => {
    const { body } = await call('POST', '/user/login', { form: { email: 'anyone@signin-failure.example.com', password: DEMO_PASSWORD } });
    expect(body).toMatchObject({ success: false, code: 10003, message: 'Failed to sign in, please rety.' });
  });

  it('answers 10004 for an inactive account only once the password is right', async () => {
    const right = await call('POST', '/user/login', { form: { email: 'inactive@example.com', password: DEMO_PASSWORD } });
    expect(right.body.code).toBe(10004);
    const wrong = await call('POST', '/user/login', { form: { email: 'inactive@example.com', password: 'guess1234' } });
    expect(wrong.body.code).toBe(10001);
  });

  it('names the missing or malformed field with 90001', async () => {
    const noEmail = await call('POST', '/user/login', { form: { email: '', password: DEMO_PASSWORD } });
    expect(noEmail.body).toMatchObject({ code: 90001 });
    expect(noEmail.body.message).toMatch(/^email:/);
    const badEmail = await call('POST', '/user/login', { form: { email: 'shipper.example.com', password: DEMO_PASSWORD } });
    expect(badEmail.body.message).toMatch(/^email:/);
    const noPassword = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: '' } });
    expect(noPassword.body.message).toMatch(/^password:/);
  });

  it('refuses a JSON body with HTTP 400: sign in is form-encoded', async () => {
    const { status } = await call('POST', '/user/login', { json: { email: 'shipper@example.com', password: DEMO_PASSWORD } });
    expect(status).toBe(400);
  });

  it('asks an invited user to replace the temporary password, then signs them in with the new one', async () => {
    const first = await call('POST', '/user/login', { form: { email: 'invited@example.com', password: TEMPORARY_PASSWORD, rememberMe: 'true' } });
    expect(first.body.success).toBe(true);
    expect(first.body.data).toMatchObject({ mustResetPassword: true, email: 'invited@example.com' });
    expect(first.body.data.access_token).toBeUndefined();

    const reset = await call('POST', '/user/password/reset', {
      json: { email: 'invited@example.com', resetToken: first.body.data.resetToken, newPassword: 'NewStart2026' },
    });
    expect(reset.body).toMatchObject({ success: true, code: 200 });

    const session = await signIn('invited@example.com', 'NewStart2026');
    expect(session.user.firstName).toBe('Iris');
    const old = await call('POST', '/user/login', { form: { email: 'invited@example.com', password: TEMPORARY_PASSWORD } });
    expect(old.body.code).toBe(10001);
  });
});

describe('GET /user/current', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await call('GET', '/user/current')).status).toBe(401);
    expect((await call('GET', '/user/current', { token: 'at.USR-SHIPPER.forged' })).status).toBe(401);
  });
});
