/**
 * The answers kept for Idempotency-Keys in the server's database (table `idempotency_replays`,
 * server/db/schema.ts): the SQL IdempotencyReplayRepository (domain/idempotency-replays.ts), as a table area
 * of the store (server/db/table-area.ts). Kept in the same transaction as the operation's other writes, so a
 * booking and the answer replayed for its key are kept together or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import type { IdempotencyReplay, IdempotencyReplayRepository } from '../../domain/idempotency-replays';
import { IDEMPOTENCY_SLICE, type IdempotencyState } from '../../mocks/store/idempotency.store';
import type { Database, Executor } from './database';
import { idempotencyReplays } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Row = typeof idempotencyReplays.$inferInsert;

const toRow = (key: string, replay: IdempotencyReplay): Row => ({ key, status: replay.status, body: JSON.stringify(replay.body) ?? 'null' });

const insert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx.insert(idempotencyReplays).values(batch).onConflictDoUpdate({ target: idempotencyReplays.key, set: { status: sql`excluded.status`, body: sql`excluded.body` } }),
  );

export function idempotencyReplaysTable(db: Database): TableArea {
  // The running operation's replays, by key.
  const writes = keyedWrites<Row>(db, insert);

  const repository: IdempotencyReplayRepository = {
    async find(key) {
      const row = writes.waiting.get(key) ?? (await writes.reader().select().from(idempotencyReplays).where(eq(idempotencyReplays.key, key)))[0];
      return row ? { status: row.status, body: JSON.parse(row.body) as unknown } : undefined;
    },
    async keep(key, replay) {
      writes.wait(key, toRow(key, replay));
    },
  };

  return {
    slice: IDEMPOTENCY_SLICE,
    repositories: { idempotencyReplays: repository },
    async importSlice(tx, value) {
      await tx.delete(idempotencyReplays);
      await insert(tx, Object.entries((value ?? {}) as IdempotencyState).map(([key, replay]) => toRow(key, replay)));
    },
    ...writes.area,
  };
}
