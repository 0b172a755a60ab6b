/**
 * The billing area of the embedded backend: upcoming bills (buyer), upcoming payouts (seller),
 * history statements and invoices (both), the invoice PDF, bank details and payment attempts.
 * Status rules live in mocks/billing-rules.ts (docs/decisions/040–044); this file maps records to
 * the contract and answers the catalogue codes.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { http } from '../http';
import { fail, httpError, ok, page, unauthorized } from '../envelope';
import { authenticate } from '../auth';
import { withIdempotency } from '../idempotency';
import { makePdf } from '../pdf';
import { mockNow } from '../store/clock';
import { findCompany, type UserRecord } from '../store/users.store';
import { rowInShipmentCurrency, type ShipmentRecord } from '../store/shipment.store';
import {
  BANK_DETAILS,
  advanceAttempt,
  billMoney,
  bills,
  cancelAttempt,
  createAttempt,
  findAttempt,
  findBill,
  findBillByInvoiceId,
  shipmentOfBill,
  syncBilling,
  type BillRecord,
  type PaymentAttemptRecord,
} from '../store/billing.store';
import {
  SETTLED_BILL_STATUSES,
  UNPAID_BILL_STATUSES,
  expectedPayoutDate,
  isAttemptCancellable,
  isAttemptFinal,
  isBillOverdue,
  isBillPayable,
  isoDate,
  nextAttemptStatus,
  payoutStatusFor,
  platformFeeFor,
  round2,
  type CurrencyCode,
  type PaymentMethod,
} from '../billing-rules';

type Schemas = components['schemas'];
type Bill = Schemas['Bill'];
type Payout = Schemas['Payout'];
type StatementEntry = Schemas['StatementEntry'];
type Invoice = Schemas['Invoice'];
type PagedQuery = Schemas['PagedQuery'];

const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];
const BILL_STATUSES = ['OPEN', 'DUE_PAYMENT', 'PENDING_TRANSFER', 'REFUND_IN_PROGRESS', 'SUCCESS'] as const;

// ---------------------------------------------------------------------------------------------
// Paged queries: the spec's { pageNumber, pageSize, queryConditionsType, queryConditions } over rows.

type Operator = 'EQUAL' | 'NOT_EQUAL' | 'IS_IN' | 'LIKE' | 'GREATER_THAN' | 'LESS_THAN' | 'BETWEEN';
const OPERATORS: readonly Operator[] = ['EQUAL', 'NOT_EQUAL', 'IS_IN', 'LIKE', 'GREATER_THAN', 'LESS_THAN', 'BETWEEN'];

type Field<T> =
  | { kind: 'enum'; values: readonly string[]; get: (row: T) => string }
  | { kind: 'date'; get: (row: T) => string }
  | { kind: 'number'; get: (row: T) => number }
  | { kind: 'boolean'; get: (row: T) => boolean }
  | { kind: 'keyword'; get: (row: T) => string[] };

const OPS_BY_KIND: Record<Field<unknown>['kind'], readonly Operator[]> = {
  enum: ['EQUAL', 'NOT_EQUAL', 'IS_IN'],
  date: ['EQUAL', 'GREATER_THAN', 'LESS_THAN', 'BETWEEN'],
  number: ['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'LESS_THAN', 'BETWEEN'],
  boolean: ['EQUAL', 'NOT_EQUAL'],
  keyword: ['LIKE'],
};

interface ListSpec<T> {
  fields: Record<string, Field<T>>;
  sorts: Record<string, (row: T) => string | number>;
  defaultSort: { property: string; direction: 'ASC' | 'DESC' };
  id: (row: T) => string;
}

type Predicate<T> = (row: T) => boolean;
type Compiled<T> = { predicate: Predicate<T> } | { problem: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Compares a row's date or date-time with a condition: by calendar day when the condition is a date. */
function dateKey(condition: unknown): ((rowValue: string) => number) | null {
  if (typeof condition !== 'string') return null;
  if (DATE_ONLY.test(condition)) return (v) => v.slice(0, 10).localeCompare(condition);
  if (DATE_TIME.test(condition) && !Number.isNaN(Date.parse(condition))) {
    const at = Date.parse(condition);
    return (v) => Math.sign(Date.parse(v) - at);
  }
  return null;
}

function compileCondition<T>(field: Field<T>, property: string, op: Operator, condition: unknown): Compiled<T> {
  if (!OPS_BY_KIND[field.kind].includes(op)) return { problem: `${property}: the operator ${op} is not supported (use ${OPS_BY_KIND[field.kind].join(', ')}).` };
  const bad = (what: string) => ({ problem: `${property}: ${what}` });
  switch (field.kind) {
    case 'enum': {
      const values = op === 'IS_IN' ? condition : [condition];
      if (!Array.isArray(values) || values.length === 0) return bad('IS_IN needs a non-empty list of values.');
      const unknown = values.find((v) => typeof v !== 'string' || !field.values.includes(v));
      if (unknown !== undefined) return bad(`unknown value ${JSON.stringify(unknown)} (allowed: ${field.values.join(', ')}).`);
      const set = new Set(values as string[]);
      return { predicate: op === 'NOT_EQUAL' ? (r) => !set.has(field.get(r)) : (r) => set.has(field.get(r)) };
    }
    case 'date': {
      if (op === 'BETWEEN') {
        if (!Array.isArray(condition) || condition.length !== 2) return bad('BETWEEN needs [from, to].');
        const from = dateKey(condition[0]);
        const to = dateKey(condition[1]);
        if (!from || !to) return bad('dates must be ISO dates (YYYY-MM-DD) or date-times.');
        return { predicate: (r) => from(field.get(r)) >= 0 && to(field.get(r)) <= 0 };
      }
      const key = dateKey(condition);
      if (!key) return bad('the date must be an ISO date (YYYY-MM-DD) or date-time.');
      const want = op === 'EQUAL' ? 0 : op === 'GREATER_THAN' ? 1 : -1;
      return { predicate: (r) => key(field.get(r)) === want };
    }
    case 'number': {
      const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);
      if (op === 'BETWEEN') {
        if (!Array.isArray(condition) || condition.length !== 2) return bad('BETWEEN needs [min, max].');
        const [min, max] = [num(condition[0]), num(condition[1])];
        if (Number.isNaN(min) || Number.isNaN(max)) return bad('BETWEEN needs two numbers.');
        return { predicate: (r) => field.get(r) >= min && field.get(r) <= max };
      }
      const n = num(condition);
      if (Number.isNaN(n)) return bad('the condition must be a number.');
      const test: Record<string, (v: number) => boolean> = {
        EQUAL: (v) => v === n, NOT_EQUAL: (v) => v !== n, GREATER_THAN: (v) => v > n, LESS_THAN: (v) => v < n,
      };
      const check = test[op] as (v: number) => boolean;
      return { predicate: (r) => check(field.get(r)) };
    }
    case 'boolean': {
      const b = condition === true || condition === 'true' ? true : condition === false || condition === 'false' ? false : null;
      if (b === null) return bad('the condition must be true or false.');
      return { predicate: op === 'EQUAL' ? (r) => field.get(r) === b : (r) => field.get(r) !== b };
    }
    case 'keyword': {
      if (typeof condition !== 'string') return bad('LIKE needs a text.');
      const needle = condition.trim().toLowerCase();
      return { predicate: (r) => needle === '' || field.get(r).some((t) => t.toLowerCase().includes(needle)) };
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the paged query: a malformed body is HTTP 400; an unsupported condition or sort is 90001. */
async function readPagedQuery(request: Request): Promise<{ query: PagedQuery } | { malformed: string }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { malformed: 'The request body must be a JSON paged query.' };
  }
  if (!isObject(body)) return { malformed: 'The request body must be a JSON paged query.' };
  const { pageNumber, pageSize, queryConditionsType, queryConditions, sort } = body;
  if (!Number.isInteger(pageNumber) || (pageNumber as number) < 0) return { malformed: 'pageNumber must be an integer from 0.' };
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > 9999) return { malformed: 'pageSize must be an integer from 1 to 9999.' };
  if (queryConditionsType !== undefined && queryConditionsType !== 'AND' && queryConditionsType !== 'OR') return { malformed: 'queryConditionsType must be AND or OR.' };
  if (queryConditions !== undefined) {
    if (!Array.isArray(queryConditions)) return { malformed: 'queryConditions must be a list.' };
    for (const c of queryConditions) {
      if (!isObject(c) || typeof c.property !== 'string' || !OPERATORS.includes(c.logicalOperator as Operator) || c.condition === undefined) {
        return { malformed: 'Each query condition needs property, logicalOperator (EQUAL, NOT_EQUAL, IS_IN, LIKE, GREATER_THAN, LESS_THAN, BETWEEN) and condition.' };
      }
    }
  }
  if (sort !== undefined && (!isObject(sort) || typeof sort.property !== 'string' || (sort.direction !== 'ASC' && sort.direction !== 'DESC'))) {
    return { malformed: 'sort needs property and direction (ASC or DESC).' };
  }
  return { query: body as unknown as PagedQuery };
}

/** Filters, sorts and pages rows; a problem names the unsupported property, operator or value (code 90001). */
function runQuery<T>(rows: readonly T[], query: PagedQuery, spec: ListSpec<T>): { matched: T[]; list: T[]; total: number } | { problem: string } {
  const predicates: Predicate<T>[] = [];
  for (const c of query.queryConditions ?? []) {
    const field = spec.fields[c.property];
    if (!field) return { problem: `${c.property}: unsupported condition property (supported: ${Object.keys(spec.fields).join(', ')}).` };
    const compiled = compileCondition(field, c.property, c.logicalOperator, c.condition);
    if ('problem' in compiled) return compiled;
    predicates.push(compiled.predicate);
  }
  const any = query.queryConditionsType === 'OR';
  const matched = rows.filter((r) => predicates.length === 0 || (any ? predicates.some((p) => p(r)) : predicates.every((p) => p(r))));

  const sort = query.sort ?? spec.defaultSort;
  const key = spec.sorts[sort.property];
  if (!key) return { problem: `sort: unsupported property ${sort.property} (supported: ${Object.keys(spec.sorts).join(', ')}).` };
  const dir = sort.direction === 'DESC' ? -1 : 1;
  matched.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb));
    return c !== 0 ? c * dir : spec.id(a).localeCompare(spec.id(b));
  });
  const { list, total } = page(matched, query.pageNumber, query.pageSize);
  return { matched, list, total };
}

// ---------------------------------------------------------------------------------------------
// Contract shapes

const companyName = (id: string) => findCompany(id)?.legalName ?? id;
const lastUpdate = (s: ShipmentRecord) => s.milestones.reduce<string | null>((latest, m) => (latest === null || m.at > latest ? m.at : latest), null);

function toBill(bill: BillRecord, today: string): Bill {
  const shipment = shipmentOfBill(bill);
  const money = billMoney(bill, shipment);
  return {
    id: bill.id,
    billNo: bill.billNo,
    billDate: bill.billDate,
    invoiceDate: bill.invoiceDate,
    dueDate: bill.dueDate,
    ...money,
    currency: bill.currency,
    platformFee: platformFeeFor(Math.max(0, money.totalAmount), bill.feePercentage),
    feePercentage: bill.feePercentage,
    poNo: bill.poNo,
    poAmount: bill.poAmount,
    cutOffDate: bill.cutOffDate,
    additionalChargesDeadline: bill.additionalChargesDeadline,
    paymentStatus: bill.paymentStatus,
    billPayment: bill.lastPayment ? { ...bill.lastPayment } : null,
    shipmentId: shipment.id,
    shipmentNo: shipment.shipmentNo,
    shipmentStatus: shipment.status,
    actualDeliveryDate: shipment.deliveredAt,
    deliveryUpdateDate: lastUpdate(shipment),
    taxInvoice: bill.taxInvoice,
    invoiceId: bill.invoiceId,
    forwarderName: shipment.forwarderName,
    overdue: isBillOverdue(bill, today),
    payable: isBillPayable({ paymentStatus: bill.paymentStatus, amountDue: money.amountDue, voidedAt: bill.voidedAt }) && bill.pendingAttemptId === null,
  };
}

function toPayout(bill: BillRecord, today: string): Payout {
  const shipment = shipmentOfBill(bill);
  const { totalAmount } = billMoney(bill, shipment);
  const gross = Math.max(0, totalAmount);
  const fee = platformFeeFor(gross, bill.feePercentage);
  const paidOn = bill.paymentStatus === 'SUCCESS' && bill.paidAt ? isoDate(bill.paidAt) : null;
  const payoutDate = expectedPayoutDate(bill.cutOffDate, paidOn, today);
  const status = payoutStatusFor(bill.paymentStatus, payoutDate, today);
  return {
    id: `PYT-${bill.id.replace(/^BIL-/, '')}`,
    billId: bill.id,
    billNo: bill.billNo,
    shipmentId: shipment.id,
    shipmentNo: shipment.shipmentNo,
    buyerCompanyId: bill.buyerCompanyId,
    buyerCompanyName: companyName(bill.buyerCompanyId),
    billAmount: gross,
    platformFee: fee,
    feePercentage: bill.feePercentage,
    netPayout: round2(gross - fee),
    currency: bill.currency,
    cutOffDate: bill.cutOffDate,
    additionalChargesDeadline: bill.additionalChargesDeadline,
    expectedPayoutDate: payoutDate,
    status,
    billPaymentStatus: bill.paymentStatus,
    paidOutAt: status === 'PAID' ? `${payoutDate}T00:00:00.000Z` : null,
  };
}

function toInvoice(bill: BillRecord): Invoice {
  const shipment = shipmentOfBill(bill);
  return {
    id: bill.invoiceId,
    invoiceNo: bill.invoiceNo,
    billId: bill.id,
    billNo: bill.billNo,
    shipmentId: shipment.id,
    shipmentNo: shipment.shipmentNo,
    invoiceDate: bill.invoiceDate,
    dueDate: bill.dueDate,
    totalAmount: billMoney(bill, shipment).totalAmount,
    currency: bill.currency,
    taxInvoice: bill.taxInvoice,
    paymentStatus: bill.paymentStatus,
    buyerCompanyName: companyName(bill.buyerCompanyId),
    forwarderName: shipment.forwarderName,
  };
}

function toAttempt(attempt: PaymentAttemptRecord): Schemas['PaymentAttempt'] {
  return {
    id: attempt.id,
    status: attempt.status,
    method: attempt.method,
    amount: attempt.amount,
    currency: attempt.currency,
    billIds: attempt.items.map((i) => i.billId),
    reference: attempt.reference,
    cancellable: isAttemptCancellable(attempt.status),
    ...(attempt.method === 'BANK_TRANSFER' ? { bankDetails: { ...BANK_DETAILS[attempt.currency] } } : {}),
    createdAt: attempt.createdAt,
    updatedAt: attempt.updatedAt,
    ...(attempt.failureReason ? { failureReason: attempt.failureReason } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// List specs


const BILL_LIST: ListSpec<Bill> = {
  fields: {
    paymentStatus: { kind: 'enum', values: BILL_STATUSES, get: (b) => b.paymentStatus },
    currency: { kind: 'enum', values: CURRENCIES, get: (b) => b.currency },
    dueDate: { kind: 'date', get: (b) => b.dueDate },
    overdue: { kind: 'boolean', get: (b) => b.overdue },
    keyword: { kind: 'keyword', get: (b) => [b.billNo, b.poNo, b.shipmentNo] },
  },
  sorts: { dueDate: (b) => b.dueDate, billDate: (b) => b.billDate, totalAmount: (b) => b.totalAmount, amountDue: (b) => b.amountDue },
  defaultSort: { property: 'dueDate', direction: 'ASC' },
  id: (b) => b.id,
};

const PAYOUT_LIST: ListSpec<Payout> = {
  fields: {
    status: { kind: 'enum', values: ['AWAITING_PAYMENT', 'SCHEDULED', 'ON_HOLD', 'PAID'], get: (p) => p.status },
    currency: { kind: 'enum', values: CURRENCIES, get: (p) => p.currency },
    expectedPayoutDate: { kind: 'date', get: (p) => p.expectedPayoutDate },
    cutOffDate: { kind: 'date', get: (p) => p.cutOffDate },
    keyword: { kind: 'keyword', get: (p) => [p.billNo, p.shipmentNo, p.buyerCompanyName] },
  },
  sorts: { expectedPayoutDate: (p) => p.expectedPayoutDate, cutOffDate: (p) => p.cutOffDate, billAmount: (p) => p.billAmount, netPayout: (p) => p.netPayout },
  defaultSort: { property: 'expectedPayoutDate', direction: 'ASC' },
  id: (p) => p.id,
};

const STATEMENT_LIST: ListSpec<StatementEntry> = {
  fields: {
    date: { kind: 'date', get: (s) => s.date },
    currency: { kind: 'enum', values: CURRENCIES, get: (s) => s.currency },
    status: { kind: 'enum', values: ['SUCCESS', 'REFUND_IN_PROGRESS', 'PAID'], get: (s) => s.status },
    keyword: { kind: 'keyword', get: (s) => [s.billNo, s.shipmentNo, s.counterparty] },
  },
  sorts: { date: (s) => s.date, netAmount: (s) => s.netAmount },
  defaultSort: { property: 'date', direction: 'DESC' },
  id: (s) => s.id,
};

const INVOICE_LIST: ListSpec<Invoice> = {
  fields: {
    invoiceDate: { kind: 'date', get: (i) => i.invoiceDate },
    paymentStatus: { kind: 'enum', values: BILL_STATUSES, get: (i) => i.paymentStatus },
    currency: { kind: 'enum', values: CURRENCIES, get: (i) => i.currency },
    taxInvoice: { kind: 'boolean', get: (i) => i.taxInvoice },
    keyword: { kind: 'keyword', get: (i) => [i.invoiceNo, i.billNo, i.shipmentNo] },
  },
  sorts: { invoiceDate: (i) => i.invoiceDate, totalAmount: (i) => i.totalAmount, dueDate: (i) => i.dueDate },
  defaultSort: { property: 'invoiceDate', direction: 'DESC' },
  id: (i) => i.id,
};

// ---------------------------------------------------------------------------------------------
// Scope and shared steps

const liveBills = () => bills().filter((b) => b.voidedAt === null);
const buyerBills = (user: UserRecord) => liveBills().filter((b) => b.buyerCompanyId === user.companyId);
const sellerBills = (user: UserRecord) => liveBills().filter((b) => b.forwarderCompanyId === user.companyId);
const today = () => isoDate(mockNow());

const BUYER_ONLY = 'Only a shipper (buyer) account can do this.';
const SELLER_ONLY = 'Only a forwarder (seller) account can see this.';

function statementRows(user: UserRecord, day: string): StatementEntry[] {
  if (user.role === 'BUYER') {
    return buyerBills(user)
      .filter((b) => SETTLED_BILL_STATUSES.includes(b.paymentStatus))
      .map((bill) => {
        const shipment = shipmentOfBill(bill);
        const money = billMoney(bill, shipment);
        return {
          id: `STM-${bill.id.replace(/^BIL-/, '')}`,
          type: 'BILL_PAYMENT' as const,
          date: bill.paidAt ?? bill.lastPayment?.paidAt ?? bill.refund?.requestedAt ?? `${bill.billDate}T00:00:00.000Z`,
          billId: bill.id,
          billNo: bill.billNo,
          shipmentId: shipment.id,
          shipmentNo: shipment.shipmentNo,
          counterparty: shipment.forwarderName,
          grossAmount: money.totalAmount,
          platformFee: null,
          netAmount: money.amountPaid,
          currency: bill.currency,
          status: bill.paymentStatus as 'SUCCESS' | 'REFUND_IN_PROGRESS',
        };
      });
  }
  return sellerBills(user)
    .map((bill) => toPayout(bill, day))
    .filter((p) => p.status === 'PAID')
    .map((p) => ({
      id: `STM-${p.id}`,
      type: 'PAYOUT' as const,
      date: p.paidOutAt as string,
      billId: p.billId,
      billNo: p.billNo,
      shipmentId: p.shipmentId,
      shipmentNo: p.shipmentNo,
      counterparty: p.buyerCompanyName,
      grossAmount: p.billAmount,
      platformFee: p.platformFee,
      netAmount: p.netPayout,
      currency: p.currency,
      status: 'PAID' as const,
    }));
}

function invoiceLines(bill: BillRecord, shipment: ShipmentRecord): string[] {
  const money = billMoney(bill, shipment);
  const fmt = (n: number) => `${bill.currency} ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const rows = [...shipment.charges.origin, ...shipment.charges.shipment, ...shipment.charges.destination];
  const lines = [
    `Invoice no: ${bill.invoiceNo}    Invoice date: ${bill.invoiceDate}    Due date: ${bill.dueDate}`,
    `Bill no: ${bill.billNo}    PO no: ${bill.poNo}    Shipment no: ${shipment.shipmentNo}`,
    `Bill to: ${companyName(bill.buyerCompanyId)}`,
    `From: ${shipment.forwarderName}`,
    `Route: ${shipment.origin.city} (${shipment.origin.country}) to ${shipment.destination.city} (${shipment.destination.country}), ${shipment.mode}`,
    bill.taxInvoice ? 'Tax invoice (VAT)' : 'Commercial invoice',
    '',
    'Charges',
    ...rows.map((r) => `  ${r.feeName}: ${r.units} x ${r.unitPrice.toFixed(2)} ${r.currency}  =  ${fmt(rowInShipmentCurrency(r))}`),
    ...(shipment.promoDiscount ? [`  Promo ${shipment.promoCode ?? ''}: -${fmt(shipment.promoDiscount)}`] : []),
    ...shipment.adjustments.map((a) => `  ${a.description} (${a.chargeCode}, ${a.date}): ${fmt(a.amount)}`),
    '',
    `Bill amount: ${fmt(money.billAmount)}`,
    `Additional charges: ${fmt(money.additionalCharges)}`,
    `Total amount: ${fmt(money.totalAmount)}`,
    `Amount paid: ${fmt(money.amountPaid)}`,
    `Amount due: ${fmt(money.amountDue)}`,
    `Payment status: ${bill.paymentStatus}`,
    `Pay to: ${BANK_DETAILS[bill.currency].recipientName}, ${BANK_DETAILS[bill.currency].bankName}, SWIFT ${BANK_DETAILS[bill.currency].swiftCode}`,
  ];
  // makePdf keeps 44 lines: keep the totals when a shipment has very many charge rows.
  if (lines.length <= 44) return lines;
  const tail = lines.slice(lines.length - 9);
  return [...lines.slice(0, 44 - tail.length - 1), '  ...', ...tail];
}

// ---------------------------------------------------------------------------------------------
// Payment request

interface PaymentRequestInput {
  billIds: string[];
  method: PaymentMethod;
  amount: number | null;
}

function readPaymentRequest(body: unknown): PaymentRequestInput | string {
  if (!isObject(body)) return 'The request body must be a JSON object.';
  const { billIds, method, amount } = body;
  if (!Array.isArray(billIds) || billIds.length === 0 || billIds.length > 50 || billIds.some((id) => typeof id !== 'string' || id === '')) {
    return 'billIds must list 1 to 50 bill ids.';
  }
  if (new Set(billIds).size !== billIds.length) return 'billIds must not repeat a bill.';
  if (method !== 'ONLINE' && method !== 'BANK_TRANSFER') return 'method must be ONLINE or BANK_TRANSFER.';
  if (amount !== undefined) {
    if (typeof amount !== 'number' || !(amount > 0) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return 'amount must be a positive amount with at most two decimals.';
    if (billIds.length !== 1) return 'amount (a partial payment) needs exactly one bill.';
  }
  return { billIds: billIds as string[], method, amount: typeof amount === 'number' ? amount : null };
}

// ---------------------------------------------------------------------------------------------

export const billingHandlers: HttpHandler[] = [
  http.post('/billing/upcoming-bills', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    const read = await readPagedQuery(request);
    if ('malformed' in read) return response.untyped(httpError(400, read.malformed));
    syncBilling();
    const day = today();
    const rows = buyerBills(user).filter((b) => UNPAID_BILL_STATUSES.includes(b.paymentStatus)).map((b) => toBill(b, day));
    const result = runQuery(rows, read.query, BILL_LIST);
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    return response(200).json(ok({ list: result.list, total: result.total }));
  }),

  http.post('/billing/upcoming-payouts', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(fail(10303, SELLER_ONLY));
    const read = await readPagedQuery(request);
    if ('malformed' in read) return response.untyped(httpError(400, read.malformed));
    syncBilling();
    const day = today();
    const rows = sellerBills(user).map((b) => toPayout(b, day)).filter((p) => p.status !== 'PAID');
    const result = runQuery(rows, read.query, PAYOUT_LIST);
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    return response(200).json(ok({ list: result.list, total: result.total }));
  }),

  http.post('/billing/history-statements', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const read = await readPagedQuery(request);
    if ('malformed' in read) return response.untyped(httpError(400, read.malformed));
    syncBilling();
    const result = runQuery(statementRows(user, today()), read.query, STATEMENT_LIST);
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    const sums = new Map<CurrencyCode, { amount: number; count: number }>();
    for (const row of result.matched) {
      const sum = sums.get(row.currency) ?? { amount: 0, count: 0 };
      sums.set(row.currency, { amount: round2(sum.amount + row.netAmount), count: sum.count + 1 });
    }
    const totals = CURRENCIES.filter((c) => sums.has(c)).map((currency) => ({ currency, ...(sums.get(currency) as { amount: number; count: number }) }));
    return response(200).json(ok({ list: result.list, total: result.total, totals }));
  }),

  http.post('/billing/invoices', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const read = await readPagedQuery(request);
    if ('malformed' in read) return response.untyped(httpError(400, read.malformed));
    syncBilling();
    const scoped = user.role === 'BUYER' ? buyerBills(user) : sellerBills(user);
    const result = runQuery(scoped.map(toInvoice), read.query, INVOICE_LIST);
    if ('problem' in result) return response(200).json(fail(90001, result.problem));
    return response(200).json(ok({ list: result.list, total: result.total }));
  }),

  http.get('/billing/invoices/{id}/pdf', ({ request, params, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    syncBilling();
    const bill = findBillByInvoiceId(params.id);
    const visible = bill && (user.role === 'BUYER' ? bill.buyerCompanyId === user.companyId : bill.forwarderCompanyId === user.companyId);
    if (!bill || !visible) return response(404).json({ success: false, code: 404, message: `Invoice ${params.id} was not found.` });
    const shipment = shipmentOfBill(bill);
    const pdf = makePdf(`Invoice ${bill.invoiceNo}`, invoiceLines(bill, shipment));
    return response.untyped(
      new HttpResponse(pdf.buffer as ArrayBuffer, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${bill.invoiceNo}.pdf"`,
          'Content-Length': String(pdf.byteLength),
        },
      }),
    );
  }),

  http.get('/billing/bank-details', ({ request, query, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const currency = (query.get('currency') ?? '').trim().toUpperCase();
    if (!currency) return response.untyped(httpError(400, 'The currency query parameter is required.'));
    if (!CURRENCIES.includes(currency as CurrencyCode)) {
      return response(200).json(fail(60001, `No Info: bank details are not available for ${currency} (USD, EUR and GBP only).`));
    }
    return response(200).json(ok({ ...BANK_DETAILS[currency as CurrencyCode] }));
  }),

  http.post('/billing/payments', async ({ request, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    const answer = await withIdempotency(request, `billing.payment:${user.companyId}`, async () => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return response.untyped(httpError(400, 'The request body must be a JSON object.'));
      }
      const input = readPaymentRequest(body);
      if (typeof input === 'string') return response.untyped(httpError(400, input));
      syncBilling();
      const items: { billId: string; amount: number }[] = [];
      const currencies = new Set<CurrencyCode>();
      for (const id of input.billIds) {
        const bill = findBill(id);
        if (!bill || bill.buyerCompanyId !== user.companyId) return HttpResponse.json(fail(60002, `Bill ${id} was not found.`));
        const { amountDue } = billMoney(bill, shipmentOfBill(bill));
        const payable = isBillPayable({ paymentStatus: bill.paymentStatus, amountDue, voidedAt: bill.voidedAt }) && bill.pendingAttemptId === null;
        if (!payable) return HttpResponse.json(fail(60002, `Bill ${bill.billNo} is not payable (${bill.paymentStatus}).`));
        if (input.amount !== null && input.amount > amountDue + 0.001) {
          return HttpResponse.json(fail(60002, `Bill ${bill.billNo}: the amount is more than the amount due (${amountDue.toFixed(2)}).`));
        }
        currencies.add(bill.currency);
        items.push({ billId: bill.id, amount: input.amount ?? amountDue });
      }
      if (currencies.size > 1) return HttpResponse.json(fail(60002, 'The bills must all be in one currency.'));
      const attempt = createAttempt({
        userId: user.id,
        buyerCompanyId: user.companyId,
        method: input.method,
        currency: [...currencies][0] as CurrencyCode,
        items,
      });
      return HttpResponse.json(ok(toAttempt(attempt)));
    });
    return response.untyped(answer);
  }),

  http.get('/billing/payments/{id}', ({ request, params, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    syncBilling();
    const attempt = findAttempt(params.id);
    if (!attempt || attempt.buyerCompanyId !== user.companyId) return response(200).json(fail(60003, `Payment ${params.id} was not found.`));
    if (!isAttemptFinal(attempt.status)) advanceAttempt(attempt, nextAttemptStatus(attempt.status, attempt.method, attempt.trigger));
    return response(200).json(ok(toAttempt(attempt)));
  }),

  http.post('/billing/payments/{id}/cancel', ({ request, params, response }) => {
    const user = authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    syncBilling();
    const attempt = findAttempt(params.id);
    if (!attempt || attempt.buyerCompanyId !== user.companyId) return response(200).json(fail(60003, `Payment ${params.id} was not found.`));
    if (!isAttemptCancellable(attempt.status)) {
      return response(200).json(fail(60004, `Payment ${attempt.id} is ${attempt.status} and can no longer be cancelled.`));
    }
    cancelAttempt(attempt);
    return response(200).json(ok(toAttempt(attempt)));
  }),
];
