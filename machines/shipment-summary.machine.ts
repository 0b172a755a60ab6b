/**
 * The minimum of Shipment Details (issue 4 item 3: "shipment/:id shows at least its number and
 * status from the API"): load one shipment, with loading, not-found and failure states. The
 * shipments issue replaces this with the full detail machine.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { isApiError } from '../src/api/api-error';
import { ResultCode } from '../src/api/result-codes';

type Shipment = components['schemas']['Shipment'];

/** What the page shows of a shipment. */
export type ShipmentSummary = Pick<
  Shipment,
  'id' | 'shipmentNo' | 'status' | 'mode' | 'origin' | 'destination' | 'forwarderName' | 'bookedDate' | 'totalCost' | 'currency'
>;

export interface ShipmentSummaryContext {
  shipmentId: string;
  shipment: ShipmentSummary | null;
  /** Message id of a failure other than "not found", in `failed`. */
  failure: string | null;
}

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'business' && error.code === ResultCode.SHIPMENT_NOT_FOUND;

export const shipmentSummaryMachine = setup({
  types: {
    context: {} as ShipmentSummaryContext,
    events: {} as { type: 'RETRY' },
    input: {} as { shipmentId: string },
  },
  actors: {
    loadShipmentSummary: fromPromise<ShipmentSummary, { shipmentId: string }>(async () => {
      throw new Error('The loadShipmentSummary actor is provided by the app (createBookingActors).');
    }),
  },
}).createMachine({
  id: 'shipmentSummary',
  context: ({ input }) => ({ shipmentId: input.shipmentId, shipment: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadShipmentSummary',
        src: 'loadShipmentSummary',
        input: ({ context }) => ({ shipmentId: context.shipmentId }),
        onDone: { target: 'loaded', actions: assign({ shipment: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isNotFound(event.error), target: 'notFound' },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => {
                const kind = isApiError(event.error) ? event.error.kind : null;
                return kind === 'network' ? 'shipment.summary.network' : kind === 'timeout' ? 'shipment.summary.timeout' : 'shipment.summary.failed';
              },
            }),
          },
        ],
      },
    },
    loaded: {},
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
