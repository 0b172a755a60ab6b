/**
 * Quote Management's calls in the embedded backend (decisions 147, 148): an answer priced by charge
 * rows stores a quote the shipper books through /booking/confirm; a decline keeps the request open
 * for the other forwarders and shows the shipper the reason.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { answerTotal } from '../../../domain/quote-charges';
import { bookingBody, call, inDays, lclShanghaiToLosAngeles, newKey, type Quote, type Who } from './quote-fixtures';

type Page = components['schemas']['QuoteRequestPage'];
type QuoteRequest = components['schemas']['QuoteRequest'];

const ROWS = [
  { feeName: 'Ocean freight', unitPrice: 120.5, units: 3, pricingUnit: 'per CBM', currency: 'USD', exchangeRate: 1 },
  { feeName: 'Destination THC', unitPrice: 85, units: 1, pricingUnit: 'per shipment', currency: 'EUR', exchangeRate: 1.08 },
] as const;
const chargesBody = (overrides: Record<string, unknown> = {}) => ({
  currency: 'USD', validUntil: inDays(10), transitDays: { min: 20, max: 26 }, charges: ROWS, ...overrides,
});

async function newRequest(): Promise<QuoteRequest> {
  const { body } = await call<QuoteRequest>('POST', '/quote/custom-request', { as: 'shipper', body: { ...lclShanghaiToLosAngeles(), notes: 'Fragile' } });
  expect(body.success, body.message).toBe(true);
  return body.data!;
}
async function list(as: Who): Promise<QuoteRequest[]> {
  const { body } = await call<Page>('POST', '/quote/request/list', { as, body: { pageNumber: 0, pageSize: 100 } });
  return body.data!.list;
}

describe('POST /quote/request/{id}/answer with charge rows', () => {
  it('prices the quote by the rows (total by the one rule, first row the main freight) and the shipper books it', async () => {
    const request = await newRequest();
    const { body } = await call<QuoteRequest>('POST', `/quote/request/${request.id}/answer`, { as: 'forwarder', body: chargesBody() });
    expect(body.success, body.message).toBe(true);
    // 120.50 × 3 = 361.50; 85 EUR × 1.08 = 91.80 USD
    expect(body.data!.answer).toMatchObject({ total: 453.3, currency: 'USD', expired: false });
    expect(answerTotal(ROWS)).toBe(453.3);

    const quote = (await call<Quote>('GET', `/quote/${body.data!.answer!.quoteId}`, { as: 'shipper' })).body.data!;
    expect(quote.total).toBe(453.3);
    expect(quote.charges.shipment.map((r) => [r.code, r.feeName, r.amount, r.pricingUnit, r.comment, r.currency, r.exchangeRate])).toEqual([
      ['FREIGHT', 'Ocean freight', 361.5, 'PER_CBM', 'per CBM', 'USD', 1],
      ['CUSTOM_1', 'Destination THC', 85, 'PER_SHIPMENT', 'per shipment', 'EUR', 1.08],
    ]);
    expect(quote.expiresAt).toBe(inDays(10));

    const booked = await call('POST', '/booking/confirm', { as: 'shipper', body: bookingBody(quote.id), headers: { 'Idempotency-Key': newKey() } });
    expect(booked.body.success, booked.body.message).toBe(true);
    expect((await list('shipper')).find((r) => r.id === request.id)!.status).toBe('CLOSED');
  });

  it('refuses a wrong row by name, both or neither price, and sends no rows back in the answer', async () => {
    const request = await newRequest();
    const cases: [Record<string, unknown>, string][] = [
      [{ charges: [{ ...ROWS[0], unitPrice: 0 }] }, 'charges[0].unitPrice'],
      [{ charges: [ROWS[0], { ...ROWS[1], feeName: ' ' }] }, 'charges[1].feeName'],
      [{ charges: [{ ...ROWS[0], exchangeRate: -1 }] }, 'charges[0].exchangeRate'],
      [{ charges: [] }, 'charges'],
      [{ total: 100 }, 'charges: send either'],
      [{ charges: undefined }, 'charges: send either'],
    ];
    for (const [overrides, named] of cases) {
      const { body } = await call('POST', `/quote/request/${request.id}/answer`, { as: 'forwarder', body: chargesBody(overrides) });
      expect(body, named).toMatchObject({ success: false, code: 90001, message: expect.stringContaining(named) });
    }
    const { body } = await call<QuoteRequest>('POST', `/quote/request/${request.id}/answer`, { as: 'forwarder', body: chargesBody() });
    expect(body.data!.answer).not.toHaveProperty('charges');
  });
});

describe('POST /quote/request/{id}/decline', () => {
  it('takes the request out of the decliner\'s list, keeps it open for the others, and shows the shipper the reason', async () => {
    const request = await newRequest();
    const { body } = await call<QuoteRequest>('POST', `/quote/request/${request.id}/decline`, { as: 'forwarder', body: { reason: '  No space on this lane in May. ' } });
    expect(body.success, body.message).toBe(true);
    expect(body.data!.status).toBe('OPEN');
    expect(body.data!.declines).toEqual([expect.objectContaining({ reason: 'No space on this lane in May.', forwarderName: expect.any(String) })]);

    expect((await list('forwarder')).some((r) => r.id === request.id)).toBe(false);
    const rival = (await list('sinoForwarder')).find((r) => r.id === request.id)!;
    expect(rival.status).toBe('OPEN');
    expect(rival.declines).toBeUndefined();
    expect((await list('shipper')).find((r) => r.id === request.id)!.declines).toHaveLength(1);

    const again = await call('POST', `/quote/request/${request.id}/decline`, { as: 'forwarder', body: { reason: 'Again' } });
    expect(again.body).toMatchObject({ code: 90001 });
    const answerAfter = await call('POST', `/quote/request/${request.id}/answer`, { as: 'forwarder', body: chargesBody() });
    expect(answerAfter.body).toMatchObject({ code: 90001 });
  });

  it('answers 10303 for a buyer, 20001 for an unknown request, 90001 for a blank or long reason or a request not OPEN', async () => {
    const request = await newRequest();
    expect((await call('POST', `/quote/request/${request.id}/decline`, { as: 'shipper', body: { reason: 'x' } })).body.code).toBe(10303);
    expect((await call('POST', '/quote/request/QR-9999/decline', { as: 'forwarder', body: { reason: 'x' } })).body.code).toBe(20001);
    expect((await call('POST', `/quote/request/${request.id}/decline`, { as: 'forwarder', body: { reason: '   ' } })).body.code).toBe(90001);
    expect((await call('POST', `/quote/request/${request.id}/decline`, { as: 'forwarder', body: { reason: 'x'.repeat(501) } })).body.code).toBe(90001);
    expect((await call('POST', '/quote/request/QR-0003/decline', { as: 'forwarder', body: { reason: 'x' } })).body).toMatchObject({ code: 90001 });
  });
});
