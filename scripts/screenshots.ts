/**
 * Screenshots of the app as people see it (`npx tsx scripts/screenshots.ts [path ...]`, after a build):
 * each role, on a desktop (1280 × 860) and a phone (390 × 844), in en_US and zh_TW, into .screenshots/.
 * Serves dist/ with `vite preview` and drives Debian's Chromium like the browser tests. Not a test: it
 * is how an engineer looks at a screen before calling it done.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import type { Page } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const out = join(root, '.screenshots');
mkdirSync(out, { recursive: true });
const server = await preview({ root, build: { outDir: process.env.SHOT_DIST ?? join(root, 'dist') }, preview: { port: 4329, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
process.env.E2E_BASE_URL = 'http://127.0.0.1:4329';
const { launch, openPage, waitForBackend } = await import('../tests/e2e/harness');

const ALL_ROLES = { shipper: 'shipper@example.com', forwarder: 'forwarder@example.com', admin: 'admin@example.com' } as const;
// SHOT_ROLES=admin,shipper narrows the run (each role × viewport × locale is a sign-in).
const ROLES = Object.fromEntries(Object.entries(ALL_ROLES).filter(([role]) => !process.env.SHOT_ROLES || process.env.SHOT_ROLES.split(',').includes(role)));
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
const LOCALES = ['en_US', 'zh_TW'] as const;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/my-request', '/shipment/list', '/billing'];

async function signIn(page: Page, email: string, locale: string) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
  await page.locator('input[type=email], input[name=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill('Passw0rd!');
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const browser = await launch();
try {
  for (const [role, email] of Object.entries(ROLES)) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const locale of LOCALES) {
        const { page, context } = await openPage(browser, { viewport });
        await signIn(page, email, locale);
        for (const path of paths) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          // A search result's path carries its whole query; the name keeps its start, enough to tell files apart.
          const file = join(out, `${role}-${device}-${locale}${path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
