import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('the app loads from the production build and the embedded backend answers', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  const settings = await page.evaluate(async () => {
    const res = await fetch('/api/company/getSystemSettings');
    return { status: res.status, body: await res.json() };
  });
  assert.equal(settings.status, 200);
  assert.equal(settings.body.success, true);
  assert.ok(['green-theme', 'blue-theme', 'purple-theme'].includes(settings.body.data.skinTheme));
  assertClean();
  await context.close();
});

test('a route renders and has no axe-core violation', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await page.getByRole('main').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  assertClean();
  await context.close();
});
