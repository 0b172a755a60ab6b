/**
 * The actors of Shipment Details (machines/shipment-lifecycle.machine.ts and its children, the cancel
 * dialog and the adjustments review), built on the one API client. Every call answers what the server
 * answered; the machine decides what follows.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { AdjustmentCallInput, DisputeInput, ReviseInput } from '../../../machines/shipment-adjustments.machine';
import { shipmentAdjustmentsMachine } from '../../../machines/shipment-adjustments.machine';
import type { CancelShipmentInput } from '../../../machines/shipment-cancel.machine';
import { lifecycleCancelDialog } from '../../../machines/shipment-lifecycle.machine';
import type { ShipmentCall, ShipmentRequestCall } from '../../../machines/shipment-lifecycle/lifecycle.context';
import type {
  AdjustmentCreateRequest, AdjustmentItem, HoldRequest, Shipment, ShipmentRating, StatusChangeRequest,
} from '../../../machines/shipment-lifecycle/lifecycle.forms';
import { singleFlight } from './single-flight';

export function createShipmentDetailActors(client: ApiClient) {
  const path = (shipmentId: string) => ({ params: { path: { id: shipmentId } } });
  const item = (input: AdjustmentCallInput) => ({ params: { path: { id: input.shipmentId, adjustmentId: input.adjustmentId } } });
  // StrictMode starts the page's machine twice: both join the one request on its way.
  const loadShipment = singleFlight((input: ShipmentCall) => call(client.GET('/shipment/{id}', path(input.shipmentId))));

  const cancelShipment = fromPromise<Shipment, CancelShipmentInput>(({ input }) =>
    call(client.POST('/shipment/{id}/cancel', { ...path(input.shipmentId), body: { reason: input.reason } })),
  );

  return {
    loadShipment: fromPromise<Shipment, ShipmentCall>(({ input }) => loadShipment({ shipmentId: input.shipmentId })),
    sendToProvider: fromPromise<Shipment, ShipmentCall>(({ input }) => call(client.POST('/shipment/{id}/send-to-provider', path(input.shipmentId)))),
    closeShipment: fromPromise<Shipment, ShipmentCall>(({ input }) => call(client.POST('/shipment/{id}/close', path(input.shipmentId)))),
    rateShipment: fromPromise<ShipmentRating, ShipmentRequestCall<{ score: number; comment?: string }>>(({ input }) =>
      call(client.POST('/shipment/{id}/rating', { ...path(input.shipmentId), body: input.request })),
    ),
    changeStatus: fromPromise<Shipment, ShipmentRequestCall<StatusChangeRequest>>(({ input }) =>
      call(client.POST('/shipment/{id}/status', { ...path(input.shipmentId), body: input.request })),
    ),
    setHold: fromPromise<Shipment, ShipmentRequestCall<HoldRequest>>(({ input }) =>
      call(client.POST('/shipment/{id}/hold', { ...path(input.shipmentId), body: input.request })),
    ),
    addAdjustment: fromPromise<AdjustmentItem, ShipmentRequestCall<AdjustmentCreateRequest>>(({ input }) =>
      call(client.POST('/shipment/{id}/adjustments', { ...path(input.shipmentId), body: input.request })),
    ),
    cancelDialog: lifecycleCancelDialog.provide({ actors: { cancelShipment } }),
    adjustments: shipmentAdjustmentsMachine.provide({
      actors: {
        approveAdjustment: fromPromise<AdjustmentItem, AdjustmentCallInput>(({ input }) =>
          call(client.POST('/shipment/{id}/adjustments/{adjustmentId}/approve', item(input))),
        ),
        disputeAdjustment: fromPromise<AdjustmentItem, DisputeInput>(({ input }) =>
          call(client.POST('/shipment/{id}/adjustments/{adjustmentId}/dispute', { ...item(input), body: { reason: input.reason } })),
        ),
        reviseAdjustment: fromPromise<AdjustmentItem, ReviseInput>(({ input }) =>
          call(client.POST('/shipment/{id}/adjustments/{adjustmentId}/revise', { ...item(input), body: input.request })),
        ),
        withdrawAdjustment: fromPromise<AdjustmentItem, AdjustmentCallInput>(({ input }) =>
          call(client.POST('/shipment/{id}/adjustments/{adjustmentId}/withdraw', item(input))),
        ),
      },
    }),
  };
}

export type ShipmentDetailActors = ReturnType<typeof createShipmentDetailActors>;
