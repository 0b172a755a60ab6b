/**
 * The booking draft as the machine keeps it (context, events, input) and a new draft. Everything in
 * the context is persisted with the snapshot, so a reload or a forced re-login loses nothing.
 */
import {
  emptyValues, newIdempotencyKey, type BookingRequest, type BookingResult, type BookingUser, type BookingValues, type CommodityField, type CompanyField,
  type CompanyInfo, type Confirmation, type DetailField, type Party, type PromoState, type Quote, type Role,
} from './booking.form';
import type { Notice } from './booking.outcomes';

/** Where the page moves focus after an outcome; `seq` changes each time so the same target can be asked twice. */
export interface FocusRequest {
  target: 'promo' | 'firstError' | 'notice';
  seq: number;
}

export interface BookingContext {
  quoteId: string;
  role: Role | null;
  /** The signed-in user: the consignor's contact on a new draft. */
  user: BookingUser | null;
  /** The address book: consignees of the company's earlier bookings, most recent first. */
  consignees: CompanyInfo[];
  quote: Quote | null;
  /** Why the quote could not be loaded (message id), in `loadFailed`. */
  loadError: string | null;
  values: BookingValues;
  /** Field path → message id. */
  errors: Record<string, string>;
  promo: PromoState;
  notice: Notice | null;
  /** Why the offer cannot be booked (50003, 50004, 50005), in `ready.form.offerRejected`. */
  offerProblem: string | null;
  idempotencyKey: string;
  booking: BookingResult | null;
  focus: FocusRequest | null;
  /** Prefilled from the quote once; a restored draft keeps what the user typed. */
  prefilled: boolean;
  nextRowId: number;
}

export interface BookingInput {
  quoteId: string;
  role?: Role | null;
  user?: BookingUser | null;
}

export type BookingEvent =
  | { type: 'EDIT_COMPANY'; party: Party; field: CompanyField; value: string }
  | { type: 'EDIT_COMMODITY'; rowId: string; field: CommodityField; value: string }
  /** The HS code field was left: a valid code is shown grouped. */
  | { type: 'TIDY_HS_CODE'; rowId: string }
  /** Fill the consignee with an address book entry (by its place in `consignees`). */
  | { type: 'PICK_CONSIGNEE'; index: number }
  | { type: 'ADD_COMMODITY' }
  | { type: 'REMOVE_COMMODITY'; rowId: string }
  | { type: 'EDIT_DETAIL'; field: DetailField; value: string }
  | { type: 'CONFIRM'; field: Confirmation; checked: boolean }
  | { type: 'PROMO_EDIT'; value: string }
  | { type: 'PROMO_APPLY' }
  | { type: 'PROMO_REMOVE' }
  | { type: 'SUBMIT' }
  /** Load the quote again after a failure. */
  | { type: 'RETRY' }
  /** Load a refused offer again to see whether the server offers it now. */
  | { type: 'RECHECK' }
  /** The page opened this draft (first time, after a reload, or back from signing in again). */
  | { type: 'RESUME' };

export interface CheckPromoInput {
  quoteId: string;
  promoCode: string;
}
export interface SubmitBookingInput {
  idempotencyKey: string;
  request: BookingRequest;
}

/** A new draft for a quote, before the quote is loaded. */
export const initialContext = (input: BookingInput): BookingContext => ({
  quoteId: input.quoteId,
  role: input.role ?? null,
  user: input.user ?? null,
  consignees: [],
  quote: null,
  loadError: null,
  values: emptyValues(),
  errors: {},
  promo: { code: '', applied: null, error: null },
  notice: null,
  offerProblem: null,
  idempotencyKey: newIdempotencyKey(),
  booking: null,
  focus: null,
  prefilled: false,
  nextRowId: 2,
});
