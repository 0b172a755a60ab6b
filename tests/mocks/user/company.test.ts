import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER, findCompany, lastAccountMail, users } from '../../../mocks/store/users.store';
import { call, signIn, tokenFor } from './call-api';

describe('GET /company/getSystemSettings', () => {
  it("answers the platform's config without a token or a known domain", async () => {
    const plain = await call('GET', '/company/getSystemSettings');
    expect(plain.body.data).toMatchObject({ skinTheme: 'green-theme', domain: 'localhost', allowRegister: true, loadingLogoUrl: '/img/loading.svg' });
    const unknown = await call('GET', '/company/getSystemSettings', { query: { domain: 'elsewhere.example.org' } });
    expect(unknown.body.data).toEqual(plain.body.data);
  });

  it("answers the config of the company whose domain matches, case and port ignored", async () => {
    const { body } = await call('GET', '/company/getSystemSettings', { query: { domain: 'ACME.example.com:4173' } });
    expect(body.data).toMatchObject({ skinTheme: 'blue-theme', domain: 'acme.example.com', headerLogoUrl: '/img/logos/acme-header.svg' });
    const pacific = await call('GET', '/company/getSystemSettings', { query: { domain: 'pacific.example.com' } });
    expect(pacific.body.data).toMatchObject({ skinTheme: 'purple-theme', allowRegister: false });
  });

  it("answers the signed-in user's company config, whatever the domain", async () => {
    const { body } = await call('GET', '/company/getSystemSettings', { token: tokenFor(DEMO_USER.forwarder), query: { domain: 'acme.example.com' } });
    expect(body.data.skinTheme).toBe('purple-theme');
    const nordic = await call('GET', '/company/getSystemSettings', { token: tokenFor(DEMO_USER.nordicShipper) });
    expect(nordic.body.data.allowManageUser).toBe(false);
  });

  it('ignores an expired or forged token instead of refusing (the call is public)', async () => {
    const { status, body } = await call('GET', '/company/getSystemSettings', { token: 'forged', query: { domain: 'acme.example.com' } });
    expect(status).toBe(200);
    expect(body.data.skinTheme).toBe('blue-theme');
  });
});

describe('GET /company/getUsers', () => {
  it("lists the admin's company users only, newest first, with paging", async () => {
    const token = tokenFor(DEMO_USER.admin);
    const acme = users().filter((u) => u.companyId === 'CMP-ACME');
    const first = await call('GET', '/company/getUsers', { token, query: { pageNumber: 0, pageSize: 5 } });
    expect(first.body.data.total).toBe(acme.length);
    expect(first.body.data.list).toHaveLength(5);
    const second = await call('GET', '/company/getUsers', { token, query: { pageNumber: 1, pageSize: 5 } });
    const all = [...first.body.data.list, ...second.body.data.list];
    expect(new Set(all.map((u: { id: string }) => u.id)).size).toBe(Math.min(10, acme.length));
    const dates = all.map((u: { createdAt: string }) => u.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.every((u: { email: string }) => acme.some((a) => a.email === u.email))).toBe(true);
  });

  it('filters by keyword (name or e-mail) and by status', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const byName = await call('GET', '/company/getUsers', { token, query: { keyword: 'sam shipper' } });
    expect(byName.body.data.list.map((u: { email: string }) => u.email)).toEqual(['shipper@example.com']);
    const inactive = await call('GET', '/company/getUsers', { token, query: { status: 'UNACTIVE', pageSize: 100 } });
    expect(inactive.body.data.list.length).toBeGreaterThan(0);
    expect(inactive.body.data.list.every((u: { status: string }) => u.status === 'UNACTIVE')).toBe(true);
    expect(inactive.body.data.list.some((u: { email: string }) => u.email === 'inactive@example.com')).toBe(true);
  });

  it('answers 10303 for a user who is not an admin', async () => {
    expect((await call('GET', '/company/getUsers', { token: tokenFor(DEMO_USER.shipper) })).body.code).toBe(10303);
  });
});

const newUser = { firstName: 'Nora', lastName: 'New', email: 'nora.new@acme.example.com', phone: '+15625550777', phoneCountry: 'US', tag: 'New' };

describe('POST /company/createUser', () => {
  it('adds an invited user who must replace the temporary password at first sign-in', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const { body } = await call('POST', '/company/createUser', { token, json: newUser });
    expect(body.data).toMatchObject({ user: { email: newUser.email, role: 'BUYER', admin: false, status: 'ACTIVE', temporaryPassword: true } });
    // The embedded backend's outbox holds the invitation e-mail, which carries the password the answer gave.
    expect(lastAccountMail(newUser.email, 'INVITATION')).toMatchObject({ secret: body.data.temporaryPassword });

    const listed = await call('GET', '/company/getUsers', { token, query: { keyword: 'nora' } });
    expect(listed.body.data.list[0]).toMatchObject({ email: newUser.email, temporaryPassword: true });

    const login = await call('POST', '/user/login', { form: { email: newUser.email, password: body.data.temporaryPassword } });
    expect(login.body.data.mustResetPassword).toBe(true);
  });

  it('two invitations of one e-mail at once add one user: the other is told the e-mail is in use', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const answers = await Promise.all([
      call('POST', '/company/createUser', { token, json: newUser }),
      call('POST', '/company/createUser', { token, json: { ...newUser, email: ` ${newUser.email.toUpperCase()} ` } }),
    ]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([200, 10302]);
    expect(users().filter((u) => u.email.toLowerCase() === newUser.email.toLowerCase())).toHaveLength(1);
  });

  it('answers 10302 for an e-mail in use, 10303 for a non-admin, 10301 where management is off, 90001 for a missing phone', async () => {
    expect((await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.admin), json: { ...newUser, email: 'shipper@example.com' } })).body.code).toBe(10302);
    expect((await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.shipper), json: newUser })).body.code).toBe(10303);
    expect((await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.nordicShipper), json: newUser })).body.code).toBe(10301);
    const noPhone = await call('POST', '/company/createUser', { token: tokenFor(DEMO_USER.admin), json: { ...newUser, phone: '' } });
    expect(noPhone.body.code).toBe(90001);
    expect(noPhone.body.message).toMatch(/^phone:/);
  });
});

describe('POST /company/createPartyAndUser', () => {
  const party = {
    company: { legalName: 'Harbor Lights LLC', address: '9 Pier Rd', additionalAddress: 'Unit 3', city: 'Oakland', state: 'CA', country: 'US', zip: '94607' },
    user: { firstName: 'Pat', lastName: 'Party', email: 'pat@harborlights.example.com', phone: '+15105550100', phoneCountry: 'US' },
  };

  it('lets a seller admin create a client company whose first user administers it', async () => {
    const { body } = await call('POST', '/company/createPartyAndUser', { token: tokenFor(DEMO_USER.forwarder), json: party });
    expect(body.data.company).toMatchObject({ legalName: 'Harbor Lights LLC', kind: 'BUYER', city: 'Oakland', zip: '94607' });
    expect(body.data.user).toMatchObject({ email: 'pat@harborlights.example.com', admin: true, role: 'BUYER', temporaryPassword: true });
    expect(findCompany(body.data.company.id)?.clientOf).toBe('CMP-PACIFIC');

    const login = await call('POST', '/user/login', { form: { email: party.user.email, password: body.data.temporaryPassword } });
    await call('POST', '/user/password/reset', { json: { email: party.user.email, resetToken: login.body.data.resetToken, newPassword: 'Harbor2026' } });
    const session = await signIn(party.user.email, 'Harbor2026');
    const company = await call('GET', '/company/current', { token: session.access_token });
    expect(company.body.data).toMatchObject({ id: body.data.company.id, legalName: 'Harbor Lights LLC' });
  });

  it('answers 10303 for an admin of a buyer company, 90001 naming a missing company field, 10302 for an e-mail in use', async () => {
    expect((await call('POST', '/company/createPartyAndUser', { token: tokenFor(DEMO_USER.admin), json: party })).body.code).toBe(10303);
    const token = tokenFor(DEMO_USER.forwarder);
    const noCity = await call('POST', '/company/createPartyAndUser', { token, json: { ...party, company: { ...party.company, city: '' } } });
    expect(noCity.body.code).toBe(90001);
    expect(noCity.body.message).toMatch(/^company\.city:/);
    const taken = await call('POST', '/company/createPartyAndUser', { token, json: { ...party, user: { ...party.user, email: 'admin@example.com' } } });
    expect(taken.body.code).toBe(10302);
  });
});

describe('POST /company/resetUserPassword', () => {
  it("gives the user a new temporary password, ends their sessions, and records the invitation", async () => {
    const shipper = await signIn('shipper@example.com', DEMO_PASSWORD);
    const { body } = await call('POST', '/company/resetUserPassword', { token: tokenFor(DEMO_USER.admin), json: { id: DEMO_USER.shipper } });
    expect(body.data).toMatchObject({ user: { id: DEMO_USER.shipper, temporaryPassword: true } });
    expect((await call('GET', '/user/current', { token: shipper.access_token })).status).toBe(401);
    expect((await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: DEMO_PASSWORD } })).body.code).toBe(10001);
    const temp = await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: body.data.temporaryPassword } });
    expect(temp.body.data.mustResetPassword).toBe(true);
    expect(lastAccountMail('shipper@example.com', 'INVITATION')).toMatchObject({ secret: body.data.temporaryPassword });
  });

  it('answers 90001 for the own account or another company user, 10303 for a non-admin', async () => {
    const admin = tokenFor(DEMO_USER.admin);
    expect((await call('POST', '/company/resetUserPassword', { token: admin, json: { id: DEMO_USER.admin } })).body.code).toBe(90001);
    expect((await call('POST', '/company/resetUserPassword', { token: admin, json: { id: DEMO_USER.forwarder } })).body.code).toBe(90001);
    expect((await call('POST', '/company/resetUserPassword', { token: tokenFor(DEMO_USER.shipper), json: { id: 'USR-ACME-1' } })).body.code).toBe(10303);
  });
});

describe('GET /company/current and POST /company/update', () => {
  const fields = { legalName: 'Acme Home Goods LLC', address: '1300 Harbor Blvd', additionalAddress: '', city: 'Long Beach', state: 'CA', country: 'US', zip: '90803' };

  it('shows the company and lets its admin update it', async () => {
    const current = await call('GET', '/company/current', { token: tokenFor(DEMO_USER.shipper) });
    expect(current.body.data).toMatchObject({ id: 'CMP-ACME', legalName: 'Acme Home Goods Inc.', kind: 'BUYER', allowManageUser: true });
    const updated = await call('POST', '/company/update', { token: tokenFor(DEMO_USER.admin), json: fields });
    expect(updated.body.data).toMatchObject({ ...fields, id: 'CMP-ACME', kind: 'BUYER' });
    const me = await call('GET', '/user/current', { token: tokenFor(DEMO_USER.shipper) });
    expect(me.body.data.companyName).toBe('Acme Home Goods LLC');
  });

  it('answers 10303 for a non-admin and 90001 naming a missing required field', async () => {
    expect((await call('POST', '/company/update', { token: tokenFor(DEMO_USER.shipper), json: fields })).body.code).toBe(10303);
    for (const key of ['legalName', 'address', 'city', 'country', 'zip']) {
      const { body } = await call('POST', '/company/update', { token: tokenFor(DEMO_USER.admin), json: { ...fields, [key]: '' } });
      expect(body.code).toBe(90001);
      expect(body.message).toMatch(new RegExp(`^${key}:`));
    }
  });
});
