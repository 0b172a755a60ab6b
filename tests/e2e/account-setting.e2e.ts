/**
 * Account Setting in a real browser against the production build: the shipper saves the profile after
 * an empty required field was refused next to it (the rest kept) and the header shows the new name at
 * once; the admin of a company with allowManageUser false (Nils, Nordic Outdoor) is not offered Users
 * and its URL says why; the company admin edits My Company; axe finds nothing in any section, and the
 * page works at 390 px with nothing cut off.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { signInThroughPage } from './sign-in';
import { messages } from '../../src/features/account/account.messages';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const t = (key: string) => {
  const text = (messages.en_US as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};

const signIn = (page: Page, email: string) => signInThroughPage(page, 'en_US', email);

async function assertAxeClean(page: Page, where: string) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `axe in ${where}`);
}

const sectionLinks = (page: Page) => page.getByRole('navigation', { name: t('account.nav.label') }).getByRole('link').allTextContents();

test('the shipper fixes an empty required field, saves, and the header shows the new name; every section is axe clean', async () => {
  const { page, assertClean, context } = await openPage(browser);
  try {
    await signIn(page, 'shipper@example.com');
    await page.goto('/account/setting');
    await waitForBackend(page);
    await page.getByRole('heading', { name: t('account.profile.heading'), level: 2 }).waitFor();
    assert.deepEqual(await sectionLinks(page), ['Profile', 'My Company', 'Change Password']);
    await assertAxeClean(page, 'Profile');

    await page.getByLabel('First name').fill('');
    await page.getByLabel('Last name').fill('Sailor');
    await page.getByRole('button', { name: t('account.profile.save') }).click();
    const message = page.locator('#profile-first-name-error');
    await message.waitFor();
    assert.equal(await message.textContent(), 'Please enter your first name.');
    assert.equal(await page.getByLabel('First name').getAttribute('aria-describedby'), 'profile-first-name-error');
    assert.equal(await page.getByLabel('Last name').inputValue(), 'Sailor');
    await assertAxeClean(page, 'Profile with a field error');

    await page.getByLabel('First name').fill('Samira');
    await page.getByRole('button', { name: t('account.profile.save') }).click();
    await page.getByText(t('account.profile.saved')).waitFor();
    await page.getByRole('button', { name: /Samira Sailor/ }).waitFor();

    // A reload keeps the saved name (the server and the stored user record both have it).
    await page.reload();
    await waitForBackend(page);
    await page.getByRole('button', { name: /Samira Sailor/ }).waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Samira');

    await page.getByRole('link', { name: 'My Company' }).click();
    await page.getByText(t('account.company.readOnly')).waitFor();
    await assertAxeClean(page, 'My Company (read only)');

    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByLabel('Old password').waitFor();
    await assertAxeClean(page, 'Change Password');

    await page.goto('/account/setting/users');
    await waitForBackend(page);
    await page.getByText(t('account.refused.notAdmin')).waitFor();
    await assertAxeClean(page, 'Users refused');
    assertClean();
  } finally {
    await context.close();
  }
});

test('the admin of a company with allowManageUser false is not offered Users, and its URL says why', async () => {
  const { page, assertClean, context } = await openPage(browser);
  try {
    await signIn(page, 'nils@nordic.example.com');
    await page.goto('/account/setting');
    await waitForBackend(page);
    await page.getByRole('heading', { name: t('account.profile.heading'), level: 2 }).waitFor();
    assert.deepEqual(await sectionLinks(page), ['Profile', 'My Company', 'Change Password']);
    await page.goto('/account/setting/users');
    await waitForBackend(page);
    await page.getByText(t('account.refused.managementDisabled')).waitFor();
    await assertAxeClean(page, 'Users refused (management off)');
    assertClean();
  } finally {
    await context.close();
  }
});

test('the company admin is offered Users and edits My Company', async () => {
  const { page, assertClean, context } = await openPage(browser);
  try {
    await signIn(page, 'admin@example.com');
    await page.goto('/account/setting/company');
    await waitForBackend(page);
    await page.getByRole('button', { name: t('account.company.edit') }).click();
    assert.deepEqual(await sectionLinks(page), ['Profile', 'My Company', 'Users', 'Change Password']);
    await page.getByLabel(t('account.company.field.city')).fill('');
    await page.getByLabel(t('account.company.field.zip')).fill('92618');
    await page.getByRole('button', { name: t('account.company.save') }).click();
    await page.locator('#company-city-error').waitFor();
    assert.equal(await page.getByLabel(t('account.company.field.zip')).inputValue(), '92618');
    await assertAxeClean(page, 'My Company form with an error');
    await page.getByLabel(t('account.company.field.city')).fill('Irvine');
    await page.getByRole('button', { name: t('account.company.save') }).click();
    await page.getByText(t('account.company.saved')).waitFor();
    await page.getByText('Irvine', { exact: true }).waitFor();
    await assertAxeClean(page, 'My Company saved');
    assertClean();
  } finally {
    await context.close();
  }
});

test('at 390 px the sections are tabs, nothing is cut off, and axe finds nothing', async () => {
  const { page, assertClean, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  try {
    await signIn(page, 'shipper@example.com');
    for (const path of ['/account/setting', '/account/setting/company', '/account/setting/password']) {
      await page.goto(path);
      await waitForBackend(page);
      await page.getByRole('navigation', { name: t('account.nav.label') }).waitFor();
      await page.locator('main form, main dl').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the screen`);
      await assertAxeClean(page, `${path} at 390 px`);
    }
    // The tabs stay reachable: the last one is in the page and can be opened.
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByLabel('Old password').waitFor();
    assertClean();
  } finally {
    await context.close();
  }
});
