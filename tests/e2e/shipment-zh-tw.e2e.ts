/**
 * The shipment list and a shipment's page in Traditional Chinese (zh_TW) in a real browser: the shipper
 * signs in choosing 繁體中文, sees every status in its translated word and every date in the zh_TW date
 * language, filters by a status (the URL keeps it), opens a shipment; axe finds nothing on either page.
 * At 1280 px the dates, the amounts and the Cancel button stay on one line and inside their cells; at
 * 390 px nothing is cut off.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, halfWidthPunctuationInChinese, launch, openPage, waitForBackend } from './harness';
import { catalogue } from './catalogue';
import { messages as listMessages } from '../../src/features/shipment/shipment-list.messages';
import { messages as detailMessages } from '../../src/features/shipment/shipment-detail.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';
import { shipmentStatusValues } from '../../src/api/schema.gen';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const zh = { ...listMessages.zh_TW, ...detailMessages.zh_TW, ...terms.zh_TW } as Record<string, string>;
const en = { ...listMessages.en_US, ...detailMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string) => {
  const text = zh[key];
  if (text === undefined) throw new Error(`no zh_TW message ${key}`);
  return text;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "顯示第 1–20 筆，共 110 筆貨運訂單", with any numbers. */
const RANGE = new RegExp(`^${escape(t('shipment.list.range')).replace(/\\\{\w+\\\}/g, '[\\d,]+')}$`);
/** The zh_TW date language: 2026年11月24日. */
const ZH_DATE = /^\d{4}年\d{1,2}月\d{1,2}日$/;
const ZH_STATUSES = new Set(shipmentStatusValues.map((s) => t(`shipment.status.${s}`)));
const EN_STATUSES = new Set(shipmentStatusValues.map((s) => en[`shipment.status.${s}`]));

async function signInZhTw(page: Page) {
  const auth = catalogue('zh_TW');
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByRole('combobox').first().selectOption('zh_TW');
  await page.getByLabel(auth('auth.field.email')).fill('shipper@example.com');
  await page.getByLabel(auth('auth.field.password'), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: auth('auth.signIn.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function openList(page: Page) {
  await page.goto('/shipment/list');
  await waitForBackend(page);
  await page.getByText(RANGE).waitFor({ timeout: 20_000 });
}

const rows = (page: Page) => page.locator('table tbody tr');
const column = (page: Page, key: string) => page.locator(`table tbody td[data-label="${t(key)}"]`);

/** Cells (or buttons) whose text takes more than one line, or sticks out of its cell. */
async function wrappedOrOverflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const cell = el.closest('td') ?? el;
      const out = range.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1;
      return lines.size > 1 || out ? [`${el.textContent} (${lines.size} lines${out ? ', out of its cell' : ''})`] : [];
    }),
  );
}

test('the shipper in zh_TW sees translated statuses and zh_TW dates, filters, and opens a shipment', async () => {
  const { page, context, assertClean } = await openPage(browser, { locale: 'zh-TW' });
  await signInZhTw(page);
  await openList(page);

  const statuses = await column(page, 'shipment.list.column.status').allTextContents();
  assert.equal(statuses.length, 20);
  for (const status of statuses) {
    assert.ok(ZH_STATUSES.has(status), `a status in zh_TW: ${status}`);
    assert.ok(!EN_STATUSES.has(status), `not English: ${status}`);
  }
  for (const key of ['bookedDate', 'cargoReadyDate', 'deliveryDate']) {
    const dates = await column(page, `shipment.list.column.${key}`).allTextContents();
    assert.equal(dates.length, 20);
    for (const date of dates) assert.match(date, ZH_DATE, `${key} in the zh_TW date language`);
  }
  assert.deepEqual(await axeViolations(page), [], 'axe on the list in zh_TW');

  // At 1280 px nothing that must stay whole wraps: dates, amounts, shipment numbers and Cancel.
  assert.deepEqual(await wrappedOrOverflowing(page, 'table tbody td.sl-nowrap'), []);
  assert.deepEqual(await wrappedOrOverflowing(page, 'table tbody td button'), []);

  // Filter by a status, in the user's words; the URL keeps it.
  await page.getByRole('button', { name: t('shipment.list.filters.toggle'), exact: true }).click();
  await page.getByRole('group', { name: t('shipment.list.filters.status') }).getByRole('checkbox', { name: t('shipment.status.CLOSED') }).check();
  await page.waitForURL((url) => url.searchParams.get('status') === 'CLOSED');
  await page.getByText(RANGE).waitFor();
  const closed = await column(page, 'shipment.list.column.status').allTextContents();
  assert.ok(closed.length > 0);
  assert.ok(closed.every((s) => s === t('shipment.status.CLOSED')), closed.join(', '));
  assert.deepEqual(await axeViolations(page), [], 'axe with the filters open');

  // Open the first closed shipment: its status and dates in zh_TW too.
  const link = rows(page).first().getByRole('link');
  const shipmentNo = (await link.textContent())!;
  await link.click();
  await page.getByTestId('shipment-no').filter({ hasText: shipmentNo }).waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('shipment-status').textContent(), t('shipment.status.CLOSED'));
  await page.getByText(t('shipment.detail.field.bookedDate'), { exact: true }).first().waitFor();
  assert.ok((await page.getByText(ZH_DATE).count()) > 0, 'dates on the shipment page are in zh_TW');
  assert.deepEqual(await axeViolations(page), [], 'axe on the shipment page in zh_TW');
  // The documents are listed (their categories in Chinese), and nothing joins Chinese with a half-width mark.
  await page.getByText(t('shipment.documentCategory.Customs'), { exact: true }).first().waitFor();
  assert.deepEqual(await halfWidthPunctuationInChinese(page), [], 'half-width punctuation in Chinese on the shipment page');
  assertClean();
  await context.close();
});

test('in zh_TW at 390 px the list is cards and nothing is cut off', async () => {
  const { page, context, assertClean } = await openPage(browser, { locale: 'zh-TW', viewport: { width: 390, height: 844 } });
  await signInZhTw(page);
  await openList(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  const cut = await page.locator('table tbody td').evaluateAll((cells) =>
    cells.filter((c) => c.getBoundingClientRect().width > 0 && (c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > 391)).map((c) => c.textContent),
  );
  assert.deepEqual(cut, [], 'no card cell is cut off');
  for (const date of await column(page, 'shipment.list.column.bookedDate').allTextContents()) assert.match(date, ZH_DATE);
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px in zh_TW');
  assertClean();
  await context.close();
});
