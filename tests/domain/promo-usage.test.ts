import { describe, expect, it } from 'vitest';
import { notePromoUse, promoContextFor, usageOfUser, type PromoUsage } from '../../domain/promo-usage';
import type { QuoteRecord } from '../../domain/pricing';

const NOW = Date.parse('2026-12-01T10:00:00Z');

describe('promo usage', () => {
  it('records one more use by the user and one more redemption of the code, and the context reads them', () => {
    const usage: PromoUsage = { usedByUser: {}, redemptions: { WELCOME25: 1 } };
    notePromoUse(usage, 'USR-1', 'WELCOME25');
    notePromoUse(usage, 'USR-1', 'WELCOME25');
    expect(usage).toEqual({ usedByUser: { 'USR-1': ['WELCOME25'] }, redemptions: { WELCOME25: 3 } });
    const quote = {} as QuoteRecord;
    expect(promoContextFor(usageOfUser(usage, 'USR-1'), { id: 'USR-1', companyId: 'CMP-1' }, quote, NOW)).toEqual({
      quote, userId: 'USR-1', companyId: 'CMP-1', now: NOW, usedByUser: ['WELCOME25'], redemptions: { WELCOME25: 3 },
    });
    expect(promoContextFor(usageOfUser(usage, 'USR-2'), { id: 'USR-2', companyId: 'CMP-1' }, quote, NOW).usedByUser).toEqual([]);
  });
});
