/** The actors of Quote Management: the custom quote requests the forwarder answers (machines/quote-management.*), built on the one API client. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { AnswerInput, DeclineInput, QuoteRequest } from '../../../machines/quote-management.machine';
import { singleFlight } from './single-flight';

export function createQuoteManagementActors(client: ApiClient) {
  // StrictMode starts the list twice: both join the one request on its way.
  const list = singleFlight((query: PagedQuery) => call(client.POST('/quote/request/list', { body: query })));
  return {
    /** One page of POST /quote/request/list for the paged-list machine. */
    loadPage: fromPromise<PageOf<QuoteRequest>, PagedQuery>(({ input }) => list(input)),
    // Not aborted when the dialog closes: an answer on its way is the forwarder's decision.
    answerQuoteRequest: fromPromise<QuoteRequest, AnswerInput>(({ input }) =>
      call(client.POST('/quote/request/{id}/answer', { params: { path: { id: input.id } }, body: input.body })),
    ),
    declineQuoteRequest: fromPromise<QuoteRequest, DeclineInput>(({ input }) =>
      call(client.POST('/quote/request/{id}/decline', { params: { path: { id: input.id } }, body: { reason: input.reason } })),
    ),
  };
}

export type QuoteManagementActors = ReturnType<typeof createQuoteManagementActors>;
