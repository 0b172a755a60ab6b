/**
 * Server mode (`npm start`): the app built without the embedded backend (VITE_EMBEDDED_BACKEND=off, in
 * dist-server/), served by the Node server, which answers /api/* for every browser. The page runs no
 * service worker and every answer comes over the network from the server. Two people in two browser
 * contexts then work on one shipment with nothing carried between them: the forwarder puts it on hold,
 * and the shipper, reloading the page already open, reads the reason. What a forwarder keeps in the areas
 * stored in tables of their own (a rate sheet, a bank account) is there after the server restarts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './harness';
import { catalogue } from './catalogue';
import { signInThroughPage } from './sign-in';
import { RATE_COLUMNS } from '../../domain/rate-sheet-rules';

const root = join(import.meta.dirname, '../..');
const distDir = process.env.E2E_SERVER_DIST ?? join(root, 'dist-server');
const t = catalogue('en_US');
const HOLD_REASON = 'Customs asked for the commercial invoice again; we hold until it is uploaded.';

let browser: Browser;
let server: ChildProcess;
let origin: string;
// A database of its own, new for each run: created and seeded on start, removed after.
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-server-data-'));

/** The production entry point itself, on `port` (0: one the system picks), over the test's data directory. */
async function startServer(port = 0): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port), DIST_DIR: distDir, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
  });
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

before(async () => {
  assert.ok(existsSync(join(distDir, 'index.html')), `${distDir} has no server-mode build: VITE_EMBEDDED_BACKEND=off vite build --outDir dist-server (npm test does)`);
  await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in over the API, for choosing test data only: what the test checks goes through the page. */
async function apiSession(email: string): Promise<(path: string, body: unknown) => Promise<any>> {
  const login = await fetch(`${origin}/api/user/login`, { method: 'POST', body: new URLSearchParams({ email, password: 'Passw0rd!' }) });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return async (path, body) => {
    const res = await fetch(`${origin}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { data: unknown }).data;
  };
}

test('in server mode the page runs no embedded backend: every API answer comes from the Node server', async () => {
  const { page, assertClean, context } = await openPage(browser, { baseURL: origin });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const login = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await signInThroughPage(page, 'en_US', 'shipper@example.com', 'server');
  const answer = await login;
  // Only the Node server sets the security headers on an API answer; the embedded backend never does.
  assert.ok(answer.headers()['content-security-policy'], 'the sign-in answer came from the server');
  assert.equal(answer.fromServiceWorker(), false);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  assert.equal(await page.evaluate(() => '__freightMock' in window), false);
  assert.deepEqual(requested.filter((path) => /mockServiceWorker|msw/i.test(path)), []);
  assertClean();
  await context.close();
});

test('two people, one marketplace: the forwarder holds a shipment and the shipper, in another browser, reads why', async () => {
  // A moving shipment of the demo shipper's company that the demo forwarder forwards and nobody holds.
  const forwarderApi = await apiSession('forwarder@example.com');
  const shipperApi = await apiSession('shipper@example.com');
  const query = { pageNumber: 0, pageSize: 200, queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['DEPARTED', 'TRANSPORT_BOOKED'] }] };
  const forwarded = new Set(((await forwarderApi('/shipment/list', query)) as { list: { id: string }[] }).list.map((s) => s.id));
  const target = ((await shipperApi('/shipment/list', query)) as { list: { id: string; shipmentNo: string; onHold: boolean }[] }).list.find((s) => !s.onHold && forwarded.has(s.id));
  assert.ok(target, 'the seed has a moving shipment between the two demo companies');

  const shipper = await openPage(browser, { baseURL: origin });
  await signInThroughPage(shipper.page, 'en_US', 'shipper@example.com', 'server');
  await shipper.page.goto(`/shipment/${target.id}`);
  await shipper.page.getByTestId('shipment-no').filter({ hasText: target.shipmentNo }).waitFor();
  const heldTitle = t('shipment.detail.hold.title', { category: t('shipment.holdCategory.CUSTOMS_QUERY') });
  assert.equal(await shipper.page.getByRole('region', { name: heldTitle }).count(), 0);

  const forwarder = await openPage(browser, { baseURL: origin });
  const fp = forwarder.page;
  await signInThroughPage(fp, 'en_US', 'forwarder@example.com', 'server');
  await fp.goto(`/shipment/${target.id}`);
  await fp.getByTestId('shipment-no').filter({ hasText: target.shipmentNo }).waitFor();
  await fp.getByRole('button', { name: t('shipment.detail.action.hold') }).click();
  const holdForm = fp.getByRole('form', { name: t('shipment.detail.form.hold.title') });
  await holdForm.getByRole('combobox', { name: t('shipment.detail.form.hold.category') }).selectOption({ label: t('shipment.holdCategory.CUSTOMS_QUERY') });
  await holdForm.getByLabel(t('shipment.detail.form.hold.reason')).fill(HOLD_REASON);
  await holdForm.getByRole('button', { name: t('shipment.detail.form.hold.submit') }).click();
  await fp.getByRole('region', { name: heldTitle }).waitFor();
  forwarder.assertClean();
  await forwarder.context.close();

  // The shipper's page was open all along: a reload asks the server, which has the forwarder's hold.
  await shipper.page.reload();
  const banner = shipper.page.getByRole('region', { name: heldTitle });
  await banner.waitFor();
  await banner.getByText(HOLD_REASON, { exact: true }).waitFor();
  shipper.assertClean();
  await shipper.context.close();
});

test('a forwarder\'s rate sheet and bank account are kept by the server: after it restarts, the history and Bank Details show them', async () => {
  const ACCOUNT_NO = 'DE89 3704 0044 0532 0130 00';
  const header = RATE_COLUMNS.map((c) => c.header).join(',');
  const sheet = { name: 'server-rates.csv', mimeType: 'text/csv', buffer: Buffer.from([header, 'SRV-2026-001,0,Main,FCL,CNSHA,USLAX,40HC,2450.00,USD,2026-12-01,2027-02-28'].join('\r\n')) };

  const first = await openPage(browser, { baseURL: origin });
  const page = first.page;
  await signInThroughPage(page, 'en_US', 'forwarder@example.com', 'server');
  await page.goto('/history/list');
  const upload = page.getByRole('region', { name: t('rate.upload.title') });
  await upload.getByLabel(t('rate.upload.rateMode')).selectOption('FCL');
  await page.locator('#rate-upload-file').setInputFiles(sheet);
  await page.getByRole('button', { name: t('rate.upload.start') }).click();
  await page.getByRole('button', { name: t('rate.preview.confirm') }).click();
  await page.getByText(t('rate.import.done.SUCCESS', { name: sheet.name, rows: 1 })).waitFor();

  await page.goto('/billing/bank-detail');
  await page.getByRole('radio', { name: t('billing.currency.EUR') }).click();
  await page.getByRole('button', { name: t('bankDetail.add') }).click();
  const fields: [string, string][] = [
    ['billing.bank.accountNo', ACCOUNT_NO], ['billing.bank.bankName', 'Deutsche Bank AG'], ['billing.bank.bankAddress', 'Taunusanlage 12, Frankfurt'],
    ['billing.bank.recipientName', 'Pacific Bridge Logistics Ltd.'], ['billing.bank.recipientAddress', '88 Queensway, Hong Kong'], ['billing.bank.swiftCode', 'DEUTDEFF'],
  ];
  for (const [label, value] of fields) await page.getByLabel(t(label), { exact: true }).fill(value);
  await page.getByRole('button', { name: t('bankDetail.save') }).click();
  await page.getByText(t('bankDetail.saved', { currency: t('billing.currency.EUR') })).waitFor();
  first.assertClean();
  await first.context.close();

  // The same port, so the page's origin and its stored session stay the same.
  await stopServer();
  await startServer(Number(new URL(origin).port));

  const second = await openPage(browser, { baseURL: origin });
  await signInThroughPage(second.page, 'en_US', 'forwarder@example.com', 'server');
  await second.page.goto('/history/list');
  const history = second.page.getByRole('region', { name: t('rate.history.table') });
  await history.getByRole('row').filter({ hasText: sheet.name }).getByRole('cell', { name: t('rate.status.SUCCESS'), exact: true }).waitFor();
  await second.page.goto('/billing/bank-detail');
  await second.page.getByRole('radio', { name: t('billing.currency.EUR') }).click();
  await second.page.getByText(ACCOUNT_NO, { exact: true }).waitFor();
  second.assertClean();
  await second.context.close();
});
