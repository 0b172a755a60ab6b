/**
 * Properties of the cargo arithmetic (machines/cargo.ts) and of the form's unit switches
 * (machines/quote-search/): conversions round-trip, totals are the sum of their rows in
 * any unit system, switching a unit never changes the physical load beyond the rounding of what is
 * shown, and more cargo never means smaller totals.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import {
  airChargeableWeightKg, convertLength, convertVolume, convertWeight, CUFT_TO_CBM, fromCbm, fromCm, fromKg, INCH_TO_CM, LB_TO_KG,
  packagesTotals, packageVolumeCbm, roundTo, toCbm, toCm, toKg, typedTotals,
  type DimensionUnit, type PackageRow, type VolumeUnit, type WeightUnit,
} from '../../machines/cargo';
import { cargoSummary } from '../../machines/quote-search/quote-search.draft';
import { quoteSearchMachine } from '../../machines/quote-search/quote-search.machine';
import type { Country, Location, QuoteSearchEvent } from '../../machines/quote-search/quote-search.types';

const close = (a: number, b: number, relative = 1e-9) => Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));

const positive = (max: number) => fc.double({ min: 0.01, max, noNaN: true, noDefaultInfinity: true });
const weightUnit = fc.constantFrom<WeightUnit>('KG', 'LB');
const dimensionUnit = fc.constantFrom<DimensionUnit>('CM', 'INCH');
const volumeUnit = fc.constantFrom<VolumeUnit>('CBM', 'CUFT');
const row = fc.record<PackageRow>({
  units: fc.integer({ min: 1, max: 9999 }),
  length: positive(1200),
  width: positive(1200),
  height: positive(1200),
  weight: positive(20_000),
});

describe('unit conversions', () => {
  it('use the backend factors', () => {
    expect(toKg(1, 'LB')).toBe(LB_TO_KG);
    expect(toCm(1, 'INCH')).toBe(INCH_TO_CM);
    expect(toCbm(1, 'CUFT')).toBe(CUFT_TO_CBM);
    expect(roundTo(convertWeight(100, 'KG', 'LB'), 2)).toBe(220.46);
    expect(roundTo(convertLength(48, 'INCH', 'CM'), 2)).toBe(121.92);
    expect(roundTo(convertVolume(1, 'CBM', 'CUFT'), 3)).toBe(35.315);
  });

  it('round-trip exactly (within float error) in every unit pair', () => {
    fc.assert(
      fc.property(positive(1e6), weightUnit, weightUnit, dimensionUnit, dimensionUnit, volumeUnit, volumeUnit, (v, w1, w2, d1, d2, u1, u2) => {
        expect(close(convertWeight(convertWeight(v, w1, w2), w2, w1), v)).toBe(true);
        expect(close(convertLength(convertLength(v, d1, d2), d2, d1), v)).toBe(true);
        expect(close(convertVolume(convertVolume(v, u1, u2), u2, u1), v)).toBe(true);
        expect(close(fromKg(toKg(v, w1), w1), v)).toBe(true);
        expect(close(fromCm(toCm(v, d1), d1), v)).toBe(true);
        expect(close(fromCbm(toCbm(v, u1), u1), v)).toBe(true);
      }),
    );
  });

  it('round-trip within the rounding of what is shown (2 decimals), and are stable after one trip', () => {
    fc.assert(
      fc.property(positive(1e5), (cm) => {
        const typed = roundTo(cm, 2);
        const inches = roundTo(convertLength(typed, 'CM', 'INCH'), 2);
        const back = roundTo(convertLength(inches, 'INCH', 'CM'), 2);
        // Half a hundredth of an inch is 0.0127 cm, plus the final rounding.
        expect(Math.abs(back - typed)).toBeLessThanOrEqual(0.0127 + 0.005 + 1e-9);
        expect(roundTo(convertLength(back, 'CM', 'INCH'), 2)).toBe(inches);
      }),
    );
  });
});

describe('totals', () => {
  it('are the sum of the rows, in any unit system', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), dimensionUnit, weightUnit, (rows, d, w) => {
        const t = packagesTotals(rows, d, w);
        const units = rows.reduce((s, r) => s + r.units, 0);
        const kg = rows.reduce((s, r) => s + toKg(r.weight, w) * r.units, 0);
        const cbm = rows.reduce((s, r) => s + packageVolumeCbm(r.length, r.width, r.height, d) * r.units, 0);
        expect(t.units).toBe(units);
        expect(close(t.weightKg, kg)).toBe(true);
        expect(close(t.volumeCbm, cbm)).toBe(true);
        // The same load typed in the other unit system has the same physical totals.
        const other = (u: DimensionUnit): DimensionUnit => (u === 'CM' ? 'INCH' : 'CM');
        const otherW = (u: WeightUnit): WeightUnit => (u === 'KG' ? 'LB' : 'KG');
        const converted = rows.map((r) => ({
          units: r.units,
          length: convertLength(r.length, d, other(d)),
          width: convertLength(r.width, d, other(d)),
          height: convertLength(r.height, d, other(d)),
          weight: convertWeight(r.weight, w, otherW(w)),
        }));
        const t2 = packagesTotals(converted, other(d), otherW(w));
        expect(close(t2.weightKg, t.weightKg)).toBe(true);
        expect(close(t2.volumeCbm, t.volumeCbm)).toBe(true);
      }),
    );
  });

  it('typed as totals are the same physical load in KG/LB and CBM/CUFT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), positive(100_000), positive(500), (units, kg, cbm) => {
        const metric = typedTotals({ units, weight: kg, volume: cbm }, 'KG', 'CBM');
        const imperial = typedTotals({ units, weight: fromKg(kg, 'LB'), volume: fromCbm(cbm, 'CUFT') }, 'LB', 'CUFT');
        expect(close(metric.weightKg, imperial.weightKg)).toBe(true);
        expect(close(metric.volumeCbm, imperial.volumeCbm)).toBe(true);
      }),
    );
  });

  it('never shrink when a row is added or a value grows (monotonicity)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 10 }), row, fc.nat({ max: 9 }), positive(100), dimensionUnit, weightUnit,
        (rows, extra, index, growth, d, w) => {
          const before = packagesTotals(rows, d, w);
          const added = packagesTotals([...rows, extra], d, w);
          expect(added.units).toBeGreaterThan(before.units);
          // Totals are rounded: a row too small to register (0.01 in³ beside hundreds of CBM) leaves them equal.
          expect(added.weightKg).toBeGreaterThanOrEqual(before.weightKg);
          expect(added.volumeCbm).toBeGreaterThanOrEqual(before.volumeCbm);
          const i = index % rows.length;
          const grown = rows.map((r, j) => (j === i ? { ...r, weight: r.weight + growth, height: r.height + growth } : r));
          const after = packagesTotals(grown, d, w);
          expect(after.weightKg).toBeGreaterThanOrEqual(before.weightKg);
          expect(after.volumeCbm).toBeGreaterThanOrEqual(before.volumeCbm);
        }),
    );
  });
});

describe('AIR chargeable weight', () => {
  it('is max(kg, CBM × 167) rounded up to the next half kilo', () => {
    expect(airChargeableWeightKg(100, 0.5)).toBe(100);
    expect(airChargeableWeightKg(100, 1)).toBe(167);
    expect(airChargeableWeightKg(167.2, 1)).toBe(167.5);
    fc.assert(
      fc.property(positive(100_000), positive(500), (kg, cbm) => {
        const c = airChargeableWeightKg(kg, cbm);
        const raw = Math.max(roundTo(kg, 2), roundTo(cbm, 3) * 167);
        expect(c).toBeGreaterThanOrEqual(raw);
        expect(c - raw).toBeLessThan(0.5 + 1e-9);
        expect(Number.isInteger(c * 2)).toBe(true);
      }),
    );
  });

  it('never decreases when the weight or the volume grows', () => {
    fc.assert(
      fc.property(positive(100_000), positive(500), positive(1000), positive(10), (kg, cbm, moreKg, moreCbm) => {
        const base = airChargeableWeightKg(kg, cbm);
        expect(airChargeableWeightKg(kg + moreKg, cbm)).toBeGreaterThanOrEqual(base);
        expect(airChargeableWeightKg(kg, cbm + moreCbm)).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

/** The form: type a load, switch units any number of times, the physical totals hold. */
describe('unit switches on the form', () => {
  const machine = quoteSearchMachine.provide({
    actors: {
      loadCountries: fromPromise(async (): Promise<Country[]> => []),
      searchLocations: fromPromise(async (): Promise<Location[]> => []),
    },
  });
  const twoDecimals = fc.integer({ min: 1, max: 200_000 }).map((n) => n / 100);
  const switchEvent = fc.oneof(
    weightUnit.map((unit): QuoteSearchEvent => ({ type: 'CARGO.WEIGHT_UNIT', unit })),
    dimensionUnit.map((unit): QuoteSearchEvent => ({ type: 'CARGO.DIMENSION_UNIT', unit })),
    volumeUnit.map((unit): QuoteSearchEvent => ({ type: 'CARGO.VOLUME_UNIT', unit })),
  );

  it('convert what was typed (never reinterpret it) and come back to it exactly', () => {
    fc.assert(
      fc.property(
        fc.record({ units: fc.integer({ min: 1, max: 50 }), length: twoDecimals, width: twoDecimals, height: twoDecimals, weight: twoDecimals }),
        fc.array(switchEvent, { maxLength: 12 }),
        (typed, switches) => {
          const actor = createActor(machine);
          actor.start();
          const id = actor.getSnapshot().context.draft.cargo.packages[0]!.id;
          actor.send({ type: 'PACKAGE.EDIT', id, field: 'units', text: String(typed.units) });
          for (const field of ['length', 'width', 'height', 'weight'] as const) {
            actor.send({ type: 'PACKAGE.EDIT', id, field, text: String(typed[field]) });
          }
          const before = cargoSummary(actor.getSnapshot().context.draft);
          for (const e of switches) actor.send(e);
          const after = cargoSummary(actor.getSnapshot().context.draft);
          // Shown values carry 2 decimals in the current unit: the physical totals stay within that rounding.
          const dimErr = 0.005 * INCH_TO_CM;
          const volumeBound = typed.units * ((typed.length + dimErr) * (typed.width + dimErr) * (typed.height + dimErr) - typed.length * typed.width * typed.height) / 1e6;
          expect(Math.abs(after.weightKg - before.weightKg)).toBeLessThanOrEqual(typed.units * 0.005 + 0.01);
          expect(Math.abs(after.volumeCbm - before.volumeCbm)).toBeLessThanOrEqual(volumeBound + 0.001);
          // Back in the units it was typed in, every value reads exactly as typed.
          actor.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'KG' });
          actor.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'CM' });
          const rowAfter = actor.getSnapshot().context.draft.cargo.packages[0]!;
          for (const field of ['length', 'width', 'height', 'weight'] as const) {
            expect(Number(rowAfter[field].text)).toBe(typed[field]);
          }
          actor.stop();
        },
      ),
      { numRuns: 60 },
    );
  });
});
