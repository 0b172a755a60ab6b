/**
 * Access, refresh and password reset tokens in a table of their own on the server
 * (server/db/account-tokens.table.ts, docs/decisions/219-area-repositories.md), on PGlite in this process: a
 * sign-in is two rows under the tokens' SHA-256, a refresh spends its row, a sign-out or a deactivation removes
 * the rows and the token is refused at once, expired tokens go at the next sign-in, a restart keeps a session, a
 * token read again at the same store version asks no query; a reset link is a row until the new password spends
 * it; a server of before's JSON rows are moved in at start.
 */
import { and, eq } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { ACCESS_TOKENS_SLICE, REFRESH_TOKENS_SLICE } from '../../mocks/store/sessions.store';
import { DEMO_USER, lastAccountMail, PASSWORD_RESETS_SLICE } from '../../mocks/store/users.store';
import { accountTokens, storeRecords, storeSlices } from '../../server/db/schema';
import { sha256Token } from '../../server/token-digest';
import { signInThrough } from './api-server';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('account-tokens-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const row = async (token: string) => (await db().select().from(accountTokens).where(eq(accountTokens.key, sha256Token(token))))[0];
const tokensOf = async (userId: string) => db().select().from(accountTokens).where(eq(accountTokens.userId, userId));

/** Both tokens of a new session (the kit's signIn gives the access token only). */
const session = (email: string) => signInThrough((path, init) => server.request(path.replace(/^\/api/, ''), init), email);
const current = async (accessToken: string) => (await call('GET', '/user/current', accessToken)).status;
const refresh = async (refreshToken: string) => server.request(`/user/refreshToken?${new URLSearchParams({ refreshToken })}`, { method: 'POST' });

test('a new database keeps the tokens in the table, none among the store records', async () => {
  for (const slice of [ACCESS_TOKENS_SLICE, REFRESH_TOKENS_SLICE, PASSWORD_RESETS_SLICE]) {
    expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, slice)), slice).toEqual([]);
    expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, slice)), slice).toEqual([{ kind: 'table' }]);
  }
});

test('a sign-in is two rows under the tokens\' digests; a refresh spends its row; a restart keeps the session', async () => {
  const signedIn = await session('shipper@example.com');
  const access = await row(signedIn.access_token);
  expect(access).toMatchObject({ kind: 'access', userId: DEMO_USER.shipper, accessKey: null });
  expect(access!.expiresAt).toBeGreaterThan(Date.now());
  expect(await row(signedIn.refresh_token)).toMatchObject({ kind: 'refresh', userId: DEMO_USER.shipper, accessKey: sha256Token(signedIn.access_token) });
  expect(await db().select().from(accountTokens).where(eq(accountTokens.key, signedIn.access_token)), 'no token as sent').toEqual([]);
  expect(await current(signedIn.access_token)).toBe(200);

  const refreshed = await refresh(signedIn.refresh_token);
  expect(refreshed.status).toBe(200);
  const tokens = ((await refreshed.json()) as { data: { access_token: string; refresh_token: string } }).data;
  expect(await row(signedIn.refresh_token), 'spent').toBeUndefined();
  expect(await row(tokens.refresh_token)).toMatchObject({ kind: 'refresh', userId: DEMO_USER.shipper });
  expect((await refresh(signedIn.refresh_token)).status, 'a spent refresh token').toBe(400);

  expect(await restart()).toEqual({ created: false });
  expect(await current(tokens.access_token)).toBe(200);
}, 60_000);

test('a sign-out removes the session\'s rows and its token is refused at once, though it was read a moment before', async () => {
  const signedIn = await session('forwarder@example.com');
  expect(await current(signedIn.access_token)).toBe(200);
  const out = await call('POST', '/user/logout', signedIn.access_token, { refreshToken: signedIn.refresh_token });
  expect(out.body.code).toBe(200);
  expect(await row(signedIn.access_token)).toBeUndefined();
  expect(await row(signedIn.refresh_token)).toBeUndefined();
  expect(await current(signedIn.access_token)).toBe(401);
}, 60_000);

test('a token read again at the same store version asks no query', async () => {
  const signedIn = await session('admin@example.com');
  expect(await current(signedIn.access_token)).toBe(200);
  const selects = vi.spyOn(server.database.db, 'select');
  expect(await current(signedIn.access_token)).toBe(200);
  expect(await current(signedIn.access_token)).toBe(200);
  expect(selects).not.toHaveBeenCalled();
  selects.mockRestore();
}, 60_000);

test('a deactivated user\'s every session goes; expired tokens go at the next sign-in', async () => {
  const admin = await signIn('admin@example.com');
  const first = await session('shipper@example.com');
  const second = await session('shipper@example.com');
  expect((await tokensOf(DEMO_USER.shipper)).length).toBeGreaterThanOrEqual(4);
  const deactivated = await call('POST', '/user/updateStatus', admin, { id: DEMO_USER.shipper, status: 'UNACTIVE' });
  expect(deactivated.body.code).toBe(200);
  expect(await tokensOf(DEMO_USER.shipper)).toEqual([]);
  expect(await current(first.access_token)).toBe(401);
  expect(await current(second.access_token)).toBe(401);
  expect((await call('POST', '/user/updateStatus', admin, { id: DEMO_USER.shipper, status: 'ACTIVE' })).body.code).toBe(200);

  await db().insert(accountTokens).values({ key: 'expired-access', kind: 'access', userId: DEMO_USER.admin, expiresAt: Date.now() - 1_000, accessKey: null });
  await session('admin@example.com');
  expect(await db().select().from(accountTokens).where(and(eq(accountTokens.key, 'expired-access'))), 'dropped').toEqual([]);
}, 60_000);

test('tokens and reset links a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const expiresAt = Date.now() + 600_000;
  await db().delete(accountTokens);
  await db().insert(storeRecords).values([
    { slice: ACCESS_TOKENS_SLICE, key: sha256Token('at.kept-by-before'), position: 0, data: JSON.stringify({ userId: DEMO_USER.forwarder, expiresAt }), version: 1 },
    { slice: REFRESH_TOKENS_SLICE, key: sha256Token('rt.kept-by-before'), position: 0, data: JSON.stringify({ userId: DEMO_USER.forwarder, expiresAt }), version: 1 },
    { slice: PASSWORD_RESETS_SLICE, key: sha256Token('rst.kept-by-before'), position: 0, data: JSON.stringify({ userId: DEMO_USER.forwarder, expiresAt, purpose: 'RESET' }), version: 1 },
  ]);
  for (const slice of [ACCESS_TOKENS_SLICE, REFRESH_TOKENS_SLICE, PASSWORD_RESETS_SLICE]) await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, slice));

  await restart();
  expect(await row('at.kept-by-before')).toMatchObject({ kind: 'access', userId: DEMO_USER.forwarder, expiresAt });
  expect(await row('rt.kept-by-before'), 'a refresh token of before, without the access key').toMatchObject({ kind: 'refresh', accessKey: null });
  expect(await row('rst.kept-by-before')).toMatchObject({ kind: 'reset', userId: DEMO_USER.forwarder, purpose: 'RESET' });
  expect(await current('at.kept-by-before')).toBe(200);
  expect((await refresh('rt.kept-by-before')).status).toBe(200);
}, 60_000);

test('a forgotten password\'s link is a reset row until the new password spends it, and then it opens nothing', async () => {
  const forgot = await call('POST', '/user/password/forget', null, { email: 'nils@nordic.example.com' });
  expect(forgot.body.code).toBe(200);
  const token = lastAccountMail('nils@nordic.example.com', 'PASSWORD_RESET')!.secret;
  expect(await row(token)).toMatchObject({ kind: 'reset', userId: DEMO_USER.nordicShipper, purpose: 'RESET' });
  const reset = (newPassword: string) => call('POST', '/user/password/reset', null, { email: 'nils@nordic.example.com', resetToken: token, newPassword });
  expect((await reset('NordicNew2026!')).body.code).toBe(200);
  expect(await row(token), 'spent').toBeUndefined();
  expect((await reset('NordicOther2026!')).body.code, 'a link works once').toBe(10202);
  expect((await signInThrough((path, init) => server.request(path.replace(/^\/api/, ''), init), 'nils@nordic.example.com', 'NordicNew2026!')).access_token).toMatch(/^at\./);
}, 60_000);
