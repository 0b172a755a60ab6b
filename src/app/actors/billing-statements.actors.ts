/**
 * The actors of Upcoming Payouts and History Statements (machines/billing/payouts.* and statements.*),
 * built on the one API client. Each page's answer keeps its `totals`: the paged list holds them with
 * the rows (its `extra`).
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import type { PayoutPageAnswer } from '../../../machines/billing/payouts.machine';
import type { StatementPageAnswer, StatementRow } from '../../../machines/billing/statements.machine';
import { singleFlight } from './single-flight';

export function createBillingStatementsActors(client: ApiClient) {
  // Not tied to an actor's signal: React's StrictMode stops and restarts the page's machines, and the
  // restarted table must get the answer already on its way (src/app/actors/single-flight.ts).
  const payouts = singleFlight((body: PagedQuery): Promise<PayoutPageAnswer> => call(client.POST('/billing/upcoming-payouts', { body })));
  const statements = singleFlight((body: PagedQuery): Promise<StatementPageAnswer> => call(client.POST('/billing/history-statements', { body })));
  return {
    /** One page of POST /billing/upcoming-payouts, with its totals per currency. */
    loadPayouts: fromPromise<PayoutPageAnswer, PagedQuery>(({ input }) => payouts(input)),
    /** One page of POST /billing/history-statements, with its totals per currency. */
    loadStatements: fromPromise<StatementPageAnswer, PagedQuery>(({ input }) => statements(input)),
    /** One page of the history statement for the CSV export (decision 111). */
    loadStatementExportPage: fromPromise<PageOf<StatementRow>, PagedQuery>(({ input }) => statements(input)),
  };
}

export type BillingStatementsActors = ReturnType<typeof createBillingStatementsActors>;
