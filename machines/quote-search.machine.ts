/**
 * Find Quote: the draft of a quote search (locations, mode, cargo load, customs, additional services,
 * FBA packing), its validation, the debounced location look-up and the QuoteSearch it becomes.
 *
 * Three regions run side by side: `form` keeps the draft and decides on every edit, `countries`
 * loads the country list once, `lookup` searches places for the combobox the user types in (debounced
 * with `after`; a newer keystroke leaves `searching`, which stops the request). A valid SUBMIT emits
 * `search` with the contract's QuoteSearch; the page navigates to its result URL. The draft is
 * persisted by the page (usePersistedMachine), so everything here is plain JSON.
 *
 * Decisions: docs/decisions/080-084 (draft and location rules, validation and maxima, units and
 * rounding, which options apply, the look-up).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { callFailure, type CallFailure } from './auth-rules';
import {
  airChargeableWeightKg, containersTotals, convertLength, convertVolume, convertWeight, DECIMALS, fromCbm, fromKg, packagesTotals,
  PALLET_FOOTPRINT, roundTo, toCbm, toCm, toKg, typedTotals,
  type ContainerType, type DimensionUnit, type VolumeUnit, type WeightUnit,
} from './cargo';

type Schemas = components['schemas'];
export type Location = Schemas['Location'];
export type Country = Schemas['Country'];
export type QuoteSearch = Schemas['QuoteSearch'];
export type QuoteLocation = Schemas['QuoteLocation'];
export type ShipmentMode = Schemas['ShipmentMode'];
export type LocationType = Schemas['LocationType'];
export type CustomsBond = Schemas['CustomsBond'];
export type FbaPackingParty = Schemas['FbaPackingParty'];
export type PackageType = Schemas['PackageType'];
export type CargoLoad = Schemas['CargoLoad'];

// ---------------------------------------------------------------------------------------------
// The draft

export type EndName = 'origin' | 'destination';
/** What the user picks as location type: PORT is "port / airport" (an airport for AIR, a sea port otherwise). */
export type EndKind = 'PORT' | 'DOOR' | 'FBA';
export const END_KINDS: readonly EndKind[] = ['PORT', 'DOOR', 'FBA'];

/** A catalogue place picked from the look-up (or carried in a prefilled search). */
export interface Place {
  id?: string;
  type: LocationType;
  code: string;
  name: string;
  city: string;
  country: string;
}

export interface EndDraft {
  kind: EndKind;
  country: string;
  /** The combobox text: the picked place's label, or the city of a door. */
  query: string;
  place: Place | null;
  /** DOOR only. */
  zip: string;
  /** DOOR only. */
  residential: boolean;
  /** Origin only: YYYY-MM-DD. */
  cargoReadyDate: string;
}

/**
 * A measured value as typed. After a unit switch `exact` keeps the unrounded conversion while `text`
 * shows it rounded, so that switching back gives exactly what was typed (decision 082).
 */
export interface Measure {
  text: string;
  exact?: number;
}

/** The package select: a pallet of a standard size, a pallet of no standard size, or boxes / crates. */
export type PackageKind = 'IN_48X40' | 'EUR1_120X80' | 'EUR2_120X100' | 'NON_SPECIFIED' | 'BOX_CRATE';
export const PACKAGE_KINDS: readonly PackageKind[] = ['IN_48X40', 'EUR1_120X80', 'EUR2_120X100', 'NON_SPECIFIED', 'BOX_CRATE'];
export type MeasureField = 'length' | 'width' | 'height' | 'weight';
export type PackageField = 'units' | MeasureField;

export interface PackageDraft {
  id: string;
  kind: PackageKind;
  units: string;
  length: Measure;
  width: Measure;
  height: Measure;
  weight: Measure;
}

export interface ContainerDraft {
  id: string;
  type: ContainerType;
  count: string;
}

export type LoadBy = 'PACKAGES' | 'TOTALS';

export interface CargoDraft {
  loadBy: LoadBy;
  weightUnit: WeightUnit;
  dimensionUnit: DimensionUnit;
  volumeUnit: VolumeUnit;
  packages: PackageDraft[];
  totals: { units: string; weight: Measure; volume: Measure; packageType: PackageType | '' };
  containers: ContainerDraft[];
  hazardous: boolean;
}

export interface Draft {
  mode: ShipmentMode;
  origin: EndDraft;
  destination: EndDraft;
  cargo: CargoDraft;
  customs: { bond: CustomsBond; goodsValue: string; isf: boolean; ior: boolean };
  services: { insurance: boolean; cargoValue: string; liftgatePickup: boolean; liftgateDelivery: boolean };
  fbaPacking: { labelledBy: FbaPackingParty | ''; palletizedBy: FbaPackingParty | '' };
}

/** A message for a field: an i18n key and its values. `unit` values are unit codes the view translates. */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldMessage>;

export interface LocationQuery {
  keyword: string;
  type: LocationType;
  country?: string;
}

export interface LookupContext {
  end: EndName | null;
  results: Location[];
  /** Index of the highlighted option (aria-activedescendant), -1 for none. */
  active: number;
  error: CallFailure | null;
}

export interface QuoteSearchContext {
  draft: Draft;
  nextId: number;
  /** Keyed by field path, e.g. `origin.place`, `cargo.packages.p1.weight`, `customs.goodsValue`. */
  errors: FieldErrors;
  /** After a refused SUBMIT every edit re-validates, so fixed fields clear and new problems show. */
  showErrors: boolean;
  countries: Country[];
  countriesError: CallFailure | null;
  lookup: LookupContext;
  /** The `?q=` link could not be read (the form kept the draft it had). */
  prefillError: boolean;
}

// ---------------------------------------------------------------------------------------------
// Events

export type QuoteSearchEvent =
  | { type: 'MODE.SET'; mode: ShipmentMode }
  | { type: 'END.KIND'; end: EndName; kind: EndKind }
  | { type: 'END.COUNTRY'; end: EndName; country: string }
  | { type: 'END.QUERY'; end: EndName; text: string }
  | { type: 'END.ZIP'; end: EndName; text: string }
  | { type: 'END.RESIDENTIAL'; end: EndName; value: boolean }
  | { type: 'END.READY_DATE'; text: string }
  | { type: 'LOOKUP.OPEN'; end: EndName }
  | { type: 'LOOKUP.MOVE'; end: EndName; to: 'next' | 'prev' | 'first' | 'last' }
  /** Without index: the highlighted option. */
  | { type: 'LOOKUP.PICK'; end: EndName; index?: number }
  | { type: 'LOOKUP.CLOSE' }
  /** Focus left the combobox: a list or a pending search closes; a failure stays so its Retry can be reached. */
  | { type: 'LOOKUP.BLUR' }
  | { type: 'LOOKUP.RETRY' }
  | { type: 'COUNTRIES.RETRY' }
  | { type: 'CARGO.LOAD_BY'; loadBy: LoadBy }
  | { type: 'CARGO.WEIGHT_UNIT'; unit: WeightUnit }
  | { type: 'CARGO.DIMENSION_UNIT'; unit: DimensionUnit }
  | { type: 'CARGO.VOLUME_UNIT'; unit: VolumeUnit }
  | { type: 'CARGO.HAZARDOUS'; value: boolean }
  | { type: 'PACKAGE.ADD' }
  | { type: 'PACKAGE.REMOVE'; id: string }
  | { type: 'PACKAGE.KIND'; id: string; kind: PackageKind }
  | { type: 'PACKAGE.EDIT'; id: string; field: PackageField; text: string }
  | { type: 'TOTALS.EDIT'; field: 'units' | 'weight' | 'volume'; text: string }
  | { type: 'TOTALS.PACKAGE_TYPE'; value: PackageType | '' }
  | { type: 'CONTAINER.ADD' }
  | { type: 'CONTAINER.REMOVE'; id: string }
  | { type: 'CONTAINER.TYPE'; id: string; containerType: ContainerType }
  | { type: 'CONTAINER.COUNT'; id: string; text: string }
  | { type: 'CUSTOMS.BOND'; bond: CustomsBond }
  | { type: 'CUSTOMS.GOODS_VALUE'; text: string }
  | { type: 'CUSTOMS.ISF'; value: boolean }
  | { type: 'CUSTOMS.IOR'; value: boolean }
  | { type: 'SERVICES.INSURANCE'; value: boolean }
  | { type: 'SERVICES.CARGO_VALUE'; text: string }
  | { type: 'SERVICES.LIFTGATE'; at: 'pickup' | 'delivery'; value: boolean }
  | { type: 'FBA.LABELLED_BY'; party: FbaPackingParty }
  | { type: 'FBA.PALLETIZED_BY'; party: FbaPackingParty }
  /** Load a search (from `?q=`, "edit search"); null when the link could not be read. */
  | { type: 'PREFILL'; search: QuoteSearch | null }
  /** "Start a new search" asks first; RESET clears the draft, RESET.CANCEL keeps it. */
  | { type: 'RESET.ASK' }
  | { type: 'RESET.CANCEL' }
  | { type: 'RESET' }
  | { type: 'SUBMIT' };

export type QuoteSearchEmitted = { type: 'search'; search: QuoteSearch };

// ---------------------------------------------------------------------------------------------
// Limits (docs/decisions/081-find-quote-validation.md)

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
  readyDateDays: 365,
  /** Goods above this value add estimated duties to a single bond (spec section 9). */
  dutiesAboveUsd: 10_000,
} as const;

export const LOOKUP_DEBOUNCE_MS = 250;
export const LOOKUP_LIMIT = 8;

// ---------------------------------------------------------------------------------------------
// Small pure helpers

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

const measureValue = (m: Measure): number | null => parseDecimal(m.text);

function convertMeasure(m: Measure, convert: (n: number) => number, decimals: number): Measure {
  const n = m.exact ?? parseDecimal(m.text);
  // Text that is not a number stays as typed: nothing entered is lost.
  if (n === null) return m;
  const exact = convert(n);
  return { text: formatDecimal(exact, decimals), exact };
}

const setMeasure = (text: string): Measure => ({ text });

export const lookupType = (kind: EndKind, mode: ShipmentMode): LocationType =>
  kind === 'PORT' ? (mode === 'AIR' ? 'AIRPORT' : 'PORT') : kind;

export const placeLabel = (place: Pick<Place, 'name' | 'code'>) => `${place.name} (${place.code})`;

const fitsKind = (place: Place, kind: EndKind) =>
  kind === 'PORT' ? place.type === 'PORT' || place.type === 'AIRPORT' : place.type === kind;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

function localTodayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

// ---------------------------------------------------------------------------------------------
// Initial draft

const emptyEnd = (): EndDraft => ({ kind: 'PORT', country: '', query: '', place: null, zip: '', residential: false, cargoReadyDate: '' });

const emptyPackage = (id: string): PackageDraft => ({
  id, kind: 'BOX_CRATE', units: '1', length: setMeasure(''), width: setMeasure(''), height: setMeasure(''), weight: setMeasure(''),
});

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
      containers: [{ id: 'c1', type: '40HQ', count: '1' }],
      hazardous: false,
    },
    // Spec 9: ocean shipments need an ISF, so it starts on (it only applies to FCL and LCL).
    customs: { bond: 'NONE', goodsValue: '', isf: true, ior: false },
    services: { insurance: false, cargoValue: '', liftgatePickup: false, liftgateDelivery: false },
    fbaPacking: { labelledBy: '', palletizedBy: '' },
  };
}

const emptyLookup = (): LookupContext => ({ end: null, results: [], active: -1, error: null });

// ---------------------------------------------------------------------------------------------
// Which options apply (docs/decisions/083-find-quote-options.md)

export interface Applicable {
  ocean: boolean;
  isf: boolean;
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
  return {
    ocean,
    isf: ocean,
    residentialOrigin: draft.origin.kind === 'DOOR',
    residentialDestination: draft.destination.kind === 'DOOR',
    // Containers are unloaded at a dock: no liftgate for FCL (the backend charges none either).
    liftgatePickup: draft.origin.kind === 'DOOR' && draft.mode !== 'FCL',
    liftgateDelivery: draft.destination.kind === 'DOOR' && draft.mode !== 'FCL',
    fbaPacking: draft.destination.kind === 'FBA',
    goodsValue: draft.customs.bond === 'SINGLE',
    dutiesEstimated: draft.customs.bond === 'SINGLE' && goods !== null && goods > LIMITS.dutiesAboveUsd,
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

// ---------------------------------------------------------------------------------------------
// Validation (docs/decisions/081-find-quote-validation.md)

const msg = (id: string, values?: FieldMessage['values']): FieldMessage => (values ? { id, values } : { id });
type UnitCode = 'cm' | 'in' | 'kg' | 'lb' | 'cbm' | 'cuft';
const dimensionCode = (u: DimensionUnit): UnitCode => (u === 'CM' ? 'cm' : 'in');
const weightCode = (u: WeightUnit): UnitCode => (u === 'KG' ? 'kg' : 'lb');
const volumeCode = (u: VolumeUnit): UnitCode => (u === 'CBM' ? 'cbm' : 'cuft');

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

function validateEnd(end: EndDraft, name: EndName, mode: ShipmentMode, today: string, errors: FieldErrors) {
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
    const date = end.cargoReadyDate.trim();
    if (!date) errors['origin.cargoReadyDate'] = msg('findQuote.error.readyDate.required');
    else if (!isIsoDate(date)) errors['origin.cargoReadyDate'] = msg('findQuote.error.readyDate.invalid');
    else if (date < today) errors['origin.cargoReadyDate'] = msg('findQuote.error.readyDate.past');
    else if (date > addDaysIso(today, LIMITS.readyDateDays)) errors['origin.cargoReadyDate'] = msg('findQuote.error.readyDate.tooFar');
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
    const weight = positiveMeasure(c.totals.weight, (n) => toKg(n, wu), LIMITS.loadWeightKg, shownMax(LIMITS.loadWeightKg, (n) => fromKg(n, wu)), weightCode(wu));
    if (weight) errors['cargo.totals.weight'] = weight;
    const volume = positiveMeasure(c.totals.volume, (n) => toCbm(n, vu), LIMITS.loadVolumeCbm, shownMax(LIMITS.loadVolumeCbm, (n) => fromCbm(n, vu)), volumeCode(vu));
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
      const e = positiveMeasure(row[field], (n) => toCm(n, dim), LIMITS.dimensionCm, maxDim, dimensionCode(dim));
      if (e) errors[`${p}.${field}`] = e;
    }
    const weight = positiveMeasure(row.weight, (n) => toKg(n, wu), LIMITS.packageWeightKg, maxWeight, weightCode(wu));
    if (weight) errors[`${p}.weight`] = weight;
  }
  // Every row may be fine and the whole still too big to price online.
  const rowsOk = !Object.keys(errors).some((k) => k.startsWith('cargo.packages.'));
  if (rowsOk) {
    const s = cargoSummary(draft);
    if (s.weightKg > LIMITS.loadWeightKg || s.volumeCbm > LIMITS.loadVolumeCbm) {
      errors['cargo.load'] = msg('findQuote.error.load.tooLarge', {
        weight: shownMax(LIMITS.loadWeightKg, (n) => fromKg(n, wu)), weightUnit: weightCode(wu),
        volume: shownMax(LIMITS.loadVolumeCbm, (n) => fromCbm(n, vu)), volumeUnit: volumeCode(vu),
      });
    }
  }
}

/** Every problem of the draft, by field path. Empty: the draft makes a valid QuoteSearch. */
export function validateDraft(draft: Draft, today: string = localTodayIso()): FieldErrors {
  const errors: FieldErrors = {};
  validateEnd(draft.origin, 'origin', draft.mode, today, errors);
  validateEnd(draft.destination, 'destination', draft.mode, today, errors);
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

// ---------------------------------------------------------------------------------------------
// Draft ↔ QuoteSearch

function endLocation(end: EndDraft, isOrigin: boolean): QuoteLocation {
  const ready = isOrigin ? { cargoReadyDate: end.cargoReadyDate.trim() } : {};
  if (end.kind === 'DOOR') {
    const picked = end.place && end.place.type === 'DOOR' ? end.place : null;
    return {
      type: 'DOOR',
      ...(picked?.id ? { locationId: picked.id } : {}),
      country: end.country,
      city: end.query.trim(),
      code: end.zip.trim(),
      ...(picked ? { name: picked.name } : {}),
      residential: end.residential,
      ...ready,
    };
  }
  const p = end.place as Place;
  return { type: p.type, ...(p.id ? { locationId: p.id } : {}), country: p.country, city: p.city, code: p.code, name: p.name, ...ready };
}

const num = (m: Measure) => measureValue(m) as number;

function cargoLoad(draft: Draft): CargoLoad {
  const c = draft.cargo;
  const base = { weightUnit: c.weightUnit, dimensionUnit: c.dimensionUnit, volumeUnit: c.volumeUnit, hazardous: c.hazardous };
  const by = applicable(draft).cargoBy;
  if (by === 'CONTAINERS') {
    return { mode: 'CONTAINERS', ...base, containers: c.containers.map((row) => ({ type: row.type, count: parseWhole(row.count) as number })) };
  }
  if (by === 'TOTALS') {
    return {
      mode: 'TOTALS',
      ...base,
      totals: {
        units: parseWhole(c.totals.units) as number, weight: num(c.totals.weight), volume: num(c.totals.volume),
        ...(c.totals.packageType ? { packageType: c.totals.packageType } : {}),
      },
    };
  }
  return {
    mode: 'PACKAGES',
    ...base,
    packages: c.packages.map((row) => ({
      packageType: row.kind === 'BOX_CRATE' ? 'BOX_CRATE' : 'PALLET',
      ...(row.kind === 'BOX_CRATE' ? {} : { palletSize: row.kind }),
      units: parseWhole(row.units) as number,
      length: num(row.length),
      width: num(row.width),
      height: num(row.height),
      weight: num(row.weight),
    })),
  };
}

/**
 * The contract's QuoteSearch for a valid draft: numbers in the units shown on the form (the contract
 * carries the units), options that do not apply sent as false or left out (decision 083).
 */
export function buildQuoteSearch(draft: Draft): QuoteSearch {
  const a = applicable(draft);
  const goods = parseDecimal(draft.customs.goodsValue);
  const cargoValue = parseDecimal(draft.services.cargoValue);
  return {
    origin: endLocation(draft.origin, true),
    destination: endLocation(draft.destination, false),
    mode: draft.mode,
    cargo: cargoLoad(draft),
    customs: {
      bond: draft.customs.bond,
      ...(a.goodsValue && goods !== null ? { goodsValue: goods } : {}),
      isf: a.isf && draft.customs.isf,
      ior: draft.customs.ior,
    },
    services: {
      insurance: draft.services.insurance,
      ...(a.cargoValue && cargoValue !== null ? { cargoValue } : {}),
      liftgatePickup: a.liftgatePickup && draft.services.liftgatePickup,
      liftgateDelivery: a.liftgateDelivery && draft.services.liftgateDelivery,
    },
    ...(a.fbaPacking && draft.fbaPacking.labelledBy && draft.fbaPacking.palletizedBy
      ? { fbaPacking: { labelledBy: draft.fbaPacking.labelledBy, palletizedBy: draft.fbaPacking.palletizedBy } }
      : {}),
  };
}

const numberText = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

function endFromLocation(l: QuoteLocation): EndDraft {
  const kind: EndKind = l.type === 'DOOR' || l.type === 'FBA' ? l.type : 'PORT';
  const place: Place | null = l.type === 'DOOR' && !l.locationId
    ? null
    : { ...(l.locationId ? { id: l.locationId } : {}), type: l.type, code: l.code, name: l.name ?? l.city, city: l.city, country: l.country.toUpperCase() };
  return {
    kind,
    country: (l.country ?? '').toUpperCase(),
    query: kind === 'DOOR' ? l.city : place ? placeLabel(place) : '',
    place,
    zip: kind === 'DOOR' ? l.code : '',
    residential: kind === 'DOOR' ? Boolean(l.residential) : false,
    cargoReadyDate: l.cargoReadyDate ?? '',
  };
}

/** A search (from a result link) back into a draft; what the search lacks keeps the defaults. */
export function draftFromSearch(search: QuoteSearch): { draft: Draft; nextId: number } {
  const base = initialDraft();
  let nextId = 1;
  const id = (prefix: string) => `${prefix}${nextId++}`;
  const c = search.cargo;
  const packages: PackageDraft[] = (c.mode === 'PACKAGES' && c.packages?.length ? c.packages : []).map((row) => ({
    id: id('p'),
    kind: row.packageType === 'BOX_CRATE' ? 'BOX_CRATE' : (row.palletSize ?? 'NON_SPECIFIED'),
    units: numberText(row.units),
    length: setMeasure(numberText(row.length)),
    width: setMeasure(numberText(row.width)),
    height: setMeasure(numberText(row.height)),
    weight: setMeasure(numberText(row.weight)),
  }));
  const containers: ContainerDraft[] = (c.mode === 'CONTAINERS' && c.containers?.length ? c.containers : []).map((row) => ({
    id: id('c'), type: row.type, count: numberText(row.count),
  }));
  const draft: Draft = {
    mode: search.mode,
    origin: endFromLocation(search.origin),
    destination: { ...endFromLocation(search.destination), cargoReadyDate: '' },
    cargo: {
      loadBy: c.mode === 'TOTALS' ? 'TOTALS' : 'PACKAGES',
      weightUnit: c.weightUnit ?? 'KG',
      dimensionUnit: c.dimensionUnit ?? 'CM',
      volumeUnit: c.volumeUnit ?? 'CBM',
      packages: packages.length ? packages : [emptyPackage(id('p'))],
      totals: c.mode === 'TOTALS' && c.totals
        ? {
          units: numberText(c.totals.units), weight: setMeasure(numberText(c.totals.weight)), volume: setMeasure(numberText(c.totals.volume)),
          packageType: c.totals.packageType ?? '',
        }
        : base.cargo.totals,
      containers: containers.length ? containers : [{ id: id('c'), type: '40HQ', count: '1' }],
      hazardous: Boolean(c.hazardous),
    },
    customs: {
      bond: search.customs.bond ?? 'NONE',
      goodsValue: numberText(search.customs.goodsValue),
      // AIR searches carry isf false because it does not apply; keep the ocean default for a later switch.
      isf: search.mode === 'AIR' ? base.customs.isf : Boolean(search.customs.isf),
      ior: Boolean(search.customs.ior),
    },
    services: {
      insurance: Boolean(search.services.insurance),
      cargoValue: numberText(search.services.cargoValue),
      liftgatePickup: Boolean(search.services.liftgatePickup),
      liftgateDelivery: Boolean(search.services.liftgateDelivery),
    },
    fbaPacking: { labelledBy: search.fbaPacking?.labelledBy ?? '', palletizedBy: search.fbaPacking?.palletizedBy ?? '' },
  };
  return { draft, nextId };
}

// ---------------------------------------------------------------------------------------------
// Edits: one pure reducer, so that every edit re-validates the same way

function updateEnd(draft: Draft, name: EndName, change: (end: EndDraft) => EndDraft): Draft {
  return { ...draft, [name]: change(draft[name]) };
}

function updatePackage(draft: Draft, id: string, change: (row: PackageDraft) => PackageDraft): Draft {
  return { ...draft, cargo: { ...draft.cargo, packages: draft.cargo.packages.map((row) => (row.id === id ? change(row) : row)) } };
}

/** Length and width of a standard pallet, in the load's dimension unit. */
function palletFootprint(kind: PackageKind, unit: DimensionUnit): Pick<PackageDraft, 'length' | 'width'> | null {
  if (kind === 'BOX_CRATE' || kind === 'NON_SPECIFIED') return null;
  const f = PALLET_FOOTPRINT[kind];
  const measure = (value: number): Measure => {
    const exact = convertLength(value, f.unit, unit);
    return { text: formatDecimal(exact, DECIMALS.dimension), exact };
  };
  return { length: measure(f.length), width: measure(f.width) };
}

export const isStandardPallet = (kind: PackageKind) => kind !== 'BOX_CRATE' && kind !== 'NON_SPECIFIED';

function reduceDraft(draft: Draft, event: QuoteSearchEvent): Draft {
  switch (event.type) {
    case 'MODE.SET':
      return { ...draft, mode: event.mode };
    case 'END.KIND':
      return updateEnd(draft, event.end, (end) => {
        if (end.kind === event.kind) return end;
        // The picked place no longer fits; its city is a good start for the new search.
        const query = end.place ? end.place.city : end.query;
        return { ...end, kind: event.kind, place: end.place && fitsKind(end.place, event.kind) ? end.place : null, query };
      });
    case 'END.COUNTRY':
      return updateEnd(draft, event.end, (end) => ({
        ...end,
        country: event.country,
        place: end.place && end.place.country !== event.country ? null : end.place,
      }));
    case 'END.QUERY':
      return updateEnd(draft, event.end, (end) => {
        const keep = end.place && (end.kind === 'DOOR' ? event.text === end.place.city && end.zip === end.place.code : event.text === placeLabel(end.place));
        return { ...end, query: event.text, place: keep ? end.place : null };
      });
    case 'END.ZIP':
      return updateEnd(draft, event.end, (end) => {
        const keep = end.place && event.text === end.place.code && end.query === end.place.city;
        return { ...end, zip: event.text, place: keep ? end.place : null };
      });
    case 'END.RESIDENTIAL':
      return updateEnd(draft, event.end, (end) => ({ ...end, residential: event.value }));
    case 'END.READY_DATE':
      return updateEnd(draft, 'origin', (end) => ({ ...end, cargoReadyDate: event.text }));
    case 'CARGO.LOAD_BY':
      return { ...draft, cargo: { ...draft.cargo, loadBy: event.loadBy } };
    case 'CARGO.HAZARDOUS':
      return { ...draft, cargo: { ...draft.cargo, hazardous: event.value } };
    case 'CARGO.WEIGHT_UNIT': {
      const c = draft.cargo;
      if (c.weightUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertWeight(n, c.weightUnit, event.unit), DECIMALS.weight);
      return {
        ...draft,
        cargo: {
          ...c,
          weightUnit: event.unit,
          packages: c.packages.map((row) => ({ ...row, weight: convert(row.weight) })),
          totals: { ...c.totals, weight: convert(c.totals.weight) },
        },
      };
    }
    case 'CARGO.DIMENSION_UNIT': {
      const c = draft.cargo;
      if (c.dimensionUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertLength(n, c.dimensionUnit, event.unit), DECIMALS.dimension);
      return {
        ...draft,
        cargo: {
          ...c,
          dimensionUnit: event.unit,
          packages: c.packages.map((row) => ({ ...row, length: convert(row.length), width: convert(row.width), height: convert(row.height) })),
        },
      };
    }
    case 'CARGO.VOLUME_UNIT': {
      const c = draft.cargo;
      if (c.volumeUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertVolume(n, c.volumeUnit, event.unit), DECIMALS.volume);
      return { ...draft, cargo: { ...c, volumeUnit: event.unit, totals: { ...c.totals, volume: convert(c.totals.volume) } } };
    }
    case 'PACKAGE.REMOVE':
      return { ...draft, cargo: { ...draft.cargo, packages: draft.cargo.packages.filter((row) => row.id !== event.id) } };
    case 'PACKAGE.KIND':
      return updatePackage(draft, event.id, (row) => {
        const footprint = palletFootprint(event.kind, draft.cargo.dimensionUnit);
        // Leaving a standard size keeps its footprint as typed values the user may now change.
        return { ...row, kind: event.kind, ...(footprint ?? {}) };
      });
    case 'PACKAGE.EDIT':
      return updatePackage(draft, event.id, (row) => {
        if (event.field === 'units') return { ...row, units: event.text };
        // A standard pallet's footprint is fixed by its size.
        if ((event.field === 'length' || event.field === 'width') && isStandardPallet(row.kind)) return row;
        return { ...row, [event.field]: setMeasure(event.text) };
      });
    case 'TOTALS.EDIT': {
      const t = draft.cargo.totals;
      const totals = event.field === 'units' ? { ...t, units: event.text } : { ...t, [event.field]: setMeasure(event.text) };
      return { ...draft, cargo: { ...draft.cargo, totals } };
    }
    case 'TOTALS.PACKAGE_TYPE':
      return { ...draft, cargo: { ...draft.cargo, totals: { ...draft.cargo.totals, packageType: event.value } } };
    case 'CONTAINER.REMOVE':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.filter((row) => row.id !== event.id) } };
    case 'CONTAINER.TYPE':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.map((row) => (row.id === event.id ? { ...row, type: event.containerType } : row)) } };
    case 'CONTAINER.COUNT':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.map((row) => (row.id === event.id ? { ...row, count: event.text } : row)) } };
    case 'CUSTOMS.BOND':
      return { ...draft, customs: { ...draft.customs, bond: event.bond } };
    case 'CUSTOMS.GOODS_VALUE':
      return { ...draft, customs: { ...draft.customs, goodsValue: event.text } };
    case 'CUSTOMS.ISF':
      return { ...draft, customs: { ...draft.customs, isf: event.value } };
    case 'CUSTOMS.IOR':
      return { ...draft, customs: { ...draft.customs, ior: event.value } };
    case 'SERVICES.INSURANCE':
      return { ...draft, services: { ...draft.services, insurance: event.value } };
    case 'SERVICES.CARGO_VALUE':
      return { ...draft, services: { ...draft.services, cargoValue: event.text } };
    case 'SERVICES.LIFTGATE':
      return { ...draft, services: { ...draft.services, [event.at === 'pickup' ? 'liftgatePickup' : 'liftgateDelivery']: event.value } };
    case 'FBA.LABELLED_BY':
      return { ...draft, fbaPacking: { ...draft.fbaPacking, labelledBy: event.party } };
    case 'FBA.PALLETIZED_BY':
      return { ...draft, fbaPacking: { ...draft.fbaPacking, palletizedBy: event.party } };
    default:
      return draft;
  }
}

function placeFromLocation(loc: Location): Place {
  return { id: loc.id, type: loc.type, code: loc.code, name: loc.name, city: loc.city, country: loc.country };
}

/** Where the lookup region searches: the end being typed in, its kind (by mode) and country. */
export function lookupQuery(context: QuoteSearchContext): LocationQuery {
  const end = context.draft[context.lookup.end ?? 'origin'];
  const keyword = end.query.trim();
  return {
    // A picked place's label is not a keyword: search its city instead.
    keyword: end.place && end.kind !== 'DOOR' && end.query === placeLabel(end.place) ? end.place.city : keyword,
    type: lookupType(end.kind, context.draft.mode),
    ...(end.country ? { country: end.country } : {}),
  };
}

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`The ${name} actor is provided by the app (createQuoteSearchActors).`);
};

/** Every event that changes the draft through reduceDraft. */
const EDIT_EVENTS = [
  'MODE.SET', 'END.KIND', 'END.COUNTRY', 'END.QUERY', 'END.ZIP', 'END.RESIDENTIAL', 'END.READY_DATE', 'CARGO.LOAD_BY', 'CARGO.WEIGHT_UNIT',
  'CARGO.DIMENSION_UNIT', 'CARGO.VOLUME_UNIT', 'CARGO.HAZARDOUS', 'PACKAGE.KIND', 'PACKAGE.EDIT', 'TOTALS.EDIT',
  'TOTALS.PACKAGE_TYPE', 'CONTAINER.TYPE', 'CONTAINER.COUNT', 'CUSTOMS.BOND', 'CUSTOMS.GOODS_VALUE', 'CUSTOMS.ISF',
  'CUSTOMS.IOR', 'SERVICES.INSURANCE', 'SERVICES.CARGO_VALUE', 'SERVICES.LIFTGATE', 'FBA.LABELLED_BY', 'FBA.PALLETIZED_BY',
] as const satisfies readonly QuoteSearchEvent['type'][];
const editTransitions = Object.fromEntries(EDIT_EVENTS.map((type) => [type, { actions: 'edit' as const }])) as Record<
  (typeof EDIT_EVENTS)[number],
  { actions: 'edit' }
>;

export const quoteSearchMachine = setup({
  types: {
    context: {} as QuoteSearchContext,
    events: {} as QuoteSearchEvent,
    emitted: {} as QuoteSearchEmitted,
  },
  actors: {
    loadCountries: fromPromise<Country[], void>(provided('loadCountries')),
    searchLocations: fromPromise<Location[], LocationQuery>(provided('searchLocations')),
  },
  delays: {
    lookupDebounce: LOOKUP_DEBOUNCE_MS,
  },
  guards: {
    draftIsValid: ({ context }) => Object.keys(validateDraft(context.draft)).length === 0,
    canAddPackage: ({ context }) => context.draft.cargo.packages.length < LIMITS.packageRows,
    canRemovePackage: ({ context }) => context.draft.cargo.packages.length > 1,
    canAddContainer: ({ context }) => context.draft.cargo.containers.length < LIMITS.containerRows,
    canRemoveContainer: ({ context }) => context.draft.cargo.containers.length > 1,
    queryIsEmpty: ({ event }) => event.type === 'END.QUERY' && !event.text.trim(),
    lookupIsFor: ({ context, event }) => 'end' in event && context.lookup.end === event.end,
    canPick: ({ context, event }) => {
      if (event.type !== 'LOOKUP.PICK' || context.lookup.end !== event.end) return false;
      const index = event.index ?? context.lookup.active;
      return index >= 0 && index < context.lookup.results.length;
    },
  },
  actions: {
    edit: assign(({ context, event }) => {
      const draft = reduceDraft(context.draft, event);
      return { draft, errors: context.showErrors ? validateDraft(draft) : context.errors };
    }),
    addPackage: assign(({ context }) => {
      const c = context.draft.cargo;
      const draft = { ...context.draft, cargo: { ...c, packages: [...c.packages, emptyPackage(`p${context.nextId}`)] } };
      return { draft, nextId: context.nextId + 1, errors: context.showErrors ? validateDraft(draft) : context.errors };
    }),
    addContainer: assign(({ context }) => {
      const c = context.draft.cargo;
      // A new row offers a type not used yet, so it does not start as a duplicate.
      const used = new Set(c.containers.map((row) => row.type));
      const type = (['40HQ', '40GP', '20GP', '45HQ', '40RF', '20RF'] as const).find((t) => !used.has(t)) ?? '20GP';
      const draft = { ...context.draft, cargo: { ...c, containers: [...c.containers, { id: `c${context.nextId}`, type, count: '1' }] } };
      return { draft, nextId: context.nextId + 1, errors: context.showErrors ? validateDraft(draft) : context.errors };
    }),
    flagErrors: assign(({ context }) => ({ errors: validateDraft(context.draft), showErrors: true, prefillError: false })),
    clearErrors: assign({ errors: {}, showErrors: false, prefillError: false }),
    emitSearch: emit(({ context }) => ({ type: 'search' as const, search: buildQuoteSearch(context.draft) })),
    prefill: assign(({ event }) => {
      if (event.type !== 'PREFILL') return {};
      if (!event.search) return { prefillError: true };
      const { draft, nextId } = draftFromSearch(event.search);
      // An old link may hold a date now past: say so at once rather than on submit.
      const errors = validateDraft(draft);
      return { draft, nextId, errors, showErrors: Object.keys(errors).length > 0, prefillError: false };
    }),
    reset: assign({ draft: () => initialDraft(), nextId: 2, errors: {}, showErrors: false, prefillError: false }),
    aimLookup: assign(({ context, event }) => ('end' in event ? { lookup: { ...context.lookup, end: event.end, error: null } } : {})),
    clearLookup: assign({ lookup: () => emptyLookup() }),
    moveActive: assign(({ context, event }) => {
      if (event.type !== 'LOOKUP.MOVE') return {};
      const n = context.lookup.results.length;
      if (n === 0) return {};
      const current = context.lookup.active;
      const active = event.to === 'first' ? 0 : event.to === 'last' ? n - 1 : event.to === 'next' ? (current + 1) % n : (current - 1 + n) % n;
      return { lookup: { ...context.lookup, active } };
    }),
    pick: assign(({ context, event }) => {
      if (event.type !== 'LOOKUP.PICK') return {};
      const loc = context.lookup.results[event.index ?? context.lookup.active];
      if (!loc) return {};
      const place = placeFromLocation(loc);
      const draft = updateEnd(context.draft, event.end, (end) =>
        end.kind === 'DOOR'
          ? { ...end, place, query: loc.city, zip: loc.code, country: loc.country }
          : { ...end, place, query: placeLabel(place), country: loc.country });
      return { draft, lookup: emptyLookup(), errors: context.showErrors ? validateDraft(draft) : context.errors };
    }),
  },
}).createMachine({
  id: 'quoteSearch',
  type: 'parallel',
  context: {
    draft: initialDraft(),
    nextId: 2,
    errors: {},
    showErrors: false,
    countries: [],
    countriesError: null,
    lookup: emptyLookup(),
    prefillError: false,
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        ...editTransitions,
        'PACKAGE.ADD': { guard: 'canAddPackage', actions: 'addPackage' },
        'CONTAINER.ADD': { guard: 'canAddContainer', actions: 'addContainer' },
        // The last row stays: a load has at least one.
        'PACKAGE.REMOVE': { guard: 'canRemovePackage', actions: 'edit' },
        'CONTAINER.REMOVE': { guard: 'canRemoveContainer', actions: 'edit' },
        PREFILL: { target: '.editing', actions: 'prefill' },
        SUBMIT: [{ guard: 'draftIsValid', target: '.editing', actions: ['clearErrors', 'emitSearch'] }, { target: '.editing', actions: 'flagErrors' }],
      },
      states: {
        editing: {
          on: { 'RESET.ASK': 'confirmingReset' },
        },
        // Everything typed would go: the user confirms first (the form stays editable meanwhile).
        confirmingReset: {
          on: {
            RESET: { target: 'editing', actions: 'reset' },
            'RESET.CANCEL': 'editing',
          },
        },
      },
    },
    countries: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ countriesError: null }),
          invoke: {
            id: 'loadCountries',
            src: 'loadCountries',
            onDone: { target: 'ready', actions: assign({ countries: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ countriesError: ({ event }) => callFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'COUNTRIES.RETRY': 'loading' } },
      },
    },
    lookup: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearLookup',
        },
        debouncing: {
          after: { lookupDebounce: 'searching' },
          on: { 'LOOKUP.BLUR': 'closed' },
        },
        searching: {
          on: { 'LOOKUP.BLUR': 'closed' },
          invoke: {
            id: 'searchLocations',
            src: 'searchLocations',
            input: ({ context }) => lookupQuery(context),
            onDone: {
              target: 'open',
              actions: assign(({ context, event }) => ({ lookup: { ...context.lookup, results: event.output, active: event.output.length ? 0 : -1 } })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) => ({ lookup: { ...context.lookup, results: [], active: -1, error: callFailure(event.error) } })),
            },
          },
        },
        open: {
          on: {
            'LOOKUP.MOVE': { guard: 'lookupIsFor', actions: 'moveActive' },
            'LOOKUP.PICK': { guard: 'canPick', target: 'closed', actions: 'pick' },
            'LOOKUP.BLUR': 'closed',
          },
        },
        failed: {
          on: { 'LOOKUP.RETRY': 'searching' },
        },
      },
      on: {
        // The form region has already applied the edit (document order), so the look-up sees the new text.
        'END.QUERY': [
          { guard: 'queryIsEmpty', target: '.closed' },
          { target: '.debouncing', reenter: true, actions: 'aimLookup' },
        ],
        'LOOKUP.OPEN': { target: '.searching', reenter: true, actions: 'aimLookup' },
        'LOOKUP.CLOSE': '.closed',
        // Results found for another type, country or mode are stale.
        'END.KIND': '.closed',
        'END.COUNTRY': '.closed',
        'MODE.SET': '.closed',
        PREFILL: '.closed',
        RESET: '.closed',
        SUBMIT: '.closed',
      },
    },
  },
});

export type QuoteSearchSnapshot = SnapshotFrom<typeof quoteSearchMachine>;

export type LookupStatus = 'closed' | 'debouncing' | 'searching' | 'open' | 'failed';

/** The look-up as one combobox sees it: closed unless it is for this end. */
export function selectLookup(snapshot: QuoteSearchSnapshot, end: EndName): { status: LookupStatus; results: Location[]; active: number; error: CallFailure | null } {
  const { lookup } = snapshot.context;
  const status = (snapshot.value as { lookup: LookupStatus }).lookup;
  if (lookup.end !== end || status === 'closed') return { status: 'closed', results: [], active: -1, error: null };
  return { status, results: lookup.results, active: lookup.active, error: lookup.error };
}
