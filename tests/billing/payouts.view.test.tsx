/**
 * Upcoming Payouts through the real app and the embedded backend: the forwarder's columns, net amounts
 * with the fee and its percentage, money and dates as the spec writes them, links to the shipment, the
 * totals per currency, a currency filter kept in the URL, and the failure state with Try again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderRoute } from '../utils/render-route';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellOf = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
const money = (text: string) => Number(text.replace(/^[A-Z]{3} /, '').replace(/,/g, ''));

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Upcoming Payouts', () => {
  it('shows the forwarder each payout net of the platform fee, with the fee, its percentage, dates and the shipment link', async () => {
    renderRoute('/billing/upcoming-payouts', { as: 'forwarder' });
    await screen.findByText(/^Showing 1–\d+ of [\d,]+ payouts$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Payouts' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Shipment no.', 'Bill no.', 'Buyer', 'Payout status', 'Bill amount', 'Platform fee', 'Net payout', 'Cut-off date', 'Expected payout date']);
    expect(within(table()).getByRole('columnheader', { name: /Expected payout date/ })).toHaveAttribute('aria-sort', 'ascending');
    for (const row of bodyRows()) {
      const gross = cellOf(row, 'Bill amount').textContent!;
      const net = cellOf(row, 'Net payout').textContent!;
      const feeCell = cellOf(row, 'Platform fee').textContent!;
      expect(gross).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/);
      expect(net).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/);
      const [, fee, percent] = /^([A-Z]{3} [\d,]+\.\d\d)(\d+(?:\.\d+)?)% of the bill$/.exec(feeCell)!;
      expect(Number(percent)).toBeGreaterThanOrEqual(2.5);
      expect(Number(percent)).toBeLessThanOrEqual(4);
      expect(money(net)).toBeCloseTo(money(gross) - money(fee!), 2);
      expect(cellOf(row, 'Cut-off date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(cellOf(row, 'Expected payout date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(within(cellOf(row, 'Shipment no.')).getByRole('link').getAttribute('href')).toMatch(/^\/shipment\/.+/);
    }
    // Totals per currency, each with gross, fee and net.
    const totals = screen.getByRole('region', { name: 'Totals by currency' });
    expect(within(totals).getAllByText(/^Net payout: (USD|EUR|GBP) [\d,]+\.\d\d$/).length).toBeGreaterThan(0);
  });

  it('filters by currency, keeps it in the URL, and sums only that currency', async () => {
    const app = renderRoute('/billing/upcoming-payouts?currency=EUR', { as: 'forwarder' });
    await screen.findByText(/^Showing 1–\d+ of [\d,]+ payouts$/);
    for (const row of bodyRows()) expect(cellOf(row, 'Net payout').textContent).toMatch(/^EUR /);
    const totals = screen.getByRole('region', { name: 'Totals by currency' });
    expect(within(totals).getAllByText(/^Net payout:/)).toHaveLength(1);
    // The filter panel opens with the filter in force; clearing it shows every currency again.
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText(/^Showing 1–\d+ of [\d,]+ payouts$/);
    expect(window.location.search).toBe('');
  });

  it('says what went wrong and loads again with Try again', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/billing/upcoming-payouts', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 500, message: 'Database unavailable' }, { status: 500 }) : undefined;
      }),
    );
    const app = renderRoute('/billing/upcoming-payouts', { as: 'forwarder' });
    const message = await screen.findByText('The payouts could not be loaded. Try again; if it keeps failing, contact support.');
    await app.user.click(within(message.parentElement!).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Showing 1–\d+ of [\d,]+ payouts$/);
  });
});
