/**
 * connectUpcomingBills over the REAL paged-list machine with the list's spec: the query each filter
 * sends (payment status, currency, due date range, overdue), each row as shown (overdue from the one
 * rule, why a bill cannot be paid, the shipment's link), the totals per currency, the CSV columns and
 * the empty and no-match states.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PagedQuery } from '../../../machines/paged-list.url';
import {
  billCsvColumns,
  connectUpcomingBills,
  isOverdue,
  UPCOMING_BILLS_INITIAL,
  UPCOMING_BILLS_SPEC,
  upcomingBillsMachine,
  type Bill,
  type BillPageAnswer,
} from '../../../machines/billing/upcoming-bills';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const bill = (over: Partial<Bill>): Bill => ({
  id: 'B-1', billNo: 'BL-1', billDate: '2026-10-01', invoiceDate: '2026-10-02', dueDate: '2099-10-31', billAmount: 1000, additionalCharges: 234.5,
  totalAmount: 1234.5, amountPaid: 0, amountDue: 1234.5, currency: 'USD', platformFee: 43.21, feePercentage: 3.5, poNo: 'PO-1', poAmount: 1000,
  cutOffDate: '2026-10-15', additionalChargesDeadline: '2026-10-11', paymentStatus: 'OPEN', billPayment: null, shipmentId: 'S-1', shipmentNo: 'SH-1',
  shipmentStatus: 'DEPARTED', actualDeliveryDate: null, deliveryUpdateDate: null, taxInvoice: true, invoiceId: 'I-1', forwarderName: 'Fwd',
  overdue: false, payable: true, ...over,
});

function start(pages: Array<Omit<BillPageAnswer, 'totals'> & Partial<Pick<BillPageAnswer, 'totals'>>>) {
  const queries: PagedQuery[] = [];
  const actor = createActor(
    upcomingBillsMachine.provide({
      actors: {
        loadPage: fromPromise<BillPageAnswer, PagedQuery>(async ({ input }) => {
          queries.push(input);
          const page = pages[Math.min(queries.length - 1, pages.length - 1)]!;
          return { totals: [], ...page };
        }),
      },
    }),
    { input: { spec: UPCOMING_BILLS_SPEC, initial: UPCOMING_BILLS_INITIAL, url: '' } },
  );
  actor.start();
  return { actor, queries, view: () => connectUpcomingBills(actor.getSnapshot(), actor.send) };
}

describe('connectUpcomingBills', () => {
  it('shows each bill with its overdue mark, why it cannot be paid, its shipment link, and totals per currency', async () => {
    const rows = [
      bill({}),
      bill({ id: 'B-2', billNo: 'BL-2', dueDate: '2020-01-01', overdue: true, paymentStatus: 'DUE_PAYMENT', currency: 'EUR', amountDue: 10.25 }),
      bill({ id: 'B-3', billNo: 'BL-3', paymentStatus: 'PENDING_TRANSFER', payable: false, amountDue: 1000.1 }),
    ];
    // The server's totals cover every matching bill, not only the three shown.
    const totals = [
      { currency: 'USD' as const, count: 41, billAmount: 41000, amountDue: 52234.6, amountPaid: 100 },
      { currency: 'EUR' as const, count: 1, billAmount: 10.25, amountDue: 10.25, amountPaid: 0 },
    ];
    const { view, queries } = start([{ list: rows, total: 42, totals }]);
    await settle();
    expect(queries[0]).toMatchObject({ pageNumber: 0, pageSize: 20, sort: { property: 'dueDate', direction: 'ASC' }, queryConditions: [] });
    const v = view();
    expect(v.rowViews.map((r) => [r.bill.id, r.overdue, r.canPay, r.notPayable, r.shipmentPath])).toEqual([
      ['B-1', false, true, null, '/shipment/S-1'],
      ['B-2', true, true, null, '/shipment/S-1'],
      ['B-3', false, false, 'billing.pay.notPayable.PENDING_TRANSFER', '/shipment/S-1'],
    ]);
    expect(v.rowViews[0]!.paymentStatus).toEqual({ id: 'billing.paymentStatus.OPEN' });
    expect(v.totals).toEqual(totals);
    expect(v.canExport).toBe(true);
  });

  it('overdue: unpaid and past the due date by the server day, whatever the flag says', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isOverdue({ overdue: false, paymentStatus: 'OPEN', dueDate: '2026-11-23' }, now)).toBe(true);
    expect(isOverdue({ overdue: false, paymentStatus: 'DUE_PAYMENT', dueDate: '2026-11-24' }, now)).toBe(false);
    expect(isOverdue({ overdue: true, paymentStatus: 'PENDING_TRANSFER', dueDate: '2026-11-01' }, now)).toBe(false);
  });

  it('each filter sends its condition, and a list with none shows what to do', async () => {
    const { view, queries } = start([{ list: [], total: 0 }]);
    await settle();
    expect(view()).toMatchObject({ status: 'empty', noBills: true, noMatch: false, canExport: false });
    view().toggleStatus('DUE_PAYMENT');
    await settle();
    view().setCurrency('EUR');
    await settle();
    view().setDueEnd('from', '2026-11-01');
    await settle();
    view().setOverdueOnly(true);
    await settle();
    expect(queries.at(-1)!.queryConditions).toEqual([
      { property: 'paymentStatus', logicalOperator: 'IS_IN', condition: ['DUE_PAYMENT'] },
      { property: 'currency', logicalOperator: 'EQUAL', condition: 'EUR' },
      { property: 'dueDate', logicalOperator: 'BETWEEN', condition: ['2026-11-01', ''] },
      { property: 'overdue', logicalOperator: 'EQUAL', condition: true },
    ]);
    expect(view()).toMatchObject({ noBills: false, noMatch: true, filterCount: 4, overdueOnly: true, currency: 'EUR', dueRange: { from: '2026-11-01', to: '' } });
  });

  it('the CSV has every field, amounts with two decimals', () => {
    const columns = billCsvColumns((id) => id);
    const row = bill({ amountDue: 1234.5 });
    const cells = Object.fromEntries(columns.map((c) => [c.header, c.cell(row)]));
    expect(cells).toMatchObject({ 'billing.field.billNo': 'BL-1', 'billing.field.amountDue': '1234.50', 'billing.field.currency': 'USD', 'billing.field.taxInvoice': 'billing.taxInvoice.yes' });
    expect(columns.length).toBeGreaterThanOrEqual(22);
  });
});
