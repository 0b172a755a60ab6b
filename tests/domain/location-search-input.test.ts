import { describe, expect, it } from 'vitest';
import { readLocationQuery } from '../../domain/location-search-input';

describe('a location look-up’s query', () => {
  const none = { type: null, country: null, limit: null, keyword: null };

  it('defaults the limit to 20 and an empty country to none', () => {
    expect(readLocationQuery({ ...none, country: '' })).toEqual({ keyword: null, type: null, country: null, limit: 20 });
    expect(readLocationQuery({ type: 'FBA', country: 'us', limit: '50', keyword: 'ont' })).toEqual({ keyword: 'ont', type: 'FBA', country: 'us', limit: 50 });
  });

  it('names the first wrong parameter', () => {
    expect(readLocationQuery({ ...none, type: 'TRAIN' })).toMatch(/^type: must be /);
    expect(readLocationQuery({ ...none, country: 'USA' })).toBe('country: must be an ISO 3166-1 alpha-2 code');
    expect(readLocationQuery({ ...none, limit: '51' })).toBe('limit: must be a whole number from 1 to 50');
    expect(readLocationQuery({ ...none, limit: '2.5' })).toBe('limit: must be a whole number from 1 to 50');
    expect(readLocationQuery({ ...none, keyword: 'k'.repeat(101) })).toBe('keyword: at most 100 characters');
  });
});
