import { describe, expect, it } from 'vitest';
import { LOCATIONS, searchLocations } from '../../../mocks/store/location.store';
import { normaliseSearch, priceSearch } from '../../../mocks/pricing';
import { lclShanghaiToLosAngeles } from './quote-fixtures';

const HAN = /[\u4e00-\u9fff]/;

describe('local names of catalogue places', () => {
  it('names every place in Simplified and Traditional Chinese', () => {
    for (const place of LOCATIONS) {
      expect(place.localNames.zh_CN, place.id).toMatch(HAN);
      expect(place.localNames.zh_TW, place.id).toMatch(HAN);
    }
    const byId = (id: string) => LOCATIONS.find((l) => l.id === id)!.localNames;
    expect(byId('PORT-CNSHA')).toEqual({ zh_CN: '上海港', zh_TW: '上海港' });
    expect(byId('PORT-CNNGB')).toEqual({ zh_CN: '宁波舟山港', zh_TW: '寧波舟山港' });
    expect(byId('PORT-DEHAM')).toEqual({ zh_CN: '汉堡港', zh_TW: '漢堡港' });
    expect(byId('AIRPORT-LAX')).toEqual({ zh_CN: '洛杉矶国际机场', zh_TW: '洛杉磯國際機場' });
  });

  it('finds places by a Chinese keyword in either script', () => {
    expect(searchLocations({ keyword: '寧波', limit: 20 }).map((l) => l.id)).toContain('PORT-CNNGB');
    expect(searchLocations({ keyword: '汉堡', limit: 20 }).map((l) => l.id)).toContain('PORT-DEHAM');
  });

  it('gives every quote a CO2e estimate: the same for one search, far more by air (decision 162)', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const lcl = priceSearch(normaliseSearch(lclShanghaiToLosAngeles()), now).quotes;
    const kg = lcl[0]!.co2Kg;
    // 0.7 t (chargeable) × ~12 000 km (great circle × 1.15) × 16 g/tkm ≈ 135 kg.
    expect(kg).toBeGreaterThan(100);
    expect(kg).toBeLessThan(170);
    expect(lcl.every((q) => q.co2Kg === kg)).toBe(true);
    const air = priceSearch(normaliseSearch({
      ...lclShanghaiToLosAngeles(), mode: 'AIR',
      origin: { type: 'AIRPORT', locationId: 'AIRPORT-PVG', country: 'CN', city: 'Shanghai', code: 'PVG', cargoReadyDate: lclShanghaiToLosAngeles().origin.cargoReadyDate },
      destination: { type: 'AIRPORT', locationId: 'AIRPORT-LAX', country: 'US', city: 'Los Angeles', code: 'LAX' },
    }), now).quotes;
    expect(air[0]!.co2Kg).toBeGreaterThan(kg * 20);
  });

  it('copies the names onto both ends of a quote', () => {
    const [q] = priceSearch(normaliseSearch(lclShanghaiToLosAngeles()), Date.parse('2026-11-24T10:00:00Z')).quotes;
    expect(q!.origin.localNames).toEqual({ zh_CN: '上海港', zh_TW: '上海港' });
    expect(q!.destination.localNames).toEqual({ zh_CN: '洛杉矶港', zh_TW: '洛杉磯港' });
  });
});
