/**
 * connectShipmentComments over snapshots of the real machine (fake actors): the phase, the rows with
 * the author's side and attachments, the comment on its way, the box and its messages, and the events
 * the functions send.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { connectShipmentComments } from '../../machines/shipment-comments.connect';
import {
  shipmentCommentsMachine,
  type AddCommentInput,
  type AttachmentDownloadInput,
  type ShipmentComment,
} from '../../machines/shipment-comments.machine';

const file = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const COMMENTS: ShipmentComment[] = [
  { id: 'CMT-1', author: { name: 'Sam Shipper', companyName: 'Acme Home Goods Inc.', role: 'BUYER' }, text: 'Any update?', createdAt: '2026-03-01T08:00:00.000Z', attachments: [] },
  {
    id: 'CMT-2',
    author: { name: 'Fiona Forwarder', companyName: 'Pacific Bridge Logistics Ltd.', role: 'SELLER' },
    text: 'Booked.\nSee the HBL.',
    createdAt: '2026-03-02T09:30:00.000Z',
    attachments: [{ id: 'ATT-1', fileName: 'hbl.pdf', size: 3000, contentType: 'application/pdf', uploadedAt: '2026-03-02T09:30:00.000Z' }],
  },
];

function recorder<I, O>() {
  const calls: { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, logic };
}

function start(canComment = true) {
  const load = recorder<{ shipmentId: string }, ShipmentComment[]>();
  const add = recorder<AddCommentInput, ShipmentComment>();
  const download = recorder<AttachmentDownloadInput, void>();
  const actor = createActor(
    shipmentCommentsMachine.provide({ actors: { loadComments: load.logic, addComment: add.logic, downloadAttachment: download.logic } }),
    { input: { shipmentId: 'SHP-1', canComment } },
  ).start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return connectShipmentComments(snapshot, actor.send, snapshot.context.picker.getSnapshot());
  };
  return { actor, load, add, download, view };
}

describe('connectShipmentComments', () => {
  it('goes from loading to the comments, with each author\'s side and attachments', async () => {
    const t = start();
    expect(t.view()).toMatchObject({ phase: 'loading', comments: [], pending: null });
    t.load.calls[0]!.resolve(COMMENTS);
    await flush();
    expect(t.view().phase).toBe('list');
    expect(t.view().comments).toEqual([
      { id: 'CMT-1', authorName: 'Sam Shipper', companyName: 'Acme Home Goods Inc.', roleLabel: 'shipment.comments.role.BUYER', createdAt: '2026-03-01T08:00:00.000Z', text: 'Any update?', attachments: [] },
      {
        id: 'CMT-2',
        authorName: 'Fiona Forwarder',
        companyName: 'Pacific Bridge Logistics Ltd.',
        roleLabel: 'shipment.comments.role.SELLER',
        createdAt: '2026-03-02T09:30:00.000Z',
        text: 'Booked.\nSee the HBL.',
        attachments: [{ id: 'ATT-1', fileName: 'hbl.pdf', size: 3000, canDownload: true, downloading: false, downloadError: null }],
      },
    ]);
    t.view().download('CMT-2', 'ATT-1');
    expect(t.view().comments[1]!.attachments[0]).toMatchObject({ canDownload: false, downloading: true });
    t.download.calls[0]!.reject(new ApiError('network', 0, null, null));
    await flush();
    expect(t.view().comments[1]!.attachments[0]).toMatchObject({ canDownload: true, downloading: false, downloadError: 'shipment.files.failure.network' });
  });

  it('is empty with no comment, and failed with the failure\'s message', async () => {
    const empty = start();
    empty.load.calls[0]!.resolve([]);
    await flush();
    expect(empty.view().phase).toBe('empty');

    const failed = start();
    failed.load.calls[0]!.reject(new ApiError('business', 200, ResultCode.SHIPMENT_NOT_FOUND, 'nope'));
    await flush();
    expect(failed.view()).toMatchObject({ phase: 'failed', loadError: 'shipment.files.shipmentNotFound' });
  });

  it('gives the box, its limits and its messages', async () => {
    const t = start();
    t.load.calls[0]!.resolve([]);
    await flush();
    expect(t.view()).toMatchObject({ composeVisible: true, canEdit: true, canSend: true, sending: false, text: '', textMax: 2000, maxFiles: 5, limitLabel: '7 MB', textError: null });
    t.view().attach([file('big.pdf', MAX_UPLOAD_BYTES + 1), file('ok.pdf')]);
    t.view().send();
    expect(t.view()).toMatchObject({ textError: 'shipment.comments.text.required', attachmentsError: 'shipment.comments.attachments.removeRefused' });
    expect(t.view().attachments).toEqual([
      { id: 'file-1', name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1, message: { id: 'shipment.files.upload.tooLarge', values: { name: 'big.pdf', limit: '7 MB' } }, canRemove: true },
      { id: 'file-2', name: 'ok.pdf', size: 1000, message: null, canRemove: true },
    ]);
  });

  it('shows the comment on its way, and the box locked until the answer', async () => {
    const t = start();
    t.load.calls[0]!.resolve(COMMENTS);
    await flush();
    t.view().edit('Delivered?');
    t.view().attach([file('pod.pdf')]);
    t.view().send();
    expect(t.view()).toMatchObject({ pending: { text: 'Delivered?', fileNames: ['pod.pdf'] }, sending: true, canSend: false, canEdit: false, text: '', attachments: [] });
    t.add.calls[0]!.reject(new ApiError('business', 200, ResultCode.FILE_TYPE_NOT_ALLOWED, 'type'));
    await flush();
    expect(t.view()).toMatchObject({ pending: null, sending: false, canEdit: true, text: 'Delivered?', sendError: 'shipment.comments.send.typeRefused' });
    expect(t.view().attachments.map((a) => a.name)).toEqual(['pod.pdf']);
  });

  it('hides the box when the server allows no comment', () => {
    const t = start(false);
    expect(t.view()).toMatchObject({ composeVisible: false, canEdit: false, canSend: false });
  });

  it('sends the machine\'s events', () => {
    const t = start();
    const send = vi.fn();
    const snapshot = t.actor.getSnapshot();
    const view = connectShipmentComments(snapshot, send, snapshot.context.picker.getSnapshot());
    view.edit('Hi');
    view.attach([file('a.pdf')]);
    view.detach('file-1');
    view.send();
    view.retry();
    view.download('CMT-1', 'ATT-1');
    view.setCanComment(false);
    expect(send.mock.calls.map(([e]) => e)).toEqual([
      { type: 'EDIT', text: 'Hi' },
      { type: 'ATTACH', files: [file('a.pdf')] },
      { type: 'DETACH', id: 'file-1' },
      { type: 'SEND' },
      { type: 'RETRY' },
      { type: 'DOWNLOAD', commentId: 'CMT-1', attachmentId: 'ATT-1' },
      { type: 'SET_CAN_COMMENT', canComment: false },
    ]);
  });
});
