import { describe, expect, it } from 'vitest';
import { api, cond, paged, pinClockToAnchor, type Who } from './billing-test-kit';
import { bills } from '../../../mocks/store/billing.store';
import { COMPANY } from '../../../mocks/store/users.store';

pinClockToAnchor();

const upcoming = (json: unknown, as: Who | null = 'shipper') => api('POST', '/billing/upcoming-bills', { as, json });

describe('POST /billing/upcoming-bills', () => {
  it('lists every unpaid bill of the shipper’s company, soonest due first', async () => {
    const { status, body } = await upcoming(paged());
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const expected = bills().filter((b) => b.buyerCompanyId === COMPANY.acme && ['OPEN', 'DUE_PAYMENT', 'PENDING_TRANSFER'].includes(b.paymentStatus));
    expect(body.data.total).toBe(expected.length);
    expect(body.data.list.map((b: { id: string }) => b.id).sort()).toEqual(expected.map((b) => b.id).sort());
    const due = body.data.list.map((b: { dueDate: string }) => b.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('shows each bill’s money, overdue flag and whether it can be paid', async () => {
    const { body } = await upcoming(paged());
    for (const bill of body.data.list) {
      expect(bill.amountDue).toBeCloseTo(bill.totalAmount - bill.amountPaid, 2);
      expect(bill.totalAmount).toBeCloseTo(bill.billAmount + bill.additionalCharges, 2);
      expect(bill.platformFee).toBeCloseTo((bill.totalAmount * bill.feePercentage) / 100, 2);
      expect(bill.overdue).toBe(bill.paymentStatus !== 'PENDING_TRANSFER' && bill.dueDate < '2026-11-01');
      expect(bill.payable).toBe(bill.paymentStatus !== 'PENDING_TRANSFER');
      expect(bill.forwarderName).toMatch(/Pacific Bridge|SinoTrans/);
    }
    expect(body.data.list.some((b: { overdue: boolean }) => b.overdue)).toBe(true);
  });

  it('keeps the two buyer companies apart', async () => {
    const acme = await upcoming(paged(), 'shipper');
    const nordic = await upcoming(paged(), 'nordicShipper');
    expect(nordic.body.data.total).toBeGreaterThan(0);
    const acmeIds = new Set(acme.body.data.list.map((b: { id: string }) => b.id));
    expect(nordic.body.data.list.some((b: { id: string }) => acmeIds.has(b.id))).toBe(false);
    expect(nordic.body.data.list.every((b: { currency: string }) => b.currency === 'EUR')).toBe(true);
  });

  it('filters by status, currency, due date and keyword', async () => {
    const pending = await upcoming(paged({ queryConditions: [cond('paymentStatus', 'IS_IN', ['PENDING_TRANSFER'])] }));
    expect(pending.body.data.total).toBeGreaterThan(0);
    expect(pending.body.data.list.every((b: { paymentStatus: string }) => b.paymentStatus === 'PENDING_TRANSFER')).toBe(true);

    const gbp = await upcoming(paged({ queryConditions: [cond('currency', 'EQUAL', 'GBP')] }));
    expect(gbp.body.data.total).toBeGreaterThan(0);
    expect(gbp.body.data.list.every((b: { currency: string }) => b.currency === 'GBP')).toBe(true);

    const november = await upcoming(paged({ queryConditions: [cond('dueDate', 'BETWEEN', ['2026-11-01', '2026-11-30'])] }));
    expect(november.body.data.total).toBeGreaterThan(0);
    expect(november.body.data.list.every((b: { dueDate: string }) => b.dueDate >= '2026-11-01' && b.dueDate <= '2026-11-30')).toBe(true);

    const sample = november.body.data.list[0];
    for (const keyword of [sample.billNo, sample.poNo.toLowerCase(), sample.shipmentNo.slice(3)]) {
      const found = await upcoming(paged({ queryConditions: [cond('keyword', 'LIKE', keyword)] }));
      expect(found.body.data.list.map((b: { id: string }) => b.id)).toContain(sample.id);
    }

    const overdue = await upcoming(paged({ queryConditions: [cond('overdue', 'EQUAL', true)] }));
    expect(overdue.body.data.total).toBeGreaterThan(0);
    expect(overdue.body.data.list.every((b: { overdue: boolean }) => b.overdue)).toBe(true);
  });

  it('combines conditions with OR when asked', async () => {
    const and = await upcoming(paged({ queryConditions: [cond('currency', 'EQUAL', 'GBP'), cond('paymentStatus', 'EQUAL', 'OPEN')] }));
    const or = await upcoming(paged({ queryConditionsType: 'OR', queryConditions: [cond('currency', 'EQUAL', 'GBP'), cond('paymentStatus', 'EQUAL', 'OPEN')] }));
    expect(or.body.data.total).toBeGreaterThan(and.body.data.total);
    expect(or.body.data.list.every((b: { currency: string; paymentStatus: string }) => b.currency === 'GBP' || b.paymentStatus === 'OPEN')).toBe(true);
  });

  it('pages and sorts', async () => {
    const all = await upcoming(paged({ sort: { property: 'amountDue', direction: 'DESC' } }));
    const second = await upcoming({ pageNumber: 1, pageSize: 5, sort: { property: 'amountDue', direction: 'DESC' } });
    expect(second.body.data.total).toBe(all.body.data.total);
    expect(second.body.data.list.map((b: { id: string }) => b.id)).toEqual(all.body.data.list.slice(5, 10).map((b: { id: string }) => b.id));
    const amounts = all.body.data.list.map((b: { amountDue: number }) => b.amountDue);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers 90001 naming an unsupported property, operator, value or sort', async () => {
    const cases = [
      [cond('colour', 'EQUAL', 'blue'), 'colour'],
      [cond('currency', 'LIKE', 'US'), 'currency'],
      [cond('paymentStatus', 'IS_IN', ['PAID']), 'PAID'],
      [cond('dueDate', 'BETWEEN', ['soon', 'later']), 'dueDate'],
    ] as const;
    for (const [condition, named] of cases) {
      const { body } = await upcoming(paged({ queryConditions: [condition] }));
      expect(body).toMatchObject({ success: false, code: 90001 });
      expect(body.message).toContain(named);
    }
    const sorted = await upcoming(paged({ sort: { property: 'colour', direction: 'ASC' } }));
    expect(sorted.body.code).toBe(90001);
  });

  it('refuses sellers (10303), malformed queries (400) and anonymous calls (401)', async () => {
    expect((await upcoming(paged(), 'forwarder')).body).toMatchObject({ success: false, code: 10303 });
    const malformed = await upcoming({ pageNumber: -1, pageSize: 10 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('pageNumber');
    expect((await upcoming(paged(), null)).status).toBe(401);
  });
});
