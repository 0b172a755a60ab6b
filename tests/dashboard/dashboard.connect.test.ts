/**
 * The dashboard's machine through its connect (machines/dashboard.*): the range from and to the
 * address, one load per range, the shipper who gets no request, the empty and failed states and the
 * comparison with the previous period.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectDashboard, revenueChange } from '../../machines/dashboard.connect';
import { dashboardMachine, rangeFromSearch, searchWithRange, type DashboardMetrics, type DashboardRange } from '../../machines/dashboard.machine';

const metrics = (range: DashboardRange, patch: Partial<DashboardMetrics> = {}): DashboardMetrics => ({
  range, from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z', currency: 'USD',
  exchangeRates: [{ currency: 'USD', toUsd: 1 }, { currency: 'EUR', toUsd: 1.08 }],
  totalGrossRevenue: 1500, previousPeriodRevenue: 1000, shipments: 3, uniqueBuyers: 2, newBuyers: 1, repeatBuyers: 1,
  reviewScore: { average: 4.5, count: 2 },
  topBuyers: [{ companyId: 'C1', name: 'Acme', revenue: 1000, shipments: 2 }],
  topRegions: [{ region: 'EUROPE', shipments: 2, revenue: 1000 }],
  byMode: [{ mode: 'AIR', shipments: 1, revenue: 500 }, { mode: 'FCL', shipments: 2, revenue: 1000 }, { mode: 'LCL', shipments: 0, revenue: 0 }],
  byCountry: [{ country: 'SE', shipments: 2, revenue: 1000 }, { country: 'US', shipments: 1, revenue: 500 }],
  revenueSeries: [{ period: '2026-10-01', revenue: 1500 }],
  milestones: { booked: 1, inTransit: 1, delivered: 1, closed: 0, cancelled: 0 },
  winLoss: {
    byLane: [{ mode: 'FCL', origin: { name: 'Shanghai', country: 'CN' }, destination: { name: 'Los Angeles', country: 'US' }, quoted: 4, won: 1, lost: 2, open: 1, winRate: 0.333, medianLostGapUsd: 42.5 }],
    byBuyer: [{ companyId: 'C1', name: 'Acme', quoted: 4, won: 1, lost: 2, open: 1, winRate: 0.333, medianLostGapUsd: 42.5 }],
  },
  ...patch,
});

function start(role: 'SELLER' | 'BUYER', search: string, load: (range: DashboardRange) => Promise<DashboardMetrics>) {
  const calls: DashboardRange[] = [];
  const machine = dashboardMachine.provide({
    actors: { loadMetrics: fromPromise(({ input }: { input: { range: DashboardRange } }) => (calls.push(input.range), load(input.range))) },
  });
  const actor = createActor(machine, { input: { role, search } }).start();
  const view = () => connectDashboard(actor.getSnapshot(), actor.send);
  return { actor, view, calls };
}

describe('dashboard connect', () => {
  it('reads the range from the address, loads it, and writes a chosen range back', async () => {
    const { actor, view, calls } = start('SELLER', '?range=week', async (range) => metrics(range));
    expect(view().status).toBe('loading');
    expect(view().ranges.find((r) => r.selected)?.range).toBe('WEEK');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().figures?.revenue).toBe(1500);
    expect(view().figures?.change).toEqual({ direction: 'up', percent: 50, messageId: 'dashboard.change.up' });
    expect(view().figures?.topRegions[0]?.labelId).toBe('dashboard.region.EUROPE');
    expect(view().figures?.maxCountryShipments).toBe(2);

    const urls = vi.fn();
    actor.on('urlChanged', urls);
    view().ranges.find((r) => r.range === 'LAST_1_YEAR')?.choose();
    expect(urls).toHaveBeenCalledWith({ type: 'urlChanged', range: 'LAST_1_YEAR' });
    expect(view().status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().figures?.seriesUnit).toBe('month');
    // The address it wrote comes back: nothing more is loaded.
    view().syncFromUrl(searchWithRange('', 'LAST_1_YEAR'));
    view().ranges.find((r) => r.range === 'LAST_1_YEAR')?.choose();
    expect(calls).toEqual(['WEEK', 'LAST_1_YEAR']);
    // Back to the month (no parameter): loaded again.
    view().syncFromUrl('');
    expect(view().range).toBe('LAST_1_MONTH');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['WEEK', 'LAST_1_YEAR', 'LAST_1_MONTH']);
  });

  it('a range chosen while another loads shows the one chosen last', async () => {
    const { actor, view } = start('SELLER', '', (range) => new Promise((resolve) => setTimeout(() => resolve(metrics(range)), range === 'LAST_1_MONTH' ? 30 : 1)));
    view().ranges.find((r) => r.range === 'WEEK')?.choose();
    await waitFor(actor, (s) => s.matches('ready'));
    await new Promise((r) => setTimeout(r, 40));
    expect(view().figures?.range).toBe('WEEK');
  });

  it('asks nothing for a shipper and says the page is for forwarders, with their start page', () => {
    const { view, calls } = start('BUYER', '', async (range) => metrics(range));
    expect(view().status).toBe('forShipper');
    expect(view().showRanges).toBe(false);
    expect(view().shipperStartPath).toBe('/');
    view().ranges[0]?.choose();
    expect(calls).toEqual([]);
  });

  it('a server refusal as shipper (10303) says the same; other failures can be retried', async () => {
    const refused = start('SELLER', '', async () => Promise.reject(new ApiError('business', 200, 10303, 'no')));
    await waitFor(refused.actor, (s) => s.matches('forShipper'));

    let fail = true;
    const { actor, view } = start('SELLER', '', async (range) => (fail ? Promise.reject(new ApiError('network', 0, null, 'down')) : metrics(range)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failureMessageId).toBe('dashboard.load.network');
    expect(view().canRetry).toBe(true);
    fail = false;
    view().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().canRetry).toBe(false);
  });

  it('nothing booked and no quote given in the window is the empty state; quotes alone are not', async () => {
    const noShipments = { shipments: 0, totalGrossRevenue: 0, milestones: { booked: 0, inTransit: 0, delivered: 0, closed: 0, cancelled: 0 } };
    const none = metrics('WEEK', { ...noShipments, winLoss: { byLane: [], byBuyer: [] } });
    const { actor, view } = start('SELLER', '?range=week', async () => none);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().status).toBe('empty');
    expect(view().figures).toBeNull();

    const quotedOnly = start('SELLER', '?range=week', async () => metrics('WEEK', noShipments));
    await waitFor(quotedOnly.actor, (s) => s.matches('ready'));
    expect(quotedOnly.view().status).toBe('ready');
  });

  it('gives the win/loss rows with the win rate in percent and the lane mode as a message id', async () => {
    const { actor, view } = start('SELLER', '', async (range) => metrics(range));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().figures?.winLoss.byLane).toEqual([
      { key: 'FCL|Shanghai|Los Angeles', origin: { name: 'Shanghai', country: 'CN' }, destination: { name: 'Los Angeles', country: 'US' }, modeLabelId: 'shell.mode.FCL', quoted: 4, won: 1, lost: 2, open: 1, winRatePercent: 33.3, medianLostGapUsd: 42.5 },
    ]);
    expect(view().figures?.winLoss.byBuyer[0]).toMatchObject({ key: 'C1', name: 'Acme', winRatePercent: 33.3 });
  });

  it('compares with the previous period honestly', () => {
    expect(revenueChange(90, 100)).toEqual({ direction: 'down', percent: 10, messageId: 'dashboard.change.down' });
    expect(revenueChange(100, 100).direction).toBe('flat');
    expect(revenueChange(100, 0)).toEqual({ direction: 'none', percent: null, messageId: 'dashboard.change.noPrevious' });
    expect(revenueChange(0, 0).messageId).toBe('dashboard.change.none');
    expect(rangeFromSearch('?range=nonsense')).toBe('LAST_1_MONTH');
    expect(searchWithRange('?x=1', 'WEEK')).toBe('?x=1&range=week');
  });
});
