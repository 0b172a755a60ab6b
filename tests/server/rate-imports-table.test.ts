/**
 * The rate imports, their logs and the companies' lanes in tables of their own on the server
 * (server/db/rate-imports.table.ts, docs/decisions/219-area-repositories.md), on PGlite in this process: the
 * seed is in the tables on a new database; an upload, its confirmation and an XLSX import's processing are
 * rows when the answers come and survive a restart; a server of before's JSON rows are moved in at start.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { RATE_COLUMNS } from '../../domain/rate-sheet-rules';
import { XLSX_PROCESSING_MS } from '../../domain/rate-imports';
import { mockNow, setMockNow } from '../../mocks/store/clock';
import { RATE_IMPORTS_SLICE, rateImports as seededRates } from '../../mocks/store/rate.store';
import { COMPANY } from '../../mocks/store/users.store';
import { rateImportLogs, rateImports, rateLanes, storeRecords, storeSlices } from '../../server/db/schema';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('rate-imports-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
afterEach(() => setMockNow(null));

const total = async (table: typeof rateImports | typeof rateImportLogs | typeof rateLanes) => (await db().select({ n: count() }).from(table))[0]!.n;
const importRow = async (id: string) => (await db().select().from(rateImports).where(eq(rateImports.id, id)))[0];
/** The company's FCL lanes of the template's contract, which the seed gives both forwarders. */
const contractFcl = (companyId: string) =>
  db().select().from(rateLanes).where(eq(rateLanes.companyId, companyId)).orderBy(asc(rateLanes.id))
    .then((rows) => rows.filter((r) => r.mode === 'FCL' && r.contractId === 'PBL-2026-101'));
const pacificFcl = () => contractFcl(COMPANY.pacific);

const HEADER = RATE_COLUMNS.map((c) => c.header).join(',');
let keys = 0;
async function upload(token: string, file: { name: string; type: string; content: BlobPart }, rateMode: string) {
  const form = new FormData();
  form.append('file', new File([file.content], file.name, { type: file.type }));
  form.append('rateMode', rateMode);
  const res = await server.request('/forwarder-rate/template/upload', {
    method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `rate-table-${++keys}` },
  });
  return (await res.json()) as { code: number; data: any };
}
const csv = (...lines: string[]) => ({ name: 'rates.csv', type: 'text/csv', content: [HEADER, ...lines].join('\r\n') });

test('a new database has the seeded imports, log rows and lanes in the tables, and none of them among the store records', async () => {
  const seed = seededRates();
  expect(await total(rateImports)).toBe(seed.imports.length);
  expect(await total(rateImportLogs)).toBe(seed.logs.length);
  expect(await total(rateLanes)).toBe(seed.lanes.length);
  expect(seed.logs.length, 'the seed has log rows to move').toBeGreaterThan(0);
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, RATE_IMPORTS_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, RATE_IMPORTS_SLICE))).toEqual([{ kind: 'table' }]);
});

test('an upload is a PREVIEW row with its log rows; its confirmation replaces the contract\'s lanes; history and log read them, also after a restart', async () => {
  const token = await signIn('forwarder@example.com');
  const [first] = await pacificFcl();
  expect(first, 'the seed has lanes of the template\'s contract').toBeDefined();
  const good = [first!.contractId, '0', first!.sheet, 'FCL', first!.origin, first!.destination, first!.equipment, '4321.5', 'USD', '2026-12-01', '2027-02-28'].join(',');
  const bad = 'PBL-2026-101,0,Main,FCL,CNSH,USLAX,40HC,-5,RMB,2026-12-01,2027-02-28';
  const lanesBefore = await total(rateLanes);
  const sinoBefore = await contractFcl(COMPANY.sino);
  expect(sinoBefore.length, 'the other forwarder has lanes of the same contract name').toBeGreaterThan(0);

  const preview = await upload(token, csv(good, bad), 'FCL');
  expect(preview.code).toBe(200);
  expect(preview.data.changed).toEqual([expect.objectContaining({ oldPrice: first!.price, lane: expect.objectContaining({ price: 4321.5 }) })]);
  const id = preview.data.import.id as string;
  expect(await importRow(id)).toMatchObject({ companyId: COMPANY.pacific, status: 'PREVIEW', rowCount: 2, errorCount: 3 });
  expect(JSON.parse((await importRow(id))!.pending!)).toMatchObject({ status: 'PARTIAL', xlsx: false, lanes: [expect.objectContaining({ price: 4321.5 })] });
  const logged = await db().select().from(rateImportLogs).where(eq(rateImportLogs.importId, id));
  expect(logged.map((l) => l.columnType).sort()).toEqual(['CURRENCY', 'ORIGIN', 'PRICE']);
  expect(await total(rateLanes), 'a preview changes no lane').toBe(lanesBefore);

  const confirmed = await call('POST', `/forwarder-rate/import/${id}/confirm`, token);
  expect(confirmed.body.data).toMatchObject({ id, status: 'PARTIAL' });
  expect(await importRow(id)).toMatchObject({ status: 'PARTIAL', pending: null, processingUntil: null });
  expect((await pacificFcl()).map((r) => r.price), 'the sheet\'s one good lane replaced the contract\'s FCL lanes').toEqual([4321.5]);
  expect(await contractFcl(COMPANY.sino), 'another company\'s lanes of the same contract name are not touched').toEqual(sinoBefore);

  expect(await restart()).toEqual({ created: false });
  const history = await call('POST', '/forwarder-rate/history', token, { pageNumber: 0, pageSize: 100 });
  expect(history.body.data.list.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'PARTIAL', rowCount: 2, errorCount: 3 });
  const log = await call('POST', '/forwarder-rate/log', token, { importId: id, pageNumber: 0, pageSize: 10 });
  expect(log.body.data.total).toBe(3);
  expect(log.body.data.list.map((l: { row: number }) => l.row)).toEqual([3, 3, 3]);
}, 60_000);

test('an XLSX import is PROCESSING until its time, then the history finds it SUCCESS and keeps it so', async () => {
  const token = await signIn('forwarder@example.com');
  const workbook = { name: 'rates.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]) };
  const now = mockNow();
  setMockNow(now);
  const id = (await upload(token, workbook, 'AIR')).data.import.id as string;
  expect((await call('POST', `/forwarder-rate/import/${id}/confirm`, token)).body.data).toMatchObject({ id, status: 'PROCESSING' });
  expect(await importRow(id)).toMatchObject({ status: 'PROCESSING', processingUntil: now + XLSX_PROCESSING_MS });

  setMockNow(now + XLSX_PROCESSING_MS);
  const history = await call('POST', '/forwarder-rate/history', token, { pageNumber: 0, pageSize: 100 });
  expect(history.body.data.list.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'SUCCESS' });
  expect(await importRow(id)).toMatchObject({ status: 'SUCCESS', processingUntil: null });
}, 60_000);

test('rate imports a server of before kept as JSON rows of the store are moved into the tables at start', async () => {
  const seed = seededRates();
  const older = {
    imports: [{ ...seed.imports[0]!, id: 'RIM-OLDER-1', fileName: 'kept-as-json.csv' }],
    logs: [{ ...seed.logs[0]!, id: 'RIM-OLDER-1-L1', importId: 'RIM-OLDER-1' }],
    lanes: [seed.lanes[0]!],
  };
  await db().delete(rateImports);
  await db().delete(rateImportLogs);
  await db().delete(rateLanes);
  // An object slice: one store record per property.
  await db().insert(storeRecords).values(
    Object.entries(older).map(([key, value], position) => ({ slice: RATE_IMPORTS_SLICE, key, position, data: JSON.stringify(value), version: 1 })),
  );
  await db().update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, RATE_IMPORTS_SLICE));

  await restart();
  expect(await db().select({ id: rateImports.id, fileName: rateImports.fileName }).from(rateImports)).toEqual([{ id: 'RIM-OLDER-1', fileName: 'kept-as-json.csv' }]);
  expect(await db().select({ id: rateImportLogs.id }).from(rateImportLogs)).toEqual([{ id: 'RIM-OLDER-1-L1' }]);
  expect(await total(rateLanes)).toBe(1);
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, RATE_IMPORTS_SLICE))).toEqual([]);
  const token = await signIn(older.imports[0]!.companyId === COMPANY.pacific ? 'forwarder@example.com' : 'li.na@sino.example.com');
  const history = await call('POST', '/forwarder-rate/history', token, { pageNumber: 0, pageSize: 10 });
  expect(history.body.data.list.map((r: { fileName: string }) => r.fileName)).toEqual(['kept-as-json.csv']);
}, 60_000);
