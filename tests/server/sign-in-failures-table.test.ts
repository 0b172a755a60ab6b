/**
 * Failed sign-ins in a table of their own on the server (server/db/sign-in-failures.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: each wrong password is kept in the
 * account's row, a right one clears it, five close sign-in also across a restart, a wrong password on one
 * account drops the others' stale rows, and a server of before's JSON rows are moved in at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SIGN_IN_FAILURE_LIMIT } from '../../domain/sign-in-attempt-limits';
import { DEMO_USER, SIGN_IN_FAILURES_SLICE } from '../../mocks/store/users.store';
import { signInFailures, storeRecords, storeSlices } from '../../server/db/schema';
import { loginRequest } from './api-server';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('sign-in-failures-table');
const db = () => server.database.db;
const row = async (userId: string) => (await db().select().from(signInFailures).where(eq(signInFailures.userId, userId)))[0];
const signIn = async (email: string, password?: string) =>
  ((await (await server.request('/user/login', loginRequest(email, password))).json()) as { code: number }).code;

test('a new database keeps the failures in the table, none among the store records', async () => {
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, SIGN_IN_FAILURES_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, SIGN_IN_FAILURES_SLICE))).toEqual([{ kind: 'table' }]);
});

test('each wrong password is kept in the account\'s row, and the right one clears it', async () => {
  expect(await signIn('admin@example.com', 'Wrong-1')).toBe(10001);
  expect(await signIn('admin@example.com', 'Wrong-2')).toBe(10001);
  const kept = await row(DEMO_USER.admin);
  const failures = JSON.parse(kept!.failures) as number[];
  expect(failures).toHaveLength(2);
  expect(kept!.lastAt).toBe(Math.max(...failures));
  expect(await signIn('admin@example.com')).toBe(200);
  expect(await row(DEMO_USER.admin)).toBeUndefined();
}, 60_000);

test('five wrong passwords close sign-in, even with the right one and after a restart', async () => {
  for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) expect(await signIn('forwarder@example.com', `Wrong-${i}`)).toBe(10001);
  expect(await signIn('forwarder@example.com')).toBe(10005);
  expect(await server.restart()).toEqual({ created: false });
  expect(await signIn('forwarder@example.com')).toBe(10005);
}, 60_000);

test('a wrong password drops the other accounts\' stale rows', async () => {
  await db().insert(signInFailures).values({ userId: DEMO_USER.nordicShipper, failures: JSON.stringify([1_000]), lastAt: 1_000 });
  expect(await signIn('shipper@example.com', 'Wrong')).toBe(10001);
  expect(await row(DEMO_USER.nordicShipper)).toBeUndefined();
  expect(await row(DEMO_USER.shipper)).toBeDefined();
}, 60_000);

test('failures a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const at = Date.now() - 60_000;
  await db().delete(signInFailures);
  await db().insert(storeRecords).values({ slice: SIGN_IN_FAILURES_SLICE, key: DEMO_USER.invited, position: 0, data: JSON.stringify([at]), version: 1 });
  await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, SIGN_IN_FAILURES_SLICE));
  await server.restart();
  expect(await row(DEMO_USER.invited)).toMatchObject({ lastAt: at });
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, SIGN_IN_FAILURES_SLICE))).toEqual([]);
}, 60_000);
