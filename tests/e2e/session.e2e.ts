/**
 * The session in a real browser: the access guard, signing in and back, menus by role, the language
 * switch (page and dates), signing out, and axe-core on every sign-in screen.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a protected URL sends you to /login, and signing in as the shipper brings you back', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/billing/upcoming-bill');
  await page.waitForURL(/\/login/);
  await waitForBackend(page);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await signIn(page, 'shipper@example.com');
  await page.waitForURL((url) => url.pathname === '/billing/upcoming-bill');
  await page.getByRole('button', { name: /Sam Shipper/ }).waitFor();
  assertClean();
  await context.close();
});

test('the shipper and the forwarder see the user menu of their role', async () => {
  for (const [email, name, present, absent] of [
    ['shipper@example.com', /Sam Shipper/, ['My Request', 'Account Setting', 'Billing', 'Help Center', 'Shipments', 'Sign Out'], ['Quote Management', 'Dashboard']],
    ['forwarder@example.com', /Fiona Forwarder/, ['Quote Management', 'Dashboard', 'Account Setting', 'Billing', 'Help Center', 'Shipments', 'Sign Out'], ['My Request']],
  ] as const) {
    const { page, context, assertClean } = await openPage(browser);
    await page.goto('/login');
    await waitForBackend(page);
    await signIn(page, email);
    await page.getByRole('button', { name }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    for (const item of present) assert.ok(items.includes(item), `${email} should see ${item} in ${items.join(', ')}`);
    for (const item of absent) assert.ok(!items.includes(item), `${email} should not see ${item}`);
    assertClean();
    await context.close();
  }
});

test('switching to zh_CN translates the page and its dates, and is remembered', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  await signIn(page, 'shipper@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/account/setting');
  await page.getByRole('heading', { name: 'Account Setting', level: 1 }).waitFor();
  const englishDate = await page.locator('time').first().textContent();
  assert.match(englishDate ?? '', /^[A-Z][a-z]{2} \d{1,2} \d{4}$/, `English date as Mon D YYYY, got ${englishDate}`);

  await page.getByLabel('Language').first().selectOption('zh_CN');
  await page.getByRole('heading', { name: '账户设置', level: 1 }).waitFor();
  const chineseDate = await page.locator('time').first().textContent();
  assert.match(chineseDate ?? '', /^\d{4}年\d{1,2}月\d{1,2}日$/, `zh_CN date, got ${chineseDate}`);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');

  await page.reload();
  await page.getByRole('heading', { name: '账户设置', level: 1 }).waitFor();
  assertClean();
  await context.close();
});

test('signing out returns to /login, and protected pages stay closed', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  await signIn(page, 'forwarder@example.com');
  await page.getByRole('button', { name: /Fiona Forwarder/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
  await page.goto('/dashboard');
  await page.waitForURL(/\/login/);
  assert.equal(pathOf(page), '/login');
  assertClean();
  await context.close();
});

test('every sign-in screen has no axe-core violation, blank and showing errors', async () => {
  const { page, context } = await openPage(browser);
  const screens: [string, string][] = [
    ['/login', 'Sign in'],
    ['/login/sign-up', 'Sign up'],
    ['/login/forgot-password', 'Send reset link'],
    ['/login/reset-password?email=invited%40example.com&resetToken=abc', 'Save new password'],
  ];
  for (const [path, submit] of screens) {
    await page.goto(path);
    await waitForBackend(page);
    await page.getByRole('main').waitFor();
    assert.deepEqual(await axeViolations(page), [], `${path} blank`);
    const button = page.getByRole('button', { name: submit, exact: true });
    if (await button.count()) {
      await button.first().click();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 5000 });
      assert.deepEqual(await axeViolations(page), [], `${path} with errors`);
    }
  }
  await context.close();
});
