/**
 * The actors of the shipment list (machines/shipment-list.ts on the paged-list machine), of its CSV
 * export (machines/csv-export.machine.ts) and of the cancel-shipment dialog
 * (machines/shipment-cancel.machine.ts, also opened from the shipment detail), built on the one API
 * client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { ShipmentRow } from '../../../machines/shipment-list';
import type { CancelShipmentInput, Shipment } from '../../../machines/shipment-cancel.machine';
import { singleFlight } from './single-flight';

/**
 * Resolves once the browser has painted the current frame. The embedded backend answers on the page's
 * main thread: a query sent at once would run its work before the click's own paint (the control, the
 * list saying it is updating). Waiting for that paint costs a frame; a real server is not affected.
 */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function createShipmentListActors(client: ApiClient) {
  // Not tied to the actor's signal: React's StrictMode stops and restarts the page's machines, and the
  // restarted list must get the answer of the request already on its way, not its abort. A newer query
  // still wins: the machine stops the older load, and its answer can no longer reach the list.
  const list = singleFlight(async (body: PagedQuery) => {
    await afterNextPaint();
    return call(client.POST('/shipment/list', { body }));
  });
  const listNow = singleFlight((body: PagedQuery) => call(client.POST('/shipment/list', { body })));

  return {
    /** One page of POST /shipment/list for the table, after the click's own paint. */
    loadPage: fromPromise<PageOf<ShipmentRow>, PagedQuery>(({ input }) => list(input)),

    /** One page of POST /shipment/list for the CSV export: at once, the export shows its own progress. */
    loadExportPage: fromPromise<PageOf<ShipmentRow>, PagedQuery>(({ input }) => listNow(input)),

    /** Not aborted when the dialog's actor stops: a cancel on its way is the user's decision. */
    cancelShipment: fromPromise<Shipment, CancelShipmentInput>(({ input }) =>
      call(client.POST('/shipment/{id}/cancel', { params: { path: { id: input.shipmentId } }, body: { reason: input.reason } })),
    ),
  };
}

export type ShipmentListActors = ReturnType<typeof createShipmentListActors>;
