import { describe, expect, it } from 'vitest';
import { readPromoCheck } from '../../domain/promo-check-input';

describe('a promo check’s body', () => {
  it('answers an empty code 50002 and a malformed body 90001', () => {
    expect(readPromoCheck({ promoCode: 'WELCOME25', quoteId: ' Q-1 ' })).toEqual({ promoCode: 'WELCOME25', quoteId: 'Q-1' });
    expect(readPromoCheck({ promoCode: '  ', quoteId: 'Q-1' })).toEqual({ code: 50002, message: 'Promo code cannot be empty.' });
    expect(readPromoCheck({ quoteId: 'Q-1' })).toEqual({ code: 50002, message: 'Promo code cannot be empty.' });
    expect(readPromoCheck({ promoCode: 5 })).toEqual({ code: 90001, message: 'promoCode: must be text' });
    expect(readPromoCheck({ promoCode: 'X' })).toEqual({ code: 90001, message: 'quoteId: is required' });
    expect(readPromoCheck(null)).toEqual({ code: 90001, message: 'body: must be an object' });
  });
});
