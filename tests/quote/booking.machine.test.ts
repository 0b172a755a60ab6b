/** The booking machine with fake actors: every decision it makes, and the Idempotency-Key rules. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine, isDraftDone } from '../../machines/booking/booking.machine';
import type { CheckPromoInput, SubmitBookingInput } from '../../machines/booking/booking.context';
import {
  fieldOfServerMessage, payableTotal, toBookingRequest, validateBooking, type BookingResult, type BookingValues, type PromoResult, type Quote,
} from '../../machines/booking/booking.form';
import { addDays, earliestCargoReadyDate, serverDay } from '../../machines/shared/dates';
import { ApiError } from '../../src/api/api-error';

const business = (code: number, message = 'business failure') => new ApiError('business', 200, code, message);
const network = () => new ApiError('network', 0, null, null);
const timeout = () => new ApiError('timeout', 0, null, null);

const inDays = (days: number) => addDays(earliestCargoReadyDate(), days);
/** The cargo ready date window as of 2029-12-31. */
const FROM_2029_12_31 = { earliest: '2029-12-31', latest: addDays('2029-12-31', 365) };

const QUOTE = {
  id: 'Q-TEST',
  total: 500,
  currency: 'USD',
  expired: false,
  expiresAt: inDays(10),
  origin: { type: 'PORT', country: 'CN', countryName: 'China', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai' },
  destination: { type: 'PORT', country: 'US', countryName: 'United States', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
  search: { origin: { cargoReadyDate: inDays(5) } },
} as unknown as Quote;

const BOOKED: BookingResult = { shipmentId: 'SHP-1', shipmentNo: 'SHP00000001', status: 'BOOKING_PLACED', total: 500, promoDiscount: 0, currency: 'USD' };
const promoResult = (discount: number): PromoResult => ({
  promoCode: 'SAVE10', description: '10% off', discount, currency: 'USD', totalBefore: 500, totalAfter: 500 - discount,
});

interface Fakes {
  quote?: () => Promise<Quote>;
  promo?: (input: CheckPromoInput) => Promise<PromoResult>;
  submit?: (input: SubmitBookingInput) => Promise<BookingResult>;
  role?: 'BUYER' | 'SELLER';
  snapshot?: unknown;
}

function start(fakes: Fakes = {}) {
  const loadQuote = vi.fn(fakes.quote ?? (() => Promise.resolve(QUOTE)));
  const checkPromo = vi.fn(fakes.promo ?? (() => Promise.resolve(promoResult(50))));
  const submitBooking = vi.fn(fakes.submit ?? (() => Promise.resolve(BOOKED)));
  const signInAgain = vi.fn();
  const machine = bookingMachine.provide({
    actors: {
      loadQuote: fromPromise(() => loadQuote()),
      checkPromo: fromPromise(({ input }) => checkPromo(input)),
      submitBooking: fromPromise(({ input }) => submitBooking(input)),
    },
    actions: { signInAgain },
  });
  const actor = createActor(machine, {
    input: { quoteId: 'Q-TEST', role: fakes.role ?? 'BUYER' },
    ...(fakes.snapshot ? { snapshot: fakes.snapshot as never } : {}),
  }).start();
  return { actor, machine, loadQuote, checkPromo, submitBooking, signInAgain };
}

type Actor = ReturnType<typeof start>['actor'];

const company = (party: 'consignor' | 'consignee', a: Actor) => {
  const values = { companyName: 'Co', contactPerson: 'Lee', address: '1 Road', city: 'Town', zipCode: '123', phone: '+1 562 555 0101', email: 'a@b.co' };
  for (const [field, value] of Object.entries(values)) a.send({ type: 'EDIT_COMPANY', party, field: field as 'city', value });
};

function fill(a: Actor) {
  company('consignor', a);
  company('consignee', a);
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'description', value: 'Mugs' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'hsCode', value: '691200' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'value', value: '1200.50' });
  a.send({ type: 'EDIT_COMMODITY', rowId: 'c1', field: 'count', value: '10' });
  a.send({ type: 'EDIT_DETAIL', field: 'goodsValue', value: '1200.50' });
  a.send({ type: 'CONFIRM', field: 'acceptCommercialShipment', checked: true });
  a.send({ type: 'CONFIRM', field: 'acceptQuoteTerms', checked: true });
}

const ready = (a: Actor) => waitFor(a, (s) => s.matches('ready'));
const editing = (a: Actor) => waitFor(a, (s) => s.matches({ ready: { form: 'editing' } }));
const promoIdle = (a: Actor) => waitFor(a, (s) => s.matches({ ready: { promo: 'idle' } }));

describe('booking rules', () => {
  const valid = (): BookingValues => {
    const c = { companyName: 'Co', contactPerson: 'Lee', address: '1 Road', addressComplement: '', city: 'Town', stateProvince: '', country: 'US', zipCode: '1', phone: '+15625550101', extension: '', email: 'a@b.co' };
    return {
      consignor: { ...c }, consignee: { ...c }, commodities: [{ id: 'c1', description: 'Mugs', hsCode: '6912.00', value: '0', count: '1' }],
      goodsValue: '0', goodsCurrency: 'USD', cargoReadyDate: '2030-01-01', remarks: '', acceptCommercialShipment: true, acceptQuoteTerms: true,
    };
  };

  it('accepts a complete draft; the address complement, state and extension are optional', () => {
    expect(validateBooking(valid(), FROM_2029_12_31)).toEqual({});
  });

  it('names every missing or malformed field with its message id', () => {
    const v = valid();
    v.consignor = { ...v.consignor, companyName: ' ', email: 'a@b', phone: 'call me', extension: '12a', country: '' };
    v.consignee = { ...v.consignee, zipCode: '' };
    v.commodities = [{ id: 'c7', description: '', hsCode: '12', value: '1.234', count: '0' }];
    v.goodsValue = '-1';
    v.cargoReadyDate = '2029-12-30';
    v.acceptQuoteTerms = false;
    expect(validateBooking(v, FROM_2029_12_31)).toEqual({
      'consignor.companyName': 'booking.error.required',
      'consignor.email': 'booking.error.email',
      'consignor.phone': 'booking.error.phone',
      'consignor.extension': 'booking.error.extension',
      'consignor.country': 'booking.error.required',
      'consignee.zipCode': 'booking.error.required',
      'commodities.c7.description': 'booking.error.required',
      'commodities.c7.hsCode': 'booking.error.hsCode',
      'commodities.c7.value': 'booking.error.amount',
      'commodities.c7.count': 'booking.error.count',
      goodsValue: 'booking.error.amount',
      cargoReadyDate: 'booking.error.datePast',
      acceptQuoteTerms: 'booking.error.confirm',
    });
  });

  it('takes HS codes as people write them (6 to 10 digits, dots, spaces, hyphens) and sends the digits', () => {
    const hs = (hsCode: string) => validateBooking({ ...valid(), commodities: [{ id: 'c1', description: 'Linen', hsCode, value: '1', count: '1' }] }, FROM_2029_12_31)['commodities.c1.hsCode'];
    for (const ok of ['6302.60', '6302.60.0010', '6302 60 00', '6302-60', '630260']) expect(hs(ok)).toBeUndefined();
    for (const bad of ['6302', '6302.60.00100', '63O2.60']) expect(hs(bad)).toBe('booking.error.hsCode');
    const v = valid();
    v.commodities[0]!.hsCode = ' 6302.60.0010 ';
    expect(toBookingRequest({ quoteId: 'Q-1', values: v, promo: { code: '', applied: null, error: null } }).commodities[0]!.hsCode).toBe('6302600010');
  });

  it('derives the goods value from the commodities and refuses an override below their sum', () => {
    const v = valid();
    v.commodities = [
      { id: 'c1', description: 'A', hsCode: '630260', value: '8000', count: '1' },
      { id: 'c2', description: 'B', hsCode: '630260', value: '400', count: '1' },
    ];
    v.goodsValue = '';
    expect(validateBooking(v, FROM_2029_12_31).goodsValue).toBeUndefined();
    expect(toBookingRequest({ quoteId: 'Q-1', values: v, promo: { code: '', applied: null, error: null } }).goodsValue).toBe(8400);
    expect(validateBooking({ ...v, goodsValue: '1' }, FROM_2029_12_31).goodsValue).toBe('booking.error.goodsValueBelow');
    expect(validateBooking({ ...v, goodsValue: '9000' }, FROM_2029_12_31).goodsValue).toBeUndefined();
    expect(toBookingRequest({ quoteId: 'Q-1', values: { ...v, goodsValue: '9000' }, promo: { code: '', applied: null, error: null } }).goodsValue).toBe(9000);
  });

  it('takes a cargo ready date from the earliest day to the latest, as Find Quote does', () => {
    const at = (cargoReadyDate: string) => validateBooking({ ...valid(), cargoReadyDate }, FROM_2029_12_31).cargoReadyDate;
    expect(at('2029-12-31')).toBeUndefined();
    expect(at(FROM_2029_12_31.latest)).toBeUndefined();
    expect(at(addDays(FROM_2029_12_31.latest, 1))).toBe('booking.error.dateTooFar');
    expect(at('2029-12-30')).toBe('booking.error.datePast');
    expect(at('2030-02-30')).toBe('booking.error.date');
    expect(at('')).toBe('booking.error.required');
  });

  it('builds the request with trimmed values, numbers, and the optional fields only when given', () => {
    const v = valid();
    v.consignor.companyName = '  Co  ';
    v.consignor.extension = ' 12 ';
    v.commodities[0]!.value = '12.50';
    const body = toBookingRequest({ quoteId: 'Q-1', values: v, promo: { code: 'SAVE10', applied: null, error: null } });
    expect(body.consignor).toEqual({ companyName: 'Co', contactPerson: 'Lee', address: '1 Road', city: 'Town', country: 'US', zipCode: '1', phone: '+15625550101', extension: '12', email: 'a@b.co' });
    expect(body.commodities).toEqual([{ description: 'Mugs', hsCode: '691200', value: 12.5, count: 1 }]);
    expect(body).not.toHaveProperty('promoCode');
    expect(body).not.toHaveProperty('remarks');
    expect(toBookingRequest({ quoteId: 'Q-1', values: v, promo: { code: 'SAVE10', applied: promoResult(50), error: null } }).promoCode).toBe('SAVE10');
  });

  it('maps a 90001 message to the field it names, commodity rows by position', () => {
    const v = valid();
    v.commodities.push({ id: 'c9', description: '', hsCode: '', value: '', count: '' });
    expect(fieldOfServerMessage('consignee.email: is not an e-mail address', v)).toBe('consignee.email');
    expect(fieldOfServerMessage('commodities[1].hsCode: must be 4 to 10 digits', v)).toBe('commodities.c9.hsCode');
    expect(fieldOfServerMessage('cargoReadyDate: must be today or later', v)).toBe('cargoReadyDate');
    expect(fieldOfServerMessage('booking: must be an object', v)).toBeNull();
  });
});

describe('loading the quote', () => {
  it('shows the quote and prefills the ends, the currency and the cargo ready date', async () => {
    const { actor } = start();
    await ready(actor);
    const { values, quote } = actor.getSnapshot().context;
    expect(quote).toBe(QUOTE);
    expect(values.consignor).toMatchObject({ country: 'CN', city: 'Shanghai' });
    expect(values.consignee).toMatchObject({ country: 'US', city: 'Los Angeles' });
    expect(values.goodsCurrency).toBe('USD');
    expect(values.cargoReadyDate).toBe(inDays(5));
  });

  it('says the quote is missing on 50003, and that it expired when it did', async () => {
    const missing = start({ quote: () => Promise.reject(business(50003)) });
    await waitFor(missing.actor, (s) => s.matches('quoteMissing'));
    const expired = start({ quote: () => Promise.resolve({ ...QUOTE, expired: true }) });
    await waitFor(expired.actor, (s) => s.matches('quoteExpired'));
    expect(expired.actor.getSnapshot().context.quote?.expired).toBe(true);
  });

  it('offers a retry after a network failure', async () => {
    let calls = 0;
    const { actor } = start({ quote: () => (++calls === 1 ? Promise.reject(network()) : Promise.resolve(QUOTE)) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.loadError).toBe('booking.load.network');
    actor.send({ type: 'RETRY' });
    await ready(actor);
  });

  it('tells a seller at once that only shippers book, without calling anything', () => {
    const { actor, loadQuote } = start({ role: 'SELLER' });
    expect(actor.getSnapshot().matches('notAllowed')).toBe(true);
    expect(loadQuote).not.toHaveBeenCalled();
  });
});

describe('promo code', () => {
  it('refuses an empty code with 50002 before any call, and focuses the field', async () => {
    const { actor, checkPromo } = start();
    await ready(actor);
    actor.send({ type: 'PROMO_EDIT', value: '   ' });
    actor.send({ type: 'PROMO_APPLY' });
    expect(actor.getSnapshot().context.promo.error).toBe('booking.promo.error.50002');
    expect(actor.getSnapshot().context.focus?.target).toBe('promo');
    expect(checkPromo).not.toHaveBeenCalled();
  });

  it('applies a code (trimmed), shows the discount in the payable total, and removing restores it', async () => {
    const { actor, checkPromo } = start();
    await ready(actor);
    actor.send({ type: 'PROMO_EDIT', value: ' save10 ' });
    actor.send({ type: 'PROMO_APPLY' });
    expect(actor.getSnapshot().matches({ ready: { promo: 'checking' } })).toBe(true);
    await promoIdle(actor);
    expect(checkPromo).toHaveBeenCalledWith({ quoteId: 'Q-TEST', promoCode: 'save10' });
    expect(actor.getSnapshot().context.promo).toMatchObject({ code: 'SAVE10', error: null });
    expect(payableTotal(actor.getSnapshot().context)).toBe(450);
    // An applied code is not edited, only removed.
    actor.send({ type: 'PROMO_EDIT', value: 'OTHER' });
    expect(actor.getSnapshot().context.promo.code).toBe('SAVE10');
    actor.send({ type: 'PROMO_REMOVE' });
    expect(actor.getSnapshot().context.promo).toEqual({ code: '', applied: null, error: null });
    expect(payableTotal(actor.getSnapshot().context)).toBe(500);
  });

  it.each([40001, 40002, 40003, 40004, 40005, 40006, 40007, 40008, 40009, 40010, 50002, 50003, 10303])(
    'shows code %i with its own message next to the field',
    async (code) => {
      const { actor } = start({ promo: () => Promise.reject(business(code)) });
      await ready(actor);
      actor.send({ type: 'PROMO_EDIT', value: 'X' });
      actor.send({ type: 'PROMO_APPLY' });
      await waitFor(actor, (s) => s.context.promo.error !== null);
      expect(actor.getSnapshot().context.promo).toMatchObject({ applied: null, error: `booking.promo.error.${code}`, code: 'X' });
    },
  );

  it('says what to do when the check cannot reach the server or times out', async () => {
    const failures = [network(), timeout()];
    const { actor } = start({ promo: () => Promise.reject(failures.shift()) });
    await ready(actor);
    actor.send({ type: 'PROMO_EDIT', value: 'X' });
    actor.send({ type: 'PROMO_APPLY' });
    await waitFor(actor, (s) => s.context.promo.error === 'booking.promo.error.network');
    actor.send({ type: 'PROMO_APPLY' });
    await waitFor(actor, (s) => s.context.promo.error === 'booking.promo.error.timeout');
  });
});

describe('submitting', () => {
  it('flags every invalid field, focuses the first, and sends nothing', async () => {
    const { actor, submitBooking } = start();
    await ready(actor);
    actor.send({ type: 'SUBMIT' });
    const { errors, notice, focus } = actor.getSnapshot().context;
    expect(errors['consignor.companyName']).toBe('booking.error.required');
    expect(errors.acceptCommercialShipment).toBe('booking.error.confirm');
    expect(errors.acceptQuoteTerms).toBe('booking.error.confirm');
    expect(notice?.id).toBe('booking.notice.fixErrors');
    expect(focus?.target).toBe('firstError');
    expect(submitBooking).not.toHaveBeenCalled();
    // Editing a field clears its message.
    actor.send({ type: 'EDIT_COMPANY', party: 'consignor', field: 'companyName', value: 'Co' });
    expect(actor.getSnapshot().context.errors['consignor.companyName']).toBeUndefined();
  });

  it('needs a typed promo code applied (or cleared) first', async () => {
    const { actor, submitBooking } = start();
    await ready(actor);
    fill(actor);
    actor.send({ type: 'PROMO_EDIT', value: 'SAVE10' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.promo.error).toBe('booking.promo.error.unapplied');
    expect(submitBooking).not.toHaveBeenCalled();
  });

  it('refuses a total that is not greater than 0', async () => {
    const { actor, submitBooking } = start({ promo: () => Promise.resolve(promoResult(500)) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'PROMO_EDIT', value: 'FLAT' });
    actor.send({ type: 'PROMO_APPLY' });
    await waitFor(actor, (s) => s.context.promo.applied !== null);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('booking.notice.totalNotPositive');
    expect(submitBooking).not.toHaveBeenCalled();
  });

  it('sends the booking once with its Idempotency-Key, however often Book is pressed, and finishes', async () => {
    let finish!: (r: BookingResult) => void;
    const { actor, submitBooking } = start({ submit: () => new Promise((resolve) => (finish = resolve)) });
    await ready(actor);
    fill(actor);
    const key = actor.getSnapshot().context.idempotencyKey;
    expect(key).toMatch(/^booking-[0-9a-f]{32}$/);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'EDIT_COMPANY', party: 'consignor', field: 'companyName', value: 'Changed while sending' });
    expect(submitBooking).toHaveBeenCalledTimes(1);
    expect(submitBooking.mock.calls[0]![0]).toMatchObject({ idempotencyKey: key, request: { quoteId: 'Q-TEST', goodsValue: 1200.5, acceptQuoteTerms: true } });
    expect(actor.getSnapshot().context.values.consignor.companyName).toBe('Co');
    finish(BOOKED);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.booking).toEqual(BOOKED);
  });

  it('keeps the key after a timeout, so the retry replays rather than books again', async () => {
    const answers: (() => Promise<BookingResult>)[] = [() => Promise.reject(timeout()), () => Promise.resolve(BOOKED)];
    const { actor, submitBooking } = start({ submit: () => answers.shift()!() });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await editing(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ id: 'booking.notice.timeout', tone: 'error' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitBooking.mock.calls[0]![0].idempotencyKey).toBe(submitBooking.mock.calls[1]![0].idempotencyKey);
  });

  it('after a network failure (the client signs out) sends the same request again once back', async () => {
    const answers: (() => Promise<BookingResult>)[] = [() => Promise.reject(network()), () => Promise.resolve(BOOKED)];
    const { actor, submitBooking } = start({ submit: () => answers.shift()!() });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'awaitingSignIn' } }));
    actor.send({ type: 'RESUME' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitBooking).toHaveBeenCalledTimes(2);
    expect(submitBooking.mock.calls[0]![0].idempotencyKey).toBe(submitBooking.mock.calls[1]![0].idempotencyKey);
  });

  it('on 50001 asks the session to sign in again, keeps the draft, and takes a new key for the next try', async () => {
    const { actor, submitBooking, signInAgain } = start({ submit: () => Promise.reject(business(50001)) });
    await ready(actor);
    fill(actor);
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'signInRequired' } }));
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(key);
    expect(actor.getSnapshot().context.values.consignor.companyName).toBe('Co');
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().matches({ ready: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ id: 'booking.notice.resumed', tone: 'info' });
    expect(submitBooking).toHaveBeenCalledTimes(1);
  });

  it.each([40001, 40004, 40010, 50002])('puts promo code %i from the booking next to the promo field and drops the discount', async (code) => {
    const { actor } = start({ submit: () => Promise.reject(business(code)) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'PROMO_EDIT', value: 'SAVE10' });
    actor.send({ type: 'PROMO_APPLY' });
    await waitFor(actor, (s) => s.context.promo.applied !== null);
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'SUBMIT' });
    await editing(actor);
    const { promo, focus, idempotencyKey } = actor.getSnapshot().context;
    expect(promo).toMatchObject({ applied: null, error: `booking.promo.error.${code}` });
    expect(focus?.target).toBe('promo');
    expect(idempotencyKey).not.toBe(key);
  });

  it.each([50003, 50004, 50005])('on %i leads back to re-check the offer and does not book', async (code) => {
    const { actor } = start({ submit: () => Promise.reject(business(code)) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'offerRejected' } }));
    expect(actor.getSnapshot().context.offerProblem).toBe(`booking.offer.${code}`);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ ready: { form: 'offerRejected' } })).toBe(true);
  });

  it('after 50004, coming back to the same quote re-checks it and clears the refusal when the server offers it again', async () => {
    const first = start({ submit: () => Promise.reject(business(50004)) });
    await ready(first.actor);
    fill(first.actor);
    first.actor.send({ type: 'SUBMIT' });
    await waitFor(first.actor, (s) => s.matches({ ready: { form: 'offerRejected' } }));
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();

    // Back from the results, the same quote chosen again: the page restores the draft and resumes it.
    const second = start({ snapshot: saved });
    second.actor.send({ type: 'RESUME' });
    await editing(second.actor);
    const { context } = second.actor.getSnapshot();
    expect(second.loadQuote).toHaveBeenCalledTimes(1);
    expect(context.offerProblem).toBeNull();
    expect(context.values.consignor.companyName).toBe('Co');
    expect(context.values.commodities[0]!.description).toBe('Mugs');
    second.actor.send({ type: 'SUBMIT' });
    await waitFor(second.actor, (s) => s.status === 'done');
    expect(second.submitBooking).toHaveBeenCalledTimes(1);
  });

  it('after 50004, a re-check that finds the quote expired says so', async () => {
    const expired = { ...QUOTE, expired: true };
    let calls = 0;
    const { actor, loadQuote } = start({
      quote: () => Promise.resolve(calls++ === 0 ? QUOTE : expired),
      submit: () => Promise.reject(business(50004)),
    });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'offerRejected' } }));
    actor.send({ type: 'RESUME' });
    await waitFor(actor, (s) => s.matches('quoteExpired'));
    expect(loadQuote).toHaveBeenCalledTimes(2);
  });

  it('puts a 90001 on the field the server names', async () => {
    const { actor } = start({ submit: () => Promise.reject(business(90001, 'commodities[0].hsCode: must be 4 to 10 digits')) });
    await ready(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await editing(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ 'commodities.c1.hsCode': 'booking.error.rejected' });
  });

  it('re-sends an in-flight booking with the same key when a saved draft is restored (a reload)', async () => {
    const first = start({ submit: () => new Promise(() => {}) });
    await ready(first.actor);
    fill(first.actor);
    first.actor.send({ type: 'SUBMIT' });
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    const key = first.actor.getSnapshot().context.idempotencyKey;
    first.actor.stop();

    const second = start({ snapshot: saved });
    await waitFor(second.actor, (s) => s.status === 'done');
    expect(second.submitBooking).toHaveBeenCalledTimes(1);
    expect(second.submitBooking.mock.calls[0]![0].idempotencyKey).toBe(key);
    expect(second.loadQuote).not.toHaveBeenCalled();
  });
});

describe('a draft outlives the price guarantee', () => {
  /** Still offered by the server, but its guarantee ended yesterday (UTC) on our clock. */
  const LAPSED = { ...QUOTE, expiresAt: addDays(serverDay(), -1) } as Quote;
  /** The same quote re-quoted on the results page: same id, a new price and a new guarantee. */
  const RENEWED = { ...QUOTE, total: 520, expiresAt: inDays(10) } as Quote;
  const persisted = (a: Actor) => JSON.parse(JSON.stringify(a.getPersistedSnapshot()));

  it('the guarantee ends with the form filled: the draft is kept, and after the re-quote it comes back with the new price', async () => {
    const first = start({ quote: () => Promise.resolve(LAPSED) });
    await ready(first.actor);
    fill(first.actor);
    first.actor.send({ type: 'SUBMIT' });
    expect(first.actor.getSnapshot().matches('quoteExpired')).toBe(true);
    expect(first.submitBooking).not.toHaveBeenCalled();
    expect(isDraftDone(first.actor.getSnapshot()), 'the draft must be kept').toBe(false);
    const saved = persisted(first.actor);
    const typed = first.actor.getSnapshot().context.values;
    first.actor.stop();

    // Back from the results, the same quote re-quoted and chosen again.
    const second = start({ snapshot: saved, quote: () => Promise.resolve(RENEWED) });
    second.actor.send({ type: 'RESUME' });
    await editing(second.actor);
    const { context } = second.actor.getSnapshot();
    expect(context.values).toEqual(typed);
    expect(context.quote).toBe(RENEWED);
    expect(payableTotal(context)).toBe(520);
    // The price moved (500 → 520): the notice says from what to what, before the shipper books.
    expect(context.notice).toEqual({ id: 'booking.notice.repriced', tone: 'info', change: { from: 500, to: 520, currency: 'USD', percent: 4 } });
    second.actor.send({ type: 'SUBMIT' });
    await waitFor(second.actor, (s) => s.status === 'done');
    expect(second.submitBooking).toHaveBeenCalledTimes(1);
    expect(second.submitBooking.mock.calls[0]![0].request).toMatchObject({ quoteId: 'Q-TEST', consignor: { companyName: 'Co' } });
  });

  it('opened again before any re-quote, the draft still says the guarantee ended and keeps what was typed', async () => {
    const first = start({ quote: () => Promise.resolve(LAPSED) });
    await ready(first.actor);
    fill(first.actor);
    first.actor.send({ type: 'SUBMIT' });
    const saved = persisted(first.actor);
    first.actor.stop();

    const second = start({ snapshot: saved, quote: () => Promise.resolve({ ...LAPSED, expired: true }) });
    second.actor.send({ type: 'RESUME' });
    await waitFor(second.actor, (s) => s.matches('quoteExpired'));
    expect(second.loadQuote).toHaveBeenCalledTimes(1);
    expect(second.actor.getSnapshot().context.values.commodities[0]!.description).toBe('Mugs');
    expect(isDraftDone(second.actor.getSnapshot())).toBe(false);
  });

  it('a draft left before its guarantee ended loads the quote again when opened, so a re-quote made meanwhile is not hidden', async () => {
    const first = start({ quote: () => Promise.resolve(LAPSED), promo: () => Promise.resolve(promoResult(50)) });
    await ready(first.actor);
    fill(first.actor);
    first.actor.send({ type: 'PROMO_EDIT', value: 'SAVE10' });
    first.actor.send({ type: 'PROMO_APPLY' });
    await waitFor(first.actor, (s) => s.context.promo.applied !== null);
    const saved = persisted(first.actor);
    first.actor.stop();

    const second = start({ snapshot: saved, quote: () => Promise.resolve(RENEWED) });
    second.actor.send({ type: 'RESUME' });
    await waitFor(second.actor, (s) => s.matches({ ready: { form: 'editing' } }) && s.context.quote === RENEWED);
    const { context } = second.actor.getSnapshot();
    expect(second.loadQuote).toHaveBeenCalledTimes(1);
    expect(context.values.consignee.companyName).toBe('Co');
    // The discount was checked against the old price: the code stays typed, to be applied again.
    expect(context.promo).toEqual({ code: 'SAVE10', applied: null, error: null });
  });

  it('a fresh draft whose quote was already expired leaves nothing behind', async () => {
    const { actor } = start({ quote: () => Promise.resolve({ ...QUOTE, expired: true }) });
    await waitFor(actor, (s) => s.matches('quoteExpired'));
    expect(isDraftDone(actor.getSnapshot())).toBe(true);
  });
});

describe('commodities', () => {
  it('adds and removes rows (at least one), and a removed row takes its messages with it', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'REMOVE_COMMODITY', rowId: 'c1' });
    expect(actor.getSnapshot().context.values.commodities).toHaveLength(1);
    actor.send({ type: 'ADD_COMMODITY' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors['commodities.c2.description']).toBe('booking.error.required');
    actor.send({ type: 'REMOVE_COMMODITY', rowId: 'c2' });
    expect(actor.getSnapshot().context.values.commodities.map((c) => c.id)).toEqual(['c1']);
    expect(Object.keys(actor.getSnapshot().context.errors).filter((k) => k.startsWith('commodities.c2'))).toEqual([]);
  });
});
