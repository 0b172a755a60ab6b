/**
 * The rate area of the embedded backend: the rate-sheet template, uploads checked cell by cell, and
 * the import history and log of the seller's company (docs/decisions/018-rate-sheet-format.md).
 */
import { rateColumnTypeValues, rateImportSourceValues, rateImportStatusValues, shipmentModeValues } from '../../src/api/schema.gen';
import { isTooLarge, MAX_UPLOAD_LABEL } from '../../domain/upload-limits';
import { operation, type Operation } from '../operation';
import { fail, ok, unauthorized } from '../envelope';
import { authenticate } from '../auth';
import { withIdempotency } from '../idempotency';
import { readPagedQuery, type ListSpec } from '../paged-query';
import { eitherOf } from '../../domain/wording';
import { rateTemplateCsv } from '../store/rate.store';
import { repositories } from '../store/repositories';
import { mockNow } from '../store/clock';
import { nextId } from '../store/db';
import { checkRateSheet, statusFor, type RateMode, type SheetCheck } from '../../domain/rate-sheet-rules';
import {
  abandonImport, confirmImport, contractsNamed, previewLanes, settleProcessing, type RateImportLogRecord, type RateImportRecord,
} from '../../domain/rate-imports';
import { fullName, type UserRecord } from '../../domain/users';
import { text } from './user.operations';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sellerRefusal = (user: UserRecord) => (user.role === 'SELLER' ? null : fail(10303, 'Rate sheets are for forwarders only.'));

// ---------------------------------------------------------------------------------------------
// The history and log lists (the contract's descriptions of these operations name the same properties)

const HISTORY_LIST: ListSpec<RateImportRecord> = {
  filters: {
    status: { kind: 'enum', values: rateImportStatusValues, get: (r) => r.status },
    rateMode: { kind: 'enum', values: shipmentModeValues, get: (r) => r.rateMode },
    source: { kind: 'enum', values: rateImportSourceValues, get: (r) => r.source },
    supplierId: { kind: 'text', get: (r) => r.supplierId },
    fileName: { kind: 'text', get: (r) => r.fileName },
    user: { kind: 'text', get: (r) => r.user },
    time: { kind: 'date', get: (r) => r.time },
  },
  sorts: { time: (r) => r.time, fileName: (r) => r.fileName, rowCount: (r) => r.rowCount, errorCount: (r) => r.errorCount },
  defaultSort: { property: 'time', direction: 'DESC' },
  tieBreak: (a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id),
};

const LOG_LIST: ListSpec<RateImportLogRecord> = {
  filters: {
    contractId: { kind: 'text', get: (l) => l.contractId },
    amendment: { kind: 'text', get: (l) => l.amendment },
    sheet: { kind: 'text', get: (l) => l.sheet },
    row: { kind: 'number', get: (l) => l.row },
    columnType: { kind: 'enum', values: rateColumnTypeValues, get: (l) => l.columnType },
    value: { kind: 'text', get: (l) => l.value },
    errorMessage: { kind: 'text', get: (l) => l.errorMessage },
  },
  sorts: { row: (l) => l.row, columnType: (l) => l.columnType, sheet: (l) => l.sheet },
  defaultSort: { property: 'row', direction: 'ASC' },
  tieBreak: (a, b) => a.row - b.row || a.id.localeCompare(b.id, undefined, { numeric: true }),
};

// ---------------------------------------------------------------------------------------------

const toRateImport = ({ companyId: _c, processingUntil: _p, pending: _pending, ...rest }: RateImportRecord) => rest;
const toLogRow = (row: RateImportLogRecord) => ({ ...row });
const isRateMode = (v: string): v is RateMode => (shipmentModeValues as readonly string[]).includes(v);

/** Keeps a new PREVIEW import of an upload with its log rows (one per cell issue). */
async function recordImport(
  fields: Omit<RateImportRecord, 'id' | 'time' | 'errorCount'>,
  issues: Extract<SheetCheck, { ok: true }>['issues'],
): Promise<{ record: RateImportRecord; logs: RateImportLogRecord[] }> {
  const id = nextId('RIM');
  const record: RateImportRecord = { ...fields, id, time: new Date(mockNow()).toISOString(), errorCount: issues.length };
  const logs = issues.map((issue, i) => ({ id: `${id}-L${i + 1}`, importId: id, ...issue }));
  await repositories().rateImports.addImport(record, logs);
  return { record, logs };
}

/** The company's imports, those whose XLSX processing has ended now SUCCESS (kept so). */
async function settledImports(companyId: string): Promise<RateImportRecord[]> {
  const imports = await repositories().rateImports.importsOf(companyId);
  const now = mockNow();
  for (const record of imports) if (settleProcessing(record, now)) await repositories().rateImports.saveImport(record);
  return imports;
}

export const rateOperations: Operation[] = [
  operation.get('/forwarder-rate/template', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    return response.untyped(
      new Response(rateTemplateCsv(), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="rate-sheet-template.csv"' },
      }),
    );
  }),

  operation.post('/forwarder-rate/template/upload', async ({ request, response }) => {
    const user = await authenticate(request);
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
      if (!isRateMode(rateMode)) return response(200).json(fail(90001, `rateMode: use ${eitherOf(shipmentModeValues)}.`));
      const supplierId = String(form.get('supplierId') ?? '').trim();
      if (supplierId.length > 40) return response(200).json(fail(90001, 'supplierId: at most 40 characters.'));

      const name = file.name || 'rate-sheet';
      const ext = name.toLowerCase().split('.').pop();
      const type = file.type.split(';')[0]!.trim().toLowerCase();
      const isCsv = ext === 'csv' && CSV_TYPES.includes(type);
      const isXlsx = ext === 'xlsx' && (type === XLSX_TYPE || type === '' || type === 'application/octet-stream');
      if (!isCsv && !isXlsx) return response(200).json(fail(30005, 'Upload a .csv or .xlsx rate sheet.'));
      if (isTooLarge(file)) return response(200).json(fail(30004, `The file is larger than ${MAX_UPLOAD_LABEL}.`));

      const base = { companyId: user.companyId, userId: user.id, user: fullName(user), supplierId, rateMode, source: 'UPLOAD' as const, fileName: name };
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (isXlsx) {
        // An XLSX workbook is a zip: without the zip signature it is not a workbook at all.
        if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
          return response(200).json(fail(70001, 'The rate sheet is invalid: this .xlsx file is not a workbook.'));
        }
        const { record } = await recordImport({ ...base, status: 'PREVIEW', rowCount: 0, pending: { lanes: [], status: 'PROCESSING', xlsx: true } }, []);
        return response(200).json(ok({ import: toRateImport(record), added: [], changed: [], removed: [], errors: [] }, 'The workbook is checked once it is imported.'));
      }
      const checked = checkRateSheet(new TextDecoder().decode(bytes), rateMode);
      if (!checked.ok) return response(200).json(fail(70001, `The rate sheet is invalid: ${checked.reason}`));
      const status = statusFor(checked.rowCount, checked.badRows);
      const { record, logs } = await recordImport({ ...base, status: 'PREVIEW', rowCount: checked.rowCount, pending: { lanes: checked.lanes, status, xlsx: false } }, checked.issues);
      const current = await repositories().rateImports.lanesOf(user.companyId);
      const message = `${checked.rowCount - checked.badRows} of ${record.rowCount} rows can be imported; ${record.errorCount} errors.`;
      return response(200).json(ok({ import: toRateImport(record), ...previewLanes(current, rateMode, checked.lanes), errors: logs.map(toLogRow) }, message));
    });
  }),

  operation.post('/forwarder-rate/import/{id}/confirm', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const record = await repositories().rateImports.findImport(user.companyId, params.id);
    if (!record) return response(200).json(fail(90001, 'id: no such import in your company.'));
    if (record.status === 'ABANDONED') return response(200).json(fail(90001, 'id: this import was abandoned; upload the sheet again.'));
    // A repeat (an answer lost on the way) finds it confirmed and answers it as it is.
    if (record.status === 'PREVIEW') {
      const lanes = confirmImport(record, mockNow());
      await repositories().rateImports.replaceLanes(user.companyId, record.rateMode, contractsNamed(lanes), lanes);
      await repositories().rateImports.saveImport(record);
    }
    const message = record.status === 'SUCCESS' ? `All ${record.rowCount} rows were imported.` : record.status === 'PROCESSING' ? 'The workbook is being imported.' : `Imported with ${record.errorCount} errors; see the log.`;
    return response(200).json(ok(toRateImport(record), message));
  }),

  operation.post('/forwarder-rate/import/{id}/abandon', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const record = await repositories().rateImports.findImport(user.companyId, params.id);
    if (!record) return response(200).json(fail(90001, 'id: no such import in your company.'));
    if (record.status !== 'PREVIEW' && record.status !== 'ABANDONED') return response(200).json(fail(90001, 'id: this import was already confirmed.'));
    if (record.status === 'PREVIEW') {
      abandonImport(record);
      await repositories().rateImports.saveImport(record);
    }
    return response(200).json(ok(toRateImport(record), 'Nothing was imported.'));
  }),

  operation.post('/forwarder-rate/history', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const plan = await readPagedQuery(request, HISTORY_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const result = plan.apply(await settledImports(user.companyId));
    return response(200).json(ok({ list: result.list.map(toRateImport), total: result.total }));
  }),

  operation.post('/forwarder-rate/log', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const refusal = sellerRefusal(user);
    if (refusal) return response(200).json(refusal);
    const plan = await readPagedQuery(request, LOG_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const importId = text(plan.body.importId);
    const found = (await settledImports(user.companyId)).find((r) => r.id === importId);
    if (!found) return response(200).json(fail(90001, 'importId: no such import in your company.'));
    const result = plan.apply(await repositories().rateImports.logsOf(importId));
    return response(200).json(ok({ list: result.list.map(toLogRow), total: result.total }));
  }),
];
