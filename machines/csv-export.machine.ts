/**
 * Exports every row of a server-side list to CSV (docs/decisions/111-csv-export.md): it pages through
 * the list with the root-provided `loadPage` actor, EXPORT_PAGE_SIZE rows at a time, writes each page's
 * lines in slices that give the event loop back every few milliseconds (no long task, the page stays
 * responsive), reports progress, can be cancelled (the running request is aborted, the lines written
 * are dropped), and hands the finished file to the page with `fileReady`.
 *
 * The machine knows no list: the page's list module gives the query, the columns (headed and worded in
 * the user's language) and the file name in START.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';
import type { PageOf } from './paged-list.machine';
import type { PagedQuery } from './paged-list.url';

/** Rows per request: few requests, none too large to answer quickly. */
export const EXPORT_PAGE_SIZE = 2000;
/** How long the writer works before it gives the event loop back. */
export const WRITE_SLICE_MS = 8;

/** A list query without its paging: the export sets pageNumber and pageSize. */
export type ExportQuery = Omit<PagedQuery, 'pageNumber' | 'pageSize'>;

export interface CsvColumn<Row> {
  header: string;
  /** A number as text ("1234.50"): written as is, never taken for a formula. */
  numeric?: boolean;
  cell: (row: Row) => string;
}

export interface CsvExportRequest<Row> {
  query: ExportQuery;
  columns: readonly CsvColumn<Row>[];
  fileName: string;
}

// ---------------------------------------------------------------------------------------------------
// Writing CSV (RFC 4180)

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, return first) is written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What makes a field need care: a formula start, or a comma, a quote or a line break to quote. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

/** One field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string, numeric = false): string {
  // Most fields need nothing: one test instead of two (10 000 rows of 13 fields each).
  if (!NEEDS_CARE.test(value)) return value;
  const text = !numeric && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended with CRLF. */
export function csvLine(fields: readonly string[], numeric: readonly boolean[] = []): string {
  let line = '';
  for (let i = 0; i < fields.length; i += 1) line += (i ? ',' : '') + csvField(fields[i]!, numeric[i] ?? false);
  return `${line}\r\n`;
}

export const csvHeaderLine = <Row>(columns: readonly CsvColumn<Row>[]) => csvLine(columns.map((c) => c.header));

/** The byte order mark, so that spreadsheet programs read UTF-8 (Chinese headers and statuses). */
export const UTF8_BOM = '\uFEFF';

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Gives the event loop back: the browser can paint and handle input before the next slice. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const aborted = () => new DOMException('The export was cancelled.', 'AbortError');

/** The lines of `rows`, written in slices of WRITE_SLICE_MS; stops when `signal` aborts. */
export async function writeCsvLines<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], signal?: AbortSignal): Promise<string> {
  const numeric = columns.map((c) => c.numeric ?? false);
  const cells = columns.map((c) => c.cell);
  const lines: string[] = [];
  let sliceStart = now();
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    let line = '';
    for (let i = 0; i < cells.length; i += 1) line += (i ? ',' : '') + csvField(cells[i]!(row), numeric[i]);
    lines.push(`${line}\r\n`);
    // The clock is read every 16 rows: reading it for each row cost a part of the writing itself.
    if ((r & 15) === 15 && now() - sliceStart >= WRITE_SLICE_MS) {
      await yieldToEventLoop();
      if (signal?.aborted) throw aborted();
      sliceStart = now();
    }
  }
  return lines.join('');
}

// ---------------------------------------------------------------------------------------------------
// The machine

export interface CsvExportContext<Row> {
  request: CsvExportRequest<Row> | null;
  /** The next page to load, from 0. */
  pageNumber: number;
  /** The page loaded, waiting to be written. */
  batch: Row[];
  /** Rows written so far. */
  rowsDone: number;
  /** Matching rows, as the last page said. */
  total: number;
  /** The header, then each page's lines. */
  parts: string[];
  failure: CallFailure | null;
  /** The last file made: its name and how many rows it holds. */
  file: { fileName: string; rows: number } | null;
}

export type CsvExportEvent<Row> =
  | { type: 'START'; request: CsvExportRequest<Row> }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/** The finished file, for the page to save. */
export type CsvExportEmitted = { type: 'fileReady'; fileName: string; file: Blob };

const freshRun = <Row>(): Pick<CsvExportContext<Row>, 'pageNumber' | 'batch' | 'rowsDone' | 'total' | 'failure'> => ({
  pageNumber: 0, batch: [], rowsDone: 0, total: 0, failure: null,
});

export function createCsvExportMachine<Row>() {
  return setup({
    types: {
      context: {} as CsvExportContext<Row>,
      events: {} as CsvExportEvent<Row>,
      emitted: {} as CsvExportEmitted,
    },
    actors: {
      loadPage: fromPromise<PageOf<Row>, PagedQuery>(providedAtRoot('loadPage')),
      writeLines: fromPromise<string, { rows: Row[]; columns: readonly CsvColumn<Row>[] }>(({ input, signal }) =>
        writeCsvLines(input.rows, input.columns, signal),
      ),
    },
    guards: {
      morePages: ({ context }) => context.batch.length === EXPORT_PAGE_SIZE && context.rowsDone + context.batch.length < context.total,
    },
    actions: {
      begin: assign(({ context, event }) => {
        const request = event.type === 'START' ? event.request : context.request;
        return { ...freshRun<Row>(), request, parts: request ? [csvHeaderLine(request.columns)] : [] };
      }),
      finish: enqueueActions(({ context, enqueue }) => {
        const fileName = context.request?.fileName ?? 'export.csv';
        const file = new Blob([UTF8_BOM, ...context.parts], { type: 'text/csv;charset=utf-8' });
        enqueue.assign({ parts: [], batch: [], file: { fileName, rows: context.rowsDone } });
        enqueue.emit({ type: 'fileReady', fileName, file });
      }),
      drop: assign({ parts: () => [], batch: () => [] }),
    },
  }).createMachine({
    id: 'csvExport',
    context: { request: null, ...freshRun<Row>(), parts: [], file: null },
    initial: 'idle',
    states: {
      idle: {
        on: { START: { target: 'running', actions: 'begin' } },
      },
      running: {
        tags: ['busy'],
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => ({ ...context.request!.query, pageNumber: context.pageNumber, pageSize: EXPORT_PAGE_SIZE }),
              onDone: {
                target: 'writing',
                actions: assign({ batch: ({ event }) => event.output.list, total: ({ event }) => event.output.total }),
              },
              onError: {
                target: '#csvExport.failed',
                actions: [assign({ failure: ({ event }) => callFailure(event.error) }), 'drop'],
              },
            },
          },
          writing: {
            invoke: {
              id: 'writeLines',
              src: 'writeLines',
              input: ({ context }) => ({ rows: context.batch, columns: context.request!.columns }),
              onDone: [
                {
                  guard: 'morePages',
                  target: 'loading',
                  actions: assign(({ context, event }) => ({
                    parts: [...context.parts, event.output],
                    rowsDone: context.rowsDone + context.batch.length,
                    pageNumber: context.pageNumber + 1,
                    batch: [],
                  })),
                },
                {
                  target: '#csvExport.done',
                  actions: assign(({ context, event }) => ({
                    parts: [...context.parts, event.output],
                    rowsDone: context.rowsDone + context.batch.length,
                    batch: [],
                  })),
                },
              ],
              onError: { target: '#csvExport.failed', actions: [assign({ failure: 'generic' as CallFailure }), 'drop'] },
            },
          },
        },
        on: { CANCEL: { target: 'cancelled', actions: 'drop' } },
      },
      done: {
        entry: 'finish',
        on: { START: { target: 'running', actions: 'begin' }, DISMISS: 'idle' },
      },
      failed: {
        on: { RETRY: { target: 'running', actions: 'begin' }, START: { target: 'running', actions: 'begin' }, DISMISS: 'idle' },
      },
      cancelled: {
        on: { START: { target: 'running', actions: 'begin' }, DISMISS: 'idle' },
      },
    },
  });
}

export type CsvExportMachine<Row> = ReturnType<typeof createCsvExportMachine<Row>>;
export type CsvExportSnapshot<Row> = SnapshotFrom<CsvExportMachine<Row>>;
