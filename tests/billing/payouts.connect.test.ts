/**
 * The payouts' connect over the real paged-list machine (a fake load): the query its filters send, the
 * row words and links, the server's totals over every matching payout (never those of a dropped
 * answer), and the empty and no-match states.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPayouts } from '../../machines/billing/payouts.connect';
import { PAYOUT_LIST_INITIAL, PAYOUT_LIST_SPEC, payoutListMachine, type Payout, type PayoutPageAnswer } from '../../machines/billing/payouts.machine';
import type { PagedQuery } from '../../machines/paged-list.url';

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'PYT-1', billId: 'BIL-1', billNo: 'B-1', shipmentId: 'SHP-1', shipmentNo: 'SHP26100001', buyerCompanyId: 'C1', buyerCompanyName: 'Acme',
    billAmount: 1000, platformFee: 25, feePercentage: 2.5, netPayout: 975, currency: 'USD', cutOffDate: '2026-11-15',
    additionalChargesDeadline: '2026-11-05', expectedPayoutDate: '2026-11-22', status: 'SCHEDULED', billPaymentStatus: 'SUCCESS', paidOutAt: null,
    ...overrides,
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: () => PayoutPageAnswer, url?: string) {
  const queries: PagedQuery[] = [];
  const list = createActor(
    payoutListMachine.provide({ actors: { loadPage: fromPromise<PayoutPageAnswer, PagedQuery>(async ({ input }) => (queries.push(input), answer())) } }),
    { input: { spec: PAYOUT_LIST_SPEC, initial: PAYOUT_LIST_INITIAL, url } },
  ).start();
  return { list, queries, view: () => connectPayouts(list.getSnapshot(), list.send) };
}

describe('connectPayouts', () => {
  it('opens soonest payout first and gives each row its status word and shipment link', async () => {
    const page = start(() => ({ list: [payout(), payout({ id: 'PYT-2', status: 'WEIRD' as Payout['status'] })], total: 2, totals: [] }));
    await settle();
    expect(page.queries[0]).toMatchObject({ pageNumber: 0, pageSize: 20, sort: { property: 'expectedPayoutDate', direction: 'ASC' }, queryConditions: [] });
    const view = page.view();
    expect(view.status).toBe('ready');
    expect(view.rowViews[0]).toMatchObject({ shipmentPath: '/shipment/SHP-1', status: { id: 'payouts.status.SCHEDULED' } });
    expect(view.rowViews[1]!.status).toEqual({ id: 'payouts.status.unknown', values: { status: 'WEIRD' } });
    expect(view.columns.map((c) => c.key)).toContain('platformFee');
  });

  it('sends the status, currency and date filters as conditions', async () => {
    const page = start(() => ({ list: [payout()], total: 1, totals: [] }));
    await settle();
    page.view().toggleStatus('ON_HOLD');
    await settle();
    page.view().setCurrency('EUR');
    await settle();
    page.view().setRangeEnd('cutOffDate', 'from', '2026-11-01');
    await settle();
    expect(page.queries.at(-1)!.queryConditions).toEqual([
      { property: 'status', logicalOperator: 'IS_IN', condition: ['ON_HOLD'] },
      { property: 'currency', logicalOperator: 'EQUAL', condition: 'EUR' },
      { property: 'cutOffDate', logicalOperator: 'BETWEEN', condition: ['2026-11-01', ''] },
    ]);
    expect(page.view().filterCount).toBe(3);
    page.view().setCurrency('');
    await settle();
    expect(page.view().currency).toBe('');
  });

  it('shows the server totals over every matching payout, not sums of the page', async () => {
    const all = [
      { currency: 'USD' as const, billAmount: 90000, platformFee: 2250, netPayout: 87750, count: 30 },
      { currency: 'EUR' as const, billAmount: 1000, platformFee: 25, netPayout: 975, count: 1 },
    ];
    const page = start(() => ({ list: [payout()], total: 31, totals: all }));
    await settle();
    expect(page.view().totals).toEqual(all);
  });

  it('keeps the totals of the answer the rows came from: a dropped answer never brings its own', async () => {
    const answers: Array<(page: PayoutPageAnswer) => void> = [];
    const list = createActor(
      payoutListMachine.provide({ actors: { loadPage: fromPromise<PayoutPageAnswer, PagedQuery>(() => new Promise((resolve) => answers.push(resolve))) } }),
      { input: { spec: PAYOUT_LIST_SPEC } },
    ).start();
    await settle();
    list.send({ type: 'SET_FILTER', key: 'currency', value: 'EUR' });
    await settle();
    const eur = [{ currency: 'EUR' as const, billAmount: 1000, platformFee: 25, netPayout: 975, count: 1 }];
    answers[1]!({ list: [payout({ currency: 'EUR' })], total: 1, totals: eur });
    await settle();
    answers[0]!({ list: [payout()], total: 1, totals: [{ currency: 'USD', billAmount: 1, platformFee: 0, netPayout: 1, count: 1 }] });
    await settle();
    expect(connectPayouts(list.getSnapshot(), list.send).totals).toEqual(eur);
    // While the next answer is awaited, the rows shown keep their totals.
    list.send({ type: 'SET_FILTER', key: 'currency', value: 'GBP' });
    await settle();
    expect(connectPayouts(list.getSnapshot(), list.send)).toMatchObject({ status: 'loading', totals: eur });
  });

  it('tells an empty list from one that matches nothing', async () => {
    const page = start(() => ({ list: [], total: 0, totals: [] }));
    await settle();
    expect(page.view()).toMatchObject({ noPayouts: true, noMatch: false, totals: null });
    page.view().setSearch('zzz');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(page.view()).toMatchObject({ noPayouts: false, noMatch: true, searching: true });
  });
});
