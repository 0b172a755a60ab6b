/**
 * The billing area of the embedded backend: upcoming bills (buyer), upcoming payouts (seller),
 * history statements and invoices (both), the invoice PDF, bank details and payment attempts.
 * The rules and body readers live in domain/ (billing-rules, bill-money, payment-request,
 * payout-account-input; docs/decisions/040–044); this file maps records to the contract and answers
 * the catalogue codes.
 */
import {
  billPaymentStatusValues, currencyValues, payoutStatusValues, statementEntryStatusValues, type components,
} from '../../src/api/schema.gen';
import { centsText, round2, type Currency } from '../../domain/money';
import { json, operation, type Operation } from '../operation';
import { fail, httpError, ok, unauthorized } from '../envelope';
import { authenticate } from '../auth';
import { withIdempotency } from '../idempotency';
import { readPagedQuery, type ListSpec } from '../paged-query';
import { makePdf } from '../pdf';
import { serverDay } from '../../domain/server-days';
import { mockNow } from '../store/clock';
import type { UserRecord } from '../../domain/users';
import { legalNamesOf, type LegalNames } from '../../domain/companies';
import { countsInTotal, rowInShipmentCurrency } from '../../domain/shipment-money';
import type { ShipmentRecord } from '../../domain/shipment-records';
import { repositories } from '../store/repositories';
import { inCurrencyOrder } from '../../domain/payout-accounts';
import { BANK_ACCOUNT_FIELDS, bankAccountProblems } from '../../domain/bank-codes';
import { readPayoutAccount } from '../../domain/payout-account-input';
import { readPaymentRequest } from '../../domain/payment-request';
import { BANK_DETAILS } from '../../domain/collection-accounts';
import { billMoney } from '../../domain/bill-money';
import type { BillRecord, PaymentAttemptRecord } from '../../domain/billing-records';
import { advanceAttempt, cancelAttempt, createAttempt, syncBilling, type ScopeBills, type ShipmentOfBill } from '../store/billing.store';
import {
  SETTLED_BILL_STATUSES,
  UNPAID_BILL_STATUSES,
  expectedPayoutDate,
  isAttemptCancellable,
  isAttemptFinal,
  isBillOverdue,
  isBillPayable,
  nextAttemptStatus,
  payoutStatusFor,
  platformFeeFor,
} from '../../domain/billing-rules';

type Schemas = components['schemas'];
type Bill = Schemas['Bill'];
type Payout = Schemas['Payout'];
type StatementEntry = Schemas['StatementEntry'];
type Invoice = Schemas['Invoice'];

// ---------------------------------------------------------------------------------------------
// Contract shapes

/** The legal names of the bills' buyer companies as they are now (a company may rename itself after a booking). */
const buyerNamesOf = (bills: readonly BillRecord[]): Promise<LegalNames> => legalNamesOf(repositories().companies, bills.map((b) => b.buyerCompanyId));
const lastUpdate = (s: ShipmentRecord) => s.milestones.reduce<string | null>((latest, m) => (latest === null || m.at > latest ? m.at : latest), null);

function toBill(bill: BillRecord, today: string, shipmentOf: ShipmentOfBill): Bill {
  const shipment = shipmentOf(bill);
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

function toPayout(bill: BillRecord, today: string, names: LegalNames, shipmentOf: ShipmentOfBill): Payout {
  const shipment = shipmentOf(bill);
  const { totalAmount } = billMoney(bill, shipment);
  const gross = Math.max(0, totalAmount);
  const fee = platformFeeFor(gross, bill.feePercentage);
  const paidOn = bill.paymentStatus === 'SUCCESS' && bill.paidAt ? serverDay(bill.paidAt) : null;
  const payoutDate = expectedPayoutDate(bill.cutOffDate, paidOn, today);
  const status = payoutStatusFor(bill.paymentStatus, payoutDate, today);
  return {
    id: `PYT-${bill.id.replace(/^BIL-/, '')}`,
    billId: bill.id,
    billNo: bill.billNo,
    shipmentId: shipment.id,
    shipmentNo: shipment.shipmentNo,
    buyerCompanyId: bill.buyerCompanyId,
    buyerCompanyName: names(bill.buyerCompanyId),
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

function toInvoice(bill: BillRecord, names: LegalNames, shipmentOf: ShipmentOfBill): Invoice {
  const shipment = shipmentOf(bill);
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
    buyerCompanyName: names(bill.buyerCompanyId),
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
// List specs (the contract's descriptions of these operations name the same conditions and sorts)

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

const BILL_LIST: ListSpec<Bill> = {
  filters: {
    paymentStatus: { kind: 'enum', values: billPaymentStatusValues, get: (b) => b.paymentStatus },
    currency: { kind: 'enum', values: currencyValues, get: (b) => b.currency },
    dueDate: { kind: 'date', get: (b) => b.dueDate },
    overdue: { kind: 'boolean', get: (b) => b.overdue },
    keyword: { kind: 'keyword', get: (b) => [b.billNo, b.poNo, b.shipmentNo] },
  },
  sorts: { dueDate: (b) => b.dueDate, billDate: (b) => b.billDate, totalAmount: (b) => b.totalAmount, amountDue: (b) => b.amountDue },
  defaultSort: { property: 'dueDate', direction: 'ASC' },
  tieBreak: byId,
  malformed: 'badRequest',
};

const PAYOUT_LIST: ListSpec<Payout> = {
  filters: {
    status: { kind: 'enum', values: payoutStatusValues, get: (p) => p.status },
    currency: { kind: 'enum', values: currencyValues, get: (p) => p.currency },
    expectedPayoutDate: { kind: 'date', get: (p) => p.expectedPayoutDate },
    cutOffDate: { kind: 'date', get: (p) => p.cutOffDate },
    keyword: { kind: 'keyword', get: (p) => [p.billNo, p.shipmentNo, p.buyerCompanyName] },
  },
  sorts: { expectedPayoutDate: (p) => p.expectedPayoutDate, cutOffDate: (p) => p.cutOffDate, billAmount: (p) => p.billAmount, netPayout: (p) => p.netPayout },
  defaultSort: { property: 'expectedPayoutDate', direction: 'ASC' },
  tieBreak: byId,
  malformed: 'badRequest',
};

const STATEMENT_LIST: ListSpec<StatementEntry> = {
  filters: {
    date: { kind: 'date', get: (s) => s.date },
    currency: { kind: 'enum', values: currencyValues, get: (s) => s.currency },
    status: { kind: 'enum', values: statementEntryStatusValues, get: (s) => s.status },
    keyword: { kind: 'keyword', get: (s) => [s.billNo, s.shipmentNo, s.counterparty] },
  },
  sorts: { date: (s) => s.date, netAmount: (s) => s.netAmount },
  defaultSort: { property: 'date', direction: 'DESC' },
  tieBreak: byId,
  malformed: 'badRequest',
};

const INVOICE_LIST: ListSpec<Invoice> = {
  filters: {
    invoiceDate: { kind: 'date', get: (i) => i.invoiceDate },
    paymentStatus: { kind: 'enum', values: billPaymentStatusValues, get: (i) => i.paymentStatus },
    currency: { kind: 'enum', values: currencyValues, get: (i) => i.currency },
    taxInvoice: { kind: 'boolean', get: (i) => i.taxInvoice },
    keyword: { kind: 'keyword', get: (i) => [i.invoiceNo, i.billNo, i.shipmentNo] },
  },
  sorts: { invoiceDate: (i) => i.invoiceDate, totalAmount: (i) => i.totalAmount, dueDate: (i) => i.dueDate },
  defaultSort: { property: 'invoiceDate', direction: 'DESC' },
  tieBreak: byId,
  malformed: 'badRequest',
};

// ---------------------------------------------------------------------------------------------
// Scope and shared steps

const today = () => serverDay(mockNow());

/** Brings the user's company's bills up to date (syncBilling): its bills, as buyer or as forwarder, and the shipment of each. */
const syncBillsOf = (user: UserRecord): Promise<ScopeBills> =>
  syncBilling(repositories(), { companyId: user.companyId, party: user.role === 'BUYER' ? 'buyer' : 'forwarder' });

/** The attempt of this id when it is the buyer company's. */
async function attemptOf(user: UserRecord, id: string): Promise<PaymentAttemptRecord | undefined> {
  const [attempt] = await repositories().billing.attemptsByIds([id]);
  return attempt?.buyerCompanyId === user.companyId ? attempt : undefined;
}

const BUYER_ONLY = 'Only a shipper (buyer) account can do this.';
const SELLER_ONLY = 'Only a forwarder (seller) account can see this.';
const PAYOUT_ACCOUNTS_SELLER_ONLY = 'Only a logistics provider keeps payout accounts.';

async function statementRows(user: UserRecord, day: string, { bills, shipmentOf }: ScopeBills): Promise<StatementEntry[]> {
  if (user.role === 'BUYER') {
    return bills
      .filter((b) => SETTLED_BILL_STATUSES.includes(b.paymentStatus))
      .map((bill) => {
        const shipment = shipmentOf(bill);
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
          method: bill.lastPayment?.method ?? null,
          reference: bill.lastPayment?.reference ?? null,
        };
      });
  }
  const names = await buyerNamesOf(bills);
  return bills
    .map((bill) => toPayout(bill, day, names, shipmentOf))
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
      // A payout goes by bank transfer to the forwarder's payout account; the embedded backend keeps no remittance reference.
      method: 'BANK_TRANSFER' as const,
      reference: null,
    }));
}

/**
 * Sums of `fields` over every matching row (all pages), per currency, in the Currency enum's order:
 * the `totals` of a list's answer.
 */
function totalsPerCurrency<Row extends { currency: Currency }, K extends keyof Row & string>(
  rows: readonly Row[],
  fields: readonly K[],
): Array<{ currency: Currency; count: number } & Record<K, number>> {
  const sums = new Map<Currency, { count: number } & Record<string, number>>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? Object.fromEntries([['count', 0], ...fields.map((f) => [f, 0])]);
    sum.count += 1;
    for (const field of fields) sum[field] = round2(sum[field]! + (row[field] as number));
    sums.set(row.currency, sum as { count: number } & Record<string, number>);
  }
  return currencyValues
    .filter((c) => sums.has(c))
    .map((currency) => ({ currency, ...sums.get(currency) }) as { currency: Currency; count: number } & Record<K, number>);
}

function invoiceLines(bill: BillRecord, shipment: ShipmentRecord, buyerName: string): string[] {
  const money = billMoney(bill, shipment);
  const fmt = (n: number) => `${bill.currency} ${centsText(n)}`;
  const rows = [...shipment.charges.origin, ...shipment.charges.shipment, ...shipment.charges.destination];
  const lines = [
    `Invoice no: ${bill.invoiceNo}    Invoice date: ${bill.invoiceDate}    Due date: ${bill.dueDate}`,
    `Bill no: ${bill.billNo}    PO no: ${bill.poNo}    Shipment no: ${shipment.shipmentNo}`,
    `Bill to: ${buyerName}`,
    `From: ${shipment.forwarderName}`,
    `Route: ${shipment.origin.city} (${shipment.origin.country}) to ${shipment.destination.city} (${shipment.destination.country}), ${shipment.mode}`,
    bill.taxInvoice ? 'Tax invoice (VAT)' : 'Commercial invoice',
    '',
    'Charges',
    ...rows.map((r) => `  ${r.feeName}: ${r.units} x ${r.unitPrice.toFixed(2)} ${r.currency}  =  ${fmt(rowInShipmentCurrency(r))}`),
    ...(shipment.promoDiscount ? [`  Promo ${shipment.promoCode ?? ''}: -${fmt(shipment.promoDiscount)}`] : []),
    // Disputed and withdrawn adjustments are not billed (039), so the lines add up to the total.
    ...shipment.adjustments.filter(countsInTotal).map((a) => `  ${a.description} (${a.chargeCode}, ${a.date}): ${fmt(a.amount)}`),
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

export const billingOperations: Operation[] = [
  operation.post('/billing/upcoming-bills', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    const plan = await readPagedQuery(request, BILL_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const { bills, shipmentOf } = await syncBillsOf(user);
    const day = today();
    const rows = bills.filter((b) => UNPAID_BILL_STATUSES.includes(b.paymentStatus)).map((b) => toBill(b, day, shipmentOf));
    const result = plan.apply(rows);
    const totals = totalsPerCurrency(result.matched, ['billAmount', 'amountDue', 'amountPaid']);
    return response(200).json(ok({ list: result.list, total: result.total, totals }));
  }),

  operation.post('/billing/upcoming-payouts', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(fail(10303, SELLER_ONLY));
    const plan = await readPagedQuery(request, PAYOUT_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const { bills, shipmentOf } = await syncBillsOf(user);
    const day = today();
    const names = await buyerNamesOf(bills);
    const rows = bills.map((b) => toPayout(b, day, names, shipmentOf)).filter((p) => p.status !== 'PAID');
    const result = plan.apply(rows);
    const totals = totalsPerCurrency(result.matched, ['billAmount', 'platformFee', 'netPayout']);
    return response(200).json(ok({ list: result.list, total: result.total, totals }));
  }),

  operation.post('/billing/history-statements', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, STATEMENT_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const result = plan.apply(await statementRows(user, today(), await syncBillsOf(user)));
    const sums = new Map<Currency, { amount: number; count: number }>();
    for (const row of result.matched) {
      const sum = sums.get(row.currency) ?? { amount: 0, count: 0 };
      sums.set(row.currency, { amount: round2(sum.amount + row.netAmount), count: sum.count + 1 });
    }
    const totals = currencyValues.filter((c) => sums.has(c)).map((currency) => ({ currency, ...(sums.get(currency) as { amount: number; count: number }) }));
    return response(200).json(ok({ list: result.list, total: result.total, totals }));
  }),

  operation.post('/billing/invoices', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, INVOICE_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const { bills, shipmentOf } = await syncBillsOf(user);
    const names = await buyerNamesOf(bills);
    const result = plan.apply(bills.map((b) => toInvoice(b, names, shipmentOf)));
    return response(200).json(ok({ list: result.list, total: result.total }));
  }),

  operation.get('/billing/invoices/{id}/pdf', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const { bills, shipmentOf } = await syncBillsOf(user);
    const bill = bills.find((b) => b.invoiceId === params.id);
    if (!bill) return response(404).json({ success: false, code: 404, message: `Invoice ${params.id} was not found.` });
    const shipment = shipmentOf(bill);
    const buyerName = (await buyerNamesOf([bill]))(bill.buyerCompanyId);
    const pdf = makePdf(`Invoice ${bill.invoiceNo}`, invoiceLines(bill, shipment, buyerName));
    return response.untyped(
      new Response(pdf.buffer as ArrayBuffer, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${bill.invoiceNo}.pdf"`,
          'Content-Length': String(pdf.byteLength),
        },
      }),
    );
  }),

  operation.get('/billing/bank-details', async ({ request, query, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const currency = (query.get('currency') ?? '').trim().toUpperCase();
    if (!currency) return response.untyped(httpError(400, 'The currency query parameter is required.'));
    if (!currencyValues.includes(currency as Currency)) {
      return response(200).json(fail(60001, `No Info: bank details are not available for ${currency} (${currencyValues.join(', ')} only).`));
    }
    return response(200).json(ok({ ...BANK_DETAILS[currency as Currency] }));
  }),

  operation.get('/billing/payout-accounts', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(fail(10303, PAYOUT_ACCOUNTS_SELLER_ONLY));
    const accounts = await repositories().payoutAccounts.accountsOf(user.companyId);
    return response(200).json(ok(inCurrencyOrder(accounts, currencyValues)));
  }),

  operation.post('/billing/payout-accounts/{currency}', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'SELLER') return response(200).json(fail(10303, PAYOUT_ACCOUNTS_SELLER_ONLY));
    const currency = String(params.currency).trim().toUpperCase() as Currency;
    if (!currencyValues.includes(currency)) {
      return response(200).json(fail(60001, `No Info: payout accounts are kept for ${currencyValues.join(', ')} only.`));
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return response.untyped(httpError(400, 'The request body must be a JSON object.'));
    }
    const fields = readPayoutAccount(body, currency);
    if (typeof fields === 'string') return response.untyped(httpError(400, fields));
    // The rule the client checks with (domain/bank-codes.ts), so both refuse the same input.
    const problems = bankAccountProblems(fields, currency);
    const refused = BANK_ACCOUNT_FIELDS.filter((f) => problems[f]).map((f) => `${f}: ${problems[f]}`);
    if (refused.length) return response(200).json(fail(90001, refused.join('; ')));
    const account = { ...fields, currency, updatedAt: new Date(mockNow()).toISOString() };
    await repositories().payoutAccounts.put(user.companyId, account);
    return response(200).json(ok(account));
  }),

  operation.post('/billing/payments', async ({ request, response }) => {
    const user = await authenticate(request);
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
      const scope = await syncBillsOf(user);
      const { shipmentOf } = scope;
      const items: { billId: string; amount: number }[] = [];
      const currencies = new Set<Currency>();
      for (const id of input.billIds) {
        const bill = scope.bill(id);
        if (!bill) return json(fail(60002, `Bill ${id} was not found.`));
        const { amountDue } = billMoney(bill, shipmentOf(bill));
        const payable = isBillPayable({ paymentStatus: bill.paymentStatus, amountDue, voidedAt: bill.voidedAt }) && bill.pendingAttemptId === null;
        if (!payable) return json(fail(60002, `Bill ${bill.billNo} is not payable (${bill.paymentStatus}).`));
        if (input.amount !== null && input.amount > amountDue + 0.001) {
          return json(fail(60002, `Bill ${bill.billNo}: the amount is more than the amount due (${amountDue.toFixed(2)}).`));
        }
        currencies.add(bill.currency);
        items.push({ billId: bill.id, amount: input.amount ?? amountDue });
      }
      if (currencies.size > 1) return json(fail(60002, 'The bills must all be in one currency.'));
      const attempt = await createAttempt(
        repositories(),
        { userId: user.id, buyerCompanyId: user.companyId, method: input.method, currency: [...currencies][0] as Currency, items },
        scope,
      );
      // Another payment took one of the bills while this one was checked.
      if (attempt === 'taken') return json(fail(60002, 'A bill of this payment is already being paid.'));
      return json(ok(toAttempt(attempt)));
    });
    return response.untyped(answer);
  }),

  operation.get('/billing/payments/{id}', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    const scope = await syncBillsOf(user);
    const attempt = await attemptOf(user, params.id);
    if (!attempt) return response(200).json(fail(60003, `Payment ${params.id} was not found.`));
    if (!isAttemptFinal(attempt.status)) {
      const step = await advanceAttempt(repositories(), attempt, nextAttemptStatus(attempt.status, attempt.method, attempt.trigger), scope);
      // Another request moved it first: answer where that left it.
      if (step === 'stale') return response(200).json(ok(toAttempt((await attemptOf(user, params.id)) as PaymentAttemptRecord)));
    }
    return response(200).json(ok(toAttempt(attempt)));
  }),

  operation.post('/billing/payments/{id}/cancel', async ({ request, params, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    if (user.role !== 'BUYER') return response(200).json(fail(10303, BUYER_ONLY));
    const scope = await syncBillsOf(user);
    // Another request may move the attempt while this one cancels it: then the cancel looks at it again.
    for (;;) {
      const attempt = await attemptOf(user, params.id);
      if (!attempt) return response(200).json(fail(60003, `Payment ${params.id} was not found.`));
      if (!isAttemptCancellable(attempt.status)) {
        return response(200).json(fail(60004, `Payment ${attempt.id} is ${attempt.status} and can no longer be cancelled.`));
      }
      if ((await cancelAttempt(repositories(), attempt, scope)) === 'moved') return response(200).json(ok(toAttempt(attempt)));
    }
  }),
];
