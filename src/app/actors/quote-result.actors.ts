/**
 * The actors of Quote Result and My Request, built on the one API client. Pages provide them with
 * `machine.provide({ actors: { ... } })` picking the ones their machine declares; tests provide fakes.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { CustomQuoteRequestInput, QuoteRequest, QuoteSearch, QuoteSearchResult } from '../../../machines/quote-result.machine';
import type { MyRequestQuery, QuoteRequestPage } from '../../../machines/my-request.machine';
import { singleFlight } from './single-flight';

export function createQuoteResultActors(client: ApiClient) {
  const search = singleFlight((body: QuoteSearch) => call(client.POST('/quote/search', { body })));
  const list = singleFlight((body: MyRequestQuery) => call(client.POST('/quote/request/list', { body })));

  return {
    searchQuotes: fromPromise<QuoteSearchResult, QuoteSearch>(({ input }) => search(input)),

    requestCustomQuote: fromPromise<QuoteRequest, CustomQuoteRequestInput>(async ({ input, signal }) =>
      call(
        client.POST('/quote/custom-request', {
          body: { ...input.search, ...(input.notes ? { notes: input.notes } : {}) },
          signal,
        }),
      ),
    ),

    listQuoteRequests: fromPromise<QuoteRequestPage, MyRequestQuery>(({ input }) => list(input)),
  };
}

export type QuoteResultActors = ReturnType<typeof createQuoteResultActors>;
