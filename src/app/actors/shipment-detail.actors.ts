/**
 * The actors of the shipment detail machines, built on the one API client.
 */
import type { ApiClient } from '../../api/client';

export function createShipmentDetailActors(_client: ApiClient) {
  return {};
}

export type ShipmentDetailActors = ReturnType<typeof createShipmentDetailActors>;
