/**
 * The shipment documents machine with fake actors: the list and its failures, uploads through the
 * upload child (refused before any request, a type first, the list refreshed after each stored file,
 * the server's refusals by code, retry with the same key, cancel), delete with its confirmation and
 * every refusal, and downloads.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import {
  provideShipmentDocuments,
  SHIPMENT_DOCUMENTS_SYSTEM_ID,
  type DocumentDownloadInput,
  type DocumentRef,
  type DocumentUploadInput,
  type ShipmentDocument,
  type ShipmentDocumentsInput,
} from '../../machines/shipment-documents.machine';

const business = (code: number) => new ApiError('business', 200, code, 'refused');
const network = () => new ApiError('network', 0, null, null);

const doc = (id: string, extra: Partial<ShipmentDocument> = {}): ShipmentDocument => ({
  id,
  type: 'COMMERCIAL_INVOICE',
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

interface Call<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

function recorder<I, O>() {
  const calls: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(({ input, signal }) => new Promise<O>((resolve, reject) => calls.push({ input, signal, resolve, reject })));
  return { calls, logic };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: Partial<ShipmentDocumentsInput> = {}) {
  const load = recorder<{ shipmentId: string }, ShipmentDocument[]>();
  const remove = recorder<DocumentRef, null>();
  const download = recorder<DocumentDownloadInput, void>();
  const upload = recorder<DocumentUploadInput, ShipmentDocument>();
  const machine = provideShipmentDocuments({ loadDocuments: load.logic, deleteDocument: remove.logic, downloadDocument: download.logic, uploadDocument: upload.logic });
  const actor = createActor(machine, { input: { shipmentId: 'SHP-1', canUpload: true, ...input }, systemId: SHIPMENT_DOCUMENTS_SYSTEM_ID }).start();
  const uploadChild = () => actor.getSnapshot().context.upload;
  const items = () => uploadChild().getSnapshot().context.items;
  return { actor, load, remove, download, upload, uploadChild, items, context: () => actor.getSnapshot().context };
}

async function loaded(documents: ShipmentDocument[] = [doc('DOC-1'), doc('DOC-2', { canDelete: false })]) {
  const t = start();
  t.load.calls[0]!.resolve(documents);
  await flush();
  return t;
}

describe('the documents list', () => {
  it('loads the shipment\'s documents', async () => {
    const t = start();
    expect(t.load.calls.map((c) => c.input)).toEqual([{ shipmentId: 'SHP-1' }]);
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    t.load.calls[0]!.resolve([doc('DOC-1')]);
    await flush();
    expect(t.actor.getSnapshot().matches({ list: 'loaded' })).toBe(true);
    expect(t.context().documents.map((d) => d.id)).toEqual(['DOC-1']);
  });

  it('says the shipment is not found (30001), a network failure as such, and loads again on Retry', async () => {
    const t = start();
    t.load.calls[0]!.reject(business(ResultCode.SHIPMENT_NOT_FOUND));
    await flush();
    expect(t.context().loadError).toBe('shipment.files.shipmentNotFound');
    t.actor.send({ type: 'RETRY' });
    t.load.calls[1]!.reject(network());
    await flush();
    expect(t.context().loadError).toBe('shipment.files.failure.network');
    t.actor.send({ type: 'RETRY' });
    t.load.calls[2]!.resolve([]);
    await flush();
    expect(t.context().loadError).toBeNull();
    expect(t.load.calls).toHaveLength(3);
  });

  it('starts a running load again on a refresh, aborting the older request', async () => {
    const t = start();
    t.actor.send({ type: 'REFRESH' });
    expect(t.load.calls).toHaveLength(2);
    expect(t.load.calls[0]!.signal.aborted).toBe(true);
    t.load.calls[0]!.resolve([doc('OLD')]);
    t.load.calls[1]!.resolve([doc('NEW')]);
    await flush();
    expect(t.context().documents.map((d) => d.id)).toEqual(['NEW']);
  });
});

describe('uploads', () => {
  it('refuses a file over 7 MB at once, naming it, and never sends it', async () => {
    const t = await loaded();
    t.actor.send({ type: 'SET_TYPE', value: 'PACKING_LIST' });
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('big.pdf', MAX_UPLOAD_BYTES + 1), file('ok.pdf', MAX_UPLOAD_BYTES)] });
    expect(t.items().map((i) => [i.name, i.status, i.error?.id ?? null])).toEqual([
      ['big.pdf', 'rejected', 'upload.error.tooLarge'],
      ['ok.pdf', 'queued', null],
    ]);
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    expect(t.upload.calls.map((c) => c.input.file.name)).toEqual(['ok.pdf']);
  });

  it('asks for a type before Upload, then sends each file with it, its key and the shipment', async () => {
    const t = await loaded();
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('invoice.pdf'), file('list.xlsx')] });
    expect(t.actor.getSnapshot().can({ type: 'UPLOAD' })).toBe(true);
    t.actor.send({ type: 'UPLOAD' });
    expect(t.context().typeError).toBe('shipment.documents.upload.typeRequired');
    await flush();
    expect(t.upload.calls).toHaveLength(0);

    t.actor.send({ type: 'SET_TYPE', value: 'COMMERCIAL_INVOICE' });
    expect(t.context().typeError).toBeNull();
    t.uploadChild().send({ type: 'SET_META', id: 'file-2', meta: { type: 'PACKING_LIST' } });
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    expect(t.upload.calls.map((c) => ({ ...c.input, onProgress: undefined }))).toEqual([
      { shipmentId: 'SHP-1', file: file('invoice.pdf'), type: 'COMMERCIAL_INVOICE', idempotencyKey: t.items()[0]!.idempotencyKey, onProgress: undefined },
      { shipmentId: 'SHP-1', file: file('list.xlsx'), type: 'PACKING_LIST', idempotencyKey: t.items()[1]!.idempotencyKey, onProgress: undefined },
    ]);
  });

  it('starts on the preselected type', async () => {
    const t = start({ preselectType: 'PROFORMA_INVOICE' });
    t.load.calls[0]!.resolve([]);
    await flush();
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('proforma.pdf')] });
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    expect(t.upload.calls[0]!.input.type).toBe('PROFORMA_INVOICE');
  });

  it('refreshes the list when a file is stored', async () => {
    const t = await loaded([doc('DOC-1')]);
    t.actor.send({ type: 'SET_TYPE', value: 'OTHERS' });
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('hbl.pdf')] });
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    expect(t.load.calls).toHaveLength(1);
    t.upload.calls[0]!.resolve(doc('DOC-9', { fileName: 'hbl.pdf', type: 'OTHERS' }));
    await flush();
    expect(t.load.calls).toHaveLength(2);
    t.load.calls[1]!.resolve([doc('DOC-9', { fileName: 'hbl.pdf' }), doc('DOC-1')]);
    await flush();
    expect(t.context().documents.map((d) => d.id)).toEqual(['DOC-9', 'DOC-1']);
    expect(t.items()[0]!.status).toBe('done');
  });

  it('retries a failed file with the same Idempotency-Key, and cancel aborts the request', async () => {
    const t = await loaded();
    t.actor.send({ type: 'SET_TYPE', value: 'OTHERS' });
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    t.upload.calls[0]!.reject(network());
    await flush();
    expect(t.items()[0]).toMatchObject({ status: 'failed', error: { id: 'upload.error.network' } });
    t.uploadChild().send({ type: 'RETRY', id: 'file-1' });
    await flush();
    expect(t.upload.calls[1]!.input.idempotencyKey).toBe(t.upload.calls[0]!.input.idempotencyKey);
    t.uploadChild().send({ type: 'CANCEL', id: 'file-1' });
    await flush();
    expect(t.upload.calls[1]!.signal.aborted).toBe(true);
    expect(t.items()[0]!.status).toBe('cancelled');
  });

  it('keeps the code of a refused upload, and a closed shipment (30003) stops uploads and deletes', async () => {
    const t = await loaded();
    t.actor.send({ type: 'SET_TYPE', value: 'OTHERS' });
    t.uploadChild().send({ type: 'ADD_FILES', files: [file('a.pdf'), file('b.pdf')] });
    t.actor.send({ type: 'UPLOAD' });
    await flush();
    t.upload.calls[0]!.reject(business(ResultCode.VALIDATION_FAILED));
    await flush();
    expect(t.context().uploadCodes[t.items()[0]!.idempotencyKey]).toBe(ResultCode.VALIDATION_FAILED);
    expect(t.context().closed).toBe(false);

    t.upload.calls[1]!.reject(business(ResultCode.SHIPMENT_CLOSED));
    await flush();
    expect(t.context()).toMatchObject({ closed: true, notice: { id: 'shipment.files.closed' } });
    expect(t.actor.getSnapshot().can({ type: 'SET_TYPE', value: 'OTHERS' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'DELETE', documentId: 'DOC-1' })).toBe(false);
  });

  it('offers no upload when the server allows none', async () => {
    const t = start({ canUpload: false });
    expect(t.actor.getSnapshot().can({ type: 'SET_TYPE', value: 'OTHERS' })).toBe(false);
    t.actor.send({ type: 'SET_CAN_UPLOAD', canUpload: true });
    expect(t.actor.getSnapshot().can({ type: 'SET_TYPE', value: 'OTHERS' })).toBe(true);
  });
});

describe('delete', () => {
  it('asks first, only for a document the server lets this user delete', async () => {
    const t = await loaded();
    t.actor.send({ type: 'DELETE', documentId: 'DOC-2' });
    expect(t.actor.getSnapshot().matches({ removal: 'idle' })).toBe(true);
    t.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    expect(t.actor.getSnapshot().matches({ removal: 'confirming' })).toBe(true);
    t.actor.send({ type: 'CANCEL_DELETE' });
    expect(t.context().deleteId).toBeNull();
    expect(t.remove.calls).toHaveLength(0);
  });

  it('deletes on confirmation and says so', async () => {
    const t = await loaded();
    t.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    t.actor.send({ type: 'CONFIRM_DELETE' });
    expect(t.remove.calls.map((c) => c.input)).toEqual([{ shipmentId: 'SHP-1', documentId: 'DOC-1' }]);
    t.remove.calls[0]!.resolve(null);
    await flush();
    expect(t.context().documents.map((d) => d.id)).toEqual(['DOC-2']);
    expect(t.context().notice).toEqual({ id: 'shipment.documents.deleted', values: { name: 'DOC-1.pdf' } });
  });

  it.each([
    [network(), 'shipment.files.failure.network'],
    [business(ResultCode.ROLE_FORBIDDEN), 'shipment.documents.delete.notYours'],
  ])('keeps the confirmation open with the message of a failure it can retry', async (error, message) => {
    const t = await loaded();
    t.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    t.actor.send({ type: 'CONFIRM_DELETE' });
    t.remove.calls[0]!.reject(error);
    await flush();
    expect(t.actor.getSnapshot().matches({ removal: 'confirming' })).toBe(true);
    expect(t.context().deleteError).toBe(message);
  });

  it('drops a document already deleted (30006) and refreshes; says a closed (30003) or gone (30001) shipment', async () => {
    const gone = await loaded();
    gone.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    gone.actor.send({ type: 'CONFIRM_DELETE' });
    gone.remove.calls[0]!.reject(business(ResultCode.DOCUMENT_NOT_FOUND));
    await flush();
    expect(gone.context().documents.map((d) => d.id)).toEqual(['DOC-2']);
    expect(gone.context().notice).toEqual({ id: 'shipment.documents.delete.gone', values: { name: 'DOC-1.pdf' } });
    expect(gone.load.calls).toHaveLength(2);

    const closed = await loaded();
    closed.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    closed.actor.send({ type: 'CONFIRM_DELETE' });
    closed.remove.calls[0]!.reject(business(ResultCode.SHIPMENT_CLOSED));
    await flush();
    expect(closed.context()).toMatchObject({ closed: true, deleteId: null, notice: { id: 'shipment.files.closed' } });

    const missing = await loaded();
    missing.actor.send({ type: 'DELETE', documentId: 'DOC-1' });
    missing.actor.send({ type: 'CONFIRM_DELETE' });
    missing.remove.calls[0]!.reject(business(ResultCode.SHIPMENT_NOT_FOUND));
    await flush();
    expect(missing.context().notice).toEqual({ id: 'shipment.files.shipmentNotFound', values: {} });
  });
});

describe('downloads', () => {
  it('downloads a document once at a time, and says why one failed', async () => {
    const t = await loaded();
    t.actor.send({ type: 'DOWNLOAD', documentId: 'DOC-1' });
    t.actor.send({ type: 'DOWNLOAD', documentId: 'DOC-1' });
    t.actor.send({ type: 'DOWNLOAD', documentId: 'DOC-2' });
    expect(t.download.calls.map((c) => c.input)).toEqual([
      { shipmentId: 'SHP-1', documentId: 'DOC-1', fileName: 'DOC-1.pdf' },
      { shipmentId: 'SHP-1', documentId: 'DOC-2', fileName: 'DOC-2.pdf' },
    ]);
    expect(t.context().downloads['DOC-1']).toEqual({ run: 1, running: true, error: null });
    t.download.calls[0]!.resolve();
    t.download.calls[1]!.reject(new Error('boom'));
    await flush();
    expect(t.context().downloads['DOC-1']).toEqual({ run: 1, running: false, error: null });
    expect(t.context().downloads['DOC-2']).toEqual({ run: 1, running: false, error: 'shipment.files.download.failed' });
    t.actor.send({ type: 'DOWNLOAD', documentId: 'DOC-2' });
    expect(t.context().downloads['DOC-2']).toEqual({ run: 2, running: true, error: null });
  });

  it('refreshes the list when a document is gone (30006)', async () => {
    const t = await loaded();
    t.actor.send({ type: 'DOWNLOAD', documentId: 'DOC-1' });
    t.download.calls[0]!.reject(business(ResultCode.DOCUMENT_NOT_FOUND));
    await flush();
    expect(t.context().downloads['DOC-1']!.error).toBe('shipment.documents.download.gone');
    expect(t.load.calls).toHaveLength(2);
  });
});
