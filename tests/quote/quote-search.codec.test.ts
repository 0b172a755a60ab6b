import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeQuoteSearch, encodeQuoteSearch, quoteResultPath, type QuoteSearch } from '../../machines/quote-search/quote-search.codec';

const search = (originCity: string, destinationCity: string): QuoteSearch => ({
  origin: { type: 'PORT', country: 'CN', city: originCity, code: 'CNSHA', residential: false, cargoReadyDate: '2026-12-01' },
  destination: { type: 'FBA', country: 'US', city: destinationCity, code: 'ONT8', residential: false },
  mode: 'LCL',
  cargo: { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, totals: { units: 4, weight: 500, volume: 2.5 } },
  customs: { bond: 'CONTINUOUS', isf: true, ior: false },
  services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
});

describe('quote search in the URL', () => {
  it('round-trips any search, including non-ASCII place names', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const s = search(a, b);
        expect(decodeQuoteSearch(encodeQuoteSearch(s))).toEqual(s);
      }),
    );
  });

  it('makes a URL-safe result path', () => {
    const path = quoteResultPath(search('上海', 'Ontario'));
    expect(path).toMatch(/^\/quote-result\?q=[A-Za-z0-9_-]+$/);
  });

  it('refuses missing, truncated or foreign parameters', () => {
    const encoded = encodeQuoteSearch(search('Shanghai', 'Ontario'));
    expect(decodeQuoteSearch(null)).toBeNull();
    expect(decodeQuoteSearch(encoded.slice(0, 20))).toBeNull();
    expect(decodeQuoteSearch(btoa(JSON.stringify({ mode: 'SHIP' })))).toBeNull();
    expect(decodeQuoteSearch('%%%')).toBeNull();
  });
});
