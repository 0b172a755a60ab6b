/**
 * The answers kept for Idempotency-Keys in the server's database (table `idempotency_replays`,
 * server/db/schema.ts): the SQL IdempotencyReplayRepository (domain/idempotency-replays.ts), as a table area
 * of the store (server/db/table-area.ts). Kept in the same transaction as the operation's other writes, so a
 * booking and the answer replayed for its key are kept together or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import type { IdempotencyReplay, IdempotencyReplayRepository } from '../../domain/idempotency-replays';
import { markStoreChanged } from '../../mocks/store/db';
import { IDEMPOTENCY_SLICE, type IdempotencyState } from '../../mocks/store/idempotency.store';
import type { Database, Executor } from './database';
import { idempotencyReplays } from './schema';
import type { TableArea } from './table-area';

type Row = typeof idempotencyReplays.$inferInsert;

const toRow = (key: string, replay: IdempotencyReplay): Row => ({ key, status: replay.status, body: JSON.stringify(replay.body) ?? 'null' });

/** Rows per INSERT: three parameters each, far under PostgreSQL's 65 535. */
const BATCH = 1000;

async function insert(tx: Executor, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(idempotencyReplays)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: idempotencyReplays.key, set: { status: sql`excluded.status`, body: sql`excluded.body` } });
  }
}

export function idempotencyReplaysTable(db: Database): TableArea {
  let reader: Executor = db;
  /** The running operation's replays, by key. */
  const waiting = new Map<string, Row>();

  const repository: IdempotencyReplayRepository = {
    async find(key) {
      const row = waiting.get(key) ?? (await reader.select().from(idempotencyReplays).where(eq(idempotencyReplays.key, key)))[0];
      return row ? { status: row.status, body: JSON.parse(row.body) as unknown } : undefined;
    },
    async keep(key, replay) {
      waiting.set(key, toRow(key, replay));
      markStoreChanged();
    },
  };

  return {
    slice: IDEMPOTENCY_SLICE,
    repositories: { idempotencyReplays: repository },
    async importSlice(tx, value) {
      await tx.delete(idempotencyReplays);
      await insert(tx, Object.entries((value ?? {}) as IdempotencyState).map(([key, replay]) => toRow(key, replay)));
    },
    pending: () => waiting.size > 0,
    async flush(tx) {
      const rows = [...waiting.values()];
      waiting.clear();
      await insert(tx, rows);
    },
    discard: () => waiting.clear(),
    readFrom(executor) {
      reader = executor ?? db;
    },
  };
}
