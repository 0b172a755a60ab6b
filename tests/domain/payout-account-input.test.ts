import { describe, expect, it } from 'vitest';
import { readPayoutAccount } from '../../domain/payout-account-input';

describe('a payout account’s body', () => {
  it('trims text, writes codes without spaces in capitals, and keeps ABA routing for USD only', () => {
    const body = {
      accountNo: ' 123 ', bankName: ' Bank ', bankAddress: 'Addr', recipientName: 'Name', recipientAddress: 'There',
      swiftCode: 'chas us 33', abaRouting: '0210 00021',
    };
    expect(readPayoutAccount(body, 'USD')).toMatchObject({ accountNo: '123', bankName: 'Bank', swiftCode: 'CHASUS33', abaRouting: '021000021' });
    expect(readPayoutAccount(body, 'EUR')).toMatchObject({ abaRouting: null });
    expect(readPayoutAccount({ ...body, bankName: undefined }, 'EUR')).toMatchObject({ bankName: '' });
    expect(readPayoutAccount({ ...body, bankName: 7 }, 'EUR')).toBe('bankName must be a string.');
    expect(readPayoutAccount('x', 'EUR')).toBe('The request body must be a JSON object.');
  });
});
