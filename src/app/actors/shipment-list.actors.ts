/**
 * The actors of the shipment list machines, built on the one API client.
 */
import type { ApiClient } from '../../api/client';

export function createShipmentListActors(_client: ApiClient) {
  return {};
}

export type ShipmentListActors = ReturnType<typeof createShipmentListActors>;
