/**
 * Model-based test of the shipment lifecycle (decisions 030, 031, 113). The model is an invoke-free
 * machine whose states are what a user sees (a role looking at a shipment in a status, a form open, the
 * outcome of a move) and whose events are what the user does together with how the server answers.
 * Every model state names its counterpart in the REAL lifecycle machine: the real states a step into it
 * passes through. Each shortest path drives the real machine with the app's own actors against the
 * embedded backend in Node, signed in as the demo shipper or forwarder, on a seeded shipment both see in
 * the status the path starts from, and checks at every step that the real machine went through exactly
 * the counterpart states, that the actions offered are those the server's rules allow (decision 031),
 * and what the page shows for the status.
 *
 * Coverage is read from the real machine: the counterparts of the model's states, and the states the
 * real actor went through along all paths, must both be every state of the machine. The moves walked
 * must be every transition of decision 030 for both roles (the table in domain/shipment-rules.ts), and
 * every status must be shown to both roles. Every transition of the machine (switching forms, refused
 * submits, each failure, reloads) is taken by the traversal of the machine itself, in
 * shipment-lifecycle.machine-model.test.ts (decision 196).
 */
import { describe, expect, it, vi } from 'vitest';
import { observePath, recordModelCoverage, type CoveredPath } from './coverage';
import { walkAll } from './walk-paths';
import { createMachine, type AnyStateNode, type StateValue } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { setScenarios } from '../../mocks/scenarios';
import { allowedActions, STATUS_TRANSITIONS } from '../../domain/shipment-rules';
import { shipments } from '../../mocks/store/shipment.store';
import type { ShipmentStatus } from '../../domain/shipment-records';
import { shipmentStatusValues } from '../../src/api/schema.gen';
import { shipmentLifecycleMachine } from '../../machines/shipment-lifecycle.machine';
import { sharedShipment, startLifecycle, type Account, type Lifecycle } from '../shipment/lifecycle-harness';

type Role = 'buyer' | 'seller';
const ACCOUNT: Record<Role, Account> = { buyer: 'shipper', seller: 'forwarder' };
const SERVER_ROLE = { buyer: 'BUYER', seller: 'SELLER' } as const;

// Real states, by the path of their state node.
const IDLE = ['ready.sync.current', 'ready.action.idle'];
const LOADED = ['loading', ...IDLE];
/** A form open: the detail stays current beside it. */
const formOpen = (state: string) => ['ready.sync.current', `ready.action.${state}`];
/** Confirmed (OK): straight to the call, then back to no form. */
const submitted = (form: string) => [`ready.action.${form}.submitting`, ...IDLE];
/** Filled in (each field typed is a step of the form), sent, then back to no form. */
const filledAndSent = (form: string) => [`ready.action.${form}.editing`, ...submitted(form)];
/** The same, and the answer carries no shipment: the detail is loaded again. */
const filledSentReloaded = (form: string) => [...filledAndSent(form), 'ready.sync.loading'];

/** The seller's moves, in the order of the flow (decision 030). */
const SELLER_MOVES = (Object.keys(STATUS_TRANSITIONS) as ShipmentStatus[]).flatMap((from) => STATUS_TRANSITIONS[from].SELLER.map((to) => [from, to] as const));
const BUYER_MOVES = (Object.keys(STATUS_TRANSITIONS) as ShipmentStatus[]).flatMap((from) => STATUS_TRANSITIONS[from].BUYER.map((to) => [from, to] as const));

interface ModelState {
  on?: Record<string, string>;
  meta: { real: string[] };
}
const states: Record<string, ModelState> = {
  start: { on: { OPEN_UNKNOWN: 'notFound', OPEN_FAILING: 'loadFailed' }, meta: { real: [] } },
  notFound: { meta: { real: ['loading', 'notFound'] } },
  loadFailed: { on: { RETRY: 'retried' }, meta: { real: ['loading', 'loadFailed'] } },
  retried: { meta: { real: LOADED } },
};
const viewing = (role: Role, status: string) => `${role}_${status}`;
const on = (state: string, event: string, target: string) => {
  states[state]!.on = { ...states[state]!.on, [event]: target };
};

for (const role of ['buyer', 'seller'] as const) {
  for (const status of shipmentStatusValues) {
    states[viewing(role, status)] = { meta: { real: LOADED } };
    on('start', `OPEN_${role.toUpperCase()}_${status}`, viewing(role, status));
  }
}
// The buyer's moves: send to provider (confirmed), cancel (the cancel dialog), close (confirmed).
for (const [from, to] of BUYER_MOVES) {
  const moved = `buyer_${from}_to_${to}`;
  if (to === 'SENT_TO_PROVIDER') {
    states.buyer_confirmSend = { on: { CONFIRM: moved }, meta: { real: formOpen('sendingToProvider.confirming') } };
    on(viewing('buyer', from), 'OPEN_SEND_TO_PROVIDER', 'buyer_confirmSend');
    states[moved] = { meta: { real: submitted('sendingToProvider') } };
  } else if (to === 'CANCELLED') {
    on(viewing('buyer', from), 'CANCEL_WITH_REASON', moved);
    states[moved] = { meta: { real: IDLE } };
  } else {
    const confirm = `buyer_${from}_confirmClose`;
    states[confirm] = { on: { CONFIRM: moved }, meta: { real: formOpen('closing.confirming') } };
    on(viewing('buyer', from), 'OPEN_CLOSE', confirm);
    states[moved] = { meta: { real: submitted('closing') } };
  }
}
// The buyer rates a delivered shipment, once.
states.buyer_rateForm = { on: { SUBMIT_RATING: 'buyer_rated' }, meta: { real: formOpen('rating.editing') } };
states.buyer_rated = { meta: { real: filledSentReloaded('rating') } };
on(viewing('buyer', 'DELIVERED'), 'OPEN_RATE', 'buyer_rateForm');

// The seller's moves, one step each, with a progress flag, a note and the transport references.
for (const [from, to] of SELLER_MOVES) {
  const form = `seller_${from}_statusForm`;
  states[form] = { on: { [`MOVE_TO_${to}`]: `seller_${from}_to_${to}` }, meta: { real: formOpen('updatingStatus.editing') } };
  on(viewing('seller', from), 'OPEN_STATUS', form);
  states[`seller_${from}_to_${to}`] = { meta: { real: filledAndSent('updatingStatus') } };
}
// A progress update keeps the status.
on('seller_DEPARTED_statusForm', 'UPDATE_PROGRESS', 'seller_DEPARTED_progressUpdated');
states.seller_DEPARTED_progressUpdated = { meta: { real: filledAndSent('updatingStatus') } };
// Hold (a missing commercial invoice), which blocks moves, then release.
states.seller_holdForm = { on: { SUBMIT_HOLD: 'seller_held' }, meta: { real: formOpen('holding.editing') } };
states.seller_held = { on: { OPEN_RELEASE: 'seller_releaseConfirm' }, meta: { real: filledAndSent('holding') } };
states.seller_releaseConfirm = { on: { CONFIRM: 'seller_released' }, meta: { real: formOpen('releasing.confirming') } };
states.seller_released = { meta: { real: submitted('releasing') } };
on(viewing('seller', 'GOODS_RECEIVED'), 'OPEN_HOLD', 'seller_holdForm');
// An adjustment (the server answers the item: the shipment is loaded again).
states.seller_adjustmentForm = { on: { SUBMIT_ADJUSTMENT: 'seller_adjusted' }, meta: { real: formOpen('addingAdjustment.editing') } };
states.seller_adjusted = { meta: { real: filledSentReloaded('addingAdjustment') } };
on(viewing('seller', 'ARRIVED'), 'OPEN_ADJUSTMENT', 'seller_adjustmentForm');

const lifecycleModel = createMachine({ id: 'lifecycleModel', initial: 'start', states });
const paths = createTestModel(lifecycleModel).getShortestPaths();

const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);
const REAL_STATES = leafStates(shipmentLifecycleMachine.root).map((node) => node.path.join('.')).sort();

/** The leaf states a snapshot is in, as paths ('ready.sync.current'). */
function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child as StateValue, `${prefix}${key}.`));
}

/** What one path has in hand. */
interface Run {
  lc: Lifecycle | null;
  role: Role | null;
  shipmentId: string | null;
  /** Real states visited since the last step began. */
  visited: Set<string>;
  /** The status the model says the shipment is in. */
  status: string | null;
}
const reachedOverall = new Set<string>();
/** What the real actors went through, every path, for the model coverage figures. */
const observedPaths: CoveredPath[] = [];
const movesWalked = new Set<string>();
const statusesShown = new Set<string>();

const need = <T,>(value: T | null): T => {
  if (value === null) throw new Error('The path has not opened a shipment yet');
  return value;
};

function open(run: Run, role: Role, shipmentId: string) {
  run.role = role;
  run.shipmentId = shipmentId;
  run.lc = startLifecycle(shipmentId, ACCOUNT[role]);
  observedPaths.push(observePath(run.lc.actor).path);
  const record = (snapshot: { value: StateValue }) => {
    for (const leaf of leavesOf(snapshot.value)) {
      run.visited.add(leaf);
      reachedOverall.add(leaf);
    }
  };
  record(run.lc.actor.getSnapshot());
  run.lc.actor.subscribe(record);
}

/** What the user is offered is exactly what the server's rules allow this role now (decision 031). */
function expectOffered(run: Run) {
  const lc = need(run.lc);
  const record = shipments().find((s) => s.id === run.shipmentId)!;
  const allowed = allowedActions(record, SERVER_ROLE[need(run.role)]);
  expect(lc.view().offered).toEqual({
    sendToProvider: allowed.sendToProvider,
    cancel: allowed.cancel,
    close: allowed.close,
    rate: allowed.rate,
    status: allowed.changeStatusTo.length > 0 || allowed.updateProgress,
    hold: allowed.hold,
    release: allowed.releaseHold,
    adjustment: allowed.addAdjustment,
  });
}

function expectShowing(run: Run, status: string) {
  const v = need(run.lc).view();
  expect(v.phase).toBe('ready');
  expect(v.statusLabel).toEqual({ id: `shipment.status.${status}` });
  expect(v.timeline.find((step) => step.state === 'current')?.status).toBe(status);
  statusesShown.add(`${run.role}:${status}`);
}

function checkState(run: Run, stateKey: string) {
  if (stateKey === 'start') return;
  const lc = need(run.lc);
  const v = lc.view();
  const viewingMatch = /^(buyer|seller)_([A-Z_]+)$/.exec(stateKey);
  const movedMatch = /^(buyer|seller)_([A-Z_]+)_to_([A-Z_]+)$/.exec(stateKey);
  if (stateKey === 'notFound') expect(v.phase).toBe('notFound');
  else if (stateKey === 'loadFailed') expect(v).toMatchObject({ phase: 'loadFailed', loadError: 'shipment.detail.load.failed' });
  else if (movedMatch) {
    const [, role, from, to] = movedMatch;
    expectShowing(run, to!);
    expect(v.openForm).toBeNull();
    if (to !== 'CANCELLED') expect(v.notice?.tone).toBe('success');
    movesWalked.add(`${role}:${from}->${to}`);
    run.status = to!;
  } else if (viewingMatch && shipmentStatusValues.includes(viewingMatch[2] as ShipmentStatus)) {
    expectShowing(run, viewingMatch[2]!);
    expect(v.openForm).toBeNull();
  } else if (stateKey === 'retried') expectShowing(run, 'DEPARTED');
  else if (stateKey.endsWith('confirmSend')) expect(v.openForm).toBe('sendToProvider');
  else if (stateKey.endsWith('confirmClose')) expect(v.openForm).toBe('close');
  else if (stateKey.endsWith('statusForm')) {
    expect(v.openForm).toBe('status');
    // The choices are the next status of decision 030 and the current one (a progress update).
    const from = /^seller_([A-Z_]+)_statusForm$/.exec(stateKey)![1] as ShipmentStatus;
    expect(v.statusForm.choices.map((c) => c.value)).toEqual([...STATUS_TRANSITIONS[from].SELLER, from]);
  } else if (stateKey === 'buyer_rateForm') expect(v.openForm).toBe('rate');
  else if (stateKey === 'buyer_rated') expect(v).toMatchObject({ rating: { score: 4 }, notice: { id: 'shipment.detail.done.rated' } });
  else if (stateKey === 'seller_DEPARTED_progressUpdated') expect(v).toMatchObject({ statusLabel: { id: 'shipment.status.DEPARTED' }, progressLabel: { id: 'shipment.progress.DELAYED' } });
  else if (stateKey === 'seller_holdForm') expect(v.openForm).toBe('hold');
  else if (stateKey === 'seller_held') {
    expect(v).toMatchObject({ onHold: true, hold: { category: { id: 'shipment.holdCategory.MISSING_DOCUMENT' } } });
    // A hold blocks moves: only a progress update is left.
    v.open.status();
    expect(lc.view().statusForm.choices.map((c) => c.value)).toEqual(['GOODS_RECEIVED']);
    v.dismiss();
    run.visited.delete('ready.action.updatingStatus.editing');
  } else if (stateKey === 'seller_releaseConfirm') expect(v.openForm).toBe('release');
  else if (stateKey === 'seller_released') expect(v).toMatchObject({ onHold: false, hold: null });
  else if (stateKey === 'seller_adjustmentForm') expect(v.openForm).toBe('adjustment');
  else if (stateKey === 'seller_adjusted') expect(v.charges?.adjustments.at(-1)?.item).toMatchObject({ chargeCode: 'DEMURRAGE', status: 'PENDING' });
  else throw new Error(`no check for ${stateKey}`);
  if (v.phase === 'ready' && !v.openForm) expectOffered(run);
}

async function perform(run: Run, type: string) {
  const openMatch = /^OPEN_(BUYER|SELLER)_([A-Z_]+)$/.exec(type);
  if (openMatch) {
    const role = openMatch[1]!.toLowerCase() as Role;
    const status = openMatch[2] as ShipmentStatus;
    run.status = status;
    open(run, role, sharedShipment(status, (s) => !s.onHold && s.rating === null).id);
    return need(run.lc).settled();
  }
  if (type === 'OPEN_UNKNOWN') {
    open(run, 'buyer', 'SHP-DOES-NOT-EXIST');
    return need(run.lc).settled();
  }
  if (type === 'OPEN_FAILING') {
    setScenarios([{ method: 'GET', path: '/shipment/{id}', status: 500, message: 'Database unavailable', times: 1 }]);
    open(run, 'buyer', sharedShipment('DEPARTED').id);
    return need(run.lc).settled();
  }
  const lc = need(run.lc);
  const v = lc.view();
  const moveTo = /^MOVE_TO_([A-Z_]+)$/.exec(type)?.[1];
  switch (type) {
    case 'RETRY':
      v.retry();
      break;
    case 'OPEN_SEND_TO_PROVIDER':
      v.open.sendToProvider();
      break;
    case 'OPEN_CLOSE':
      v.open.close();
      break;
    case 'OPEN_RATE':
      v.open.rate();
      break;
    case 'OPEN_STATUS':
      v.open.status();
      break;
    case 'OPEN_HOLD':
      v.open.hold();
      break;
    case 'OPEN_RELEASE':
      v.open.release();
      break;
    case 'OPEN_ADJUSTMENT':
      v.open.adjustment();
      break;
    case 'CONFIRM':
      v.submit();
      break;
    case 'CANCEL_WITH_REASON': {
      v.open.cancel();
      const dialog = need(lc.view().cancelDialog);
      dialog.send({ type: 'EDIT', reason: 'The supplier cannot ship this month.' });
      dialog.send({ type: 'SUBMIT' });
      await vi.waitFor(() => expect(dialog.getSnapshot().value).toBe('succeeded'));
      break;
    }
    case 'SUBMIT_RATING':
      v.editRate('score', '4');
      v.editRate('comment', 'Handled well.');
      lc.view().submit();
      break;
    case 'UPDATE_PROGRESS':
      v.editStatus('to', 'DEPARTED');
      v.editStatus('progress', 'DELAYED');
      v.editStatus('note', 'Vessel delayed by weather.');
      lc.view().submit();
      break;
    case 'SUBMIT_HOLD':
      v.editHold('category', 'MISSING_DOCUMENT');
      v.editHold('documentType', 'COMMERCIAL_INVOICE');
      v.editHold('reason', 'Please upload the signed commercial invoice.');
      lc.view().submit();
      break;
    case 'SUBMIT_ADJUSTMENT':
      v.editAdjustment('chargeCode', 'DEMURRAGE');
      v.editAdjustment('description', 'Container demurrage, 2 days');
      v.editAdjustment('amount', '300');
      lc.view().submit();
      break;
    default:
      if (!moveTo) throw new Error(`no action for ${type}`);
      v.editStatus('to', moveTo);
      v.editStatus('progress', 'ON_SCHEDULE');
      v.editStatus('note', `Moved to ${moveTo}.`);
      if (moveTo === 'TRANSPORT_BOOKED') v.editStatus('houseNo', 'PBLMODEL001');
      lc.view().submit();
  }
  return lc.settled();
}

const stateKeyOf = (value: StateValue) => (typeof value === 'string' ? value : Object.keys(value)[0]!);

async function walkPath(path: (typeof paths)[number]) {
  const run: Run = { lc: null, role: null, shipmentId: null, visited: new Set(), status: null };
  try {
    for (const step of path.steps) {
      const key = stateKeyOf(step.state.value);
      run.visited.clear();
      if (step.event.type !== 'xstate.init') await perform(run, step.event.type);
      const meta = states[key]!.meta;
      // The real machine went through exactly this model state's counterpart.
      if (key !== 'start') expect([...run.visited].sort()).toEqual([...new Set(meta.real)].sort());
      checkState(run, key);
    }
  } finally {
    run.lc?.actor.stop();
  }
}

const pathName = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' → ');
// Opening a shipment changes nothing on the server: such paths share one seeded store (a fresh seed costs about 0.3 s a test).
const onlyLooks = (path: (typeof paths)[number]) => path.steps.every((s) => /^(xstate\.init|OPEN_(BUYER|SELLER)_[A-Z_]+|OPEN_UNKNOWN|OPEN_FAILING|RETRY)$/.test(s.event.type));
const lookingPaths = paths.filter(onlyLooks);
const changingPaths = paths.filter((path) => !onlyLooks(path));

describe('shipment lifecycle, model-based', () => {
  it('gives every state of the real machine a counterpart in the model', () => {
    const counterparts = new Set(Object.values(states).flatMap((s) => s.meta.real));
    expect([...counterparts].sort()).toEqual(REAL_STATES);
    expect(REAL_STATES.length).toBeGreaterThan(15);
  });

  it('walks every path that only looks, on one seeded store', async () => {
    expect(lookingPaths.length).toBeGreaterThan(5);
    await walkAll(lookingPaths, pathName, walkPath);
  });

  it.each(changingPaths.map((path) => [pathName(path), path] as const))('%s', (_name, path) => walkPath(path));

  it('went through every state of the real machine', () => {
    expect([...reachedOverall].sort()).toEqual(REAL_STATES);
  });

  it('went through every state of the real machine (model coverage figures)', () => {
    const coverage = recordModelCoverage('shipment-lifecycle', shipmentLifecycleMachine, observedPaths);
    expect(coverage.states.missing).toEqual([]);
    // The transitions these page paths take are reported by `npm run test:model`, which holds the machine to 100 %.
    expect(coverage.transitions.covered.length).toBeGreaterThan(0);
  });

  it('walked every transition of decision 030 for both roles, and showed every status to both', () => {
    const table = [
      ...SELLER_MOVES.map(([from, to]) => `seller:${from}->${to}`),
      ...BUYER_MOVES.map(([from, to]) => `buyer:${from}->${to}`),
    ].sort();
    expect([...movesWalked].sort()).toEqual(table);
    expect(table).toHaveLength(12);
    const everyStatus = (['buyer', 'seller'] as const).flatMap((role) => shipmentStatusValues.map((s) => `${role}:${s}`)).sort();
    expect([...statusesShown].sort()).toEqual(everyStatus);
  });
});
