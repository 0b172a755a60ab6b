/**
 * The embedded backend's totals of Upcoming Bills and Upcoming Payouts (per currency, over every row
 * that matches the query, whatever the page) and how each history statement row was paid.
 */
import { describe, expect, it } from 'vitest';
import { api, cond, paged, pinClockToAnchor } from './billing-test-kit';
import { bills } from '../../../mocks/store/billing.store';
import { currencyValues } from '../../../src/api/schema.gen';

pinClockToAnchor();

type Row = Record<string, number | string>;

/** The sums a list's `totals` must hold, from every matching row (asked with one very large page). */
function sumsOf(rows: Row[], fields: readonly string[]) {
  return currencyValues
    .filter((currency) => rows.some((r) => r.currency === currency))
    .map((currency) => {
      const mine = rows.filter((r) => r.currency === currency);
      const sums: Record<string, number | string> = { currency, count: mine.length };
      for (const field of fields) sums[field] = Math.round(mine.reduce((s, r) => s + (r[field] as number), 0) * 100) / 100;
      return sums;
    });
}

describe('totals over every matching row', () => {
  it('Upcoming Bills: billed, due and paid per currency, the same on every page', async () => {
    const all = await api('POST', '/billing/upcoming-bills', { as: 'shipper', json: paged() });
    expect(all.body.data.total).toBeGreaterThan(2);
    const expected = sumsOf(all.body.data.list, ['billAmount', 'amountDue', 'amountPaid']);
    expect(all.body.data.totals).toEqual(expected);
    const firstPage = await api('POST', '/billing/upcoming-bills', { as: 'shipper', json: { pageNumber: 0, pageSize: 2 } });
    expect(firstPage.body.data.list).toHaveLength(2);
    expect(firstPage.body.data.totals).toEqual(expected);
  });

  it('Upcoming Bills: a filter narrows the totals with the rows', async () => {
    const currency = cond('currency', 'EQUAL', 'USD');
    const usd = await api('POST', '/billing/upcoming-bills', { as: 'shipper', json: { pageNumber: 0, pageSize: 1, queryConditions: [currency] } });
    expect(usd.body.data.totals).toHaveLength(1);
    expect(usd.body.data.totals[0]).toMatchObject({ currency: 'USD', count: usd.body.data.total });
    const none = await api('POST', '/billing/upcoming-bills', { as: 'shipper', json: paged({ queryConditions: [cond('keyword', 'LIKE', 'no such bill')] }) });
    expect(none.body.data).toMatchObject({ list: [], total: 0, totals: [] });
  });

  it('Upcoming Payouts: billed, fee and net payout per currency, the same on every page', async () => {
    const all = await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: paged() });
    expect(all.body.data.total).toBeGreaterThan(2);
    const expected = sumsOf(all.body.data.list, ['billAmount', 'platformFee', 'netPayout']);
    expect(all.body.data.totals).toEqual(expected);
    const lastPage = await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: { pageNumber: 1, pageSize: all.body.data.total - 1 } });
    expect(lastPage.body.data.list).toHaveLength(1);
    expect(lastPage.body.data.totals).toEqual(expected);
  });
});

describe('how a statement row was paid', () => {
  it("a shipper's row carries its bill's payment method and reference", async () => {
    const { body } = await api('POST', '/billing/history-statements', { as: 'shipper', json: paged() });
    expect(body.data.total).toBeGreaterThan(0);
    for (const row of body.data.list) {
      const payment = bills().find((b) => b.id === row.billId)!.lastPayment;
      expect({ method: row.method, reference: row.reference }).toEqual({ method: payment?.method ?? null, reference: payment?.reference ?? null });
    }
    expect(body.data.list.some((r: Row) => r.method !== null)).toBe(true);
  });

  it("a forwarder's payout went by bank transfer", async () => {
    const { body } = await api('POST', '/billing/history-statements', { as: 'forwarder', json: paged() });
    expect(body.data.total).toBeGreaterThan(0);
    for (const row of body.data.list) expect(row).toMatchObject({ method: 'BANK_TRANSFER', reference: null });
  });
});
