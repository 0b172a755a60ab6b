/**
 * What Shipment Details shows, from the lifecycle machine's snapshot: which part of the page, the
 * shipment's facts, timeline, hold and charges as message ids and typed values, which actions are
 * offered (the machine's guards, which read the server's `allowedActions`), the open form with its
 * draft and messages, and the functions that send its events. The page renders this and decides nothing.
 */
import type { ActorRefFrom } from 'xstate';
import { holdReasonCategoryValues, shipmentDocumentTypeValues, shipmentProgressValues } from '../src/api/schema.gen';
import { PATHS } from './shared/route-paths';
import { rememberedBy } from './shared/remembered';
import { modeNameId } from './shared/transport-mode-names';
import type { shipmentAdjustmentsMachine } from './shipment-adjustments.machine';
import type { lifecycleCancelDialog, LifecycleSnapshot } from './shipment-lifecycle.machine';
import type { LifecycleEvent } from './shipment-lifecycle/lifecycle.context';
import { chargesOf, customsEventsOf, factGroups } from './shipment-lifecycle/lifecycle.facts';
import {
  LIMITS, needsDocumentType, RATING_SCORES, statusChoices, TRANSPORT_FIELDS, type AdjustmentField, type HoldField, type RateField, type Shipment, type StatusField,
} from './shipment-lifecycle/lifecycle.forms';
import { isKnownStatus, progressLabel, statusLabel, timelineOf } from './shipment-lifecycle/lifecycle.timeline';
import { STATUS_TRANSITIONS, type ShipmentRole } from '../domain/shipment-rules';
import type { Message } from './shared/message';

type Send = (event: LifecycleEvent) => void;

export type LifecyclePhase = 'loading' | 'notFound' | 'loadFailed' | 'ready';
export type LifecycleForm = 'sendToProvider' | 'close' | 'rate' | 'status' | 'hold' | 'release' | 'adjustment';

/** Where the page's elements are, for the hold banner's links (the documents and comments parts keep these ids). */
export const DOCUMENTS_UPLOAD_ID = 'shipment-documents-upload';
export const COMMENT_TEXT_ID = 'shipment-comment-text';

/** What the shipper does about a hold, and the way straight to it. */
export type HoldLink =
  | { kind: 'documents'; href: string; documentType: Shipment['documents'][number]['type'] }
  | { kind: 'billing'; to: string }
  | { kind: 'comment'; href: string };

function phaseOf(snapshot: LifecycleSnapshot): LifecyclePhase {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('ready') && snapshot.context.shipment) return 'ready';
  return 'loading';
}

type ActionState = 'sendingToProvider' | 'closing' | 'rating' | 'updatingStatus' | 'holding' | 'releasing' | 'addingAdjustment';

function openFormOf(snapshot: LifecycleSnapshot): LifecycleForm | null {
  const forms: [ActionState, LifecycleForm][] = [
    ['sendingToProvider', 'sendToProvider'], ['closing', 'close'], ['rating', 'rate'], ['updatingStatus', 'status'],
    ['holding', 'hold'], ['releasing', 'release'], ['addingAdjustment', 'adjustment'],
  ];
  return forms.find(([state]) => snapshot.matches({ ready: { action: state } }))?.[1] ?? null;
}

function holdOf(s: Shipment, buyer: boolean) {
  const { hold } = s;
  if (!hold) return null;
  const documentType = hold.documentType ? { id: `shipment.documentType.${hold.documentType}` } : null;
  let link: HoldLink | null = null;
  if (buyer) {
    if (hold.category === 'MISSING_DOCUMENT' && hold.documentType) link = { kind: 'documents', href: `#${DOCUMENTS_UPLOAD_ID}`, documentType: hold.documentType };
    else if (hold.category === 'PAYMENT') link = { kind: 'billing', to: PATHS.upcomingBill };
    else if (hold.category !== 'MISSING_DOCUMENT') link = { kind: 'comment', href: `#${COMMENT_TEXT_ID}` };
  }
  return {
    category: { id: `shipment.holdCategory.${hold.category}` } as Message,
    documentType: documentType as Message | null,
    reason: hold.reason,
    placedAt: hold.placedAt,
    placedBy: hold.placedBy,
    /** What the shipper is asked to do (the forwarder sees the hold as placed). */
    guidance: buyer ? `shipment.detail.hold.guidance.${hold.category}` : null,
    link,
    linkLabel: link ? `shipment.detail.hold.link.${link.kind}` : null,
  };
}

/**
 * What the actions part says when the server offers this user nothing: why, and who moves next when it
 * is the other side (decision 030's table), so a forwarder looking at a booking not yet sent to them
 * knows it is the shipper's turn and not a fault.
 */
function noActionMessage(s: Shipment | null, role: ShipmentRole): string {
  if (s?.status === 'CLOSED') return 'shipment.detail.actions.noneClosed';
  if (s?.status === 'CANCELLED') return 'shipment.detail.actions.noneCancelled';
  if (!s || s.onHold || !isKnownStatus(s.status)) return 'shipment.detail.actions.none';
  const otherMoves = STATUS_TRANSITIONS[s.status][role === 'BUYER' ? 'SELLER' : 'BUYER'].length > 0;
  if (!otherMoves) return 'shipment.detail.actions.none';
  if (role === 'BUYER') return 'shipment.detail.actions.forwarderNext';
  return s.status === 'BOOKING_PLACED' ? 'shipment.detail.actions.notSentYet' : 'shipment.detail.actions.none';
}

function createActions(send: Send) {
  return {
    retry: () => send({ type: 'RETRY' }),
    open: {
      sendToProvider: () => send({ type: 'OPEN_SEND_TO_PROVIDER' }),
      cancel: () => send({ type: 'OPEN_CANCEL' }),
      close: () => send({ type: 'OPEN_CLOSE' }),
      rate: () => send({ type: 'OPEN_RATE' }),
      status: () => send({ type: 'OPEN_STATUS' }),
      hold: () => send({ type: 'OPEN_HOLD' }),
      release: () => send({ type: 'OPEN_RELEASE' }),
      adjustment: () => send({ type: 'OPEN_ADJUSTMENT' }),
    },
    dismiss: () => send({ type: 'DISMISS' }),
    submit: () => send({ type: 'SUBMIT' }),
    editRate: (field: RateField, value: string) => send({ type: 'EDIT_RATE', field, value }),
    editStatus: (field: StatusField, value: string) => send({ type: 'EDIT_STATUS', field, value }),
    editHold: (field: HoldField, value: string) => send({ type: 'EDIT_HOLD', field, value }),
    editAdjustment: (field: AdjustmentField, value: string) => send({ type: 'EDIT_ADJUSTMENT', field, value }),
  };
}

const actionsFor = rememberedBy(createActions);

export function connectShipmentLifecycle(snapshot: LifecycleSnapshot, send: Send) {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const s = phase === 'ready' ? context.shipment : null;
  const buyer = context.role === 'BUYER';
  const can = (event: LifecycleEvent) => snapshot.can(event);

  return {
    phase,
    role: context.role,
    /** Why the first load failed, on the `loadFailed` part. */
    loadError: context.loadError ?? 'shipment.detail.load.failed',
    listPath: PATHS.shipmentList,
    shipment: s,
    /** Booking Confirm has just placed this very shipment: the page says so. */
    justBooked: s !== null && context.bookedShipmentNo === s.shipmentNo,
    statusLabel: s ? statusLabel(s.status) : null,
    progressLabel: s ? progressLabel(s.progress) : null,
    modeLabel: s ? modeNameId(s.mode) : null,
    onHold: s?.onHold ?? false,
    /** Closed: nothing can be changed any more, and the page says so (decision 033). */
    closed: s?.status === 'CLOSED',
    cancelled: s?.status === 'CANCELLED',
    cancelReason: s?.status === 'CANCELLED' ? s.cancelReason : null,
    /** Message id of why no action is offered, for when none is. */
    noActionMessage: noActionMessage(s, context.role),
    timeline: s ? timelineOf(s) : [],
    factGroups: s ? factGroups(s) : [],
    customsEvents: s ? customsEventsOf(s) : [],
    charges: s ? chargesOf(s) : null,
    hold: s ? holdOf(s, buyer) : null,
    rating: s?.rating ?? null,
    /** For the documents and comments parts: what the server lets this user do there. */
    canUploadDocument: s?.allowedActions.uploadDocument ?? false,
    canComment: s?.allowedActions.comment ?? false,
    /** The document a hold asks the shipper for: the upload control starts on its type. */
    missingDocumentType: buyer && s?.hold?.category === 'MISSING_DOCUMENT' ? s.hold.documentType : null,

    /** Which actions are offered now: exactly those the server allows (the machine's guards read `allowedActions`). */
    offered: {
      sendToProvider: can({ type: 'OPEN_SEND_TO_PROVIDER' }),
      cancel: can({ type: 'OPEN_CANCEL' }),
      close: can({ type: 'OPEN_CLOSE' }),
      rate: can({ type: 'OPEN_RATE' }),
      status: can({ type: 'OPEN_STATUS' }),
      hold: can({ type: 'OPEN_HOLD' }),
      release: can({ type: 'OPEN_RELEASE' }),
      adjustment: can({ type: 'OPEN_ADJUSTMENT' }),
    },
    /** Placing a hold or changing the one in place. */
    holdActionLabel: s?.onHold ? 'shipment.detail.action.changeHold' : 'shipment.detail.action.hold',
    openForm: openFormOf(snapshot),
    submitting: snapshot.hasTag('busy'),
    canSubmit: can({ type: 'SUBMIT' }),
    /** Field → message id, for the open form. */
    errors: context.errors,
    /** Message id by the open form's button. */
    formError: context.formError,
    /** What the last action did, or why the server refused it (by the actions). */
    notice: context.notice,
    /** Focus the first field in error when this changes. */
    focusSeq: context.focusSeq,

    rateForm: { values: context.rate, scores: RATING_SCORES, commentMax: LIMITS.ratingComment },
    statusForm: {
      values: context.status,
      choices: s
        ? statusChoices(s).map((to) => ({ value: to, label: to === s.status ? { id: 'shipment.detail.status.keep' } : statusLabel(to) }))
        : [],
      progressChoices: shipmentProgressValues.map((p) => ({ value: p, label: `shipment.progress.${p}` })),
      transportFields: TRANSPORT_FIELDS,
      noteMax: LIMITS.note,
      air: s?.mode === 'AIR',
    },
    holdForm: {
      values: context.hold,
      categories: holdReasonCategoryValues.map((c) => ({ value: c, label: `shipment.holdCategory.${c}` })),
      documentTypes: shipmentDocumentTypeValues.map((d) => ({ value: d, label: `shipment.documentType.${d}` })),
      showDocumentType: needsDocumentType(context.hold),
      reasonMax: LIMITS.holdReason,
    },
    adjustmentForm: { values: context.adjustment, currency: s?.currency ?? '', descriptionMax: LIMITS.adjustmentDescription },

    /** The cancel dialog (machines/shipment-cancel.connect.ts) and the adjustments review (shipment-adjustments.connect.ts). */
    cancelDialog: (snapshot.children.cancelDialog ?? null) as ActorRefFrom<typeof lifecycleCancelDialog> | null,
    adjustments: (snapshot.children.adjustments ?? null) as ActorRefFrom<typeof shipmentAdjustmentsMachine> | null,

    ...actionsFor(send),
  };
}

export type LifecycleView = ReturnType<typeof connectShipmentLifecycle>;
