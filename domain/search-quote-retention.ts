/**
 * Which search quotes a backend keeps: a quote priced again while its stored copy is valid keeps that
 * copy (same id, same expiry), an expired one is re-issued; beyond MAX_SEARCH_QUOTES the oldest search
 * quotes go, never one just answered nor one a shipment booked (its shipment and win/loss refer to it).
 */
import { isExpired, type QuoteRecord } from './pricing';

/** Search quotes beyond this many are dropped oldest first, so the saved store stays small. */
export const MAX_SEARCH_QUOTES = 400;

/** A stored quote is answered again, as it is, while it is valid. */
export const keepsStoredQuote = (stored: Pick<QuoteRecord, 'expiresAt'> | undefined, now: number): stored is QuoteRecord =>
  stored !== undefined && !isExpired(stored.expiresAt, now);

/**
 * The ids of the stored search quotes to drop so that, with the `answered` ones (kept whatever their
 * age), at most MAX_SEARCH_QUOTES remain: oldest created first.
 */
export function searchQuotesToEvict(
  stored: readonly Pick<QuoteRecord, 'id' | 'source' | 'createdAt'>[],
  answered: readonly Pick<QuoteRecord, 'id'>[],
  isBooked: (quoteId: string) => boolean,
): string[] {
  const kept = new Set(answered.map((q) => q.id));
  const searchIds = stored.filter((q) => q.source === 'SEARCH' && !kept.has(q.id) && !isBooked(q.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((q) => q.id);
  return searchIds.slice(0, Math.max(0, searchIds.length + answered.length - MAX_SEARCH_QUOTES));
}
