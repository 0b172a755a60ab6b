/**
 * The history statement's connect over the real machines (a fake load): columns by role, how each
 * row was paid, the named periods and the custom range, the status filter of a shipper, the totals
 * over every row, and the CSV (headers, ISO days, two decimals, currency column).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  connectStatements,
  methodMessage,
  periodOf,
  periodRanges,
  statementCsvColumns,
} from '../../machines/billing/statements.connect';
import {
  STATEMENT_LIST_INITIAL,
  STATEMENT_LIST_SPEC,
  statementListMachine,
  type Role,
  type StatementPageAnswer,
  type StatementRow,
} from '../../machines/billing/statements.machine';
import type { PagedQuery } from '../../machines/paged-list.url';

function entry(overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    id: 'STM-1', type: 'PAYOUT', date: '2026-10-22T00:00:00.000Z', billId: 'BIL-1', billNo: 'B-1', shipmentId: 'SHP-1', shipmentNo: 'SHP1',
    counterparty: 'Acme, Inc.', grossAmount: 1234.5, platformFee: 30.86, netAmount: 1203.64, currency: 'USD', status: 'PAID',
    method: 'BANK_TRANSFER', reference: null,
    ...overrides,
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const TODAY = '2026-11-20';

function start(role: Role, answer: StatementPageAnswer) {
  const queries: PagedQuery[] = [];
  const list = createActor(
    statementListMachine.provide({ actors: { loadPage: fromPromise<StatementPageAnswer, PagedQuery>(async ({ input }) => (queries.push(input), answer)) } }),
    { input: { spec: STATEMENT_LIST_SPEC, initial: STATEMENT_LIST_INITIAL } },
  ).start();
  return { queries, view: () => connectStatements(list.getSnapshot(), list.send, { role, today: TODAY }) };
}

describe('connectStatements', () => {
  it('gives a forwarder the fee and net payout columns, and the totals over every row', async () => {
    const totals = [{ currency: 'USD' as const, amount: 99999.99, count: 80 }];
    const page = start('SELLER', { list: [entry()], total: 80, totals });
    await settle();
    const view = page.view();
    expect(view.columns.map((c) => c.key)).toEqual(['date', 'billNo', 'shipmentNo', 'counterparty', 'method', 'grossAmount', 'platformFee', 'netAmount', 'status']);
    expect(view.totals).toEqual(totals);
    expect(view.statusOptions).toEqual([]);
    expect(view.rowViews[0]).toMatchObject({ day: '2026-10-22', shipmentPath: '/shipment/SHP-1', method: { id: 'billing.paymentMethod.BANK_TRANSFER' }, status: { id: 'statements.status.PAID' } });
    expect(page.queries[0]!.sort).toEqual({ property: 'date', direction: 'DESC' });
  });

  it('gives a shipper no fee column, its statuses, and says when the method is not recorded', async () => {
    const page = start('BUYER', { list: [entry({ type: 'BILL_PAYMENT', platformFee: null, status: 'SUCCESS', method: null })], total: 1, totals: [] });
    await settle();
    const view = page.view();
    expect(view.columns.map((c) => c.key)).not.toContain('platformFee');
    expect(view.statusOptions.map((o) => o.value)).toEqual(['SUCCESS', 'REFUND_IN_PROGRESS']);
    expect(view.rowViews[0]!.method).toEqual({ id: 'statements.method.notGiven' });
    expect(methodMessage(entry({ type: 'BILL_PAYMENT', method: 'ONLINE' }))).toEqual({ id: 'billing.paymentMethod.ONLINE' });
    expect(view.rowViews[0]!.status).toEqual({ id: 'billing.paymentStatus.SUCCESS' });
  });

  it('turns a named period into its range, and reads a range back as its period', async () => {
    expect(periodRanges(TODAY)).toEqual({
      thisMonth: ['2026-11-01', TODAY],
      lastMonth: ['2026-10-01', '2026-10-31'],
      last90Days: ['2026-08-23', TODAY],
      thisYear: ['2026-01-01', TODAY],
      lastYear: ['2025-01-01', '2025-12-31'],
    });
    const page = start('SELLER', { list: [entry()], total: 1, totals: [] });
    await settle();
    page.view().setPeriod('lastMonth');
    await settle();
    expect(page.queries.at(-1)!.queryConditions).toEqual([{ property: 'date', logicalOperator: 'BETWEEN', condition: ['2026-10-01', '2026-10-31'] }]);
    expect(page.view().period).toBe('lastMonth');
    expect(page.view().periodOptions.map((o) => o.value)).not.toContain('custom');
    page.view().setRangeEnd('to', '2026-10-15');
    await settle();
    expect(page.view().period).toBe('custom');
    expect(page.view().periodOptions.map((o) => o.value)).toContain('custom');
    page.view().setPeriod('all');
    await settle();
    expect(page.view().period).toBe('all');
    expect(periodOf({ from: '', to: '' }, TODAY)).toBe('all');
  });

  it('writes the CSV with the table headers, ISO days, two decimals and the currency', () => {
    const t = (id: string) => `[${id}]`;
    const columns = statementCsvColumns('SELLER', t);
    expect(columns.map((c) => c.header)).toEqual([
      '[statements.column.paidOutOn]', '[billing.field.billNo]', '[billing.field.shipmentNo]', '[statements.column.buyer]', '[statements.column.method]',
      '[billing.field.totalAmount]', '[billing.field.platformFee]', '[statements.column.netPayout]', '[billing.field.currency]', '[statements.column.status]',
      '[statements.column.reference]',
    ]);
    expect(columns.map((c) => c.cell(entry()))).toEqual([
      '2026-10-22', 'B-1', 'SHP1', 'Acme, Inc.', '[billing.paymentMethod.BANK_TRANSFER]', '1234.50', '30.86', '1203.64', 'USD', '[statements.status.PAID]', '',
    ]);
  });

  it('builds the export request from the list query without its paging', async () => {
    const page = start('SELLER', { list: [entry()], total: 1, totals: [] });
    await settle();
    const request = page.view().exportRequest((id) => id);
    expect(request.query).toEqual({ queryConditionsType: 'AND', queryConditions: [], sort: { property: 'date', direction: 'DESC' } });
    expect(request.fileName).toMatch(/^statements-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(page.view().canExport).toBe(true);
  });
});

describe('the totals of the statement list', () => {
  it('never lets the totals of a load the list dropped replace those of the rows shown', async () => {
    const answers: Array<(page: StatementPageAnswer) => void> = [];
    const list = createActor(
      statementListMachine.provide({
        actors: { loadPage: fromPromise<StatementPageAnswer, PagedQuery>(() => new Promise<StatementPageAnswer>((resolve) => answers.push(resolve))) },
      }),
      { input: { spec: STATEMENT_LIST_SPEC } },
    ).start();
    await settle();
    list.send({ type: 'SET_FILTER', key: 'currency', value: 'EUR' });
    await settle();
    answers[1]!({ list: [entry({ currency: 'EUR' })], total: 1, totals: [{ currency: 'EUR', amount: 1, count: 1 }] });
    await settle();
    answers[0]!({ list: [entry()], total: 1, totals: [{ currency: 'USD', amount: 2, count: 1 }] });
    await settle();
    expect(connectStatements(list.getSnapshot(), list.send, { role: 'SELLER', today: TODAY }).totals).toEqual([{ currency: 'EUR', amount: 1, count: 1 }]);
    expect(list.getSnapshot().context.rows[0]!.currency).toBe('EUR');
  });
});
