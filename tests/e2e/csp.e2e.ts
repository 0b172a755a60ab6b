/**
 * The security headers of the production server (server/security-headers.ts, served by `vite preview`
 * for npm start and for every browser test): they are sent on the pages and the files, and a walk
 * through sign-in, Find Quote and a shipment's page runs under the policy with no violation reported.
 * The app framed by itself (the spec's loading overlay in a frame) still loads.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { contentSecurityPolicy, frameAncestors } from '../../server/security-headers';
import { shipments } from '../../mocks/store/shipment.store';
import { COMPANY } from '../../mocks/store/users.store';
import { messages as findQuote } from '../../src/features/quote/find-quote.messages';
import { BASE_URL, launch, openPage, waitForBackend } from './harness';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const shipment = shipments().find((s) => s.buyerCompanyId === COMPANY.acme)!;

test('the security headers are sent, configuration cannot widen them, and sign-in, Find Quote and a shipment page run under them with no violation', async () => {
  const entry = await fetch(`${BASE_URL}/login`).then((r) => r.text());
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(entry)?.[1];
  assert.ok(script, 'index.html loads its entry as a file');
  assert.doesNotMatch(entry, /<script(?![^>]*\bsrc=)[^>]*>/, 'index.html has an inline script');
  for (const path of ['/', '/login', '/shipment/123', script, '/mockServiceWorker.js']) {
    const response = await fetch(`${BASE_URL}${path}`);
    assert.equal(response.status, 200, path);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /(^|; )script-src 'self'(;|$)/, `${path}: scripts only from the site`);
    assert.match(csp, /(^|; )default-src 'self'(;|$)/, path);
    assert.match(csp, /(^|; )object-src 'none'(;|$)/, path);
    assert.match(csp, /(^|; )frame-ancestors 'self'/, path);
    assert.doesNotMatch(csp, /unsafe-eval/, path);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    assert.ok(response.headers.get('permissions-policy'), path);
  }
  // FRAME_ANCESTORS adds origins; anything that is not an origin is refused rather than pasted in.
  assert.match(contentSecurityPolicy({ FRAME_ANCESTORS: 'https://portal.example.com  https://*.example.org:8443' }), /frame-ancestors 'self' https:\/\/portal\.example\.com https:\/\/\*\.example\.org:8443$/);
  for (const bad of ["https://a.example; script-src 'unsafe-inline'", '*', 'https://a.example/path', "'unsafe-inline'", 'javascript:x']) {
    assert.throws(() => frameAncestors({ FRAME_ANCESTORS: bad }), /FRAME_ANCESTORS/, bad);
  }

  const { page, context, assertClean } = await openPage(browser);
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as any).__reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });

  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill('shipper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/quote');
  await page.getByRole('form').waitFor({ timeout: 20_000 });
  const originLabel = findQuote.en_US['findQuote.origin.place.port'];
  await page.getByRole('combobox', { name: originLabel, exact: true }).pressSequentially('shang');
  await page.getByRole('listbox', { name: originLabel }).getByRole('option', { name: /Port of Shanghai/ }).click();
  await page.goto(`/shipment/${shipment.id}`);
  await page.getByTestId('shipment-no').filter({ hasText: shipment.shipmentNo }).waitFor({ timeout: 20_000 });

  // Framed by the site itself: the app loads in the frame (its loading overlay shows a spinner there).
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/login';
    frame.title = 'framed';
    document.body.append(frame);
  });
  await page.frameLocator('iframe[title="framed"]').locator('#root main').first().waitFor({ state: 'attached', timeout: 20_000 });

  assert.deepEqual(violations, [], 'CSP violations');
  assertClean();

  // The watch above does see a violation: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = 1';
    document.body.append(script);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(await page.evaluate(() => (window as any).__inlineRan), undefined, 'an inline script ran');
  assert.match(violations.join('\n'), /script-src/);
  await context.close();
});
