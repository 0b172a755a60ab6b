import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { setMockNow } from '../../../mocks/store/clock';
import {
  airShenzhenToOnt8, bookingBody, call, fclNingboToHamburg, lclShanghaiToLosAngeles, newKey, type QuoteSearch, type Who, type Quote,
} from './quote-fixtures';

type PromoResult = components['schemas']['PromoResult'];
type Result = components['schemas']['QuoteSearchResult'];

async function firstQuote(search: QuoteSearch, pick: (q: Quote) => boolean = () => true): Promise<Quote> {
  const { body } = await call<Result>('POST', '/quote/search', { body: search });
  expect(body.success, body.message).toBe(true);
  const quote = body.data!.list.find(pick);
  if (!quote) throw new Error('no quote matched');
  return quote;
}
const check = (quoteId: string, promoCode: string, as: Who = 'shipper') =>
  call<PromoResult>('POST', '/promo/check', { as, body: { quoteId, promoCode } });

afterEach(() => setMockNow(null));

describe('POST /promo/check', () => {
  it('SAVE10 takes 10% off; codes are not case-sensitive', async () => {
    const quote = await firstQuote(lclShanghaiToLosAngeles());
    const { body } = await check(quote.id, ' save10 ');
    const discount = Math.round(quote.total * 10) / 100;
    expect(body).toMatchObject({
      success: true, code: 200,
      data: { promoCode: 'SAVE10', discount, currency: quote.currency, totalBefore: quote.total, totalAfter: Math.round((quote.total - discount) * 100) / 100 },
    });
  });

  it('FLAT50 takes 50.00 off in the quote currency', async () => {
    const quote = await firstQuote(lclShanghaiToLosAngeles(), (q) => q.currency === 'EUR');
    const { body } = await check(quote.id, 'FLAT50');
    expect(body.data).toMatchObject({ discount: 50, currency: 'EUR', totalAfter: Math.round((quote.total - 50) * 100) / 100 });
  });

  it('answers each catalogue outcome against the normal LCL Shanghai → Los Angeles quote', async () => {
    const quote = await firstQuote(lclShanghaiToLosAngeles());
    const expected: [string, number][] = [
      ['NOSUCHCODE', 40001], ['SUMMER20', 40002], ['BIGSHIP150', 40003], ['WELCOME25', 40004], ['FBA15', 40005],
      ['AIR8', 40006], ['REEFER20', 40007], ['ASIAEU12', 40008], ['NORDIC5', 40009], ['LAUNCH100', 40010],
    ];
    for (const [code, result] of expected) {
      const { body } = await check(quote.id, code);
      expect(body, code).toMatchObject({ success: false, code: result, message: expect.any(String) });
    }
  });

  it('each restricted code works where its condition holds', async () => {
    const fba = await firstQuote(airShenzhenToOnt8());
    expect((await check(fba.id, 'FBA15')).body.code).toBe(200);
    expect((await check(fba.id, 'AIR8')).body.code, 'an air bill').toBe(200);

    const reefer = await firstQuote(fclNingboToHamburg([{ type: '40RF', count: 1 }]));
    expect((await check(reefer.id, 'REEFER20')).body.code).toBe(200);
    const mixed = await firstQuote(fclNingboToHamburg([{ type: '40RF', count: 1 }, { type: '40HQ', count: 1 }]));
    expect((await check(mixed.id, 'REEFER20')).body.code, 'a dry box in the bill').toBe(40007);
    expect((await check(reefer.id, 'ASIAEU12')).body.code, 'Ningbo → Hamburg is Asia → Europe').toBe(200);

    const big = await firstQuote(fclNingboToHamburg([{ type: '40HQ', count: 4 }]), (q) => q.currency === 'USD');
    expect(big.total).toBeGreaterThan(10_000);
    expect((await check(big.id, 'BIGSHIP150')).body.data).toMatchObject({ discount: 150 });

    const lcl = await firstQuote(lclShanghaiToLosAngeles());
    expect((await check(lcl.id, 'NORDIC5', 'nordicShipper')).body.code, 'a Nordic Outdoor user').toBe(200);
    expect((await check(lcl.id, 'WELCOME25', 'admin')).body.code, 'the admin never used it').toBe(200);
  });

  it('SUMMER20 was valid during summer 2026', async () => {
    setMockNow(Date.parse('2026-07-15T10:00:00Z'));
    const quote = await firstQuote(lclShanghaiToLosAngeles());
    expect((await check(quote.id, 'SUMMER20')).body.data).toMatchObject({ promoCode: 'SUMMER20', discount: Math.round(quote.total * 20) / 100 });
    setMockNow(Date.parse('2026-10-01T00:00:00Z'));
    expect((await check(quote.id, 'SUMMER20')).body.code).toBe(40002);
  });

  it('WELCOME25 is refused once the user booked with it', async () => {
    const quote = await firstQuote(lclShanghaiToLosAngeles());
    expect((await check(quote.id, 'WELCOME25', 'admin')).body.code).toBe(200);
    const booked = await call('POST', '/booking/confirm', { as: 'admin', body: bookingBody(quote.id, { promoCode: 'WELCOME25' }), headers: { 'Idempotency-Key': newKey() } });
    expect(booked.body.success, booked.body.message).toBe(true);
    expect((await check(quote.id, 'WELCOME25', 'admin')).body.code).toBe(40004);
  });

  it('never discounts more than the total', async () => {
    // A forwarder's all-in answer of 30.00: FLAT50 can take only 30.00 off.
    const answered = await call<components['schemas']['QuoteRequest']>('POST', '/quote/request/QR-0001/answer', {
      as: 'forwarder', body: { total: 30, currency: 'USD', validUntil: '2099-12-31', transitDays: { min: 1, max: 2 } },
    });
    const { body } = await check(answered.body.data!.answer!.quoteId, 'FLAT50');
    expect(body.data).toMatchObject({ discount: 30, totalBefore: 30, totalAfter: 0 });
  });

  it('answers 50002 for an empty code, 50003 for an unknown quote and 10303 for a seller', async () => {
    const quote = await firstQuote(lclShanghaiToLosAngeles());
    expect((await check(quote.id, '')).body.code).toBe(50002);
    expect((await check(quote.id, '   ')).body.code).toBe(50002);
    expect((await check('Q-NOPE', 'SAVE10')).body.code).toBe(50003);
    expect((await check(quote.id, 'SAVE10', 'forwarder')).body.code).toBe(10303);
  });
});
