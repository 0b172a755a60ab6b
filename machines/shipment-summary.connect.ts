/**
 * What the shipment summary shows, read from its machine: which part of the page (loading, the
 * shipment, not found, failed), message ids for its labels and its failure (the view translates
 * them), whether a booking has just placed it, and Try again.
 */
import { failureMessageId } from './shared/call-failure';
import type { ShipmentSummaryEvent, ShipmentSummarySnapshot } from './shipment-summary.machine';

export type ShipmentSummaryPhase = 'loading' | 'loaded' | 'notFound' | 'failed';

export function connectShipmentSummary(snapshot: ShipmentSummarySnapshot, send: (event: ShipmentSummaryEvent) => void) {
  const { context } = snapshot;
  const { shipment } = context;
  const phase: ShipmentSummaryPhase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('notFound')
      ? 'notFound'
      : snapshot.matches('loaded') && shipment
        ? 'loaded'
        : 'failed';
  const loaded = phase === 'loaded' ? shipment : null;
  return {
    phase,
    /** The shipment with the message ids of its status and mode, in `loaded` only. */
    summary: loaded
      ? { shipment: loaded, statusLabel: `shipment.summary.status.${loaded.status}`, modeLabel: `shipment.summary.mode.${loaded.mode}` }
      : null,
    /** Booking Confirm has just placed this very shipment: the page says so. */
    justBooked: loaded !== null && context.bookedShipmentNo === loaded.shipmentNo,
    /** What went wrong, for the `failed` part. */
    failureMessage: failureMessageId(context.failure ?? 'generic', 'shipment.summary'),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type ShipmentSummaryView = ReturnType<typeof connectShipmentSummary>;
