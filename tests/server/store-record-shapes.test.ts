/**
 * Records written by older code (server/store-persistence.ts, SliceShape in mocks/store/db.ts): a slice
 * stored at an older shape is upgraded at start, step by step, once; a database holding a shape newer than
 * the code is not served. On PGlite in a temporary data directory, with slices only this test declares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { defineSlice, resetDb } from '../../mocks/store/db';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { storeMeta, storeRecords, storeSlices } from '../../server/db/schema';
import { StorePersistence, StoreShapeError } from '../../server/store-persistence';

// Shape 1 wrote a parcel's weight as text ("12 kg"); shape 2 as a number of kilograms; shape 3 in grams.
const toKilograms = vi.fn((parcel: { id: string; weight: string }) => ({ id: parcel.id, weightKg: Number.parseFloat(parcel.weight) }));
const toGrams = vi.fn((parcel: { id: string; weightKg: number }) => ({ id: parcel.id, weightG: parcel.weightKg * 1000 }));
const parcels = defineSlice('testParcels', () => [{ id: 'P-seed', weightKg: 1 }], { shape: 2, upgrade: { 2: toKilograms } });
const crates = defineSlice('testCrates', () => [{ id: 'C-seed', weightG: 1000 }], { shape: 3, upgrade: { 2: toKilograms, 3: toGrams } });

const dataDir = mkdtempSync(join(tmpdir(), 'store-record-shapes-'));
let database: OpenDatabase;
let persistence: StorePersistence;

/** A server (re)start in this process: the in-memory store forgotten, the database opened and loaded. */
async function start(shared = false): Promise<void> {
  await database?.close();
  resetDb();
  database = await openDatabase({ dataDir });
  persistence = new StorePersistence(database.db, shared);
  await persistence.load();
}

const version = async () => (await database.db.select().from(storeMeta))[0]!.version;
const shapeOf = async (slice: string) => (await database.db.select().from(storeSlices).where(eq(storeSlices.name, slice)))[0]!.shape;
const rowsOf = async (slice: string) =>
  (await database.db.select({ key: storeRecords.key, data: sql<string>`${storeRecords.data}::text` }).from(storeRecords).where(eq(storeRecords.slice, slice)).orderBy(asc(storeRecords.position))).map(
    (row) => [row.key, JSON.parse(row.data) as unknown],
  );

type OldRecord = { id: string; [field: string]: unknown };

/** Replaces a slice's records in the database, as code of that shape would have written them. */
async function writeAsOlderCode(slice: string, shape: number, records: OldRecord[]): Promise<void> {
  const next = (await version()) + 1;
  await database.db.delete(storeRecords).where(eq(storeRecords.slice, slice));
  await database.db.insert(storeRecords).values(records.map((record, i) => ({ slice, key: record.id, position: i, data: JSON.stringify(record), version: next })));
  await database.db.update(storeSlices).set({ shape, version: next }).where(eq(storeSlices.name, slice));
  await database.db.update(storeMeta).set({ version: next });
}

beforeAll(() => start(), 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('records written at shape 1 are upgraded at start, in the store and the database, and only once', async () => {
  await writeAsOlderCode('testParcels', 1, [
    { id: 'P-1', weight: '12 kg' },
    { id: 'P-2', weight: '3.5 kg' },
  ]);
  await start();
  const upgraded = [
    { id: 'P-1', weightKg: 12 },
    { id: 'P-2', weightKg: 3.5 },
  ];
  expect(parcels()).toEqual(upgraded);
  expect(await rowsOf('testParcels')).toEqual(upgraded.map((p) => [p.id, p]));
  expect(await shapeOf('testParcels')).toBe(2);
  expect(await persistence.differences(), 'the store and the database agree').toEqual([]);

  const calls = toKilograms.mock.calls.length;
  const after = await version();
  await start();
  expect(toKilograms.mock.calls.length, 'a second start upgrades nothing').toBe(calls);
  expect(await version(), 'and writes nothing').toBe(after);
  expect(parcels()).toEqual(upgraded);
}, 60_000);

test('records two shapes behind go through each step in order', async () => {
  await writeAsOlderCode('testCrates', 1, [{ id: 'C-1', weight: '2 kg' }]);
  await start();
  expect(crates()).toEqual([{ id: 'C-1', weightG: 2000 }]);
  expect(await rowsOf('testCrates')).toEqual([['C-1', { id: 'C-1', weightG: 2000 }]]);
  expect(await shapeOf('testCrates')).toBe(3);
  await writeAsOlderCode('testCrates', 2, [{ id: 'C-2', weightKg: 0.5 }]);
  await start();
  expect(crates(), 'from shape 2, the last step alone').toEqual([{ id: 'C-2', weightG: 500 }]);
}, 60_000);

test('a database a newer server upgraded is not served: at start, nor when a running server catches up', async () => {
  const before = await rowsOf('testParcels');
  await writeAsOlderCode('testParcels', 3, [{ id: 'P-9', massG: 12 }]);
  resetDb();
  await database.close();
  database = await openDatabase({ dataDir });
  const refused = new StorePersistence(database.db, false).load();
  await expect(refused).rejects.toThrow(StoreShapeError);
  await expect(refused).rejects.toThrow('The database holds the records of "testParcels" at shape 3, newer than this server knows (2)');
  expect(await rowsOf('testParcels'), 'nothing was written').toEqual([['P-9', { id: 'P-9', massG: 12 }]]);

  // A server started before the newer one upgraded: its next request refuses instead of reading shape 3.
  await writeAsOlderCode('testParcels', 2, before.map(([, parcel]) => parcel as OldRecord));
  await start(true);
  await writeAsOlderCode('testParcels', 3, [{ id: 'P-9', massG: 12 }]);
  await expect(persistence.run(async () => parcels().length)).rejects.toThrow(StoreShapeError);
  expect(parcels(), 'the store still holds what it read at shape 2').toEqual(before.map(([, parcel]) => parcel));
}, 60_000);
