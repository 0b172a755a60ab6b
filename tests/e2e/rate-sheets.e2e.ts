/**
 * The forwarder's rate sheets in a real browser against the production build (decisions 140, 141, 216),
 * reached from the main navigation (the header's on a desk, the menu's on a phone): a sheet with errors is uploaded and previewed (lanes and row errors), abandoned; a fixed sheet is
 * previewed and imported; the import is in the history and its log rows in the log. axe finds nothing
 * on the preview and on the log, nor at 390 × 844 on the upload, history, preview and log; the sheet
 * goes up by XMLHttpRequest (progress events, src/api/upload-with-progress.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { messages } from '../../src/features/rate/rate.messages';
import { messages as shell } from '../../src/features/shell/shell.messages';
import { RATE_COLUMNS } from '../../domain/rate-sheet-rules';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...shell.en_US, ...messages.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};

// The sheet as the embedded backend reads it (tests/mocks/user/rate-import.test.ts): the template's header.
const HEADER = RATE_COLUMNS.map((c) => c.header).join(',');
const GOOD = 'E2E-2026-001,0,Main,FCL,CNSHA,USLAX,40HC,2450.00,USD,2026-12-01,2027-02-28';
const BAD = 'E2E-2026-001,0,Main,FCL,CNSH,USLAX,40HC,1250.00,RMB,2026-12-01,2027-02-28';
const sheet = (...rows: string[]) => ({ name: 'e2e-rates.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n')) });

test('the forwarder previews a sheet with errors, abandons it, imports a fixed one and finds it in the history and log', async () => {
  const { page, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill('forwarder@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('navigation', { name: t('shell.nav.label') }).getByRole('link', { name: t('shell.nav.rateSheets') }).click();
  await page.waitForURL((url) => url.pathname === '/history/list');
  await page.getByRole('heading', { name: t('rate.upload.title') }).waitFor({ timeout: 20_000 });

  const upload = page.getByRole('region', { name: t('rate.upload.title') });
  // A sheet with errors: its preview shows the lane it adds and every bad cell.
  await upload.getByLabel(t('rate.upload.rateMode')).selectOption('FCL');
  await page.locator('#rate-upload-file').setInputFiles(sheet(GOOD, BAD));
  await page.getByRole('button', { name: t('rate.upload.start') }).click();
  await page.getByRole('heading', { name: t('rate.preview.title', { name: 'e2e-rates.csv' }) }).waitFor();
  await page.getByRole('heading', { name: t('rate.preview.added', { count: 1 }) }).waitFor();
  const errors = page.getByRole('region', { name: t('rate.preview.errors', { count: 2 }) });
  await errors.getByRole('cell', { name: 'CNSH', exact: true }).waitFor();
  await errors.getByRole('cell', { name: 'RMB', exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the preview');
  await page.getByRole('button', { name: t('rate.preview.abandon') }).click();
  await page.getByText(t('rate.import.done.ABANDONED', { name: 'e2e-rates.csv' })).waitFor();

  // The fixed sheet, imported.
  await upload.getByLabel(t('rate.upload.rateMode')).selectOption('FCL');
  await page.locator('#rate-upload-file').setInputFiles(sheet(GOOD, GOOD.replace('USLAX', 'USLGB')));
  await page.getByRole('button', { name: t('rate.upload.start') }).click();
  await page.getByRole('heading', { name: t('rate.preview.added', { count: 2 }) }).waitFor();
  await page.getByRole('button', { name: t('rate.preview.confirm') }).click();
  await page.getByText(t('rate.import.done.SUCCESS', { name: 'e2e-rates.csv', rows: 2 })).waitFor();

  // The history lists both, newest first; the abandoned one's log holds its two errors.
  const history = page.getByRole('region', { name: t('rate.history.table') });
  const rows = history.getByRole('row');
  await rows.nth(1).getByRole('cell', { name: t('rate.status.SUCCESS'), exact: true }).waitFor();
  await rows.nth(2).getByRole('cell', { name: t('rate.status.ABANDONED'), exact: true }).waitFor();
  // Laid out as the app's other tables: bold headers, each above the text of its column.
  const look = await history.evaluate((region) => {
    const th = region.querySelector('th')!;
    const td = region.querySelector('tbody td')!;
    return {
      weight: Number(getComputedStyle(th).fontWeight),
      header: th.getBoundingClientRect().left + parseFloat(getComputedStyle(th).paddingLeft),
      cell: td.getBoundingClientRect().left + parseFloat(getComputedStyle(td).paddingLeft),
    };
  });
  assert.ok(look.weight >= 600 && look.header === look.cell, `the history table's headers: ${JSON.stringify(look)}`);
  await rows.nth(2).getByRole('link', { name: t('rate.history.logOf', { name: 'e2e-rates.csv' }) }).click();
  await page.waitForURL((url) => url.pathname === '/log/list' && url.searchParams.has('importId'));
  const log = page.getByRole('region', { name: t('rate.log.title') });
  await log.getByRole('cell', { name: 'RMB', exact: true }).waitFor();
  assert.equal(await log.getByRole('row').count(), 3);
  await page.getByLabel(t('rate.log.filter.columnType')).selectOption('CURRENCY');
  await page.getByText('Showing 1–1 of 1').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the log');
  assertClean();
});

test('at 390 × 844 the upload, history and log have no axe violations; the sheet goes up by XMLHttpRequest', async () => {
  const { page, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/forwarder-rate/template/upload') uploads.push(request.resourceType());
  });
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill('forwarder@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('button', { name: t('shell.menu.open') }).click();
  await page.getByRole('navigation', { name: t('shell.nav.label') }).getByRole('link', { name: t('shell.nav.rateSheets') }).click();
  await page.waitForURL((url) => url.pathname === '/history/list');
  await page.getByRole('heading', { name: t('rate.upload.title') }).waitFor({ timeout: 20_000 });
  await page.getByRole('region', { name: t('rate.history.table') }).getByRole('row').nth(1).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the upload and history at 390 px');

  const upload = page.getByRole('region', { name: t('rate.upload.title') });
  await upload.getByLabel(t('rate.upload.rateMode')).selectOption('FCL');
  await page.locator('#rate-upload-file').setInputFiles(sheet(GOOD, BAD));
  await page.getByRole('button', { name: t('rate.upload.start') }).click();
  await page.getByRole('heading', { name: t('rate.preview.title', { name: 'e2e-rates.csv' }) }).waitFor();
  assert.deepEqual(uploads, ['xhr'], 'one upload, sent with progress events');
  assert.deepEqual(await axeViolations(page), [], 'axe on the preview at 390 px');
  await page.getByRole('button', { name: t('rate.preview.abandon') }).click();
  await page.getByText(t('rate.import.done.ABANDONED', { name: 'e2e-rates.csv' })).waitFor();

  await page.getByRole('region', { name: t('rate.history.table') }).getByRole('link', { name: t('rate.history.logOf', { name: 'e2e-rates.csv' }) }).first().click();
  await page.waitForURL((url) => url.pathname === '/log/list');
  // Below xl the log's rows are cards.
  await page.getByRole('region', { name: t('rate.log.title') }).getByText('RMB', { exact: true }).first().waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the log at 390 px');
  assertClean();
});
