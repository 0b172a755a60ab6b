import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { setMockNow } from '../../../mocks/store/clock';
import { SEEDED_REQUEST } from '../../../mocks/store/quote.store';
import { COMPANY } from '../../../mocks/store/users.store';
import { bookingBody, call, inDays, lclShanghaiToLosAngeles, newKey, type Quote, type Who } from './quote-fixtures';

type Page = components['schemas']['QuoteRequestPage'];
type QuoteRequest = components['schemas']['QuoteRequest'];

async function list(as: Who, query: Record<string, unknown> = {}) {
  const { body } = await call<Page>('POST', '/quote/request/list', { as, body: { pageNumber: 0, pageSize: 100, ...query } });
  expect(body.success, body.message).toBe(true);
  return body.data!;
}
const statusIs = (...statuses: string[]) => ({ queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: statuses }] });
const answerBody = (overrides: Record<string, unknown> = {}) => ({
  total: 1450.25, currency: 'USD', validUntil: inDays(12), transitDays: { min: 18, max: 24 }, carrier: 'Maersk', note: 'Weekly sailing, space confirmed.', ...overrides,
});

describe('POST /quote/request/list', () => {
  it('seeds about 25 requests; a buyer sees only its own company (My Request)', async () => {
    const acme = await list('shipper');
    const sameCompany = await list('admin');
    const nordic = await list('nordicShipper');
    expect(acme.total + nordic.total).toBeGreaterThanOrEqual(20);
    expect(acme.total + nordic.total).toBeLessThanOrEqual(30);
    expect(acme.list.every((r) => r.requestedBy.companyId === COMPANY.acme)).toBe(true);
    expect(sameCompany.list.map((r) => r.id)).toEqual(acme.list.map((r) => r.id));
    expect(nordic.list.length).toBeGreaterThan(0);
    expect(nordic.list.every((r) => r.requestedBy.companyName === 'Nordic Outdoor AB')).toBe(true);
    expect(new Set(acme.list.map((r) => r.status))).toEqual(new Set(['OPEN', 'ANSWERED', 'CLOSED']));
  });

  it('shows a seller every OPEN request plus the ones it answered (Quote Management), not a rival\'s answers', async () => {
    const pacific = await list('forwarder');
    const sino = await list('sinoForwarder');
    for (const r of pacific.list) expect(r.status === 'OPEN' || r.answer?.forwarderCompanyId === COMPANY.pacific).toBe(true);
    for (const r of sino.list) expect(r.status === 'OPEN' || r.answer?.forwarderCompanyId === COMPANY.sino).toBe(true);
    const answeredByPacific = pacific.list.filter((r) => r.status !== 'OPEN');
    expect(answeredByPacific.length).toBeGreaterThan(0);
    expect(sino.list.some((r) => answeredByPacific.some((p) => p.id === r.id))).toBe(false);
    expect(pacific.list.filter((r) => r.status === 'OPEN').length).toBe(sino.list.filter((r) => r.status === 'OPEN').length);
  });

  it('filters by status and keyword, pages, and sorts newest first unless asked otherwise', async () => {
    const all = await list('shipper');
    const answered = await list('shipper', statusIs('ANSWERED', 'CLOSED'));
    expect(answered.list.every((r) => r.status !== 'OPEN' && r.answer)).toBe(true);
    expect(answered.total).toBe(all.list.filter((r) => r.status !== 'OPEN').length);

    const open = await list('shipper', { queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'OPEN' }] });
    expect(open.list.every((r) => r.status === 'OPEN' && !r.answer)).toBe(true);

    const keyword = await list('shipper', { queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: 'los angeles' }] });
    expect(keyword.total).toBeGreaterThan(0);
    expect(keyword.list.every((r) => r.summary.toLowerCase().includes('los angeles'))).toBe(true);

    const dates = all.list.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = await list('shipper', { sort: { property: 'createdAt', direction: 'ASC' } });
    expect(asc.list.map((r) => r.id)).toEqual([...all.list].reverse().map((r) => r.id));

    const { body } = await call<Page>('POST', '/quote/request/list', { body: { pageNumber: 1, pageSize: 5 } });
    expect(body.data!.total).toBe(all.total);
    expect(body.data!.list.map((r) => r.id)).toEqual(all.list.slice(5, 10).map((r) => r.id));
  });

  it('finds a lane by the Chinese words its page shows: the place, the city and the country, in either script', async () => {
    const keywordIs = (condition: string) => ({ queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition }] });
    const ids = async (condition: string) => (await list('forwarder', keywordIs(condition))).list.map((r) => r.id);
    const all = await list('forwarder');
    const losAngeles = all.list.filter((r) => [r.search.origin, r.search.destination].some((end) => end.city === 'Los Angeles')).map((r) => r.id);
    expect(losAngeles.length).toBeGreaterThan(0);
    expect(await ids('洛杉矶'), 'Simplified').toEqual(losAngeles);
    expect(await ids('洛杉磯'), 'Traditional').toEqual(losAngeles);
    const toUnitedStates = all.list.filter((r) => r.search.origin.country === 'US' || r.search.destination.country === 'US').map((r) => r.id);
    expect(toUnitedStates.length).toBeLessThan(all.total);
    expect(await ids('美國'), 'a country by its name').toEqual(toUnitedStates);
    expect(await ids('美国')).toEqual(toUnitedStates);
    expect(await ids('火星'), 'words of no lane match nothing').toEqual([]);
  });

  it('refuses unknown conditions and bad paging with 90001', async () => {
    for (const bad of [
      { pageNumber: -1, pageSize: 10 },
      { pageNumber: 0, pageSize: 10, queryConditions: [{ property: 'status', logicalOperator: 'EQUAL', condition: 'LOST' }] },
      { pageNumber: 0, pageSize: 10, queryConditions: [{ property: 'price', logicalOperator: 'EQUAL', condition: 1 }] },
      { pageNumber: 0, pageSize: 10, sort: { property: 'total', direction: 'ASC' } },
    ]) {
      const { body } = await call('POST', '/quote/request/list', { body: bad });
      expect(body, JSON.stringify(bad)).toMatchObject({ success: false, code: 90001 });
    }
  });
});

describe('POST /quote/custom-request', () => {
  it('lands OPEN at the top of the shipper\'s My Request with the lane, notes and requester', async () => {
    const search = lclShanghaiToLosAngeles();
    const { body } = await call<QuoteRequest>('POST', '/quote/custom-request', { body: { ...search, notes: '  Fragile goods.  ' } });
    expect(body.success, body.message).toBe(true);
    expect(body.data).toMatchObject({
      status: 'OPEN', summary: 'LCL Shanghai, CN → Los Angeles, US', notes: 'Fragile goods.',
      requestedBy: { userId: 'USR-SHIPPER', name: 'Sam Shipper', companyId: COMPANY.acme, companyName: 'Acme Home Goods Inc.' },
    });
    expect(body.data!.requestNo).toMatch(/^RQ-\d{4}-\d{4}$/);
    expect(body.data!.search.origin.code).toBe('CNSHA');
    expect(body.data!.answer).toBeUndefined();

    const mine = await list('shipper');
    expect(mine.list[0]!.id).toBe(body.data!.id);
    const colleague = await list('admin');
    expect(colleague.list[0]!.id).toBe(body.data!.id);
    expect((await list('forwarder')).list.some((r) => r.id === body.data!.id)).toBe(true);
    expect((await list('nordicShipper')).list.some((r) => r.id === body.data!.id)).toBe(false);
  });

  it('accepts lanes that have no search result', async () => {
    const domestic = lclShanghaiToLosAngeles({ destination: { type: 'PORT', country: 'CN', city: 'Ningbo', code: 'CNNGB' } });
    const { body } = await call<QuoteRequest>('POST', '/quote/custom-request', { body: domestic });
    expect(body).toMatchObject({ success: true, data: { status: 'OPEN', notes: '' } });
  });

  it('is for shippers (10303 for a seller) and checks the search (90001)', async () => {
    expect((await call('POST', '/quote/custom-request', { as: 'forwarder', body: lclShanghaiToLosAngeles() })).body.code).toBe(10303);
    const bad = await call('POST', '/quote/custom-request', { body: { ...lclShanghaiToLosAngeles(), mode: 'SHIP' } });
    expect(bad.body).toMatchObject({ code: 90001, message: expect.stringContaining('mode') });
  });
});

describe('POST /quote/request/{id}/answer', () => {
  it('stores a bookable quote for the request; booking it closes the request', async () => {
    const created = (await call<QuoteRequest>('POST', '/quote/custom-request', { body: lclShanghaiToLosAngeles() })).body.data!;
    const { body } = await call<QuoteRequest>('POST', `/quote/request/${created.id}/answer`, { as: 'forwarder', body: answerBody() });
    expect(body.success, body.message).toBe(true);
    expect(body.data).toMatchObject({
      status: 'ANSWERED',
      answer: { total: 1450.25, currency: 'USD', validUntil: inDays(12), transitDays: { min: 18, max: 24 }, forwarderCompanyId: COMPANY.pacific, forwarderName: 'Pacific Bridge Logistics Ltd.', note: 'Weekly sailing, space confirmed.' },
    });

    const quote = (await call<Quote>('GET', `/quote/${body.data!.answer!.quoteId}`)).body.data!;
    expect(quote).toMatchObject({
      source: 'CUSTOM_REQUEST', requestId: created.id, total: 1450.25, currency: 'USD', expiresAt: inDays(12), expired: false,
      carrier: 'Maersk', serviceLevel: 'CUSTOM', forwarder: { companyId: COMPANY.pacific }, transitDays: { endToEnd: { min: 18, max: 24 } },
    });
    expect(quote.charges.shipment).toEqual([expect.objectContaining({ code: 'FREIGHT', amount: 1450.25 })]);

    const mine = (await list('shipper')).list.find((r) => r.id === created.id)!;
    expect(mine.status).toBe('ANSWERED');

    const booked = await call('POST', '/booking/confirm', { body: bookingBody(quote.id), headers: { 'Idempotency-Key': newKey() } });
    expect(booked.body.success, booked.body.message).toBe(true);
    expect((await list('shipper')).list.find((r) => r.id === created.id)!.status).toBe('CLOSED');
    expect((await list('forwarder')).list.find((r) => r.id === created.id)!.status).toBe('CLOSED');
  });

  it('answers 20001 for an unknown request, 10303 for a buyer, 90001 when not OPEN or a field is wrong', async () => {
    expect((await call('POST', '/quote/request/QR-9999/answer', { as: 'forwarder', body: answerBody() })).body.code).toBe(20001);
    expect((await call('POST', '/quote/request/QR-0001/answer', { as: 'shipper', body: answerBody() })).body.code).toBe(10303);
    const again = await call('POST', '/quote/request/QR-0002/answer', { as: 'forwarder', body: answerBody() });
    expect(again.body).toMatchObject({ code: 90001, message: expect.stringContaining('ANSWERED') });
    for (const [field, overrides] of [
      ['total', { total: 0 }], ['currency', { currency: 'JPY' }], ['validUntil', { validUntil: inDays(-1) }],
      ['transitDays', { transitDays: { min: 9, max: 3 } }],
    ] as const) {
      const { body } = await call('POST', '/quote/request/QR-0001/answer', { as: 'forwarder', body: answerBody(overrides) });
      expect(body, field).toMatchObject({ code: 90001, message: expect.stringContaining(field) });
    }
    expect((await list('shipper')).list.find((r) => r.id === 'QR-0001')!.status).toBe('OPEN');
  });
});

describe('an answer past its validity', () => {
  afterEach(() => setMockNow(null));

  it('reads expired from the server, by the same rule as its quote: bookable through validUntil (UTC), expired from the next midnight', async () => {
    setMockNow(Date.parse('2026-11-10T09:00:00Z'));
    const created = (await call<QuoteRequest>('POST', '/quote/custom-request', { body: lclShanghaiToLosAngeles() })).body.data!;
    const answered = await call<QuoteRequest>('POST', `/quote/request/${created.id}/answer`, { as: 'forwarder', body: answerBody({ validUntil: '2026-11-12' }) });
    expect(answered.body.data!.answer).toMatchObject({ validUntil: '2026-11-12', expired: false });
    const quoteId = answered.body.data!.answer!.quoteId;
    const read = async () => ({
      answer: (await list('shipper')).list.find((r) => r.id === created.id)!.answer!,
      quote: (await call<Quote>('GET', `/quote/${quoteId}`)).body.data!,
    });

    setMockNow(Date.parse('2026-11-12T23:59:59Z'));
    const lastDay = await read();
    expect(lastDay.answer.expired).toBe(false);
    expect(lastDay.quote.expired).toBe(false);

    setMockNow(Date.parse('2026-11-13T00:00:00Z'));
    const after = await read();
    expect(after.answer).toMatchObject({ validUntil: '2026-11-12', expired: true });
    expect(after.quote.expired).toBe(true);
    expect((await list('forwarder')).list.find((r) => r.id === created.id)!.answer!.expired).toBe(true);
    const booked = await call('POST', '/booking/confirm', { body: bookingBody(quoteId), headers: { 'Idempotency-Key': newKey() } });
    expect(booked.body.code).toBe(50004);
  });

  it('marks the seeded expired answer expired and the seeded valid one not', async () => {
    setMockNow(Date.parse('2026-11-01T12:00:00Z'));
    const mine = (await list('shipper', statusIs('ANSWERED', 'CLOSED'))).list;
    expect(mine.find((r) => r.id === SEEDED_REQUEST.expiredAnswer)!.answer).toMatchObject({ expired: true });
    expect(mine.find((r) => r.id === SEEDED_REQUEST.validAnswer)!.answer).toMatchObject({ expired: false });
    expect(mine.every((r) => typeof r.answer?.expired === 'boolean')).toBe(true);
  });
});
