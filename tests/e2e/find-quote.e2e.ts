/**
 * Find Quote in a real browser against the production build: the place look-up's list floats over
 * the form, so a click made while it is open lands where it was aimed and the earlier pick stays
 * (docs/decisions/165); Ningbo → Hamburg offers no US customs options, and Search is in view without
 * scrolling at 1280 × 800; at 390 × 844 in Traditional Chinese nothing is wider than the screen and
 * Search stays reachable.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';
import { messages } from '../../src/features/quote/find-quote.messages';
import { messages as shellMessages } from '../../src/features/shell/shell.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

type Lang = keyof typeof messages;
const text = (lang: Lang, key: string) => {
  const value = (messages[lang] as Record<string, string>)[key] ?? (shellMessages[lang] as Record<string, string>)[key];
  if (value === undefined) throw new Error(`no message ${key}`);
  return value;
};
const en = (key: string) => text('en_US', key);

async function openFindQuote(page: Page) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill('shipper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/quote');
  await page.getByRole('form').waitFor({ timeout: 20_000 });
}

async function pick(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
}

/** The element is wholly inside the window, as it is. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return Boolean(box && size && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height);
}

test('a click while the look-up list is open lands, the form does not move, and the earlier pick is kept', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await openFindQuote(page);
  await pick(page, en('findQuote.origin.place.port'), 'shang', /Port of Shanghai \(CNSHA\)/);

  const originPort = page.getByRole('combobox', { name: en('findQuote.origin.place.port'), exact: true });
  const cargoHeading = page.getByRole('heading', { name: en('findQuote.cargo.title') });
  const before = await cargoHeading.boundingBox();
  await originPort.fill('');
  await originPort.pressSequentially('ning');
  await page.getByRole('listbox', { name: en('findQuote.origin.place.port') }).waitFor();
  assert.deepEqual(await cargoHeading.boundingBox(), before, 'the open list moved the form');

  await page.getByText(en('shell.mode.AIR'), { exact: true }).click();
  assert.ok(await page.getByRole('radio', { name: en('shell.mode.AIR') }).isChecked(), 'the click on Air landed');
  // Under Air the restored sea port is let go, with the reason next to the field.
  await page.getByText(en('findQuote.notice.place.needsAirport')).waitFor();
  const originAirport = page.getByRole('combobox', { name: en('findQuote.origin.place.airport'), exact: true });
  assert.equal(await originAirport.inputValue(), 'Shanghai');

  // Back on ocean, typing then clicking elsewhere keeps the pick just made.
  await page.getByText(en('shell.mode.LCL'), { exact: true }).click();
  await pick(page, en('findQuote.origin.place.port'), 'shang', /Port of Shanghai \(CNSHA\)/);
  await originPort.fill('');
  await originPort.pressSequentially('ning');
  await page.getByRole('listbox', { name: en('findQuote.origin.place.port') }).waitFor();
  await page.getByText(en('shell.mode.FCL'), { exact: true }).click();
  assert.ok(await page.getByRole('radio', { name: en('shell.mode.FCL') }).isChecked(), 'the click on FCL landed');
  assert.equal(await originPort.inputValue(), 'Port of Shanghai (CNSHA)');
  assertClean();
  await context.close();
});

test('Ningbo → Hamburg by LCL offers no ISF and no US bonds; Search is in view at 1280 × 800', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await openFindQuote(page);
  assert.ok(await inView(page, page.getByRole('button', { name: en('findQuote.submit') })), 'Search is in view without scrolling');
  await pick(page, en('findQuote.origin.place.port'), 'ningbo', /Port of Ningbo-Zhoushan \(CNNGB\)/);
  await pick(page, en('findQuote.destination.place.port'), 'hamburg', /Port of Hamburg \(DEHAM\)/);
  // The look-up found the port abroad and set its country.
  assert.equal(await page.getByRole('combobox', { name: en('findQuote.destination.country'), exact: true }).inputValue(), 'DE');
  await page.getByText(en('findQuote.customs.noLaneOptions')).waitFor();
  assert.equal(await page.getByRole('checkbox', { name: en('findQuote.customs.isf') }).count(), 0, 'no ISF on a lane into Germany');
  assert.equal(await page.getByRole('group', { name: en('findQuote.customs.bond') }).count(), 0, 'no US bonds on a lane into Germany');
  assertClean();
  await context.close();
});

test('at 390 × 844 in Traditional Chinese nothing is wider than the screen and Search is reachable', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
  await openFindQuote(page);
  // Signed in first (the sign-in page's labels are English here), then the language the app remembers.
  await page.evaluate(() => window.localStorage.setItem('locale', 'zh_TW'));
  await page.reload();
  await page.getByRole('heading', { name: text('zh_TW', 'findQuote.route.title') }).waitFor({ timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  // No control or label is cut off inside its box.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('form label, form legend, form button, form select')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => el.textContent?.trim()),
  );
  assert.deepEqual(clipped, [], 'labels cut off');
  assert.ok(await inView(page, page.getByRole('button', { name: text('zh_TW', 'findQuote.submit') })), 'Search is reachable');
  assertClean();
  await context.close();
});
