/**
 * The first load of a signed-out visit (docs/decisions/193): a visit to a signed-in URL is sent to
 * /login having requested no script that a visit to /login itself does not request, so no signed-in
 * layout, page, theme or messages.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Visits `path` signed out and returns where it ended and the site's scripts it requested on the way. */
async function visit(path: string): Promise<{ landed: string; scripts: Set<string> }> {
  const { page, context, assertClean } = await openPage(browser);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === new URL(BASE_URL).origin) scripts.add(url.pathname);
  });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  // Whatever a lazy route would start loading late is in flight by then.
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url());
  assertClean();
  await context.close();
  return { landed: landed.pathname + landed.search, scripts };
}

test('a signed-out visit to a signed-in URL goes to /login requesting only the scripts /login requests', async () => {
  const login = await visit('/login');
  assert.ok(login.scripts.size > 0, 'the /login visit requested scripts');
  for (const [path, landing] of [
    ['/', '/login'],
    ['/billing/invoice', `/login?redirect=${encodeURIComponent('/billing/invoice')}`],
    ['/shipment/123', `/login?redirect=${encodeURIComponent('/shipment/123')}`],
  ] as const) {
    const signedOut = await visit(path);
    assert.equal(signedOut.landed, landing, `${path} ends on ${landing}`);
    const extra = [...signedOut.scripts].filter((script) => !login.scripts.has(script));
    assert.deepEqual(extra, [], `${path} requested scripts /login does not`);
  }
});
