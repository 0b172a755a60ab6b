/**
 * The company admin's Users section in a real browser against the production build: the admin adds a
 * user and is shown the new account's temporary password once (decision 211), copies it, and the new
 * user signs in with the password read from the screen and is sent to Reset Password; the documented
 * seed password opens nothing. The admin deactivates them after the confirmation, and their next
 * sign-in says the account is not active. axe finds nothing on the section, in the add dialog, on the
 * password panel, and at 390 px, where the table is cards and nothing is cut off. A forwarder's admin
 * adds a client company and its first user, who signs in with the password shown and is sent to Reset
 * Password (decision 138).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, openPage, waitForBackend } from './harness';
import { messages as usersMessages } from '../../src/features/account/company-users.messages';
import { messages as authMessages } from '../../src/features/auth/auth.messages';
import { TEMPORARY_PASSWORD } from '../../mocks/store/users.store';
import { STORAGE_KEY } from '../../mocks/store/db';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const en = { ...usersMessages.en_US, ...authMessages.en_US } as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = en[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};
const RANGE = /^Showing 1–\d+ of \d+ users$/;
const PASSWORD = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;

/** The temporary password the panel shows for a user, read from the screen as the admin reads it. */
async function shownPassword(page: Page, name: string): Promise<string> {
  const panel = page.getByRole('region', { name: t('companyUsers.handover.title', { name }) });
  const password = (await panel.locator('code').innerText()).trim();
  assert.match(password, PASSWORD);
  return password;
}
const NEW_USER = { first: 'Erin', last: 'Endtoend', email: 'erin.e2e@example.com', phone: '(562) 555-0888' };

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForBackend(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInAsAdmin(page: Page) {
  await signInWith(page, 'admin@example.com', 'Passw0rd!');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function signOut(page: Page, name = 'Alex Admin') {
  // The user menu, not the row's Edit button that names the admin too.
  await page.getByRole('button', { name: new RegExp(`^(?!Edit ).*${name}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function openUsers(page: Page) {
  await page.goto('/account/setting/users');
  await waitForBackend(page);
  await page.getByText(RANGE).waitFor({ timeout: 20_000 });
}

test('the admin invites a user, who must reset the temporary password; once deactivated they cannot sign in', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signInAsAdmin(page);
  await openUsers(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the Users section');

  // Add a user: the form's rules first, then the invitation.
  await page.getByRole('button', { name: t('companyUsers.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('companyUsers.form.addTitle') });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t('companyUsers.form.invite') }).click();
  await dialog.getByText(t('companyUsers.form.firstName.required')).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the add dialog with its errors');
  await dialog.getByLabel(t('companyUsers.form.field.firstName'), { exact: true }).fill(NEW_USER.first);
  await dialog.getByLabel(t('companyUsers.form.field.lastName'), { exact: true }).fill(NEW_USER.last);
  await dialog.getByLabel(t('companyUsers.form.field.email'), { exact: true }).fill(NEW_USER.email);
  await dialog.getByLabel(t('companyUsers.form.field.phoneCountry'), { exact: true }).selectOption('US');
  await dialog.getByLabel(t('companyUsers.form.field.phone'), { exact: true }).fill(NEW_USER.phone);
  await dialog.getByRole('button', { name: t('companyUsers.form.invite') }).click();
  await page.getByText(t('companyUsers.notice.invited', { email: NEW_USER.email })).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const row = page.locator('table tbody tr', { hasText: NEW_USER.email });
  await row.getByText(t('companyUsers.invited')).waitFor();

  // The temporary password, shown once: Copy puts it on the clipboard; Dismiss takes it off the screen.
  const fullName = `${NEW_USER.first} ${NEW_USER.last}`;
  const password = await shownPassword(page, fullName);
  assert.deepEqual(await axeViolations(page), [], 'axe on the temporary password panel');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = page.getByRole('region', { name: t('companyUsers.handover.title', { name: fullName }) });
  await panel.getByRole('button', { name: t('companyUsers.handover.copy') }).click();
  await panel.getByText(t('companyUsers.handover.copied')).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), password);
  assert.ok(!page.url().includes(password), 'the password is not in the address');
  // The app's storage, that is: the embedded backend keeps its store (the server's database) there too.
  const appStorage = await page.evaluate((backendKey) => {
    const all: Record<string, string> = { ...localStorage, ...sessionStorage };
    delete all[backendKey];
    return JSON.stringify(all);
  }, STORAGE_KEY);
  assert.ok(!appStorage.includes(password), 'the password is not in the app’s storage');
  await page.getByRole('button', { name: t('companyUsers.notice.dismiss') }).click();
  await panel.waitFor({ state: 'detached' });
  await signOut(page);

  // The documented seed password opens nothing; the one shown sends the new user to Reset Password.
  await signInWith(page, NEW_USER.email, TEMPORARY_PASSWORD);
  await page.getByText(t('auth.signIn.wrongPassword')).waitFor();
  await signInWith(page, NEW_USER.email, password);
  await page.waitForURL((url) => url.pathname === '/login/reset-password');
  await page.getByText(t('auth.reset.intro', { email: NEW_USER.email })).waitFor();

  // The admin deactivates them, after the confirmation.
  await signInAsAdmin(page);
  await openUsers(page);
  const name = `${NEW_USER.first} ${NEW_USER.last}`;
  await page.getByRole('button', { name: t('companyUsers.action.deactivateName', { name }) }).click();
  const confirm = page.getByRole('alertdialog', { name: t('companyUsers.confirm.deactivate.title', { name }) });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: t('companyUsers.confirm.deactivate.confirm'), exact: true }).click();
  await page.getByText(t('companyUsers.notice.deactivated', { name })).waitFor();
  await page.locator('table tbody tr', { hasText: NEW_USER.email }).getByText(t('companyUsers.status.UNACTIVE')).waitFor();
  await signOut(page);

  // Their next sign-in says the account is not active.
  await signInWith(page, NEW_USER.email, password);
  await page.getByRole('alert').getByText(t('auth.signIn.inactive')).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');

  assertClean();
  await context.close();
});

test('at 390 px the users are cards, nothing is cut off, and axe finds nothing', async () => {
  const { page, context, assertClean } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signInAsAdmin(page);
  await openUsers(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  // A card per user: the header row is hidden and each cell carries its label.
  assert.equal(await page.locator('table thead').isVisible(), false);
  const firstCell = page.locator('table tbody tr').first().locator('td').first();
  assert.equal(await firstCell.getAttribute('data-label'), t('companyUsers.column.firstName'));
  assert.deepEqual(await axeViolations(page), [], 'axe at 390 px');
  assertClean();
  await context.close();
});

test('a forwarder’s admin adds a client company and its first user, who must reset the temporary password shown', async () => {
  const { page, context, assertClean } = await openPage(browser);
  await signInWith(page, 'forwarder@example.com', 'Passw0rd!');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await openUsers(page);

  await page.getByRole('button', { name: t('companyUsers.addParty') }).click();
  const dialog = page.getByRole('dialog', { name: t('companyUsers.party.title') });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t('companyUsers.party.submit') }).click();
  await dialog.getByText(t('companyUsers.party.legalName.required')).waitFor();
  await dialog.getByText(t('companyUsers.form.firstName.required')).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe on the client company dialog with its errors');

  const field = (key: string) => dialog.getByLabel(t(key), { exact: true });
  await field('companyUsers.party.field.legalName').fill('Harbor Imports Ltd');
  await field('companyUsers.party.field.address').fill('1 Pier Rd');
  await field('companyUsers.party.field.city').fill('Oakland');
  await field('companyUsers.party.field.country').selectOption('US');
  await field('companyUsers.party.field.zip').fill('94607');
  await field('companyUsers.form.field.firstName').fill('Cleo');
  await field('companyUsers.form.field.lastName').fill('Client');
  await field('companyUsers.form.field.email').fill('cleo.e2e@example.com');
  await field('companyUsers.form.field.phoneCountry').selectOption('US');
  await field('companyUsers.form.field.phone').fill('(562) 555-0999');
  await dialog.getByRole('button', { name: t('companyUsers.party.submit') }).click();
  await page.getByText(t('companyUsers.notice.partyCreated', { company: 'Harbor Imports Ltd', name: 'Cleo Client', email: 'cleo.e2e@example.com' })).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const password = await shownPassword(page, 'Cleo Client');
  await signOut(page, 'Fiona Forwarder');

  // The new company's first user signs in with the password shown: straight to Reset Password.
  await signInWith(page, 'cleo.e2e@example.com', password);
  await page.waitForURL((url) => url.pathname === '/login/reset-password');
  await page.getByText(t('auth.reset.intro', { email: 'cleo.e2e@example.com' })).waitFor();

  assertClean();
  await context.close();
});
