/**
 * The cancel-shipment dialog (spec sections 2 and 4: "Cancel shipment asks for a reason and then shows
 * Cancel Success"), for one shipment at a time, wherever it is opened from (the shipment list, the
 * shipment detail). The buyer gives a reason; the server judges whether the shipment can still be
 * cancelled (decisions 030, 033) and each of its refusals reads as its own message (decision 037).
 *
 * The machine knows no page: what a page does with the cancelled shipment (replace its list row, show
 * the new detail) is the `shipmentCancelled` action it provides; `shipmentStale` tells it the shipment
 * it shows is out of date (another user changed it). Both do nothing unless a page provides them.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export type Shipment = components['schemas']['Shipment'];

/** The server keeps at most this many characters of a reason (decision 033). */
export const CANCEL_REASON_MAX = 500;

export interface CancelShipmentInput {
  shipmentId: string;
  reason: string;
}

export interface ShipmentCancelContext {
  shipmentId: string | null;
  shipmentNo: string;
  /** As typed: kept through every error, and when the same shipment's dialog opens again. */
  reason: string;
  /** Message id of what is wrong with the reason, shown next to the field. */
  reasonError: string | null;
  /** Message id of why the server refused or could not be reached, shown in the dialog. */
  formError: string | null;
  /** The cancelled shipment, as the server answered it. */
  cancelled: Shipment | null;
  /** A new number asks the view to focus the reason field (after an error on it). */
  focusSeq: number;
}

export type ShipmentCancelEvent =
  | { type: 'OPEN'; shipmentId: string; shipmentNo: string }
  | { type: 'EDIT'; reason: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** The rule of the reason field: a message id, or null when the reason can be sent. */
export function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'shipment.cancelDialog.reason.required';
  if (text.length > CANCEL_REASON_MAX) return 'shipment.cancelDialog.reason.tooLong';
  return null;
}

/** The message for each answer of POST /shipment/{id}/cancel other than success (decision 037). */
const CODE_MESSAGES: Partial<Record<number, string>> = {
  [ResultCode.SHIPMENT_NOT_FOUND]: 'shipment.cancelDialog.error.notFound',
  [ResultCode.ROLE_FORBIDDEN]: 'shipment.cancelDialog.error.notBuyer',
  [ResultCode.SHIPMENT_CLOSED]: 'shipment.cancelDialog.error.closed',
  [ResultCode.STATUS_CHANGE_NOT_ALLOWED]: 'shipment.cancelDialog.error.notAllowed',
};

/** Where a failed cancel's message goes: next to the reason (90001) or in the dialog. */
export function cancelFailure(error: unknown): { reasonError: string | null; formError: string | null } {
  const code = businessCode(error);
  if (code === ResultCode.VALIDATION_FAILED) return { reasonError: 'shipment.cancelDialog.error.reason', formError: null };
  const message = code === null ? undefined : CODE_MESSAGES[code];
  if (message) return { reasonError: null, formError: message };
  return { reasonError: null, formError: failureMessageId(callFailure(error), 'shipment.cancelDialog.error') };
}

/** The shipment is not what the page shows any more: it was cancelled, closed or moved elsewhere. */
const staleCodes: readonly number[] = [ResultCode.STATUS_CHANGE_NOT_ALLOWED, ResultCode.SHIPMENT_CLOSED, ResultCode.SHIPMENT_NOT_FOUND];

export const shipmentCancelMachine = setup({
  types: {
    context: {} as ShipmentCancelContext,
    events: {} as ShipmentCancelEvent,
  },
  actors: {
    cancelShipment: fromPromise<Shipment, CancelShipmentInput>(providedAtRoot('cancelShipment')),
  },
  actions: {
    /** Provided by the page that opened the dialog: what to do with the cancelled shipment. */
    shipmentCancelled: (_, _params: { shipment: Shipment }) => {},
    /** Provided by the page: the shipment it shows changed on the server (refresh it). */
    shipmentStale: (_, _params: { shipmentId: string }) => {},
  },
  guards: {
    reasonSendable: ({ context }) => reasonProblem(context.reason) === null,
    staleShipment: ({ event }) => 'error' in event && staleCodes.includes(businessCode(event.error) ?? 0),
  },
}).createMachine({
  id: 'shipmentCancel',
  context: { shipmentId: null, shipmentNo: '', reason: '', reasonError: null, formError: null, cancelled: null, focusSeq: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ context, event }) => ({
            shipmentId: event.shipmentId,
            shipmentNo: event.shipmentNo,
            // The same shipment again: the reason typed before is still there.
            reason: event.shipmentId === context.shipmentId ? context.reason : '',
            reasonError: null,
            formError: null,
            cancelled: null,
          })),
        },
      },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // Only here: while the request is on its way its answer must still reach the page.
            CLOSE: '#shipmentCancel.closed',
            EDIT: {
              actions: assign(({ event }) => ({
                reason: event.reason,
                // The message goes once the reason is acceptable; it is not re-judged on every key.
                reasonError: null,
              })),
            },
            SUBMIT: [
              { guard: 'reasonSendable', target: 'submitting' },
              {
                actions: assign(({ context }) => ({
                  reasonError: reasonProblem(context.reason),
                  formError: null,
                  focusSeq: context.focusSeq + 1,
                })),
              },
            ],
          },
        },
        submitting: {
          tags: ['submitting'],
          entry: assign({ reasonError: null, formError: null }),
          invoke: {
            id: 'cancelShipment',
            src: 'cancelShipment',
            input: ({ context }) => ({ shipmentId: context.shipmentId ?? '', reason: context.reason.trim() }),
            onDone: {
              target: '#shipmentCancel.succeeded',
              actions: [
                assign({ cancelled: ({ event }) => event.output, reason: '' }),
                { type: 'shipmentCancelled', params: ({ event }) => ({ shipment: event.output }) },
              ],
            },
            onError: [
              {
                guard: 'staleShipment',
                target: 'editing',
                actions: [
                  assign(({ event }) => cancelFailure(event.error)),
                  { type: 'shipmentStale', params: ({ context }) => ({ shipmentId: context.shipmentId ?? '' }) },
                ],
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const failure = cancelFailure(event.error);
                  return { ...failure, focusSeq: failure.reasonError ? context.focusSeq + 1 : context.focusSeq };
                }),
              },
            ],
          },
        },
      },
    },
    /** "Cancel Success": the dialog says so until it is closed. */
    succeeded: {
      on: {
        CLOSE: 'closed',
        OPEN: {
          target: 'open',
          actions: assign(({ event }) => ({
            shipmentId: event.shipmentId,
            shipmentNo: event.shipmentNo,
            reason: '',
            reasonError: null,
            formError: null,
            cancelled: null,
          })),
        },
      },
    },
  },
});

export type ShipmentCancelSnapshot = SnapshotFrom<typeof shipmentCancelMachine>;
