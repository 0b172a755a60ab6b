import { describe, expect, it } from 'vitest';
import { billingLandingFor, billingSectionsFor } from '../../machines/shared/billing-sections';

describe('billing sections by role', () => {
  it('gives a shipper bills, statements and invoices, and opens their bills', () => {
    expect(billingSectionsFor('BUYER').map((s) => s.id)).toEqual(['upcomingBill', 'historyStatement', 'invoice']);
    expect(billingLandingFor('BUYER')).toBe('/billing/upcoming-bill');
  });

  it('gives a forwarder payouts, statements, invoices and bank details, and opens their payouts', () => {
    expect(billingSectionsFor('SELLER').map((s) => s.id)).toEqual(['upcomingPayouts', 'historyStatement', 'invoice', 'bankDetail']);
    expect(billingLandingFor('SELLER')).toBe('/billing/upcoming-payouts');
  });
});
