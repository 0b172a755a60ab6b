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

export const shipmentLifecycleMachine = setup({
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
}).createMachine({
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
            sendingToProvider: {
              initial: 'confirming',
              states: {
                confirming: { on: { ...OPENERS, ...DISMISS, SUBMIT: 'submitting' } },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'sendToProvider',
                    src: 'sendToProvider',
                    input: ({ context }) => ({ shipmentId: context.shipmentId }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, { type: 'done', params: 'shipment.detail.done.sentToProvider' }],
                    },
                    onError: failures('confirming', FIELDS.none),
                  },
                },
              },
            },
            /** Closing asks for confirmation; afterwards nothing can be changed (decision 033). */
            closing: {
              initial: 'confirming',
              states: {
                confirming: { on: { ...OPENERS, ...DISMISS, SUBMIT: 'submitting' } },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'closeShipment',
                    src: 'closeShipment',
                    input: ({ context }) => ({ shipmentId: context.shipmentId }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, { type: 'done', params: 'shipment.detail.done.closed' }],
                    },
                    onError: failures('confirming', FIELDS.none),
                  },
                },
              },
            },
            /** A score and a comment, once (decision 034). */
            rating: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ...OPENERS,
                    ...DISMISS,
                    EDIT_RATE: { actions: assign(({ context, event }) => ({ rate: { ...context.rate, [event.field]: event.value }, errors: without(context.errors, event.field) })) },
                    SUBMIT: [
                      { guard: 'rateValid', target: 'submitting' },
                      { actions: { type: 'showErrors', params: ({ context }) => validateRate(context.rate) } },
                    ],
                  },
                },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'rateShipment',
                    src: 'rateShipment',
                    input: ({ context }) => ({ shipmentId: context.shipmentId, request: toRatingRequest(context.rate) }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [assign({ rate: emptyRate() }), { type: 'done', params: 'shipment.detail.done.rated' }, 'refresh'],
                    },
                    onError: failures('editing', FIELDS.rate),
                  },
                },
              },
            },
            /** The next status of decision 030, or a progress update, with a note and the carrier references. */
            updatingStatus: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ...OPENERS,
                    ...DISMISS,
                    EDIT_STATUS: {
                      actions: assign(({ context, event }) => ({ status: { ...context.status, [event.field]: event.value }, errors: without(context.errors, event.field) })),
                    },
                    SUBMIT: [
                      { guard: 'statusValid', target: 'submitting' },
                      { actions: { type: 'showErrors', params: ({ context }) => (context.shipment ? validateStatus(context.status, context.shipment) : {}) } },
                    ],
                  },
                },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
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
                    onError: failures('editing', FIELDS.status),
                  },
                },
              },
            },
            /** Put on hold, or change the hold: a category, the missing document, the words the shipper reads. */
            holding: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ...OPENERS,
                    ...DISMISS,
                    EDIT_HOLD: { actions: assign(({ context, event }) => ({ hold: { ...context.hold, [event.field]: event.value }, errors: without(context.errors, event.field) })) },
                    SUBMIT: [
                      { guard: 'holdValid', target: 'submitting' },
                      { actions: { type: 'showErrors', params: ({ context }) => validateHold(context.hold) } },
                    ],
                  },
                },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'setHold',
                    src: 'setHold',
                    input: ({ context }) => ({ shipmentId: context.shipmentId, request: toHoldRequest(context.hold) }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [
                        { type: 'takeAnswer', params: ({ event }) => event.output },
                        assign({ hold: emptyHold() }),
                        { type: 'done', params: 'shipment.detail.done.held' },
                      ],
                    },
                    onError: failures('editing', FIELDS.hold),
                  },
                },
              },
            },
            releasing: {
              initial: 'confirming',
              states: {
                confirming: { on: { ...OPENERS, ...DISMISS, SUBMIT: 'submitting' } },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'releaseHold',
                    src: 'setHold',
                    input: ({ context }) => ({ shipmentId: context.shipmentId, request: { onHold: false } }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, { type: 'done', params: 'shipment.detail.done.released' }],
                    },
                    onError: failures('confirming', FIELDS.none),
                  },
                },
              },
            },
            /** A charge or a credit; the server answers the item, so the shipment (and its totals) is loaded again. */
            addingAdjustment: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ...OPENERS,
                    ...DISMISS,
                    EDIT_ADJUSTMENT: {
                      actions: assign(({ context, event }) => ({ adjustment: { ...context.adjustment, [event.field]: event.value }, errors: without(context.errors, event.field) })),
                    },
                    SUBMIT: [
                      { guard: 'adjustmentValid', target: 'submitting' },
                      { actions: { type: 'showErrors', params: ({ context }) => validateAdjustment(context.adjustment) } },
                    ],
                  },
                },
                submitting: {
                  tags: ['busy'],
                  entry: assign({ formError: null }),
                  invoke: {
                    id: 'addAdjustment',
                    src: 'addAdjustment',
                    input: ({ context }) => ({ shipmentId: context.shipmentId, request: toAdjustmentRequest(context.adjustment, context.shipment!.currency) }),
                    onDone: {
                      target: `${ACTION}.idle`,
                      actions: [assign({ adjustment: emptyAdjustment() }), { type: 'done', params: 'shipment.detail.done.adjustmentAdded' }, 'refresh'],
                    },
                    onError: failures('editing', FIELDS.adjustment),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof shipmentLifecycleMachine>;

