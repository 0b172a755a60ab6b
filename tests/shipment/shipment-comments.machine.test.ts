/**
 * The shipment comments machine with fake actors: the list, the box's rules (text, attachments checked
 * as they are added, before any request), the optimistic send and its rollback with the text and files
 * back in the box and the refusal's message for each code, and attachment downloads.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import {
  shipmentCommentsMachine,
  type AddCommentInput,
  type AttachmentDownloadInput,
  type ShipmentComment,
} from '../../machines/shipment-comments.machine';

const business = (code: number) => new ApiError('business', 200, code, 'refused');
const network = () => new ApiError('network', 0, null, null);

const comment = (id: string, text = 'Is there any update on the vessel ETA?', extra: Partial<ShipmentComment> = {}): ShipmentComment => ({
  id,
  author: { name: 'Lin Wei', companyName: 'Acme Home Goods Inc.', role: 'BUYER' },
  text,
  createdAt: '2026-03-02T10:00:00.000Z',
  attachments: [],
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

function start(canComment = true) {
  const load = recorder<{ shipmentId: string }, ShipmentComment[]>();
  const add = recorder<AddCommentInput, ShipmentComment>();
  const download = recorder<AttachmentDownloadInput, void>();
  const machine = shipmentCommentsMachine.provide({ actors: { loadComments: load.logic, addComment: add.logic, downloadAttachment: download.logic } });
  const actor = createActor(machine, { input: { shipmentId: 'SHP-1', canComment } }).start();
  const context = () => actor.getSnapshot().context;
  const held = () => context().picker.getSnapshot().context.items.map((i) => [i.name, i.status, i.error?.id ?? null]);
  return { actor, load, add, download, context, held };
}

async function loaded(comments: ShipmentComment[] = [comment('CMT-1')], canComment = true) {
  const t = start(canComment);
  t.load.calls[0]!.resolve(comments);
  await flush();
  return t;
}

describe('the comments list', () => {
  it('loads the comments, oldest first as the server sends them', async () => {
    const t = await loaded([comment('CMT-1'), comment('CMT-2')]);
    expect(t.load.calls[0]!.input).toEqual({ shipmentId: 'SHP-1' });
    expect(t.context().comments.map((c) => c.id)).toEqual(['CMT-1', 'CMT-2']);
  });

  it('says the shipment is not found (30001) or the call failed, and loads again on Retry', async () => {
    const t = start();
    t.load.calls[0]!.reject(business(ResultCode.SHIPMENT_NOT_FOUND));
    await flush();
    expect(t.context().loadError).toBe('shipment.files.shipmentNotFound');
    t.actor.send({ type: 'RETRY' });
    t.load.calls[1]!.reject(new ApiError('timeout', 0, null, null));
    await flush();
    expect(t.context().loadError).toBe('shipment.files.failure.timeout');
    t.actor.send({ type: 'RETRY' });
    t.load.calls[2]!.resolve([]);
    await flush();
    expect(t.context().loadError).toBeNull();
  });
});

describe('the box', () => {
  it('asks for text, at most 2000 characters, and sends nothing meanwhile', async () => {
    const t = await loaded();
    t.actor.send({ type: 'SEND' });
    expect(t.context().textError).toBe('shipment.comments.text.required');
    t.actor.send({ type: 'EDIT', text: '   ' });
    expect(t.context().textError).toBeNull();
    t.actor.send({ type: 'SEND' });
    expect(t.context().textError).toBe('shipment.comments.text.required');
    t.actor.send({ type: 'EDIT', text: 'x'.repeat(2001) });
    t.actor.send({ type: 'SEND' });
    expect(t.context().textError).toBe('shipment.comments.text.tooLong');
    expect(t.add.calls).toHaveLength(0);
  });

  it('checks each attachment as it is added (7 MB, type, at most 5) and will not send with a refused one', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ATTACH', files: [file('big.pdf', MAX_UPLOAD_BYTES + 1), file('run.exe'), file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf'), file('e.pdf'), file('f.pdf')] });
    expect(t.held()).toEqual([
      ['big.pdf', 'rejected', 'upload.error.tooLarge'],
      ['run.exe', 'rejected', 'upload.error.type'],
      ['a.pdf', 'queued', null],
      ['b.pdf', 'queued', null],
      ['c.pdf', 'queued', null],
      ['d.pdf', 'queued', null],
      ['e.pdf', 'queued', null],
      ['f.pdf', 'rejected', 'upload.error.tooMany'],
    ]);
    t.actor.send({ type: 'EDIT', text: 'Documents attached.' });
    t.actor.send({ type: 'SEND' });
    expect(t.context().attachmentsError).toBe('shipment.comments.attachments.removeRefused');
    expect(t.add.calls).toHaveLength(0);
    for (const id of ['file-1', 'file-2', 'file-8']) t.actor.send({ type: 'DETACH', id });
    t.actor.send({ type: 'SEND' });
    expect(t.add.calls[0]!.input.files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);
  });

  it('takes nothing when the server allows no comment', async () => {
    const t = await loaded(undefined, false);
    expect(t.actor.getSnapshot().can({ type: 'EDIT', text: 'x' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'SEND' })).toBe(false);
    t.actor.send({ type: 'SET_CAN_COMMENT', canComment: true });
    expect(t.actor.getSnapshot().can({ type: 'SEND' })).toBe(true);
  });
});

describe('sending', () => {
  it('shows the comment at once as pending, empties the box, and keeps the server\'s comment', async () => {
    const t = await loaded();
    t.actor.send({ type: 'EDIT', text: '  Delivery slot booked.\nPlease confirm.  ' });
    t.actor.send({ type: 'ATTACH', files: [file('slot.pdf')] });
    t.actor.send({ type: 'SEND' });
    expect(t.context().pending).toEqual({ text: '  Delivery slot booked.\nPlease confirm.  ', files: [file('slot.pdf')] });
    expect(t.context().text).toBe('');
    expect(t.held()).toEqual([]);
    expect(t.actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(t.actor.getSnapshot().can({ type: 'SEND' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'EDIT', text: 'more' })).toBe(false);
    expect(t.add.calls[0]!.input).toEqual({ shipmentId: 'SHP-1', text: 'Delivery slot booked.\nPlease confirm.', files: [file('slot.pdf')] });

    t.add.calls[0]!.resolve(comment('CMT-9', 'Delivery slot booked.\nPlease confirm.'));
    await flush();
    expect(t.context().pending).toBeNull();
    expect(t.context().comments.map((c) => c.id)).toEqual(['CMT-1', 'CMT-9']);
  });

  it.each([
    [business(ResultCode.VALIDATION_FAILED), 'shipment.comments.send.invalid', false],
    [business(ResultCode.FILE_TOO_LARGE), 'shipment.comments.send.tooLarge', false],
    [business(ResultCode.FILE_TYPE_NOT_ALLOWED), 'shipment.comments.send.typeRefused', false],
    [business(ResultCode.SHIPMENT_NOT_FOUND), 'shipment.files.shipmentNotFound', false],
    [business(ResultCode.SHIPMENT_CLOSED), 'shipment.files.closed', true],
    [network(), 'shipment.files.failure.network', false],
  ])('puts the text and files back in the box when refused (%s)', async (error, message, closed) => {
    const t = await loaded();
    t.actor.send({ type: 'EDIT', text: 'Signed invoice attached.' });
    t.actor.send({ type: 'ATTACH', files: [file('signed.pdf'), file('list.xlsx')] });
    t.actor.send({ type: 'SEND' });
    t.add.calls[0]!.reject(error);
    await flush();
    expect(t.context()).toMatchObject({ pending: null, text: 'Signed invoice attached.', sendError: message, closed });
    expect(t.context().comments.map((c) => c.id)).toEqual(['CMT-1']);
    expect(t.held()).toEqual([
      ['signed.pdf', 'queued', null],
      ['list.xlsx', 'queued', null],
    ]);
    expect(t.actor.getSnapshot().can({ type: 'SEND' })).toBe(!closed);
  });
});

describe('attachment downloads', () => {
  it('downloads an attachment and says why one failed', async () => {
    const withFile = comment('CMT-1', 'Attached.', {
      attachments: [{ id: 'ATT-1', fileName: 'signed.pdf', size: 900, contentType: 'application/pdf', uploadedAt: '2026-03-02T10:00:00.000Z' }],
    });
    const t = await loaded([withFile]);
    t.actor.send({ type: 'DOWNLOAD', commentId: 'CMT-1', attachmentId: 'NOPE' });
    t.actor.send({ type: 'DOWNLOAD', commentId: 'CMT-1', attachmentId: 'ATT-1' });
    t.actor.send({ type: 'DOWNLOAD', commentId: 'CMT-1', attachmentId: 'ATT-1' });
    expect(t.download.calls.map((c) => c.input)).toEqual([{ shipmentId: 'SHP-1', commentId: 'CMT-1', attachmentId: 'ATT-1', fileName: 'signed.pdf' }]);
    t.download.calls[0]!.reject(business(ResultCode.DOCUMENT_NOT_FOUND));
    await flush();
    expect(t.context().downloads['CMT-1/ATT-1']).toEqual({ run: 1, running: false, error: 'shipment.comments.attachment.gone' });
  });
});
