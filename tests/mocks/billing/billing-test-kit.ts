/**
 * Helpers for the billing and dashboard handler tests: requests through fetch as a demo user,
 * the clock pinned to the seed anchor (the seed's dates are laid out around it), and seed lookups.
 */
import { afterEach, beforeEach } from 'vitest';
import { issueTokens } from '../../../mocks/store/sessions.store';
import { seedAnchor, setMockNow } from '../../../mocks/store/clock';
import { bills, shipmentOfBill } from '../../../mocks/store/billing.store';
import { billMoney } from '../../../domain/bill-money';
import type { BillRecord } from '../../../domain/billing-records';
import { outcomeTriggerFor } from '../../../domain/billing-rules';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';

export type Who = keyof typeof DEMO_USER;

/** Pins mockNow() to the seed anchor for every test of the file that calls it. */
export function pinClockToAnchor(): void {
  beforeEach(() => setMockNow(seedAnchor()));
  afterEach(() => setMockNow(null));
}

/** A fresh access token, valid from mockNow() (so a test that moves the clock still signs in). */
export const tokenOf = (who: Who): string => issueTokens(DEMO_USER[who]).access_token;

export interface Answer<T = any> {
  status: number;
  body: { success: boolean; code: number; message?: string; data?: T };
  headers: Headers;
}

export async function api<T = any>(
  method: 'GET' | 'POST',
  path: string,
  options: { as?: Who | null; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers = new Headers(options.headers);
  if (options.as !== null) headers.set('Authorization', `Bearer ${tokenOf(options.as ?? 'shipper')}`);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`http://localhost/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const paged = (extra: Record<string, unknown> = {}) => ({ pageNumber: 0, pageSize: 9999, ...extra });
export const cond = (property: string, logicalOperator: string, condition: unknown) => ({ property, logicalOperator, condition });

/** Pays with a fresh Idempotency-Key unless one is given. */
export function pay(json: unknown, as: Who = 'shipper', key = `key-${crypto.randomUUID()}`) {
  return api('POST', '/billing/payments', { as, json, headers: { 'Idempotency-Key': key } });
}
export const readAttempt = (id: string, as: Who = 'shipper') => api('GET', `/billing/payments/${id}`, { as });

export const amountDueOf = (bill: BillRecord) => billMoney(bill, shipmentOfBill(bill)).amountDue;

/** A payable bill of the company with no QA trigger in its amount due. */
export function quietPayableBill(company: string = COMPANY.acme, test: (b: BillRecord) => boolean = () => true): BillRecord {
  const bill = bills().find(
    (b) => b.buyerCompanyId === company && b.voidedAt === null && (b.paymentStatus === 'OPEN' || b.paymentStatus === 'DUE_PAYMENT')
      && b.pendingAttemptId === null && outcomeTriggerFor([amountDueOf(b)]) === null && test(b),
  );
  if (!bill) throw new Error(`no quiet payable bill for ${company}`);
  return bill;
}
