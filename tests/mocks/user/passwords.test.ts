import { afterEach, describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/store/clock';
import { accountMail, DEMO_PASSWORD, lastAccountMail } from '../../../mocks/store/users.store';
import { call, signIn } from './call-api';

afterEach(() => setMockNow(null));

async function forget(email: string) {
  return call('POST', '/user/password/forget', { json: { email } });
}

describe('POST /user/password/forget', () => {
  it('answers the same for a known and an unknown e-mail, and mails a reset token only to the known one', async () => {
    const known = await forget('shipper@example.com');
    const unknown = await forget('ghost@example.com');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.success).toBe(true);

    expect(lastAccountMail('shipper@example.com', 'PASSWORD_RESET')?.secret).toBeTruthy();
    expect(accountMail().some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('answers 90001 for a malformed e-mail', async () => {
    const { body } = await forget('not-an-email');
    expect(body).toMatchObject({ code: 90001 });
    expect(body.message).toMatch(/^email:/);
  });
});

describe('POST /user/password/reset', () => {
  it('replaces the password with the mailed token, once, and ends the sessions the old password opened', async () => {
    const before = await signIn('shipper@example.com', DEMO_PASSWORD);
    await forget('shipper@example.com');
    const token = lastAccountMail('shipper@example.com', 'PASSWORD_RESET')!.secret;

    const reset = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: token, newPassword: 'Harbor2026' } });
    expect(reset.body.success).toBe(true);
    expect((await call('GET', '/user/current', { token: before.access_token })).status).toBe(401);
    await signIn('shipper@example.com', 'Harbor2026');

    const again = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: token, newPassword: 'Harbor2027' } });
    expect(again.body.code).toBe(10202);
  });

  it('sets one password when the same link is used twice at the same time', async () => {
    await forget('admin@example.com');
    const token = lastAccountMail('admin@example.com', 'PASSWORD_RESET')!.secret;
    const reset = (newPassword: string) => call('POST', '/user/password/reset', { json: { email: 'admin@example.com', resetToken: token, newPassword } });
    const answers = await Promise.all([reset('Harbor2026'), reset('Quayside2026')]);
    expect(answers.map((a) => a.body.code).sort((x, y) => x - y)).toEqual([200, 10202]);
    const kept = answers[0]!.body.code === 200 ? 'Harbor2026' : 'Quayside2026';
    await signIn('admin@example.com', kept);
  });

  it('answers 10202 for an unknown token, a token of another e-mail, or an expired token', async () => {
    const unknown = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: 'rst.nope', newPassword: 'Harbor2026' } });
    expect(unknown.body.code).toBe(10202);

    await forget('shipper@example.com');
    const token = lastAccountMail('shipper@example.com', 'PASSWORD_RESET')!.secret;
    const otherEmail = await call('POST', '/user/password/reset', { json: { email: 'admin@example.com', resetToken: token, newPassword: 'Harbor2026' } });
    expect(otherEmail.body.code).toBe(10202);

    setMockNow(Date.now() + 25 * 60 * 60_000);
    const expired = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: token, newPassword: 'Harbor2026' } });
    expect(expired.body.code).toBe(10202);
  });

  it.each(['short1', 'onlyletters', '1234567890', ''])('answers 90001 for the password "%s" (8+ characters with a letter and a digit)', async (newPassword) => {
    await forget('shipper@example.com');
    const token = lastAccountMail('shipper@example.com', 'PASSWORD_RESET')!.secret;
    const { body } = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: token, newPassword } });
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(/^newPassword:/);
    // The token survives a refused password, so the user can try again.
    const retry = await call('POST', '/user/password/reset', { json: { email: 'shipper@example.com', resetToken: token, newPassword: 'Harbor2026' } });
    expect(retry.body.success).toBe(true);
  });
});

describe('POST /user/password/change', () => {
  it('changes the password of the signed-in user', async () => {
    const session = await signIn('admin@example.com', DEMO_PASSWORD);
    const { body } = await call('POST', '/user/password/change', { token: session.access_token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'Admin2026x' } });
    expect(body.success).toBe(true);
    await signIn('admin@example.com', 'Admin2026x');
    const old = await call('POST', '/user/login', { form: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    expect(old.body.code).toBe(10001);
  });

  it('answers 10201 for a wrong old password and 90001 for a weak new one', async () => {
    const session = await signIn('admin@example.com', DEMO_PASSWORD);
    const wrong = await call('POST', '/user/password/change', { token: session.access_token, json: { oldPassword: 'Passw0rd?', newPassword: 'Admin2026x' } });
    expect(wrong.body.code).toBe(10201);
    const weak = await call('POST', '/user/password/change', { token: session.access_token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'password' } });
    expect(weak.body.code).toBe(90001);
    await signIn('admin@example.com', DEMO_PASSWORD);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/user/password/change', { json: { oldPassword: DEMO_PASSWORD, newPassword: 'Admin2026x' } })).status).toBe(401);
  });
});
