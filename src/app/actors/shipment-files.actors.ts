/**
 * The actors of the shipment documents and comments machines (machines/shipment-documents.machine.ts,
 * machines/shipment-comments.machine.ts), built on the one API client: list, upload, delete and
 * download documents; list and add comments, download their attachments.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call, callBlob } from '../../api/call';
import { saveFile } from '../save-file';
import type {
  DocumentDownloadInput,
  DocumentRef,
  DocumentUploadInput,
  ShipmentDocument,
} from '../../../machines/shipment-documents.machine';
import type { AddCommentInput, AttachmentDownloadInput, ShipmentComment } from '../../../machines/shipment-comments.machine';

/** Files come back as octet-stream; a JSON envelope instead is the server's refusal (callBlob). */
const FILE_TYPES = ['application/octet-stream'];

/**
 * The call's answer, unless the actor was stopped meanwhile: then nothing, ever. React's StrictMode
 * stops a part's actors and starts them again with the same snapshots; a stopped request's abort
 * would otherwise reach the restarted actor as its own failure.
 */
function unlessAborted<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => {
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error);
      },
    );
  });
}

/** The parts of a file in FormData: a DOM File is a Blob with a name. */
const asBlob = (file: { name: string }) => file as unknown as Blob;

export function createShipmentFilesActors(client: ApiClient) {
  return {
    /** A reload or a later refresh stops the actor and its signal aborts the request. */
    loadDocuments: fromPromise<ShipmentDocument[], { shipmentId: string }>(({ input, signal }) =>
      unlessAborted(signal, call(client.GET('/shipment/{id}/documents', { params: { path: { id: input.shipmentId } }, signal }))),
    ),

    /**
     * One file, multipart with its type, under the file's Idempotency-Key (a retry replays a stored
     * upload). fetch cannot report upload progress: the file shows as uploading until it is stored.
     */
    uploadDocument: fromPromise<ShipmentDocument, DocumentUploadInput>(({ input, signal }) => {
      const form = new FormData();
      form.append('file', asBlob(input.file), input.file.name);
      form.append('type', input.type);
      input.onProgress(0);
      return unlessAborted(
        signal,
        call(
          client.POST('/shipment/{id}/documents', {
            params: { path: { id: input.shipmentId }, header: { 'Idempotency-Key': input.idempotencyKey } },
            // openapi-fetch sends FormData as it is, with the browser's multipart boundary.
            body: form as never,
            signal,
          }),
        ),
      );
    }),

    /** Not aborted when the part unmounts: a confirmed delete is the user's decision. */
    deleteDocument: fromPromise<null, DocumentRef>(({ input }) =>
      call(client.DELETE('/shipment/{id}/documents/{documentId}', { params: { path: { id: input.shipmentId, documentId: input.documentId } } })),
    ),

    downloadDocument: fromPromise<void, DocumentDownloadInput>(async ({ input, signal }) => {
      const download = await unlessAborted(
        signal,
        callBlob(client.GET('/shipment/{id}/documents/{documentId}', { params: { path: { id: input.shipmentId, documentId: input.documentId } }, parseAs: 'blob', signal }), FILE_TYPES),
      );
      saveFile(download.blob, download.fileName ?? input.fileName);
    }),

    loadComments: fromPromise<ShipmentComment[], { shipmentId: string }>(({ input, signal }) =>
      unlessAborted(signal, call(client.GET('/shipment/{id}/comments', { params: { path: { id: input.shipmentId } }, signal }))),
    ),

    /** The text and every attachment in one multipart request; not aborted (the comment shows as sent). */
    addComment: fromPromise<ShipmentComment, AddCommentInput>(({ input }) => {
      const form = new FormData();
      form.append('text', input.text);
      for (const file of input.files) form.append('files', asBlob(file), file.name);
      return call(client.POST('/shipment/{id}/comments', { params: { path: { id: input.shipmentId } }, body: form as never }));
    }),

    downloadAttachment: fromPromise<void, AttachmentDownloadInput>(async ({ input, signal }) => {
      const download = await unlessAborted(
        signal,
        callBlob(client.GET('/shipment/{id}/comments/{commentId}/attachments/{attachmentId}', { params: { path: { id: input.shipmentId, commentId: input.commentId, attachmentId: input.attachmentId } }, parseAs: 'blob', signal }), FILE_TYPES),
      );
      saveFile(download.blob, download.fileName ?? input.fileName);
    }),
  };
}

export type ShipmentFilesActors = ReturnType<typeof createShipmentFilesActors>;
