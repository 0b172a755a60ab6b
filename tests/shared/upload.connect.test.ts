/**
 * connectUpload over snapshots of the real machine (a fake `uploadFile`): each file's status, progress
 * and message, the enabled flags as the machine's guards give them, the overall progress, and the
 * events its functions send.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { connectUpload } from '../../machines/upload.connect';
import { createUploadMachine, type UploadEvent, type UploadFileInput, type UploadInput } from '../../machines/upload.machine';

interface Stored {
  documentId: string;
}

const file = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });

function start(input: UploadInput = {}) {
  const calls: { input: UploadFileInput; resolve: (r: Stored) => void; reject: (e: unknown) => void }[] = [];
  const actor = createActor(
    createUploadMachine<Stored>().provide({
      actors: {
        uploadFile: fromPromise<Stored, UploadFileInput>(({ input: upload }) => new Promise((resolve, reject) => calls.push({ input: upload, resolve, reject }))),
      },
    }),
    { input },
  );
  actor.start();
  const view = () => connectUpload(actor.getSnapshot(), actor.send);
  return { actor, calls, view };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectUpload', () => {
  it('has nothing to start and is not busy with no file', () => {
    const { view } = start({ accept: ['.pdf', '.xlsx'] });
    expect(view()).toMatchObject({ items: [], canStart: false, busy: false, progress: null, accept: '.pdf,.xlsx', acceptLabel: '.pdf, .xlsx', limitLabel: '7 MB', multiple: true });
    expect(start().view().accept).toBeUndefined();
  });

  it('shows each file with its status, message and what can be done with it', async () => {
    const { view, actor } = start();
    view().addFiles([file('a.pdf', 3000), file('big.pdf', MAX_UPLOAD_BYTES + 1)]);
    const [a, big] = view().items;
    expect(a).toMatchObject({ id: 'file-1', name: 'a.pdf', size: 3000, status: 'queued', progress: 0, error: null, canCancel: true, canRetry: false, canRemove: true, canSetMeta: true });
    expect(big).toMatchObject({ status: 'rejected', error: { id: 'upload.error.tooLarge' }, canCancel: false, canRetry: false, canRemove: true, canSetMeta: false });
    for (const item of view().items) {
      expect(item.canCancel).toBe(actor.getSnapshot().can({ type: 'CANCEL', id: item.id }));
      expect(item.canRetry).toBe(actor.getSnapshot().can({ type: 'RETRY', id: item.id }));
    }
    expect(view().canStart).toBe(true);
    view().start();
    await flush();
    expect(view()).toMatchObject({ busy: true, canStart: false, progress: 0 });
    expect(view().items[0]).toMatchObject({ status: 'uploading', canSetMeta: false, canCancel: true });
  });

  it('weighs the overall progress by size, over the files started or stored', async () => {
    const { view, calls } = start({ autoStart: true });
    view().addFiles([file('a.pdf', 1000), file('b.pdf', 3000), file('c.pdf', 1000)]);
    await flush();
    calls[0]!.input.onProgress(1);
    calls[1]!.input.onProgress(0.5);
    expect(view().progress).toBeCloseTo((1000 + 1500) / 5000);
    calls[0]!.resolve({ documentId: 'D-1' });
    await flush();
    expect(view().items.map((i) => i.status)).toEqual(['done', 'uploading', 'uploading']);
    expect(view().progress).toBeCloseTo((1000 + 1500) / 5000);
  });

  it('offers retry after a failure, with the failure\'s message', async () => {
    const { view, calls } = start({ autoStart: true });
    view().addFiles([file('a.pdf')]);
    await flush();
    calls[0]!.reject(new ApiError('network', 0, null, null));
    await flush();
    expect(view()).toMatchObject({ busy: false, progress: null });
    expect(view().items[0]).toMatchObject({ status: 'failed', error: { id: 'upload.error.network', values: { name: 'a.pdf' } }, canRetry: true, canCancel: false, canSetMeta: true });
    view().retry('file-1');
    expect(view().items[0]).toMatchObject({ status: 'uploading' });
  });

  it('cannot start until every file has the fields it needs', () => {
    const { view } = start({ requiredMeta: ['type'] });
    view().addFiles([file('a.pdf')]);
    expect(view().canStart).toBe(false);
    view().setMeta({ type: 'OTHERS' });
    expect(view()).toMatchObject({ canStart: true, meta: { type: 'OTHERS' } });
  });

  it('sends one event per function', () => {
    const { actor } = start();
    const send = vi.fn<(event: UploadEvent<Stored>) => void>();
    const upload = connectUpload(actor.getSnapshot(), send);
    const files = [file('a.pdf')];
    upload.addFiles(files);
    upload.remove('file-1');
    upload.cancel('file-2');
    upload.retry('file-3');
    upload.start();
    upload.setMeta({ type: 'OTHERS' });
    upload.setMeta({ type: 'PACKING_LIST' }, 'file-4');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'ADD_FILES', files },
      { type: 'REMOVE', id: 'file-1' },
      { type: 'CANCEL', id: 'file-2' },
      { type: 'RETRY', id: 'file-3' },
      { type: 'START' },
      { type: 'SET_META', meta: { type: 'OTHERS' } },
      { type: 'SET_META', meta: { type: 'PACKING_LIST' }, id: 'file-4' },
    ]);
  });
});
