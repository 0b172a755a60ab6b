/**
 * The maxima of a quote search (docs/decisions/081-find-quote-validation.md): the contract's row
 * counts, and physical limits checked in metric so they hold whatever the unit on screen. How far
 * ahead a cargo ready date may be is the shared CARGO_READY_MAX_DAYS (machines/shared/dates.ts).
 */
export const LIMITS = {
  packageRows: 50,
  containerRows: 6,
  packageUnits: 9999,
  totalUnits: 99_999,
  containerCount: 99,
  /** Longer than this does not fit a 40' container. */
  dimensionCm: 1200,
  packageWeightKg: 20_000,
  loadWeightKg: 100_000,
  loadVolumeCbm: 500,
  moneyUsd: 100_000_000,
  cityLength: 100,
  zipLength: 20,
  /** Goods above this value add estimated duties to a single bond (spec section 9). */
  dutiesAboveUsd: 10_000,
} as const;
