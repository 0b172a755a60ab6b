/**
 * What an upload control shows and can do, from the upload machine: each file with its status,
 * progress and message, whether the batch can start, the overall progress, and the functions that
 * add, start, cancel, retry and remove files.
 */
import {
  acceptLabel,
  type UploadableFile,
  type UploadEvent,
  type UploadMessage,
  type UploadMeta,
  type UploadSnapshot,
  type UploadStatus,
} from './upload.machine';

export interface UploadItemView {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1. */
  progress: number;
  error: UploadMessage | null;
  /** This file's own fields (over the batch's). */
  meta: Partial<UploadMeta>;
  canCancel: boolean;
  canRetry: boolean;
  canRemove: boolean;
  /** Its own fields may still change (it has not started). */
  canSetMeta: boolean;
}

export function connectUpload<Result>(snapshot: UploadSnapshot<Result>, send: (event: UploadEvent<Result>) => void) {
  const { context } = snapshot;
  const items: UploadItemView[] = context.items.map((item) => ({
    id: item.id,
    name: item.name,
    size: item.size,
    status: item.status,
    progress: item.progress,
    error: item.error,
    meta: item.meta,
    canCancel: snapshot.can({ type: 'CANCEL', id: item.id }),
    canRetry: snapshot.can({ type: 'RETRY', id: item.id }),
    canRemove: snapshot.can({ type: 'REMOVE', id: item.id }),
    canSetMeta: snapshot.can({ type: 'SET_META', id: item.id, meta: {} }),
  }));
  // Overall progress of what is on its way or stored, by bytes.
  const counted = context.items.filter(
    (item) => item.status === 'uploading' || item.status === 'done' || (item.status === 'queued' && item.started),
  );
  const bytes = counted.reduce((sum, item) => sum + item.size, 0);

  return {
    items,
    canStart: snapshot.can({ type: 'START' }),
    /** Some file is uploading. */
    busy: snapshot.hasTag('busy'),
    /** 0..1 over the files started or stored, by size; null when none is. */
    progress: bytes > 0 ? counted.reduce((sum, item) => sum + item.progress * item.size, 0) / bytes : null,
    /** For the file input's `accept`; undefined when any type goes. */
    accept: context.accept.length ? context.accept.join(',') : undefined,
    /** How the accepted types are named in the hint. */
    acceptLabel: acceptLabel(context.accept),
    limitLabel: context.limit.label,
    multiple: context.multiple,
    /** The batch's fields. */
    meta: context.meta,

    addFiles: (files: readonly UploadableFile[]) => send({ type: 'ADD_FILES', files }),
    remove: (id: string) => send({ type: 'REMOVE', id }),
    cancel: (id: string) => send({ type: 'CANCEL', id }),
    retry: (id: string) => send({ type: 'RETRY', id }),
    start: () => send({ type: 'START' }),
    /** The batch's fields, or one file's with `id`. */
    setMeta: (meta: Partial<UploadMeta>, id?: string) => send(id === undefined ? { type: 'SET_META', meta } : { type: 'SET_META', meta, id }),
  };
}

export type UploadView = ReturnType<typeof connectUpload>;
