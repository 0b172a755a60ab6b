/**
 * An area of the marketplace whose records the server keeps in tables of their own, read and written by
 * its SQL repository, instead of as JSON rows of a store slice (docs/decisions/219-area-repositories.md).
 * The store persistence (server/store-persistence.ts) runs the area's writes in the same transaction as the
 * slices', under the same lock:
 *
 * - an operation's reads go to the database as it runs (to the transaction, when it runs again under the
 *   lock after another process wrote);
 * - its writes wait in the repository (a later read in the same operation sees them) and raise the store's
 *   version; the persistence then writes them, with the slices' changes, once it holds the lock and knows
 *   the operation's answer stands, or forgets them when the operation fails or runs again.
 *
 * One request runs at a time on a process's store, so what waits belongs to the operation running now.
 */
import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { markStoreChanged, storeVersion } from '../../mocks/store/db';
import type { Repositories } from '../../mocks/store/repositories';
import type { Database, Executor } from './database';
import { accessTokensTable, passwordResetsTable, refreshTokensTable } from './account-tokens.table';
import { billingTable } from './billing.table';
import { captchaTable } from './captcha.table';
import { companiesTable } from './companies.table';
import { idempotencyReplaysTable } from './idempotency-replays.table';
import { payoutAccountsTable } from './payout-accounts.table';
import { promoUsageTable } from './promo-usage.table';
import { quoteRequestsTable } from './quote-requests.table';
import { quoteSearchersTable } from './quote-searchers.table';
import { rateImportsTable } from './rate-imports.table';
import { shipmentsTable } from './shipments.table';
import { signInFailuresTable } from './sign-in-failures.table';
import { storedQuotesTable } from './stored-quotes.table';
import { userCustomizationsTable } from './user-customizations.table';
import { usersTable } from './users.table';

export interface TableArea {
  /** The store slice whose records the tables hold on the server (the browser demo and the tests keep the slice). */
  readonly slice: string;
  /** The repositories the area serves, installed when the persistence loads. */
  readonly repositories: Partial<Repositories>;
  /**
   * Puts a value of the slice into the tables, in place of what they hold: the seed on a new database, the
   * records a server of before kept as the slice, or a test's fixture.
   */
  importSlice(tx: Executor, value: unknown): Promise<void>;
  /** Whether the operation running now has writes waiting. */
  pending(): boolean;
  /** Writes them within the store's transaction, under its lock, and forgets them. */
  flush(tx: Executor): Promise<void>;
  /** Forgets them: the operation failed, or runs again on a newer state. */
  discard(): void;
  /** Where reads go: a transaction while an operation runs again under the lock; null for the database. */
  readFrom(executor: Executor | null): void;
}

/**
 * The part of a table area that most repositories share: where reads go, and the running operation's
 * writes, one per key (a later one for the same key replaces it), written by `write` at the commit.
 */
export interface KeyedWrites<T> {
  /** The database, or the transaction of an operation running again under the lock. */
  reader(): Executor;
  /** What the running operation has written, by key. */
  readonly waiting: ReadonlyMap<string, T>;
  /** Keeps `item` for the commit and raises the store's version, so that the persistence keeps it. */
  wait(key: string, item: T): void;
  /** The TableArea calls that concern the writes. */
  readonly area: Pick<TableArea, 'pending' | 'flush' | 'discard' | 'readFrom'>;
}

export function keyedWrites<T>(db: Database, write: (tx: Executor, items: T[]) => Promise<void>): KeyedWrites<T> {
  let reader: Executor = db;
  const waiting = new Map<string, T>();
  return {
    reader: () => reader,
    waiting,
    wait(key, item) {
      waiting.set(key, item);
      markStoreChanged();
    },
    area: {
      pending: () => waiting.size > 0,
      async flush(tx) {
        const items = [...waiting.values()];
        waiting.clear();
        await write(tx, items);
      },
      discard: () => waiting.clear(),
      readFrom(executor) {
        reader = executor ?? db;
      },
    },
  };
}

/**
 * Reads remembered at one store version (the pattern of decision 202), for what nearly every request reads (its
 * session, its user, a company): a key read since the last write asks no query. Any write, here or caught up
 * from another process, raises the version and forgets them all; so does reaching `limit`. A read that saw a
 * write happen while its query ran is answered but not kept. Reads of an operation running again under the
 * lock must not come here: they go to the lock holder's transaction.
 */
export interface VersionMemory<V> {
  /** The remembered value of each key, and the keys not remembered. */
  recall(keys: Iterable<string>): { found: Map<string, V>; missing: string[] };
  /** Keeps what a read made at `version` found. */
  keep(version: number, entries: Iterable<[string, V]>): void;
  /** Forgets everything (an operation that may have changed a remembered value failed). */
  forget(): void;
}

export function versionMemory<V>(limit: number): VersionMemory<V> {
  let at = -1;
  const remembered = new Map<string, V>();
  const current = () => {
    if (at !== storeVersion() || remembered.size >= limit) {
      remembered.clear();
      at = storeVersion();
    }
  };
  return {
    recall(keys) {
      current();
      const found = new Map<string, V>();
      const missing: string[] = [];
      for (const key of keys) {
        if (remembered.has(key)) found.set(key, remembered.get(key) as V);
        else missing.push(key);
      }
      return { found, missing };
    },
    keep(version, entries) {
      current();
      if (version !== at) return;
      for (const [key, value] of entries) remembered.set(key, value);
    },
    forget() {
      remembered.clear();
    },
  };
}

/** One key's value: remembered, or read (and kept when no write happened meanwhile). */
export async function recallOne<V>(memory: VersionMemory<V>, key: string, read: () => Promise<V>): Promise<V> {
  const { found } = memory.recall([key]);
  if (found.has(key)) return found.get(key) as V;
  const version = storeVersion();
  const value = await read();
  memory.keep(version, [[key, value]]);
  return value;
}

/**
 * Many keys' values: those remembered, and the rest read in one call (`read` answers each key asked, null for
 * none), kept when no write happened meanwhile.
 */
export async function recallMany<V>(memory: VersionMemory<V>, keys: Iterable<string>, read: (keys: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
  const { found, missing } = memory.recall(keys);
  if (missing.length === 0) return found;
  const version = storeVersion();
  const fetched = await read(missing);
  memory.keep(version, fetched);
  for (const [key, value] of fetched) found.set(key, value);
  return found;
}

/**
 * How many rows a table holds with the running operation's writes in it: the rows there are, and the keys waiting
 * that are not among them yet (a record waiting may be new or stored already).
 */
export async function countWithWaiting(writes: KeyedWrites<unknown>, table: PgTable, key: PgColumn): Promise<number> {
  const [row] = await writes.reader().select({ n: count() }).from(table);
  const waiting = [...writes.waiting.keys()];
  if (waiting.length === 0) return row?.n ?? 0;
  const [stored] = await writes.reader().select({ n: count() }).from(table).where(inArray(key, waiting));
  return (row?.n ?? 0) + waiting.length - (stored?.n ?? 0);
}

/** Rows per INSERT: at most a few dozen parameters each, far under PostgreSQL's 65 535. */
const BATCH = 1000;

/** Runs `insert` over the rows a batch at a time, so that one statement never holds too many parameters. */
export async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Every table area of the server's store, over this database. */
export const tableAreasOf = (db: Database): TableArea[] => [
  payoutAccountsTable(db),
  idempotencyReplaysTable(db),
  rateImportsTable(db),
  userCustomizationsTable(db),
  quoteRequestsTable(db),
  storedQuotesTable(db),
  quoteSearchersTable(db),
  promoUsageTable(db),
  accessTokensTable(db),
  refreshTokensTable(db),
  passwordResetsTable(db),
  signInFailuresTable(db),
  captchaTable(db),
  usersTable(db),
  companiesTable(db),
  shipmentsTable(db),
  billingTable(db),
];
