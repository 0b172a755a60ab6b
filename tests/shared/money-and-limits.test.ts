import { describe, expect, it } from 'vitest';
import { round2, toUsd, USD_PER } from '../../domain/money';
import { isTooLarge, MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { currencyValues } from '../../src/api/schema.gen';

describe('money', () => {
  it('rounds to cents half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(10)).toBe(10);
  });

  it('has a rate for every currency of the contract', () => {
    expect(Object.keys(USD_PER).sort()).toEqual([...currencyValues].sort());
    expect(toUsd(100, 'EUR')).toBe(108);
  });
});

describe('upload limit', () => {
  it('lets 7 MB exactly through and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(7_340_032);
    expect(isTooLarge({ size: MAX_UPLOAD_BYTES })).toBe(false);
    expect(isTooLarge({ size: MAX_UPLOAD_BYTES + 1 })).toBe(true);
  });
});
