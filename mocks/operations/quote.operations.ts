/**
 * Quote area handlers: location look-up, quote search, custom quote requests, promo check and
 * booking. Business rules: domain/pricing.ts, domain/quote-search-rules.ts, domain/promo-catalogue.ts,
 * domain/quote-requests.ts and the body readers (domain/quote-request-input.ts, domain/booking-form.ts),
 * docs/decisions/020-029.
 */
import { quoteRequestStatusValues, type components } from '../../src/api/schema.gen';
import { round2 } from '../../domain/money';
import { operation, type Operation } from '../operation';
import { fail, httpError, ok, unauthorized, type ResultCode } from '../envelope';
import { authenticate, bearerToken, userIdForAccessToken } from '../auth';
import { withIdempotency } from '../idempotency';
import { readPagedQuery, type ListSpec } from '../paged-query';
import { answerFrom, answerMemory, jsonAnswerBytes, rememberOnceKept, type AnswerBytes } from '../answer-memory';
import { nextId, storeVersion } from '../store/db';
import { mockNow } from '../store/clock';
import { fullName, type UserRecord } from '../../domain/users';
import type { LegalNames } from '../../domain/companies';
import { countries, searchLocations } from '../../domain/location-catalogue';
import { answerQuoteRequest, declineQuoteRequest } from '../store/quote.store';
import { storeSearchQuotes } from '../../domain/stored-quotes';
import { closeOnBooking, declinesSeenBy, hasDeclined, newQuoteRequest, type QuoteRequestRecord } from '../../domain/quote-requests';
import { repositories } from '../store/repositories';
import { readDeclineReason, readQuoteAnswer, readRequestNotes } from '../../domain/quote-request-input';
import { readBookingForm } from '../../domain/booking-form';
import { bookedFromQuote } from '../../domain/booked-quote';
import { readLocationQuery } from '../../domain/location-search-input';
import { readPromoCheck } from '../../domain/promo-check-input';
import { consigneeBook } from '../../domain/consignee-book';
import { promoContextFor } from '../../domain/promo-usage';
import { byUsdTotal, FORWARDERS, hasMainFreight, isExpired, pickBest, priceSearch, type PricingContext, type QuoteRecord } from '../../domain/pricing';
import { laneLocalTexts, normaliseSearch, validateQuoteSearch, withLocalNames, type QuoteSearch } from '../../domain/quote-search-rules';
import { evaluatePromo, PROMO_BOOKING_SAVED } from '../../domain/promo-catalogue';
import type { CompanyInfoRecord } from '../../domain/shipment-records';

type Schemas = components['schemas'];
type Quote = Schemas['Quote'];
type QuoteRequest = Schemas['QuoteRequest'];

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

/**
 * The stored quotes behind these requests' answers, for the server's judgement that an answer can no longer be
 * booked: its quote's Quote.expired (docs/decisions/095).
 */
const answerQuotesOf = async (requests: readonly QuoteRequestRecord[]): Promise<ReadonlyMap<string, QuoteRecord>> => {
  const ids = requests.flatMap((r) => (r.answer ? [r.answer.quoteId] : []));
  return ids.length ? repositories().storedQuotes.findMany(ids) : new Map();
};

/** Who asked for these requests, and their companies' legal names, read in two calls. */
async function requestersOf(requests: readonly QuoteRequestRecord[]): Promise<Requesters> {
  const { users, companies } = repositories();
  const [found, byCompany] = await Promise.all([users.byIds(requests.map((r) => r.requestedByUserId)), companies.byIds(requests.map((r) => r.companyId))]);
  return { users: found, companyName: (id) => byCompany.get(id)?.legalName ?? id };
}

interface Requesters {
  users: ReadonlyMap<string, UserRecord>;
  companyName: LegalNames;
}

function toQuoteRequest(r: QuoteRequestRecord, now: number, answerQuotes: ReadonlyMap<string, QuoteRecord>, requesters: Requesters, viewer?: UserRecord): QuoteRequest {
  const user = requesters.users.get(r.requestedByUserId);
  const declines = declinesSeenBy(r, viewer);
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
      name: user ? fullName(user) : 'Former user',
      companyId: r.companyId,
      companyName: requesters.companyName(r.companyId),
    },
    ...(r.answer && answer ? { answer: { ...answer, expired: isExpired(answerQuotes.get(r.answer.quoteId)?.expiresAt ?? r.answer.validUntil, now) } } : {}),
    ...(declines ? { declines } : {}),
  };
}

/** A company's legal name as it is now, else its id. */
const legalNameOf = async (companyId: string): Promise<string> => (await repositories().companies.byId(companyId))?.legalName ?? companyId;

/** What pricing reads of the store as it is now: the forwarders' legal names, read in one call. */
async function pricingContextNow(): Promise<PricingContext> {
  const found = await repositories().companies.byIds(FORWARDERS.map((f) => f.companyId));
  return { legalNameOf: (companyId) => found.get(companyId)?.legalName };
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
 *   the forwarders' legal names (pricingContextNow): any saved change makes the answer stale;
 * - the time, through `expired` and through the re-issue of an expired quote: the answer holds until its
 *   earliest quote expires (isExpired), none being expired when it is given.
 * Not on the user, the role (any signed-in user may search and the answer names no user), the language or
 * any header. At most 256 KiB an answer (the 1 000-quote bench lane is not kept), 32 answers.
 */
interface RememberedSearch extends AnswerBytes {
  /** The earliest expiresAt of its quotes; null for an answer without quotes. */
  earliestExpiry: string | null;
}
const MAX_REMEMBERED_SEARCH_BYTES = 256 * 1024;
const searchAnswers = answerMemory<RememberedSearch>(32);

// ---------------------------------------------------------------------------------------------
// The request list: My Request (buyer) and Quote Management (seller)

const REQUEST_LIST: ListSpec<QuoteRequestRecord> = {
  filters: {
    status: { kind: 'enum', values: quoteRequestStatusValues, operators: ['EQUAL', 'IS_IN'], get: (r) => r.status },
    keyword: { kind: 'keyword', get: (r) => [r.requestNo, r.summary, r.notes, ...laneLocalTexts(r.search)] },
  },
  sorts: { createdAt: (r) => r.createdAt },
  defaultSort: { property: 'createdAt', direction: 'DESC' },
  tieBreak: (a, b) => b.id.localeCompare(a.id),
};

// ---------------------------------------------------------------------------------------------
// Booking

/** A company's consignee address book, from its bookings. */
const consigneesOf = async (companyId: string): Promise<CompanyInfoRecord[]> => consigneeBook(await repositories().shipments.ofCompany(companyId, 'buyer'));

// ---------------------------------------------------------------------------------------------

export const quoteOperations: Operation[] = [
  operation.get('/location/search', async ({ request, query, response }) => {
    if (!(await authenticate(request))) return response.untyped(unauthorized());
    const asked = readLocationQuery({
      type: query.get('type'), country: query.get('country'), limit: new URL(request.url).searchParams.get('limit'), keyword: query.get('keyword'),
    });
    if (typeof asked === 'string') return response(200).json(invalid(asked));
    return response(200).json(ok(searchLocations(asked)));
  }),

  operation.get('/location/countries', async ({ request, response }) => {
    if (!(await authenticate(request))) return response.untyped(unauthorized());
    return response(200).json(ok(countries()));
  }),

  operation.post('/quote/search', async ({ request, response }) => {
    const user = await authenticate(request);
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
    if (before) return response.untyped(answerFrom(before));
    const priced = priceSearch(search, now, await pricingContextNow());
    const { storedQuotes, quoteSearchers } = repositories();
    const bookedAmong = async (ids: readonly string[]) => new Set((await repositories().shipments.bookingsOf(ids)).map((b) => b.quoteId));
    const stored = (await storeSearchQuotes({ quotes: storedQuotes, searchers: quoteSearchers }, priced.quotes, now, user.companyId, bookedAmong)).sort(byUsdTotal);
    const best = pickBest(stored);
    const result: Schemas['QuoteSearchResult'] = {
      list: stored.map((q) => toQuote(q, now)),
      total: stored.length,
      cheapestQuoteId: best.cheapest,
      quickestQuoteId: best.quickest,
      noResultReason: priced.noResultReason,
      cargoSummary: priced.cargoSummary,
    };
    const remembered: RememberedSearch = {
      ...jsonAnswerBytes(ok(result)),
      earliestExpiry: stored.reduce<string | null>((min, q) => (min === null || q.expiresAt < min ? q.expiresAt : min), null),
    };
    // A search that stored quotes or its searcher moved the version: remembered once that change is kept.
    if (remembered.bytes.byteLength <= MAX_REMEMBERED_SEARCH_BYTES) rememberOnceKept(searchAnswers, asked, version, remembered);
    // Sent the way a remembered answer is, so that the two are the same bytes with the same headers.
    return response.untyped(answerFrom(remembered));
  }),

  operation.get('/quote/{id}', async ({ request, params, response }) => {
    if (!(await authenticate(request))) return response.untyped(unauthorized());
    const quote = await repositories().storedQuotes.find(params.id);
    if (!quote) return response(200).json(fail(50003, 'Corresponding quote not found, please re-check then book.'));
    return response(200).json(ok(toQuote(quote, mockNow())));
  }),

  operation.post('/quote/custom-request', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(forbidden('only shippers request custom quotes'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const now = mockNow();
    const problem = validateQuoteSearch(body, now);
    if (problem) return response(200).json(invalid(problem.message));
    const notes = readRequestNotes(body);
    if (typeof notes === 'string') return response(200).json(invalid(notes));
    const requests = repositories().quoteRequests;
    const record = newQuoteRequest({
      search: normaliseSearch(body as QuoteSearch), notes: notes.notes, userId: user.id, companyId: user.companyId, now, id: nextId('QR'), position: (await requests.count()) + 1,
    });
    await requests.save(record);
    return response(200).json(ok(toQuoteRequest(record, now, new Map(), await requestersOf([record]))));
  }),

  operation.post('/quote/request/list', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, REQUEST_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const now = mockNow();
    const data = plan.apply(await repositories().quoteRequests.visibleTo(user));
    const [answerQuotes, requesters] = await Promise.all([answerQuotesOf(data.list), requestersOf(data.list)]);
    return response(200).json(ok({ list: data.list.map((r) => toQuoteRequest(r, now, answerQuotes, requesters, user)), total: data.total }));
  }),

  operation.post('/quote/request/{id}/answer', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(forbidden('only forwarders answer quote requests'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const target = await repositories().quoteRequests.find(params.id);
    if (!target) return response(200).json(fail(20001, 'Quote request not found.'));
    if (target.status !== 'OPEN') return response(200).json(invalid(`status: the request is already ${target.status}`));
    const now = mockNow();
    const answer = readQuoteAnswer(body, now);
    if (typeof answer === 'string') return response(200).json(invalid(answer));
    if (hasDeclined(target, user.companyId)) return response(200).json(invalid('status: this company declined the request'));
    const answered = answerQuoteRequest(target, { ...answer, forwarderCompanyId: user.companyId, now }, await legalNameOf(user.companyId));
    await repositories().quoteRequests.save(answered.request);
    await repositories().storedQuotes.put(answered.quote);
    return response(200).json(ok(toQuoteRequest(answered.request, now, new Map([[answered.quote.id, answered.quote]]), await requestersOf([answered.request]), user)));
  }),

  operation.post('/quote/request/{id}/decline', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(forbidden('only forwarders decline quote requests'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const target = await repositories().quoteRequests.find(params.id);
    if (!target) return response(200).json(fail(20001, 'Quote request not found.'));
    if (target.status !== 'OPEN') return response(200).json(invalid(`status: the request is already ${target.status}`));
    if (hasDeclined(target, user.companyId)) return response(200).json(invalid('status: this company already declined the request'));
    const reason = readDeclineReason(body);
    if (typeof reason === 'string') return response(200).json(invalid(reason));
    const declined = declineQuoteRequest(target, { forwarderCompanyId: user.companyId, forwarderName: await legalNameOf(user.companyId), reason: reason.reason, now: mockNow() });
    await repositories().quoteRequests.save(declined);
    return response(200).json(ok(toQuoteRequest(declined, mockNow(), await answerQuotesOf([declined]), await requestersOf([declined]), user)));
  }),

  operation.post('/promo/check', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(forbidden('only shippers use promo codes'));
    const body = await readJson(request);
    if (body === undefined) return response.untyped(notJson());
    const asked = readPromoCheck(body);
    if ('code' in asked) return response(200).json(fail(asked.code, asked.message));
    const quote = await repositories().storedQuotes.find(asked.quoteId);
    if (!quote) return response(200).json(fail(50003, 'Corresponding quote not found, please re-check then book.'));
    const now = mockNow();
    const outcome = evaluatePromo(asked.promoCode, promoContextFor(await repositories().promoUsage.usageOf(user.id), user, quote, now));
    if (!outcome.ok) return response(200).json(fail(outcome.code, outcome.message));
    return response(200).json(ok({
      promoCode: outcome.promoCode, description: outcome.description, discount: outcome.discount, currency: quote.currency,
      totalBefore: outcome.totalBefore, totalAfter: outcome.totalAfter,
    }, PROMO_BOOKING_SAVED));
  }),

  operation.get('/booking/consignees', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    return response(200).json(ok({ items: await consigneesOf(user.companyId) }));
  }),

  operation.post('/booking/confirm', async ({ request, response }) => {
    // A valid token whose user record is gone or deactivated answers 50001 (log in again), not 401.
    const token = bearerToken(request);
    const userId = token ? await userIdForAccessToken(token) : null;
    if (!userId) return response.untyped(unauthorized());
    const answer = (code: ResultCode, message: string) => response(200).json(fail(code, message));
    const result = await withIdempotency(request, `booking:${userId}`, async () => {
      const user = await repositories().users.byId(userId);
      if (!user || user.status !== 'ACTIVE') return answer(50001, 'User does not exist, please log in again.');
      if (user.role !== 'BUYER') return answer(10303, 'Not permitted for this role: only shippers book.');
      const body = await readJson(request);
      if (body === undefined) return response.untyped(notJson());
      const now = mockNow();
      const form = readBookingForm(body, now);
      if ('error' in form) return answer(90001, form.error);
      const { value } = form;
      if (value.promoCode !== undefined && !value.promoCode.trim()) return answer(50002, 'Promo code cannot be empty.');
      const quote = await repositories().storedQuotes.find(value.quoteId);
      if (!quote) return answer(50003, 'Corresponding quote not found, please re-check then book.');
      if (isExpired(quote.expiresAt, now)) return answer(50004, 'Quote invalid, please re-check and book again.');
      if (!hasMainFreight(quote)) return answer(50005, 'Main freight information not found, please re-check the offer then book.');
      let promoCode: string | null = null;
      let discount = 0;
      if (value.promoCode !== undefined) {
        const outcome = evaluatePromo(value.promoCode, promoContextFor(await repositories().promoUsage.usageOf(user.id), user, quote, now));
        if (!outcome.ok) return answer(outcome.code, outcome.message);
        promoCode = outcome.promoCode;
        discount = outcome.discount;
      }
      const total = round2(quote.total - discount);
      if (!(total > 0)) return answer(90001, 'total: the amount to pay must be greater than 0');
      if (promoCode) {
        // Checked again as it is redeemed, in one call: a booking at the same time may have taken the code since.
        let refusal: { code: ResultCode; message: string } | null = null;
        const asked = value.promoCode as string;
        const redeemed = await repositories().promoUsage.redeem(user.id, promoCode, (usage) => {
          const outcome = evaluatePromo(asked, promoContextFor(usage, user, quote, now));
          if (!outcome.ok) refusal = outcome;
          return outcome.ok;
        });
        if (!redeemed) return answer(refusal!.code, refusal!.message);
      }
      const shipment = await repositories().shipments.add({
        ...bookedFromQuote(quote),
        bookedByName: fullName(user), buyerUserId: user.id, buyerCompanyId: user.companyId, cargoReadyDate: value.cargoReadyDate,
        promoCode, promoDiscount: discount, total,
        consignor: value.consignor, consignee: value.consignee, commodities: value.commodities, goodsValue: value.goodsValue,
      });
      // Booking the quote that answered a request closes the request.
      const answered = quote.requestId ? await repositories().quoteRequests.find(quote.requestId) : undefined;
      if (answered && closeOnBooking(answered)) await repositories().quoteRequests.save(answered);
      return response(200).json(ok({
        shipmentId: shipment.id, shipmentNo: shipment.shipmentNo, status: shipment.status, total, promoDiscount: discount, currency: quote.currency,
      }, PROMO_BOOKING_SAVED));
    });
    return response.untyped(result);
  }),
];
