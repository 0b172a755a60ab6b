import { describe, expect, it } from 'vitest';
import { api, pinClockToAnchor } from './billing-test-kit';
import { shipments } from '../../../mocks/store/shipment.store';
import { seedAnchor } from '../../../mocks/store/clock';
import { COMPANY } from '../../../mocks/store/users.store';

const RATE = { USD: 1, EUR: 1.08, GBP: 1.27 } as const;

describe('GET /dashboard/metrics', () => {
  pinClockToAnchor();
  const metrics = (range: string, as: 'forwarder' | 'sinoForwarder' | 'shipper' = 'forwarder') => api('GET', `/dashboard/metrics?range=${range}`, { as });

  it('sums the forwarder’s own shipments of the last year in USD', async () => {
    const { body } = await metrics('LAST_1_YEAR');
    expect(body.success).toBe(true);
    const m = body.data;
    const from = Date.parse('2025-11-01T00:00:00Z');
    const mine = shipments().filter((s) => s.forwarderCompanyId === COMPANY.pacific && Date.parse(s.bookedAt) >= from && Date.parse(s.bookedAt) < seedAnchor());
    const live = mine.filter((s) => s.status !== 'CANCELLED');
    const expected = live.reduce((sum, s) => sum + Math.round(s.totalCost * RATE[s.currency] * 100) / 100, 0);
    expect(m.totalGrossRevenue).toBeCloseTo(expected, 1);
    expect(m.shipments).toBe(live.length);
    expect(m.currency).toBe('USD');
    expect(m.revenueSeries).toHaveLength(12);
    expect(m.revenueSeries.reduce((s: number, p: { revenue: number }) => s + p.revenue, 0)).toBeCloseTo(m.totalGrossRevenue, 1);
    expect(m.byMode.reduce((s: number, x: { shipments: number }) => s + x.shipments, 0)).toBe(m.shipments);
    expect(m.byCountry.reduce((s: number, x: { shipments: number }) => s + x.shipments, 0)).toBe(m.shipments);
    expect(Object.values(m.milestones).reduce((a: number, b) => a + (b as number), 0)).toBe(mine.length);
    expect(m.uniqueBuyers).toBe(m.newBuyers + m.repeatBuyers);
    expect(m.topBuyers.map((b: { name: string }) => b.name).sort()).toEqual(['Acme Home Goods Inc.', 'Nordic Outdoor AB']);
    expect(m.reviewScore.count).toBeGreaterThan(0);
    expect(m.reviewScore.average).toBeGreaterThanOrEqual(1);
    expect(m.byCountry.every((c: { country: string }) => /^[A-Z]{2}$/.test(c.country))).toBe(true);
    expect(m.topRegions.map((r: { region: string }) => r.region)).toEqual(expect.arrayContaining(['NORTH_AMERICA', 'EUROPE']));
  });

  it('splits the market between the two forwarders', async () => {
    const pacific = (await metrics('LAST_1_MONTH')).body.data;
    const sino = (await metrics('LAST_1_MONTH', 'sinoForwarder')).body.data;
    const from = Date.parse('2026-10-01T00:00:00Z');
    const all = shipments().filter((s) => s.status !== 'CANCELLED' && Date.parse(s.bookedAt) >= from && Date.parse(s.bookedAt) < seedAnchor());
    expect(pacific.shipments + sino.shipments).toBe(all.length);
    expect(pacific.shipments).toBeGreaterThan(0);
    expect(pacific.revenueSeries).toHaveLength(31);
  });

  it('answers 10303 to a buyer and 400 to an unknown or missing range', async () => {
    expect((await metrics('WEEK', 'shipper')).body).toMatchObject({ success: false, code: 10303 });
    expect((await metrics('DECADE')).status).toBe(400);
    expect((await api('GET', '/dashboard/metrics', { as: 'forwarder' })).status).toBe(400);
  });
});
