/**
 * Shipment Details in a real browser, both sides of one shipment in one browser (the embedded backend
 * keeps its data in the page's storage, so both accounts see the same shipment): the forwarder moves a
 * shipment from "sent to provider" to delivered with the transport references, holds it for a missing
 * commercial invoice and adds two adjustments; the shipper reads the hold banner and follows its link to
 * the upload control, approves one adjustment and disputes the other; the forwarder releases the hold;
 * the shipper closes and rates the delivered shipment. axe-core on the page for both roles at 1280 and
 * 390 px wide.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { shipments } from '../../mocks/store/shipment.store';
import { COMPANY } from '../../mocks/store/users.store';
import { TOKEN_KEYS, USER_KEY } from '../../src/api/token-store';
import { messages as detail } from '../../src/features/shipment/shipment-detail.messages';
import { messages as terms } from '../../src/features/shipment/shipment-terms.messages';
import { axeViolations, launch, openPage, waitForBackend } from './harness';

const en: Record<string, string> = { ...terms.en_US, ...detail.en_US };
/** The app's own English words for a key, with its values. */
function t(key: string, values: Record<string, string | number> = {}): string {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** A seeded shipment both demo accounts see (Acme books with Pacific Bridge), sent to the provider and not held. */
const shipment = shipments().find(
  (s) => s.buyerCompanyId === COMPANY.acme && s.forwarderCompanyId === COMPANY.pacific && s.status === 'SENT_TO_PROVIDER' && !s.onHold,
)!;
const OCEAN = shipment.mode !== 'AIR';

async function signIn(page: Page, email: string) {
  await page.evaluate(
    (keys) => {
      for (const key of keys.tokens) localStorage.removeItem(key);
      sessionStorage.removeItem(keys.user);
    },
    { tokens: Object.values(TOKEN_KEYS), user: USER_KEY },
  );
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Each role lands on its own home (the forwarder on its dashboard): only leaving /login matters here.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function openShipment(page: Page) {
  await page.goto(`/shipment/${shipment.id}`);
  await page.getByTestId('shipment-no').filter({ hasText: shipment.shipmentNo }).waitFor();
}

const statusIs = (page: Page, status: string) => page.getByTestId('shipment-status').filter({ hasText: new RegExp(`^${t(`shipment.status.${status}`)}$`) }).waitFor();

async function noticeSays(page: Page, key: string) {
  await page.getByText(t(key), { exact: true }).first().waitFor();
}

async function advance(page: Page, to: string, fill?: () => Promise<void>) {
  await page.getByRole('button', { name: t('shipment.detail.action.status') }).click();
  const form = page.getByRole('form', { name: t('shipment.detail.form.status.title') });
  await form.getByRole('combobox', { name: t('shipment.detail.form.status.to') }).selectOption({ label: t(`shipment.status.${to}`) });
  await fill?.();
  await form.getByRole('button', { name: t('shipment.detail.form.status.submit') }).click();
  await statusIs(page, to);
}

async function scan(page: Page, who: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.getByRole('heading', { name: t('shipment.detail.charges.title'), exact: true }).waitFor();
    const violations = await axeViolations(page);
    // Say which elements, not only their generated class names.
    const elements = await page.evaluate(
      (targets) => targets.map((target) => document.querySelector(target)?.outerHTML.slice(0, 300) ?? target),
      violations.map((v) => v.split(' — ')[1]?.split(', ')[0] ?? ''),
    );
    assert.deepEqual(violations, [], `axe (${who}, ${width} px): ${elements.join('\n')}`);
    // Nothing wider than the screen: the page scrolls down, not sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${who} at ${width} px overflows by ${overflow} px`);
    // Nor does a charges table hide its amounts off its side: on a phone each fee is a card.
    const charges = page.getByRole('region', { name: t('shipment.detail.charges.title'), exact: true });
    const hidden = await charges.getByRole('region').evaluateAll((regions) => regions.map((r) => r.scrollWidth - r.clientWidth));
    assert.ok(hidden.length >= 3 && hidden.every((px) => px <= 0), `${who} at ${width} px: charges tables scroll sideways by ${hidden.join(', ')} px`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

function adjustment(page: Page, chargeCode: string) {
  return page.getByRole('listitem', { name: new RegExp(`^${chargeCode}:`) });
}

async function addAdjustment(page: Page, chargeCode: string, description: string, amount: string) {
  await page.getByRole('button', { name: t('shipment.detail.action.adjustment') }).click();
  const form = page.getByRole('form', { name: t('shipment.detail.form.adjustment.title') });
  await form.getByLabel(t('shipment.detail.form.adjustment.chargeCode')).fill(chargeCode);
  await form.getByLabel(t('shipment.detail.form.adjustment.description')).fill(description);
  await form.getByLabel(t('shipment.detail.form.adjustment.amount', { currency: shipment.currency })).fill(amount);
  await form.getByRole('button', { name: t('shipment.detail.form.adjustment.submit') }).click();
  await adjustment(page, chargeCode).waitFor();
}

test('forwarder and shipper work one shipment from sent to provider to closed and rated', { timeout: 180_000 }, async () => {
  const { page, context, assertClean } = await openPage(browser);
  await page.goto('/login');
  await waitForBackend(page);

  // The forwarder: to delivered, one step at a time, with the transport references on the first.
  await signIn(page, 'forwarder@example.com');
  await openShipment(page);
  await advance(page, 'TRANSPORT_BOOKED', async () => {
    const form = page.getByRole('form', { name: t('shipment.detail.form.status.title') });
    await form.getByRole('combobox', { name: t('shipment.detail.form.status.progress') }).selectOption({ label: t('shipment.progress.ON_SCHEDULE') });
    await form.getByLabel(t('shipment.detail.form.status.note')).fill('Space confirmed on the first sailing.');
    const suffix = OCEAN ? 'ocean' : 'air';
    await form.getByLabel(t(`shipment.detail.form.status.vesselOrFlightNo.${suffix}`)).fill('MSC AURORA 612E');
    await form.getByLabel(t('shipment.detail.form.status.containerNo')).fill('MSCU1234565');
    await form.getByLabel(t(`shipment.detail.form.status.houseNo.${suffix}`)).fill('PBLE2E0001');
    await form.getByLabel(t(`shipment.detail.form.status.masterNo.${suffix}`)).fill('MEDUE2E0001');
  });
  await noticeSays(page, 'shipment.detail.done.statusUpdated');
  const transport = page.getByRole('region', { name: t('shipment.detail.group.transport') });
  for (const reference of ['MSC AURORA 612E', 'MSCU1234565', 'PBLE2E0001', 'MEDUE2E0001']) await transport.getByText(reference, { exact: true }).waitFor();
  await page.getByText('Space confirmed on the first sailing.').waitFor();
  for (const next of ['GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED']) await advance(page, next);
  await page.locator('li[aria-current="step"]').filter({ hasText: t('shipment.status.DELIVERED') }).waitFor();

  // On hold for a missing commercial invoice.
  await page.getByRole('button', { name: t('shipment.detail.action.hold') }).click();
  const holdForm = page.getByRole('form', { name: t('shipment.detail.form.hold.title') });
  await holdForm.getByRole('combobox', { name: t('shipment.detail.form.hold.category') }).selectOption({ label: t('shipment.holdCategory.MISSING_DOCUMENT') });
  await holdForm.getByRole('combobox', { name: t('shipment.detail.form.hold.documentType') }).selectOption({ label: t('shipment.documentType.COMMERCIAL_INVOICE') });
  await holdForm.getByLabel(t('shipment.detail.form.hold.reason')).fill('The commercial invoice is not signed; please upload a signed copy.');
  await holdForm.getByRole('button', { name: t('shipment.detail.form.hold.submit') }).click();
  await noticeSays(page, 'shipment.detail.done.held');
  await page.getByRole('region', { name: t('shipment.detail.hold.title', { category: t('shipment.holdCategory.MISSING_DOCUMENT') }) }).waitFor();

  // Two adjustments for the shipper to review.
  await addAdjustment(page, 'DEMURRAGE', 'Container demurrage, 2 days', '300');
  await addAdjustment(page, 'EXAM_FEE', 'Customs exam fee', '120.50');
  await scan(page, 'forwarder');

  // The shipper: the banner says what to do and its link goes straight to the upload, on the right type.
  await signIn(page, 'shipper@example.com');
  await openShipment(page);
  const banner = page.getByRole('region', { name: t('shipment.detail.hold.title', { category: t('shipment.holdCategory.MISSING_DOCUMENT') }) });
  const invoice = t('shipment.documentType.COMMERCIAL_INVOICE');
  await banner.getByText(t('shipment.detail.hold.guidance.MISSING_DOCUMENT', { documentType: invoice })).waitFor();
  await banner.getByText('The commercial invoice is not signed; please upload a signed copy.').waitFor();
  await banner.getByRole('link', { name: t('shipment.detail.hold.link.documents', { documentType: invoice }) }).click();
  const focused = await page.evaluate(() => document.activeElement?.closest('#shipment-documents-upload') !== null);
  assert.ok(focused, 'the focus is in the upload control');
  assert.equal(await page.locator('#shipment-documents-upload select').first().inputValue(), 'COMMERCIAL_INVOICE');

  // Approve one, dispute the other with a reason: the disputed one leaves the total.
  const totalText = () => page.getByRole('term').filter({ hasText: new RegExp(`^${t('shipment.detail.charges.total')}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  const totalBefore = await totalText();
  await adjustment(page, 'DEMURRAGE').getByRole('button', { name: /^Approve/ }).click();
  await adjustment(page, 'DEMURRAGE').getByText(t('shipment.adjustmentStatus.APPROVED'), { exact: true }).waitFor();
  await adjustment(page, 'EXAM_FEE').getByRole('button', { name: /^Dispute/ }).click();
  await adjustment(page, 'EXAM_FEE').getByLabel(t('shipment.adjustments.form.dispute.reason')).fill('The exam was ordered because of a late ISF filing.');
  await adjustment(page, 'EXAM_FEE').getByRole('button', { name: t('shipment.adjustments.form.dispute.submit') }).click();
  await adjustment(page, 'EXAM_FEE').getByText(t('shipment.adjustmentStatus.DISPUTED'), { exact: true }).waitFor();
  await adjustment(page, 'EXAM_FEE').getByText(t('shipment.detail.adjustment.notCounted')).waitFor();
  const toNumber = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
  const deadline = Date.now() + 10_000;
  while ((await totalText()) === totalBefore && Date.now() < deadline) await page.waitForTimeout(100);
  assert.equal(Math.round((toNumber(totalBefore) - toNumber(await totalText())) * 100), 12050, 'the disputed 120.50 leaves the total');
  // On hold, the shipper cannot close yet.
  assert.equal(await page.getByRole('button', { name: t('shipment.detail.action.close') }).count(), 0);
  await scan(page, 'shipper');

  // The forwarder releases the hold.
  await signIn(page, 'forwarder@example.com');
  await openShipment(page);
  await page.getByRole('button', { name: t('shipment.detail.action.release') }).click();
  await page.getByRole('form', { name: t('shipment.detail.form.release.title') }).getByRole('button', { name: t('shipment.detail.form.release.submit') }).click();
  await noticeSays(page, 'shipment.detail.done.released');

  // The shipper closes the delivered shipment after the confirmation, then rates it.
  await signIn(page, 'shipper@example.com');
  await openShipment(page);
  await page.getByRole('button', { name: t('shipment.detail.action.close') }).click();
  const closeForm = page.getByRole('form', { name: t('shipment.detail.form.close.title') });
  await closeForm.getByText(t('shipment.detail.form.close.text')).waitFor();
  await closeForm.getByRole('button', { name: t('shipment.detail.form.close.submit') }).click();
  await statusIs(page, 'CLOSED');
  await page.getByText(t('shipment.detail.closedNotice')).first().waitFor();
  await page.getByRole('button', { name: t('shipment.detail.action.rate') }).click();
  const rateForm = page.getByRole('form', { name: t('shipment.detail.form.rate.title') });
  await rateForm.getByRole('radio', { name: t('shipment.detail.form.rate.score.4') }).check();
  await rateForm.getByLabel(t('shipment.detail.form.rate.comment')).fill('On time; the hold was handled quickly.');
  await rateForm.getByRole('button', { name: t('shipment.detail.form.rate.submit') }).click();
  await noticeSays(page, 'shipment.detail.done.rated');
  await page.getByText(t('shipment.detail.rating.score', { score: 4 })).waitFor();
  assert.equal(await page.getByRole('button', { name: t('shipment.detail.action.rate') }).count(), 0, 'rated once');
  assert.equal(await page.getByRole('button', { name: t('shipment.detail.action.cancel') }).count(), 0);

  assertClean();
  await context.close();
});
