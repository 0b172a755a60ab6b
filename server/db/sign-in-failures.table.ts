/**
 * The failed sign-ins in the server's database (table `sign_in_failures`, server/db/schema.ts): the SQL
 * SignInFailureRepository (domain/sign-in-attempts.ts), as a table area of the store (server/db/table-area.ts).
 */
import { eq, inArray, lte, sql } from 'drizzle-orm';
import { staleUntil, withFailure, type SignInFailureRepository } from '../../domain/sign-in-attempts';
import { SIGN_IN_FAILURES_SLICE } from '../../mocks/store/users.store';
import type { Database, Executor } from './database';
import { signInFailures } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

/** A write of the running operation: the account's failures, or none to forget it. */
interface FailureWrite {
  userId: string;
  failures: readonly number[];
}

async function write(tx: Executor, writes: readonly FailureWrite[]): Promise<void> {
  const forgotten = writes.filter((w) => w.failures.length === 0).map((w) => w.userId);
  await inBatches(forgotten, (ids) => tx.delete(signInFailures).where(inArray(signInFailures.userId, ids)));
  const rows = writes.filter((w) => w.failures.length > 0).map((w) => ({ userId: w.userId, failures: JSON.stringify(w.failures), lastAt: Math.max(...w.failures) }));
  await inBatches(rows, (batch) =>
    tx.insert(signInFailures).values(batch).onConflictDoUpdate({
      target: signInFailures.userId,
      set: { failures: sql`excluded.failures`, lastAt: sql`excluded.last_at` },
    }),
  );
}

export function signInFailuresTable(db: Database): TableArea {
  const writes = keyedWrites<FailureWrite>(db, write);

  async function failuresOf(userId: string): Promise<number[]> {
    const waiting = writes.waiting.get(userId);
    if (waiting) return [...waiting.failures];
    const [row] = await writes.reader().select({ failures: signInFailures.failures }).from(signInFailures).where(eq(signInFailures.userId, userId));
    return row ? (JSON.parse(row.failures) as number[]) : [];
  }

  // The server runs one operation at a time on its store (and again under the lock if another process wrote):
  // a read and a write of one operation are not interleaved with another's.
  const repository: SignInFailureRepository = {
    failuresOf,
    async recordFailure(userId, now) {
      writes.wait(userId, { userId, failures: withFailure(await failuresOf(userId), now) });
      const cutoff = staleUntil(now);
      const stale = await writes.reader().select({ userId: signInFailures.userId }).from(signInFailures).where(lte(signInFailures.lastAt, cutoff));
      for (const { userId: id } of stale) if (!writes.waiting.has(id)) writes.wait(id, { userId: id, failures: [] });
    },
    async clear(userId) {
      writes.wait(userId, { userId, failures: [] });
    },
  };

  return {
    slice: SIGN_IN_FAILURES_SLICE,
    repositories: { signInFailures: repository },
    async importSlice(tx, value) {
      await tx.delete(signInFailures);
      await write(tx, Object.entries((value ?? {}) as Record<string, number[]>).map(([userId, failures]) => ({ userId, failures })));
    },
    ...writes.area,
  };
}
