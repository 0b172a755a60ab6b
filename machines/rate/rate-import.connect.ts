/**
 * What the rate-sheet upload shows and can do, from the import machine and its upload child: the
 * template download, the rate mode and supplier, the sheet with its status, progress and message, the
 * preview (lanes added, changed, removed and every row error) with Import and Abandon, and the notice
 * of the import just finished. Message ids only; the view translates them.
 */
import { ResultCode } from '../../src/api/result-codes';
import { connectUpload } from '../upload.connect';
import type { UploadEvent, UploadMessage, UploadSnapshot } from '../upload.machine';
import { PATHS } from '../shared/route-paths';
import { modeOptions } from '../shared/transport-mode-names';
import { NOT_FORWARDER_MESSAGE, type RateImport, type RateImportEvent, type RateImportPreview, type RateImportSnapshot, type RateMode } from './rate-import.machine';

/** The log of one import: /log/list?importId=… */
export const rateLogPath = (importId: string) => `${PATHS.logList}?importId=${encodeURIComponent(importId)}`;

/** The upload machine's messages (`upload.error.*`) worded for rate sheets; a refused sheet (70001) and a refused role (10303) have their own. */
export function sheetMessage(message: UploadMessage | null, code: number | null | undefined): UploadMessage | null {
  if (!message) return null;
  if (code === ResultCode.RATE_SHEET_INVALID) return { id: 'rate.upload.invalid', values: message.values };
  if (code === ResultCode.ROLE_FORBIDDEN) return { id: NOT_FORWARDER_MESSAGE, values: message.values };
  return { id: message.id.replace(/^upload\.error\./, 'rate.upload.'), values: message.values };
}

/**
 * How the import just finished reads: `rate.import.done.SUCCESS`, `.PARTIAL`, ... with its counts, and its
 * tone: a success for rows taken or being taken, a plain notice otherwise (the log says what went wrong).
 */
export function finishedNotice(finished: RateImport) {
  return {
    id: `rate.import.done.${finished.status}`,
    tone: finished.status === 'SUCCESS' || finished.status === 'PROCESSING' ? ('success' as const) : ('info' as const),
    values: { name: finished.fileName, rows: finished.rowCount, errors: finished.errorCount },
    logPath: finished.errorCount > 0 ? rateLogPath(finished.id) : null,
  };
}

function previewView(preview: RateImportPreview) {
  const errorRows = new Set(preview.errors.map((e) => e.row)).size;
  return {
    import: preview.import,
    added: preview.added,
    changed: preview.changed,
    removed: preview.removed,
    errors: preview.errors,
    /** An XLSX workbook is not checked before it is imported (decision 018). */
    unchecked: preview.import.fileName.toLowerCase().endsWith('.xlsx'),
    counts: { rows: preview.import.rowCount, good: preview.import.rowCount - errorRows, errorRows, errors: preview.errors.length },
    logPath: rateLogPath(preview.import.id),
  };
}

export function connectRateImport(
  snapshot: RateImportSnapshot,
  send: (event: RateImportEvent) => void,
  uploadSnapshot: UploadSnapshot<RateImportPreview>,
  uploadSend: (event: UploadEvent<RateImportPreview>) => void,
) {
  const { context } = snapshot;
  const upload = connectUpload(uploadSnapshot, uploadSend);
  const items = uploadSnapshot.context.items;
  const raw = items[items.length - 1] ?? null;
  const view = upload.items[upload.items.length - 1] ?? null;
  const inPreview = context.preview !== null;
  const meta = upload.meta;

  return {
    template: {
      downloading: snapshot.matches({ template: 'downloading' }),
      error: context.templateError,
      download: () => send({ type: 'DOWNLOAD_TEMPLATE' }),
    },
    /** The form is there while no preview is open. */
    choosing: snapshot.matches({ flow: 'choosing' }),
    rateMode: (meta.rateMode ?? '') as RateMode | '',
    rateModeOptions: modeOptions,
    supplierId: meta.supplierId ?? '',
    setRateMode: (rateMode: RateMode) => uploadSend({ type: 'SET_META', meta: { rateMode } }),
    setSupplierId: (supplierId: string) => uploadSend({ type: 'SET_META', meta: { supplierId } }),
    /** Upload was possible but the rate mode is missing: said next to the field. */
    rateModeError: raw && raw.status === 'queued' && !meta.rateMode ? 'rate.upload.rateModeRequired' : null,

    file: view && raw
      ? {
          name: view.name,
          size: view.size,
          statusLabel: `rate.upload.status.${view.status}`,
          showProgress: view.status === 'uploading',
          progress: view.progress,
          message: sheetMessage(view.error, context.uploadCodes[raw.idempotencyKey]),
          canCancel: view.canCancel,
          canRetry: view.canRetry,
          cancel: () => upload.cancel(view.id),
          retry: () => upload.retry(view.id),
        }
      : null,
    accept: upload.accept,
    acceptLabel: upload.acceptLabel,
    limitLabel: upload.limitLabel,
    addFiles: upload.addFiles,
    canUpload: !inPreview && upload.canStart,
    uploading: upload.busy,
    /** Upload: asks for the rate mode first when it is missing (the machine waits for it). */
    start: upload.start,

    preview: context.preview ? previewView(context.preview) : null,
    canConfirm: snapshot.can({ type: 'CONFIRM' }),
    canAbandon: snapshot.can({ type: 'ABANDON' }),
    confirming: snapshot.matches({ flow: 'confirming' }),
    abandoning: snapshot.matches({ flow: 'abandoning' }),
    finishError: context.finishError,
    confirm: () => send({ type: 'CONFIRM' }),
    abandon: () => send({ type: 'ABANDON' }),

    finished: context.finished ? finishedNotice(context.finished) : null,
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type RateImportView = ReturnType<typeof connectRateImport>;
