/**
 * What the cancel-shipment dialog shows and can do, from its machine: whether it is open, the reason
 * as typed and its message, the server's refusal as a message id, "Cancel Success" once done, and the
 * functions that send its events. The dialog renders this and decides nothing.
 */
import { rememberedBy } from './shared/remembered';
import { CANCEL_REASON_MAX, type ShipmentCancelEvent, type ShipmentCancelSnapshot } from './shipment-cancel.machine';

type Send = (event: ShipmentCancelEvent) => void;

function createActions(send: Send) {
  return {
    open: (shipmentId: string, shipmentNo: string) => send({ type: 'OPEN', shipmentId, shipmentNo }),
    editReason: (reason: string) => send({ type: 'EDIT', reason }),
    submit: () => send({ type: 'SUBMIT' }),
    close: () => send({ type: 'CLOSE' }),
  };
}

// The same functions for one `send`, so memoised rows that only open the dialog keep their props.
const actionsFor = rememberedBy(createActions);

/** The dialog's functions alone, for a page that opens the dialog without rendering it. */
export const shipmentCancelActions = (send: Send) => actionsFor(send);

export function connectShipmentCancel(snapshot: ShipmentCancelSnapshot, send: Send) {
  const { context } = snapshot;
  const succeeded = snapshot.matches('succeeded');
  return {
    isOpen: !snapshot.matches('closed'),
    /** The form (reason and Cancel shipment), until the server has said yes. */
    showForm: snapshot.matches('open'),
    /** "Cancel Success", announced. */
    succeeded,
    shipmentId: context.shipmentId,
    shipmentNo: context.shipmentNo,
    reason: context.reason,
    reasonMax: CANCEL_REASON_MAX,
    /** Message id next to the reason field. */
    reasonError: context.reasonError,
    /** Message id of the server's refusal or of a failed call, in the dialog. */
    formError: context.formError,
    submitting: snapshot.hasTag('submitting'),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    canClose: snapshot.can({ type: 'CLOSE' }),
    /** Focus the reason field when this changes (an error on it). */
    focusSeq: context.focusSeq,
    ...actionsFor(send),
  };
}

export type ShipmentCancelView = ReturnType<typeof connectShipmentCancel>;
