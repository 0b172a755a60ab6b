/**
 * The actors of Booking Confirm (machines/booking.machine.ts) and of the shipment summary
 * (machines/shipment-summary.machine.ts), built on the one API client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { CheckPromoInput, PromoResult, Quote, BookingResult, SubmitBookingInput } from '../../../machines/booking.machine';
import type { ShipmentSummary } from '../../../machines/shipment-summary.machine';

/**
 * Calls with the same key share one request while it runs. React's StrictMode starts a page's
 * machine, stops it and starts it again on mount, and a restored draft re-runs its in-flight submit:
 * the second start must join the first request, not be refused as "too frequent" by the client
 * (which rejects an identical request in flight). So the request is not tied to either actor's
 * abort signal.
 */
function sharedFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    let flight = pending.get(key);
    if (!flight) {
      flight = run().finally(() => pending.delete(key));
      pending.set(key, flight);
    }
    return flight;
  };
}

export function createBookingActors(client: ApiClient) {
  const quoteFlight = sharedFlight<Quote>();
  const bookingFlight = sharedFlight<BookingResult>();
  const shipmentFlight = sharedFlight<ShipmentSummary>();

  return {
    loadQuote: fromPromise<Quote, { quoteId: string }>(({ input }) =>
      quoteFlight(input.quoteId, () => call(client.GET('/quote/{id}', { params: { path: { id: input.quoteId } } }))),
    ),

    checkPromo: fromPromise<PromoResult, CheckPromoInput>(({ input, signal }) =>
      call(client.POST('/promo/check', { body: { quoteId: input.quoteId, promoCode: input.promoCode }, signal })),
    ),

    submitBooking: fromPromise<BookingResult, SubmitBookingInput>(({ input }) =>
      bookingFlight(input.idempotencyKey, () =>
        call(
          client.POST('/booking/confirm', {
            params: { header: { 'Idempotency-Key': input.idempotencyKey } },
            body: input.request,
          }),
        ),
      ),
    ),

    loadShipmentSummary: fromPromise<ShipmentSummary, { shipmentId: string }>(({ input }) =>
      shipmentFlight(input.shipmentId, async () => {
        const s = await call(client.GET('/shipment/{id}', { params: { path: { id: input.shipmentId } } }));
        return {
          id: s.id, shipmentNo: s.shipmentNo, status: s.status, mode: s.mode, origin: s.origin, destination: s.destination,
          forwarderName: s.forwarderName, bookedDate: s.bookedDate, totalCost: s.totalCost, currency: s.currency,
        };
      }),
    ),
  };
}

export type BookingActors = ReturnType<typeof createBookingActors>;
