/**
 * Shipment documents and comments in a real browser against the production build, on the shipment page
 * (/shipment/<id>, which places both parts): the shipper uploads a commercial invoice with an
 * Idempotency-Key, sees it listed, downloads it and gets the same bytes; a file of 7 MB + 1 byte is
 * refused with no request; a comment goes with an attachment; a refused comment keeps its text; axe
 * finds nothing in either part at 1280 and at 390 px, where nothing is cut off.
 */
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, waitForBackend } from './harness';
import { messages as fileMessages } from '../../src/features/shipment/shipment-files.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...fileMessages.en_US, ...terms.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};

/** A small real PDF followed by every byte value, so any text decoding on the way would show. */
function pdfBytes(label: string): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, 'latin1');
  return Buffer.concat([head, Buffer.from(Uint8Array.from({ length: 256 }, (_, i) => i))]);
}

async function signInAsShipper(page: Page) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill('shipper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** One of the shipper's shipments that takes documents and comments, read from the backend as the app reads it. */
async function openShipment(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/shipment/list', { method: 'POST', headers, body: JSON.stringify({ pageNumber: 0, pageSize: 50 }) }).then((r) => r.json());
    for (const row of list.data.list) {
      const detail = await fetch(`/api/shipment/${row.id}`, { headers }).then((r) => r.json());
      if (detail.data.allowedActions.uploadDocument && detail.data.allowedActions.comment) return row.id as string;
    }
    throw new Error('no shipment of the shipper takes documents and comments');
  });
  await page.goto(`/shipment/${id}`);
  await waitForBackend(page);
  await documentsPart(page).waitFor({ timeout: 20_000 });
  await page.locator('#shipment-documents-upload').waitFor();
  await page.locator('#shipment-comment-text').waitFor();
  return id;
}

const documentsPart = (page: Page) => page.locator('section[aria-labelledby="shipment-documents-title"]');
const commentsPart = (page: Page) => page.locator('section[aria-labelledby="shipment-comments-title"]');
const uploadControl = (page: Page) => page.locator('#shipment-documents-upload');
const documentRow = (page: Page, fileName: string) =>
  documentsPart(page).locator('li').filter({ has: page.getByRole('heading', { name: fileName, exact: true }) });

/** Counts the document uploads the page sends, with their Idempotency-Key. */
function watchUploads(page: Page) {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/shipment\/[^/]+\/documents$/.test(new URL(request.url()).pathname)) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

test('the shipper uploads a commercial invoice, sees it listed, and downloads the same bytes', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signInAsShipper(page);
  await openShipment(page);
  const keys = watchUploads(page);
  const bytes = pdfBytes('commercial invoice e2e');
  const fileName = `CI-e2e-${Date.now()}.pdf`;

  await uploadControl(page).getByLabel(t('shipment.documents.upload.type'), { exact: true }).selectOption('COMMERCIAL_INVOICE');
  await page.locator('#shipment-documents-files').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await uploadControl(page).getByText(fileName, { exact: true }).waitFor();
  await uploadControl(page).getByRole('button', { name: t('shipment.documents.upload.start'), exact: true }).click();
  await uploadControl(page).getByText(t('shipment.documents.upload.status.done')).waitFor();

  const row = documentRow(page, fileName);
  await row.waitFor();
  await row.getByText(t('shipment.documentType.COMMERCIAL_INVOICE'), { exact: true }).waitFor();
  await row.getByText('Customs', { exact: true }).waitFor();
  await row.getByText('Sam Shipper', { exact: true }).waitFor();
  assert.equal(keys.length, 1, 'one upload request');
  assert.match(keys[0] ?? '', /^[0-9a-f-]{36}$/, 'the upload carries an Idempotency-Key');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: t('shipment.documents.downloadNamed', { name: fileName }) }).click(),
  ]);
  assert.equal(download.suggestedFilename(), fileName);
  const saved = await readFile((await download.path())!);
  assert.ok(saved.equals(bytes), 'the downloaded bytes are the uploaded ones');
  assertClean();
  await context.close();
});

test('a file of 7 MB + 1 byte is refused at once, naming it and the limit, with no request', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signInAsShipper(page);
  await openShipment(page);
  const keys = watchUploads(page);

  await uploadControl(page).getByLabel(t('shipment.documents.upload.type'), { exact: true }).selectOption('PACKING_LIST');
  await page.locator('#shipment-documents-files').setInputFiles({ name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
  await uploadControl(page).getByRole('alert').filter({ hasText: t('shipment.files.upload.tooLarge', { name: 'big-scan.pdf', limit: '7 MB' }) }).waitFor();
  assert.equal(await uploadControl(page).getByRole('button', { name: t('shipment.documents.upload.start'), exact: true }).isDisabled(), true);
  await page.waitForTimeout(500);
  assert.deepEqual(keys, [], 'no upload request was sent');
  assertClean();
  await context.close();
});

test('a comment goes with an attachment; a refused comment keeps its text', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signInAsShipper(page);
  await openShipment(page);
  const text = `Signed invoice attached ${Date.now()}.\nPlease confirm.`;

  await page.locator('#shipment-comment-text').fill(text);
  await page.locator('#shipment-comment-files').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdfBytes('signed') });
  await commentsPart(page).getByText('signed.pdf', { exact: true }).waitFor();
  await commentsPart(page).getByRole('button', { name: t('shipment.comments.send'), exact: true }).click();
  const sent = commentsPart(page).locator('ol > li').filter({ hasText: `Signed invoice attached` });
  await sent.getByRole('button', { name: t('shipment.comments.attachment.download', { name: 'signed.pdf' }) }).waitFor();
  await sent.getByText(t('shipment.comments.role.BUYER'), { exact: true }).waitFor();
  // multipart/form-data sends a line break as CRLF (HTML's form encoding): the break is kept either way.
  const shown = await sent.locator('p', { hasText: 'Please confirm.' }).innerText();
  assert.equal(shown.replace(/\r\n/g, '\n'), text, 'the text keeps its line break');
  assert.equal(await page.locator('#shipment-comment-text').inputValue(), '');

  // The embedded backend refuses the next comment (mocks/scenarios.ts).
  await page.evaluate(() => localStorage.setItem('freight-mock-scenarios', JSON.stringify([{ method: 'POST', path: '/shipment/{id}/comments', code: 90001, times: 1 }])));
  await page.locator('#shipment-comment-text').fill('This one is refused.');
  await commentsPart(page).getByRole('button', { name: t('shipment.comments.send'), exact: true }).click();
  await commentsPart(page).getByRole('alert').filter({ hasText: t('shipment.comments.send.invalid', { max: 2000, maxFiles: 5 }) }).waitFor();
  assert.equal(await page.locator('#shipment-comment-text').inputValue(), 'This one is refused.');
  assert.equal(await commentsPart(page).locator('ol > li').filter({ hasText: 'This one is refused.' }).count(), 0);
  await page.evaluate(() => localStorage.removeItem('freight-mock-scenarios'));
  assertClean();
  await context.close();
});

/** axe (WCAG 2.1 A/AA) on the two parts only: the rest of the page is other work. */
async function partViolations(page: Page): Promise<string[]> {
  const axeSource = await readFile(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  // Evaluated through DevTools rather than as an inline <script>, which the app's CSP blocks.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const include = [['section[aria-labelledby="shipment-documents-title"]'], ['section[aria-labelledby="shipment-comments-title"]']];
    const result = await axe.run({ include }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v: any) => `${v.id}: ${v.help} — ${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
}

/** Nothing in the part is wider than the part itself. */
async function overflowing(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const limit = root.getBoundingClientRect().right + 1;
    return [...root.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > limit && getComputedStyle(el).display !== 'none')
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${(el.textContent ?? '').slice(0, 40)}`);
  });
}

for (const width of [1280, 390]) {
  test(`both parts are clean for axe at ${width} px, with files listed and a delete being confirmed`, async () => {
    const { page, context, assertClean } = await openPage(browser, { viewport: { width, height: 900 } });
    await signInAsShipper(page);
    await openShipment(page);
    // Files in the control (one refused), an uploaded document whose delete is being confirmed, a comment box error.
    await uploadControl(page).getByLabel(t('shipment.documents.upload.type'), { exact: true }).selectOption('OTHERS');
    const fileName = `axe-${width}-${Date.now()}-with-a-rather-long-file-name.pdf`;
    await page.locator('#shipment-documents-files').setInputFiles([
      { name: fileName, mimeType: 'application/pdf', buffer: pdfBytes('axe') },
      { name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await uploadControl(page).getByRole('button', { name: t('shipment.documents.upload.start'), exact: true }).click();
    const row = documentRow(page, fileName);
    await row.waitFor();
    await row.getByRole('button', { name: t('shipment.documents.deleteNamed', { name: fileName }) }).click();
    await row.getByRole('button', { name: t('shipment.documents.delete.keep') }).waitFor();
    await commentsPart(page).getByRole('button', { name: t('shipment.comments.send'), exact: true }).click();
    await commentsPart(page).getByText(t('shipment.comments.text.required')).waitFor();

    assert.deepEqual(await partViolations(page), []);
    assert.deepEqual(await overflowing(documentsPart(page)), []);
    assert.deepEqual(await overflowing(commentsPart(page)), []);

    // The delete goes through once confirmed.
    await row.getByRole('button', { name: t('shipment.documents.delete.confirm') }).click();
    await documentsPart(page).getByText(t('shipment.documents.deleted', { name: fileName })).waitFor();
    assertClean();
    await context.close();
  });
}
