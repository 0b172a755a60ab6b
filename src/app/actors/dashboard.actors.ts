/** The actors of the forwarder's dashboard (machines/dashboard.*), built on the one API client. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { DashboardMetrics, DashboardRange } from '../../../machines/dashboard.machine';
import { singleFlight } from './single-flight';

export function createDashboardActors(client: ApiClient) {
  // StrictMode starts the page's machine twice: both join the one request of a range.
  const load = singleFlight<DashboardRange, DashboardMetrics>((range) => call(client.GET('/dashboard/metrics', { params: { query: { range } } })));
  return {
    loadMetrics: fromPromise<DashboardMetrics, { range: DashboardRange }>(({ input }) => load(input.range)),
  };
}

export type DashboardActors = ReturnType<typeof createDashboardActors>;
