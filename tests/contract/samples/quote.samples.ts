/**
 * Contract samples of the quote area: a success per operation and one sample per business code it
 * can answer. Quotes are priced and stored through the engine when a sample needs one, exactly as a
 * search would (docs/decisions/020-029 list the triggers used here).
 */
import type { Sample } from '../sample';
import { registerAccessToken } from '../../../mocks/store/sessions.store';
import { mockNow } from '../../../mocks/store/clock';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { priceSearch, type QuoteRecord } from '../../../domain/pricing';
import { normaliseSearch, type QuoteSearch } from '../../../domain/quote-search-rules';
import { seedPricingContext } from '../../../mocks/store/pricing-context';
import {
  SEEDED_REQUEST, answerQuoteRequest, findQuoteRequest, quoteRequests, quotes,
} from '../../../mocks/store/quote.store';
import { saveChanged } from '../../../mocks/store/db';
import { keepsStoredQuote } from '../../../domain/search-quote-retention';
import { answerQuoteId } from '../../../domain/quote-requests';
import {
  airShenzhenToOnt8, bookingBody, fclNingboToHamburg, lclShanghaiToLosAngeles,
} from '../../mocks/quote/quote-fixtures';

/**
 * Prices a search and keeps its quotes as POST /quote/search does, as a fixture (written into the store, before
 * the request); returns the chosen quote's id.
 */
function quoteOf(search: QuoteSearch, pick: (quotes: QuoteRecord[]) => QuoteRecord | undefined = (q) => q[0]): string {
  const now = mockNow();
  const all = quotes();
  const stored = priceSearch(normaliseSearch(search), now, seedPricingContext).quotes.map((q) => {
    const kept = all[q.id];
    return keepsStoredQuote(kept, now) ? kept : (all[q.id] = q);
  });
  saveChanged();
  const chosen = pick(stored);
  if (!chosen) throw new Error('sample: the search gave no matching quote');
  return chosen.id;
}
const lclQuote = () => quoteOf(lclShanghaiToLosAngeles());
/** SinoTrans's LCL quote into Brazil has no main freight (docs/decisions/023-booking-codes.md). */
const noFreightQuote = () => quoteOf(
  lclShanghaiToLosAngeles({ destination: { type: 'PORT', locationId: 'PORT-BRSSZ', country: 'BR', city: 'Santos', code: 'BRSSZ' } }),
  (quotes) => quotes.find((q) => q.forwarder.companyId === COMPANY.sino),
);
const openRequestId = () => {
  const open = quoteRequests().find((r) => r.status === 'OPEN');
  if (!open) throw new Error('sample: no OPEN request left');
  return open.id;
};

/** An answer priced by two rows, one in another currency (decision 147). */
const CHARGES_ANSWER = () => ({
  currency: 'USD', validUntil: new Date(mockNow() + 10 * 86_400_000).toISOString().slice(0, 10), transitDays: { min: 20, max: 26 },
  charges: [
    { feeName: 'Ocean freight', unitPrice: 95, units: 4, pricingUnit: 'per CBM', currency: 'USD', exchangeRate: 1 },
    { feeName: 'Destination THC', unitPrice: 60, units: 1, pricingUnit: 'per shipment', currency: 'EUR', exchangeRate: 1.08 },
  ],
});

const INACTIVE_TOKEN = 'sample-token-of-the-inactive-demo-user';
const promo = (promoCode: string) => () => ({ quoteId: lclQuote(), promoCode });
const book = (promoCode: string) => () => bookingBody(lclQuote(), { promoCode });

/** Promo outcomes against the normal LCL Shanghai → Los Angeles search, sent by the demo shipper. */
const PROMO_OUTCOMES: [code: number, promoCode: string][] = [
  [40001, 'NOSUCHCODE'], [40002, 'SUMMER20'], [40003, 'BIGSHIP150'], [40004, 'WELCOME25'], [40005, 'FBA15'],
  [40006, 'AIR8'], [40007, 'REEFER20'], [40008, 'ASIAEU12'], [40009, 'NORDIC5'], [40010, 'LAUNCH100'],
];

export const samples: Sample[] = [
  // Locations
  { operation: 'GET /location/search', as: 'shipper', name: 'ports matching "shang"', query: { keyword: 'shang', type: 'PORT' } },
  { operation: 'GET /location/search', as: 'shipper', name: 'FBA warehouses in the US', query: { type: 'FBA', country: 'US', limit: 50 } },
  { operation: 'GET /location/search', as: 'shipper', name: '90001 unknown type', query: { type: 'SPACEPORT' }, code: 90001 },
  { operation: 'GET /location/search', as: null, name: '401 without a token', status: 401 },
  { operation: 'GET /location/countries', as: 'shipper' },

  // Quote search and read
  { operation: 'POST /quote/search', as: 'shipper', name: 'LCL Shanghai → Los Angeles', json: () => lclShanghaiToLosAngeles(), code: 200 },
  { operation: 'POST /quote/search', as: 'shipper', name: 'AIR door → FBA', json: () => airShenzhenToOnt8(), code: 200 },
  { operation: 'POST /quote/search', as: 'forwarder', name: 'FCL by a forwarder', json: () => fclNingboToHamburg(), code: 200 },
  {
    operation: 'POST /quote/search', as: 'shipper', name: 'no result: to KP',
    json: () => lclShanghaiToLosAngeles({ destination: { type: 'PORT', country: 'KP', city: 'Nampo', code: 'KPNAM' } }), code: 200,
  },
  {
    operation: 'POST /quote/search', as: 'shipper', name: '90001 FCL without containers',
    json: () => ({ ...lclShanghaiToLosAngeles(), mode: 'FCL' }), code: 90001,
  },
  {
    operation: 'POST /quote/search', as: 'shipper', name: '90001 ISF on a lane into Germany (decision 160)',
    json: () => fclNingboToHamburg(undefined, { customs: { bond: 'NONE', isf: true, ior: false } }), code: 90001,
  },
  {
    operation: 'POST /quote/search', as: 'shipper', name: '90001 a US bond on a lane into Germany',
    json: () => fclNingboToHamburg(undefined, { customs: { bond: 'CONTINUOUS', isf: false, ior: false } }), code: 90001,
  },
  { operation: 'POST /quote/search', as: 'shipper', name: '400 not JSON', json: undefined, headers: { 'Content-Type': 'application/json' }, status: 400 },
  { operation: 'GET /quote/{id}', as: 'shipper', name: 'a searched quote', params: () => ({ id: lclQuote() }), code: 200 },
  { operation: 'GET /quote/{id}', as: 'shipper', name: 'an expired answered quote', params: { id: answerQuoteId(SEEDED_REQUEST.expiredAnswer) }, code: 200 },
  { operation: 'GET /quote/{id}', as: 'shipper', name: '50003 unknown', params: { id: 'Q-DOESNOTEXIST' }, code: 50003 },

  // Custom requests
  {
    operation: 'POST /quote/custom-request', as: 'shipper', name: 'a request with notes',
    json: () => ({ ...lclShanghaiToLosAngeles(), notes: 'Weekly volume, please quote the best rate.' }), code: 200,
  },
  { operation: 'POST /quote/custom-request', as: 'forwarder', name: '10303 a seller', json: () => lclShanghaiToLosAngeles(), code: 10303 },
  {
    operation: 'POST /quote/custom-request', as: 'shipper', name: '90001 insurance without cargo value',
    json: () => lclShanghaiToLosAngeles({ services: { insurance: true, liftgatePickup: false, liftgateDelivery: false } }), code: 90001,
  },
  { operation: 'POST /quote/request/list', as: 'shipper', name: 'My Request', json: { pageNumber: 0, pageSize: 10 }, code: 200 },
  {
    operation: 'POST /quote/request/list', as: 'forwarder', name: 'Quote Management, open only',
    json: { pageNumber: 0, pageSize: 10, queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'OPEN' }] }, code: 200,
  },
  {
    operation: 'POST /quote/request/list', as: 'shipper', name: 'My Request, answered (each answer says whether it expired)',
    json: { pageNumber: 0, pageSize: 100, queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['ANSWERED', 'CLOSED'] }] }, code: 200,
  },
  {
    operation: 'POST /quote/request/list', as: 'forwarder', name: 'Quote Management by keyword, oldest first',
    json: { pageNumber: 0, pageSize: 10, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: 'shanghai' }], sort: { property: 'createdAt', direction: 'ASC' } },
    code: 200,
  },
  {
    operation: 'POST /quote/request/list', as: 'shipper', name: '90001 unknown status',
    json: { pageNumber: 0, pageSize: 10, queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'LOST' }] }, code: 90001,
  },
  { operation: 'POST /quote/request/list', as: 'shipper', name: '90001 bad paging', json: { pageNumber: -1, pageSize: 10 }, code: 90001 },
  { operation: 'POST /quote/request/list', as: 'shipper', name: '400 not JSON', json: undefined, headers: { 'Content-Type': 'application/json' }, status: 400 },
  {
    operation: 'POST /quote/request/{id}/answer', as: 'forwarder', name: 'answer an open request',
    params: () => ({ id: openRequestId() }),
    json: () => ({ total: 1280.5, currency: 'USD', validUntil: new Date(mockNow() + 10 * 86_400_000).toISOString().slice(0, 10), transitDays: { min: 20, max: 26 }, note: 'Space confirmed.' }),
    code: 200,
  },
  {
    operation: 'POST /quote/request/{id}/answer', as: 'forwarder', name: '20001 unknown request', params: { id: 'QR-9999' },
    json: { total: 100, currency: 'USD', validUntil: '2099-01-01', transitDays: { min: 1, max: 2 } }, code: 20001,
  },
  {
    operation: 'POST /quote/request/{id}/answer', as: 'forwarder', name: '90001 already answered', params: { id: SEEDED_REQUEST.expiredAnswer },
    json: { total: 100, currency: 'USD', validUntil: '2099-01-01', transitDays: { min: 1, max: 2 } }, code: 90001,
  },
  {
    operation: 'POST /quote/request/{id}/answer', as: 'shipper', name: '10303 a buyer', params: { id: SEEDED_REQUEST.open },
    json: { total: 100, currency: 'USD', validUntil: '2099-01-01', transitDays: { min: 1, max: 2 } }, code: 10303,
  },

  {
    operation: 'POST /quote/request/{id}/answer', as: 'forwarder', name: 'answer priced by charge rows (decision 147)',
    params: () => ({ id: openRequestId() }),
    json: () => ({ ...CHARGES_ANSWER(), carrier: 'COSCO Shipping' }),
    code: 200,
  },
  {
    operation: 'POST /quote/request/{id}/answer', as: 'forwarder', name: '90001 a charge row without a price',
    params: () => ({ id: openRequestId() }),
    json: () => ({ ...CHARGES_ANSWER(), charges: [{ feeName: 'Ocean freight', unitPrice: 0, units: 1, pricingUnit: 'per shipment', currency: 'USD', exchangeRate: 1 }] }),
    code: 90001,
  },
  {
    operation: 'POST /quote/request/{id}/decline', as: 'forwarder', name: 'decline with a reason (decision 148)',
    params: () => ({ id: openRequestId() }), json: { reason: 'No space on this lane this month.' }, code: 200,
  },
  { operation: 'POST /quote/request/{id}/decline', as: 'forwarder', name: '20001 unknown request', params: { id: 'QR-9999' }, json: { reason: 'No space.' }, code: 20001 },
  { operation: 'POST /quote/request/{id}/decline', as: 'forwarder', name: '90001 blank reason', params: () => ({ id: openRequestId() }), json: { reason: '  ' }, code: 90001 },
  { operation: 'POST /quote/request/{id}/decline', as: 'shipper', name: '10303 a buyer', params: { id: SEEDED_REQUEST.open }, json: { reason: 'No.' }, code: 10303 },

  // Promo check
  { operation: 'POST /promo/check', as: 'shipper', name: 'SAVE10', json: promo('SAVE10'), code: 200, message: 'Save successfully' },
  { operation: 'POST /promo/check', as: 'admin', name: 'WELCOME25 for a user who never used it', json: promo('welcome25'), code: 200 },
  { operation: 'POST /promo/check', as: 'shipper', name: '50002 empty code', json: promo(''), code: 50002 },
  { operation: 'POST /promo/check', as: 'shipper', name: '50003 unknown quote', json: { quoteId: 'Q-DOESNOTEXIST', promoCode: 'SAVE10' }, code: 50003 },
  { operation: 'POST /promo/check', as: 'forwarder', name: '10303 a seller', json: promo('SAVE10'), code: 10303 },
  ...PROMO_OUTCOMES.map(([code, promoCode]): Sample => ({
    operation: 'POST /promo/check', as: 'shipper', name: `${code} ${promoCode}`, json: promo(promoCode), code,
  })),

  // Booking
  { operation: 'POST /booking/confirm', as: 'shipper', name: 'book without promo', json: () => bookingBody(lclQuote()), code: 200, message: 'Save successfully' },
  { operation: 'POST /booking/confirm', as: 'shipper', name: 'book with FLAT50', json: book('FLAT50'), code: 200 },
  {
    operation: 'POST /booking/confirm', as: null, name: '50001 the inactive demo user',
    headers: { Authorization: `Bearer ${INACTIVE_TOKEN}` },
    json: () => {
      // inactive@example.com cannot sign in; a token minted before the deactivation still reaches the booking.
      registerAccessToken(INACTIVE_TOKEN, DEMO_USER.inactive);
      return bookingBody(lclQuote());
    },
    code: 50001,
  },
  { operation: 'POST /booking/confirm', as: 'shipper', name: '50002 empty promo code', json: book(''), code: 50002 },
  { operation: 'POST /booking/confirm', as: 'shipper', name: '50003 unknown quote', json: () => bookingBody('Q-DOESNOTEXIST'), code: 50003 },
  {
    operation: 'POST /booking/confirm', as: 'shipper', name: '50004 expired quote',
    json: () => bookingBody(answerQuoteId(SEEDED_REQUEST.expiredAnswer)), code: 50004,
  },
  { operation: 'POST /booking/confirm', as: 'shipper', name: '50005 no main freight', json: () => bookingBody(noFreightQuote()), code: 50005 },
  ...PROMO_OUTCOMES.map(([code, promoCode]): Sample => ({
    operation: 'POST /booking/confirm', as: 'shipper', name: `${code} ${promoCode}`, json: book(promoCode), code,
  })),
  {
    operation: 'POST /booking/confirm', as: 'shipper', name: 'HS codes with separators (decision 161)',
    json: () => bookingBody(lclQuote(), { commodities: [{ description: 'Bed linen', hsCode: '6302.60.0010', value: 8_400, count: 120 }], goodsValue: 8_400 }),
    code: 200,
  },
  {
    operation: 'POST /booking/confirm', as: 'shipper', name: '90001 goods value below the commodities (decision 164)',
    json: () => bookingBody(lclQuote(), { commodities: [{ description: 'Bed linen', hsCode: '630260', value: 8_400, count: 120 }], goodsValue: 1 }),
    code: 90001,
  },
  {
    operation: 'POST /booking/confirm', as: 'shipper', name: '90001 terms not accepted',
    json: () => bookingBody(lclQuote(), { acceptQuoteTerms: false }), code: 90001,
  },
  {
    operation: 'POST /booking/confirm', as: 'shipper', name: '90001 total not greater than 0',
    json: () => {
      // A forwarder answered 40.00 all in; FLAT50 would bring it to 0.
      const request = findQuoteRequest(openRequestId())!;
      const { quote } = answerQuoteRequest(request, {
        total: 40, currency: 'USD', validUntil: new Date(mockNow() + 5 * 86_400_000).toISOString().slice(0, 10),
        transitDays: { min: 2, max: 3 }, forwarderCompanyId: COMPANY.pacific, now: mockNow(),
      }, 'Pacific Bridge Logistics Ltd.');
      quotes()[quote.id] = quote;
      return bookingBody(answerQuoteId(request.id), { promoCode: 'FLAT50' });
    },
    code: 90001,
  },
  { operation: 'GET /booking/consignees', as: 'shipper', name: "the demo shipper's address book", code: 200 },
  { operation: 'GET /booking/consignees', as: 'forwarder', name: 'a company without bookings', code: 200 },
  { operation: 'GET /booking/consignees', as: null, name: '401 without a token', status: 401 },
  { operation: 'POST /booking/confirm', as: 'forwarder', name: '10303 a seller', json: () => bookingBody(lclQuote()), code: 10303 },
  { operation: 'POST /booking/confirm', as: 'shipper', name: '400 without Idempotency-Key', json: () => bookingBody(lclQuote()), headers: { 'Idempotency-Key': 'short' }, status: 400 },
];
