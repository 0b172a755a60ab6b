// @vitest-environment node
/**
 * Model-based test of the REAL shipment lifecycle machine (docs/decisions/196): getShortestPaths over
 * the machine itself, the server's answers as explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events (the shipment, 30001, every code that means the shipment moved on, a refused field (90001),
 * an unknown code, network, timeout, too frequent, 500, 401), over a shipment on which every action is
 * allowed and two on which none is (closed by the close call, cancelled by the cancel dialog).
 *
 * Each path is walked on a real actor whose calls the test answers, and checked at every step against
 * the machine's own pure `transition` along the same events: the state value, and what the page reads
 * (machines/shipment-lifecycle.connect.ts). Rules that hold everywhere: nothing typed is lost but by
 * the action's own success, no call is made for an action the shipment does not allow, a hold is never
 * sent without its reason, and every message the page shows exists.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { connectShipmentLifecycle } from '../../machines/shipment-lifecycle.connect';
import { shipmentLifecycleMachine, type LifecycleEvent, type LifecycleSnapshot } from '../../machines/shipment-lifecycle.machine';
import type { LifecycleInput } from '../../machines/shipment-lifecycle/lifecycle.context';
import { validateAdjustment, validateHold, validateRate, validateStatus, type Shipment } from '../../machines/shipment-lifecycle/lifecycle.forms';
import { toShipment } from '../../mocks/operations/shipment.operations';
import { shipments } from '../../mocks/store/shipment.store';
import { DEMO_USER, findUserById } from '../../mocks/store/users.store';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { messages } from '../../src/features/shipment/shipment-detail.messages';
import { recordModelCoverage } from './coverage';
import { walkAll } from './walk-paths';

const NOTHING_ALLOWED = {
  cancel: false, close: false, sendToProvider: false, changeStatusTo: [], updateProgress: false, hold: false, releaseHold: false,
  addAdjustment: false, uploadDocument: false, comment: false, rate: false,
} satisfies Shipment['allowedActions'];

function fixture(): Shipment {
  const record = shipments().find((s) => s.status === 'DEPARTED' && !s.onHold);
  if (!record) throw new Error('no seeded DEPARTED shipment');
  const shipment = toShipment(record, findUserById(DEMO_USER.forwarder)!);
  return { ...shipment, onHold: false, hold: null, holdReason: null, heldAt: null, rating: null };
}
const BASE = fixture();
/** Every action allowed (the machine's guards read only `allowedActions`, not the role). */
const OPEN: Shipment = {
  ...BASE,
  allowedActions: { ...NOTHING_ALLOWED, cancel: true, close: true, sendToProvider: true, changeStatusTo: ['ARRIVED'], updateProgress: true, hold: true, releaseHold: true, addAdjustment: true, rate: true },
};
const CLOSED: Shipment = { ...BASE, status: 'CLOSED', allowedActions: NOTHING_ALLOWED };
const CANCELLED: Shipment = { ...BASE, status: 'CANCELLED', cancelReason: 'The supplier cannot ship.', allowedActions: NOTHING_ALLOWED };
const input: LifecycleInput = { shipmentId: BASE.id, role: 'SELLER' };

// The server's answers, as the events an invoked call delivers.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const failed = (id: string, error: ApiError) => ({ type: `xstate.error.actor.${id}`, error, actorId: id });
const business = (code: number, message: string | null = null) => new ApiError('business', 200, code, message);
const GONE = business(ResultCode.SHIPMENT_NOT_FOUND);
const TRANSPORT = [new ApiError('network', 0, null, null), new ApiError('timeout', 0, null, null), new ApiError('too-frequent', 0, null, null)];
const HTTP = [new ApiError('http', 500, null, 'Database unavailable'), new ApiError('auth', 401, null, 'Token expired')];
/** The codes after which the page shows a shipment the server no longer has: it reloads. */
const STALE = [ResultCode.STATUS_CHANGE_NOT_ALLOWED, ResultCode.SHIPMENT_CLOSED, ResultCode.ROLE_FORBIDDEN, ResultCode.ALREADY_RATED, ResultCode.DOCUMENT_NOT_FOUND].map((code) => business(code));

/** Each form: its state, the call its submit makes (invoke id and actor), the draft it keeps, the field a 90001 may name. */
const FORMS = {
  sendingToProvider: { opener: 'OPEN_SEND_TO_PROVIDER', invoke: 'sendToProvider', src: 'sendToProvider', draft: null, field: null, allowed: 'sendToProvider' },
  closing: { opener: 'OPEN_CLOSE', invoke: 'closeShipment', src: 'closeShipment', draft: null, field: null, allowed: 'close' },
  rating: { opener: 'OPEN_RATE', invoke: 'rateShipment', src: 'rateShipment', draft: 'rate', field: 'score', allowed: 'rate' },
  updatingStatus: { opener: 'OPEN_STATUS', invoke: 'changeStatus', src: 'changeStatus', draft: 'status', field: 'transport.houseNo', allowed: 'status' },
  holding: { opener: 'OPEN_HOLD', invoke: 'setHold', src: 'setHold', draft: 'hold', field: 'reason', allowed: 'hold' },
  releasing: { opener: 'OPEN_RELEASE', invoke: 'releaseHold', src: 'setHold', draft: null, field: null, allowed: 'releaseHold' },
  addingAdjustment: { opener: 'OPEN_ADJUSTMENT', invoke: 'addAdjustment', src: 'addAdjustment', draft: 'adjustment', field: 'amount', allowed: 'addAdjustment' },
} as const;
type FormState = keyof typeof FORMS;
type Draft = 'rate' | 'status' | 'hold' | 'adjustment';
const FORM_STATES = Object.keys(FORMS) as FormState[];
const OPENERS = ['OPEN_SEND_TO_PROVIDER', 'OPEN_CANCEL', 'OPEN_CLOSE', 'OPEN_RATE', 'OPEN_STATUS', 'OPEN_HOLD', 'OPEN_RELEASE', 'OPEN_ADJUSTMENT'] as const;

const actionOf = (s: LifecycleSnapshot): string | null => {
  const value = s.value as { ready?: { action: string | Record<string, string> } };
  if (!value.ready) return null;
  return typeof value.ready.action === 'string' ? value.ready.action : Object.keys(value.ready.action)[0]!;
};
const syncLoading = (s: LifecycleSnapshot) => s.matches({ ready: { sync: 'loading' } });

/**
 * A draft holds what was typed beyond what its form opens with: the status form opens on a target the
 * server allows, so its target alone is nothing typed unless cleared in the open form.
 */
function typed(s: LifecycleSnapshot, draft: Draft): boolean {
  const { context } = s;
  if (draft === 'status') {
    const { to, ...rest } = context.status;
    return Object.values(rest).some(Boolean) || (actionOf(s) === 'updatingStatus' && to === '');
  }
  return Object.values(context[draft]).some(Boolean);
}
const DRAFTS: Draft[] = ['rate', 'status', 'hold', 'adjustment'];
const typedDraft = (s: LifecycleSnapshot) => DRAFTS.find((d) => typed(s, d)) ?? null;

/** The next edit of each form: fields filled in a fixed order, then one that makes the form invalid again. */
function edits(s: LifecycleSnapshot, form: FormState): LifecycleEvent[] {
  const { rate, status, hold, adjustment } = s.context;
  switch (form) {
    case 'rating':
      return [{ type: 'EDIT_RATE', field: 'score', value: rate.score ? '' : '4' }];
    case 'updatingStatus':
      return [
        { type: 'EDIT_STATUS', field: 'to', value: status.to ? '' : 'ARRIVED' },
        ...(status.note ? [] : [{ type: 'EDIT_STATUS', field: 'note', value: 'Vessel delayed by weather.' } as const]),
      ];
    case 'holding':
      if (!hold.category) return [{ type: 'EDIT_HOLD', field: 'category', value: 'MISSING_DOCUMENT' }];
      if (!hold.documentType) return [{ type: 'EDIT_HOLD', field: 'documentType', value: 'COMMERCIAL_INVOICE' }];
      // A reason of blanks is no reason.
      return [{ type: 'EDIT_HOLD', field: 'reason', value: hold.reason.trim() ? '   ' : 'Please upload the signed commercial invoice.' }];
    case 'addingAdjustment':
      if (!adjustment.chargeCode) return [{ type: 'EDIT_ADJUSTMENT', field: 'chargeCode', value: 'DEMURRAGE' }];
      if (!adjustment.description) return [{ type: 'EDIT_ADJUSTMENT', field: 'description', value: 'Container demurrage, 2 days' }];
      return [{ type: 'EDIT_ADJUSTMENT', field: 'amount', value: adjustment.amount === '300' ? '0' : '300' }];
    default:
      return [];
  }
}

/** Every answer of a call: its success, and every failure the page words differently. */
function answers(form: FormState): object[] {
  const { invoke, field } = FORMS[form];
  const answer = form === 'closing' ? CLOSED : form === 'rating' ? { score: 4, comment: 'Handled well.', ratedAt: '2026-01-01T00:00:00Z' } : form === 'addingAdjustment' ? { id: 'ADJ-1' } : OPEN;
  const refused = [business(ResultCode.VALIDATION_FAILED, field ? `${field}: refused` : 'refused'), business(99_999, 'Something new')];
  return [done(invoke, answer), ...[GONE, ...STALE, ...refused, ...TRANSPORT, ...HTTP].map((error) => failed(invoke, error))];
}

/**
 * The events offered where the model is (decisions 185 and 196). With nothing typed every form opens
 * from every other; once a draft holds something only its own form's events are offered (when it is
 * valid, also closing, reopening, and a detour through another form and back), so drafts never combine.
 * A reload runs alone: while it is on its way only its answers, another reload and the cancel dialog's
 * answer. On a closed or cancelled shipment nothing is offered, so nothing more is tried.
 */
function events(s: LifecycleSnapshot): LifecycleEvent[] {
  const list: object[] = [];
  if (s.matches('loading')) list.push(done('loadShipment', OPEN), ...[GONE, business(ResultCode.VALIDATION_FAILED), ...TRANSPORT, ...HTTP].map((e) => failed('loadShipment', e)));
  if (s.matches('loadFailed')) list.push({ type: 'RETRY' });
  if (!s.matches('ready')) return list as LifecycleEvent[];
  const action = actionOf(s)!;
  const draft = typedDraft(s);
  // Closed or cancelled: nothing is offered any more, so only a reload on its way goes on.
  const finished = s.context.shipment?.status !== OPEN.status;
  if (syncLoading(s)) {
    list.push(done('reloadShipment', OPEN));
    if (draft === null && !finished) {
      list.push(...[GONE, TRANSPORT[0]!, HTTP[0]!].map((e) => failed('reloadShipment', e)), { type: 'REFRESH' });
      if (action === 'idle') list.push({ type: 'SHIPMENT_CHANGED', shipment: CANCELLED });
    }
    return list as LifecycleEvent[];
  }
  // A failed reload leaves the flag set (reported as a machine defect): the next reload is the only way on, not a second copy of the page.
  if (s.context.reloadOutdated) return [{ type: 'REFRESH' }];
  if (finished) return [];
  if (action === 'idle') {
    if (draft === null) list.push(...OPENERS.map((type) => ({ type })), { type: 'REFRESH' }, { type: 'SHIPMENT_CHANGED', shipment: CANCELLED });
    else list.push({ type: FORMS[formOf(draft)].opener });
    return list as LifecycleEvent[];
  }
  const form = action as FormState;
  if (s.hasTag('busy')) return answers(form) as LifecycleEvent[];
  if (draft === null) {
    list.push(...OPENERS.map((type) => ({ type })), { type: 'DISMISS' }, ...edits(s, form));
    // The status form opens valid: it is sent once something is typed.
    if (form !== 'updatingStatus') list.push({ type: 'SUBMIT' });
  } else if (FORMS[form].draft === draft) {
    list.push({ type: 'SUBMIT' }, ...edits(s, form));
    // What was typed stays when the form is closed, reopened, or gives way to another one.
    if (valid(s, draft)) list.push({ type: 'DISMISS' }, { type: FORMS[form].opener }, { type: 'OPEN_CLOSE' });
  } else list.push({ type: 'DISMISS' }, { type: FORMS[formOf(draft)].opener });
  return list as LifecycleEvent[];
}
function valid(s: LifecycleSnapshot, draft: Draft): boolean {
  const { context } = s;
  const errors = { rate: () => validateRate(context.rate), status: () => validateStatus(context.status, context.shipment!), hold: () => validateHold(context.hold), adjustment: () => validateAdjustment(context.adjustment) };
  return Object.keys(errors[draft]()).length === 0;
}
const formOf = (draft: Draft) => FORM_STATES.find((f) => FORMS[f].draft === draft)!;

/** A step's event in a path name: `error.setHold(30002)`. */
function stepName(event: EventObject): string {
  const e = event as { type: string; error?: ApiError; field?: string; value?: string; shipment?: Shipment };
  const type = e.type.replace(/^xstate\.|\.actor/g, '');
  if (e.error) return `${type}(${e.error.code ?? e.error.kind})`;
  if (e.field) return `${type}(${e.field}=${JSON.stringify(e.value)})`;
  if (e.shipment) return `${type}(${e.shipment.status})`;
  return type;
}

/** What decides where the machine goes next (what the guards read) and the step that led there. */
function key(s: AnyMachineSnapshot, event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string {
  const snapshot = s as LifecycleSnapshot;
  const { context } = snapshot;
  const status = actionOf(snapshot) === 'updatingStatus' ? context.status : { ...context.status, to: null };
  return JSON.stringify({
    value: snapshot.value,
    drafts: [context.rate, status, context.hold, context.adjustment],
    reloadOutdated: context.reloadOutdated,
    shipment: context.shipment?.status ?? null,
    via: event ? stepName(event) : null,
    from: previous?.value ?? null,
  });
}

const allPaths = getShortestPaths(shipmentLifecycleMachine, {
  input,
  events: (s) => events(s as LifecycleSnapshot),
  filterEvents: (s, e) => s.can(e),
  serializeState: key,
  // The name tells every offered event apart; serializing the shipments they carry would cost more than the walk.
  serializeEvent: (event) => stepName(event),
});
const named = allPaths.map((path) => path.steps.map((step) => stepName(step.event)).join(' → '));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((_, i) => !named.some((other) => other.length > named[i]!.length && other.startsWith(`${named[i]} → `)));
const pathName = (path: (typeof paths)[number]) => path.steps.map((step) => stepName(step.event)).join(' → ');

/** What the page reads, without the functions and the children (compared by value). */
function pageView(snapshot: LifecycleSnapshot) {
  const view = connectShipmentLifecycle(snapshot, () => {});
  return Object.fromEntries(Object.entries(view).filter(([name, value]) => typeof value !== 'function' && name !== 'open' && name !== 'cancelDialog' && name !== 'adjustments'));
}
const draftsOf = (s: LifecycleSnapshot) => ({ rate: s.context.rate, status: s.context.status, hold: s.context.hold, adjustment: s.context.adjustment });

const OFFERED_BY: Record<string, keyof ReturnType<typeof connectShipmentLifecycle>['offered']> = {
  OPEN_SEND_TO_PROVIDER: 'sendToProvider', OPEN_CANCEL: 'cancel', OPEN_CLOSE: 'close', OPEN_RATE: 'rate', OPEN_STATUS: 'status', OPEN_HOLD: 'hold',
  OPEN_RELEASE: 'release', OPEN_ADJUSTMENT: 'adjustment',
};
const MESSAGES = messages.en_US as Record<string, string>;
/** The ending of each transport failure's message (machines/shared/call-failure.ts); anything else is `failed`. */
const FAILURE: Partial<Record<ApiError['kind'], string>> = { network: 'network', timeout: 'timeout', 'too-frequent': 'tooFrequent', auth: 'sessionEnded' };

/** The rules the walk checks, each taken at least once (a rule never exercised proves nothing). */
const exercised = new Set<string>();

interface Call {
  src: string;
  input: { shipmentId: string; request?: Record<string, unknown> };
  /** The shipment the page showed when the call was made. */
  shown: Shipment | null;
  settled: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

async function walk(path: (typeof paths)[number]) {
  const calls: Call[] = [];
  let shown: Shipment | null = null;
  // Each call waits for the answer the path gives; typed loosely, as each call answers its own type.
  const fake = (src: string) =>
    fromPromise<unknown, Call['input']>(({ input: callInput }) => new Promise((resolve, reject) => calls.push({ src, input: callInput, shown, settled: false, resolve, reject }))) as never;
  const actor = createActor(
    shipmentLifecycleMachine.provide({
      actors: {
        loadShipment: fake('loadShipment'), sendToProvider: fake('sendToProvider'), closeShipment: fake('closeShipment'), rateShipment: fake('rateShipment'),
        changeStatus: fake('changeStatus'), setHold: fake('setHold'), addAdjustment: fake('addAdjustment'),
      },
    }),
    { input },
  ).start();
  let [expected] = initialTransition(shipmentLifecycleMachine, input);
  const SRC: Record<string, string> = { loadShipment: 'loadShipment', reloadShipment: 'loadShipment', releaseHold: 'setHold' };
  try {
    for (const step of path.steps) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown; actorId?: string };
      const before = actor.getSnapshot();
      shown = before.context.shipment;
      const callsBefore = calls.length;
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const src = SRC[event.actorId!] ?? event.actorId!;
        const call = calls.findLast((c) => c.src === src && !c.settled);
        expect(call, `a ${src} call is on its way`).toBeDefined();
        call!.settled = true;
        if (event.type.startsWith('xstate.done')) call!.resolve(event.output);
        else call!.reject(event.error);
      } else if (event.type !== 'xstate.init') actor.send(event as LifecycleEvent);
      // The fakes answer at once: one turn of the event loop delivers the answer to the machine.
      await new Promise((resolve) => setImmediate(resolve));
      if (event.type !== 'xstate.init') [expected] = transition(shipmentLifecycleMachine, expected, event as LifecycleEvent);

      const real = actor.getSnapshot();
      expect(expected.value).toEqual(step.state.value);
      expect(real.value).toEqual(expected.value);
      expect(pageView(real)).toEqual(pageView(expected));
      expect(real.context.reloadOutdated).toBe(expected.context.reloadOutdated);

      // Nothing typed is lost: a draft changes only by typing, by opening its form, or by its own action's success.
      const changesDrafts = /^EDIT_|^OPEN_STATUS$|^OPEN_HOLD$/.test(event.type) || /^xstate\.done\.actor\.(rateShipment|changeStatus|setHold|addAdjustment)$/.test(event.type);
      if (!changesDrafts) expect(draftsOf(real)).toEqual(draftsOf(before));
      if (event.type.startsWith('xstate.error.actor.') && typedDraft(before)) exercised.add('typed draft kept after a failure');

      // A call is made only for an action the shipment shown allows, and a hold only with its reason.
      for (const call of calls.slice(callsBefore)) {
        const form = FORM_STATES.find((f) => FORMS[f].src === call.src && (call.src !== 'setHold' || (f === 'releasing') === (call.input.request?.onHold === false)));
        if (form) {
          exercised.add('action call allowed');
          const allowed = call.shown?.allowedActions;
          expect(form === 'updatingStatus' ? !!allowed && (allowed.changeStatusTo.length > 0 || allowed.updateProgress) : allowed?.[FORMS[form].allowed as 'close']).toBe(true);
        }
        if (call.src === 'setHold' && call.input.request?.onHold) expect(String(call.input.request.reason).trim()).not.toBe('');
        // At most one call of a kind on its way.
        expect(calls.filter((c) => c.src === call.src && !c.settled)).toHaveLength(1);
      }
      if (event.type === 'SUBMIT' && before.matches({ ready: { action: { holding: 'editing' } } }) && !before.context.hold.reason.trim()) {
        expect(real.matches({ ready: { action: { holding: 'editing' } } })).toBe(true);
        expect(real.context.errors.reason).toBe('shipment.detail.hold.reason.required');
        exercised.add('hold reason required');
      }

      // What is offered is exactly what the shipment allows; what is not offered does nothing.
      const view = connectShipmentLifecycle(real, () => {});
      if (view.phase === 'ready' && view.openForm === null && real.context.shipment) {
        const allowed = real.context.shipment.allowedActions;
        expect(view.offered).toEqual({
          sendToProvider: allowed.sendToProvider, cancel: allowed.cancel, close: allowed.close, rate: allowed.rate,
          status: allowed.changeStatusTo.length > 0 || allowed.updateProgress, hold: allowed.hold, release: allowed.releaseHold, adjustment: allowed.addAdjustment,
        });
      }
      for (const type of OPENERS) {
        if (!view.offered[OFFERED_BY[type]!] && view.phase === 'ready') exercised.add('not offered does nothing');
        if (!view.offered[OFFERED_BY[type]!]) expect(transition(shipmentLifecycleMachine, expected, { type })[0].value).toEqual(expected.value);
      }
      // A failed call says why, where the user looks: next to the field it names, by the button, or above (and the page reloads).
      if (event.type.startsWith('xstate.error.actor.')) {
        const error = event.error as ApiError;
        const form = FORM_STATES.find((f) => FORMS[f].invoke === event.actorId);
        if (error.code === ResultCode.SHIPMENT_NOT_FOUND) expect(view.phase).toBe('notFound');
        else if (event.actorId === 'loadShipment') expect(view).toMatchObject({ phase: 'loadFailed', loadError: `shipment.detail.load.${FAILURE[error.kind] ?? 'failed'}` });
        else if (event.actorId === 'reloadShipment') expect(view).toMatchObject({ phase: 'ready', notice: { id: `shipment.detail.reload.${FAILURE[error.kind] ?? 'failed'}`, tone: 'error' } });
        else if (STALE.some((e) => e.code === error.code)) {
          expect(view).toMatchObject({ openForm: null, notice: { id: `shipment.detail.code.${error.code}`, tone: 'error' }, formError: null });
          expect(syncLoading(real)).toBe(true);
          exercised.add('stale reloads');
        } else if (error.code === ResultCode.VALIDATION_FAILED && form && FORMS[form].field) {
          expect(view).toMatchObject({ errors: { [FORMS[form].field!.replace('transport.', '')]: 'shipment.detail.field.refused' }, formError: null });
          exercised.add('refused field');
        } else {
          const expected = error.kind === 'business' ? (error.code === 99_999 ? 'shipment.detail.action.failed' : `shipment.detail.code.${error.code}`) : `shipment.detail.action.${FAILURE[error.kind] ?? 'failed'}`;
          expect(view).toMatchObject({ formError: expected, errors: {}, submitting: false });
          exercised.add('form error');
        }
      }
      // Every message the page shows exists.
      const ids = [view.phase === 'loadFailed' ? view.loadError : null, view.formError, view.notice?.id, ...Object.values(view.errors)].filter((id): id is string => !!id);
      for (const id of ids) expect(MESSAGES[id], id).toBeDefined();
    }
  } finally {
    actor.stop();
  }
}

describe('shipment lifecycle machine, every path of the real machine', () => {
  it('covers every state and every transition of the machine', () => {
    const coverage = recordModelCoverage('shipment-lifecycle', shipmentLifecycleMachine, paths, { flow: true, input });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('walks every path on a real actor, checked against the machine’s own transitions', async () => {
    expect(paths.length).toBeGreaterThan(100);
    await walkAll(paths, pathName, walk);
    expect([...exercised].sort()).toEqual(
      ['action call allowed', 'form error', 'hold reason required', 'not offered does nothing', 'refused field', 'stale reloads', 'typed draft kept after a failure'],
    );
  });
});
