/**
 * The body of a promo check (POST /promo/check): a code (an empty one is 50002, as the booking answers
 * it) and the quote it is for. The code and quote id, or the refusal to answer.
 */
import { isJsonObject, isNonEmptyText } from './json-values';

export function readPromoCheck(body: unknown): { promoCode: string; quoteId: string } | { code: 90001 | 50002; message: string } {
  if (!isJsonObject(body)) return { code: 90001, message: 'body: must be an object' };
  if (body.promoCode !== undefined && typeof body.promoCode !== 'string') return { code: 90001, message: 'promoCode: must be text' };
  if (!isNonEmptyText(body.promoCode)) return { code: 50002, message: 'Promo code cannot be empty.' };
  if (typeof body.quoteId !== 'string') return { code: 90001, message: 'quoteId: is required' };
  return { promoCode: body.promoCode, quoteId: body.quoteId.trim() };
}
