/**
 * The stored quotes in the server's database (table `stored_quotes`, server/db/schema.ts): the SQL
 * StoredQuoteRepository (domain/stored-quotes.ts), as a table area of the store (server/db/table-area.ts). A
 * quote is kept as JSON, read by its id; retention reads the search quotes' ages by the index on source and
 * creation.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { QuoteRecord } from '../../domain/pricing';
import type { StoredQuoteRepository } from '../../domain/stored-quotes';
import { STORED_QUOTES_SLICE } from '../../mocks/store/quote.store';
import type { Database, Executor } from './database';
import { storedQuotes } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Row = typeof storedQuotes.$inferInsert;

const toRow = (q: QuoteRecord): Row => ({
  id: q.id,
  source: q.source,
  forwarderCompanyId: q.forwarder.companyId,
  createdAt: new Date(q.createdAt),
  data: JSON.stringify(q),
});

const toRecord = (row: { data: string }): QuoteRecord => JSON.parse(row.data) as QuoteRecord;

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(storedQuotes)
      .values(batch)
      .onConflictDoUpdate({
        target: storedQuotes.id,
        set: { source: sql`excluded.source`, forwarderCompanyId: sql`excluded.forwarder_company_id`, createdAt: sql`excluded.created_at`, data: sql`excluded.data` },
      }),
  );

/** A write of the running operation: the quote kept under its id, or null for one removed. */
interface QuoteWrite {
  id: string;
  quote: QuoteRecord | null;
}

async function write(tx: Executor, writes: readonly QuoteWrite[]): Promise<void> {
  const removed = writes.filter((w) => w.quote === null).map((w) => w.id);
  await inBatches(removed, (ids) => tx.delete(storedQuotes).where(inArray(storedQuotes.id, ids)));
  await upsert(tx, writes.flatMap((w) => (w.quote ? [toRow(w.quote)] : [])));
}

export function storedQuotesTable(db: Database): TableArea {
  const writes = keyedWrites<QuoteWrite>(db, write);

  /** The rows read, with the running operation's writes over them. */
  const withWaiting = (rows: { data: string }[], only?: ReadonlySet<string>): Map<string, QuoteRecord> => {
    const found = new Map(rows.map(toRecord).map((q) => [q.id, q]));
    for (const { id, quote } of writes.waiting.values()) {
      if (only && !only.has(id)) continue;
      if (quote) found.set(id, quote);
      else found.delete(id);
    }
    return found;
  };

  const repository: StoredQuoteRepository = {
    async find(id) {
      const waiting = writes.waiting.get(id);
      if (waiting) return waiting.quote ?? undefined;
      const [row] = await writes.reader().select({ data: storedQuotes.data }).from(storedQuotes).where(eq(storedQuotes.id, id));
      return row ? toRecord(row) : undefined;
    },
    async findMany(ids) {
      if (ids.length === 0) return new Map();
      const rows = await writes.reader().select({ data: storedQuotes.data }).from(storedQuotes).where(inArray(storedQuotes.id, [...ids]));
      return withWaiting(rows, new Set(ids));
    },
    async all() {
      return [...withWaiting(await writes.reader().select({ data: storedQuotes.data }).from(storedQuotes)).values()];
    },
    async searchQuoteAges() {
      const rows = await writes
        .reader()
        .select({ id: storedQuotes.id, createdAt: storedQuotes.createdAt })
        .from(storedQuotes)
        .where(eq(storedQuotes.source, 'SEARCH'));
      const ages = new Map(rows.map((r) => [r.id, { id: r.id, source: 'SEARCH' as const, createdAt: r.createdAt.toISOString() }]));
      for (const { id, quote } of writes.waiting.values()) {
        if (quote?.source === 'SEARCH') ages.set(id, { id, source: 'SEARCH', createdAt: new Date(quote.createdAt).toISOString() });
        else ages.delete(id);
      }
      return [...ages.values()];
    },
    async put(quote) {
      writes.wait(quote.id, { id: quote.id, quote });
    },
    async remove(ids) {
      for (const id of ids) writes.wait(id, { id, quote: null });
    },
  };

  return {
    slice: STORED_QUOTES_SLICE,
    repositories: { storedQuotes: repository },
    async importSlice(tx, value) {
      await tx.delete(storedQuotes);
      await upsert(tx, Object.values((value ?? {}) as Record<string, QuoteRecord>).map(toRow));
    },
    ...writes.area,
  };
}
