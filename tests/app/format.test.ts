/** Dates (Mon D YYYY in English, the locale's own form otherwise) and money (separators, two decimals). */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isAfter, isBefore, isSameOrBefore } from '../../src/i18n/dates';
import { formatAmount, formatMoney } from '../../src/i18n/money';

describe('dates', () => {
  it('show Mon D YYYY in English', () => {
    expect(formatDate('2026-11-21', 'en_US')).toBe('Nov 21 2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'en_US')).toBe('Jan 5 2026');
    expect(formatDate(new Date(2026, 6, 4), 'en_US')).toBe('Jul 4 2026');
  });

  it("show the locale's own form in Chinese", () => {
    expect(formatDate('2026-11-21', 'zh_CN')).toBe('2026年11月21日');
    expect(formatDate('2026-11-21', 'zh_TW')).toBe('2026年11月21日');
  });

  it('never shift a calendar day', () => {
    expect(formatDate('2026-03-01', 'en_US')).toBe('Mar 1 2026');
  });

  it('give nothing for an invalid date', () => {
    expect(formatDate('not a date', 'en_US')).toBe('');
    expect(formatDateTime('', 'zh_CN')).toBe('');
  });

  it('add the time of day', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5), 'en_US')).toBe('Nov 21 2026 2:05 PM');
  });

  it('compare with <, <= and >', () => {
    expect(isBefore('2026-11-20', '2026-11-21')).toBe(true);
    expect(isBefore('2026-11-21', '2026-11-21')).toBe(false);
    expect(isSameOrBefore('2026-11-21', '2026-11-21')).toBe(true);
    expect(isAfter('2026-11-22T00:00:00Z', '2026-11-21T23:59:59Z')).toBe(true);
  });
});

describe('money', () => {
  it('uses thousands separators and two decimals', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(-9876.544)).toBe('-9,876.54');
    expect(formatAmount(2.675)).toBe('2.68');
  });

  it('puts the currency code in front', () => {
    expect(formatMoney(1500, 'USD')).toBe('USD 1,500.00');
    expect(formatMoney(99.9, 'EUR', 'zh_CN')).toBe('EUR 99.90');
  });

  it('gives nothing for a missing amount', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatMoney(undefined, 'GBP')).toBe('');
  });
});
