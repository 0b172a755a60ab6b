/**
 * "Remember me" in a real browser (decision 067): closing the browser ends a session kept without it,
 * and keeps one kept with it. A restart is a new context holding the old one's storage but none of its
 * cookies, as a browser drops its session cookies when it closes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Signs in as the shipper, ticking "Remember me" or not, then closes the browser and opens it on `/`. */
async function signInThenRestart(remember: boolean) {
  const before = await openPage(browser);
  await before.page.goto('/login');
  await waitForBackend(before.page);
  await before.page.getByLabel('E-mail').fill('shipper@example.com');
  await before.page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  if (remember) await before.page.getByRole('checkbox', { name: 'Remember me' }).check();
  await before.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await before.page.waitForURL((url) => url.pathname === '/');
  // A new tab of the same browser session shares the session either way.
  const tab = await before.context.newPage();
  await tab.goto('/shipment/list');
  await tab.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  before.assertClean();
  const { origins } = await before.context.storageState();
  await before.context.close();

  const after = await openPage(browser, { storageState: { cookies: [], origins } });
  await after.page.goto('/');
  return after;
}

test('without "Remember me", reopening the browser asks to sign in again', async () => {
  const { page, context, assertClean } = await signInThenRestart(false);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
  assertClean();
  await context.close();
});

test('with "Remember me", reopening the browser is still signed in', async () => {
  const { page, context, assertClean } = await signInThenRestart(true);
  await page.getByRole('button', { name: /Sam Shipper/ }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  assertClean();
  await context.close();
});
