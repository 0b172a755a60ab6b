/**
 * The CSV export machine with a fake `loadPage`: it pages through every matching row EXPORT_PAGE_SIZE rows at a time
 * with the list's query, writes RFC 4180 lines (with the byte order mark), reports progress, gives the
 * event loop back while writing, can be cancelled, and says why it failed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import {
  createCsvExportMachine,
  csvField,
  csvLine,
  EXPORT_PAGE_SIZE,
  writeCsvLines,
  type CsvColumn,
  type CsvExportEmitted,
  type CsvExportRequest,
} from '../../machines/csv-export.machine';
import type { PageOf } from '../../machines/paged-list.machine';
import type { PagedQuery } from '../../machines/paged-list.url';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Row ${from + i}`, amount: (from + i).toFixed(2) }));

const columns: CsvColumn<Row>[] = [
  { header: 'No.', cell: (r) => String(r.id) },
  { header: 'Name', cell: (r) => r.name },
  { header: 'Amount', numeric: true, cell: (r) => r.amount },
];

const request: CsvExportRequest<Row> = {
  query: { queryConditionsType: 'AND', queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['DELIVERED'] }], sort: { property: 'bookedDate', direction: 'DESC' } },
  columns,
  fileName: 'rows-2026-11-21.csv',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An export whose requests wait until the test answers them. */
function start() {
  const pending: { input: PagedQuery; resolve: (page: PageOf<Row>) => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    createCsvExportMachine<Row>().provide({
      actors: { loadPage: fromPromise<PageOf<Row>, PagedQuery>(({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject }))) },
    }),
  );
  const files: CsvExportEmitted[] = [];
  actor.on('fileReady', (event) => files.push(event));
  actor.start();
  /** Answers the latest request with its page of a list of `total` rows, and waits until it is written. */
  const answer = async (total: number) => {
    const call = pending.at(-1)!;
    const from = call.input.pageNumber * call.input.pageSize;
    const before = pending.length;
    call.resolve({ list: rows(from + 1, Math.max(0, Math.min(call.input.pageSize, total - from))), total });
    await vi.waitFor(() => {
      const snapshot = actor.getSnapshot();
      const stillOnThisPage = snapshot.matches({ running: 'writing' }) || (snapshot.matches({ running: 'loading' }) && pending.length === before);
      if (stillOnThisPage) throw new Error('the page is still being written');
    });
  };
  return { actor, pending, files, answer, context: () => actor.getSnapshot().context };
}

describe('CSV fields and lines', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Meilong Ceramics, Minhang')).toBe('"Meilong Ceramics, Minhang"');
    expect(csvField('The "best" one')).toBe('"The ""best"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('never lets a text start a formula, and writes numbers as they are', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM')).toBe("'@SUM");
    expect(csvField('-12.50', true)).toBe('-12.50');
  });

  it('writes in slices, giving the event loop back between them', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const slow: CsvColumn<Row>[] = [
      {
        header: 'Slow',
        cell: (r) => {
          const until = performance.now() + 1;
          while (performance.now() < until) {
            // a cell that takes a millisecond to write
          }
          return r.name;
        },
      },
    ];
    const text = await writeCsvLines(rows(1, 60), slow);
    clearInterval(timer);
    expect(text.split('\r\n')).toHaveLength(61);
    expect(ticks).toBeGreaterThan(2);
  });

  it('stops writing when its signal aborts', async () => {
    const controller = new AbortController();
    const slow: CsvColumn<Row>[] = [{ header: 'Slow', cell: (r) => { const until = performance.now() + 2; while (performance.now() < until) { /* busy */ } return r.name; } }];
    const writing = writeCsvLines(rows(1, 200), slow, controller.signal);
    setTimeout(() => controller.abort(), 0);
    await expect(writing).rejects.toThrow(/cancelled/);
  });
});

describe('createCsvExportMachine', () => {
  it('pages through every row with the list’s query, EXPORT_PAGE_SIZE at a time, then hands the file over', async () => {
    const size = EXPORT_PAGE_SIZE;
    const total = size * 2 + size / 2; // two whole pages and a short one
    const { actor, pending, files, answer, context } = start();
    actor.send({ type: 'START', request });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(pending[0]!.input).toEqual({ ...request.query, pageNumber: 0, pageSize: EXPORT_PAGE_SIZE });
    await answer(total);
    expect(context()).toMatchObject({ rowsDone: size, total, pageNumber: 1 });
    await answer(total);
    expect(context().rowsDone).toBe(size * 2);
    await answer(total);
    expect(pending.map((p) => p.input.pageNumber)).toEqual([0, 1, 2]);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(context().file).toEqual({ fileName: 'rows-2026-11-21.csv', rows: total });
    expect(files).toHaveLength(1);
    expect(files[0]!.fileName).toBe('rows-2026-11-21.csv');
    expect(files[0]!.file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await files[0]!.file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('No.,Name,Amount');
    expect(lines[1]).toBe('1,Row 1,1.00');
    expect(lines[total]).toBe(`${total},Row ${total},${total}.00`);
    expect(lines).toHaveLength(total + 2);
    expect(lines[total + 1]).toBe('');
  });

  it('stops at a short page even when the total grew meanwhile', async () => {
    const { actor, pending, answer } = start();
    actor.send({ type: 'START', request });
    await answer(10);
    expect(pending).toHaveLength(1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('exports an empty list as the header alone', async () => {
    const { actor, files, answer } = start();
    actor.send({ type: 'START', request });
    await answer(0);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.file.arrayBuffer())).toBe('\uFEFFNo.,Name,Amount\r\n');
  });

  it('cancels: no file, and a late answer changes nothing', async () => {
    const { actor, pending, files, context } = start();
    actor.send({ type: 'START', request });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    pending[0]!.resolve({ list: rows(1, 5), total: 5 });
    await settle();
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(files).toEqual([]);
    expect(context().parts).toEqual([]);
  });

  it('fails with the call’s failure and starts again from the first page on Retry', async () => {
    const { actor, pending, answer, context } = start();
    actor.send({ type: 'START', request });
    await answer(2500);
    pending.at(-1)!.reject(new ApiError('network', 0, null, null));
    await settle();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(context()).toMatchObject({ failure: 'network', parts: [] });
    actor.send({ type: 'RETRY' });
    expect(pending.at(-1)!.input.pageNumber).toBe(0);
    expect(context()).toMatchObject({ rowsDone: 0, failure: null });
  });
});
