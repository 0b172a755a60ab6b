/**
 * Every list shown as cards on a phone keeps its table's roles written out: with `display` changed, some
 * browsers drop a table's implicit roles, and a screen reader reads a card's figures without their
 * column. jsdom computes implicit roles whatever the CSS, so this reads the attributes themselves.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute, type DemoAccount } from '../utils/render-route';

const WAIT = { timeout: 15_000 };

async function explicitRoles(path: string, as: DemoAccount, table: string) {
  renderRoute(path, { as });
  const region = await screen.findByRole('region', { name: table }, WAIT);
  const el = region.querySelector('table')!;
  await expect.poll(() => el.querySelectorAll('tbody tr').length, WAIT).toBeGreaterThan(0);
  expect(el.getAttribute('role')).toBe('table');
  expect(el).toHaveAccessibleName(table);
  for (const group of el.querySelectorAll('thead, tbody')) expect(group.getAttribute('role')).toBe('rowgroup');
  for (const row of el.querySelectorAll('tr')) expect(row.getAttribute('role')).toBe('row');
  for (const header of el.querySelectorAll('th')) expect(header.getAttribute('role')).toBe('columnheader');
  for (const cell of el.querySelectorAll('td')) expect(cell.getAttribute('role')).toBe('cell');
}

describe('a list\'s table, shown as cards on a phone', { timeout: 40_000 }, () => {
  it('Upcoming Bills', () => explicitRoles('/billing/upcoming-bill', 'shipper', 'Upcoming bills'));
  it('Invoices', () => explicitRoles('/billing/invoice', 'shipper', 'Invoices'));
  it('Upcoming Payouts', () => explicitRoles('/billing/upcoming-payouts', 'forwarder', 'Upcoming payouts'));
  it('Users', () => explicitRoles('/account/setting/users', 'admin', 'Users of your company'));
  it('Shipment List', () => explicitRoles('/shipment/list', 'shipper', 'Shipments'));
  it('the rate sheet imports', () => explicitRoles('/history/list', 'forwarder', 'Rate sheet imports'));
});
