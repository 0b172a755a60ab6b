/** The actors of rate-sheet uploads, their preview, import history and log (machines/rate/), built on the one API client. */
import type { ApiClient } from '../../api/client';

export function createRateSheetsActors(client: ApiClient) {
  void client;
  return {};
}

export type RateSheetsActors = ReturnType<typeof createRateSheetsActors>;
