/**
 * connectShipmentDocuments and connectDocumentUpload over snapshots of the real machine (fake actors):
 * the phase, the rows and what can be done with each, the confirmation, notices, the upload control's
 * files with their messages (a server refusal by its code), and the events the functions send.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { connectDocumentUpload, connectShipmentDocuments } from '../../machines/shipment-documents.connect';
import {
  provideShipmentDocuments,
  SHIPMENT_DOCUMENTS_SYSTEM_ID,
  type DocumentDownloadInput,
  type DocumentRef,
  type DocumentUploadInput,
  type ShipmentDocument,
  type ShipmentDocumentsInput,
} from '../../machines/shipment-documents.machine';

const doc = (id: string, extra: Partial<ShipmentDocument> = {}): ShipmentDocument => ({
  id,
  type: 'PACKING_LIST',
  fileName: `${id}.pdf`,
  category: 'Customs',
  size: 2048,
  contentType: 'application/pdf',
  uploadedAt: '2026-03-02T10:00:00.000Z',
  uploadedBy: 'Lin Wei',
  canDelete: true,
  ...extra,
});
const file = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function recorder<I, O>() {
  const calls: { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, logic };
}

function start(input: Partial<ShipmentDocumentsInput> = {}) {
  const load = recorder<{ shipmentId: string }, ShipmentDocument[]>();
  const remove = recorder<DocumentRef, null>();
  const download = recorder<DocumentDownloadInput, void>();
  const upload = recorder<DocumentUploadInput, ShipmentDocument>();
  const actor = createActor(
    provideShipmentDocuments({ loadDocuments: load.logic, deleteDocument: remove.logic, downloadDocument: download.logic, uploadDocument: upload.logic }),
    { input: { shipmentId: 'SHP-1', canUpload: true, ...input }, systemId: SHIPMENT_DOCUMENTS_SYSTEM_ID },
  ).start();
  const view = () => connectShipmentDocuments(actor.getSnapshot(), actor.send);
  const uploadView = () => {
    const child = actor.getSnapshot().context.upload;
    return connectDocumentUpload(child.getSnapshot(), child.send, actor.getSnapshot(), actor.send);
  };
  return { actor, load, remove, download, upload, view, uploadView };
}

describe('connectShipmentDocuments', () => {
  it('goes from loading to the list, says when it refreshes, and shows an empty list as such', async () => {
    const t = start();
    expect(t.view()).toMatchObject({ phase: 'loading', refreshing: false, rows: [], loadError: null });
    t.load.calls[0]!.resolve([doc('DOC-1')]);
    await flush();
    expect(t.view()).toMatchObject({ phase: 'list', refreshing: false });
    t.view().refresh();
    expect(t.view()).toMatchObject({ phase: 'list', refreshing: true });
    t.load.calls[1]!.resolve([]);
    await flush();
    expect(t.view()).toMatchObject({ phase: 'empty', refreshing: false });
  });

  it('gives the failure\'s message with Retry', async () => {
    const t = start();
    t.load.calls[0]!.reject(new ApiError('network', 0, null, null));
    await flush();
    expect(t.view()).toMatchObject({ phase: 'failed', loadError: 'shipment.files.failure.network' });
    t.view().retry();
    expect(t.load.calls).toHaveLength(2);
  });

  it('gives each row its glossary type, and Download and Delete as the machine allows them', async () => {
    const t = start();
    t.load.calls[0]!.resolve([doc('DOC-1', { type: 'COMMERCIAL_INVOICE' }), doc('DOC-2', { canDelete: false })]);
    await flush();
    const [mine, theirs] = t.view().rows;
    expect(mine).toMatchObject({ id: 'DOC-1', fileName: 'DOC-1.pdf', typeLabel: 'shipment.documentType.COMMERCIAL_INVOICE', category: { id: 'shipment.documentCategory.Customs' }, uploadedBy: 'Lin Wei', showDelete: true, canDelete: true, canDownload: true, downloading: false, confirming: false });
    expect(theirs).toMatchObject({ showDelete: false, canDelete: false, canDownload: true });

    t.view().download('DOC-1');
    expect(t.view().rows[0]).toMatchObject({ downloading: true, canDownload: false });
    expect(t.download.calls.map((c) => c.input.documentId)).toEqual(['DOC-1']);
  });

  it('gives the server\'s default categories in the reader\'s language, any other as it was written', async () => {
    const t = start();
    t.load.calls[0]!.resolve([doc('DOC-1', { category: 'Finance' }), doc('DOC-2', { category: 'Bonded warehouse' })]);
    await flush();
    expect(t.view().rows.map((r) => r.category)).toEqual([
      { id: 'shipment.documentCategory.Finance' },
      { id: 'shipment.documents.categoryAsGiven', values: { category: 'Bonded warehouse' } },
    ]);
  });

  it('asks in the row, says deleting, keeps a failure\'s message, and says a delete is done', async () => {
    const t = start();
    t.load.calls[0]!.resolve([doc('DOC-1'), doc('DOC-2')]);
    await flush();
    t.view().askDelete('DOC-1');
    expect(t.view().confirm).toEqual({ documentId: 'DOC-1', fileName: 'DOC-1.pdf', deleting: false, error: null, canConfirm: true });
    expect(t.view().rows.map((r) => r.confirming)).toEqual([true, false]);
    t.view().confirmDelete();
    expect(t.view().confirm).toMatchObject({ deleting: true, canConfirm: false });
    expect(t.view().rows[1]!.canDelete).toBe(false);
    t.remove.calls[0]!.reject(new ApiError('timeout', 0, null, null));
    await flush();
    expect(t.view().confirm).toMatchObject({ deleting: false, error: 'shipment.files.failure.timeout', canConfirm: true });
    t.view().confirmDelete();
    t.remove.calls[1]!.resolve(null);
    await flush();
    expect(t.view()).toMatchObject({ confirm: null, notice: { id: 'shipment.documents.deleted', values: { name: 'DOC-1.pdf' } }, noticeIsProblem: false });
    t.view().askDelete('DOC-2');
    t.view().cancelDelete();
    expect(t.view().confirm).toBeNull();
  });

  it('says a closed shipment as a problem, and then offers no upload and no delete', async () => {
    const t = start();
    t.load.calls[0]!.resolve([doc('DOC-1')]);
    await flush();
    expect(t.view().uploadEnabled).toBe(true);
    t.view().askDelete('DOC-1');
    t.view().confirmDelete();
    t.remove.calls[0]!.reject(new ApiError('business', 200, ResultCode.SHIPMENT_CLOSED, 'closed'));
    await flush();
    expect(t.view()).toMatchObject({ notice: { id: 'shipment.files.closed' }, noticeIsProblem: true, uploadEnabled: false });
    expect(t.view().rows[0]).toMatchObject({ showDelete: false, canDelete: false });
  });

  it('offers the upload control only when the server allows it', () => {
    const t = start({ canUpload: false });
    expect(t.view().uploadEnabled).toBe(false);
    t.view().setCanUpload(true);
    expect(t.view().uploadEnabled).toBe(true);
  });
});

describe('connectDocumentUpload', () => {
  it('words the upload machine\'s refusals for documents, and offers the glossary\'s types', async () => {
    const t = start({ preselectType: 'COMMERCIAL_INVOICE' });
    expect(t.uploadView()).toMatchObject({ type: 'COMMERCIAL_INVOICE', typeError: null, canStart: false, limitLabel: '7 MB' });
    expect(t.uploadView().typeOptions).toEqual([
      { value: 'COMMERCIAL_INVOICE', label: 'shipment.documentType.COMMERCIAL_INVOICE' },
      { value: 'PACKING_LIST', label: 'shipment.documentType.PACKING_LIST' },
      { value: 'PROFORMA_INVOICE', label: 'shipment.documentType.PROFORMA_INVOICE' },
      { value: 'OTHERS', label: 'shipment.documentType.OTHERS' },
    ]);
    t.uploadView().addFiles([file('big.pdf', MAX_UPLOAD_BYTES + 1), file('virus.exe'), file('ok.pdf')]);
    expect(t.uploadView().items.map((i) => [i.name, i.status, i.statusLabel, i.message])).toEqual([
      ['big.pdf', 'rejected', 'shipment.documents.upload.status.rejected', { id: 'shipment.files.upload.tooLarge', values: { name: 'big.pdf', limit: '7 MB' } }],
      ['virus.exe', 'rejected', 'shipment.documents.upload.status.rejected', { id: 'shipment.files.upload.type', values: { name: 'virus.exe', types: '.pdf, .png, .jpg, .jpeg, .xlsx, .xls, .csv, .docx, .doc' } }],
      ['ok.pdf', 'queued', 'shipment.documents.upload.status.queued', null],
    ]);
    expect(t.uploadView().items[2]).toMatchObject({ type: 'COMMERCIAL_INVOICE', canSetType: true, canRemove: true, canCancel: false, showProgress: false });
    expect(t.uploadView().canStart).toBe(true);
  });

  it('asks for a type on Upload, takes one per file, and shows progress once on its way', async () => {
    const t = start();
    t.uploadView().addFiles([file('a.pdf'), file('b.pdf')]);
    t.uploadView().start();
    expect(t.uploadView().typeError).toBe('shipment.documents.upload.typeRequired');
    t.uploadView().setType('OTHERS');
    t.uploadView().setFileType('file-2', 'PACKING_LIST');
    expect(t.uploadView().items.map((i) => i.type)).toEqual(['OTHERS', 'PACKING_LIST']);
    expect(t.uploadView().typeError).toBeNull();
    t.uploadView().start();
    await flush();
    expect(t.upload.calls.map((c) => c.input.type)).toEqual(['OTHERS', 'PACKING_LIST']);
    expect(t.uploadView().items[0]).toMatchObject({ status: 'uploading', showProgress: true, progressKnown: false, canCancel: true, canRemove: false, canSetType: false });
    t.upload.calls[0]!.input.onProgress(0.5);
    expect(t.uploadView().items[0]).toMatchObject({ progress: 0.5, progressKnown: true });
    expect(t.uploadView().busy).toBe(true);
  });

  it('names a server refusal by its code (90001 here), and the call failures as the upload machine does', async () => {
    const t = start({ preselectType: 'OTHERS' });
    t.uploadView().addFiles([file('a.pdf'), file('b.pdf')]);
    t.uploadView().start();
    await flush();
    t.upload.calls[0]!.reject(new ApiError('business', 200, ResultCode.VALIDATION_FAILED, 'type'));
    t.upload.calls[1]!.reject(new ApiError('network', 0, null, null));
    await flush();
    expect(t.uploadView().items.map((i) => i.message)).toEqual([
      { id: 'shipment.documents.upload.invalid', values: { name: 'a.pdf' } },
      { id: 'shipment.files.upload.network', values: { name: 'b.pdf' } },
    ]);
    expect(t.uploadView().items[0]).toMatchObject({ canRetry: true, canRemove: true });
  });

  it('sends the upload machine\'s events for cancel, retry and remove', () => {
    const t = start();
    const child = t.actor.getSnapshot().context.upload;
    const send = vi.fn();
    const view = connectDocumentUpload(child.getSnapshot(), send, t.actor.getSnapshot(), t.actor.send);
    view.cancel('file-1');
    view.retry('file-1');
    view.remove('file-1');
    view.addFiles([file('a.pdf')]);
    expect(send.mock.calls.map(([e]) => e)).toEqual([
      { type: 'CANCEL', id: 'file-1' },
      { type: 'RETRY', id: 'file-1' },
      { type: 'REMOVE', id: 'file-1' },
      { type: 'ADD_FILES', files: [file('a.pdf')] },
    ]);
  });
});
