/**
 * The Quote Result connects over the real machine with fake actors: the phase and what the frame
 * offers, failure messages and whether Try again is there (the machine's guard), the list's count,
 * cards and pager, the filters' labels and messages, the custom request, the events the functions
 * send, and props that stay the same while nothing they show changes.
 */
import { shallowEqual } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import {
  connectCustomQuoteRequest,
  connectQuoteFilters,
  connectQuoteList,
  connectQuoteResult,
  type QuoteResultSnapshot,
} from '../../machines/quote-result.connect';
import {
  QUOTES_PER_PAGE,
  quoteResultMachine,
  type CustomQuoteRequestInput,
  type Quote,
  type QuoteRequest,
  type QuoteSearch,
  type QuoteSearchResult,
  type Role,
} from '../../machines/quote-result.machine';
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

function quote(id: string, total: number, options: { expired?: boolean; mode?: Quote['mode']; forwarder?: string } = {}): Quote {
  return {
    id,
    source: 'SEARCH',
    forwarder: { companyId: `CMP-${options.forwarder ?? 'PACIFIC'}`, name: `${options.forwarder ?? 'PACIFIC'} Logistics`, rating: 4.5 },
    carrier: 'Maersk',
    mode: options.mode ?? 'LCL',
    serviceType: 'PORT_TO_PORT',
    serviceLevel: 'STANDARD',
    origin: { type: 'PORT', country: 'CN', countryName: 'China', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai' },
    destination: { type: 'PORT', country: 'US', countryName: 'United States', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    portOfLoading: 'Port of Shanghai (CNSHA)',
    portOfDischarge: 'Port of Los Angeles (USLAX)',
    transitDays: { portToPort: { min: 17, max: 22 }, endToEnd: { min: 20, max: 25 } },
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-12',
    expired: options.expired ?? false,
    currency: 'USD',
    charges: {
      origin: [],
      destination: [],
      shipment: [{ code: 'FREIGHT', feeName: 'Ocean freight', unitPrice: total, units: 1, amount: total, comment: 'per W/M', pricingUnit: 'PER_WM', currency: 'USD', exchangeRate: 1 }],
    },
    subtotals: { origin: 0, destination: 0, shipment: total },
    total,
    co2Kg: 310,
    rerate: null,
    chargeableWeightKg: 700,
    volumeCbm: 2.88,
    search,
  };
}

function result(list: Quote[]): QuoteSearchResult {
  return {
    list,
    total: list.length,
    cheapestQuoteId: list[0]?.id ?? null,
    quickestQuoteId: list[0]?.id ?? null,
    noResultReason: list.length ? null : 'DOMESTIC',
    cargoSummary: { units: 2, weightKg: 700, volumeCbm: 2.88, chargeableWeightKg: 700 },
  };
}

/** 25 quotes (three pages), the cheapest one expired, and an air quote among them. */
const MANY = Array.from({ length: 25 }, (_, i) =>
  quote(`Q-${String(i).padStart(2, '0')}`, 500 + i * 10, { expired: i === 0, mode: i === 24 ? 'AIR' : 'LCL', forwarder: i % 2 ? 'SINO' : 'PACIFIC' }),
);

const sentRequest: QuoteRequest = {
  id: 'QR-1', requestNo: 'RQ-3001-0026', status: 'OPEN', search, summary: 'LCL Shanghai, CN → Los Angeles, US', notes: '',
  createdAt: '2030-01-01T00:00:00.000Z', requestedBy: { userId: 'U', name: 'Sam Shipper', companyId: 'C', companyName: 'Acme' },
};

function start(options: { q?: string | null; role?: Role; now?: number; search?: () => Promise<QuoteSearchResult>; request?: () => Promise<QuoteRequest> } = {}) {
  const actor = createActor(
    quoteResultMachine.provide({
      actors: {
        searchQuotes: fromPromise<QuoteSearchResult, QuoteSearch>(options.search ?? (async () => result(MANY))),
        requestCustomQuote: fromPromise<QuoteRequest, CustomQuoteRequestInput>(options.request ?? (async () => sentRequest)),
      },
    }),
    { input: { q: options.q === undefined ? q : options.q, role: options.role ?? 'BUYER', now: options.now ?? Date.parse('2030-01-05T12:00:00Z') } },
  ).start();
  return actor;
}
type Actor = ReturnType<typeof start>;
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches('loaded') || s.matches('failed'));
const failingWith = (error: unknown) => async (): Promise<never> => {
  throw error;
};

describe('connectQuoteResult: the frame', () => {
  it('a link without a search: the invalid-link phase, pointing to Find Quote', () => {
    const actor = start({ q: 'not-a-search' });
    const view = connectQuoteResult(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ phase: 'invalidLink', search: null, findQuotePath: '/quote', editSearchPath: '/quote', canRetry: false, customRequestOpen: false });
  });

  it('while searching: the search is shown, with the way back to Find Quote holding it', () => {
    const actor = start({ search: () => new Promise(() => {}) });
    const view = connectQuoteResult(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ phase: 'searching', search, cargo: null, failureMessage: null, canRetry: false, customRequestOpen: false });
    expect(view.editSearchPath).toBe(`/quote?q=${q}`);
  });

  it.each([
    ['network', new ApiError('network', 0, null, null), 'quoteResult.failure.network'],
    ['timeout', new ApiError('timeout', 0, null, null), 'quoteResult.failure.timeout'],
    ['too frequent', new ApiError('too-frequent', 0, null, null), 'quoteResult.failure.tooFrequent'],
    ['session ended', new ApiError('auth', 401, 401, null), 'quoteResult.failure.sessionEnded'],
    ['server', new ApiError('http', 500, 500, 'boom'), 'quoteResult.failure.generic'],
  ])('a %s failure: its message, and Try again searches again', async (_, error, message) => {
    let calls = 0;
    const actor = start({ search: () => (++calls === 1 ? Promise.reject(error) : Promise.resolve(result(MANY))) });
    await settled(actor);
    const view = connectQuoteResult(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ phase: 'failed', failureMessage: message, failureDetail: null, canRetry: true });
    view.retry();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(2);
    expect(connectQuoteResult(actor.getSnapshot(), actor.send)).toMatchObject({ phase: 'quotes', failureMessage: null, canRetry: false });
  });

  it('a search that must be edited offers no Try again, and an invalid one shows the server’s details', async () => {
    const passed = start({ search: failingWith(new ApiError('business', 200, 90001, 'origin.cargoReadyDate: must be today or later')) });
    await settled(passed);
    expect(connectQuoteResult(passed.getSnapshot(), passed.send)).toMatchObject({
      phase: 'failed', failureMessage: 'quoteResult.failure.readyDatePassed', failureDetail: null, canRetry: false,
    });

    const invalid = start({ search: failingWith(new ApiError('business', 200, 90001, 'destination.country: no service in FR')) });
    await settled(invalid);
    expect(connectQuoteResult(invalid.getSnapshot(), invalid.send)).toMatchObject({
      phase: 'failed', failureMessage: 'quoteResult.failure.invalidSearch', failureDetail: 'destination.country: no service in FR', canRetry: false,
    });
  });

  it('no result: the reason’s message, and the custom request stands out', async () => {
    const actor = start({ search: async () => result([]) });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(connectQuoteResult(snapshot, actor.send)).toMatchObject({
      phase: 'noResult', noResultReasonMessage: 'quoteResult.noResult.reason.DOMESTIC', customRequestOpen: true, cargo: result([]).cargoSummary,
    });
    expect(connectCustomQuoteRequest(snapshot, actor.send).prominent).toBe(true);
  });

  it('quotes: the results and, less prominent, the custom request', async () => {
    const actor = start();
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(connectQuoteResult(snapshot, actor.send)).toMatchObject({ phase: 'quotes', noResultReasonMessage: null, customRequestOpen: true });
    expect(connectCustomQuoteRequest(snapshot, actor.send).prominent).toBe(false);
  });
});

describe('connectQuoteList', () => {
  it('a page of cards: Book only for quotes that can be booked, each with its guarantee message', async () => {
    const actor = start();
    await settled(actor);
    const list = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(list).toMatchObject({ view: 'cheapest', sort: 'priceAsc', pageNumber: 1, pages: 3, shown: 25, all: 25, from: 1, to: QUOTES_PER_PAGE, filteredEmpty: false });
    expect(list.countMessage).toBe('quoteResult.list.count');
    expect(list.items.map((c) => c.quote.id)).toEqual(MANY.slice(0, QUOTES_PER_PAGE).map((x) => x.id));
    const [expired, valid] = list.items;
    expect(expired).toMatchObject({ canBook: false, bookPath: null, guaranteeMessage: 'quoteResult.card.expired' });
    expect(valid).toMatchObject({ canBook: true, bookPath: '/booking-confirm?quoteId=Q-01', guaranteeMessage: 'quoteResult.card.validUntil' });
  });

  it('the pager goes where the machine lets it: no previous on the first page, no next on the last', async () => {
    const actor = start();
    await settled(actor);
    const first = connectQuoteList(actor.getSnapshot(), actor.send);
    expect([first.previousPage, first.nextPage]).toEqual([null, 1]);
    first.goToPage(first.nextPage!);
    const second = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(second).toMatchObject({ pageNumber: 2, previousPage: 0, nextPage: 2, from: 11, to: 20 });
    second.goToPage(2);
    const last = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(last).toMatchObject({ pageNumber: 3, previousPage: 1, nextPage: null, from: 21, to: 25 });
    expect(last.items).toHaveLength(5);
  });

  it('one page only: no page either way (the pager hides)', async () => {
    const actor = start({ search: async () => result(MANY.slice(0, 4)) });
    await settled(actor);
    expect(connectQuoteList(actor.getSnapshot(), actor.send)).toMatchObject({ pages: 1, previousPage: null, nextPage: null });
  });

  it('filters: the count says so, and nothing left offers to clear them', async () => {
    const actor = start();
    await settled(actor);
    actor.send({ type: 'TOGGLE_FILTER', facet: 'modes', value: 'AIR' });
    expect(connectQuoteList(actor.getSnapshot(), actor.send)).toMatchObject({ countMessage: 'quoteResult.list.countFiltered', shown: 1, all: 25, from: 1, to: 1 });
    actor.send({ type: 'EDIT_FILTER', field: 'maxPrice', value: '1' });
    expect(connectQuoteList(actor.getSnapshot(), actor.send)).toMatchObject({ filteredEmpty: true, shown: 0, from: 0, to: 0, items: [] });
  });

  it('the quickest view and another sort', async () => {
    const actor = start();
    await settled(actor);
    const list = connectQuoteList(actor.getSnapshot(), actor.send);
    list.showView('quickest');
    expect(connectQuoteList(actor.getSnapshot(), actor.send)).toMatchObject({ view: 'quickest', sort: 'transitAsc' });
    list.setSort('priceDesc');
    const sorted = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(sorted).toMatchObject({ view: null, sort: 'priceDesc' });
    expect(sorted.items[0]!.quote.id).toBe('Q-24');
  });

  it('the same props while nothing it shows changes (typing notes does not re-render the list)', async () => {
    const actor = start();
    await settled(actor);
    const before = connectQuoteList(actor.getSnapshot(), actor.send);
    actor.send({ type: 'EDIT_NOTES', value: 'Fragile' });
    const after = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(shallowEqual(before, after)).toBe(true);
    actor.send({ type: 'TOGGLE_CHARGES', quoteId: 'Q-01' });
    const opened = connectQuoteList(actor.getSnapshot(), actor.send);
    expect(shallowEqual(after, opened)).toBe(false);
    expect(opened.expanded).toEqual({ 'Q-01': true });
    // The cards of the page stay the same objects, so memoised cards do not re-render.
    expect(opened.items).toBe(after.items);
  });
});

describe('connectQuoteFilters', () => {
  it('groups with their legends; modes are labelled by message, forwarders by their names', async () => {
    const actor = start();
    await settled(actor);
    const { groups } = connectQuoteFilters(actor.getSnapshot(), actor.send);
    expect(groups.map((g) => [g.facet, g.legend])).toEqual([
      ['modes', 'quoteResult.filters.mode'], ['forwarders', 'quoteResult.filters.forwarder'], ['carriers', 'quoteResult.filters.carrier'],
    ]);
    expect(groups[0]!.options).toEqual([
      { value: 'AIR', label: 'AIR', count: 1, labelMessage: 'shell.mode.AIR' },
      { value: 'LCL', label: 'LCL', count: 24, labelMessage: 'shell.mode.LCL' },
    ]);
    expect(groups[1]!.options.map((o) => [o.label, o.labelMessage])).toEqual([['PACIFIC Logistics', null], ['SINO Logistics', null]]);
  });

  it('a value that filters nothing gets its message id; typed values stay as typed', async () => {
    const actor = start();
    await settled(actor);
    const filters = connectQuoteFilters(actor.getSnapshot(), actor.send);
    filters.editFilter('maxTransitDays', 'ten');
    filters.editFilter('minPrice', '900');
    filters.editFilter('maxPrice', '500');
    const after = connectQuoteFilters(actor.getSnapshot(), actor.send);
    expect(after.errors).toEqual({ maxTransitDays: 'quoteResult.filters.error.wholeDays', maxPrice: 'quoteResult.filters.error.minAboveMax' });
    expect(after.filters).toMatchObject({ maxTransitDays: 'ten', minPrice: '900', maxPrice: '500' });
    after.clearFilters();
    expect(connectQuoteFilters(actor.getSnapshot(), actor.send).errors).toEqual({});
  });

  it('the groups stay the same while the quotes do (a keystroke re-renders only its field)', async () => {
    const actor = start();
    await settled(actor);
    const before = connectQuoteFilters(actor.getSnapshot(), actor.send);
    actor.send({ type: 'EDIT_FILTER', field: 'minPrice', value: '5' });
    const after = connectQuoteFilters(actor.getSnapshot(), actor.send);
    expect(after.groups).toBe(before.groups);
    expect(after.toggleFilter).toBe(before.toggleFilter);
  });
});

describe('connectCustomQuoteRequest', () => {
  it('notes too long: the message with the excess; then sending, then sent with the request number', async () => {
    let answer!: (r: QuoteRequest) => void;
    const actor = start({ request: () => new Promise((resolve) => (answer = resolve)) });
    await settled(actor);
    const view = connectCustomQuoteRequest(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ notes: '', notesError: null, submitting: false, sentRequestNo: null, myRequestPath: '/my-request', failureMessage: null });
    view.editNotes('x'.repeat(2003));
    expect(connectCustomQuoteRequest(actor.getSnapshot(), actor.send)).toMatchObject({ notesError: 'quoteResult.custom.notesTooLong', notesExcess: 3 });
    view.editNotes('Fragile');
    view.submit();
    expect(connectCustomQuoteRequest(actor.getSnapshot(), actor.send)).toMatchObject({ notesError: null, submitting: true });
    answer(sentRequest);
    await waitFor(actor, (s) => s.matches({ loaded: { customRequest: 'sent' } }));
    expect(connectCustomQuoteRequest(actor.getSnapshot(), actor.send)).toMatchObject({ submitting: false, sentRequestNo: 'RQ-3001-0026' });
  });

  it.each([
    [new ApiError('business', 200, 10303, 'Not permitted'), 'quoteResult.custom.failure.forbidden'],
    [new ApiError('business', 200, 90001, 'notes: too long'), 'quoteResult.custom.failure.invalid'],
    [new ApiError('network', 0, null, null), 'quoteResult.custom.failure.network'],
    [new ApiError('timeout', 0, null, null), 'quoteResult.custom.failure.timeout'],
    [new ApiError('too-frequent', 0, null, null), 'quoteResult.custom.failure.tooFrequent'],
    [new ApiError('auth', 401, 401, null), 'quoteResult.custom.failure.sessionEnded'],
    [new ApiError('http', 500, 500, 'boom'), 'quoteResult.custom.failure.generic'],
  ])('a failure (%s) has its message', async (error, message) => {
    const actor = start({ request: failingWith(error) });
    await settled(actor);
    actor.send({ type: 'REQUEST_CUSTOM_QUOTE' });
    await waitFor(actor, (s) => s.context.requestFailure !== null);
    expect(connectCustomQuoteRequest(actor.getSnapshot(), actor.send)).toMatchObject({ failureMessage: message, submitting: false });
  });
});

describe('the functions', () => {
  it('send the machine’s events, and stay the same for one send', async () => {
    const actor = start();
    await settled(actor);
    const snapshot: QuoteResultSnapshot = actor.getSnapshot();
    const send = vi.fn();
    const frame = connectQuoteResult(snapshot, send);
    const list = connectQuoteList(snapshot, send);
    const filters = connectQuoteFilters(snapshot, send);
    const request = connectCustomQuoteRequest(snapshot, send);
    frame.retry();
    list.showView('quickest');
    list.setSort('ratingDesc');
    list.goToPage(2);
    list.toggleCharges('Q-03');
    list.clearFilters();
    filters.toggleFilter('carriers', 'Maersk');
    filters.editFilter('minPrice', '10');
    request.editNotes('Weekly');
    request.submit();
    list.requote('Q-00');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RETRY' },
      { type: 'SHOW_VIEW', view: 'quickest' },
      { type: 'SET_SORT', sort: 'ratingDesc' },
      { type: 'GO_TO_PAGE', page: 2 },
      { type: 'TOGGLE_CHARGES', quoteId: 'Q-03' },
      { type: 'CLEAR_FILTERS' },
      { type: 'TOGGLE_FILTER', facet: 'carriers', value: 'Maersk' },
      { type: 'EDIT_FILTER', field: 'minPrice', value: '10' },
      { type: 'EDIT_NOTES', value: 'Weekly' },
      { type: 'REQUEST_CUSTOM_QUOTE' },
      { type: 'REQUOTE', quoteId: 'Q-00' },
    ]);
    expect(shallowEqual(connectQuoteResult(snapshot, send), frame)).toBe(true);
    expect(connectQuoteList(snapshot, send).clearFilters).toBe(filters.clearFilters);
  });
});
