import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { setMockNow, mockNow } from '../../../mocks/store/clock';
import { COMPANY } from '../../../mocks/store/users.store';
import { USD_PER } from '../../../domain/money';
import {
  airShenzhenToOnt8, call, fclNingboToHamburg, inDays, lclShanghaiToLosAngeles, type Quote, type QuoteSearch,
} from './quote-fixtures';

type Result = components['schemas']['QuoteSearchResult'];
type ChargeRow = components['schemas']['ChargeRow'];

const DAY = 86_400_000;
const rowsOf = (q: Quote) => [...q.charges.origin, ...q.charges.destination, ...q.charges.shipment];
const row = (q: Quote, code: string) => rowsOf(q).find((r) => r.code === code);
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

async function searchQuotes(search: unknown, as: 'shipper' | 'forwarder' = 'shipper') {
  const { status, body } = await call<Result>('POST', '/quote/search', { body: search, as });
  expect(status).toBe(200);
  return body;
}
async function quotesFor(search: QuoteSearch) {
  const body = await searchQuotes(search);
  expect(body.success, body.message).toBe(true);
  return body.data!;
}

afterEach(() => setMockNow(null));

describe('POST /quote/search', () => {
  it('answers 1–3 quotes from each of the four forwarders, cheapest first', async () => {
    const data = await quotesFor(lclShanghaiToLosAngeles());
    expect(data.total).toBe(data.list.length);
    const byForwarder = new Map<string, number>();
    for (const q of data.list) byForwarder.set(q.forwarder.companyId, (byForwarder.get(q.forwarder.companyId) ?? 0) + 1);
    expect([...byForwarder.keys()].sort()).toEqual(['CMP-HANSEATIC', 'CMP-MERIDIAN', COMPANY.pacific, COMPANY.sino].sort());
    for (const n of byForwarder.values()) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
    // Compared in US dollars: Hanseatic quotes in EUR.
    const totals = data.list.map((q) => q.total * USD_PER[q.currency]);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(data.cheapestQuoteId).toBe(data.list[0]!.id);
    const quickest = data.list.find((q) => q.id === data.quickestQuoteId)!;
    expect(data.list.every((q) => q.transitDays.endToEnd.max >= quickest.transitDays.endToEnd.max)).toBe(true);
    expect(data.noResultReason).toBeNull();
  });

  it('gives the same quotes with the same ids for the same search, whatever the property order', async () => {
    const first = await quotesFor(lclShanghaiToLosAngeles());
    const s = lclShanghaiToLosAngeles();
    const reordered = { services: s.services, customs: s.customs, cargo: s.cargo, mode: s.mode, destination: s.destination, origin: s.origin };
    const second = await quotesFor(reordered as QuoteSearch);
    expect(second.list.map((q) => [q.id, q.total, q.expiresAt])).toEqual(first.list.map((q) => [q.id, q.total, q.expiresAt]));

    const heavier = lclShanghaiToLosAngeles();
    heavier.cargo.packages![0]!.units = 3;
    const third = await quotesFor(heavier);
    expect(third.list.map((q) => q.id).filter((id) => first.list.some((q) => q.id === id))).toEqual([]);
  });

  it('adds up every row, group and total to two decimals, converting foreign rows by their exchange rate', async () => {
    for (const search of [lclShanghaiToLosAngeles(), airShenzhenToOnt8(), fclNingboToHamburg()]) {
      const data = await quotesFor(search);
      for (const q of data.list) {
        for (const r of rowsOf(q)) {
          expect(r.amount, `${q.id} ${r.feeName}`).toBe(round2(r.unitPrice * r.units));
          expect(twoDecimals(r.amount) && twoDecimals(r.unitPrice)).toBe(true);
          expect(r.exchangeRate).toBeGreaterThan(0);
          if (r.currency === q.currency) expect(r.exchangeRate).toBe(1);
        }
        const sum = (rows: ChargeRow[]) => round2(rows.reduce((s, r) => s + round2(r.amount * r.exchangeRate), 0));
        expect(q.subtotals).toEqual({ origin: sum(q.charges.origin), destination: sum(q.charges.destination), shipment: sum(q.charges.shipment) });
        expect(q.total).toBe(round2(q.subtotals.origin + q.subtotals.destination + q.subtotals.shipment));
        expect(q.total).toBeGreaterThan(0);
        expect(row(q, 'FREIGHT'), 'every searched quote here has its main freight').toBeDefined();
      }
    }
  });

  it('bills European local charges in EUR for a USD forwarder and origin charges in USD for the EUR forwarder', async () => {
    const data = await quotesFor(fclNingboToHamburg());
    const usd = data.list.find((q) => q.currency === 'USD')!;
    expect(row(usd, 'DEST_THC')).toMatchObject({ currency: 'EUR', exchangeRate: 1.08 });
    const eur = data.list.find((q) => q.forwarder.companyId === 'CMP-HANSEATIC')!;
    expect(eur.currency).toBe('EUR');
    expect(row(eur, 'EXPORT_CUSTOMS')).toMatchObject({ currency: 'USD', exchangeRate: 0.9259 });
    expect(row(eur, 'DEST_THC')).toMatchObject({ currency: 'EUR', exchangeRate: 1 });
  });

  it('stores each quote with an expiry 7 to 14 days after the search', async () => {
    setMockNow(Date.parse('2026-12-01T09:30:00Z'));
    const data = await quotesFor(lclShanghaiToLosAngeles());
    for (const q of data.list) {
      const days = (Date.parse(`${q.expiresAt}T00:00:00Z`) - Date.parse('2026-12-01T00:00:00Z')) / DAY;
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(14);
      expect(q.expired).toBe(false);
      const read = await call<Quote>('GET', `/quote/${q.id}`);
      expect(read.body.data).toEqual(q);
    }
  });

  it('bills air by chargeable weight: the greater of actual and CBM × 167, up to the next half kilo', async () => {
    // 20 boxes of 50×40×40 cm and 12 kg: 240 kg actual, 1.6 CBM → 267.2 kg volumetric.
    const data = await quotesFor(airShenzhenToOnt8());
    expect(data.cargoSummary).toEqual({ units: 20, weightKg: 240, volumeCbm: 1.6, chargeableWeightKg: 267.5 });
    for (const q of data.list) {
      expect(q.chargeableWeightKg).toBe(267.5);
      expect(row(q, 'FREIGHT')).toMatchObject({ units: 267.5, comment: 'per kg' });
      expect(q.serviceType).toBe('DOOR_TO_DOOR');
      expect(q.portOfLoading).toBe("Shenzhen Bao'an International Airport (SZX)");
    }
  });

  it('converts imperial units: pounds, inches and cubic feet price like their metric equal', async () => {
    const metric = lclShanghaiToLosAngeles({
      cargo: { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, totals: { units: 4, weight: 453.59237, volume: 2.8316846592 } },
    });
    const imperial = lclShanghaiToLosAngeles({
      cargo: { mode: 'TOTALS', weightUnit: 'LB', dimensionUnit: 'INCH', volumeUnit: 'CUFT', hazardous: false, totals: { units: 4, weight: 1000, volume: 100 } },
    });
    const a = await quotesFor(metric);
    const b = await quotesFor(imperial);
    expect(b.cargoSummary).toEqual(a.cargoSummary);
    expect(b.cargoSummary).toMatchObject({ weightKg: 453.59, volumeCbm: 2.832 });
    // Offers (1–3 per forwarder) depend on the search; the same forwarder and level price the same.
    const common = b.list.filter((q) => a.list.some((x) => x.forwarder.companyId === q.forwarder.companyId && x.serviceLevel === q.serviceLevel));
    expect(common.length).toBeGreaterThan(0);
    for (const q of common) {
      expect(q.total).toBe(a.list.find((x) => x.forwarder.companyId === q.forwarder.companyId && x.serviceLevel === q.serviceLevel)!.total);
    }

    const pallets = lclShanghaiToLosAngeles({
      cargo: { mode: 'PACKAGES', weightUnit: 'LB', dimensionUnit: 'INCH', volumeUnit: 'CUFT', hazardous: false,
        packages: [{ packageType: 'PALLET', palletSize: 'IN_48X40', units: 2, length: 48, width: 40, height: 50, weight: 500 }] },
    });
    const c = await quotesFor(pallets);
    // 48×40×50 in = 1.573 CBM each; 500 lb = 226.8 kg each.
    expect(c.cargoSummary).toEqual({ units: 2, weightKg: 453.59, volumeCbm: 3.146, chargeableWeightKg: 453.59 });
  });

  it('prices FCL per container type and count', async () => {
    const one = await quotesFor(fclNingboToHamburg([{ type: '40HQ', count: 1 }]));
    const three = await quotesFor(fclNingboToHamburg([{ type: '40HQ', count: 3 }]));
    const pacific = (d: Result) => d.list.find((q) => q.forwarder.companyId === COMPANY.pacific && q.serviceLevel === 'STANDARD')
      ?? d.list.find((q) => q.forwarder.companyId === COMPANY.pacific)!;
    const f1 = row(pacific(one), 'FREIGHT')!;
    const f3 = row(pacific(three), 'FREIGHT')!;
    expect(f1).toMatchObject({ feeName: 'Ocean freight 40HQ', units: 1, comment: 'per container' });
    expect(f3.units).toBe(3);
    const mixed = await quotesFor(fclNingboToHamburg([{ type: '20GP', count: 1 }, { type: '40RF', count: 2 }]));
    const q = mixed.list[0]!;
    const freight = q.charges.shipment.filter((r) => r.code === 'FREIGHT');
    expect(freight.map((r) => [r.feeName, r.units])).toEqual([['Ocean freight 20GP', 1], ['Ocean freight 40RF', 2]]);
    expect(freight[1]!.unitPrice).toBeGreaterThan(freight[0]!.unitPrice * 2);
  });

  describe('customs', () => {
    it('single bond: 0.55% of goods value (minimum 60.00), plus estimated duties of 3% above 10,000 USD', async () => {
      const big = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 20_000, isf: false, ior: false } }));
      for (const q of big.list) {
        expect(row(q, 'BOND_SINGLE')).toMatchObject({ amount: 110, currency: 'USD' });
        expect(row(q, 'DUTIES')).toMatchObject({ amount: 600, currency: 'USD' });
      }
      const small = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 8_000, isf: false, ior: false } }));
      expect(row(small.list[0]!, 'BOND_SINGLE')!.amount).toBe(60);
      expect(row(small.list[0]!, 'DUTIES')).toBeUndefined();
      const edge = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'SINGLE', goodsValue: 10_000, isf: false, ior: false } }));
      expect(row(edge.list[0]!, 'DUTIES'), 'exactly 10,000 does not exceed it').toBeUndefined();
    });

    it('continuous bond: a zero line valid 12 months', async () => {
      const data = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'CONTINUOUS', isf: false, ior: false } }));
      expect(row(data.list[0]!, 'BOND_CONTINUOUS')).toMatchObject({ amount: 0, comment: 'valid 12 months, no extra cost' });
    });

    it('ISF for ocean only, with its own bond when no customs bond covers it; IOR activation', async () => {
      const noBond = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'NONE', isf: true, ior: true } }));
      expect(row(noBond.list[0]!, 'ISF_FILING')).toBeDefined();
      expect(row(noBond.list[0]!, 'ISF_BOND')).toBeDefined();
      expect(row(noBond.list[0]!, 'IOR')).toBeDefined();
      const bonded = await quotesFor(lclShanghaiToLosAngeles({ customs: { bond: 'CONTINUOUS', isf: true, ior: false } }));
      expect(row(bonded.list[0]!, 'ISF_FILING')).toBeDefined();
      expect(row(bonded.list[0]!, 'ISF_BOND')).toBeUndefined();
      expect(row(bonded.list[0]!, 'IOR')).toBeUndefined();
    });

    it('offers US customs only on lanes into the US: ISF and bonds elsewhere answer 90001 naming the field (decision 160)', async () => {
      const air = await searchQuotes(airShenzhenToOnt8({ customs: { bond: 'NONE', isf: true, ior: false } }));
      expect(air).toMatchObject({ success: false, code: 90001 });
      expect(air.message).toContain('customs.isf');
      const lclHamburg = (customs: QuoteSearch['customs']) => fclNingboToHamburg([], {
        mode: 'LCL', customs,
        cargo: { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, totals: { units: 10, weight: 800, volume: 4 } },
      });
      const isf = await searchQuotes(lclHamburg({ bond: 'NONE', isf: true, ior: false }));
      expect(isf.message).toContain('customs.isf');
      const bond = await searchQuotes(lclHamburg({ bond: 'CONTINUOUS', isf: false, ior: false }));
      expect(bond).toMatchObject({ success: false, code: 90001 });
      expect(bond.message).toContain('customs.bond');
      const plain = await quotesFor(lclHamburg({ bond: 'NONE', isf: false, ior: false }));
      const codes = plain.list.flatMap((q) => q.charges.destination.map((r) => r.code));
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.filter((c) => /^(ISF|BOND|DUTIES)/.test(c))).toEqual([]);
    });
  });

  describe('services and FBA packing', () => {
    it('insurance costs 0.35% of the cargo value (minimum 30.00)', async () => {
      const data = await quotesFor(lclShanghaiToLosAngeles({ services: { insurance: true, cargoValue: 40_000, liftgatePickup: false, liftgateDelivery: false } }));
      const usd = data.list.find((q) => q.currency === 'USD')!;
      expect(row(usd, 'INSURANCE')).toMatchObject({ amount: 140, units: 1 });
      const small = await quotesFor(lclShanghaiToLosAngeles({ services: { insurance: true, cargoValue: 1_000, liftgatePickup: false, liftgateDelivery: false } }));
      expect(row(small.list.find((q) => q.currency === 'USD')!, 'INSURANCE')!.amount).toBe(30);
    });

    it('liftgates are charged at door ends only', async () => {
      const door = await quotesFor(airShenzhenToOnt8({ services: { insurance: false, liftgatePickup: true, liftgateDelivery: true } }));
      expect(row(door.list[0]!, 'LIFTGATE_PICKUP')).toBeDefined();
      expect(row(door.list[0]!, 'LIFTGATE_DELIVERY'), 'an FBA warehouse has docks').toBeUndefined();
      const toDoor = await quotesFor(lclShanghaiToLosAngeles({
        destination: { type: 'DOOR', country: 'US', city: 'Dallas', code: '75201', residential: true },
        services: { insurance: false, liftgatePickup: true, liftgateDelivery: true },
      }));
      const q = toDoor.list[0]!;
      expect(row(q, 'LIFTGATE_DELIVERY')).toBeDefined();
      expect(row(q, 'RESIDENTIAL_DELIVERY')).toBeDefined();
      expect(row(q, 'LIFTGATE_PICKUP'), 'the origin is a port').toBeUndefined();
      expect(q.serviceType).toBe('PORT_TO_DOOR');
    });

    it('FBA labelling per carton and palletizing per pallet when the forwarder does them', async () => {
      const byForwarder = await quotesFor(airShenzhenToOnt8({ fbaPacking: { labelledBy: 'FORWARDER', palletizedBy: 'FORWARDER' } }));
      const q = byForwarder.list[0]!;
      expect(row(q, 'FBA_LABEL')).toMatchObject({ units: 20, comment: 'per carton' });
      expect(row(q, 'FBA_PALLETIZE')).toMatchObject({ units: 2, comment: 'per pallet' });
      const bySupplier = await quotesFor(airShenzhenToOnt8({ fbaPacking: { labelledBy: 'SUPPLIER', palletizedBy: 'SUPPLIER' } }));
      expect(bySupplier.list.some((x) => row(x, 'FBA_LABEL') || row(x, 'FBA_PALLETIZE'))).toBe(false);
      expect(bySupplier.list[0]!.total).toBeLessThan(byForwarder.list.find((x) => x.id !== q.id && x.forwarder.companyId === q.forwarder.companyId)?.total ?? Infinity);
    });

    it('hazardous materials and batteries add a dangerous goods surcharge', async () => {
      const plain = await quotesFor(lclShanghaiToLosAngeles());
      const dg = lclShanghaiToLosAngeles();
      dg.cargo.hazardous = true;
      const hazardous = await quotesFor(dg);
      for (const q of hazardous.list) expect(row(q, 'DG')!.amount).toBeGreaterThan(0);
      expect(hazardous.list[0]!.total).toBeGreaterThan(plain.list[0]!.total);
    });
  });

  describe('lanes without result', () => {
    const cases: [string, QuoteSearch, string][] = [
      ['to North Korea', lclShanghaiToLosAngeles({ destination: { type: 'PORT', country: 'KP', city: 'Nampo', code: 'KPNAM' } }), 'EMBARGOED_COUNTRY'],
      ['from North Korea', { ...airShenzhenToOnt8(), origin: { type: 'AIRPORT', country: 'KP', city: 'Pyongyang', code: 'FNJ', cargoReadyDate: inDays(3) } }, 'EMBARGOED_COUNTRY'],
      ['within one city', lclShanghaiToLosAngeles({ destination: { type: 'DOOR', country: 'CN', city: 'shanghai', code: '200120' } }), 'SAME_CITY'],
      ['within one country', lclShanghaiToLosAngeles({ destination: { type: 'PORT', country: 'CN', city: 'Ningbo', code: 'CNNGB' } }), 'DOMESTIC'],
      ['air from a sea port', { ...airShenzhenToOnt8(), origin: lclShanghaiToLosAngeles().origin }, 'MODE_LOCATION_MISMATCH'],
      ['ocean to an airport', lclShanghaiToLosAngeles({ destination: { type: 'AIRPORT', country: 'US', city: 'Los Angeles', code: 'LAX' } }), 'MODE_LOCATION_MISMATCH'],
      ['from an FBA warehouse', lclShanghaiToLosAngeles({ origin: { type: 'FBA', country: 'DE', city: 'Dortmund', code: 'DTM2', cargoReadyDate: inDays(3) } }), 'FBA_ORIGIN'],
    ];
    it.each(cases)('%s', async (_, search, reason) => {
      const data = await quotesFor(search);
      expect(data).toMatchObject({ list: [], total: 0, noResultReason: reason, cheapestQuoteId: null, quickestQuoteId: null });
    });
  });

  describe('invalid searches answer 90001 naming the field', () => {
    const base = () => lclShanghaiToLosAngeles();
    const cases: [string, () => unknown, string][] = [
      ['no cargo ready date', () => ({ ...base(), origin: { ...base().origin, cargoReadyDate: undefined } }), 'origin.cargoReadyDate'],
      ['a past cargo ready date', () => ({ ...base(), origin: { ...base().origin, cargoReadyDate: inDays(-1) } }), 'origin.cargoReadyDate'],
      ['an unknown port code', () => ({ ...base(), destination: { type: 'PORT', country: 'US', city: 'Nowhere', code: 'USZZZ' } }), 'destination.code'],
      ['a country nobody serves', () => ({ ...base(), destination: { type: 'DOOR', country: 'FR', city: 'Paris', code: '75001' } }), 'destination.country'],
      ['FCL priced by packages', () => ({ ...base(), mode: 'FCL' }), 'cargo.mode'],
      ['a zero weight', () => { const s = base(); s.cargo.packages![0]!.weight = 0; return s; }, 'cargo.packages[0].weight'],
      ['a single bond without goods value', () => ({ ...base(), customs: { bond: 'SINGLE', isf: false, ior: false } }), 'customs.goodsValue'],
      ['insurance without cargo value', () => ({ ...base(), services: { insurance: true, liftgatePickup: false, liftgateDelivery: false } }), 'services.cargoValue'],
      ['FBA without packing choices', () => ({ ...airShenzhenToOnt8(), fbaPacking: undefined }), 'fbaPacking'],
    ];
    it.each(cases)('%s', async (_, body, field) => {
      const result = await searchQuotes(body());
      expect(result).toMatchObject({ success: false, code: 90001 });
      expect(result.message).toContain(field);
    });
  });

  it('answers 400 to a body that is not JSON and 401 without a token', async () => {
    expect((await call('POST', '/quote/search', { body: '{not json' })).status).toBe(400);
    expect((await call('POST', '/quote/search', { body: lclShanghaiToLosAngeles(), as: null })).status).toBe(401);
  });
});

describe('GET /quote/{id}', () => {
  afterEach(() => setMockNow(null));

  it('shows a quote as expired after its expiry day, and a new search re-issues it under the same id', async () => {
    const start = Date.parse('2026-12-01T08:00:00Z');
    setMockNow(start);
    const search = lclShanghaiToLosAngeles();
    const [q] = (await quotesFor(search)).list;
    const lastValidMoment = Date.parse(`${q!.expiresAt}T23:59:59Z`);
    setMockNow(lastValidMoment);
    expect((await call<Quote>('GET', `/quote/${q!.id}`)).body.data!.expired).toBe(false);
    setMockNow(lastValidMoment + 1000);
    expect((await call<Quote>('GET', `/quote/${q!.id}`)).body.data!.expired).toBe(true);

    const again = (await quotesFor({ ...search, origin: { ...search.origin, cargoReadyDate: new Date(mockNow() + DAY).toISOString().slice(0, 10) } }));
    expect(again.list.some((x) => x.id === q!.id), 'another cargo ready date is another search').toBe(false);
    setMockNow(lastValidMoment + 1000);
    const reissued = (await quotesFor(search)).list.find((x) => x.id === q!.id)!;
    expect(reissued.expired).toBe(false);
    expect(reissued.expiresAt > q!.expiresAt).toBe(true);
    expect(reissued.total).toBe(q!.total);
  });

  it('answers 50003 for an unknown id', async () => {
    const { body } = await call('GET', '/quote/Q-NOPE');
    expect(body).toMatchObject({ success: false, code: 50003 });
  });

  it('serves seeded answered quotes, one of them already expired', async () => {
    const expired = await call<Quote>('GET', '/quote/QA-QR-0002');
    expect(expired.body.data).toMatchObject({ source: 'CUSTOM_REQUEST', requestId: 'QR-0002', expired: true, serviceLevel: 'CUSTOM' });
    const valid = await call<Quote>('GET', '/quote/QA-QR-0003');
    expect(valid.body.data).toMatchObject({ source: 'CUSTOM_REQUEST', expired: false });
  });

  it('reads quotes for forwarders too', async () => {
    const [q] = (await quotesFor(lclShanghaiToLosAngeles())).list;
    const { body } = await call<Quote>('GET', `/quote/${q!.id}`, { as: 'forwarder' });
    expect(body.data!.id).toBe(q!.id);
  });
});
