/**
 * The custom quote requests in the server's database (table `quote_requests`, server/db/schema.ts): the SQL
 * QuoteRequestRepository (domain/quote-requests.ts), as a table area of the store (server/db/table-area.ts).
 * A request keeps its nested search, answer and declines as JSON; the columns beside it are what the
 * queries select by, and the visibility rule itself still decides (isRequestVisibleTo).
 */
import { eq, or, sql } from 'drizzle-orm';
import { isRequestVisibleTo, type QuoteRequestRecord, type QuoteRequestRepository } from '../../domain/quote-requests';
import { QUOTE_REQUESTS_SLICE } from '../../mocks/store/quote.store';
import type { Database, Executor } from './database';
import { quoteRequests } from './schema';
import { countWithWaiting, inBatches, keyedWrites, type TableArea } from './table-area';

type Row = typeof quoteRequests.$inferInsert;

const toRow = (r: QuoteRequestRecord): Row => ({
  id: r.id,
  companyId: r.companyId,
  status: r.status,
  answeredBy: r.answer?.forwarderCompanyId ?? null,
  createdAt: new Date(r.createdAt),
  data: JSON.stringify(r),
});

const toRecord = (row: { data: string }): QuoteRequestRecord => JSON.parse(row.data) as QuoteRequestRecord;

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(quoteRequests)
      .values(batch)
      .onConflictDoUpdate({
        target: quoteRequests.id,
        set: { status: sql`excluded.status`, answeredBy: sql`excluded.answered_by`, data: sql`excluded.data` },
      }),
  );

export function quoteRequestsTable(db: Database): TableArea {
  // The running operation's requests, new or changed, by id.
  const writes = keyedWrites<QuoteRequestRecord>(db, (tx, records) => upsert(tx, records.map(toRow)));

  /** The rows read, with the operation's own requests over them. */
  const withWaiting = (rows: { data: string }[]): QuoteRequestRecord[] => {
    const found = new Map(rows.map(toRecord).map((r) => [r.id, r]));
    for (const record of writes.waiting.values()) found.set(record.id, record);
    return [...found.values()];
  };

  const repository: QuoteRequestRepository = {
    async visibleTo(viewer) {
      // What the rule can let through: a buyer's company's requests; the open ones and those a forwarder answered.
      const where =
        viewer.role === 'BUYER' ? eq(quoteRequests.companyId, viewer.companyId) : or(eq(quoteRequests.status, 'OPEN'), eq(quoteRequests.answeredBy, viewer.companyId));
      const rows = await writes.reader().select({ data: quoteRequests.data }).from(quoteRequests).where(where);
      return withWaiting(rows).filter((r) => isRequestVisibleTo(r, viewer));
    },
    async all() {
      return withWaiting(await writes.reader().select({ data: quoteRequests.data }).from(quoteRequests));
    },
    async find(id) {
      const waiting = writes.waiting.get(id);
      if (waiting) return waiting;
      const [row] = await writes.reader().select({ data: quoteRequests.data }).from(quoteRequests).where(eq(quoteRequests.id, id));
      return row ? toRecord(row) : undefined;
    },
    count: () => countWithWaiting(writes, quoteRequests, quoteRequests.id),
    async save(record) {
      writes.wait(record.id, record);
    },
  };

  return {
    slice: QUOTE_REQUESTS_SLICE,
    repositories: { quoteRequests: repository },
    async importSlice(tx, value) {
      await tx.delete(quoteRequests);
      await upsert(tx, ((value ?? []) as QuoteRequestRecord[]).map(toRow));
    },
    ...writes.area,
  };
}
