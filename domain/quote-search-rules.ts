/**
 * The rules of a quote search both backends apply before pricing it: the validation that answers
 * 90001 with the field named, the normal form a search is stored and priced in (with the catalogue's
 * Chinese names on its ends), and the key that tells two searches apart
 * (docs/decisions/020-pricing-model.md, 026-quote-area-validation.md).
 */
import {
  cargoLoadModeValues, containerTypeValues, customsBondValues, dimensionUnitValues, fbaPackingPartyValues, locationTypeValues,
  packageTypeValues, palletSizeValues, shipmentModeValues, volumeUnitValues, weightUnitValues, type components,
} from '../src/api/schema.gen';
import { isIsoDay, serverDay } from './server-days';
import { eitherOf } from './wording';
import { COUNTRY_NAMES, LOCATIONS, findLocationById, fold, type LocationRecord } from './location-catalogue';
import { cityLocalNamesOf } from './catalogue-cities';
import { laneCustoms } from './lane-rules';
import { isFiniteNumber, isJsonObject } from './json-values';

type Schemas = components['schemas'];
export type QuoteSearch = Schemas['QuoteSearch'];
export type QuoteLocation = Schemas['QuoteLocation'];
type ShipmentMode = Schemas['ShipmentMode'];

// ---------------------------------------------------------------------------------------------
// Search key

/** JSON with sorted keys so that property order never changes a key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A place code as compared: no spaces, upper case ("cnsha " is CNSHA). */
export const normCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** What makes two searches "the same": names and catalogue ids are labels and do not count. */
export function searchKey(search: QuoteSearch): string {
  const end = (l: QuoteLocation) => ({
    type: l.type, country: l.country.toUpperCase(), city: fold(l.city), code: normCode(l.code),
    residential: l.type === 'DOOR' ? Boolean(l.residential) : false, cargoReadyDate: l.cargoReadyDate,
  });
  return stableJson({
    origin: end(search.origin), destination: end({ ...search.destination, cargoReadyDate: undefined }), mode: search.mode,
    cargo: search.cargo, customs: search.customs, services: search.services,
    fbaPacking: search.destination.type === 'FBA' ? search.fbaPacking : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Validation (90001 with the field named)

export type Invalid = { field: string; message: string };
const bad = (field: string, message: string): Invalid => ({ field, message: `${field}: ${message}` });
const oneOf = <T extends string>(v: unknown, values: readonly T[]): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
const mustBe = (values: readonly string[]) => `must be ${eitherOf(values)}`;

function checkLocation(v: unknown, field: string, now: number, isOrigin: boolean): Invalid | null {
  if (!isJsonObject(v)) return bad(field, 'is required');
  if (!oneOf(v.type, locationTypeValues)) return bad(`${field}.type`, mustBe(locationTypeValues));
  if (typeof v.country !== 'string' || !/^[A-Za-z]{2}$/.test(v.country)) return bad(`${field}.country`, 'must be an ISO 3166-1 alpha-2 code');
  if (!COUNTRY_NAMES[v.country.toUpperCase()]) return bad(`${field}.country`, `no service in ${v.country}`);
  if (typeof v.city !== 'string' || !v.city.trim()) return bad(`${field}.city`, 'is required');
  if (typeof v.code !== 'string' || !v.code.trim()) return bad(`${field}.code`, 'is required');
  if (v.locationId !== undefined) {
    const loc = typeof v.locationId === 'string' ? findLocationById(v.locationId) : undefined;
    if (!loc) return bad(`${field}.locationId`, 'is not in the location catalogue');
    if (loc.type !== v.type || loc.country !== v.country.toUpperCase()) return bad(`${field}.locationId`, 'does not match type and country');
  } else if (v.type !== 'DOOR' && !catalogueEntry(v.type, v.country, v.code)) {
    return bad(`${field}.code`, `${v.code} is not a known ${v.type === 'FBA' ? 'FBA warehouse' : v.type.toLowerCase()} in ${v.country.toUpperCase()}`);
  }
  if (v.residential !== undefined && typeof v.residential !== 'boolean') return bad(`${field}.residential`, 'must be a boolean');
  if (isOrigin) {
    if (!isIsoDay(v.cargoReadyDate)) return bad(`${field}.cargoReadyDate`, 'is required (YYYY-MM-DD)');
    if (v.cargoReadyDate < serverDay(now)) return bad(`${field}.cargoReadyDate`, 'must be today or later');
  } else if (v.cargoReadyDate !== undefined && !isIsoDay(v.cargoReadyDate)) {
    return bad(`${field}.cargoReadyDate`, 'must be a date (YYYY-MM-DD)');
  }
  return null;
}

function checkCargo(v: unknown, mode: ShipmentMode): Invalid | null {
  if (!isJsonObject(v)) return bad('cargo', 'is required');
  if (!oneOf(v.weightUnit, weightUnitValues)) return bad('cargo.weightUnit', mustBe(weightUnitValues));
  if (!oneOf(v.dimensionUnit, dimensionUnitValues)) return bad('cargo.dimensionUnit', mustBe(dimensionUnitValues));
  if (!oneOf(v.volumeUnit, volumeUnitValues)) return bad('cargo.volumeUnit', mustBe(volumeUnitValues));
  if (typeof v.hazardous !== 'boolean') return bad('cargo.hazardous', 'must be a boolean');
  if (!oneOf(v.mode, cargoLoadModeValues)) return bad('cargo.mode', mustBe(cargoLoadModeValues));
  if (mode === 'FCL' && v.mode !== 'CONTAINERS') return bad('cargo.mode', 'FCL is priced by containers (CONTAINERS)');
  if (mode !== 'FCL' && v.mode === 'CONTAINERS') return bad('cargo.mode', `${mode} is priced by packages or totals`);
  if (v.mode === 'PACKAGES') {
    if (!Array.isArray(v.packages) || v.packages.length === 0) return bad('cargo.packages', 'needs at least one row');
    if (v.packages.length > 50) return bad('cargo.packages', 'at most 50 rows');
    for (const [i, row] of (v.packages as unknown[]).entries()) {
      const f = `cargo.packages[${i}]`;
      if (!isJsonObject(row)) return bad(f, 'is not a package row');
      if (!oneOf(row.packageType, packageTypeValues)) return bad(`${f}.packageType`, mustBe(packageTypeValues));
      if (row.palletSize !== undefined && !oneOf(row.palletSize, palletSizeValues)) return bad(`${f}.palletSize`, 'is not a pallet size');
      if (row.packageType === 'BOX_CRATE' && row.palletSize !== undefined) return bad(`${f}.palletSize`, 'only for pallets');
      if (!Number.isInteger(row.units) || (row.units as number) < 1 || (row.units as number) > 9999) return bad(`${f}.units`, 'must be a whole number from 1 to 9999');
      for (const key of ['length', 'width', 'height', 'weight'] as const) {
        if (!isFiniteNumber(row[key]) || (row[key] as number) <= 0) return bad(`${f}.${key}`, 'must be greater than 0');
      }
    }
  } else if (v.mode === 'TOTALS') {
    const t = v.totals;
    if (!isJsonObject(t)) return bad('cargo.totals', 'is required for TOTALS');
    if (!Number.isInteger(t.units) || (t.units as number) < 1) return bad('cargo.totals.units', 'must be a whole number of at least 1');
    if (!isFiniteNumber(t.weight) || t.weight <= 0) return bad('cargo.totals.weight', 'must be greater than 0');
    if (!isFiniteNumber(t.volume) || t.volume <= 0) return bad('cargo.totals.volume', 'must be greater than 0');
    if (t.packageType !== undefined && !oneOf(t.packageType, packageTypeValues)) return bad('cargo.totals.packageType', mustBe(packageTypeValues));
  } else {
    if (!Array.isArray(v.containers) || v.containers.length === 0) return bad('cargo.containers', 'needs at least one container row');
    for (const [i, row] of (v.containers as unknown[]).entries()) {
      const f = `cargo.containers[${i}]`;
      if (!isJsonObject(row) || !oneOf(row.type, containerTypeValues)) return bad(`${f}.type`, `must be one of ${containerTypeValues.join(', ')}`);
      if (!Number.isInteger(row.count) || (row.count as number) < 1 || (row.count as number) > 99) return bad(`${f}.count`, 'must be a whole number from 1 to 99');
    }
  }
  return null;
}

/** Checks a search body; on success it is a well-formed QuoteSearch. */
export function validateQuoteSearch(body: unknown, now: number): Invalid | null {
  if (!isJsonObject(body)) return bad('search', 'must be an object');
  if (!oneOf(body.mode, shipmentModeValues)) return bad('mode', mustBe(shipmentModeValues));
  const problem = checkLocation(body.origin, 'origin', now, true) ?? checkLocation(body.destination, 'destination', now, false)
    ?? checkCargo(body.cargo, body.mode);
  if (problem) return problem;
  const customs = body.customs;
  if (!isJsonObject(customs)) return bad('customs', 'is required');
  if (!oneOf(customs.bond, customsBondValues)) return bad('customs.bond', mustBe(customsBondValues));
  if (typeof customs.isf !== 'boolean') return bad('customs.isf', 'must be a boolean');
  if (typeof customs.ior !== 'boolean') return bad('customs.ior', 'must be a boolean');
  if (customs.goodsValue !== undefined && (!isFiniteNumber(customs.goodsValue) || customs.goodsValue < 0)) return bad('customs.goodsValue', 'must be 0 or more');
  if (customs.bond === 'SINGLE' && !isFiniteNumber(customs.goodsValue)) return bad('customs.goodsValue', 'is required with a single bond');
  // Customs options exist only on the lanes they belong to (domain/lane-rules.ts, docs/decisions/160).
  const lane = laneCustoms({ mode: body.mode, destinationCountry: (body.destination as QuoteLocation).country });
  if (customs.isf && !lane.isf) return bad('customs.isf', 'ISF (10+2) is filed only for ocean freight into the US');
  if (customs.bond !== 'NONE' && !lane.usBond) return bad('customs.bond', 'US customs bonds apply only to imports into the US');
  const services = body.services;
  if (!isJsonObject(services)) return bad('services', 'is required');
  for (const key of ['insurance', 'liftgatePickup', 'liftgateDelivery'] as const) {
    if (typeof services[key] !== 'boolean') return bad(`services.${key}`, 'must be a boolean');
  }
  if (services.cargoValue !== undefined && (!isFiniteNumber(services.cargoValue) || services.cargoValue <= 0)) return bad('services.cargoValue', 'must be greater than 0');
  if (services.insurance && !isFiniteNumber(services.cargoValue)) return bad('services.cargoValue', 'is required with insurance');
  const destination = body.destination as QuoteLocation;
  if (destination.type === 'FBA') {
    const p = body.fbaPacking;
    if (!isJsonObject(p)) return bad('fbaPacking', 'is required when the destination is an FBA warehouse');
    if (!oneOf(p.labelledBy, fbaPackingPartyValues)) return bad('fbaPacking.labelledBy', mustBe(fbaPackingPartyValues));
    if (!oneOf(p.palletizedBy, fbaPackingPartyValues)) return bad('fbaPacking.palletizedBy', mustBe(fbaPackingPartyValues));
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Catalogue ends and the normal form

/** The catalogue place of a type, country and code, if any. */
export function catalogueEntry(type: string, country: string, code: string): LocationRecord | undefined {
  const c = country.toUpperCase();
  const k = normCode(code);
  return LOCATIONS.find((l) => l.type === type && l.country === c && normCode(l.code) === k);
}

/** The catalogue place a search end names, if any (a door is never one). */
export const catalogueEnd = (end: QuoteLocation) =>
  end.locationId ? findLocationById(end.locationId) : end.type === 'DOOR' ? undefined : catalogueEntry(end.type, end.country, end.code);

/** The server's zh names of a search end and its city, from the catalogue: what a client sent there is not trusted. */
export const endLocalNames = (end: QuoteLocation): Pick<QuoteLocation, 'localNames' | 'cityLocalNames'> => {
  const known = catalogueEnd(end);
  const city = known?.cityLocalNames ?? cityLocalNamesOf(end.city.trim());
  return { ...(known ? { localNames: { ...known.localNames } } : {}), ...(city ? { cityLocalNames: { ...city } } : {}) };
};

/** A stored search as answered: its ends carry the catalogue's zh names (searches stored before they existed included). */
export const withLocalNames = (search: QuoteSearch): QuoteSearch => ({
  ...search,
  origin: { ...search.origin, ...endLocalNames(search.origin) },
  destination: { ...search.destination, ...endLocalNames(search.destination) },
});

// Chinese readers see a country by its name in their script (the pages name it with Intl.DisplayNames).
const chineseRegionNames = ['zh-CN', 'zh-TW'].map((tag) => new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }));

/**
 * What a search for a lane matches besides its English summary: each end's and its city's Chinese names
 * and its country's Chinese names, so a reader finds a lane by the words a Chinese page shows for it.
 */
export function laneLocalTexts(search: QuoteSearch): string[] {
  return [search.origin, search.destination].flatMap((end) => {
    const { localNames, cityLocalNames } = endLocalNames(end);
    const countries = chineseRegionNames.map((names) => names.of(end.country.toUpperCase()));
    return [localNames?.zh_CN, localNames?.zh_TW, cityLocalNames?.zh_CN, cityLocalNames?.zh_TW, ...countries].filter((t): t is string => Boolean(t));
  });
}

/** Keeps only the contract's fields, upper-cases codes, and drops FBA packing when it does not apply. */
export function normaliseSearch(search: QuoteSearch): QuoteSearch {
  const end = (l: QuoteLocation): QuoteLocation => ({
    type: l.type,
    ...(l.locationId ? { locationId: l.locationId } : {}),
    country: l.country.toUpperCase(),
    city: l.city.trim(),
    code: l.type === 'DOOR' ? l.code.trim() : normCode(l.code),
    ...(l.name ? { name: l.name } : {}),
    ...endLocalNames(l),
    residential: l.type === 'DOOR' ? Boolean(l.residential) : false,
    ...(l.cargoReadyDate ? { cargoReadyDate: l.cargoReadyDate } : {}),
  });
  const c = search.cargo;
  return {
    origin: end(search.origin),
    destination: end(search.destination),
    mode: search.mode,
    cargo: {
      mode: c.mode, weightUnit: c.weightUnit, dimensionUnit: c.dimensionUnit, volumeUnit: c.volumeUnit, hazardous: c.hazardous,
      ...(c.mode === 'PACKAGES' ? { packages: c.packages } : {}),
      ...(c.mode === 'TOTALS' ? { totals: c.totals } : {}),
      ...(c.mode === 'CONTAINERS' ? { containers: c.containers } : {}),
    },
    customs: search.customs,
    services: search.services,
    ...(search.destination.type === 'FBA' && search.fbaPacking ? { fbaPacking: search.fbaPacking } : {}),
  };
}
