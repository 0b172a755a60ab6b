import { describe, expect, it } from 'vitest';
import { commoditiesTotal, goodsValueBelowCommodities } from '../../domain/goods-value';

describe('goods value against the commodities (decision 164)', () => {
  it('sums the line values to cents', () => {
    expect(commoditiesTotal([{ value: 0.1 }, { value: 0.2 }, { value: 8_399.7 }])).toBe(8_400);
  });

  it('refuses a declared value below the sum, only when the lines carry values', () => {
    expect(goodsValueBelowCommodities(1, [{ value: 5_000 }, { value: 3_400 }])).toBe(true);
    expect(goodsValueBelowCommodities(8_399.99, [{ value: 8_400 }])).toBe(true);
    expect(goodsValueBelowCommodities(8_400, [{ value: 8_400 }])).toBe(false);
    expect(goodsValueBelowCommodities(9_000, [{ value: 8_400 }])).toBe(false);
    expect(goodsValueBelowCommodities(1, [{ value: 0 }])).toBe(false);
  });
});
