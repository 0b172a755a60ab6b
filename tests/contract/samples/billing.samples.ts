/**
 * Contract samples of the billing area: a success per operation and one sample per business code it
 * can answer (docs/decisions/040-044). Bills and attempts are picked from the seed by what they are,
 * never by a hard-coded id.
 */
import type { Sample } from '../sample';
import { bills, paymentAttempts, shipmentOfBill } from '../../../mocks/store/billing.store';
import { billMoney } from '../../../domain/bill-money';
import type { BillRecord, PaymentAttemptRecord } from '../../../domain/billing-records';
import { outcomeTriggerFor, type PaymentAttemptStatus, type PaymentMethod } from '../../../domain/billing-rules';
import { COMPANY } from '../../../mocks/store/users.store';

function acmeBill(test: (b: BillRecord) => boolean, what: string): BillRecord {
  const bill = bills().find((b) => b.buyerCompanyId === COMPANY.acme && b.voidedAt === null && test(b));
  if (!bill) throw new Error(`seed has no Acme bill that is ${what}`);
  return bill;
}
/** Payable, with no QA trigger in its amount due (docs/decisions/041). */
const payableBill = () =>
  acmeBill(
    (b) => (b.paymentStatus === 'OPEN' || b.paymentStatus === 'DUE_PAYMENT') && b.pendingAttemptId === null
      && outcomeTriggerFor([billMoney(b, shipmentOfBill(b)).amountDue]) === null,
    'payable',
  );
const paidBill = () => acmeBill((b) => b.paymentStatus === 'SUCCESS', 'paid');

function acmeAttempt(status: PaymentAttemptStatus, method: PaymentMethod): PaymentAttemptRecord {
  const attempt = paymentAttempts().find((a) => a.buyerCompanyId === COMPANY.acme && a.status === status && a.method === method);
  if (!attempt) throw new Error(`seed has no Acme ${method} attempt in ${status}`);
  return attempt;
}

const query = (extra: Record<string, unknown> = {}) => ({ pageNumber: 0, pageSize: 10, ...extra });
const unsupported = query({ queryConditions: [{ property: 'colour', logicalOperator: 'EQUAL', condition: 'blue' }] });

/** Payout accounts the shared rules accept (domain/bank-codes.ts): EUR without ABA routing, USD with. */
const PAYOUT_EUR = {
  accountNo: 'DE89 3704 0044 0532 0130 00', bankName: 'Deutsche Bank AG', bankAddress: 'Taunusanlage 12, Frankfurt am Main',
  recipientName: 'Pacific Bridge Logistics Ltd.', recipientAddress: '88 Queensway, Hong Kong', swiftCode: 'deut de ff 500', abaRouting: null,
};
const PAYOUT_USD = { ...PAYOUT_EUR, accountNo: '000123456789', bankName: 'JPMorgan Chase Bank, N.A.', bankAddress: '383 Madison Avenue, New York', swiftCode: 'CHASUS33', abaRouting: '021000021' };

export const samples: Sample[] = [
  // Upcoming bills (buyer)
  { operation: 'POST /billing/upcoming-bills', as: 'shipper', name: 'first page, with totals over every matching bill', json: query(), code: 200 },
  {
    operation: 'POST /billing/upcoming-bills', as: 'shipper', name: 'filtered by status, currency and due date',
    json: query({
      queryConditionsType: 'AND',
      queryConditions: [
        { property: 'paymentStatus', logicalOperator: 'IS_IN', condition: ['OPEN', 'DUE_PAYMENT'] },
        { property: 'currency', logicalOperator: 'EQUAL', condition: 'USD' },
        { property: 'dueDate', logicalOperator: 'BETWEEN', condition: ['2026-10-01', '2026-12-31'] },
      ],
      sort: { property: 'amountDue', direction: 'DESC' },
    }),
  },
  { operation: 'POST /billing/upcoming-bills', as: 'admin', name: 'keyword over bill, PO and shipment no', json: () => query({ queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: payableBill().poNo }] }) },
  { operation: 'POST /billing/upcoming-bills', as: 'forwarder', name: '10303 a seller has no bills', json: query(), code: 10303 },
  { operation: 'POST /billing/upcoming-bills', as: 'shipper', name: '90001 unsupported condition', json: unsupported, code: 90001 },
  { operation: 'POST /billing/upcoming-bills', as: 'shipper', name: '400 without paging', json: { queryConditions: [] }, status: 400 },
  { operation: 'POST /billing/upcoming-bills', as: null, name: '401 without a token', json: query(), status: 401 },

  // Upcoming payouts (seller)
  { operation: 'POST /billing/upcoming-payouts', as: 'forwarder', name: 'first page, with totals over every matching payout', json: query(), code: 200 },
  {
    operation: 'POST /billing/upcoming-payouts', as: 'forwarder', name: 'scheduled payouts in EUR',
    json: query({ queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['SCHEDULED', 'ON_HOLD'] }, { property: 'currency', logicalOperator: 'EQUAL', condition: 'EUR' }] }),
  },
  { operation: 'POST /billing/upcoming-payouts', as: 'shipper', name: '10303 a buyer has no payouts', json: query(), code: 10303 },
  { operation: 'POST /billing/upcoming-payouts', as: 'forwarder', name: '90001 unsupported operator', json: query({ queryConditions: [{ property: 'currency', logicalOperator: 'LIKE', condition: 'U' }] }), code: 90001 },

  // History statements (both roles)
  { operation: 'POST /billing/history-statements', as: 'shipper', name: 'buyer: settled bills, with how each was paid', json: query(), code: 200 },
  { operation: 'POST /billing/history-statements', as: 'forwarder', name: 'seller: paid payouts in a period', json: query({ queryConditions: [{ property: 'date', logicalOperator: 'BETWEEN', condition: ['2026-01-01', '2026-10-31'] }] }), code: 200 },
  { operation: 'POST /billing/history-statements', as: 'shipper', name: '90001 bad period', json: query({ queryConditions: [{ property: 'date', logicalOperator: 'BETWEEN', condition: ['last month'] }] }), code: 90001 },

  // Invoices (both roles) and the PDF
  { operation: 'POST /billing/invoices', as: 'shipper', name: 'buyer invoices', json: query({ sort: { property: 'totalAmount', direction: 'DESC' } }) },
  { operation: 'POST /billing/invoices', as: 'forwarder', name: 'seller tax invoices', json: query({ queryConditions: [{ property: 'taxInvoice', logicalOperator: 'EQUAL', condition: true }] }) },
  { operation: 'POST /billing/invoices', as: 'shipper', name: '90001 unsupported sort', json: query({ sort: { property: 'colour', direction: 'ASC' } }), code: 90001 },
  { operation: 'GET /billing/invoices/{id}/pdf', as: 'shipper', name: 'the PDF', params: () => ({ id: paidBill().invoiceId }) },
  { operation: 'GET /billing/invoices/{id}/pdf', as: 'shipper', name: '404 unknown invoice', params: { id: 'INV-NOPE' }, status: 404 },

  // Bank details
  { operation: 'GET /billing/bank-details', as: 'shipper', name: 'USD', query: { currency: 'USD' } },
  { operation: 'GET /billing/bank-details', as: 'shipper', name: 'EUR', query: { currency: 'EUR' } },
  { operation: 'GET /billing/bank-details', as: 'forwarder', name: 'GBP', query: { currency: 'GBP' } },
  { operation: 'GET /billing/bank-details', as: 'shipper', name: '60001 No Info for CNY', query: { currency: 'CNY' }, code: 60001 },
  { operation: 'GET /billing/bank-details', as: 'shipper', name: '400 without currency', status: 400 },

  // The forwarder's payout accounts (decision 126)
  { operation: 'GET /billing/payout-accounts', as: 'forwarder', name: 'the seeded USD account', code: 200 },
  { operation: 'GET /billing/payout-accounts', as: 'shipper', name: '10303 a buyer keeps none', code: 10303 },
  { operation: 'GET /billing/payout-accounts', as: null, name: '401 without a token', status: 401 },
  { operation: 'POST /billing/payout-accounts/{currency}', as: 'forwarder', name: 'EUR saved, codes normalised', params: { currency: 'eur' }, json: PAYOUT_EUR, code: 200 },
  { operation: 'POST /billing/payout-accounts/{currency}', as: 'forwarder', name: 'USD with ABA routing', params: { currency: 'USD' }, json: PAYOUT_USD, code: 200 },
  { operation: 'POST /billing/payout-accounts/{currency}', as: 'shipper', name: '10303 a buyer cannot', params: { currency: 'USD' }, json: PAYOUT_USD, code: 10303 },
  { operation: 'POST /billing/payout-accounts/{currency}', as: 'forwarder', name: '60001 No Info for CNY', params: { currency: 'CNY' }, json: PAYOUT_EUR, code: 60001 },
  {
    operation: 'POST /billing/payout-accounts/{currency}', as: 'forwarder', name: '90001 bad SWIFT country and ABA checksum',
    params: { currency: 'USD' }, json: { ...PAYOUT_USD, swiftCode: 'CHASZZ33', abaRouting: '021000022' }, code: 90001,
  },
  { operation: 'POST /billing/payout-accounts/{currency}', as: 'forwarder', name: '400 a field that is not text', params: { currency: 'USD' }, json: { ...PAYOUT_USD, accountNo: 42 }, status: 400 },

  // Payments
  { operation: 'POST /billing/payments', as: 'shipper', name: 'online', json: () => ({ billIds: [payableBill().id], method: 'ONLINE' }) },
  { operation: 'POST /billing/payments', as: 'shipper', name: 'bank transfer', json: () => ({ billIds: [payableBill().id], method: 'BANK_TRANSFER' }) },
  { operation: 'POST /billing/payments', as: 'shipper', name: 'partial payment', json: () => ({ billIds: [payableBill().id], method: 'ONLINE', amount: 100 }) },
  { operation: 'POST /billing/payments', as: 'shipper', name: '60002 bill already paid', json: () => ({ billIds: [paidBill().id], method: 'ONLINE' }), code: 60002 },
  { operation: 'POST /billing/payments', as: 'forwarder', name: '10303 a seller cannot pay', json: () => ({ billIds: [payableBill().id], method: 'ONLINE' }), code: 10303 },
  { operation: 'POST /billing/payments', as: 'shipper', name: '400 unknown method', json: () => ({ billIds: [payableBill().id], method: 'CHEQUE' }), status: 400 },
  { operation: 'GET /billing/payments/{id}', as: 'shipper', name: 'a paid attempt', params: () => ({ id: acmeAttempt('SUCCESS', 'ONLINE').id }) },
  { operation: 'GET /billing/payments/{id}', as: 'shipper', name: 'a transfer advancing', params: () => ({ id: acmeAttempt('IN_PROGRESS', 'BANK_TRANSFER').id }) },
  { operation: 'GET /billing/payments/{id}', as: 'shipper', name: '60003 unknown attempt', params: { id: 'PAY-NOPE' }, code: 60003 },
  { operation: 'GET /billing/payments/{id}', as: 'forwarder', name: '10303 seller', params: { id: 'PAY-NOPE' }, code: 10303 },
  { operation: 'POST /billing/payments/{id}/cancel', as: 'shipper', name: 'cancel a transfer not yet sent', params: () => ({ id: acmeAttempt('IN_PROGRESS', 'BANK_TRANSFER').id }) },
  { operation: 'POST /billing/payments/{id}/cancel', as: 'shipper', name: '60004 already processing', params: () => ({ id: acmeAttempt('PROCESSING', 'ONLINE').id }), code: 60004 },
  { operation: 'POST /billing/payments/{id}/cancel', as: 'shipper', name: '60003 unknown attempt', params: { id: 'PAY-NOPE' }, code: 60003 },
  { operation: 'POST /billing/payments/{id}/cancel', as: 'forwarder', name: '10303 seller', params: { id: 'PAY-NOPE' }, code: 10303 },
];
