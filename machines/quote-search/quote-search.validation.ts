/**
 * Every rule a quote search must meet before it is sent (docs/decisions/081-find-quote-validation.md):
 * the same rules the backend applies, so a search the form lets through is never refused as 90001.
 * Limits are compared in metric; each message shows its limit in the unit on screen.
 */
import { convertLength, fromCbm, fromKg, toCbm, toCm, toKg, type ContainerType, type DimensionUnit, type VolumeUnit, type WeightUnit } from '../cargo';
import { earliestCargoReadyDate, isIsoDay, latestCargoReadyDate } from '../shared/dates';
import { applicable, cargoSummary, lookupType, measureValue, parseDecimal, parseWhole } from './quote-search.draft';
import { LIMITS } from './quote-search.limits';
import type { Draft, EndDraft, EndName, FieldErrors, FieldMessage, Measure, ShipmentMode } from './quote-search.types';

const msg = (id: string, values?: FieldMessage['values']): FieldMessage => (values ? { id, values } : { id });

/** The code of a unit in messages (`findQuote.unit.<code>`); views translate it. */
export type UnitCode = 'cm' | 'in' | 'kg' | 'lb' | 'cbm' | 'cuft';
const UNIT_CODES: Readonly<Record<DimensionUnit | WeightUnit | VolumeUnit, UnitCode>> = { CM: 'cm', INCH: 'in', KG: 'kg', LB: 'lb', CBM: 'cbm', CUFT: 'cuft' };
export const unitCode = (unit: DimensionUnit | WeightUnit | VolumeUnit): UnitCode => UNIT_CODES[unit];

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** A positive decimal up to `maxMetric` (compared in metric so the limit is physical, whatever the unit). */
function positiveMeasure(m: Measure, toMetric: (n: number) => number, maxMetric: number, maxShown: number, unit: UnitCode): FieldMessage | null {
  if (!m.text.trim()) return msg('findQuote.error.number.required');
  const n = measureValue(m);
  if (n === null) return msg('findQuote.error.number.format');
  if (n <= 0) return msg('findQuote.error.number.positive');
  if (toMetric(n) > maxMetric + 1e-9) return msg('findQuote.error.number.max', { max: maxShown, unit });
  return null;
}

function wholeInRange(text: string, min: number, max: number): FieldMessage | null {
  if (!text.trim()) return msg('findQuote.error.number.required');
  const n = parseWhole(text);
  if (n === null) return msg('findQuote.error.integer.format');
  if (n < min || n > max) return msg('findQuote.error.integer.range', { min, max });
  return null;
}

function money(text: string, requiredId: string): FieldMessage | null {
  if (!text.trim()) return msg(requiredId);
  const n = parseDecimal(text);
  if (n === null) return msg('findQuote.error.number.format');
  if (n <= 0) return msg('findQuote.error.number.positive');
  if (n > LIMITS.moneyUsd) return msg('findQuote.error.money.max', { max: LIMITS.moneyUsd });
  return null;
}

const samePlace = (a: EndDraft, b: EndDraft): boolean => {
  if (a.kind === 'DOOR' && b.kind === 'DOOR') {
    return Boolean(a.country && a.query.trim() && a.zip.trim()) && a.country === b.country &&
      fold(a.query) === fold(b.query) && fold(a.zip).replace(/\s+/g, '') === fold(b.zip).replace(/\s+/g, '');
  }
  if (!a.place || !b.place) return false;
  return a.place.type === b.place.type && a.place.country === b.place.country && a.place.code.toUpperCase() === b.place.code.toUpperCase();
};

/** The cargo ready date: a real day, from the earliest cargo ready date to the latest (decision 095). */
function readyDateError(text: string, now: Date): FieldMessage | null {
  const date = text.trim();
  if (!date) return msg('findQuote.error.readyDate.required');
  if (!isIsoDay(date)) return msg('findQuote.error.readyDate.invalid');
  if (date < earliestCargoReadyDate(now)) return msg('findQuote.error.readyDate.past');
  if (date > latestCargoReadyDate(now)) return msg('findQuote.error.readyDate.tooFar');
  return null;
}

function validateEnd(end: EndDraft, name: EndName, mode: ShipmentMode, now: Date, errors: FieldErrors) {
  if (!end.country) errors[`${name}.country`] = msg('findQuote.error.country.required');
  if (end.kind === 'DOOR') {
    if (!end.query.trim()) errors[`${name}.place`] = msg('findQuote.error.city.required');
    else if (end.query.trim().length > LIMITS.cityLength) errors[`${name}.place`] = msg('findQuote.error.text.tooLong', { max: LIMITS.cityLength });
    if (!end.zip.trim()) errors[`${name}.zip`] = msg('findQuote.error.zip.required');
    else if (end.zip.trim().length > LIMITS.zipLength) errors[`${name}.zip`] = msg('findQuote.error.text.tooLong', { max: LIMITS.zipLength });
  } else {
    const wanted = lookupType(end.kind, mode);
    if (!end.place) errors[`${name}.place`] = msg(`findQuote.error.place.${wanted.toLowerCase()}`);
    else if (end.place.type !== wanted) {
      // A port picked before the mode changed to AIR (or the reverse): kept, but it must change.
      errors[`${name}.place`] = msg(wanted === 'AIRPORT' ? 'findQuote.error.place.needsAirport' : 'findQuote.error.place.needsPort');
    }
  }
  if (name === 'origin') {
    const date = readyDateError(end.cargoReadyDate, now);
    if (date) errors['origin.cargoReadyDate'] = date;
  }
}

function validateCargo(draft: Draft, errors: FieldErrors) {
  const c = draft.cargo;
  const by = applicable(draft).cargoBy;
  const dim = c.dimensionUnit;
  const wu = c.weightUnit;
  const vu = c.volumeUnit;
  const shownMax = (metric: number, from: (n: number) => number) => Math.floor(from(metric) * 100) / 100;
  if (by === 'CONTAINERS') {
    const seen = new Set<ContainerType>();
    for (const row of c.containers) {
      const p = `cargo.containers.${row.id}`;
      if (seen.has(row.type)) errors[`${p}.type`] = msg('findQuote.error.container.duplicate');
      seen.add(row.type);
      const count = wholeInRange(row.count, 1, LIMITS.containerCount);
      if (count) errors[`${p}.count`] = count;
    }
    return;
  }
  if (by === 'TOTALS') {
    const units = wholeInRange(c.totals.units, 1, LIMITS.totalUnits);
    if (units) errors['cargo.totals.units'] = units;
    const weight = positiveMeasure(c.totals.weight, (n) => toKg(n, wu), LIMITS.loadWeightKg, shownMax(LIMITS.loadWeightKg, (n) => fromKg(n, wu)), unitCode(wu));
    if (weight) errors['cargo.totals.weight'] = weight;
    const volume = positiveMeasure(c.totals.volume, (n) => toCbm(n, vu), LIMITS.loadVolumeCbm, shownMax(LIMITS.loadVolumeCbm, (n) => fromCbm(n, vu)), unitCode(vu));
    if (volume) errors['cargo.totals.volume'] = volume;
    return;
  }
  const maxDim = shownMax(LIMITS.dimensionCm, (n) => convertLength(n, 'CM', dim));
  const maxWeight = shownMax(LIMITS.packageWeightKg, (n) => fromKg(n, wu));
  for (const row of c.packages) {
    const p = `cargo.packages.${row.id}`;
    const units = wholeInRange(row.units, 1, LIMITS.packageUnits);
    if (units) errors[`${p}.units`] = units;
    for (const field of ['length', 'width', 'height'] as const) {
      const e = positiveMeasure(row[field], (n) => toCm(n, dim), LIMITS.dimensionCm, maxDim, unitCode(dim));
      if (e) errors[`${p}.${field}`] = e;
    }
    const weight = positiveMeasure(row.weight, (n) => toKg(n, wu), LIMITS.packageWeightKg, maxWeight, unitCode(wu));
    if (weight) errors[`${p}.weight`] = weight;
  }
  // Every row may be fine and the whole still too big to price online.
  const rowsOk = !Object.keys(errors).some((k) => k.startsWith('cargo.packages.'));
  if (rowsOk) {
    const s = cargoSummary(draft);
    if (s.weightKg > LIMITS.loadWeightKg || s.volumeCbm > LIMITS.loadVolumeCbm) {
      errors['cargo.load'] = msg('findQuote.error.load.tooLarge', {
        weight: shownMax(LIMITS.loadWeightKg, (n) => fromKg(n, wu)), weightUnit: unitCode(wu),
        volume: shownMax(LIMITS.loadVolumeCbm, (n) => fromCbm(n, vu)), volumeUnit: unitCode(vu),
      });
    }
  }
}

/**
 * Every problem of the draft, by field path. Empty: the draft makes a valid QuoteSearch. `now` is the
 * clock the cargo ready date is checked against (tests pass one).
 */
export function validateDraft(draft: Draft, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  validateEnd(draft.origin, 'origin', draft.mode, now, errors);
  validateEnd(draft.destination, 'destination', draft.mode, now, errors);
  if (!errors['destination.place'] && samePlace(draft.origin, draft.destination)) {
    errors['destination.place'] = msg('findQuote.error.samePlace');
  }
  validateCargo(draft, errors);
  const a = applicable(draft);
  if (a.goodsValue) {
    const e = money(draft.customs.goodsValue, 'findQuote.error.goodsValue.required');
    if (e) errors['customs.goodsValue'] = e;
  }
  if (a.cargoValue) {
    const e = money(draft.services.cargoValue, 'findQuote.error.cargoValue.required');
    if (e) errors['services.cargoValue'] = e;
  }
  if (a.fbaPacking) {
    if (!draft.fbaPacking.labelledBy) errors['fbaPacking.labelledBy'] = msg('findQuote.error.fba.required');
    if (!draft.fbaPacking.palletizedBy) errors['fbaPacking.palletizedBy'] = msg('findQuote.error.fba.required');
  }
  return errors;
}
