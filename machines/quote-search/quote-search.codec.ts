/**
 * A quote search in its two other shapes: the contract's QuoteSearch that a valid draft becomes (and
 * the draft a QuoteSearch gives back, for "edit search"), and the `?q=` parameter that carries it in a
 * result URL so that results can be reloaded and shared (JSON, base64url-encoded, UTF-8 safe).
 */
import { shipmentModeValues } from '../../src/api/schema.gen';
import { PATHS } from '../shared/route-paths';
import { isJsonObject } from '../../domain/json-values';
import { applicable, emptyContainer, emptyPackage, initialDraft, measureValue, parseDecimal, parseWhole, placeLabel, setMeasure } from './quote-search.draft';
import type {
  CargoLoad, ContainerDraft, Draft, EndDraft, EndKind, Measure, PackageDraft, Place, QuoteLocation, QuoteSearch,
} from './quote-search.types';

// The shape every user of the `?q=` parameter reads.
export type { QuoteSearch };

// ---------------------------------------------------------------------------------------------
// Draft → QuoteSearch

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
      bond: a.usBond ? draft.customs.bond : 'NONE',
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

// ---------------------------------------------------------------------------------------------
// QuoteSearch → draft

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
      containers: containers.length ? containers : [emptyContainer(id('c'))],
      hazardous: Boolean(c.hazardous),
    },
    customs: {
      bond: search.customs.bond ?? 'NONE',
      goodsValue: numberText(search.customs.goodsValue),
      isf: Boolean(search.customs.isf),
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
// The `?q=` parameter

export const QUOTE_SEARCH_PARAM = 'q';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeQuoteSearch(search: QuoteSearch): string {
  return toBase64Url(JSON.stringify(search));
}

/**
 * The search in a URL parameter, or null when it is missing or not a QuoteSearch: the shape is checked
 * enough to refuse a hand-edited or truncated link instead of sending garbage to the server.
 */
export function decodeQuoteSearch(encoded: string | null | undefined): QuoteSearch | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    if (!isJsonObject(value)) return null;
    const { origin, destination, mode, cargo, customs, services } = value;
    const locationOk = (l: unknown) => isJsonObject(l) && typeof l.type === 'string' && typeof l.country === 'string';
    if (!locationOk(origin) || !locationOk(destination)) return null;
    if (!shipmentModeValues.some((m) => m === mode)) return null;
    if (!isJsonObject(cargo) || !isJsonObject(customs) || !isJsonObject(services)) return null;
    return value as unknown as QuoteSearch;
  } catch {
    return null;
  }
}

/** `/quote-result?q=...` for a search. */
export function quoteResultPath(search: QuoteSearch): string {
  return `${PATHS.quoteResult}?${QUOTE_SEARCH_PARAM}=${encodeQuoteSearch(search)}`;
}
