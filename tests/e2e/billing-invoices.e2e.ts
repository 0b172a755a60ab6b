/**
 * Invoices and Bank Details in a real browser against the production build: the forwarder hides one
 * invoice column and moves another, saves, reloads and finds the same layout; an invoice PDF downloads
 * whole (%PDF … %%EOF); the forwarder's bank details refuse a bad SWIFT and a bad ABA next to their
 * fields with what was typed kept, then save once fixed and show the same after a reload; axe finds
 * nothing on either page, at 1280 px and at 390 px.
 */
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages as invoiceMessages } from '../../src/features/billing/invoice.messages';
import { messages as bankMessages } from '../../src/features/billing/bank-detail.messages';
import { messages as terms } from '../../src/features/billing/billing-terms.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...invoiceMessages.en_US, ...bankMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

async function openInvoices(page: Page) {
  await page.goto('/billing/invoice');
  await waitForBackend(page);
  await page.getByText(/^Showing 1–\d+ of [\d,]+$/).waitFor({ timeout: 20_000 });
}

const headers = (page: Page) =>
  page.locator('table.iv-table thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').replace(/[▲▼↕]/g, '')));

test('the invoice column layout survives a reload', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'forwarder@example.com');
  await openInvoices(page);
  await page.getByRole('button', { name: t('invoice.columns.toggle') }).click();
  await page.getByRole('checkbox', { name: t('invoice.columns.show', { column: t('billing.field.billNo') }) }).check();
  await page.getByRole('checkbox', { name: t('invoice.columns.show', { column: t('billing.field.billNo') }) }).uncheck();
  // Keyboard: the move button is reached and pressed without a mouse.
  await page.getByRole('button', { name: t('invoice.columns.moveUp', { column: t('billing.field.dueDate') }) }).focus();
  await page.keyboard.press('Enter');
  const edited = await headers(page);
  assert.ok(!edited.includes(t('billing.field.billNo')), 'Bill no. is hidden');
  assert.ok(edited.indexOf(t('billing.field.dueDate')) < edited.indexOf(t('billing.field.currency')), 'Due date moved before Currency');
  await page.getByRole('button', { name: t('invoice.columns.save') }).click();
  await page.getByText(t('invoice.columns.allSaved')).waitFor();

  await page.reload();
  await waitForBackend(page);
  await page.getByText(/^Showing 1–\d+ of [\d,]+$/).waitFor({ timeout: 20_000 });
  await page.waitForFunction((expected) => {
    const now = [...document.querySelectorAll('table.iv-table thead th')].map((th) => (th.textContent ?? '').replace(/[▲▼↕]/g, ''));
    return JSON.stringify(now) === expected;
  }, JSON.stringify(edited));
  assert.deepEqual(await headers(page), edited);
  assertClean();
  await context.close();
});

test('an invoice PDF downloads whole', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await openInvoices(page);
  const button = page.getByRole('button', { name: /^Download (Tax invoice|Invoice) PDF / }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  const bytes = await readFile((await download.path())!);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.match(bytes.subarray(Math.max(0, bytes.length - 32)).toString('latin1'), /%%EOF\s*$/);
  assert.equal(await page.getByText(t('invoice.download.error')).count(), 0);
  assertClean();
  await context.close();
});

test('the forwarder fixes a bad SWIFT and a bad ABA, saves, and a reload shows them', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'forwarder@example.com');
  await page.goto('/billing/bank-detail');
  await waitForBackend(page);
  await page.getByRole('radio', { name: t('billing.currency.USD') }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: new RegExp(`^(${t('bankDetail.edit')}|${t('bankDetail.add')})$`) }).click();
  const fill = async (label: string, value: string) => page.getByLabel(t(label), { exact: true }).fill(value);
  await fill('billing.bank.accountNo', '000123456789');
  await fill('billing.bank.bankName', 'JPMorgan Chase Bank, N.A.');
  await fill('billing.bank.bankAddress', '383 Madison Avenue, New York, NY 10179');
  await fill('billing.bank.recipientName', 'Oceanic Forwarding LLC');
  await fill('billing.bank.recipientAddress', '1 Harbor Way, Long Beach, CA 90802');
  await fill('billing.bank.swiftCode', 'CHASZZ33');
  await fill('billing.bank.abaRouting', '021000022');
  await page.getByRole('button', { name: t('bankDetail.save') }).click();

  const swift = page.getByLabel(t('billing.bank.swiftCode'), { exact: true });
  const aba = page.getByLabel(t('billing.bank.abaRouting'), { exact: true });
  await page.locator('#bank-swiftCode-error').getByText(t('bankDetail.error.swift.country')).waitFor();
  await page.locator('#bank-abaRouting-error').getByText(t('bankDetail.error.aba.checksum')).waitFor();
  assert.equal(await swift.getAttribute('aria-invalid'), 'true');
  assert.match((await swift.getAttribute('aria-describedby')) ?? '', /bank-swiftCode-error/);
  assert.equal(await swift.inputValue(), 'CHASZZ33');
  assert.equal(await aba.inputValue(), '021000022');
  // The first field in error has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'bank-swiftCode');

  await swift.fill('CHASUS33');
  await aba.fill('021000021');
  await page.getByRole('button', { name: t('bankDetail.save') }).click();
  await page.getByText(t('bankDetail.saved', { currency: t('billing.currency.USD') })).waitFor();

  await page.reload();
  await waitForBackend(page);
  await page.locator('dd[data-field="swiftCode"]').getByText('CHASUS33', { exact: true }).waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('dd[data-field="abaRouting"]').textContent(), '021000021');
  assert.equal(await page.locator('dd[data-field="recipientName"]').textContent(), 'Oceanic Forwarding LLC');
  assertClean();
  await context.close();
});

for (const width of [1280, 390]) {
  test(`axe finds nothing on Invoices and Bank Details at ${width} px`, async () => {
    const { page, context, assertClean } = await openPage(browser, { viewport: { width, height: 900 } });
    await signIn(page, 'forwarder@example.com');
    await openInvoices(page);
    await page.getByRole('button', { name: t('invoice.columns.toggle') }).click();
    await page.getByRole('button', { name: t('invoice.filters.toggle') }).click();
    assert.deepEqual(await axeViolations(page), []);
    // Nothing is cut off: the page does not scroll sideways.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll on Invoices');

    await page.goto('/billing/bank-detail');
    await waitForBackend(page);
    await page.getByRole('radio', { name: t('billing.currency.USD') }).waitFor({ timeout: 20_000 });
    // The seeded USD account is read; EUR has none, so its empty form shows every message at once.
    await page.locator('dd[data-field="swiftCode"]').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('radio', { name: t('billing.currency.EUR') }).check();
    await page.getByRole('button', { name: t('bankDetail.add') }).click();
    await page.getByRole('button', { name: t('bankDetail.save') }).click();
    await page.locator('#bank-accountNo-error').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll on Bank Details');
    assertClean();
    await context.close();
  });
}
