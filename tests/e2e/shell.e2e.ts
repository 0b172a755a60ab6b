/**
 * The shell in a real browser: the first error toast of a page load shows; the forwarder lands on its
 * own home and finds its way on a phone through the menu button; logos are not clipped and a reload
 * shows the company's loading image.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const SCENARIOS = 'freight-mock-scenarios';
// Chromium logs every 500 answer as a console error; the ones the test asked for are expected.
const expected500 = (problem: string) => /status of 500/.test(problem);

test('the first failure of a page load shows its error toast, next to the inline error', async () => {
  const { page, context, problems } = await openPage(browser);
  await signIn(page, 'shipper@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ method: 'POST', path: '/quote/request/list', status: 500, message: 'Lists are resting', times: 1 }])), SCENARIOS);
  // A fresh page load: nothing has asked for the toaster yet.
  await page.goto('/my-request');
  await waitForBackend(page);
  await page.getByText('Your requests could not be loaded. Try again.').waitFor();
  await page.getByRole('status').filter({ hasText: 'Lists are resting' }).or(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Lists are resting' })).first().waitFor({ timeout: 5000 });
  assert.deepEqual(problems.filter((p) => !expected500(p)), []);
  await context.close();
});

test('the forwarder lands on its dashboard, and on a phone finds its pages behind the menu button', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 390, height: 800 } });
  await signIn(page, 'forwarder@example.com');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await menu.waitFor();
  // One row: the logo and the menu button, not a third of the screen.
  assert.ok(((await header.boundingBox())?.height ?? 999) < 64, 'the phone header is one row');
  await menu.click();
  const nav = header.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Quote Management' }).click();
  await page.waitForURL((url) => url.pathname === '/quote-management');
  assert.equal(await nav.count(), 0, 'the menu closes once a page is chosen');
  // The shipper's home and My Request are not the forwarder's pages.
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/my-request');
  await page.waitForURL((url) => url.pathname === '/quote-management');
  assertClean();
  await context.close();
});

/** How far the logo's text reaches past the logo's own box (0 when it fits), measured with the page's fonts. */
async function logoOverflow(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml').documentElement as unknown as SVGSVGElement;
    const host = document.body.appendChild(document.createElement('div'));
    host.appendChild(svg);
    const box = svg.viewBox.baseVal;
    const text = svg.querySelector('text')!.getBBox();
    host.remove();
    return Math.max(0, text.x + text.width - (box.x + box.width));
  }, url);
}

test('logos show whole, and a reload shows the company loading image before its settings answer', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  const loginLogo = page.getByRole('main').getByRole('img').first();
  assert.equal(await logoOverflow(page, (await loginLogo.getAttribute('src'))!), 0);
  await signIn(page, 'shipper@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Acme Home Goods Inc.' });
  await headerLogo.waitFor();
  assert.equal(await logoOverflow(page, (await headerLogo.getAttribute('src'))!), 0);
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ method: 'GET', path: '/company/getSystemSettings', delayMs: 2000, times: 1 }])), SCENARIOS);
  await page.reload();
  const overlayImage = page.locator('[data-loading-overlay="logo"] img');
  await overlayImage.waitFor({ state: 'attached' });
  assert.equal(await overlayImage.getAttribute('src'), '/img/logos/acme-loading.svg');
  await headerLogo.waitFor();
  assertClean();
  await context.close();
});
