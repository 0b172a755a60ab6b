/**
 * The actors of the shipment files machines, built on the one API client.
 */
import type { ApiClient } from '../../api/client';

export function createShipmentFilesActors(_client: ApiClient) {
  return {};
}

export type ShipmentFilesActors = ReturnType<typeof createShipmentFilesActors>;
