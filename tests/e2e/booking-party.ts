/**
 * Booking Confirm's consignor or consignee group in a browser test. A consignor filled complete from
 * the company profile shows as a summary; its Change button shows the fields.
 */
import type { Locator } from 'playwright-core';

type Text = (key: string) => string;

/** Waits for the party's fields, opening the consignor's summary first when it is folded. */
export async function showPartyFields(group: Locator, t: Text): Promise<void> {
  const change = group.getByRole('button', { name: t('booking.consignor.changeLabel') });
  const firstField = group.getByLabel(t('booking.field.companyName'), { exact: true });
  await change.or(firstField).first().waitFor();
  if (await change.isVisible()) await change.click();
  await firstField.waitFor();
}
