/**
 * The Find Quote machine's actors over the API client (machines/quote-search/quote-search.machine.ts
 * declares them by name; the page provides these with `.provide()`, tests provide fakes).
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { LOOKUP_LIMIT as MACHINE_LOOKUP_LIMIT } from '../../../machines/quote-search/location-lookup';
import type { Country, Location, LocationQuery } from '../../../machines/quote-search/quote-search.types';
import { singleFlight } from './single-flight';

// A type-only import keeps the Find Quote machine's modules out of this chunk (decision 104). The
// literal type keeps the two in step: tsc fails if the look-up's limit changes.
const LOOKUP_LIMIT: typeof MACHINE_LOOKUP_LIMIT = 8;

export function createQuoteSearchActors(client: ApiClient) {
  const loadCountries = singleFlight<void, Country[]>(() => call(client.GET('/location/countries')));
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
