import { describe, expect, it } from 'vitest';
import { LOCATIONS, searchLocations } from '../../domain/location-catalogue';

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
});
