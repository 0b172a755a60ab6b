/**
 * Users and companies in tables of their own on the server (server/db/users.table.ts, companies.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the tables on a new
 * database; a sign-up, a profile, an admin's edits and a company's new name are rows when the answer comes and
 * survive a restart; an e-mail is one account's whatever its case; a renamed company is named so in the
 * shipment list and in a new search's quotes; a request whose user and company were read since the last write
 * asks no query; the start's rehash of the seed's passwords writes the rows; a server of before's JSON rows are
 * moved in at start.
 */
import { eq, like, sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { plainPasswordHasher, usePasswordHasher } from '../../mocks/password-hasher';
import { repositories } from '../../mocks/store/repositories';
import { COMPANIES_SLICE, COMPANY, DEMO_USER, lastAccountMail, rehashPlainPasswords, USERS_SLICE, users as seededUsers } from '../../mocks/store/users.store';
import { scryptPasswordHasher } from '../../server/scrypt-password-hasher';
import { companies, storeRecords, storeSlices, users } from '../../server/db/schema';
import { lclShanghaiToLosAngeles } from '../mocks/quote/quote-fixtures';
import { signInThrough } from './api-server';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('users-and-companies-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const companyRow = async (id: string) => (await db().select().from(companies).where(eq(companies.id, id)))[0];
const stored = async (id: string) => JSON.parse((await userRow(id))!.data);

const person = { firstName: 'Ada', lastName: 'Byron', email: 'ada@analytical.example.com', phone: '+14155550188', phoneCountry: 'US', extension: '' };

/** A not-a-robot challenge, solved. */
async function solved(): Promise<{ captchaId: string; captchaAnswer: string }> {
  const { body } = await call('GET', '/captcha/challenge', null);
  const [, a, b] = /^(\d+) \+ (\d+)$/.exec(body.data.question)!;
  return { captchaId: body.data.captchaId, captchaAnswer: String(Number(a) + Number(b)) };
}

test('a new database has the seeded users and companies in the tables, and none among the store records', async () => {
  expect((await db().select({ id: users.id }).from(users)).map((r) => r.id).sort()).toEqual(seededUsers().map((u) => u.id).sort());
  expect(await companyRow(COMPANY.acme)).toMatchObject({ site: 'acme.example.com' });
  for (const slice of [USERS_SLICE, COMPANIES_SLICE]) {
    expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, slice)), slice).toEqual([]);
    expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, slice)), slice).toEqual([{ kind: 'table' }]);
  }
  expect(await userRow(DEMO_USER.shipper)).toMatchObject({ companyId: COMPANY.acme, emailKey: 'shipper@example.com' });
});

test('a sign-up is a user and a company row; the activation, a profile and an admin\'s edits follow; a restart keeps them', async () => {
  const signedUp = await call('POST', '/user/signup', null, { ...person, ...(await solved()) });
  expect(signedUp.body.code).toBe(200);
  const [row] = await db().select().from(users).where(eq(users.emailKey, person.email));
  expect(row).toBeDefined();
  const user = JSON.parse(row!.data);
  expect(user).toMatchObject({ status: 'UNACTIVE', admin: true, password: '' });
  expect(await companyRow(user.companyId)).toMatchObject({ site: null });

  const link = lastAccountMail(person.email, 'ACTIVATION');
  expect(link, 'the in-process server keeps the outbox').toBeDefined();
  const reset = await call('POST', '/user/password/reset', null, { email: person.email, resetToken: link!.secret, newPassword: 'Engine1843' });
  expect(reset.body.code).toBe(200);
  expect(await stored(user.id)).toMatchObject({ status: 'ACTIVE', temporaryPassword: false });

  const activated = await signInThrough((path, init) => server.request(path.replace(/^\/api/, ''), init), person.email, 'Engine1843');
  expect(activated.user).toMatchObject({ email: person.email, companyId: user.companyId, companyName: 'Ada Byron' });

  const admin = await signIn('admin@example.com');
  const edited = await call('POST', '/user/update', admin, {
    id: DEMO_USER.shipper, firstName: 'Samantha', lastName: 'Shipper', email: 'shipper@example.com', phone: '+15625550101', phoneCountry: 'US', tag: 'VIP',
  });
  expect(edited.body.code).toBe(200);
  expect(await stored(DEMO_USER.shipper)).toMatchObject({ firstName: 'Samantha', tag: 'VIP' });

  const taken = await call('POST', '/user/update', admin, {
    id: DEMO_USER.shipper, firstName: 'Samantha', lastName: 'Shipper', email: 'ADMIN@example.com', phone: '+15625550101', phoneCountry: 'US',
  });
  expect(taken.body.code, 'an e-mail is one account\'s, whatever its case').toBe(10302);
  expect(await stored(DEMO_USER.shipper)).toMatchObject({ email: 'shipper@example.com' });

  expect(await restart()).toEqual({ created: false });
  const shipper = await signIn('shipper@example.com');
  expect((await call('GET', '/user/current', shipper)).body.data).toMatchObject({ firstName: 'Samantha', companyName: 'Acme Home Goods Inc.' });
  expect(await stored(user.id)).toMatchObject({ status: 'ACTIVE' });
}, 60_000);

test('a company\'s new name is its row, and the shipment list and a new search name it so', async () => {
  const forwarder = await signIn('forwarder@example.com');
  const renamed = await call('POST', '/company/update', forwarder, {
    legalName: 'Pacific Bridge Global Ltd.', address: '88 Queensway', additionalAddress: 'Tower 2, 18/F', city: 'Hong Kong', state: '', country: 'HK', zip: '999077',
  });
  expect(renamed.body.code).toBe(200);
  expect(JSON.parse((await companyRow(COMPANY.pacific))!.data)).toMatchObject({ legalName: 'Pacific Bridge Global Ltd.', config: { domain: 'pacific.example.com' } });

  const shipper = await signIn('shipper@example.com');
  const searched = await call('POST', '/quote/search', shipper, lclShanghaiToLosAngeles());
  const names = new Set((searched.body.data.list as { forwarder: { companyId: string; name: string } }[]).filter((q) => q.forwarder.companyId === COMPANY.pacific).map((q) => q.forwarder.name));
  expect(names).toEqual(new Set(['Pacific Bridge Global Ltd.']));

  const admin = await signIn('admin@example.com');
  const acme = await call('POST', '/company/update', admin, {
    legalName: 'Acme Home & Garden Inc.', address: '1200 Harbor Blvd', additionalAddress: 'Suite 400', city: 'Long Beach', state: 'CA', country: 'US', zip: '90802',
  });
  expect(acme.body.code).toBe(200);
  const list = await call('POST', '/shipment/list', forwarder, { pageNumber: 0, pageSize: 50 });
  const buyers = new Set((list.body.data.list as { buyerName: string }[]).map((s) => s.buyerName));
  expect(buyers).toContain('Acme Home & Garden Inc.');
  expect(buyers).not.toContain('Acme Home Goods Inc.');

  // The look of a site comes from the row too.
  const look = await call('GET', '/company/getSystemSettings?domain=pacific.example.com', null);
  expect(look.body.data).toMatchObject({ skinTheme: 'purple-theme', allowRegister: false });
}, 60_000);

test('a request whose user and company were read since the last write asks no query', async () => {
  const token = await signIn('forwarder@example.com');
  expect((await call('GET', '/user/current', token)).status).toBe(200);
  expect((await call('GET', '/company/current', token)).status).toBe(200);
  const selects = vi.spyOn(server.database.db, 'select');
  for (const path of ['/user/current', '/company/current', '/company/getSystemSettings']) expect((await call('GET', path, token)).status, path).toBe(200);
  expect(selects).not.toHaveBeenCalled();
  selects.mockRestore();
}, 60_000);

test('the start\'s rehash of the seed\'s plain passwords writes the rows, and the demo accounts sign in with the hash', async () => {
  usePasswordHasher(scryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }));
  try {
    const plain = (await db().select({ id: users.id }).from(users).where(like(sql`${users.data}->>'password'`, 'plain$%'))).length;
    expect(plain).toBeGreaterThan(10);
    expect(await server.persistence.change(() => rehashPlainPasswords(repositories().users))).toBe(plain);
    expect(await db().select({ id: users.id }).from(users).where(like(sql`${users.data}->>'password'`, 'plain$%'))).toEqual([]);
    expect((await stored(DEMO_USER.forwarder)).password).toMatch(/^scrypt\$/);
    await signIn('forwarder@example.com');
    expect(await server.persistence.change(() => rehashPlainPasswords(repositories().users)), 'once').toBe(0);
  } finally {
    usePasswordHasher(plainPasswordHasher);
  }
}, 60_000);

test('users and companies a server of before kept as JSON rows of the store are moved into the tables at start', async () => {
  const olderUser = { ...seededUsers().find((u) => u.id === DEMO_USER.forwarder)!, firstName: 'Kept', password: 'plain$Passw0rd!' };
  const olderCompany = { id: 'CMP-OLDER', kind: 'BUYER', legalName: 'Kept as JSON Ltd.', address: '', additionalAddress: '', city: '', state: '', country: 'GB', zip: '', config: { domain: 'older.example.com' } };
  await db().delete(users);
  await db().delete(companies);
  await db().insert(storeRecords).values([
    { slice: USERS_SLICE, key: olderUser.id, position: 0, data: JSON.stringify(olderUser), version: 1 },
    { slice: COMPANIES_SLICE, key: olderCompany.id, position: 0, data: JSON.stringify(olderCompany), version: 1 },
  ]);
  for (const slice of [USERS_SLICE, COMPANIES_SLICE]) await db().update(storeSlices).set({ kind: 'array' }).where(eq(storeSlices.name, slice));

  await restart();
  expect(await stored(DEMO_USER.forwarder)).toMatchObject({ firstName: 'Kept' });
  expect(await companyRow('CMP-OLDER')).toMatchObject({ site: 'older.example.com' });
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, USERS_SLICE))).toEqual([]);
  expect(await db().select({ id: users.id }).from(users)).toEqual([{ id: DEMO_USER.forwarder }]);
}, 60_000);
