/**
 * The forwarders' rate sheet: its columns, what each cell must hold for the upload's mode, how a CSV is
 * read and written, and the status an import gets from its bad rows. One rule for both backends'
 * rate operations; each backend keeps its imports and logs in its own store.
 */
import { currencyValues, shipmentModeValues, type components } from '../src/api/schema.gen';
import { isIsoDay } from './server-days';
import { eitherOf } from './wording';

type Schemas = components['schemas'];
export type RateMode = Schemas['ShipmentMode'];
export type RateImportStatus = Schemas['RateImportStatus'];
export type RateColumnType = Schemas['RateColumnType'];
export type RateLane = Schemas['RateLane'];

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

export type RowCells = Record<Exclude<RateColumnType, 'ROW'>, string>;

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
export function laneOf(cells: RowCells): RateLane {
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

