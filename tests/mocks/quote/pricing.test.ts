import { describe, expect, it } from 'vitest';
import { priceSearch } from '../../../domain/pricing';
import { normaliseSearch } from '../../../domain/quote-search-rules';
import { seedPricingContext } from '../../../mocks/store/pricing-context';
import { resetDb } from '../../../mocks/store/db';
import { quoteRequests, quotes } from '../../../mocks/store/quote.store';
import { COMPANY, findCompany } from '../../../mocks/store/users.store';
import { lclShanghaiToLosAngeles } from './quote-fixtures';

const NOW = Date.parse('2026-12-01T10:00:00Z');

describe('pricing in the embedded backend', () => {
  it('is deterministic: the seed and the prices are the same after a reset', () => {
    const search = normaliseSearch(lclShanghaiToLosAngeles());
    const before = JSON.stringify({ requests: quoteRequests(), quotes: quotes() });
    const priced = JSON.stringify(priceSearch(search, NOW, seedPricingContext));
    resetDb();
    expect(JSON.stringify({ requests: quoteRequests(), quotes: quotes() })).toBe(before);
    expect(JSON.stringify(priceSearch(search, NOW, seedPricingContext))).toBe(priced);
  });

  it('names the forwarders of searched quotes as the users store holds them now', () => {
    findCompany(COMPANY.pacific)!.legalName = 'Pacific Bridge Global Ltd.';
    const names = new Map(priceSearch(normaliseSearch(lclShanghaiToLosAngeles()), NOW, seedPricingContext).quotes
      .map((q) => [q.forwarder.companyId, q.forwarder.name]));
    expect(names.get(COMPANY.pacific)).toBe('Pacific Bridge Global Ltd.');
    expect(names.get(COMPANY.sino)).toBe('SinoTrans Express Co.');
  });
});
