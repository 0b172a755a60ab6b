/**
 * The import History (/history/list) and the Log (/log/list?importId=…) of rate sheets
 * (docs/decisions/141-rate-history-and-log.md): what each paged list filters and sorts by, how a row
 * reads, the log's CSV export, and the connects the pages render.
 */
import { rateColumnTypeValues, rateImportStatusValues, shipmentModeValues, type components } from '../../src/api/schema.gen';
import { connectPagedList } from '../paged-list.connect';
import { buildPagedQuery, createPagedListMachine, type PagedListEvent, type PagedListSnapshot, type PagedListSpec } from '../paged-list.machine';
import { createCsvExportMachine, type CsvColumn, type CsvExportRequest } from '../csv-export.machine';
import { localDay } from '../shared/dates';
import { modeNameId, modeOptions } from '../shared/transport-mode-names';
import { rateLogPath } from './rate-import.connect';

type Schemas = components['schemas'];
export type RateImportRow = Schemas['RateImport'];
export type RateLogRow = Schemas['RateImportLogRow'];
export type Translate = (id: string, values?: Record<string, string | number>) => string;

export const HISTORY_FILTERS = {
  status: { kind: 'enum', property: 'status', operator: 'EQUAL', values: rateImportStatusValues },
  rateMode: { kind: 'enum', property: 'rateMode', operator: 'EQUAL', values: shipmentModeValues },
} as const satisfies PagedListSpec['filters'];
export const HISTORY_SPEC: PagedListSpec = { filters: HISTORY_FILTERS, sortable: ['time', 'fileName', 'rowCount', 'errorCount'] };
export const HISTORY_INITIAL = { sort: { property: 'time', direction: 'DESC' as const } };

export const LOG_FILTERS = {
  columnType: { kind: 'enum', property: 'columnType', operator: 'EQUAL', values: rateColumnTypeValues },
  contractId: { kind: 'text', property: 'contractId', operator: 'LIKE' },
  sheet: { kind: 'text', property: 'sheet', operator: 'LIKE' },
} as const satisfies PagedListSpec['filters'];
export const LOG_SPEC: PagedListSpec = { filters: LOG_FILTERS, sortable: ['row', 'columnType', 'sheet'], search: { property: 'errorMessage' } };
export const LOG_INITIAL = { sort: { property: 'row', direction: 'ASC' as const } };

export const rateHistoryMachine = createPagedListMachine<RateImportRow>();
export const rateLogMachine = createPagedListMachine<RateLogRow>();
export const rateLogExportMachine = createCsvExportMachine<RateLogRow>();
export type RateHistorySnapshot = PagedListSnapshot<RateImportRow>;
export type RateLogSnapshot = PagedListSnapshot<RateLogRow>;

const option = (prefix: string) => (value: string) => ({ value, label: `${prefix}.${value}` });

export function connectRateHistory(snapshot: RateHistorySnapshot, send: (event: PagedListEvent<RateImportRow>) => void) {
  const list = connectPagedList(snapshot, send, { messagePrefix: 'rate.history.load' });
  return {
    ...list,
    rowViews: list.rows.map((row) => ({
      row,
      status: `rate.status.${row.status}`,
      mode: modeNameId(row.rateMode),
      source: `rate.source.${row.source}`,
      logPath: rateLogPath(row.id),
    })),
    statusOptions: rateImportStatusValues.map(option('rate.status')),
    modeOptions: modeOptions,
    statusFilter: (list.filters.status as string | undefined) ?? '',
    rateModeFilter: (list.filters.rateMode as string | undefined) ?? '',
  };
}

/** Every log row matching the list's filters, for the CSV (decision 111), in the list's order. */
export function connectRateLog(snapshot: RateLogSnapshot, send: (event: PagedListEvent<RateLogRow>) => void, importId: string) {
  const list = connectPagedList(snapshot, send, { messagePrefix: 'rate.log.load' });
  const { context } = snapshot;
  return {
    ...list,
    importId,
    hasImport: importId !== '',
    columnTypeOptions: rateColumnTypeValues.map(option('rate.column')),
    columnType: (list.filters.columnType as string | undefined) ?? '',
    contractId: (list.filters.contractId as string | undefined) ?? '',
    sheet: (list.filters.sheet as string | undefined) ?? '',
    canExport: list.total > 0,
    exportRequest: (t: Translate, now = new Date()): CsvExportRequest<RateLogRow> => {
      const { pageNumber: _p, pageSize: _s, ...query } = buildPagedQuery(context, context.spec);
      return { query, columns: rateLogCsvColumns(t), fileName: `rate-log-${importId}-${localDay(now)}.csv` };
    },
  };
}

export function rateLogCsvColumns(t: Translate): CsvColumn<RateLogRow>[] {
  return [
    { header: t('rate.log.column.contractId'), cell: (r) => r.contractId },
    { header: t('rate.log.column.amendment'), cell: (r) => r.amendment },
    { header: t('rate.log.column.sheet'), cell: (r) => r.sheet },
    { header: t('rate.log.column.row'), numeric: true, cell: (r) => String(r.row) },
    { header: t('rate.log.column.columnType'), cell: (r) => t(`rate.column.${r.columnType}`) },
    { header: t('rate.log.column.value'), cell: (r) => r.value },
    { header: t('rate.log.column.errorMessage'), cell: (r) => r.errorMessage },
  ];
}

/** The action by which the import machine reaches the History: a finished import shows at once. */
export const importReachesHistory = (list: { send: (event: PagedListEvent<RateImportRow>) => void }) => ({
  importFinished: () => list.send({ type: 'RELOAD' }),
});
