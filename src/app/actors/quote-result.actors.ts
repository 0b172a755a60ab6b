/**
 * The actors of Quote Result and My Request, built on the one API client. Pages provide them with
 * `machine.provide({ actors: { ... } })` picking the ones their machine declares; tests provide fakes.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { CustomQuoteRequestInput, QuoteRequest, QuoteSearch, QuoteSearchResult } from '../../../machines/quote-result.machine';
import type { MyRequestQuery, QuoteRequestPage } from '../../../machines/my-request.machine';

/**
 * One request per distinct input at a time. The pages start their machine on mount, and React's
 * StrictMode starts it twice; the client would reject the second identical request as "too frequent".
 * Both starts share the first request instead (not tied to either actor's abort signal for that reason).
 */
function singleFlightBy<I, T>(run: (input: I) => Promise<T>): (input: I) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (input) => {
    const key = JSON.stringify(input);
    let promise = pending.get(key);
    if (!promise) {
      promise = run(input).finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  };
}

export function createQuoteResultActors(client: ApiClient) {
  const search = singleFlightBy((body: QuoteSearch) => call(client.POST('/quote/search', { body })));
  const list = singleFlightBy((body: MyRequestQuery) => call(client.POST('/quote/request/list', { body })));

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
