/**
 * The shipment list through the real app and the embedded backend: the shipper's and the forwarder's
 * columns, the search, a status filter kept in the URL, the sort, page sizes, the empty, no-match and
 * failure states, and cancelling a shipment from its row (the row changes in place).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { shipments } from '../../mocks/store/shipment.store';
import { COMPANY } from '../../mocks/store/users.store';
import { renderRoute } from '../utils/render-route';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellOf = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
const acme = () => shipments().filter((s) => s.buyerCompanyId === COMPANY.acme);

async function openList(path = '/shipment/list', as: 'shipper' | 'forwarder' = 'shipper') {
  const app = renderRoute(path, { as });
  await screen.findByText(/^Showing 1–\d+ of [\d,]+ shipments$/);
  return app;
}

// The page writes its parameters in the address bar (not through the router, see the page): each test starts bare.
beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Shipment list', () => {
  it('shows the shipper 20 shipments at a time, newest booking first, with every column', async () => {
    await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByText(`Showing 1–20 of ${acme().length} shipments`)).toBeInTheDocument();
    // Every header (on narrow screens only the sortable ones show, as sort buttons).
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Shipment no.', 'Status', 'Mode', 'Origin', 'Destination', 'Booked by', 'Booked date', 'Cargo ready date', 'Delivery date', 'Forwarder', 'Total cost', 'On hold', 'Actions',
    ]);
    expect(within(table()).getByRole('columnheader', { name: /Booked date/ })).toHaveAttribute('aria-sort', 'descending');

    const rows = bodyRows();
    expect(rows).toHaveLength(20);
    const newest = [...acme()].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt) || b.shipmentNo.localeCompare(a.shipmentNo))[0]!;
    const first = rows[0]!;
    const link = within(first).getByRole('link', { name: newest.shipmentNo });
    expect(link).toHaveAttribute('href', `/shipment/${newest.id}`);
    expect(cellOf(first, 'Forwarder').textContent).toBe(newest.forwarderName);
    expect(cellOf(first, 'Origin').textContent).toBe(`${newest.origin.city}, ${new Intl.DisplayNames(['en-US'], { type: 'region' }).of(newest.origin.country)}${newest.origin.name}`);
    for (const row of rows) {
      expect(cellOf(row, 'Booked date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(cellOf(row, 'Delivery date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(cellOf(row, 'Total cost').textContent).toMatch(/^(USD|EUR|GBP) \d{1,3}(,\d{3})*\.\d\d$/);
      expect(cellOf(row, 'Status').textContent).not.toMatch(/^[A-Z_]+$/);
    }
  });

  it('shows the forwarder the buyer column and no Cancel', async () => {
    await openList('/shipment/list', 'forwarder');
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers).toContain('Buyer');
    expect(headers).not.toContain('Forwarder');
    expect(headers).not.toContain('Actions');
    expect(within(table()).queryByRole('button', { name: /^Cancel shipment/ })).not.toBeInTheDocument();
    // Each row names the booking company, never "Not given".
    const buyers = bodyRows().map((row) => cellOf(row, 'Buyer').textContent);
    expect(buyers.length).toBeGreaterThan(0);
    expect(buyers.every((name) => name === 'Acme Home Goods Inc.' || name === 'Nordic Outdoor AB')).toBe(true);
  });

  it('finds a shipment by its house no, and keeps the search in the URL', async () => {
    const target = acme().find((s) => s.houseNo)!;
    const app = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search shipments' });
    await app.user.type(search, target.houseNo!);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByRole('link', { name: target.shipmentNo })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(target.houseNo));
    // The same field, still focused: writing the URL does not start the page over.
    expect(screen.getByRole('searchbox', { name: 'Search shipments' })).toBe(search);
    expect(search).toHaveFocus();
  });

  it('filters by status, says so on the Filters button, and reads the filter back from the URL', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: 'Filters' }));
    const statuses = screen.getByRole('group', { name: 'Status' });
    const deliveredBox = within(statuses).getByRole('checkbox', { name: 'Delivered' });
    await app.user.click(deliveredBox);
    const delivered = acme().filter((s) => s.status === 'DELIVERED').length;
    await screen.findByText(`Showing 1–${Math.min(20, delivered)} of ${delivered} shipments`);
    expect(bodyRows().every((row) => cellOf(row, 'Status').textContent === 'Delivered')).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(window.location.search).toBe('?status=DELIVERED'));
    expect(deliveredBox).toHaveFocus();
    await app.user.click(deliveredBox);
    await screen.findByText(`Showing 1–20 of ${acme().length} shipments`);
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with the filters, sort and page size of its URL', async () => {
    await openList('/shipment/list?status=DELIVERED,CLOSED&sort=totalCost:asc&size=10');
    const expected = acme().filter((s) => s.status === 'DELIVERED' || s.status === 'CLOSED');
    expect(screen.getByText(`Showing 1–10 of ${expected.length} shipments`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(within(table()).getByRole('columnheader', { name: /Total cost/ })).toHaveAttribute('aria-sort', 'ascending');
    const costs = bodyRows().map((row) => Number(cellOf(row, 'Total cost').textContent!.replace(/[^\d.]/g, '')));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('sorts by a column, ascending first, and turns around on the second click', async () => {
    const app = await openList();
    const header = () => within(table()).getByRole('columnheader', { name: /Shipment no\./ });
    await app.user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(window.location.search).toBe('?sort=shipmentNo%3Aasc'));
    await app.user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await screen.findByText(/^Showing 1–20 of/);
    const numbers = bodyRows().map((row) => within(row).getAllByRole('link')[0]!.textContent!);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('changes the page size and pages through', async () => {
    const app = await openList();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await screen.findByText(`Showing 1–50 of ${acme().length} shipments`);
    const pager = screen.getByRole('navigation', { name: 'Pages of shipments' });
    await app.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Showing 51–${Math.min(100, acme().length)} of ${acme().length} shipments`);
    expect(window.location.search).toBe('?page=2&size=50');
  });

  it('says when no shipment matches, and clears the filters', async () => {
    const app = renderRoute('/shipment/list?status=CLOSED&bookedDate=1999-01-01..1999-12-31', { as: 'shipper' });
    const message = await screen.findByText(/^No shipment matches these filters\./);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(within(message.parentElement!).getByRole('button', { name: 'Clear filters' }));
    await screen.findByText(`Showing 1–20 of ${acme().length} shipments`);
    expect(window.location.search).toBe('');
  });

  it('with no shipment at all, sends the shipper to Find Quote', async () => {
    server.use(http.post('*/api/shipment/list', () => HttpResponse.json({ success: true, code: 200, data: { list: [], total: 0 } })));
    renderRoute('/shipment/list', { as: 'shipper' });
    const message = await screen.findByText(/^No shipments yet\. Find a quote/);
    expect(within(message.parentElement!).getByRole('link', { name: 'Find Quote' })).toHaveAttribute('href', '/quote');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('with no shipment at all, tells the forwarder that shipments come when shippers book', async () => {
    server.use(http.post('*/api/shipment/list', () => HttpResponse.json({ success: true, code: 200, data: { list: [], total: 0 } })));
    renderRoute('/shipment/list', { as: 'forwarder' });
    const message = await screen.findByText('No shipments yet. Shipments appear here as soon as shippers book your quotes.');
    expect(within(message.parentElement!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a failed load says what to do and tries again', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/shipment/list', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, code: 500, message: 'Database unavailable' }, { status: 500 }) : undefined;
      }),
    );
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    const message = await screen.findByText('The shipments could not be loaded. Try again; if it keeps failing, contact support.');
    await app.user.click(within(message.parentElement!).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Showing 1–20 of/);
  });

  it('cancels a shipment from its row with a reason: Cancel Success, and the row changes in place', async () => {
    const app = await openList('/shipment/list?status=BOOKING_PLACED');
    const row = bodyRows()[0]!;
    const shipmentNo = within(row).getAllByRole('link')[0]!.textContent!;
    const listCalls = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/shipment/list')) listCalls();
    });
    await app.user.click(within(row).getByRole('button', { name: `Cancel shipment ${shipmentNo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel shipment ${shipmentNo}` });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for cancelling' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason'));
    expect(reason).toHaveFocus();
    await app.user.type(reason, 'The supplier cannot make the date.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));
    expect(await within(dialog).findByText('Cancel Success')).toBeInTheDocument();
    expect(within(dialog).getByText(`Shipment ${shipmentNo} is cancelled.`)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = bodyRows().find((r) => within(r).queryByRole('link', { name: shipmentNo }))!;
    expect(cellOf(updated, 'Status').textContent).toBe('Booking cancelled');
    expect(within(updated).queryByRole('button', { name: /^Cancel shipment/ })).not.toBeInTheDocument();
    expect(listCalls).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('a refused cancel says why in the dialog, keeps the reason, and refreshes the list', async () => {
    const app = await openList('/shipment/list?status=BOOKING_PLACED');
    const row = bodyRows()[0]!;
    const shipmentNo = within(row).getAllByRole('link')[0]!.textContent!;
    server.use(http.post('*/api/shipment/:id/cancel', () => HttpResponse.json({ success: false, code: 30002, message: 'no' })));
    let reloads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/shipment/list')) reloads += 1;
    });
    await app.user.click(within(row).getByRole('button', { name: `Cancel shipment ${shipmentNo}` }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), 'Too late');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));
    expect(await within(dialog).findByText(/can no longer be cancelled in its current status/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' })).toHaveValue('Too late');
    await waitFor(() => expect(reloads).toBe(1));
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep shipment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.events.removeAllListeners();
  });

  it('exports every matching shipment, not only the page, to a dated CSV', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const app = await openList('/shipment/list?status=DELIVERED,CLOSED&size=10');
    const expected = acme().filter((s) => s.status === 'DELIVERED' || s.status === 'CLOSED');
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exported \d+ shipments to shipments-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder().decode(await saved[0]!.blob.arrayBuffer());
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Shipment no.,Status,Mode,Origin,Destination,Booked by,Booked date,Cargo ready date,Delivery date,Forwarder,Total cost,Currency,On hold');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((line) => /,(Delivered|Closed),/.test(line))).toBe(true);
    expect(lines.slice(1).every((line) => /,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},/.test(line))).toBe(true);
    expect(lines.slice(1).every((line) => /,-?\d+\.\d\d,(USD|EUR|GBP),/.test(line))).toBe(true);
  });

  it('names each end in Traditional Chinese: city and country, then the place’s own name', async () => {
    const fromShanghai = acme().find((s) => s.origin.city === 'Shanghai' && s.destination.city === 'Long Beach')!;
    renderRoute(`/shipment/list?q=${fromShanghai.shipmentNo}`, { as: 'shipper', locale: 'zh_TW' });
    await screen.findByText(/^顯示第 1–1 筆/);
    const row = bodyRows()[0]!;
    expect(cellOf(row, '起運地').textContent).toBe(`上海，中國${fromShanghai.origin.name}`);
    expect(cellOf(row, '目的地').textContent).toBe(`長灘，美國${fromShanghai.destination.name}`);
  });

  it('keeps the city as stored when the catalogue has no Chinese name for it (a door), the country still in Chinese', async () => {
    const toDaventry = acme().find((s) => s.destination.city === 'Daventry')!;
    renderRoute(`/shipment/list?q=${toDaventry.shipmentNo}`, { as: 'shipper', locale: 'zh_TW' });
    await screen.findByText(/^顯示第 1–1 筆/);
    expect(cellOf(bodyRows()[0]!, '目的地').textContent).toBe(`Daventry，英國${toDaventry.destination.name}`);
  });

  it('heads the CSV in the chosen language (zh_TW), with the glossary’s words', async () => {
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:test/zh';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = renderRoute('/shipment/list?status=DELIVERED', { as: 'shipper', locale: 'zh_TW' });
    await screen.findByText(/^顯示第 1–\d+ 筆/);
    await app.user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    await screen.findByText(/^已將 \d+ 筆貨運訂單匯出至/);
    const lines = new TextDecoder().decode(await saved!.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe('貨運單號,狀態,運輸方式,起運地,目的地,下單人,下單日期,貨物就緒日期,送達日期,貨代,總費用,幣別,暫停');
    expect(lines[1]).toMatch(/^SHP\d+,已送達,/);
    // Places stay in English: the file is data for spreadsheets.
    const places = lines.slice(1).join('\n');
    expect(places).toMatch(/, Shanghai, CN"/);
    expect(places).not.toMatch(/上海|中國/);
  });
});
