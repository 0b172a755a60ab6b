/**
 * Shipment Details as each demo account sees it (the whole app in memory against the embedded
 * backend): every field group, the timeline in the glossary's words, dates as `Mon D YYYY`, money with
 * two decimals, the hold banner and where its link goes, labelled forms with their messages next to
 * the field, a status the app does not know, and the page in Traditional Chinese.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { shipments } from '../../mocks/store/shipment.store';
import { formatAmount } from '../../src/i18n/money';
import { renderRoute } from '../utils/render-route';
import { serveUnknownStatus, sharedShipment } from './lifecycle-harness';

const WAIT = { timeout: 8000 };
const MON_D_YYYY = /^[A-Z][a-z]{2} \d{1,2} \d{4}$/;

async function open(id: string, as: 'shipper' | 'forwarder', locale?: 'zh_TW') {
  const app = renderRoute(`/shipment/${id}`, { as, locale });
  await screen.findByTestId('shipment-no', undefined, WAIT);
  // The harness renders before a language other than English is in, as a switch would: the page may be
  // up while it is still English, so wait for the switch (<html lang> follows the messages on screen).
  if (locale) await waitFor(() => expect(document.documentElement.lang).toBe('zh-TW'), WAIT);
  return app;
}

/** The value next to a term of a description list. */
const valueOf = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Shipment Details', () => {
  it('shows every field group, the timeline, dates as Mon D YYYY and money with two decimals', async () => {
    const s = sharedShipment('DEPARTED');
    await open(s.id, 'shipper');
    expect(screen.getByTestId('shipment-no')).toHaveTextContent(s.shipmentNo);
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Departed from port');
    for (const name of ['Route', 'Booking and dates', 'Transport', 'Cargo and services']) expect(screen.getByRole('region', { name })).toBeVisible();
    const dates = screen.getByRole('region', { name: 'Booking and dates' });
    expect(valueOf(dates, 'Booked date')).toMatch(MON_D_YYYY);
    expect(valueOf(dates, 'Cargo ready date')).toMatch(MON_D_YYYY);
    const route = screen.getByRole('region', { name: 'Route' });
    expect(valueOf(route, 'Port of loading')).toBe(s.portOfLoading);
    expect(valueOf(route, 'Route')).toBe(s.route);
    const transport = screen.getByRole('region', { name: 'Transport' });
    expect(valueOf(transport, 'Carrier')).toBe(s.carrier);
    expect(valueOf(transport, 'Seller ref no.')).toBe(s.sellerRefNo);
    const cargo = screen.getByRole('region', { name: 'Cargo and services' });
    expect(valueOf(cargo, 'Goods value')).toBe(`${s.currency} ${formatAmount(s.goodsValue)}`);
    expect(valueOf(cargo, 'ISF submission')).toBe(s.isf ? 'Yes' : 'No');

    // The ten statuses in the glossary's words; the current one marked.
    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    const steps = Array.from(timeline.querySelector('ol')!.children);
    expect(steps.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Booking placed (done)', 'Booking sent to logistics provider (done)', 'Transport booked (done)', 'Goods received (done)', 'Departed from port (current)',
      'Arrived at port (to come)', 'Delivered (to come)', 'Confirming close (to come)', 'Closed (to come)',
    ]);
    expect(within(timeline).getByText('Departed from port (current)').closest('li')).toHaveAttribute('aria-current', 'step');

    // The charges block and the server's totals.
    const charges = screen.getByRole('region', { name: 'Charges' });
    for (const term of ['Origin port charges', 'Destination port charges', 'Shipment charges', 'Subtotal', 'Total cost', 'Paid', 'Due']) {
      expect(within(charges).getByText(term, { selector: 'dt' })).toBeVisible();
    }
    expect(valueOf(charges, 'Total cost')).toBe(`${s.currency} ${formatAmount(s.totalCost)}`);
    expect(screen.getByRole('region', { name: 'Documents' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeVisible();
  });

  it('offers the forwarder only what the server allows, with labelled forms whose messages sit next to the field', async () => {
    const s = sharedShipment('GOODS_RECEIVED');
    const app = await open(s.id, 'forwarder');
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Update status', 'Put on hold', 'Add an adjustment']);
    await app.user.click(within(actions).getByRole('button', { name: 'Put on hold' }));
    const form = screen.getByRole('form', { name: 'Put the shipment on hold' });
    expect(within(form).getByRole('combobox', { name: 'Reason category' })).toHaveFocus();
    // Pasted: typing it key by key re-renders the whole page per key, which takes seconds in jsdom.
    await app.user.click(within(form).getByRole('textbox', { name: 'Reason shown to the shipper' }));
    await app.user.paste('Awaiting the signed invoice.');
    await app.user.click(within(form).getByRole('button', { name: 'Put on hold' }));
    const category = within(form).getByRole('combobox', { name: 'Reason category' });
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(category).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Reason shown to the shipper' })).toHaveValue('Awaiting the signed invoice.');
    await app.user.selectOptions(category, 'Missing document');
    expect(within(form).getByRole('combobox', { name: 'Missing document' })).toBeVisible();
    await app.user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('form', { name: 'Put the shipment on hold' })).not.toBeInTheDocument();
  });

  it("leads the shipper from a missing-document hold straight to the upload control, on the document's type", async () => {
    const s = sharedShipment('DEPARTED');
    const record = shipments().find((x) => x.id === s.id)!;
    record.onHold = true;
    record.hold = { category: 'MISSING_DOCUMENT', documentType: 'COMMERCIAL_INVOICE', reason: 'Invoice <b>unsigned</b>.', placedAt: '2026-11-20T10:00:00.000Z', placedBy: 'Fiona Forwarder' };
    const app = await open(s.id, 'shipper');
    const banner = screen.getByRole('region', { name: 'On hold: Missing document' });
    // The forwarder's words are text, never HTML.
    expect(within(banner).getByText('Invoice <b>unsigned</b>.')).toBeVisible();
    expect(within(banner).getByText(/^Placed on [A-Z][a-z]{2} 20 2026 .* by Fiona Forwarder$/)).toBeVisible();
    const link = within(banner).getByRole('link', { name: 'Upload the document: Commercial invoice' });
    expect(link).toHaveAttribute('href', '#shipment-documents-upload');
    await waitFor(() => expect(document.getElementById('shipment-documents-upload')).not.toBeNull(), WAIT);
    await app.user.click(link);
    expect(document.getElementById('shipment-documents-upload')?.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveValue('COMMERCIAL_INVOICE'));
  });

  it.each([
    ['PAYMENT', 'Go to your bills'],
    ['CUSTOMS_QUERY', 'Reply to the forwarder'],
  ] as const)('a %s hold links the shipper to what to do', async (category, linkName) => {
    const s = sharedShipment('ARRIVED');
    const record = shipments().find((x) => x.id === s.id)!;
    record.onHold = true;
    record.hold = { category, documentType: null, reason: 'See the forwarder.', placedAt: '2026-11-20T10:00:00.000Z', placedBy: 'Fiona Forwarder' };
    const app = await open(s.id, 'shipper');
    const link = screen.getByRole('link', { name: linkName });
    if (category === 'PAYMENT') {
      expect(link).toHaveAttribute('href', '/billing/upcoming-bill');
    } else {
      await waitFor(() => expect(document.getElementById('shipment-comment-text')).not.toBeNull(), WAIT);
      await app.user.click(link);
      expect(document.activeElement?.tagName).toBe('TEXTAREA');
      expect(document.activeElement).toHaveAccessibleName('Your comment');
    }
  });

  it('shows a status the app does not know as the server sent it, and logs it', async () => {
    const s = sharedShipment('DEPARTED');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    serveUnknownStatus('AT_CUSTOMS_EXAM');
    await open(s.id, 'shipper');
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Status AT_CUSTOMS_EXAM');
    expect(within(screen.getByRole('region', { name: 'Status timeline' })).getByText('Status AT_CUSTOMS_EXAM (current)').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('AT_CUSTOMS_EXAM'));
  });

  it('reads in Traditional Chinese, with the glossary’s words', async () => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating === null);
    await open(s.id, 'shipper', 'zh_TW');
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('已送達');
    const actions = screen.getByRole('region', { name: '操作' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['關閉貨運訂單', '評價此貨運訂單']);
    expect(screen.getByRole('region', { name: '費用' })).toBeVisible();
    // The documents' categories the server gave by default are the reader's words too.
    const words: Record<string, string> = { Customs: '海關', Finance: '財務', Shipping: '運輸' };
    expect(s.documents.length).toBeGreaterThan(0);
    for (const d of s.documents) {
      const item = (await screen.findByRole('heading', { name: d.fileName, level: 3 }, WAIT)).closest('li')!;
      expect(valueOf(item, '分類')).toBe(words[d.category]);
    }
  });

  it('names the route’s ends in Traditional Chinese: the place as stored, then its city and country', async () => {
    const s = sharedShipment('DELIVERED', (x) => x.origin.city === 'Shanghai' && x.destination.city === 'Long Beach');
    await open(s.id, 'shipper', 'zh_TW');
    const route = screen.getByRole('region', { name: '航線' });
    expect(valueOf(route, '起運地')).toBe(`${s.origin.name} (${s.origin.code})，上海，中國`);
    expect(valueOf(route, '目的地')).toBe(`${s.destination.name} (${s.destination.code})，長灘，美國`);
  });
});
