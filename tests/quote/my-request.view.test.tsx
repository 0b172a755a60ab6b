/**
 * My Request through the real app and the embedded backend, as the demo shipper: the company's
 * requests newest first, a page at a time, with status, lane, date and the forwarder's answer;
 * the status filter; the empty and failure states.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setScenarios } from '../../mocks/scenarios';
import { declineQuoteRequest, findQuoteRequest, SEEDED_REQUEST } from '../../mocks/store/quote.store';
import { renderRoute } from '../utils/render-route';

const requests = () => within(screen.getByRole('list', { name: 'Your quote requests' })).getAllByRole('article');

describe('My Request', () => {
  it('lists the company’s requests newest first, ten at a time, with status, lane, date and requester', async () => {
    const app = renderRoute('/my-request', { as: 'shipper' });
    expect(await app.findByRole('heading', { level: 1, name: 'My Request' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–10 of 21 requests')).toBeInTheDocument();
    const first = requests();
    expect(first).toHaveLength(10);
    for (const card of first) {
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toMatch(/^RQ-\d{4}-\d{4}$/);
      expect(within(card).getByText(/^(Open|Answered|Closed)$/)).toBeInTheDocument();
      expect(within(card).getByText('Lane').nextSibling?.textContent).toMatch(/^(Air|Ocean FCL \(full container\)|Ocean LCL \(shared container\)): [^→]+, [A-Z][a-z][^,→]+ → [^→]+, [A-Z][a-z][^,→]+$/);
      expect(within(card).getByText('Requested on').nextSibling?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
    }
    const dates = first.map((c) => Date.parse(within(c).getByText('Requested on').nextSibling!.textContent!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const pager = screen.getByRole('navigation', { name: 'Pages of requests' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    await app.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 21 requests')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–21 of 21 requests')).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('answered requests show the forwarder’s answer; a valid one can be booked, an expired one says so', async () => {
    const app = renderRoute('/my-request', { as: 'shipper' });
    await screen.findByText('Showing 1–10 of 21 requests');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Answered');
    await screen.findByText(/^Showing 1–\d+ of \d+ requests$/);
    const answered = requests();
    expect(answered.every((c) => within(c).queryByText('Answered') !== null)).toBe(true);

    // QR-0003 is answered with a quote valid for months (decision 025): it can be booked.
    const book = screen.getAllByRole('link', { name: 'Book this quote' }).find((a) => a.getAttribute('href') === '/booking-confirm?quoteId=QA-QR-0003');
    expect(book).toBeDefined();
    const valid = book!.closest('article')!;
    const answer = within(valid).getByRole('region', { name: 'Forwarder’s answer' });
    expect(within(answer).getByText('Forwarder').nextSibling?.textContent).toBeTruthy();
    expect(within(answer).getByText('Total').nextSibling?.textContent).toMatch(/^(USD|EUR|GBP) [\d,]+\.\d\d$/);
    expect(within(answer).getByText('Transit, end to end').nextSibling?.textContent).toMatch(/^\d+(–\d+)? days?$/);
    expect(within(answer).getByText('Price guaranteed until').nextSibling?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);

    // QR-0002's answer expired before the seed anchor (decision 023): no Book, and the page says why.
    const expired = screen.getAllByText('The guarantee of this price has ended. Search again or request a new quote.')[0]!.closest('article')!;
    expect(within(expired).queryByRole('link', { name: 'Book this quote' })).not.toBeInTheDocument();
    expect(within(expired).getByText('Answered')).toBeInTheDocument();
  });

  it('open requests wait for an answer; a status with no request says so', async () => {
    const app = renderRoute('/my-request', { as: 'shipper' });
    await screen.findByText('Showing 1–10 of 21 requests');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await screen.findByText(/^Showing 1–\d+ of \d+ requests$/);
    for (const card of requests()) expect(within(card).getByText('Waiting for a forwarder’s answer.')).toBeInTheDocument();

    server.use(http.post('*/api/quote/request/list', () => HttpResponse.json({ success: true, code: 200, data: { list: [], total: 0 } })));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await screen.findByText('No request has this status. Choose another status to see your requests.')).toBeInTheDocument();
  });

  it('no request at all: says how to make one, with a link to Find Quote', async () => {
    server.use(http.post('*/api/quote/request/list', () => HttpResponse.json({ success: true, code: 200, data: { list: [], total: 0 } })));
    const app = renderRoute('/my-request', { as: 'shipper' });
    expect(await app.findByText(/^You have not requested a custom quote yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a quote' })).toHaveAttribute('href', '/quote');
  });

  it('a failure says what to do, and Try again loads the list', async () => {
    setScenarios([{ method: 'POST', path: '/quote/request/list', status: 500, message: 'List unavailable', times: 1 }]);
    const app = renderRoute('/my-request', { as: 'shipper' });
    const message = await app.findByText('Your requests could not be loaded. Try again.');
    await app.user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–10 of 21 requests')).toBeInTheDocument();
  });

  it('shows that it is loading, announced', async () => {
    setScenarios([{ method: 'POST', path: '/quote/request/list', delayMs: 300, times: 1 }]);
    const app = renderRoute('/my-request', { as: 'shipper' });
    const loading = await app.findByText('Loading your requests…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Showing 1–10 of 21 requests')).toBeInTheDocument();
  });

  it('shows each forwarder’s decline, newest first, with its reason and date, on the request that stays open', async () => {
    const open = findQuoteRequest(SEEDED_REQUEST.open)!;
    declineQuoteRequest(open, { forwarderCompanyId: 'CMP-NORDIC', forwarderName: 'Nordic Outdoor AB', reason: 'No space on this lane in December.', now: Date.parse('2026-11-03T10:00:00Z') });
    declineQuoteRequest(open, { forwarderCompanyId: 'CMP-PACIFIC', forwarderName: 'Pacific Bridge Logistics Ltd.', reason: 'We do not serve <b>this</b> port.', now: Date.parse('2026-11-04T10:00:00Z') });
    const app = renderRoute('/my-request', { as: 'shipper' });
    await screen.findByText(/^Showing 1–10 of \d+ requests$/);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    let declines = screen.queryByRole('region', { name: 'Declined by 2 forwarders' });
    // The seeded open request is the oldest: page on until it shows.
    while (!declines) {
      await screen.findByText(/^Showing \d+–\d+ of \d+ requests$/);
      declines = screen.queryByRole('region', { name: 'Declined by 2 forwarders' });
      if (!declines) await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    }
    const card = declines.closest('article')!;
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(open.requestNo);
    expect(within(card).getByText('Open')).toBeInTheDocument();
    const items = within(declines).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/declined on Nov 4 2026:/);
    // A reason is text, never markup.
    expect(items[0]).toHaveTextContent('We do not serve <b>this</b> port.');
    expect(items[1]).toHaveTextContent(/declined on Nov 3 2026:No space on this lane in December\./);
    expect(within(declines).getByText('The request stays open: other forwarders can still answer it.')).toBeInTheDocument();
  });
});
