import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUOTES, keepsStoredQuote, searchQuotesToEvict } from '../../domain/search-quote-retention';
import type { QuoteRecord } from '../../domain/pricing';

const NOW = Date.parse('2026-12-01T10:00:00Z');

describe('which search quotes are kept', () => {
  it('answers a stored quote again through its expiry day, and re-issues it after', () => {
    expect(keepsStoredQuote(undefined, NOW)).toBe(false);
    expect(keepsStoredQuote({ expiresAt: '2026-12-01' }, NOW)).toBe(true);
    expect(keepsStoredQuote({ expiresAt: '2026-11-30' }, NOW)).toBe(false);
  });

  it(`drops the oldest search quotes beyond ${MAX_SEARCH_QUOTES}, never a booked, a custom or a just-answered one`, () => {
    const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const stored: Pick<QuoteRecord, 'id' | 'source' | 'createdAt'>[] = Array.from({ length: MAX_SEARCH_QUOTES }, (_, i) => ({
      id: `Q${i}`, source: 'SEARCH', createdAt: day(MAX_SEARCH_QUOTES - i),
    }));
    stored.push({ id: 'QA-QR-1', source: 'CUSTOM_REQUEST', createdAt: day(-5) });
    const answered = [{ id: 'N1' }, { id: 'N2' }, { id: 'N3' }];
    // 399 search quotes may go (Q399, the oldest, is booked) and 3 come: the two oldest of the rest make room.
    expect(searchQuotesToEvict(stored, answered, (id) => id === 'Q399')).toEqual(['Q398', 'Q397']);
    expect(searchQuotesToEvict(stored, answered, () => false)).toEqual(['Q399', 'Q398', 'Q397']);
    expect(searchQuotesToEvict(stored.slice(3), answered, () => false)).toEqual([]);
  });
});
