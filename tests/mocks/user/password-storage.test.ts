/**
 * How the embedded backend (browser demo, tests) stores passwords: in the demo-only `plain$` format,
 * never as the bare password, and every way of setting one goes through the current hasher.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../mocks/password-hasher';
import {
  DEMO_PASSWORD, DEMO_USER, findUserByEmail, lastAccountMail, memoryUsers, rehashPlainPasswords, users,
} from '../../../mocks/store/users.store';
import { call, signIn, solvedCaptcha, tokenFor } from './call-api';

const stored = (email: string) => findUserByEmail(email)!.password;

describe('stored passwords in the embedded backend', () => {
  it('seeds every user in the plain$ format, which the plain hasher verifies', async () => {
    expect(users().every((u) => u.password.startsWith('plain$'))).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, stored('shipper@example.com'))).toBe(true);
    // Nothing to rehash while the plain hasher is the current one.
    expect(await rehashPlainPasswords(memoryUsers)).toBe(0);
  });

  it('a stored value of another scheme, or a bare password, opens nothing', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, `scrypt$${DEMO_PASSWORD}`)).toBe(false);
    expect(await verifyPassword('', await hashPassword(''))).toBe(false);
  });

  it('a changed password is stored with the current hasher, and the old one no longer signs in', async () => {
    const session = await signIn('shipper@example.com', DEMO_PASSWORD);
    const changed = await call('POST', '/user/password/change', { token: session.access_token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbor2026' } });
    expect(changed.body.success).toBe(true);
    expect(stored('shipper@example.com')).toBe(await hashPassword('Harbor2026'));

    const old = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: DEMO_PASSWORD } });
    expect(old.body.code).toBe(10001);
    await signIn('shipper@example.com', 'Harbor2026');
  });

  it('refuses a new password equal to the old one', async () => {
    const { body } = await call('POST', '/user/password/change', { token: tokenFor(DEMO_USER.shipper), json: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } });
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(/^newPassword:/);
  });

  it('a sign-up has no password until activated; the activation stores the chosen one hashed', async () => {
    const signup = await call('POST', '/user/signup', {
      json: { firstName: 'Pat', lastName: 'New', email: 'pat@new.example.com', phone: '+15625550199', phoneCountry: 'US', extension: '', ...(await solvedCaptcha()) },
    });
    expect(signup.body.success).toBe(true);
    expect(stored('pat@new.example.com')).toBe('');
    const empty = await call('POST', '/user/login', { form: { email: 'pat@new.example.com', password: 'anything1' } });
    expect(empty.body.code).toBe(10004);

    const token = lastAccountMail('pat@new.example.com', 'ACTIVATION')!.secret;
    const reset = await call('POST', '/user/password/reset', { json: { email: 'pat@new.example.com', resetToken: token, newPassword: 'Harbor2026' } });
    expect(reset.body.success).toBe(true);
    expect(stored('pat@new.example.com')).toBe(await hashPassword('Harbor2026'));
    await signIn('pat@new.example.com', 'Harbor2026');
  });

  it('an invited user gets the temporary password stored hashed, and signing in with it asks for a new one', async () => {
    const created = await call('POST', '/company/createUser', {
      token: tokenFor(DEMO_USER.admin),
      json: { firstName: 'Ines', lastName: 'Vite', email: 'ines@acme.example.com', phone: '+15625550177', phoneCountry: 'US', extension: '' },
    });
    expect(created.body.success).toBe(true);
    const { temporaryPassword } = created.body.data;
    expect(stored('ines@acme.example.com')).toBe(await hashPassword(temporaryPassword));
    const first = await call('POST', '/user/login', { form: { email: 'ines@acme.example.com', password: temporaryPassword } });
    expect(first.body.data.mustResetPassword).toBe(true);
  });
});

describe('tokens the embedded backend mints', () => {
  it('are long random base64url strings behind their kind, and never name the user', async () => {
    const a = await signIn('shipper@example.com', DEMO_PASSWORD);
    const b = await signIn('shipper@example.com', DEMO_PASSWORD);
    expect(a.access_token).toMatch(/^at\.[A-Za-z0-9_-]{43}$/);
    expect(a.refresh_token).toMatch(/^rt\.[A-Za-z0-9_-]{43}$/);
    expect(a.access_token).not.toContain(DEMO_USER.shipper);
    expect(b.access_token).not.toBe(a.access_token);

    await call('POST', '/user/password/forget', { json: { email: 'shipper@example.com' } });
    expect(lastAccountMail('shipper@example.com', 'PASSWORD_RESET')!.secret).toMatch(/^rst\.[A-Za-z0-9_-]{43}$/);
    const challenge = await call('GET', '/captcha/challenge');
    expect(challenge.body.data.captchaId).toMatch(/^cap\.[A-Za-z0-9_-]{22}$/);
  });
});
