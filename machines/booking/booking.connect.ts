/**
 * What Booking Confirm shows, from the booking machine's snapshot: which screen, the draft and its
 * messages (as message ids), what can be done now (from the machine's own guards) and the functions
 * that send its events. The page renders this and decides nothing.
 */
import { currencyValues } from '../../src/api/schema.gen';
import { quoteResultPath } from '../quote-search/quote-search.codec';
import { PATHS } from '../shared/route-paths';
import type { BookingEvent } from './booking.context';
import {
  canAddCommodity, cargoReadyWindow, commoditiesValue, COMPANY_FIELDS, companyPath, guaranteeEndsAt, MAX_COMMODITIES, payableTotal, validateBooking, type BookingValues,
  type CommodityField, type CompanyField, type Confirmation, type DetailField, type Party,
} from './booking.form';
import { bookedNextPage } from './booking.outcomes';
import type { BookingSnapshot } from './booking.machine';
import { rememberedBy } from '../shared/remembered';

export type BookingScreen = 'notAllowed' | 'loading' | 'loadFailed' | 'quoteMissing' | 'quoteExpired' | 'form';

type Send = (event: BookingEvent) => void;

function screenOf(snapshot: BookingSnapshot): BookingScreen {
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  // Just booked: the page is on its way to the new shipment.
  if (snapshot.matches('start') || snapshot.matches('loading') || snapshot.matches('booked')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('quoteMissing')) return 'quoteMissing';
  if (!snapshot.context.quote) return 'loading';
  return snapshot.matches('quoteExpired') ? 'quoteExpired' : 'form';
}

/**
 * The consignor is to be looked at: a field shows a message, or the form's own checks would refuse one
 * (a required field empty, a value in a wrong format). Otherwise it came complete from the profile
 * and the page may show it folded.
 */
function consignorNeedsAttention(values: BookingValues, errors: Record<string, string>): boolean {
  const paths = COMPANY_FIELDS.map((field) => companyPath('consignor', field));
  if (paths.some((path) => path in errors)) return true;
  const problems = validateBooking(values, cargoReadyWindow());
  return paths.some((path) => path in problems);
}

function createActions(send: Send) {
  return {
    /** The page opened this draft: first time, after a reload, or back from signing in again. */
    resume: () => send({ type: 'RESUME' }),
    retry: () => send({ type: 'RETRY' }),
    editCompany: (party: Party, field: CompanyField, value: string) => send({ type: 'EDIT_COMPANY', party, field, value }),
    editCommodity: (rowId: string, field: CommodityField, value: string) => send({ type: 'EDIT_COMMODITY', rowId, field, value }),
    addCommodity: () => send({ type: 'ADD_COMMODITY' }),
    removeCommodity: (rowId: string) => send({ type: 'REMOVE_COMMODITY', rowId }),
    tidyHsCode: (rowId: string) => send({ type: 'TIDY_HS_CODE', rowId }),
    pickConsignee: (index: number) => send({ type: 'PICK_CONSIGNEE', index }),
    recheck: () => send({ type: 'RECHECK' }),
    editDetail: (field: DetailField, value: string) => send({ type: 'EDIT_DETAIL', field, value }),
    confirm: (field: Confirmation, checked: boolean) => send({ type: 'CONFIRM', field, checked }),
    editPromo: (value: string) => send({ type: 'PROMO_EDIT', value }),
    applyPromo: () => send({ type: 'PROMO_APPLY' }),
    removePromo: () => send({ type: 'PROMO_REMOVE' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
export type BookingActions = ReturnType<typeof createActions>;

// The senders depend on `send` alone: made once per actor, so the memoised parts of the long form keep
// the same props from one keystroke to the next.
const actionsFor = rememberedBy(createActions);

export function connectBooking(snapshot: BookingSnapshot, send: Send) {
  const { context } = snapshot;
  const { quote, values, promo } = context;
  const firstRow = values.commodities[0]?.id ?? '';
  return {
    screen: screenOf(snapshot),
    quote,
    /** Why the quote could not be loaded, on the `loadFailed` screen. */
    loadError: context.loadError ?? 'booking.load.failed',
    findQuotePath: PATHS.findQuote,
    /** On the `quoteExpired` screen: what was typed is kept for after the re-quote. */
    draftKept: context.prefilled,
    /** Back to the results of the search the quote came from, to re-check the offer. */
    resultsPath: quote ? quoteResultPath(quote.search) : null,
    /** The quote terms, in the Help Center (opened in a new tab so that nothing typed is lost). */
    termsPath: `${PATHS.helpCenter}#help-quoteTerms`,
    /** When the price guarantee ends (ms since the epoch), for the countdown. */
    guaranteeEndsAt: quote ? guaranteeEndsAt(quote) : null,
    /** Once booked: the new shipment's page (the page replaces itself with it). */
    nextPage: context.booking ? bookedNextPage(context.booking) : null,
    /** Where to move focus; a new `seq` is a new request. */
    focus: context.focus,

    values,
    /** Field path → message id. */
    errors: context.errors,
    /**
     * The consignor must show its fields; when false the page may show it as a summary. Not while the
     * profile loads: the consignor is being filled then, not yet the shipper's to look at.
     */
    consignorNeedsAttention: !snapshot.matches('loadingProfile') && consignorNeedsAttention(values, context.errors),
    editable: snapshot.can({ type: 'EDIT_DETAIL', field: 'remarks', value: values.remarks }),
    currencies: currencyValues,
    /** The commodities' sum: the goods value unless the shipper types another; null while a row's value is missing. */
    commoditiesValue: commoditiesValue(values),
    /** The address book (the page names each entry in the reader's language); picking one sends its place in this list. */
    consignees: context.consignees,
    canPickConsignee: context.consignees.length > 0 && snapshot.can({ type: 'PICK_CONSIGNEE', index: 0 }),
    payable: payableTotal(context) ?? quote?.total ?? 0,

    canAddCommodity: snapshot.can({ type: 'ADD_COMMODITY' }),
    canRemoveCommodity: snapshot.can({ type: 'REMOVE_COMMODITY', rowId: firstRow }),
    /** The draft holds as many rows as a booking may. */
    commodityLimitReached: !canAddCommodity(values),
    maxCommodities: MAX_COMMODITIES,

    promoCode: promo.code,
    promoApplied: promo.applied,
    /** Message id of the last promo answer, or null. */
    promoError: promo.error,
    checkingPromo: snapshot.matches({ ready: { promo: 'checking' } }),
    canEditPromo: snapshot.can({ type: 'PROMO_EDIT', value: promo.code }),
    canApplyPromo: snapshot.can({ type: 'PROMO_APPLY' }),
    canRemovePromo: snapshot.can({ type: 'PROMO_REMOVE' }),

    submitting: snapshot.hasTag('submitting'),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    /** Message id of why this offer cannot be booked; the page offers the results and Find Quote. */
    offerProblem: snapshot.matches({ ready: { form: 'offerRejected' } }) ? context.offerProblem : null,
    /** The refused offer is being loaded again. */
    rechecking: snapshot.matches({ ready: { form: { offerRejected: 'rechecking' } } }),
    canRecheck: snapshot.can({ type: 'RECHECK' }),
    /** The message by the Book button: an id and its tone. */
    notice: context.notice,

    ...actionsFor(send),
  };
}

export type BookingView = ReturnType<typeof connectBooking>;
