/**
 * The review of a shipment's adjustment items (decision 112): the shipper approves or disputes a
 * pending item with a reason; the forwarder revises or withdraws a pending or disputed one. What may be
 * done with each item is the server's `actions`, read by the guards. Runs as a child of the shipment
 * lifecycle machine, which sends it every new shipment (SYNC); after a change, or when the server says
 * the shipment moved on, it asks the lifecycle to load the shipment again (REFRESH), whose totals the
 * server computes.
 */
import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import { providedAtRoot } from './shared/provided-at-root';
import {
  adjustmentDraftOf, LIMITS, parseAmount, validateAdjustment, type AdjustmentDraft, type AdjustmentField, type AdjustmentItem, type Shipment,
} from './shipment-lifecycle/lifecycle.forms';
import { formFailure, isShipmentGone, isStale, actionFailureId } from './shipment-lifecycle/lifecycle.outcomes';

export type AdjustmentAction = keyof AdjustmentItem['actions'];

export interface AdjustmentCallInput {
  shipmentId: string;
  adjustmentId: string;
}
export interface DisputeInput extends AdjustmentCallInput {
  reason: string;
}
export interface ReviseInput extends AdjustmentCallInput {
  request: { amount: number; description: string; chargeCode?: string };
}

/** A message next to one item: the outcome of the last action on it. */
export interface ItemNotice {
  itemId: string;
  id: string;
  tone: 'success' | 'error';
}

export interface AdjustmentsInput {
  shipmentId: string;
  shipment: Shipment;
}

export interface AdjustmentsContext {
  shipmentId: string;
  items: AdjustmentItem[];
  currency: Shipment['currency'];
  /** The item the open form (or the approval in flight) is about. */
  itemId: string | null;
  disputeReason: string;
  revise: AdjustmentDraft;
  /** The item `revise` was typed for: reopening it keeps what was typed. */
  reviseFor: string | null;
  /** Field → message id, for the open form. */
  errors: Record<string, string>;
  formError: string | null;
  notice: ItemNotice | null;
  focusSeq: number;
}

export type AdjustmentsEvent =
  | { type: 'SYNC'; shipment: Shipment }
  | { type: 'APPROVE'; id: string }
  | { type: 'OPEN_DISPUTE'; id: string }
  | { type: 'OPEN_REVISE'; id: string }
  | { type: 'OPEN_WITHDRAW'; id: string }
  | { type: 'EDIT_DISPUTE'; value: string }
  | { type: 'EDIT_REVISE'; field: Exclude<AdjustmentField, 'date'>; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' };

const REVISE_FIELDS = ['chargeCode', 'description', 'amount'] as const;

export function validateDispute(reason: string): Record<string, string> {
  if (!reason.trim()) return { reason: 'shipment.adjustments.dispute.reason.required' };
  if (reason.trim().length > LIMITS.holdReason) return { reason: 'shipment.adjustments.dispute.reason.tooLong' };
  return {};
}

const validateRevise = (d: AdjustmentDraft) => validateAdjustment(d, { withDate: false });

const allowed = (context: AdjustmentsContext, id: string, action: AdjustmentAction) =>
  context.items.find((item) => item.id === id)?.actions[action] === true;

const done = (id: string) => ({ type: 'done', params: ({ context }: { context: AdjustmentsContext }) => ({ itemId: context.itemId ?? '', id }) }) as const;

const without = (errors: Record<string, string>, field: string) => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

const ADJ = '#shipmentAdjustments';
const byId = ({ event }: { event: { id: string } }) => event.id;

/** Opening an item's action, from wherever the review is (another open form gives way; what was typed stays). */
const OPENERS = {
  APPROVE: { guard: { type: 'canApprove', params: byId }, target: `${ADJ}.approving`, reenter: true, actions: { type: 'openFor', params: byId } },
  OPEN_DISPUTE: {
    guard: { type: 'canDispute', params: byId },
    target: `${ADJ}.disputing`,
    reenter: true,
    actions: ['keepDisputeFor', { type: 'openFor', params: byId }],
  },
  OPEN_REVISE: {
    guard: { type: 'canRevise', params: byId },
    target: `${ADJ}.revising`,
    reenter: true,
    actions: ['draftRevise', { type: 'openFor', params: byId }],
  },
  OPEN_WITHDRAW: { guard: { type: 'canWithdraw', params: byId }, target: `${ADJ}.withdrawing`, reenter: true, actions: { type: 'openFor', params: byId } },
} as const;

export const shipmentAdjustmentsMachine = setup({
  types: {
    context: {} as AdjustmentsContext,
    events: {} as AdjustmentsEvent,
    input: {} as AdjustmentsInput,
  },
  actors: {
    approveAdjustment: fromPromise<AdjustmentItem, AdjustmentCallInput>(providedAtRoot('approveAdjustment')),
    disputeAdjustment: fromPromise<AdjustmentItem, DisputeInput>(providedAtRoot('disputeAdjustment')),
    reviseAdjustment: fromPromise<AdjustmentItem, ReviseInput>(providedAtRoot('reviseAdjustment')),
    withdrawAdjustment: fromPromise<AdjustmentItem, AdjustmentCallInput>(providedAtRoot('withdrawAdjustment')),
  },
  guards: {
    canApprove: ({ context }, id: string) => allowed(context, id, 'approve'),
    canDispute: ({ context }, id: string) => allowed(context, id, 'dispute'),
    canRevise: ({ context }, id: string) => allowed(context, id, 'revise'),
    canWithdraw: ({ context }, id: string) => allowed(context, id, 'withdraw'),
    disputeValid: ({ context }) => Object.keys(validateDispute(context.disputeReason)).length === 0,
    reviseValid: ({ context }) => Object.keys(validateRevise(context.revise)).length === 0,
    shipmentGoneOrStale: ({ event }) => 'error' in event && (isShipmentGone(event.error) || isStale(event.error)),
  },
  actions: {
    /** The lifecycle loads the shipment again: its totals and every item's actions are the server's. */
    askRefresh: sendParent({ type: 'REFRESH' }),
    done: assign((_, params: { itemId: string; id: string }) => ({ notice: { itemId: params.itemId, id: params.id, tone: 'success' as const }, errors: {}, formError: null })),
    noticeFailure: assign(({ context, event }) => ({
      notice: { itemId: context.itemId ?? '', id: actionFailureId('error' in event ? event.error : null), tone: 'error' as const },
      errors: {},
      formError: null,
    })),
    formFailure: assign(({ context, event }) => {
      const fields: readonly string[] = context.itemId && context.reviseFor === context.itemId ? REVISE_FIELDS : ['reason'];
      const failure = formFailure('error' in event ? event.error : null, fields);
      return { ...failure, focusSeq: Object.keys(failure.errors).length ? context.focusSeq + 1 : context.focusSeq };
    }),
    keepDisputeFor: assign(({ context, event }) =>
      event.type === 'OPEN_DISPUTE' && context.itemId !== event.id ? { disputeReason: '' } : {},
    ),
    draftRevise: assign(({ context, event }) => {
      if (event.type !== 'OPEN_REVISE' || context.reviseFor === event.id) return {};
      const item = context.items.find((i) => i.id === event.id);
      return item ? { revise: adjustmentDraftOf(item), reviseFor: event.id } : {};
    }),
    openFor: assign((_, id: string) => ({ itemId: id, errors: {}, formError: null, notice: null })),
    showErrors: assign(({ context }, errors: Record<string, string>) => ({ errors, formError: null, focusSeq: context.focusSeq + 1 })),
  },
}).createMachine({
  id: 'shipmentAdjustments',
  context: ({ input }) => ({
    shipmentId: input.shipmentId,
    items: input.shipment.adjustments,
    currency: input.shipment.currency,
    itemId: null,
    disputeReason: '',
    revise: { chargeCode: '', description: '', date: '', amount: '' },
    reviseFor: null,
    errors: {},
    formError: null,
    notice: null,
    focusSeq: 0,
  }),
  on: {
    SYNC: { actions: assign(({ event }) => ({ items: event.shipment.adjustments, currency: event.shipment.currency })) },
  },
  initial: 'idle',
  states: {
    idle: { on: OPENERS },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approveAdjustment',
        src: 'approveAdjustment',
        input: ({ context }) => ({ shipmentId: context.shipmentId, adjustmentId: context.itemId ?? '' }),
        onDone: { target: 'idle', actions: [done('shipment.adjustments.done.approved'), 'askRefresh'] },
        onError: [
          { guard: 'shipmentGoneOrStale', target: 'idle', actions: ['noticeFailure', 'askRefresh'] },
          { target: 'idle', actions: 'noticeFailure' },
        ],
      },
    },
    disputing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...OPENERS,
            EDIT_DISPUTE: { actions: assign(({ context, event }) => ({ disputeReason: event.value, errors: without(context.errors, 'reason') })) },
            SUBMIT: [
              { guard: 'disputeValid', target: 'submitting' },
              { actions: { type: 'showErrors', params: ({ context }) => validateDispute(context.disputeReason) } },
            ],
            DISMISS: '#shipmentAdjustments.idle',
          },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ errors: {}, formError: null }),
          invoke: {
            id: 'disputeAdjustment',
            src: 'disputeAdjustment',
            input: ({ context }) => ({ shipmentId: context.shipmentId, adjustmentId: context.itemId ?? '', reason: context.disputeReason.trim() }),
            onDone: { target: '#shipmentAdjustments.idle', actions: [done('shipment.adjustments.done.disputed'), assign({ disputeReason: '' }), 'askRefresh'] },
            // The shipment is gone or moved on: reload it; otherwise the form says why.
            onError: [
              { guard: 'shipmentGoneOrStale', target: '#shipmentAdjustments.idle', actions: ['noticeFailure', 'askRefresh'] },
              { target: 'editing', actions: 'formFailure' },
            ],
          },
        },
      },
    },
    revising: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...OPENERS,
            EDIT_REVISE: {
              actions: assign(({ context, event }) => ({ revise: { ...context.revise, [event.field]: event.value }, errors: without(context.errors, event.field) })),
            },
            SUBMIT: [
              { guard: 'reviseValid', target: 'submitting' },
              { actions: { type: 'showErrors', params: ({ context }) => validateRevise(context.revise) } },
            ],
            DISMISS: '#shipmentAdjustments.idle',
          },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ errors: {}, formError: null }),
          invoke: {
            id: 'reviseAdjustment',
            src: 'reviseAdjustment',
            input: ({ context }) => ({
              shipmentId: context.shipmentId,
              adjustmentId: context.itemId ?? '',
              request: {
                amount: parseAmount(context.revise.amount) ?? 0,
                description: context.revise.description.trim(),
                chargeCode: context.revise.chargeCode.trim().toUpperCase(),
              },
            }),
            onDone: { target: '#shipmentAdjustments.idle', actions: [done('shipment.adjustments.done.revised'), assign({ reviseFor: null }), 'askRefresh'] },
            // The shipment is gone or moved on: reload it; otherwise the form says why.
            onError: [
              { guard: 'shipmentGoneOrStale', target: '#shipmentAdjustments.idle', actions: ['noticeFailure', 'askRefresh'] },
              { target: 'editing', actions: 'formFailure' },
            ],
          },
        },
      },
    },
    withdrawing: {
      initial: 'confirming',
      states: {
        confirming: {
          on: { ...OPENERS, SUBMIT: 'submitting', DISMISS: '#shipmentAdjustments.idle' },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ errors: {}, formError: null }),
          invoke: {
            id: 'withdrawAdjustment',
            src: 'withdrawAdjustment',
            input: ({ context }) => ({ shipmentId: context.shipmentId, adjustmentId: context.itemId ?? '' }),
            onDone: { target: '#shipmentAdjustments.idle', actions: [done('shipment.adjustments.done.withdrawn'), 'askRefresh'] },
            // The shipment is gone or moved on: reload it; otherwise the form says why.
            onError: [
              { guard: 'shipmentGoneOrStale', target: '#shipmentAdjustments.idle', actions: ['noticeFailure', 'askRefresh'] },
              { target: 'confirming', actions: 'formFailure' },
            ],
          },
        },
      },
    },
  },
});

export type AdjustmentsSnapshot = SnapshotFrom<typeof shipmentAdjustmentsMachine>;
