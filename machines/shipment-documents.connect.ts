/**
 * What the shipment documents part shows and can do, from its machine (the list, downloads, the delete
 * confirmation, page notices) and from its upload child (the files chosen, their type, progress and
 * messages). Message ids only; the view translates them and decides nothing.
 */
import { shipmentDocumentTypeValues } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { isDefaultDocumentCategory } from '../domain/shipment-rules';
import type { Message } from './shared/message';
import { rememberedBy } from './shared/remembered';
import { connectUpload } from './upload.connect';
import type { UploadableFile, UploadEvent, UploadMessage, UploadSnapshot, UploadStatus } from './upload.machine';
import {
  SHIPMENT_CLOSED_MESSAGE,
  SHIPMENT_NOT_FOUND_MESSAGE,
  type ShipmentDocument,
  type ShipmentDocumentsEvent,
  type ShipmentDocumentsSnapshot,
  type ShipmentDocumentType,
} from './shipment-documents.machine';

type Send = (event: ShipmentDocumentsEvent) => void;

/** The glossary's word for a document type (src/features/shipment/shipment-terms.messages.ts). */
export const documentTypeLabel = (type: ShipmentDocumentType) => `shipment.documentType.${type}`;

/**
 * A document's category: the server's default word for its type in the reader's language, a category
 * another client gave as it was written.
 */
export const documentCategoryLabel = (category: string): Message =>
  isDefaultDocumentCategory(category)
    ? { id: `shipment.documentCategory.${category}` }
    : { id: 'shipment.documents.categoryAsGiven', values: { category } };

/** The upload machine's messages (`upload.error.*`), worded for shipment files. */
export const uploadMessage = (message: UploadMessage): UploadMessage => ({
  id: message.id.replace(/^upload\.error\./, 'shipment.files.upload.'),
  values: message.values,
});

/** A server refusal of one upload the upload machine reads as "failed": its own message (decision 037). */
const UPLOAD_CODE_MESSAGES: Partial<Record<number, string>> = {
  [ResultCode.SHIPMENT_NOT_FOUND]: SHIPMENT_NOT_FOUND_MESSAGE,
  [ResultCode.SHIPMENT_CLOSED]: SHIPMENT_CLOSED_MESSAGE,
  [ResultCode.VALIDATION_FAILED]: 'shipment.documents.upload.invalid',
};

export type DocumentsPhase = 'loading' | 'failed' | 'empty' | 'list';

function createActions(send: Send) {
  return {
    retry: () => send({ type: 'RETRY' }),
    refresh: () => send({ type: 'REFRESH' }),
    download: (documentId: string) => send({ type: 'DOWNLOAD', documentId }),
    askDelete: (documentId: string) => send({ type: 'DELETE', documentId }),
    confirmDelete: () => send({ type: 'CONFIRM_DELETE' }),
    cancelDelete: () => send({ type: 'CANCEL_DELETE' }),
    setCanUpload: (canUpload: boolean) => send({ type: 'SET_CAN_UPLOAD', canUpload }),
  };
}
const actionsFor = rememberedBy(createActions);

export interface DocumentRow {
  id: string;
  fileName: string;
  /** Message id of its type. */
  typeLabel: string;
  /** Message id (and values) of its category. */
  category: Message;
  uploadedAt: string;
  uploadedBy: string;
  size: number;
  canDownload: boolean;
  downloading: boolean;
  /** Message id of why its last download failed. */
  downloadError: string | null;
  /** Delete is offered: the server lets this user delete it and the shipment is not closed. */
  showDelete: boolean;
  /** Delete can be pressed now. */
  canDelete: boolean;
  /** Its deletion awaits confirmation, or is on its way. */
  confirming: boolean;
}

export function connectShipmentDocuments(snapshot: ShipmentDocumentsSnapshot, send: Send) {
  const { context } = snapshot;
  const loading = snapshot.hasTag('loading');
  const deleting = snapshot.hasTag('deleting');
  const phase: DocumentsPhase = context.loadError
    ? 'failed'
    : context.documents.length === 0
      ? loading
        ? 'loading'
        : 'empty'
      : 'list';
  const rows: DocumentRow[] = context.documents.map((d: ShipmentDocument) => {
    const download = context.downloads[d.id];
    return {
      id: d.id,
      fileName: d.fileName,
      typeLabel: documentTypeLabel(d.type),
      category: documentCategoryLabel(d.category),
      uploadedAt: d.uploadedAt,
      uploadedBy: d.uploadedBy,
      size: d.size,
      canDownload: snapshot.can({ type: 'DOWNLOAD', documentId: d.id }),
      downloading: download?.running ?? false,
      downloadError: download?.error ?? null,
      showDelete: d.canDelete && !context.closed,
      canDelete: snapshot.can({ type: 'DELETE', documentId: d.id }),
      confirming: context.deleteId === d.id,
    };
  });
  const confirmed = context.documents.find((d) => d.id === context.deleteId);
  return {
    phase,
    /** A load runs while rows are shown (after an upload or a delete). */
    refreshing: loading && phase === 'list',
    rows,
    /** Message id of why the list could not load, with Try again. */
    loadError: context.loadError,
    /** Said above the list (role=status, or alert for the shipment closed or gone). */
    notice: context.notice,
    noticeIsProblem: context.notice !== null && [SHIPMENT_CLOSED_MESSAGE, SHIPMENT_NOT_FOUND_MESSAGE].includes(context.notice.id),
    /** The confirmation of a delete, in the document's row. */
    confirm: confirmed
      ? { documentId: confirmed.id, fileName: confirmed.fileName, deleting, error: context.deleteError, canConfirm: snapshot.can({ type: 'CONFIRM_DELETE' }) }
      : null,
    /** The upload control is there (the server allows uploads and the shipment is not closed). */
    uploadEnabled: snapshot.can({ type: 'SET_TYPE', value: '' }),
    /** The upload child, for connectDocumentUpload. */
    uploadRef: context.upload,
    ...actionsFor(send),
  };
}

export type ShipmentDocumentsView = ReturnType<typeof connectShipmentDocuments>;

export interface DocumentUploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Message id of its status. */
  statusLabel: string;
  /** 0..1; while uploading, 0 may only mean the transport reports no progress (decision 097). */
  progress: number;
  /** A bar is shown: the file is on its way or stored. */
  showProgress: boolean;
  /** The bar has a number (false: on its way, nothing reported yet). */
  progressKnown: boolean;
  /** Why it was refused or failed (every message here is a problem). */
  message: UploadMessage | null;
  /** The type it will be sent with: its own, else the batch's ('' when neither is chosen). */
  type: ShipmentDocumentType | '';
  canSetType: boolean;
  canCancel: boolean;
  canRetry: boolean;
  canRemove: boolean;
}

/**
 * The upload control: the upload child's files with their messages worded for documents (a server
 * refusal by its code), the batch's type, and Upload, which asks for a type first.
 */
export function connectDocumentUpload(
  uploadSnapshot: UploadSnapshot<ShipmentDocument>,
  uploadSend: (event: UploadEvent<ShipmentDocument>) => void,
  snapshot: ShipmentDocumentsSnapshot,
  send: Send,
) {
  const upload = connectUpload(uploadSnapshot, uploadSend);
  const keys = new Map(uploadSnapshot.context.items.map((item) => [item.id, item.idempotencyKey]));
  const started = new Set(uploadSnapshot.context.items.filter((item) => item.started).map((item) => item.id));
  const messageOf = (item: (typeof upload.items)[number]): UploadMessage | null => {
    if (!item.error) return null;
    const code = item.status === 'failed' && item.error.id === 'upload.error.failed' ? snapshot.context.uploadCodes[keys.get(item.id) ?? ''] : null;
    const byCode = code ? UPLOAD_CODE_MESSAGES[code] : undefined;
    return byCode ? { id: byCode, values: { name: item.name } } : uploadMessage(item.error);
  };
  const items: DocumentUploadItem[] = upload.items.map((item) => ({
    id: item.id,
    name: item.name,
    size: item.size,
    status: item.status,
    statusLabel: `shipment.documents.upload.status.${item.status}`,
    progress: item.progress,
    showProgress: item.status === 'uploading' || item.status === 'done',
    progressKnown: item.status === 'done' || (item.status === 'uploading' && item.progress > 0),
    message: messageOf(item),
    type: ((item.meta.type || upload.meta.type) as ShipmentDocumentType | undefined) ?? '',
    canSetType: item.canSetMeta,
    // A file not asked to upload yet has nothing to cancel: Remove takes it away.
    canCancel: item.canCancel && (item.status === 'uploading' || started.has(item.id)),
    canRetry: item.canRetry,
    // Cancel is the way out of an upload on its way; Remove comes once it has stopped.
    canRemove: item.canRemove && item.status !== 'uploading',
  }));
  return {
    items,
    /** The batch's type: every file without its own takes it. */
    type: (upload.meta.type as ShipmentDocumentType | undefined) ?? '',
    typeOptions: shipmentDocumentTypeValues.map((value) => ({ value, label: documentTypeLabel(value) })),
    /** Message id next to the type select. */
    typeError: snapshot.context.typeError,
    canStart: snapshot.can({ type: 'UPLOAD' }),
    busy: upload.busy,
    /** 0..1 over the files on their way or stored, by size. */
    progress: upload.progress,
    accept: upload.accept,
    acceptLabel: upload.acceptLabel,
    limitLabel: upload.limitLabel,
    addFiles: (files: readonly UploadableFile[]) => upload.addFiles(files),
    setType: (value: ShipmentDocumentType | '') => send({ type: 'SET_TYPE', value }),
    /** One file's own type (a type, never '': a file keeps a type once it has one). */
    setFileType: (id: string, value: ShipmentDocumentType) => upload.setMeta({ type: value }, id),
    start: () => send({ type: 'UPLOAD' }),
    cancel: upload.cancel,
    retry: upload.retry,
    remove: upload.remove,
  };
}

export type DocumentUploadView = ReturnType<typeof connectDocumentUpload>;
