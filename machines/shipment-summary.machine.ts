/**
 * The minimum of Shipment Details (docs/decisions/094): load one shipment, with loading, not-found
 * and failure states, and whether the user has just booked it. The full shipment page replaces this
 * with the detail machine.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

type Shipment = components['schemas']['Shipment'];

/** What the page shows of a shipment. */
export type ShipmentSummary = Pick<
  Shipment,
  'id' | 'shipmentNo' | 'status' | 'mode' | 'origin' | 'destination' | 'forwarderName' | 'bookedDate' | 'totalCost' | 'currency'
>;

export interface ShipmentSummaryInput {
  shipmentId: string;
  /** The shipment number a booking has just placed, when Booking Confirm opened this page. */
  bookedShipmentNo?: string | null;
}

export interface ShipmentSummaryContext {
  shipmentId: string;
  bookedShipmentNo: string | null;
  shipment: ShipmentSummary | null;
  /** Why the load failed (other than "not found"), in `failed`. */
  failure: CallFailure | null;
}

export type ShipmentSummaryEvent = { type: 'RETRY' };

const isNotFound = (error: unknown) => businessCode(error) === ResultCode.SHIPMENT_NOT_FOUND;

export const shipmentSummaryMachine = setup({
  types: {
    context: {} as ShipmentSummaryContext,
    events: {} as ShipmentSummaryEvent,
    input: {} as ShipmentSummaryInput,
  },
  actors: {
    loadShipmentSummary: fromPromise<ShipmentSummary, { shipmentId: string }>(providedAtRoot('loadShipmentSummary')),
  },
}).createMachine({
  id: 'shipmentSummary',
  context: ({ input }) => ({
    shipmentId: input.shipmentId,
    bookedShipmentNo: input.bookedShipmentNo ?? null,
    shipment: null,
    failure: null,
  }),
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
          { target: 'failed', actions: assign({ failure: ({ event }) => callFailure(event.error) }) },
        ],
      },
    },
    loaded: {},
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

export type ShipmentSummarySnapshot = SnapshotFrom<typeof shipmentSummaryMachine>;
