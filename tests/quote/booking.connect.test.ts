/** What Booking Confirm shows in each state of the real booking machine, and the events its functions send. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectBooking } from '../../machines/booking/booking.connect';
import type { BookingEvent } from '../../machines/booking/booking.context';
import type { BookingResult, BookingUser, CompanyProfile, PromoResult, Quote } from '../../machines/booking/booking.form';
import { bookingMachine } from '../../machines/booking/booking.machine';
import { addDays, earliestCargoReadyDate } from '../../machines/shared/dates';
import { ApiError } from '../../src/api/api-error';

const business = (code: number) => new ApiError('business', 200, code, 'business failure');
const network = () => new ApiError('network', 0, null, null);

const QUOTE = {
  id: 'Q-TEST',
  total: 500,
  currency: 'USD',
  expired: false,
  expiresAt: addDays(earliestCargoReadyDate(), 10),
  origin: { type: 'PORT', country: 'CN', countryName: 'China', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai' },
  destination: { type: 'PORT', country: 'US', countryName: 'United States', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
  search: {
    origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: addDays(earliestCargoReadyDate(), 5) },
    destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    mode: 'LCL',
    load: { mode: 'TOTALS', totals: { quantity: 1, weight: 100, weightUnit: 'KG', volume: 1, volumeUnit: 'CBM' } },
  },
} as unknown as Quote;
const BOOKED: BookingResult = { shipmentId: 'SHP-1', shipmentNo: 'SHP00000001', status: 'BOOKING_PLACED', total: 500, promoDiscount: 0, currency: 'USD' };
const SAVE50: PromoResult = { promoCode: 'SAVE50', description: '50 off', discount: 50, currency: 'USD', totalBefore: 500, totalAfter: 450 };

interface Fakes {
  quote?: () => Promise<Quote>;
  promo?: () => Promise<PromoResult>;
  submit?: () => Promise<BookingResult>;
  company?: () => Promise<CompanyProfile>;
  role?: 'BUYER' | 'SELLER';
  user?: BookingUser;
}

function start(fakes: Fakes = {}) {
  const machine = bookingMachine.provide({
    actors: {
      loadQuote: fromPromise(() => (fakes.quote ?? (() => Promise.resolve(QUOTE)))()),
      checkPromo: fromPromise(() => (fakes.promo ?? (() => Promise.resolve(SAVE50)))()),
      submitBooking: fromPromise(() => (fakes.submit ?? (() => Promise.resolve(BOOKED)))()),
      ...(fakes.company ? { loadCompany: fromPromise(fakes.company) } : {}),
    },
    actions: { signInAgain: () => {} },
  });
  const actor = createActor(machine, { input: { quoteId: 'Q-TEST', role: fakes.role ?? 'BUYER', user: fakes.user ?? null } }).start();
  const view = () => connectBooking(actor.getSnapshot(), actor.send);
  return { actor, view };
}
type Actor = ReturnType<typeof start>['actor'];

const ready = (a: Actor) => waitFor(a, (s) => s.matches('ready'));

function fill(a: Actor) {
  const company = { companyName: 'Co', contactPerson: 'Lee', address: '1 Road', city: 'Town', zipCode: '123', phone: '+1 562 555 0101', email: 'a@b.co' } as const;
  for (const party of ['consignor', 'consignee'] as const) {
    for (const [field, value] of Object.entries(company)) a.send({ type: 'EDIT_COMPANY', party, field: field as keyof typeof company, value });
  }
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'description', value: 'Mugs' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'hsCode', value: '691200' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'value', value: '100' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'count', value: '1' });
  a.send({ type: 'EDIT_DETAIL', field: 'goodsValue', value: '100' });
  a.send({ type: 'CONFIRM', field: 'acceptCommercialShipment', checked: true });
  a.send({ type: 'CONFIRM', field: 'acceptQuoteTerms', checked: true });
}

describe('connectBooking: which screen', () => {
  it('loads, then shows the form with the quote, the prefilled draft and the total to pay', async () => {
    let resolve!: (q: Quote) => void;
    const { actor, view } = start({ quote: () => new Promise((r) => (resolve = r)) });
    expect(view().screen).toBe('loading');
    resolve(QUOTE);
    await ready(actor);
    const v = view();
    expect(v.screen).toBe('form');
    expect(v.quote).toBe(QUOTE);
    expect(v.values.consignee).toMatchObject({ country: 'US', city: 'Los Angeles' });
    expect(v.payable).toBe(500);
    expect(v.currencies).toEqual(['USD', 'EUR', 'GBP']);
    expect(v.findQuotePath).toBe('/quote');
    expect(v.resultsPath).toMatch(/^\/quote-result\?q=/);
    expect(v.notice).toBeNull();
    expect(v.offerProblem).toBeNull();
  });

  it('tells a seller that only shippers book', () => {
    expect(start({ role: 'SELLER' }).view().screen).toBe('notAllowed');
  });

  it('gives the load failure as a message id', async () => {
    const { actor, view } = start({ quote: () => Promise.reject(network()) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(view()).toMatchObject({ screen: 'loadFailed', loadError: 'booking.load.network', resultsPath: null });
  });

  it('says when the quote is missing (50003) or expired', async () => {
    const missing = start({ quote: () => Promise.reject(business(50003)) });
    await waitFor(missing.actor, (s) => s.matches('quoteMissing'));
    expect(missing.view().screen).toBe('quoteMissing');
    const expired = start({ quote: () => Promise.resolve({ ...QUOTE, expired: true }) });
    await waitFor(expired.actor, (s) => s.matches('quoteExpired'));
    expect(expired.view()).toMatchObject({ screen: 'quoteExpired', quote: { expired: true } });
    expect(expired.view().resultsPath).toMatch(/^\/quote-result\?q=/);
  });

  it('once booked, leads to the new shipment', async () => {
    const { actor, view } = start();
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().screen).toBe('loading');
    expect(view().nextPage).toEqual({ path: '/shipment/SHP-1', state: { bookedShipmentNo: 'SHP00000001' } });
  });
});

describe('connectBooking: what can be done, from the machine', () => {
  it('adds and removes commodity rows within 1 to 50', async () => {
    const { actor, view } = start();
    await ready(actor);
    expect(view()).toMatchObject({ canAddCommodity: true, canRemoveCommodity: false, commodityLimitReached: false, maxCommodities: 50 });
    actor.send({ type: 'ADD_COMMODITY' });
    expect(view().canRemoveCommodity).toBe(true);
    for (let i = 0; i < 48; i++) actor.send({ type: 'ADD_COMMODITY' });
    expect(view()).toMatchObject({ canAddCommodity: false, commodityLimitReached: true });
    // The flag agrees with the machine: one more is refused.
    actor.send({ type: 'ADD_COMMODITY' });
    expect(actor.getSnapshot().context.values.commodities).toHaveLength(50);
  });

  it('applies a promo code, then only removes it; the total to pay follows', async () => {
    const { actor, view } = start();
    await ready(actor);
    expect(view()).toMatchObject({ canEditPromo: true, canApplyPromo: true, canRemovePromo: true, checkingPromo: false, canSubmit: true });
    actor.send({ type: 'PROMO_EDIT', value: 'SAVE50' });
    actor.send({ type: 'PROMO_APPLY' });
    expect(view()).toMatchObject({ checkingPromo: true, canEditPromo: false, canApplyPromo: false, canSubmit: false });
    await waitFor(actor, (s) => s.context.promo.applied !== null);
    expect(view()).toMatchObject({ promoCode: 'SAVE50', promoApplied: SAVE50, promoError: null, canEditPromo: false, canRemovePromo: true, payable: 450 });
  });

  it('gives promo answers as message ids', async () => {
    const { actor, view } = start({ promo: () => Promise.reject(business(40002)) });
    await ready(actor);
    actor.send({ type: 'PROMO_APPLY' });
    expect(view().promoError).toBe('booking.promo.error.50002');
    actor.send({ type: 'PROMO_EDIT', value: 'SUMMER20' });
    actor.send({ type: 'PROMO_APPLY' });
    await waitFor(actor, (s) => s.context.promo.error !== null);
    expect(view()).toMatchObject({ promoError: 'booking.promo.error.40002', promoApplied: null });
  });

  it('locks the form while the booking is sent', async () => {
    const { actor, view } = start({ submit: () => new Promise(() => {}) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({
      submitting: true, canSubmit: false, editable: false, canAddCommodity: false, canEditPromo: false, canApplyPromo: false, canRemovePromo: false,
    });
  });

  it('marks the fields and says why when the form is not complete', async () => {
    const { actor, view } = start();
    await ready(actor);
    actor.send({ type: 'SUBMIT' });
    const v = view();
    expect(v.notice).toEqual({ id: 'booking.notice.fixErrors', tone: 'error' });
    expect(v.errors['consignor.companyName']).toBe('booking.error.required');
    expect(v.focus?.target).toBe('firstError');
    expect(v.canSubmit).toBe(true);
  });

  it('after 50004 names the problem and leaves only the way back (no Book, no promo changes)', async () => {
    const { actor, view } = start({ submit: () => Promise.reject(business(50004)) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'offerRejected' } }));
    expect(view()).toMatchObject({
      offerProblem: 'booking.offer.50004', canSubmit: false, canApplyPromo: false, canEditPromo: false, canRemovePromo: false, editable: true, submitting: false,
    });
    // The flags agree with the machine: the promo code stays as it is.
    actor.send({ type: 'PROMO_EDIT', value: 'SAVE50' });
    expect(actor.getSnapshot().context.promo.code).toBe('');
  });

  it('after a network failure, offers Book again with the notice that says so', async () => {
    const { actor, view } = start({ submit: () => Promise.reject(network()) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'awaitingSignIn' } }));
    expect(view()).toMatchObject({ notice: { id: 'booking.notice.network', tone: 'error' }, canSubmit: true, submitting: false });
  });
});

describe('connectBooking: the consignor, folded when it needs nothing', () => {
  const PROFILE = {
    id: 'CO-1', legalName: 'Meilong Ceramics', address: '88 Century Avenue', additionalAddress: 'Floor 12', city: 'Shanghai', state: 'Shanghai', country: 'CN', zip: '200120',
  } as unknown as CompanyProfile;
  const USER: BookingUser = { name: 'Wang Li', email: 'wang@meilong.example.com', phone: '+86 21 5555 0101', extension: '' };
  const prefilled = async (company: Partial<CompanyProfile> = {}) => {
    const booking = start({ company: () => Promise.resolve({ ...PROFILE, ...company }), user: USER });
    await ready(booking.actor);
    return booking;
  };

  it('needs no attention when the profile and the account fill every required field', async () => {
    const { view } = await prefilled();
    expect(view().values.consignor).toMatchObject({ companyName: 'Meilong Ceramics', contactPerson: 'Wang Li', zipCode: '200120' });
    expect(view().consignorNeedsAttention).toBe(false);
  });

  it('needs attention when a required field is empty, from the profile or emptied by the shipper', async () => {
    const noZip = await prefilled({ zip: '' });
    expect(noZip.view().consignorNeedsAttention).toBe(true);
    const emptied = await prefilled();
    emptied.actor.send({ type: 'EDIT_COMPANY', party: 'consignor', field: 'address', value: ' ' });
    expect(emptied.view().consignorNeedsAttention).toBe(true);
    // The consignee's empty fields are not the consignor's business.
    expect(emptied.view().values.consignee.companyName).toBe('');
  });

  it('waits for the profile before asking for attention, and asks when the profile cannot be loaded', async () => {
    let fail!: (error: unknown) => void;
    const { actor, view } = start({ company: () => new Promise((_, reject) => (fail = reject)), user: USER });
    await waitFor(actor, (s) => s.matches('loadingProfile'));
    expect(view().consignorNeedsAttention).toBe(false);
    fail(network());
    await ready(actor);
    // The contact came from the account; the address is the shipper's to type.
    expect(view().values.consignor).toMatchObject({ contactPerson: 'Wang Li', address: '' });
    expect(view().consignorNeedsAttention).toBe(true);
  });

  it('needs attention when a consignor field has an error, from the form or from the server', async () => {
    const { actor, view } = await prefilled();
    actor.send({ type: 'EDIT_COMPANY', party: 'consignor', field: 'email', value: 'wang@meilong' });
    // A wrong format is already the consignor's business, before Book shows the message.
    expect(view().consignorNeedsAttention).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(view().errors['consignor.email']).toBe('booking.error.email');
    expect(view().consignorNeedsAttention).toBe(true);

    // A valid value the server refuses (90001 names the field) is shown next to it, unfolded.
    const server = start({
      company: () => Promise.resolve(PROFILE),
      user: USER,
      submit: () => Promise.reject(new ApiError('business', 200, 90001, 'consignor.zipCode: not a postal code of CN')),
    });
    await ready(server.actor);
    fill(server.actor);
    expect(server.view().consignorNeedsAttention).toBe(false);
    server.actor.send({ type: 'SUBMIT' });
    await waitFor(server.actor, (s) => 'consignor.zipCode' in s.context.errors);
    expect(server.view().consignorNeedsAttention).toBe(true);
  });
});

describe('connectBooking: functions', () => {
  it('send the booking events', () => {
    const { actor } = start({ quote: () => new Promise(() => {}) });
    const send = vi.fn<(event: BookingEvent) => void>();
    const v = connectBooking(actor.getSnapshot(), send);
    v.resume();
    v.retry();
    v.editCompany('consignee', 'email', 'a@b.co');
    v.editCommodity('c1', 'hsCode', '6912');
    v.addCommodity();
    v.removeCommodity('c2');
    v.editDetail('goodsCurrency', 'EUR');
    v.confirm('acceptQuoteTerms', true);
    v.editPromo('SAVE10');
    v.applyPromo();
    v.removePromo();
    v.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RESUME' },
      { type: 'RETRY' },
      { type: 'EDIT_COMPANY', party: 'consignee', field: 'email', value: 'a@b.co' },
      { type: 'EDIT_COMMODITY', rowId: 'c1', field: 'hsCode', value: '6912' },
      { type: 'ADD_COMMODITY' },
      { type: 'REMOVE_COMMODITY', rowId: 'c2' },
      { type: 'EDIT_DETAIL', field: 'goodsCurrency', value: 'EUR' },
      { type: 'CONFIRM', field: 'acceptQuoteTerms', checked: true },
      { type: 'PROMO_EDIT', value: 'SAVE10' },
      { type: 'PROMO_APPLY' },
      { type: 'PROMO_REMOVE' },
      { type: 'SUBMIT' },
    ]);
  });

  it('are the same from one snapshot to the next, so the memoised parts of the form do not re-render', async () => {
    const { actor } = start();
    const before = connectBooking(actor.getSnapshot(), actor.send);
    await ready(actor);
    actor.send({ type: 'EDIT_COMPANY', party: 'consignor', field: 'companyName', value: 'Co' });
    const after = connectBooking(actor.getSnapshot(), actor.send);
    expect(after.editCompany).toBe(before.editCompany);
    expect(after.editCommodity).toBe(before.editCommodity);
    expect(after.editPromo).toBe(before.editPromo);
    expect(after.values.consignee).toBe(actor.getSnapshot().context.values.consignee);
  });
});
