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

test('each skin paints the buttons in its own palette', async () => {
  const { page, context, assertClean } = await openPage(browser);
  const painted: Record<string, string> = {};
  // The `theme` query parameter puts a skin on (spec: QA's override); Sign In's button is brand.solid, shade 700.
  for (const skin of ['green-theme', 'blue-theme', 'purple-theme']) {
    await page.goto(`/login?theme=${skin}`);
    const button = page.locator('form button[type=submit]');
    await button.waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.skin), skin);
    painted[skin] = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  }
  assert.deepEqual(painted, { 'green-theme': 'rgb(18, 104, 61)', 'blue-theme': 'rgb(29, 79, 216)', 'purple-theme': 'rgb(94, 47, 143)' });
  assertClean();
  await context.close();
});

test('asked for less motion, animations and transitions finish at once', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  const button = page.locator('form button[type=submit]');
  await button.waitFor();
  const motion = () => button.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.animation = 'spin 1s linear infinite';
    el.append(probe);
    const { animationDuration, animationIterationCount } = getComputedStyle(probe);
    probe.remove();
    return { transition: getComputedStyle(el).transitionDuration, animationDuration, animationIterationCount };
  });
  assert.deepEqual(await motion(), { transition: '0.2s', animationDuration: '1s', animationIterationCount: 'infinite' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.deepEqual(await motion(), { transition: '1e-05s', animationDuration: '1e-05s', animationIterationCount: '1' });
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

/** Calls the embedded backend from inside the page, as the app would, signed in as `email`. */
async function apiInPage(page: import('playwright-core').Page, email: string) {
  return page.evaluate(async (account) => {
    const login = await fetch('/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: account, password: 'Passw0rd!' }).toString(),
    }).then((r) => r.json());
    return login.data.access_token as string;
  }, email);
}

test('the embedded backend keeps its state across a reload, uploaded file bytes included', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);
  const token = await apiInPage(page, 'shipper@example.com');

  const columns = JSON.stringify([{ dataIndex: 'shipmentNo', visible: true }, { dataIndex: 'carrier', visible: false }]);
  const saved = await page.evaluate(async ({ token, columns }) => {
    const auth = { Authorization: `Bearer ${token}` };
    await fetch('/api/user-customize/add', {
      method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customizeType: 'SHIPMENT_LIST', customizeValue: columns }),
    });
    const list = await fetch('/api/shipment/list', {
      method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageNumber: 0, pageSize: 1, queryConditionsType: 'AND', queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'GOODS_RECEIVED' }] }),
    }).then((r) => r.json());
    const shipmentId = list.data.list[0].id as string;
    const form = new FormData();
    const bytes = new Uint8Array(2048).map((_, i) => (i * 7) % 256);
    form.append('file', new File([bytes], 'packing-list.pdf', { type: 'application/pdf' }));
    form.append('type', 'PACKING_LIST');
    const upload = await fetch(`/api/shipment/${shipmentId}/documents`, {
      method: 'POST', headers: { ...auth, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` }, body: form,
    }).then((r) => r.json());
    return { shipmentId, documentId: upload.data.id as string };
  }, { token, columns });

  await page.reload();
  await waitForBackend(page);
  const after = await page.evaluate(async ({ token, shipmentId, documentId }) => {
    const auth = { Authorization: `Bearer ${token}` };
    const query = await fetch('/api/user-customize/query', {
      method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageNumber: 0, pageSize: 9999, queryConditions: [{ property: 'customizeType', logicalOperator: 'EQUAL', condition: 'SHIPMENT_LIST' }] }),
    }).then((r) => r.json());
    const file = await fetch(`/api/shipment/${shipmentId}/documents/${documentId}`, { headers: auth });
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { customize: query.data.list.map((r: any) => r.customizeValue), fileStatus: file.status, size: bytes.length, sample: Array.from(bytes.slice(0, 5)) };
  }, { token, ...saved });

  assert.deepEqual(after.customize, [columns], 'a customisation saved before the reload is still there');
  assert.equal(after.fileStatus, 200);
  assert.equal(after.size, 2048, 'the uploaded bytes come back whole after a reload');
  assert.deepEqual(after.sample, [0, 7, 14, 21, 28]);
  assertClean();
  await context.close();
});
