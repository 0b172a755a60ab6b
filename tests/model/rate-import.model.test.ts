/**
 * Model-based test of the rate-sheet import. The REAL machine is traversed with getShortestPaths: the
 * sheet's upload is the two events its upload child makes the import machine see (PREVIEWED for a
 * preview, UPLOAD_SETTLED with 70001 for a sheet the server cannot read), and the server's answers to
 * confirm, abandon and the template are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events (90001 for an import no longer in preview, network, HTTP 500, a session that ended).
 *
 * Each path then drives a real actor: the upload steps go through its real upload child (a file is
 * chosen, the rate mode set, Upload pressed, and the fake `uploadRateSheet` answers as the path says;
 * a sheet of another type is tried first and refused before any request), the other answers come
 * from fake actors. At every step the actor is where the path says, the page's props (the connect)
 * are those of the machine's pure transitions along the same events, and the rules hold: nothing is
 * imported without a preview on screen (an unreadable sheet never gets one), and only the preview's
 * import is confirmed or abandoned.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { connectRateImport } from '../../machines/rate/rate-import.connect';
import {
  RATE_IMPORT_SYSTEM_ID,
  rateImportMachine,
  rateSheetUploadFile,
  rateSheetUploadMachine,
  type RateImport,
  type RateImportEvent,
  type RateImportPreview,
  type RateImportSnapshot,
  type RateSheetUploadInput,
} from '../../machines/rate/rate-import.machine';
import { recordModelCoverage } from './coverage';

const IMPORT: RateImport = {
  id: 'RIM-1', userId: 'U1', user: 'Fiona Forwarder', time: '2026-11-20T10:00:00Z', supplierId: 'MAERSK', rateMode: 'FCL',
  status: 'PREVIEW', source: 'UPLOAD', fileName: 'rates.csv', rowCount: 2, errorCount: 1,
};
const LANE = {
  contractId: 'C-1', amendment: '0', sheet: 'Main', mode: 'FCL' as const, origin: 'CNSHA', destination: 'USLAX', equipment: '40HC',
  price: 100, currency: 'USD' as const, validFrom: '2026-12-01', validTo: '2027-01-01',
};
const PREVIEW: RateImportPreview = {
  import: IMPORT,
  added: [LANE],
  changed: [{ lane: { ...LANE, equipment: '20GP', price: 90 }, oldPrice: 80, oldCurrency: 'USD' }],
  removed: [],
  errors: [{ id: 'RIM-1-L1', importId: 'RIM-1', contractId: 'C-1', amendment: '0', sheet: 'Main', row: 3, columnType: 'CURRENCY', value: 'RMB', errorMessage: 'Currency must be USD, EUR or GBP.' }],
};
const IMPORTED: RateImport = { ...IMPORT, status: 'PARTIAL' };
const ABANDONED: RateImport = { ...IMPORT, status: 'ABANDONED' };

const SHEET = { name: 'rates.csv', size: 2048, type: 'text/csv' };
/** Refused by the upload control before any request. */
const NOT_A_SHEET = { name: 'rates.pdf', size: 2048, type: 'application/pdf' };

const business = (code: number, message: string) => new ApiError('business', 200, code, message);
const UNREADABLE = business(ResultCode.RATE_SHEET_INVALID, 'The rate sheet is invalid');
const FAILURES = {
  gone: business(ResultCode.VALIDATION_FAILED, 'The import is no longer in preview'),
  network: new ApiError('network', 0, null, null),
  http500: new ApiError('http', 500, 500, 'Internal error'),
  auth: new ApiError('auth', 401, 401, 'Token expired'),
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err, actorId: id });

/**
 * What the forwarder does and how the server answers, from where the page is. After a failed confirm
 * or abandon, the forwarder tries Import again and it goes through: every failure is met once, not
 * chained with the others; the template is downloaded from the empty page, on its own.
 */
function eventsFrom(snapshot: RateImportSnapshot): RateImportEvent[] {
  const { context } = snapshot;
  // One failure per path: after a refused sheet or a failed confirm or abandon, the rest goes through.
  const failedOnce = context.finishError !== null || Object.keys(context.uploadCodes).length > 0;
  const templateUntouched = snapshot.matches({ template: 'idle' }) && context.templateError === null;
  const events: object[] = [];
  if (!templateUntouched) {
    if (snapshot.matches({ template: 'downloading' })) events.push(done('downloadTemplate', undefined), error('downloadTemplate', FAILURES.network));
    return events as RateImportEvent[];
  }
  if (snapshot.matches({ flow: 'choosing' })) {
    if (context.finished) events.push({ type: 'DISMISS' });
    else events.push({ type: 'PREVIEWED', preview: PREVIEW });
    if (Object.keys(context.uploadCodes).length === 0 && context.finished === null) events.push({ type: 'UPLOAD_SETTLED', key: 'sheet', code: UNREADABLE.code });
  }
  if (snapshot.matches({ flow: 'preview' })) events.push({ type: 'CONFIRM' }, ...(failedOnce ? [] : [{ type: 'ABANDON' }]));
  if (snapshot.matches({ flow: 'confirming' })) {
    events.push(done('confirmImport', IMPORTED), ...(failedOnce ? [] : Object.values(FAILURES).map((e) => error('confirmImport', e))));
  }
  if (snapshot.matches({ flow: 'abandoning' })) {
    events.push(done('abandonImport', ABANDONED), error('abandonImport', FAILURES.gone), error('abandonImport', FAILURES.network));
  }
  if (snapshot.matches({ flow: 'choosing' }) && !context.finished && !failedOnce) events.push({ type: 'DOWNLOAD_TEMPLATE' });
  return events as RateImportEvent[];
}

/** The state without the upload child (an actor, not data); the event that led there keeps every transition on a path. */
function serializeState(snapshot: RateImportSnapshot, event: EventObject | undefined) {
  const c = snapshot.context;
  return JSON.stringify([event?.type, snapshot.value, c.preview?.import.id, c.finished?.status, c.finishError, c.templateError, Object.values(c.uploadCodes)]);
}

const allPaths = getShortestPaths(rateImportMachine, { events: eventsFrom, serializeState: (s, e) => serializeState(s as RateImportSnapshot, e) });
const eventsOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const events = eventsOf(path);
  return !allPaths.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

/** What the page shows of the import itself (the upload child's part is checked on the real actor). */
function props(snapshot: RateImportSnapshot) {
  const upload = snapshot.context.upload;
  const { template, choosing, preview, canConfirm, canAbandon, confirming, abandoning, finishError, finished } = connectRateImport(
    snapshot, () => {}, upload.getSnapshot(), () => {});
  return JSON.parse(JSON.stringify({ template, choosing, preview, canConfirm, canAbandon, confirming, abandoning, finishError, finished })) as unknown;
}

const stepName = (event: EventObject) => {
  if (event.type === 'xstate.init') return 'open';
  if (event.type === 'UPLOAD_SETTLED') return 'sheet refused (70001)';
  if (event.type === 'PREVIEWED') return 'sheet previewed';
  const failure = Object.entries(FAILURES).find(([, e]) => (event as { error?: unknown }).error === e)?.[0];
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails (${failure})`;
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} done`;
  return event.type;
};

interface Pending<T, I> {
  input: I;
  settled: boolean;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rate import machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('rate-import', rateImportMachine, paths, { flow: true });
    expect({ states: coverage.states.missing, transitions: coverage.transitions.missing }).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))('%s', async (_name, path) => {
    const uploads: Pending<RateImportPreview, RateSheetUploadInput>[] = [];
    const confirms: Pending<RateImport, { importId: string }>[] = [];
    const abandons: Pending<RateImport, { importId: string }>[] = [];
    const templates: Pending<void, void>[] = [];
    const pending = <T, I>(list: Pending<T, I>[]) => ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ input, settled: false, resolve, reject }));
    const finishedCalls: string[] = [];
    const actor = createActor(
      rateImportMachine.provide({
        actors: {
          sheetUpload: rateSheetUploadMachine.provide({
            actors: { uploadFile: rateSheetUploadFile(fromPromise<RateImportPreview, RateSheetUploadInput>(pending(uploads))) },
          }),
          confirmImport: fromPromise<RateImport, { importId: string }>(pending(confirms)),
          abandonImport: fromPromise<RateImport, { importId: string }>(pending(abandons)),
          downloadTemplate: fromPromise<void, void>(pending(templates)),
        },
        actions: { importFinished: () => finishedCalls.push('finished') },
      }),
      { systemId: RATE_IMPORT_SYSTEM_ID },
    );
    actor.start();
    let [expected] = initialTransition(rateImportMachine);
    /** The import ids that were on screen as a preview when Import or Abandon was pressed. */
    const previewedIds: string[] = [];
    let finishes = 0;

    /** The forwarder chooses a sheet, the rate mode and the supplier, and presses Upload; the server answers. */
    async function uploadSheet(answer: (call: Pending<RateImportPreview, RateSheetUploadInput>) => void) {
      const upload = actor.getSnapshot().context.upload;
      for (const item of upload.getSnapshot().context.items) upload.send({ type: 'REMOVE', id: item.id });
      upload.send({ type: 'ADD_FILES', files: [NOT_A_SHEET] });
      expect(upload.getSnapshot().context.items.map((i) => i.status)).toEqual(['rejected']);
      upload.send({ type: 'ADD_FILES', files: [SHEET] });
      upload.send({ type: 'SET_META', meta: { rateMode: 'FCL', supplierId: 'MAERSK' } });
      upload.send({ type: 'START' });
      await tick();
      const call = uploads.at(-1)!;
      expect(call.input).toMatchObject({ rateMode: 'FCL', supplierId: 'MAERSK', file: SHEET });
      call.settled = true;
      answer(call);
      await tick();
    }

    for (const step of path.steps) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown };
      const before = actor.getSnapshot();
      if (event.type === 'xstate.init') {
        // started above
      } else if (event.type === 'PREVIEWED') {
        await uploadSheet((call) => call.resolve(PREVIEW));
      } else if (event.type === 'UPLOAD_SETTLED') {
        await uploadSheet((call) => call.reject(UNREADABLE));
      } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
        const list = { confirmImport: confirms, abandonImport: abandons, downloadTemplate: templates }[id] as Pending<unknown, unknown>[];
        const call = list.at(-1)!;
        call.settled = true;
        if (event.type.startsWith('xstate.done.')) call.resolve(event.output);
        else call.reject(event.error);
      } else {
        if (event.type === 'CONFIRM' || event.type === 'ABANDON') previewedIds.push(before.context.preview!.import.id);
        actor.send(event as RateImportEvent);
      }
      await tick();
      if (event.type !== 'xstate.init') [expected] = transition(rateImportMachine, expected, event as RateImportEvent);

      const snapshot = actor.getSnapshot();
      expect(expected.value).toEqual(step.state.value);
      expect(snapshot.value).toEqual(expected.value);
      expect(props(snapshot)).toEqual(props(expected));

      const upload = snapshot.context.upload.getSnapshot();
      const view = connectRateImport(snapshot, actor.send, upload, snapshot.context.upload.send);
      // A sheet the server cannot read says so in its own words, and gets no preview.
      if (event.type === 'UPLOAD_SETTLED') {
        expect(view.file?.message?.id).toBe('rate.upload.invalid');
        expect(view.file?.canRetry).toBe(true);
        expect(view.preview).toBeNull();
      }
      // Nothing is imported without a preview on screen, and only the preview's import.
      expect(view.canConfirm).toBe(snapshot.context.preview !== null && snapshot.matches({ flow: 'preview' }));
      expect([...confirms, ...abandons].map((c) => c.input.importId)).toEqual(previewedIds);
      // The refused file is never sent.
      expect(uploads.map((c) => c.input.file.name)).not.toContain(NOT_A_SHEET.name);
      // The history hears of each finished import once.
      if (/^xstate\.done\.actor\.(confirm|abandon)Import$/.test(event.type)) finishes += 1;
      expect(finishedCalls).toHaveLength(finishes);
    }
    actor.stop();
  });
});
