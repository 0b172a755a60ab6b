import { describe, expect, it } from 'vitest';
import { api, cond, paged, pay, pinClockToAnchor, quietPayableBill, readAttempt, tokenOf } from './billing-test-kit';
import { bills } from '../../../mocks/store/billing.store';
import { COMPANY } from '../../../mocks/store/users.store';

pinClockToAnchor();

const TODAY = '2026-11-01';

describe('POST /billing/upcoming-payouts', () => {
  it('lists the forwarder’s unpaid-out payouts with fee and net payout', async () => {
    const { body } = await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: paged() });
    expect(body.success).toBe(true);
    const pacificBills = new Set(bills().filter((b) => b.forwarderCompanyId === COMPANY.pacific).map((b) => b.id));
    expect(body.data.total).toBeGreaterThan(0);
    for (const p of body.data.list) {
      expect(pacificBills.has(p.billId)).toBe(true);
      expect(p.status).not.toBe('PAID');
      expect(p.platformFee).toBeCloseTo((p.billAmount * p.feePercentage) / 100, 2);
      expect(p.netPayout).toBeCloseTo(p.billAmount - p.platformFee, 2);
      expect(p.feePercentage).toBeGreaterThanOrEqual(2.5);
      expect(p.feePercentage).toBeLessThanOrEqual(4);
      expect(['Acme Home Goods Inc.', 'Nordic Outdoor AB']).toContain(p.buyerCompanyName);
      if (p.status === 'AWAITING_PAYMENT') expect(['OPEN', 'DUE_PAYMENT', 'PENDING_TRANSFER']).toContain(p.billPaymentStatus);
      if (p.status === 'SCHEDULED') expect(p.expectedPayoutDate > TODAY).toBe(true);
      if (p.status === 'ON_HOLD') expect(p.billPaymentStatus).toBe('REFUND_IN_PROGRESS');
      expect(p.expectedPayoutDate > p.cutOffDate).toBe(true);
    }
    expect(new Set(body.data.list.map((p: { status: string }) => p.status))).toEqual(new Set(['AWAITING_PAYMENT', 'SCHEDULED', 'ON_HOLD']));
    const dates = body.data.list.map((p: { expectedPayoutDate: string }) => p.expectedPayoutDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('schedules the payout once the buyer pays the bill', async () => {
    const bill = quietPayableBill(COMPANY.acme, (b) => b.forwarderCompanyId === COMPANY.pacific);
    const find = async () => (await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: paged({ queryConditions: [cond('keyword', 'LIKE', bill.billNo)] }) })).body.data.list[0];
    expect((await find()).status).toBe('AWAITING_PAYMENT');
    const { body } = await pay({ billIds: [bill.id], method: 'BANK_TRANSFER' });
    await readAttempt(body.data.id);
    await readAttempt(body.data.id);
    const payout = await find();
    expect(payout.status).toBe('SCHEDULED');
    expect(payout.billPaymentStatus).toBe('SUCCESS');
  });

  it('is for sellers only', async () => {
    expect((await api('POST', '/billing/upcoming-payouts', { as: 'shipper', json: paged() })).body.code).toBe(10303);
  });
});

describe('POST /billing/history-statements', () => {
  it('gives a buyer its settled bills with per-currency totals', async () => {
    const { body } = await api('POST', '/billing/history-statements', { as: 'shipper', json: paged() });
    const settled = bills().filter((b) => b.buyerCompanyId === COMPANY.acme && ['SUCCESS', 'REFUND_IN_PROGRESS'].includes(b.paymentStatus));
    expect(body.data.total).toBe(settled.length);
    expect(body.data.list.every((r: { type: string }) => r.type === 'BILL_PAYMENT')).toBe(true);
    expect(new Set(body.data.list.map((r: { status: string }) => r.status))).toEqual(new Set(['SUCCESS', 'REFUND_IN_PROGRESS']));
    const dates = body.data.list.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const total of body.data.totals) {
      const rows = body.data.list.filter((r: { currency: string }) => r.currency === total.currency);
      expect(total.count).toBe(rows.length);
      expect(total.amount).toBeCloseTo(rows.reduce((s: number, r: { netAmount: number }) => s + r.netAmount, 0), 2);
    }
    expect(body.data.totals.map((t: { currency: string }) => t.currency).sort()).toEqual(['GBP', 'USD']);
  });

  it('filters by period and keeps totals over every page', async () => {
    const period = cond('date', 'BETWEEN', ['2026-06-01', '2026-08-31']);
    const all = await api('POST', '/billing/history-statements', { json: paged({ queryConditions: [period] }) });
    expect(all.body.data.total).toBeGreaterThan(2);
    expect(all.body.data.list.every((r: { date: string }) => r.date.slice(0, 10) >= '2026-06-01' && r.date.slice(0, 10) <= '2026-08-31')).toBe(true);
    const firstPage = await api('POST', '/billing/history-statements', { json: { pageNumber: 0, pageSize: 2, queryConditions: [period] } });
    expect(firstPage.body.data.list).toHaveLength(2);
    expect(firstPage.body.data.totals).toEqual(all.body.data.totals);
  });

  it('gives a seller its paid-out payouts only', async () => {
    const { body } = await api('POST', '/billing/history-statements', { as: 'forwarder', json: paged() });
    expect(body.data.total).toBeGreaterThan(0);
    for (const row of body.data.list) {
      expect(row).toMatchObject({ type: 'PAYOUT', status: 'PAID' });
      expect(row.date.slice(0, 10) <= TODAY).toBe(true);
      expect(row.netAmount).toBeCloseTo(row.grossAmount - row.platformFee, 2);
    }
    const upcoming = await api('POST', '/billing/upcoming-payouts', { as: 'forwarder', json: paged() });
    const pacific = bills().filter((b) => b.forwarderCompanyId === COMPANY.pacific && b.voidedAt === null);
    expect(body.data.total + upcoming.body.data.total).toBe(pacific.length);
  });
});

describe('invoices', () => {
  it('lists a buyer’s invoices and a seller’s, each only their own', async () => {
    const buyer = await api('POST', '/billing/invoices', { as: 'shipper', json: paged() });
    expect(buyer.body.data.total).toBe(bills().filter((b) => b.buyerCompanyId === COMPANY.acme).length);
    expect(buyer.body.data.list.every((i: { buyerCompanyName: string }) => i.buyerCompanyName === 'Acme Home Goods Inc.')).toBe(true);
    for (const i of buyer.body.data.list) expect(i.taxInvoice).toBe(i.currency !== 'USD');

    const seller = await api('POST', '/billing/invoices', { as: 'forwarder', json: paged({ queryConditions: [cond('taxInvoice', 'EQUAL', true)] }) });
    expect(seller.body.data.total).toBeGreaterThan(0);
    expect(seller.body.data.list.every((i: { forwarderName: string; taxInvoice: boolean }) => i.forwarderName === 'Pacific Bridge Logistics Ltd.' && i.taxInvoice)).toBe(true);
  });

  it('downloads a real PDF listing the invoice', async () => {
    const bill = bills().find((b) => b.buyerCompanyId === COMPANY.acme && b.forwarderCompanyId === COMPANY.pacific && b.paymentStatus === 'SUCCESS');
    for (const who of ['shipper', 'forwarder'] as const) {
      const response = await fetch(`http://localhost/api/billing/invoices/${bill?.invoiceId}/pdf`, { headers: { Authorization: `Bearer ${tokenOf(who)}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${bill?.invoiceNo}.pdf"`);
      const text = new TextDecoder().decode(await response.arrayBuffer());
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`Invoice ${bill?.invoiceNo}`);
      expect(text).toContain(`Bill no: ${bill?.billNo}`);
      expect(text).toContain('Total amount:');
      expect(text).toContain('Payment status: SUCCESS');
    }
  });

  it('answers 404 with the envelope for an unknown invoice or another company’s', async () => {
    const sinoBill = bills().find((b) => b.forwarderCompanyId === COMPANY.sino);
    const nordicBill = bills().find((b) => b.buyerCompanyId === COMPANY.nordic);
    for (const [who, id] of [['shipper', 'INV-NOPE'], ['forwarder', sinoBill?.invoiceId], ['shipper', nordicBill?.invoiceId]] as const) {
      const response = await fetch(`http://localhost/api/billing/invoices/${id}/pdf`, { headers: { Authorization: `Bearer ${tokenOf(who)}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 404, message: `Invoice ${id} was not found.` });
    }
  });
});

describe('GET /billing/bank-details', () => {
  it('gives the account for USD, EUR and GBP (case-insensitive), to both roles', async () => {
    const usd = await api('GET', '/billing/bank-details?currency=USD');
    expect(usd.body.data).toMatchObject({ currency: 'USD', swiftCode: 'CHASUS33', abaRouting: '021000021' });
    const eur = await api('GET', '/billing/bank-details?currency=eur', { as: 'forwarder' });
    expect(eur.body.data).toMatchObject({ currency: 'EUR', abaRouting: null });
    expect(eur.body.data.recipientName).toBeTruthy();
    expect((await api('GET', '/billing/bank-details?currency=GBP')).body.data.bankName).toBe('National Westminster Bank plc');
  });

  it('answers No Info (60001) for any other currency and 400 without one', async () => {
    const jpy = await api('GET', '/billing/bank-details?currency=JPY');
    expect(jpy.body).toMatchObject({ success: false, code: 60001 });
    expect(jpy.body.message).toContain('No Info');
    expect((await api('GET', '/billing/bank-details')).status).toBe(400);
  });
});
