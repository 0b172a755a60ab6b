import { describe, expect, it } from 'vitest';
import { co2eKg, greatCircleKm, legKm, tonnesOf } from '../../domain/co2';

const SHANGHAI = { lat: 31.23, lon: 121.47 };
const LOS_ANGELES = { lat: 34.05, lon: -118.24 };

describe('CO2e estimate (decision 162)', () => {
  it('measures the great circle', () => {
    expect(greatCircleKm(SHANGHAI, LOS_ANGELES)).toBeGreaterThan(10_400);
    expect(greatCircleKm(SHANGHAI, LOS_ANGELES)).toBeLessThan(10_500);
    expect(greatCircleKm(SHANGHAI, SHANGHAI)).toBe(0);
  });

  it('adds 95 km to flights and the routing factor to sailings', () => {
    expect(legKm('AIR', 1000)).toBe(1095);
    expect(legKm('LCL', 1000, 2.1)).toBe(2100);
    expect(legKm('FCL', 1000, 0.5), 'never shorter than the great circle').toBe(1000);
  });

  it('moves chargeable tonnes for air and LCL, 10 t per TEU for FCL', () => {
    expect(tonnesOf('AIR', 1_500)).toBe(1.5);
    expect(tonnesOf('FCL', 0, [{ type: '40HQ', count: 1 }, { type: '20GP', count: 2 }])).toBe(40);
  });

  it('multiplies the mode intensity by tonnes and km: air is about 40 times ocean', () => {
    expect(co2eKg({ mode: 'LCL', tonnes: 1, distanceKm: 10_000 })).toBe(160);
    expect(co2eKg({ mode: 'AIR', tonnes: 1, distanceKm: 10_000 })).toBe(6_020);
  });
});
