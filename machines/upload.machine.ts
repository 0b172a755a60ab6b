/**
 * One upload control (shipment documents, comment attachments, rate sheets, ...): the files chosen,
 * each checked before any request, uploaded two at a time with the root-provided `uploadFile` actor,
 * with progress, cancel and retry (docs/decisions/097).
 *
 * A file over the size limit, of a type the control does not take, empty, or beyond the number of
 * files allowed is `rejected` at once with a message naming it, and never sent. Each file gets one
 * Idempotency-Key when it is added and keeps it through every retry: a retry after an answer that was
 * lost replays the first upload instead of storing the file twice.
 */
import { enqueueActions, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../src/api/result-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../domain/upload-limits';
import { providedAtRoot } from './shared/provided-at-root';
import { businessCode, callFailure, failureMessageId } from './shared/call-failure';

/** Uploads running at once; the rest wait their turn. */
export const MAX_PARALLEL_UPLOADS = 2;

/** What the machine reads of a file (a DOM `File` is one). */
export interface UploadableFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type UploadStatus = 'rejected' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** A message id and its values, translated by the view. */
export interface UploadMessage {
  id: string;
  values: Record<string, string | number>;
}

/** Extra fields sent with each file (e.g. the document type), for the batch or per file. */
export type UploadMeta = Record<string, string>;

export interface UploadItem<Result> {
  /** `file-1`, `file-2`, ... in the order added. */
  id: string;
  file: UploadableFile;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1. */
  progress: number;
  error: UploadMessage | null;
  /** Made once when the file is added; every retry sends it again. */
  idempotencyKey: string;
  /** This file's own fields, over the batch's. */
  meta: Partial<UploadMeta>;
  /** Queued and asked to start: it runs when a slot frees. */
  started: boolean;
  /** Counts the runs of this file, so a report from a cancelled run is never taken for the current one. */
  attempt: number;
  result: Result | null;
}

export interface UploadInput {
  /** Extensions (`.pdf`) and MIME types (`application/pdf`, `image/*`), as the HTML `accept` attribute; none: any type. */
  accept?: readonly string[];
  /** Default MAX_UPLOAD_BYTES, named MAX_UPLOAD_LABEL. */
  limit?: { bytes: number; label: string };
  /** Several files at once; one file replaces the previous one otherwise. Default true. */
  multiple?: boolean;
  /** The most files the control holds (default: no limit, 1 when not multiple). */
  maxFiles?: number;
  /** Start each file as soon as it is added (default false: START sends the files added). */
  autoStart?: boolean;
  /** The batch's fields as the control opens. */
  meta?: Partial<UploadMeta>;
  /** Fields every file needs before it may start (e.g. `type` for a shipment document). */
  requiredMeta?: readonly string[];
}

/** What the `uploadFile` actor is given: the file, its fields, its key, and a way to report progress (0..1). */
export interface UploadFileInput {
  file: UploadableFile;
  meta: Partial<UploadMeta>;
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}

export interface UploadContext<Result> {
  accept: readonly string[];
  limit: { bytes: number; label: string };
  multiple: boolean;
  maxFiles: number;
  autoStart: boolean;
  meta: Partial<UploadMeta>;
  requiredMeta: readonly string[];
  items: UploadItem<Result>[];
  /** How many files were ever added: the next id. */
  added: number;
}

export type UploadEvent<Result> =
  | { type: 'ADD_FILES'; files: readonly UploadableFile[] }
  | { type: 'REMOVE'; id: string }
  | { type: 'START' }
  | { type: 'CANCEL'; id: string }
  | { type: 'RETRY'; id: string }
  | { type: 'SET_META'; meta: Partial<UploadMeta>; id?: string }
  | { type: 'PROGRESS'; id: string; attempt: number; progress: number }
  | DoneActorEvent<Result, string>
  | ErrorActorEvent<unknown, string>;

/** `uploaded`: one file is stored; the page refreshes what lists it. */
export type UploadEmitted<Result> = { type: 'uploaded'; id: string; name: string; result: Result };

const CHILD_PREFIX = 'upload-';
/** The id of the actor uploading one run of a file: `upload-file-1.2` (its done and error events carry it). */
export const uploadActorId = (item: Pick<UploadItem<unknown>, 'id' | 'attempt'>) => `${CHILD_PREFIX}${item.id}.${item.attempt}`;
function runOf(actorId: string): { id: string; attempt: number } | null {
  if (!actorId.startsWith(CHILD_PREFIX)) return null;
  const rest = actorId.slice(CHILD_PREFIX.length);
  const dot = rest.lastIndexOf('.');
  return dot > 0 ? { id: rest.slice(0, dot), attempt: Number(rest.slice(dot + 1)) } : null;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * Whether a file is of an accepted type, as the HTML `accept` attribute reads: its extension is
 * listed, or its reported MIME type is (exactly, or by `type/*`). No list accepts everything.
 */
export function isAcceptedType(file: UploadableFile, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return wanted === extension;
    if (!mime) return false;
    if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
    return wanted === mime;
  });
}

/** How the accepted types are named to the user: `.pdf, .xlsx`. */
export const acceptLabel = (accept: readonly string[]) => accept.join(', ');

/** Files that still count towards `maxFiles`. */
const holds = (item: UploadItem<unknown>) => item.status !== 'rejected' && item.status !== 'cancelled';

function refusal(context: UploadContext<unknown>, file: UploadableFile, held: number): UploadMessage | null {
  const name = file.name;
  if (file.size > context.limit.bytes) return { id: 'upload.error.tooLarge', values: { name, limit: context.limit.label } };
  if (!isAcceptedType(file, context.accept)) return { id: 'upload.error.type', values: { name, types: acceptLabel(context.accept) } };
  if (file.size === 0) return { id: 'upload.error.empty', values: { name } };
  if (held >= context.maxFiles) return { id: 'upload.error.tooMany', values: { name, max: context.maxFiles } };
  return null;
}

/** The message of a failed upload: the server's size and type refusals as the client's own, else the call failure. */
export function uploadFailureMessage(error: unknown, item: Pick<UploadItem<unknown>, 'name'>, limitLabel: string): UploadMessage {
  const code = businessCode(error);
  if (code === ResultCode.FILE_TOO_LARGE) return { id: 'upload.error.tooLarge', values: { name: item.name, limit: limitLabel } };
  if (code === ResultCode.FILE_TYPE_NOT_ALLOWED) return { id: 'upload.error.typeRefused', values: { name: item.name } };
  return { id: failureMessageId(callFailure(error), 'upload.error'), values: { name: item.name } };
}

/** The fields a file is sent with: the batch's, then its own. */
export const metaOf = (context: Pick<UploadContext<unknown>, 'meta'>, item: Pick<UploadItem<unknown>, 'meta'>): Partial<UploadMeta> => ({
  ...context.meta,
  ...item.meta,
});

const hasRequiredMeta = (context: UploadContext<unknown>, item: UploadItem<unknown>) => {
  const meta = metaOf(context, item);
  return context.requiredMeta.every((key) => !!meta[key]);
};

/** Waiting for START (not yet asked to run). */
const waitingForStart = (item: UploadItem<unknown>) => item.status === 'queued' && !item.started;
const uploadingCount = (items: readonly UploadItem<unknown>[]) => items.filter((item) => item.status === 'uploading').length;

function initialContext<Result>(input: UploadInput | undefined): UploadContext<Result> {
  const multiple = input?.multiple ?? true;
  return {
    accept: input?.accept ?? [],
    limit: input?.limit ?? { bytes: MAX_UPLOAD_BYTES, label: MAX_UPLOAD_LABEL },
    multiple,
    maxFiles: input?.maxFiles ?? (multiple ? Infinity : 1),
    autoStart: input?.autoStart ?? false,
    meta: input?.meta ?? {},
    requiredMeta: input?.requiredMeta ?? [],
    items: [],
    added: 0,
  };
}

/** The machine for uploads whose server answer is `Result`: `const documentUpload = createUploadMachine<ShipmentDocument>();` */
export function createUploadMachine<Result>() {
  type Item = UploadItem<Result>;
  type Context = UploadContext<Result>;

  const findItem = (context: Context, id: string) => context.items.find((item) => item.id === id);

  return setup({
    types: {
      context: {} as Context,
      events: {} as UploadEvent<Result>,
      input: {} as UploadInput | undefined,
      emitted: {} as UploadEmitted<Result>,
    },
    actors: {
      uploadFile: fromPromise<Result, UploadFileInput>(providedAtRoot('uploadFile')),
    },
    guards: {
      canAdd: ({ context, event }) =>
        event.type === 'ADD_FILES' && event.files.length > 0 && (context.multiple || uploadingCount(context.items) === 0),
      canRemove: ({ context, event }) => event.type === 'REMOVE' && !!findItem(context, event.id),
      canStart: ({ context }) => {
        const waiting = context.items.filter(waitingForStart);
        return waiting.length > 0 && waiting.every((item) => hasRequiredMeta(context, item));
      },
      canCancel: ({ context, event }) => {
        const item = event.type === 'CANCEL' ? findItem(context, event.id) : undefined;
        return !!item && (item.status === 'queued' || item.status === 'uploading');
      },
      canRetry: ({ context, event }) => {
        const item = event.type === 'RETRY' ? findItem(context, event.id) : undefined;
        return !!item && (item.status === 'failed' || item.status === 'cancelled') && hasRequiredMeta(context, item);
      },
      canSetMeta: ({ context, event }) => {
        if (event.type !== 'SET_META') return false;
        if (event.id === undefined) return true;
        const item = findItem(context, event.id);
        return !!item && (waitingForStart(item) || item.status === 'failed' || item.status === 'cancelled');
      },
      currentRun: ({ context, event }) => {
        const run = 'actorId' in event ? runOf(event.actorId) : event.type === 'PROGRESS' ? { id: event.id, attempt: event.attempt } : null;
        const item = run ? findItem(context, run.id) : undefined;
        return !!item && item.status === 'uploading' && item.attempt === run!.attempt;
      },
      hasItems: ({ context }) => context.items.length > 0,
      noItems: ({ context }) => context.items.length === 0,
      anyUploading: ({ context }) => uploadingCount(context.items) > 0,
      noneUploading: ({ context }) => uploadingCount(context.items) === 0,
    },
    actions: {
      /**
       * Applies an event to the files, then starts queued files while a slot is free: every event that
       * frees a slot or queues a file goes through here, so the queue never stalls.
       */
      update: enqueueActions(({ context, event, enqueue, self }) => {
        let items = context.items;
        let added = context.added;
        let meta = context.meta;
        const patch = (id: string, change: Partial<Item>) => {
          items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
        };

        switch (event.type) {
          case 'ADD_FILES': {
            // One file at a time: the new file replaces the previous ones.
            if (!context.multiple) items = [];
            let held = items.filter(holds).length;
            const fresh = event.files.map((file): Item => {
              added += 1;
              const error = refusal(context, file, held);
              if (!error) held += 1;
              return {
                id: `file-${added}`,
                file,
                name: file.name,
                size: file.size,
                status: error ? 'rejected' : 'queued',
                progress: 0,
                error,
                idempotencyKey: crypto.randomUUID(),
                meta: {},
                started: !error && context.autoStart,
                attempt: 0,
                result: null,
              };
            });
            items = [...items, ...fresh];
            break;
          }
          case 'REMOVE': {
            const item = findItem(context, event.id);
            if (item?.status === 'uploading') enqueue.stopChild(uploadActorId(item));
            items = items.filter((i) => i.id !== event.id);
            break;
          }
          case 'START':
            items = items.map((item) => (waitingForStart(item) ? { ...item, started: true } : item));
            break;
          case 'CANCEL': {
            const item = findItem(context, event.id)!;
            if (item.status === 'uploading') enqueue.stopChild(uploadActorId(item));
            patch(item.id, { status: 'cancelled', started: false, progress: 0 });
            break;
          }
          case 'RETRY':
            patch(event.id, { status: 'queued', started: true, error: null, progress: 0 });
            break;
          case 'SET_META':
            if (event.id === undefined) meta = { ...meta, ...event.meta };
            else patch(event.id, { meta: { ...findItem(context, event.id)!.meta, ...event.meta } });
            break;
          case 'PROGRESS':
            patch(event.id, { progress: Math.min(1, Math.max(0, Number.isFinite(event.progress) ? event.progress : 0)) });
            break;
          default: {
            const run = runOf(event.actorId)!;
            const item = findItem(context, run.id)!;
            if ('output' in event) {
              patch(item.id, { status: 'done', progress: 1, result: event.output, started: false });
              enqueue.emit({ type: 'uploaded', id: item.id, name: item.name, result: event.output });
            } else {
              patch(item.id, { status: 'failed', started: false, error: uploadFailureMessage(event.error, item, context.limit.label) });
            }
          }
        }

        let free = MAX_PARALLEL_UPLOADS - uploadingCount(items);
        const batch = { meta };
        items = items.map((item) => {
          if (free <= 0 || item.status !== 'queued' || !item.started) return item;
          free -= 1;
          const run: Item = { ...item, status: 'uploading', progress: 0, error: null, attempt: item.attempt + 1 };
          enqueue.spawnChild('uploadFile', {
            id: uploadActorId(run),
            input: {
              file: run.file,
              meta: metaOf(batch, run),
              idempotencyKey: run.idempotencyKey,
              onProgress: (fraction: number) => self.send({ type: 'PROGRESS', id: run.id, attempt: run.attempt, progress: fraction }),
            },
          });
          return run;
        });
        enqueue.assign({ items, added, meta });
      }),
    },
  }).createMachine({
    id: 'upload',
    context: ({ input }) => initialContext<Result>(input),
    initial: 'idle',
    on: {
      ADD_FILES: { guard: 'canAdd', actions: 'update' },
      REMOVE: { guard: 'canRemove', actions: 'update' },
      START: { guard: 'canStart', actions: 'update' },
      CANCEL: { guard: 'canCancel', actions: 'update' },
      RETRY: { guard: 'canRetry', actions: 'update' },
      SET_META: { guard: 'canSetMeta', actions: 'update' },
      PROGRESS: { guard: 'currentRun', actions: 'update' },
      'xstate.done.actor.*': { guard: 'currentRun', actions: 'update' },
      'xstate.error.actor.*': { guard: 'currentRun', actions: 'update' },
    },
    states: {
      /** No file chosen. */
      idle: {
        always: { guard: 'hasItems', target: 'ready' },
      },
      /** Files chosen, none uploading. */
      ready: {
        always: [
          { guard: 'anyUploading', target: 'uploading' },
          { guard: 'noItems', target: 'idle' },
        ],
      },
      /** At least one file uploading. */
      uploading: {
        tags: ['busy'],
        always: { guard: 'noneUploading', target: 'ready' },
      },
    },
  });
}

export type UploadMachine<Result> = ReturnType<typeof createUploadMachine<Result>>;
export type UploadSnapshot<Result> = SnapshotFrom<UploadMachine<Result>>;
