/** Signing in through the page, as a user does, in the language the test drives the UI in. */
import type { Page } from 'playwright-core';
import { waitForBackend } from './harness';
import { catalogue, type Locale } from './catalogue';

/**
 * Signs in as the demo shipper (or `email`), choosing `locale` on the sign-in page first, and waits to
 * leave the sign-in page (the shipper lands on Find Quote). `backend: 'server'` for the build that talks
 * to the Node server: there is no embedded backend to wait for.
 */
export async function signInThroughPage(page: Page, locale: Locale = 'en_US', email = 'shipper@example.com', backend: 'embedded' | 'server' = 'embedded'): Promise<void> {
  await page.goto('/login');
  if (backend === 'embedded') await waitForBackend(page);
  if (locale !== 'en_US') await page.getByRole('combobox').first().selectOption(locale);
  await submitSignIn(page, locale, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Fills and submits the sign-in page already open (one the app sent the user to, whose return address
 * must be kept), without waiting for where it leads.
 */
export async function submitSignIn(page: Page, locale: Locale = 'en_US', email = 'shipper@example.com'): Promise<void> {
  const t = catalogue(locale);
  await page.getByLabel(t('auth.field.email')).fill(email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();
}
