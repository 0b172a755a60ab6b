/**
 * The quote-to-booking flow in a real browser: the shipper's guided flow from Find Quote through Quote
 * Result to Booking Confirm and the new shipment, in en_US and in zh_TW (with no English left on Booking
 * Confirm); a reload in the middle of the booking form loses nothing and books once; a repeat booking
 * takes at most 8 typed fields, and a quote the server refuses (50004) is re-checked and booked with
 * nothing lost; and the page fits a phone: short, no wider than the screen.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { englishWordsLeft, halfWidthPunctuationInChinese, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { catalogue, type Locale } from './catalogue';
import { showPartyFields } from './booking-party';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pickPlace(page: Page, label: string, query: string, optionName: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(query);
  await page.getByRole('option', { name: optionName }).first().click();
}

/** Find Quote: LCL, Shanghai port → Los Angeles port, two pallets by totals. */
async function findQuote(page: Page, locale: Locale) {
  const t = catalogue(locale);
  // Find Quote itself, whatever the home page shows.
  await page.goto('/find-quote');
  await page.getByRole('button', { name: t('findQuote.submit') }).waitFor();
  await page.getByLabel(t('findQuote.origin.country')).selectOption('CN');
  // Picked by code: the option is named in the page's language.
  await pickPlace(page, t('findQuote.origin.place.port'), 'Shanghai', /CNSHA/);
  await page.getByLabel(t('findQuote.origin.readyDate'), { exact: true }).fill(inDays(5));
  await page.getByLabel(t('findQuote.destination.country')).selectOption('US');
  await pickPlace(page, t('findQuote.destination.place.port'), 'Los Angeles', /USLAX/);
  // Clicked on the element itself: a pointer click at its centre may land on whatever covers it.
  for (const name of [t('shell.mode.LCL'), t('findQuote.loadBy.TOTALS')]) {
    const radio = page.getByRole('radio', { name });
    await radio.dispatchEvent('click');
    assert.ok(await radio.isChecked(), `${name} is chosen`);
  }
  await page.getByLabel(t('findQuote.totals.units')).fill('2');
  await page.getByLabel(t('findQuote.totals.weight', { unit: t('findQuote.unit.kg') })).fill('800');
  await page.getByLabel(t('findQuote.totals.volume', { unit: t('findQuote.unit.cbm') })).fill('3.6');
  await page.getByRole('button', { name: t('findQuote.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/quote-result' && url.searchParams.has('q'));
}

async function fillCompany(group: Locator, t: ReturnType<typeof catalogue>, name: string, country: string) {
  await showPartyFields(group, t);
  const field = (key: string) => group.getByLabel(t(key), { exact: true });
  await field('booking.field.companyName').fill(name);
  await field('booking.field.contactPerson').fill('Lin Wei');
  await field('booking.field.address').fill('88 Harbour Road');
  await field('booking.field.city').fill(country === 'CN' ? 'Shanghai' : 'Los Angeles');
  await field('booking.field.country').selectOption(country);
  await field('booking.field.zipCode').fill(country === 'CN' ? '200000' : '90021');
  await field('booking.field.phone').fill(country === 'CN' ? '+862161234567' : '+13105550100');
  await field('booking.field.email').fill('ops@example.com');
}

async function fillBooking(page: Page, locale: Locale) {
  const t = catalogue(locale);
  await page.getByRole('button', { name: t('booking.submit') }).waitFor();
  await fillCompany(page.getByRole('group', { name: t('booking.consignor.legend') }), t, 'Yangtze Export Co.', 'CN');
  await fillCompany(page.getByRole('group', { name: t('booking.consignee.legend') }), t, 'Acme Home Goods Inc.', 'US');
  const commodity = page.getByRole('group', { name: t('booking.commodity.row', { n: 1 }) });
  await commodity.getByLabel(t('booking.commodity.description'), { exact: true }).fill('Ceramic tableware');
  await commodity.getByLabel(t('booking.commodity.hsCode'), { exact: true }).fill('691200');
  await commodity.getByLabel(t('booking.commodity.value'), { exact: true }).fill('12000');
  await commodity.getByLabel(t('booking.commodity.count'), { exact: true }).fill('240');
  await page.getByLabel(t('booking.field.goodsValue'), { exact: true }).fill('12000');
}

async function confirmAndBook(page: Page, locale: Locale) {
  const t = catalogue(locale);
  await page.getByRole('checkbox', { name: t('booking.confirm.commercial') }).check({ force: true });
  await page.getByRole('checkbox', { name: t('booking.confirm.terms') }).check({ force: true });
  await page.getByRole('button', { name: t('booking.submit') }).click();
  await page.waitForURL((url) => /^\/shipment\/[^/]+$/.test(url.pathname), { timeout: 20_000 });
}

for (const locale of ['en_US', 'zh_TW'] as const) {
  test(`the shipper books a quote from a search, with a promo code (${locale})`, async () => {
    const t = catalogue(locale);
    const { page, context, assertClean } = await openPage(browser);
    await signInThroughPage(page, locale);
    await findQuote(page, locale);

    // Quote Result: quotes with totals and the guarantee note; the cheapest first.
    const cheapest = page.getByRole('button', { name: t('quoteResult.views.cheapest'), exact: true });
    await cheapest.waitFor();
    assert.equal(await cheapest.getAttribute('aria-pressed'), 'true', 'the cheapest view is the default');
    const book = page.getByRole('link', { name: new RegExp(`^${t('quoteResult.card.book')}`) }).or(page.getByRole('button', { name: new RegExp(`^${t('quoteResult.card.book')}`) }));
    await book.first().waitFor();
    await book.first().click();
    await page.waitForURL((url) => url.pathname === '/booking-confirm' && url.searchParams.has('quoteId'));

    await fillBooking(page, locale);
    if (locale !== 'en_US') {
      // Booking Confirm in Chinese: no English word left but the forwarder's and carrier's names.
      const names = await page.evaluate((terms) => [...document.querySelectorAll('dt')].filter((dt) => terms.includes(dt.textContent ?? '')).map((dt) => dt.nextElementSibling?.textContent ?? ''), [t('booking.quote.forwarder'), t('booking.quote.carrier')]);
      assert.equal(names.length, 2, 'the forwarder and the carrier are named');
      assert.deepEqual(await englishWordsLeft(page, names), [], `English left on Booking Confirm in ${locale}`);
      assert.deepEqual(await halfWidthPunctuationInChinese(page), [], `half-width punctuation in Chinese on Booking Confirm in ${locale}`);
    }
    await page.getByLabel(t('booking.promo.label'), { exact: true }).fill('SAVE10');
    await page.getByRole('button', { name: t('booking.promo.apply'), exact: true }).click();
    await page.getByRole('button', { name: t('booking.promo.remove') }).waitFor();
    await confirmAndBook(page, locale);

    // The new shipment: its number and status from the API.
    await page.getByText(/SHP/).first().waitFor();
    assertClean();
    await context.close();
  });
}

test('a reload in the middle of the booking form keeps every field, and books once', async () => {
  const locale = 'en_US';
  const t = catalogue(locale);
  const { page, context, assertClean } = await openPage(browser);
  await signInThroughPage(page, locale);
  await findQuote(page, locale);
  const book = page.getByRole('link', { name: /^Book/ }).or(page.getByRole('button', { name: /^Book/ }));
  await book.first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  await fillBooking(page, locale);

  await page.reload();
  await waitForBackend(page);
  await page.getByRole('button', { name: t('booking.submit') }).waitFor();
  // Complete, the consignor shows folded again, with what was typed.
  const consignor = page.getByRole('group', { name: t('booking.consignor.legend') });
  await consignor.getByText('Yangtze Export Co.').waitFor();
  await showPartyFields(consignor, t);
  assert.equal(await consignor.getByLabel(t('booking.field.companyName'), { exact: true }).inputValue(), 'Yangtze Export Co.');
  assert.equal(await page.getByLabel(t('booking.field.goodsValue'), { exact: true }).inputValue(), '12000');
  const commodity = page.getByRole('group', { name: t('booking.commodity.row', { n: 1 }) });
  // Left, the HS code field shows the code grouped.
  assert.equal(await commodity.getByLabel(t('booking.commodity.hsCode'), { exact: true }).inputValue(), '6912.00');

  // Count the shipments before and after: exactly one booking is made.
  const count = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const res = await fetch('/api/shipment/list', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ pageNumber: 0, pageSize: 1 }),
      });
      return (await res.json()).data.total as number;
    });
  const before = await count();
  await confirmAndBook(page, locale);
  assert.equal(await count(), before + 1);
  assertClean();
  await context.close();
});

test('a repeat booking: consignor from the profile, consignee from the address book, at most 8 fields typed', async () => {
  const t = catalogue('en_US');
  const { page, context, assertClean } = await openPage(browser);
  await signInThroughPage(page, 'en_US');
  await findQuote(page, 'en_US');
  const book = page.getByRole('link', { name: /^Book/ }).or(page.getByRole('button', { name: /^Book/ }));
  await book.first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  await page.getByRole('button', { name: t('booking.submit') }).waitFor();

  let typed = 0;
  const type = async (field: Locator, value: string) => {
    typed += 1;
    await field.fill(value);
  };
  // The consignor from the company profile, folded into its summary: nothing to type or scroll past.
  const consignor = page.getByRole('group', { name: t('booking.consignor.legend') });
  await consignor.getByText('Acme Home Goods Inc.').waitFor({ timeout: 5000 });
  assert.equal(await consignor.getByRole('textbox').count(), 0, 'the consignor is folded');
  const addressBook = page.getByLabel(t('booking.consignee.addressBook'), { exact: true });
  await addressBook.selectOption({ index: 1 });
  const consignee = page.getByRole('group', { name: t('booking.consignee.legend') });
  assert.notEqual(await consignee.getByLabel(t('booking.field.companyName'), { exact: true }).inputValue(), '', 'the address book fills the consignee');

  const commodity = page.getByRole('group', { name: t('booking.commodity.row', { n: 1 }) });
  await type(commodity.getByLabel(t('booking.commodity.description'), { exact: true }), 'Bed linen');
  const hsCode = commodity.getByLabel(t('booking.commodity.hsCode'), { exact: true });
  await type(hsCode, '6302 60 0010');
  await type(commodity.getByLabel(t('booking.commodity.value'), { exact: true }), '8400');
  await type(commodity.getByLabel(t('booking.commodity.count'), { exact: true }), '120');
  await hsCode.blur();
  assert.equal(await hsCode.inputValue(), '6302.60.0010', 'a valid HS code is shown grouped');
  assert.ok(typed <= 8, `${typed} fields typed`);

  // The server refuses the quote once (50004): re-checking it clears the refusal, keeps every field, and books.
  await page.evaluate(() => localStorage.setItem('freight-mock-scenarios', JSON.stringify([{ method: 'POST', path: '/booking/confirm', code: 50004, times: 1 }])));
  await page.getByRole('checkbox', { name: t('booking.confirm.commercial') }).check({ force: true });
  await page.getByRole('checkbox', { name: t('booking.confirm.terms') }).check({ force: true });
  await page.getByRole('button', { name: t('booking.submit') }).click();
  const refusal = page.getByText(t('booking.offer.50004'));
  await refusal.waitFor();
  await page.getByRole('button', { name: t('booking.offer.recheck') }).click();
  await refusal.waitFor({ state: 'detached' });
  assert.equal(await hsCode.inputValue(), '6302.60.0010', 'what was typed survives the refusal');
  await confirmAndBook(page, 'en_US');
  assertClean();
  await context.close();
});

/** At most this tall on a phone in the repeat-booking state (it was 4 347 px with every consignor field shown). */
const PHONE_PAGE_HEIGHT = 3000;

test('on a phone (390 × 844) Booking Confirm is short, not cut off, and Book stays in reach', async () => {
  const t = catalogue('en_US');
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signInThroughPage(page, 'en_US');
  await findQuote(page, 'en_US');
  const book = page.getByRole('link', { name: /^Book/ }).or(page.getByRole('button', { name: /^Book/ }));
  await book.first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  const submit = page.getByRole('button', { name: t('booking.submit') });
  await submit.waitFor();
  // The repeat-booking state: the consignor from the profile, folded; the address book offered.
  const consignor = page.getByRole('group', { name: t('booking.consignor.legend') });
  await consignor.getByText('Acme Home Goods Inc.').waitFor();
  await page.getByLabel(t('booking.consignee.addressBook'), { exact: true }).waitFor();

  const size = () => page.evaluate(() => ({ height: document.documentElement.scrollHeight, overflow: document.documentElement.scrollWidth - window.innerWidth }));
  const folded = await size();
  assert.ok(folded.height <= PHONE_PAGE_HEIGHT, `the page is ${folded.height}px tall on a phone (at most ${PHONE_PAGE_HEIGHT})`);
  assert.ok(folded.overflow <= 0, `the page is ${folded.overflow}px wider than the screen`);
  for (const y of [0, 2000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = await submit.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `Book is on screen when scrolled to ${y}`);
  }

  // Unfolded, the consignor's short fields sit in pairs and still fit the width.
  await showPartyFields(consignor, t);
  const city = await consignor.getByLabel(t('booking.field.city'), { exact: true }).boundingBox();
  const state = await consignor.getByLabel(t('booking.field.stateProvince'), { exact: true }).boundingBox();
  assert.ok(city && state && Math.abs(city.y - state.y) < 1 && state.x > city.x + city.width, 'city and state/province share a row');
  const unfolded = await size();
  assert.ok(unfolded.overflow <= 0, `the unfolded consignor makes the page ${unfolded.overflow}px wider than the screen`);
  assertClean();
  await context.close();
});
