/**
 * The forwarder dashboard, computed from shipments (pure: no store), as both backends answer it. Windows,
 * buyer definitions, regions and currency conversion: docs/decisions/043-dashboard-metrics.md.
 */
import { currencyValues, shipmentModeValues, type components } from '../src/api/schema.gen';
import { USD_PER, round2, toUsd, type Currency } from './money';
import { DAY_MS, serverDay } from './server-days';

type Schemas = components['schemas'];
type ShipmentMode = Schemas['ShipmentMode'];
export type DashboardRange = Schemas['DashboardRange'];
export type Region = Schemas['RegionMetric']['region'];

/** What the metrics read of a shipment (documented fields of ShipmentRecord, domain/shipment-records.ts). */
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

// ---------------------------------------------------------------------------------------------
// Win/loss by lane and buyer (docs/decisions/150-win-loss.md)

type WinLossCounts = Schemas['WinLossCounts'];
export type WinLoss = Schemas['WinLoss'];

/** What win/loss reads of a stored quote. */
export interface WinLossQuote {
  id: string;
  source: string;
  forwarder: { companyId: string };
  mode: ShipmentMode;
  createdAt: string;
  currency: Currency;
  total: number;
  requestId?: string | null;
  origin: WinLossPlace;
  destination: WinLossPlace;
}

type WinLossPlace = Schemas['WinLossPlace'];

/** What it reads of a custom request. */
export interface WinLossRequest {
  id: string;
  status: string;
  companyId: string;
  answer: { quoteId: string; forwarderCompanyId: string; answeredAt: string; total: number; currency: Currency } | null;
}

export interface WinLossInput {
  quotes: readonly WinLossQuote[];
  requests: readonly WinLossRequest[];
  shipments: readonly { quoteId: string | null; buyerCompanyId: string; status: string }[];
  /** The search a stored quote was priced for (the pricing's search key); undefined when unknown. */
  searchOf: (quoteId: string) => string | undefined;
  /** The companies that got a search quote from a search (who ran the search, as the backend stored it); none when unknown. */
  searchersOf?: (quoteId: string) => readonly string[];
  forwarderCompanyId: string;
  range: DashboardRange;
  now: number;
  companyName: (companyId: string) => string;
}

interface Outcome {
  lane: { mode: ShipmentMode; origin: WinLossPlace; destination: WinLossPlace };
  buyerCompanyId: string | null;
  result: 'won' | 'lost' | 'open';
  gapUsd: number | null;
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return round2(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
};

function countsOf(list: readonly Outcome[]): WinLossCounts {
  const won = list.filter((o) => o.result === 'won').length;
  const lost = list.filter((o) => o.result === 'lost').length;
  return {
    quoted: list.length,
    won,
    lost,
    open: list.length - won - lost,
    winRate: won + lost ? Math.round((won / (won + lost)) * 1000) / 1000 : null,
    medianLostGapUsd: median(list.filter((o) => o.result === 'lost' && o.gapUsd !== null).map((o) => o.gapUsd!)),
  };
}

/**
 * The quotes the forwarder gave in the window and what became of each: an answered custom request is
 * one quote to its requester; a search is one quote per search (its cheapest service level), to each
 * company that searched it or booked from it (a forwarder searching is no buyer), or to nobody known
 * when neither is recorded (searches stored before searchers were). Won: the buyer booked this forwarder's quote (a CLOSED request was booked: booking
 * is what closes one). Lost: the buyer booked another forwarder's quote of the same search or request.
 */
export function computeWinLoss(input: WinLossInput): WinLoss {
  const { from, to } = windowOf(input.range, input.now);
  const me = input.forwarderCompanyId;
  const inWindow = (iso: string) => Date.parse(iso) >= from && Date.parse(iso) < to;
  const quoteById = new Map(input.quotes.map((q) => [q.id, q]));
  const usd = (q: { total: number; currency: Currency }) => toUsd(q.total, q.currency);
  // Bookings of each quote (a cancelled booking was still a choice between the quotes).
  const bookingsOf = new Map<string, { buyerCompanyId: string }[]>();
  for (const s of input.shipments) if (s.quoteId) bookingsOf.set(s.quoteId, [...(bookingsOf.get(s.quoteId) ?? []), s]);
  // Quotes of each search, whoever gave them.
  const bySearch = new Map<string, WinLossQuote[]>();
  for (const q of input.quotes) {
    const key = q.source === 'SEARCH' ? input.searchOf(q.id) : undefined;
    if (key) bySearch.set(key, [...(bySearch.get(key) ?? []), q]);
  }
  const place = (p: WinLossPlace): WinLossPlace => ({ name: p.name, country: p.country, ...(p.localNames ? { localNames: { ...p.localNames } } : {}) });
  const laneOf = (q: WinLossQuote): Outcome['lane'] => ({ mode: q.mode, origin: place(q.origin), destination: place(q.destination) });
  const outcomes: Outcome[] = [];

  for (const request of input.requests) {
    const answer = request.answer;
    if (!answer || answer.forwarderCompanyId !== me || !inWindow(answer.answeredAt)) continue;
    const mine = quoteById.get(answer.quoteId);
    if (!mine) continue;
    const buyer = request.companyId;
    const bookedMine = (bookingsOf.get(answer.quoteId) ?? []).some((b) => b.buyerCompanyId === buyer) || request.status === 'CLOSED';
    // Another forwarder's quote for the same search, booked by the requester.
    const key = input.searchOf(answer.quoteId);
    const rival = bookedMine ? undefined : (key ? bySearch.get(key) ?? [] : [])
      .filter((q) => q.forwarder.companyId !== me)
      .find((q) => (bookingsOf.get(q.id) ?? []).some((b) => b.buyerCompanyId === buyer));
    outcomes.push({
      lane: laneOf(mine), buyerCompanyId: buyer,
      result: bookedMine ? 'won' : rival ? 'lost' : 'open',
      gapUsd: rival ? round2(usd(answer) - usd(rival)) : null,
    });
  }

  for (const group of bySearch.values()) {
    const mine = group.filter((q) => q.forwarder.companyId === me && inWindow(q.createdAt)).sort((a, b) => usd(a) - usd(b));
    const offer = mine[0];
    if (!offer) continue;
    const booked = group.flatMap((q) => (bookingsOf.get(q.id) ?? []).map((b) => ({ quote: q, buyerCompanyId: b.buyerCompanyId })));
    const forwarders = new Set(group.map((q) => q.forwarder.companyId));
    const searchers = group.flatMap((q) => input.searchersOf?.(q.id) ?? []).filter((id) => !forwarders.has(id));
    const buyers = new Set([...booked.map((b) => b.buyerCompanyId), ...searchers]);
    if (!buyers.size) {
      outcomes.push({ lane: laneOf(offer), buyerCompanyId: null, result: 'open', gapUsd: null });
      continue;
    }
    for (const buyer of buyers) {
      const theirs = booked.filter((b) => b.buyerCompanyId === buyer);
      if (!theirs.length) {
        outcomes.push({ lane: laneOf(offer), buyerCompanyId: buyer, result: 'open', gapUsd: null });
        continue;
      }
      const won = theirs.some((b) => b.quote.forwarder.companyId === me);
      const winner = theirs[0]!.quote;
      outcomes.push({ lane: laneOf(offer), buyerCompanyId: buyer, result: won ? 'won' : 'lost', gapUsd: won ? null : round2(usd(offer) - usd(winner)) });
    }
  }

  const group = <K>(keyOf: (o: Outcome) => K | null) => {
    const map = new Map<K, Outcome[]>();
    for (const o of outcomes) {
      const key = keyOf(o);
      if (key !== null) map.set(key, [...(map.get(key) ?? []), o]);
    }
    return [...map.values()];
  };
  const laneName = (l: Outcome['lane']) => `${l.origin.name} → ${l.destination.name}`;
  const byLane = group((o) => `${o.lane.mode}|${laneName(o.lane)}`)
    .map((list) => ({ ...list[0]!.lane, ...countsOf(list) }))
    .sort((a, b) => b.quoted - a.quoted || laneName(a).localeCompare(laneName(b)) || a.mode.localeCompare(b.mode));
  const byBuyer = group((o) => o.buyerCompanyId)
    .map((list) => ({ companyId: list[0]!.buyerCompanyId!, name: input.companyName(list[0]!.buyerCompanyId!), ...countsOf(list) }))
    .sort((a, b) => b.quoted - a.quoted || a.name.localeCompare(b.name));
  return { byLane, byBuyer };
}
