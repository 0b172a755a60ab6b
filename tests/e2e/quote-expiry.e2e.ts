/**
 * Quote expiry you can act on, in a real browser: a countdown on each quote and on Booking Confirm; once
 * the guarantee ends the card offers Re-quote instead of Book, the re-quote shows the price change, and
 * Book leads to the new quote; on Booking Confirm the lapsed price cannot be booked and the page says
 * the details typed are kept: after the re-quote (and the sign-in the lapsed session asks for) they are
 * back in their fields, under the new guarantee, and book at the new price.
 *
 * Time is moved with Playwright's page clock: the embedded backend's handlers run in the page, so the
 * app and the backend see the same "now".
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './harness';
import { signInThroughPage, submitSignIn } from './sign-in';
import { catalogue } from './catalogue';
import { quoteResultPath } from '../../machines/quote-search/quote-search.codec';
import { bookingPath, shipmentPath } from '../../machines/shared/route-paths';
import { formatMoney } from '../../src/i18n/money';
import type { components } from '../../src/api/schema.gen';

type Quote = components['schemas']['Quote'];

const t = catalogue('en_US');
const DAY = 86_400_000;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

// The cargo is ready after every guarantee ends (7–14 days), so the search is still valid when re-quoted.
const search = () => quoteResultPath({
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10) },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
  mode: 'LCL',
  cargo: {
    mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
    packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
  },
  customs: { bond: 'NONE', isf: false, ior: false },
  services: { insurance: true, cargoValue: 20000, liftgatePickup: false, liftgateDelivery: false },
});

/** As the app and the backend read it: valid through the whole expiry day, UTC. */
const guaranteeEnd = (quote: Quote) => Date.parse(`${quote.expiresAt}T00:00:00Z`) + DAY;
const pageNow = (page: Page) => page.evaluate(() => Date.now());
/** Moves the page's clock (the app's and the backend's) to just after `moment`. */
async function jumpPast(page: Page, moment: number) {
  await page.clock.fastForward(moment - (await pageNow(page)) + 60_000);
}

/** Opens the results and returns the quotes of the first page as the server sent them, soonest to lapse first. */
async function openResults(page: Page, path: string): Promise<Quote[]> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/quote/search'));
  await page.goto(path);
  const body = await (await answer).json();
  const list = (body as { data: { list: Quote[] } }).data.list;
  await page.locator('article').first().waitFor({ timeout: 20_000 });
  const shown = await page.locator('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-labelledby')));
  return list.filter((q) => shown.includes(`quote-${q.id}-title`)).sort((a, b) => guaranteeEnd(a) - guaranteeEnd(b));
}

const cardOf = (page: Page, quote: Quote) => page.locator(`article[aria-labelledby="quote-${quote.id}-title"]`);

test('Quote Result: countdowns; a lapsed quote offers Re-quote, shows the price change, then books the new quote', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.clock.install();
  await signInThroughPage(page);
  const path = search();
  const [first] = await openResults(page, path);
  assert.ok(first, 'quotes are shown');
  const card = cardOf(page, first);
  assert.ok(await card.getByText(/^Expires in \d+ d \d+ h$/).isVisible(), 'the card counts down');
  assert.ok(await card.getByRole('link', { name: t('quoteResult.card.book') }).isVisible());
  const oldTotal = formatMoney(first.total, first.currency);

  // Six days on the shipper comes back (refresh tokens live 7 days): the same offers, still guaranteed.
  await page.clock.fastForward(6 * DAY);
  const [again] = await openResults(page, path);
  assert.equal(again?.expiresAt, first.expiresAt, 'the offer keeps its guarantee');

  // Past its guarantee the card says so and offers Re-quote instead of Book: no reload, the clock ticks.
  await jumpPast(page, guaranteeEnd(first));
  const requote = card.getByRole('button', { name: t('quoteResult.card.requote') });
  await requote.waitFor({ timeout: 20_000 });
  const [endedOn] = t('quoteResult.card.expired').split('{date}');
  assert.ok(await card.getByText(endedOn!).isVisible(), 'the card says the guarantee ended');
  assert.equal(await card.getByRole('link', { name: t('quoteResult.card.book') }).count(), 0, 'a lapsed price is not offered for booking');
  assert.equal(await card.getByText(/^Expires in/).count(), 0, 'no countdown once it ended');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/quote/search'));
  await requote.click();
  const fresh = ((await (await answer).json()) as { data: { list: Quote[] } }).data.list.find((q) => q.id === first.id);
  assert.ok(fresh && !fresh.expired && fresh.expiresAt > first.expiresAt, 'the re-quote answers with a new guarantee');
  const newTotal = formatMoney(fresh.total, fresh.currency);
  const percent = Math.round(((fresh.total - first.total) / first.total) * 1000) / 10;
  const message = fresh.total === first.total ? 'quoteResult.card.priceSame' : fresh.total > first.total ? 'quoteResult.card.priceUp' : 'quoteResult.card.priceDown';
  const change = card.getByRole('status');
  await change.waitFor();
  assert.equal(await change.textContent(), t(message, { from: oldTotal, to: newTotal, percent }));

  // Book is back, and leads to Booking Confirm of the new quote.
  await card.getByRole('link', { name: t('quoteResult.card.book') }).click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm' && url.searchParams.get('quoteId') === first.id);
  await page.getByRole('button', { name: t('booking.submit') }).waitFor();
  await page.getByText(new RegExp(`${t('booking.total.payable')} ${fresh.currency} `)).waitFor();
  assert.ok(await page.getByText(/^Price guaranteed for another \d+ days? \d+ h$/).isVisible(), 'the new guarantee counts down');
  assertClean();
  await context.close();
});

test('Booking Confirm: when the guarantee ends the page says so and cannot book; the draft comes back after the re-quote and books at the new price', async () => {
  const { page, context, problems } = await openPage(browser);
  await page.clock.install();
  await signInThroughPage(page);
  const [first] = await openResults(page, search());
  assert.ok(first, 'quotes are shown');
  await cardOf(page, first).getByRole('link', { name: t('quoteResult.card.book') }).click();
  await page.waitForURL((url) => url.pathname + url.search === bookingPath(first.id));
  const submit = page.getByRole('button', { name: t('booking.submit') });
  await submit.waitFor();
  const countdown = page.getByText(/^Price guaranteed for another \d+ days? \d+ h$/);
  assert.ok(await countdown.isVisible(), 'Booking Confirm counts down');
  // A consignee from the address book, then typed over; one commodity and remarks typed.
  const consignee = page.getByRole('group', { name: t('booking.consignee.legend') });
  await consignee.getByRole('combobox', { name: t('booking.consignee.addressBook') }).selectOption({ index: 1 });
  const companyName = consignee.getByLabel(t('booking.field.companyName'), { exact: true });
  await companyName.fill('Acme Home Goods Inc. (Dock 4)');
  const commodity = page.getByRole('group', { name: t('booking.commodity.row', { n: 1 }) });
  const kept = [
    [companyName, 'Acme Home Goods Inc. (Dock 4)'],
    [consignee.getByLabel(t('booking.field.contactPerson'), { exact: true }), 'Dana Whitfield'],
    [commodity.getByLabel(t('booking.commodity.description'), { exact: true }), 'Ceramic tableware'],
    [commodity.getByLabel(t('booking.commodity.count'), { exact: true }), '240'],
    [page.getByLabel(t('booking.field.remarks'), { exact: true }), 'Deliver to dock 4, mornings only.'],
  ] as const;
  for (const [field, value] of kept.slice(1)) await field.fill(value);
  await commodity.getByLabel(t('booking.commodity.hsCode'), { exact: true }).fill('691200');
  await commodity.getByLabel(t('booking.commodity.value'), { exact: true }).fill('12000');
  const address = await consignee.getByLabel(t('booking.field.address'), { exact: true }).inputValue();
  assert.ok(address, 'the address book filled the address');

  await jumpPast(page, guaranteeEnd(first));
  await page.getByText(t('booking.countdown.expired')).waitFor({ timeout: 20_000 });
  const requote = page.getByRole('link', { name: t('booking.countdown.requote') });
  assert.ok(await requote.isVisible(), 'Re-quote is offered');
  assert.equal(await submit.count(), 0, 'the lapsed price cannot be booked');
  // Re-quote is the same search again, on Quote Result.
  const results = (await requote.getAttribute('href')) ?? '';
  assert.match(results, /^\/quote-result\?q=/);
  assert.ok(await page.getByText(t('booking.quoteExpired.draftKept')).isVisible(), 'the page says the details are kept');

  // Every guarantee outlasts a refresh token (7–14 days against 7), so the shipper signs in again on the
  // way and is brought back to the results: the draft must outlive the forced sign-out too.
  await requote.click();
  await page.waitForURL((url) => url.pathname === '/login');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/quote/search'));
  await submitSignIn(page);
  await page.waitForURL((url) => url.pathname + url.search === results);
  // Searching again is the re-quote: the same quote, under its id, with a new guarantee, and Book.
  const fresh = ((await (await answer).json()) as { data: { list: Quote[] } }).data.list.find((q) => q.id === first.id);
  assert.ok(fresh && !fresh.expired && fresh.expiresAt > first.expiresAt, 'the search answers that quote with a new guarantee');
  await cardOf(page, first).getByRole('link', { name: t('quoteResult.card.book') }).click();

  // Booking Confirm of the same quote: what was typed is back, with the new guarantee and its notice.
  await page.waitForURL((url) => url.pathname + url.search === bookingPath(first.id));
  // The notice says the quote was renewed, and at a new price from what to what, before the shipper books.
  const renewedNotice = fresh.total === first.total
    ? t('booking.notice.renewed')
    : `${formatMoney(first.total, first.currency)} → ${formatMoney(fresh.total, fresh.currency)}`;
  await page.getByRole('status').filter({ hasText: renewedNotice }).waitFor({ timeout: 20_000 });
  for (const [field, value] of kept) assert.equal(await field.inputValue(), value, 'what was typed is kept');
  assert.equal(await consignee.getByLabel(t('booking.field.address'), { exact: true }).inputValue(), address, 'what the address book filled is kept');
  assert.ok(await submit.isEnabled(), 'the renewed quote can be booked');
  assert.ok(await countdown.isVisible(), 'the new guarantee counts down');
  await page.getByText(new RegExp(`${t('booking.total.payable')} ${fresh.currency} `)).waitFor();

  // Booked, at the new price: the new shipment's page.
  await page.getByRole('checkbox', { name: t('booking.confirm.commercial') }).check({ force: true });
  await page.getByRole('checkbox', { name: t('booking.confirm.terms') }).check({ force: true });
  const booked = page.waitForResponse((r) => r.url().endsWith('/api/booking/confirm'));
  await submit.click();
  const shipment = ((await (await booked).json()) as { data: components['schemas']['BookingResult'] }).data;
  assert.equal(shipment.total, fresh.total, 'booked at the renewed price');
  await page.waitForURL((url) => url.pathname === shipmentPath(shipment.shipmentId), { timeout: 20_000 });
  await page.getByText(shipment.shipmentNo).first().waitFor();
  // The one problem expected: the lapsed session's refresh, refused.
  const refusedRefresh = (problem: string) => /status of 400\b.*\/api\/user\/refreshToken\?/.test(problem);
  assert.deepEqual(problems.filter((problem) => !refusedRefresh(problem)), []);
  await context.close();
});
