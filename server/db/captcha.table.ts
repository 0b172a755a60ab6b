/**
 * The not-a-robot challenges in the server's database (table `captcha_challenges`, server/db/schema.ts): the SQL
 * CaptchaRepository (domain/captcha.ts), as a table area of the store (server/db/table-area.ts).
 */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { CaptchaRecord, CaptchaRepository } from '../../domain/captcha';
import { CAPTCHA_SLICE } from '../../mocks/store/captcha.store';
import type { Database, Executor } from './database';
import { captchaChallenges } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

/** A write of the running operation: the challenge kept under its id, or null for one spent or expired. */
interface ChallengeWrite {
  id: string;
  record: CaptchaRecord | null;
}

async function write(tx: Executor, writes: readonly ChallengeWrite[]): Promise<void> {
  const removed = writes.filter((w) => w.record === null).map((w) => w.id);
  await inBatches(removed, (ids) => tx.delete(captchaChallenges).where(inArray(captchaChallenges.id, ids)));
  const rows = writes.flatMap((w) => (w.record ? [{ id: w.id, ...w.record }] : []));
  await inBatches(rows, (batch) =>
    tx.insert(captchaChallenges).values(batch).onConflictDoUpdate({
      target: captchaChallenges.id,
      set: { answer: sql`excluded.answer`, expiresAt: sql`excluded.expires_at` },
    }),
  );
}

export function captchaTable(db: Database): TableArea {
  const writes = keyedWrites<ChallengeWrite>(db, write);

  // The server runs one operation at a time on its store: a take's read and its write are not interleaved.
  const repository: CaptchaRepository = {
    async put(id, record) {
      writes.wait(id, { id, record });
    },
    async take(id) {
      const waiting = writes.waiting.get(id);
      let record: CaptchaRecord | undefined;
      if (waiting) record = waiting.record ?? undefined;
      else {
        const [row] = await writes.reader().select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
        record = row ? { answer: row.answer, expiresAt: row.expiresAt } : undefined;
      }
      if (record) writes.wait(id, { id, record: null });
      return record;
    },
    async forgetExpired(now) {
      const expired = await writes.reader().select({ id: captchaChallenges.id }).from(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
      for (const { id } of expired) if (!writes.waiting.has(id)) writes.wait(id, { id, record: null });
    },
  };

  return {
    slice: CAPTCHA_SLICE,
    repositories: { captcha: repository },
    async importSlice(tx, value) {
      await tx.delete(captchaChallenges);
      await write(tx, Object.entries((value ?? {}) as Record<string, CaptchaRecord>).map(([id, record]) => ({ id, record })));
    },
    ...writes.area,
  };
}
