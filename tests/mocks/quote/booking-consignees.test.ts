import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { bookingBody, call, company, lclShanghaiToLosAngeles, newKey, type Quote } from './quote-fixtures';

type Consignees = components['schemas']['BookingConsignees'];
type Result = components['schemas']['QuoteSearchResult'];

describe('GET /booking/consignees', () => {
  it("lists the company's distinct consignees, the latest booking's first, at most 20", async () => {
    const first = await call<Consignees>('GET', '/booking/consignees');
    expect(first.body.success, first.body.message).toBe(true);
    const items = first.body.data!.items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(20);
    const keys = items.map((c) => `${c.companyName}|${c.address}|${c.city}|${c.zipCode}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);

    const { body } = await call<Result>('POST', '/quote/search', { body: lclShanghaiToLosAngeles() });
    const quote: Quote = body.data!.list[0]!;
    const consignee = { ...company('Harbor Retail LLC', 'US'), address: '9 Pier Road' };
    const booked = await call('POST', '/booking/confirm', { body: bookingBody(quote.id, { consignee }), headers: { 'Idempotency-Key': newKey() } });
    expect(booked.body.success, booked.body.message).toBe(true);
    const after = (await call<Consignees>('GET', '/booking/consignees')).body.data!.items;
    expect(after[0]).toMatchObject({ companyName: 'Harbor Retail LLC', address: '9 Pier Road' });
    expect(after.filter((c) => c.companyName === 'Harbor Retail LLC')).toHaveLength(1);
  });

  it('is empty for a company without bookings, and 401 without a token', async () => {
    expect((await call<Consignees>('GET', '/booking/consignees', { as: 'forwarder' })).body.data!.items).toEqual([]);
    expect((await call('GET', '/booking/consignees', { as: null })).status).toBe(401);
  });
});
