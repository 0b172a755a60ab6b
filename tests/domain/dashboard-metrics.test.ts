import { describe, expect, it } from 'vitest';
import { computeDashboardMetrics, regionOf, windowOf, type MetricsShipment } from '../../domain/dashboard-metrics';

const NOW = Date.parse('2026-11-01T00:00:00Z');

describe('computeDashboardMetrics', () => {
  const ship = (over: Partial<MetricsShipment> & { bookedAt: string }): MetricsShipment => ({
    status: 'DELIVERED', mode: 'FCL', buyerCompanyId: 'B1', forwarderCompanyId: 'F1', destination: { country: 'US' },
    currency: 'USD', totalCost: 1000, rating: null, ...over,
  });
  const names = (id: string) => `Company ${id}`;

  it('tells new buyers from repeat buyers, converts to USD and leaves cancellations out of revenue', () => {
    const list = [
      ship({ buyerCompanyId: 'OLD', bookedAt: '2026-06-10T00:00:00Z' }),
      ship({ buyerCompanyId: 'OLD', bookedAt: '2026-10-20T00:00:00Z', currency: 'EUR', totalCost: 1000, destination: { country: 'DE' }, mode: 'AIR' }),
      ship({ buyerCompanyId: 'NEW', bookedAt: '2026-10-25T00:00:00Z', currency: 'GBP', totalCost: 2000, destination: { country: 'GB' }, rating: { score: 4, ratedAt: '2026-10-28T00:00:00Z' } }),
      ship({ buyerCompanyId: 'NEW', bookedAt: '2026-10-26T00:00:00Z', status: 'CANCELLED', totalCost: 0 }),
      ship({ buyerCompanyId: 'GONE', bookedAt: '2026-10-27T00:00:00Z', status: 'CANCELLED', totalCost: 0 }),
      ship({ buyerCompanyId: 'X', forwarderCompanyId: 'F2', bookedAt: '2026-10-27T00:00:00Z', totalCost: 99999 }),
      ship({ buyerCompanyId: 'OLD', bookedAt: '2026-09-15T00:00:00Z', totalCost: 500, rating: { score: 2, ratedAt: '2026-10-02T00:00:00Z' } }),
    ];
    const m = computeDashboardMetrics({ shipments: list, forwarderCompanyId: 'F1', range: 'LAST_1_MONTH', now: NOW, companyName: names });
    expect(m.from).toBe('2026-10-01T00:00:00.000Z');
    expect(m.totalGrossRevenue).toBe(1080 + 2540);
    expect(m.previousPeriodRevenue).toBe(500);
    expect(m.shipments).toBe(2);
    expect(m).toMatchObject({ uniqueBuyers: 2, newBuyers: 1, repeatBuyers: 1 });
    expect(m.reviewScore).toEqual({ average: 3, count: 2 });
    expect(m.topBuyers).toEqual([
      { companyId: 'NEW', name: 'Company NEW', revenue: 2540, shipments: 1 },
      { companyId: 'OLD', name: 'Company OLD', revenue: 1080, shipments: 1 },
    ]);
    expect(m.topRegions).toEqual([{ region: 'EUROPE', shipments: 2, revenue: 3620 }]);
    expect(m.byMode).toEqual([
      { mode: 'AIR', shipments: 1, revenue: 1080 },
      { mode: 'FCL', shipments: 1, revenue: 2540 },
      { mode: 'LCL', shipments: 0, revenue: 0 },
    ]);
    expect(m.byCountry).toEqual([{ country: 'GB', shipments: 1, revenue: 2540 }, { country: 'DE', shipments: 1, revenue: 1080 }]);
    expect(m.milestones).toEqual({ booked: 0, inTransit: 0, delivered: 2, closed: 0, cancelled: 2 });
    expect(m.revenueSeries).toHaveLength(31);
    expect(m.revenueSeries.find((p) => p.period === '2026-10-25')?.revenue).toBe(2540);
    expect(m.exchangeRates).toEqual([{ currency: 'USD', toUsd: 1 }, { currency: 'EUR', toUsd: 1.08 }, { currency: 'GBP', toUsd: 1.27 }]);
  });

  it('gives empty windows zeros and a null review average', () => {
    const m = computeDashboardMetrics({ shipments: [], forwarderCompanyId: 'F1', range: 'WEEK', now: NOW, companyName: names });
    expect(m).toMatchObject({ totalGrossRevenue: 0, uniqueBuyers: 0, reviewScore: { average: null, count: 0 }, topBuyers: [], byCountry: [] });
    expect(m.revenueSeries.map((p) => p.period)).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
  });

  it('windows a month by the calendar and a year by twelve months', () => {
    expect(new Date(windowOf('LAST_1_MONTH', Date.parse('2026-03-31T10:00:00Z')).from).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(windowOf('LAST_1_YEAR', NOW).from).toISOString()).toBe('2025-11-01T00:00:00.000Z');
    expect(regionOf('se')).toBe('EUROPE');
    expect(regionOf('BR')).toBe('LATIN_AMERICA');
    expect(regionOf('AE')).toBe('MIDDLE_EAST');
  });
});
