/**
 * The shipment list in a real browser against the production build: the shipper finds a shipment by
 * its house no, filters by status, reloads (the filter stays), changes the page size, exports the CSV
 * (the downloaded file's first lines), and cancels a shipment from its row with a reason; the
 * forwarder sees the buyer column with each booking company's name; axe finds nothing at 1280 and at 390 px, where nothing is cut off.
 */
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages as listMessages } from '../../src/features/shipment/shipment-list.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...listMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};
const RANGE = /^Showing 1–\d+ of [\d,]+ shipments$/;

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

async function openList(page: Page, search = '') {
  await page.goto(`/shipment/list${search}`);
  await waitForBackend(page);
  await page.getByText(RANGE).waitFor({ timeout: 20_000 });
}

const rows = (page: Page) => page.locator('table tbody tr');
const cell = (page: Page, row: number, label: string) => rows(page).nth(row).locator(`td[data-label="${label}"]`);
const total = async (page: Page) => Number(/of ([\d,]+) shipments/.exec((await page.getByText(RANGE).textContent()) ?? '')![1]!.replace(/,/g, ''));

/** Words of the table drawn over two lines (a word broken inside, e.g. "container" / ")"), and cells whose text runs out of them. */
function brokenTableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('table th, table td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(word[0]);
        }
      }
      if (cell.scrollWidth > cell.clientWidth + 1) broken.push(`overflows: ${cell.textContent}`);
    }
    return broken;
  });
}

/** A house no of one of the signed-in user's shipments, read from the embedded backend as the app reads it. */
async function someHouseNo(page: Page): Promise<{ houseNo: string; shipmentNo: string }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/shipment/list', {
      method: 'POST', headers,
      body: JSON.stringify({ pageNumber: 0, pageSize: 50, queryConditionsType: 'AND', queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['DEPARTED', 'ARRIVED'] }] }),
    }).then((r) => r.json());
    for (const row of list.data.list) {
      const detail = await fetch(`/api/shipment/${row.id}`, { headers }).then((r) => r.json());
      if (detail.data.houseNo) return { houseNo: detail.data.houseNo as string, shipmentNo: detail.data.shipmentNo as string };
    }
    throw new Error('no shipment with a house no');
  });
}

test('the shipper searches, filters, reloads, pages, exports and cancels from the list', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await openList(page);
  const all = await total(page);
  assert.equal(await rows(page).count(), 20);
  assert.deepEqual(await axeViolations(page), [], 'axe at 1280 px');
  assert.deepEqual(await brokenTableText(page), [], 'every column has room for its words at 1280 px');

  // Find a shipment by its house no (HAWB/HBOL).
  const { houseNo, shipmentNo } = await someHouseNo(page);
  const search = page.getByRole('searchbox', { name: t('shipment.list.search.label') });
  await search.fill(houseNo);
  await page.getByText('Showing 1–1 of 1 shipments').waitFor();
  assert.equal(await rows(page).locator('a').first().textContent(), shipmentNo);
  await search.fill('');
  await page.getByText(`Showing 1–20 of ${all.toLocaleString('en-US')} shipments`).waitFor();

  // Filter by status; the URL keeps it, and so does a reload.
  await page.getByRole('button', { name: t('shipment.list.filters.toggle'), exact: true }).click();
  await page.getByRole('group', { name: t('shipment.list.filters.status') }).getByRole('checkbox', { name: t('shipment.status.CLOSED') }).check();
  await page.waitForURL((url) => url.searchParams.get('status') === 'CLOSED');
  await page.getByText(RANGE).waitFor();
  const closed = await total(page);
  assert.ok(closed < all);
  for (let i = 0; i < (await rows(page).count()); i += 1) assert.equal(await cell(page, i, 'Status').textContent(), t('shipment.status.CLOSED'));
  await page.reload();
  await waitForBackend(page);
  await page.getByText(RANGE).waitFor();
  assert.equal(await total(page), closed);
  assert.equal(await page.getByRole('checkbox', { name: t('shipment.status.CLOSED') }).isChecked(), true);
  assert.equal(await page.getByRole('button', { name: t('shipment.list.filters.toggleCount', { count: 1 }) }).getAttribute('aria-expanded'), 'true');

  // Page size.
  await page.getByLabel(t('shipment.list.pageSize')).selectOption('10');
  await page.waitForURL((url) => url.searchParams.get('size') === '10');
  await page.getByText(`Showing 1–10 of ${closed} shipments`).waitFor();
  assert.equal(await rows(page).count(), 10);

  // Export every closed shipment, not only the page of 10.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('shipment.export.button') }).click()]);
  assert.match(download.suggestedFilename(), /^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  assert.equal(lines[0], 'Shipment no.,Status,Mode,Origin,Destination,Booked by,Booked date,Cargo ready date,Delivery date,Forwarder,Total cost,Currency,On hold');
  assert.equal(lines.length, closed + 1);
  assert.match(lines[1]!, /^SHP\w+,Closed,.*,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},.*,\d+\.\d\d,(USD|EUR|GBP),/);
  await page.getByText(new RegExp(`^Exported ${closed} shipments to shipments-`)).waitFor();

  // Cancel a shipment from its row, with a reason: Cancel Success, and the row changes in place.
  await page.getByRole('group', { name: t('shipment.list.filters.status') }).getByRole('checkbox', { name: t('shipment.status.CLOSED') }).uncheck();
  await page.getByRole('group', { name: t('shipment.list.filters.status') }).getByRole('checkbox', { name: t('shipment.status.BOOKING_PLACED') }).check();
  await page.waitForURL((url) => url.searchParams.get('status') === 'BOOKING_PLACED');
  await page.getByText(RANGE).waitFor();
  const target = (await rows(page).first().locator('a').first().textContent())!;
  await page.getByRole('button', { name: t('shipment.list.cancelRow.name', { shipmentNo: target }) }).click();
  const dialog = page.getByRole('dialog', { name: t('shipment.cancelDialog.title', { shipmentNo: target }) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t('shipment.cancelDialog.submit') }).click();
  await dialog.getByText(t('shipment.cancelDialog.reason.required')).waitFor();
  await dialog.getByLabel(t('shipment.cancelDialog.reason.label')).fill('The supplier cannot make the cargo ready date.');
  await dialog.getByRole('button', { name: t('shipment.cancelDialog.submit') }).click();
  await dialog.getByText(t('shipment.cancelDialog.success'), { exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe with the dialog open');
  await dialog.getByRole('button', { name: t('shipment.cancelDialog.close') }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = rows(page).filter({ has: page.getByRole('link', { name: target, exact: true }) });
  assert.equal(await row.locator('td[data-label="Status"]').textContent(), t('shipment.status.CANCELLED'));
  assert.equal(await row.getByRole('button', { name: t('shipment.list.cancelRow.name', { shipmentNo: target }) }).count(), 0);

  assertClean();
  await context.close();
});

test('the forwarder sees the buyer column and no Cancel', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signIn(page, 'forwarder@example.com');
  await openList(page);
  const headers = await page.locator('table thead th').allTextContents();
  assert.ok(headers.some((h) => h === 'Buyer'), `headers: ${headers.join(' | ')}`);
  assert.ok(!headers.some((h) => h === 'Forwarder' || h === 'Actions'));
  const buyers = await page.locator('table tbody td[data-label="Buyer"]').allTextContents();
  assert.equal(buyers.length, await rows(page).count());
  assert.ok(buyers.every((b) => b.trim().length > 0 && b !== t('shipment.list.notGiven')), `buyers: ${buyers.join(' | ')}`);
  assert.equal(await page.getByRole('button', { name: /^Cancel shipment/ }).count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  assertClean();
  await context.close();
});

test('on a 390 px phone the rows are cards, nothing is cut off, and axe finds nothing', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(page, 'shipper@example.com');
  await openList(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  const first = rows(page).first();
  const box = await first.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the first card fits the screen');
  assert.equal(await first.locator('td[data-label="Status"]').isVisible(), true);
  // The sortable headers are sort buttons above the cards.
  await page.getByRole('button', { name: /^Total cost/ }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'totalCost:asc');
  await page.getByText(RANGE).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px');
  await page.getByRole('button', { name: t('shipment.list.filters.toggle'), exact: true }).click();
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth) <= 0, true, 'the filters fit');
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px with the filters open');
  assertClean();
  await context.close();
});
