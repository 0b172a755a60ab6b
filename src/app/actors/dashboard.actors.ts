/** The actors of the forwarder's dashboard (machines/dashboard.*), built on the one API client. */
import type { ApiClient } from '../../api/client';

export function createDashboardActors(client: ApiClient) {
  void client;
  return {};
}

export type DashboardActors = ReturnType<typeof createDashboardActors>;
