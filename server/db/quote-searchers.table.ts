/**
 * Who got each search quote from a search, in the server's database (table `quote_searchers`,
 * server/db/schema.ts): the SQL QuoteSearcherRepository (domain/stored-quotes.ts), as a table area of the store
 * (server/db/table-area.ts). One row per quote and company, read by the quote.
 */
import { asc, inArray } from 'drizzle-orm';
import type { QuoteSearcherRepository } from '../../domain/stored-quotes';
import { QUOTE_SEARCHERS_SLICE } from '../../mocks/store/quote.store';
import type { Database, Executor } from './database';
import { quoteSearchers } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Row = Omit<typeof quoteSearchers.$inferInsert, 'seq'>;

/** What the running operation did to one quote's searchers: forgot those stored, then added these. */
interface SearcherWrite {
  quoteId: string;
  forgotten: boolean;
  added: string[];
}

const insert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) => tx.insert(quoteSearchers).values(batch).onConflictDoNothing());

async function write(tx: Executor, writes: readonly SearcherWrite[]): Promise<void> {
  const forgotten = writes.filter((w) => w.forgotten).map((w) => w.quoteId);
  await inBatches(forgotten, (ids) => tx.delete(quoteSearchers).where(inArray(quoteSearchers.quoteId, ids)));
  await insert(tx, writes.flatMap((w) => w.added.map((companyId) => ({ quoteId: w.quoteId, companyId }))));
}

const grouped = (rows: readonly Row[]): Map<string, string[]> => {
  const byQuote = new Map<string, string[]>();
  for (const { quoteId, companyId } of rows) byQuote.set(quoteId, [...(byQuote.get(quoteId) ?? []), companyId]);
  return byQuote;
};

export function quoteSearchersTable(db: Database): TableArea {
  const writes = keyedWrites<SearcherWrite>(db, write);

  /** The searchers read, with the running operation's writes over them. */
  const withWaiting = (stored: Map<string, string[]>, only?: ReadonlySet<string>): Map<string, readonly string[]> => {
    for (const { quoteId, forgotten, added } of writes.waiting.values()) {
      if (only && !only.has(quoteId)) continue;
      const kept = forgotten ? [] : stored.get(quoteId) ?? [];
      const all = [...kept, ...added.filter((id) => !kept.includes(id))];
      if (all.length) stored.set(quoteId, all);
      else stored.delete(quoteId);
    }
    return stored;
  };
  const read = (quoteIds?: readonly string[]) => {
    const query = writes.reader().select({ quoteId: quoteSearchers.quoteId, companyId: quoteSearchers.companyId }).from(quoteSearchers);
    return (quoteIds ? query.where(inArray(quoteSearchers.quoteId, [...quoteIds])) : query).orderBy(asc(quoteSearchers.seq));
  };

  const repository: QuoteSearcherRepository = {
    async searchersOf(quoteIds) {
      if (quoteIds.length === 0) return new Map();
      return withWaiting(grouped(await read(quoteIds)), new Set(quoteIds));
    },
    async all() {
      return withWaiting(grouped(await read()));
    },
    async add(quoteId, companyId) {
      const waiting = writes.waiting.get(quoteId) ?? { quoteId, forgotten: false, added: [] };
      if (!waiting.added.includes(companyId)) writes.wait(quoteId, { ...waiting, added: [...waiting.added, companyId] });
    },
    async forget(quoteIds) {
      for (const quoteId of quoteIds) writes.wait(quoteId, { quoteId, forgotten: true, added: [] });
    },
  };

  return {
    slice: QUOTE_SEARCHERS_SLICE,
    repositories: { quoteSearchers: repository },
    async importSlice(tx, value) {
      await tx.delete(quoteSearchers);
      const rows = Object.entries((value ?? {}) as Record<string, string[]>).flatMap(([quoteId, companies]) => companies.map((companyId) => ({ quoteId, companyId })));
      await insert(tx, rows);
    },
    ...writes.area,
  };
}
