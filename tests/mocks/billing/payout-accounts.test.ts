/**
 * The forwarder's payout accounts in the embedded backend (docs/decisions/125 and 126): seller only,
 * the seeded USD account, a save checked with the rules the client shares, 90001 naming each refused
 * field with its rule, 60001 for a currency without bank details, and normalised values saved.
 */
import { describe, expect, it } from 'vitest';
import { api, pinClockToAnchor } from './billing-test-kit';
import { seedAnchor } from '../../../mocks/store/clock';

pinClockToAnchor();

const EUR = {
  accountNo: 'DE89 3704 0044 0532 0130 00', bankName: '  Deutsche Bank AG ', bankAddress: 'Taunusanlage 12, Frankfurt am Main',
  recipientName: 'Pacific Bridge Logistics Ltd.', recipientAddress: '88 Queensway, Hong Kong', swiftCode: 'deut de ff 500', abaRouting: '021000021',
};
const USD = { ...EUR, bankName: 'JPMorgan Chase Bank, N.A.', accountNo: '000123456789', swiftCode: 'CHASUS33', abaRouting: '021000021' };

describe('GET /billing/payout-accounts', () => {
  it('gives the seeded forwarder its USD account only', async () => {
    const res = await api('GET', '/billing/payout-accounts', { as: 'forwarder' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ currency: 'USD', swiftCode: 'BOFAUS3N', abaRouting: '026009593' });
  });

  it('gives another forwarder company none, and refuses a shipper with 10303', async () => {
    expect((await api('GET', '/billing/payout-accounts', { as: 'sinoForwarder' })).body).toMatchObject({ code: 200, data: [] });
    expect((await api('GET', '/billing/payout-accounts', { as: 'shipper' })).body).toMatchObject({ success: false, code: 10303 });
    expect((await api('GET', '/billing/payout-accounts', { as: null })).status).toBe(401);
  });
});

describe('POST /billing/payout-accounts/{currency}', () => {
  it('saves an EUR account normalised (no ABA routing outside USD) and lists it after USD', async () => {
    const res = await api('POST', '/billing/payout-accounts/eur', { as: 'forwarder', json: EUR });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      ...EUR, bankName: 'Deutsche Bank AG', swiftCode: 'DEUTDEFF500', abaRouting: null, currency: 'EUR', updatedAt: new Date(seedAnchor()).toISOString(),
    });
    const list = await api('GET', '/billing/payout-accounts', { as: 'forwarder' });
    expect(list.body.data.map((a: { currency: string }) => a.currency)).toEqual(['USD', 'EUR']);
    // Another company of sellers does not see it.
    expect((await api('GET', '/billing/payout-accounts', { as: 'sinoForwarder' })).body.data).toEqual([]);
  });

  it('replaces the USD account', async () => {
    const res = await api('POST', '/billing/payout-accounts/USD', { as: 'forwarder', json: { ...USD, abaRouting: '0210 0002 1' } });
    expect(res.body).toMatchObject({ code: 200, data: { currency: 'USD', bankName: 'JPMorgan Chase Bank, N.A.', abaRouting: '021000021' } });
    const list = await api('GET', '/billing/payout-accounts', { as: 'forwarder' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].swiftCode).toBe('CHASUS33');
  });

  it('names each refused field with its rule (90001) and saves nothing', async () => {
    const res = await api('POST', '/billing/payout-accounts/USD', {
      as: 'forwarder',
      json: { ...USD, bankName: ' ', swiftCode: 'CHASZZ33', abaRouting: '021000022' },
    });
    expect(res.body).toMatchObject({ success: false, code: 90001, message: 'bankName: required; swiftCode: swift.country; abaRouting: aba.checksum' });
    expect((await api('POST', '/billing/payout-accounts/USD', { as: 'forwarder', json: { ...USD, abaRouting: null } })).body)
      .toMatchObject({ code: 90001, message: 'abaRouting: required' });
    expect((await api('POST', '/billing/payout-accounts/GBP', { as: 'forwarder', json: { ...EUR, swiftCode: 'NWBK', accountNo: 'A1' } })).body)
      .toMatchObject({ code: 90001, message: 'accountNo: accountNo.format; swiftCode: swift.length' });
    const list = await api('GET', '/billing/payout-accounts', { as: 'forwarder' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].swiftCode).toBe('BOFAUS3N');
  });

  it('answers 60001 for a currency without bank details, 10303 for a shipper, 400 for a malformed body', async () => {
    expect((await api('POST', '/billing/payout-accounts/CNY', { as: 'forwarder', json: EUR })).body).toMatchObject({ success: false, code: 60001 });
    expect((await api('POST', '/billing/payout-accounts/USD', { as: 'shipper', json: USD })).body).toMatchObject({ success: false, code: 10303 });
    expect((await api('POST', '/billing/payout-accounts/USD', { as: 'forwarder', json: { ...USD, swiftCode: 8 } })).status).toBe(400);
    expect((await api('POST', '/billing/payout-accounts/USD', { as: 'forwarder', json: [USD] })).status).toBe(400);
    expect((await api('POST', '/billing/payout-accounts/USD', { as: null, json: USD })).status).toBe(401);
  });
});
