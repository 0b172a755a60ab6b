/**
 * Contract samples of the rate area (template, upload, import history and log): a success per
 * operation and one sample per business code it can answer.
 */
import type { Sample } from '../sample';
import { rateImports } from '../../../mocks/store/rate.store';
import { RATE_COLUMNS } from '../../../domain/rate-sheet-rules';
import { COMPANY } from '../../../mocks/store/users.store';

const header = RATE_COLUMNS.map((c) => c.header).join(',');
const sheet = (...rows: string[]) => ({ fileName: 'rates.csv', contentType: 'text/csv', content: [header, ...rows].join('\r\n') });
const good = 'PBL-2026-101,0,Main,FCL,CNSHA,USLAX,40HC,2450.00,USD,2026-12-01,2027-02-28';
const bad = 'PBL-2026-101,0,Main,FCL,CNSH,USLAX,40HC,-5,RMB,2026-12-01,2027-02-28';

/** A seeded import of the forwarder's company (Pacific) in a given status. */
const pacificImport = (status: string) => {
  const found = rateImports().imports.find((r) => r.companyId === COMPANY.pacific && r.status === status);
  if (!found) throw new Error(`seed has no ${status} import for Pacific`);
  return found.id;
};
const page = { pageNumber: 0, pageSize: 10 };

/** A fresh PREVIEW import of the forwarder's company (the store is seeded; samples run one by one). */
const previewImport = (status: 'PREVIEW' | 'ABANDONED' | 'CONFIRMED' = 'PREVIEW') => () => {
  const found = rateImports().imports.find((r) => r.companyId === COMPANY.pacific);
  if (!found) throw new Error('seed has no Pacific import');
  const id = `RIM-SAMPLE-${status}`;
  if (!rateImports().imports.some((r) => r.id === id)) {
    rateImports().imports.push({
      ...found, id, status: status === 'CONFIRMED' ? 'SUCCESS' : status,
      pending: status === 'PREVIEW' ? { lanes: [], status: 'SUCCESS', xlsx: false } : undefined,
    });
  }
  return { id };
};

export const samples: Sample[] = [
  // GET /forwarder-rate/template
  { operation: 'GET /forwarder-rate/template', as: 'forwarder', name: 'CSV template' },
  { operation: 'GET /forwarder-rate/template', as: 'shipper', name: '10303 buyer', code: 10303 },
  { operation: 'GET /forwarder-rate/template', as: null, name: '401 no token', status: 401 },

  // POST /forwarder-rate/template/upload
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: 'SUCCESS', multipart: { file: sheet(good), rateMode: 'FCL', supplierId: 'MAERSK' }, code: 200 },
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: 'PARTIAL with log rows', multipart: { file: sheet(good, bad), rateMode: 'FCL' }, code: 200 },
  {
    operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: 'xlsx PROCESSING',
    multipart: { file: { fileName: 'rates.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]) }, rateMode: 'AIR' },
    code: 200,
  },
  { operation: 'POST /forwarder-rate/template/upload', as: 'shipper', name: '10303 buyer', multipart: { file: sheet(good), rateMode: 'FCL' }, code: 10303 },
  {
    operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: '30004 over 7MB',
    multipart: { file: { fileName: 'rates.csv', contentType: 'text/csv', content: new Uint8Array(7_340_033) }, rateMode: 'FCL' },
    code: 30004,
  },
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: '30005 not csv or xlsx', multipart: { file: { fileName: 'rates.pdf', contentType: 'application/pdf', content: '%PDF-1.4' }, rateMode: 'FCL' }, code: 30005 },
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: '70001 wrong header', multipart: { file: { fileName: 'rates.csv', contentType: 'text/csv', content: 'Origin,Price\nCNSHA,100' }, rateMode: 'FCL' }, code: 70001 },
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: '90001 no rate mode', multipart: { file: sheet(good), rateMode: '' }, code: 90001 },
  { operation: 'POST /forwarder-rate/template/upload', as: 'forwarder', name: '400 no Idempotency-Key', headers: { 'Idempotency-Key': 'short' }, multipart: { file: sheet(good), rateMode: 'FCL' }, status: 400 },

  // POST /forwarder-rate/import/{id}/confirm and /abandon (decision 140)
  { operation: 'POST /forwarder-rate/import/{id}/confirm', as: 'forwarder', name: 'PREVIEW confirmed', params: previewImport(), code: 200 },
  { operation: 'POST /forwarder-rate/import/{id}/confirm', as: 'shipper', name: '10303 buyer', params: previewImport(), code: 10303 },
  { operation: 'POST /forwarder-rate/import/{id}/confirm', as: 'forwarder', name: '90001 abandoned', params: previewImport('ABANDONED'), code: 90001 },
  { operation: 'POST /forwarder-rate/import/{id}/abandon', as: 'forwarder', name: 'PREVIEW abandoned', params: previewImport(), code: 200 },
  { operation: 'POST /forwarder-rate/import/{id}/abandon', as: 'shipper', name: '10303 buyer', params: previewImport(), code: 10303 },
  { operation: 'POST /forwarder-rate/import/{id}/abandon', as: 'forwarder', name: '90001 confirmed', params: previewImport('CONFIRMED'), code: 90001 },

  // POST /forwarder-rate/history
  { operation: 'POST /forwarder-rate/history', as: 'forwarder', name: 'newest first', json: page, code: 200 },
  {
    operation: 'POST /forwarder-rate/history', as: 'forwarder', name: 'by status and mode',
    json: { ...page, queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['PARTIAL', 'FAILED'] }, { property: 'rateMode', logicalOperator: 'EQUAL', condition: 'FCL' }] },
    code: 200,
  },
  { operation: 'POST /forwarder-rate/history', as: 'shipper', name: '10303 buyer', json: page, code: 10303 },
  { operation: 'POST /forwarder-rate/history', as: 'forwarder', name: '90001 unknown property', json: { ...page, queryConditions: [{ property: 'secret', logicalOperator: 'EQUAL', condition: 'x' }] }, code: 90001 },

  // POST /forwarder-rate/log
  { operation: 'POST /forwarder-rate/log', as: 'forwarder', name: 'PARTIAL import', json: () => ({ ...page, importId: pacificImport('PARTIAL') }), code: 200 },
  { operation: 'POST /forwarder-rate/log', as: 'forwarder', name: 'FAILED import', json: () => ({ ...page, importId: pacificImport('FAILED') }), code: 200 },
  { operation: 'POST /forwarder-rate/log', as: 'shipper', name: '10303 buyer', json: () => ({ ...page, importId: pacificImport('PARTIAL') }), code: 10303 },
  { operation: 'POST /forwarder-rate/log', as: 'forwarder', name: '90001 unknown import', json: { ...page, importId: 'RIM-NOPE' }, code: 90001 },
];
