import { describe, expect, it } from 'vitest';
import {
  answeredQuoteOf, closeOnBooking, declinesSeenBy, isRequestVisibleTo, newQuoteRequest, quoteRequestAnswer, requestNumber, type QuoteRequestRecord,
} from '../../domain/quote-requests';
import { readAnswerCharges, readDeclineReason, readQuoteAnswer, readRequestNotes } from '../../domain/quote-request-input';
import { PACIFIC_BRIDGE_COMPANY_ID, SINOTRANS_COMPANY_ID } from '../../domain/demo-company-ids';
import * as fixtures from '../mocks/quote/quote-fixtures';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const search = { ...fixtures.lclShanghaiToLosAngeles(), origin: { ...fixtures.lclShanghaiToLosAngeles().origin, cargoReadyDate: '2026-12-04' } };
const request = (over: Partial<QuoteRequestRecord> = {}): QuoteRequestRecord => ({
  ...newQuoteRequest({ id: 'QR-9', position: 42, search, notes: '', userId: 'USR-1', companyId: 'CMP-BUYER', now: NOW }),
  ...over,
});
const row = { feeName: 'Ocean freight', unitPrice: 100, units: 3, pricingUnit: 'per CBM', currency: 'EUR' as const, exchangeRate: 1.1 };

describe('a custom quote request', () => {
  it('is numbered by its month and its place among all requests, and starts OPEN with its lane summary', () => {
    expect(requestNumber('2026-12-01T10:00:00.000Z', 7)).toBe('RQ-2612-0007');
    expect(request()).toMatchObject({ id: 'QR-9', requestNo: 'RQ-2612-0042', status: 'OPEN', answer: null, createdAt: '2026-12-01T10:00:00.000Z' });
    expect(request().summary).toMatch(/Shanghai/);
  });

  it('stores an answer priced by its rows at their total, behind the request’s own quote id', () => {
    const answer = quoteRequestAnswer('QR-9', {
      charges: [row], currency: 'USD', validUntil: '2026-12-31', transitDays: { min: 20, max: 25 }, forwarderCompanyId: PACIFIC_BRIDGE_COMPANY_ID, now: NOW,
    }, 'Pacific Bridge');
    expect(answer).toMatchObject({ quoteId: 'QA-QR-9', total: 330, note: '', forwarderName: 'Pacific Bridge', answeredAt: '2026-12-01T10:00:00.000Z' });
    const quote = answeredQuoteOf(request({ answer, status: 'ANSWERED' }));
    expect(quote).toMatchObject({ id: 'QA-QR-9', source: 'CUSTOM_REQUEST', requestId: 'QR-9', total: 330 });
    expect(quote.charges.shipment.map((r) => [r.code, r.amount])).toEqual([['FREIGHT', 300]]);
  });

  it('prices an all-in answer as one freight row at its total', () => {
    const answer = quoteRequestAnswer('QR-9', {
      total: 999.999, currency: 'USD', validUntil: '2026-12-31', transitDays: { min: 20, max: 25 }, note: 'All in', forwarderCompanyId: SINOTRANS_COMPANY_ID, now: NOW,
    }, 'Sinotrans');
    expect(answer.total).toBe(1000);
    expect(answeredQuoteOf(request({ answer }), 'MSC')).toMatchObject({ total: 1000, carrier: 'MSC', note: 'All in' });
  });

  it('closes on booking only once answered', () => {
    const open = request();
    expect(closeOnBooking(open)).toBe(false);
    const answered = request({ status: 'ANSWERED' });
    expect(closeOnBooking(answered)).toBe(true);
    expect(answered.status).toBe('CLOSED');
  });

  it('shows a forwarder the open requests it did not decline and those it answered, a buyer its company’s', () => {
    const declined = request({ declines: [{ forwarderCompanyId: 'CMP-FWD', forwarderName: 'F', reason: 'No space', declinedAt: '2026-12-01T11:00:00.000Z' }] });
    const seller = { role: 'SELLER' as const, companyId: 'CMP-FWD' };
    expect(isRequestVisibleTo(request(), seller)).toBe(true);
    expect(isRequestVisibleTo(declined, seller)).toBe(false);
    expect(isRequestVisibleTo(declined, { role: 'SELLER', companyId: 'CMP-OTHER' })).toBe(true);
    expect(isRequestVisibleTo(request({ status: 'CLOSED' }), seller)).toBe(false);
    expect(isRequestVisibleTo(request({ status: 'ANSWERED', answer: { forwarderCompanyId: 'CMP-FWD' } as QuoteRequestRecord['answer'] }), seller)).toBe(true);
    expect(isRequestVisibleTo(request(), { role: 'BUYER', companyId: 'CMP-BUYER' })).toBe(true);
    expect(isRequestVisibleTo(request(), { role: 'BUYER', companyId: 'CMP-OTHER' })).toBe(false);
    expect(declinesSeenBy(declined, seller)).toHaveLength(1);
    expect(declinesSeenBy(declined, { role: 'SELLER', companyId: 'CMP-OTHER' })).toBeUndefined();
    expect(declinesSeenBy(declined, { role: 'BUYER', companyId: 'CMP-BUYER' })).toHaveLength(1);
  });
});

describe('a request’s bodies', () => {
  const answer = { total: 500, currency: 'USD', validUntil: '2026-12-01', transitDays: { min: 2, max: 4 } };

  it('takes an answer with either rows or a total, valid from today, and trims its note', () => {
    expect(readQuoteAnswer({ ...answer, note: '  ok ', carrier: 'MSC' }, NOW)).toEqual({ ...answer, note: 'ok', carrier: 'MSC' });
    expect(readQuoteAnswer({ ...answer, total: undefined, charges: [row] }, NOW)).toMatchObject({ charges: [row] });
    expect(readQuoteAnswer({ ...answer, charges: [row] }, NOW)).toBe('charges: send either charges or total');
    expect(readQuoteAnswer({ ...answer, total: 0 }, NOW)).toBe('total: must be greater than 0');
    expect(readQuoteAnswer({ ...answer, currency: 'JPY' }, NOW)).toMatch(/^currency: must be /);
    expect(readQuoteAnswer({ ...answer, validUntil: '2026-11-30' }, NOW)).toBe('validUntil: must be today or later');
    expect(readQuoteAnswer({ ...answer, transitDays: { min: 5, max: 4 } }, NOW)).toBe('transitDays: whole days with 0 <= min <= max');
    expect(readQuoteAnswer({ ...answer, note: 'x'.repeat(2001) }, NOW)).toBe('note: text of at most 2000 characters');
  });

  it('names the first wrong field of a priced row', () => {
    expect(readAnswerCharges([])).toBe('charges: 1 to 20 rows');
    expect(readAnswerCharges([{ ...row, feeName: '  Fee  ' }])).toEqual([{ ...row, feeName: 'Fee' }]);
    expect(readAnswerCharges([row, { ...row, units: 0 }])).toBe('charges[1].units: must be greater than 0');
    expect(readAnswerCharges([{ ...row, pricingUnit: ' ' }])).toBe('charges[0].pricingUnit: 1 to 40 characters');
  });

  it('takes a decline reason of 1 to 500 characters and notes of at most 2000, trimmed', () => {
    expect(readDeclineReason({ reason: ' No space ' })).toEqual({ reason: 'No space' });
    expect(readDeclineReason({ reason: ' ' })).toBe('reason: 1 to 500 characters');
    expect(readRequestNotes({ notes: ' weekly ' })).toEqual({ notes: 'weekly' });
    expect(readRequestNotes({})).toEqual({ notes: '' });
    expect(readRequestNotes({ notes: 3 })).toBe('notes: text of at most 2000 characters');
  });
});
