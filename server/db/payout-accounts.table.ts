/**
 * The payout accounts in the server's database (table `payout_accounts`, server/db/schema.ts): the SQL
 * PayoutAccountRepository (domain/payout-accounts.ts), as a table area of the store (server/db/table-area.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../domain/money';
import type { PayoutAccountRecord, PayoutAccountRepository } from '../../domain/payout-accounts';
import { PAYOUT_ACCOUNTS_SLICE, type PayoutAccountsState } from '../../mocks/store/payout-accounts.store';
import type { Database, Executor } from './database';
import { payoutAccounts } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Row = typeof payoutAccounts.$inferSelect;

const toRow = (companyId: string, a: PayoutAccountRecord): Row => ({
  companyId,
  currency: a.currency,
  accountNo: a.accountNo,
  bankName: a.bankName,
  bankAddress: a.bankAddress,
  recipientName: a.recipientName,
  recipientAddress: a.recipientAddress,
  swiftCode: a.swiftCode,
  abaRouting: a.abaRouting,
  updatedAt: new Date(a.updatedAt),
});

// The record's properties in the order the embedded backend writes them, so that both answer the same JSON.
const toRecord = (r: Row): PayoutAccountRecord => ({
  currency: r.currency as Currency,
  accountNo: r.accountNo,
  bankName: r.bankName,
  bankAddress: r.bankAddress,
  recipientName: r.recipientName,
  recipientAddress: r.recipientAddress,
  swiftCode: r.swiftCode,
  abaRouting: r.abaRouting,
  updatedAt: r.updatedAt.toISOString(),
});

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(payoutAccounts)
      .values(batch)
      .onConflictDoUpdate({
        target: [payoutAccounts.companyId, payoutAccounts.currency],
        set: {
          accountNo: sql`excluded.account_no`,
          bankName: sql`excluded.bank_name`,
          bankAddress: sql`excluded.bank_address`,
          recipientName: sql`excluded.recipient_name`,
          recipientAddress: sql`excluded.recipient_address`,
          swiftCode: sql`excluded.swift_code`,
          abaRouting: sql`excluded.aba_routing`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  );

export function payoutAccountsTable(db: Database): TableArea {
  // The running operation's accounts, by company and currency.
  const writes = keyedWrites<Row>(db, upsert);

  const repository: PayoutAccountRepository = {
    async accountsOf(companyId) {
      const rows = await writes.reader().select().from(payoutAccounts).where(eq(payoutAccounts.companyId, companyId));
      const byCurrency = new Map(rows.map((row) => [row.currency, row]));
      for (const row of writes.waiting.values()) if (row.companyId === companyId) byCurrency.set(row.currency, row);
      return [...byCurrency.values()].map(toRecord);
    },
    async put(companyId, account) {
      writes.wait(`${companyId} ${account.currency}`, toRow(companyId, account));
    },
  };

  return {
    slice: PAYOUT_ACCOUNTS_SLICE,
    repositories: { payoutAccounts: repository },
    async importSlice(tx, value) {
      const state = (value ?? {}) as PayoutAccountsState;
      await tx.delete(payoutAccounts);
      const rows = Object.entries(state).flatMap(([companyId, accounts]) =>
        Object.values(accounts ?? {}).flatMap((account) => (account ? [toRow(companyId, account)] : [])),
      );
      await upsert(tx, rows);
    },
    ...writes.area,
  };
}
