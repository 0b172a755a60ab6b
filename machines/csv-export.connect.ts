/**
 * What an export control shows and can do, from the CSV export machine: the phase, the progress
 * ("3,000 of 10,000 rows"), the failure as a message id, the file made, and the functions that start,
 * cancel, retry and dismiss it.
 */
import { failureMessageId } from './shared/call-failure';
import { rememberedBy } from './shared/remembered';
import type { CsvExportEvent, CsvExportRequest, CsvExportSnapshot } from './csv-export.machine';

export type CsvExportPhase = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

type Send<Row> = (event: CsvExportEvent<Row>) => void;

function createActions<Row>(send: Send<Row>) {
  return {
    start: (request: CsvExportRequest<Row>) => send({ type: 'START', request }),
    cancel: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
const actionsFor = rememberedBy(createActions) as <Row>(send: Send<Row>) => ReturnType<typeof createActions<Row>>;

const NO_REQUEST: CsvExportRequest<never> = { query: { queryConditionsType: 'AND', queryConditions: [] }, columns: [], fileName: '' };

export function connectCsvExport<Row>(snapshot: CsvExportSnapshot<Row>, send: Send<Row>, options: { messagePrefix: string }) {
  const { context } = snapshot;
  const phase: CsvExportPhase = snapshot.hasTag('busy')
    ? 'running'
    : snapshot.matches('done')
      ? 'done'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('cancelled')
          ? 'cancelled'
          : 'idle';
  const total = context.total;
  return {
    phase,
    /** Rows written and rows to write; total is 0 until the first page has answered. */
    progress: { done: context.rowsDone, total, percent: total > 0 ? Math.min(100, Math.round((context.rowsDone / total) * 100)) : 0 },
    canStart: snapshot.can({ type: 'START', request: NO_REQUEST as CsvExportRequest<Row> }),
    canCancel: snapshot.can({ type: 'CANCEL' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    /** `<prefix>.network`, `.timeout`, ... in `failed`. */
    failureMessage: phase === 'failed' && context.failure ? failureMessageId(context.failure, options.messagePrefix) : null,
    /** The file made, in `done`. */
    file: phase === 'done' ? context.file : null,
    ...actionsFor(send),
  };
}

export type CsvExportView<Row> = ReturnType<typeof connectCsvExport<Row>>;
