import { describe, expect, it } from 'vitest';
import { rerateFor } from '../../domain/price-guarantee';

describe('rerateFor (decision 163)', () => {
  it('is null when the guarantee covers the cargo-ready day, or there is none', () => {
    expect(rerateFor({ mode: 'LCL', expiresAt: '2026-12-08', cargoReadyDate: '2026-12-08' })).toBeNull();
    expect(rerateFor({ mode: 'LCL', expiresAt: '2026-12-09', cargoReadyDate: '2026-12-08' })).toBeNull();
    expect(rerateFor({ mode: 'AIR', expiresAt: '2026-12-09', cargoReadyDate: undefined })).toBeNull();
  });

  it('names the cargo-ready date and the band of the mode when the guarantee ends first', () => {
    expect(rerateFor({ mode: 'LCL', expiresAt: '2026-12-06', cargoReadyDate: '2026-12-08' })).toEqual({ cargoReadyDate: '2026-12-08', maxChangePercent: 8 });
    expect(rerateFor({ mode: 'FCL', expiresAt: '2026-12-01', cargoReadyDate: '2026-12-08' })).toEqual({ cargoReadyDate: '2026-12-08', maxChangePercent: 8 });
    expect(rerateFor({ mode: 'AIR', expiresAt: '2026-12-07', cargoReadyDate: '2026-12-08' })).toEqual({ cargoReadyDate: '2026-12-08', maxChangePercent: 12 });
  });
});
