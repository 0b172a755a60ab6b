/**
 * The embedded backend's company user rules (docs/decisions/016, 135): the admin filter of
 * GET /company/getUsers, and the self-protection that keeps every company with an active admin: an
 * admin cannot demote, deactivate or reset themselves, while any other admin may be changed by one.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USER, users } from '../../../mocks/store/users.store';
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
