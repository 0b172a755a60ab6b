/**
 * Contract samples of the user area: a success per operation and one sample per business code it can
 * answer. Tokens, reset tokens and robot-check answers are made when the sample is sent (getters and
 * functions), after the store is seeded.
 */
import type { Sample } from '../sample';
import { issueTokens } from '../../../mocks/store/sessions.store';
import { createCaptcha } from '../../../mocks/store/captcha.store';
import { createResetToken, DEMO_PASSWORD, DEMO_USER, TEMPORARY_PASSWORD } from '../../../mocks/store/users.store';
import { RESET_TTL_FORGOT_MS } from '../../../domain/password-resets';
import { SIGN_IN_FAILURE_LIMIT } from '../../../domain/sign-in-attempt-limits';

/** Headers that sign in as a user outside the three demo accounts of `as`, at send time. */
const bearerOf = (userId: string): Record<string, string> => ({
  get Authorization() {
    return `Bearer ${issueTokens(userId).access_token}`;
  },
});
/** The query of a refresh: a live refresh token made at send time. */
const liveRefresh = (): Record<string, string> => ({
  get refreshToken() {
    return issueTokens(DEMO_USER.shipper).refresh_token;
  },
});

const signUp = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@newco.example.com', phone: '+14155550123', phoneCountry: 'US', extension: '' };
const solved = () => {
  const c = createCaptcha();
  return { captchaId: c.captchaId, captchaAnswer: String(c.answer) };
};
const profile = { firstName: 'Sam', lastName: 'Shipper', email: 'shipper@example.com', phone: '+15625550101', phoneCountry: 'US', extension: '' };
const acmeUser = { id: 'USR-ACME-1', firstName: 'Olivia', lastName: 'Chen', email: 'olivia.chen@acme.example.com', phone: '+15625551111', phoneCountry: 'US', client: 'Retail', tag: 'VIP', level: 'GOLD' };

const wrongShipperPassword: Sample = { operation: 'POST /user/login', as: null, form: { email: 'shipper@example.com', password: 'nope1234' }, code: 10001 };

export const samples: Sample[] = [
  // POST /user/login
  { operation: 'POST /user/login', as: null, name: 'signed in', form: { email: 'shipper@example.com', password: DEMO_PASSWORD, rememberMe: 'true' }, code: 200 },
  { operation: 'POST /user/login', as: null, name: 'temporary password: mustResetPassword', form: { email: 'invited@example.com', password: TEMPORARY_PASSWORD }, code: 200 },
  { operation: 'POST /user/login', as: null, name: '10001 wrong password', form: { email: 'shipper@example.com', password: 'nope1234' }, code: 10001 },
  { operation: 'POST /user/login', as: null, name: '10002 unknown user', form: { email: 'nobody@example.com', password: DEMO_PASSWORD }, code: 10002 },
  { operation: 'POST /user/login', as: null, name: '10003 generic failure', form: { email: 'qa@signin-failure.example.com', password: DEMO_PASSWORD }, code: 10003 },
  { operation: 'POST /user/login', as: null, name: '10004 not active', form: { email: 'inactive@example.com', password: DEMO_PASSWORD }, code: 10004 },
  {
    operation: 'POST /user/login', as: null, name: '10005 too many failed sign-ins, even with the right password',
    before: Array.from({ length: SIGN_IN_FAILURE_LIMIT }, () => wrongShipperPassword),
    form: { email: 'shipper@example.com', password: DEMO_PASSWORD }, code: 10005,
  },
  { operation: 'POST /user/login', as: null, name: '90001 no e-mail', form: { email: '', password: DEMO_PASSWORD }, code: 90001 },
  { operation: 'POST /user/login', as: null, name: '400 not form-encoded', json: { email: 'shipper@example.com', password: DEMO_PASSWORD }, status: 400 },

  // GET /captcha/challenge
  { operation: 'GET /captcha/challenge', as: null, code: 200 },

  // POST /user/signup
  { operation: 'POST /user/signup', as: null, name: 'activation e-mail sent', json: () => ({ ...signUp, ...solved() }), code: 200 },
  { operation: 'POST /user/signup', as: null, name: '10101 e-mail registered', json: () => ({ ...signUp, email: 'shipper@example.com', ...solved() }), code: 10101 },
  { operation: 'POST /user/signup', as: null, name: '10102 generic failure', json: () => ({ ...signUp, email: 'qa@signup-failure.example.com', ...solved() }), code: 10102 },
  { operation: 'POST /user/signup', as: null, name: '10103 robot check failed', json: () => ({ ...signUp, captchaId: createCaptcha().captchaId, captchaAnswer: '-1' }), code: 10103 },
  { operation: 'POST /user/signup', as: null, name: '90001 bad phone', json: () => ({ ...signUp, phone: '555', ...solved() }), code: 90001 },

  // POST /user/password/forget
  { operation: 'POST /user/password/forget', as: null, name: 'known e-mail', json: { email: 'shipper@example.com' }, code: 200 },
  { operation: 'POST /user/password/forget', as: null, name: 'unknown e-mail, same answer', json: { email: 'ghost@example.com' }, code: 200 },
  { operation: 'POST /user/password/forget', as: null, name: '90001 malformed e-mail', json: { email: 'ghost' }, code: 90001 },

  // POST /user/password/reset
  {
    operation: 'POST /user/password/reset', as: null, name: 'password replaced',
    json: () => ({ email: 'invited@example.com', resetToken: createResetToken(DEMO_USER.invited, RESET_TTL_FORGOT_MS), newPassword: 'NewStart2026' }),
    code: 200,
  },
  { operation: 'POST /user/password/reset', as: null, name: '10202 invalid token', json: { email: 'invited@example.com', resetToken: 'rst.unknown', newPassword: 'NewStart2026' }, code: 10202 },
  {
    operation: 'POST /user/password/reset', as: null, name: '90001 weak password',
    json: () => ({ email: 'invited@example.com', resetToken: createResetToken(DEMO_USER.invited, RESET_TTL_FORGOT_MS), newPassword: 'short' }),
    code: 90001,
  },

  // POST /user/password/change
  { operation: 'POST /user/password/change', as: 'admin', name: 'changed', json: { oldPassword: DEMO_PASSWORD, newPassword: 'Admin2026x' }, code: 200 },
  { operation: 'POST /user/password/change', as: 'admin', name: '10201 old password wrong', json: { oldPassword: 'wrong1234', newPassword: 'Admin2026x' }, code: 10201 },
  { operation: 'POST /user/password/change', as: 'admin', name: '90001 weak new password', json: { oldPassword: DEMO_PASSWORD, newPassword: 'abcdefgh' }, code: 90001 },
  { operation: 'POST /user/password/change', as: null, name: '401 no token', json: { oldPassword: DEMO_PASSWORD, newPassword: 'Admin2026x' }, status: 401 },

  // POST /user/refreshToken
  { operation: 'POST /user/refreshToken', as: null, name: 'new tokens', query: liveRefresh(), code: 200 },
  { operation: 'POST /user/refreshToken', as: null, name: '400 unknown refresh token', query: { refreshToken: 'rt.unknown' }, status: 400 },

  // POST /user/logout: each sample signs out a session made when it is sent, so no order between them matters.
  { operation: 'POST /user/logout', as: 'shipper', name: 'signed out', json: () => ({ refreshToken: issueTokens(DEMO_USER.shipper).refresh_token }), code: 200 },
  { operation: 'POST /user/logout', as: null, name: 'unknown refresh token, no bearer: still signed out', json: { refreshToken: 'rt.unknown' }, code: 200 },
  { operation: 'POST /user/logout', as: null, name: '400 no refresh token', json: {}, status: 400 },

  // POST /user/loginByToken
  {
    operation: 'POST /user/loginByToken', as: null, name: 'token auto sign-in',
    json: () => {
      const t = issueTokens(DEMO_USER.forwarder);
      return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresIn: 0 };
    },
    code: 200,
  },
  { operation: 'POST /user/loginByToken', as: null, name: '10003 unknown token', json: { accessToken: 'made-up', refreshToken: '', expiresIn: 0 }, code: 10003 },
  {
    operation: 'POST /user/loginByToken', as: null, name: '10004 account not active',
    json: () => ({ accessToken: issueTokens(DEMO_USER.inactive).access_token, refreshToken: '', expiresIn: 0 }),
    code: 10004,
  },
  { operation: 'POST /user/loginByToken', as: null, name: '90001 no token', json: { accessToken: '', expiresIn: 0 }, code: 90001 },

  // POST /user/social/authorize
  { operation: 'POST /user/social/authorize', as: null, name: 'GOOGLE → shipper', json: { provider: 'GOOGLE' }, code: 200 },
  { operation: 'POST /user/social/authorize', as: null, name: '10002 APPLE not linked', json: { provider: 'APPLE' }, code: 10002 },
  { operation: 'POST /user/social/authorize', as: null, name: '90001 unknown provider', json: { provider: 'MYSPACE' }, code: 90001 },

  // GET /user/current
  { operation: 'GET /user/current', as: 'shipper', code: 200 },
  { operation: 'GET /user/current', as: null, name: '401 no token', status: 401 },

  // POST /user/save
  { operation: 'POST /user/save', as: 'shipper', name: 'saved', json: { ...profile, firstName: 'Samuel' }, code: 200 },
  { operation: 'POST /user/save', as: 'shipper', name: '10302 e-mail in use', json: { ...profile, email: 'admin@example.com' }, code: 10302 },
  { operation: 'POST /user/save', as: 'shipper', name: '90001 phone missing', json: { ...profile, phone: '' }, code: 90001 },

  // POST /user/update
  { operation: 'POST /user/update', as: 'admin', name: 'user edited', json: acmeUser, code: 200 },
  { operation: 'POST /user/update', as: 'shipper', name: '10303 not an admin', json: acmeUser, code: 10303 },
  { operation: 'POST /user/update', as: null, name: '10301 management off', headers: bearerOf(DEMO_USER.nordicShipper), json: { ...acmeUser, id: 'USR-NORDIC-1' }, code: 10301 },
  { operation: 'POST /user/update', as: 'admin', name: '10302 e-mail in use', json: { ...acmeUser, email: 'forwarder@example.com' }, code: 10302 },
  { operation: 'POST /user/update', as: 'admin', name: '90001 user of another company', json: { ...acmeUser, id: DEMO_USER.forwarder }, code: 90001 },

  // POST /user/updateStatus
  { operation: 'POST /user/updateStatus', as: 'admin', name: 'deactivated', json: { id: 'USR-ACME-1', status: 'UNACTIVE' }, code: 200 },
  { operation: 'POST /user/updateStatus', as: 'shipper', name: '10303 not an admin', json: { id: 'USR-ACME-1', status: 'UNACTIVE' }, code: 10303 },
  { operation: 'POST /user/updateStatus', as: null, name: '10301 management off', headers: bearerOf(DEMO_USER.nordicShipper), json: { id: 'USR-NORDIC-1', status: 'UNACTIVE' }, code: 10301 },
  { operation: 'POST /user/updateStatus', as: 'admin', name: '90001 own account', json: { id: DEMO_USER.admin, status: 'UNACTIVE' }, code: 90001 },
];
