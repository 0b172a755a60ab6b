/**
 * The quote-result machine with provided fake actors: the link check, the search and its failures,
 * the views, sorts, filters and their messages, paging, the charges toggles and the custom request.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import {
  checkFilters,
  pageCount,
  pageOf,
  QUOTES_PER_PAGE,
  quoteResultMachine,
  usdTotalOf,
  viewOf,
  visibleQuotes,
  rankQuotes,
  NO_FILTERS,
  type CustomQuoteRequestInput,
  type Quote,
  type QuoteRequest,
  type QuoteSearch,
  type QuoteSearchResult,
  type Role,
} from '../../machines/quote-result.machine';
import { chargeBasisOf, connectQuoteList, connectQuoteResult } from '../../machines/quote-result.connect';
import { encodeQuoteSearch } from '../../machines/quote-search/quote-search.codec';

const search: QuoteSearch = {
  origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', cargoReadyDate: '2030-01-10' },
  destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX' },
  mode: 'LCL',
  cargo: {
    mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
    packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
  },
  customs: { bond: 'NONE', isf: false, ior: false },
  services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
};
const q = encodeQuoteSearch(search);

interface QuoteSpec {
  id: string;
  total: number;
  currency?: Quote['currency'];
  forwarder?: string;
  carrier?: string;
  mode?: Quote['mode'];
  days?: [number, number];
  expiresAt?: string;
  expired?: boolean;
  rating?: number;
  co2Kg?: number;
}

function quote(spec: QuoteSpec): Quote {
  const currency = spec.currency ?? 'USD';
  const [min, max] = spec.days ?? [20, 25];
  return {
    id: spec.id,
    source: 'SEARCH',
    forwarder: { companyId: `CMP-${spec.forwarder ?? 'PACIFIC'}`, name: `${spec.forwarder ?? 'PACIFIC'} Logistics`, rating: spec.rating ?? 4.5 },
    carrier: spec.carrier ?? 'Maersk',
    mode: spec.mode ?? 'LCL',
    serviceType: 'PORT_TO_PORT',
    serviceLevel: 'STANDARD',
    origin: { type: 'PORT', country: 'CN', countryName: 'China', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai' },
    destination: { type: 'PORT', country: 'US', countryName: 'United States', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    portOfLoading: 'Port of Shanghai (CNSHA)',
    portOfDischarge: 'Port of Los Angeles (USLAX)',
    transitDays: { portToPort: { min: min - 3, max: max - 3 }, endToEnd: { min, max } },
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: spec.expiresAt ?? '2030-01-12',
    expired: spec.expired ?? false,
    currency,
    charges: {
      origin: [{ code: 'EXPORT_CUSTOMS', feeName: 'Export customs clearance', unitPrice: 55, units: 1, amount: 55, comment: 'per shipment', pricingUnit: 'PER_SHIPMENT', currency: 'USD', exchangeRate: currency === 'EUR' ? 0.9259 : 1 }],
      destination: [],
      shipment: [{ code: 'FREIGHT', feeName: 'Ocean freight', unitPrice: spec.total, units: 1, amount: spec.total, comment: 'per W/M', pricingUnit: 'PER_WM', currency, exchangeRate: 1 }],
    },
    subtotals: { origin: 55, destination: 0, shipment: spec.total - 55 },
    total: spec.total,
    co2Kg: spec.co2Kg ?? 310,
    rerate: null,
    chargeableWeightKg: 700,
    volumeCbm: 2.88,
    search,
  };
}

function result(list: Quote[], marks: { cheapest?: string; quickest?: string } = {}): QuoteSearchResult {
  return {
    list,
    total: list.length,
    cheapestQuoteId: list.length ? (marks.cheapest ?? list[0]!.id) : null,
    quickestQuoteId: list.length ? (marks.quickest ?? list[0]!.id) : null,
    noResultReason: list.length ? null : 'DOMESTIC',
    cargoSummary: { units: 2, weightKg: 700, volumeCbm: 2.88, chargeableWeightKg: 700 },
  };
}

const FOUR = [
  quote({ id: 'Q-A', total: 600, forwarder: 'PACIFIC', carrier: 'Maersk', days: [24, 30], rating: 4.6, expiresAt: '2030-01-09' }),
  quote({ id: 'Q-B', total: 500, currency: 'EUR', forwarder: 'HANSEATIC', carrier: 'MSC', days: [20, 26], rating: 4.8, expiresAt: '2030-01-14' }),
  quote({ id: 'Q-C', total: 530, forwarder: 'SINO', carrier: 'Maersk', days: [28, 36], rating: 4.2, expiresAt: '2030-01-11' }),
  quote({ id: 'Q-D', total: 900, forwarder: 'PACIFIC', carrier: 'COSCO', days: [18, 22], rating: 4.6, expiresAt: '2030-01-10', expired: true }),
];

type Outcome<T> = { ok: T } | { error: unknown };

function start(options: { q?: string | null; role?: Role; now?: number; search?: Outcome<QuoteSearchResult>[]; request?: Outcome<QuoteRequest> } = {}) {
  const searches = [...(options.search ?? [{ ok: result(FOUR, { cheapest: 'Q-C', quickest: 'Q-D' }) }])];
  const calls = { search: [] as QuoteSearch[], request: [] as CustomQuoteRequestInput[] };
  const actor = createActor(
    quoteResultMachine.provide({
      actors: {
        searchQuotes: fromPromise<QuoteSearchResult, QuoteSearch>(async ({ input }) => {
          calls.search.push(input);
          const next = searches.shift() ?? searches.at(-1);
          if (!next) throw new Error('no more search answers');
          if ('error' in next) throw next.error;
          return next.ok;
        }),
        requestCustomQuote: fromPromise<QuoteRequest, CustomQuoteRequestInput>(async ({ input }) => {
          calls.request.push(input);
          const next = options.request ?? { error: new Error('no request answer') };
          if ('error' in next) throw next.error;
          return next.ok;
        }),
      },
    }),
    { input: { q: options.q === undefined ? q : options.q, role: options.role ?? 'BUYER', now: options.now ?? Date.parse('2030-01-05T12:00:00Z') } },
  );
  actor.start();
  return { actor, calls };
}

const ids = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.visible.map((r) => r.quote.id);
const loaded = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('loaded') || s.matches('failed'));

const sentRequest: QuoteRequest = {
  id: 'QR-1', requestNo: 'RQ-3001-0026', status: 'OPEN', search, summary: 'LCL Shanghai, CN → Los Angeles, US', notes: 'Fragile',
  createdAt: '2030-01-01T00:00:00.000Z', requestedBy: { userId: 'U', name: 'Sam Shipper', companyId: 'C', companyName: 'Acme' },
};

describe('the link', () => {
  it.each([
    ['missing', null],
    ['not base64 JSON', '%%%'],
    ['not a search', encodeQuoteSearch({ hello: 'world' } as unknown as QuoteSearch)],
  ])('%s: invalid link, and nothing is searched', (_, link) => {
    const { actor, calls } = start({ q: link });
    expect(actor.getSnapshot().matches('invalidLink')).toBe(true);
    expect(calls.search).toEqual([]);
  });

  it('a valid link searches exactly what it holds', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await loaded(actor);
    expect(calls.search).toEqual([search]);
  });
});

describe('search outcomes', () => {
  it('quotes: listed cheapest first (in US dollars), the server marks carried over', async () => {
    const { actor } = start();
    await loaded(actor);
    const s = actor.getSnapshot();
    expect(s.matches({ loaded: { list: 'quotes' } })).toBe(true);
    // Q-B is EUR 500.00, about USD 540.01: dearer than Q-C at USD 530.00.
    expect(ids(actor)).toEqual(['Q-C', 'Q-B', 'Q-A', 'Q-D']);
    expect(s.context.visible.find((r) => r.quote.id === 'Q-C')!.cheapest).toBe(true);
    expect(s.context.visible.find((r) => r.quote.id === 'Q-D')!.quickest).toBe(true);
    expect(s.context.visible.find((r) => r.quote.id === 'Q-D')!.canBook).toBe(false);
    expect(viewOf(s.context.sort)).toBe('cheapest');
  });

  it('no result: the noResult state, with the custom request open', async () => {
    const { actor } = start({ search: [{ ok: result([]) }] });
    await loaded(actor);
    expect(actor.getSnapshot().matches({ loaded: { list: 'noResult', customRequest: 'editing' } })).toBe(true);
  });

  it.each([
    ['network', new ApiError('network', 0, null, null)],
    ['timeout', new ApiError('timeout', 0, null, null)],
    ['tooFrequent', new ApiError('too-frequent', 0, null, null)],
    ['generic', new ApiError('http', 500, 500, 'Internal error')],
  ])('a %s failure can be retried, and the retry searches again', async (kind, error) => {
    const { actor, calls } = start({ search: [{ error }, { ok: result(FOUR) }] });
    await loaded(actor);
    expect(actor.getSnapshot().context.failure).toEqual({ kind });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls.search).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a passed cargo ready date asks for an edited search, not a retry', async () => {
    const error = new ApiError('business', 200, 90001, 'origin.cargoReadyDate: must be today or later');
    const { actor, calls } = start({ search: [{ error }] });
    await loaded(actor);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'readyDatePassed' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(calls.search).toHaveLength(1);
  });

  it('another invalid search keeps the server message for the details', async () => {
    const error = new ApiError('business', 200, 90001, 'destination.country: no service in FR');
    const { actor } = start({ search: [{ error }] });
    await loaded(actor);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalidSearch', detail: 'destination.country: no service in FR' });
  });
});

describe('views and sorts', () => {
  it('quickest orders by end-to-end transit (longest estimate, then shortest), then price', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'SHOW_VIEW', view: 'quickest' });
    expect(ids(actor)).toEqual(['Q-D', 'Q-B', 'Q-A', 'Q-C']);
    expect(viewOf(actor.getSnapshot().context.sort)).toBe('quickest');
    actor.send({ type: 'SHOW_VIEW', view: 'cheapest' });
    expect(ids(actor)).toEqual(['Q-C', 'Q-B', 'Q-A', 'Q-D']);
  });

  it.each([
    ['priceDesc', ['Q-D', 'Q-A', 'Q-B', 'Q-C']],
    ['transitDesc', ['Q-C', 'Q-A', 'Q-B', 'Q-D']],
    ['expiryDesc', ['Q-B', 'Q-C', 'Q-D', 'Q-A']],
    ['ratingDesc', ['Q-B', 'Q-A', 'Q-D', 'Q-C']],
  ] as const)('%s', async (sort, expected) => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'SET_SORT', sort });
    expect(ids(actor)).toEqual(expected);
    // Neither view is "on" for the other sorts.
    expect(viewOf(actor.getSnapshot().context.sort)).toBeNull();
  });

  it('ignores a sort it does not know', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'SET_SORT', sort: 'cheapestByVibes' as never });
    expect(actor.getSnapshot().context.sort).toBe('priceAsc');
  });
});

describe('filters', () => {
  it('facets list what the quotes hold, with counts', async () => {
    const { actor } = start();
    await loaded(actor);
    const { facets } = actor.getSnapshot().context;
    expect(facets.modes).toEqual([{ value: 'LCL', label: 'LCL', count: 4 }]);
    expect(facets.forwarders.map((f) => [f.value, f.count])).toEqual([['CMP-HANSEATIC', 1], ['CMP-PACIFIC', 2], ['CMP-SINO', 1]]);
    expect(facets.carriers.map((f) => [f.value, f.count])).toEqual([['COSCO', 1], ['Maersk', 2], ['MSC', 1]]);
  });

  it('forwarder and carrier filters combine (any of the selected values, all facets)', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'forwarders', value: 'CMP-PACIFIC' });
    expect(ids(actor)).toEqual(['Q-A', 'Q-D']);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'forwarders', value: 'CMP-SINO' });
    expect(ids(actor)).toEqual(['Q-C', 'Q-A', 'Q-D']);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'carriers', value: 'Maersk' });
    expect(ids(actor)).toEqual(['Q-C', 'Q-A']);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'forwarders', value: 'CMP-PACIFIC' });
    expect(ids(actor)).toEqual(['Q-C']);
  });

  it('mode filter', async () => {
    const air = quote({ id: 'Q-AIR', total: 2000, mode: 'AIR', days: [4, 6] });
    const { actor } = start({ search: [{ ok: result([...FOUR, air]) }] });
    await loaded(actor);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'modes', value: 'AIR' });
    expect(ids(actor)).toEqual(['Q-AIR']);
  });

  it('longest transit in days: a whole number from 1, else a message and no filtering', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'EDIT_FILTER', field: 'maxTransitDays', value: '26' });
    expect(ids(actor)).toEqual(['Q-B', 'Q-D']);
    expect(actor.getSnapshot().context.filterErrors).toEqual({});
    for (const bad of ['0', '2.5', 'ten', '-3']) {
      actor.send({ type: 'EDIT_FILTER', field: 'maxTransitDays', value: bad });
      expect(actor.getSnapshot().context.filterErrors).toEqual({ maxTransitDays: 'wholeDays' });
      expect(ids(actor)).toHaveLength(4);
      // What was typed stays as typed.
      expect(actor.getSnapshot().context.filters.maxTransitDays).toBe(bad);
    }
  });

  it('price range in US dollars, bounds included to the cent; separators allowed', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'EDIT_FILTER', field: 'minPrice', value: '530' });
    actor.send({ type: 'EDIT_FILTER', field: 'maxPrice', value: '600.00' });
    expect(ids(actor)).toEqual(['Q-C', 'Q-B', 'Q-A']);
    actor.send({ type: 'EDIT_FILTER', field: 'maxPrice', value: '540' });
    // Q-B is about 540.01 dollars.
    expect(ids(actor)).toEqual(['Q-C']);
    actor.send({ type: 'EDIT_FILTER', field: 'maxPrice', value: '1,000' });
    expect(ids(actor)).toEqual(['Q-C', 'Q-B', 'Q-A', 'Q-D']);
  });

  it('price messages: not an amount; "up to" below "from"', () => {
    expect(checkFilters({ ...NO_FILTERS, minPrice: 'abc' }).errors).toEqual({ minPrice: 'amount' });
    expect(checkFilters({ ...NO_FILTERS, maxPrice: '1.2.3' }).errors).toEqual({ maxPrice: 'amount' });
    const reversed = checkFilters({ ...NO_FILTERS, minPrice: '900', maxPrice: '500' });
    expect(reversed.errors).toEqual({ maxPrice: 'minAboveMax' });
    expect(reversed.maxPrice).toBeNull();
    expect(reversed.minPrice).toBe(900);
  });

  it('nothing left: an empty list (the page offers to clear), and clearing brings everything back', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'EDIT_FILTER', field: 'maxPrice', value: '100' });
    expect(ids(actor)).toEqual([]);
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(ids(actor)).toHaveLength(4);
    expect(actor.getSnapshot().context.filters).toEqual(NO_FILTERS);
    expect(actor.getSnapshot().context.filterErrors).toEqual({});
  });
});

describe('paging', () => {
  const many = Array.from({ length: 45 }, (_, i) => quote({ id: `Q-${String(i).padStart(3, '0')}`, total: 1000 + i }));

  it('shows a page at a time; a sort or filter change goes back to the first page', async () => {
    const { actor } = start({ search: [{ ok: result(many) }] });
    await loaded(actor);
    const ctx = () => actor.getSnapshot().context;
    expect(pageCount(ctx())).toBe(Math.ceil(45 / QUOTES_PER_PAGE));
    expect(pageOf(ctx()).map((r) => r.quote.id)).toEqual(many.slice(0, QUOTES_PER_PAGE).map((x) => x.id));
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    expect(pageOf(ctx())[0]!.quote.id).toBe(many[QUOTES_PER_PAGE]!.id);
    actor.send({ type: 'GO_TO_PAGE', page: 99 });
    expect(ctx().page).toBe(pageCount(ctx()) - 1);
    actor.send({ type: 'GO_TO_PAGE', page: -4 });
    expect(ctx().page).toBe(0);
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    actor.send({ type: 'SET_SORT', sort: 'priceDesc' });
    expect(ctx().page).toBe(0);
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    actor.send({ type: 'TOGGLE_FILTER', facet: 'carriers', value: 'Maersk' });
    expect(ctx().page).toBe(0);
  });
});

describe('charges breakdown', () => {
  it('opens and closes per quote', async () => {
    const { actor } = start();
    await loaded(actor);
    actor.send({ type: 'TOGGLE_CHARGES', quoteId: 'Q-A' });
    actor.send({ type: 'TOGGLE_CHARGES', quoteId: 'Q-B' });
    expect(actor.getSnapshot().context.expanded).toEqual({ 'Q-A': true, 'Q-B': true });
    actor.send({ type: 'TOGGLE_CHARGES', quoteId: 'Q-A' });
    expect(actor.getSnapshot().context.expanded).toEqual({ 'Q-B': true });
  });
});

describe('custom quote request', () => {
  it('sends the search with the trimmed notes, then says it was sent', async () => {
    const { actor, calls } = start({ search: [{ ok: result([]) }], request: { ok: sentRequest } });
    await loaded(actor);
    actor.send({ type: 'EDIT_NOTES', value: '  Fragile  ' });
    actor.send({ type: 'REQUEST_CUSTOM_QUOTE' });
    expect(actor.getSnapshot().matches({ loaded: { customRequest: 'submitting' } })).toBe(true);
    // A second press while sending does nothing.
    actor.send({ type: 'REQUEST_CUSTOM_QUOTE' });
    await waitFor(actor, (s) => s.matches({ loaded: { customRequest: 'sent' } }));
    expect(calls.request).toEqual([{ search, notes: 'Fragile' }]);
    expect(actor.getSnapshot().context.sentRequest).toEqual(sentRequest);
  });

  it('notes over 2 000 characters are flagged and not sent', async () => {
    const { actor, calls } = start({ search: [{ ok: result([]) }], request: { ok: sentRequest } });
    await loaded(actor);
    actor.send({ type: 'EDIT_NOTES', value: 'x'.repeat(2001) });
    expect(actor.getSnapshot().context.notesError).toBe('tooLong');
    actor.send({ type: 'REQUEST_CUSTOM_QUOTE' });
    expect(actor.getSnapshot().matches({ loaded: { customRequest: 'editing' } })).toBe(true);
    expect(calls.request).toEqual([]);
    actor.send({ type: 'EDIT_NOTES', value: 'x'.repeat(2000) });
    expect(actor.getSnapshot().context.notesError).toBeNull();
  });

  it.each([
    [{ kind: 'forbidden' }, new ApiError('business', 200, 10303, 'Not permitted')],
    [{ kind: 'invalid', detail: 'notes: text of at most 2000 characters' }, new ApiError('business', 200, 90001, 'notes: text of at most 2000 characters')],
    [{ kind: 'network' }, new ApiError('network', 0, null, null)],
    [{ kind: 'timeout' }, new ApiError('timeout', 0, null, null)],
  ])('a failure (%o) keeps the notes and allows another try', async (failure, error) => {
    const { actor } = start({ search: [{ ok: result(FOUR) }], request: { error } });
    await loaded(actor);
    actor.send({ type: 'EDIT_NOTES', value: 'Weekly volume' });
    actor.send({ type: 'REQUEST_CUSTOM_QUOTE' });
    await waitFor(actor, (s) => s.context.requestFailure !== null);
    const s = actor.getSnapshot();
    expect(s.matches({ loaded: { customRequest: 'editing' } })).toBe(true);
    expect(s.context.requestFailure).toEqual(failure);
    expect(s.context.notes).toBe('Weekly volume');
  });
});

describe('rules', () => {
  it('a quote in another currency is converted with the rate its own dollar rows carry', () => {
    const eur = quote({ id: 'Q-E', total: 1000, currency: 'EUR' });
    expect(usdTotalOf(eur)).toBeCloseTo(1000 / 0.9259, 6);
    expect(usdTotalOf(quote({ id: 'Q-U', total: 1000 }))).toBe(1000);
    // No dollar row: nothing to convert with, the amount stays.
    const noDollar = { ...eur, charges: { ...eur.charges, origin: [] } };
    expect(usdTotalOf(noDollar)).toBe(1000);
  });

  it('visibleQuotes keeps a stable order for equal keys and does not change the input', () => {
    const twins = [quote({ id: 'Q-2', total: 500 }), quote({ id: 'Q-1', total: 500 })];
    const ranked = rankQuotes(result(twins));
    expect(visibleQuotes(ranked, NO_FILTERS, 'priceAsc').map((r) => r.quote.id)).toEqual(['Q-1', 'Q-2']);
    expect(ranked.map((r) => r.quote.id)).toEqual(['Q-2', 'Q-1']);
  });
});

describe('who is looking', () => {
  it('a forwarder sees the quotes without Book, and the page says it is the shipper’s view', async () => {
    const { actor } = start({ role: 'SELLER' });
    await loaded(actor);
    expect(connectQuoteResult(actor.getSnapshot(), actor.send).viewerNotice).toBe('quoteResult.sellerView');
    expect(connectQuoteList(actor.getSnapshot(), actor.send).items.map((c) => c.bookPath)).toEqual([null, null, null, null]);
  });

  it('a shipper books valid quotes only, with no notice', async () => {
    const { actor } = start();
    await loaded(actor);
    expect(connectQuoteResult(actor.getSnapshot(), actor.send).viewerNotice).toBeNull();
    const byId = Object.fromEntries(connectQuoteList(actor.getSnapshot(), actor.send).items.map((c) => [c.quote.id, c.bookPath]));
    expect(byId).toEqual({ 'Q-A': '/booking-confirm?quoteId=Q-A', 'Q-B': '/booking-confirm?quoteId=Q-B', 'Q-C': '/booking-confirm?quoteId=Q-C', 'Q-D': null });
  });
});

describe('the countdown and the re-quote (a fake clock)', () => {
  // Q-A is guaranteed through Jan 9 (UTC): it ends at Jan 10 00:00.
  const card = (actor: ReturnType<typeof start>['actor'], id: string) => connectQuoteList(actor.getSnapshot(), actor.send).items.find((c) => c.quote.id === id)!;

  it('counts down, and when the guarantee ends Book gives way to Re-quote', async () => {
    const { actor } = start({ now: Date.parse('2030-01-08T21:30:00Z') });
    await loaded(actor);
    expect(card(actor, 'Q-A').countdown).toEqual({ message: 'quoteResult.card.countdown.days', days: 1, hours: 2, minutes: 30 });
    actor.send({ type: 'TICK', now: Date.parse('2030-01-09T23:58:30Z') });
    expect(card(actor, 'Q-A').countdown).toEqual({ message: 'quoteResult.card.countdown.hours', days: 0, hours: 0, minutes: 2 });
    expect(card(actor, 'Q-A').bookPath).toBe('/booking-confirm?quoteId=Q-A');
    expect(card(actor, 'Q-A').canRequote).toBe(false);
    actor.send({ type: 'TICK', now: Date.parse('2030-01-10T00:00:00Z') });
    expect(card(actor, 'Q-A')).toMatchObject({ expiredNow: true, bookPath: null, countdown: null, canRequote: true, guaranteeMessage: 'quoteResult.card.expired' });
  });

  it('a valid quote is not re-quoted', async () => {
    const { actor, calls } = start();
    await loaded(actor);
    actor.send({ type: 'REQUOTE', quoteId: 'Q-B' });
    expect(actor.getSnapshot().context.requoting).toBeNull();
    expect(calls.search).toHaveLength(1);
  });

  it('one click searches again and shows old → new before Book', async () => {
    const later = [quote({ id: 'Q-A', total: 660, expiresAt: '2030-01-20' }), ...FOUR.slice(1)];
    const { actor, calls } = start({ now: Date.parse('2030-01-10T08:00:00Z'), search: [{ ok: result(FOUR) }, { ok: result(later) }] });
    await loaded(actor);
    actor.send({ type: 'REQUOTE', quoteId: 'Q-A' });
    expect(card(actor, 'Q-A').requoting).toBe(true);
    await waitFor(actor, (s) => s.context.requoting === null);
    expect(calls.search).toEqual([search, search]);
    expect(card(actor, 'Q-A')).toMatchObject({
      bookPath: '/booking-confirm?quoteId=Q-A',
      priceChange: { from: 600, to: 660, currency: 'USD', percent: 10, message: 'quoteResult.card.priceUp' },
    });
  });

  it('an offer no longer quoted says so on its card', async () => {
    const { actor } = start({ now: Date.parse('2030-01-10T08:00:00Z'), search: [{ ok: result(FOUR) }, { ok: result(FOUR.slice(1)) }] });
    await loaded(actor);
    actor.send({ type: 'REQUOTE', quoteId: 'Q-A' });
    await waitFor(actor, (s) => s.context.requoting === null);
    expect(actor.getSnapshot().context.requoteFailure).toEqual({ quoteId: 'Q-A', kind: 'gone' });
  });
});

describe('the re-rate notice', () => {
  it('a guarantee that ends before the cargo is ready: the card says the date and the most it may move', async () => {
    const rerated = { ...quote({ id: 'Q-R', total: 700 }), rerate: { cargoReadyDate: '2030-01-20', maxChangePercent: 8 } };
    const { actor } = start({ search: [{ ok: result([rerated, quote({ id: 'Q-N', total: 800 })]) }] });
    await loaded(actor);
    const [first, second] = connectQuoteList(actor.getSnapshot(), actor.send).items;
    expect(first!.rerate).toEqual({ message: 'quoteResult.card.rerate', date: '2030-01-20', percent: 8 });
    expect(second!.rerate).toBeNull();
  });
});

describe('CO2e', () => {
  const GREEN = [
    quote({ id: 'Q-1', total: 500, co2Kg: 900 }),
    quote({ id: 'Q-2', total: 700, co2Kg: 120 }),
    quote({ id: 'Q-3', total: 600, co2Kg: 120 }),
  ];

  it('sorts lowest first (then cheaper) and filters by the most kg, a whole number', async () => {
    const { actor } = start({ search: [{ ok: result(GREEN) }] });
    await loaded(actor);
    actor.send({ type: 'SET_SORT', sort: 'co2Asc' });
    expect(ids(actor)).toEqual(['Q-3', 'Q-2', 'Q-1']);
    actor.send({ type: 'EDIT_FILTER', field: 'maxCo2Kg', value: '500' });
    expect(ids(actor)).toEqual(['Q-3', 'Q-2']);
    actor.send({ type: 'EDIT_FILTER', field: 'maxCo2Kg', value: '12.5' });
    expect(actor.getSnapshot().context.filterErrors).toEqual({ maxCo2Kg: 'wholeKg' });
    expect(actor.getSnapshot().context.filters.maxCo2Kg).toBe('12.5');
    expect(ids(actor)).toEqual(['Q-3', 'Q-2', 'Q-1']);
  });
});

describe('what the lane is priced by', () => {
  const cargo = (weightKg: number, volumeCbm: number, chargeableWeightKg = 0) => ({ units: 1, weightKg, volumeCbm, chargeableWeightKg });
  it('LCL: W/M, the greater of cubic metres and tonnes, at least 1; air: chargeable kg; FCL: nothing', () => {
    expect(chargeBasisOf('LCL', cargo(700, 2.88))).toMatchObject({ label: 'quoteResult.summary.weightMeasure', value: 2.88 });
    expect(chargeBasisOf('LCL', cargo(4200, 2))).toMatchObject({ value: 4.2 });
    expect(chargeBasisOf('LCL', cargo(100, 0.3))).toMatchObject({ value: 1 });
    expect(chargeBasisOf('AIR', cargo(100, 0.3, 167))).toMatchObject({ label: 'quoteResult.summary.chargeable', value: 167 });
    expect(chargeBasisOf('FCL', cargo(100, 0.3))).toBeNull();
  });
});
