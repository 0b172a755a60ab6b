import { afterEach, describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/store/clock';
import { companies, findCompany, findUserByEmail, lastAccountMail, users } from '../../../mocks/store/users.store';
import { call, signIn, solvedCaptcha } from './call-api';

const person = {
  firstName: 'Grace', lastName: 'Hopper', email: 'grace@newco.example.com', phone: '+14155550123', phoneCountry: 'US', extension: '42',
};

afterEach(() => setMockNow(null));

describe('GET /captcha/challenge', () => {
  it('gives a sum to solve that expires in 10 minutes', async () => {
    const { body } = await call('GET', '/captcha/challenge');
    expect(body.data.question).toMatch(/^\d \+ \d$/);
    const ttl = Date.parse(body.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('POST /user/signup', () => {
  it('stores an UNACTIVE admin in a new buyer company and sends an activation e-mail that activates it', async () => {
    const { body } = await call('POST', '/user/signup', { json: { ...person, ...(await solvedCaptcha()) } });
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.message).toMatch(/activation e-mail was sent/i);

    const user = findUserByEmail(person.email)!;
    expect(user).toMatchObject({ status: 'UNACTIVE', role: 'BUYER', admin: true, phone: '+14155550123', extension: '42' });
    const company = findCompany(user.companyId)!;
    expect(company).toMatchObject({ kind: 'BUYER', country: 'US' });
    expect(company.id).not.toBe('CMP-ACME');

    // Before activation, any sign-in is told to activate.
    const early = await call('POST', '/user/login', { form: { email: person.email, password: 'whatever1' } });
    expect(early.body.code).toBe(10004);

    const mail = lastAccountMail(person.email, 'ACTIVATION')!;
    const activate = await call('POST', '/user/password/reset', { json: { email: person.email, resetToken: mail.secret, newPassword: 'Compiler1952' } });
    expect(activate.body.success).toBe(true);
    const session = await signIn(person.email, 'Compiler1952');
    expect(session.user).toMatchObject({ status: 'ACTIVE', companyId: company.id, firstName: 'Grace' });
  });

  it('answers 10101 for an e-mail already registered, in any case', async () => {
    const { body } = await call('POST', '/user/signup', { json: { ...person, email: 'Shipper@Example.com', ...(await solvedCaptcha()) } });
    expect(body).toMatchObject({ success: false, code: 10101 });
    expect(body.message).toMatch(/forgot password/i);
  });

  it('two sign-ups with one e-mail at once make one account and one company: the other is told the e-mail is registered', async () => {
    const companiesBefore = companies().length;
    const [first, second] = await Promise.all([solvedCaptcha(), solvedCaptcha()]);
    const answers = await Promise.all([
      call('POST', '/user/signup', { json: { ...person, ...first } }),
      call('POST', '/user/signup', { json: { ...person, email: person.email.toUpperCase(), ...second } }),
    ]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([200, 10101]);
    expect(users().filter((u) => u.email.toLowerCase() === person.email.toLowerCase())).toHaveLength(1);
    expect(companies()).toHaveLength(companiesBefore + 1);
  });

  it('answers the generic 10102 for the documented trigger domain, and for a site that does not allow registration', async () => {
    const trigger = await call('POST', '/user/signup', { json: { ...person, email: 'x@signup-failure.example.com', ...(await solvedCaptcha()) } });
    expect(trigger.body).toMatchObject({ code: 10102, message: 'Failed to sign up, please retry' });
    const closed = await call('POST', '/user/signup', { json: { ...person, domain: 'pacific.example.com', ...(await solvedCaptcha()) } });
    expect(closed.body.code).toBe(10102);
    expect(findUserByEmail(person.email)).toBeUndefined();
  });

  it('answers 10103 for a wrong answer, and the challenge is spent', async () => {
    const challenge = await solvedCaptcha();
    const wrong = String(Number(challenge.captchaAnswer) + 1);
    const first = await call('POST', '/user/signup', { json: { ...person, captchaId: challenge.captchaId, captchaAnswer: wrong } });
    expect(first.body.code).toBe(10103);
    const retry = await call('POST', '/user/signup', { json: { ...person, ...challenge } });
    expect(retry.body.code).toBe(10103);
    expect(findUserByEmail(person.email)).toBeUndefined();
  });

  it('answers 10103 when a solved challenge is used twice or has expired', async () => {
    const challenge = await solvedCaptcha();
    expect((await call('POST', '/user/signup', { json: { ...person, ...challenge } })).body.success).toBe(true);
    const again = await call('POST', '/user/signup', { json: { ...person, email: 'other@newco.example.com', ...challenge } });
    expect(again.body.code).toBe(10103);

    const late = await solvedCaptcha();
    setMockNow(Date.now() + 11 * 60_000);
    const expired = await call('POST', '/user/signup', { json: { ...person, email: 'late@newco.example.com', ...late } });
    expect(expired.body.code).toBe(10103);
  });

  it('answers 10103 when the robot check is missing', async () => {
    const { body } = await call('POST', '/user/signup', { json: { ...person } });
    expect(body.code).toBe(10103);
  });

  it.each([
    ['firstName', { firstName: ' ' }],
    ['lastName', { lastName: '' }],
    ['email', { email: 'grace-at-newco' }],
    ['phone', { phone: '5550123' }],
    ['phoneCountry', { phoneCountry: 'USA' }],
    ['extension', { extension: 'ext 12' }],
  ])('answers 90001 naming %s when it is malformed', async (field, change) => {
    const { body } = await call('POST', '/user/signup', { json: { ...person, ...change, ...(await solvedCaptcha()) } });
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(new RegExp(`^${field}:`));
  });
});
