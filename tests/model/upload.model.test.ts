/**
 * Model-based test of the upload machine. The REAL machine is traversed with getShortestPaths: the
 * server's answers are explicit `xstate.done.actor.<upload actor>` / `xstate.error.actor.<upload actor>`
 * events and progress is the PROGRESS event the upload actor's callback sends. Each path then drives a
 * real actor (a fake `uploadFile` answered by the test) and checks, at every step, that it is where the
 * path says, that the control's props (the connect) are those of the machine's pure transitions along
 * the same events, and the rules that hold everywhere: the refused file is never sent, at most two
 * uploads run, and every run of a file sends the key it was given when added.
 *
 * Coverage is read from the real machine: the states the paths reach must be all of its states.
 */
import { describe, expect, it } from 'vitest';
import { recordModelCoverage } from './coverage';
import { createActor, fromPromise, initialTransition, transition, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { connectUpload } from '../../machines/upload.connect';
import {
  createUploadMachine,
  MAX_PARALLEL_UPLOADS,
  uploadActorId,
  type UploadEvent,
  type UploadFileInput,
  type UploadInput,
  type UploadSnapshot,
} from '../../machines/upload.machine';

interface Stored {
  documentId: string;
}

const machine = createUploadMachine<Stored>();
const input: UploadInput = { accept: ['.pdf'], requiredMeta: ['type'] };
const FILES = [
  { name: 'invoice.pdf', size: 1000, type: 'application/pdf' },
  { name: 'packing.pdf', size: 3000, type: 'application/pdf' },
  { name: 'scan.pdf', size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' },
];
const REFUSED = 'scan.pdf';

/** What the user does and how the server answers, from where the control is. */
function eventsFrom(snapshot: UploadSnapshot<Stored>): UploadEvent<Stored>[] {
  const { items } = snapshot.context;
  const events: object[] = [{ type: 'START' }, { type: 'SET_META', meta: { type: 'OTHERS' } }];
  if (items.length === 0) events.push({ type: 'ADD_FILES', files: FILES });
  for (const item of items) {
    events.push({ type: 'CANCEL', id: item.id }, { type: 'RETRY', id: item.id }, { type: 'REMOVE', id: item.id });
    if (item.status !== 'uploading') continue;
    const actorId = uploadActorId(item);
    events.push(
      { type: 'PROGRESS', id: item.id, attempt: item.attempt, progress: 0.5 },
      { type: `xstate.done.actor.${actorId}`, output: { documentId: `D-${item.id}` }, actorId },
      { type: `xstate.error.actor.${actorId}`, error: new ApiError('network', 0, null, null), actorId },
    );
  }
  return events as UploadEvent<Stored>[];
}

const allPaths = getShortestPaths(machine, {
  input,
  events: eventsFrom,
  // Removing the last file is a step of its own: the empty control it leaves is not the one it started as.
  serializeState: (snapshot, event) => {
    const { value, context } = snapshot as UploadSnapshot<Stored>;
    const emptied = event?.type === 'REMOVE' && context.items.length === 0;
    return JSON.stringify({ value, meta: context.meta, items: context.items.map((item) => [item.status, item.started, item.progress]), emptied });
  },
});
const eventsOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const events = eventsOf(path);
  return !allPaths.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

const valueOfPath = (path: readonly string[]): StateValue =>
  path.length === 1 ? path[0]! : { [path[0]!]: valueOfPath(path.slice(1)) as StateValue };
const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);

/** The props a control reads, without its functions; the random keys left out. */
function props(snapshot: UploadSnapshot<Stored>) {
  const { addFiles: _a, remove: _r, cancel: _c, retry: _t, start: _s, setMeta: _m, ...view } = connectUpload(snapshot, () => {});
  return view;
}

const itemIdOf = (actorId: string) => actorId.replace(/^upload-(.*)\.\d+$/, '$1');
const stepName = (event: { type: string }) => event.type.replace(/^xstate\./, '').replace(/\.actor\.upload-.*$/, '');

describe('upload machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('upload', machine, paths, { input });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const all = leafStates(machine.root);
    const reached = all.filter((node) => paths.some((path) => path.steps.some((step) => step.state.matches(valueOfPath(node.path) as never))));
    expect(reached.map((node) => node.id).sort()).toEqual(all.map((node) => node.id).sort());
    expect(all.map((node) => node.path.join('.')).sort()).toEqual(['idle', 'ready', 'uploading']);
  });

  it('takes every kind of step somewhere', () => {
    const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => stepName(step.event))));
    expect([...kinds].sort()).toEqual(['ADD_FILES', 'CANCEL', 'PROGRESS', 'REMOVE', 'RETRY', 'SET_META', 'START', 'done', 'error', 'init'].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))('%s', async (_name, path) => {
    const calls: { input: UploadFileInput; signal: AbortSignal; settled: boolean; resolve: (r: Stored) => void; reject: (e: unknown) => void }[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          uploadFile: fromPromise<Stored, UploadFileInput>(
            ({ input: upload, signal }) => new Promise((resolve, reject) => calls.push({ input: upload, signal, settled: false, resolve, reject })),
          ),
        },
      }),
      { input },
    );
    const uploaded: string[] = [];
    actor.on('uploaded', (event) => uploaded.push(event.id));
    actor.start();
    let [expected] = initialTransition(machine, input);

    for (const step of path.steps) {
      const event = step.event as (UploadEvent<Stored> & { actorId?: string }) | { type: 'xstate.init' };
      const real = () => actor.getSnapshot();
      /** The request of the file's run in flight. */
      const callOf = (id: string) => {
        const item = real().context.items.find((i) => i.id === id)!;
        return calls.filter((call) => call.input.idempotencyKey === item.idempotencyKey).at(-1)!;
      };
      if (event.type === 'xstate.init') {
        // started above
      } else if ('output' in event) {
        Object.assign(callOf(itemIdOf(event.actorId!)), { settled: true }).resolve(event.output);
      } else if ('error' in event) {
        Object.assign(callOf(itemIdOf(event.actorId!)), { settled: true }).reject(event.error);
      } else if (event.type === 'PROGRESS') {
        callOf(event.id).input.onProgress(event.progress);
      } else {
        actor.send(event);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (event.type !== 'xstate.init') [expected] = transition(machine, expected, step.event);

      const snapshot = real();
      expect(expected.value).toEqual(step.state.value);
      expect(snapshot.value).toEqual(expected.value);
      expect(props(snapshot)).toEqual(props(expected));
      // The refused file is never sent; two uploads at most; every run of a file sends its own key.
      expect(calls.map((call) => call.input.file.name)).not.toContain(REFUSED);
      expect(snapshot.context.items.filter((item) => item.status === 'uploading').length).toBeLessThanOrEqual(MAX_PARALLEL_UPLOADS);
      for (const call of calls) {
        const item = snapshot.context.items.find((i) => i.file.name === call.input.file.name);
        if (item) expect(call.input.idempotencyKey).toBe(item.idempotencyKey);
      }
      // A run the file no longer waits for was aborted; the run in flight was not.
      const inFlight = new Set(snapshot.context.items.filter((i) => i.status === 'uploading').map((i) => callOf(i.id)));
      for (const call of calls.filter((c) => !c.settled)) expect(call.signal.aborted).toBe(!inFlight.has(call));
      // Each stored file was announced, once.
      expect(new Set(uploaded).size).toBe(uploaded.length);
      for (const item of snapshot.context.items.filter((i) => i.status === 'done')) expect(uploaded).toContain(item.id);
    }
    actor.stop();
  });
});
