/**
 * Details of the quote flow in a real browser: cargo ready after the price guarantee shows the re-rate
 * notice on every quote, a list filtered to nothing never says "Showing 0–0 of 0", LCL shows no
 * chargeable weight where Air does; Find Quote in Traditional Chinese lets go of the sea ports when the
 * mode turns to Air, with the reason, and leaves no English; Booking Confirm refuses a goods value below
 * its commodities next to the field with nothing lost, takes "6302.60", and links the quote terms.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { englishWordsLeft, halfWidthPunctuationInChinese, launch, openPage } from './harness';
import { signInThroughPage } from './sign-in';
import { catalogue } from './catalogue';
import { quoteResultPath, type QuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { formatDate } from '../../src/i18n/dates';
import { RERATE_MAX_CHANGE_PERCENT } from '../../domain/price-guarantee';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const cargo: QuoteSearch['cargo'] = {
  mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
  packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
};
const extras: Pick<QuoteSearch, 'customs' | 'services'> = {
  customs: { bond: 'NONE', isf: false, ior: false },
  services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
};

const lclSearch = (readyDate: string) => quoteResultPath({
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: readyDate },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
  mode: 'LCL', cargo, ...extras,
});
const airSearch = quoteResultPath({
  origin: { type: 'AIRPORT', locationId: 'AIRPORT-PVG', country: 'CN', city: 'Shanghai', code: 'PVG', name: 'Shanghai Pudong International Airport', cargoReadyDate: inDays(5) },
  destination: { type: 'AIRPORT', locationId: 'AIRPORT-LAX', country: 'US', city: 'Los Angeles', code: 'LAX', name: 'Los Angeles International Airport' },
  mode: 'AIR', cargo, ...extras,
});

async function openResults(page: Page, path: string) {
  await page.goto(path);
  await page.locator('article').first().waitFor({ timeout: 20_000 });
}

test('Quote Result: re-rate notice on every quote, no "Showing 0–0 of 0", chargeable weight for Air only', async () => {
  const t = catalogue('en_US');
  const { page, context, assertClean } = await openPage(browser);
  await signInThroughPage(page, 'en_US');
  const ready = inDays(20);
  await openResults(page, lclSearch(ready));

  const notice = t('quoteResult.card.rerate', { date: formatDate(ready, 'en_US'), percent: RERATE_MAX_CHANGE_PERCENT.LCL });
  const cards = await page.locator('article').allInnerTexts();
  assert.ok(cards.length > 0);
  cards.forEach((card, i) => assert.ok(card.includes(notice), `quote ${i + 1} lacks "${notice}":\n${card}`));
  const summary = page.getByRole('region', { name: t('quoteResult.summary.heading') });
  assert.equal(await summary.getByText(t('quoteResult.summary.chargeable')).count(), 0, 'LCL shows a chargeable weight');

  await page.getByLabel(t('quoteResult.filters.maxCo2')).fill('1');
  await page.getByText(t('quoteResult.list.filteredEmpty')).waitFor();
  const main = await page.locator('main').innerText();
  assert.ok(!/Showing|0–0/.test(main), `a count of nothing is shown:\n${main}`);

  await openResults(page, airSearch);
  await summary.getByText(t('quoteResult.summary.chargeable'), { exact: true }).waitFor();
  assertClean();
  await context.close();
});

async function pickPlace(page: Page, label: string, query: string, optionName: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(query);
  await page.getByRole('option', { name: optionName }).first().click();
}

test('Find Quote in zh_TW: Air after sea ports lets them go with the reason, and no English is left', async () => {
  const t = catalogue('zh_TW');
  const { page, context, assertClean } = await openPage(browser, { locale: 'zh-TW' });
  await signInThroughPage(page, 'zh_TW');
  await page.goto('/find-quote');
  await page.getByRole('button', { name: t('findQuote.submit') }).waitFor({ timeout: 20_000 });
  await page.getByLabel(t('findQuote.origin.country')).selectOption('CN');
  await pickPlace(page, t('findQuote.origin.place.port'), 'Shanghai', /CNSHA/);
  await page.getByLabel(t('findQuote.destination.country')).selectOption('US');
  await pickPlace(page, t('findQuote.destination.place.port'), 'Los Angeles', /USLAX/);
  const names = ['CNSHA', 'USLAX'];
  assert.deepEqual(await englishWordsLeft(page, names), [], 'English left on Find Quote in zh_TW');
  assert.deepEqual(await halfWidthPunctuationInChinese(page), [], 'half-width punctuation in Chinese on Find Quote');

  const air = page.getByRole('radio', { name: t('shell.mode.AIR') });
  await air.dispatchEvent('click');
  assert.ok(await air.isChecked());
  // Both ports are let go, each with the reason next to its field, and the fields now ask for airports.
  const notices = page.getByText(t('findQuote.notice.place.needsAirport'));
  await notices.nth(1).waitFor();
  assert.equal(await notices.count(), 2);
  for (const key of ['findQuote.origin.place.airport', 'findQuote.destination.place.airport']) {
    const box = page.getByRole('combobox', { name: t(key), exact: true });
    assert.ok(!/CNSHA|USLAX/.test(await box.inputValue()), `${key} still holds a sea port`);
  }
  assert.equal(await page.getByRole('combobox', { name: t('findQuote.origin.place.port'), exact: true }).count(), 0);
  assert.deepEqual(await englishWordsLeft(page, names), [], 'English left on Find Quote in zh_TW under Air');
  assertClean();
  await context.close();
});

test('Booking Confirm: goods value below the commodities refused at the field, nothing lost; "6302.60" taken; terms linked', async () => {
  const t = catalogue('en_US');
  const { page, context, assertClean } = await openPage(browser);
  await signInThroughPage(page, 'en_US');
  await openResults(page, lclSearch(inDays(5)));
  const book = page.getByRole('link', { name: /^Book/ }).or(page.getByRole('button', { name: /^Book/ }));
  await book.first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  await page.getByRole('button', { name: t('booking.submit') }).waitFor();

  const commodity = page.getByRole('group', { name: t('booking.commodity.row', { n: 1 }) });
  const field = (key: string) => commodity.getByLabel(t(key), { exact: true });
  await field('booking.commodity.description').fill('Bed linen');
  const hsCode = field('booking.commodity.hsCode');
  await hsCode.fill('6302.60');
  await field('booking.commodity.value').fill('8400');
  await field('booking.commodity.count').fill('120');
  const goodsValue = page.getByLabel(t('booking.field.goodsValue'), { exact: true });
  await goodsValue.fill('1');
  await page.getByRole('checkbox', { name: t('booking.confirm.terms') }).check({ force: true });
  await page.getByRole('button', { name: t('booking.submit') }).click();

  // The refusal sits under the field and is tied to it.
  const errorId = await goodsValue.getAttribute('aria-errormessage');
  assert.ok(errorId, 'the goods value is not marked invalid');
  assert.equal(await page.locator(`[id="${errorId}"]`).innerText(), t('booking.error.goodsValueBelow'));
  assert.equal(await goodsValue.inputValue(), '1');
  assert.equal(await field('booking.commodity.value').inputValue(), '8400');
  assert.equal(await field('booking.commodity.description').inputValue(), 'Bed linen');
  assert.equal(await hsCode.getAttribute('aria-invalid'), null, '"6302.60" is refused');
  assert.equal(await hsCode.inputValue(), '6302.60');

  const terms = page.getByRole('link', { name: t('booking.confirm.termsLink') });
  const href = new URL((await terms.getAttribute('href')) ?? '', page.url());
  assert.equal(`${href.pathname}${href.hash}`, '/help-center#help-quoteTerms');
  assertClean();
  await context.close();
});
