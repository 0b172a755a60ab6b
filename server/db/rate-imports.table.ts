/**
 * The rate imports, their log rows and the companies' lanes in the server's database (tables `rate_imports`,
 * `rate_import_logs` and `rate_lanes`, server/db/schema.ts): the SQL RateImportRepository
 * (domain/rate-imports.ts), as a table area of the store (server/db/table-area.ts). A log grows with every
 * bad cell of every upload: here it is read one import at a time, never held by every process.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '../../domain/money';
import {
  isReplacedBy, type RateImportLogRecord, type RateImportRecord, type RateImportRepository, type RateImportSource,
} from '../../domain/rate-imports';
import type { RateColumnType, RateImportStatus, RateLane, RateMode } from '../../domain/rate-sheet-rules';
import { markStoreChanged } from '../../mocks/store/db';
import { RATE_IMPORTS_SLICE, type RateState } from '../../mocks/store/rate.store';
import type { Database, Executor } from './database';
import { rateImportLogs, rateImports, rateLanes } from './schema';
import { inBatches, type TableArea } from './table-area';

type ImportRow = typeof rateImports.$inferSelect;
type LogRow = typeof rateImportLogs.$inferSelect;
type LaneRow = typeof rateLanes.$inferInsert;

const toImportRow = (r: RateImportRecord): ImportRow => ({
  id: r.id,
  companyId: r.companyId,
  userId: r.userId,
  userName: r.user,
  time: new Date(r.time),
  supplierId: r.supplierId,
  rateMode: r.rateMode,
  status: r.status,
  source: r.source,
  fileName: r.fileName,
  rowCount: r.rowCount,
  errorCount: r.errorCount,
  processingUntil: r.processingUntil ?? null,
  pending: r.pending ? JSON.stringify(r.pending) : null,
});

// The record's properties in the order the embedded backend writes them, so that both answer the same JSON.
function toImport(r: ImportRow): RateImportRecord {
  const record: RateImportRecord = {
    id: r.id,
    companyId: r.companyId,
    userId: r.userId,
    user: r.userName,
    time: r.time.toISOString(),
    supplierId: r.supplierId,
    rateMode: r.rateMode as RateMode,
    status: r.status as RateImportStatus,
    source: r.source as RateImportSource,
    fileName: r.fileName,
    rowCount: r.rowCount,
    errorCount: r.errorCount,
  };
  if (r.processingUntil !== null) record.processingUntil = r.processingUntil;
  if (r.pending !== null) record.pending = JSON.parse(r.pending) as RateImportRecord['pending'];
  return record;
}

const toLog = (r: LogRow): RateImportLogRecord => ({ ...r, columnType: r.columnType as RateColumnType });

const toLaneRow = (companyId: string, l: RateLane): LaneRow => ({
  companyId,
  mode: l.mode,
  contractId: l.contractId,
  amendment: l.amendment,
  sheet: l.sheet,
  origin: l.origin,
  destination: l.destination,
  equipment: l.equipment,
  price: l.price,
  currency: l.currency,
  validFrom: l.validFrom,
  validTo: l.validTo,
});

const toLane = (r: LaneRow): RateLane => ({
  contractId: r.contractId,
  amendment: r.amendment,
  sheet: r.sheet,
  mode: r.mode as RateMode,
  origin: r.origin,
  destination: r.destination,
  equipment: r.equipment,
  price: r.price,
  currency: r.currency as Currency,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

const upsertImports = (tx: Executor, rows: readonly ImportRow[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(rateImports)
      .values(batch)
      .onConflictDoUpdate({
        target: rateImports.id,
        // What an import's life changes: its status, the end of its processing, its pending rows.
        set: { status: sql`excluded.status`, processingUntil: sql`excluded.processing_until`, pending: sql`excluded.pending` },
      }),
  );

const insertLogs = (tx: Executor, rows: readonly LogRow[]) => inBatches(rows, (batch) => tx.insert(rateImportLogs).values(batch));
const insertLanes = (tx: Executor, rows: readonly LaneRow[]) => inBatches(rows, (batch) => tx.insert(rateLanes).values(batch));

interface LaneReplacement {
  companyId: string;
  mode: RateMode;
  contractIds: readonly string[];
  lanes: readonly RateLane[];
}

export function rateImportsTable(db: Database): TableArea {
  let reader: Executor = db;
  // The running operation's writes: imports as they now are (new or changed), new log rows, lane replacements in order.
  const imports = new Map<string, RateImportRecord>();
  const logs: RateImportLogRecord[] = [];
  const replacements: LaneReplacement[] = [];

  /** The rows read, with the operation's own imports over them. */
  const withWaiting = (rows: ImportRow[], keep: (r: RateImportRecord) => boolean): RateImportRecord[] => {
    const found = new Map(rows.map((row) => [row.id, toImport(row)]));
    for (const record of imports.values()) if (keep(record)) found.set(record.id, record);
    return [...found.values()];
  };

  const repository: RateImportRepository = {
    async importsOf(companyId) {
      const rows = await reader.select().from(rateImports).where(eq(rateImports.companyId, companyId));
      return withWaiting(rows, (r) => r.companyId === companyId);
    },
    async findImport(companyId, id) {
      const waiting = imports.get(id);
      if (waiting) return waiting.companyId === companyId ? waiting : undefined;
      const [row] = await reader.select().from(rateImports).where(and(eq(rateImports.id, id), eq(rateImports.companyId, companyId)));
      return row ? toImport(row) : undefined;
    },
    async logsOf(importId) {
      const rows = await reader.select().from(rateImportLogs).where(eq(rateImportLogs.importId, importId));
      return [...rows.map(toLog), ...logs.filter((l) => l.importId === importId)];
    },
    async lanesOf(companyId) {
      const rows = await reader.select().from(rateLanes).where(eq(rateLanes.companyId, companyId)).orderBy(asc(rateLanes.id));
      let lanes = rows.map(toLane);
      for (const r of replacements) {
        if (r.companyId !== companyId) continue;
        const replaced = isReplacedBy(r.contractIds, r.mode);
        lanes = [...lanes.filter((lane) => !replaced(lane)), ...r.lanes];
      }
      return lanes;
    },
    async addImport(record, rows) {
      imports.set(record.id, record);
      logs.push(...rows);
      markStoreChanged();
    },
    async saveImport(record) {
      imports.set(record.id, record);
      markStoreChanged();
    },
    async replaceLanes(companyId, mode, contractIds, lanes) {
      replacements.push({ companyId, mode, contractIds: [...contractIds], lanes: [...lanes] });
      markStoreChanged();
    },
  };

  const forget = () => {
    imports.clear();
    logs.length = 0;
    replacements.length = 0;
  };

  return {
    slice: RATE_IMPORTS_SLICE,
    repositories: { rateImports: repository },
    async importSlice(tx, value) {
      const state = (value ?? { imports: [], logs: [], lanes: [] }) as RateState;
      await tx.delete(rateImports);
      await tx.delete(rateImportLogs);
      await tx.delete(rateLanes);
      await upsertImports(tx, state.imports.map(toImportRow));
      await insertLogs(tx, state.logs.map((l) => ({ ...l })));
      // A demo store saved before lanes existed has none.
      await insertLanes(tx, (state.lanes ?? []).map(({ companyId, lane }) => toLaneRow(companyId, lane)));
    },
    pending: () => imports.size > 0 || logs.length > 0 || replacements.length > 0,
    async flush(tx) {
      const importRows = [...imports.values()].map(toImportRow);
      const logRows = logs.map((l) => ({ ...l }));
      const laneChanges = [...replacements];
      forget();
      await upsertImports(tx, importRows);
      await insertLogs(tx, logRows);
      for (const { companyId, mode, contractIds, lanes } of laneChanges) {
        if (contractIds.length > 0) {
          await tx
            .delete(rateLanes)
            .where(and(eq(rateLanes.companyId, companyId), eq(rateLanes.mode, mode), inArray(sql`upper(${rateLanes.contractId})`, [...contractIds])));
        }
        await insertLanes(tx, lanes.map((lane) => toLaneRow(companyId, lane)));
      }
    },
    discard: forget,
    readFrom(executor) {
      reader = executor ?? db;
    },
  };
}
