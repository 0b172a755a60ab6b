/**
 * The billing layout through the real app: each role's tabs (and only those), /billing opening the
 * role's landing section, and a section of the other role saying why instead of a blank page.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { billingSectionAccess, billingSectionsFor } from '../../machines/shared/billing-sections';
import { renderRoute } from '../utils/render-route';

const tabs = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Billing sections' });
  return within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
};

describe('billing sections', () => {
  it('gives each role its sections and refuses the other role’s with a reason', () => {
    expect(billingSectionsFor('BUYER').map((s) => s.id)).toEqual(['upcomingBill', 'historyStatement', 'invoice']);
    expect(billingSectionsFor('SELLER').map((s) => s.id)).toEqual(['upcomingPayouts', 'historyStatement', 'invoice', 'bankDetail']);
    expect(billingSectionAccess('BUYER', '/billing/upcoming-payouts')).toMatchObject({ kind: 'refused', reason: 'billing.refused.forwarderOnly', landing: '/billing/upcoming-bill' });
    expect(billingSectionAccess('SELLER', '/billing/upcoming-bill/')).toMatchObject({ kind: 'refused', reason: 'billing.refused.shipperOnly', landing: '/billing/upcoming-payouts' });
    expect(billingSectionAccess('SELLER', '/billing/history-statement')).toMatchObject({ kind: 'allowed' });
    expect(billingSectionAccess('SELLER', '/billing')).toEqual({ kind: 'none' });
  });
});

describe('Billing layout', () => {
  it('opens the forwarder on Upcoming Payouts with its four tabs, the current one marked', async () => {
    const app = renderRoute('/billing', { as: 'forwarder' });
    await app.waitForPath('/billing/upcoming-payouts');
    expect(await tabs()).toEqual([
      ['Upcoming Payouts', '/billing/upcoming-payouts'],
      ['History Statement', '/billing/history-statement'],
      ['Invoice', '/billing/invoice'],
      ['Bank Details', '/billing/bank-detail'],
    ]);
    // The layout stays mounted across the redirect from /billing: the tab is marked once React follows.
    expect(await screen.findByRole('link', { name: 'Upcoming Payouts', current: 'page' })).toBeInTheDocument();
  });

  it('shows the shipper its three tabs, without the forwarder’s', async () => {
    renderRoute('/billing/history-statement', { as: 'shipper' });
    expect(await tabs()).toEqual([
      ['Upcoming Bills', '/billing/upcoming-bill'],
      ['History Statement', '/billing/history-statement'],
      ['Invoice', '/billing/invoice'],
    ]);
    expect(screen.getByRole('link', { name: 'History Statement' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a shipper who opens a forwarder-only URL why, with the way to its own billing', async () => {
    renderRoute('/billing/upcoming-payouts', { as: 'shipper' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upcoming Payouts is for logistics providers');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Payouts' })).toBeInTheDocument();
    // The page's table never loads: the forwarder's endpoint is not asked (an unhandled or refused call would fail the test).
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your billing' })).toHaveAttribute('href', '/billing/upcoming-bill');
  });
});
