/**
 * The actors of Upcoming Bills (machines/billing/upcoming-bills.ts on the paged-list machine), of its
 * CSV export, and of the bill payment dialog (machines/billing/bill-payment.machine.ts), built on the
 * one API client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { Bill, BillPageAnswer } from '../../../machines/billing/upcoming-bills';
import type { BankDetails, CreatePaymentInput, PaymentAttempt, ReadAttemptInput } from '../../../machines/billing/bill-payment.machine';
import { singleFlight } from './single-flight';

/** Waits `ms`, or stops early when the reader is stopped (the dialog closed, a cancel). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function createBillingBillsActors(client: ApiClient) {
  // Not tied to the actor's signal: React's StrictMode stops and restarts the page's machines, and the
  // restarted list must get the answer already on its way. A newer query still wins in the machine.
  const list = singleFlight((body: PagedQuery) => call(client.POST('/billing/upcoming-bills', { body })));
  // One request per key in flight: a repeat (StrictMode, a restored dialog) joins it, and the server
  // replays the first answer for the same key anyway.
  const pay = singleFlight((input: CreatePaymentInput) =>
    call(
      client.POST('/billing/payments', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: { billIds: input.billIds, method: input.method },
      }),
    ),
  );

  return {
    /** One page of POST /billing/upcoming-bills with its totals, for the table and for the CSV export. */
    loadPage: fromPromise<BillPageAnswer, PagedQuery>(({ input }) => list(input)),
    loadExportPage: fromPromise<PageOf<Bill>, PagedQuery>(({ input }) => list(input)),

    /** Not aborted when the dialog's actor stops: a payment on its way is the user's decision. */
    createPayment: fromPromise<PaymentAttempt, CreatePaymentInput>(({ input }) => pay(input)),

    /** Waits the poll interval, then reads the attempt (each read advances the simulated processor). */
    readAttempt: fromPromise<PaymentAttempt, ReadAttemptInput>(async ({ input, signal }) => {
      await wait(input.waitMs, signal);
      if (signal.aborted) throw new DOMException('The read was stopped.', 'AbortError');
      return call(client.GET('/billing/payments/{id}', { params: { path: { id: input.attemptId } } }));
    }),

    cancelAttempt: fromPromise<PaymentAttempt, { attemptId: string }>(({ input }) =>
      call(client.POST('/billing/payments/{id}/cancel', { params: { path: { id: input.attemptId } } })),
    ),

    loadBankDetails: fromPromise<BankDetails, { currency: string }>(({ input }) =>
      call(client.GET('/billing/bank-details', { params: { query: { currency: input.currency } } })),
    ),
  };
}

export type BillingBillsActors = ReturnType<typeof createBillingBillsActors>;
