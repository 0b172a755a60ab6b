/**
 * The quotes a backend keeps, so that one can be read again and booked by its id: those a search priced and
 * those behind a forwarder's answer to a custom request; and who got each search quote from a search (win/loss
 * reads them, decision 150). The repositories both backends implement (docs/decisions/219), and the
 * operation that keeps a search's quotes over them, with the retention rules of search-quote-retention.ts.
 */
import type { QuoteRecord } from './pricing';
import { keepsStoredQuote, searchQuotesToEvict } from './search-quote-retention';

export interface StoredQuoteRepository {
  find(id: string): Promise<QuoteRecord | undefined>;
  /** The stored quotes among `ids`, by id (an id not stored is absent). */
  findMany(ids: readonly string[]): Promise<Map<string, QuoteRecord>>;
  /** Every stored quote (win/loss reads them all: search quotes are at most MAX_SEARCH_QUOTES). */
  all(): Promise<QuoteRecord[]>;
  /** The stored search quotes, what retention reads of them. */
  searchQuoteAges(): Promise<Pick<QuoteRecord, 'id' | 'source' | 'createdAt'>[]>;
  /** Keeps a quote, new or in place of the stored one with its id. */
  put(quote: QuoteRecord): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

/**
 * Who got each search quote from a search, kept apart from the quotes so that a quote's reader never learns who
 * else searched: search quote ids are shared by every company making the same search.
 */
export interface QuoteSearcherRepository {
  /** The companies that got each of these quotes from a search, by quote id (none: absent or empty). */
  searchersOf(quoteIds: readonly string[]): Promise<Map<string, readonly string[]>>;
  /** Every quote's searchers, for win/loss. */
  all(): Promise<Map<string, readonly string[]>>;
  add(quoteId: string, companyId: string): Promise<void>;
  /** Forgets the searchers of quotes no longer kept. */
  forget(quoteIds: readonly string[]): Promise<void>;
}

/**
 * Keeps freshly priced quotes and answers the stored versions: a quote stored and still valid is kept as it
 * is (same id, same expiry), an expired one is re-issued; the searching company is recorded with each; beyond
 * the retention limit the oldest search quotes go (never one answered now nor one booked). A search repeated
 * while its quotes are valid writes nothing.
 */
export async function storeSearchQuotes(
  repos: { quotes: StoredQuoteRepository; searchers: QuoteSearcherRepository },
  priced: readonly QuoteRecord[],
  now: number,
  searchedBy: string,
  bookedAmong: (quoteIds: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<QuoteRecord[]> {
  const ids = priced.map((q) => q.id);
  const [stored, searchers] = await Promise.all([repos.quotes.findMany(ids), repos.searchers.searchersOf(ids)]);
  let added = false;
  const result: QuoteRecord[] = [];
  for (const quote of priced) {
    if (!(searchers.get(quote.id) ?? []).includes(searchedBy)) await repos.searchers.add(quote.id, searchedBy);
    const existing = stored.get(quote.id);
    if (keepsStoredQuote(existing, now)) {
      result.push(existing);
      continue;
    }
    await repos.quotes.put(quote);
    added ||= !existing;
    result.push(quote);
  }
  // Only a new quote can take the store past the limit.
  if (added) {
    const ages = await repos.quotes.searchQuoteAges();
    const booked = await bookedAmong(ages.map((a) => a.id));
    const evicted = searchQuotesToEvict(ages, result, (id) => booked.has(id));
    if (evicted.length > 0) await Promise.all([repos.quotes.remove(evicted), repos.searchers.forget(evicted)]);
  }
  return result;
}
