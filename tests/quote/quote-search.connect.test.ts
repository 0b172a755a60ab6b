/**
 * Find Quote's connect over the real machine with fake actors: enabled flags agree with the machine's
 * guards, failures and statuses become message ids that exist in every language, the date input offers
 * the days the rule accepts, and every function sends its event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, type ApiErrorKind } from '../../src/api/api-error';
import { messages } from '../../src/features/quote/find-quote.messages';
import { addDays, earliestCargoReadyDate, latestCargoReadyDate } from '../../machines/shared/dates';
import { LOOKUP_DEBOUNCE_MS } from '../../machines/quote-search/location-lookup';
import { encodeQuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { connectQuoteSearch, unitLabelId, type QuoteSearchView } from '../../machines/quote-search/quote-search.connect';
import { LIMITS } from '../../machines/quote-search/quote-search.limits';
import { quoteSearchMachine } from '../../machines/quote-search/quote-search.machine';
import type { Country, Location, LocationQuery, QuoteSearch, QuoteSearchEvent } from '../../machines/quote-search/quote-search.types';

const COUNTRIES: Country[] = [{ code: 'CN', name: 'China' }, { code: 'US', name: 'United States' }];
const SHANGHAI: Location = { id: 'PORT-CNSHA', type: 'PORT', code: 'CNSHA', name: 'Port of Shanghai', city: 'Shanghai', country: 'CN', countryName: 'China' };
const DOOR: Location = { id: 'DOOR-US-90802', type: 'DOOR', code: '90802', name: 'Long Beach 90802', city: 'Long Beach', region: 'CA', country: 'US', countryName: 'United States' };

function start(options: { countries?: () => Promise<Country[]>; search?: (q: LocationQuery) => Promise<Location[]> } = {}) {
  const actor = createActor(quoteSearchMachine.provide({
    actors: {
      loadCountries: fromPromise(options.countries ?? (async () => COUNTRIES)),
      searchLocations: fromPromise<Location[], LocationQuery>(({ input }) => (options.search ? options.search(input) : Promise.resolve([SHANGHAI, DOOR]))),
    },
  }));
  actor.start();
  const view = (): QuoteSearchView => connectQuoteSearch(actor.getSnapshot(), actor.send);
  return { actor, view };
}

/** A send that records, for checking which event a function sends. */
function recorder() {
  const { actor } = start();
  const sent: QuoteSearchEvent[] = [];
  const view = connectQuoteSearch(actor.getSnapshot(), (event) => sent.push(event));
  return { view, sent };
}

const failing = (kind: ApiErrorKind) => async (): Promise<never> => {
  throw new ApiError(kind, kind === 'http' ? 500 : kind === 'auth' ? 401 : 0, null, null);
};

const inEveryLanguage = (id: string) => Object.values(messages).every((catalogue) => id in catalogue);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quote search connect: the form', () => {
  it('is clean at first; a refused search marks the fields; a new search asks first', () => {
    const { view } = start();
    expect(view()).toMatchObject({ invalid: false, prefillFailed: false, confirmingReset: false, mode: 'LCL' });
    expect(view().fieldError('origin.country')).toBeNull();
    view().submit();
    expect(view().invalid).toBe(true);
    expect(view().fieldError('origin.country')).toEqual({ id: 'findQuote.error.country.required' });
    expect(view().errors['origin.country']).toBe(view().fieldError('origin.country'));
    view().askReset();
    expect(view().confirmingReset).toBe(true);
    view().cancelReset();
    expect(view().confirmingReset).toBe(false);
  });

  it('reports a link that cannot be read and opens one that can', () => {
    const { view } = start();
    view().prefillFromLink('not-a-search');
    expect(view().prefillFailed).toBe(true);
    const search: QuoteSearch = {
      origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: addDays(earliestCargoReadyDate(), 2) },
      destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
      mode: 'AIR',
      cargo: { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false, totals: { units: 2, weight: 100, volume: 1 } },
      customs: { bond: 'NONE', isf: false, ior: false },
      services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
    };
    view().prefillFromLink(encodeQuoteSearch(search));
    expect(view()).toMatchObject({ prefillFailed: false, mode: 'AIR' });
    expect(view().cargo()).toMatchObject({ by: 'TOTALS', asksDimensionUnit: false });
    expect(view().end('origin').query).toBe('Port of Shanghai (CNSHA)');
  });

  it('names the place field for the end\'s kind and the mode', () => {
    const { view } = start();
    expect(view().end('origin')).toMatchObject({ placeLabel: 'findQuote.origin.place.port', door: false, asksReadyDate: true });
    view().setMode('AIR');
    expect(view().end('destination')).toMatchObject({ placeLabel: 'findQuote.destination.place.airport', asksReadyDate: false });
    view().setEndKind('destination', 'FBA');
    expect(view().end('destination').placeLabel).toBe('findQuote.destination.place.fba');
    view().setEndKind('origin', 'DOOR');
    expect(view().end('origin')).toMatchObject({ placeLabel: 'findQuote.origin.city', door: true });
    for (const id of ['findQuote.origin.place.port', 'findQuote.destination.place.airport', 'findQuote.destination.place.fba', 'findQuote.origin.city']) {
      expect(inEveryLanguage(id), id).toBe(true);
    }
  });

  it('offers customs by the lane (laneCustoms): nothing before the destination, ISF and bonds into the US, none elsewhere', () => {
    const { view } = start();
    expect(view().options()).toMatchObject({ isf: false, usBond: false, fbaPacking: false, goodsValue: false, cargoBy: 'PACKAGES' });
    expect(view().customsNeedsDestination).toBe(true);
    expect(view().customs.isf).toBe(false);
    view().setCountry('destination', 'US');
    // Ocean into the US: ISF is offered and starts ticked, bonds with the threshold are offered.
    expect(view().options()).toMatchObject({ isf: true, usBond: true, formalEntryThresholdUsd: 10_000 });
    expect(view().customs.isf).toBe(true);
    view().setBond('SINGLE');
    view().setGoodsValue(String(LIMITS.dutiesAboveUsd + 1));
    expect(view().options()).toMatchObject({ goodsValue: true, dutiesEstimated: true });
    expect(view().notice('customs')).toBeNull();
    // Into Germany: both options are cleared, and the form says so.
    view().setCountry('destination', 'DE');
    expect(view().options()).toMatchObject({ isf: false, usBond: false, goodsValue: false, dutiesEstimated: false });
    expect(view().customs).toMatchObject({ isf: false, bond: 'NONE' });
    expect(view().notice('customs')).toEqual({ id: 'findQuote.notice.customs.isf-bond' });
    expect(inEveryLanguage('findQuote.notice.customs.isf-bond')).toBe(true);
    view().setMode('FCL');
    expect(view().cargo().by).toBe('CONTAINERS');
  });

  it('never keeps ISF on air into the US: switching to Air clears it and says so, the bond stays', () => {
    const { view } = start();
    view().setCountry('destination', 'US');
    view().setBond('CONTINUOUS');
    view().setMode('AIR');
    expect(view().customs).toMatchObject({ isf: false, bond: 'CONTINUOUS' });
    expect(view().notice('customs')).toEqual({ id: 'findQuote.notice.customs.isf' });
  });
});

describe('quote search connect: the cargo ready date', () => {
  it('offers the days from the earliest to the latest cargo ready date, and a hint with the day typed', () => {
    const { view } = start();
    // 23:30 UTC: in time zones ahead of UTC it is already the next day there.
    const now = new Date(Date.UTC(2026, 10, 24, 23, 30));
    expect(view().readyDate(now)).toMatchObject({ value: '', min: earliestCargoReadyDate(now), max: latestCargoReadyDate(now), hint: { id: 'findQuote.origin.readyDate.help' } });
    expect(view().readyDate(now).max).toBe(addDays(view().readyDate(now).min, 365));
    view().setReadyDate('2026-12-01');
    expect(view().readyDate(now).hint).toEqual({ id: 'findQuote.origin.readyDate.hint', values: { date: '2026-12-01' } });
    view().setReadyDate('2026-02-30');
    expect(view().readyDate(now).hint).toEqual({ id: 'findQuote.origin.readyDate.help' });
  });
});

describe('quote search connect: rows', () => {
  it('package rows: add and remove are enabled exactly when the machine accepts them', () => {
    const { actor, view } = start();
    const first = view().packageRows().ids[0]!;
    expect(view().packageRows()).toMatchObject({ canAdd: true, canRemove: false, fullMessage: null });
    expect(view().packageRow(first)).toMatchObject({ fixed: false });
    view().removePackage(first);
    expect(view().packageRows().ids).toEqual([first]);

    for (let i = 1; i < LIMITS.packageRows; i += 1) view().addPackage();
    expect(view().packageRows().ids).toHaveLength(LIMITS.packageRows);
    expect(view().packageRows()).toMatchObject({ canAdd: false, fullMessage: { id: 'findQuote.package.full', values: { max: 50 } } });
    expect(inEveryLanguage('findQuote.package.full')).toBe(true);
    const before = actor.getSnapshot().context.draft;
    view().addPackage();
    expect(actor.getSnapshot().context.draft).toBe(before);
    expect(view().packageRows().canRemove).toBe(true);

    view().setPackageKind(first, 'EUR1_120X80');
    expect(view().packageRow(first)).toMatchObject({ fixed: true, row: { length: { text: '120' } } });
    expect(view().packageRow('nope').row).toBeNull();
  });

  it('container rows: at most six, never fewer than one', () => {
    const { view } = start();
    view().setMode('FCL');
    const first = view().containerRows().ids[0]!;
    expect(view().containerRows().canRemove).toBe(false);
    expect(view().containerRow(first)).toMatchObject({ type: '40HQ', count: '1' });
    for (let i = 0; i < 8; i += 1) view().addContainer();
    expect(view().containerRows()).toMatchObject({ canAdd: false, fullMessage: { id: 'findQuote.container.full', values: { max: 6 } } });
    expect(view().containerRows().ids).toHaveLength(6);
    expect(view().containerRows().canRemove).toBe(true);
    for (const id of view().containerRows().ids) view().removeContainer(id);
    expect(view().containerRows()).toMatchObject({ canRemove: false, canAdd: true });
    expect(view().containerRows().ids).toHaveLength(1);
    expect(inEveryLanguage('findQuote.container.full')).toBe(true);
  });

  it('adds up what is typed, in the units on screen', () => {
    const { view } = start();
    const id = view().packageRows().ids[0]!;
    view().editPackage(id, 'units', '2');
    view().editPackage(id, 'weight', '10');
    view().setWeightUnit('LB');
    // 10 kg each becomes 22.05 lb each: the load is the same, shown in pounds.
    expect(view().summary()).toMatchObject({ units: 2, weight: 44.1, weightUnit: 'LB', weightKg: 20 });
    expect(view().cargo()).toMatchObject({ weightUnit: 'LB', dimensionUnit: 'CM', volumeUnit: 'CBM', asksDimensionUnit: true });
    expect([unitLabelId('LB'), unitLabelId('INCH'), unitLabelId('CUFT')]).toEqual(['findQuote.unit.lb', 'findQuote.unit.in', 'findQuote.unit.cuft']);
  });
});

describe('quote search connect: countries', () => {
  it('says they are loading, then lists them', async () => {
    const { view } = start();
    expect(view().countries()).toMatchObject({ loading: true, failed: false, placeholder: 'findQuote.country.loading', failureMessage: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().countries()).toMatchObject({ loading: false, list: COUNTRIES, placeholder: 'findQuote.country.placeholder' });
  });

  it.each([
    ['network', 'findQuote.country.failed.network'],
    ['timeout', 'findQuote.country.failed.timeout'],
    ['too-frequent', 'findQuote.country.failed.tooFrequent'],
    ['auth', 'findQuote.country.failed.sessionEnded'],
    ['http', 'findQuote.country.failed.generic'],
  ] as const)('a %s failure reads %s, and Retry loads them again', async (kind, id) => {
    let fail = true;
    const { view } = start({ countries: async () => (fail ? failing(kind)() : COUNTRIES) });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().countries()).toMatchObject({ failed: true, failureMessage: id });
    expect(inEveryLanguage(id)).toBe(true);
    fail = false;
    view().retryCountries();
    await vi.advanceTimersByTimeAsync(0);
    expect(view().countries()).toMatchObject({ failed: false, failureMessage: null, list: COUNTRIES });
  });
});

describe('quote search connect: the place look-up', () => {
  it('says it is searching, then how many places it found, as options to pick', async () => {
    const { view } = start();
    view().typePlace('origin', 'sha');
    expect(view().lookup('origin')).toMatchObject({ busy: true, open: false, statusMessage: { id: 'findQuote.lookup.searching' } });
    // The other end's combobox stays closed.
    expect(view().lookup('destination')).toMatchObject({ closed: true, statusMessage: null, options: [] });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    const lookup = view().lookup('origin');
    expect(lookup).toMatchObject({ open: true, busy: false, active: 0, statusMessage: { id: 'findQuote.lookup.found', values: { count: 2 } } });
    expect(lookup.options).toEqual([
      { id: 'PORT-CNSHA', name: 'Port of Shanghai', code: 'CNSHA', city: 'Shanghai', region: null, country: 'CN', countryName: 'China' },
      { id: 'DOOR-US-90802', name: 'Long Beach 90802', code: null, city: 'Long Beach', region: 'CA', country: 'US', countryName: 'United States' },
    ]);
    // The same results give the same options, so a combobox does not re-render for nothing.
    expect(view().lookup('origin').options).toBe(lookup.options);
    view().pickPlace('origin', 0);
    expect(view().end('origin')).toMatchObject({ query: 'Port of Shanghai (CNSHA)', country: 'CN' });
    expect(view().lookup('origin').closed).toBe(true);
  });

  it('says when nothing matches', async () => {
    const { view } = start({ search: async () => [] });
    view().typePlace('destination', ' zzzz ');
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(view().lookup('destination')).toMatchObject({ open: false, statusMessage: { id: 'findQuote.lookup.none', values: { query: 'zzzz' } } });
  });

  it.each([
    ['network', 'findQuote.lookup.failed.network'],
    ['timeout', 'findQuote.lookup.failed.timeout'],
    ['too-frequent', 'findQuote.lookup.failed.tooFrequent'],
    ['auth', 'findQuote.lookup.failed.sessionEnded'],
    ['http', 'findQuote.lookup.failed.generic'],
  ] as const)('a %s failure reads %s and can be retried', async (kind, id) => {
    const { view } = start({ search: failing(kind) });
    view().typePlace('origin', 'ham');
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(view().lookup('origin')).toMatchObject({ failed: true, failureMessage: id });
    expect(inEveryLanguage(id)).toBe(true);
    view().leavePlace();
    expect(view().lookup('origin').failed).toBe(true);
    view().retryLookup();
    expect(view().lookup('origin').busy).toBe(true);
  });

  it('keys: arrows open and move, Enter picks, Escape closes; other keys are left to the input', async () => {
    const { view } = start();
    view().typePlace('origin', 'port');
    expect(view().lookupKeyDown('origin', 'Enter')).toBe(false);
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(view().lookupKeyDown('origin', 'ArrowDown')).toBe(true);
    expect(view().lookup('origin').active).toBe(1);
    expect(view().lookupKeyDown('origin', 'PageUp')).toBe(true);
    expect(view().lookup('origin').active).toBe(0);
    expect(view().lookupKeyDown('origin', 'ArrowUp')).toBe(true);
    expect(view().lookup('origin').active).toBe(1);
    expect(view().lookupKeyDown('origin', 'a')).toBe(false);
    expect(view().lookupKeyDown('origin', 'Escape')).toBe(true);
    expect(view().lookup('origin').closed).toBe(true);
    expect(view().lookupKeyDown('origin', 'Escape')).toBe(false);
    expect(view().lookupKeyDown('origin', 'ArrowUp')).toBe(false);
    // Closed, ArrowDown searches again with the text as it is.
    expect(view().lookupKeyDown('origin', 'ArrowDown')).toBe(true);
    expect(view().lookup('origin').busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(view().lookupKeyDown('origin', 'PageDown')).toBe(true);
    expect(view().lookup('origin').active).toBe(1);
    expect(view().lookupKeyDown('origin', 'ArrowDown')).toBe(true);
    expect(view().lookup('origin').active).toBe(0);
    expect(view().lookupKeyDown('origin', 'Enter')).toBe(true);
    expect(view().end('origin')).toMatchObject({ query: 'Port of Shanghai (CNSHA)', country: 'CN' });
  });
});

describe('quote search connect: every function sends its event', () => {
  it.each<[string, (v: QuoteSearchView) => void, QuoteSearchEvent]>([
    ['setMode', (v) => v.setMode('AIR'), { type: 'MODE.SET', mode: 'AIR' }],
    ['setEndKind', (v) => v.setEndKind('origin', 'DOOR'), { type: 'END.KIND', end: 'origin', kind: 'DOOR' }],
    ['setCountry', (v) => v.setCountry('destination', 'US'), { type: 'END.COUNTRY', end: 'destination', country: 'US' }],
    ['typePlace', (v) => v.typePlace('origin', 'sh'), { type: 'END.QUERY', end: 'origin', text: 'sh' }],
    ['setZip', (v) => v.setZip('origin', '1'), { type: 'END.ZIP', end: 'origin', text: '1' }],
    ['setResidential', (v) => v.setResidential('destination', true), { type: 'END.RESIDENTIAL', end: 'destination', value: true }],
    ['setReadyDate', (v) => v.setReadyDate('2026-01-02'), { type: 'END.READY_DATE', text: '2026-01-02' }],
    ['pickPlace', (v) => v.pickPlace('origin', 2), { type: 'LOOKUP.PICK', end: 'origin', index: 2 }],
    ['leavePlace', (v) => v.leavePlace(), { type: 'LOOKUP.BLUR' }],
    ['closeLookup', (v) => v.closeLookup(), { type: 'LOOKUP.CLOSE' }],
    ['retryLookup', (v) => v.retryLookup(), { type: 'LOOKUP.RETRY' }],
    ['retryCountries', (v) => v.retryCountries(), { type: 'COUNTRIES.RETRY' }],
    ['setLoadBy', (v) => v.setLoadBy('TOTALS'), { type: 'CARGO.LOAD_BY', loadBy: 'TOTALS' }],
    ['setWeightUnit', (v) => v.setWeightUnit('LB'), { type: 'CARGO.WEIGHT_UNIT', unit: 'LB' }],
    ['setDimensionUnit', (v) => v.setDimensionUnit('INCH'), { type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' }],
    ['setVolumeUnit', (v) => v.setVolumeUnit('CUFT'), { type: 'CARGO.VOLUME_UNIT', unit: 'CUFT' }],
    ['setHazardous', (v) => v.setHazardous(true), { type: 'CARGO.HAZARDOUS', value: true }],
    ['addPackage', (v) => v.addPackage(), { type: 'PACKAGE.ADD' }],
    ['removePackage', (v) => v.removePackage('p1'), { type: 'PACKAGE.REMOVE', id: 'p1' }],
    ['setPackageKind', (v) => v.setPackageKind('p1', 'IN_48X40'), { type: 'PACKAGE.KIND', id: 'p1', kind: 'IN_48X40' }],
    ['editPackage', (v) => v.editPackage('p1', 'height', '3'), { type: 'PACKAGE.EDIT', id: 'p1', field: 'height', text: '3' }],
    ['editTotals', (v) => v.editTotals('volume', '4'), { type: 'TOTALS.EDIT', field: 'volume', text: '4' }],
    ['setTotalsPackageType', (v) => v.setTotalsPackageType('PALLET'), { type: 'TOTALS.PACKAGE_TYPE', value: 'PALLET' }],
    ['addContainer', (v) => v.addContainer(), { type: 'CONTAINER.ADD' }],
    ['removeContainer', (v) => v.removeContainer('c1'), { type: 'CONTAINER.REMOVE', id: 'c1' }],
    ['setContainerType', (v) => v.setContainerType('c1', '20GP'), { type: 'CONTAINER.TYPE', id: 'c1', containerType: '20GP' }],
    ['setContainerCount', (v) => v.setContainerCount('c1', '2'), { type: 'CONTAINER.COUNT', id: 'c1', text: '2' }],
    ['setBond', (v) => v.setBond('CONTINUOUS'), { type: 'CUSTOMS.BOND', bond: 'CONTINUOUS' }],
    ['setGoodsValue', (v) => v.setGoodsValue('5'), { type: 'CUSTOMS.GOODS_VALUE', text: '5' }],
    ['setIsf', (v) => v.setIsf(false), { type: 'CUSTOMS.ISF', value: false }],
    ['setIor', (v) => v.setIor(true), { type: 'CUSTOMS.IOR', value: true }],
    ['setInsurance', (v) => v.setInsurance(true), { type: 'SERVICES.INSURANCE', value: true }],
    ['setCargoValue', (v) => v.setCargoValue('6'), { type: 'SERVICES.CARGO_VALUE', text: '6' }],
    ['setLiftgate', (v) => v.setLiftgate('delivery', true), { type: 'SERVICES.LIFTGATE', at: 'delivery', value: true }],
    ['setLabelledBy', (v) => v.setLabelledBy('FORWARDER'), { type: 'FBA.LABELLED_BY', party: 'FORWARDER' }],
    ['setPalletizedBy', (v) => v.setPalletizedBy('SUPPLIER'), { type: 'FBA.PALLETIZED_BY', party: 'SUPPLIER' }],
    ['prefill', (v) => v.prefill(null), { type: 'PREFILL', search: null }],
    ['prefillFromLink', (v) => v.prefillFromLink('%%%'), { type: 'PREFILL', search: null }],
    ['askReset', (v) => v.askReset(), { type: 'RESET.ASK' }],
    ['reset', (v) => v.reset(), { type: 'RESET' }],
    ['cancelReset', (v) => v.cancelReset(), { type: 'RESET.CANCEL' }],
    ['submit', (v) => v.submit(), { type: 'SUBMIT' }],
  ])('%s', (_name, call, event) => {
    const { view, sent } = recorder();
    call(view);
    expect(sent).toEqual([event]);
  });
});
