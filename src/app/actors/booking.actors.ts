/**
 * The actors of Booking Confirm (machines/booking/booking.machine.ts), built on the one API client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { CheckPromoInput, SubmitBookingInput } from '../../../machines/booking/booking.context';
import type { BookingResult, CompanyInfo, CompanyProfile, PromoResult, Quote } from '../../../machines/booking/booking.form';
import { singleFlight } from './single-flight';

export function createBookingActors(client: ApiClient) {
  // A restored draft re-runs its in-flight submit, and StrictMode starts the page's machine twice: both
  // join the request already on its way, under the same Idempotency-Key.
  const loadQuote = singleFlight((input: { quoteId: string }) =>
    call(client.GET('/quote/{id}', { params: { path: { id: input.quoteId } } })),
  );
  const submitBooking = singleFlight((input: SubmitBookingInput) =>
    call(
      client.POST('/booking/confirm', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: input.request,
      }),
    ),
  );

  // The same profile the account pages read: the consignor of a new draft.
  const loadCompany = singleFlight<void, CompanyProfile>(() => call(client.GET('/company/current')));
  const loadConsignees = singleFlight<void, CompanyInfo[]>(async () => (await call(client.GET('/booking/consignees'))).items);

  return {
    loadCompany: fromPromise<CompanyProfile, void>(() => loadCompany()),
    loadConsignees: fromPromise<CompanyInfo[], void>(() => loadConsignees()),

    loadQuote: fromPromise<Quote, { quoteId: string }>(({ input }) => loadQuote({ quoteId: input.quoteId })),

    checkPromo: fromPromise<PromoResult, CheckPromoInput>(({ input, signal }) =>
      call(client.POST('/promo/check', { body: { quoteId: input.quoteId, promoCode: input.promoCode }, signal })),
    ),

    submitBooking: fromPromise<BookingResult, SubmitBookingInput>(({ input }) => submitBooking(input)),
  };
}

export type BookingActors = ReturnType<typeof createBookingActors>;
