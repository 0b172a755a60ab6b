/**
 * A custom quote from answer to booking in a real browser: the forwarder answers the demo shipper's
 * open request with priced charge rows in Quote Management; the shipper, in a context of their own,
 * finds the answer in My Request and books it through Booking Confirm.
 *
 * The embedded backend keeps its data in each context's storage, so the store is carried from one
 * context to the other (what a shared server would be).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';
import { catalogue } from './catalogue';
import { showPartyFields } from './booking-party';
import { STORAGE_KEY } from '../../mocks/store/db';
import { messages as qmMessages } from '../../src/features/quote/quote-management.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const q = catalogue('en_US');
const qm = (key: string, values: Record<string, string | number> = {}) => {
  const template = (qmMessages.en_US as Record<string, string>)[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel(q('auth.field.email')).fill(email);
  await page.getByLabel(q('auth.field.password'), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: q('auth.signIn.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function storeOf(page: Page): Promise<string> {
  await page.waitForTimeout(300);
  const value = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  assert.ok(value, 'the embedded backend saved its store');
  return value;
}

async function fillCompany(page: Page, legend: string, name: string, country: 'CN' | 'US') {
  const group = page.getByRole('group', { name: q(legend) });
  await showPartyFields(group, q);
  const field = (key: string) => group.getByLabel(q(key), { exact: true });
  await field('booking.field.companyName').fill(name);
  await field('booking.field.contactPerson').fill('Lin Wei');
  await field('booking.field.address').fill('88 Harbour Road');
  await field('booking.field.city').fill(country === 'CN' ? 'Shanghai' : 'Los Angeles');
  await field('booking.field.country').selectOption(country);
  await field('booking.field.zipCode').fill(country === 'CN' ? '200000' : '90021');
  await field('booking.field.phone').fill(country === 'CN' ? '+862161234567' : '+13105550100');
  await field('booking.field.email').fill('ops@example.com');
}

test('the forwarder answers a custom request with charge rows; the shipper books the answer', async () => {
  // The forwarder: the open request QR-0001 of the demo shipper (decision 025's seed).
  const forwarder = await openPage(browser);
  const fp = forwarder.page;
  await signIn(fp, 'forwarder@example.com');
  await fp.goto('/quote-management');
  await fp.getByLabel(qm('quoteManagement.search.label')).fill('-0001');
  const card = fp.getByRole('article').filter({ has: fp.getByRole('heading', { level: 2, name: /-0001$/ }) });
  await card.waitFor({ timeout: 20_000 });
  const requestNo = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('button', { name: qm('quoteManagement.action.answerName', { requestNo }) }).click();

  const dialog = fp.getByRole('dialog', { name: qm('quoteManagement.answer.title', { requestNo }) });
  await dialog.waitFor();
  // Sending the empty form puts the errors under the fields and sends nothing.
  await dialog.getByRole('button', { name: qm('quoteManagement.form.send') }).click();
  await dialog.getByText(qm('quoteManagement.form.positive')).or(dialog.getByText(qm('quoteManagement.form.required'))).first().waitFor();
  await dialog.getByLabel(qm('quoteManagement.row.unitPrice', { n: 1 }), { exact: true }).fill('950');
  await dialog.getByRole('button', { name: qm('quoteManagement.form.addRow') }).click();
  await dialog.getByLabel(qm('quoteManagement.row.feeName', { n: 2 }), { exact: true }).fill('Destination THC');
  await dialog.getByLabel(qm('quoteManagement.row.unitPrice', { n: 2 }), { exact: true }).fill('85');
  await dialog.getByLabel(qm('quoteManagement.row.pricingUnit', { n: 2 }), { exact: true }).fill('per shipment');
  await dialog.getByLabel(qm('quoteManagement.form.validUntil'), { exact: true }).fill(inDays(10));
  await dialog.getByLabel(qm('quoteManagement.form.transitMin'), { exact: true }).fill('20');
  await dialog.getByLabel(qm('quoteManagement.form.transitMax'), { exact: true }).fill('26');
  await dialog.getByText(/^Total USD 1,035\.00/).waitFor();
  await dialog.getByRole('button', { name: qm('quoteManagement.form.send') }).click();
  await fp.getByText(qm('quoteManagement.notice.answered', { requestNo })).waitFor({ timeout: 20_000 });
  forwarder.assertClean();

  // The shipper finds the answer in My Request and books it.
  const shipper = await openPage(browser);
  const page = shipper.page;
  await page.goto('/login');
  await waitForBackend(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, await storeOf(fp)] as const);
  await signIn(page, 'shipper@example.com');
  await page.goto('/my-request');
  // The seeded request is the company's oldest: the answered ones fit on one page.
  await page.getByRole('list', { name: q('myRequest.list.label') }).waitFor({ timeout: 20_000 });
  await page.getByLabel(q('myRequest.status.label')).selectOption('ANSWERED');
  const mine = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: requestNo }) });
  await mine.waitFor({ timeout: 20_000 });
  await mine.getByRole('link', { name: q('myRequest.answer.book') }).click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  await page.getByRole('button', { name: q('booking.submit') }).waitFor({ timeout: 20_000 });
  await fillCompany(page, 'booking.consignor.legend', 'Yangtze Export Co.', 'CN');
  await fillCompany(page, 'booking.consignee.legend', 'Acme Home Goods Inc.', 'US');
  const commodity = page.getByRole('group', { name: q('booking.commodity.row', { n: 1 }) });
  await commodity.getByLabel(q('booking.commodity.description'), { exact: true }).fill('Ceramic tableware');
  await commodity.getByLabel(q('booking.commodity.hsCode'), { exact: true }).fill('691200');
  await commodity.getByLabel(q('booking.commodity.value'), { exact: true }).fill('12000');
  await commodity.getByLabel(q('booking.commodity.count'), { exact: true }).fill('240');
  await page.getByLabel(q('booking.field.goodsValue'), { exact: true }).fill('12000');
  // The request was made weeks ago: its cargo ready date has passed, so the shipper gives a new one.
  await page.locator('#booking-cargoReadyDate').fill(inDays(5));
  await page.getByRole('checkbox', { name: q('booking.confirm.commercial') }).check({ force: true });
  await page.getByRole('checkbox', { name: q('booking.confirm.terms') }).check({ force: true });
  await page.getByRole('button', { name: q('booking.submit') }).click();
  await page.waitForURL((url) => /^\/shipment\/[^/]+$/.test(url.pathname), { timeout: 20_000 });
  shipper.assertClean();
});
