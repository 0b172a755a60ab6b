/**
 * The documents of one shipment (docs/decisions/115): the list, download, delete with a confirmation
 * where the server's `canDelete` allows it, and uploads through a child upload machine
 * (machines/upload.machine.ts, decision 097) whose every stored file refreshes the list.
 *
 * Every answer of the documents operations other than success reads as its own message (decision 037):
 * the upload machine keeps only its own message for a failed file, so each upload run reports its
 * business code here (`UPLOAD_SETTLED`) and the connect names the refusal. That report reaches this
 * actor through its system id: start it with `{ systemId: SHIPMENT_DOCUMENTS_SYSTEM_ID }`.
 */
import {
  assign,
  createActor,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import type { components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';
import { createUploadMachine, metaOf, type UploadableFile, type UploadFileInput } from './upload.machine';

export type ShipmentDocument = components['schemas']['ShipmentDocument'];
export type ShipmentDocumentType = components['schemas']['ShipmentDocumentType'];

/** The extensions the server takes for documents and comment attachments (decision 035). */
export const SHIPMENT_FILE_TYPES: readonly string[] = ['.pdf', '.png', '.jpg', '.jpeg', '.xlsx', '.xls', '.csv', '.docx', '.doc'];

/** The system id the documents actor is started with, so its upload runs can report to it. */
export const SHIPMENT_DOCUMENTS_SYSTEM_ID = 'shipmentDocuments';

/** Messages every shipment file part shares: a call that failed, a shipment gone or closed. */
export const FILES_FAILURE_PREFIX = 'shipment.files.failure';
export const SHIPMENT_NOT_FOUND_MESSAGE = 'shipment.files.shipmentNotFound';
export const SHIPMENT_CLOSED_MESSAGE = 'shipment.files.closed';

/** The message of a failed download (spec section 8 names "Download Error"); 30006 is the caller's own. */
export function downloadFailureMessage(error: unknown, goneMessage: string): string {
  const code = businessCode(error);
  if (code === ResultCode.DOCUMENT_NOT_FOUND) return goneMessage;
  if (code === ResultCode.SHIPMENT_NOT_FOUND) return SHIPMENT_NOT_FOUND_MESSAGE;
  return failureMessageId(callFailure(error), FILES_FAILURE_PREFIX, 'shipment.files.download.failed');
}

/** One download of a file: running, or what went wrong with the last one. */
export interface DownloadState {
  /** Numbers the runs, so an answer from an earlier run is never taken for the current one. */
  run: number;
  running: boolean;
  error: string | null;
}

const DOWNLOAD_PREFIX = 'download:';
/** The id of one download run (its done and error events carry it): `download:DOC-1:3`. */
export const downloadActorId = (key: string, run: number) => `${DOWNLOAD_PREFIX}${key}:${run}`;
/** The file key and run of a download actor id, or null for any other actor. */
export function downloadRunOf(actorId: string): { key: string; run: number } | null {
  if (!actorId.startsWith(DOWNLOAD_PREFIX)) return null;
  const rest = actorId.slice(DOWNLOAD_PREFIX.length);
  const colon = rest.lastIndexOf(':');
  return colon > 0 ? { key: rest.slice(0, colon), run: Number(rest.slice(colon + 1)) } : null;
}
/** Whether a done or error event answers the current run of a download. */
export function isCurrentDownload(downloads: Record<string, DownloadState>, event: { actorId?: string }): boolean {
  const run = event.actorId ? downloadRunOf(event.actorId) : null;
  const state = run ? downloads[run.key] : undefined;
  return !!state && state.running && state.run === run!.run;
}
/** The downloads with a new run of `key` under way, and that run's number (for its actor id). */
export function startedDownloads(downloads: Record<string, DownloadState>, key: string): { run: number; downloads: Record<string, DownloadState> } {
  const run = (downloads[key]?.run ?? 0) + 1;
  return { run, downloads: { ...downloads, [key]: { run, running: true, error: null } } };
}
/** The downloads once the current run of a download ends: over, with its failure's message (`goneMessage` for 30006). */
export function endedDownloads(
  downloads: Record<string, DownloadState>,
  event: DoneActorEvent<unknown, string> | ErrorActorEvent<unknown, string>,
  goneMessage: string,
): Record<string, DownloadState> {
  const { key } = downloadRunOf(event.actorId)!;
  const error = 'error' in event ? downloadFailureMessage(event.error, goneMessage) : null;
  return { ...downloads, [key]: { ...downloads[key]!, running: false, error } };
}
/**
 * The root transitions of a machine whose files download this way: DOWNLOAD starts a run, and only the
 * current run's done or error event ends it. The machine names its guards and actions as these do.
 */
export const DOWNLOAD_TRANSITIONS = {
  DOWNLOAD: { guard: 'canDownload', actions: 'startDownload' },
  'xstate.done.actor.*': { guard: 'currentDownload', actions: 'endDownload' },
  'xstate.error.actor.*': { guard: 'currentDownload', actions: 'endDownload' },
} as const;

/** What the root's `uploadDocument` is given: one file for one shipment, with its type. */
export interface DocumentUploadInput {
  shipmentId: string;
  file: UploadableFile;
  type: ShipmentDocumentType;
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}
export interface DocumentRef {
  shipmentId: string;
  documentId: string;
}
export interface DocumentDownloadInput extends DocumentRef {
  /** Saved under the server's name when it sends one, else this. */
  fileName: string;
}

/** The upload machine of the documents control, answering the stored document. */
export const documentUploadMachine = createUploadMachine<ShipmentDocument>();
export type DocumentUploadRef = ActorRefFrom<typeof documentUploadMachine>;

export interface ShipmentDocumentsInput {
  shipmentId: string;
  /** The server's `allowedActions.uploadDocument`. */
  canUpload: boolean;
  /** The type the control starts on (the hold banner's missing document). */
  preselectType?: ShipmentDocumentType | null;
}

export interface ShipmentDocumentsContext {
  shipmentId: string;
  canUpload: boolean;
  /** The server said the shipment is closed (30003): nothing changes any more. */
  closed: boolean;
  documents: ShipmentDocument[];
  /** Message id of why the list could not load. */
  loadError: string | null;
  /** Message id said above the list: the shipment closed or gone during an action, a document deleted. */
  notice: { id: string; values: Record<string, string> } | null;
  upload: DocumentUploadRef;
  /** Message id next to the type select: Upload was asked with a file of no type. */
  typeError: string | null;
  /** The business code of each upload's last run, by Idempotency-Key (null: none). */
  uploadCodes: Record<string, number | null>;
  /** The document whose deletion awaits confirmation, or is on its way. */
  deleteId: string | null;
  /** Message id of why the last delete failed, shown in the confirmation. */
  deleteError: string | null;
  downloads: Record<string, DownloadState>;
}

export type ShipmentDocumentsEvent =
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'SET_CAN_UPLOAD'; canUpload: boolean }
  | { type: 'SET_TYPE'; value: ShipmentDocumentType | '' }
  | { type: 'UPLOAD' }
  | { type: 'UPLOADED'; document: ShipmentDocument }
  | { type: 'UPLOAD_SETTLED'; key: string; code: number | null }
  | { type: 'DELETE'; documentId: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | { type: 'DOWNLOAD'; documentId: string }
  | DoneActorEvent<unknown, string>
  | ErrorActorEvent<unknown, string>;

/**
 * Runs a promise actor to its end outside the system; on abort it is stopped (which aborts its request)
 * and this never settles.
 */
function runToEnd<T, I>(logic: PromiseActorLogic<T, I>, input: I, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = createActor(logic, { input });
    run.subscribe({
      complete: () => {
        const snapshot = run.getSnapshot();
        if (snapshot.status === 'done') resolve(snapshot.output as T);
      },
      error: reject,
    });
    signal.addEventListener('abort', () => run.stop(), { once: true });
    run.start();
  });
}

/**
 * The upload machine's `uploadFile` for documents: the root's `uploadDocument` for the shipment this
 * actor shows, telling it the business code of each run (the upload machine keeps only a message).
 */
export function documentUploadFile(uploadDocument: PromiseActorLogic<ShipmentDocument, DocumentUploadInput>) {
  return fromPromise<ShipmentDocument, UploadFileInput>(async ({ input, system, signal }) => {
    const documents = system.get(SHIPMENT_DOCUMENTS_SYSTEM_ID);
    if (!documents) throw new Error(`Start the shipment documents actor with { systemId: '${SHIPMENT_DOCUMENTS_SYSTEM_ID}' }.`);
    const { shipmentId } = (documents.getSnapshot() as { context: ShipmentDocumentsContext }).context;
    const report = (code: number | null) => documents.send({ type: 'UPLOAD_SETTLED', key: input.idempotencyKey, code });
    try {
      const stored = await runToEnd(
        uploadDocument,
        {
          shipmentId,
          file: input.file,
          type: input.meta.type as ShipmentDocumentType,
          idempotencyKey: input.idempotencyKey,
          onProgress: input.onProgress,
        },
        signal,
      );
      report(null);
      return stored;
    } catch (error) {
      if (!signal.aborted) report(businessCode(error));
      throw error;
    }
  });
}

/** Forwards each file the upload child stores, so the list refreshes. */
const watchUploads = fromCallback<ShipmentDocumentsEvent, { upload: DocumentUploadRef }>(({ input, sendBack }) => {
  const subscription = input.upload.on('uploaded', (event) => sendBack({ type: 'UPLOADED', document: event.result }));
  return () => subscription.unsubscribe();
});

/** Files added but not yet asked to upload. */
const waitingFiles = (upload: DocumentUploadRef) => {
  const { context } = upload.getSnapshot();
  return context.items.filter((item) => item.status === 'queued' && !item.started).map((item) => ({ item, meta: metaOf(context, item) }));
};

/** Where a failed delete's message goes, and what it says (decision 037). */
function deleteFailure(error: unknown): { kind: 'gone' | 'closed' | 'notFound' | 'retry'; message: string | null } {
  switch (businessCode(error)) {
    case ResultCode.DOCUMENT_NOT_FOUND:
      return { kind: 'gone', message: null };
    case ResultCode.SHIPMENT_CLOSED:
      return { kind: 'closed', message: null };
    case ResultCode.SHIPMENT_NOT_FOUND:
      return { kind: 'notFound', message: null };
    case ResultCode.ROLE_FORBIDDEN:
      return { kind: 'retry', message: 'shipment.documents.delete.notYours' };
    default:
      return { kind: 'retry', message: failureMessageId(callFailure(error), FILES_FAILURE_PREFIX) };
  }
}

const fileNameOf = (context: ShipmentDocumentsContext, documentId: string | null) =>
  context.documents.find((d) => d.id === documentId)?.fileName ?? '';

export const shipmentDocumentsMachine = setup({
  types: {
    context: {} as ShipmentDocumentsContext,
    events: {} as ShipmentDocumentsEvent,
    input: {} as ShipmentDocumentsInput,
  },
  actors: {
    loadDocuments: fromPromise<ShipmentDocument[], { shipmentId: string }>(providedAtRoot('loadDocuments')),
    deleteDocument: fromPromise<null, DocumentRef>(providedAtRoot('deleteDocument')),
    downloadDocument: fromPromise<void, DocumentDownloadInput>(providedAtRoot('downloadDocument')),
    /** Provided with its `uploadFile` (provideShipmentDocuments). */
    documentUpload: documentUploadMachine,
    watchUploads,
  },
  guards: {
    uploadAllowed: ({ context }) => context.canUpload && !context.closed,
    hasWaitingFiles: ({ context }) => context.canUpload && !context.closed && waitingFiles(context.upload).length > 0,
    typeMissing: ({ context }) => context.canUpload && !context.closed && waitingFiles(context.upload).some(({ meta }) => !meta.type),
    canDelete: ({ context, event }) =>
      event.type === 'DELETE' && !context.closed && context.documents.some((d) => d.id === event.documentId && d.canDelete),
    canDownload: ({ context, event }) =>
      event.type === 'DOWNLOAD' && context.documents.some((d) => d.id === event.documentId) && !context.downloads[event.documentId]?.running,
    currentDownload: ({ context, event }) => 'actorId' in event && isCurrentDownload(context.downloads, event),
  },
  actions: {
    startDownload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DOWNLOAD') return;
      const document = context.documents.find((d) => d.id === event.documentId)!;
      const { run, downloads } = startedDownloads(context.downloads, document.id);
      enqueue.spawnChild('downloadDocument', {
        id: downloadActorId(document.id, run),
        input: { shipmentId: context.shipmentId, documentId: document.id, fileName: document.fileName },
      });
      enqueue.assign({ downloads });
    }),
    /** A download ended: done, or its message; a document gone from the server leaves the list. */
    endDownload: enqueueActions(({ context, event, enqueue }) => {
      if (!('actorId' in event)) return;
      enqueue.assign({ downloads: endedDownloads(context.downloads, event, 'shipment.documents.download.gone') });
      if ('error' in event && businessCode(event.error) === ResultCode.DOCUMENT_NOT_FOUND) enqueue.raise({ type: 'REFRESH' });
    }),
  },
}).createMachine({
  id: 'shipmentDocuments',
  context: ({ input, spawn }) => ({
    shipmentId: input.shipmentId,
    canUpload: input.canUpload,
    closed: false,
    documents: [],
    loadError: null,
    notice: null,
    upload: spawn('documentUpload', {
      id: 'upload',
      input: {
        accept: SHIPMENT_FILE_TYPES,
        multiple: true,
        requiredMeta: ['type'],
        meta: input.preselectType ? { type: input.preselectType } : {},
      },
    }),
    typeError: null,
    uploadCodes: {},
    deleteId: null,
    deleteError: null,
    downloads: {},
  }),
  invoke: { id: 'watchUploads', src: 'watchUploads', input: ({ context }) => ({ upload: context.upload }) },
  type: 'parallel',
  on: {
    SET_CAN_UPLOAD: { actions: assign({ canUpload: ({ event }) => event.canUpload }) },
    SET_TYPE: {
      guard: 'uploadAllowed',
      actions: [
        assign({ typeError: null }),
        sendTo(({ context }) => context.upload, ({ event }) => ({ type: 'SET_META' as const, meta: { type: event.value } })),
      ],
    },
    UPLOAD: [
      { guard: 'typeMissing', actions: assign({ typeError: 'shipment.documents.upload.typeRequired' }) },
      { guard: 'hasWaitingFiles', actions: [assign({ typeError: null }), sendTo(({ context }) => context.upload, { type: 'START' })] },
    ],
    UPLOADED: { actions: raise({ type: 'REFRESH' }) },
    UPLOAD_SETTLED: {
      actions: assign(({ context, event }) => ({
        uploadCodes: { ...context.uploadCodes, [event.key]: event.code },
        closed: context.closed || event.code === ResultCode.SHIPMENT_CLOSED,
        notice:
          event.code === ResultCode.SHIPMENT_CLOSED
            ? { id: SHIPMENT_CLOSED_MESSAGE, values: {} }
            : event.code === ResultCode.SHIPMENT_NOT_FOUND
              ? { id: SHIPMENT_NOT_FOUND_MESSAGE, values: {} }
              : context.notice,
      })),
    },
    ...DOWNLOAD_TRANSITIONS,
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        // A refresh while a load runs starts it again: the older answer may miss the newest file.
        REFRESH: { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadDocuments',
            src: 'loadDocuments',
            input: ({ context }) => ({ shipmentId: context.shipmentId }),
            onDone: { target: 'loaded', actions: assign({ documents: ({ event }) => event.output, loadError: null }) },
            onError: [
              {
                guard: ({ event }) => businessCode(event.error) === ResultCode.SHIPMENT_NOT_FOUND,
                target: 'failed',
                actions: assign({ documents: [], loadError: SHIPMENT_NOT_FOUND_MESSAGE }),
              },
              {
                target: 'failed',
                actions: assign({ documents: [], loadError: ({ event }) => failureMessageId(callFailure(event.error), FILES_FAILURE_PREFIX) }),
              },
            ],
          },
        },
        loaded: {},
        failed: {
          on: { RETRY: 'loading' },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DELETE: { guard: 'canDelete', target: 'confirming', actions: assign({ deleteId: ({ event }) => event.documentId, deleteError: null, notice: null }) },
          },
        },
        confirming: {
          on: {
            CONFIRM_DELETE: 'deleting',
            CANCEL_DELETE: { target: 'idle', actions: assign({ deleteId: null, deleteError: null }) },
            // Another document's Delete: that one is asked about instead.
            DELETE: { guard: 'canDelete', actions: assign({ deleteId: ({ event }) => event.documentId, deleteError: null }) },
          },
        },
        deleting: {
          tags: ['deleting'],
          entry: assign({ deleteError: null }),
          invoke: {
            id: 'deleteDocument',
            src: 'deleteDocument',
            input: ({ context }) => ({ shipmentId: context.shipmentId, documentId: context.deleteId ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                documents: context.documents.filter((d) => d.id !== context.deleteId),
                notice: { id: 'shipment.documents.deleted', values: { name: fileNameOf(context, context.deleteId) } },
                deleteId: null,
              })),
            },
            onError: [
              {
                guard: ({ event }) => deleteFailure(event.error).kind === 'retry',
                target: 'confirming',
                actions: assign({ deleteError: ({ event }) => deleteFailure(event.error).message }),
              },
              {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { kind } = deleteFailure(event.error);
                  const name = fileNameOf(context, context.deleteId);
                  enqueue.assign({
                    deleteId: null,
                    closed: context.closed || kind === 'closed',
                    // Gone already: it leaves the list, as a delete would have done.
                    documents: kind === 'gone' ? context.documents.filter((d) => d.id !== context.deleteId) : context.documents,
                    notice:
                      kind === 'gone'
                        ? { id: 'shipment.documents.delete.gone', values: { name } }
                        : { id: kind === 'closed' ? SHIPMENT_CLOSED_MESSAGE : SHIPMENT_NOT_FOUND_MESSAGE, values: {} },
                  });
                  if (kind === 'gone') enqueue.raise({ type: 'REFRESH' });
                }),
              },
            ],
          },
        },
      },
    },
  },
});

export type ShipmentDocumentsMachine = typeof shipmentDocumentsMachine;
export type ShipmentDocumentsSnapshot = SnapshotFrom<ShipmentDocumentsMachine>;

export interface ShipmentDocumentsActors {
  loadDocuments: PromiseActorLogic<ShipmentDocument[], { shipmentId: string }>;
  deleteDocument: PromiseActorLogic<null, DocumentRef>;
  downloadDocument: PromiseActorLogic<void, DocumentDownloadInput>;
  uploadDocument: PromiseActorLogic<ShipmentDocument, DocumentUploadInput>;
}

/** The machine with the root's actors (or a test's), its upload child included. */
export function provideShipmentDocuments({ uploadDocument, ...actors }: ShipmentDocumentsActors) {
  return shipmentDocumentsMachine.provide({
    actors: {
      ...actors,
      documentUpload: documentUploadMachine.provide({ actors: { uploadFile: documentUploadFile(uploadDocument) } }),
    },
  });
}
