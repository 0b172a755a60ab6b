/**
 * Quote Result in a real browser against the production build: four quotes on a 1280×800 screen with
 * the route said once; at 390×844 the first quote is above the fold and the filters open in a drawer;
 * in Traditional Chinese the charge names and pricing units are translated.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { englishWordsLeft, halfWidthPunctuationInChinese, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { catalogue } from './catalogue';
import { quoteResultPath } from '../../machines/quote-search/quote-search.codec';
import { messages } from '../../src/features/quote/quote-result.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const lclSearch = (readyInDays: number) => quoteResultPath({
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: inDays(readyInDays) },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
  mode: 'LCL',
  cargo: {
    mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
    packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
  },
  customs: { bond: 'NONE', isf: false, ior: false },
  services: { insurance: true, cargoValue: 20000, liftgatePickup: false, liftgateDelivery: false },
});

async function openResults(page: Page) {
  // Cargo ready within every quote's price guarantee (7 to 14 days, by the quote's id): with a later day,
  // the cards whose guarantee ends first carry the re-rate line, and how many do changed with the date the
  // test ran on (three of the first four on 2026-12-07). The re-rate line has its own tests.
  await page.goto(lclSearch(5));
  await page.locator('article').first().waitFor({ timeout: 20_000 });
}

/** Cards whose whole box is inside the viewport. */
const cardsInView = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('article')].filter((a) => a.getBoundingClientRect().bottom <= window.innerHeight).length);

/** Where the cards are (top and height), for a failure's message. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main h1, main section, article')]
      .map((e) => `${e.tagName}${e.getAttribute('aria-labelledby') ?? ''}@${Math.round(e.getBoundingClientRect().top)}+${Math.round(e.getBoundingClientRect().height)}`)
      .join(' '),
  );

test('four quotes on a desktop screen; on a phone the first quote is above the fold and the filters are in a drawer', async () => {
  const t = catalogue('en_US');
  const { page, assertClean, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await signInThroughPage(page, 'en_US');
  await openResults(page);
  assert.ok((await cardsInView(page)) >= 4, `only ${await cardsInView(page)} quotes fit on 1280×800: ${await layout(page)}`);
  // The route is said once, in the summary, not on each card.
  assert.equal(await page.locator('article').filter({ hasText: 'CNSHA' }).count(), 0);
  assert.ok(await page.getByText(t('quoteResult.summary.weightMeasure')).isVisible());

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await waitForBackend(page);
  await page.locator('article').first().waitFor({ timeout: 20_000 });
  assert.ok((await cardsInView(page)) >= 1, `the first quote is below the fold at 390×844: ${await layout(page)}`);
  // A quote's charges are a card per fee: no amount sits off the side of the screen.
  const first = page.locator('article').first();
  await first.getByRole('button', { name: t('quoteResult.card.showCharges') }).click();
  const groups = first.getByRole('region');
  await groups.first().waitFor();
  const hidden = await groups.evaluateAll((regions) => regions.map((r) => r.scrollWidth - r.clientWidth));
  assert.ok(hidden.length === 3 && hidden.every((px) => px <= 0), `the charges scroll sideways at 390 px by ${hidden.join(', ')} px`);
  await first.getByRole('button', { name: t('quoteResult.card.hideCharges') }).click();
  assert.equal(await page.getByLabel(t('quoteResult.filters.maxCo2')).count(), 0);
  await page.getByRole('button', { name: t('quoteResult.filters.open'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t('quoteResult.filters.heading') });
  // On the screen, over the page, not laid out after it.
  const box = await drawer.boundingBox();
  assert.ok(box && box.x === 0 && box.y === 0 && box.height === 844, `the drawer is not over the page: ${JSON.stringify(box)}`);
  await drawer.getByLabel(t('quoteResult.filters.maxCo2')).fill('1');
  await drawer.getByRole('button', { name: t('quoteResult.filters.close') }).click();
  await page.getByText(t('quoteResult.list.filteredEmpty')).waitFor();
  // Closing the drawer hands focus back to the button that opened it.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), t('quoteResult.filters.open'));
  assertClean();
  await context.close();
});

test('zh_TW: charge names, pricing units, places and notes are translated: no English left on the page', async () => {
  const t = catalogue('zh_TW');
  const { page, assertClean, context } = await openPage(browser, { locale: 'zh-TW', viewport: { width: 1280, height: 900 } });
  await signInThroughPage(page, 'zh_TW');
  await openResults(page);
  const card = page.locator('article').first();
  await card.getByRole('button', { name: t('quoteResult.card.showCharges') }).click();
  const tables = card.locator('table');
  await tables.first().waitFor();
  const texts = await tables.evaluateAll((all) => all.map((table) => [...table.querySelectorAll('tbody th, tbody td:nth-child(5)')].map((c) => c.textContent ?? '')));
  const cells = texts.flat().filter(Boolean);
  assert.ok(cells.length > 4, 'the charges have rows');
  const english = Object.entries(messages.en_US)
    .filter(([key]) => key.startsWith('quoteResult.fee.') || key.startsWith('quoteResult.unit.'))
    .map(([, text]) => text);
  for (const cell of cells) {
    assert.ok(!/[A-Za-z]{4,}/.test(cell.replace(/\b(FBA|ISF|IOR|BAF|THC|CFS|GLEC|W\/M)\b/g, '')), `English in a charge cell: ${cell}`);
    assert.ok(!english.includes(cell), `English text: ${cell}`);
  }
  assert.ok(cells.includes(t('quoteResult.fee.FREIGHT')));

  // The rest of the page: no English word left but the companies' own names (the forwarders and carriers,
  // as the filters list them), currency codes and the emissions standard.
  const names = await page.locator('main label').evaluateAll((labels) => labels.map((l) => (l.textContent ?? '').replace(/[（(]\d+[)）]\s*$/, '').trim()));
  assert.deepEqual(await englishWordsLeft(page, names), [], 'English left on Quote Result in zh_TW');
  assert.deepEqual(await halfWidthPunctuationInChinese(page), [], 'half-width punctuation in Chinese on Quote Result');
  assertClean();
  await context.close();
});
