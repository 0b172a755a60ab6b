/**
 * The user area of the embedded backend: sign in, sign up with the offline robot check, passwords,
 * tokens and sign-out, social sign-in, the current user and a company admin's edits of users.
 * Outcomes and triggers: docs/decisions/010-014, 016 and 209.
 */
import { socialProviderValues, userStatusValues, type components } from '../../src/api/schema.gen';
import { json, operation, readJsonObject, type Operation } from '../operation';
import { eitherOf } from '../../domain/wording';
import { isEmailAddress } from '../../domain/contact-rules';
import { fail, httpError, ok, unauthorized } from '../envelope';
import {
  acceptAccessToken, authenticate, bearerToken, checkSignIn, clearSignInFailures, issueResetToken, issueSession, recordSignInFailure, resolveResetToken,
  revokeTokens, revokeUserTokens, rotateRefreshToken, spendResetToken, spendResetTokens, userIdForAccessToken,
} from '../auth';
import { hashPassword, verifyPassword } from '../password-hasher';
import { randomToken } from '../random-token';
import { consumeCaptcha, createCaptcha } from '../captcha';
import { outsideStoreTurn } from '../store/db';
import { accountMailLink, DEMO_USER, newCompany, newUser, sendAccountMail } from '../store/users.store';
import { repositories } from '../store/repositories';
import { isEmailTaken, type UserRecord } from '../../domain/users';
import { resetPasswordPath } from '../../machines/shared/route-paths';
import { mockNow } from '../store/clock';
import { minutesUntil } from '../../domain/sign-in-attempts';
import { RESET_TTL_ACTIVATION_MS, RESET_TTL_FORGOT_MS, RESET_TTL_LOGIN_MS } from '../../domain/password-resets';

type Schemas = components['schemas'];

/** The Reset Password link of an activation or reset e-mail (docs/decisions/072). */
const resetLink = (request: Request, user: UserRecord, token: string) => accountMailLink(request, resetPasswordPath(user.email, token));

/** Every e-mail at these domains produces the generic failure, so QA and tests can reach 10003 and 10102. */
export const SIGN_IN_FAILURE_DOMAIN = 'signin-failure.example.com';
export const SIGN_UP_FAILURE_DOMAIN = 'signup-failure.example.com';
/** The spec's messages, spelling included. */
export const SIGN_IN_FAILED_MESSAGE = 'Failed to sign in, please rety.';
export const SIGN_UP_FAILED_MESSAGE = 'Failed to sign up, please retry';

/** The embedded social provider's links to demo accounts (docs/decisions/014). APPLE links to no one. */
export const SOCIAL_ACCOUNTS: Record<Schemas['SocialProvider'], string | null> = {
  GOOGLE: DEMO_USER.shipper,
  MICROSOFT: DEMO_USER.forwarder,
  APPLE: null,
};
export const SOCIAL_TOKEN_TTL_SECONDS = 5 * 60;

// ---------------------------------------------------------------------------------------------
// Shared by the user and company handlers: reading bodies, field rules, contract shapes.

export type Json = Record<string, unknown>;

export const badJson = () => httpError(400, 'The request body must be a JSON object.');

export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const PHONE_RE = /^\+[1-9][0-9]{6,14}$/;
const COUNTRY_RE = /^[A-Z]{2}$/;
const EXTENSION_RE = /^[0-9]{0,6}$/;

/** The password rule (docs/decisions/012): 8 to 128 characters with at least one letter and one digit. */
export function passwordProblem(field: string, password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return `${field}: a password is required.`;
  if (password.length < 8 || password.length > 128) return `${field}: the password must be 8 to 128 characters long.`;
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return `${field}: the password needs at least one letter and one digit.`;
  return null;
}

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  extension: string;
}

/**
 * The person fields of sign-up, profile and user forms, trimmed. Answers the first problem as
 * "field: reason" (code 90001), or the fields.
 */
export function readPersonFields(body: Json): { problem: string } | { fields: PersonFields } {
  const fields: PersonFields = {
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    email: text(body.email),
    phone: text(body.phone).replace(/[\s()-]/g, ''),
    phoneCountry: text(body.phoneCountry).toUpperCase(),
    extension: text(body.extension),
  };
  if (!fields.firstName) return { problem: 'firstName: the first name is required.' };
  if (fields.firstName.length > 60) return { problem: 'firstName: at most 60 characters.' };
  if (!fields.lastName) return { problem: 'lastName: the last name is required.' };
  if (fields.lastName.length > 60) return { problem: 'lastName: at most 60 characters.' };
  if (!fields.email) return { problem: 'email: the e-mail is required.' };
  if (!isEmailAddress(fields.email) || fields.email.length > 254) return { problem: 'email: enter a valid e-mail address.' };
  if (!fields.phone) return { problem: 'phone: the phone number is required.' };
  if (!PHONE_RE.test(fields.phone)) return { problem: 'phone: enter the number in international format, e.g. +15625550100.' };
  if (!fields.phoneCountry) return { problem: 'phoneCountry: the phone country is required.' };
  if (!COUNTRY_RE.test(fields.phoneCountry)) return { problem: 'phoneCountry: use a two-letter country code, e.g. US.' };
  if (!EXTENSION_RE.test(fields.extension)) return { problem: 'extension: up to 6 digits.' };
  return { fields };
}

export async function toCurrentUser(user: UserRecord): Promise<Schemas['CurrentUser']> {
  const company = await repositories().companies.byId(user.companyId);
  return {
    id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone,
    phoneCountry: user.phoneCountry, extension: user.extension, role: user.role, admin: user.admin, status: user.status,
    companyId: user.companyId, companyName: company?.legalName ?? '', createdAt: user.createdAt,
    branchParameterDTO: { groupKey: user.groupKey }, client: user.client, tag: user.tag, level: user.level,
  };
}

export function toUser(user: UserRecord): Schemas['User'] {
  return {
    id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone,
    phoneCountry: user.phoneCountry, extension: user.extension, role: user.role, admin: user.admin, status: user.status,
    client: user.client, tag: user.tag, level: user.level, createdAt: user.createdAt, temporaryPassword: user.temporaryPassword,
  };
}

/**
 * Company user management (docs/decisions/016): only company admins (10303), and only while the
 * company allows it (10301). Null when allowed.
 */
export async function userManagementRefusal(admin: UserRecord) {
  if (!admin.admin) return fail(10303, 'Only a company admin can manage users.');
  if (!(await repositories().companies.byId(admin.companyId))?.config.allowManageUser) return fail(10301, 'User management is not allowed for your company.');
  return null;
}

/**
 * What every action of a company admin on one of the company's users checks first: a valid session,
 * the right to manage users, a JSON body, and a target user of the same company.
 */
export async function adminActionOnUser(
  request: Request,
): Promise<{ refused: Response } | { admin: UserRecord; body: Json; target: UserRecord }> {
  const admin = await authenticate(request);
  if (!admin) return { refused: unauthorized() };
  const refusal = await userManagementRefusal(admin);
  if (refusal) return { refused: json(refusal) };
  const body = await readJsonObject(request);
  if (!body) return { refused: badJson() };
  const target = await repositories().users.byId(text(body.id));
  if (!target || target.companyId !== admin.companyId) return { refused: json(fail(90001, 'id: no such user in your company.')) };
  return { admin, body, target };
}

/** The optional fields a company admin sets on a user (client, tag, level, admin flag). */
export type UserExtras = Pick<UserRecord, 'client' | 'tag' | 'level'> & { admin?: boolean };

export function readUserExtras(body: Json): { problem: string } | { extras: UserExtras } {
  if (body.admin !== undefined && typeof body.admin !== 'boolean') return { problem: 'admin: must be true or false.' };
  const extras = { client: text(body.client), tag: text(body.tag), level: text(body.level) || 'STANDARD', admin: body.admin as boolean | undefined };
  if (extras.client.length > 60) return { problem: 'client: at most 60 characters.' };
  if (extras.tag.length > 60) return { problem: 'tag: at most 60 characters.' };
  if (extras.level.length > 30) return { problem: 'level: at most 30 characters.' };
  return { extras };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

// ---------------------------------------------------------------------------------------------

export const userOperations: Operation[] = [
  operation.post('/user/login', async ({ request, response }) => {
    if (!(request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) {
      return response.untyped(httpError(400, 'Sign in is form-encoded (application/x-www-form-urlencoded).'));
    }
    const form = new URLSearchParams(await (request as Request).text());
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    if (!email) return response(200).json(fail(90001, 'email: the e-mail is required.'));
    if (!isEmailAddress(email)) return response(200).json(fail(90001, 'email: enter a valid e-mail address.'));
    if (!password) return response(200).json(fail(90001, 'password: the password is required.'));
    if (domainOf(email) === SIGN_IN_FAILURE_DOMAIN) return response(200).json(fail(10003, SIGN_IN_FAILED_MESSAGE));

    const { users } = repositories();
    const found = await users.byEmail(email);
    if (!found) return response(200).json(fail(10002, 'No account uses this e-mail. Check it, or sign up.'));
    // A sign-up not yet activated has no password: any attempt is told to activate, not "wrong password".
    if (found.status !== 'ACTIVE' && found.password === '') {
      return response(200).json(fail(10004, 'This account is not active yet. Follow the link in the activation e-mail.'));
    }
    // Asked before the hash, so that guessing on a closed account costs no hash (docs/decisions/213). The hash
    // takes a tenth of a second: the server serves other requests meanwhile, so the account is read again
    // after it, and checked again in the rare case that its password changed in between.
    const attempt = await checkSignIn(found.id, async () => {
      const stored = found.password;
      let verified = await outsideStoreTurn(() => verifyPassword(password, stored));
      const reread = await users.byEmail(email);
      if (reread && reread.password !== stored) verified = await verifyPassword(password, reread.password);
      if (reread && !verified) await recordSignInFailure(reread.id);
      return { user: reread, matches: verified };
    });
    if ('closedUntil' in attempt) {
      const minutes = minutesUntil(attempt.closedUntil, mockNow());
      return response(200).json(fail(10005, `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`));
    }
    const { user, matches } = attempt.checked;
    if (!user) return response(200).json(fail(10002, 'No account uses this e-mail. Check it, or sign up.'));
    if (!matches) return response(200).json(fail(10001, 'The password is wrong.'));
    await clearSignInFailures(user.id);
    if (user.status !== 'ACTIVE') return response(200).json(fail(10004, 'This account is not active. Ask your company admin to activate it.'));
    if (user.temporaryPassword) {
      const resetToken = await issueResetToken(user.id, RESET_TTL_LOGIN_MS);
      return response(200).json(ok({ mustResetPassword: true as const, resetToken, email: user.email }, 'Choose a new password to replace the temporary one.'));
    }
    return response(200).json(ok({ ...(await issueSession(user.id)), user: await toCurrentUser(user), mustResetPassword: false as const }));
  }),

  operation.get('/captcha/challenge', async ({ response }) => {
    const { captchaId, question, expiresAt } = await createCaptcha();
    return response(200).json(ok({ captchaId, question, expiresAt }));
  }),

  operation.post('/user/signup', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const person = readPersonFields(body);
    if ('problem' in person) return response(200).json(fail(90001, person.problem));
    const { fields } = person;
    if (!text(body.captchaId) || !text(body.captchaAnswer)) {
      return response(200).json(fail(10103, 'Complete the not-a-robot check.'));
    }
    // Checked before the e-mail, so that a robot cannot probe which e-mails are registered.
    if (!(await consumeCaptcha(text(body.captchaId), text(body.captchaAnswer)))) {
      return response(200).json(fail(10103, 'The not-a-robot check failed. Solve the new one.'));
    }
    const site = text(body.domain).toLowerCase().replace(/:\d+$/, '');
    const { users, companies } = repositories();
    if (site && (await companies.bySite(site))?.config.allowRegister === false) {
      return response(200).json(fail(10102, `${SIGN_UP_FAILED_MESSAGE}: sign-up is not open on this site.`));
    }
    if (domainOf(fields.email) === SIGN_UP_FAILURE_DOMAIN) return response(200).json(fail(10102, SIGN_UP_FAILED_MESSAGE));
    const taken = () => response(200).json(fail(10101, 'This e-mail is already registered. Sign in, or use forgot password.'));
    if (await isEmailTaken(users, fields.email)) return taken();

    const company = newCompany({
      kind: 'BUYER', legalName: `${fields.firstName} ${fields.lastName}`, address: '', additionalAddress: '',
      city: '', state: '', country: fields.phoneCountry, zip: '',
    });
    const user = newUser({
      ...fields, companyId: company.id, role: 'BUYER', admin: true, status: 'UNACTIVE', password: '', temporaryPassword: false,
      client: '', tag: '', level: 'STANDARD',
    });
    // The user first: a sign-up for the same e-mail at the same time takes it, and this one then adds no company.
    if ((await users.save(user)) === 'emailTaken') return taken();
    await companies.save(company);
    const token = await issueResetToken(user.id, RESET_TTL_ACTIVATION_MS, 'ACTIVATION');
    sendAccountMail({ kind: 'ACTIVATION', user, secret: token, link: resetLink(request, user, token), validForMs: RESET_TTL_ACTIVATION_MS });
    return response(200).json(ok(null, `An activation e-mail was sent to ${user.email}. Follow its link to activate your account.`));
  }),

  operation.post('/user/password/forget', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const email = text(body.email);
    if (!email) return response(200).json(fail(90001, 'email: the e-mail is required.'));
    if (!isEmailAddress(email)) return response(200).json(fail(90001, 'email: enter a valid e-mail address.'));
    const user = await repositories().users.byEmail(email);
    if (user) {
      // A sign-up that never activated gets its activation link again: setting a password activates it.
      const pending = user.status !== 'ACTIVE' && user.password === '';
      const ttl = pending ? RESET_TTL_ACTIVATION_MS : RESET_TTL_FORGOT_MS;
      const token = await issueResetToken(user.id, ttl, pending ? 'ACTIVATION' : 'RESET');
      sendAccountMail({ kind: pending ? 'ACTIVATION' : 'PASSWORD_RESET', user, secret: token, link: resetLink(request, user, token), validForMs: ttl });
    }
    // The same answer either way (docs/decisions/013).
    return response(200).json(ok(null, 'If an account uses this e-mail, a link to reset the password has been sent to it.'));
  }),

  operation.post('/user/password/reset', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const email = text(body.email);
    const resetToken = text(body.resetToken);
    if (!email || !isEmailAddress(email)) return response(200).json(fail(90001, 'email: enter a valid e-mail address.'));
    if (!resetToken) return response(200).json(fail(90001, 'resetToken: the reset token is required.'));
    const invalidToken = () => response(200).json(fail(10202, 'This reset link or temporary password is invalid or has expired. Ask for a new one.'));
    if (!(await resolveResetToken(resetToken, email))) return invalidToken();
    const problem = passwordProblem('newPassword', body.newPassword);
    if (problem) return response(200).json(fail(90001, problem));

    const password = await hashPassword(body.newPassword as string);
    // Spent after the hash, in one call: the same link used twice at once sets one password, not two.
    const resolved = await spendResetToken(resetToken, email);
    if (!resolved) return invalidToken();
    const { user, purpose } = resolved;
    await repositories().users.save({ ...user, password, temporaryPassword: false, ...(purpose === 'ACTIVATION' ? { status: 'ACTIVE' as const } : {}) });
    await spendResetTokens(user.id);
    await clearSignInFailures(user.id);
    // A new password ends every session that the old one opened.
    await revokeUserTokens(user.id);
    return response(200).json(ok(null, 'Your password has been set. Sign in with the new password.'));
  }),

  operation.post('/user/password/change', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    if (typeof body.oldPassword !== 'string' || body.oldPassword === '') {
      return response(200).json(fail(90001, 'oldPassword: the old password is required.'));
    }
    if (!(await verifyPassword(body.oldPassword, user.password))) return response(200).json(fail(10201, 'The old password is wrong.'));
    const problem = passwordProblem('newPassword', body.newPassword);
    if (problem) return response(200).json(fail(90001, problem));
    if (await verifyPassword(body.newPassword as string, user.password)) return response(200).json(fail(90001, 'newPassword: choose a password different from the old one.'));
    await repositories().users.save({ ...user, password: await hashPassword(body.newPassword as string), temporaryPassword: false });
    await clearSignInFailures(user.id);
    return response(200).json(ok(null, 'Your password has been changed.'));
  }),

  operation.post('/user/refreshToken', async ({ query, response }) => {
    const refreshToken = query.get('refreshToken');
    if (!refreshToken) return response.untyped(httpError(400, 'refreshToken is required.'));
    const tokens = await rotateRefreshToken(refreshToken);
    if (!tokens) return response.untyped(httpError(400, 'Your session has expired, please sign in again.'));
    const user = await repositories().users.byId(await userIdForAccessToken(tokens.access_token) ?? '');
    // A user deactivated since the token was issued cannot keep a session alive.
    if (!user || user.status !== 'ACTIVE') {
      if (user) await revokeUserTokens(user.id);
      return response.untyped(httpError(400, 'Your session has expired, please sign in again.'));
    }
    return response(200).json(ok(tokens));
  }),

  // Sign-out (docs/decisions/209): never refused for the token's state, so a user whose access token has
  // expired, or who signs out twice, is still told the session is over.
  operation.post('/user/logout', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const refreshToken = text(body.refreshToken);
    if (!refreshToken) return response.untyped(httpError(400, 'refreshToken is required.'));
    await revokeTokens(bearerToken(request), refreshToken);
    return response(200).json(ok(null, 'You are signed out.'));
  }),

  operation.post('/user/loginByToken', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const accessToken = text(body.accessToken);
    if (!accessToken) return response(200).json(fail(90001, 'accessToken: the token is required.'));
    const user = await repositories().users.byId(await userIdForAccessToken(accessToken) ?? '');
    if (!user) return response(200).json(fail(10003, SIGN_IN_FAILED_MESSAGE));
    if (user.status !== 'ACTIVE') return response(200).json(fail(10004, 'This account is not active.'));
    return response(200).json(ok({ ...(await issueSession(user.id)), user: await toCurrentUser(user) }));
  }),

  operation.post('/user/social/authorize', async ({ request, response }) => {
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const provider = text(body.provider) as Schemas['SocialProvider'];
    if (!(provider in SOCIAL_ACCOUNTS)) return response(200).json(fail(90001, `provider: use ${eitherOf(socialProviderValues)}.`));
    const user = await repositories().users.byId(SOCIAL_ACCOUNTS[provider] ?? '');
    if (!user) return response(200).json(fail(10002, `No account is linked to this ${provider} sign-in. Sign in with your e-mail, or sign up.`));
    if (user.status !== 'ACTIVE') return response(200).json(fail(10004, 'The linked account is not active.'));
    const accessToken = `sso.${provider.toLowerCase()}.${randomToken()}`;
    // The provider's token is recognised by /user/loginByToken for 5 minutes.
    await acceptAccessToken(accessToken, user.id, SOCIAL_TOKEN_TTL_SECONDS);
    return response(200).json(ok({ accessToken, refreshToken: `sso-rt.${randomToken()}`, expiresIn: SOCIAL_TOKEN_TTL_SECONDS }));
  }),

  operation.get('/user/current', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    return response(200).json(ok(await toCurrentUser(user)));
  }),

  operation.post('/user/save', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const person = readPersonFields(body);
    if ('problem' in person) return response(200).json(fail(90001, person.problem));
    const saved = { ...user, ...person.fields };
    if ((await repositories().users.save(saved)) === 'emailTaken') return response(200).json(fail(10302, 'This e-mail is already used by another user.'));
    return response(200).json(ok(await toCurrentUser(saved), 'Save successfully'));
  }),

  operation.post('/user/update', async ({ request, response }) => {
    const action = await adminActionOnUser(request);
    if ('refused' in action) return response.untyped(action.refused);
    const { admin, body, target } = action;
    const person = readPersonFields(body);
    if ('problem' in person) return response(200).json(fail(90001, person.problem));
    const extra = readUserExtras(body);
    if ('problem' in extra) return response(200).json(fail(90001, extra.problem));
    if (target.id === admin.id && extra.extras.admin === false) {
      return response(200).json(fail(90001, 'admin: you cannot remove your own admin rights.'));
    }
    const { admin: isAdmin, ...rest } = extra.extras;
    const saved = { ...target, ...person.fields, ...rest, ...(isAdmin === undefined ? {} : { admin: isAdmin }) };
    if ((await repositories().users.save(saved)) === 'emailTaken') return response(200).json(fail(10302, 'This e-mail is already used by another user.'));
    return response(200).json(ok(toUser(saved), 'Save successfully'));
  }),

  operation.post('/user/updateStatus', async ({ request, response }) => {
    const action = await adminActionOnUser(request);
    if ('refused' in action) return response.untyped(action.refused);
    const { admin, body, target } = action;
    const status = userStatusValues.find((v) => v === body.status);
    if (!status) return response(200).json(fail(90001, `status: use ${eitherOf(userStatusValues)}.`));
    if (target.id === admin.id) return response(200).json(fail(90001, 'id: you cannot change the status of your own account.'));
    const saved = { ...target, status };
    await repositories().users.save(saved);
    // A deactivated user is signed out everywhere at once.
    if (status === 'UNACTIVE') await revokeUserTokens(target.id);
    return response(200).json(ok(toUser(saved), 'Save successfully'));
  }),
];
