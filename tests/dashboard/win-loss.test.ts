/**
 * Win/loss by lane and buyer (docs/decisions/150): won, lost and open from quotes and bookings, the
 * win rate over decided quotes and the median gap (in USD) to the booked quote over lost ones; and
 * the demo forwarder's seed shows wins, losses and a gap; a search is attributed to the company that made it.
 */
import { describe, expect, it } from 'vitest';
import { computeWinLoss, type WinLossQuote, type WinLossRequest } from '../../domain/dashboard-metrics';
import { api, pinClockToAnchor } from '../mocks/billing/billing-test-kit';
import { mockNow } from '../../mocks/store/clock';
import { COMPANY } from '../../mocks/store/users.store';
import { shipments } from '../../mocks/store/shipment.store';
import { memoryQuoteSearchers, memoryStoredQuotes, quoteRequests, quotes, searchersOf } from '../../mocks/store/quote.store';
import { isBookedQuote } from '../../mocks/store/shipment.store';
import { storeSearchQuotes } from '../../domain/stored-quotes';
import { priceSearch } from '../../domain/pricing';
import { normaliseSearch, searchKey } from '../../domain/quote-search-rules';
import { seedPricingContext } from '../../mocks/store/pricing-context';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const place = (name: string, country: string) => ({ name, country });
const quote = (id: string, forwarder: string, total: number, over: Partial<WinLossQuote> = {}): WinLossQuote => ({
  id, source: 'SEARCH', forwarder: { companyId: forwarder }, mode: 'FCL', createdAt: '2026-10-20T00:00:00Z', currency: 'USD', total,
  origin: place('Shanghai', 'CN'), destination: place('Los Angeles', 'US'), ...over,
});

describe('computeWinLoss', () => {
  it('counts won, lost and open per lane and buyer, with the median gap in USD over the lost ones', () => {
    const quotes = [
      // Search s1: B1 booked ours.
      quote('A1', 'ME', 1000), quote('B1', 'RIVAL', 900),
      // Search s2: B1 booked the rival's (we were 1080 × 1 − 1000 = +80 dearer, ours in EUR).
      quote('A2', 'ME', 1000, { currency: 'EUR' }), quote('A2x', 'ME', 1200), quote('B2', 'RIVAL', 1000),
      // Search s3: B2 booked the rival's; we were 50 cheaper.
      quote('A3', 'ME', 950), quote('B3', 'RIVAL', 1000),
      // Search s4: nobody booked (the searcher is unknown: lane only).
      quote('A4', 'ME', 500, { mode: 'AIR', origin: place('Hong Kong', 'HK') }),
      // Outside the window.
      quote('A5', 'ME', 500, { createdAt: '2026-08-01T00:00:00Z' }), quote('B5', 'RIVAL', 400),
      // An answered custom request, booked by the requester (CLOSED).
      quote('QA-1', 'ME', 700, { source: 'ANSWER', mode: 'LCL', requestId: 'R1' }),
    ];
    const search: Record<string, string> = { A1: 's1', B1: 's1', A2: 's2', A2x: 's2', B2: 's2', A3: 's3', B3: 's3', A4: 's4', A5: 's5', B5: 's5', 'QA-1': 'r1' };
    const requests: WinLossRequest[] = [
      { id: 'R1', status: 'CLOSED', companyId: 'B2', answer: { quoteId: 'QA-1', forwarderCompanyId: 'ME', answeredAt: '2026-10-21T00:00:00Z', total: 700, currency: 'USD' } },
    ];
    const shipments = [
      { quoteId: 'A1', buyerCompanyId: 'B1', status: 'DELIVERED' },
      { quoteId: 'B2', buyerCompanyId: 'B1', status: 'BOOKING_PLACED' },
      { quoteId: 'B3', buyerCompanyId: 'B2', status: 'CANCELLED' },
      { quoteId: 'B5', buyerCompanyId: 'B2', status: 'DELIVERED' },
      { quoteId: null, buyerCompanyId: 'B2', status: 'DELIVERED' },
    ];
    const result = computeWinLoss({
      quotes, requests, shipments, searchOf: (id) => search[id], forwarderCompanyId: 'ME', range: 'LAST_1_MONTH', now: NOW,
      companyName: (id) => `Company ${id}`,
    });
    expect(result.byLane).toEqual([
      { mode: 'FCL', origin: place('Shanghai', 'CN'), destination: place('Los Angeles', 'US'), quoted: 3, won: 1, lost: 2, open: 0, winRate: 0.333, medianLostGapUsd: 15 },
      { mode: 'AIR', origin: place('Hong Kong', 'HK'), destination: place('Los Angeles', 'US'), quoted: 1, won: 0, lost: 0, open: 1, winRate: null, medianLostGapUsd: null },
      { mode: 'LCL', origin: place('Shanghai', 'CN'), destination: place('Los Angeles', 'US'), quoted: 1, won: 1, lost: 0, open: 0, winRate: 1, medianLostGapUsd: null },
    ]);
    expect(result.byBuyer).toEqual([
      { companyId: 'B1', name: 'Company B1', quoted: 2, won: 1, lost: 1, open: 0, winRate: 0.5, medianLostGapUsd: 80 },
      { companyId: 'B2', name: 'Company B2', quoted: 2, won: 1, lost: 1, open: 0, winRate: 0.5, medianLostGapUsd: -50 },
    ]);
  });

  it('counts a search nobody booked for each buyer that made it, never for a forwarder that searched', () => {
    const quotes = [quote('A1', 'ME', 1000), quote('B1', 'RIVAL', 900), quote('A2', 'ME', 800), quote('B2', 'RIVAL', 700)];
    const search: Record<string, string> = { A1: 's1', B1: 's1', A2: 's2', B2: 's2' };
    const searchers: Record<string, string[]> = { A1: ['B1', 'RIVAL'], B1: ['B1', 'B2'], A2: ['B2'], B2: ['B2'] };
    const result = computeWinLoss({
      quotes, requests: [], shipments: [{ quoteId: 'B2', buyerCompanyId: 'B2', status: 'BOOKING_PLACED' }],
      searchOf: (id) => search[id], searchersOf: (id) => searchers[id] ?? [], forwarderCompanyId: 'ME', range: 'LAST_1_MONTH', now: NOW,
      companyName: (id) => `Company ${id}`,
    });
    expect(result.byBuyer).toEqual([
      { companyId: 'B2', name: 'Company B2', quoted: 2, won: 0, lost: 1, open: 1, winRate: 0, medianLostGapUsd: 100 },
      { companyId: 'B1', name: 'Company B1', quoted: 1, won: 0, lost: 0, open: 1, winRate: null, medianLostGapUsd: null },
    ]);
    expect(result.byLane[0]).toMatchObject({ quoted: 3, won: 0, lost: 1, open: 2 });
  });
});

describe('seeded searches and who searched', () => {
  pinClockToAnchor();

  it('records the searching company with each stored search quote, once per company', async () => {
    const booked = shipments().find((s) => s.quoteId && s.buyerCompanyId === COMPANY.acme)!;
    const search = normaliseSearch({ ...quotes()[booked.quoteId!]!.search });
    const priced = priceSearch(search, mockNow(), seedPricingContext).quotes;
    const repos = { quotes: memoryStoredQuotes, searchers: memoryQuoteSearchers };
    const bookedAmong = async (ids: readonly string[]) => new Set(ids.filter(isBookedQuote));
    await storeSearchQuotes(repos, priced, mockNow(), COMPANY.nordic, bookedAmong);
    await storeSearchQuotes(repos, priced, mockNow(), COMPANY.nordic, bookedAmong);
    for (const q of priced) expect(searchersOf(q.id)).toEqual([COMPANY.acme, COMPANY.nordic]);
    // The quote itself does not carry who searched.
    expect(Object.keys(quotes()[priced[0]!.id]!)).not.toContain('searchedBy');
  });

  it('gives the demo forwarder wins, losses and a median gap over the last year, and the open search to the buyer that made it', async () => {
    const answer = await api('GET', '/dashboard/metrics?range=LAST_1_YEAR', { as: 'forwarder' });
    const acme = answer.body.data.winLoss.byBuyer.find((b: { companyId: string }) => b.companyId === COMPANY.acme);
    expect(acme.won).toBeGreaterThanOrEqual(1);
    expect(acme.lost).toBeGreaterThanOrEqual(2);
    expect(acme.medianLostGapUsd).toEqual(expect.any(Number));

    // With who searched (mocks/store/quote.store.ts searchersOf), the search Acme never booked is Acme's too.
    const stored = quotes();
    const input = {
      quotes: Object.values(stored), requests: quoteRequests(), shipments: shipments(), forwarderCompanyId: COMPANY.pacific,
      range: 'LAST_1_YEAR' as const, now: mockNow(), companyName: (id: string) => id,
      searchOf: (id: string) => (stored[id] ? searchKey(stored[id].search) : undefined),
    };
    const without = computeWinLoss(input).byBuyer.find((b) => b.companyId === COMPANY.acme)!;
    const withSearchers = computeWinLoss({ ...input, searchersOf }).byBuyer.find((b) => b.companyId === COMPANY.acme)!;
    expect(withSearchers.quoted).toBe(without.quoted + 1);
    expect(withSearchers.open).toBe(without.open + 1);
    expect({ won: withSearchers.won, lost: withSearchers.lost }).toEqual({ won: without.won, lost: without.lost });
  });
});

describe('GET /dashboard/metrics winLoss', () => {
  pinClockToAnchor();

  it('gives the demo forwarder quotes by lane and buyer over the last year', async () => {
    const answer = await api('GET', '/dashboard/metrics?range=LAST_1_YEAR', { as: 'forwarder' });
    expect(answer.body.success).toBe(true);
    const { byLane, byBuyer } = answer.body.data.winLoss;
    expect(byLane.length).toBeGreaterThan(0);
    expect(byBuyer.length).toBeGreaterThan(0);
    const total = (rows: { quoted: number }[]) => rows.reduce((n, r) => n + r.quoted, 0);
    expect(total(byLane)).toBeGreaterThanOrEqual(total(byBuyer));
    for (const row of [...byLane, ...byBuyer]) expect(row.won + row.lost + row.open).toBe(row.quoted);
    expect(byBuyer.some((b: { won: number }) => b.won > 0)).toBe(true);
  });
});
