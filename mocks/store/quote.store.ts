/**
 * Quote area state: stored quotes (from searches and from answered custom requests) and who searched them,
 * custom quote requests (My Request / Quote Management) and promo code usage, their seeds, and the in-memory
 * repositories over them (the server keeps each in tables of its own, server/db/*.table.ts). The records, the
 * repositories' interfaces and the rules over them are in domain/ (stored-quotes, quote-requests,
 * search-quote-retention, promo-usage).
 */
import { customsBondValues, fbaPackingPartyValues, type components } from '../../src/api/schema.gen';
import { round2 } from '../../domain/money';
import { defineSlice, saveChanged } from './db';
import { createRng } from './rng';
import { anchorPlusDays } from './clock';
import { COMPANY, DEMO_USER, findCompany } from './users.store';
import { findLocationById } from '../../domain/location-catalogue';
import { seededQuoteSearches, shipments } from './shipment.store';
import { laneCustoms } from '../../domain/lane-rules';
import { laneSummary, priceSearch, type CustomAnswer, type QuoteRecord } from '../../domain/pricing';
import type { QuoteLocation, QuoteSearch } from '../../domain/quote-search-rules';
import { seedPricingContext } from './pricing-context';
import { PROMO_CATALOGUE } from '../../domain/promo-catalogue';
import { notePromoUse, usageOfUser, type PromoUsage, type PromoUsageRepository } from '../../domain/promo-usage';
import type { QuoteSearcherRepository, StoredQuoteRepository } from '../../domain/stored-quotes';
import {
  answerQuoteId, answeredQuoteOf, isRequestVisibleTo, quoteRequestAnswer, requestNumber,
  type QuoteAnswerInput, type QuoteRequestAnswerRecord, type QuoteRequestRecord, type QuoteRequestRepository, type QuoteRequestStatus,
} from '../../domain/quote-requests';

/** Seeded answered requests the docs and tests refer to (docs/decisions/023-booking-codes.md). */
export const SEEDED_REQUEST = {
  /** Answered by Pacific Bridge for the demo shipper; its quote expired before the seed anchor (50004). */
  expiredAnswer: 'QR-0002',
  /** Answered by Pacific Bridge for the demo shipper; its quote is valid for months after the anchor. */
  validAnswer: 'QR-0003',
  /** Open request of the demo shipper. */
  open: 'QR-0001',
} as const;
// ---------------------------------------------------------------------------------------------
// Seed

function endFromCatalogue(id: string, cargoReadyDate?: string): QuoteLocation {
  const loc = findLocationById(id);
  if (!loc) throw new Error(`seed: unknown location ${id}`);
  return {
    type: loc.type, locationId: loc.id, country: loc.country, city: loc.city, code: loc.code, name: loc.name, residential: false,
    ...(cargoReadyDate ? { cargoReadyDate } : {}),
  };
}

type SeedLane = [origin: string, destination: string, mode: components['schemas']['ShipmentMode']];
const ACME_LANES: SeedLane[] = [
  ['PORT-CNSHA', 'PORT-USLAX', 'LCL'],
  ['PORT-CNYTN', 'FBA-ONT8', 'FCL'],
  ['AIRPORT-HKG', 'FBA-LGB8', 'AIR'],
  ['PORT-VNCLI', 'PORT-USLGB', 'FCL'],
  ['DOOR-CN-518000', 'DOOR-US-90802', 'AIR'],
  ['PORT-INNSA', 'PORT-USNYC', 'LCL'],
  ['PORT-CNNGB', 'PORT-USSAV', 'FCL'],
  ['AIRPORT-PVG', 'AIRPORT-ORD', 'AIR'],
  ['PORT-KRPUS', 'PORT-CAVAN', 'FCL'],
  ['DOOR-VN-700000', 'FBA-DFW7', 'LCL'],
  ['PORT-CNTAO', 'PORT-MXZLO', 'FCL'],
  ['AIRPORT-DEL', 'AIRPORT-JFK', 'AIR'],
  ['PORT-CNXMN', 'FBA-ABE8', 'LCL'],
  // Domestic: no search result, so a custom request is the way to get a price.
  ['PORT-USLAX', 'FBA-ONT8', 'LCL'],
  ['PORT-JPYOK', 'PORT-AUSYD', 'LCL'],
  ['PORT-CNSHA', 'PORT-BRSSZ', 'FCL'],
  ['DOOR-CN-322000', 'FBA-BFI4', 'LCL'],
];
const NORDIC_LANES: SeedLane[] = [
  ['PORT-CNSHA', 'PORT-SEGOT', 'FCL'],
  ['AIRPORT-PVG', 'AIRPORT-ARN', 'AIR'],
  ['PORT-VNHPH', 'DOOR-SE-11134', 'LCL'],
  ['PORT-CNNGB', 'PORT-DEHAM', 'FCL'],
];

// 25 requests in creation order; the first three are fixed (SEEDED_REQUEST).
const STATUS_PATTERN: QuoteRequestStatus[] = [
  'OPEN', 'ANSWERED', 'ANSWERED', 'OPEN', 'CLOSED', 'OPEN', 'ANSWERED', 'OPEN', 'CLOSED', 'ANSWERED', 'OPEN', 'OPEN', 'ANSWERED',
  'CLOSED', 'OPEN', 'ANSWERED', 'OPEN', 'CLOSED', 'OPEN', 'ANSWERED', 'OPEN', 'CLOSED', 'ANSWERED', 'OPEN', 'OPEN',
];
const NOTES = [
  'Recurring volume every month, please quote your best rate.',
  'Lithium batteries (UN3481) packed with equipment.',
  'Two suppliers in the same city, one pickup please.',
  'Fragile ceramics, please handle with care.',
  'Need weekly sailings, flexible on the carrier.',
  'Goods are ready early, can you hold them at origin for a week?',
  '',
];

function seedSearch(rng: ReturnType<typeof createRng>, lane: SeedLane, cargoReadyDate: string): QuoteSearch {
  const [o, d, mode] = lane;
  const origin = endFromCatalogue(o, cargoReadyDate);
  const destination = endFromCatalogue(d);
  const hazardous = rng.chance(0.12);
  let cargo: QuoteSearch['cargo'];
  if (mode === 'FCL') {
    cargo = { mode: 'CONTAINERS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous,
      containers: [{ type: rng.pick(['20GP', '40GP', '40HQ'] as const), count: rng.int(1, 3) }] };
  } else if (mode === 'AIR') {
    cargo = { mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous,
      packages: [{ packageType: 'BOX_CRATE', units: rng.int(4, 40), length: 50, width: 40, height: rng.pick([30, 40, 45]), weight: rng.int(6, 22) }] };
  } else if (rng.chance(0.5)) {
    const pallet = rng.pick(['EUR1_120X80', 'IN_48X40'] as const);
    const inch = pallet === 'IN_48X40';
    cargo = { mode: 'PACKAGES', weightUnit: inch ? 'LB' : 'KG', dimensionUnit: inch ? 'INCH' : 'CM', volumeUnit: inch ? 'CUFT' : 'CBM', hazardous,
      packages: [{ packageType: 'PALLET', palletSize: pallet, units: rng.int(2, 8), length: inch ? 48 : 120, width: inch ? 40 : 80, height: inch ? 55 : 140, weight: inch ? rng.int(500, 900) : rng.int(220, 420) }] };
  } else {
    cargo = { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous,
      totals: { units: rng.int(10, 120), weight: rng.int(400, 3500), volume: rng.int(2, 12), packageType: 'BOX_CRATE' } };
  }
  const goodsValue = rng.int(40, 600) * 100;
  const bond = rng.pick(customsBondValues);
  const insurance = rng.chance(0.4);
  // Drawn whatever the lane so the seed sequence stays the same; kept only where the lane offers them (decision 160).
  const isf = mode !== 'AIR' && rng.chance(0.6);
  const offered = laneCustoms({ mode, destinationCountry: destination.country });
  const keptBond = offered.usBond ? bond : 'NONE';
  return {
    origin, destination, mode, cargo,
    customs: { bond: keptBond, ...(keptBond === 'SINGLE' ? { goodsValue } : {}), isf: offered.isf && isf, ior: rng.chance(0.15) },
    services: {
      insurance, ...(insurance ? { cargoValue: goodsValue } : {}),
      liftgatePickup: origin.type === 'DOOR' && rng.chance(0.5), liftgateDelivery: destination.type === 'DOOR' && rng.chance(0.5),
    },
    ...(destination.type === 'FBA' ? { fbaPacking: { labelledBy: rng.pick(fbaPackingPartyValues), palletizedBy: rng.pick(fbaPackingPartyValues) } } : {}),
  };
}

/** What a forwarder would answer: its STANDARD search price less a little, or a plausible all-in price. */
function seedAnswer(rng: ReturnType<typeof createRng>, search: QuoteSearch, forwarderCompanyId: string, at: number): Omit<CustomAnswer, 'validUntil'> {
  const priced = priceSearch(search, at, seedPricingContext).quotes.filter((q) => q.forwarder.companyId === forwarderCompanyId);
  const base = priced.find((q) => q.serviceLevel === 'STANDARD') ?? priced[0];
  if (!base) return { total: rng.money(280, 950), currency: 'USD', transitDays: { min: 2, max: 4 }, carrier: 'Local trucking partner' };
  return {
    total: round2(base.total * (0.9 + rng.next() * 0.06)),
    currency: base.currency,
    transitDays: { ...base.transitDays.endToEnd },
    carrier: base.carrier,
  };
}

/** The slices' names: the server's tables replace them (server/db/*.table.ts). */
export const QUOTE_REQUESTS_SLICE = 'quoteRequests';
export const STORED_QUOTES_SLICE = 'quotes';
export const QUOTE_SEARCHERS_SLICE = 'quoteSearchers';
export const PROMO_USAGE_SLICE = 'promoUsage';

export const quoteRequests = defineSlice<QuoteRequestRecord[]>(QUOTE_REQUESTS_SLICE, () => {
  const rng = createRng('quoteRequests');
  const list: QuoteRequestRecord[] = [];
  let acme = 0;
  let nordic = 0;
  STATUS_PATTERN.forEach((status, i) => {
    const forNordic = i >= 3 && i % 6 === 5;
    const lane = forNordic ? NORDIC_LANES[nordic++ % NORDIC_LANES.length]! : ACME_LANES[acme++ % ACME_LANES.length]!;
    const userId = forNordic ? DEMO_USER.nordicShipper : i < 3 || rng.chance(0.75) ? DEMO_USER.shipper : DEMO_USER.admin;
    const daysAgo = 60 - i * 2.4;
    const createdAt = anchorPlusDays(-daysAgo, rng.int(1, 9));
    const cargoReadyDate = anchorPlusDays(-daysAgo + rng.int(10, 25)).slice(0, 10);
    const search = seedSearch(rng, lane, cargoReadyDate);
    const id = `QR-${String(i + 1).padStart(4, '0')}`;
    let answer: QuoteRequestAnswerRecord | null = null;
    if (status !== 'OPEN') {
      const forwarderCompanyId = i < 3 || rng.chance(0.6) ? COMPANY.pacific : COMPANY.sino;
      const answeredAt = anchorPlusDays(-daysAgo + rng.int(1, 3), rng.int(1, 8));
      const offered = seedAnswer(rng, search, forwarderCompanyId, Date.parse(answeredAt));
      const validUntil = (id === SEEDED_REQUEST.expiredAnswer ? anchorPlusDays(-3) : anchorPlusDays(rng.int(45, 120))).slice(0, 10);
      answer = {
        quoteId: answerQuoteId(id), total: offered.total, currency: offered.currency, validUntil, transitDays: offered.transitDays,
        note: rng.pick(['Rate includes all local charges at both ends.', 'Space confirmed on the next sailing.', 'Subject to space at booking.', '']),
        forwarderCompanyId, forwarderName: findCompany(forwarderCompanyId)?.legalName ?? forwarderCompanyId, answeredAt,
      };
    }
    list.push({
      id, requestNo: requestNumber(createdAt, i + 1), status, search, summary: laneSummary(search),
      notes: rng.pick(NOTES), createdAt, requestedByUserId: userId, companyId: forNordic ? COMPANY.nordic : COMPANY.acme, answer,
    });
  });
  return list;
});

export const quotes = defineSlice<Record<string, QuoteRecord>>(STORED_QUOTES_SLICE, () => {
  const stored: Record<string, QuoteRecord> = {};
  const rng = createRng('quotes');
  for (const request of quoteRequests()) {
    if (!request.answer) continue;
    const carrier = rng.pick(['Maersk', 'COSCO Shipping', 'Cathay Cargo', 'MSC', 'Lufthansa Cargo']);
    stored[request.answer.quoteId] = answeredQuoteOf(request, request.search.mode === 'AIR' ? 'Cathay Cargo' : carrier);
  }
  // Every forwarder's quotes of the seeded searches, some booked by the seeded shipments (decision 150).
  for (const pick of seededQuoteSearches(shipments())) {
    for (const quote of priceSearch(pick.search, pick.at, seedPricingContext).quotes) stored[quote.id] = quote;
  }
  return stored;
});

/**
 * The companies that got each stored search quote from a search (quote id → company ids). Kept apart
 * from the quotes so that a quote's reader never learns who else searched; search quote ids are shared
 * by every company making the same search. Win/loss reads it (decision 150).
 */
export const quoteSearchers = defineSlice<Record<string, string[]>>(QUOTE_SEARCHERS_SLICE, () => {
  const searchers: Record<string, string[]> = {};
  for (const pick of seededQuoteSearches(shipments())) {
    for (const quote of priceSearch(pick.search, pick.at, seedPricingContext).quotes) searchers[quote.id] = [pick.buyerCompanyId];
  }
  return searchers;
});

export const searchersOf = (quoteId: string): readonly string[] => quoteSearchers()[quoteId] ?? [];

export const promoUsage = defineSlice<PromoUsage>(PROMO_USAGE_SLICE, () => ({
  // The demo shipper booked with WELCOME25 before the anchor, so it answers 40004 for them (not for the admin).
  usedByUser: { [DEMO_USER.shipper]: ['WELCOME25'] },
  redemptions: Object.fromEntries([
    ['WELCOME25', 1],
    ...PROMO_CATALOGUE.filter((p) => p.seededRedemptions).map((p) => [p.code, p.seededRedemptions!] as const),
  ]),
}));

// ---------------------------------------------------------------------------------------------
// Operations

export const findQuote = (id: string): QuoteRecord | undefined => quotes()[id];

/**
 * The browser demo's and the tests' StoredQuoteRepository, over the slice. The server keeps the quotes in a
 * table of their own (server/db/stored-quotes.table.ts), where this slice's records move at start.
 */
export const memoryStoredQuotes: StoredQuoteRepository = {
  async find(id) {
    return findQuote(id);
  },
  async findMany(ids) {
    const all = quotes();
    return new Map(ids.flatMap((id) => (Object.hasOwn(all, id) ? [[id, all[id]!] as const] : [])));
  },
  async all() {
    return Object.values(quotes());
  },
  async searchQuoteAges() {
    return Object.values(quotes()).filter((q) => q.source === 'SEARCH');
  },
  async put(quote) {
    // Added or replaced whole.
    quotes()[quote.id] = quote;
    saveChanged();
  },
  async remove(ids) {
    const all = quotes();
    for (const id of ids) delete all[id];
    saveChanged();
  },
};

/** The in-memory QuoteSearcherRepository, over its slice (server/db/quote-searchers.table.ts on the server). */
export const memoryQuoteSearchers: QuoteSearcherRepository = {
  async searchersOf(quoteIds) {
    const all = quoteSearchers();
    return new Map(quoteIds.flatMap((id) => (Object.hasOwn(all, id) ? [[id, all[id]!] as const] : [])));
  },
  async all() {
    return new Map(Object.entries(quoteSearchers()));
  },
  async add(quoteId, companyId) {
    const all = quoteSearchers();
    if (!Object.hasOwn(all, quoteId)) {
      all[quoteId] = [companyId];
      saveChanged();
      return;
    }
    const seenBy = all[quoteId]!;
    if (seenBy.includes(companyId)) return;
    seenBy.push(companyId);
    // Grown in place.
    saveChanged(seenBy);
  },
  async forget(quoteIds) {
    const all = quoteSearchers();
    for (const id of quoteIds) delete all[id];
    saveChanged();
  },
};

/** The in-memory PromoUsageRepository, over its slice (server/db/promo-usage.table.ts on the server). */
export const memoryPromoUsage: PromoUsageRepository = {
  async usageOf(userId) {
    return usageOfUser(promoUsage(), userId);
  },
  async redeem(userId, code, allowed) {
    const usage = promoUsage();
    if (!allowed(usageOfUser(usage, userId))) return false;
    notePromoUse(usage, userId, code);
    saveChanged(usage.usedByUser, usage.redemptions);
    return true;
  },
};

/**
 * The browser demo's and the tests' QuoteRequestRepository, over the slice. The server keeps the requests in a
 * table of their own (server/db/quote-requests.table.ts), where this slice's records move at start.
 */
export const memoryQuoteRequests: QuoteRequestRepository = {
  async visibleTo(viewer) {
    return quoteRequests().filter((r) => isRequestVisibleTo(r, viewer));
  },
  async all() {
    return [...quoteRequests()];
  },
  async find(id) {
    return findQuoteRequest(id);
  },
  async count() {
    return quoteRequests().length;
  },
  async save(record) {
    const list = quoteRequests();
    // A record of the slice changed in place is there already; a new one goes last.
    if (list.includes(record)) saveChanged(record);
    else {
      list.push(record);
      saveChanged();
    }
  },
};

/** A request of the slice by id: the in-memory repository's lookup, and the fixtures' (operations ask the repository). */
export const findQuoteRequest = (id: string) => quoteRequests().find((r) => r.id === id);

/**
 * Marks an OPEN request ANSWERED and gives the bookable quote behind the answer. Keeping both is the caller's
 * (the repositories' save and put).
 */
export function answerQuoteRequest(request: QuoteRequestRecord, input: QuoteAnswerInput, forwarderName: string): { request: QuoteRequestRecord; quote: QuoteRecord } {
  request.answer = quoteRequestAnswer(request.id, input, forwarderName);
  request.status = 'ANSWERED';
  return { request, quote: answeredQuoteOf(request, input.carrier) };
}

/** A forwarder declines an OPEN request: it stays open for the others (decision 148). Keeping it is the caller's. */
export function declineQuoteRequest(
  request: QuoteRequestRecord,
  input: { forwarderCompanyId: string; forwarderName: string; reason: string; now: number },
): QuoteRequestRecord {
  (request.declines ??= []).push({
    forwarderCompanyId: input.forwarderCompanyId,
    forwarderName: input.forwarderName,
    reason: input.reason,
    declinedAt: new Date(input.now).toISOString(),
  });
  return request;
}
