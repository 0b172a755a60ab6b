/**
 * The goods value of a booking against its commodities (docs/decisions/164). Each commodity's `value`
 * is the line's total value (as a commercial invoice lists it), in the booking's goods currency; the
 * declared goods value must be at least their sum. It may be more (packing, other charges invoiced).
 */
import { round2 } from './money';

/** The sum of the commodity lines' values, rounded to cents. */
export function commoditiesTotal(commodities: readonly { value: number }[]): number {
  return round2(commodities.reduce((sum, c) => sum + (Number.isFinite(c.value) ? c.value : 0), 0));
}

/** Whether a declared goods value is too low for the commodities (only when they carry values). */
export function goodsValueBelowCommodities(goodsValue: number, commodities: readonly { value: number }[]): boolean {
  const total = commoditiesTotal(commodities);
  return total > 0 && round2(goodsValue) < total;
}
