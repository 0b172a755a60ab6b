/**
 * connectCsvExport over snapshots of the real export machine: the phase, the progress, the enabled
 * flags from the machine's guards, the failure message under the control's prefix, the file made.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectCsvExport } from '../../machines/csv-export.connect';
import { createCsvExportMachine, EXPORT_PAGE_SIZE, type CsvExportRequest } from '../../machines/csv-export.machine';
import type { PageOf } from '../../machines/paged-list.machine';
import type { PagedQuery } from '../../machines/paged-list.url';

type Row = { id: number };
const request: CsvExportRequest<Row> = { query: { queryConditionsType: 'AND', queryConditions: [] }, columns: [{ header: 'No.', cell: (r) => String(r.id) }], fileName: 'x.csv' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const pending: { input: PagedQuery; resolve: (page: PageOf<Row>) => void; reject: (e: unknown) => void }[] = [];
  const actor = createActor(
    createCsvExportMachine<Row>().provide({
      actors: { loadPage: fromPromise<PageOf<Row>, PagedQuery>(({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject }))) },
    }),
  );
  actor.start();
  return { actor, pending, view: () => connectCsvExport(actor.getSnapshot(), actor.send, { messagePrefix: 'shipment.export' }) };
}

const page = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('connectCsvExport', () => {
  it('idle: can start, nothing to cancel', () => {
    const { view } = start();
    expect(view()).toMatchObject({ phase: 'idle', canStart: true, canCancel: false, canRetry: false, failureMessage: null, file: null, progress: { done: 0, total: 0, percent: 0 } });
  });

  it('running: progress by rows written, cannot start another, can cancel', async () => {
    const { view, pending } = start();
    view().start(request);
    expect(view()).toMatchObject({ phase: 'running', canStart: false, canCancel: true, progress: { done: 0, total: 0, percent: 0 } });
    pending[0]!.resolve({ list: page(1, EXPORT_PAGE_SIZE), total: EXPORT_PAGE_SIZE * 4 });
    await waitForRequests(pending, 2);
    expect(view()).toMatchObject({ phase: 'running', progress: { done: EXPORT_PAGE_SIZE, total: EXPORT_PAGE_SIZE * 4, percent: 25 } });
    view().cancel();
    expect(view()).toMatchObject({ phase: 'cancelled', canStart: true, canCancel: false });
    view().dismiss();
    expect(view().phase).toBe('idle');
  });

  it('done: the file and its rows; failed: the message under the prefix, and Retry', async () => {
    const { view, pending } = start();
    view().start(request);
    pending[0]!.resolve({ list: page(1, 3), total: 3 });
    await settle();
    await settle();
    expect(view()).toMatchObject({ phase: 'done', file: { fileName: 'x.csv', rows: 3 }, canStart: true });
    view().start(request);
    pending[1]!.reject(new ApiError('timeout', 0, null, null));
    await settle();
    expect(view()).toMatchObject({ phase: 'failed', failureMessage: 'shipment.export.timeout', canRetry: true, file: null });
    view().retry();
    expect(view().phase).toBe('running');
  });
});

async function waitForRequests(pending: unknown[], count: number) {
  for (let i = 0; i < 100 && pending.length < count; i += 1) await settle();
}
