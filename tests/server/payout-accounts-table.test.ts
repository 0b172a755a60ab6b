/**
 * The payout accounts in a table of their own on the server (server/db/payout-accounts.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in a temporary data directory, in this process: the
 * seed is moved into the table on a new database, the operations read and write the table through the
 * repository, a write is kept only with its operation's transaction, an operation run again after another
 * process wrote reads the table as the lock holder sees it, and a database written by a server of before
 * (the accounts as JSON rows of the store) has them moved, not lost.
 */
import { asc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { PayoutAccountRecord } from '../../domain/payout-accounts';
import { PAYOUT_ACCOUNTS_SLICE } from '../../mocks/store/payout-accounts.store';
import { repositories } from '../../mocks/store/repositories';
import { COMPANY } from '../../mocks/store/users.store';
import { payoutAccounts, storeMeta, storeRecords, storeSlices } from '../../server/db/schema';
import { StoreShapeError } from '../../server/store-persistence';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('payout-accounts-table');
const { call, signIn, restart, version } = server;
const rows = () => server.database.db.select().from(payoutAccounts).orderBy(asc(payoutAccounts.companyId), asc(payoutAccounts.currency));

const EUR = {
  accountNo: 'DE89370400440532013000', bankName: 'Deutsche Bank AG', bankAddress: 'Taunusanlage 12, Frankfurt am Main',
  recipientName: 'Pacific Bridge Logistics Ltd.', recipientAddress: '88 Queensway, Hong Kong', swiftCode: 'DEUTDEFF500', abaRouting: null,
};
const account = (currency: PayoutAccountRecord['currency'], bankName: string): PayoutAccountRecord => ({
  ...EUR, currency, bankName, updatedAt: '2026-12-01T09:30:00.123Z',
});

test('a new database has the seeded account in the table, and none of it among the store records', async () => {
  expect(await rows()).toEqual([
    expect.objectContaining({ companyId: COMPANY.pacific, currency: 'USD', swiftCode: 'BOFAUS3N', abaRouting: '026009593' }),
  ]);
  expect(await server.database.db.select().from(storeRecords).where(eq(storeRecords.slice, PAYOUT_ACCOUNTS_SLICE))).toEqual([]);
  expect(await server.database.db.select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, PAYOUT_ACCOUNTS_SLICE))).toEqual([{ kind: 'table' }]);
});

test('an account saved through the API is a row of the table when it answers, listed in currency order, and still there after a restart', async () => {
  const token = await signIn('forwarder@example.com');
  const saved = (await call('POST', '/billing/payout-accounts/eur', token, { ...EUR, swiftCode: 'deut de ff 500' })).body;
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject({ currency: 'EUR', swiftCode: 'DEUTDEFF500', abaRouting: null });
  expect((await rows()).map((r) => `${r.currency} ${r.swiftCode}`)).toEqual(['EUR DEUTDEFF500', 'USD BOFAUS3N']);
  expect((await rows()).find((r) => r.currency === 'EUR')!.updatedAt.toISOString()).toBe(saved.data.updatedAt);

  expect(await restart()).toEqual({ created: false });
  const listed = (await call('GET', '/billing/payout-accounts', token)).body;
  expect(listed.code).toBe(200);
  expect(listed.data.map((a: { currency: string }) => a.currency)).toEqual(['USD', 'EUR']);
  expect(listed.data[1]).toEqual(saved.data);
  // Another company of forwarders sees none of them.
  expect((await call('GET', '/billing/payout-accounts', await signIn('li.na@sino.example.com'))).body.data).toEqual([]);
}, 60_000);

test('an operation that fails after saving an account leaves no row, and its write is not carried into the next one', async () => {
  const before = await rows();
  await expect(
    server.persistence.run(async () => {
      await repositories().payoutAccounts.put(COMPANY.sino, account('GBP', 'Half-way Bank'));
      throw new Error('failed after the save');
    }),
  ).rejects.toThrow('failed after the save');
  expect(await rows()).toEqual(before);

  await server.persistence.run(() => repositories().payoutAccounts.put(COMPANY.sino, account('EUR', 'Next Bank')));
  const sino = (await rows()).filter((r) => r.companyId === COMPANY.sino);
  expect(sino.map((r) => `${r.currency} ${r.bankName}`)).toEqual(['EUR Next Bank']);
});

test('a read sees the write its own operation made before it; a read alone writes nothing', async () => {
  const seen = await server.persistence.run(async () => {
    await repositories().payoutAccounts.put(COMPANY.sino, account('GBP', 'Own Bank'));
    return (await repositories().payoutAccounts.accountsOf(COMPANY.sino)).map((a) => `${a.currency} ${a.bankName}`);
  });
  expect(seen).toContain('GBP Own Bank');
  const after = await version();
  await server.persistence.run(() => repositories().payoutAccounts.accountsOf(COMPANY.sino));
  expect(await version(), 'a read takes no new version').toBe(after);
});

test('an operation whose first run another process overtook runs again reading the table under the lock', async () => {
  const reads: number[] = [];
  const answer = await server.persistence.run(async () => {
    const mine = await repositories().payoutAccounts.accountsOf(COMPANY.pacific);
    reads.push(mine.length);
    if (reads.length === 1) {
      // Another server process on the same database saves an account and raises the store's version, as it would.
      await server.database.db.insert(payoutAccounts).values({ ...EUR, companyId: COMPANY.pacific, currency: 'GBP', bankName: 'Other Process Bank', updatedAt: new Date() });
      const current = await version();
      await server.database.db.update(storeMeta).set({ version: current + 1 });
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
  await server.database.db.delete(payoutAccounts);
  await server.database.db.insert(storeRecords).values(
    Object.entries(older).map(([key, value], position) => ({ slice: PAYOUT_ACCOUNTS_SLICE, key, position, data: JSON.stringify(value), version: 1 })),
  );
  await server.database.db.update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, PAYOUT_ACCOUNTS_SLICE));

  await restart();
  expect((await rows()).map((r) => `${r.companyId} ${r.currency} ${r.bankName} ${r.abaRouting}`)).toEqual([
    `${COMPANY.pacific} GBP Kept as JSON null`,
    `${COMPANY.sino} USD Sino USD 021000021`,
  ].sort());
  expect(await server.database.db.select().from(storeRecords).where(eq(storeRecords.slice, PAYOUT_ACCOUNTS_SLICE))).toEqual([]);
  const token = await signIn('forwarder@example.com');
  expect((await call('GET', '/billing/payout-accounts', token)).body.data).toEqual([older[COMPANY.pacific].GBP]);
}, 60_000);

test('a slice a newer server moved into tables this code does not know is refused at start', async () => {
  await server.database.db.update(storeSlices).set({ kind: 'table' }).where(eq(storeSlices.name, 'idCounter'));
  await expect(restart()).rejects.toThrow(StoreShapeError);
  await expect(restart()).rejects.toThrow(/"idCounter" in tables of their own/);
  // Put back as it was, for the checks after each test.
  await server.database.db.update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, 'idCounter'));
  expect(await restart()).toEqual({ created: false });
}, 60_000);
