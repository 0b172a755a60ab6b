/**
 * The embedded backend's company user rules (docs/decisions/016, 135): the admin filter of
 * GET /company/getUsers, and the self-protection that keeps every company with an active admin: an
 * admin cannot demote, deactivate or reset themselves, while any other admin may be changed by one;
 * and the temporary password each invitation and reset answers once and e-mails (docs/decisions/211, 218).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER, lastAccountMail, TEMPORARY_PASSWORD, users } from '../../../mocks/store/users.store';
import { passwordProblem } from '../../../mocks/operations/user.operations';
import { newPasswordRule } from '../../../machines/auth-rules';
import { call, tokenFor } from '../user/call-api';

const acmeAdminsActive = () => users().filter((u) => u.companyId === 'CMP-ACME' && u.admin && u.status === 'ACTIVE').map((u) => u.id);
const asInput = (id: string) => {
  const u = users().find((x) => x.id === id)!;
  return { id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, phoneCountry: u.phoneCountry, extension: u.extension };
};

describe('GET /company/getUsers, admin filter', () => {
  it('lists the admins only with admin=true, the others with admin=false', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const admins = await call('GET', '/company/getUsers', { token, query: { admin: 'true', pageSize: 100 } });
    expect(admins.body.data.list.map((u: { id: string }) => u.id)).toEqual([DEMO_USER.admin]);
    const others = await call('GET', '/company/getUsers', { token, query: { admin: 'false', status: 'UNACTIVE', pageSize: 100 } });
    expect(others.body.data.list.length).toBeGreaterThan(0);
    for (const u of others.body.data.list) expect(u).toMatchObject({ admin: false, status: 'UNACTIVE' });
  });

  it('answers 400 for an admin filter that is neither true nor false', async () => {
    const { status } = await call('GET', '/company/getUsers', { token: tokenFor(DEMO_USER.admin), query: { admin: 'yes' } });
    expect(status).toBe(400);
  });
});

describe('a company always keeps an active admin', () => {
  it('refuses every self-demotion, self-deactivation and self-reset with 90001', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const demote = await call('POST', '/user/update', { token, json: { ...asInput(DEMO_USER.admin), admin: false } });
    expect(demote.body).toMatchObject({ success: false, code: 90001 });
    expect(demote.body.message).toMatch(/^admin:/);
    const deactivate = await call('POST', '/user/updateStatus', { token, json: { id: DEMO_USER.admin, status: 'UNACTIVE' } });
    expect(deactivate.body).toMatchObject({ success: false, code: 90001 });
    const reset = await call('POST', '/company/resetUserPassword', { token, json: { id: DEMO_USER.admin } });
    expect(reset.body).toMatchObject({ success: false, code: 90001 });
    expect(acmeAdminsActive()).toEqual([DEMO_USER.admin]);
  });

  it('lets a second admin demote and deactivate the first, and then refuses the same to the one left', async () => {
    const alex = tokenFor(DEMO_USER.admin);
    const promoted = await call('POST', '/user/update', { token: alex, json: { ...asInput(DEMO_USER.shipper), admin: true } });
    expect(promoted.body.data).toMatchObject({ id: DEMO_USER.shipper, admin: true });

    const sam = tokenFor(DEMO_USER.shipper);
    expect((await call('POST', '/user/update', { token: sam, json: { ...asInput(DEMO_USER.admin), admin: false } })).body.data.admin).toBe(false);
    expect((await call('POST', '/user/updateStatus', { token: sam, json: { id: DEMO_USER.admin, status: 'UNACTIVE' } })).body.data.status).toBe('UNACTIVE');
    expect(acmeAdminsActive()).toEqual([DEMO_USER.shipper]);

    // The last active admin cannot leave the company without one.
    expect((await call('POST', '/user/update', { token: sam, json: { ...asInput(DEMO_USER.shipper), admin: false } })).body.code).toBe(90001);
    expect((await call('POST', '/user/updateStatus', { token: sam, json: { id: DEMO_USER.shipper, status: 'UNACTIVE' } })).body.code).toBe(90001);
    expect(acmeAdminsActive()).toEqual([DEMO_USER.shipper]);
  });
});

describe('temporary passwords of invitations and resets (docs/decisions/211)', () => {
  const admin = () => tokenFor(DEMO_USER.admin);
  const person = (email: string) => ({ firstName: 'Tia', lastName: 'Temp', email, phone: '+15625550166', phoneCountry: 'US' });
  const login = (email: string, password: string) => call('POST', '/user/login', { form: { email, password } });
  const FORMAT = /^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/;

  it('answers each invitation its own temporary password, which meets the password rule and asks for a new one at sign-in', async () => {
    const first = await call('POST', '/company/createUser', { token: admin(), json: person('tia.one@acme.example.com') });
    const second = await call('POST', '/company/createUser', { token: admin(), json: person('tia.two@acme.example.com') });
    const [one, two] = [first.body.data.temporaryPassword, second.body.data.temporaryPassword] as string[];
    expect(one).toMatch(FORMAT);
    expect(two).toMatch(FORMAT);
    expect(one).not.toBe(two);
    for (const password of [one!, two!]) {
      expect(passwordProblem('newPassword', password)).toBeNull();
      expect(newPasswordRule(password)).toBeNull();
    }
    expect((await login('tia.one@acme.example.com', one!)).body.data).toMatchObject({ mustResetPassword: true });
    // Another invitation's password, or the seed's documented one, opens nothing.
    expect((await login('tia.one@acme.example.com', two!)).body.code).toBe(10001);
    expect((await login('tia.one@acme.example.com', TEMPORARY_PASSWORD)).body.code).toBe(10001);
  });

  it("answers a client company's first user a temporary password of their own", async () => {
    const party = {
      company: { legalName: 'Tide Traders', address: '2 Dock St', city: 'Oakland', country: 'US', zip: '94607' },
      user: person('tia@tide.example.com'),
    };
    const { body } = await call('POST', '/company/createPartyAndUser', { token: tokenFor(DEMO_USER.forwarder), json: party });
    expect(body.data.temporaryPassword).toMatch(FORMAT);
    expect(lastAccountMail('tia@tide.example.com', 'INVITATION')).toMatchObject({ secret: body.data.temporaryPassword });
    expect((await login('tia@tide.example.com', TEMPORARY_PASSWORD)).body.code).toBe(10001);
    expect((await login('tia@tide.example.com', body.data.temporaryPassword)).body.data).toMatchObject({ mustResetPassword: true });
  });

  it('a reset answers a new one and ends the old password, whether chosen or temporary', async () => {
    const invited = await call('POST', '/company/createUser', { token: admin(), json: person('tia.reset@acme.example.com') });
    const id = invited.body.data.user.id as string;
    const first = await call('POST', '/company/resetUserPassword', { token: admin(), json: { id } });
    const second = await call('POST', '/company/resetUserPassword', { token: admin(), json: { id } });
    const passwords = [invited.body.data.temporaryPassword, first.body.data.temporaryPassword, second.body.data.temporaryPassword];
    expect(new Set(passwords).size).toBe(3);
    // Each reset e-mails the user the new password, in the invitation's words.
    expect(lastAccountMail('tia.reset@acme.example.com', 'INVITATION')).toMatchObject({ secret: passwords[2] });
    expect((await login('tia.reset@acme.example.com', passwords[0])).body.code).toBe(10001);
    expect((await login('tia.reset@acme.example.com', passwords[1])).body.code).toBe(10001);
    expect((await login('tia.reset@acme.example.com', passwords[2])).body.data).toMatchObject({ mustResetPassword: true });

    const shipper = await call('POST', '/company/resetUserPassword', { token: admin(), json: { id: DEMO_USER.shipper } });
    expect((await login('shipper@example.com', DEMO_PASSWORD)).body.code).toBe(10001);
    expect((await login('shipper@example.com', TEMPORARY_PASSWORD)).body.code).toBe(10001);
    expect((await login('shipper@example.com', shipper.body.data.temporaryPassword)).body.data).toMatchObject({ mustResetPassword: true });
  });

  it('the seeded invited user keeps the documented temporary password', async () => {
    expect((await login('invited@example.com', TEMPORARY_PASSWORD)).body.data).toMatchObject({ mustResetPassword: true });
  });
});
