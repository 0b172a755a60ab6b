/**
 * Shipment Details for both roles (decision 113): loads one shipment and drives every action the
 * server's `allowedActions` offers the caller, and nothing else (decision 031). Shipper: send to the
 * provider, cancel (the cancel dialog's own machine, machines/shipment-cancel.machine.ts, runs as a
 * child), close, rate. Forwarder: change the status one step or record progress (with a note and the
 * carrier references), put on hold or change the hold, release it, add adjustments. The review of each
 * adjustment item is a child machine (machines/shipment-adjustments.machine.ts).
 *
 * `ready` has two regions: `sync` keeps the detail current (reloads never close a form), `action` is the
 * one form open at a time. Every answer that carries the shipment replaces it; the others (a rating, an
 * adjustment item) reload it. Codes: machines/shipment-lifecycle/lifecycle.outcomes.ts; forms and their
 * rules: lifecycle.forms.ts; what the page shows: shipment-lifecycle.connect.ts.
 */
import { assign, enqueueActions, fromPromise, raise, sendParent, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import { providedAtRoot } from './shared/provided-at-root';
import { shipmentAdjustmentsMachine } from './shipment-adjustments.machine';
import { shipmentCancelMachine } from './shipment-cancel.machine';
import {
  initialContext, type LifecycleContext, type LifecycleEvent, type LifecycleInput, type ShipmentCall, type ShipmentRequestCall,
} from './shipment-lifecycle/lifecycle.context';
import {
  emptyAdjustment, emptyHold, emptyRate, emptyStatus, openHoldDraft, openStatusDraft, toAdjustmentRequest, toHoldRequest, toRatingRequest,
  toStatusRequest, validateAdjustment, validateHold, validateRate, validateStatus, type AdjustmentCreateRequest, type AdjustmentItem,
  type HoldRequest, type Shipment, type ShipmentRating, type StatusChangeRequest,
} from './shipment-lifecycle/lifecycle.forms';
import { formFailure, isShipmentGone, isStale, loadFailureId, actionFailureId } from './shipment-lifecycle/lifecycle.outcomes';
import { isKnownStatus } from './shipment-lifecycle/lifecycle.timeline';

export type { LifecycleContext, LifecycleEvent, LifecycleInput } from './shipment-lifecycle/lifecycle.context';

/**
 * The cancel dialog as this page runs it: a cancel hands the server's new detail to the lifecycle, and
 * a refusal that means the shipment moved on makes it reload. The app root provides its call.
 */
export const lifecycleCancelDialog = shipmentCancelMachine.provide({
  actions: {
    shipmentCancelled: sendParent((_, params: { shipment: Shipment }) => ({ type: 'SHIPMENT_CHANGED', shipment: params.shipment })),
    shipmentStale: sendParent({ type: 'REFRESH' }),
  },
});

type RatingRequest = ReturnType<typeof toRatingRequest>;

/** A status this app does not know is shown as the server sent it, and said here (never as an error). */
function reportUnknownStatus(shipment: Shipment) {
  console.info(`Shipment ${shipment.shipmentNo} has a status this app does not know: ${String(shipment.status)}. It is shown as the server sent it.`);
}

const L = '#shipmentLifecycle';
const ACTION = `${L}.ready.action`;

/** Field names of each form, so that a 90001 naming one lands next to it. */
const FIELDS = {
  none: [] as string[],
  rate: ['score', 'comment'],
  status: ['status', 'to', 'progress', 'note', 'carrier', 'vesselOrFlightNo', 'containerNo', 'houseNo', 'masterNo'],
  hold: ['category', 'documentType', 'reason'],
  adjustment: ['chargeCode', 'description', 'date', 'amount', 'currency'],
};

const without = (errors: Record<string, string>, field: string) => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

/** Opening an action, from wherever the page is (another open form gives way; what was typed stays). */
const OPENERS = {
  OPEN_SEND_TO_PROVIDER: { guard: 'canSendToProvider', target: `${ACTION}.sendingToProvider`, reenter: true, actions: 'openForm' },
  OPEN_CANCEL: { guard: 'canCancel', target: `${ACTION}.idle`, reenter: true, actions: ['openForm', 'openCancelDialog'] },
  OPEN_CLOSE: { guard: 'canClose', target: `${ACTION}.closing`, reenter: true, actions: 'openForm' },
  OPEN_RATE: { guard: 'canRate', target: `${ACTION}.rating`, reenter: true, actions: 'openForm' },
  OPEN_STATUS: { guard: 'canUpdateStatus', target: `${ACTION}.updatingStatus`, reenter: true, actions: ['openForm', 'openStatusDraft'] },
  OPEN_HOLD: { guard: 'canHold', target: `${ACTION}.holding`, reenter: true, actions: ['openForm', 'openHoldDraft'] },
  OPEN_RELEASE: { guard: 'canRelease', target: `${ACTION}.releasing`, reenter: true, actions: 'openForm' },
  OPEN_ADJUSTMENT: { guard: 'canAddAdjustment', target: `${ACTION}.addingAdjustment`, reenter: true, actions: 'openForm' },
} as const;

/** A reload of the detail is on its way. */
const RELOADING = stateIn({ ready: { sync: 'loading' } });

const DISMISS = { DISMISS: { target: `${ACTION}.idle` } } as const;

/** A refused or failed action: the shipment is gone, or moved on (reload it), or the form says why. */
const failures = (back: 'editing' | 'confirming', fields: readonly string[]) =>
  [
    { guard: 'shipmentGone', target: `${L}.notFound` },
    { guard: 'stale', target: `${ACTION}.idle`, actions: ['noticeFailure', 'refresh'] },
    { target: back, actions: { type: 'formFailure', params: fields } },
  ] as const;

const lifecycle = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleInput,
  },
  actors: {
    loadShipment: fromPromise<Shipment, ShipmentCall>(providedAtRoot('loadShipment')),
    sendToProvider: fromPromise<Shipment, ShipmentCall>(providedAtRoot('sendToProvider')),
    closeShipment: fromPromise<Shipment, ShipmentCall>(providedAtRoot('closeShipment')),
    rateShipment: fromPromise<ShipmentRating, ShipmentRequestCall<RatingRequest>>(providedAtRoot('rateShipment')),
    changeStatus: fromPromise<Shipment, ShipmentRequestCall<StatusChangeRequest>>(providedAtRoot('changeStatus')),
    setHold: fromPromise<Shipment, ShipmentRequestCall<HoldRequest>>(providedAtRoot('setHold')),
    addAdjustment: fromPromise<AdjustmentItem, ShipmentRequestCall<AdjustmentCreateRequest>>(providedAtRoot('addAdjustment')),
    cancelDialog: lifecycleCancelDialog,
    adjustments: shipmentAdjustmentsMachine,
  },
  guards: {
    canSendToProvider: ({ context }) => context.shipment?.allowedActions.sendToProvider === true,
    canCancel: ({ context }) => context.shipment?.allowedActions.cancel === true,
    canClose: ({ context }) => context.shipment?.allowedActions.close === true,
    canRate: ({ context }) => context.shipment?.allowedActions.rate === true,
    canUpdateStatus: ({ context }) => {
      const allowed = context.shipment?.allowedActions;
      return !!allowed && (allowed.changeStatusTo.length > 0 || allowed.updateProgress);
    },
    canHold: ({ context }) => context.shipment?.allowedActions.hold === true,
    canRelease: ({ context }) => context.shipment?.allowedActions.releaseHold === true,
    canAddAdjustment: ({ context }) => context.shipment?.allowedActions.addAdjustment === true,
    rateValid: ({ context }) => Object.keys(validateRate(context.rate)).length === 0,
    statusValid: ({ context }) => !!context.shipment && Object.keys(validateStatus(context.status, context.shipment)).length === 0,
    holdValid: ({ context }) => Object.keys(validateHold(context.hold)).length === 0,
    adjustmentValid: ({ context }) => Object.keys(validateAdjustment(context.adjustment)).length === 0,
    shipmentGone: ({ event }) => 'error' in event && isShipmentGone(event.error),
    stale: ({ event }) => 'error' in event && isStale(event.error),
    reloadOutdated: ({ context }) => context.reloadOutdated,
  },
  actions: {
    takeShipment: enqueueActions(({ enqueue }, shipment: Shipment) => {
      enqueue.assign({ shipment });
      if (!isKnownStatus(shipment.status)) enqueue(() => reportUnknownStatus(shipment));
    }),
    syncChildren: sendTo('adjustments', ({ context }) => ({ type: 'SYNC' as const, shipment: context.shipment! })),
    /** The answer of an action is the newest detail. */
    takeAnswer: enqueueActions(({ enqueue, check }, shipment: Shipment) => {
      enqueue.assign({ shipment });
      if (!isKnownStatus(shipment.status)) enqueue(() => reportUnknownStatus(shipment));
      enqueue.sendTo('adjustments', { type: 'SYNC', shipment });
      // The reload on its way was asked before this answer: what it brings is older, so it is asked again once back.
      if (check(RELOADING as unknown as Parameters<typeof check>[0])) enqueue.assign({ reloadOutdated: true });
    }),
    refresh: raise({ type: 'REFRESH' }),
    openForm: assign({ errors: {}, formError: null, notice: null }),
    openCancelDialog: sendTo('cancelDialog', ({ context }) => ({
      type: 'OPEN' as const,
      shipmentId: context.shipmentId,
      shipmentNo: context.shipment?.shipmentNo ?? '',
    })),
    openStatusDraft: assign(({ context }) => (context.shipment ? { status: openStatusDraft(context.status, context.shipment) } : {})),
    openHoldDraft: assign(({ context }) => (context.shipment ? { hold: openHoldDraft(context.hold, context.shipment) } : {})),
    done: assign((_, id: string) => ({ notice: { id, tone: 'success' as const }, errors: {}, formError: null })),
    noticeFailure: assign(({ event }) => ({
      notice: { id: actionFailureId('error' in event ? event.error : null), tone: 'error' as const },
      errors: {},
      formError: null,
    })),
    formFailure: assign(({ context, event }, fields: readonly string[]) => {
      const failure = formFailure('error' in event ? event.error : null, fields);
      return { ...failure, focusSeq: Object.keys(failure.errors).length ? context.focusSeq + 1 : context.focusSeq };
    }),
    showErrors: assign(({ context }, errors: Record<string, string>) => ({ errors, formError: null, focusSeq: context.focusSeq + 1 })),
  },
});

type StateConfig = Parameters<typeof lifecycle.createStateConfig>[0];
type Invoke = Exclude<NonNullable<StateConfig['invoke']>, readonly unknown[]>;
type Drafts = Pick<LifecycleContext, 'rate' | 'status' | 'hold' | 'adjustment'>;

const shipmentCall = ({ context }: { context: LifecycleContext }): ShipmentCall => ({ shipmentId: context.shipmentId });

/** Typing in a form: the field of its draft takes the value, and that field's message goes. */
const editDraft = (draft: keyof Drafts) =>
  lifecycle.assign(({ context, event }) => {
    // Only ever the action of that form's EDIT_* event, which names a field of its draft.
    const { field, value } = event as Extract<LifecycleEvent, { field: string }>;
    return { [draft]: { ...context[draft], [field]: value }, errors: without(context.errors, field) } as Partial<LifecycleContext>;
  });

/** An answer that carries the shipment: it is the newest detail, and the page says `done`. */
const answered = (done: string) => ({
  target: `${ACTION}.idle`,
  actions: [{ type: 'takeAnswer' as const, params: ({ event }: { event: { output: Shipment } }) => event.output }, { type: 'done' as const, params: done }],
});

/** The call of a form, under way: busy, its message cleared; a failure goes back to `back` (see failures). */
const submitting = (back: 'editing' | 'confirming', fields: readonly string[], invoke: Invoke) =>
  lifecycle.createStateConfig({
    tags: ['busy'],
    entry: lifecycle.assign({ formError: null }),
    invoke: { ...invoke, onError: failures(back, fields) },
  });

/** A confirmation (nothing to fill in): OK makes the call. */
const confirmation = (invoke: Invoke) =>
  lifecycle.createStateConfig({
    initial: 'confirming',
    states: {
      confirming: { on: { ...OPENERS, ...DISMISS, SUBMIT: 'submitting' } },
      submitting: submitting('confirming', FIELDS.none, invoke),
    },
  });

/** A form with fields: each edit keeps what was typed; Submit makes the call when they are valid, else shows their messages. */
const fieldForm = (form: {
  edit: NonNullable<StateConfig['on']>;
  valid: 'rateValid' | 'statusValid' | 'holdValid' | 'adjustmentValid';
  problems: (args: { context: LifecycleContext }) => Record<string, string>;
  fields: readonly string[];
  invoke: Invoke;
}) =>
  lifecycle.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...OPENERS,
          ...DISMISS,
          ...form.edit,
          SUBMIT: [
            { guard: form.valid, target: 'submitting' },
            { actions: { type: 'showErrors', params: form.problems } },
          ],
        },
      },
      submitting: submitting('editing', form.fields, form.invoke),
    },
  });

export const shipmentLifecycleMachine = lifecycle.createMachine({
  id: 'shipmentLifecycle',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadShipment',
        src: 'loadShipment',
        input: ({ context }) => ({ shipmentId: context.shipmentId }),
        onDone: { target: 'ready', actions: { type: 'takeShipment', params: ({ event }) => event.output } },
        onError: [
          { guard: 'shipmentGone', target: 'notFound' },
          { target: 'loadFailed', actions: assign({ loadError: ({ event }) => loadFailureId(event.error) }) },
        ],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    /** 30001: no such shipment, or not the caller's. */
    notFound: {},
    ready: {
      type: 'parallel',
      invoke: [
        { id: 'cancelDialog', src: 'cancelDialog' },
        { id: 'adjustments', src: 'adjustments', input: ({ context }) => ({ shipmentId: context.shipmentId, shipment: context.shipment! }) },
      ],
      on: {
        SHIPMENT_CHANGED: { actions: { type: 'takeAnswer', params: ({ event }) => event.shipment } },
      },
      states: {
        sync: {
          initial: 'current',
          states: {
            current: { on: { REFRESH: 'loading' } },
            loading: {
              // Asked again while on its way: the answer coming is already outdated.
              on: { REFRESH: { actions: assign({ reloadOutdated: true }) } },
              invoke: {
                id: 'reloadShipment',
                src: 'loadShipment',
                input: ({ context }) => ({ shipmentId: context.shipmentId }),
                onDone: [
                  // Outdated by an action's answer while on its way: ask again (the same request cannot be in flight twice).
                  { guard: 'reloadOutdated', target: 'loading', reenter: true, actions: assign({ reloadOutdated: false }) },
                  { target: 'current', actions: [{ type: 'takeShipment', params: ({ event }) => event.output }, 'syncChildren'] },
                ],
                onError: [
                  // A failed reload settles what it was asked: the next one starts fresh, not outdated.
                  { guard: 'shipmentGone', target: `${L}.notFound`, actions: assign({ reloadOutdated: false }) },
                  {
                    target: 'current',
                    actions: assign(({ event }) => ({ reloadOutdated: false, notice: { id: loadFailureId(event.error).replace('.load.', '.reload.'), tone: 'error' as const } })),
                  },
                ],
              },
            },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: { on: OPENERS },
            /** "The purchase order goes to the provider once OK is clicked" (spec section 4). */
            sendingToProvider: confirmation({
              id: 'sendToProvider',
              src: 'sendToProvider',
              input: shipmentCall,
              onDone: answered('shipment.detail.done.sentToProvider'),
            }),
            /** Closing asks for confirmation; afterwards nothing can be changed (decision 033). */
            closing: confirmation({
              id: 'closeShipment',
              src: 'closeShipment',
              input: shipmentCall,
              onDone: answered('shipment.detail.done.closed'),
            }),
            /** A score and a comment, once (decision 034). */
            rating: fieldForm({
              edit: { EDIT_RATE: { actions: editDraft('rate') } },
              valid: 'rateValid',
              problems: ({ context }) => validateRate(context.rate),
              fields: FIELDS.rate,
              invoke: {
                id: 'rateShipment',
                src: 'rateShipment',
                input: ({ context }) => ({ shipmentId: context.shipmentId, request: toRatingRequest(context.rate) }),
                onDone: {
                  target: `${ACTION}.idle`,
                  actions: [assign({ rate: emptyRate() }), { type: 'done', params: 'shipment.detail.done.rated' }, 'refresh'],
                },
              },
            }),
            /** The next status of decision 030, or a progress update, with a note and the carrier references. */
            updatingStatus: fieldForm({
              edit: { EDIT_STATUS: { actions: editDraft('status') } },
              valid: 'statusValid',
              problems: ({ context }) => (context.shipment ? validateStatus(context.status, context.shipment) : {}),
              fields: FIELDS.status,
              invoke: {
                id: 'changeStatus',
                src: 'changeStatus',
                input: ({ context }) => ({ shipmentId: context.shipmentId, request: toStatusRequest(context.status) }),
                onDone: {
                  target: `${ACTION}.idle`,
                  actions: [
                    { type: 'takeAnswer', params: ({ event }) => event.output },
                    assign({ status: emptyStatus() }),
                    { type: 'done', params: 'shipment.detail.done.statusUpdated' },
                  ],
                },
              },
            }),
            /** Put on hold, or change the hold: a category, the missing document, the words the shipper reads. */
            holding: fieldForm({
              edit: { EDIT_HOLD: { actions: editDraft('hold') } },
              valid: 'holdValid',
              problems: ({ context }) => validateHold(context.hold),
              fields: FIELDS.hold,
              invoke: {
                id: 'setHold',
                src: 'setHold',
                input: ({ context }) => ({ shipmentId: context.shipmentId, request: toHoldRequest(context.hold) }),
                onDone: {
                  target: `${ACTION}.idle`,
                  actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, assign({ hold: emptyHold() }), { type: 'done', params: 'shipment.detail.done.held' }],
                },
              },
            }),
            releasing: confirmation({
              id: 'releaseHold',
              src: 'setHold',
              input: ({ context }) => ({ shipmentId: context.shipmentId, request: { onHold: false } }),
              onDone: answered('shipment.detail.done.released'),
            }),
            /** A charge or a credit; the server answers the item, so the shipment (and its totals) is loaded again. */
            addingAdjustment: fieldForm({
              edit: { EDIT_ADJUSTMENT: { actions: editDraft('adjustment') } },
              valid: 'adjustmentValid',
              problems: ({ context }) => validateAdjustment(context.adjustment),
              fields: FIELDS.adjustment,
              invoke: {
                id: 'addAdjustment',
                src: 'addAdjustment',
                input: ({ context }) => ({ shipmentId: context.shipmentId, request: toAdjustmentRequest(context.adjustment, context.shipment!.currency) }),
                onDone: {
                  target: `${ACTION}.idle`,
                  actions: [assign({ adjustment: emptyAdjustment() }), { type: 'done', params: 'shipment.detail.done.adjustmentAdded' }, 'refresh'],
                },
              },
            }),
          },
        },
      },
    },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof shipmentLifecycleMachine>;

