/**
 * The shipper's whole journey in a real browser: Find Quote → book a Pacific Bridge quote → the new
 * shipment is first in the shipment list → open it → upload a commercial invoice → comment → send it
 * to the forwarder; then the forwarder, in a browser context of their own, reads the comment with the
 * shipper's company and puts the shipment on hold for a missing packing list; the shipper sees the hold
 * and its reason.
 *
 * The embedded backend keeps its data in each context's storage, so the store is carried from one
 * context to the other (what a shared server would be) before each side looks.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';
import { catalogue } from './catalogue';
import { showPartyFields } from './booking-party';
import { STORAGE_KEY } from '../../mocks/store/db';
import { messages as detailMessages } from '../../src/features/shipment/shipment-detail.messages';
import { messages as fileMessages } from '../../src/features/shipment/shipment-files.messages';
import { messages as listMessages } from '../../src/features/shipment/shipment-list.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const q = catalogue('en_US');
const en = { ...listMessages.en_US, ...detailMessages.en_US, ...fileMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const HOLD_REASON = 'The packing list is missing; please upload it so we can book the space.';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel(q('auth.field.email')).fill(email);
  await page.getByLabel(q('auth.field.password'), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: q('auth.signIn.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The embedded backend's store of one context, once its last change is written. */
async function storeOf(page: Page): Promise<string> {
  await page.waitForTimeout(300);
  const value = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  assert.ok(value, 'the embedded backend saved its store');
  return value;
}

/** Gives a context the other one's store, then loads `path` so its embedded backend reads it. */
async function carryStore(page: Page, store: string, path: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, store] as const);
  await page.goto(path);
  await waitForBackend(page);
}

async function pickPlace(page: Page, label: string, query: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(query);
  await page.getByRole('option', { name: option }).first().click();
}

async function findQuote(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: q('findQuote.submit') }).waitFor({ timeout: 20_000 });
  await page.getByLabel(q('findQuote.origin.country')).selectOption('CN');
  await pickPlace(page, q('findQuote.origin.place.port'), 'Shanghai', /Shanghai/);
  await page.getByLabel(q('findQuote.origin.readyDate'), { exact: true }).fill(inDays(5));
  await page.getByLabel(q('findQuote.destination.country')).selectOption('US');
  await pickPlace(page, q('findQuote.destination.place.port'), 'Los Angeles', /Los Angeles/);
  await page.getByRole('radio', { name: q('shell.mode.LCL') }).check({ force: true });
  await page.getByRole('radio', { name: q('findQuote.loadBy.TOTALS') }).check({ force: true });
  await page.getByLabel(q('findQuote.totals.units')).fill('2');
  await page.getByLabel(q('findQuote.totals.weight', { unit: q('findQuote.unit.kg') })).fill('800');
  await page.getByLabel(q('findQuote.totals.volume', { unit: q('findQuote.unit.cbm') })).fill('3.6');
  await page.getByRole('button', { name: q('findQuote.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/quote-result' && url.searchParams.has('q'));
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

/** Books a Pacific Bridge quote (the demo forwarder's company); returns the new shipment's id. */
async function book(page: Page): Promise<string> {
  const card = page.getByRole('article', { name: /Pacific Bridge/ }).first();
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('link', { name: new RegExp(`^${q('quoteResult.card.book')}`) }).or(card.getByRole('button', { name: new RegExp(`^${q('quoteResult.card.book')}`) })).first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  await page.getByRole('button', { name: q('booking.submit') }).waitFor();
  await fillCompany(page, 'booking.consignor.legend', 'Yangtze Export Co.', 'CN');
  await fillCompany(page, 'booking.consignee.legend', 'Acme Home Goods Inc.', 'US');
  const commodity = page.getByRole('group', { name: q('booking.commodity.row', { n: 1 }) });
  await commodity.getByLabel(q('booking.commodity.description'), { exact: true }).fill('Ceramic tableware');
  await commodity.getByLabel(q('booking.commodity.hsCode'), { exact: true }).fill('691200');
  await commodity.getByLabel(q('booking.commodity.value'), { exact: true }).fill('12000');
  await commodity.getByLabel(q('booking.commodity.count'), { exact: true }).fill('240');
  await page.getByLabel(q('booking.field.goodsValue'), { exact: true }).fill('12000');
  await page.getByRole('checkbox', { name: q('booking.confirm.commercial') }).check({ force: true });
  await page.getByRole('checkbox', { name: q('booking.confirm.terms') }).check({ force: true });
  await page.getByRole('button', { name: q('booking.submit') }).click();
  await page.waitForURL((url) => /^\/shipment\/[^/]+$/.test(url.pathname), { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, 'latin1');

test('the shipper books, finds, documents and discusses a shipment; the forwarder holds it; the shipper sees why', async () => {
  const shipper = await openPage(browser);
  const { page } = shipper;
  await signIn(page, 'shipper@example.com');
  await findQuote(page);
  const id = await book(page);
  const shipmentNo = (await page.getByTestId('shipment-no').textContent())!.trim();
  assert.match(shipmentNo, /^SHP/);

  // The new shipment is first in the list (newest booking first).
  await page.goto('/shipment/list');
  await page.getByText(/^Showing 1–\d+ of [\d,]+ shipments$/).waitFor({ timeout: 20_000 });
  const first = page.locator('table tbody tr').first();
  assert.equal(await first.getByRole('link').textContent(), shipmentNo);
  assert.equal(await first.locator(`td[data-label="${t('shipment.list.column.status')}"]`).textContent(), t('shipment.status.BOOKING_PLACED'));

  // Open it, upload a commercial invoice, and comment.
  await first.getByRole('link', { name: shipmentNo }).click();
  await page.waitForURL((url) => url.pathname === `/shipment/${id}`);
  const upload = page.locator('#shipment-documents-upload');
  await upload.waitFor({ timeout: 20_000 });
  await upload.getByLabel(t('shipment.documents.upload.type'), { exact: true }).selectOption('COMMERCIAL_INVOICE');
  await page.locator('#shipment-documents-files').setInputFiles({ name: 'CI-journey.pdf', mimeType: 'application/pdf', buffer: pdf('journey') });
  await upload.getByRole('button', { name: t('shipment.documents.upload.start'), exact: true }).click();
  await upload.getByText(t('shipment.documents.upload.status.done')).waitFor();
  const documents = page.locator('section[aria-labelledby="shipment-documents-title"]');
  await documents.getByRole('heading', { name: 'CI-journey.pdf', exact: true }).waitFor();

  const comments = page.locator('section[aria-labelledby="shipment-comments-title"]');
  await page.locator('#shipment-comment-text').fill('The commercial invoice is uploaded; the cargo is ready on time.');
  await comments.getByRole('button', { name: t('shipment.comments.send'), exact: true }).click();
  const sent = comments.locator('ol > li').filter({ hasText: 'The commercial invoice is uploaded' });
  await sent.getByText('Acme Home Goods Inc.', { exact: true }).waitFor();

  // The buyer owns the booking until it is sent to the forwarder (decision 030).
  await page.getByRole('button', { name: t('shipment.detail.action.sendToProvider') }).click();
  const sendForm = page.getByRole('form', { name: t('shipment.detail.form.sendToProvider.title') });
  await sendForm.getByRole('button', { name: t('shipment.detail.form.sendToProvider.submit') }).click();
  await page.getByTestId('shipment-status').filter({ hasText: new RegExp(`^${t('shipment.status.SENT_TO_PROVIDER')}$`) }).waitFor();
  shipper.assertClean();

  // The forwarder, in a context of their own, holds it for a missing packing list.
  const forwarder = await openPage(browser);
  const fp = forwarder.page;
  await fp.goto('/login');
  await waitForBackend(fp);
  await carryStore(fp, await storeOf(page), '/login');
  await signIn(fp, 'forwarder@example.com');
  await fp.goto(`/shipment/${id}`);
  await fp.getByTestId('shipment-no').filter({ hasText: shipmentNo }).waitFor({ timeout: 20_000 });
  await fp.getByRole('button', { name: t('shipment.detail.action.hold') }).click();
  const holdForm = fp.getByRole('form', { name: t('shipment.detail.form.hold.title') });
  await holdForm.getByRole('combobox', { name: t('shipment.detail.form.hold.category') }).selectOption({ label: t('shipment.holdCategory.MISSING_DOCUMENT') });
  await holdForm.getByRole('combobox', { name: t('shipment.detail.form.hold.documentType') }).selectOption({ label: t('shipment.documentType.PACKING_LIST') });
  await holdForm.getByLabel(t('shipment.detail.form.hold.reason')).fill(HOLD_REASON);
  await holdForm.getByRole('button', { name: t('shipment.detail.form.hold.submit') }).click();
  const heldTitle = t('shipment.detail.hold.title', { category: t('shipment.holdCategory.MISSING_DOCUMENT') });
  await fp.getByRole('region', { name: heldTitle }).waitFor();
  // The forwarder reads the shipper's comment with the shipper's company.
  await fp.locator('section[aria-labelledby="shipment-comments-title"]').getByText('Acme Home Goods Inc.', { exact: true }).first().waitFor();
  forwarder.assertClean();
  const forwarderStore = await storeOf(fp);
  await forwarder.context.close();

  // The shipper sees the hold, its reason and what to do.
  await carryStore(page, forwarderStore, `/shipment/${id}`);
  const banner = page.getByRole('region', { name: heldTitle });
  await banner.waitFor({ timeout: 20_000 });
  await banner.getByText(HOLD_REASON, { exact: true }).waitFor();
  const packingList = t('shipment.documentType.PACKING_LIST');
  await banner.getByText(t('shipment.detail.hold.guidance.MISSING_DOCUMENT', { documentType: packingList })).waitFor();
  shipper.assertClean();
  await shipper.context.close();
});
