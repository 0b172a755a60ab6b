/**
 * The Invoices page through the real app and the embedded backend: the shipper's saved INVOICE layout
 * restored (decision 017's seed), a column hidden and another moved by keyboard buttons and saved
 * through /user-customize/*, a failed save keeping the edit with Try again, and "Download Error" when
 * the PDF cannot be had (decision 044).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { userCustomizations } from '../../../mocks/store/customize.store';
import { DEMO_USER } from '../../../mocks/store/users.store';
import { renderRoute } from '../../utils/render-route';

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

const savedLayoutOf = (userId: string) => {
  const record = userCustomizations().find((r) => r.userId === userId && r.customizeType === 'INVOICE');
  return record ? (JSON.parse(record.customizeValue) as { dataIndex: string; visible: boolean }[]) : null;
};

async function openInvoices(as: 'shipper' | 'forwarder') {
  const app = renderRoute('/billing/invoice', { as });
  await screen.findByText(/^Showing 1–\d+ of [\d,]+$/);
  return app;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Invoices', () => {
  it("shows the shipper's saved layout: its order, its hidden columns, then the columns it lacks", async () => {
    await openInvoices('shipper');
    const saved = savedLayoutOf(DEMO_USER.shipper)!;
    await waitFor(() => expect(headers()[0]).toBe('Invoice no.'));
    const names: Record<string, string> = {
      invoiceNo: 'Invoice no.', invoiceDate: 'Invoice date', shipmentNo: 'Shipment no.', amount: 'Invoice/total amount', currency: 'Currency',
      dueDate: 'Due date', paymentStatus: 'Payment status',
    };
    const expected = [...saved.filter((c) => c.visible).map((c) => names[c.dataIndex]), 'Bill no.', 'Logistics provider', 'Tax invoice', 'PDF'];
    await waitFor(() => expect(headers()).toEqual(expected));
    for (const cell of screen.getAllByRole('cell').filter((c) => c.dataset.label === 'Invoice date')) {
      expect(cell.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
    }
    for (const cell of screen.getAllByRole('cell').filter((c) => c.dataset.label === 'Invoice/total amount')) {
      expect(cell.textContent).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  it('the forwarder (no layout yet) hides and moves columns by buttons, saves, and the record is added', async () => {
    const app = await openInvoices('forwarder');
    expect(savedLayoutOf(DEMO_USER.forwarder)).toBeNull();
    await waitFor(() => expect(headers()).toEqual([
      'Invoice no.', 'Invoice date', 'Bill no.', 'Shipment no.', 'Buyer', 'Invoice/total amount', 'Currency', 'Due date', 'Payment status', 'Tax invoice', 'PDF',
    ]));
    await app.user.click(screen.getByRole('button', { name: 'Columns' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Show Bill no.' }));
    await app.user.click(screen.getByRole('button', { name: 'Move Due date up' }));
    // Bill no. hidden, Due date moved before Currency: the table previews it at once.
    expect(headers()).toEqual([
      'Invoice no.', 'Invoice date', 'Shipment no.', 'Buyer', 'Invoice/total amount', 'Due date', 'Currency', 'Payment status', 'Tax invoice', 'PDF',
    ]);
    expect(screen.getByText('Changes not saved yet: the table shows them; save to keep them.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('Layout saved.');
    const saved = savedLayoutOf(DEMO_USER.forwarder)!;
    expect(saved.find((c) => c.dataIndex === 'billNo')).toEqual({ dataIndex: 'billNo', visible: false });
    expect(saved.map((c) => c.dataIndex).indexOf('dueDate')).toBe(6);
  });

  it('keeps the edit when the save fails, and saves it on Try again', async () => {
    const app = await openInvoices('forwarder');
    await app.user.click(screen.getByRole('button', { name: 'Columns' }));
    server.use(http.post('*/api/user-customize/add', () => HttpResponse.json({ success: false, code: 500, message: 'Database unavailable.' }, { status: 500 })));
    await app.user.click(screen.getByRole('checkbox', { name: 'Show Tax invoice' }));
    await app.user.click(screen.getByRole('button', { name: 'Save layout' }));
    const alert = await screen.findByText('The layout was not saved. Your changes are kept; try again.');
    expect(screen.getByRole('checkbox', { name: 'Show Tax invoice' })).not.toBeChecked();
    expect(headers()).not.toContain('Tax invoice');
    server.resetHandlers();
    await app.user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Layout saved.');
    expect(savedLayoutOf(DEMO_USER.forwarder)!.find((c) => c.dataIndex === 'taxInvoice')!.visible).toBe(false);
  });

  it('says "Download Error" beside the invoice when its PDF cannot be had', async () => {
    const app = await openInvoices('shipper');
    server.use(
      http.get('*/api/billing/invoices/:id/pdf', () => HttpResponse.json({ success: false, code: 404, message: 'No such invoice.' }, { status: 404 })),
    );
    const button = screen.getAllByRole('button', { name: /^Download (Tax invoice|Invoice) PDF / })[0]!;
    await app.user.click(button);
    const error = await screen.findByText('Download Error');
    expect(button).toHaveAttribute('aria-describedby', error.id);
  });
});
