import { describe, expect, it } from 'vitest';
import { CONSIGNEE_BOOK_MAX, consigneeBook } from '../../domain/consignee-book';
import * as fixtures from '../mocks/quote/quote-fixtures';

describe('the consignee address book', () => {
  it('keeps each consignee once, as last booked, the most recent first, at most the book’s size', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
    const acme = fixtures.company('Acme', 'US');
    const bookings = [
      { bookedAt: at(1), consignee: { ...acme, contactPerson: 'Old' } },
      { bookedAt: at(3), consignee: { ...acme, companyName: ' ACME ', contactPerson: 'New' } },
      { bookedAt: at(2), consignee: fixtures.company('Other', 'US') },
    ];
    expect(consigneeBook(bookings).map((c) => c.contactPerson === 'New' ? 'acme-new' : c.companyName)).toEqual(['acme-new', 'Other']);
    const many = Array.from({ length: CONSIGNEE_BOOK_MAX + 5 }, (_, i) => ({ bookedAt: at(i), consignee: fixtures.company(`C${i}`, 'US') }));
    expect(consigneeBook(many)).toHaveLength(CONSIGNEE_BOOK_MAX);
    expect(consigneeBook(many)[0]!.companyName).toBe(`C${CONSIGNEE_BOOK_MAX + 4}`);
  });
});
