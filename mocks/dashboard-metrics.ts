/**
 * The forwarder dashboard, computed from shipments (pure: no store). Windows, buyer definitions,
 * regions and currency conversion: docs/decisions/043-dashboard-metrics.md.
 */
import { currencyValues, shipmentModeValues, type components } from '../src/api/schema.gen';
import { USD_PER, round2, toUsd, type Currency } from '../domain/money';
import { DAY_MS, serverDay } from './server-days';

type Schemas = components['schemas'];
type ShipmentMode = Schemas['ShipmentMode'];
export type DashboardRange = Schemas['DashboardRange'];
export type Region = Schemas['RegionMetric']['region'];

/** What the metrics read of a shipment (the documented fields of mocks/store/shipment.store.ts). */
export interface MetricsShipment {
  status: string;
  mode: ShipmentMode;
  buyerCompanyId: string;
  forwarderCompanyId: string;
  bookedAt: string;
  destination: { country: string };
  currency: Currency;
  totalCost: number;
  rating: { score: number; ratedAt: string } | null;
}

export interface DashboardMetrics {
  range: DashboardRange;
  from: string;
  to: string;
  currency: 'USD';
  exchangeRates: { currency: Currency; toUsd: number }[];
  totalGrossRevenue: number;
  previousPeriodRevenue: number;
  shipments: number;
  uniqueBuyers: number;
  newBuyers: number;
  repeatBuyers: number;
  reviewScore: { average: number | null; count: number };
  topBuyers: { companyId: string; name: string; revenue: number; shipments: number }[];
  topRegions: { region: Region; shipments: number; revenue: number }[];
  byMode: { mode: ShipmentMode; shipments: number; revenue: number }[];
  byCountry: { country: string; shipments: number; revenue: number }[];
  revenueSeries: { period: string; revenue: number }[];
  milestones: { booked: number; inTransit: number; delivered: number; closed: number; cancelled: number };
}

const REGION_COUNTRIES: Record<Region, string> = {
  NORTH_AMERICA: 'US CA MX GL BM',
  LATIN_AMERICA: 'AR BO BR CL CO CR CU DO EC GT HN HT JM NI PA PE PR PY SV TT UY VE BS BB BZ GY SR',
  EUROPE:
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK',
  ASIA: 'AF BD BN BT CN HK ID IN JP KG KH KP KR KZ LA LK MM MN MO MV MY NP PH PK SG TH TJ TL TM TW UZ VN',
  MIDDLE_EAST: 'AE AM AZ BH GE IL IQ IR JO KW LB OM PS QA SA SY TR YE',
  AFRICA:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RW SC SD SL SN SO SS ST SZ TD TG TN TZ UG ZA ZM ZW',
  OCEANIA: 'AU FJ KI MH FM NR NZ PG PW SB TO TV VU WS',
};
const REGION_OF = new Map<string, Region>(
  (Object.entries(REGION_COUNTRIES) as [Region, string][]).flatMap(([region, codes]) => codes.split(' ').map((c) => [c, region] as const)),
);
/** The world region of an ISO 3166-1 alpha-2 country; null for one not in the table (it is left out of topRegions). */
export const regionOf = (country: string): Region | null => REGION_OF.get(country.toUpperCase()) ?? null;

const MILESTONE_GROUP: Record<string, keyof DashboardMetrics['milestones']> = {
  BOOKING_PLACED: 'booked',
  SENT_TO_PROVIDER: 'booked',
  TRANSPORT_BOOKED: 'booked',
  GOODS_RECEIVED: 'inTransit',
  DEPARTED: 'inTransit',
  ARRIVED: 'inTransit',
  DELIVERED: 'delivered',
  CONFIRMING_CLOSE: 'delivered',
  CLOSED: 'closed',
  CANCELLED: 'cancelled',
};

/** The window [from, now) of a range: 7 days, one calendar month, or twelve calendar months before now. */
export function windowOf(range: DashboardRange, now: number): { from: number; to: number } {
  if (range === 'WEEK') return { from: now - 7 * DAY_MS, to: now };
  const d = new Date(now);
  const months = range === 'LAST_1_MONTH' ? 1 : 12;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  // Clamp the day to the target month's length (31 March − 1 month = 28/29 February).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return { from: target.getTime(), to: now };
}

const monthOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 7)}-01`;

/** Bucket starts covering [from, to): days for WEEK and LAST_1_MONTH, months for LAST_1_YEAR. */
function buckets(range: DashboardRange, from: number, to: number): string[] {
  const out: string[] = [];
  const last = to - 1;
  if (range === 'LAST_1_YEAR') {
    const d = new Date(Date.parse(monthOf(from)));
    while (d.getTime() <= last) {
      out.push(serverDay(d.getTime()));
      d.setUTCMonth(d.getUTCMonth() + 1);
    }
    return out;
  }
  for (let t = Date.parse(serverDay(from)); t <= last; t += DAY_MS) out.push(serverDay(t));
  return out;
}

export interface MetricsInput {
  shipments: readonly MetricsShipment[];
  forwarderCompanyId: string;
  range: DashboardRange;
  now: number;
  companyName: (companyId: string) => string;
}

export function computeDashboardMetrics({ shipments, forwarderCompanyId, range, now, companyName }: MetricsInput): DashboardMetrics {
  const { from, to } = windowOf(range, now);
  const length = to - from;
  const mine = shipments.filter((s) => s.forwarderCompanyId === forwarderCompanyId);
  const booked = (s: MetricsShipment) => Date.parse(s.bookedAt);
  const inWindow = (s: MetricsShipment, a: number, b: number) => booked(s) >= a && booked(s) < b;
  const live = (s: MetricsShipment) => s.status !== 'CANCELLED';
  const usd = (s: MetricsShipment) => toUsd(s.totalCost, s.currency);
  const sumUsd = (list: readonly MetricsShipment[]) => round2(list.reduce((sum, s) => sum + usd(s), 0));

  const all = mine.filter((s) => inWindow(s, from, to));
  const current = all.filter(live);
  const previous = mine.filter((s) => live(s) && inWindow(s, from - length, from));

  // A buyer is new when its first (non-cancelled) shipment with this forwarder falls in the window.
  const firstBooking = new Map<string, number>();
  for (const s of mine.filter(live)) {
    const t = booked(s);
    if (t < to && t < (firstBooking.get(s.buyerCompanyId) ?? Infinity)) firstBooking.set(s.buyerCompanyId, t);
  }
  const buyers = new Map<string, { revenue: number; shipments: number }>();
  const regions = new Map<Region, { revenue: number; shipments: number }>();
  const countries = new Map<string, { revenue: number; shipments: number }>();
  const modes = new Map<ShipmentMode, { revenue: number; shipments: number }>(shipmentModeValues.map((mode) => [mode, { revenue: 0, shipments: 0 }]));
  const add = <K>(map: Map<K, { revenue: number; shipments: number }>, key: K, revenue: number) => {
    const entry = map.get(key) ?? { revenue: 0, shipments: 0 };
    map.set(key, { revenue: entry.revenue + revenue, shipments: entry.shipments + 1 });
  };
  const series = new Map(buckets(range, from, to).map((p) => [p, 0]));
  for (const s of current) {
    const revenue = usd(s);
    add(buyers, s.buyerCompanyId, revenue);
    add(modes, s.mode, revenue);
    add(countries, s.destination.country.toUpperCase(), revenue);
    const region = regionOf(s.destination.country);
    if (region) add(regions, region, revenue);
    const period = range === 'LAST_1_YEAR' ? monthOf(booked(s)) : serverDay(booked(s));
    series.set(period, (series.get(period) ?? 0) + revenue);
  }
  const newBuyers = [...buyers.keys()].filter((id) => (firstBooking.get(id) ?? 0) >= from).length;

  const ratings = mine.filter((s) => s.rating && Date.parse(s.rating.ratedAt) >= from && Date.parse(s.rating.ratedAt) < to).map((s) => s.rating?.score ?? 0);
  const milestones = { booked: 0, inTransit: 0, delivered: 0, closed: 0, cancelled: 0 };
  for (const s of all) {
    const group = MILESTONE_GROUP[s.status];
    if (group) milestones[group] += 1;
  }
  const byShipmentsThenRevenue = (a: { shipments: number; revenue: number }, b: { shipments: number; revenue: number }) =>
    b.shipments - a.shipments || b.revenue - a.revenue;

  return {
    range,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    currency: 'USD',
    exchangeRates: currencyValues.map((currency) => ({ currency, toUsd: USD_PER[currency] })),
    totalGrossRevenue: sumUsd(current),
    previousPeriodRevenue: sumUsd(previous),
    shipments: current.length,
    uniqueBuyers: buyers.size,
    newBuyers,
    repeatBuyers: buyers.size - newBuyers,
    reviewScore: { average: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null, count: ratings.length },
    topBuyers: [...buyers.entries()]
      .map(([companyId, v]) => ({ companyId, name: companyName(companyId), revenue: round2(v.revenue), shipments: v.shipments }))
      .sort((a, b) => b.revenue - a.revenue || a.companyId.localeCompare(b.companyId))
      .slice(0, 5),
    topRegions: [...regions.entries()]
      .map(([region, v]) => ({ region, shipments: v.shipments, revenue: round2(v.revenue) }))
      .sort(byShipmentsThenRevenue)
      .slice(0, 5),
    byMode: [...modes.entries()].map(([mode, v]) => ({ mode, shipments: v.shipments, revenue: round2(v.revenue) })),
    byCountry: [...countries.entries()]
      .map(([country, v]) => ({ country, shipments: v.shipments, revenue: round2(v.revenue) }))
      .sort((a, b) => byShipmentsThenRevenue(a, b) || a.country.localeCompare(b.country)),
    revenueSeries: [...series.entries()].map(([period, revenue]) => ({ period, revenue: round2(revenue) })),
    milestones,
  };
}
