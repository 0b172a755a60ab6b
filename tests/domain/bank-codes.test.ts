/** The SWIFT and ABA rules of domain/bank-codes.ts, with real codes and broken ones. */
import { describe, expect, it } from 'vitest';
import { abaChecksumHolds, abaProblem, bankAccountProblems, isCountryCode, swiftProblem, type BankAccountFields } from '../../domain/bank-codes';

describe('swiftProblem (ISO 9362)', () => {
  it.each(['CHASUS33', 'DEUTDEFF', 'NWBKGB2L', 'DEUTDEFF500', 'BOFAUS3NXXX', 'deutdeff', 'DEUT DE FF 500', 'HSBCHKHHHKH', 'RZBAXKPR'])('accepts %s', (code) => {
    expect(swiftProblem(code)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['CHASUS3', 'swift.length'],
    ['CHASUS333', 'swift.length'],
    ['DEUTDEFF5000', 'swift.length'],
    ['CHAS-S33', 'swift.characters'],
    ['CHÄSUS33', 'swift.characters'],
    ['CH1SUS33', 'swift.bank'],
    ['1234US33', 'swift.bank'],
    ['CHASZZ33', 'swift.country'],
    ['CHAS1233', 'swift.country'],
    ['DEUTUKFF', 'swift.country'],
  ])('refuses %j with %s', (code, rule) => {
    expect(swiftProblem(code)).toBe(rule);
  });

  it('knows the ISO 3166 alpha-2 countries (249) and XK, and nothing else', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let count = 0;
    for (const a of letters) for (const b of letters) if (isCountryCode(a + b)) count += 1;
    expect(count).toBe(250);
    expect(['US', 'DE', 'GB', 'CN', 'TW', 'HK', 'XK'].every(isCountryCode)).toBe(true);
    expect(['UK', 'EU', 'ZZ', 'us'].some(isCountryCode)).toBe(false);
  });
});

describe('abaProblem (9 digits, checksum 3-7-1)', () => {
  it.each(['021000021', '011000015', '121000358', '026009593', '0210 0002 1'])('accepts %s', (code) => {
    expect(abaProblem(code)).toBeNull();
  });

  it('computes the checksum: 3 × (d1+d4+d7) + 7 × (d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10)', () => {
    // 021000021: 3×0 + 7×(2+0+2) + (1+0+1) = 30
    expect(abaChecksumHolds('021000021')).toBe(true);
    // One digit changed anywhere breaks it.
    expect(abaChecksumHolds('021000022')).toBe(false);
    expect(abaChecksumHolds('121000021')).toBe(false);
    expect(abaChecksumHolds('02100002')).toBe(false);
  });

  it.each([
    ['', 'required'],
    ['02100002', 'aba.digits'],
    ['0210000210', 'aba.digits'],
    ['02100002A', 'aba.digits'],
    ['021000022', 'aba.checksum'],
    ['123456789', 'aba.checksum'],
  ])('refuses %j with %s', (code, rule) => {
    expect(abaProblem(code)).toBe(rule);
  });
});

describe('bankAccountProblems', () => {
  const good: BankAccountFields = {
    accountNo: '000123456789',
    bankName: 'JPMorgan Chase Bank, N.A.',
    bankAddress: '383 Madison Avenue, New York, NY 10179',
    recipientName: 'Oceanic Forwarding LLC',
    recipientAddress: '1 Harbor Way, Long Beach, CA',
    swiftCode: 'CHASUS33',
    abaRouting: '021000021',
  };

  it('finds nothing wrong with a complete USD account', () => {
    expect(bankAccountProblems(good, 'USD')).toEqual({});
  });

  it('requires every field, and ABA routing for USD only', () => {
    const empty: BankAccountFields = { accountNo: '', bankName: ' ', bankAddress: '', recipientName: '', recipientAddress: '', swiftCode: '', abaRouting: null };
    expect(bankAccountProblems(empty, 'USD')).toEqual({
      accountNo: 'required', bankName: 'required', bankAddress: 'required', recipientName: 'required', recipientAddress: 'required',
      swiftCode: 'required', abaRouting: 'required',
    });
    expect(bankAccountProblems({ ...good, swiftCode: 'DEUTDEFF', abaRouting: null }, 'EUR')).toEqual({});
  });

  it('checks the account number and text lengths', () => {
    expect(bankAccountProblems({ ...good, accountNo: '12' }, 'USD')).toEqual({ accountNo: 'accountNo.format' });
    expect(bankAccountProblems({ ...good, accountNo: 'DE89 3704 0044 0532 0130 00' }, 'EUR').accountNo).toBeUndefined();
    expect(bankAccountProblems({ ...good, bankName: 'x'.repeat(201) }, 'USD')).toEqual({ bankName: 'tooLong' });
  });
});
