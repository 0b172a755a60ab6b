/**
 * What each answer of the booking calls means for the page: the message id it shows (a notice by
 * the Book button, or a message next to the promo code) and where the shipper goes next. Failures
 * that are not catalogue codes read as they do on every screen (machines/shared/call-failure.ts).
 */
import { priceChangePercent, type PriceChange } from '../shared/price-change';
import { isApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from '../shared/call-failure';
import { shipmentPath } from '../shared/route-paths';
import { FIELD_ERROR, fieldOfServerMessage, type BookingResult, type BookingValues, type PromoState, type Quote } from './booking.form';

/** A message for the form as a whole (an alert by the Book button), as a message id and its tone. */
export interface Notice {
  id: string;
  tone: 'error' | 'info';
  /** A renewed quote whose price moved: old and new total, and the signed percent, said in the notice. */
  change?: PriceChange & { percent: number };
}

/** The promo catalogue's codes: the same arrive from /promo/check and from the booking. */
export const PROMO_CODES: readonly number[] = [
  ResultCode.PROMO_NOT_FOUND, ResultCode.PROMO_EXPIRED, ResultCode.PROMO_COST_OUT_OF_RANGE, ResultCode.PROMO_ONCE_ONLY,
  ResultCode.PROMO_FBA_ONLY, ResultCode.PROMO_NOT_APPLICABLE, ResultCode.PROMO_CONTAINER_TYPES, ResultCode.PROMO_LANE_ONLY,
  ResultCode.PROMO_USER_ONLY, ResultCode.PROMO_ALREADY_USED, ResultCode.PROMO_EMPTY,
];
/** The offer itself cannot be booked: no such quote, no longer valid, no main freight. */
export const OFFER_CODES: readonly number[] = [ResultCode.BOOKING_QUOTE_NOT_FOUND, ResultCode.BOOKING_QUOTE_INVALID, ResultCode.BOOKING_FREIGHT_NOT_FOUND];

/** The failure is one of these catalogue codes. */
export const hasCode = (error: unknown, codes: readonly number[]): boolean => {
  const code = businessCode(error);
  return code !== null && codes.includes(code);
};

/** Any catalogue code: the server answered, and made no booking. */
export const isBusinessFailure = (error: unknown): boolean => businessCode(error) !== null;

/** No answer at all, or the session ended: the client signs the user out, and the outcome is unknown. */
export const endsTheSession = (error: unknown): boolean => {
  const failure = callFailure(error);
  return failure === 'network' || failure === 'sessionEnded';
};

/** Why the quote could not be loaded. */
export const loadErrorId = (error: unknown): string => failureMessageId(callFailure(error), 'booking.load');

const PROMO_ERROR = 'booking.promo.error';
/** Apply with nothing typed: refused before any call, with 50002's message (spec section 5). */
export const PROMO_EMPTY_ID = `${PROMO_ERROR}.${ResultCode.PROMO_EMPTY}`;
/** A code typed but not applied: the total shown would not be what the server charges. */
export const PROMO_UNAPPLIED_ID = `${PROMO_ERROR}.unapplied`;

/** The message next to the promo code for a failed check or a promo code the booking refused. */
export function promoErrorId(error: unknown): string {
  const code = businessCode(error);
  if (code !== null && (PROMO_CODES.includes(code) || code === ResultCode.BOOKING_QUOTE_NOT_FOUND || code === ResultCode.ROLE_FORBIDDEN)) {
    return `${PROMO_ERROR}.${code}`;
  }
  return failureMessageId(callFailure(error), PROMO_ERROR);
}

/** Why the offer cannot be booked (50003, 50004, 50005). */
export const offerProblemId = (error: unknown): string => `booking.offer.${businessCode(error)}`;

const error = (id: string): Notice => ({ id, tone: 'error' });
export const NOTICE = {
  fixErrors: error('booking.notice.fixErrors'),
  /** Spec section 5: the total must be greater than 0. */
  totalNotPositive: error('booking.notice.totalNotPositive'),
  userMissing: error(`booking.notice.${ResultCode.BOOKING_USER_MISSING}`),
  roleForbidden: error(`booking.notice.${ResultCode.ROLE_FORBIDDEN}`),
  failed: error('booking.notice.failed'),
  resumed: { id: 'booking.notice.resumed', tone: 'info' } as Notice,
  /** The quote came back re-priced after its guarantee ended: a new price is something the shipper sees. */
  renewed: { id: 'booking.notice.renewed', tone: 'info' } as Notice,
} as const;

/** The notice of a quote renewed at another price: the old and the new total, before the shipper books. */
const repriced = (change: PriceChange): Notice => ({ id: 'booking.notice.repriced', tone: 'info', change: { ...change, percent: priceChangePercent(change) } });

/**
 * A filled draft's quote loaded again (back from a re-quote, or a retry). Re-priced or guaranteed anew,
 * the page says so; a promo discount checked against the old total is applied again by the shipper,
 * whose code stays typed. The same quote as before changes nothing else.
 */
export function withRenewedQuote(draft: { quote: Quote | null; promo: PromoState }, quote: Quote): { quote: Quote; promo?: PromoState; notice?: Notice } {
  const before = draft.quote;
  if (before && before.total === quote.total && before.expiresAt === quote.expiresAt) return { quote };
  const priceMoved = before !== null && before.total !== quote.total;
  const notice = priceMoved ? repriced({ from: before.total, to: quote.total, currency: quote.currency }) : NOTICE.renewed;
  return { quote, notice, ...(priceMoved && draft.promo.applied !== null ? { promo: { code: draft.promo.code, applied: null, error: null } } : {}) };
}

/** A failure that is not a catalogue code, as the notice by the Book button. */
export const transportNotice = (failure: unknown): Notice => error(failureMessageId(callFailure(failure), 'booking.notice'));

/**
 * A 90001: the server names the field it refused (`consignor.email: …`). The message goes next to
 * that field; a total the server refuses reads as our own total rule; anything else is a notice.
 */
export function serverRejection(failure: unknown, values: BookingValues): { errors?: Record<string, string>; notice: Notice } {
  const message = isApiError(failure) ? failure.serverMessage : null;
  if (message?.startsWith('total:')) return { notice: NOTICE.totalNotPositive };
  const field = fieldOfServerMessage(message, values);
  return field ? { errors: { [field]: FIELD_ERROR.rejected }, notice: NOTICE.fixErrors } : { notice: NOTICE.failed };
}

/** Where a booking leads: its new shipment, which says the booking was placed. */
export interface NextPage {
  path: string;
  state: { bookedShipmentNo: string };
}
export const bookedNextPage = (booking: BookingResult): NextPage => ({
  path: shipmentPath(booking.shipmentId),
  state: { bookedShipmentNo: booking.shipmentNo },
});
