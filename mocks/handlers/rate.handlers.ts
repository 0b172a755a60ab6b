/**
 * The rate area of the embedded backend: the rate-sheet template, uploads checked cell by cell, and
 * the import history and log of the seller's company (docs/decisions/018-rate-sheet-format.md).
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../http';
import { fail, ok, page, unauthorized } from '../envelope';
import { authenticate } from '../auth';
import { withIdempotency } from '../idempotency';
import {
  checkRateSheet, rateImports, rateTemplateCsv, recordRateImport, settleProcessingImports, statusFor, XLSX_PROCESSING_MS,
  type RateImportLogRecord, type RateImportRecord, type RateMode,
} from '../store/rate.store';
import { fullName, type UserRecord } from '../store/users.store';
import { mockNow } from '../store/clock';
import { badJson, readJson, text, type Json } from './user.handlers';

export const MAX_RATE_FILE_BYTES = 7 * 1024 * 1024; // 7 340 032
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sellerRefusal = (user: UserRecord) => (user.role === 'SELLER' ? null : fail(10303, 'Rate sheets are for forwarders only.'));

// ---------------------------------------------------------------------------------------------
// The paged query of the history and log lists: conditions over a record's own fields.

type Row = Record<string, unknown>;
type Outcome<T> = { problem: string } | { list: T[]; total: number };

function compare(a: unknown, b: unknown): number {
  // Numeric fields (row, rowCount) compare as numbers even when the condition came as a string.
  if (typeof a === 'number' && b !== null && b !== '' && !Number.isNaN(Number(b))) return a - Number(b);
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

function conditionTest(c: Json, filterable: readonly string[]): { problem: string } | { test: (row: Row) => boolean } {
  const property = String(c.property ?? '');
  if (!filterable.includes(property)) return { problem: `queryConditions: ${property || '(none)'} cannot be filtered; use ${filterable.join(', ')}.` };
  const values = Array.isArray(c.condition) ? c.condition : [c.condition];
  const first = values[0];
  const get = (row: Row) => row[property];
  switch (c.logicalOperator) {
    case 'EQUAL': return { test: (row) => compare(get(row), first) === 0 };
    case 'NOT_EQUAL': return { test: (row) => compare(get(row), first) !== 0 };
    case 'IS_IN': return { test: (row) => values.some((v) => compare(get(row), v) === 0) };
    case 'LIKE': return { test: (row) => String(get(row) ?? '').toLowerCase().includes(String(first ?? '').toLowerCase()) };
    case 'GREATER_THAN': return { test: (row) => compare(get(row), first) > 0 };
    case 'LESS_THAN': return { test: (row) => compare(get(row), first) < 0 };
    case 'BETWEEN':
      if (values.length !== 2) return { problem: `queryConditions: BETWEEN on ${property} takes [from, to].` };
      return { test: (row) => compare(get(row), values[0]) >= 0 && compare(get(row), values[1]) <= 0 };
    default: return { problem: `queryConditions: unknown operator ${String(c.logicalOperator)}.` };
  }
}

function pagedQuery<T extends object>(
  body: Json,
  items: readonly T[],
  options: { filterable: readonly string[]; sortable: readonly string[]; defaultSort: (a: T, b: T) => number },
): Outcome<T> {
  const pageNumber = Number(body.pageNumber ?? 0);
  const pageSize = Number(body.pageSize ?? 10);
  if (!Number.isInteger(pageNumber) || pageNumber < 0) return { problem: 'pageNumber: a whole number from 0.' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 9999) return { problem: 'pageSize: a whole number from 1 to 9999.' };
  const tests: ((row: Row) => boolean)[] = [];
  for (const c of Array.isArray(body.queryConditions) ? (body.queryConditions as Json[]) : []) {
    const made = conditionTest(c, options.filterable);
    if ('problem' in made) return made;
    tests.push(made.test);
  }
  const any = body.queryConditionsType === 'OR';
  let list = items.filter((item) => tests.length === 0 || (any ? tests.some((t) => t(item as Row)) : tests.every((t) => t(item as Row))));
  const sort = body.sort as Json | undefined;
  if (sort && typeof sort === 'object') {
    const property = String(sort.property ?? '');
    if (!options.sortable.includes(property)) return { problem: `sort: ${property || '(none)'} cannot be sorted; use ${options.sortable.join(', ')}.` };
    const sign = sort.direction === 'DESC' ? -1 : 1;
    list = [...list].sort((a, b) => sign * compare((a as Row)[property], (b as Row)[property]) || options.defaultSort(a, b));
  } else list = [...list].sort(options.defaultSort);
  return page(list, pageNumber, pageSize);
}

// ---------------------------------------------------------------------------------------------

const toRateImport = ({ companyId: _c, processingUntil: _p, ...rest }: RateImportRecord) => rest;
const toLogRow = (row: RateImportLogRecord) => ({ ...row });
const isRateMode = (v: string): v is RateMode => v === 'AIR' || v === 'FCL' || v === 'LCL';

export const rateHandlers: HttpHandler[] = [
  http.get('/forwarder-rate/template', ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    return response.untyped(
      new HttpResponse(rateTemplateCsv(), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="rate-sheet-template.csv"' },
      }),
    );
  }),

  http.post('/forwarder-rate/template/upload', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    return withIdempotency(request, `rate-upload:${user.id}`, async () => {
      let form: FormData;
      try {
        form = await (request as Request).formData();
      } catch {
        return response(200).json(fail(90001, 'file: send the rate sheet as multipart/form-data.'));
      }
      const file = form.get('file');
      if (!file || typeof file === 'string') return response(200).json(fail(90001, 'file: choose a rate sheet to upload.'));
      const rateMode = String(form.get('rateMode') ?? '').toUpperCase();
      if (!isRateMode(rateMode)) return response(200).json(fail(90001, 'rateMode: use AIR, FCL or LCL.'));
      const supplierId = String(form.get('supplierId') ?? '').trim();
      if (supplierId.length > 40) return response(200).json(fail(90001, 'supplierId: at most 40 characters.'));

      const name = file.name || 'rate-sheet';
      const ext = name.toLowerCase().split('.').pop();
      const type = file.type.split(';')[0]!.trim().toLowerCase();
      const isCsv = ext === 'csv' && CSV_TYPES.includes(type);
      const isXlsx = ext === 'xlsx' && (type === XLSX_TYPE || type === '' || type === 'application/octet-stream');
      if (!isCsv && !isXlsx) return response(200).json(fail(30005, 'Upload a .csv or .xlsx rate sheet.'));
      if (file.size > MAX_RATE_FILE_BYTES) return response(200).json(fail(30004, 'The file is larger than 7MB.'));

      const base = { companyId: user.companyId, userId: user.id, user: fullName(user), supplierId, rateMode, source: 'UPLOAD' as const, fileName: name };
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (isXlsx) {
        // An XLSX workbook is a zip: without the zip signature it is not a workbook at all.
        if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
          return response(200).json(fail(70001, 'The rate sheet is invalid: this .xlsx file is not a workbook.'));
        }
        const record = recordRateImport({ ...base, status: 'PROCESSING', rowCount: 0, processingUntil: mockNow() + XLSX_PROCESSING_MS }, []);
        return response(200).json(ok(toRateImport(record), 'The workbook was received and is being processed.'));
      }
      const checked = checkRateSheet(new TextDecoder().decode(bytes), rateMode);
      if (!checked.ok) return response(200).json(fail(70001, `The rate sheet is invalid: ${checked.reason}`));
      const record = recordRateImport({ ...base, status: statusFor(checked.rowCount, checked.badRows), rowCount: checked.rowCount }, checked.issues);
      const message = record.status === 'SUCCESS'
        ? `All ${record.rowCount} rows were imported.`
        : `${checked.rowCount - checked.badRows} of ${record.rowCount} rows were imported; see the log for ${record.errorCount} errors.`;
      return response(200).json(ok(toRateImport(record), message));
    });
  }),

  http.post('/forwarder-rate/history', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const body = await readJson(request);
    if (!body) return response.untyped(badJson());
    settleProcessingImports();
    const own = rateImports().imports.filter((r) => r.companyId === user.companyId);
    const result = pagedQuery(body, own, {
      filterable: ['status', 'rateMode', 'source', 'supplierId', 'fileName', 'user', 'time'],
      sortable: ['time', 'fileName', 'rowCount', 'errorCount'],
      defaultSort: (a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id),
    });
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    return response(200).json(ok({ list: result.list.map(toRateImport), total: result.total }));
  }),

  http.post('/forwarder-rate/log', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const body = await readJson(request);
    if (!body) return response.untyped(badJson());
    settleProcessingImports();
    const importId = text(body.importId);
    const found = rateImports().imports.find((r) => r.id === importId && r.companyId === user.companyId);
    if (!found) return response(200).json(fail(90001, 'importId: no such import in your company.'));
    const rows = rateImports().logs.filter((l) => l.importId === importId);
    const result = pagedQuery(body, rows, {
      filterable: ['contractId', 'amendment', 'sheet', 'row', 'columnType', 'value', 'errorMessage'],
      sortable: ['row', 'columnType', 'sheet'],
      defaultSort: (a, b) => a.row - b.row || a.id.localeCompare(b.id, undefined, { numeric: true }),
    });
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    return response(200).json(ok({ list: result.list.map(toLogRow), total: result.total }));
  }),
];
