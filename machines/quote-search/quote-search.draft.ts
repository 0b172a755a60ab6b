/**
 * The draft's pure helpers: numbers as typed, the empty draft, which options apply to it and the live
 * totals of what has been typed so far (docs/decisions/082-084).
 */
import {
  airChargeableWeightKg, containersTotals, convertLength, DECIMALS, fromCbm, fromKg, packagesTotals, PALLET_FOOTPRINT, roundTo, typedTotals,
  type DimensionUnit, type VolumeUnit, type WeightUnit,
} from '../cargo';
import { laneCustoms } from '../../domain/lane-rules';
import type { ContainerDraft, Draft, EndDraft, EndKind, LocationType, Measure, PackageDraft, PackageKind, Place, ShipmentMode } from './quote-search.types';

/** "12", "12.5", ".5", "12." — no signs, no exponent, no thousands separators. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function parseWhole(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** A number for an input: rounded, without trailing zeros. */
export const formatDecimal = (value: number, decimals: number) => String(roundTo(value, decimals));

export const measureValue = (m: Measure): number | null => parseDecimal(m.text);

export const setMeasure = (text: string): Measure => ({ text });

/** A measure in another unit; text that is not a number stays as typed, so nothing entered is lost. */
export function convertMeasure(m: Measure, convert: (n: number) => number, decimals: number): Measure {
  const n = m.exact ?? parseDecimal(m.text);
  if (n === null) return m;
  const exact = convert(n);
  return { text: formatDecimal(exact, decimals), exact };
}

export const lookupType = (kind: EndKind, mode: ShipmentMode): LocationType =>
  kind === 'PORT' ? (mode === 'AIR' ? 'AIRPORT' : 'PORT') : kind;

export const placeLabel = (place: Pick<Place, 'name' | 'code'>) => `${place.name} (${place.code})`;

export const fitsKind = (place: Place, kind: EndKind) =>
  kind === 'PORT' ? place.type === 'PORT' || place.type === 'AIRPORT' : place.type === kind;

export const isStandardPallet = (kind: PackageKind) => kind !== 'BOX_CRATE' && kind !== 'NON_SPECIFIED';

/** Length and width of a standard pallet, in the load's dimension unit. */
export function palletFootprint(kind: PackageKind, unit: DimensionUnit): Pick<PackageDraft, 'length' | 'width'> | null {
  if (kind === 'BOX_CRATE' || kind === 'NON_SPECIFIED') return null;
  const f = PALLET_FOOTPRINT[kind];
  const measure = (value: number): Measure => {
    const exact = convertLength(value, f.unit, unit);
    return { text: formatDecimal(exact, DECIMALS.dimension), exact };
  };
  return { length: measure(f.length), width: measure(f.width) };
}

// ---------------------------------------------------------------------------------------------
// The empty draft

const emptyEnd = (): EndDraft => ({ kind: 'PORT', country: '', query: '', place: null, zip: '', residential: false, cargoReadyDate: '' });

export const emptyPackage = (id: string): PackageDraft => ({
  id, kind: 'BOX_CRATE', units: '1', length: setMeasure(''), width: setMeasure(''), height: setMeasure(''), weight: setMeasure(''),
});

export const emptyContainer = (id: string): ContainerDraft => ({ id, type: '40HQ', count: '1' });

export function initialDraft(): Draft {
  return {
    mode: 'LCL',
    origin: emptyEnd(),
    destination: emptyEnd(),
    cargo: {
      loadBy: 'PACKAGES',
      weightUnit: 'KG',
      dimensionUnit: 'CM',
      volumeUnit: 'CBM',
      packages: [emptyPackage('p1')],
      totals: { units: '', weight: setMeasure(''), volume: setMeasure(''), packageType: '' },
      containers: [emptyContainer('c1')],
      hazardous: false,
    },
    // ISF starts off: lane-fit.ts ticks it once the lane is ocean into the US (the only lane that has it).
    customs: { bond: 'NONE', goodsValue: '', isf: false, ior: false },
    services: { insurance: false, cargoValue: '', liftgatePickup: false, liftgateDelivery: false },
    fbaPacking: { labelledBy: '', palletizedBy: '' },
  };
}

// ---------------------------------------------------------------------------------------------
// Which options apply (docs/decisions/083-find-quote-options.md)

export interface Applicable {
  ocean: boolean;
  /** ISF filing is offered (ocean into the US: domain/lane-rules.ts). */
  isf: boolean;
  /** US customs bonds are offered (into the US). */
  usBond: boolean;
  /** The formal-entry threshold of the lane in USD, null when none applies. */
  formalEntryThresholdUsd: number | null;
  residentialOrigin: boolean;
  residentialDestination: boolean;
  liftgatePickup: boolean;
  liftgateDelivery: boolean;
  fbaPacking: boolean;
  goodsValue: boolean;
  /** A single bond on goods above 10 000 USD: estimated duties are added. */
  dutiesEstimated: boolean;
  cargoValue: boolean;
  cargoBy: 'PACKAGES' | 'TOTALS' | 'CONTAINERS';
}

export function applicable(draft: Draft): Applicable {
  const ocean = draft.mode !== 'AIR';
  const goods = parseDecimal(draft.customs.goodsValue);
  const lane = laneCustoms({ mode: draft.mode, destinationCountry: draft.destination.country });
  const single = lane.usBond && draft.customs.bond === 'SINGLE';
  return {
    ocean,
    isf: lane.isf,
    usBond: lane.usBond,
    formalEntryThresholdUsd: lane.formalEntryThresholdUsd,
    residentialOrigin: draft.origin.kind === 'DOOR',
    residentialDestination: draft.destination.kind === 'DOOR',
    // Containers are unloaded at a dock: no liftgate for FCL (the backend charges none either).
    liftgatePickup: draft.origin.kind === 'DOOR' && draft.mode !== 'FCL',
    liftgateDelivery: draft.destination.kind === 'DOOR' && draft.mode !== 'FCL',
    fbaPacking: draft.destination.kind === 'FBA',
    goodsValue: single,
    dutiesEstimated: single && lane.formalEntryThresholdUsd !== null && goods !== null && goods > lane.formalEntryThresholdUsd,
    cargoValue: draft.services.insurance,
    cargoBy: draft.mode === 'FCL' ? 'CONTAINERS' : draft.cargo.loadBy,
  };
}

// ---------------------------------------------------------------------------------------------
// Live totals

export interface CargoSummaryView {
  by: 'PACKAGES' | 'TOTALS' | 'CONTAINERS';
  units: number;
  /** In the load's weight unit, two decimals. */
  weight: number;
  weightUnit: WeightUnit;
  /** In the load's volume unit, three decimals. */
  volume: number;
  volumeUnit: VolumeUnit;
  weightKg: number;
  volumeCbm: number;
  /** AIR only: kg, as billed. */
  chargeableWeightKg: number | null;
  /** FCL only. */
  containers: number;
}

/** What has been typed so far, added up; a value not (yet) a number counts as nothing. */
export function cargoSummary(draft: Draft): CargoSummaryView {
  const c = draft.cargo;
  const by = applicable(draft).cargoBy;
  let totals = { units: 0, weightKg: 0, volumeCbm: 0 };
  let containers = 0;
  if (by === 'CONTAINERS') {
    const t = containersTotals(c.containers.map((row) => ({ type: row.type, count: parseWhole(row.count) ?? 0 })));
    containers = t.containers;
    totals = { units: t.containers, weightKg: 0, volumeCbm: t.capacityCbm };
  } else if (by === 'TOTALS') {
    totals = typedTotals(
      { units: parseWhole(c.totals.units) ?? 0, weight: measureValue(c.totals.weight) ?? 0, volume: measureValue(c.totals.volume) ?? 0 },
      c.weightUnit,
      c.volumeUnit,
    );
  } else {
    totals = packagesTotals(
      c.packages.map((row) => ({
        units: parseWhole(row.units) ?? 0,
        length: measureValue(row.length) ?? 0,
        width: measureValue(row.width) ?? 0,
        height: measureValue(row.height) ?? 0,
        weight: measureValue(row.weight) ?? 0,
      })),
      c.dimensionUnit,
      c.weightUnit,
    );
  }
  return {
    by,
    units: totals.units,
    weight: roundTo(fromKg(totals.weightKg, c.weightUnit), DECIMALS.weight),
    weightUnit: c.weightUnit,
    volume: roundTo(fromCbm(totals.volumeCbm, c.volumeUnit), DECIMALS.volume),
    volumeUnit: c.volumeUnit,
    weightKg: roundTo(totals.weightKg, 2),
    volumeCbm: roundTo(totals.volumeCbm, 3),
    chargeableWeightKg: draft.mode === 'AIR' ? airChargeableWeightKg(totals.weightKg, totals.volumeCbm) : null,
    containers,
  };
}
