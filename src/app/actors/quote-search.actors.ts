/**
 * The Find Quote machine's actors over the API client (machines/quote-search.machine.ts declares
 * them by name; the page provides these with `.provide()`, tests provide fakes).
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { Country, Location, LocationQuery, LOOKUP_LIMIT as MACHINE_LOOKUP_LIMIT } from '../../../machines/quote-search.machine';

// A type-only import: a value import would pull the whole Find Quote machine into this module's chunk
// (decision 104). The literal type keeps the two in step: tsc fails if the machine's limit changes.
const LOOKUP_LIMIT: typeof MACHINE_LOOKUP_LIMIT = 8;

/**
 * One country-list request at a time: StrictMode starts the page's machine twice on mount, and the
 * client rejects an identical request in flight as "too frequent". Both starts share the first.
 */
function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}

export function createQuoteSearchActors(client: ApiClient) {
  const loadCountries = singleFlight(() => call(client.GET('/location/countries')));
  return {
    loadCountries: fromPromise<Country[], void>(() => loadCountries()),
    // The machine stops this actor when a newer keystroke arrives: the signal cancels the request.
    searchLocations: fromPromise<Location[], LocationQuery>(({ input, signal }) =>
      call(
        client.GET('/location/search', {
          params: {
            query: {
              ...(input.keyword ? { keyword: input.keyword } : {}),
              type: input.type,
              ...(input.country ? { country: input.country } : {}),
              limit: LOOKUP_LIMIT,
            },
          },
          signal,
        }),
      ),
    ),
  };
}

export type QuoteSearchActors = ReturnType<typeof createQuoteSearchActors>;
