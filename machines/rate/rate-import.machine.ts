/**
 * A rate-sheet import (docs/decisions/140-rate-import-preview.md): the sheet is chosen and sent through
 * a child upload machine (decision 097: refused over 7MB or of another type before any request); the
 * server answers a PREVIEW (lanes added, changed, removed and every row error) and nothing is imported
 * until the forwarder confirms it, or abandons it. Beside that flow, the template downloads on its own.
 */
import { assign, fromCallback, stopChild, fromPromise, setup, type ActorRefFrom, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/schema.gen';
import { ResultCode } from '../../src/api/result-codes';
import { businessCode, callFailure, failureMessageId, type CallFailure } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';
import { createUploadMachine, type UploadableFile, type UploadFileInput } from '../upload.machine';

type Schemas = components['schemas'];
export type RateImport = Schemas['RateImport'];
export type RateImportPreview = Schemas['RateImportPreview'];
export type RateLane = Schemas['RateLane'];
export type RateMode = Schemas['ShipmentMode'];

/** The system id the import actor is started with, so its upload runs can report their codes to it. */
export const RATE_IMPORT_SYSTEM_ID = 'rateImport';
/** A rate sheet is a CSV file or an XLSX workbook (decision 018). */
export const RATE_SHEET_TYPES: readonly string[] = ['.csv', '.xlsx'];

/** What the root's `uploadRateSheet` is given. */
export interface RateSheetUploadInput {
  file: UploadableFile;
  rateMode: RateMode;
  supplierId: string;
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}

const UPLOAD_INPUT = { accept: RATE_SHEET_TYPES, multiple: false, requiredMeta: ['rateMode'] };

export const rateSheetUploadMachine = createUploadMachine<RateImportPreview>();
export type RateSheetUploadRef = ActorRefFrom<typeof rateSheetUploadMachine>;

export interface RateImportContext {
  upload: RateSheetUploadRef;
  /** The business code of the last upload run that failed, by Idempotency-Key (decision 097 keeps only a message). */
  uploadCodes: Record<string, number | null>;
  preview: RateImportPreview | null;
  /** The import just confirmed or abandoned: the page's notice. */
  finished: RateImport | null;
  /** A failed confirm or abandon, a message id. */
  finishError: string | null;
  templateError: string | null;
}

export type RateImportEvent =
  | { type: 'PREVIEWED'; preview: RateImportPreview }
  | { type: 'UPLOAD_SETTLED'; key: string; code: number | null }
  | { type: 'CONFIRM' }
  | { type: 'ABANDON' }
  | { type: 'DISMISS' }
  | { type: 'DOWNLOAD_TEMPLATE' };

/** A call refused because the account is no forwarder's (10303): the role changed under the page. */
export const NOT_FORWARDER_MESSAGE = 'rate.notForwarder';

/** The message of a failed confirm or abandon: its business code's, else the call failure's. */
function finishFailure(error: unknown, step: 'confirm' | 'abandon'): string {
  const code = businessCode(error);
  if (code === ResultCode.VALIDATION_FAILED) return `rate.import.${step}.gone`;
  if (code === ResultCode.ROLE_FORBIDDEN) return NOT_FORWARDER_MESSAGE;
  const failure: CallFailure = callFailure(error);
  return failureMessageId(failure, 'rate.import.failure');
}

function templateFailure(error: unknown): string {
  if (businessCode(error) === ResultCode.ROLE_FORBIDDEN) return NOT_FORWARDER_MESSAGE;
  return failureMessageId(callFailure(error), 'rate.template.failure');
}

/**
 * The upload machine's `uploadFile` for rate sheets: the root's `uploadRateSheet` with the batch's rate
 * mode and supplier, telling the import actor the business code of each run.
 */
export function rateSheetUploadFile(uploadRateSheet: PromiseActorLogic<RateImportPreview, RateSheetUploadInput>) {
  return fromPromise<RateImportPreview, UploadFileInput>(async ({ input, system, signal }) => {
    const owner = system.get(RATE_IMPORT_SYSTEM_ID);
    const report = (code: number | null) => owner?.send({ type: 'UPLOAD_SETTLED', key: input.idempotencyKey, code });
    const run = uploadRateSheet.config as unknown as (args: { input: RateSheetUploadInput; signal: AbortSignal }) => Promise<RateImportPreview>;
    try {
      const preview = await run({
        input: {
          file: input.file,
          rateMode: input.meta.rateMode as RateMode,
          supplierId: input.meta.supplierId ?? '',
          idempotencyKey: input.idempotencyKey,
          onProgress: input.onProgress,
        },
        signal,
      });
      report(null);
      return preview;
    } catch (error) {
      if (!signal.aborted) report(businessCode(error));
      throw error;
    }
  });
}

/** Forwards the preview the upload child receives. */
const watchUpload = fromCallback<RateImportEvent, { upload: RateSheetUploadRef }>(({ input, sendBack }) => {
  const subscription = input.upload.on('uploaded', (event) => sendBack({ type: 'PREVIEWED', preview: event.result }));
  return () => subscription.unsubscribe();
});

export const rateImportMachine = setup({
  types: {
    context: {} as RateImportContext,
    events: {} as RateImportEvent,
  },
  actors: {
    /** Provided with its `uploadFile` (rateSheetUploadFile). */
    sheetUpload: rateSheetUploadMachine,
    watchUpload,
    confirmImport: fromPromise<RateImport, { importId: string }>(providedAtRoot('confirmImport')),
    abandonImport: fromPromise<RateImport, { importId: string }>(providedAtRoot('abandonImport')),
    downloadTemplate: fromPromise<void, void>(providedAtRoot('downloadTemplate')),
  },
  actions: {
    /** Provided by the page: the history shows the import just finished. */
    importFinished: () => undefined,
    // The sheet is done with: the next choice starts from an empty control.
    dropUpload: stopChild(({ context }) => context.upload),
    finish: assign(({ event, spawn }) => {
      return {
        finished: (event as unknown as { output: RateImport }).output,
        preview: null,
        finishError: null,
        uploadCodes: {},
        upload: spawn('sheetUpload', { id: `upload-${Date.now()}`, input: UPLOAD_INPUT }),
      };
    }),
  },
}).createMachine({
  id: 'rateImport',
  type: 'parallel',
  context: ({ spawn }) => ({
    upload: spawn('sheetUpload', {
      id: 'upload',
      input: UPLOAD_INPUT,
    }),
    uploadCodes: {},
    preview: null,
    finished: null,
    finishError: null,
    templateError: null,
  }),
  on: {
    UPLOAD_SETTLED: { actions: assign({ uploadCodes: ({ context, event }) => ({ ...context.uploadCodes, [event.key]: event.code }) }) },
  },
  states: {
    flow: {
      initial: 'choosing',
      states: {
        /** Choosing a sheet and sending it; the upload child shows the file and its progress. */
        choosing: {
          // Started on each entry: after an import the control is a new upload actor.
          invoke: { id: 'watchUpload', src: 'watchUpload', input: ({ context }) => ({ upload: context.upload }) },
          on: {
            PREVIEWED: { target: 'preview', actions: assign({ preview: ({ event }) => event.preview, finished: null, finishError: null }) },
            DISMISS: { actions: assign({ finished: null }) },
          },
        },
        /** The server's preview: nothing is imported until CONFIRM. */
        preview: {
          on: {
            CONFIRM: 'confirming',
            ABANDON: 'abandoning',
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmImport',
            src: 'confirmImport',
            input: ({ context }) => ({ importId: context.preview!.import.id }),
            onDone: { target: 'choosing', actions: ['dropUpload', 'finish', 'importFinished'] },
            onError: { target: 'preview', actions: assign({ finishError: ({ event }) => finishFailure(event.error, 'confirm') }) },
          },
        },
        abandoning: {
          tags: ['busy'],
          invoke: {
            id: 'abandonImport',
            src: 'abandonImport',
            input: ({ context }) => ({ importId: context.preview!.import.id }),
            onDone: { target: 'choosing', actions: ['dropUpload', 'finish', 'importFinished'] },
            onError: { target: 'preview', actions: assign({ finishError: ({ event }) => finishFailure(event.error, 'abandon') }) },
          },
        },
      },
    },
    template: {
      initial: 'idle',
      states: {
        idle: { on: { DOWNLOAD_TEMPLATE: { target: 'downloading', actions: assign({ templateError: null }) } } },
        downloading: {
          invoke: {
            id: 'downloadTemplate',
            src: 'downloadTemplate',
            onDone: 'idle',
            onError: { target: 'idle', actions: assign({ templateError: ({ event }) => templateFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type RateImportSnapshot = SnapshotFrom<typeof rateImportMachine>;
