/**
 * Quote area handlers: location look-up, quote search, custom quote requests, promo check and
 * booking. Business rules: domain/pricing.ts, domain/quote-search-rules.ts, domain/promo-catalogue.ts,
 * docs/decisions/020-029.
 */
import { currencyValues, locationTypeValues, quoteRequestStatusValues, type components } from '../../src/api/schema.gen';
import { round2, type Currency } from '../../domain/money';
import { operation, type Operation } from '../operation';
import { fail, httpError, ok, unauthorized, type ResultCode } from '../envelope';
import { authenticate, bearerToken, userIdForAccessToken } from '../auth';
import { withIdempotency } from '../idempotency';
import { readPagedQuery, type ListSpec } from '../paged-query';
import { answerMemory } from '../answer-memory';
import { afterStoreCommit, storeVersion } from '../store/db';
import { isIsoDay, serverDay } from '../../domain/server-days';
import { eitherOf } from '../../domain/wording';
import { mockNow } from '../store/clock';
import { findCompany, findUserById, type UserRecord } from '../store/users.store';
import { countries, searchLocations } from '../../domain/location-catalogue';
import {
  answerQuoteRequest, closeRequestOfQuote, createQuoteRequest, declineQuoteRequest, findQuote, findQuoteRequest, promoUsage, quoteRequests,
  recordPromoUse, storeSearchQuotes, type QuoteRequestRecord,
} from '../store/quote.store';
import { byUsdTotal, hasMainFreight, isExpired, pickBest, priceSearch, type QuoteRecord } from '../../domain/pricing';
import { normaliseSearch, validateQuoteSearch, withLocalNames, type QuoteSearch } from '../../domain/quote-search-rules';
import { storePricingContext } from '../store/pricing-context';
import { evaluatePromo } from '../../domain/promo-catalogue';
import { laneCustoms } from '../../domain/lane-rules';
import { normaliseHsCode } from '../../domain/hs-code';
import { commoditiesTotal, goodsValueBelowCommodities } from '../../domain/goods-value';
import { DECLINE_REASON_MAX, FEE_NAME_MAX, MAX_CHARGE_ROWS, PRICING_UNIT_MAX, type AnswerChargeInput } from '../../domain/quote-charges';
import { createBookedShipment, shipmentsOfCompany } from '../store/shipment.store';
import type { CompanyInfoRecord } from '../../domain/shipment-records';

type Schemas = components['schemas'];
type Quote = Schemas['Quote'];
type QuoteRequest = Schemas['QuoteRequest'];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const invalid = (message: string) => fail(90001, message);
const forbidden = (what: string) => fail(10303, `Not permitted for this role: ${what}.`);

/** The body as plain JSON, or undefined when it is not JSON (the handler answers 400). */
async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
const notJson = () => httpError(400, 'The request body is not valid JSON.');

const toQuote = (q: QuoteRecord, now: number): Quote => ({ ...q, expired: isExpired(q.expiresAt, now) });

/** The server's judgement that an answer can no longer be booked: its quote's Quote.expired (docs/decisions/095). */
const answerExpired = (answer: NonNullable<QuoteRequestRecord['answer']>, now: number) =>
  isExpired(findQuote(answer.quoteId)?.expiresAt ?? answer.validUntil, now);

/** A seller sees only its own decline; a buyer sees every one (decision 148). */
function declinesFor(r: QuoteRequestRecord, viewer?: UserRecord): QuoteRequest['declines'] {
  const all = r.declines ?? [];
  const seen = viewer?.role === 'SELLER' ? all.filter((d) => d.forwarderCompanyId === viewer.companyId) : all;
  return seen.length > 0 ? seen.map((d) => ({ ...d })) : undefined;
}

/** The answer's priced rows, checked field by field; a message naming the first wrong field otherwise. */
function readAnswerCharges(value: unknown): AnswerChargeInput[] | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CHARGE_ROWS) return `charges: 1 to ${MAX_CHARGE_ROWS} rows`;
  const rows: AnswerChargeInput[] = [];
  for (const [i, row] of value.entries()) {
    const at = `charges[${i}]`;
    if (!isObj(row)) return `${at}: must be an object`;
    if (!nonEmpty(row.feeName) || row.feeName.trim().length > FEE_NAME_MAX) return `${at}.feeName: 1 to ${FEE_NAME_MAX} characters`;
    if (!isNum(row.unitPrice) || row.unitPrice <= 0) return `${at}.unitPrice: must be greater than 0`;
    if (!isNum(row.units) || row.units <= 0) return `${at}.units: must be greater than 0`;
    if (!nonEmpty(row.pricingUnit) || row.pricingUnit.trim().length > PRICING_UNIT_MAX) return `${at}.pricingUnit: 1 to ${PRICING_UNIT_MAX} characters`;
    if (!(currencyValues as readonly unknown[]).includes(row.currency)) return `${at}.currency: must be ${eitherOf(currencyValues)}`;
    if (!isNum(row.exchangeRate) || row.exchangeRate <= 0) return `${at}.exchangeRate: must be greater than 0`;
    rows.push({
      feeName: row.feeName.trim(), unitPrice: row.unitPrice, units: row.units, pricingUnit: row.pricingUnit.trim(),
      currency: row.currency as Currency, exchangeRate: row.exchangeRate,
    });
  }
  return rows;
}

function toQuoteRequest(r: QuoteRequestRecord, now: number, viewer?: UserRecord): QuoteRequest {
  const user = findUserById(r.requestedByUserId);
  const declines = declinesFor(r, viewer);
  const answer = r.answer ? (({ charges: _charges, ...rest }) => rest)(r.answer) : null;
  return {
    id: r.id,
    requestNo: r.requestNo,
    status: r.status,
    search: withLocalNames(r.search),
    summary: r.summary,
    notes: r.notes,
    createdAt: r.createdAt,
    requestedBy: {
      userId: r.requestedByUserId,
      name: user ? `${user.firstName} ${user.lastName}` : 'Former user',
      companyId: r.companyId,
      companyName: findCompany(r.companyId)?.legalName ?? r.companyId,
    },
    ...(r.answer && answer ? { answer: { ...answer, expired: answerExpired(r.answer, now) } } : {}),
    ...(declines ? { declines } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The search's memory of its answers

/**
 * The last answers to the searches asked most recently: a busy result page, or a shipper searching the
 * same lane again, asks a search whose pricing and JSON cost more than the rest of the request, while a
 * repeat changes nothing as long as its quotes are valid (storeSearchQuotes). What an answer depends on,
 * all of it in the key, the version or the check:
 * - the normalised search (normaliseSearch: labels such as a place's name are kept, so a search whose
 *   labels differ is worked out again, even though its quote ids are the same);
 * - the searching company: storeSearchQuotes records it with each quote (`searchedBy`), so another
 *   company's same search is a store change, never an answer from this memory;
 * - not the day: the one rule of the answer that reads it, validation (a cargo-ready date before today is
 *   refused), runs on every request before the memory is asked; pricing's own `now` only dates the quotes
 *   it stores, which is a store change;
 * - the store version: the stored quotes (kept, re-issued, evicted), who searched them, which are booked,
 *   the forwarders' legal names (storePricingContext): any saved change makes the answer stale;
 * - the time, through `expired` and through the re-issue of an expired quote: the answer holds until its
 *   earliest quote expires (isExpired), none being expired when it is given.
 * Not on the user, the role (any signed-in user may search and the answer names no user), the language or
 * any header. At most 256 KiB an answer (the 1 000-quote bench lane is not kept), 32 answers.
 */
interface RememberedSearch {
  /** The JSON answer as sent, byte for byte, and its headers. */
  bytes: Uint8Array<ArrayBuffer>;
  headers: readonly (readonly [string, string])[];
  /** The earliest expiresAt of its quotes; null for an answer without quotes. */
  earliestExpiry: string | null;
}
/**
 * A new answer each time, over new lists of its headers: the server adds to an answer's headers (Vary) as it
 * sends it, and in Node tests MSW's interceptor keeps the very list given to Headers and adds to it.
 */
const answerOf = (remembered: RememberedSearch) =>
  new Response(remembered.bytes, { status: 200, headers: remembered.headers.map(([name, value]): [string, string] => [name, value]) });
const MAX_REMEMBERED_SEARCH_BYTES = 256 * 1024;
const searchAnswers = answerMemory<RememberedSearch>(32);

// ---------------------------------------------------------------------------------------------
// The request list: My Request (buyer) and Quote Management (seller)

const REQUEST_LIST: ListSpec<QuoteRequestRecord> = {
  filters: {
    status: { kind: 'enum', values: quoteRequestStatusValues, operators: ['EQUAL', 'IS_IN'], get: (r) => r.status },
    keyword: { kind: 'keyword', get: (r) => [r.requestNo, r.summary, r.notes] },
  },
  sorts: { createdAt: (r) => r.createdAt },
  defaultSort: { property: 'createdAt', direction: 'DESC' },
  tieBreak: (a, b) => b.id.localeCompare(a.id),
};

// ---------------------------------------------------------------------------------------------
// Booking validation

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{3,}$/;

function companyInfo(v: unknown, field: string): { value: CompanyInfoRecord } | { error: string } {
  if (!isObj(v)) return { error: `${field}: is required` };
  for (const key of ['companyName', 'contactPerson', 'address', 'city', 'zipCode'] as const) {
    if (!nonEmpty(v[key])) return { error: `${field}.${key}: is required` };
  }
  if (typeof v.country !== 'string' || !/^[A-Za-z]{2}$/.test(v.country)) return { error: `${field}.country: must be an ISO 3166-1 alpha-2 code` };
  if (typeof v.phone !== 'string' || !PHONE.test(v.phone.trim())) return { error: `${field}.phone: is not a phone number` };
  if (typeof v.email !== 'string' || !EMAIL.test(v.email.trim())) return { error: `${field}.email: is not an e-mail address` };
  for (const key of ['addressComplement', 'stateProvince', 'extension'] as const) {
    if (v[key] !== undefined && typeof v[key] !== 'string') return { error: `${field}.${key}: must be text` };
  }
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string).trim() : '');
  return {
    value: {
      companyName: text('companyName'), contactPerson: text('contactPerson'), address: text('address'),
      ...(text('addressComplement') ? { addressComplement: text('addressComplement') } : {}),
      city: text('city'),
      ...(text('stateProvince') ? { stateProvince: text('stateProvince') } : {}),
      country: text('country').toUpperCase(), zipCode: text('zipCode'), phone: text('phone'),
      ...(text('extension') ? { extension: text('extension') } : {}),
      email: text('email'),
    },
  };
}

interface BookingForm {
  quoteId: string;
  promoCode: string | undefined;
  consignor: CompanyInfoRecord;
  consignee: CompanyInfoRecord;
  commodities: { description: string; hsCode: string; value: number; count: number }[];
  goodsValue: number;
  cargoReadyDate: string;
}

function bookingForm(body: unknown, now: number): { value: BookingForm } | { error: string } {
  if (!isObj(body)) return { error: 'booking: must be an object' };
  if (!nonEmpty(body.quoteId)) return { error: 'quoteId: is required' };
  if (body.promoCode !== undefined && typeof body.promoCode !== 'string') return { error: 'promoCode: must be text' };
  const consignor = companyInfo(body.consignor, 'consignor');
  if ('error' in consignor) return consignor;
  const consignee = companyInfo(body.consignee, 'consignee');
  if ('error' in consignee) return consignee;
  if (!Array.isArray(body.commodities) || body.commodities.length === 0) return { error: 'commodities: at least one commodity is required' };
  if (body.commodities.length > 50) return { error: 'commodities: at most 50' };
  const commodities: BookingForm['commodities'] = [];
  for (const [i, c] of body.commodities.entries()) {
    const f = `commodities[${i}]`;
    if (!isObj(c) || !nonEmpty(c.description)) return { error: `${f}.description: is required` };
    const hsCode = typeof c.hsCode === 'string' ? normaliseHsCode(c.hsCode) : null;
    if (!hsCode) return { error: `${f}.hsCode: must be 6 to 10 digits (dots, spaces and hyphens may separate them)` };
    if (!isNum(c.value) || c.value < 0) return { error: `${f}.value: must be 0 or more` };
    if (!Number.isInteger(c.count) || (c.count as number) < 1) return { error: `${f}.count: must be a whole number of at least 1` };
    commodities.push({ description: c.description.trim(), hsCode, value: round2(c.value), count: c.count as number });
  }
  if (!isNum(body.goodsValue) || body.goodsValue < 0) return { error: 'goodsValue: must be 0 or more' };
  // The declared value cannot be less than what the commodities are worth (decision 164).
  if (goodsValueBelowCommodities(body.goodsValue, commodities)) {
    return { error: `goodsValue: must be at least the commodities' total value (${commoditiesTotal(commodities).toFixed(2)})` };
  }
  if (!(currencyValues as readonly unknown[]).includes(body.goodsCurrency)) return { error: `goodsCurrency: must be ${eitherOf(currencyValues)}` };
  if (!isIsoDay(body.cargoReadyDate)) return { error: 'cargoReadyDate: is required (YYYY-MM-DD)' };
  if (body.cargoReadyDate < serverDay(now)) return { error: 'cargoReadyDate: must be today or later' };
  if (body.remarks !== undefined && (typeof body.remarks !== 'string' || body.remarks.length > 2000)) return { error: 'remarks: text of at most 2000 characters' };
  if (body.acceptCommercialShipment !== true) return { error: 'acceptCommercialShipment: confirm that this is a commercial shipment with correct details' };
  if (body.acceptQuoteTerms !== true) return { error: 'acceptQuoteTerms: accept the quote terms' };
  return {
    value: {
      quoteId: body.quoteId.trim(), promoCode: body.promoCode as string | undefined, consignor: consignor.value, consignee: consignee.value,
      commodities, goodsValue: round2(body.goodsValue), cargoReadyDate: body.cargoReadyDate,
    },
  };
}

const promoContext = (user: UserRecord, quote: QuoteRecord, now: number) => ({
  quote, userId: user.id, companyId: user.companyId, now,
  usedByUser: promoUsage().usedByUser[user.id] ?? [], redemptions: promoUsage().redemptions,
});

const has = (q: QuoteRecord, code: string) => [...q.charges.origin, ...q.charges.destination, ...q.charges.shipment].some((r) => r.code === code);
const recordRows = (rows: QuoteRecord['charges']['origin']) =>
  rows.map(({ feeName, unitPrice, units, amount, comment, currency, exchangeRate }) => ({ feeName, unitPrice, units, amount, comment, currency, exchangeRate }));
const endOf = ({ type, country, city, code, name }: QuoteRecord['origin']) => ({ type, country, city, code, name });

/** The address book holds at most this many consignees. */
export const CONSIGNEE_BOOK_MAX = 20;

/** The same place whoever the contact is: a consignee is its company and address, ignoring case and spaces. */
const consigneeKey = (c: CompanyInfoRecord) =>
  [c.companyName, c.address, c.addressComplement ?? '', c.city, c.country, c.zipCode].map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase()).join('|');

/** Distinct consignees of a company's bookings, each as it was last booked, the most recent first. */
export function consigneesOf(companyId: string): CompanyInfoRecord[] {
  const seen = new Set<string>();
  const out: CompanyInfoRecord[] = [];
  const booked = [...shipmentsOfCompany(companyId, 'buyer')].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  for (const s of booked) {
    const key = consigneeKey(s.consignee);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...s.consignee });
    if (out.length === CONSIGNEE_BOOK_MAX) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

export const quoteOperations: Operation[] = [
  operation.get('/location/search', ({ request, query, response }) => {
    if (!authenticate(request)) return response.untyped(unauthorized());
    const type = query.get('type');
    if (type !== null && !locationTypeValues.includes(type)) return response(200).json(invalid(`type: must be ${eitherOf(locationTypeValues)}`));
    const country = query.get('country');
    if (country !== null && country !== '' && !/^[A-Za-z]{2}$/.test(country)) return response(200).json(invalid('country: must be an ISO 3166-1 alpha-2 code'));
    const rawLimit = new URL(request.url).searchParams.get('limit');
    const limit = rawLimit === null ? 20 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return response(200).json(invalid('limit: must be a whole number from 1 to 50'));
    const keyword = query.get('keyword');
    if (keyword && keyword.length > 100) return response(200).json(invalid('keyword: at most 100 characters'));
    return response(200).json(ok(searchLocations({ keyword, type, country: country || null, limit })));
  }),

  operation.get('/location/countries', ({ request, response }) => {
    if (!authenticate(request)) return response.untyped(unauthorized());
    return response(200).json(ok(countries()));
  }),

  operation.post('/quote/search', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const now = mockNow();
    const problem = validateQuoteSearch(body, now);
    if (problem) return response(200).json(invalid(problem.message));
    const search = normaliseSearch(body as QuoteSearch);
    const asked = JSON.stringify([user.companyId, search]);
    const version = storeVersion();
    const before = searchAnswers.recall(asked, version, (last) => last.earliestExpiry === null || !isExpired(last.earliestExpiry, now));
    if (before) return response.untyped(answerOf(before));
    const priced = priceSearch(search, now, storePricingContext);
    const stored = storeSearchQuotes(priced.quotes, now, user.companyId).sort(byUsdTotal);
    const best = pickBest(stored);
    const answer = response(200).json(ok({
      list: stored.map((q) => toQuote(q, now)),
      total: stored.length,
      cheapestQuoteId: best.cheapest,
      quickestQuoteId: best.quickest,
      noResultReason: priced.noResultReason,
      cargoSummary: priced.cargoSummary,
    }));
    const remembered: RememberedSearch = {
      bytes: new Uint8Array(await answer.arrayBuffer()),
      headers: [...answer.headers],
      earliestExpiry: stored.reduce<string | null>((min, q) => (min === null || q.expiresAt < min ? q.expiresAt : min), null),
    };
    if (remembered.bytes.byteLength <= MAX_REMEMBERED_SEARCH_BYTES) {
      // A search that stored quotes or its searcher moved the version: its answer is that of the store as it
      // left it, so it is remembered once that change is kept, under the version then (on the server, after
      // the commit; an undone change moves the version again). A search that changed nothing, now.
      if (storeVersion() === version) searchAnswers.remember(asked, version, remembered);
      else void afterStoreCommit(async () => searchAnswers.remember(asked, storeVersion(), remembered));
    }
    // Sent the way a remembered answer is, so that the two are the same bytes with the same headers.
    return response.untyped(answerOf(remembered));
  }),

  operation.get('/quote/{id}', ({ request, params, response }) => {
    if (!authenticate(request)) return response.untyped(unauthorized());
    const quote = findQuote(params.id);
    if (!quote) return response(200).json(fail(50003, 'Corresponding quote not found, please re-check then book.'));
    return response(200).json(ok(toQuote(quote, mockNow())));
  }),

  operation.post('/quote/custom-request', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(forbidden('only shippers request custom quotes'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const now = mockNow();
    const problem = validateQuoteSearch(body, now);
    if (problem) return response(200).json(invalid(problem.message));
    const notes = (body as { notes?: unknown }).notes;
    if (notes !== undefined && (typeof notes !== 'string' || notes.length > 2000)) return response(200).json(invalid('notes: text of at most 2000 characters'));
    const record = createQuoteRequest({
      search: normaliseSearch(body as QuoteSearch), notes: typeof notes === 'string' ? notes.trim() : '', userId: user.id, companyId: user.companyId, now,
    });
    return response(200).json(ok(toQuoteRequest(record, now)));
  }),

  operation.post('/quote/request/list', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, REQUEST_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const visible = user.role === 'BUYER'
      ? (r: QuoteRequestRecord) => r.companyId === user.companyId
      : (r: QuoteRequestRecord) =>
          (r.status === 'OPEN' && !r.declines?.some((d) => d.forwarderCompanyId === user.companyId)) || r.answer?.forwarderCompanyId === user.companyId;
    const now = mockNow();
    const data = plan.apply(quoteRequests().filter(visible));
    return response(200).json(ok({ list: data.list.map((r) => toQuoteRequest(r, now, user)), total: data.total }));
  }),

  operation.post('/quote/request/{id}/answer', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(forbidden('only forwarders answer quote requests'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const target = findQuoteRequest(params.id);
    if (!target) return response(200).json(fail(20001, 'Quote request not found.'));
    if (target.status !== 'OPEN') return response(200).json(invalid(`status: the request is already ${target.status}`));
    const now = mockNow();
    if (!isObj(body)) return response(200).json(invalid('body: must be an object'));
    if ((body.total === undefined) === (body.charges === undefined)) return response(200).json(invalid('charges: send either charges or total'));
    const charges = body.charges === undefined ? undefined : readAnswerCharges(body.charges);
    if (typeof charges === 'string') return response(200).json(invalid(charges));
    if (body.total !== undefined && (!isNum(body.total) || body.total <= 0)) return response(200).json(invalid('total: must be greater than 0'));
    if (!(currencyValues as readonly unknown[]).includes(body.currency)) return response(200).json(invalid(`currency: must be ${eitherOf(currencyValues)}`));
    if (!isIsoDay(body.validUntil)) return response(200).json(invalid('validUntil: is required (YYYY-MM-DD)'));
    if (body.validUntil < serverDay(now)) return response(200).json(invalid('validUntil: must be today or later'));
    const t = body.transitDays;
    if (!isObj(t) || !Number.isInteger(t.min) || !Number.isInteger(t.max) || (t.min as number) < 0 || (t.min as number) > (t.max as number)) {
      return response(200).json(invalid('transitDays: whole days with 0 <= min <= max'));
    }
    if (body.carrier !== undefined && typeof body.carrier !== 'string') return response(200).json(invalid('carrier: must be text'));
    if (body.note !== undefined && (typeof body.note !== 'string' || body.note.length > 2000)) return response(200).json(invalid('note: text of at most 2000 characters'));
    if (target.declines?.some((d) => d.forwarderCompanyId === user.companyId)) return response(200).json(invalid('status: this company declined the request'));
    const price = charges ? { charges } : { total: body.total as number };
    const answered = answerQuoteRequest(target, {
      ...price, currency: body.currency as Currency, validUntil: body.validUntil,
      transitDays: { min: t.min as number, max: t.max as number },
      ...(typeof body.carrier === 'string' ? { carrier: body.carrier } : {}),
      ...(typeof body.note === 'string' ? { note: body.note.trim() } : {}),
      forwarderCompanyId: user.companyId, now,
    });
    return response(200).json(ok(toQuoteRequest(answered, now, user)));
  }),

  operation.post('/quote/request/{id}/decline', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(forbidden('only forwarders decline quote requests'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const target = findQuoteRequest(params.id);
    if (!target) return response(200).json(fail(20001, 'Quote request not found.'));
    if (target.status !== 'OPEN') return response(200).json(invalid(`status: the request is already ${target.status}`));
    if (target.declines?.some((d) => d.forwarderCompanyId === user.companyId)) return response(200).json(invalid('status: this company already declined the request'));
    if (!isObj(body) || !nonEmpty(body.reason) || body.reason.trim().length > DECLINE_REASON_MAX) {
      return response(200).json(invalid(`reason: 1 to ${DECLINE_REASON_MAX} characters`));
    }
    const declined = declineQuoteRequest(target, { forwarderCompanyId: user.companyId, reason: body.reason.trim(), now: mockNow() });
    return response(200).json(ok(toQuoteRequest(declined, mockNow(), user)));
  }),

  operation.post('/promo/check', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(forbidden('only shippers use promo codes'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    if (!isObj(body)) return response(200).json(invalid('body: must be an object'));
    if (body.promoCode !== undefined && typeof body.promoCode !== 'string') return response(200).json(invalid('promoCode: must be text'));
    if (!nonEmpty(body.promoCode)) return response(200).json(fail(50002, 'Promo code cannot be empty.'));
    if (typeof body.quoteId !== 'string') return response(200).json(invalid('quoteId: is required'));
    const quote = findQuote(body.quoteId.trim());
    if (!quote) return response(200).json(fail(50003, 'Corresponding quote not found, please re-check then book.'));
    const now = mockNow();
    const outcome = evaluatePromo(body.promoCode, promoContext(user, quote, now));
    if (!outcome.ok) return response(200).json(fail(outcome.code, outcome.message));
    return response(200).json(ok({
      promoCode: outcome.promoCode, description: outcome.description, discount: outcome.discount, currency: quote.currency,
      totalBefore: outcome.totalBefore, totalAfter: outcome.totalAfter,
    }));
  }),

  operation.get('/booking/consignees', ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    return response(200).json(ok({ items: consigneesOf(user.companyId) }));
  }),

  operation.post('/booking/confirm', async ({ request, response }) => {
    // A valid token whose user record is gone or deactivated answers 50001 (log in again), not 401.
    const token = bearerToken(request);
    const userId = token ? userIdForAccessToken(token) : null;
    if (!userId) return response.untyped(unauthorized());
    const answer = (code: ResultCode, message: string) => response(200).json(fail(code, message));
    const result = await withIdempotency(request, `booking:${userId}`, async () => {
      const user = findUserById(userId);
      if (!user || user.status !== 'ACTIVE') return answer(50001, 'User does not exist, please log in again.');
      if (user.role !== 'BUYER') return answer(10303, 'Not permitted for this role: only shippers book.');
      const body = await readJson(request);
      if (body === undefined) return response.untyped(notJson());
      const now = mockNow();
      const form = bookingForm(body, now);
      if ('error' in form) return answer(90001, form.error);
      const { value } = form;
      if (value.promoCode !== undefined && !value.promoCode.trim()) return answer(50002, 'Promo code cannot be empty.');
      const quote = findQuote(value.quoteId);
      if (!quote) return answer(50003, 'Corresponding quote not found, please re-check then book.');
      if (isExpired(quote.expiresAt, now)) return answer(50004, 'Quote invalid, please re-check and book again.');
      if (!hasMainFreight(quote)) return answer(50005, 'Main freight information not found, please re-check the offer then book.');
      let promoCode: string | null = null;
      let discount = 0;
      if (value.promoCode !== undefined) {
        const outcome = evaluatePromo(value.promoCode, promoContext(user, quote, now));
        if (!outcome.ok) return answer(outcome.code, outcome.message);
        promoCode = outcome.promoCode;
        discount = outcome.discount;
      }
      const total = round2(quote.total - discount);
      if (!(total > 0)) return answer(90001, 'total: the amount to pay must be greater than 0');
      const { search } = quote;
      const shipment = createBookedShipment({
        buyerUserId: user.id, buyerCompanyId: user.companyId, forwarderCompanyId: quote.forwarder.companyId,
        forwarderName: quote.forwarder.name, quoteId: quote.id, mode: quote.mode, serviceType: quote.serviceType, carrier: quote.carrier,
        origin: endOf(quote.origin), destination: endOf(quote.destination),
        portOfLoading: quote.portOfLoading, portOfDischarge: quote.portOfDischarge, transitDays: structuredClone(quote.transitDays),
        cargoReadyDate: value.cargoReadyDate, currency: quote.currency,
        charges: { origin: recordRows(quote.charges.origin), destination: recordRows(quote.charges.destination), shipment: recordRows(quote.charges.shipment) },
        promoCode, promoDiscount: discount, total,
        consignor: value.consignor, consignee: value.consignee, commodities: value.commodities,
        goodsValue: value.goodsValue,
        cargoValue: search.services.insurance ? (search.services.cargoValue ?? null) : null,
        insurance: search.services.insurance,
        // What was charged, so a liftgate or ISF asked for where it does not apply is not recorded as booked.
        liftgatePickup: has(quote, 'LIFTGATE_PICKUP'), liftgateDelivery: has(quote, 'LIFTGATE_DELIVERY'),
        customsBond: laneCustoms({ mode: quote.mode, destinationCountry: quote.destination.country }).usBond ? search.customs.bond : 'NONE',
        isf: has(quote, 'ISF_FILING'), ior: search.customs.ior, hazardous: search.cargo.hazardous,
      });
      if (promoCode) recordPromoUse(user.id, promoCode);
      closeRequestOfQuote(quote);
      return response(200).json(ok({
        shipmentId: shipment.id, shipmentNo: shipment.shipmentNo, status: shipment.status, total, promoDiscount: discount, currency: quote.currency,
      }));
    });
    return response.untyped(result);
  }),
];
