/**
 * What the adjustment items show and offer, from the adjustments machine: for each item, its review
 * status, whether it counts in the totals, which of approve / dispute / revise / withdraw is offered
 * (the machine's guards, which read the server's `actions`), the message of the last action on it, and
 * the one open form with its draft. The view renders this and decides nothing.
 */
import { rememberedBy } from './shared/remembered';
import type { AdjustmentsEvent, AdjustmentsSnapshot } from './shipment-adjustments.machine';
import { adjustmentRowOf } from './shipment-lifecycle/lifecycle.facts';
import { LIMITS } from './shipment-lifecycle/lifecycle.forms';

type Send = (event: AdjustmentsEvent) => void;

export type AdjustmentForm = 'dispute' | 'revise' | 'withdraw';

function createActions(send: Send) {
  return {
    approve: (id: string) => send({ type: 'APPROVE', id }),
    openDispute: (id: string) => send({ type: 'OPEN_DISPUTE', id }),
    openRevise: (id: string) => send({ type: 'OPEN_REVISE', id }),
    openWithdraw: (id: string) => send({ type: 'OPEN_WITHDRAW', id }),
    editDispute: (value: string) => send({ type: 'EDIT_DISPUTE', value }),
    editRevise: (field: 'chargeCode' | 'description' | 'amount', value: string) => send({ type: 'EDIT_REVISE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

const actionsFor = rememberedBy(createActions);

function openFormOf(snapshot: AdjustmentsSnapshot): AdjustmentForm | null {
  if (snapshot.matches('disputing')) return 'dispute';
  if (snapshot.matches('revising')) return 'revise';
  if (snapshot.matches('withdrawing')) return 'withdraw';
  return null;
}

export function connectShipmentAdjustments(snapshot: AdjustmentsSnapshot, send: Send) {
  const { context } = snapshot;
  const openForm = openFormOf(snapshot);
  const busy = snapshot.hasTag('busy');
  return {
    currency: context.currency,
    items: context.items.map((item) => ({
      ...adjustmentRowOf(item),
      offered: {
        approve: snapshot.can({ type: 'APPROVE', id: item.id }),
        dispute: snapshot.can({ type: 'OPEN_DISPUTE', id: item.id }),
        revise: snapshot.can({ type: 'OPEN_REVISE', id: item.id }),
        withdraw: snapshot.can({ type: 'OPEN_WITHDRAW', id: item.id }),
      },
      /** The form open for this item, if any. */
      openForm: context.itemId === item.id ? openForm : null,
      /** This item's request is on its way. */
      busy: busy && context.itemId === item.id,
      /** What the last action on this item did, or why it was refused. */
      notice: context.notice?.itemId === item.id ? context.notice : null,
    })),
    disputeReason: context.disputeReason,
    reasonMax: LIMITS.holdReason,
    revise: context.revise,
    descriptionMax: LIMITS.adjustmentDescription,
    errors: context.errors,
    formError: context.formError,
    submitting: busy,
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    focusSeq: context.focusSeq,
    ...actionsFor(send),
  };
}

export type AdjustmentsView = ReturnType<typeof connectShipmentAdjustments>;
