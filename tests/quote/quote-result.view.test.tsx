/**
 * Quote Result through the real app and the embedded backend, as the shipper uses it: the search from
 * the URL, the list with its views, sort, filters and paging, a quote's charges and Book, the no-result
 * lanes with the custom request that lands in My Request, and every failure with its next step.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { quoteResultPath, encodeQuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { setScenarios } from '../../mocks/scenarios';
import { renderRoute } from '../utils/render-route';
import { airShenzhenToOnt8, inDays, lclShanghaiToLosAngeles, type QuoteSearch } from '../mocks/quote/quote-fixtures';

const cards = (listName = 'Quotes') => within(screen.getByRole('list', { name: listName })).getAllByRole('article');
const title = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent ?? '';
const money = (text: string) => Number(/(?:USD|EUR|GBP) ([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, ''));

async function openResults(search: QuoteSearch = lclShanghaiToLosAngeles()) {
  const app = renderRoute(quoteResultPath(search), { as: 'shipper' });
  await app.findByRole('list', { name: 'Quotes' });
  return app;
}

describe('Quote Result: the search and the list', () => {
  it('shows the search from the URL, the quotes cheapest first, and Edit search keeps the search', async () => {
    const search = lclShanghaiToLosAngeles();
    const app = await openResults(search);
    const summary = screen.getByRole('region', { name: 'Your search' });
    expect(within(summary).getByText('Port of Shanghai (port), Shanghai, China')).toBeInTheDocument();
    expect(within(summary).getByText('Port of Los Angeles (port), Los Angeles, United States')).toBeInTheDocument();
    expect(within(summary).getByText('Ocean LCL (shared container)')).toBeInTheDocument();
    expect(within(summary).getByText('2 units · 700 kg · 2.88 CBM')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Edit search' })).toHaveAttribute('href', `/quote?q=${encodeQuoteSearch(search)}`);

    const all = cards();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(`Showing 1–${all.length} of ${all.length} quotes`)).toBeInTheDocument();
    // Cheapest view is on, and the first card is the cheapest one (the server's mark).
    expect(screen.getByRole('button', { name: 'Cheapest' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(all[0]!).getByText('Cheapest')).toBeInTheDocument();
    expect(app.path()).toMatch(/^\/quote-result\?q=/);
  });

  it('each quote: total, both transit times, forwarder, the price guarantee, and Book to the booking page', async () => {
    const app = await openResults();
    const card = cards()[0]!;
    expect(title(card)).toMatch(/^(Pacific Bridge Logistics Ltd\.|SinoTrans Express Co\.|Hanseatic Freight GmbH|Meridian Cargo Partners Inc\.), (Economy|Standard|Priority)$/);
    expect(within(card).getByText('Total')).toBeInTheDocument();
    expect(within(card).getByText(/^(USD|EUR) [\d,]+\.\d\d$/)).toBeInTheDocument();
    expect(within(card).getByText('Port to port')).toBeInTheDocument();
    expect(within(card).getByText('End to end')).toBeInTheDocument();
    expect(within(card).getAllByText(/^\d+–\d+ days$/)).toHaveLength(2);
    expect(within(card).getByText(/^Price guaranteed until [A-Z][a-z]{2} \d{1,2} \d{4}, then adjusted to the market rate\.$/)).toBeInTheDocument();
    const book = within(card).getByRole('link', { name: 'Book' });
    expect(book.getAttribute('href')).toMatch(/^\/booking-confirm\?quoteId=Q-[0-9A-Z]+$/);
    await app.user.click(book);
    await app.waitForPath(book.getAttribute('href')!);
  });

  it('the charges breakdown: three groups with every column, subtotals and the total', async () => {
    const app = await openResults();
    const card = cards()[0]!;
    const toggle = within(card).getByRole('button', { name: 'Show charges' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide charges');
    const tables = within(card).getAllByRole('table');
    expect(tables.map((t) => within(t).getByText(/charges$/).textContent)).toEqual(['Origin port charges', 'Destination port charges', 'Shipment charges']);
    // The exchange-rate column only when a row is billed in another currency than the quote's; then in
    // all three tables, so their columns line up.
    const total = within(card).getByText(/^Total: /).textContent!;
    const quoteCurrency = /^Total: (\w{3})/.exec(total)![1]!;
    const rowCurrencies = tables.flatMap((t) =>
      within(t).queryAllByRole('row').slice(1, -1).flatMap((r) => within(r).queryAllByRole('cell').slice(0, 1).map((c) => c.textContent!.slice(0, 3))),
    );
    const foreign = rowCurrencies.some((c) => c !== quoteCurrency);
    const columns = ['Fee', 'Unit price', 'Units', 'Amount', 'Pricing unit', ...(foreign ? ['Exchange rate'] : [])];
    for (const table of tables) {
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(columns);
      expect(within(table).getByRole('rowheader', { name: 'Subtotal' })).toBeInTheDocument();
    }
    const shipment = tables[2]!;
    const freight = within(shipment).getByRole('row', { name: /freight/i });
    const freightCells = within(freight).getAllByRole('cell').map((c) => c.textContent);
    // The pricing unit is translated from its code: LCL freight is per W/M.
    expect(freightCells.slice(0, 4)).toEqual([
      expect.stringMatching(/^(USD|EUR) [\d,]+\.\d\d$/),
      expect.stringMatching(/^[\d,.]+$/),
      expect.stringMatching(/^(USD|EUR) [\d,]+\.\d\d$/),
      'per W/M',
    ]);
    if (foreign) expect(freightCells[4]).toMatch(/^(|1 (USD|EUR) = \d+\.\d{4} (USD|EUR))$/);
    else expect(freightCells).toHaveLength(4);
    // Subtotals add up to the total shown on the card.
    const subtotals = tables.map((t) => money(within(t).getByRole('row', { name: /Subtotal/ }).textContent!));
    expect(Math.round(subtotals.reduce((a, b) => a + b, 0) * 100) / 100).toBe(money(total));
    await app.user.click(toggle);
    expect(within(card).queryAllByRole('table')).toHaveLength(0);
  });

  it('Quickest view and the sort reorder the list', async () => {
    const app = await openResults();
    const before = cards().map(title);
    await app.user.click(screen.getByRole('button', { name: 'Quickest' }));
    expect(screen.getByRole('button', { name: 'Quickest' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cards()[0]!).getByText('Quickest')).toBeInTheDocument();
    const days = cards().map((c) => Number(/^\d+–(\d+) days$/.exec(within(c).getAllByText(/^\d+–\d+ days$/)[1]!.textContent!)![1]));
    expect(days).toEqual([...days].sort((a, b) => a - b));

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: highest first');
    expect(screen.getByRole('button', { name: 'Cheapest' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Quickest' })).toHaveAttribute('aria-pressed', 'false');
    expect(cards().map(title)).toEqual([...before].reverse());
  });

  it('filters by forwarder and carrier, with counts; clearing brings all back', async () => {
    const app = await openResults();
    const total = cards().length;
    const forwarders = screen.getByRole('group', { name: 'Forwarder' });
    const pacific = within(forwarders).getByRole('checkbox', { name: /^Pacific Bridge Logistics Ltd\. \((\d+)\)$/ });
    const count = Number(/\((\d+)\)$/.exec(pacific.parentElement!.textContent!)![1]);
    await app.user.click(pacific);
    expect(pacific).toBeChecked();
    expect(cards()).toHaveLength(count);
    expect(cards().every((c) => title(c).startsWith('Pacific Bridge'))).toBe(true);
    expect(screen.getByText(`Showing 1–${count} of ${count} quotes (${total} before filters)`)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(total);
    expect(pacific).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Mode' })).getByRole('checkbox', { name: `Ocean LCL (shared container) (${total})` })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Carrier' })).getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('price and transit filters: messages next to the field, linked, and what was typed stays', async () => {
    const app = await openResults();
    const total = cards().length;
    const max = screen.getByRole('textbox', { name: 'Total up to (USD)' });
    await app.user.type(max, 'cheap');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('Enter an amount such as 1500 or 1,500.00.');
    expect(max).toHaveValue('cheap');
    expect(cards()).toHaveLength(total);

    await app.user.clear(max);
    await app.user.type(max, '1');
    expect(screen.getByText('No quote matches these filters. Widen or clear them to see quotes again.')).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Total from (USD)' }), '100');
    expect(max).toHaveAccessibleDescription('Enter an amount no lower than the “Total from” amount.');
    await app.user.clear(max);
    expect(cards()).toHaveLength(total);

    const days = screen.getByRole('textbox', { name: 'Longest transit, end to end (days)' });
    await app.user.type(days, '0');
    expect(days).toHaveAccessibleDescription('Enter a whole number of days, 1 or more.');
    await app.user.clear(days);
    await app.user.type(days, '999');
    expect(days).not.toHaveAttribute('aria-invalid');
    expect(cards()).toHaveLength(total);
  });
});

describe('Quote Result: pages', () => {
  it('a long list comes a page at a time, with the pager', async () => {
    // The benchmark lane (decision 087) answers 1 000 quotes.
    const search = lclShanghaiToLosAngeles({
      origin: { type: 'DOOR', country: 'CN', city: 'Shenzhen', code: 'BENCH1000', residential: false, cargoReadyDate: inDays(10) },
    });
    const app = await openResults(search);
    expect(screen.getByText('Showing 1–10 of 1,000 quotes')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages of quotes' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByText('Page 1 of 100')).toBeInTheDocument();
    const first = cards().map(title);
    await app.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 11–20 of 1,000 quotes')).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 100')).toBeInTheDocument();
    // Focus moves to the top of the new page.
    expect(screen.getByRole('heading', { name: 'Quotes' })).toHaveFocus();
    const prices = cards().map((c) => money(within(c).getByText(/^(USD|EUR) [\d,]+\.\d\d$/).textContent!));
    expect(prices.length).toBe(10);
    expect(cards().map(title)).not.toEqual(first);
  });
});

describe('Quote Result: no result and the custom request', () => {
  it('a domestic lane: the message suggesting another route or option, and a request that lands in My Request', async () => {
    const search = airShenzhenToOnt8({
      origin: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', cargoReadyDate: inDays(5) },
      mode: 'LCL',
    });
    const app = renderRoute(quoteResultPath(search), { as: 'shipper' });
    expect(await app.findByRole('heading', { name: 'No quotes for this search' })).toBeInTheDocument();
    expect(screen.getByText(/Try another route or option, for example another port, airport or mode, or ask forwarders for a custom quote below\./)).toBeInTheDocument();
    expect(screen.getByText('The origin and the destination are in the same country, and this marketplace quotes international freight.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Request a custom quote' });
    const notes = within(form).getByRole('textbox', { name: 'Notes for the forwarders (optional)' });
    await app.user.type(notes, 'Weekly, about 3 pallets');
    await app.user.click(within(form).getByRole('button', { name: 'Request a custom quote' }));
    const sent = await screen.findByText(/^Your request RQ-\d{4}-\d{4} has been sent\. You will find it, with the forwarders’ answer, in My Request\./);
    const requestNo = /RQ-\d{4}-\d{4}/.exec(sent.textContent!)![0];
    await app.user.click(screen.getByRole('link', { name: 'Go to My Request' }));
    await app.waitForPath('/my-request');
    const mine = await screen.findByRole('article', { name: requestNo });
    expect(within(mine).getByText('Open')).toBeInTheDocument();
    expect(within(mine).getByText('Ocean LCL (shared container): Los Angeles, United States → Moreno Valley, United States')).toBeInTheDocument();
    expect(within(mine).getByText('Weekly, about 3 pallets')).toBeInTheDocument();
    expect(within(mine).getByText('Waiting for a forwarder’s answer.')).toBeInTheDocument();
  });

  it('from a list of quotes too; a failed send keeps the notes and can be sent again', async () => {
    const app = await openResults();
    const form = screen.getByRole('form', { name: 'Request a custom quote' });
    expect(within(form).getByText('Not what you need? Forwarders can price this search for you.')).toBeInTheDocument();
    const notes = within(form).getByRole('textbox', { name: 'Notes for the forwarders (optional)' });
    await app.user.type(notes, 'Need reefer');
    setScenarios([{ method: 'POST', path: '/quote/custom-request', status: 500, message: 'Request store unavailable', times: 1 }]);
    await app.user.click(within(form).getByRole('button', { name: 'Request a custom quote' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The request could not be sent. Try again.');
    expect(notes).toHaveValue('Need reefer');
    await app.user.click(within(form).getByRole('button', { name: 'Request a custom quote' }));
    expect(await screen.findByText(/^Your request RQ-/)).toBeInTheDocument();
  });

  it('notes over 2 000 characters: the message next to the field, nothing sent', async () => {
    const app = await openResults();
    const form = screen.getByRole('form', { name: 'Request a custom quote' });
    const notes = within(form).getByRole('textbox', { name: 'Notes for the forwarders (optional)' });
    await app.user.click(notes);
    await app.user.paste('x'.repeat(2005));
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('Notes can be at most 2,000 characters. Shorten them by 5 characters.'));
    await app.user.click(within(form).getByRole('button', { name: 'Request a custom quote' }));
    expect(screen.queryByText(/^Your request RQ-/)).not.toBeInTheDocument();
  });
});

describe('Quote Result: the link and failures', () => {
  it.each([['/quote-result'], ['/quote-result?q=not-a-search'], ['/find-quote/quote-result?q=%%%']])('%s: says the link holds no search and links to Find Quote', async (path) => {
    const app = renderRoute(path, { as: 'shipper' });
    expect(await app.findByText('This link does not hold a quote search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Find Quote' })).toHaveAttribute('href', '/quote');
  });

  it('a server failure says what to do; Try again searches again', async () => {
    setScenarios([{ method: 'POST', path: '/quote/search', status: 500, message: 'Pricing engine unavailable', times: 1 }]);
    const app = renderRoute(quoteResultPath(lclShanghaiToLosAngeles()), { as: 'shipper' });
    const alert = await screen.findByText('The quotes could not be loaded. Try again, or edit the search.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Edit search' })).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await app.findByRole('list', { name: 'Quotes' })).toBeInTheDocument();
  });

  it('no answer in time: says so, and Try again searches again', async () => {
    setScenarios([{ method: 'POST', path: '/quote/search', delayMs: 'infinite', times: 1 }]);
    const app = renderRoute(quoteResultPath(lclShanghaiToLosAngeles()), { as: 'shipper', clientOptions: { timeoutMs: 300 } });
    const alert = await screen.findByText('The server took too long to answer. Try again.');
    await app.user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await app.findByRole('list', { name: 'Quotes' })).toBeInTheDocument();
  });

  it('a saved link whose cargo ready date has passed asks to edit the search (no Try again)', async () => {
    const search = lclShanghaiToLosAngeles();
    search.origin.cargoReadyDate = inDays(-3);
    const app = renderRoute(quoteResultPath(search), { as: 'shipper' });
    const alert = await app.findByRole('alert');
    expect(alert).toHaveTextContent('The cargo ready date of this search has passed. Edit the search and choose a new date.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Edit search' })).toHaveAttribute('href', `/quote?q=${encodeQuoteSearch(search)}`);
  });

  it('shows the search while it loads, and the loading is announced', async () => {
    setScenarios([{ method: 'POST', path: '/quote/search', delayMs: 300, times: 1 }]);
    const app = renderRoute(quoteResultPath(lclShanghaiToLosAngeles()), { as: 'shipper' });
    const loading = await app.findByText('Finding quotes for your route and cargo…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Your search' })).toBeInTheDocument();
    expect(await app.findByRole('list', { name: 'Quotes' })).toBeInTheDocument();
  });

  it('in Chinese: the page, money and dates follow the language', async () => {
    const app = renderRoute(quoteResultPath(lclShanghaiToLosAngeles()), { as: 'shipper', locale: 'zh_CN' });
    expect(await app.findByRole('list', { name: '报价' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最便宜' })).toHaveAttribute('aria-pressed', 'true');
    const first = cards('报价')[0]!;
    expect(within(first).getByText(/^价格保证至 \d{4}年\d{1,2}月\d{1,2}日，之后按市场价调整。$/)).toBeInTheDocument();
    expect(within(first).getByText(/^(USD|EUR) [\d,]+\.\d\d$/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '订舱' })).toBeInTheDocument();
  });
});

describe('Quote Result: who is looking, and the CO2e figure', () => {
  it('a forwarder sees the quotes with the shipper’s-view notice and no Book button', async () => {
    renderRoute(quoteResultPath(lclShanghaiToLosAngeles()), { as: 'forwarder' });
    await screen.findByRole('list', { name: 'Quotes' });
    expect(screen.getByText("This is the shipper's view of these quotes. Shippers book them; as a forwarder you cannot book here.")).toBeInTheDocument();
    expect(cards().length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: 'Book' })).toHaveLength(0);
  });

  it('each quote shows its CO2e; the method is a tooltip reached with the keyboard', async () => {
    const app = await openResults();
    const card = cards()[0]!;
    const co2 = within(card).getByText('CO₂e', { selector: 'dt' });
    expect(co2.nextElementSibling).toHaveTextContent(/^[\d,]+ kg\?Well-to-wheel/);
    const about = within(card).getByRole('button', { name: 'How is CO₂e estimated?' });
    for (let i = 0; i < 100 && document.activeElement !== about; i += 1) await app.user.tab();
    expect(about).toHaveFocus();
    expect(about).toHaveAccessibleDescription(/^Well-to-wheel estimate .* GLEC default values by mode and distance/);
  });
});
