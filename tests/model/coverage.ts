/**
 * Model coverage: what the paths of a model-based test cover of a machine's states and transitions,
 * read from the machine's own definition (docs/decisions/180). Each call is appended, one JSON line,
 * to `.test-results/model/<name>.jsonl` so that `scripts/test-model.ts` can print the table after the
 * vitest run (the workers are separate threads; appending lines keeps their writes apart).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createActor,
  createMachine,
  getStateNodes,
  type AnyActorRef,
  type AnyEventObject,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

/** A step's event is any event object (the machine's own events, `xstate.done.actor.*` and the like). */
export interface CoveredPath {
  readonly steps: ReadonlyArray<{ readonly state: AnyMachineSnapshot; readonly event: AnyEventObject }>;
}
export interface CoverageFigures {
  covered: string[];
  all: string[];
  missing: string[];
}
export interface ModelCoverage {
  machine: string;
  flow: boolean;
  states: CoverageFigures;
  transitions: CoverageFigures;
}

/** The machines that drive a user flow: `npm run test:model` fails unless each is recorded at 100 %. */
export const REQUIRED_FLOW_MACHINES = [
  'session',
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'change-password',
  'quote-search',
  'quote-result',
  'booking',
  'shipment-lifecycle',
  'paged-list',
  'upload',
  'bill-payment',
  'company-users',
  'rate-import',
] as const;

const INIT = 'xstate.init';

/** Where the figures go: the folder `npm test` gives (TEST_RESULTS_DIR), else the repo's `.test-results`. */
export function modelResultsDir(): string {
  const results = process.env.TEST_RESULTS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../.test-results');
  return join(results, 'model');
}

/** A state node's name: its path from the root, `form.editing`; the root itself is not counted. */
const stateName = (node: AnyStateNode) => node.path.join('.') || '(root)';

function eventName(eventType: string, source: AnyStateNode): string {
  if (eventType === '') return 'always';
  const after = `xstate.after.`;
  if (eventType.startsWith(after) && eventType.endsWith(`.${source.id}`)) {
    return `after ${eventType.slice(after.length, eventType.length - source.id.length - 1)}`;
  }
  return eventType;
}

function guardName(guard: AnyTransitionDefinition['guard']): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  return String((guard as { type?: unknown }).type ?? 'inline');
}

const candidatesOf = (source: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] =>
  (eventType === '' ? source.always : source.transitions.get(eventType)) ?? [];

/**
 * `form.editing --SUBMIT[canSubmit]--> form.submitting`; a transition without a target stays (`(stays)`);
 * candidates of one event that would read the same get their index (`#1`).
 */
function transitionNames(source: AnyStateNode, eventType: string): string[] {
  const names = candidatesOf(source, eventType).map((t) => {
    const guard = guardName(t.guard);
    const targets = t.target?.length ? t.target.map(stateName).join(', ') : '(stays)';
    return `${stateName(source)} --${eventName(eventType, source)}${guard ? `[${guard}]` : ''}--> ${targets}`;
  });
  return names.map((name, i) => (names.indexOf(name) !== names.lastIndexOf(name) ? `${name} #${i}` : name));
}

/** Every state node but the root, and every transition: each event's candidates, `always` and `after`. */
function definition(machine: AnyStateMachine) {
  const nodes = walk(machine.root);
  const states = nodes.filter((node) => node !== machine.root).map(stateName);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.keys()].flatMap((eventType) => transitionNames(node, eventType)),
    ...transitionNames(node, ''),
  ]);
  return { states, transitions };
}

function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(walk)];
}

/** The name, in `machine`, of a transition taken by `machine` or a `.provide()`d copy of it. */
function nameOf(machine: AnyStateMachine, taken: AnyTransitionDefinition): string | null {
  const eventType = taken.eventType ?? '';
  const index = candidatesOf(taken.source, eventType).indexOf(taken);
  if (index < 0) return null;
  const source = machine.getStateNodeById(taken.source.id);
  return transitionNames(source, eventType)[index] ?? null;
}

/**
 * Runs one macrostep without executing anything (as `xstate`'s pure `transition()` does) and
 * reports the transitions selected in each microstep, the eventless ones included, and the
 * snapshots passed through on the way.
 */
function macrostep(machine: AnyStateMachine, prior: AnyMachineSnapshot | undefined, event: EventObject, input: unknown) {
  const transitions: AnyTransitionDefinition[] = [];
  const snapshots: AnyMachineSnapshot[] = [];
  const self = createActor(createMachine({}));
  const subscription = self.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    transitions.push(...inspection._transitions);
    snapshots.push(inspection.snapshot as AnyMachineSnapshot);
  });
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    system: self.system,
    actionExecutor: () => {},
  };
  try {
    if (prior) machine.transition(prior, event, scope);
    else machine.getInitialSnapshot(scope, input);
  } finally {
    subscription.unsubscribe();
  }
  return { transitions, snapshots };
}

function activeStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine.root, snapshot.value)
    .filter((node) => node !== machine.root)
    .map(stateName);
}

function figures(covered: Set<string>, all: readonly string[]): CoverageFigures {
  const inMachine = all.filter((name) => covered.has(name));
  return { covered: inMachine, all: [...all], missing: all.filter((name) => !covered.has(name)) };
}

/** What `paths` (from xstate/graph over the REAL machine) cover of `machine`'s states and transitions, read from the machine's definition; recorded under `name` for `npm run test:model`. */
export function recordModelCoverage(
  name: string,
  machine: AnyStateMachine,
  paths: readonly CoveredPath[],
  options?: { flow?: boolean; input?: unknown },
): ModelCoverage {
  const all = definition(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    // A step's `state` is the snapshot AFTER its event (xstate/graph); the first step is `xstate.init`.
    let prior: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      const isInit = step.event.type === INIT;
      // The start is replayed only with the machine's input: without it the start could differ.
      const replay = isInit ? options !== undefined && 'input' in options : prior !== undefined;
      if (replay) {
        const taken = macrostep(machine, isInit ? undefined : prior, step.event, options?.input);
        for (const t of taken.transitions) {
          const transitionName = nameOf(machine, t);
          if (transitionName) transitions.add(transitionName);
          // A state left by an eventless transition in the same macrostep is in no snapshot: its transition shows it was active.
          for (let node: AnyStateNode | undefined = t.source; node && node.parent; node = node.parent) states.add(stateName(node));
        }
        for (const snapshot of taken.snapshots) activeStates(machine, snapshot).forEach((s) => states.add(s));
      }
      activeStates(machine, step.state).forEach((s) => states.add(s));
      prior = step.state;
    }
  }
  const coverage: ModelCoverage = {
    machine: name,
    flow: options?.flow ?? (REQUIRED_FLOW_MACHINES as readonly string[]).includes(name),
    states: figures(states, all.states),
    transitions: figures(transitions, all.transitions),
  };
  const dir = modelResultsDir();
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${name}.jsonl`), `${JSON.stringify(coverage)}\n`);
  return coverage;
}

/**
 * The path a REAL, already started actor takes from now on, for a test whose paths come from a
 * hand-written model that drives the real machine (through the page or an actor): each snapshot the
 * actor reaches, with the event that led to it. Call right after the actor starts; `stop()` when done.
 */
export function observePath(actor: AnyActorRef): { path: CoveredPath; stop: () => void } {
  const steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] = [{ state: actor.getSnapshot() as AnyMachineSnapshot, event: { type: INIT } }];
  const subscription = actor.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actor && inspection.event.type !== INIT) {
      steps.push({ state: inspection.snapshot as AnyMachineSnapshot, event: inspection.event });
    }
  });
  return { path: { steps }, stop: () => subscription.unsubscribe() };
}
