/**
 * The payout accounts in a table of their own on the server (server/db/payout-accounts.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in a temporary data directory, in this process: the
 * seed is moved into the table on a new database, the operations read and write the table through the
 * repository, a write is kept only with its operation's transaction, an operation run again after another
 * process wrote reads the table as the lock holder sees it, and a database written by a server of before
 * (the accounts as JSON rows of the store) has them moved, not lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import type { PayoutAccountRecord } from '../../domain/payout-accounts';
import { useTokenDigest } from '../../mocks/auth';
import { resetDb } from '../../mocks/store/db';
import { PAYOUT_ACCOUNTS_SLICE } from '../../mocks/store/payout-accounts.store';
import { repositories } from '../../mocks/store/repositories';
import { COMPANY } from '../../mocks/store/users.store';
import { createApi } from '../../server/api';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { payoutAccounts, storeMeta, storeRecords, storeSlices } from '../../server/db/schema';
import { StorePersistence, StoreShapeError } from '../../server/store-persistence';
import { sha256Token } from '../../server/token-digest';
import { signInThrough } from './api-server';

const dataDir = mkdtempSync(join(tmpdir(), 'payout-accounts-table-'));
let database: OpenDatabase;
let persistence: StorePersistence;
let api: Hono;

async function open(): Promise<{ created: boolean }> {
  database = await openDatabase({ dataDir });
  persistence = new StorePersistence(database.db, false);
  const loaded = await persistence.load();
  api = new Hono().route('/api', createApi({ persistence }));
  return loaded;
}

/** A server restart in this process: the database closed, the in-memory store forgotten, both opened again. */
async function restart(): Promise<{ created: boolean }> {
  await database.close();
  resetDb();
  return open();
}

beforeAll(async () => {
  useTokenDigest(sha256Token);
  expect(await open()).toEqual({ created: true });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// The tests' setup forgets the in-memory store after each test; the database remembers.
beforeEach(async () => {
  await persistence.load();
});
afterEach(async () => {
  expect(await persistence.differences(), 'the store and the database agree').toEqual([]);
});

const rows = () => database.db.select().from(payoutAccounts).orderBy(asc(payoutAccounts.companyId), asc(payoutAccounts.currency));
const version = async () => (await database.db.select().from(storeMeta))[0]!.version;

const EUR = {
  accountNo: 'DE89370400440532013000', bankName: 'Deutsche Bank AG', bankAddress: 'Taunusanlage 12, Frankfurt am Main',
  recipientName: 'Pacific Bridge Logistics Ltd.', recipientAddress: '88 Queensway, Hong Kong', swiftCode: 'DEUTDEFF500', abaRouting: null,
};
const account = (currency: PayoutAccountRecord['currency'], bankName: string): PayoutAccountRecord => ({
  ...EUR, currency, bankName, updatedAt: '2026-12-01T09:30:00.123Z',
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await api.request(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Array<Record<string, unknown>> & Record<string, unknown> };
}

const signIn = async (email: string): Promise<string> => (await signInThrough((path, init) => api.request(path, init), email)).access_token;

test('a new database has the seeded account in the table, and none of it among the store records', async () => {
  expect(await rows()).toEqual([
    expect.objectContaining({ companyId: COMPANY.pacific, currency: 'USD', swiftCode: 'BOFAUS3N', abaRouting: '026009593' }),
  ]);
  expect(await database.db.select().from(storeRecords).where(eq(storeRecords.slice, PAYOUT_ACCOUNTS_SLICE))).toEqual([]);
  expect(await database.db.select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, PAYOUT_ACCOUNTS_SLICE))).toEqual([{ kind: 'table' }]);
});

test('an account saved through the API is a row of the table when it answers, listed in currency order, and still there after a restart', async () => {
  const token = await signIn('forwarder@example.com');
  const saved = await call('POST', '/billing/payout-accounts/eur', token, { ...EUR, swiftCode: 'deut de ff 500' });
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject({ currency: 'EUR', swiftCode: 'DEUTDEFF500', abaRouting: null });
  expect((await rows()).map((r) => `${r.currency} ${r.swiftCode}`)).toEqual(['EUR DEUTDEFF500', 'USD BOFAUS3N']);
  expect((await rows()).find((r) => r.currency === 'EUR')!.updatedAt.toISOString()).toBe(saved.data.updatedAt);

  expect(await restart()).toEqual({ created: false });
  const listed = await call('GET', '/billing/payout-accounts', token);
  expect(listed.code).toBe(200);
  expect(listed.data.map((a) => a.currency)).toEqual(['USD', 'EUR']);
  expect(listed.data[1]).toEqual(saved.data);
  // Another company of forwarders sees none of them.
  expect((await call('GET', '/billing/payout-accounts', await signIn('li.na@sino.example.com'))).data).toEqual([]);
}, 60_000);

test('an operation that fails after saving an account leaves no row, and its write is not carried into the next one', async () => {
  const before = await rows();
  await expect(
    persistence.run(async () => {
      await repositories().payoutAccounts.put(COMPANY.sino, account('GBP', 'Half-way Bank'));
      throw new Error('failed after the save');
    }),
  ).rejects.toThrow('failed after the save');
  expect(await rows()).toEqual(before);

  await persistence.run(() => repositories().payoutAccounts.put(COMPANY.sino, account('EUR', 'Next Bank')));
  const sino = (await rows()).filter((r) => r.companyId === COMPANY.sino);
  expect(sino.map((r) => `${r.currency} ${r.bankName}`)).toEqual(['EUR Next Bank']);
});

test('a read sees the write its own operation made before it; a read alone writes nothing', async () => {
  const seen = await persistence.run(async () => {
    await repositories().payoutAccounts.put(COMPANY.sino, account('GBP', 'Own Bank'));
    return (await repositories().payoutAccounts.accountsOf(COMPANY.sino)).map((a) => `${a.currency} ${a.bankName}`);
  });
  expect(seen).toContain('GBP Own Bank');
  const after = await version();
  await persistence.run(() => repositories().payoutAccounts.accountsOf(COMPANY.sino));
  expect(await version(), 'a read takes no new version').toBe(after);
});

test('an operation whose first run another process overtook runs again reading the table under the lock', async () => {
  const reads: number[] = [];
  const answer = await persistence.run(async () => {
    const mine = await repositories().payoutAccounts.accountsOf(COMPANY.pacific);
    reads.push(mine.length);
    if (reads.length === 1) {
      // Another server process on the same database saves an account and raises the store's version, as it would.
      await database.db.insert(payoutAccounts).values({ ...EUR, companyId: COMPANY.pacific, currency: 'GBP', bankName: 'Other Process Bank', updatedAt: new Date() });
      const current = await version();
      await database.db.update(storeMeta).set({ version: current + 1 });
    }
    await repositories().payoutAccounts.put(COMPANY.pacific, account('EUR', `Saw ${mine.length}`));
    return mine.length;
  });
  expect(reads.length, 'the operation ran twice').toBe(2);
  expect(answer, 'the second run saw the other process\'s account').toBe(reads[0]! + 1);
  const pacific = (await rows()).filter((r) => r.companyId === COMPANY.pacific);
  expect(pacific.find((r) => r.currency === 'GBP')!.bankName).toBe('Other Process Bank');
  expect(pacific.find((r) => r.currency === 'EUR')!.bankName, 'only the second run\'s write was kept').toBe(`Saw ${reads[1]}`);
});

test('a database written by a server of before, with the accounts as JSON rows of the store, has them moved into the table at start', async () => {
  const older = {
    [COMPANY.pacific]: { GBP: account('GBP', 'Kept as JSON') },
    [COMPANY.sino]: { USD: { ...account('USD', 'Sino USD'), abaRouting: '021000021' } },
  };
  // As a server of before left it: the slice's records as rows of store_records, the table empty.
  await database.db.delete(payoutAccounts);
  await database.db.insert(storeRecords).values(
    Object.entries(older).map(([key, value], position) => ({ slice: PAYOUT_ACCOUNTS_SLICE, key, position, data: JSON.stringify(value), version: 1 })),
  );
  await database.db.update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, PAYOUT_ACCOUNTS_SLICE));

  await restart();
  expect((await rows()).map((r) => `${r.companyId} ${r.currency} ${r.bankName} ${r.abaRouting}`)).toEqual([
    `${COMPANY.pacific} GBP Kept as JSON null`,
    `${COMPANY.sino} USD Sino USD 021000021`,
  ].sort());
  expect(await database.db.select().from(storeRecords).where(eq(storeRecords.slice, PAYOUT_ACCOUNTS_SLICE))).toEqual([]);
  const token = await signIn('forwarder@example.com');
  expect((await call('GET', '/billing/payout-accounts', token)).data).toEqual([older[COMPANY.pacific].GBP]);
}, 60_000);

test('a slice a newer server moved into tables this code does not know is refused at start', async () => {
  await database.db.update(storeSlices).set({ kind: 'table' }).where(eq(storeSlices.name, 'captcha'));
  await database.close();
  resetDb();
  database = await openDatabase({ dataDir });
  await expect(new StorePersistence(database.db, false).load()).rejects.toThrow(StoreShapeError);
  await expect(new StorePersistence(database.db, false).load()).rejects.toThrow(/"captcha" in tables of their own/);
  // Put back as it was, for the checks after each test.
  await database.db.update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, 'captcha'));
  persistence = new StorePersistence(database.db, false);
  await persistence.load();
}, 60_000);
