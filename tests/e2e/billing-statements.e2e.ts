/**
 * Upcoming Payouts and History Statement in a real browser against the production build: the
 * forwarder sees its payouts net of the fee (with the fee and its percentage) and the totals per
 * currency; the shipper has no forwarder tab and a forwarder-only URL says why; a history statement
 * CSV downloads with the table's header row; axe finds nothing on either page; and at 390 px in zh_TW
 * the tabs and the payout cards fit the screen.
 */
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages as billingMessages } from '../../src/features/billing/billing.messages';
import { messages as payoutMessages } from '../../src/features/billing/payouts.messages';
import { messages as statementMessages } from '../../src/features/billing/statements.messages';
import { messages as terms } from '../../src/features/billing/billing-terms.messages';
import { messages as shell } from '../../src/features/shell/shell.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

type Locale = 'en_US' | 'zh_TW';
const catalogue = (locale: Locale) =>
  ({ ...billingMessages[locale], ...payoutMessages[locale], ...statementMessages[locale], ...terms[locale], ...shell[locale] }) as Record<string, string>;
const translator = (locale: Locale) => (key: string) => {
  const text = catalogue(locale)[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};
const t = translator('en_US');
const MONEY = /^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/;
const amount = (text: string) => Number(text.replace(/^[A-Z]{3} /, '').replace(/,/g, ''));

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

const rows = (page: Page) => page.locator('table tbody tr');
const cell = (page: Page, row: number, label: string) => rows(page).nth(row).locator(`td[data-label="${label}"]`);

test('the forwarder sees its payouts net of the fee, with totals per currency, and exports its statement', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'forwarder@example.com');
  await page.goto('/billing');
  await waitForBackend(page);
  await page.waitForURL('**/billing/upcoming-payouts');
  await page.getByText(/^Showing 1–\d+ of [\d,]+ payouts$/).waitFor({ timeout: 20_000 });

  const count = Math.min(await rows(page).count(), 5);
  assert.ok(count > 0, 'the forwarder has payouts');
  for (let i = 0; i < count; i++) {
    const gross = (await cell(page, i, t('billing.field.billAmount')).textContent())!;
    const net = (await cell(page, i, t('payouts.column.netPayout')).textContent())!;
    const fee = (await cell(page, i, t('billing.field.platformFee')).textContent())!;
    assert.match(gross, MONEY);
    assert.match(net, MONEY);
    const [, feeAmount, percent] = /^([A-Z]{3} [\d,]+\.\d\d)(\d+(?:\.\d+)?)% of the bill$/.exec(fee) ?? [];
    assert.ok(feeAmount && percent, `fee and percentage shown: ${fee}`);
    assert.ok(Math.abs(amount(gross) - amount(feeAmount) - amount(net)) < 0.005, 'net = bill − fee');
    assert.match((await cell(page, i, t('billing.field.cutOffDate')).textContent())!, /^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
  }
  const totals = page.getByRole('region', { name: t('payouts.totals.heading') });
  assert.ok((await totals.getByText(/^Net payout: (USD|EUR|GBP) [\d,]+\.\d\d$/).count()) >= 1, 'totals per currency');
  // Over every matching payout, not the page: the counts per currency add up to the list's total.
  const listed = Number(/of ([\d,]+) payouts$/.exec((await page.getByText(/^Showing 1–\d+ of [\d,]+ payouts$/).textContent())!)![1]!.replace(/,/g, ''));
  await totals.getByText(`Over all ${listed.toLocaleString('en-US')} matching payouts.`).waitFor();
  const counts = await totals.getByText(/^\d+ payouts?$/).allTextContents();
  assert.equal(counts.reduce((sum, c) => sum + Number.parseInt(c, 10), 0), listed, 'totals count every matching payout');
  assert.deepEqual(await axeViolations(page), [], 'axe on Upcoming Payouts');

  // History statement: the CSV of every entry, headed like the table.
  await page.getByRole('navigation', { name: t('billing.nav.label') }).getByRole('link', { name: t('shell.route.historyStatement') }).click();
  await page.getByText(/^Showing 1–\d+ of [\d,]+ statement entries$/).waitFor({ timeout: 20_000 });
  assert.deepEqual(await axeViolations(page), [], 'axe on History Statement');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('statements.export.button') }).click()]);
  assert.match(download.suggestedFilename(), /^statements-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, first] = csv.split('\r\n');
  assert.equal(header, 'Paid out on,Bill no.,Shipment no.,Buyer,How,Invoice/total amount,Platform fee,Net payout,Currency,Status,Payment reference');
  assert.match(first!, /^\d{4}-\d{2}-\d{2},/);
  assertClean();
  await context.close();
});

test('the shipper has no forwarder tab, and a forwarder-only URL says why', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await page.goto('/billing/upcoming-payouts');
  await waitForBackend(page);
  const nav = page.getByRole('navigation', { name: t('billing.nav.label') });
  await nav.waitFor();
  assert.equal(await nav.getByRole('link', { name: t('shell.route.upcomingPayouts') }).count(), 0);
  assert.equal(await nav.getByRole('link', { name: t('shell.route.bankDetail') }).count(), 0);
  const alert = page.getByRole('alert').filter({ hasText: 'is for logistics providers' });
  await alert.waitFor();
  assert.equal(await page.locator('table').count(), 0);
  assert.equal(await page.getByRole('link', { name: t('billing.refused.goToLanding') }).getAttribute('href'), '/billing/upcoming-bill');

  // The shipper's own statement: paid bills, axe clean.
  await page.goto('/billing/history-statement');
  await page.getByText(/^Showing 1–\d+ of [\d,]+ statement entries$/).waitFor({ timeout: 20_000 });
  assert.match((await cell(page, 0, t('billing.field.amountPaid')).textContent())!, MONEY);
  assert.deepEqual(await axeViolations(page), [], 'axe on the shipper’s History Statement');
  assertClean();
  await context.close();
});

test('at 390 px in zh_TW the tabs scroll and the payouts are cards that fit', async () => {
  const { page, context, assertClean } = await openPage(browser, { locale: 'zh-TW', viewport: { width: 390, height: 844 } });
  const tw = translator('zh_TW');
  await signIn(page, 'forwarder@example.com');
  // Signed in, the app then opens in Traditional Chinese (the language it remembers).
  await page.evaluate(() => localStorage.setItem('locale', 'zh_TW'));
  await page.goto('/billing/upcoming-payouts');
  await waitForBackend(page);
  await page.getByRole('heading', { level: 1, name: tw('shell.route.upcomingPayouts') }).waitFor({ timeout: 20_000 });
  await rows(page).first().waitFor({ timeout: 20_000 });
  const card = await rows(page).first().boundingBox();
  assert.ok(card && card.x >= 0 && card.x + card.width <= 390, 'the first card fits the screen');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'nothing makes the page wider than the phone');
  // Every tab can be reached: the bar scrolls sideways inside itself.
  const bank = page.getByRole('navigation', { name: tw('billing.nav.label') }).getByRole('link', { name: tw('shell.route.bankDetail') });
  await bank.focus();
  const box = await bank.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the last tab scrolls into view');
  assert.match((await cell(page, 0, tw('payouts.column.netPayout')).textContent())!, MONEY);
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px in zh_TW');
  assertClean();
  await context.close();
});
