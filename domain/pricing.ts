/**
 * The quote pricing engine both backends run: deterministic, so the same search always gives the same
 * quotes with the same ids and amounts. Every constant here is documented in
 * docs/decisions/020-pricing-model.md; the lanes without result in 021-no-result-lanes.md. What it
 * needs of a backend's stored data (a forwarder's current name) comes in with the call.
 */
import { pricingUnitValues, type components } from '../src/api/schema.gen';
import { USD_PER, round2, type Currency } from './money';
import { DAY_MS, serverDay } from './server-days';
import { COUNTRY_NAMES, LOCATIONS, findLocationById, fold } from './location-catalogue';
import { coordinatesOf } from './catalogue-cities';
import { co2eKg, greatCircleKm, legKm, tonnesOf } from './co2';
import { hashSeed } from './hash-seed';
import { rerateFor } from './price-guarantee';
import { laneCustoms, US_FORMAL_ENTRY_THRESHOLD_USD } from './lane-rules';
import {
  HANSEATIC_COMPANY_ID, MERIDIAN_COMPANY_ID, PACIFIC_BRIDGE_COMPANY_ID, SINOTRANS_COMPANY_ID,
} from './demo-company-ids';
import {
  catalogueEnd, catalogueEntry, endLocalNames, normCode, searchKey, type QuoteLocation, type QuoteSearch,
} from './quote-search-rules';

type Schemas = components['schemas'];
export type ChargeRow = Schemas['ChargeRow'];
export type ContainerType = Schemas['ContainerType'];
export type CargoSummary = Schemas['CargoSummary'];
export type NoResultReason = Schemas['NoResultReason'];
export type DayRange = Schemas['DayRange'];
export type ShipmentMode = Schemas['ShipmentMode'];
export type QuoteServiceLevel = Schemas['QuoteServiceLevel'];
export type PricingUnit = Schemas['PricingUnit'];
/** A stored quote: the contract's Quote without `expired`, which depends on the time it is read. */
export type QuoteRecord = Omit<Schemas['Quote'], 'expired'>;

// ---------------------------------------------------------------------------------------------
// Constants (docs/decisions/020-pricing-model.md)

const round3 = (n: number) => Math.round((n + Number.EPSILON) * 1000) / 1000;
const round4 = (n: number) => Math.round((n + Number.EPSILON) * 10_000) / 10_000;

/** The currency local charges are billed in, by country; the rest bill in USD. */
const LOCAL_CURRENCY: Readonly<Record<string, Currency>> = { DE: 'EUR', NL: 'EUR', SE: 'EUR', GB: 'GBP' };
const localCurrency = (country: string): Currency => LOCAL_CURRENCY[country] ?? 'USD';

export const LB_TO_KG = 0.45359237;
export const INCH_TO_CM = 2.54;
export const CUFT_TO_CBM = 0.0283168466;
/** IATA volumetric factor: 1 CBM counts as 167 kg for air. */
export const AIR_KG_PER_CBM = 167;

/** Nominal capacity (CBM) and pallet places of each container type. */
const CONTAINER_SPEC: Readonly<Record<ContainerType, { cbm: number; pallets: number; rateFactor: number; size: 20 | 40 }>> = {
  '20GP': { cbm: 33, pallets: 10, rateFactor: 1, size: 20 },
  '40GP': { cbm: 67, pallets: 20, rateFactor: 1.6, size: 40 },
  '40HQ': { cbm: 76, pallets: 20, rateFactor: 1.68, size: 40 },
  '45HQ': { cbm: 86, pallets: 24, rateFactor: 1.95, size: 40 },
  '20RF': { cbm: 28, pallets: 10, rateFactor: 1.9, size: 20 },
  '40RF': { cbm: 59, pallets: 20, rateFactor: 2.75, size: 40 },
};

type Region = 'EA' | 'SEA' | 'SA' | 'EU' | 'NAM' | 'SAM' | 'OC';
const REGION: Readonly<Record<string, Region>> = {
  CN: 'EA', HK: 'EA', JP: 'EA', KR: 'EA', KP: 'EA', VN: 'SEA', IN: 'SA',
  DE: 'EU', NL: 'EU', GB: 'EU', SE: 'EU', US: 'NAM', CA: 'NAM', MX: 'NAM', BR: 'SAM', AU: 'OC',
};

export type Band = 'SHORT' | 'MEDIUM' | 'LONG' | 'EXTRA_LONG';
// Symmetric: one entry per unordered region pair.
const BAND_TABLE: Readonly<Record<string, Band>> = {
  'EA-EA': 'SHORT', 'EA-SEA': 'SHORT', 'SEA-SEA': 'SHORT', 'SA-SA': 'SHORT', 'EU-EU': 'SHORT', 'NAM-NAM': 'SHORT',
  'SAM-SAM': 'SHORT', 'OC-OC': 'SHORT',
  'EA-SA': 'MEDIUM', 'SA-SEA': 'MEDIUM', 'EA-OC': 'MEDIUM', 'OC-SEA': 'MEDIUM', 'EU-SA': 'MEDIUM', 'NAM-SAM': 'MEDIUM',
  'OC-SA': 'LONG', 'EA-EU': 'LONG', 'EU-SEA': 'LONG', 'EA-NAM': 'LONG', 'NAM-SEA': 'LONG', 'NAM-SA': 'LONG',
  'EU-NAM': 'LONG', 'EU-SAM': 'LONG', 'NAM-OC': 'LONG',
  'EA-SAM': 'EXTRA_LONG', 'SAM-SEA': 'EXTRA_LONG', 'SA-SAM': 'EXTRA_LONG', 'EU-OC': 'EXTRA_LONG', 'OC-SAM': 'EXTRA_LONG',
};

export function distanceBand(originCountry: string, destinationCountry: string): Band {
  const a = REGION[originCountry];
  const b = REGION[destinationCountry];
  if (!a || !b) throw new Error(`no region for ${originCountry} or ${destinationCountry}`);
  const key = [a, b].sort().join('-');
  const band = BAND_TABLE[key];
  if (!band) throw new Error(`no band for ${key}`);
  return band;
}

/** Main freight base rates in USD: AIR per chargeable kg, LCL per W/M, FCL per 20GP (× the type's rateFactor). */
const FREIGHT_RATE: Readonly<Record<ShipmentMode, Record<Band, number>>> = {
  AIR: { SHORT: 2.2, MEDIUM: 3.3, LONG: 4.4, EXTRA_LONG: 5.6 },
  LCL: { SHORT: 32, MEDIUM: 58, LONG: 78, EXTRA_LONG: 105 },
  FCL: { SHORT: 620, MEDIUM: 1180, LONG: 2050, EXTRA_LONG: 3150 },
};
const AIR_MIN_FREIGHT = 150;

/** Port-to-port transit days of a STANDARD offer. LCL adds consolidation days. */
const TRANSIT: Readonly<Record<'AIR' | 'OCEAN', Record<Band, [number, number]>>> = {
  AIR: { SHORT: [1, 2], MEDIUM: [2, 3], LONG: [2, 4], EXTRA_LONG: [3, 5] },
  OCEAN: { SHORT: [3, 6], MEDIUM: [10, 16], LONG: [18, 28], EXTRA_LONG: [30, 40] },
};
/** Main ocean trade lanes whose sailing time differs from their band's (key: sorted region pair). */
const OCEAN_TRANSIT_BY_REGIONS: Readonly<Record<string, [number, number]>> = {
  'EA-NAM': [14, 22], 'NAM-SEA': [18, 26], 'EA-EU': [28, 38], 'EU-SEA': [26, 34], 'NAM-SA': [26, 34], 'EU-NAM': [10, 16],
};
const LCL_EXTRA_DAYS: [number, number] = [3, 5];
/** Days before the main leg (pickup or cut-off) and after it (delivery, FBA appointment), by end type. */
const LEG_DAYS: Readonly<Record<'origin' | 'destination', Record<Schemas['LocationType'], [number, number]>>> = {
  origin: { PORT: [1, 2], AIRPORT: [1, 1], DOOR: [2, 3], FBA: [2, 3] },
  destination: { PORT: [1, 2], AIRPORT: [1, 1], DOOR: [2, 4], FBA: [4, 8] },
};

export interface ForwarderProfile {
  companyId: string;
  /** Used when the company record has no name (the two forwarders without an account). */
  fallbackName: string;
  rating: number;
  currency: Currency;
  freightFactor: number;
  localFactor: number;
  /** Extra (or fewer) ocean transit days than the lane's standard. */
  oceanSpeedDays: number;
}

export const FORWARDERS: readonly ForwarderProfile[] = [
  { companyId: PACIFIC_BRIDGE_COMPANY_ID, fallbackName: 'Pacific Bridge Logistics Ltd.', rating: 4.6, currency: 'USD', freightFactor: 1, localFactor: 1, oceanSpeedDays: 0 },
  { companyId: SINOTRANS_COMPANY_ID, fallbackName: 'SinoTrans Express Co.', rating: 4.2, currency: 'USD', freightFactor: 0.92, localFactor: 0.95, oceanSpeedDays: 2 },
  { companyId: HANSEATIC_COMPANY_ID, fallbackName: 'Hanseatic Freight GmbH', rating: 4.8, currency: 'EUR', freightFactor: 1.08, localFactor: 1.05, oceanSpeedDays: -1 },
  { companyId: MERIDIAN_COMPANY_ID, fallbackName: 'Meridian Cargo Partners Inc.', rating: 4.4, currency: 'USD', freightFactor: 0.97, localFactor: 1.02, oceanSpeedDays: 1 },
];
/**
 * What pricing reads of a backend's stored data: a company's legal name as it is now (a forwarder may
 * rename itself), or undefined for a company the backend does not hold. Each backend fills it from its store.
 */
export interface PricingContext {
  legalNameOf(companyId: string): string | undefined;
}

export const forwarderName = (f: Pick<ForwarderProfile, 'companyId' | 'fallbackName'>, context: PricingContext) =>
  context.legalNameOf(f.companyId) ?? f.fallbackName;

const TIERS: Readonly<Record<Exclude<QuoteServiceLevel, 'CUSTOM'>, { price: number; airDays: [number, number]; oceanDays: [number, number] }>> = {
  ECONOMY: { price: 0.88, airDays: [1, 2], oceanDays: [3, 5] },
  STANDARD: { price: 1, airDays: [0, 0], oceanDays: [0, 0] },
  PRIORITY: { price: 1.22, airDays: [0, -1], oceanDays: [-2, -3] },
};

const AIR_CARRIERS = ['Cathay Cargo', 'Lufthansa Cargo', 'Emirates SkyCargo', 'Qatar Airways Cargo', 'Korean Air Cargo', 'China Airlines Cargo', 'Turkish Cargo', 'Atlas Air'];
const OCEAN_CARRIERS = ['Maersk', 'MSC', 'CMA CGM', 'COSCO Shipping', 'Hapag-Lloyd', 'ONE', 'Evergreen', 'HMM'];

/** Countries no forwarder serves; any lane to or from them has no result. */
export const EMBARGOED = new Set(['KP']);

/** The lane where SinoTrans's LCL rate sheet lacks the main freight (booking answers 50005). */
export const MISSING_FREIGHT_LANE = { forwarderCompanyId: SINOTRANS_COMPANY_ID, mode: 'LCL' as ShipmentMode, destinationCountry: 'BR' };

// ---------------------------------------------------------------------------------------------
// Hashing helpers

/** A stable 64-bit-ish hash as base36: two FNV-1a passes with different seeds. */
function hash36(text: string): string {
  const a = hashSeed(text).toString(36).padStart(7, '0');
  const b = hashSeed(`${text.length}:${text}:x`).toString(36).padStart(7, '0');
  return (a + b).toUpperCase();
}
const unit = (text: string) => hashSeed(text) / 4294967296;

// ---------------------------------------------------------------------------------------------
// Cargo measurement

export function measureCargo(search: QuoteSearch): CargoSummary & { pallets: number; revenueTons: number } {
  const c = search.cargo;
  const kg = (w: number) => (c.weightUnit === 'LB' ? w * LB_TO_KG : w);
  const cm = (d: number) => (c.dimensionUnit === 'INCH' ? d * INCH_TO_CM : d);
  let units = 0;
  let weightKg = 0;
  let volumeCbm = 0;
  let pallets = 0;
  if (c.mode === 'PACKAGES') {
    for (const row of c.packages ?? []) {
      units += row.units;
      weightKg += kg(row.weight) * row.units;
      volumeCbm += (cm(row.length) * cm(row.width) * cm(row.height) / 1_000_000) * row.units;
      if (row.packageType === 'PALLET') pallets += row.units;
    }
  } else if (c.mode === 'TOTALS' && c.totals) {
    units = c.totals.units;
    weightKg = kg(c.totals.weight);
    volumeCbm = c.volumeUnit === 'CUFT' ? c.totals.volume * CUFT_TO_CBM : c.totals.volume;
    if (c.totals.packageType === 'PALLET') pallets = units;
  } else {
    for (const row of c.containers ?? []) {
      units += row.count;
      volumeCbm += CONTAINER_SPEC[row.type].cbm * row.count;
      pallets += CONTAINER_SPEC[row.type].pallets * row.count;
    }
  }
  weightKg = round2(weightKg);
  volumeCbm = round3(volumeCbm);
  // Airlines bill the greater of actual and volumetric weight, rounded up to the next half kilo.
  const chargeableWeightKg = search.mode === 'AIR' ? Math.ceil(Math.max(weightKg, volumeCbm * AIR_KG_PER_CBM) * 2) / 2 : weightKg;
  // Loose cargo that is not palletized yet: one pallet per 1.5 CBM when the forwarder palletizes.
  if (c.mode !== 'CONTAINERS' && pallets === 0) pallets = Math.max(1, Math.ceil(volumeCbm / 1.5));
  const revenueTons = round2(Math.max(1, volumeCbm, weightKg / 1000));
  return { units, weightKg, volumeCbm, chargeableWeightKg, pallets, revenueTons };
}

// ---------------------------------------------------------------------------------------------
// Lanes

/** Why a lane has no result, or null when forwarders serve it (docs/decisions/021-no-result-lanes.md). */
export function noResultReason(search: QuoteSearch): NoResultReason | null {
  const { origin: o, destination: d, mode } = search;
  if (EMBARGOED.has(o.country) || EMBARGOED.has(d.country)) return 'EMBARGOED_COUNTRY';
  if (o.country === d.country && fold(o.city) === fold(d.city)) return 'SAME_CITY';
  if (o.country === d.country) return 'DOMESTIC';
  if (o.type === 'FBA') return 'FBA_ORIGIN';
  const ends = [o.type, d.type];
  if (mode === 'AIR' && ends.includes('PORT')) return 'MODE_LOCATION_MISMATCH';
  if (mode !== 'AIR' && ends.includes('AIRPORT')) return 'MODE_LOCATION_MISMATCH';
  return null;
}

/** The port or airport the cargo passes: the end itself, or the gateway nearest a door or FBA warehouse. */
function gateway(end: QuoteLocation, mode: ShipmentMode): { code: string; name: string; city: string } {
  if (end.type === 'PORT' || end.type === 'AIRPORT') {
    const known = catalogueEntry(end.type, end.country, end.code);
    return { code: normCode(end.code), name: known?.name ?? end.name ?? end.city, city: known?.city ?? end.city };
  }
  const wanted = mode === 'AIR' ? 'AIRPORT' : 'PORT';
  const candidates = LOCATIONS.filter((l) => l.type === wanted && l.country === end.country);
  const picked = end.locationId ? findLocationById(end.locationId) : undefined;
  const region = picked?.region;
  const best = candidates.find((l) => fold(l.city) === fold(end.city))
    ?? (region ? candidates.find((l) => l.region === region) : undefined)
    ?? candidates[0];
  if (!best) throw new Error(`no ${wanted} in ${end.country}`);
  return { code: best.code, name: best.name, city: best.city };
}

const gatewayLabel = (g: { code: string; name: string }) => `${g.name} (${g.code})`;

function endpoint(end: QuoteLocation): QuoteRecord['origin'] {
  const known = catalogueEnd(end);
  return {
    type: end.type,
    country: end.country,
    countryName: COUNTRY_NAMES[end.country] ?? end.country,
    city: end.city,
    code: end.code,
    name: end.name ?? known?.name ?? `${end.city} ${end.code}`,
    ...endLocalNames(end),
  };
}

const sideType = (t: Schemas['LocationType']) => (t === 'PORT' || t === 'AIRPORT' ? 'PORT' : 'DOOR');
export const serviceTypeOf = (search: QuoteSearch): Schemas['QuoteServiceType'] =>
  `${sideType(search.origin.type)}_TO_${sideType(search.destination.type)}` as Schemas['QuoteServiceType'];

export function laneSummary(search: QuoteSearch): string {
  return `${search.mode} ${search.origin.city}, ${search.origin.country} → ${search.destination.city}, ${search.destination.country}`;
}

// ---------------------------------------------------------------------------------------------
// Charges

interface Ctx {
  quoteCurrency: Currency;
}

/**
 * The pricing unit code of an English unit text ("per W/M", "per container", "0.35% of cargo value").
 * Our own rows and forwarders' free-text answers both go through it, so a unit has one code everywhere.
 * A minimum charge is one unit at the minimum, so it is per shipment whatever unit it replaced; so is a
 * percentage of something other than the goods value (a DG surcharge on the freight).
 */
export function pricingUnitOf(text: string): PricingUnit {
  const code = text.trim().toUpperCase();
  if ((pricingUnitValues as readonly string[]).includes(code)) return code as PricingUnit;
  const t = text.toLowerCase();
  if (/%|percent/.test(t) && /value/.test(t)) return 'PERCENT_OF_VALUE';
  if (/minimum|\bmin\b/.test(t)) return 'PER_SHIPMENT';
  if (/w\s*\/\s*m|revenue\s*ton|\brt\b/.test(t)) return 'PER_WM';
  if (/\b(kg|kgs|kilo|kilos|kilogram|kilograms)\b/.test(t)) return 'PER_KG';
  if (/\b(cbm|m3|cubic)|m³/.test(t)) return 'PER_CBM';
  if (/container|\bcntr|\bteu\b|\bfeu\b|\b(20|40|45)\s*(gp|hq|hc|rf|ft|')/.test(t)) return 'PER_CONTAINER';
  if (/b\s*\/\s*l|\bbill\b|bill of lading|waybill|\bawb\b|\bhbl\b|\bmbl\b/.test(t)) return 'PER_BILL';
  if (/pallet|\bplt/.test(t)) return 'PER_PALLET';
  if (/carton|\bctn/.test(t)) return 'PER_CARTON';
  return 'PER_SHIPMENT';
}

/** A unit's English text, for a row's `comment`. */
export const PRICING_UNIT_TEXT: Readonly<Record<PricingUnit, string>> = {
  PER_SHIPMENT: 'per shipment', PER_KG: 'per kg', PER_CBM: 'per CBM', PER_WM: 'per W/M', PER_CONTAINER: 'per container',
  PER_BILL: 'per bill of lading', PER_PALLET: 'per pallet', PER_CARTON: 'per carton', PERCENT_OF_VALUE: '% of goods value',
};

/** The comment of a forwarder's row: its own words, or the English text when it sent a unit code. */
export const pricingUnitComment = (text: string): string =>
  (pricingUnitValues as readonly string[]).includes(text.trim().toUpperCase()) ? PRICING_UNIT_TEXT[text.trim().toUpperCase() as PricingUnit] : text;

/** A row priced in USD, billed in `currency`, converted to the quote's currency by `exchangeRate`. */
function row(ctx: Ctx, code: string, feeName: string, unitPriceUsd: number, units: number, comment: string, currency: Currency): ChargeRow {
  const unitPrice = round2(unitPriceUsd / USD_PER[currency]);
  return {
    code, feeName, unitPrice, units: round2(units), amount: round2(unitPrice * round2(units)), pricingUnit: pricingUnitOf(comment), comment, currency,
    exchangeRate: round4(USD_PER[currency] / USD_PER[ctx.quoteCurrency]),
  };
}

/** A per-unit row with a minimum: below it, one unit at the minimum. */
function rowWithMin(ctx: Ctx, code: string, feeName: string, rateUsd: number, units: number, comment: string, minUsd: number, currency: Currency): ChargeRow {
  return rateUsd * units < minUsd
    ? row(ctx, code, feeName, minUsd, 1, `minimum charge (${comment})`, currency)
    : row(ctx, code, feeName, rateUsd, units, comment, currency);
}

export const inQuoteCurrency = (r: Pick<ChargeRow, 'amount' | 'exchangeRate'>) => round2(r.amount * r.exchangeRate);
export const sumRows = (rows: readonly ChargeRow[]) => round2(rows.reduce((s, r) => s + inQuoteCurrency(r), 0));

export function totalsOf(charges: QuoteRecord['charges']): { subtotals: QuoteRecord['subtotals']; total: number } {
  const subtotals = { origin: sumRows(charges.origin), destination: sumRows(charges.destination), shipment: sumRows(charges.shipment) };
  return { subtotals, total: round2(subtotals.origin + subtotals.destination + subtotals.shipment) };
}

export const SINGLE_BOND_RATE = 0.0055;
export const SINGLE_BOND_MIN = 60;
export const DUTIES_THRESHOLD_USD = US_FORMAL_ENTRY_THRESHOLD_USD;
export const DUTIES_RATE = 0.03;
export const INSURANCE_RATE = 0.0035;
export const INSURANCE_MIN = 30;

interface PriceInput {
  search: QuoteSearch;
  forwarder: ForwarderProfile;
  tier: Exclude<QuoteServiceLevel, 'CUSTOM'>;
  band: Band;
  laneFactor: number;
}

export function buildCharges({ search, forwarder, tier, band, laneFactor }: PriceInput): QuoteRecord['charges'] {
  const ctx: Ctx = { quoteCurrency: forwarder.currency };
  const m = measureCargo(search);
  const { mode, origin, destination, customs, services } = search;
  const oCur = localCurrency(origin.country);
  const dCur = localCurrency(destination.country);
  const q = forwarder.currency;
  const lf = forwarder.localFactor;
  const ff = forwarder.freightFactor * TIERS[tier].price * laneFactor;
  const lane = laneCustoms({ mode, destinationCountry: destination.country });
  const kg = mode === 'AIR' ? m.chargeableWeightKg : m.weightKg;
  const containers = search.cargo.containers ?? [];
  const loose = mode !== 'FCL';

  const originRows: ChargeRow[] = [];
  if (origin.type === 'DOOR') {
    if (loose) originRows.push(row(ctx, 'PICKUP', 'Pickup trucking', (85 + 0.09 * kg) * lf, 1, 'per shipment', oCur));
    else originRows.push(row(ctx, 'PICKUP', 'Pickup drayage', 380 * lf, m.units, 'per container', oCur));
    if (origin.residential) originRows.push(row(ctx, 'RESIDENTIAL_PICKUP', 'Residential pickup', 55 * lf, 1, 'per shipment', oCur));
    if (services.liftgatePickup && loose) originRows.push(row(ctx, 'LIFTGATE_PICKUP', 'Liftgate at pickup', 75 * lf, 1, 'per shipment', oCur));
  }
  originRows.push(row(ctx, 'EXPORT_CUSTOMS', 'Export customs clearance', 55 * lf, 1, 'per shipment', oCur));
  if (mode === 'AIR') {
    originRows.push(rowWithMin(ctx, 'ORIGIN_THC', 'Origin terminal handling', 0.12 * lf, kg, 'per kg', 35 * lf, oCur));
    originRows.push(rowWithMin(ctx, 'SECURITY', 'Security screening', 0.08 * lf, kg, 'per kg', 20 * lf, oCur));
    originRows.push(row(ctx, 'DOCS', 'Documentation (AWB)', 35 * lf, 1, 'per air waybill', oCur));
  } else if (mode === 'LCL') {
    originRows.push(row(ctx, 'ORIGIN_THC', 'Origin terminal handling', 14 * lf, m.revenueTons, 'per W/M', oCur));
    originRows.push(row(ctx, 'CFS_ORIGIN', 'Origin CFS handling', 9 * lf, m.revenueTons, 'per W/M', oCur));
    originRows.push(row(ctx, 'DOCS', 'Documentation (B/L)', 35 * lf, 1, 'per bill of lading', oCur));
  } else {
    for (const c of containers) {
      originRows.push(row(ctx, 'ORIGIN_THC', `Origin terminal handling ${c.type}`, (CONTAINER_SPEC[c.type].size === 20 ? 135 : 195) * lf, c.count, 'per container', oCur));
    }
    originRows.push(row(ctx, 'DOCS', 'Documentation (B/L)', 35 * lf, 1, 'per bill of lading', oCur));
  }

  const destRows: ChargeRow[] = [];
  if (mode === 'AIR') destRows.push(rowWithMin(ctx, 'DEST_THC', 'Destination terminal handling', 0.15 * lf, kg, 'per kg', 40 * lf, dCur));
  else if (mode === 'LCL') {
    destRows.push(row(ctx, 'DEST_THC', 'Destination terminal handling', 19 * lf, m.revenueTons, 'per W/M', dCur));
    destRows.push(row(ctx, 'CFS_DEST', 'Destination CFS devanning', 12 * lf, m.revenueTons, 'per W/M', dCur));
  } else {
    for (const c of containers) {
      destRows.push(row(ctx, 'DEST_THC', `Destination terminal handling ${c.type}`, (CONTAINER_SPEC[c.type].size === 20 ? 180 : 240) * lf, c.count, 'per container', dCur));
    }
  }
  destRows.push(row(ctx, 'IMPORT_CUSTOMS', 'Import customs clearance', 65 * lf, 1, 'per shipment', dCur));
  const goodsUsd = customs.goodsValue ?? 0;
  // Stored searches made before the lane rules may ask for options their lane does not have: never charged.
  if (customs.bond === 'SINGLE' && lane.usBond) {
    destRows.push(row(ctx, 'BOND_SINGLE', 'Single entry customs bond', Math.max(SINGLE_BOND_MIN, goodsUsd * SINGLE_BOND_RATE), 1,
      `per entry, ${(SINGLE_BOND_RATE * 100).toFixed(2)}% of goods value (min ${SINGLE_BOND_MIN.toFixed(2)} USD)`, 'USD'));
    if (goodsUsd > DUTIES_THRESHOLD_USD) {
      destRows.push(row(ctx, 'DUTIES', 'Estimated duties and taxes', goodsUsd * DUTIES_RATE, 1,
        `${(DUTIES_RATE * 100).toFixed(2)}% of goods value (goods over ${DUTIES_THRESHOLD_USD.toLocaleString('en-US')} USD)`, 'USD'));
    }
  } else if (customs.bond === 'CONTINUOUS' && lane.usBond) {
    destRows.push(row(ctx, 'BOND_CONTINUOUS', 'Continuous customs bond', 0, 1, 'valid 12 months, no extra cost', 'USD'));
  }
  if (customs.isf && lane.isf) {
    destRows.push(row(ctx, 'ISF_FILING', 'ISF filing (10+2)', 35 * lf, 1, 'per shipment', 'USD'));
    // A customs bond also covers the ISF; without one the ISF needs its own single-transaction bond.
    if (customs.bond === 'NONE' || !lane.usBond) destRows.push(row(ctx, 'ISF_BOND', 'ISF bond (single transaction)', 45, 1, 'per shipment', 'USD'));
  }
  if (customs.ior) destRows.push(row(ctx, 'IOR', 'Importer of Record activation', 95 * lf, 1, 'per shipment', dCur));
  if (destination.type === 'DOOR') {
    if (loose) destRows.push(row(ctx, 'DELIVERY', 'Final delivery trucking', (95 + 0.1 * kg) * lf, 1, 'per shipment', dCur));
    else destRows.push(row(ctx, 'DELIVERY', 'Final delivery drayage', 420 * lf, m.units, 'per container', dCur));
    if (destination.residential) destRows.push(row(ctx, 'RESIDENTIAL_DELIVERY', 'Residential delivery', 55 * lf, 1, 'per shipment', dCur));
    if (services.liftgateDelivery && loose) destRows.push(row(ctx, 'LIFTGATE_DELIVERY', 'Liftgate at delivery', 75 * lf, 1, 'per shipment', dCur));
  }
  if (destination.type === 'FBA') {
    if (loose) destRows.push(row(ctx, 'FBA_DELIVERY', 'FBA delivery with appointment', (120 + 0.11 * kg) * lf, 1, 'per shipment', dCur));
    else destRows.push(row(ctx, 'FBA_DELIVERY', 'FBA delivery with appointment', 480 * lf, m.units, 'per container', dCur));
    if (search.fbaPacking?.labelledBy === 'FORWARDER') {
      destRows.push(row(ctx, 'FBA_LABEL', 'FBA carton labelling', 0.65 * lf, loose ? m.units : m.pallets * 12, 'per carton', dCur));
    }
    if (search.fbaPacking?.palletizedBy === 'FORWARDER') {
      destRows.push(row(ctx, 'FBA_PALLETIZE', 'FBA palletizing', 28 * lf, m.pallets, 'per pallet', dCur));
    }
  }

  const shipRows: ChargeRow[] = [];
  const missingFreight = forwarder.companyId === MISSING_FREIGHT_LANE.forwarderCompanyId && mode === MISSING_FREIGHT_LANE.mode
    && destination.country === MISSING_FREIGHT_LANE.destinationCountry;
  let freightUsd = 0;
  const rate = FREIGHT_RATE[mode][band] * ff;
  if (mode === 'AIR') {
    const r = rowWithMin(ctx, 'FREIGHT', 'Air freight', rate, kg, 'per kg', AIR_MIN_FREIGHT * ff, q);
    freightUsd = r.amount * USD_PER[q];
    shipRows.push(r, row(ctx, 'FUEL', 'Fuel surcharge', 0.85 * forwarder.freightFactor, kg, 'per kg', q));
  } else if (mode === 'LCL') {
    freightUsd = rate * m.revenueTons;
    if (!missingFreight) shipRows.push(row(ctx, 'FREIGHT', 'Ocean freight (LCL)', rate, m.revenueTons, 'per W/M', q));
    shipRows.push(row(ctx, 'BAF', 'Bunker adjustment factor (BAF)', rate * 0.12, m.revenueTons, 'per W/M', q));
  } else {
    for (const c of containers) {
      const perBox = rate * CONTAINER_SPEC[c.type].rateFactor;
      freightUsd += perBox * c.count;
      shipRows.push(row(ctx, 'FREIGHT', `Ocean freight ${c.type}`, perBox, c.count, 'per container', q));
    }
    for (const c of containers) {
      shipRows.push(row(ctx, 'BAF', `Bunker adjustment factor (BAF) ${c.type}`, rate * CONTAINER_SPEC[c.type].rateFactor * 0.12, c.count, 'per container', q));
    }
  }
  if (search.cargo.hazardous) {
    shipRows.push(row(ctx, 'DG', 'Dangerous goods surcharge', Math.max(95, freightUsd * 0.3), 1, 'per shipment, 30% of freight (min 95.00 USD)', q));
  }
  if (services.insurance && services.cargoValue) {
    shipRows.push(row(ctx, 'INSURANCE', 'Cargo insurance', Math.max(INSURANCE_MIN, services.cargoValue * INSURANCE_RATE), 1,
      `${(INSURANCE_RATE * 100).toFixed(2)}% of cargo value (min ${INSURANCE_MIN.toFixed(2)} USD)`, q));
  }
  return { origin: originRows, destination: destRows, shipment: shipRows };
}

export const hasMainFreight = (q: Pick<QuoteRecord, 'charges'>) => q.charges.shipment.some((r) => r.code === 'FREIGHT' && r.amount > 0);

// ---------------------------------------------------------------------------------------------
// Transit

function legDays(search: QuoteSearch): [number, number] {
  const o = LEG_DAYS.origin[search.origin.type];
  const d = LEG_DAYS.destination[search.destination.type];
  return [o[0] + d[0] + 1, o[1] + d[1] + 2];
}

export function transitDaysFor(search: QuoteSearch, band: Band, tier: Exclude<QuoteServiceLevel, 'CUSTOM'>, forwarder: ForwarderProfile): QuoteRecord['transitDays'] {
  const air = search.mode === 'AIR';
  const regions = [REGION[search.origin.country], REGION[search.destination.country]].sort().join('-');
  const [bMin, bMax] = (!air && OCEAN_TRANSIT_BY_REGIONS[regions]) || TRANSIT[air ? 'AIR' : 'OCEAN'][band];
  const extra = search.mode === 'LCL' ? LCL_EXTRA_DAYS : [0, 0];
  const t = air ? TIERS[tier].airDays : TIERS[tier].oceanDays;
  const speed = air ? 0 : forwarder.oceanSpeedDays;
  const min = Math.max(1, bMin + extra[0]! + t[0] + speed);
  const max = Math.max(min, bMax + extra[1]! + t[1] + speed);
  const [lMin, lMax] = legDays(search);
  return { portToPort: { min, max }, endToEnd: { min: min + lMin, max: max + lMax } };
}

// ---------------------------------------------------------------------------------------------
// Quotes

/** 7–14 days after the search, fixed per quote id. */
export function expiryDateFor(id: string, now: number): string {
  return serverDay(now + (7 + (hashSeed(`expiry:${id}`) % 8)) * DAY_MS);
}

/**
 * A quote is guaranteed through its expiry day (UTC) and expired from the next midnight. The one rule
 * behind Quote.expired and QuoteRequestAnswer.expired, and behind booking's 50004 (docs/decisions/095).
 */
export function isExpired(expiresAt: string, now: number): boolean {
  return now >= Date.parse(`${expiresAt}T00:00:00Z`) + DAY_MS;
}

function offersFor(key: string, forwarder: ForwarderProfile): Exclude<QuoteServiceLevel, 'CUSTOM'>[] {
  const n = 1 + (hashSeed(`offers:${forwarder.companyId}:${key}`) % 3);
  if (n === 3) return ['ECONOMY', 'STANDARD', 'PRIORITY'];
  if (n === 1) return ['STANDARD'];
  return hashSeed(`pair:${forwarder.companyId}:${key}`) % 2 ? ['ECONOMY', 'STANDARD'] : ['STANDARD', 'PRIORITY'];
}

/**
 * The benchmark lane (`npm run bench:quotes`, docs/decisions/087-bench-quotes.md): a DOOR origin whose
 * zip is BENCH1000 is priced 1 000 times (each forwarder and level in variants with their own price and
 * transit), so the result page can be measured with a long list. Every other lane is priced as above.
 */
export const BENCH_LANE_ZIP = 'BENCH1000';
export const BENCH_QUOTE_COUNT = 1000;
const isBenchLane = (search: QuoteSearch) => search.origin.type === 'DOOR' && normCode(search.origin.code) === BENCH_LANE_ZIP;
function benchOffers(): { forwarder: ForwarderProfile; tier: Exclude<QuoteServiceLevel, 'CUSTOM'>; variant: number }[] {
  const tiers = ['ECONOMY', 'STANDARD', 'PRIORITY'] as const;
  return Array.from({ length: BENCH_QUOTE_COUNT }, (_, i) => ({ forwarder: FORWARDERS[i % FORWARDERS.length]!, tier: tiers[i % tiers.length]!, variant: i }));
}

export interface PricedSearch {
  key: string;
  quotes: QuoteRecord[];
  noResultReason: NoResultReason | null;
  cargoSummary: CargoSummary;
}

/**
 * Prices a valid, normalised search with every forwarder. `now` sets createdAt and expiresAt; the
 * context names the forwarders.
 */
export function priceSearch(search: QuoteSearch, now: number, context: PricingContext): PricedSearch {
  const key = searchKey(search);
  const m = measureCargo(search);
  const cargoSummary = { units: m.units, weightKg: m.weightKg, volumeCbm: m.volumeCbm, chargeableWeightKg: m.chargeableWeightKg };
  const reason = noResultReason(search);
  if (reason) return { key, quotes: [], noResultReason: reason, cargoSummary };

  const band = distanceBand(search.origin.country, search.destination.country);
  const pol = gateway(search.origin, search.mode);
  const pod = gateway(search.destination, search.mode);
  // Lanes between different gateways of the same countries differ a little, the same lane never.
  const laneFactor = 0.94 + unit(`lane:${search.mode}:${pol.code}:${pod.code}`) * 0.12;
  const carriers = search.mode === 'AIR' ? AIR_CARRIERS : OCEAN_CARRIERS;
  const co2Kg = co2KgFor(search, m.chargeableWeightKg);
  const quotes: QuoteRecord[] = [];
  const offers = isBenchLane(search)
    ? benchOffers()
    : FORWARDERS.flatMap((f) => offersFor(key, f).map((tier) => ({ forwarder: f, tier, variant: null as number | null })));
  for (const { forwarder, tier, variant } of offers) {
    const id = `Q-${hash36(`${key}|${forwarder.companyId}|${tier}${variant === null ? '' : `|${variant}`}`)}`;
    const charges = buildCharges({ search, forwarder, tier, band, laneFactor: variant === null ? laneFactor : laneFactor * (0.8 + unit(`bench:${variant}`) * 0.5) });
    const days = transitDaysFor(search, band, tier, forwarder);
    const slower = variant === null ? 0 : variant % 9;
    const expiresAt = expiryDateFor(id, now);
    quotes.push({
      id,
      source: 'SEARCH',
      forwarder: { companyId: forwarder.companyId, name: forwarderName(forwarder, context), rating: forwarder.rating },
      carrier: carriers[hashSeed(`carrier:${id}`) % carriers.length]!,
      mode: search.mode,
      serviceType: serviceTypeOf(search),
      serviceLevel: tier,
      origin: endpoint(search.origin),
      destination: endpoint(search.destination),
      portOfLoading: gatewayLabel(pol),
      portOfDischarge: gatewayLabel(pod),
      transitDays: slower ? {
        portToPort: { min: days.portToPort.min + slower, max: days.portToPort.max + slower },
        endToEnd: { min: days.endToEnd.min + slower, max: days.endToEnd.max + slower },
      } : days,
      createdAt: new Date(now).toISOString(),
      expiresAt,
      currency: forwarder.currency,
      charges,
      ...totalsOf(charges),
      chargeableWeightKg: m.chargeableWeightKg,
      volumeCbm: m.volumeCbm,
      co2Kg,
      rerate: rerateFor({ mode: search.mode, expiresAt, cargoReadyDate: search.origin.cargoReadyDate }),
      search,
    });
  }
  quotes.sort(byUsdTotal);
  return { key, quotes, noResultReason: null, cargoSummary };
}

/** A quote's total in US dollars: quotes of one search come in different currencies (EUR for Hanseatic). */
export const usdTotal = (q: Pick<QuoteRecord, 'total' | 'currency'>) => q.total * USD_PER[q.currency];
/** Cheapest first, compared in US dollars; ties by id. */
export const byUsdTotal = (a: Pick<QuoteRecord, 'id' | 'total' | 'currency'>, b: Pick<QuoteRecord, 'id' | 'total' | 'currency'>) =>
  usdTotal(a) - usdTotal(b) || a.id.localeCompare(b.id);

/** Cheapest by total (in US dollars); quickest by end-to-end max, then min, then total. */
export function pickBest(quotes: readonly Pick<QuoteRecord, 'id' | 'total' | 'currency' | 'transitDays'>[]): { cheapest: string | null; quickest: string | null } {
  if (quotes.length === 0) return { cheapest: null, quickest: null };
  const cheapest = [...quotes].sort(byUsdTotal)[0]!.id;
  const quickest = [...quotes].sort((a, b) =>
    a.transitDays.endToEnd.max - b.transitDays.endToEnd.max || a.transitDays.endToEnd.min - b.transitDays.endToEnd.min || byUsdTotal(a, b))[0]!.id;
  return { cheapest, quickest };
}

export interface CustomAnswer {
  total: number;
  currency: Currency;
  validUntil: string;
  transitDays: DayRange;
  carrier?: string;
  note?: string;
}

/**
 * The quote behind a forwarder's answer to a custom request: one all-in freight row at the offered
 * total. The offered days are end to end; port to port is the lane's standard, capped by them.
 */
export function buildAnsweredQuote(input: {
  id: string; requestId: string; search: QuoteSearch; answer: CustomAnswer;
  forwarder: { companyId: string; name: string; rating: number }; now: number;
}): QuoteRecord {
  const { id, requestId, search, answer, forwarder, now } = input;
  const m = measureCargo(search);
  const reason = noResultReason(search);
  // Lanes without search results still get a plausible port pair for the answer.
  const pol = reason ? { code: search.origin.code, name: search.origin.name ?? search.origin.city } : gateway(search.origin, search.mode);
  const pod = reason ? { code: search.destination.code, name: search.destination.name ?? search.destination.city } : gateway(search.destination, search.mode);
  let portToPort: DayRange = { ...answer.transitDays };
  if (!reason) {
    const std = transitDaysFor(search, distanceBand(search.origin.country, search.destination.country), 'STANDARD', FORWARDERS[0]!).portToPort;
    portToPort = { min: Math.min(std.min, answer.transitDays.min), max: Math.min(std.max, answer.transitDays.max) };
  }
  const charges: QuoteRecord['charges'] = {
    origin: [],
    destination: [],
    shipment: [{
      code: 'FREIGHT', feeName: 'All-in freight (custom quote)', unitPrice: round2(answer.total), units: 1, amount: round2(answer.total),
      pricingUnit: 'PER_SHIPMENT', comment: 'per shipment, all in', currency: answer.currency, exchangeRate: 1,
    }],
  };
  return {
    id,
    source: 'CUSTOM_REQUEST',
    requestId,
    ...(answer.note ? { note: answer.note } : {}),
    forwarder,
    carrier: answer.carrier?.trim() || 'To be confirmed',
    mode: search.mode,
    serviceType: serviceTypeOf(search),
    serviceLevel: 'CUSTOM',
    origin: endpoint(search.origin),
    destination: endpoint(search.destination),
    portOfLoading: gatewayLabel(pol),
    portOfDischarge: gatewayLabel(pod),
    transitDays: { portToPort, endToEnd: { ...answer.transitDays } },
    createdAt: new Date(now).toISOString(),
    expiresAt: answer.validUntil,
    currency: answer.currency,
    charges,
    ...totalsOf(charges),
    chargeableWeightKg: m.chargeableWeightKg,
    volumeCbm: m.volumeCbm,
    co2Kg: co2KgFor(search, m.chargeableWeightKg),
    rerate: rerateFor({ mode: search.mode, expiresAt: answer.validUntil, cargoReadyDate: search.origin.cargoReadyDate }),
    search,
  };
}

/**
 * Ocean routes against the great circle (decision 162): Asia and South Asia to Europe sail round
 * through Suez; the trans-Pacific and trans-Atlantic lanes stay close to it. Key: sorted region pair.
 */
const OCEAN_ROUTING: Readonly<Record<string, number>> = { 'EA-EU': 2.1, 'EU-SEA': 1.8, 'EU-SA': 1.6, 'EU-OC': 1.5, 'EA-SAM': 1.3, 'NAM-SA': 1.6 };
const OCEAN_ROUTING_DEFAULT = 1.15;

/** Where an end is: its catalogue city, else its gateway's; the estimate needs a point for both ends. */
function pointOf(end: QuoteLocation, mode: ShipmentMode) {
  const known = end.locationId ? findLocationById(end.locationId) : undefined;
  return coordinatesOf(known?.city ?? end.city) ?? coordinatesOf(gatewayCity(end, mode));
}
function gatewayCity(end: QuoteLocation, mode: ShipmentMode): string {
  try {
    return gateway(end, mode).city;
  } catch {
    return end.city;
  }
}

/** The quote's well-to-wheel CO2e estimate for the main leg, kg (domain/co2.ts); 0 when an end cannot be placed. */
export function co2KgFor(search: QuoteSearch, chargeableWeightKg: number): number {
  const a = pointOf(search.origin, search.mode);
  const b = pointOf(search.destination, search.mode);
  if (!a || !b) return 0;
  const regions = [REGION[search.origin.country], REGION[search.destination.country]].sort().join('-');
  const km = legKm(search.mode, greatCircleKm(a, b), OCEAN_ROUTING[regions] ?? OCEAN_ROUTING_DEFAULT);
  return co2eKg({ mode: search.mode, tonnes: tonnesOf(search.mode, chargeableWeightKg, search.cargo.containers ?? []), distanceKm: km });
}

export const forwarderProfile = (companyId: string) => FORWARDERS.find((f) => f.companyId === companyId);
