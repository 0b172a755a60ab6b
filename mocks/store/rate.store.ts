/**
 * Forwarder rate imports and their logs in memory: the seed, the template's example rows, and the
 * RateImportRepository over the slice. The records and the rules of an import are domain/rate-imports.ts,
 * the sheet format they are checked against domain/rate-sheet-rules.ts (docs/decisions/018-rate-sheet-format.md).
 * The seed runs its generated sheets through the same checks as an upload, so seeded log rows read exactly
 * like real ones.
 */
import { shipmentModeValues } from '../../src/api/schema.gen';
import { addDays } from '../../domain/server-days';
import { checkRateRow, EQUIPMENT, laneOf, RATE_COLUMNS, statusFor, toCsv, type RateLane, type RateMode, type RowCells } from '../../domain/rate-sheet-rules';
import {
  isReplacedBy, laneKey, type RateImportLogRecord, type RateImportRecord, type RateImportRepository, type RateImportSource,
} from '../../domain/rate-imports';
import { defineSlice, saveDb } from './db';
import { createRng, type Rng } from './rng';
import { anchorPlusDays } from './clock';
import { COMPANY, DEMO_USER, findUserById, users } from './users.store';
import { fullName } from '../../domain/users';

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

export interface RateState {
  imports: RateImportRecord[];
  logs: RateImportLogRecord[];
  /** Each seller company's current lanes: what a confirmed sheet changes. */
  lanes: { companyId: string; lane: RateLane }[];
}

const SUPPLIERS = ['MAERSK', 'MSC', 'CMA-CGM', 'COSCO', 'EVERGREEN', 'ONE', 'HAPAG', 'CATHAY-CARGO', 'LUFTHANSA-CARGO', 'EMIRATES-SKYCARGO'];

/** The slice's name: the server's tables replace it (server/db/rate-imports.table.ts). */
export const RATE_IMPORTS_SLICE = 'rateImports';

export const rateImports = defineSlice<RateState>(RATE_IMPORTS_SLICE, () => {
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

/**
 * The browser demo's and the tests' RateImportRepository, over the slice. The server keeps the same records
 * in tables of their own (server/db/rate-imports.table.ts), where this slice's records move at start.
 */
export const memoryRateImports: RateImportRepository = {
  async importsOf(companyId) {
    return rateImports().imports.filter((r) => r.companyId === companyId);
  },
  async findImport(companyId, id) {
    return rateImports().imports.find((r) => r.id === id && r.companyId === companyId);
  },
  async logsOf(importId) {
    return rateImports().logs.filter((l) => l.importId === importId);
  },
  async lanesOf(companyId) {
    // A demo store saved before lanes existed has none.
    return (rateImports().lanes ?? []).filter((l) => l.companyId === companyId).map((l) => l.lane);
  },
  async addImport(record, logs) {
    rateImports().imports.push(record);
    rateImports().logs.push(...logs);
    saveDb();
  },
  async saveImport() {
    // The record is the slice's own, changed in place.
    saveDb();
  },
  async replaceLanes(companyId, mode, contractIds, lanes) {
    const state = rateImports();
    const replaced = isReplacedBy(contractIds, mode);
    state.lanes = [
      ...(state.lanes ?? []).filter((l) => l.companyId !== companyId || !replaced(l.lane)),
      ...lanes.map((lane) => ({ companyId, lane })),
    ];
    saveDb();
  },
};
