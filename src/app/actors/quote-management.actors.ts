/** The actors of Quote Management: the custom quote requests the forwarder answers (machines/quote-management.*), built on the one API client. */
import type { ApiClient } from '../../api/client';

export function createQuoteManagementActors(client: ApiClient) {
  void client;
  return {};
}

export type QuoteManagementActors = ReturnType<typeof createQuoteManagementActors>;
