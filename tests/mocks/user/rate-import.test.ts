import { afterEach, describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/store/clock';
import { rateImports } from '../../../mocks/store/rate.store';
import { RATE_COLUMNS } from '../../../domain/rate-sheet-rules';
import { DEMO_USER } from '../../../mocks/store/users.store';
import { call, tokenFor, type MultipartPart } from './call-api';

afterEach(() => setMockNow(null));

const HEADER = RATE_COLUMNS.map((c) => c.header).join(',');
const GOOD = [
  'PBL-2026-101,0,Main,FCL,CNSHA,USLAX,40HC,2450.00,USD,2026-12-01,2027-02-28',
  'PBL-2026-101,0,Main,FCL,CNNGB,USLGB,20GP,1650.5,USD,2026-12-01,2027-02-28',
  'PBL-2026-101,0,"Asia, Europe",FCL,CNYTN,DEHAM,45HC,3100,EUR,2026-12-01,2027-01-31',
];

let keyCounter = 0;
function upload(file: { name: string; type: string; content: string | Uint8Array }, rateMode = 'FCL', options: { key?: string; token?: string; supplierId?: string } = {}) {
  const form: MultipartPart[] = [
    { name: 'file', fileName: file.name, contentType: file.type, content: file.content },
    { name: 'rateMode', value: rateMode },
  ];
  if (options.supplierId) form.push({ name: 'supplierId', value: options.supplierId });
  return call('POST', '/forwarder-rate/template/upload', {
    token: options.token ?? tokenFor(DEMO_USER.forwarder),
    multipart: form,
    headers: { 'Idempotency-Key': options.key ?? `rate-test-${++keyCounter}-${Date.now()}` },
  });
}
/** Uploads (PREVIEW) and confirms: the answer is the confirmed import. */
async function imported(...args: Parameters<typeof upload>) {
  const preview = await upload(...args);
  if (!preview.body.success) return preview;
  return call('POST', `/forwarder-rate/import/${preview.body.data.import.id}/confirm`, { token: args[2]?.token ?? tokenFor(DEMO_USER.forwarder) });
}
const csv = (...lines: string[]) => ({ name: 'rates.csv', type: 'text/csv', content: [HEADER, ...lines].join('\r\n') });

async function history(body: Record<string, unknown> = {}, token = tokenFor(DEMO_USER.forwarder)) {
  return call('POST', '/forwarder-rate/history', { token, json: { pageNumber: 0, pageSize: 10, ...body } });
}
async function log(importId: string, body: Record<string, unknown> = {}, token = tokenFor(DEMO_USER.forwarder)) {
  return call('POST', '/forwarder-rate/log', { token, json: { pageNumber: 0, pageSize: 100, importId, ...body } });
}

describe('GET /forwarder-rate/template', () => {
  it('downloads a CSV with the header and one valid example row per mode', async () => {
    const { response } = await call('GET', '/forwarder-rate/template', { token: tokenFor(DEMO_USER.forwarder) });
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toMatch(/rate-sheet-template\.csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['AIR', 'FCL', 'LCL']);
  });

  it('answers 10303 to a buyer', async () => {
    const { body } = await call('GET', '/forwarder-rate/template', { token: tokenFor(DEMO_USER.shipper) });
    expect(body.code).toBe(10303);
  });

  it('round-trips: the template uploaded as FCL imports the FCL row and logs the AIR and LCL rows', async () => {
    const template = await (await call('GET', '/forwarder-rate/template', { token: tokenFor(DEMO_USER.forwarder) })).response.text();
    const { body } = await imported({ name: 'rate-sheet-template.csv', type: 'text/csv', content: template }, 'FCL');
    expect(body.data).toMatchObject({ status: 'PARTIAL', rowCount: 3, source: 'UPLOAD' });
    const rows = (await log(body.data.id)).body.data.list;
    expect(new Set(rows.map((r: { row: number }) => r.row))).toEqual(new Set([2, 4]));
    expect(rows.filter((r: { columnType: string }) => r.columnType === 'MODE').map((r: { value: string }) => r.value)).toEqual(['AIR', 'LCL']);
  });
});

describe('POST /forwarder-rate/template/upload', () => {
  it('imports a clean CSV as SUCCESS, newest in the history, with an empty log', async () => {
    const { body } = await imported(csv(...GOOD), 'FCL', { supplierId: 'MAERSK' });
    expect(body.data).toMatchObject({ status: 'SUCCESS', rowCount: 3, errorCount: 0, rateMode: 'FCL', supplierId: 'MAERSK', fileName: 'rates.csv', user: 'Fiona Forwarder' });
    const top = (await history()).body.data.list[0];
    expect(top.id).toBe(body.data.id);
    expect((await log(body.data.id)).body.data.total).toBe(0);
  });

  it('logs each bad cell with contract id, amendment, sheet, row, column type, value and message (PARTIAL)', async () => {
    const { body } = await imported(csv(
      GOOD[0]!,
      'PBL-2026-101,0,Main,FCL,CNSH,USLAX,40HC,-5,RMB,2026-12-01,2027-02-28',
      GOOD[1]!,
      'PBL-2026-101,1,Main,FCL,CNSHA,USLAX,40HC,100,USD,2026-12-01',
    ));
    expect(body.data).toMatchObject({ status: 'PARTIAL', rowCount: 4, errorCount: 4 });
    const rows = (await log(body.data.id)).body.data.list;
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({ contractId: 'PBL-2026-101', amendment: '0', sheet: 'Main', row: 3, columnType: 'ORIGIN', value: 'CNSH' }),
      expect.objectContaining({ row: 3, columnType: 'PRICE', value: '-5' }),
      expect.objectContaining({ row: 3, columnType: 'CURRENCY', value: 'RMB', errorMessage: 'Currency must be USD, EUR or GBP.' }),
    ]);
    expect(rows[3]).toMatchObject({ row: 5, columnType: 'ROW', amendment: '1' });
  });

  it('marks a sheet whose every row is bad as FAILED', async () => {
    const { body } = await imported(csv('X,0,Main,FCL,CNSHA,USLAX,40HC,10,USD,2026-12-01,2027-01-01', 'PBL-1,0,Main,AIR,CNSHA,USLAX,40HC,10,USD,2026-12-01,2027-01-01'));
    expect(body.data).toMatchObject({ status: 'FAILED', rowCount: 2 });
    const rows = (await log(body.data.id, { queryConditions: [{ property: 'columnType', logicalOperator: 'EQUAL', condition: 'CONTRACT_ID' }] })).body.data.list;
    expect(rows).toEqual([expect.objectContaining({ row: 2, value: 'X' })]);
  });

  it('answers 70001 for a wrong header or no data rows, and records nothing', async () => {
    const before = rateImports().imports.length;
    const wrong = await upload({ name: 'r.csv', type: 'text/csv', content: 'Origin,Destination,Price\nCNSHA,USLAX,100' });
    expect(wrong.body.code).toBe(70001);
    expect(wrong.body.message).toMatch(/Contract ID/);
    const empty = await upload(csv());
    expect(empty.body.code).toBe(70001);
    expect(rateImports().imports.length).toBe(before);
  });

  it('answers 30005 for a file that is neither CSV nor XLSX, and 30004 above 7MB', async () => {
    expect((await upload({ name: 'rates.pdf', type: 'application/pdf', content: '%PDF-1.4' })).body.code).toBe(30005);
    const big = new Uint8Array(7 * 1024 * 1024 + 1).fill(0x41);
    expect((await upload({ name: 'rates.csv', type: 'text/csv', content: big })).body.code).toBe(30004);
    const exact = new TextEncoder().encode([HEADER, GOOD[0]].join('\n').padEnd(7 * 1024 * 1024, '\n'));
    expect((await imported({ name: 'rates.csv', type: 'text/csv', content: exact })).body.data.status).toBe('SUCCESS');
  });

  it('imports an XLSX workbook as PROCESSING, which becomes SUCCESS; a fake .xlsx answers 70001', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const { body } = await imported({ name: 'rates.xlsx', type: xlsx, content: zip }, 'AIR');
    expect(body.data).toMatchObject({ status: 'PROCESSING', rateMode: 'AIR', fileName: 'rates.xlsx', rowCount: 0 });
    expect((await history()).body.data.list[0]).toMatchObject({ id: body.data.id, status: 'PROCESSING' });
    setMockNow(Date.now() + 5000);
    expect((await history()).body.data.list[0]).toMatchObject({ id: body.data.id, status: 'SUCCESS' });

    expect((await upload({ name: 'fake.xlsx', type: xlsx, content: 'not a zip' })).body.code).toBe(70001);
  });

  it('replays the first answer for a repeated Idempotency-Key and records the import once', async () => {
    const before = rateImports().imports.length;
    const first = await upload(csv(...GOOD), 'FCL', { key: 'same-key-123456' });
    const again = await upload(csv(...GOOD), 'FCL', { key: 'same-key-123456' });
    expect(again.body.data.import.id).toBe(first.body.data.import.id);
    expect(again.response.headers.get('Idempotent-Replay')).toBe('true');
    expect(rateImports().imports.length).toBe(before + 1);
  });

  it('answers 10303 to a buyer and 90001 for a missing rate mode', async () => {
    expect((await upload(csv(...GOOD), 'FCL', { token: tokenFor(DEMO_USER.shipper) })).body.code).toBe(10303);
    const noMode = await upload(csv(...GOOD), '');
    expect(noMode.body.code).toBe(90001);
    expect(noMode.body.message).toMatch(/^rateMode:/);
  });
});

describe('POST /forwarder-rate/history', () => {
  it("lists only the seller company's imports, newest first, across statuses, modes and sources", async () => {
    const { body } = await history({ pageSize: 100 });
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    const list = body.data.list as { time: string; status: string; rateMode: string; source: string; id: string }[];
    expect(list.map((r) => r.time)).toEqual([...list.map((r) => r.time)].sort().reverse());
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(['SUCCESS', 'PARTIAL', 'FAILED']));
    expect(new Set(list.map((r) => r.rateMode))).toEqual(new Set(['AIR', 'FCL', 'LCL']));
    expect(new Set(list.map((r) => r.source))).toEqual(new Set(['UPLOAD', 'EMAIL', 'API']));

    const sino = await history({ pageSize: 100 }, tokenFor(DEMO_USER.sinoForwarder));
    const sinoIds = new Set(sino.body.data.list.map((r: { id: string }) => r.id));
    expect(sino.body.data.total).toBeGreaterThanOrEqual(20);
    expect(list.some((r) => sinoIds.has(r.id))).toBe(false);
    expect(body.data.total + sino.body.data.total).toBeGreaterThanOrEqual(40);
  });

  it('filters with conditions and sorts', async () => {
    const { body } = await history({ pageSize: 100, queryConditions: [
      { property: 'status', logicalOperator: 'IS_IN', condition: ['PARTIAL', 'FAILED'] },
      { property: 'rateMode', logicalOperator: 'EQUAL', condition: 'FCL' },
    ] });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((r: { status: string; rateMode: string }) => r.rateMode === 'FCL' && r.status !== 'SUCCESS')).toBe(true);
    const sorted = await history({ pageSize: 100, sort: { property: 'errorCount', direction: 'DESC' } });
    const counts = sorted.body.data.list.map((r: { errorCount: number }) => r.errorCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 90001 for an unknown property and 10303 to a buyer', async () => {
    expect((await history({ queryConditions: [{ property: 'password', logicalOperator: 'EQUAL', condition: 'x' }] })).body.code).toBe(90001);
    expect((await history({}, tokenFor(DEMO_USER.shipper))).body.code).toBe(10303);
  });
});

describe('POST /forwarder-rate/log', () => {
  it('pages the log rows of a seeded PARTIAL import, as many as its errorCount', async () => {
    const partial = (await history({ pageSize: 1, queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'PARTIAL' }] })).body.data.list[0];
    const first = await log(partial.id, { pageSize: 2 });
    expect(first.body.data.total).toBe(partial.errorCount);
    expect(first.body.data.list.length).toBe(Math.min(2, partial.errorCount));
    expect(first.body.data.list[0]).toMatchObject({ importId: partial.id, errorMessage: expect.any(String) });
  });

  it("answers 90001 for an import of another company", async () => {
    const sinoImport = rateImports().imports.find((r) => r.companyId === 'CMP-SINO')!;
    expect((await log(sinoImport.id)).body.code).toBe(90001);
  });
});

describe('the seeded rate imports', () => {
  it('hold 40+ imports of the two seller companies, each PARTIAL or FAILED one with its log rows', () => {
    const { imports, logs } = rateImports();
    expect(imports.length).toBeGreaterThanOrEqual(40);
    expect(new Set(imports.map((r) => r.companyId))).toEqual(new Set(['CMP-PACIFIC', 'CMP-SINO']));
    for (const record of imports) {
      const rows = logs.filter((l) => l.importId === record.id);
      expect(rows.length, record.id).toBe(record.errorCount);
      const badRows = new Set(rows.map((l) => l.row)).size;
      if (record.status === 'SUCCESS') expect(badRows).toBe(0);
      if (record.status === 'PARTIAL') expect(badRows).toBeGreaterThan(0);
      if (record.status === 'PARTIAL') expect(badRows).toBeLessThan(record.rowCount);
      if (record.status === 'FAILED') expect(badRows).toBe(record.rowCount);
    }
  });
});

describe('CSV cells', () => {
  it('reads quoted cells with commas and doubled quotes', async () => {
    const { body } = await imported(csv('"PBL-2026-101",0,"Asia, ""Europe""",FCL,CNSHA,USLAX,40HC,"1,250.00",USD,2026-12-01,2027-02-28', GOOD[0]!));
    expect(body.data).toMatchObject({ status: 'PARTIAL', errorCount: 1 });
    const [row] = (await log(body.data.id)).body.data.list;
    expect(row).toMatchObject({ contractId: 'PBL-2026-101', sheet: 'Asia, "Europe"', columnType: 'PRICE', value: '1,250.00' });
  });
});
