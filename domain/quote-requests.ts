/**
 * Custom quote requests (My Request / Quote Management, docs/decisions/023, 147, 148): the records both
 * backends keep, their numbering, who sees what, and the bookable quote behind an answer. A request is
 * OPEN until a forwarder answers it (ANSWERED) and CLOSED once its answer is booked; a forwarder that
 * declines it no longer sees it while it is open, and the others still may answer.
 */
import type { components } from '../src/api/schema.gen';
import { round2, type Currency } from './money';
import { buildAnsweredQuote, forwarderProfile, laneSummary, pricingUnitComment, pricingUnitOf, type CustomAnswer, type DayRange, type QuoteRecord } from './pricing';
import { answerTotal, rowAmount, type AnswerChargeInput } from './quote-charges';
import type { QuoteSearch } from './quote-search-rules';

type Schemas = components['schemas'];
export type QuoteRequestStatus = Schemas['QuoteRequestStatus'];

export interface QuoteRequestAnswerRecord {
  quoteId: string;
  total: number;
  currency: Currency;
  validUntil: string;
  transitDays: DayRange;
  note: string;
  forwarderCompanyId: string;
  forwarderName: string;
  answeredAt: string;
  /** The priced rows the forwarder sent (decision 147); absent for an all-in answer. */
  charges?: AnswerChargeInput[];
}

export interface QuoteRequestDeclineRecord {
  forwarderCompanyId: string;
  forwarderName: string;
  reason: string;
  declinedAt: string;
}

export interface QuoteRequestRecord {
  id: string;
  requestNo: string;
  status: QuoteRequestStatus;
  search: QuoteSearch;
  summary: string;
  notes: string;
  createdAt: string;
  requestedByUserId: string;
  companyId: string;
  answer: QuoteRequestAnswerRecord | null;
  /** Forwarders that declined it (decision 148); absent on seeded requests. */
  declines?: QuoteRequestDeclineRecord[];
}

/** The id of the quote behind a request's answer: one per request, so answering again is not possible. */
export const answerQuoteId = (requestId: string) => `QA-${requestId}`;

const yymm = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7);

/** RQ-YYMM-NNNN: the month it was made in and its place among all requests (from 1). */
export const requestNumber = (createdAt: string, position: number) => `RQ-${yymm(createdAt)}-${String(position).padStart(4, '0')}`;

export function newQuoteRequest(input: {
  id: string; position: number; search: QuoteSearch; notes: string; userId: string; companyId: string; now: number;
}): QuoteRequestRecord {
  const createdAt = new Date(input.now).toISOString();
  return {
    id: input.id,
    requestNo: requestNumber(createdAt, input.position),
    status: 'OPEN',
    search: input.search,
    summary: laneSummary(input.search),
    notes: input.notes,
    createdAt,
    requestedByUserId: input.userId,
    companyId: input.companyId,
    answer: null,
  };
}

/** A forwarder's answer: priced rows or an all-in total, never both. */
export type QuoteAnswerBody = Omit<CustomAnswer, 'total'> & ({ total: number; charges?: undefined } | { total?: undefined; charges: AnswerChargeInput[] });
export type QuoteAnswerInput = QuoteAnswerBody & { forwarderCompanyId: string; now: number };

/** The answer as stored: priced by its rows when it has them, otherwise all in at its total. */
export function quoteRequestAnswer(requestId: string, input: QuoteAnswerInput, forwarderName: string): QuoteRequestAnswerRecord {
  return {
    quoteId: answerQuoteId(requestId),
    total: input.charges ? answerTotal(input.charges) : round2(input.total),
    ...(input.charges ? { charges: input.charges.map((row) => ({ ...row })) } : {}),
    currency: input.currency,
    validUntil: input.validUntil,
    transitDays: { ...input.transitDays },
    note: input.note ?? '',
    forwarderCompanyId: input.forwarderCompanyId,
    forwarderName,
    answeredAt: new Date(input.now).toISOString(),
  };
}

/** The bookable quote behind an answered request. */
export function answeredQuoteOf(request: QuoteRequestRecord, carrier?: string): QuoteRecord {
  const a = request.answer!;
  const profile = forwarderProfile(a.forwarderCompanyId);
  const quote = buildAnsweredQuote({
    id: a.quoteId, requestId: request.id, search: request.search,
    answer: { total: a.total, currency: a.currency, validUntil: a.validUntil, transitDays: a.transitDays, note: a.note, ...(carrier ? { carrier } : {}) },
    forwarder: { companyId: a.forwarderCompanyId, name: a.forwarderName, rating: profile?.rating ?? 4.5 },
    now: Date.parse(a.answeredAt),
  });
  return a.charges ? withAnswerCharges(quote, a.charges) : quote;
}

/** The quote priced by the forwarder's rows: they are its shipment charges, the first one its main freight. */
function withAnswerCharges(quote: QuoteRecord, rows: readonly AnswerChargeInput[]): QuoteRecord {
  const shipment = rows.map((row, i) => ({
    code: i === 0 ? 'FREIGHT' : `CUSTOM_${i}`,
    feeName: row.feeName, unitPrice: row.unitPrice, units: row.units, amount: rowAmount(row),
    pricingUnit: pricingUnitOf(row.pricingUnit), comment: pricingUnitComment(row.pricingUnit), currency: row.currency, exchangeRate: row.exchangeRate,
  }));
  const total = answerTotal(rows);
  return { ...quote, charges: { origin: [], destination: [], shipment }, subtotals: { origin: 0, destination: 0, shipment: total }, total };
}

/** Booking the quote that answered a request closes the request. Returns whether it changed. */
export function closeOnBooking(request: QuoteRequestRecord): boolean {
  if (request.status !== 'ANSWERED') return false;
  request.status = 'CLOSED';
  return true;
}

export const hasDeclined = (request: Pick<QuoteRequestRecord, 'declines'>, companyId: string) =>
  request.declines?.some((d) => d.forwarderCompanyId === companyId) ?? false;

type Viewer = { role: Schemas['Role']; companyId: string };

/**
 * Where the requests are kept: in memory (mocks/store/quote.store.ts) or in SQL
 * (server/db/quote-requests.table.ts); docs/decisions/219-area-repositories.md.
 */
export interface QuoteRequestRepository {
  /** The requests this viewer sees (isRequestVisibleTo), in no particular order (the list sorts them). */
  visibleTo(viewer: Viewer): Promise<QuoteRequestRecord[]>;
  /** Every request (the dashboard's win and loss), in no particular order. */
  all(): Promise<QuoteRequestRecord[]>;
  find(id: string): Promise<QuoteRequestRecord | undefined>;
  /** How many requests there are: a new one is numbered after them (requestNumber). */
  count(): Promise<number>;
  /** Keeps a request: a new one, or one whose status, answer or declines changed. */
  save(record: QuoteRequestRecord): Promise<void>;
}

/**
 * A buyer sees its company's requests; a forwarder sees the open ones it has not declined and those it
 * answered.
 */
export function isRequestVisibleTo(request: QuoteRequestRecord, viewer: Viewer): boolean {
  if (viewer.role === 'BUYER') return request.companyId === viewer.companyId;
  return (request.status === 'OPEN' && !hasDeclined(request, viewer.companyId)) || request.answer?.forwarderCompanyId === viewer.companyId;
}

/** A seller sees only its own decline; a buyer sees every one (decision 148). */
export function declinesSeenBy(request: QuoteRequestRecord, viewer?: Viewer): Schemas['QuoteRequest']['declines'] {
  const all = request.declines ?? [];
  const seen = viewer?.role === 'SELLER' ? all.filter((d) => d.forwarderCompanyId === viewer.companyId) : all;
  return seen.length > 0 ? seen.map((d) => ({ ...d })) : undefined;
}
