/**
 * The dashboard area of the embedded backend: the forwarder's revenue and buyer statistics, computed
 * from the shipments its company forwards, and its win/loss from its quotes and their bookings
 * (domain/dashboard-metrics.ts, docs/decisions/043, 150).
 */
import { dashboardRangeValues } from '../../src/api/schema.gen';
import { operation, type Operation } from '../operation';
import { fail, httpError, ok, unauthorized } from '../envelope';
import { authenticate } from '../auth';
import { mockNow } from '../store/clock';
import { legalNamesOf } from '../../domain/companies';
import { repositories } from '../store/repositories';
import { searchKey } from '../../domain/quote-search-rules';
import { computeDashboardMetrics, computeWinLoss, type DashboardRange } from '../../domain/dashboard-metrics';

export const dashboardOperations: Operation[] = [
  operation.get('/dashboard/metrics', async ({ request, query, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(fail(10303, 'Only a forwarder (seller) account has a dashboard.'));
    const range = query.get('range');
    if (!range || !dashboardRangeValues.includes(range as DashboardRange)) {
      return response.untyped(httpError(400, `range must be one of ${dashboardRangeValues.join(', ')}.`));
    }
    const { storedQuotes, quoteSearchers, quoteRequests, companies, shipments } = repositories();
    const [stored, searchers, requests, mine] = await Promise.all([
      storedQuotes.all(), quoteSearchers.all(), quoteRequests.all(), shipments.ofCompany(user.companyId, 'forwarder'),
    ]);
    // Win and loss read who booked the quotes offered, whichever forwarder's.
    const bookings = await shipments.bookingsOf([...stored.map((q) => q.id), ...requests.flatMap((r) => (r.answer ? [r.answer.quoteId] : []))]);
    // The buyers the metrics name: those of the shipments, the bookings, the requests and the searches.
    const buyers = [...mine.map((s) => s.buyerCompanyId), ...bookings.map((b) => b.buyerCompanyId), ...requests.map((r) => r.companyId), ...[...searchers.values()].flat()];
    const input = {
      forwarderCompanyId: user.companyId,
      range: range as DashboardRange,
      now: mockNow(),
      companyName: await legalNamesOf(companies, buyers),
    };
    const byId = new Map(stored.map((q) => [q.id, q]));
    const data = {
      ...computeDashboardMetrics({ ...input, shipments: mine }),
      winLoss: computeWinLoss({
        ...input,
        quotes: stored,
        requests,
        shipments: bookings,
        searchOf: (id) => {
          const quote = byId.get(id);
          return quote ? searchKey(quote.search) : undefined;
        },
        searchersOf: (id) => searchers.get(id) ?? [],
      }),
    };
    return response(200).json(ok(data));
  }),
];
