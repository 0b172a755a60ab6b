/** Every actor implementation of the app, built once from the one API client and token store. */
import type { ApiClient } from '../../api/client';
import type { TokenStore } from '../../api/token-store';
import { createAuthActors } from './auth.actors';
import { createBookingActors } from './booking.actors';
import { createQuoteResultActors } from './quote-result.actors';
import { createQuoteSearchActors } from './quote-search.actors';
import { createSessionActors } from './session.actors';

export function createAppActors(client: ApiClient, tokens: TokenStore) {
  return {
    session: createSessionActors(client, tokens),
    auth: createAuthActors(client),
    booking: createBookingActors(client),
    quoteResult: createQuoteResultActors(client),
    quoteSearch: createQuoteSearchActors(client),
  };
}

export type AppActors = ReturnType<typeof createAppActors>;
