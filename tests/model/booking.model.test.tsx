/**
 * Model-based test of Booking Confirm and its promo code. The model is an invoke-free machine whose
 * events stand for what the shipper does together with how the server answers; every path drives
 * the REAL page (the whole app in memory, signed in as the demo shipper, against the embedded
 * backend) and checks what the shipper sees in each state it passes.
 *
 * The codes come from the documented triggers (docs/decisions/022 and 023): the promo catalogue's
 * one code per outcome against the "normal search", the SinoTrans LCL lane to Brazil for 50005, a
 * deactivated user record for 50001, the quote gone or past its expiry day for 50003 and 50004;
 * scenario overrides (mocks/scenarios.ts) give the network error, the timeout and the server's 50002
 * (the page never sends an empty code, so only another client could provoke it).
 *
 * Paths: getShortestPaths, deduplicated (a path that is the prefix of another is dropped). The model
 * chains the outcomes a shipper recovers from, so one form fill walks through many of them: filling
 * the long form is what costs time here (keep this under a minute on 2 cores).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setScenarios } from '../../mocks/scenarios';
import { quotes } from '../../mocks/store/quote.store';
import { COMPANY, DEMO_PASSWORD, DEMO_USER, findUserById } from '../../mocks/store/users.store';
import { formatAmount } from '../../src/i18n/money';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';
import { lclShanghaiToLosAngeles, type Quote } from '../mocks/quote/quote-fixtures';
import {
  applyPromo, bookButton, bookingPath, bookingsOf, CONSIGNOR, fillBooking, group, openBooking, payableText, promoBox, searchQuotes,
  storedDraft, typeInto, WAIT,
} from '../quote/booking-ui';

/** The client's timeout in these renders; the "no answer" scenario waits a little longer. */
const TIMEOUT_MS = 2000;

const PROMO_STEPS = [
  ['APPLY_NOSUCHCODE', 'promo40001', 'NOSUCHCODE', 'Promo code does not exist.'],
  ['APPLY_SUMMER20', 'promo40002', 'SUMMER20', 'Promo code expired.'],
  ['APPLY_BIGSHIP150', 'promo40003', 'BIGSHIP150', 'Shipping cost outside the range allowed.'],
  ['APPLY_WELCOME25', 'promo40004', 'WELCOME25', 'Promo code can only be used once.'],
  ['APPLY_FBA15', 'promo40005', 'FBA15', 'Promo code only valid for FBA bills.'],
  ['APPLY_AIR8', 'promo40006', 'AIR8', 'Promo code not applicable to this bill.'],
  ['APPLY_REEFER20', 'promo40007', 'REEFER20', 'Promo code only valid for some container types.'],
  ['APPLY_ASIAEU12', 'promo40008', 'ASIAEU12', 'Promo code only valid for specified origin and destination.'],
  ['APPLY_NORDIC5', 'promo40009', 'NORDIC5', 'Promo code only valid for the specified user or company.'],
  ['APPLY_LAUNCH100', 'promo40010', 'LAUNCH100', 'Promo code already used.'],
] as const;

/** The shopper tries the codes one after another: each rejected code leads to the next try. */
const promoChain = Object.fromEntries(
  PROMO_STEPS.map(([, state], i) => [state, { on: i + 1 < PROMO_STEPS.length ? { [PROMO_STEPS[i + 1]![0]]: PROMO_STEPS[i + 1]![1] } : { APPLY_SAVE10: 'promoApplied' } }]),
);

export const bookingModel = createMachine({
  id: 'bookingModel',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_QUOTE: 'quoteShown',
        OPEN_UNKNOWN_QUOTE: 'quoteMissing',
        OPEN_EXPIRED_QUOTE: 'quoteExpired',
        OPEN_QUOTE_WITHOUT_FREIGHT: 'noFreightQuoteShown',
      },
    },
    quoteMissing: { type: 'final' },
    quoteExpired: { type: 'final' },
    quoteShown: { on: { APPLY_EMPTY_PROMO: 'promo50002', FILL_FORM: 'formFilled' } },
    promo50002: { on: { [PROMO_STEPS[0][0]]: PROMO_STEPS[0][1] } },
    ...promoChain,
    promoApplied: { on: { REMOVE_PROMO: 'promoRemoved' } },
    promoRemoved: { type: 'final' },
    formFilled: {
      on: { BOOK_PROMO_EMPTY: 'promoRefusedAtBooking', BOOK_QUOTE_GONE: 'offer50003', BOOK_QUOTE_EXPIRED: 'offer50004' },
    },
    promoRefusedAtBooking: { on: { BOOK_USER_GONE: 'signedOutBy50001' } },
    signedOutBy50001: { on: { SIGN_IN_AGAIN: 'draftResumed' } },
    draftResumed: { on: { BOOK_TIMEOUT: 'timedOut' } },
    timedOut: { on: { BOOK_NETWORK_DOWN: 'signedOutByNetwork' } },
    signedOutByNetwork: { on: { SIGN_IN_AGAIN: 'booked' } },
    booked: { type: 'final' },
    offer50003: { type: 'final' },
    offer50004: { type: 'final' },
    noFreightQuoteShown: { on: { FILL_FORM: 'noFreightFormFilled' } },
    noFreightFormFilled: { on: { BOOK_NO_FREIGHT: 'offer50005' } },
    offer50005: { type: 'final' },
  },
});

const model = createTestModel(bookingModel);
const paths = model.getShortestPaths();

/** What one path has in hand: the app it rendered and the quote it books. */
interface Run {
  app: RenderRouteResult | null;
  quote: Quote | null;
  /** The Idempotency-Key of the draft when the submit was cut off by a sign-out. */
  keyAtSignOut: string | null;
}

const need = <T,>(value: T | null): T => {
  if (value === null) throw new Error('The path has not opened the page yet');
  return value;
};

const alertWith = (text: string | RegExp) => screen.findByText(text, undefined, WAIT);

async function expectRejectedOffer(run: Run, message: string) {
  expect(await alertWith(message)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the quote results' })).toHaveAttribute('href', expect.stringMatching(/^\/quote-result\?q=/));
  expect(screen.getByRole('link', { name: 'Find a quote' })).toHaveAttribute('href', '/quote');
  expect(bookButton()).toBeDisabled();
  // Nothing typed is lost, and nothing was booked.
  expect(group('Consignor').getByRole('textbox', { name: 'Company name' })).toHaveValue(CONSIGNOR.companyName);
  expect(bookingsOf(need(run.quote).id)).toHaveLength(0);
}

async function expectPromoMessage(message: string) {
  expect(await alertWith(message)).toBeVisible();
  expect(promoBox()).toHaveAttribute('aria-invalid', 'true');
  expect(promoBox()).toHaveAccessibleDescription(message);
}

async function expectAtLogin(run: Run) {
  const { app, quote } = { app: need(run.app), quote: need(run.quote) };
  await app.waitForPath(/^\/login\?redirect=/);
  expect(new URLSearchParams(app.location().search).get('redirect')).toBe(bookingPath(quote.id));
  expect(await screen.findByRole('button', { name: 'Sign in' }, WAIT)).toBeVisible();
  // The draft waits in storage for the same user and quote.
  expect(storedDraft(quote.id)?.snapshot.context.values.consignor.companyName).toBe(CONSIGNOR.companyName);
}

async function book(run: Run) {
  await need(run.app).user.click(bookButton());
}

function params(run: Run) {
  const app = () => need(run.app);
  const quote = () => need(run.quote);
  return {
    states: {
      start: () => {},
      quoteShown: async () => {
        await screen.findByRole('heading', { name: 'Your quote' }, WAIT);
        expect(payableText()).toBe(`${quote().currency} ${formatAmount(quote().total)}`);
        expect(bookButton()).toBeEnabled();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      quoteMissing: async () => {
        expect(await alertWith('Corresponding quote not found, please re-check then book.')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Find a quote' })).toHaveAttribute('href', '/quote');
        expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
      },
      quoteExpired: async () => {
        expect(
          await alertWith(/^Quote invalid, please re-check and book again\. This quote was guaranteed until Oct 29 2026\.\s+The price guarantee has ended: re-quote to get the current price\.$/),
        ).toBeVisible();
        // One click re-quotes: the results page searches again.
        expect(screen.getByRole('link', { name: 'Re-quote' })).toHaveAttribute('href', expect.stringMatching(/^\/quote-result\?q=/));
        expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
      },
      promo50002: async () => {
        await expectPromoMessage('Promo code cannot be empty.');
        expect(promoBox()).toHaveFocus();
      },
      ...Object.fromEntries(
        PROMO_STEPS.map(([, state, , message]) => [
          state,
          async () => {
            await expectPromoMessage(message);
            // A refused code changes nothing in what is paid.
            expect(payableText()).toBe(`${quote().currency} ${formatAmount(quote().total)}`);
          },
        ]),
      ),
      promoApplied: async () => {
        const discount = Math.round(quote().total * 10) / 100;
        const after = `${quote().currency} ${formatAmount(quote().total - discount)}`;
        expect(await alertWith(`Promo code SAVE10 applied: 10% off the total. You save ${quote().currency} ${formatAmount(discount)}; the new total is ${after}.`)).toBeVisible();
        expect(payableText()).toBe(after);
        expect(screen.getByText('Promo discount (SAVE10)')).toBeVisible();
        expect(promoBox()).not.toHaveAttribute('aria-invalid');
      },
      promoRemoved: async () => {
        await waitFor(() => expect(payableText()).toBe(`${quote().currency} ${formatAmount(quote().total)}`));
        expect(promoBox()).toHaveValue('');
        expect(screen.queryByText(/Promo code SAVE10 applied/)).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
      },
      formFilled: () => {
        expect(group('Consignee').getByRole('textbox', { name: 'E-mail' })).toHaveValue('receiving@acme.example.com');
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      noFreightQuoteShown: async () => {
        await screen.findByRole('heading', { name: 'Your quote' }, WAIT);
        expect(screen.getByText(/SinoTrans/)).toBeVisible();
      },
      noFreightFormFilled: () => {
        expect(group('Consignor').getByRole('textbox', { name: 'Company name' })).toHaveValue(CONSIGNOR.companyName);
      },
      promoRefusedAtBooking: async () => {
        await expectPromoMessage('Promo code cannot be empty.');
        expect(promoBox()).toHaveFocus();
        expect(bookButton()).toBeEnabled();
        expect(bookingsOf(quote().id)).toHaveLength(0);
      },
      signedOutBy50001: async () => {
        await expectAtLogin(run);
        expect(storedDraft(quote().id)?.snapshot.value).toMatchObject({ ready: { form: 'signInRequired' } });
      },
      draftResumed: async () => {
        await app().waitForPath(bookingPath(quote().id));
        expect(await alertWith('Welcome back. Your booking details were kept: check them and book.')).toBeVisible();
        // A complete consignor comes back folded into its summary (decision 210).
        expect(group('Consignor').getByText(CONSIGNOR.companyName)).toBeVisible();
        expect(screen.getByRole('checkbox', { name: 'I accept the terms of this quote.' })).toBeChecked();
        expect(bookingsOf(quote().id)).toHaveLength(0);
      },
      timedOut: async () => {
        expect(await alertWith(/^The server took too long to answer\. Book again/)).toBeVisible();
        expect(bookButton()).toBeEnabled();
        expect(group('Consignee').getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Home Goods Inc.');
      },
      signedOutByNetwork: async () => {
        await expectAtLogin(run);
        // The submit was cut off: the same Idempotency-Key waits to be sent again.
        expect(storedDraft(quote().id)?.snapshot.context.idempotencyKey).toBe(run.keyAtSignOut);
      },
      booked: async () => {
        await app().waitForPath(/^\/shipment\/SHP-/);
        expect(await screen.findByText(/^Your booking is placed: shipment SHP\d{8}\.$/, undefined, WAIT)).toBeVisible();
        expect(screen.getByText('Booking placed')).toBeVisible();
        // A timeout and a network error on the way, and still exactly one booking.
        await waitFor(() => expect(bookingsOf(quote().id)).toHaveLength(1));
        expect(storedDraft(quote().id)).toBeNull();
      },
      offer50003: () => expectRejectedOffer(run, 'Corresponding quote not found, please re-check then book.'),
      offer50004: () => expectRejectedOffer(run, 'Quote invalid, please re-check and book again.'),
      offer50005: () => expectRejectedOffer(run, 'Main freight information not found, please re-check the offer then book.'),
    },
    events: {
      OPEN_QUOTE: async () => {
        run.quote = (await searchQuotes())[0]!;
        run.app = await openBooking(run.quote.id, { clientOptions: { timeoutMs: TIMEOUT_MS } });
      },
      OPEN_UNKNOWN_QUOTE: async () => {
        run.app = renderRoute(bookingPath('Q-DOESNOTEXIST'), { as: 'shipper' });
      },
      OPEN_EXPIRED_QUOTE: async () => {
        // Pacific Bridge's answer to the demo shipper's request QR-0002, valid until Oct 29 2026 (023).
        run.app = renderRoute(bookingPath('QA-QR-0002'), { as: 'shipper' });
      },
      OPEN_QUOTE_WITHOUT_FREIGHT: async () => {
        // SinoTrans' rate sheet has no main freight for Brazil (023).
        const santos = { type: 'PORT' as const, locationId: 'PORT-BRSSZ', country: 'BR', city: 'Santos', code: 'BRSSZ', name: 'Port of Santos' };
        const list = await searchQuotes(lclShanghaiToLosAngeles({ destination: santos }));
        run.quote = list.find((q) => q.forwarder.companyId === COMPANY.sino)!;
        run.app = await openBooking(run.quote.id);
      },
      APPLY_EMPTY_PROMO: () => app().user.click(screen.getByRole('button', { name: 'Apply' })),
      ...Object.fromEntries(PROMO_STEPS.map(([event, , code]) => [event, () => applyPromo(app(), code)])),
      APPLY_SAVE10: () => applyPromo(app(), 'save10'),
      REMOVE_PROMO: () => app().user.click(screen.getByRole('button', { name: 'Remove promo code' })),
      FILL_FORM: () => fillBooking(app()),
      BOOK_PROMO_EMPTY: async () => {
        setScenarios([{ method: 'POST', path: '/booking/confirm', code: 50002, message: 'Promo code cannot be empty.', times: 1 }]);
        await book(run);
      },
      BOOK_USER_GONE: async () => {
        // The user record is deactivated while the shipper is on the page; the token still reads.
        findUserById(DEMO_USER.shipper)!.status = 'UNACTIVE';
        await book(run);
      },
      SIGN_IN_AGAIN: async () => {
        findUserById(DEMO_USER.shipper)!.status = 'ACTIVE';
        await typeInto(app(), screen.getByRole('textbox', { name: 'E-mail' }), 'shipper@example.com');
        await typeInto(app(), screen.getByLabelText('Password'), DEMO_PASSWORD);
        await app().user.click(screen.getByRole('button', { name: 'Sign in' }));
      },
      BOOK_TIMEOUT: async () => {
        setScenarios([{ method: 'POST', path: '/booking/confirm', delayMs: TIMEOUT_MS + 400, times: 1 }]);
        await book(run);
      },
      BOOK_NETWORK_DOWN: async () => {
        run.keyAtSignOut = storedDraft(quote().id)?.snapshot.context.idempotencyKey ?? null;
        setScenarios([{ method: 'POST', path: '/booking/confirm', networkError: true, times: 1 }]);
        await book(run);
      },
      BOOK_QUOTE_GONE: async () => {
        delete quotes()[quote().id];
        await book(run);
      },
      BOOK_QUOTE_EXPIRED: async () => {
        // The guarantee ran out while the shipper filled the form.
        quotes()[quote().id]!.expiresAt = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
        await book(run);
      },
      BOOK_NO_FREIGHT: () => book(run),
    },
  };
}

describe('booking and promo, model-based', () => {
  it('the paths reach every state of the model: each promo code and each booking outcome', () => {
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]));
    const all = Object.keys(bookingModel.config.states!);
    expect([...reached].sort()).toEqual(all.sort());
    expect(all).toEqual(expect.arrayContaining([
      'promoApplied', 'promo50002', ...PROMO_STEPS.map(([, s]) => s),
      'booked', 'signedOutBy50001', 'promoRefusedAtBooking', 'offer50003', 'offer50004', 'offer50005', 'signedOutByNetwork', 'timedOut',
    ]));
  });

  for (const path of paths) {
    it(path.description, { timeout: 60_000 }, async () => {
      const run: Run = { app: null, quote: null, keyAtSignOut: null };
      await path.test(params(run));
    });
  }
});
