import { describe, expect, it } from 'vitest';
import { normaliseSearch, priceSearch, pricingUnitOf, type QuoteSearch } from '../../../mocks/pricing';
import { quoteRequests } from '../../../mocks/store/quote.store';
import { laneCustoms } from '../../../domain/lane-rules';
import { pricingUnitValues } from '../../../src/api/schema.gen';
import { fclNingboToHamburg, lclShanghaiToLosAngeles } from './quote-fixtures';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const codesOf = (search: QuoteSearch) =>
  priceSearch(normaliseSearch(search), NOW).quotes.flatMap((q) => [...q.charges.destination, ...q.charges.shipment].map((r) => r.code));

describe('US customs only where the lane offers them (decision 160)', () => {
  it('never charges ISF or a US bond on a lane out of the US, even for a stored search that asked for them', () => {
    const hamburg = fclNingboToHamburg([{ type: '40HQ', count: 1 }], { customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: false } });
    expect(codesOf(hamburg).filter((c) => /^(ISF|BOND|DUTIES)/.test(c))).toEqual([]);
    const la = lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: false } });
    expect(new Set(codesOf(la).filter((c) => /^(ISF|BOND|DUTIES)/.test(c)))).toEqual(new Set(['ISF_FILING', 'BOND_SINGLE', 'DUTIES']));
  });

  it('seeds requests whose customs options fit their lane', () => {
    for (const r of quoteRequests()) {
      const lane = laneCustoms({ mode: r.search.mode, destinationCountry: r.search.destination.country });
      if (!lane.isf) expect(r.search.customs.isf, r.summary).toBe(false);
      if (!lane.usBond) expect(r.search.customs.bond, r.summary).toBe('NONE');
    }
  });
});

describe('rerate on searched quotes (decision 163)', () => {
  it('is set exactly on the quotes whose guarantee ends before the cargo is ready', () => {
    const quotes = priceSearch(normaliseSearch(lclShanghaiToLosAngeles({
      origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', cargoReadyDate: '2026-12-05' },
    })), NOW).quotes;
    for (const q of quotes) {
      expect(q.rerate, q.expiresAt).toEqual(q.expiresAt < '2026-12-05' ? { cargoReadyDate: '2026-12-05', maxChangePercent: 8 } : null);
    }
    // Guarantees run 7–14 days from Nov 24, so a Dec 5 cargo-ready date splits them.
    expect(quotes.some((q) => q.rerate) && quotes.some((q) => !q.rerate)).toBe(true);
  });
});

describe('pricing units as codes', () => {
  it('gives every charge row of every quote a unit of the contract', () => {
    for (const search of [lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: true } }), fclNingboToHamburg()]) {
      for (const q of priceSearch(normaliseSearch(search), NOW).quotes) {
        for (const r of [...q.charges.origin, ...q.charges.destination, ...q.charges.shipment]) expect(pricingUnitValues).toContain(r.pricingUnit);
      }
    }
  });

  it.each([
    ['per shipment', 'PER_SHIPMENT'], ['per kg', 'PER_KG'], ['Per KGS', 'PER_KG'], ['per W/M', 'PER_WM'], ['per CBM', 'PER_CBM'],
    ['per container', 'PER_CONTAINER'], ["per 40' HQ", 'PER_CONTAINER'], ['per bill of lading', 'PER_BILL'], ['per B/L', 'PER_BILL'],
    ['per air waybill', 'PER_BILL'], ['per pallet', 'PER_PALLET'], ['per carton', 'PER_CARTON'],
    ['per entry, 0.55% of goods value (min 60.00 USD)', 'PERCENT_OF_VALUE'], ['0.35% of cargo value (min 30.00 USD)', 'PERCENT_OF_VALUE'],
    ['PER_CBM', 'PER_CBM'], ['per_kg', 'PER_KG'], ['minimum charge (per kg)', 'PER_SHIPMENT'], ['per shipment, 30% of freight (min 95.00 USD)', 'PER_SHIPMENT'], ['lump sum', 'PER_SHIPMENT'],
  ] as const)('reads "%s" as %s', (text, unit) => {
    expect(pricingUnitOf(text)).toBe(unit);
  });
});
