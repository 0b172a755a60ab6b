/**
 * Promo code usage in the server's database (tables `promo_uses` and `promo_redemptions`, server/db/schema.ts):
 * the SQL PromoUsageRepository (domain/promo-usage.ts), as a table area of the store (server/db/table-area.ts).
 * A booking's redemption is written as the count it read plus one: the store's lock and version make an
 * operation that another process overtook run again on that process's count (docs/decisions/206, 219).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PromoUsage, PromoUsageOfUser, PromoUsageRepository } from '../../domain/promo-usage';
import { PROMO_USAGE_SLICE } from '../../mocks/store/quote.store';
import type { Database, Executor } from './database';
import { promoRedemptions, promoUses } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type PromoWrite = { kind: 'use'; userId: string; code: string } | { kind: 'count'; code: string; count: number };

async function write(tx: Executor, writes: readonly PromoWrite[]): Promise<void> {
  const uses = writes.flatMap((w) => (w.kind === 'use' ? [{ userId: w.userId, code: w.code }] : []));
  const counts = writes.flatMap((w) => (w.kind === 'count' ? [{ code: w.code, count: w.count }] : []));
  await inBatches(uses, (batch) => tx.insert(promoUses).values(batch).onConflictDoNothing());
  await inBatches(counts, (batch) =>
    tx.insert(promoRedemptions).values(batch).onConflictDoUpdate({ target: promoRedemptions.code, set: { count: sql`excluded.count` } }),
  );
}

export function promoUsageTable(db: Database): TableArea {
  const writes = keyedWrites<PromoWrite>(db, write);

  async function usageOf(userId: string): Promise<PromoUsageOfUser> {
    const [used, counted] = await Promise.all([
      writes.reader().select({ code: promoUses.code }).from(promoUses).where(eq(promoUses.userId, userId)).orderBy(asc(promoUses.seq)),
      writes.reader().select().from(promoRedemptions),
    ]);
    const usedByUser = used.map((r) => r.code);
    const redemptions: Record<string, number> = Object.fromEntries(counted.map((r) => [r.code, r.count]));
    for (const w of writes.waiting.values()) {
      if (w.kind === 'count') redemptions[w.code] = w.count;
      else if (w.userId === userId && !usedByUser.includes(w.code)) usedByUser.push(w.code);
    }
    return { usedByUser, redemptions };
  }

  const repository: PromoUsageRepository = {
    usageOf,
    async redeem(userId, code, allowed) {
      // Read and written in one operation, which runs alone on the server's store (or again under its lock).
      const usage = await usageOf(userId);
      if (!allowed(usage)) return false;
      const { redemptions } = usage;
      writes.wait(`use ${userId} ${code}`, { kind: 'use', userId, code });
      writes.wait(`count ${code}`, { kind: 'count', code, count: (redemptions[code] ?? 0) + 1 });
      return true;
    },
  };

  return {
    slice: PROMO_USAGE_SLICE,
    repositories: { promoUsage: repository },
    async importSlice(tx, value) {
      const usage = (value ?? { usedByUser: {}, redemptions: {} }) as PromoUsage;
      await tx.delete(promoUses);
      await tx.delete(promoRedemptions);
      await write(tx, [
        ...Object.entries(usage.usedByUser).flatMap(([userId, codes]) => codes.map((code): PromoWrite => ({ kind: 'use', userId, code }))),
        ...Object.entries(usage.redemptions).map(([code, count]): PromoWrite => ({ kind: 'count', code, count })),
      ]);
    },
    ...writes.area,
  };
}
