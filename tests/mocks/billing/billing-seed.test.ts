import { describe, expect, it } from 'vitest';
import { bills, paymentAttempts, shipmentOfBill } from '../../../mocks/store/billing.store';
import { BANK_DETAILS } from '../../../domain/collection-accounts';
import { billMoney } from '../../../domain/bill-money';
import { shipments } from '../../../mocks/store/shipment.store';
import { resetDb } from '../../../mocks/store/db';
import { COMPANY } from '../../../mocks/store/users.store';

const ANCHOR_DAY = '2026-11-01';

describe('billing seed', () => {
  it('bills the two buyer companies with 70+ bills across every payment status and currency', () => {
    const list = bills().filter((b) => b.voidedAt === null);
    expect(list.length).toBeGreaterThanOrEqual(70);
    for (const company of [COMPANY.acme, COMPANY.nordic]) {
      const mine = list.filter((b) => b.buyerCompanyId === company);
      expect(new Set(mine.map((b) => b.paymentStatus))).toEqual(new Set(['OPEN', 'DUE_PAYMENT', 'PENDING_TRANSFER', 'SUCCESS', 'REFUND_IN_PROGRESS']));
    }
    expect(new Set(list.map((b) => b.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']));
    expect(new Set(list.map((b) => b.forwarderCompanyId))).toEqual(new Set([COMPANY.pacific, COMPANY.sino]));
  });

  it('takes every amount from the bill’s shipment, so both pages agree', () => {
    for (const bill of bills()) {
      const shipment = shipmentOfBill(bill);
      const money = billMoney(bill, shipment);
      expect(shipment.buyerCompanyId).toBe(bill.buyerCompanyId);
      expect(money.totalAmount).toBe(shipment.totalCost);
      expect(money.amountPaid).toBe(shipment.totalPaid);
      expect(money.billAmount).toBe(shipment.bookedTotal);
      expect(bill.currency).toBe(shipment.currency);
    }
    // Cancelled shipments with nothing paid have no bill.
    const billed = new Set(bills().map((b) => b.shipmentId));
    expect(shipments().filter((s) => s.status === 'CANCELLED').every((s) => !billed.has(s.id))).toBe(true);
  });

  it('charges a platform fee of 2.5–4 % and keeps statuses consistent with the amounts', () => {
    for (const bill of bills()) {
      expect(bill.feePercentage).toBeGreaterThanOrEqual(2.5);
      expect(bill.feePercentage).toBeLessThanOrEqual(4);
      const { amountDue, amountPaid } = billMoney(bill, shipmentOfBill(bill));
      if (bill.paymentStatus === 'SUCCESS') expect(amountDue).toBe(0);
      if (bill.paymentStatus === 'OPEN' || bill.paymentStatus === 'DUE_PAYMENT') expect(amountDue).toBeGreaterThan(0);
      if (bill.paymentStatus === 'REFUND_IN_PROGRESS') expect(bill.refund?.amount).toBeGreaterThan(0);
      if (amountPaid > 0) expect(bill.lastPayment).not.toBeNull();
      if (bill.paymentStatus === 'OPEN') expect(bill.additionalChargesDeadline >= ANCHOR_DAY).toBe(true);
      if (bill.paymentStatus === 'DUE_PAYMENT') expect(bill.additionalChargesDeadline < ANCHOR_DAY).toBe(true);
    }
  });

  it('has unpaid bills due soon and overdue around the anchor for the demo shipper', () => {
    const unpaid = bills().filter((b) => b.buyerCompanyId === COMPANY.acme && (b.paymentStatus === 'OPEN' || b.paymentStatus === 'DUE_PAYMENT'));
    expect(unpaid.filter((b) => b.dueDate < ANCHOR_DAY).length).toBeGreaterThan(0);
    expect(unpaid.filter((b) => b.dueDate >= ANCHOR_DAY && b.dueDate <= '2026-11-15').length).toBeGreaterThan(0);
  });

  it('seeds attempts in every status, running ones holding their bills in PENDING_TRANSFER', () => {
    const attempts = paymentAttempts();
    expect(new Set(attempts.map((a) => a.status))).toEqual(
      new Set(['CANCELLED', 'EXPIRED', 'FAILED', 'IN_PROGRESS', 'INITIATIVE', 'PROCESSING', 'SESSION_EXPIRED', 'SUCCESS']),
    );
    for (const bill of bills().filter((b) => b.paymentStatus === 'PENDING_TRANSFER')) {
      const holder = attempts.find((a) => a.id === bill.pendingAttemptId);
      expect(holder && ['INITIATIVE', 'IN_PROGRESS', 'PROCESSING'].includes(holder.status)).toBe(true);
      expect(holder?.buyerCompanyId).toBe(bill.buyerCompanyId);
    }
    for (const bill of bills().filter((b) => b.lastPayment)) {
      expect(attempts.find((a) => a.id === bill.lastPayment?.attemptId)?.status).toBe('SUCCESS');
    }
  });

  it('has bank details for USD, EUR and GBP only, ABA routing for the US account', () => {
    expect(Object.keys(BANK_DETAILS).sort()).toEqual(['EUR', 'GBP', 'USD']);
    expect(BANK_DETAILS.USD.abaRouting).toMatch(/^\d{9}$/);
    for (const d of Object.values(BANK_DETAILS)) expect(d.swiftCode).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
  });

  it('is deterministic', () => {
    const first = JSON.stringify({ b: bills(), a: paymentAttempts() });
    resetDb();
    expect(JSON.stringify({ b: bills(), a: paymentAttempts() })).toBe(first);
  });
});
