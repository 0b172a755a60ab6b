import { describe, expect, it } from 'vitest';
import { distanceBand, priceSearch, normaliseSearch, type QuoteSearch } from '../../../mocks/pricing';
import { LOCATIONS } from '../../../mocks/store/location.store';
import { resetDb } from '../../../mocks/store/db';
import { quoteRequests, quotes } from '../../../mocks/store/quote.store';

const SERVED = ['CN', 'HK', 'VN', 'IN', 'JP', 'KR', 'DE', 'NL', 'GB', 'SE', 'US', 'CA', 'MX', 'BR', 'AU'];
const NOW = Date.parse('2026-12-01T10:00:00Z');
const first = (country: string, type: 'PORT' | 'AIRPORT') => LOCATIONS.find((l) => l.country === country && l.type === type)!;

function search(from: string, to: string, mode: 'AIR' | 'LCL' | 'FCL'): QuoteSearch {
  const type = mode === 'AIR' ? 'AIRPORT' : 'PORT';
  const o = first(from, type);
  const d = first(to, type);
  return normaliseSearch({
    origin: { type, country: o.country, city: o.city, code: o.code, cargoReadyDate: '2026-12-10' },
    destination: { type, country: d.country, city: d.city, code: d.code },
    mode,
    cargo: mode === 'FCL'
      ? { mode: 'CONTAINERS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, containers: [{ type: '20GP', count: 1 }] }
      : { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, totals: { units: 10, weight: 800, volume: 3 } },
    customs: { bond: 'NONE', isf: false, ior: false },
    services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
  });
}

describe('pricing engine', () => {
  it('has a symmetric distance band for every pair of served countries', () => {
    for (const a of SERVED) for (const b of SERVED) expect(distanceBand(a, b), `${a}-${b}`).toBe(distanceBand(b, a));
  });

  it('prices every international lane in every mode, farther lanes costing more per unit', () => {
    for (const mode of ['AIR', 'LCL', 'FCL'] as const) {
      for (const from of SERVED) {
        for (const to of SERVED) {
          if (from === to) continue;
          const result = priceSearch(search(from, to, mode), NOW);
          expect(result.noResultReason, `${mode} ${from}-${to}`).toBeNull();
          expect(result.quotes.length).toBeGreaterThanOrEqual(4);
          expect(result.quotes.length).toBeLessThanOrEqual(12);
          for (const q of result.quotes) {
            expect(q.total, `${mode} ${from}-${to}`).toBeGreaterThan(0);
            expect(q.transitDays.portToPort.min).toBeGreaterThanOrEqual(1);
            expect(q.transitDays.portToPort.max).toBeGreaterThanOrEqual(q.transitDays.portToPort.min);
            expect(q.transitDays.endToEnd.min).toBeGreaterThan(q.transitDays.portToPort.min);
          }
        }
      }
    }
    const standardPacific = (from: string, to: string) =>
      priceSearch(search(from, to, 'FCL'), NOW).quotes.find((q) => q.forwarder.companyId === 'CMP-PACIFIC' && q.serviceLevel === 'STANDARD')
      ?? priceSearch(search(from, to, 'FCL'), NOW).quotes.find((q) => q.forwarder.companyId === 'CMP-PACIFIC')!;
    const freight = (from: string, to: string) => standardPacific(from, to).charges.shipment.find((r) => r.code === 'FREIGHT')!.unitPrice;
    expect(freight('CN', 'VN')).toBeLessThan(freight('CN', 'US'));
    expect(freight('CN', 'US')).toBeLessThan(freight('CN', 'BR'));
  });

  it('is deterministic: the seed and the prices are the same after a reset', () => {
    const before = JSON.stringify({ requests: quoteRequests(), quotes: quotes() });
    const priced = JSON.stringify(priceSearch(search('CN', 'US', 'LCL'), NOW));
    resetDb();
    expect(JSON.stringify({ requests: quoteRequests(), quotes: quotes() })).toBe(before);
    expect(JSON.stringify(priceSearch(search('CN', 'US', 'LCL'), NOW))).toBe(priced);
  });
});
