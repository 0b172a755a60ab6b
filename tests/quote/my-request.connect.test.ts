/**
 * The My Request connect over the real machine with a fake list: progress, failure messages and Try
 * again, the two empty states, the count, the pager (where the machine's guard lets it go), each
 * card's Book link or expiry message from the server's judgement, and the events the functions send.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectMyRequest, type MyRequestSnapshot } from '../../machines/my-request.connect';
import { myRequestMachine, type MyRequestQuery, type QuoteRequest, type QuoteRequestPage } from '../../machines/my-request.machine';

type Answer = NonNullable<QuoteRequest['answer']>;

function request(i: number, status: QuoteRequest['status'], answer?: Partial<Answer>): QuoteRequest {
  return {
    id: `QR-${i}`,
    requestNo: `RQ-2611-${String(i).padStart(4, '0')}`,
    status,
    search: {
      mode: 'LCL',
      origin: { type: 'PORT', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Shanghai' },
      destination: { type: 'PORT', country: 'US', city: 'Los Angeles', code: 'USLAX' },
    } as QuoteRequest['search'],
    summary: 'LCL Shanghai, CN → Los Angeles, US',
    notes: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    requestedBy: { userId: 'U', name: 'Sam Shipper', companyId: 'C', companyName: 'Acme' },
    ...(answer
      ? {
          answer: {
            quoteId: `QA-QR-${i}`, total: 900, currency: 'USD', validUntil: '2026-11-22', expired: false, transitDays: { min: 20, max: 25 }, note: '',
            forwarderCompanyId: 'F', forwarderName: 'Pacific Bridge', answeredAt: '2026-11-02T00:00:00.000Z', ...answer,
          } as Answer,
        }
      : {}),
  };
}

/** 25 requests: every third answered (the first of them with a guarantee the server says has ended), and one closed. */
const ALL = Array.from({ length: 25 }, (_, i) =>
  i === 6 ? request(i + 1, 'CLOSED', {}) : i % 3 === 0 ? request(i + 1, 'ANSWERED', { expired: i === 0 }) : request(i + 1, 'OPEN'),
);

/** A fake backend that pages and filters by status like the real one. */
function pageOf(all: QuoteRequest[], query: MyRequestQuery): QuoteRequestPage {
  const status = query.queryConditions?.[0]?.condition;
  const rows = status ? all.filter((r) => r.status === status) : all;
  return { list: rows.slice(query.pageNumber * query.pageSize, (query.pageNumber + 1) * query.pageSize), total: rows.length };
}
function start(list: (query: MyRequestQuery) => Promise<QuoteRequestPage> = async (query) => pageOf(ALL, query)) {
  return createActor(myRequestMachine.provide({ actors: { listQuoteRequests: fromPromise<QuoteRequestPage, MyRequestQuery>(({ input }) => list(input)) } })).start();
}
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));

describe('connectMyRequest', () => {
  it('loading: announced, nothing else yet', () => {
    const actor = start(() => new Promise(() => {}));
    expect(connectMyRequest(actor.getSnapshot(), actor.send)).toMatchObject({
      loading: true, failureMessage: null, emptyMessage: null, showList: false, status: 'ALL', canRetry: false,
    });
  });

  it('the status filter offers every status, each with its label', () => {
    const actor = start(() => new Promise(() => {}));
    expect(connectMyRequest(actor.getSnapshot(), actor.send).statusOptions).toEqual([
      { value: 'ALL', label: 'myRequest.status.ALL' },
      { value: 'OPEN', label: 'myRequest.status.OPEN' },
      { value: 'ANSWERED', label: 'myRequest.status.ANSWERED' },
      { value: 'CLOSED', label: 'myRequest.status.CLOSED' },
    ]);
  });

  it('a page of requests: the count, and a pager that goes only where there are pages', async () => {
    const actor = start();
    await settled(actor);
    const first = connectMyRequest(actor.getSnapshot(), actor.send);
    expect(first).toMatchObject({ loading: false, showList: true, from: 1, to: 10, total: 25, pageNumber: 1, pages: 3, previousPage: null, nextPage: 1 });
    expect(first.requests.map((c) => c.request.id)).toEqual(ALL.slice(0, 10).map((r) => r.id));
    first.goToPage(first.nextPage!);
    await settled(actor);
    expect(connectMyRequest(actor.getSnapshot(), actor.send)).toMatchObject({ from: 11, to: 20, pageNumber: 2, previousPage: 0, nextPage: 2 });
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 2 });
    await settled(actor);
    const last = connectMyRequest(actor.getSnapshot(), actor.send);
    expect(last).toMatchObject({ from: 21, to: 25, pageNumber: 3, previousPage: 1, nextPage: null });
    expect(last.requests).toHaveLength(5);
  });

  it('each card: Book while the server says the answer holds, the expiry message once it says it ended, neither once booked or unanswered', async () => {
    const actor = start();
    await settled(actor);
    const cards = connectMyRequest(actor.getSnapshot(), actor.send).requests;
    const card = (id: string) => cards.find((c) => c.request.id === id)!;
    expect(card('QR-1')).toMatchObject({ statusLabel: 'myRequest.status.ANSWERED', bookPath: null, expiredMessage: 'myRequest.answer.expired' });
    expect(card('QR-4')).toMatchObject({ statusLabel: 'myRequest.status.ANSWERED', bookPath: '/booking-confirm?quoteId=QA-QR-4', expiredMessage: null });
    expect(card('QR-7')).toMatchObject({ statusLabel: 'myRequest.status.CLOSED', bookPath: null, expiredMessage: null });
    expect(card('QR-2')).toMatchObject({ statusLabel: 'myRequest.status.OPEN', bookPath: null, expiredMessage: null });
    // The same cards while the list stays, so that memoised cards keep their props.
    expect(connectMyRequest(actor.getSnapshot(), actor.send).requests).toBe(cards);
  });

  it('nothing at all: how to make a request, with Find Quote; nothing with one status: says so, without the link', async () => {
    const actor = start(async (query) => pageOf([], query));
    await settled(actor);
    expect(connectMyRequest(actor.getSnapshot(), actor.send)).toMatchObject({ emptyMessage: 'myRequest.empty', emptyActionPath: '/quote', showList: false });
    actor.send({ type: 'SET_STATUS', status: 'CLOSED' });
    await settled(actor);
    expect(connectMyRequest(actor.getSnapshot(), actor.send)).toMatchObject({ status: 'CLOSED', emptyMessage: 'myRequest.emptyFiltered', emptyActionPath: null, showList: false });
  });

  it.each([
    [new ApiError('network', 0, null, null), 'myRequest.failure.network'],
    [new ApiError('timeout', 0, null, null), 'myRequest.failure.timeout'],
    [new ApiError('too-frequent', 0, null, null), 'myRequest.failure.tooFrequent'],
    [new ApiError('auth', 401, 401, null), 'myRequest.failure.sessionEnded'],
    [new ApiError('http', 500, 500, 'boom'), 'myRequest.failure.generic'],
  ])('a failure (%s): its message, and Try again asks again', async (error, message) => {
    let calls = 0;
    const actor = start(async (query) => {
      calls += 1;
      if (calls === 1) throw error;
      return pageOf(ALL, query);
    });
    await settled(actor);
    const failed = connectMyRequest(actor.getSnapshot(), actor.send);
    expect(failed).toMatchObject({ failureMessage: message, canRetry: true, loading: false, showList: false });
    failed.retry();
    await settled(actor);
    expect(connectMyRequest(actor.getSnapshot(), actor.send)).toMatchObject({ failureMessage: null, canRetry: false, showList: true });
    expect(calls).toBe(2);
  });

  it('the functions send the machine’s events and stay the same for one send', async () => {
    const actor = start();
    await settled(actor);
    const snapshot: MyRequestSnapshot = actor.getSnapshot();
    const send = vi.fn();
    const view = connectMyRequest(snapshot, send);
    view.goToPage(1);
    view.setStatus('ANSWERED');
    view.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'GO_TO_PAGE', pageNumber: 1 },
      { type: 'SET_STATUS', status: 'ANSWERED' },
      { type: 'RETRY' },
    ]);
    expect(connectMyRequest(snapshot, send).goToPage).toBe(view.goToPage);
  });
});
