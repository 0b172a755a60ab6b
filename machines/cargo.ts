/**
 * Cargo arithmetic for the Find Quote form: unit conversions, package volumes, live totals and the
 * AIR chargeable weight. Pure functions, no rounding unless a function says so, so that the form can
 * convert what the user typed without drifting (docs/decisions/082-cargo-units-and-rounding.md).
 *
 * The factors and the chargeable-weight rule are the ones the embedded backend prices with
 * (domain/pricing.ts, docs/decisions/020-pricing-model.md): the totals the form shows are the ones the
 * quotes are priced on. They are repeated here because machines never import the mocks.
 */
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];
export type WeightUnit = Schemas['WeightUnit'];
export type DimensionUnit = Schemas['DimensionUnit'];
export type VolumeUnit = Schemas['VolumeUnit'];
export type ContainerType = Schemas['ContainerType'];
export type PalletSize = Schemas['PalletSize'];

export const LB_TO_KG = 0.45359237;
export const INCH_TO_CM = 2.54;
export const CUFT_TO_CBM = 0.0283168466;
/** IATA volumetric factor: one CBM counts as 167 kg for air. */
export const AIR_KG_PER_CBM = 167;

/** Half away from zero at `decimals` places (money-style; inputs here are never negative). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON)) / factor;
}

export const toKg = (value: number, unit: WeightUnit) => (unit === 'LB' ? value * LB_TO_KG : value);
export const fromKg = (kg: number, unit: WeightUnit) => (unit === 'LB' ? kg / LB_TO_KG : kg);
export const toCm = (value: number, unit: DimensionUnit) => (unit === 'INCH' ? value * INCH_TO_CM : value);
export const fromCm = (cm: number, unit: DimensionUnit) => (unit === 'INCH' ? cm / INCH_TO_CM : cm);
export const toCbm = (value: number, unit: VolumeUnit) => (unit === 'CUFT' ? value * CUFT_TO_CBM : value);
export const fromCbm = (cbm: number, unit: VolumeUnit) => (unit === 'CUFT' ? cbm / CUFT_TO_CBM : cbm);

export const convertWeight = (value: number, from: WeightUnit, to: WeightUnit) => (from === to ? value : fromKg(toKg(value, from), to));
export const convertLength = (value: number, from: DimensionUnit, to: DimensionUnit) => (from === to ? value : fromCm(toCm(value, from), to));
export const convertVolume = (value: number, from: VolumeUnit, to: VolumeUnit) => (from === to ? value : fromCbm(toCbm(value, from), to));

/** Decimals a converted value is shown with in its input: dimensions and weights 2, volumes 3. */
export const DECIMALS = { dimension: 2, weight: 2, volume: 3 } as const;

/** Volume of one package in CBM. */
export function packageVolumeCbm(length: number, width: number, height: number, unit: DimensionUnit): number {
  return (toCm(length, unit) * toCm(width, unit) * toCm(height, unit)) / 1_000_000;
}

/** A row of identical packages; dimensions in the load's dimension unit, weight of ONE package in its weight unit. */
export interface PackageRow {
  units: number;
  length: number;
  width: number;
  height: number;
  weight: number;
}

/** Physical totals, metric and unrounded. */
export interface CargoTotals {
  units: number;
  weightKg: number;
  volumeCbm: number;
}

export function packagesTotals(rows: readonly PackageRow[], dimensionUnit: DimensionUnit, weightUnit: WeightUnit): CargoTotals {
  let units = 0;
  let weightKg = 0;
  let volumeCbm = 0;
  for (const row of rows) {
    units += row.units;
    weightKg += toKg(row.weight, weightUnit) * row.units;
    volumeCbm += packageVolumeCbm(row.length, row.width, row.height, dimensionUnit) * row.units;
  }
  return { units, weightKg, volumeCbm };
}

/** Totals typed as totals ("by totals"), in the load's weight and volume units. */
export function typedTotals(totals: { units: number; weight: number; volume: number }, weightUnit: WeightUnit, volumeUnit: VolumeUnit): CargoTotals {
  return { units: totals.units, weightKg: toKg(totals.weight, weightUnit), volumeCbm: toCbm(totals.volume, volumeUnit) };
}

/**
 * AIR chargeable weight in kg, as the backend bills it: max(actual kg, CBM × 167) on the weight kept
 * to two decimals and the volume to three, rounded UP to the next half kilo (airline practice).
 */
export function airChargeableWeightKg(weightKg: number, volumeCbm: number): number {
  return Math.ceil(Math.max(roundTo(weightKg, 2), roundTo(volumeCbm, 3) * AIR_KG_PER_CBM) * 2) / 2;
}

/** Nominal capacity (CBM) of each container type, as the backend measures FCL loads. */
export const CONTAINER_CBM: Readonly<Record<ContainerType, number>> = {
  '20GP': 33, '40GP': 67, '40HQ': 76, '45HQ': 86, '20RF': 28, '40RF': 59,
};

export function containersTotals(rows: readonly { type: ContainerType; count: number }[]): { containers: number; capacityCbm: number } {
  let containers = 0;
  let capacityCbm = 0;
  for (const row of rows) {
    containers += row.count;
    capacityCbm += CONTAINER_CBM[row.type] * row.count;
  }
  return { containers, capacityCbm };
}

/** The footprint a standard pallet size fixes (length × width), in the unit it is defined in. */
export const PALLET_FOOTPRINT: Readonly<Record<Exclude<PalletSize, 'NON_SPECIFIED'>, { length: number; width: number; unit: DimensionUnit }>> = {
  IN_48X40: { length: 48, width: 40, unit: 'INCH' },
  EUR1_120X80: { length: 120, width: 80, unit: 'CM' },
  EUR2_120X100: { length: 120, width: 100, unit: 'CM' },
};
