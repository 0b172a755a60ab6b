/**
 * The server's tables (Drizzle; migrations in server/db/migrations, made by `npm run db:generate` and
 * committed). The marketplace's records are kept as JSON documents, one row per record of each store
 * slice (a shipment, a user, a quote…), so that one schema serves every area the operations know today;
 * docs/decisions/206-the-store-in-sql.md says why, and what moving areas to their own columns needs.
 * Plain PostgreSQL 15: the same migrations run on PGlite and on Debian's PostgreSQL.
 */
import { bigint, customType, doublePrecision, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A `json` column handled as its text: the store writes the JSON it already made to compare a record with
 * the stored one, and reads it back as text (`::text`, see store-persistence.ts) to keep that comparison.
 */
const jsonText = customType<{ data: string; driverData: string }>({
  dataType: () => 'json',
  // The drivers parse json columns selected without the cast: give the text back either way.
  fromDriver: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
});

/** One row: the store's version, raised by every write. A process whose copy is older reloads what changed. */
export const storeMeta = pgTable('store_meta', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Each slice's kind (`array`, `object` or `value`), the version that last changed it, and the shape of its
 * records (SliceShape in mocks/store/db.ts): raised at start, with every record upgraded, by newer code.
 * `table`: the slice's records moved to a table of their own (server/db/table-area.ts), and none is here.
 */
export const storeSlices = pgTable('store_slices', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: ['array', 'object', 'value', 'table'] }).notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  shape: smallint('shape').notNull().default(1),
});

/**
 * The records: for an array slice the key is the item's id (or `#<position>` for items without one), for
 * an object slice the property. `json`, not
 * `jsonb`: a record comes back with its properties in the order they were written.
 */
export const storeRecords = pgTable(
  'store_records',
  {
    slice: text('slice').notNull(),
    key: text('key').notNull(),
    // Any increasing numbers: a record added at the front or between two takes a number between theirs.
    position: doublePrecision('position').notNull(),
    data: jsonText('data').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.slice, table.key] })],
);

/**
 * The forwarder companies' payout accounts (domain/payout-accounts.ts): one row per company and currency,
 * read and written by server/db/payout-accounts.table.ts.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    companyId: text('company_id').notNull(),
    currency: text('currency').notNull(),
    accountNo: text('account_no').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    swiftCode: text('swift_code').notNull(),
    abaRouting: text('aba_routing'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.currency] })],
);
