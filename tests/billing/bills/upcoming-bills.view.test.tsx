/**
 * Upcoming Bills through the real app and the embedded backend, as the shipper: every Bill field in
 * the table, money in the bill's currency with two decimals, dates "Mon D YYYY", overdue marked, each
 * bill linked to its shipment, a bill held by a payment saying why it cannot be paid, a filter kept
 * in the URL, and the payment dialog: the bank details of the bill's currency, then a transfer
 * followed to its end.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../utils/render-route';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellOf = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
const RANGE = /^Showing 1–\d+ of [\d,]+ bills$/;

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Upcoming Bills', () => {
  it('shows every bill field, money and dates as the spec writes them, overdue and why a bill cannot be paid', { timeout: 30_000 }, async () => {
    renderRoute('/billing/upcoming-bill', { as: 'shipper' });
    await screen.findByText(RANGE, undefined, { timeout: 15_000 });
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Actions', 'Bill no.', 'Payment status', 'Due date', 'Amount due', 'Invoice/total amount', 'Bill amount', 'Additional charges', 'Amount paid',
      'Bill payment', 'Bill date', 'Invoice date', 'Additional charges deadline', 'Cut-off date', 'PO no.', 'PO amount', 'Platform fee',
      'Shipment no.', 'Shipment status', 'Actual delivery date', 'Delivery update date', 'Tax invoice',
    ]);
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(cellOf(row, 'Due date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(cellOf(row, 'Amount due').textContent).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/);
      expect(within(cellOf(row, 'Shipment no.')).getByRole('link').getAttribute('href')).toMatch(/^\/shipment\//);
    }
    // Due dates ascend: the soonest first.
    expect(within(table()).getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'ascending');
    // The totals count every matching bill, not only the rows on this page.
    const totals = screen.getByRole('region', { name: 'Amount due, all matching bills' });
    const counted = within(totals).getAllByRole('listitem').map((item) => Number(/\((\d+) bills?\)$/.exec(item.textContent ?? '')?.[1]));
    const total = Number(/of ([\d,]+) bills$/.exec(screen.getByText(RANGE).textContent ?? '')![1]!.replace(/,/g, ''));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('a bill held by a running payment says why instead of offering Pay', { timeout: 30_000 }, async () => {
    renderRoute('/billing/upcoming-bill?paymentStatus=PENDING_TRANSFER', { as: 'shipper' });
    await screen.findByText(RANGE, undefined, { timeout: 15_000 });
    for (const row of bodyRows()) {
      expect(cellOf(row, 'Payment status').textContent).toBe('Payment confirming');
      expect(cellOf(row, 'Actions').textContent).toBe('A payment of this bill is being confirmed. Wait for it to end before paying again.');
      expect(within(row).queryByRole('button', { name: /^Pay bill / })).toBeNull();
    }
  });

  it('filters overdue bills, keeps the filter in the URL, and marks each one', { timeout: 30_000 }, async () => {
    const app = renderRoute('/billing/upcoming-bill?overdue=true', { as: 'shipper' });
    await screen.findByText(RANGE, undefined, { timeout: 15_000 });
    expect(app.path()).toContain('overdue=true');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    for (const row of bodyRows()) expect(within(cellOf(row, 'Payment status')).getByText('Overdue')).toBeInTheDocument();
  });

  it('pays a bill by transfer: the account of its currency, the reference, then the transfer confirmed', async () => {
    const app = renderRoute('/billing/upcoming-bill?paymentStatus=OPEN,DUE_PAYMENT', { as: 'shipper' });
    await screen.findByText(RANGE, undefined, { timeout: 15_000 });
    const payButton = within(table()).getAllByRole('button', { name: /^Pay bill / })[0]!;
    await app.user.click(payButton);
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('radio', { name: /Bank transfer/ }));
    await within(dialog).findByText('Account no.');
    await app.user.click(within(dialog).getByRole('button', { name: /^I will transfer / }));
    await within(dialog).findByTestId('bill-pay-reference');
    await waitFor(() => expect(within(dialog).getByTestId('bill-pay-status').textContent).toMatch(/Successful|Failed|Expired/), { timeout: 10_000 });
  }, 60_000);
});
