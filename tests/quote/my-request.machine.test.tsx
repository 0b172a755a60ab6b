/**
 * The my-request machine with a provided fake list actor: the paged query it sends, paging and the
 * status filter, failures and retry, a page that emptied under it, and which answers can be booked.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import {
  answerState,
  myRequestMachine,
  queryOf,
  REQUESTS_PER_PAGE,
  type MyRequestQuery,
  type QuoteRequest,
  type QuoteRequestPage,
} from '../../machines/my-request.machine';

/** A request; with `answer`, answered with a quote whose guarantee the server judges ended or not. */
function request(i: number, status: QuoteRequest['status'] = 'OPEN', answer?: { expired: boolean }): QuoteRequest {
  return {
    id: `QR-${i}`,
    requestNo: `RQ-2611-${String(i).padStart(4, '0')}`,
    status,
    search: {} as QuoteRequest['search'],
    summary: 'LCL Shanghai, CN → Los Angeles, US',
    notes: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    requestedBy: { userId: 'U', name: 'Sam Shipper', companyId: 'C', companyName: 'Acme' },
    ...(answer
      ? {
          answer: {
            quoteId: `QA-QR-${i}`, total: 900, currency: 'USD', validUntil: '2026-11-22', expired: answer.expired, transitDays: { min: 20, max: 25 }, note: '',
            forwarderCompanyId: 'F', forwarderName: 'Pacific Bridge', answeredAt: '2026-11-02T00:00:00.000Z',
          },
        }
      : {}),
  } as QuoteRequest;
}

/** A fake backend of `total` requests that answers pages and the status filter like the real one. */
function start(total: number, failures: unknown[] = []) {
  const all = Array.from({ length: total }, (_, i) => request(i + 1, i % 3 === 0 ? 'ANSWERED' : 'OPEN'));
  const queries: MyRequestQuery[] = [];
  const pending = [...failures];
  const actor = createActor(
    myRequestMachine.provide({
      actors: {
        listQuoteRequests: fromPromise<QuoteRequestPage, MyRequestQuery>(async ({ input }) => {
          queries.push(input);
          const failure = pending.shift();
          if (failure) throw failure;
          const status = input.queryConditions?.[0]?.condition;
          const rows = status ? all.filter((r) => r.status === status) : all;
          return { list: rows.slice(input.pageNumber * input.pageSize, (input.pageNumber + 1) * input.pageSize), total: rows.length };
        }),
      },
    }),
  );
  actor.start();
  return { actor, queries };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));

describe('my-request machine', () => {
  it('asks for the first page, newest first, with no condition', async () => {
    const { actor, queries } = start(25);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor);
    expect(queries).toEqual([{ pageNumber: 0, pageSize: REQUESTS_PER_PAGE, queryConditionsType: 'AND', queryConditions: [], sort: { property: 'createdAt', direction: 'DESC' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ total: 25, pageNumber: 0 });
    expect(actor.getSnapshot().context.list).toHaveLength(REQUESTS_PER_PAGE);
  });

  it('pages within bounds only', async () => {
    const { actor, queries } = start(25);
    await settled(actor);
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 2 });
    await settled(actor);
    expect(actor.getSnapshot().context.list.map((r) => r.id)).toEqual(['QR-21', 'QR-22', 'QR-23', 'QR-24', 'QR-25']);
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 3 });
    actor.send({ type: 'GO_TO_PAGE', pageNumber: -1 });
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 2 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(queries).toHaveLength(2);
  });

  it('a status filter asks with EQUAL and starts at the first page', async () => {
    const { actor, queries } = start(25);
    await settled(actor);
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 1 });
    await settled(actor);
    actor.send({ type: 'SET_STATUS', status: 'ANSWERED' });
    await settled(actor);
    expect(queries.at(-1)).toMatchObject({ pageNumber: 0, queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'ANSWERED' }] });
    expect(actor.getSnapshot().context.list.every((r) => r.status === 'ANSWERED')).toBe(true);
    actor.send({ type: 'SET_STATUS', status: 'ANSWERED' });
    actor.send({ type: 'SET_STATUS', status: 'BOGUS' as never });
    expect(queries).toHaveLength(3);
  });

  it.each([
    ['network', new ApiError('network', 0, null, null)],
    ['timeout', new ApiError('timeout', 0, null, null)],
    ['generic', new ApiError('http', 500, 500, 'boom')],
  ])('a %s failure is kept for the page, and RETRY asks again', async (failure, error) => {
    const { actor, queries } = start(5, [error]);
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(failure);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(queries).toHaveLength(2);
  });

  it('a page that emptied under it (requests fewer now) moves to the last page there is', async () => {
    let total = 25;
    const queries: number[] = [];
    const actor = createActor(
      myRequestMachine.provide({
        actors: {
          listQuoteRequests: fromPromise<QuoteRequestPage, MyRequestQuery>(async ({ input }) => {
            queries.push(input.pageNumber);
            const rows = Array.from({ length: total }, (_, i) => request(i + 1));
            return { list: rows.slice(input.pageNumber * input.pageSize, (input.pageNumber + 1) * input.pageSize), total };
          }),
        },
      }),
    ).start();
    await settled(actor);
    total = 12;
    actor.send({ type: 'GO_TO_PAGE', pageNumber: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageNumber === 1);
    expect(queries).toEqual([0, 2, 1]);
    expect(actor.getSnapshot().context.list.map((r) => r.id)).toEqual(['QR-11', 'QR-12']);
  });

  it('answers: bookable while guaranteed, expired once the server says so, booked once closed', () => {
    expect(answerState(request(1, 'OPEN'))).toBe('none');
    expect(answerState(request(2, 'ANSWERED', { expired: false }))).toBe('bookable');
    expect(answerState(request(3, 'ANSWERED', { expired: true }))).toBe('expired');
    expect(answerState(request(4, 'CLOSED', { expired: false }))).toBe('booked');
    // Closed means booked, whatever the guarantee says now.
    expect(answerState(request(5, 'CLOSED', { expired: true }))).toBe('booked');
  });

  it('queryOf builds the spec’s paged query', () => {
    expect(queryOf({ pageNumber: 3, status: 'CLOSED' })).toEqual({
      pageNumber: 3, pageSize: REQUESTS_PER_PAGE, queryConditionsType: 'AND',
      queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'CLOSED' }],
      sort: { property: 'createdAt', direction: 'DESC' },
    });
  });
});
