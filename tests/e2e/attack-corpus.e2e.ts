/**
 * Hostile input in a real browser against the production build (tests/e2e/attack-corpus.ts): script
 * payloads typed into every field whose text the app shows back never run (the canary global stays unset)
 * and come back as text; a return address on /login never takes the user off the site; a file whose name
 * or type lies is stored and downloaded as an attachment, never rendered; a file over 7 MB is refused
 * before any request. One test per role: the shipper, the forwarder, the company admin.
 */
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { TOKEN_KEYS, USER_KEY } from '../../src/api/token-store';
import { BASE_URL, launch, openPage, waitForBackend } from './harness';
import { safeReturnTo } from '../../machines/session.machine';
import { CANARY, CORPUS, FILE_NAMES, LONG, MORE_OPEN_REDIRECTS, OPEN_REDIRECTS, SAMPLE, UNICODE, XSS } from './attack-corpus';
import { messages as fileMessages } from '../../src/features/shipment/shipment-files.messages';
import { messages as listMessages } from '../../src/features/shipment/shipment-list.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';
import { messages as quoteMessages } from '../../src/features/quote/find-quote.messages';
import { messages as resultMessages } from '../../src/features/quote/quote-result.messages';
import { messages as bookingMessages } from '../../src/features/quote/booking-confirm.messages';
import { messages as detailMessages } from '../../src/features/shipment/shipment-detail.messages';
import { messages as accountMessages } from '../../src/features/account/account.messages';
import { messages as usersMessages } from '../../src/features/account/company-users.messages';
import { messages as shellMessages } from '../../src/features/shell/shell.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const ORIGIN = new URL(BASE_URL).origin;

/** Fails if any payload ran: the canary is set, or a payload opened a dialog. */
async function assertNotPwned(page: Page, where: string) {
  assert.equal(await page.evaluate((name) => (window as any)[name], CANARY), undefined, `a payload ran (${where})`);
}

/** Signs in as a demo account from a clean slate, with `query` on /login. */
async function signIn(page: Page, email: string, query = '') {
  await page.evaluate(
    (keys) => {
      for (const key of keys.tokens) localStorage.removeItem(key);
      sessionStorage.removeItem(keys.user);
    },
    { tokens: Object.values(TOKEN_KEYS), user: USER_KEY },
  ).catch(() => undefined);
  await page.goto(`/login${query}`);
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const en = { ...resultMessages.en_US, ...bookingMessages.en_US, ...accountMessages.en_US, ...usersMessages.en_US, ...fileMessages.en_US, ...listMessages.en_US, ...quoteMessages.en_US, ...terms.en_US, ...shellMessages.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};

const commentsPart = (page: Page) => page.locator('section[aria-labelledby="shipment-comments-title"]');
const documentsPart = (page: Page) => page.locator('section[aria-labelledby="shipment-documents-title"]');
const uploadControl = (page: Page) => page.locator('#shipment-documents-upload');

/** Whether `part` shows `text` as text, exactly as typed (multipart sends a line break as CRLF). */
async function showsText(part: Locator, text: string): Promise<boolean> {
  const shown = await part.evaluate((el) => (el as HTMLElement).innerText);
  return shown.replace(/\r\n/g, '\n').includes(text);
}

/** A shipment of the shipper's that takes documents and comments, read from the backend as the app reads it. */
async function openShipment(page: Page) {
  const id = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/shipment/list', { method: 'POST', headers, body: JSON.stringify({ pageNumber: 0, pageSize: 50 }) }).then((r) => r.json());
    for (const row of list.data.list) {
      const detail = await fetch(`/api/shipment/${row.id}`, { headers }).then((r) => r.json());
      if (detail.data.allowedActions.uploadDocument && detail.data.allowedActions.comment) return row.id as string;
    }
    throw new Error('no shipment of the shipper takes documents and comments');
  });
  await page.goto(`/shipment/${id}`);
  await waitForBackend(page);
  await page.locator('#shipment-comment-text').waitFor({ timeout: 20_000 });
}

/** Counts the requests that carry files. */
function watchUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/documents$|\/comments$/.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

test('the shipper: no return address leaves the site; payloads in comments, file names, searches, request notes and promo codes show as text', async () => {
  const { page, context, assertClean } = await openPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Open redirects: the rule refuses every address that leaves the site (as the page reads it from the
  // query), and in the browser, signing in with one ends on the app's own origin.
  for (const target of [...OPEN_REDIRECTS, ...MORE_OPEN_REDIRECTS, '/%252e%252e//evil.example']) {
    const read = new URLSearchParams(`redirect=${target.includes('%') ? target : encodeURIComponent(target)}`).get('redirect');
    const kept = safeReturnTo(read);
    if (kept !== null) {
      const resolved = new URL(kept, 'https://app.example');
      assert.ok(resolved.origin === 'https://app.example' && !resolved.pathname.startsWith('//'), `redirect=${target} is kept as ${kept}`);
    }
  }
  await page.goto('/login');
  for (const target of OPEN_REDIRECTS) {
    const query = `?redirect=${target.includes('%') ? target : encodeURIComponent(target)}`;
    await signIn(page, 'shipper@example.com', query);
    assert.equal(new URL(page.url()).origin, ORIGIN, `redirect=${target} left the site for ${page.url()}`);
    await assertNotPwned(page, `redirect=${target}`);
  }

  // Comments: the whole corpus, in two comments (each takes up to 2,000 characters).
  await openShipment(page);
  const comments = [[...XSS, ...UNICODE].join('\n'), LONG];
  for (const text of comments) {
    assert.ok(text.length <= 2000);
    await page.locator('#shipment-comment-text').fill(text);
    const answers: string[] = [];
    const noteAnswer = (response: Response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/comments')) answers.push(String(response.status()));
    };
    page.on('response', noteAnswer);
    await commentsPart(page).getByRole('button', { name: t('shipment.comments.send'), exact: true }).click();
    // The box empties at once on Send and is refilled only if the send fails: a timeout says which it was.
    await page.waitForFunction(() => (document.getElementById('shipment-comment-text') as HTMLTextAreaElement | null)?.value === '').catch(async (error: Error) => {
      const alerts = await page.getByRole('alert').allTextContents();
      throw new Error(`${error.message} The comment box still holds text; answers to the comment POST: [${answers.join(', ')}]; alerts: ${JSON.stringify(alerts)}`);
    });
    page.off('response', noteAnswer);
    await assertNotPwned(page, 'comments');
  }
  await commentsPart(page).locator('ol > li').first().waitFor();
  for (const payload of CORPUS) assert.ok(await showsText(commentsPart(page), payload), `the comment shows ${payload.slice(0, 60)} as text`);

  // File names that are markup, a name that is not a type we take, a type that lies, a file over 7 MB.
  const uploads = watchUploads(page);
  await uploadControl(page).getByLabel(t('shipment.documents.upload.type'), { exact: true }).selectOption('COMMERCIAL_INVOICE');
  const refused = [
    { name: FILE_NAMES[2]!, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
    { name: `<svg onload=window.${CANARY}=61>.html`, mimeType: 'application/pdf', buffer: Buffer.from(`<script>window.${CANARY}=62</script>`) },
    { name: 'big<img src=x onerror=window.__pwned=63>.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
  ];
  await page.locator('#shipment-documents-files').setInputFiles(refused);
  await uploadControl(page).getByRole('alert').filter({ hasText: t('shipment.files.upload.tooLarge', { name: refused[2]!.name, limit: '7 MB' }) }).waitFor();
  for (const file of refused.slice(0, 2)) {
    assert.ok(await showsText(uploadControl(page), file.name), `the refusal names ${file.name} as text`);
  }
  await page.waitForTimeout(300);
  assert.deepEqual(uploads, [], 'a refused file was sent');
  for (const file of refused) await uploadControl(page).getByRole('button', { name: t('shipment.documents.upload.removeNamed', { name: file.name }) }).click();

  const lying = { name: 'statement.pdf', mimeType: 'text/html', buffer: Buffer.from(`<!doctype html><script>window.${CANARY}=64;parent.${CANARY}=64</script>`) };
  const accepted = [
    { name: FILE_NAMES[0]!, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { name: FILE_NAMES[1]!, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    lying,
  ];
  await page.locator('#shipment-documents-files').setInputFiles(accepted);
  await uploadControl(page).getByRole('button', { name: t('shipment.documents.upload.start'), exact: true }).click();
  for (const file of accepted) await documentsPart(page).getByRole('heading', { name: file.name, exact: true }).waitFor();
  await assertNotPwned(page, 'document names');
  // The lying file comes back as the same bytes, as a download: never opened in the page.
  const before = page.url();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documentsPart(page).getByRole('button', { name: t('shipment.documents.downloadNamed', { name: lying.name }) }).click(),
  ]);
  assert.equal(download.suggestedFilename(), lying.name);
  assert.ok((await readFile((await download.path())!)).equals(lying.buffer), 'the downloaded bytes are the uploaded ones');
  assert.equal(page.url(), before);
  assert.equal(context.pages().length, 1, 'a download opened a page');
  await assertNotPwned(page, 'the lying file');

  // Search boxes: the shipment list's search and Find Quote's place look-up keep the payload as typed.
  await page.goto('/shipment/list');
  const search = page.getByRole('searchbox', { name: t('shipment.list.search.label') });
  for (const payload of SAMPLE) {
    await search.fill(payload);
    await page.getByText(t('shipment.list.noMatch')).waitFor();
    assert.equal(await search.inputValue(), payload);
    await assertNotPwned(page, 'the shipment search');
  }
  await page.goto('/quote');
  const place = page.getByRole('combobox', { name: t('findQuote.origin.place.port'), exact: true });
  for (const payload of SAMPLE) {
    await place.fill(payload);
    await page.waitForTimeout(400);
    assert.equal(await place.inputValue(), payload);
    await assertNotPwned(page, 'the place look-up');
  }


  // A search, then the notes of a custom quote request and a promo code on Booking Confirm.
  const pick = async (label: string, typed: string, option: RegExp) => {
    await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
    await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).first().click();
  };
  await page.getByLabel(t('findQuote.origin.country')).selectOption('CN');
  await pick(t('findQuote.origin.place.port'), 'Shanghai', /Shanghai/);
  await page.getByLabel(t('findQuote.origin.readyDate'), { exact: true }).fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel(t('findQuote.destination.country')).selectOption('US');
  await pick(t('findQuote.destination.place.port'), 'Los Angeles', /Los Angeles/);
  for (const name of [t('shell.mode.LCL'), t('findQuote.loadBy.TOTALS')]) await page.getByRole('radio', { name }).dispatchEvent('click');
  await page.getByLabel(t('findQuote.totals.units')).fill('2');
  await page.getByLabel(t('findQuote.totals.weight', { unit: t('findQuote.unit.kg') })).fill('800');
  await page.getByLabel(t('findQuote.totals.volume', { unit: t('findQuote.unit.cbm') })).fill('3.6');
  await page.getByRole('button', { name: t('findQuote.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/quote-result');
  const notes = [...SAMPLE, LONG.slice(-200)].join('\n');
  await page.getByLabel(t('quoteResult.custom.notes')).fill(notes);
  await page.getByRole('button', { name: t('quoteResult.custom.submit'), exact: true }).click();
  await page.getByRole('link', { name: t('quoteResult.custom.sentLink') }).waitFor();
  await assertNotPwned(page, 'the request notes');

  const book = page.getByRole('link', { name: new RegExp(`^${t('quoteResult.card.book')}`) }).or(page.getByRole('button', { name: new RegExp(`^${t('quoteResult.card.book')}`) }));
  await book.first().click();
  await page.waitForURL((url) => url.pathname === '/booking-confirm');
  const promo = page.getByLabel(t('booking.promo.label'), { exact: true });
  for (const code of SAMPLE.slice(0, 2)) {
    await promo.fill(code);
    await page.getByRole('button', { name: t('booking.promo.apply'), exact: true }).click();
    await page.getByText(t('booking.promo.error.40001')).waitFor();
    assert.equal(await promo.inputValue(), code);
    await assertNotPwned(page, 'the promo code');
  }

  assert.deepEqual(dialogs, [], 'a payload opened a dialog');
  assertClean();
  await context.close();
});

test('the forwarder and the company admin: payloads in hold reasons, adjustments, company and user names show as text', async () => {
  const { page, context, assertClean } = await openPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const detail = (key: string, values: Record<string, string | number> = {}) => {
    const template = (detailMessages.en_US as Record<string, string>)[key] ?? en[key];
    if (template === undefined) throw new Error(`no message ${key}`);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };

  // The forwarder: a hold reason and an adjustment's description.
  await page.goto('/login');
  await signIn(page, 'forwarder@example.com');
  const id = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/shipment/list', { method: 'POST', headers, body: JSON.stringify({ pageNumber: 0, pageSize: 50 }) }).then((r) => r.json());
    for (const row of list.data.list) {
      const d = (await fetch(`/api/shipment/${row.id}`, { headers }).then((r) => r.json())).data;
      if (d.allowedActions.hold && d.allowedActions.addAdjustment && !d.onHold) return row.id as string;
    }
    throw new Error('no shipment of the forwarder can be held and adjusted');
  });
  await page.goto(`/shipment/${id}`);
  await waitForBackend(page);
  const reason = `${XSS[0]} ${XSS[4]} ${UNICODE[0]}`;
  await page.getByRole('button', { name: detail('shipment.detail.action.hold') }).click();
  const holdForm = page.getByRole('form', { name: detail('shipment.detail.form.hold.title') });
  await holdForm.getByRole('combobox', { name: detail('shipment.detail.form.hold.category') }).selectOption({ label: detail('shipment.holdCategory.MISSING_DOCUMENT') });
  await holdForm.getByRole('combobox', { name: detail('shipment.detail.form.hold.documentType') }).selectOption({ label: detail('shipment.documentType.COMMERCIAL_INVOICE') });
  await holdForm.getByLabel(detail('shipment.detail.form.hold.reason')).fill(reason);
  await holdForm.getByRole('button', { name: detail('shipment.detail.form.hold.submit') }).click();
  const banner = page.getByRole('region', { name: detail('shipment.detail.hold.title', { category: detail('shipment.holdCategory.MISSING_DOCUMENT') }) });
  await banner.waitFor();
  assert.ok(await showsText(banner, reason), 'the hold reason shows as text');
  await assertNotPwned(page, 'the hold reason');

  const description = `${XSS[3]} ${XSS[6]}`;
  await page.getByRole('button', { name: detail('shipment.detail.action.adjustment') }).click();
  const form = page.getByRole('form', { name: detail('shipment.detail.form.adjustment.title') });
  await form.getByLabel(detail('shipment.detail.form.adjustment.chargeCode')).fill('EXAM_FEE');
  await form.getByLabel(detail('shipment.detail.form.adjustment.description')).fill(description);
  await form.getByLabel(/^Amount/).fill('12.50');
  await form.getByRole('button', { name: detail('shipment.detail.form.adjustment.submit') }).click();
  const added = page.getByRole('listitem', { name: /^EXAM_FEE:/ });
  await added.waitFor();
  assert.ok(await showsText(added, description), 'the adjustment description shows as text');
  await assertNotPwned(page, 'the adjustment description');

  // The company admin: the company's legal name and a new user's names.
  await signIn(page, 'admin@example.com');
  await page.goto('/account/setting/company');
  await waitForBackend(page);
  const company = `${XSS[1]} Ltd`;
  await page.getByRole('button', { name: t('account.company.edit') }).click();
  await page.getByLabel(t('account.company.field.legalName')).fill(company);
  await page.getByRole('button', { name: t('account.company.save') }).click();
  await page.getByText(t('account.company.saved')).waitFor();
  await page.getByText(company, { exact: true }).first().waitFor();
  await assertNotPwned(page, 'the company name');

  await page.goto('/account/setting/users');
  await page.getByRole('button', { name: t('companyUsers.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('companyUsers.form.addTitle') });
  const [first, last] = [XSS[4]!, UNICODE[1]!];
  await dialog.getByLabel(t('companyUsers.form.field.firstName'), { exact: true }).fill(first);
  await dialog.getByLabel(t('companyUsers.form.field.lastName'), { exact: true }).fill(last);
  await dialog.getByLabel(t('companyUsers.form.field.email'), { exact: true }).fill('payload.e2e@example.com');
  await dialog.getByLabel(t('companyUsers.form.field.phoneCountry'), { exact: true }).selectOption('US');
  await dialog.getByLabel(t('companyUsers.form.field.phone'), { exact: true }).fill('(562) 555-0777');
  await dialog.getByRole('button', { name: t('companyUsers.form.invite') }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.locator('table tbody tr', { hasText: 'payload.e2e@example.com' });
  await row.waitFor();
  assert.ok(await showsText(row, first) && (await showsText(row, last)), 'the user names show as text');
  await assertNotPwned(page, 'the user names');

  assert.deepEqual(dialogs, [], 'a payload opened a dialog');
  assertClean();
  await context.close();
});
