/**
 * The users' column layouts in a table of their own on the server (server/db/user-customizations.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the table on a new
 * database; a layout added or changed through the API is a row when the answer comes, listed in the order
 * first saved, and kept across a restart; a server of before's JSON rows are moved in at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { USER_CUSTOMIZE_SLICE, userCustomizations as seededLayouts } from '../../mocks/store/customize.store';
import { DEMO_USER } from '../../mocks/store/users.store';
import { storeRecords, storeSlices, userCustomizations } from '../../server/db/schema';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('user-customizations-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const rowsOf = (userId: string) => db().select().from(userCustomizations).where(eq(userCustomizations.userId, userId));
const layouts = async (token: string) =>
  (await call('POST', '/user-customize/query', token, { pageNumber: 0, pageSize: 20 })).body.data.list as { id: string; customizeType: string; customizeValue: string }[];

const columns = (visible: boolean) => JSON.stringify([{ dataIndex: 'invoiceNo', visible: true }, { dataIndex: 'dueDate', visible }]);

test('a new database has the seeded layouts in the table, and none of them among the store records', async () => {
  const seeded = seededLayouts();
  expect((await db().select().from(userCustomizations)).map((r) => r.id).sort()).toEqual(seeded.map((r) => r.id).sort());
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, USER_CUSTOMIZE_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, USER_CUSTOMIZE_SLICE))).toEqual([{ kind: 'table' }]);
});

test('a layout added, saved again and updated through the API is one row, listed in the order first saved, also after a restart', async () => {
  const token = await signIn('shipper@example.com');
  const before = await layouts(token);
  expect(before.map((l) => l.customizeType), 'the shipper has seeded layouts').toEqual(['SHIPMENT_LIST', 'INVOICE']);

  const added = (await call('POST', '/user-customize/add', token, { customizeType: 'RATE_LOG', customizeValue: columns(true) })).body;
  expect(added.code).toBe(200);
  const again = (await call('POST', '/user-customize/add', token, { customizeType: 'SHIPMENT_LIST', customizeValue: columns(false) })).body;
  expect(again.data.id, 'a second add of a type changes the user\'s layout of it').toBe(before[0]!.id);
  const updated = (await call('POST', '/user-customize/update', token, { id: added.data.id, customizeValue: columns(false) })).body;
  expect(updated.data).toMatchObject({ id: added.data.id, customizeValue: columns(false) });

  const rows = await rowsOf(DEMO_USER.shipper);
  expect(rows).toHaveLength(3);
  expect(rows.find((r) => r.id === added.data.id)!.customizeValue).toBe(columns(false));
  expect(rows.find((r) => r.id === before[0]!.id)!.customizeValue).toBe(columns(false));

  expect(await restart()).toEqual({ created: false });
  const listed = await layouts(token);
  expect(listed.map((l) => l.customizeType)).toEqual(['SHIPMENT_LIST', 'INVOICE', 'RATE_LOG']);
  expect(listed.map((l) => l.customizeValue)).toEqual([columns(false), before[1]!.customizeValue, columns(false)]);
  // Another user's id answers like a missing one.
  const other = await signIn('forwarder@example.com');
  expect((await call('POST', '/user-customize/update', other, { id: added.data.id, customizeValue: columns(true) })).body.code).toBe(90001);
}, 60_000);

test('layouts a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const older = [{ id: 'UCZ-OLDER-1', userId: DEMO_USER.forwarder, customizeType: 'RATE_LOG', customizeValue: columns(true) }];
  await db().delete(userCustomizations);
  await db().insert(storeRecords).values(older.map((record, position) => ({ slice: USER_CUSTOMIZE_SLICE, key: record.id, position, data: JSON.stringify(record), version: 1 })));
  await db().update(storeSlices).set({ kind: 'array' }).where(eq(storeSlices.name, USER_CUSTOMIZE_SLICE));

  await restart();
  expect(await db().select({ id: userCustomizations.id, value: userCustomizations.customizeValue }).from(userCustomizations)).toEqual([{ id: 'UCZ-OLDER-1', value: columns(true) }]);
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, USER_CUSTOMIZE_SLICE))).toEqual([]);
  expect(await layouts(await signIn('forwarder@example.com'))).toEqual(older);
}, 60_000);
