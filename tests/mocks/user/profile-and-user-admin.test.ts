import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER } from '../../../mocks/store/users.store';
import { call, signIn, tokenFor } from './call-api';

const profile = { firstName: 'Samuel', lastName: 'Shipper', email: 'sam.shipper@example.com', phone: '+15625550199', phoneCountry: 'US', extension: '7' };

describe('POST /user/save', () => {
  it("saves the signed-in user's profile, seen by /user/current and by sign-in with the new e-mail", async () => {
    const token = tokenFor(DEMO_USER.shipper);
    const { body } = await call('POST', '/user/save', { token, json: profile });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject(profile);
    const current = await call('GET', '/user/current', { token });
    expect(current.body.data).toMatchObject({ firstName: 'Samuel', email: 'sam.shipper@example.com', extension: '7' });
    await signIn('sam.shipper@example.com', DEMO_PASSWORD);
  });

  it('answers 10302 for an e-mail used by another user, but accepts the own e-mail', async () => {
    const token = tokenFor(DEMO_USER.shipper);
    expect((await call('POST', '/user/save', { token, json: { ...profile, email: 'admin@example.com' } })).body.code).toBe(10302);
    expect((await call('POST', '/user/save', { token, json: { ...profile, email: 'shipper@example.com' } })).body.success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'phone', 'email'])('answers 90001 naming %s when it is left empty (required by the account setting)', async (field) => {
    const { body } = await call('POST', '/user/save', { token: tokenFor(DEMO_USER.shipper), json: { ...profile, [field]: '' } });
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(new RegExp(`^${field}:`));
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/user/save', { json: profile })).status).toBe(401);
  });
});

describe('POST /user/update', () => {
  const edit = { id: 'USR-ACME-1', firstName: 'Edited', lastName: 'Person', email: 'edited.person@acme.example.com', phone: '+15625551234', phoneCountry: 'US', client: 'Retail', tag: 'VIP', level: 'GOLD', admin: true };

  it('lets the company admin edit a user of the company', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const { body } = await call('POST', '/user/update', { token, json: edit });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ id: 'USR-ACME-1', firstName: 'Edited', tag: 'VIP', level: 'GOLD', admin: true, role: 'BUYER' });
    const list = await call('GET', '/company/getUsers', { token, query: { keyword: 'edited.person' } });
    expect(list.body.data.list.map((u: { id: string }) => u.id)).toEqual(['USR-ACME-1']);
  });

  it('answers 10303 for a user who is not a company admin', async () => {
    expect((await call('POST', '/user/update', { token: tokenFor(DEMO_USER.shipper), json: edit })).body.code).toBe(10303);
  });

  it('answers 10301 for an admin whose company does not allow user management', async () => {
    const { body } = await call('POST', '/user/update', { token: tokenFor(DEMO_USER.nordicShipper), json: { ...edit, id: 'USR-NORDIC-1' } });
    expect(body.code).toBe(10301);
  });

  it('answers 90001 for a user of another company, and 10302 for an e-mail in use', async () => {
    const token = tokenFor(DEMO_USER.admin);
    expect((await call('POST', '/user/update', { token, json: { ...edit, id: DEMO_USER.forwarder } })).body.code).toBe(90001);
    expect((await call('POST', '/user/update', { token, json: { ...edit, email: 'forwarder@example.com' } })).body.code).toBe(10302);
  });

  it('does not let an admin remove their own admin rights', async () => {
    const token = tokenFor(DEMO_USER.admin);
    const { body } = await call('POST', '/user/update', {
      token, json: { id: DEMO_USER.admin, firstName: 'Alex', lastName: 'Admin', email: 'admin@example.com', phone: '+15625550102', phoneCountry: 'US', admin: false },
    });
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(/^admin:/);
  });
});

describe('POST /user/updateStatus', () => {
  it('deactivates a user at once (their session ends, sign-in says not active) and reactivates them', async () => {
    const admin = tokenFor(DEMO_USER.admin);
    const shipper = await signIn('shipper@example.com', DEMO_PASSWORD);
    const off = await call('POST', '/user/updateStatus', { token: admin, json: { id: DEMO_USER.shipper, status: 'UNACTIVE' } });
    expect(off.body.data).toMatchObject({ id: DEMO_USER.shipper, status: 'UNACTIVE' });
    expect((await call('GET', '/user/current', { token: shipper.access_token })).status).toBe(401);
    expect((await call('POST', '/user/login', { form: { email: 'shipper@example.com', password: DEMO_PASSWORD } })).body.code).toBe(10004);

    const on = await call('POST', '/user/updateStatus', { token: admin, json: { id: DEMO_USER.shipper, status: 'ACTIVE' } });
    expect(on.body.data.status).toBe('ACTIVE');
    await signIn('shipper@example.com', DEMO_PASSWORD);
  });

  it('answers 10303 for a non-admin, 10301 where management is off, 90001 for the own account or a bad status', async () => {
    expect((await call('POST', '/user/updateStatus', { token: tokenFor(DEMO_USER.shipper), json: { id: 'USR-ACME-1', status: 'UNACTIVE' } })).body.code).toBe(10303);
    expect((await call('POST', '/user/updateStatus', { token: tokenFor(DEMO_USER.nordicShipper), json: { id: 'USR-NORDIC-1', status: 'UNACTIVE' } })).body.code).toBe(10301);
    const admin = tokenFor(DEMO_USER.admin);
    expect((await call('POST', '/user/updateStatus', { token: admin, json: { id: DEMO_USER.admin, status: 'UNACTIVE' } })).body.code).toBe(90001);
    expect((await call('POST', '/user/updateStatus', { token: admin, json: { id: 'USR-ACME-1', status: 'DISABLED' } })).body.code).toBe(90001);
  });
});
