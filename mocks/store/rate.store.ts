/**
 * Forwarder rate imports and their logs, and the rate-sheet format they are checked against
 * (docs/decisions/018-rate-sheet-format.md). The seed runs its generated sheets through the same
 * checks as an upload, so seeded log rows read exactly like real ones.
 */
import { currencyValues, shipmentModeValues, type components } from '../../src/api/schema.gen';
import { addDays, isIsoDay } from '../../domain/server-days';
import { eitherOf } from '../../domain/wording';
import { defineSlice, nextId, saveDb } from './db';
import { createRng, type Rng } from './rng';
import { anchorPlusDays, mockNow } from './clock';
import { COMPANY, DEMO_USER, findUserById, fullName, users } from './users.store';

type Schemas = components['schemas'];
export type RateMode = Schemas['ShipmentMode'];
export type RateImportStatus = Schemas['RateImportStatus'];
export type RateImportSource = Schemas['RateImportSource'];
export type RateColumnType = Schemas['RateColumnType'];

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

export type RateLane = Schemas['RateLane'];

export interface RateImportLogRecord {
  id: string;
  importId: string;
  contractId: string;
  amendment: string;
  sheet: string;
  row: number;
  columnType: RateColumnType;
  value: string;
  errorMessage: string;
}

// ---------------------------------------------------------------------------------------------
// The sheet format

/** The template's columns, in order. Headers match case- and space-insensitively, in any order. */
export const RATE_COLUMNS: readonly { type: Exclude<RateColumnType, 'ROW'>; header: string }[] = [
  { type: 'CONTRACT_ID', header: 'Contract ID' },
  { type: 'AMENDMENT', header: 'Amendment' },
  { type: 'SHEET', header: 'Sheet' },
  { type: 'MODE', header: 'Mode' },
  { type: 'ORIGIN', header: 'Origin' },
  { type: 'DESTINATION', header: 'Destination' },
  { type: 'EQUIPMENT', header: 'Container Type / Weight Break' },
  { type: 'PRICE', header: 'Price' },
  { type: 'CURRENCY', header: 'Currency' },
  { type: 'VALID_FROM', header: 'Valid From' },
  { type: 'VALID_TO', header: 'Valid To' },
];

export const EQUIPMENT: Record<RateMode, readonly string[]> = {
  FCL: ['20GP', '40GP', '40HC', '45HC', '20RF', '40RF', '20OT', '40OT', '20FR', '40FR'],
  LCL: ['CBM', 'W/M'],
  AIR: ['MIN', '-45', '+45', '+100', '+300', '+500', '+1000'],
};
export const MAX_RATE_ROWS = 5000;

type RowCells = Record<Exclude<RateColumnType, 'ROW'>, string>;

export interface CellIssue {
  columnType: RateColumnType;
  value: string;
  errorMessage: string;
}


/** The bad cells of one data row, checked against the upload's rate mode. */
export function checkRateRow(cells: RowCells, rateMode: RateMode): CellIssue[] {
  const issues: CellIssue[] = [];
  const bad = (columnType: RateColumnType, errorMessage: string) => issues.push({ columnType, value: cells[columnType as keyof RowCells] ?? '', errorMessage });

  if (!cells.CONTRACT_ID) bad('CONTRACT_ID', 'Contract ID is required.');
  else if (!/^[A-Za-z0-9][A-Za-z0-9\-_/]{2,29}$/.test(cells.CONTRACT_ID)) bad('CONTRACT_ID', 'Contract ID must be 3 to 30 letters, digits, "-", "_" or "/".');

  if (!/^\d{1,3}$/.test(cells.AMENDMENT)) bad('AMENDMENT', 'Amendment must be a whole number from 0 to 999.');

  if (!cells.SHEET) bad('SHEET', 'Sheet is required.');
  else if (cells.SHEET.length > 40) bad('SHEET', 'Sheet must be at most 40 characters.');

  const mode = cells.MODE.toUpperCase();
  if (!shipmentModeValues.includes(mode as RateMode)) bad('MODE', `Mode must be ${eitherOf(shipmentModeValues)}.`);
  else if (mode !== rateMode) bad('MODE', `Mode ${mode} does not match the upload's rate mode ${rateMode}.`);

  const locode = /^[A-Z]{2}[A-Z2-9]{3}$/;
  if (!locode.test(cells.ORIGIN)) bad('ORIGIN', 'Origin must be a 5-character UN/LOCODE, e.g. CNSHA.');
  if (!locode.test(cells.DESTINATION)) bad('DESTINATION', 'Destination must be a 5-character UN/LOCODE, e.g. USLAX.');
  else if (cells.DESTINATION === cells.ORIGIN) bad('DESTINATION', 'Destination must differ from origin.');

  const allowed = EQUIPMENT[rateMode];
  if (!allowed.includes(cells.EQUIPMENT.toUpperCase())) {
    const what = rateMode === 'AIR' ? 'Weight break' : rateMode === 'LCL' ? 'LCL unit' : 'Container type';
    bad('EQUIPMENT', `${what} must be one of ${allowed.join(', ')}.`);
  }

  if (!/^\d+(\.\d{1,2})?$/.test(cells.PRICE) || Number(cells.PRICE) <= 0 || Number(cells.PRICE) > 1_000_000) {
    bad('PRICE', 'Price must be a positive number up to 1,000,000 with at most 2 decimals.');
  }

  if (!(currencyValues as readonly string[]).includes(cells.CURRENCY.toUpperCase())) bad('CURRENCY', `Currency must be ${eitherOf(currencyValues)}.`);

  const fromOk = isIsoDay(cells.VALID_FROM);
  const toOk = isIsoDay(cells.VALID_TO);
  if (!fromOk) bad('VALID_FROM', 'Valid From must be a date written YYYY-MM-DD.');
  if (!toOk) bad('VALID_TO', 'Valid To must be a date written YYYY-MM-DD.');
  else if (fromOk && cells.VALID_TO < cells.VALID_FROM) bad('VALID_TO', 'Valid To must not be before Valid From.');
  return issues;
}

/**
 * RFC 4180 CSV: commas, double-quoted fields with "" escapes, CRLF or LF line ends; a BOM is ignored.
 * Blank records are skipped but counted, so `row` is the record's number as a spreadsheet shows it.
 */
export function parseCsv(text: string): { cells: string[]; row: number }[] {
  const records: { cells: string[]; row: number }[] = [];
  const input = text.replace(/^\uFEFF/, '');
  let row = 0;
  let i = 0;
  while (i < input.length) {
    row++;
    const cells: string[] = [];
    let field = '';
    let quoted = false;
    let ended = false;
    while (i < input.length && !ended) {
      const ch = input[i]!;
      if (quoted) {
        if (ch === '"' && input[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"' && field === '') quoted = true;
      else if (ch === ',') {
        cells.push(field);
        field = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && input[i + 1] === '\n') i++;
        ended = true;
      } else field += ch;
      i++;
    }
    cells.push(field);
    if (cells.some((c) => c.trim() !== '')) records.push({ cells, row });
  }
  return records;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const toCsv = (rows: readonly (readonly string[])[]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

export type SheetCheck =
  | { ok: false; reason: string }
  | { ok: true; rowCount: number; badRows: number; issues: (CellIssue & { row: number; contractId: string; amendment: string; sheet: string })[]; lanes: RateLane[] };

/** A good row as a lane (its cells passed checkRateRow). */
function laneOf(cells: RowCells): RateLane {
  return {
    contractId: cells.CONTRACT_ID, amendment: cells.AMENDMENT, sheet: cells.SHEET, mode: cells.MODE.toUpperCase() as RateMode,
    origin: cells.ORIGIN, destination: cells.DESTINATION, equipment: cells.EQUIPMENT.toUpperCase(), price: Number(cells.PRICE),
    currency: cells.CURRENCY.toUpperCase() as RateLane['currency'], validFrom: cells.VALID_FROM, validTo: cells.VALID_TO,
  };
}

const normaliseHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** Checks a whole CSV sheet. A wrong header or no data rows makes the sheet invalid (70001). */
export function checkRateSheet(text: string, rateMode: RateMode): SheetCheck {
  const records = parseCsv(text);
  // The first non-blank record is the header; a sheet's row numbers still count from the file's top.
  const header = records[0]?.cells.map(normaliseHeader) ?? [];
  const positions = new Map<string, number>();
  for (const [i, name] of header.entries()) {
    if (!name) continue;
    if (positions.has(name)) return { ok: false, reason: `The header has the column "${name}" twice.` };
    positions.set(name, i);
  }
  const unknown = [...positions.keys()].filter((name) => !RATE_COLUMNS.some((c) => normaliseHeader(c.header) === name));
  if (unknown.length) return { ok: false, reason: `The header has unknown columns: ${unknown.join(', ')}. Use the template.` };
  const missing = RATE_COLUMNS.filter((c) => !positions.has(normaliseHeader(c.header))).map((c) => c.header);
  if (missing.length) return { ok: false, reason: `The header lacks columns: ${missing.join(', ')}. Use the template.` };

  const dataRows = records.slice(1);
  if (dataRows.length === 0) return { ok: false, reason: 'The sheet has no data rows.' };
  if (dataRows.length > MAX_RATE_ROWS) return { ok: false, reason: `The sheet has ${dataRows.length} data rows; at most ${MAX_RATE_ROWS} are taken per upload.` };

  const issues: Extract<SheetCheck, { ok: true }>['issues'] = [];
  const lanes: RateLane[] = [];
  let badRows = 0;
  for (const { cells: raw, row } of dataRows) {
    const cells = Object.fromEntries(
      RATE_COLUMNS.map((c) => [c.type, (raw[positions.get(normaliseHeader(c.header))!] ?? '').trim()]),
    ) as RowCells;
    const where = { row, contractId: cells.CONTRACT_ID, amendment: cells.AMENDMENT, sheet: cells.SHEET };
    if (raw.length !== header.length) {
      badRows++;
      issues.push({ ...where, columnType: 'ROW', value: raw.join(','), errorMessage: `The row has ${raw.length} cells; the header has ${header.length}.` });
      continue;
    }
    const found = checkRateRow(cells, rateMode);
    if (found.length) badRows++;
    else lanes.push(laneOf(cells));
    for (const issue of found) issues.push({ ...where, ...issue });
  }
  return { ok: true, rowCount: dataRows.length, badRows, issues, lanes };
}

export const statusFor = (rowCount: number, badRows: number): RateImportStatus =>
  badRows === 0 ? 'SUCCESS' : badRows >= rowCount ? 'FAILED' : 'PARTIAL';

// ---------------------------------------------------------------------------------------------
// Example rows: the template's examples and the seed's sheets

const LANES: Record<RateMode, readonly [string, string][]> = {
  FCL: [['CNSHA', 'USLAX'], ['CNNGB', 'USLGB'], ['CNYTN', 'DEHAM'], ['VNSGN', 'NLRTM'], ['KRPUS', 'USSEA'], ['CNSHA', 'GBFXT']],
  LCL: [['CNSZX', 'USNYC'], ['HKHKG', 'DEHAM'], ['TWKHH', 'USLAX'], ['CNSHA', 'SESTO']],
  AIR: [['HKHKG', 'USJFK'], ['CNPVG', 'USORD'], ['CNPVG', 'DEFRA'], ['SGSIN', 'GBLHR'], ['CNCAN', 'USLAX']],
};
const SHEETS: Record<RateMode, readonly string[]> = {
  FCL: ['Main', 'Transpacific', 'Asia-Europe', 'Surcharges'],
  LCL: ['Main', 'Consolidation', 'Surcharges'],
  AIR: ['Main', 'General cargo', 'Express'],
};

export function exampleRateRow(rng: Rng, mode: RateMode, contractId: string, amendment: number, validFrom: string): RowCells {
  const [origin, destination] = rng.pick(LANES[mode]);
  const price = mode === 'FCL' ? rng.money(900, 5200) : mode === 'LCL' ? rng.money(35, 160) : rng.money(2.1, 9.8);
  const to = addDays(validFrom, rng.pick([30, 60, 90, 180]));
  return {
    CONTRACT_ID: contractId,
    AMENDMENT: String(amendment),
    SHEET: rng.pick(SHEETS[mode]),
    MODE: mode,
    ORIGIN: origin,
    DESTINATION: destination,
    EQUIPMENT: rng.pick(EQUIPMENT[mode]),
    PRICE: price.toFixed(2),
    CURRENCY: rng.pick(['USD', 'USD', 'USD', 'EUR', 'GBP']),
    VALID_FROM: validFrom,
    VALID_TO: to,
  };
}

/** The template: the header and one example row per mode. */
export function rateTemplateCsv(): string {
  const rng = createRng('rate-template');
  const rows = shipmentModeValues.map((mode, i) => exampleRateRow(rng, mode, `PBL-2026-${String(i + 1).padStart(3, '0')}`, 0, '2026-12-01'));
  return toCsv([RATE_COLUMNS.map((c) => c.header), ...rows.map((r) => RATE_COLUMNS.map((c) => r[c.type]))]);
}

/** Typical mistakes of a hand-made sheet, used by the seed. */
const MISTAKES: readonly ((cells: RowCells, rng: Rng) => void)[] = [
  (c) => { c.ORIGIN = c.ORIGIN.slice(0, 4); },
  (c) => { c.DESTINATION = c.DESTINATION.toLowerCase(); },
  (c) => { c.PRICE = ''; },
  (c, rng) => { c.PRICE = rng.pick(['-120', '1,250.00', '12.345', 'TBA']); },
  (c, rng) => { c.CURRENCY = rng.pick(['RMB', 'US$', 'HKD', '']); },
  (c) => { c.VALID_TO = '2026-02-30'; },
  (c) => { c.VALID_FROM = c.VALID_FROM.split('-').reverse().join('/'); },
  (c, rng) => { c.EQUIPMENT = rng.pick(['53HC', '40HQ ', 'PALLET', '+2000']); },
  (c) => { c.CONTRACT_ID = ''; },
  (c) => { c.AMENDMENT = 'A1'; },
  (c) => { c.MODE = c.MODE === 'FCL' ? 'LCL' : 'FCL'; },
];

// ---------------------------------------------------------------------------------------------
// The slice

interface RateState {
  imports: RateImportRecord[];
  logs: RateImportLogRecord[];
  /** Each seller company's current lanes: what a confirmed sheet changes. */
  lanes: { companyId: string; lane: RateLane }[];
}

const SUPPLIERS = ['MAERSK', 'MSC', 'CMA-CGM', 'COSCO', 'EVERGREEN', 'ONE', 'HAPAG', 'CATHAY-CARGO', 'LUFTHANSA-CARGO', 'EMIRATES-SKYCARGO'];

export const rateImports = defineSlice<RateState>('rateImports', () => {
  const rng = createRng('rateImports');
  const state: RateState = { imports: [], logs: [], lanes: [] };
  const sellers = [
    { companyId: COMPANY.pacific, prefix: 'PBL', lead: DEMO_USER.forwarder },
    { companyId: COMPANY.sino, prefix: 'STE', lead: DEMO_USER.sinoForwarder },
  ];
  let seq = 0;
  for (const seller of sellers) {
    const uploaders = users().filter((u) => u.companyId === seller.companyId && u.role === 'SELLER');
    for (let i = 0; i < 24; i++) {
      seq++;
      const id = `RIM-${String(seq).padStart(4, '0')}`;
      const mode = rng.pick(shipmentModeValues);
      const source: RateImportSource = rng.chance(0.6) ? 'UPLOAD' : rng.chance(0.6) ? 'EMAIL' : 'API';
      const supplierId = rng.chance(0.85) ? rng.pick(SUPPLIERS) : '';
      // The demo forwarder uploads most of their company's sheets, so their history is full.
      const uploader = rng.chance(0.6) ? findUserById(seller.lead)! : rng.pick(uploaders);
      const target = rng.chance(0.55) ? 'SUCCESS' : rng.chance(0.65) ? 'PARTIAL' : 'FAILED';
      const rowCount = target === 'FAILED' ? rng.int(3, 24) : rng.int(12, 320);
      const days = -rng.int(1, 420);
      const time = anchorPlusDays(days, rng.int(1, 22));
      const contractId = `${seller.prefix}-${time.slice(0, 4)}-${String(rng.int(1, 400)).padStart(3, '0')}`;
      const amendment = rng.int(0, 6);
      const validFrom = anchorPlusDays(days + rng.int(0, 14)).slice(0, 10);

      // Which rows carry a mistake: none, some, or all.
      const badRowNumbers = new Set<number>();
      if (target === 'FAILED') for (let r = 0; r < rowCount; r++) badRowNumbers.add(r + 2);
      if (target === 'PARTIAL') {
        const n = rng.int(1, Math.max(1, Math.min(18, Math.floor(rowCount / 4))));
        while (badRowNumbers.size < n) badRowNumbers.add(rng.int(2, rowCount + 1));
      }
      const logs: RateImportLogRecord[] = [];
      for (const row of [...badRowNumbers].sort((a, b) => a - b)) {
        const cells = exampleRateRow(rng, mode, contractId, amendment, validFrom);
        rng.pick(MISTAKES)(cells, rng);
        if (rng.chance(0.2)) rng.pick(MISTAKES)(cells, rng);
        for (const issue of checkRateRow(cells, mode)) {
          logs.push({ id: `${id}-L${logs.length + 1}`, importId: id, contractId: cells.CONTRACT_ID, amendment: cells.AMENDMENT, sheet: cells.SHEET, row, ...issue });
        }
      }
      // A mistake may cancel out (e.g. a mode flipped back): the status follows the logs, as for an upload.
      const badRows = new Set(logs.map((l) => l.row)).size;
      const user = source === 'UPLOAD' ? fullName(uploader) : source === 'EMAIL' ? `rates@${(supplierId || 'partner').toLowerCase()}.example.com` : `${supplierId || 'Partner'} API`;
      state.imports.push({
        id, companyId: seller.companyId, userId: source === 'UPLOAD' ? uploader.id : '', user, time, supplierId, rateMode: mode,
        status: statusFor(rowCount, badRows), source,
        fileName: source === 'API' ? `${(supplierId || 'partner').toLowerCase()}-${mode.toLowerCase()}-${time.slice(0, 10)}.csv` : `${contractId}-A${amendment}-${mode}.csv`,
        rowCount, errorCount: logs.length,
      });
      state.logs.push(...logs);
    }
    // The lanes of the template's example contract, so an upload of a sheet naming it shows changes.
    const laneRng = createRng(`rateLanes-${seller.prefix}`);
    for (const mode of shipmentModeValues) {
      const keys = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const lane = laneOf({ ...exampleRateRow(laneRng, mode, 'PBL-2026-101', 0, '2026-12-01'), SHEET: 'Main' });
        // One price per lane: a repeated pick is dropped.
        if (keys.has(laneKey(lane))) continue;
        keys.add(laneKey(lane));
        state.lanes.push({ companyId: seller.companyId, lane });
      }
    }
  }
  return state;
});

/** An XLSX upload stays PROCESSING for this long before it becomes SUCCESS. */
export const XLSX_PROCESSING_MS = 3000;

/** Ends the processing of XLSX uploads whose time has come (called before any read). */
export function settleProcessingImports(): void {
  let changed = false;
  for (const record of rateImports().imports) {
    if (record.status === 'PROCESSING' && (record.processingUntil ?? 0) <= mockNow()) {
      record.status = 'SUCCESS';
      delete record.processingUntil;
      changed = true;
    }
  }
  if (changed) saveDb();
}

/** A lane's identity: the same lane in another sheet or at another price is a change, not an addition. */
export const laneKey = (l: Pick<RateLane, 'contractId' | 'sheet' | 'origin' | 'destination' | 'equipment'>) =>
  [l.contractId, l.sheet, l.origin, l.destination, l.equipment].map((v) => v.toUpperCase()).join('|');

/** The company's lanes a sheet replaces: those of the contracts it names, in its rate mode. */
const replacedBy = (lanes: readonly RateLane[], mode: RateMode) => {
  const contracts = new Set(lanes.map((l) => l.contractId.toUpperCase()));
  return (lane: RateLane) => lane.mode === mode && contracts.has(lane.contractId.toUpperCase());
};

/** What importing `lanes` would do to the company's lanes of that mode. */
export function previewLanes(companyId: string, mode: RateMode, lanes: readonly RateLane[]) {
  // A demo store saved before lanes existed has none.
  const current = (rateImports().lanes ?? []).filter((l) => l.companyId === companyId).map((l) => l.lane);
  const named = current.filter(replacedBy(lanes, mode));
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

/** Confirms a PREVIEW import: its lanes replace the named contracts' lanes; it takes its final status. */
export function confirmRateImport(record: RateImportRecord): void {
  const pending = record.pending!;
  const replaced = replacedBy(pending.lanes, record.rateMode);
  const state = rateImports();
  state.lanes = [
    ...(state.lanes ?? []).filter((l) => l.companyId !== record.companyId || !replaced(l.lane)),
    ...pending.lanes.map((lane) => ({ companyId: record.companyId, lane })),
  ];
  record.status = pending.status;
  if (pending.xlsx) record.processingUntil = mockNow() + XLSX_PROCESSING_MS;
  delete record.pending;
  saveDb();
}

export function abandonRateImport(record: RateImportRecord): void {
  record.status = 'ABANDONED';
  delete record.pending;
  saveDb();
}

export function recordRateImport(
  fields: Omit<RateImportRecord, 'id' | 'time' | 'errorCount'>,
  issues: Extract<SheetCheck, { ok: true }>['issues'],
): RateImportRecord {
  const id = nextId('RIM');
  const record: RateImportRecord = { ...fields, id, time: new Date(mockNow()).toISOString(), errorCount: issues.length };
  rateImports().imports.push(record);
  rateImports().logs.push(...issues.map((issue, i) => ({ id: `${id}-L${i + 1}`, importId: id, ...issue })));
  saveDb();
  return record;
}
