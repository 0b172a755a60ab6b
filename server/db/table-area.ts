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
import type { Repositories } from '../../mocks/store/repositories';
import type { Database, Executor } from './database';
import { idempotencyReplaysTable } from './idempotency-replays.table';
import { payoutAccountsTable } from './payout-accounts.table';
import { rateImportsTable } from './rate-imports.table';

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

/** Every table area of the server's store, over this database. */
export const tableAreasOf = (db: Database): TableArea[] => [payoutAccountsTable(db), idempotencyReplaysTable(db), rateImportsTable(db)];
