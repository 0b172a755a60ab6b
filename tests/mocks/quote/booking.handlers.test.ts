import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { registerAccessToken } from '../../../mocks/store/sessions.store';
import { seedAnchor, setMockNow } from '../../../mocks/store/clock';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { findShipment, shipments } from '../../../mocks/store/shipment.store';
import {
  airShenzhenToOnt8, bookingBody, call, lclShanghaiToLosAngeles, newKey, type Quote, type QuoteSearch, type Who,
} from './quote-fixtures';

type BookingResult = components['schemas']['BookingResult'];
type Result = components['schemas']['QuoteSearchResult'];

async function quotesFor(search: QuoteSearch): Promise<Quote[]> {
  const { body } = await call<Result>('POST', '/quote/search', { body: search });
  expect(body.success, body.message).toBe(true);
  return body.data!.list;
}
const book = (body: unknown, options: { as?: Who | null; key?: string; token?: string } = {}) =>
  call<BookingResult>('POST', '/booking/confirm', {
    as: options.as === undefined ? 'shipper' : options.as, body, headers: { 'Idempotency-Key': options.key ?? newKey() },
    ...(options.token ? { token: options.token } : {}),
  });

afterEach(() => setMockNow(null));

describe('POST /booking/confirm', () => {
  it('creates a BOOKING_PLACED shipment from the quote, visible to the buyer and the forwarder', async () => {
    const search = airShenzhenToOnt8({
      customs: { bond: 'SINGLE', goodsValue: 18_000, isf: false, ior: true },
      services: { insurance: true, cargoValue: 18_000, liftgatePickup: true, liftgateDelivery: true },
    });
    const quote = (await quotesFor(search)).find((q) => q.forwarder.companyId === COMPANY.pacific)!;
    const { body } = await book(bookingBody(quote.id, { promoCode: 'SAVE10', remarks: 'Call before pickup.' }));
    expect(body.success, body.message).toBe(true);
    const discount = Math.round(quote.total * 10) / 100;
    expect(body.data).toMatchObject({ status: 'BOOKING_PLACED', promoDiscount: discount, total: Math.round((quote.total - discount) * 100) / 100, currency: quote.currency });
    expect(body.data!.shipmentNo).toMatch(/^SHP\d{8}$/);

    const shipment = findShipment(body.data!.shipmentId)!;
    expect(shipment).toMatchObject({
      shipmentNo: body.data!.shipmentNo, status: 'BOOKING_PLACED', mode: 'AIR', serviceType: 'DOOR_TO_DOOR', quoteId: quote.id,
      buyerUserId: DEMO_USER.shipper, buyerCompanyId: COMPANY.acme, forwarderCompanyId: COMPANY.pacific, forwarderName: 'Pacific Bridge Logistics Ltd.',
      carrier: quote.carrier, portOfLoading: quote.portOfLoading, portOfDischarge: quote.portOfDischarge, currency: quote.currency,
      promoCode: 'SAVE10', promoDiscount: discount, totalCost: body.data!.total,
      origin: { type: 'DOOR', country: 'CN', city: 'Shenzhen', code: '518000' }, destination: { type: 'FBA', country: 'US', code: 'ONT8' },
      goodsValue: 18_000, cargoValue: 18_000, insurance: true, customsBond: 'SINGLE', ior: true, hazardous: false,
      // ISF is ocean only and a liftgate does not apply at an FBA dock: not booked although asked for.
      isf: false, liftgatePickup: true, liftgateDelivery: false,
      consignee: { companyName: 'Acme Home Goods Inc.', country: 'US' },
      commodities: [{ description: 'Ceramic tableware', hsCode: '691200', value: 18_000, count: 240 }],
    });
    expect(shipment.charges.shipment.map((r) => r.feeName)).toEqual(quote.charges.shipment.map((r) => r.feeName));
    expect(shipment.transitDays).toEqual(quote.transitDays);
    // Its first milestone says who placed it; no note in one language that every reader would see.
    expect(shipment.milestones).toEqual([expect.objectContaining({ status: 'BOOKING_PLACED', byName: 'Sam Shipper', note: '' })]);

    for (const who of ['shipper', 'admin', 'forwarder'] as const) {
      const seen = await call<{ shipmentNo: string }>('GET', `/shipment/${shipment.id}`, { as: who });
      expect(seen.body.data?.shipmentNo, who).toBe(body.data!.shipmentNo);
    }
    expect((await call('GET', `/shipment/${shipment.id}`, { as: 'sinoForwarder' })).body.success, 'another forwarder').toBe(false);
  });

  it('makes one booking of a double submit: the same Idempotency-Key replays the first answer', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const before = shipments().length;
    const key = newKey();
    const [a, b] = await Promise.all([book(bookingBody(quote!.id), { key }), book(bookingBody(quote!.id), { key })]);
    const c = await book(bookingBody(quote!.id), { key });
    expect(a.body.data!.shipmentId).toBe(b.body.data!.shipmentId);
    expect(c.body).toEqual(a.body);
    expect(shipments().length).toBe(before + 1);
    const other = await book(bookingBody(quote!.id));
    expect(other.body.data!.shipmentId).not.toBe(a.body.data!.shipmentId);
    expect(shipments().length).toBe(before + 2);
  });

  it('numbers a booking in its month after the highest number taken, and a new month from 0001', async () => {
    const month = (no: string) => no.slice(0, 7);
    const seq = (no: string) => Number(no.slice(7));
    // The day before the seed's anchor: in a month the seed's bookings numbered already.
    setMockNow(seedAnchor() - 86_400_000);
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const first = (await book(bookingBody(quote!.id))).body.data!;
    const highest = Math.max(...shipments().filter((s) => s.id !== first.shipmentId && month(s.shipmentNo) === month(first.shipmentNo)).map((s) => seq(s.shipmentNo)), 0);
    expect(highest).toBeGreaterThan(0);
    expect(seq(first.shipmentNo)).toBe(highest + 1);
    const second = (await book(bookingBody(quote!.id))).body.data!;
    expect(second.shipmentNo).toBe(`${month(first.shipmentNo)}${String(seq(first.shipmentNo) + 1).padStart(4, '0')}`);
    expect(findShipment(second.shipmentId)?.sellerRefNo).toMatch(new RegExp(`^[A-Z]{3}-${second.shipmentNo.slice(3, 7)}-${second.shipmentNo.slice(7)}$`));

    // Some 40 days on, in another month.
    setMockNow(seedAnchor() + 40 * 86_400_000);
    const [later] = await quotesFor(lclShanghaiToLosAngeles());
    const next = (await book(bookingBody(later!.id))).body.data!;
    expect(month(next.shipmentNo)).not.toBe(month(first.shipmentNo));
    expect(next.shipmentNo.slice(7)).toBe('0001');
  });

  it('answers 50001 when the signed-in user record is gone or deactivated', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    registerAccessToken('token-of-inactive-user', DEMO_USER.inactive);
    expect((await book(bookingBody(quote!.id), { as: null, token: 'token-of-inactive-user' })).body.code).toBe(50001);
    registerAccessToken('token-of-removed-user', 'USR-REMOVED');
    expect((await book(bookingBody(quote!.id), { as: null, token: 'token-of-removed-user' })).body.code).toBe(50001);
  });

  it('answers 50002 for an empty promo code, 50003 for an unknown quote', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    expect((await book(bookingBody(quote!.id, { promoCode: '' }))).body.code).toBe(50002);
    expect((await book(bookingBody('Q-NOPE'))).body.code).toBe(50003);
  });

  it('answers 50004 for an expired quote: the seeded one, and a searched one after its expiry day', async () => {
    expect((await book(bookingBody('QA-QR-0002'))).body.code).toBe(50004);
    setMockNow(Date.parse('2026-12-01T08:00:00Z'));
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    setMockNow(Date.parse(`${quote!.expiresAt}T23:00:00Z`));
    const onTheDay = await book(bookingBody(quote!.id, { cargoReadyDate: quote!.expiresAt }));
    expect(onTheDay.body.success, onTheDay.body.message).toBe(true);
    setMockNow(Date.parse(`${quote!.expiresAt}T00:00:00Z`) + 86_400_000);
    const after = await book(bookingBody(quote!.id, { cargoReadyDate: new Date(Date.parse(`${quote!.expiresAt}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10) }));
    expect(after.body).toMatchObject({ success: false, code: 50004 });
  });

  it('answers 50005 for SinoTrans LCL quotes into Brazil, which lack the main freight', async () => {
    const toSantos = lclShanghaiToLosAngeles({ destination: { type: 'PORT', locationId: 'PORT-BRSSZ', country: 'BR', city: 'Santos', code: 'BRSSZ' } });
    const quotes = await quotesFor(toSantos);
    const sino = quotes.filter((q) => q.forwarder.companyId === COMPANY.sino);
    expect(sino.length).toBeGreaterThan(0);
    for (const q of sino) {
      expect(q.charges.shipment.some((r) => r.code === 'FREIGHT')).toBe(false);
      expect((await book(bookingBody(q.id))).body.code).toBe(50005);
    }
    const other = quotes.find((q) => q.forwarder.companyId !== COMPANY.sino)!;
    expect((await book(bookingBody(other.id))).body.success).toBe(true);
  });

  it('answers the promo codes at booking, and records a redemption', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    expect((await book(bookingBody(quote!.id, { promoCode: 'NOSUCHCODE' }))).body.code).toBe(40001);
    expect((await book(bookingBody(quote!.id, { promoCode: 'LAUNCH100' }))).body.code).toBe(40010);
    expect((await book(bookingBody(quote!.id, { promoCode: 'WELCOME25' }))).body.code).toBe(40004);
    const first = await book(bookingBody(quote!.id, { promoCode: 'WELCOME25' }), { as: 'admin' });
    expect(first.body.data).toMatchObject({ promoDiscount: 25 });
    expect((await book(bookingBody(quote!.id, { promoCode: 'WELCOME25' }), { as: 'admin' })).body.code).toBe(40004);
  });

  it('two bookings at once with a once-per-user code give it once: the other is told it was used', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const before = shipments().length;
    const answers = await Promise.all([1, 2].map(() => book(bookingBody(quote!.id, { promoCode: 'WELCOME25' }), { as: 'admin' })));
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([200, 40004]);
    expect(shipments().length, 'the refused one books nothing').toBe(before + 1);
  });

  it('answers 90001 unless both confirmations are given and the total stays above 0', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const before = shipments().length;
    for (const [field, overrides] of [
      ['acceptCommercialShipment', { acceptCommercialShipment: false }],
      ['acceptQuoteTerms', { acceptQuoteTerms: undefined }],
      ['consignee.email', { consignee: { ...bookingBody('x').consignee, email: 'not-an-email' } }],
      ['commodities[0].hsCode', { commodities: [{ description: 'Mugs', hsCode: '69A', value: 1, count: 1 }] }],
      ['commodities', { commodities: [] }],
      ['cargoReadyDate', { cargoReadyDate: '2020-01-01' }],
      ['goodsCurrency', { goodsCurrency: 'JPY' }],
    ] as const) {
      const { body } = await book(bookingBody(quote!.id, overrides));
      expect(body, field).toMatchObject({ success: false, code: 90001, message: expect.stringContaining(field) });
    }
    const answered = await call<components['schemas']['QuoteRequest']>('POST', '/quote/request/QR-0001/answer', {
      as: 'forwarder', body: { total: 45, currency: 'USD', validUntil: '2099-12-31', transitDays: { min: 1, max: 2 } },
    });
    const zero = await book(bookingBody(answered.body.data!.answer!.quoteId, { promoCode: 'FLAT50' }));
    expect(zero.body).toMatchObject({ code: 90001, message: expect.stringContaining('total') });
    expect(shipments().length).toBe(before);
  });

  it('accepts HS codes as people write them and stores the digits (decision 161)', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const commodities = [
      { description: 'Bed linen', hsCode: '6302.60', value: 3_000, count: 100 },
      { description: 'Towels', hsCode: ' 6302.60.0010 ', value: 2_400, count: 80 },
      { description: 'Cushions', hsCode: '9404-90 10', value: 3_000, count: 50 },
    ];
    const { body } = await book(bookingBody(quote!.id, { commodities, goodsValue: 8_400 }));
    expect(body.success, body.message).toBe(true);
    expect(findShipment(body.data!.shipmentId)!.commodities.map((c) => c.hsCode)).toEqual(['630260', '6302600010', '94049010']);
    for (const hsCode of ['6302', '6302.60.00.10.1', '63O2.60']) {
      const refused = await book(bookingBody(quote!.id, { commodities: [{ ...commodities[0], hsCode }], goodsValue: 3_000 }));
      expect(refused.body, hsCode).toMatchObject({ success: false, code: 90001 });
      expect(refused.body.message).toContain('commodities[0].hsCode');
    }
  });

  it("answers 90001 on goodsValue when it is below the commodities' total value (decision 164)", async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    const commodities = [{ description: 'Bed linen', hsCode: '630260', value: 5_000, count: 100 }, { description: 'Towels', hsCode: '630260', value: 3_400, count: 80 }];
    const low = await book(bookingBody(quote!.id, { commodities, goodsValue: 1 }));
    expect(low.body).toMatchObject({ success: false, code: 90001 });
    expect(low.body.message).toMatch(/^goodsValue: .*8400\.00/);
    expect((await book(bookingBody(quote!.id, { commodities, goodsValue: 8_400 }))).body.success).toBe(true);
    const unvalued = commodities.map((c) => ({ ...c, value: 0 }));
    expect((await book(bookingBody(quote!.id, { commodities: unvalued, goodsValue: 1 }))).body.success, 'no values, no floor').toBe(true);
  });

  it('is for shippers: 10303 for a seller, 401 without a token, 400 without an Idempotency-Key', async () => {
    const [quote] = await quotesFor(lclShanghaiToLosAngeles());
    expect((await book(bookingBody(quote!.id), { as: 'forwarder' })).body.code).toBe(10303);
    expect((await book(bookingBody(quote!.id), { as: null })).status).toBe(401);
    const noKey = await call('POST', '/booking/confirm', { body: bookingBody(quote!.id) });
    expect(noKey.status).toBe(400);
  });
});
