import { describe, expect, it } from 'vitest';
import { distanceBand, priceSearch, pricingUnitOf, type PricingContext } from '../../domain/pricing';
import { normaliseSearch, type QuoteSearch } from '../../domain/quote-search-rules';
import { LOCATIONS } from '../../domain/location-catalogue';
import { laneCustoms } from '../../domain/lane-rules';
import { pricingUnitValues } from '../../src/api/schema.gen';
import * as fixtures from '../mocks/quote/quote-fixtures';

const SERVED = ['CN', 'HK', 'VN', 'IN', 'JP', 'KR', 'DE', 'NL', 'GB', 'SE', 'US', 'CA', 'MX', 'BR', 'AU'];
const NOW = Date.parse('2026-12-01T10:00:00Z');
/** A backend that holds no company: every forwarder keeps its profile's name. */
const NO_STORED_NAMES: PricingContext = { legalNameOf: () => undefined };
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

/**
 * The shared quote fixtures on fixed cargo ready days: the domain takes `now` as an argument, so these
 * tests read no mock clock. An origin given in `overrides` keeps its own day.
 */
const onDay = (day: string, search: QuoteSearch, overrides: Partial<QuoteSearch>): QuoteSearch =>
  overrides.origin ? search : { ...search, origin: { ...search.origin, cargoReadyDate: day } };
const lclShanghaiToLosAngeles = (overrides: Partial<QuoteSearch> = {}) => onDay('2026-12-04', fixtures.lclShanghaiToLosAngeles(overrides), overrides);
const fclNingboToHamburg = (overrides: Partial<QuoteSearch> = {}) => onDay('2026-12-08', fixtures.fclNingboToHamburg(undefined, overrides), overrides);

describe('pricing engine', () => {
  it('has a symmetric distance band for every pair of served countries', () => {
    for (const a of SERVED) for (const b of SERVED) expect(distanceBand(a, b), `${a}-${b}`).toBe(distanceBand(b, a));
  });

  it('prices every international lane in every mode, farther lanes costing more per unit', () => {
    for (const mode of ['AIR', 'LCL', 'FCL'] as const) {
      for (const from of SERVED) {
        for (const to of SERVED) {
          if (from === to) continue;
          const result = priceSearch(search(from, to, mode), NOW, NO_STORED_NAMES);
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
      priceSearch(search(from, to, 'FCL'), NOW, NO_STORED_NAMES).quotes.find((q) => q.forwarder.companyId === 'CMP-PACIFIC' && q.serviceLevel === 'STANDARD')
      ?? priceSearch(search(from, to, 'FCL'), NOW, NO_STORED_NAMES).quotes.find((q) => q.forwarder.companyId === 'CMP-PACIFIC')!;
    const freight = (from: string, to: string) => standardPacific(from, to).charges.shipment.find((r) => r.code === 'FREIGHT')!.unitPrice;
    expect(freight('CN', 'VN')).toBeLessThan(freight('CN', 'US'));
    expect(freight('CN', 'US')).toBeLessThan(freight('CN', 'BR'));
  });

  it('names each forwarder as the backend holds it now, else by its profile, and prices the same either way', () => {
    const renamed: PricingContext = { legalNameOf: (id) => (id === 'CMP-PACIFIC' ? 'Pacific Bridge Global Ltd.' : undefined) };
    const asStored = priceSearch(search('CN', 'US', 'LCL'), NOW, renamed).quotes;
    const byProfile = priceSearch(search('CN', 'US', 'LCL'), NOW, NO_STORED_NAMES).quotes;
    const names = (quotes: typeof asStored) => new Map(quotes.map((q) => [q.forwarder.companyId, q.forwarder.name]));
    expect(names(asStored)).toEqual(new Map([
      ['CMP-PACIFIC', 'Pacific Bridge Global Ltd.'], ['CMP-SINO', 'SinoTrans Express Co.'],
      ['CMP-HANSEATIC', 'Hanseatic Freight GmbH'], ['CMP-MERIDIAN', 'Meridian Cargo Partners Inc.'],
    ]));
    expect(names(byProfile).get('CMP-PACIFIC')).toBe('Pacific Bridge Logistics Ltd.');
    expect(asStored.map((q) => [q.id, q.total])).toEqual(byProfile.map((q) => [q.id, q.total]));
  });

  it('is deterministic: the same search prices the same', () => {
    const priced = JSON.stringify(priceSearch(search('CN', 'US', 'LCL'), NOW, NO_STORED_NAMES));
    expect(JSON.stringify(priceSearch(search('CN', 'US', 'LCL'), NOW, NO_STORED_NAMES))).toBe(priced);
  });
});

describe('US customs only where the lane offers them (decision 160)', () => {
  const codesOf = (s: QuoteSearch) =>
    priceSearch(normaliseSearch(s), NOW, NO_STORED_NAMES).quotes.flatMap((q) => [...q.charges.destination, ...q.charges.shipment].map((r) => r.code));

  it('never charges ISF or a US bond on a lane out of the US, even for a stored search that asked for them', () => {
    const hamburg = fclNingboToHamburg({ customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: false } });
    expect(laneCustoms({ mode: hamburg.mode, destinationCountry: hamburg.destination.country })).toMatchObject({ isf: false, usBond: false });
    expect(codesOf(hamburg).filter((c) => /^(ISF|BOND|DUTIES)/.test(c))).toEqual([]);
    const la = lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: false } });
    expect(new Set(codesOf(la).filter((c) => /^(ISF|BOND|DUTIES)/.test(c)))).toEqual(new Set(['ISF_FILING', 'BOND_SINGLE', 'DUTIES']));
  });
});

describe('rerate on searched quotes (decision 163)', () => {
  it('is set exactly on the quotes whose guarantee ends before the cargo is ready', () => {
    const searchedAt = Date.parse('2026-11-24T10:00:00Z');
    const quotes = priceSearch(normaliseSearch(lclShanghaiToLosAngeles({
      origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', cargoReadyDate: '2026-12-05' },
    })), searchedAt, NO_STORED_NAMES).quotes;
    for (const q of quotes) {
      expect(q.rerate, q.expiresAt).toEqual(q.expiresAt < '2026-12-05' ? { cargoReadyDate: '2026-12-05', maxChangePercent: 8 } : null);
    }
    // Guarantees run 7–14 days from Nov 24, so a Dec 5 cargo-ready date splits them.
    expect(quotes.some((q) => q.rerate) && quotes.some((q) => !q.rerate)).toBe(true);
  });
});

describe('pricing units as codes', () => {
  it('gives every charge row of every quote a unit of the contract', () => {
    for (const s of [lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 30_000, isf: true, ior: true } }), fclNingboToHamburg()]) {
      for (const q of priceSearch(normaliseSearch(s), NOW, NO_STORED_NAMES).quotes) {
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

describe('quotes carry the catalogue\'s places', () => {
  it('gives every quote a CO2e estimate: the same for one search, far more by air (decision 162)', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const lcl = priceSearch(normaliseSearch(lclShanghaiToLosAngeles()), now, NO_STORED_NAMES).quotes;
    const kg = lcl[0]!.co2Kg;
    // 0.7 t (chargeable) × ~12 000 km (great circle × 1.15) × 16 g/tkm ≈ 135 kg.
    expect(kg).toBeGreaterThan(100);
    expect(kg).toBeLessThan(170);
    expect(lcl.every((q) => q.co2Kg === kg)).toBe(true);
    const air = priceSearch(normaliseSearch({
      ...lclShanghaiToLosAngeles(), mode: 'AIR',
      origin: { type: 'AIRPORT', locationId: 'AIRPORT-PVG', country: 'CN', city: 'Shanghai', code: 'PVG', cargoReadyDate: lclShanghaiToLosAngeles().origin.cargoReadyDate },
      destination: { type: 'AIRPORT', locationId: 'AIRPORT-LAX', country: 'US', city: 'Los Angeles', code: 'LAX' },
    }), now, NO_STORED_NAMES).quotes;
    expect(air[0]!.co2Kg).toBeGreaterThan(kg * 20);
  });

  it('copies the Chinese names onto both ends of a quote', () => {
    const [q] = priceSearch(normaliseSearch(lclShanghaiToLosAngeles()), Date.parse('2026-11-24T10:00:00Z'), NO_STORED_NAMES).quotes;
    expect(q!.origin.localNames).toEqual({ zh_CN: '上海港', zh_TW: '上海港' });
    expect(q!.destination.localNames).toEqual({ zh_CN: '洛杉矶港', zh_TW: '洛杉磯港' });
  });
});
