/**
 * History Statement through the real app and the embedded backend: a shipper's paid bills and a
 * forwarder's payouts (what, when, how), the totals per currency over every matching row, the period
 * filter kept in the URL, and the CSV export of every matching row with the table's header row.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../utils/render-route';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellOf = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
const RANGE = /^Showing 1–\d+ of [\d,]+ statement entries$/;

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('History Statement', () => {
  it('shows the shipper its paid bills: when, how much, how, and totals per currency', async () => {
    renderRoute('/billing/history-statement', { as: 'shipper' });
    await screen.findByText(RANGE);
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Paid on', 'Bill no.', 'Shipment no.', 'Logistics provider', 'How', 'Invoice/total amount', 'Amount paid', 'Status']);
    expect(within(table()).getByRole('columnheader', { name: /Paid on/ })).toHaveAttribute('aria-sort', 'descending');
    for (const row of bodyRows()) {
      expect(cellOf(row, 'Paid on').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(cellOf(row, 'Amount paid').textContent).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/);
      expect(['Paid', 'Refund in progress']).toContain(cellOf(row, 'Status').textContent);
    }
    const totals = screen.getByRole('region', { name: 'Totals by currency' });
    expect(within(totals).getAllByText(/^Paid: (USD|EUR|GBP) [\d,]+\.\d\d$/).length).toBeGreaterThan(0);
  });

  it('shows the forwarder its payouts with the fee, paid by bank transfer', async () => {
    renderRoute('/billing/history-statement', { as: 'forwarder' });
    await screen.findByText(RANGE);
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Paid out on', 'Bill no.', 'Shipment no.', 'Buyer', 'How', 'Invoice/total amount', 'Platform fee', 'Net payout', 'Status']);
    const row = bodyRows()[0]!;
    expect(cellOf(row, 'How').textContent).toBe('Bank transfer');
    expect(cellOf(row, 'Status').textContent).toBe('Paid out');
  });

  it('filters by a named period and keeps it in the URL', async () => {
    const app = renderRoute('/billing/history-statement', { as: 'shipper' });
    await screen.findByText(RANGE);
    await app.user.click(screen.getByRole('button', { name: 'Filters' }));
    await app.user.selectOptions(screen.getByLabelText('Period'), 'Last year');
    await waitFor(() => expect(window.location.search).toMatch(/^\?date=\d{4}-01-01\.\.\d{4}-12-31$/));
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('lastYear');
  });

  it('exports every matching entry as CSV with the table header row', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = renderRoute('/billing/history-statement', { as: 'forwarder' });
    const range = await screen.findByText(RANGE);
    const total = Number(/of ([\d,]+)/.exec(range.textContent!)![1]!.replace(/,/g, ''));
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(new RegExp(`^Saved ${total} entries as statements-\\d{4}-\\d{2}-\\d{2}\\.csv\\.$`));
    const text = await saved[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Paid out on,Bill no.,Shipment no.,Buyer,How,Invoice/total amount,Platform fee,Net payout,Currency,Status,Payment reference');
    expect(lines.filter(Boolean)).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},/);
  });
});
