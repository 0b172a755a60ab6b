/** Contract samples of the dashboard area (docs/decisions/043-dashboard-metrics.md). */
import type { Sample } from '../sample';

export const samples: Sample[] = [
  { operation: 'GET /dashboard/metrics', as: 'forwarder', name: 'last 1 month', query: { range: 'LAST_1_MONTH' }, code: 200 },
  { operation: 'GET /dashboard/metrics', as: 'forwarder', name: 'last 1 year (win/loss rows)', query: { range: 'LAST_1_YEAR' }, code: 200 },
  { operation: 'GET /dashboard/metrics', as: 'forwarder', name: 'week', query: { range: 'WEEK' }, code: 200 },
  { operation: 'GET /dashboard/metrics', as: 'shipper', name: '10303 a buyer has no dashboard', query: { range: 'WEEK' }, code: 10303 },
  { operation: 'GET /dashboard/metrics', as: 'forwarder', name: '400 unknown range', query: { range: 'DECADE' }, status: 400 },
];
