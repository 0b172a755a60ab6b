/**
 * The upload machine with a provided fake `uploadFile`: files refused before any request (size, type,
 * empty, too many), two uploads at a time, progress, cancel (abort), retry with the same
 * Idempotency-Key, fields for the batch and per file, and the `uploaded` announcement.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../../domain/upload-limits';
import {
  createUploadMachine,
  isAcceptedType,
  MAX_PARALLEL_UPLOADS,
  type UploadableFile,
  type UploadEmitted,
  type UploadFileInput,
  type UploadInput,
} from '../../machines/upload.machine';

interface Stored {
  documentId: string;
}

const file = (name: string, size = 1000, type = 'application/pdf'): UploadableFile => ({ name, size, type });

interface Call {
  input: UploadFileInput;
  signal: AbortSignal;
  resolve: (result: Stored) => void;
  reject: (error: unknown) => void;
}

function start(input: UploadInput = {}) {
  const calls: Call[] = [];
  const actor = createActor(
    createUploadMachine<Stored>().provide({
      actors: {
        uploadFile: fromPromise<Stored, UploadFileInput>(
          ({ input: upload, signal }) => new Promise((resolve, reject) => calls.push({ input: upload, signal, resolve, reject })),
        ),
      },
    }),
    { input },
  );
  const uploaded: UploadEmitted<Stored>[] = [];
  actor.on('uploaded', (event) => uploaded.push(event));
  actor.start();
  const item = (id: string) => actor.getSnapshot().context.items.find((i) => i.id === id)!;
  const statuses = () => actor.getSnapshot().context.items.map((i) => `${i.name}:${i.status}`);
  const callFor = (name: string) => calls.filter((c) => c.input.file.name === name).at(-1)!;
  return { actor, calls, uploaded, item, statuses, callFor };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload machine: files refused before any request', () => {
  it('takes a file of exactly 7 340 032 bytes and refuses one byte more, naming the file and the limit', async () => {
    const { actor, calls, item, statuses } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('exact.pdf', MAX_UPLOAD_BYTES), file('over.pdf', MAX_UPLOAD_BYTES + 1)] });
    await flush();
    expect(MAX_UPLOAD_BYTES).toBe(7_340_032);
    expect(statuses()).toEqual(['exact.pdf:uploading', 'over.pdf:rejected']);
    expect(item('file-2').error).toEqual({ id: 'upload.error.tooLarge', values: { name: 'over.pdf', limit: MAX_UPLOAD_LABEL } });
    expect(calls.map((c) => c.input.file.name)).toEqual(['exact.pdf']);
  });

  it('never calls the upload actor for a refused file, whatever happens next', async () => {
    const { actor, calls } = start({ accept: ['.pdf'], maxFiles: 2 });
    actor.send({
      type: 'ADD_FILES',
      files: [file('big.pdf', MAX_UPLOAD_BYTES + 1), file('photo.gif', 10, 'image/gif'), file('empty.pdf', 0), file('a.pdf'), file('b.pdf'), file('c.pdf')],
    });
    expect(actor.getSnapshot().context.items.map((i) => [i.name, i.status, i.error?.id ?? null])).toEqual([
      ['big.pdf', 'rejected', 'upload.error.tooLarge'],
      ['photo.gif', 'rejected', 'upload.error.type'],
      ['empty.pdf', 'rejected', 'upload.error.empty'],
      ['a.pdf', 'queued', null],
      ['b.pdf', 'queued', null],
      ['c.pdf', 'rejected', 'upload.error.tooMany'],
    ]);
    expect(actor.getSnapshot().context.items[1]!.error!.values).toEqual({ name: 'photo.gif', types: '.pdf' });
    expect(actor.getSnapshot().context.items[5]!.error!.values).toEqual({ name: 'c.pdf', max: 2 });
    actor.send({ type: 'START' });
    for (const id of ['file-1', 'file-2', 'file-3', 'file-6']) actor.send({ type: 'RETRY', id });
    for (const id of ['file-1', 'file-2']) actor.send({ type: 'CANCEL', id });
    await flush();
    expect(calls.map((c) => c.input.file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('reads accepted types as the HTML accept attribute does', () => {
    expect(isAcceptedType(file('Rates.XLSX', 1, ''), ['.xlsx', '.csv'])).toBe(true);
    expect(isAcceptedType(file('rates.csv', 1, 'application/vnd.ms-excel'), ['.xlsx', '.csv'])).toBe(true);
    expect(isAcceptedType(file('rates.txt', 1, 'text/plain'), ['.xlsx', '.csv'])).toBe(false);
    expect(isAcceptedType(file('scan', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('scan.png', 1, ''), ['image/*'])).toBe(false);
    expect(isAcceptedType(file('doc.pdf', 1, 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(isAcceptedType(file('pdf', 1, ''), ['.pdf'])).toBe(false);
    expect(isAcceptedType(file('anything.bin', 1, ''), [])).toBe(true);
  });
});

describe('upload machine: uploads', () => {
  it('uploads two at a time, queues the rest, and starts the next when one ends', async () => {
    const { actor, calls, statuses, callFor } = start();
    actor.send({ type: 'ADD_FILES', files: ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'].map((n) => file(n)) });
    expect(statuses().every((s) => s.endsWith(':queued'))).toBe(true);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'START' });
    expect(MAX_PARALLEL_UPLOADS).toBe(2);
    expect(statuses()).toEqual(['1.pdf:uploading', '2.pdf:uploading', '3.pdf:queued', '4.pdf:queued', '5.pdf:queued']);
    expect(actor.getSnapshot().value).toBe('uploading');
    await flush();
    expect(calls).toHaveLength(2);
    callFor('2.pdf').resolve({ documentId: 'D-2' });
    await flush();
    expect(statuses()).toEqual(['1.pdf:uploading', '2.pdf:done', '3.pdf:uploading', '4.pdf:queued', '5.pdf:queued']);
    callFor('1.pdf').reject(new ApiError('network', 0, null, null));
    await flush();
    expect(statuses()).toEqual(['1.pdf:failed', '2.pdf:done', '3.pdf:uploading', '4.pdf:uploading', '5.pdf:queued']);
    for (const name of ['3.pdf', '4.pdf']) callFor(name).resolve({ documentId: name });
    await flush();
    callFor('5.pdf').resolve({ documentId: '5' });
    await flush();
    expect(statuses()).toEqual(['1.pdf:failed', '2.pdf:done', '3.pdf:done', '4.pdf:done', '5.pdf:done']);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('sends each file with its fields and key, and announces each stored file with the server\'s answer', async () => {
    const { actor, calls, uploaded, item, callFor } = start({ meta: { type: 'OTHERS' } });
    actor.send({ type: 'ADD_FILES', files: [file('invoice.pdf'), file('list.pdf')] });
    actor.send({ type: 'SET_META', meta: { type: 'PACKING_LIST' }, id: 'file-2' });
    actor.send({ type: 'SET_META', meta: { type: 'COMMERCIAL_INVOICE', category: 'Customs' } });
    actor.send({ type: 'START' });
    await flush();
    expect(calls.map((c) => [c.input.file.name, c.input.meta, c.input.idempotencyKey])).toEqual([
      ['invoice.pdf', { type: 'COMMERCIAL_INVOICE', category: 'Customs' }, item('file-1').idempotencyKey],
      ['list.pdf', { type: 'PACKING_LIST', category: 'Customs' }, item('file-2').idempotencyKey],
    ]);
    expect(item('file-1').idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(item('file-1').idempotencyKey).not.toBe(item('file-2').idempotencyKey);
    callFor('list.pdf').resolve({ documentId: 'D-9' });
    await flush();
    expect(uploaded).toEqual([{ type: 'uploaded', id: 'file-2', name: 'list.pdf', result: { documentId: 'D-9' } }]);
    expect(item('file-2')).toMatchObject({ status: 'done', progress: 1, result: { documentId: 'D-9' } });
  });

  it('waits for the fields every file needs before it may start', () => {
    const { actor, calls } = start({ requiredMeta: ['type'] });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false);
    actor.send({ type: 'START' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'SET_META', meta: { type: 'OTHERS' }, id: 'file-1' });
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(true);
  });

  it('starts each file as it is added with autoStart', async () => {
    const { actor, calls } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false);
  });

  it('reports progress from the actor, within 0..1, and only for the run in flight', async () => {
    const { actor, calls, item } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    await flush();
    calls[0]!.input.onProgress(0.4);
    expect(item('file-1').progress).toBe(0.4);
    calls[0]!.input.onProgress(7);
    expect(item('file-1').progress).toBe(1);
    actor.send({ type: 'CANCEL', id: 'file-1' });
    calls[0]!.input.onProgress(0.5);
    expect(item('file-1')).toMatchObject({ status: 'cancelled', progress: 0 });
  });

  it('cancels one file: its request is aborted and its answer ignored; the next file takes the slot', async () => {
    const { actor, calls, uploaded, statuses } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf'), file('b.pdf'), file('c.pdf')] });
    await flush();
    actor.send({ type: 'CANCEL', id: 'file-1' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    expect(statuses()).toEqual(['a.pdf:cancelled', 'b.pdf:uploading', 'c.pdf:uploading']);
    calls[0]!.resolve({ documentId: 'late' });
    await flush();
    expect(statuses()[0]).toBe('a.pdf:cancelled');
    expect(uploaded).toEqual([]);
  });

  it('cancels a queued file before it starts', () => {
    const { actor, calls, statuses } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf'), file('b.pdf'), file('c.pdf')] });
    actor.send({ type: 'CANCEL', id: 'file-3' });
    expect(statuses()[2]).toBe('c.pdf:cancelled');
    expect(calls.map((c) => c.input.file.name)).not.toContain('c.pdf');
  });

  it('retries a failed file with the same Idempotency-Key', async () => {
    const { actor, calls, item } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    await flush();
    const key = item('file-1').idempotencyKey;
    calls[0]!.reject(new ApiError('timeout', 0, null, null));
    await flush();
    expect(item('file-1')).toMatchObject({ status: 'failed', error: { id: 'upload.error.timeout', values: { name: 'a.pdf' } } });
    actor.send({ type: 'RETRY', id: 'file-1' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input.idempotencyKey).toBe(key);
    expect(item('file-1')).toMatchObject({ status: 'uploading', error: null });
    actor.send({ type: 'CANCEL', id: 'file-1' });
    actor.send({ type: 'RETRY', id: 'file-1' });
    await flush();
    expect(calls[2]!.input.idempotencyKey).toBe(key);
  });

  it('words the server\'s refusals and other failures', async () => {
    const { actor, calls, item } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf'), file('b.pdf')] });
    await flush();
    calls[0]!.reject(new ApiError('business', 200, ResultCode.FILE_TOO_LARGE, 'too large'));
    calls[1]!.reject(new ApiError('business', 200, ResultCode.FILE_TYPE_NOT_ALLOWED, 'type'));
    await flush();
    expect(item('file-1').error).toEqual({ id: 'upload.error.tooLarge', values: { name: 'a.pdf', limit: MAX_UPLOAD_LABEL } });
    expect(item('file-2').error).toEqual({ id: 'upload.error.typeRefused', values: { name: 'b.pdf' } });
    actor.send({ type: 'RETRY', id: 'file-1' });
    actor.send({ type: 'RETRY', id: 'file-2' });
    await flush();
    calls[2]!.reject(new ApiError('http', 500, null, 'boom'));
    calls[3]!.reject(new ApiError('auth', 401, null, null));
    await flush();
    expect(item('file-1').error!.id).toBe('upload.error.failed');
    expect(item('file-2').error!.id).toBe('upload.error.sessionEnded');
  });

  it('removes a file, stopping its upload', async () => {
    const { actor, calls } = start({ autoStart: true });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf')] });
    await flush();
    actor.send({ type: 'REMOVE', id: 'file-1' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('holds one file when not multiple: a new file replaces it, extra files are refused, and none while one uploads', async () => {
    const { actor, statuses } = start({ multiple: false });
    actor.send({ type: 'ADD_FILES', files: [file('a.csv'), file('b.csv')] });
    expect(statuses()).toEqual(['a.csv:queued', 'b.csv:rejected']);
    actor.send({ type: 'ADD_FILES', files: [file('c.csv')] });
    expect(statuses()).toEqual(['c.csv:queued']);
    actor.send({ type: 'START' });
    actor.send({ type: 'ADD_FILES', files: [file('d.csv')] });
    expect(statuses()).toEqual(['c.csv:uploading']);
  });

  it('takes the size limit it is given', () => {
    const { actor, item } = start({ limit: { bytes: 1024, label: '1 KB' } });
    actor.send({ type: 'ADD_FILES', files: [file('a.pdf', 1025)] });
    expect(item('file-1').error).toEqual({ id: 'upload.error.tooLarge', values: { name: 'a.pdf', limit: '1 KB' } });
  });
});
