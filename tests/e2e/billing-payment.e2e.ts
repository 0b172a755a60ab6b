/**
 * Upcoming Bills and the bill payment in a real browser against the production build: the shipper
 * pays one bill online with a double click on Pay (one payment request, the attempt followed to
 * success), pays another by bank transfer (the account for its currency and the reference), reloads
 * while a third payment is processing (the dialog comes back following the same attempt and ends in
 * success, still one request); axe finds nothing on Upcoming Bills at 1280 and 390 px.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, screenPixel, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages as pageMessages } from '../../src/features/billing/upcoming-bill.messages';
import { messages as terms } from '../../src/features/billing/billing-terms.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...pageMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};
const RANGE = /^Showing 1–\d+ of [\d,]+ bills$/;

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

async function openBills(page: Page, search = '') {
  await page.goto(`/billing/upcoming-bill${search}`);
  await waitForBackend(page);
  await page.getByText(RANGE).waitFor({ timeout: 20_000 });
}

/** Payable bills whose amount due triggers no failure (decision 041: cents .13–.15), as the app reads them. */
async function payableBills(page: Page): Promise<{ id: string; billNo: string; currency: string }[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const answer = await fetch('/api/billing/upcoming-bills', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageNumber: 0, pageSize: 100, queryConditionsType: 'AND', queryConditions: [] }),
    }).then((r) => r.json());
    return (answer.data.list as { id: string; billNo: string; currency: string; payable: boolean; amountDue: number }[])
      .filter((b) => b.payable && ![13, 14, 15].includes(Math.round(b.amountDue * 100) % 100))
      .map(({ id, billNo, currency }) => ({ id, billNo, currency }));
  });
}

function countPaymentPosts(page: Page): { count: () => number } {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/billing/payments') posts += 1;
  });
  return { count: () => posts };
}

const dialog = (page: Page) => page.getByRole('dialog');
const statusIs = (page: Page, status: string) => dialog(page).getByText(t('billing.pay.status', { status: t(`billing.attemptStatus.${status}`) }));

async function findBill(page: Page, billNo: string) {
  await page.getByRole('searchbox', { name: t('billing.bills.search.label') }).fill(billNo);
  await page.getByText('Showing 1–1 of 1 bills').waitFor();
}

test('the shipper pays a bill online with a double click, one by transfer, and one across a reload', async () => {
  const { page, assertClean } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await openBills(page);
  assert.deepEqual(await axeViolations(page), [], 'axe at 1280 px');
  // The amounts due per currency stand apart from their heading and from each other on one line.
  const totals = page.getByRole('region', { name: t('billing.bills.totals.heading') });
  const boxes = await totals.locator('h2, li').evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().toJSON() as DOMRect));
  assert.ok(boxes.length >= 2, 'a heading and at least one currency');
  for (let i = 1; i < boxes.length; i++) {
    assert.equal(boxes[i]!.top, boxes[0]!.top, 'one line at 1280 px');
    assert.ok(boxes[i]!.left - boxes[i - 1]!.right >= 16, `the totals' parts touch: ${JSON.stringify(boxes.map((b) => [b.left, b.right]))}`);
  }
  const posts = countPaymentPosts(page);
  const [online, transfer, reloaded] = await payableBills(page);
  assert.ok(online && transfer && reloaded, 'three payable bills');

  // Online, with a double click on Pay: one request, followed to success.
  await findBill(page, online.billNo);
  await page.getByRole('button', { name: t('billing.bills.payRow.name', { billNo: online.billNo }) }).click();
  await dialog(page).getByRole('radio', { name: new RegExp(t('billing.paymentMethod.ONLINE')) }).check();
  await dialog(page).getByRole('button', { name: /^Pay / }).dblclick();
  await statusIs(page, 'SUCCESS').waitFor({ timeout: 20_000 });
  assert.equal(posts.count(), 1, 'a double click sends one payment');
  await dialog(page).getByRole('button', { name: t('billing.pay.close') }).click();
  // Paid in full, it leaves the upcoming bills.
  await page.getByText(t('billing.bills.noMatch')).waitFor();

  // By bank transfer: the account for the bill's currency, then the reference, followed to success.
  await findBill(page, transfer.billNo);
  await page.getByRole('button', { name: t('billing.bills.payRow.name', { billNo: transfer.billNo }) }).click();
  await dialog(page).getByRole('radio', { name: new RegExp(t('billing.paymentMethod.BANK_TRANSFER')) }).check();
  await dialog(page).getByText(t('billing.bank.accountNo')).waitFor();
  await dialog(page).getByRole('button', { name: /^I will transfer / }).click();
  await dialog(page).getByTestId('bill-pay-reference').waitFor();
  await statusIs(page, 'SUCCESS').waitFor({ timeout: 20_000 });
  assert.equal(posts.count(), 2);
  await dialog(page).getByRole('button', { name: t('billing.pay.close') }).click();

  // A reload in the middle of a payment: the dialog resumes the same attempt and ends in success once.
  await findBill(page, reloaded.billNo);
  await page.getByRole('button', { name: t('billing.bills.payRow.name', { billNo: reloaded.billNo }) }).click();
  await dialog(page).getByRole('button', { name: /^Pay / }).click();
  await statusIs(page, 'PROCESSING').waitFor({ timeout: 20_000 });
  await page.reload();
  await waitForBackend(page);
  await statusIs(page, 'SUCCESS').waitFor({ timeout: 20_000 });
  assert.equal(posts.count(), 3, 'the reload made no second payment');
  await dialog(page).getByRole('button', { name: t('billing.pay.close') }).click();
  assertClean();
});

test('Upcoming Bills at 390 px: cards, nothing cut off, axe clean', async () => {
  const { page, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(page, 'shipper@example.com');
  await openBills(page);
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  // The payment dialog dims the page around it, on screen and not only in the styles.
  const before = await screenPixel(page, 4, 780);
  await page.getByRole('button', { name: /^Pay bill / }).first().click();
  const box = await dialog(page).boundingBox();
  assert.ok(box && box.y + box.height < 780, `the dialog reaches down to ${box && box.y + box.height}`);
  const dimmed = await screenPixel(page, 4, 780);
  assert.ok(dimmed.every((c, i) => c < before[i]! * 0.7), `the page around the dialog is not dimmed: ${before} → ${dimmed}`);
  assertClean();
});
