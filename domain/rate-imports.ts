/**
 * A forwarder company's rate imports, their logs and its current lanes (docs/decisions/018-rate-sheet-format.md):
 * the records, the repository both backends implement (mocks/store/rate.store.ts in memory,
 * server/db/rate-imports.table.ts in SQL; docs/decisions/219-area-repositories.md), and the rules of an
 * import's life: a preview compared with the lanes, a confirmation, an abandonment, the end of an XLSX
 * import's processing. The sheet's format and checks are domain/rate-sheet-rules.ts.
 */
import type { components } from '../src/api/schema.gen';
import type { RateImportStatus, RateLane, RateMode } from './rate-sheet-rules';

export type RateImportSource = components['schemas']['RateImportSource'];

export interface RateImportRecord {
  id: string;
  companyId: string;
  userId: string;
  user: string;
  time: string;
  supplierId: string;
  rateMode: RateMode;
  status: RateImportStatus;
  source: RateImportSource;
  fileName: string;
  rowCount: number;
  errorCount: number;
  /** For a PROCESSING import (an XLSX upload): when it becomes SUCCESS (epoch ms). */
  processingUntil?: number;
  /** For a PREVIEW import: the good rows, imported on confirm, and the status they will give. */
  pending?: { lanes: RateLane[]; status: RateImportStatus; xlsx: boolean };
}

/** A log row is the contract's, as the log answers it. */
export type RateImportLogRecord = components['schemas']['RateImportLogRow'];

export interface RateImportRepository {
  /** The company's imports, in no particular order (the lists sort them). */
  importsOf(companyId: string): Promise<RateImportRecord[]>;
  /** One of the company's imports. */
  findImport(companyId: string, id: string): Promise<RateImportRecord | undefined>;
  /** An import's log rows, in no particular order (the log sorts them). */
  logsOf(importId: string): Promise<RateImportLogRecord[]>;
  /** The company's current lanes, in the order they were imported. */
  lanesOf(companyId: string): Promise<RateLane[]>;
  /** Keeps a new import with its log rows. */
  addImport(record: RateImportRecord, logs: readonly RateImportLogRecord[]): Promise<void>;
  /** Keeps an import as it now is (its status moved). */
  saveImport(record: RateImportRecord): Promise<void>;
  /** The company's lanes of this mode and these contracts (upper case) give way to `lanes`. */
  replaceLanes(companyId: string, mode: RateMode, contractIds: readonly string[], lanes: readonly RateLane[]): Promise<void>;
}

/** An XLSX upload stays PROCESSING for this long before it becomes SUCCESS. */
export const XLSX_PROCESSING_MS = 3000;

/** Ends the processing of an XLSX import whose time has come; says whether it did. */
export function settleProcessing(record: RateImportRecord, now: number): boolean {
  if (record.status !== 'PROCESSING' || (record.processingUntil ?? 0) > now) return false;
  record.status = 'SUCCESS';
  delete record.processingUntil;
  return true;
}

/** A lane's identity: the same lane in another sheet or at another price is a change, not an addition. */
export const laneKey = (l: Pick<RateLane, 'contractId' | 'sheet' | 'origin' | 'destination' | 'equipment'>) =>
  [l.contractId, l.sheet, l.origin, l.destination, l.equipment].map((v) => v.toUpperCase()).join('|');

/** The contracts a sheet names, in upper case: a confirmed sheet replaces their lanes of its mode. */
export const contractsNamed = (lanes: readonly RateLane[]): string[] => [...new Set(lanes.map((l) => l.contractId.toUpperCase()))];

/** Whether a lane is one a sheet of this mode naming these contracts replaces. */
export const isReplacedBy = (contracts: readonly string[], mode: RateMode) => (lane: RateLane) =>
  lane.mode === mode && contracts.includes(lane.contractId.toUpperCase());

/** What importing `lanes` would do to the company's `current` lanes of that mode. */
export function previewLanes(current: readonly RateLane[], mode: RateMode, lanes: readonly RateLane[]) {
  const named = current.filter(isReplacedBy(contractsNamed(lanes), mode));
  const byKey = new Map(named.map((l) => [laneKey(l), l]));
  const incoming = new Set(lanes.map(laneKey));
  const added: RateLane[] = [];
  const changed: { lane: RateLane; oldPrice: number; oldCurrency: RateLane['currency'] }[] = [];
  for (const lane of lanes) {
    const old = byKey.get(laneKey(lane));
    if (!old) added.push(lane);
    else if (old.price !== lane.price || old.currency !== lane.currency) changed.push({ lane, oldPrice: old.price, oldCurrency: old.currency });
  }
  const removed = named.filter((l) => !incoming.has(laneKey(l)));
  return { added, changed, removed };
}

/**
 * Confirms a PREVIEW import: it takes its final status (an XLSX workbook processes first) and gives the lanes
 * that now replace those of the contracts they name.
 */
export function confirmImport(record: RateImportRecord, now: number): RateLane[] {
  const pending = record.pending!;
  record.status = pending.status;
  if (pending.xlsx) record.processingUntil = now + XLSX_PROCESSING_MS;
  delete record.pending;
  return pending.lanes;
}

export function abandonImport(record: RateImportRecord): void {
  record.status = 'ABANDONED';
  delete record.pending;
}
