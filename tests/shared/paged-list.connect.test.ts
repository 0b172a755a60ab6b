/**
 * connectPagedList over snapshots of the real machine (a fake `loadPage`): what a table shows in each
 * state, that its enabled flags are the machine's guards, its failure message ids, and that its
 * functions send the right events.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { shipmentStatusValues } from '../../src/api/schema.gen';
import { connectPagedList } from '../../machines/paged-list.connect';
import { createPagedListMachine, type PagedListEvent, type PagedListSpec, type PageOf } from '../../machines/paged-list.machine';
import type { PagedQuery } from '../../machines/paged-list.url';

interface Row {
  id: string;
  name: string;
}

const spec: PagedListSpec = {
  filters: { status: { kind: 'enumList', property: 'status', operator: 'IS_IN', values: shipmentStatusValues } },
  sortable: ['bookedDate', 'totalCost'],
  search: { property: 'keyword' },
};
const PREFIX = 'shipment.list.load';

const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `S-${from + i}`, name: `Shipment ${from + i}` }));

/** A list whose requests wait until the test answers them. */
function start() {
  const pending: { resolve: (page: PageOf<Row>) => void; reject: (error: unknown) => void; input: PagedQuery }[] = [];
  const actor = createActor(
    createPagedListMachine<Row>().provide({
      actors: {
        loadPage: fromPromise<PageOf<Row>, PagedQuery>(({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input }))),
      },
    }),
    { input: { spec } },
  );
  actor.start();
  const view = () => connectPagedList(actor.getSnapshot(), actor.send, { messagePrefix: PREFIX });
  /** Answers the latest request with the page of a list of `total` rows it asked for. */
  const answer = async (total: number) => {
    const call = pending.at(-1)!;
    const from = call.input.pageNumber * call.input.pageSize;
    call.resolve({ list: rows(from + 1, Math.max(0, Math.min(call.input.pageSize, total - from))), total });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fail = async (error: unknown) => {
    pending.at(-1)!.reject(error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, view, answer, fail, pending };
}

describe('connectPagedList', () => {
  it('shows loading with no rows, no range and no pager on the first load', () => {
    const { view } = start();
    expect(view()).toMatchObject({ status: 'loading', isRefreshing: false, rows: [], range: null, page: 1, pageCount: 1, canPrevious: false, canNext: false, failureMessage: null, extra: null });
  });

  it('says "Showing 21–40 of 97" on page 2, with the pager the machine allows', async () => {
    const { view, answer, actor } = start();
    await answer(97);
    view().next();
    await answer(97);
    const list = view();
    expect(list).toMatchObject({ status: 'ready', total: 97, range: { from: 21, to: 40, total: 97 }, page: 2, pageCount: 5, pageSize: 20 });
    expect(list.rows.map((r) => r.id)[0]).toBe('S-21');
    expect(list.canPrevious).toBe(actor.getSnapshot().can({ type: 'SET_PAGE', pageNumber: 0 }));
    expect(list.canPrevious).toBe(true);
    expect(list.canNext).toBe(true);
    expect(list.canGoTo(5)).toBe(true);
    expect(list.canGoTo(6)).toBe(false);
    expect(list.canGoTo(2)).toBe(false);
    expect(list.pageSizes).toEqual([10, 20, 50, 100]);
    // Answers with nothing besides rows and total carry an empty extra; none before the first answer.
    expect(list.extra).toEqual({});
  });

  it('ends the range at the last row of the last page, and disables next there', async () => {
    const { view, answer } = start();
    await answer(97);
    view().goTo(5);
    await answer(97);
    expect(view()).toMatchObject({ range: { from: 81, to: 97, total: 97 }, canNext: false, canPrevious: true });
  });

  it('keeps the rows shown, and their range, while the next page loads', async () => {
    const { view, answer } = start();
    await answer(97);
    view().next();
    expect(view()).toMatchObject({ status: 'loading', isRefreshing: true, page: 2, range: { from: 1, to: 20, total: 97 } });
  });

  it('says empty, with no range, when nothing matches', async () => {
    const { view, answer } = start();
    await answer(0);
    expect(view()).toMatchObject({ status: 'empty', rows: [], range: null, pageCount: 1, canNext: false, canPrevious: false });
  });

  it('names a failure under the caller\'s prefix, and retries', async () => {
    const { view, fail, answer } = start();
    await fail(new ApiError('network', 0, null, null));
    expect(view()).toMatchObject({ status: 'failed', failureMessage: `${PREFIX}.network`, range: null });
    view().retry();
    expect(view()).toMatchObject({ status: 'loading', failureMessage: `${PREFIX}.network` });
    await fail(new ApiError('http', 500, null, 'boom'));
    expect(view().failureMessage).toBe(`${PREFIX}.failed`);
    view().retry();
    await answer(3);
    expect(view()).toMatchObject({ status: 'ready', failureMessage: null });
  });

  it('says which way each column is sorted, and sorts a new column ascending, then turns it around', async () => {
    const { view, answer, pending } = start();
    await answer(50);
    expect(view().sortDirectionOf('bookedDate')).toBeNull();
    view().sortBy('bookedDate');
    expect(pending.at(-1)!.input.sort).toEqual({ property: 'bookedDate', direction: 'ASC' });
    expect(view().sortDirectionOf('bookedDate')).toBe('ASC');
    view().sortBy('bookedDate');
    expect(view().sortDirectionOf('bookedDate')).toBe('DESC');
    view().sortBy('bookedDate');
    expect(view().sortDirectionOf('bookedDate')).toBe('ASC');
    view().sortBy('totalCost');
    expect(view().sortDirectionOf('totalCost')).toBe('ASC');
    expect(view().sortDirectionOf('bookedDate')).toBeNull();
    expect(view().isSortable('totalCost')).toBe(true);
    expect(view().isSortable('name')).toBe(false);
  });

  it('shows the filters and search in force, and whether they can be cleared', async () => {
    const { view, answer } = start();
    await answer(50);
    expect(view()).toMatchObject({ filters: {}, hasFilters: false, search: '', searchable: true });
    view().setFilter('status', ['DEPARTED']);
    await answer(5);
    expect(view()).toMatchObject({ filters: { status: ['DEPARTED'] }, hasFilters: true });
    view().clearFilters();
    expect(view()).toMatchObject({ filters: {}, hasFilters: false });
    view().setSearch('acme');
    expect(view()).toMatchObject({ search: 'acme', status: 'loading' });
  });

  it('replaces a row in place', async () => {
    const { view, answer } = start();
    await answer(3);
    view().replaceRow({ id: 'S-2', name: 'Cancelled' });
    expect(view().rows[1]).toEqual({ id: 'S-2', name: 'Cancelled' });
    expect(view().status).toBe('ready');
  });

  it('sends one event per function', () => {
    const { actor } = start();
    const send = vi.fn<(event: PagedListEvent<Row>) => void>();
    const list = connectPagedList(actor.getSnapshot(), send, { messagePrefix: PREFIX });
    list.setFilter('status', null);
    list.clearFilters();
    list.setSearch('x');
    list.sortBy('totalCost');
    list.goTo(3);
    list.next();
    list.previous();
    list.setPageSize(50);
    list.retry();
    list.reload();
    list.replaceRow({ id: 'S-1', name: 'n' });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_FILTER', key: 'status', value: null },
      { type: 'CLEAR_FILTERS' },
      { type: 'SET_SEARCH', text: 'x' },
      { type: 'SET_SORT', property: 'totalCost', direction: 'ASC' },
      { type: 'SET_PAGE', pageNumber: 2 },
      { type: 'SET_PAGE', pageNumber: 1 },
      { type: 'SET_PAGE', pageNumber: -1 },
      { type: 'SET_PAGE_SIZE', pageSize: 50 },
      { type: 'RETRY' },
      { type: 'RELOAD' },
      { type: 'REPLACE_ROW', row: { id: 'S-1', name: 'n' } },
    ]);
  });
});
