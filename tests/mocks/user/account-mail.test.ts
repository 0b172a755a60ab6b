/**
 * Where the operations' account e-mails go (docs/decisions/214): the embedded backend's outbox, which QA
 * and tests read, with the link each e-mail carries; or, once a transport is installed (the server), that
 * transport, with nothing kept in the store, and a failed send that changes no answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMail, DEMO_PASSWORD, DEMO_USER, findUserByEmail, lastAccountMail, useAccountMailTransport } from '../../../mocks/store/users.store';
import type { AccountMail } from '../../../domain/account-mail';
import { call, signIn, solvedCaptcha, tokenFor } from './call-api';

const person = { firstName: 'Pat', lastName: 'Ops', email: 'pat+ops@new.example.com', phone: '+14155550123', phoneCountry: 'US' };

/** Follows a Reset Password link as the page does: its e-mail and token, and a new password. */
async function followResetLink(link: string, newPassword: string) {
  const url = new URL(link);
  expect(url.pathname).toBe('/login/reset-password');
  const { body } = await call('POST', '/user/password/reset', {
    json: { email: url.searchParams.get('email'), resetToken: url.searchParams.get('resetToken'), newPassword },
  });
  expect(body, body.message).toMatchObject({ success: true });
}

afterEach(() => useAccountMailTransport(null));

describe('the embedded backend: the outbox', () => {
  it('records the activation e-mail with its link on this site, which activates the account', async () => {
    await call('POST', '/user/signup', { json: { ...person, ...(await solvedCaptcha()) } });
    const mail = lastAccountMail(person.email, 'ACTIVATION')!;
    expect(mail.link).toBe(`http://localhost/login/reset-password?email=pat%2Bops%40new.example.com&resetToken=${encodeURIComponent(mail.secret)}`);
    await followResetLink(mail.link!, 'Welcome2026');
    expect((await signIn(person.email, 'Welcome2026')).user).toMatchObject({ status: 'ACTIVE' });
  });

  it('records the reset e-mail, whose link sets the password', async () => {
    await call('POST', '/user/password/forget', { json: { email: 'shipper@example.com' } });
    await followResetLink(lastAccountMail('shipper@example.com', 'PASSWORD_RESET')!.link!, 'NewShipper2026');
    await signIn('shipper@example.com', 'NewShipper2026');
  });

  it('records the invitation with the temporary password the answer gave and the Sign In link; the password signs in to Reset Password', async () => {
    const invited = await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.admin), json: { ...person, email: 'tia@acme.example.com' } });
    expect(invited.body.success).toBe(true);
    const mail = lastAccountMail('tia@acme.example.com', 'INVITATION')!;
    expect(mail).toMatchObject({ secret: invited.body.data.temporaryPassword, link: 'http://localhost/login/sign-in' });
    const first = await call('POST', '/user/login', { form: { email: 'tia@acme.example.com', password: mail.secret } });
    expect(first.body.data).toMatchObject({ mustResetPassword: true });
  });
});

describe('with a transport installed (the server)', () => {
  it('hands it the composed e-mail with the link on the configured site, and keeps no copy in the store', async () => {
    const sent: AccountMail[] = [];
    useAccountMailTransport(async (mail) => void sent.push(mail), { publicOrigin: 'https://freight.example.com' });
    const before = accountMail().length;

    const { body } = await call('POST', '/user/password/forget', { json: { email: 'shipper@example.com' } });
    expect(body.success).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'shipper@example.com', subject: expect.stringMatching(/^Reset your Freight Marketplace password/) });
    const link = /https:\/\/freight\.example\.com\/login\/reset-password\?\S+/.exec(sent[0]!.text)![0];
    expect(accountMail()).toHaveLength(before);
    expect(JSON.stringify(accountMail())).not.toContain(new URL(link).searchParams.get('resetToken'));

    await followResetLink(link, 'NewShipper2026');
    await signIn('shipper@example.com', 'NewShipper2026');
  });

  it('sends an invitation naming the inviting admin and their company, with the temporary password, and keeps no copy', async () => {
    const sent: AccountMail[] = [];
    useAccountMailTransport(async (mail) => void sent.push(mail), { publicOrigin: 'https://freight.example.com' });
    const before = accountMail().length;
    const invited = await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.admin), json: { ...person, email: 'tia@acme.example.com' } });
    const { temporaryPassword } = invited.body.data;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`Alex Admin of Acme Home Goods Inc. has given you a temporary password for the Freight Marketplace account tia@acme.example.com:\n\n${temporaryPassword}\n`);
    expect(sent[0]!.text).toContain('https://freight.example.com/login/sign-in');
    expect(accountMail()).toHaveLength(before);
    expect(JSON.stringify(accountMail())).not.toContain(temporaryPassword);
  });

  it('answers as usual when the send fails, and logs the kind and the user, never the token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let token = '';
    useAccountMailTransport(async (mail) => {
      token = /resetToken=(\S+)/.exec(mail.text)![1]!;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    });
    const { body } = await call('POST', '/user/password/forget', { json: { email: 'shipper@example.com' } });
    expect(body).toMatchObject({ success: true });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    const line = log.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(line).toBe(`[mail] the PASSWORD_RESET e-mail to user ${findUserByEmail('shipper@example.com')!.id} was not sent: connect ECONNREFUSED 127.0.0.1:25`);
    expect(token).not.toBe('');
    expect(line).not.toContain(token);
    // The password is unchanged: the user asks again.
    await signIn('shipper@example.com', DEMO_PASSWORD);
  });
});
