/**
 * The Find Quote machine with provided fake actors: the debounced, cancellable location look-up and
 * its keyboard moves, the rules of picking places, validation per field, unit switches, options that
 * apply or not, the QuoteSearch it emits (accepted by the backend's own validator), prefill from a
 * result link, and a persisted snapshot that restores the draft.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { LOCATIONS, searchLocations as catalogueSearch } from '../../domain/location-catalogue';
import { normaliseSearch, validateQuoteSearch } from '../../domain/quote-search-rules';
import { addDays, earliestCargoReadyDate } from '../../machines/shared/dates';
import { LOOKUP_DEBOUNCE_MS } from '../../machines/quote-search/location-lookup';
import { buildQuoteSearch, draftFromSearch } from '../../machines/quote-search/quote-search.codec';
import { cargoSummary } from '../../machines/quote-search/quote-search.draft';
import { quoteSearchMachine } from '../../machines/quote-search/quote-search.machine';
import type { Country, Location, LocationQuery, QuoteSearch, QuoteSearchEvent } from '../../machines/quote-search/quote-search.types';
import { validateDraft } from '../../machines/quote-search/quote-search.validation';

const COUNTRIES: Country[] = [
  { code: 'CN', name: 'China' },
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
];
const loc = (id: string): Location => {
  const found = LOCATIONS.find((l) => l.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

/** A cargo ready date `days` after the earliest one the rule accepts (decision 095), in any time zone. */
const isoInDays = (days: number): string => addDays(earliestCargoReadyDate(), days);

interface Harness {
  actor: ReturnType<typeof createActor<typeof quoteSearchMachine>>;
  queries: LocationQuery[];
  aborted: LocationQuery[];
  searches: QuoteSearch[];
  send: (e: QuoteSearchEvent) => void;
  ctx: () => ReturnType<Harness['actor']['getSnapshot']>['context'];
  lookupState: () => unknown;
}

function start(options: { search?: (q: LocationQuery, signal: AbortSignal) => Promise<Location[]>; countries?: () => Promise<Country[]> } = {}): Harness {
  const queries: LocationQuery[] = [];
  const aborted: LocationQuery[] = [];
  const searches: QuoteSearch[] = [];
  const machine = quoteSearchMachine.provide({
    actors: {
      loadCountries: fromPromise(options.countries ?? (async () => COUNTRIES)),
      searchLocations: fromPromise<Location[], LocationQuery>(({ input, signal }) => {
        queries.push(input);
        signal.addEventListener('abort', () => aborted.push(input));
        return options.search
          ? options.search(input, signal)
          : Promise.resolve(catalogueSearch({ keyword: input.keyword, type: input.type, country: input.country ?? null, limit: 8 }));
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('search', (e) => searches.push(e.search));
  actor.start();
  return {
    actor,
    queries,
    aborted,
    searches,
    send: (e) => actor.send(e),
    ctx: () => actor.getSnapshot().context,
    lookupState: () => (actor.getSnapshot().value as { lookup: unknown }).lookup,
  };
}

/** Picks a catalogue place for an end, the way the combobox does it. */
async function pick(h: Harness, end: 'origin' | 'destination', text: string, id: string) {
  h.send({ type: 'END.QUERY', end, text });
  await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
  const index = h.ctx().lookup.results.findIndex((l) => l.id === id);
  expect(index, `${id} among the results for "${text}"`).toBeGreaterThanOrEqual(0);
  h.send({ type: 'LOOKUP.PICK', end, index });
}

/** Shanghai port → Los Angeles port, LCL, one row of boxes, ready in 3 days. */
async function fillValidLcl(h: Harness) {
  await pick(h, 'origin', 'shanghai', 'PORT-CNSHA');
  await pick(h, 'destination', 'los angeles', 'PORT-USLAX');
  h.send({ type: 'END.READY_DATE', text: isoInDays(3) });
  const id = h.ctx().draft.cargo.packages[0]!.id;
  h.send({ type: 'PACKAGE.EDIT', id, field: 'units', text: '4' });
  h.send({ type: 'PACKAGE.EDIT', id, field: 'length', text: '120' });
  h.send({ type: 'PACKAGE.EDIT', id, field: 'width', text: '80' });
  h.send({ type: 'PACKAGE.EDIT', id, field: 'height', text: '100' });
  h.send({ type: 'PACKAGE.EDIT', id, field: 'weight', text: '250' });
  return id;
}

const backendAccepts = (search: QuoteSearch) => validateQuoteSearch(JSON.parse(JSON.stringify(search)), Date.now());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quote search machine: countries', () => {
  it('loads the countries once and offers a retry when they fail', async () => {
    let calls = 0;
    const h = start({
      countries: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('network', 0, null, null);
        return COUNTRIES;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.actor.getSnapshot().matches({ countries: 'failed' })).toBe(true);
    expect(h.ctx().countriesError).toBe('network');
    h.send({ type: 'COUNTRIES.RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.actor.getSnapshot().matches({ countries: 'ready' })).toBe(true);
    expect(h.ctx().countries.map((c) => c.code)).toEqual(['CN', 'DE', 'US']);
  });
});

describe('quote search machine: location look-up', () => {
  it('waits for a pause in typing, then searches once with the last text and the type for the mode, in every country', async () => {
    const h = start();
    h.send({ type: 'END.COUNTRY', end: 'origin', country: 'CN' });
    for (const text of ['s', 'sh', 'sha']) {
      h.send({ type: 'END.QUERY', end: 'origin', text });
      await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS - 50);
    }
    expect(h.queries).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    // A port is searched in every country: its pick sets the country.
    expect(h.queries).toEqual([{ keyword: 'sha', type: 'PORT' }]);
    expect(h.lookupState()).toBe('open');
    expect(h.ctx().lookup.results[0]?.id).toBe('PORT-CNSHA');
    expect(h.ctx().lookup.active).toBe(0);

    h.send({ type: 'MODE.SET', mode: 'AIR' });
    expect(h.lookupState()).toBe('closed');
    h.send({ type: 'LOOKUP.OPEN', end: 'origin' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.queries.at(-1)).toEqual({ keyword: 'sha', type: 'AIRPORT' });
    expect(h.ctx().lookup.results.map((l) => l.id)).toContain('AIRPORT-PVG');
  });

  it('cancels a search still running when the user types on, and never shows its late answer', async () => {
    const pending: { q: LocationQuery; resolve: (l: Location[]) => void }[] = [];
    const h = start({ search: (q) => new Promise((resolve) => pending.push({ q, resolve })) });
    h.send({ type: 'END.QUERY', end: 'origin', text: 'ning' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(h.lookupState()).toBe('searching');
    h.send({ type: 'END.QUERY', end: 'origin', text: 'ningbo' });
    expect(h.aborted).toEqual([{ keyword: 'ning', type: 'PORT' }]);
    pending[0]!.resolve([loc('PORT-CNSHA')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lookupState()).toBe('debouncing');
    expect(h.ctx().lookup.results).toEqual([]);
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    pending[1]!.resolve([loc('PORT-CNNGB')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.ctx().lookup.results.map((l) => l.id)).toEqual(['PORT-CNNGB']);
  });

  it('moves through the options with the keyboard, wrapping, and picks the highlighted one', async () => {
    const h = start();
    h.send({ type: 'END.QUERY', end: 'destination', text: 'port of' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    const results = h.ctx().lookup.results;
    expect(results.length).toBe(8);
    h.send({ type: 'LOOKUP.MOVE', end: 'destination', to: 'prev' });
    expect(h.ctx().lookup.active).toBe(7);
    h.send({ type: 'LOOKUP.MOVE', end: 'destination', to: 'next' });
    expect(h.ctx().lookup.active).toBe(0);
    h.send({ type: 'LOOKUP.MOVE', end: 'destination', to: 'next' });
    // A move for the other end's combobox does nothing here.
    h.send({ type: 'LOOKUP.MOVE', end: 'origin', to: 'next' });
    expect(h.ctx().lookup.active).toBe(1);
    h.send({ type: 'LOOKUP.PICK', end: 'destination' });
    const d = h.ctx().draft.destination;
    expect(d.place?.id).toBe(results[1]!.id);
    expect(d.query).toBe(`${results[1]!.name} (${results[1]!.code})`);
    expect(d.country).toBe(results[1]!.country);
    expect(h.lookupState()).toBe('closed');
  });

  it('jumps to the first and last option; leaving the field closes the list but keeps a failure visible', async () => {
    const h = start();
    h.send({ type: 'END.QUERY', end: 'origin', text: 'port of' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    h.send({ type: 'LOOKUP.MOVE', end: 'origin', to: 'last' });
    expect(h.ctx().lookup.active).toBe(h.ctx().lookup.results.length - 1);
    h.send({ type: 'LOOKUP.MOVE', end: 'origin', to: 'first' });
    expect(h.ctx().lookup.active).toBe(0);
    h.send({ type: 'LOOKUP.BLUR' });
    expect(h.lookupState()).toBe('closed');
    // Typed, then left before the pause: no search at all.
    h.send({ type: 'END.QUERY', end: 'origin', text: 'port of s' });
    h.send({ type: 'LOOKUP.BLUR' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS * 2);
    expect(h.queries).toHaveLength(1);

    const failing = start({ search: async () => { throw new ApiError('network', 0, null, null); } });
    failing.send({ type: 'END.QUERY', end: 'origin', text: 'x' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    failing.send({ type: 'LOOKUP.BLUR' });
    expect(failing.lookupState()).toBe('failed');
    expect(failing.ctx().lookup.error).toBe('network');
  });

  it('closes on Escape (LOOKUP.CLOSE), and an emptied field closes the list without searching', async () => {
    const h = start();
    h.send({ type: 'END.QUERY', end: 'origin', text: 'ham' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(h.lookupState()).toBe('open');
    h.send({ type: 'LOOKUP.CLOSE' });
    expect(h.lookupState()).toBe('closed');
    h.send({ type: 'END.QUERY', end: 'origin', text: '' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS * 2);
    expect(h.queries).toHaveLength(1);
  });

  it('reports a failed search with its kind and searches again on retry', async () => {
    let fail = true;
    const h = start({
      search: async (q) => {
        if (fail) throw new ApiError('timeout', 0, null, null);
        return catalogueSearch({ keyword: q.keyword, type: q.type, country: null, limit: 8 });
      },
    });
    h.send({ type: 'END.QUERY', end: 'origin', text: 'hamburg' });
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
    expect(h.lookupState()).toBe('failed');
    expect(h.ctx().lookup.error).toBe('timeout');
    fail = false;
    h.send({ type: 'LOOKUP.RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.ctx().lookup.results[0]?.id).toBe('PORT-DEHAM');
  });
});

describe('quote search machine: places', () => {
  it('a door pick fills city and zip; editing either makes it a typed address', async () => {
    const h = start();
    h.send({ type: 'END.KIND', end: 'destination', kind: 'DOOR' });
    await pick(h, 'destination', 'long beach', 'DOOR-US-90802');
    let d = h.ctx().draft.destination;
    expect(d).toMatchObject({ query: 'Long Beach', zip: '90802', country: 'US' });
    expect(d.place?.id).toBe('DOOR-US-90802');
    h.send({ type: 'END.ZIP', end: 'destination', text: '90803' });
    d = h.ctx().draft.destination;
    expect(d.place).toBeNull();
    expect(d).toMatchObject({ query: 'Long Beach', zip: '90803' });
  });

  it('changing the type or the country lets go of a place that no longer fits, keeping what helps', async () => {
    const h = start();
    await pick(h, 'origin', 'shanghai', 'PORT-CNSHA');
    h.send({ type: 'END.COUNTRY', end: 'origin', country: 'CN' });
    expect(h.ctx().draft.origin.place?.id).toBe('PORT-CNSHA');
    h.send({ type: 'END.COUNTRY', end: 'origin', country: 'DE' });
    expect(h.ctx().draft.origin.place).toBeNull();
    expect(h.ctx().draft.origin.query).toBe('Port of Shanghai (CNSHA)');

    h.send({ type: 'END.COUNTRY', end: 'origin', country: 'CN' });
    await pick(h, 'origin', 'shanghai', 'PORT-CNSHA');
    h.send({ type: 'END.KIND', end: 'origin', kind: 'DOOR' });
    expect(h.ctx().draft.origin).toMatchObject({ kind: 'DOOR', place: null, query: 'Shanghai', country: 'CN' });
  });

  it('switching to AIR lets go of picked sea ports, keeps their city to search and says why', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'MODE.SET', mode: 'AIR' });
    expect(h.ctx().draft.origin).toMatchObject({ place: null, query: 'Shanghai' });
    expect(h.ctx().notices['origin.place']).toEqual({ id: 'findQuote.notice.place.needsAirport' });
    expect(h.ctx().notices['destination.place']).toEqual({ id: 'findQuote.notice.place.needsAirport' });
    h.send({ type: 'SUBMIT' });
    expect(h.searches).toHaveLength(0);
    // Typing in the field answers its notice.
    h.send({ type: 'END.QUERY', end: 'origin', text: 'Pudong' });
    expect(h.ctx().notices['origin.place']).toBeUndefined();
  });

  it('typing over a pick and leaving the field without a new pick keeps the earlier pick', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'END.QUERY', end: 'origin', text: 'Shang' });
    expect(h.ctx().draft.origin.place).toBeNull();
    h.send({ type: 'LOOKUP.BLUR' });
    expect(h.ctx().draft.origin).toMatchObject({ place: { id: 'PORT-CNSHA' }, query: 'Port of Shanghai (CNSHA)' });
    // An emptied field lets the pick go.
    h.send({ type: 'END.QUERY', end: 'origin', text: '' });
    h.send({ type: 'LOOKUP.BLUR' });
    expect(h.ctx().draft.origin).toMatchObject({ place: null, query: '' });
  });
});

describe('quote search machine: validation', () => {
  it('an empty form names every missing field and emits nothing; fixing a field clears its message as the user types', async () => {
    const h = start();
    h.send({ type: 'SUBMIT' });
    const id = h.ctx().draft.cargo.packages[0]!.id;
    expect(h.searches).toEqual([]);
    expect(h.ctx().errors).toMatchObject({
      'origin.country': { id: 'findQuote.error.country.required' },
      'origin.place': { id: 'findQuote.error.place.port' },
      'origin.cargoReadyDate': { id: 'findQuote.error.readyDate.required' },
      'destination.country': { id: 'findQuote.error.country.required' },
      'destination.place': { id: 'findQuote.error.place.port' },
      [`cargo.packages.${id}.length`]: { id: 'findQuote.error.number.required' },
      [`cargo.packages.${id}.weight`]: { id: 'findQuote.error.number.required' },
    });
    expect(h.ctx().errors[`cargo.packages.${id}.units`]).toBeUndefined();
    h.send({ type: 'PACKAGE.EDIT', id, field: 'length', text: '12o' });
    expect(h.ctx().errors[`cargo.packages.${id}.length`]).toEqual({ id: 'findQuote.error.number.format' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'length', text: '120' });
    expect(h.ctx().errors[`cargo.packages.${id}.length`]).toBeUndefined();
  });

  it('checks dates, numbers, maxima in the shown unit, the same place twice and the load size', async () => {
    const h = start();
    const id = await fillValidLcl(h);
    h.send({ type: 'END.READY_DATE', text: isoInDays(-1) });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'units', text: '2.5' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'height', text: '0' });
    h.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'width', text: '500' });
    h.send({ type: 'SUBMIT' });
    expect(h.ctx().errors).toMatchObject({
      'origin.cargoReadyDate': { id: 'findQuote.error.readyDate.past' },
      [`cargo.packages.${id}.units`]: { id: 'findQuote.error.integer.format' },
      [`cargo.packages.${id}.height`]: { id: 'findQuote.error.number.positive' },
      [`cargo.packages.${id}.width`]: { id: 'findQuote.error.number.max', values: { max: 472.44, unit: 'in' } },
    });
    h.send({ type: 'END.READY_DATE', text: isoInDays(400) });
    expect(h.ctx().errors['origin.cargoReadyDate']).toEqual({ id: 'findQuote.error.readyDate.tooFar' });

    h.send({ type: 'END.COUNTRY', end: 'destination', country: 'CN' });
    await pick(h, 'destination', 'shanghai', 'PORT-CNSHA');
    expect(h.ctx().errors['destination.place']).toEqual({ id: 'findQuote.error.samePlace' });

    // Fifty rows of 9 999 heavy boxes: each row is fine, the whole is not.
    const h2 = start();
    const row = await fillValidLcl(h2);
    h2.send({ type: 'PACKAGE.EDIT', id: row, field: 'units', text: '9999' });
    h2.send({ type: 'SUBMIT' });
    expect(h2.ctx().errors['cargo.load']).toEqual({
      id: 'findQuote.error.load.tooLarge', values: { weight: 100000, weightUnit: 'kg', volume: 500, volumeUnit: 'cbm' },
    });
  });

  it('asks for the goods value with a single bond, the cargo value with insurance and both FBA parties', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'CUSTOMS.BOND', bond: 'SINGLE' });
    h.send({ type: 'SERVICES.INSURANCE', value: true });
    h.send({ type: 'END.KIND', end: 'destination', kind: 'FBA' });
    await pick(h, 'destination', 'ont8', 'FBA-ONT8');
    h.send({ type: 'SUBMIT' });
    expect(h.ctx().errors).toEqual({
      'customs.goodsValue': { id: 'findQuote.error.goodsValue.required' },
      'services.cargoValue': { id: 'findQuote.error.cargoValue.required' },
      'fbaPacking.labelledBy': { id: 'findQuote.error.fba.required' },
      'fbaPacking.palletizedBy': { id: 'findQuote.error.fba.required' },
    });
    h.send({ type: 'CUSTOMS.GOODS_VALUE', text: '200000000' });
    expect(h.ctx().errors['customs.goodsValue']).toEqual({ id: 'findQuote.error.money.max', values: { max: 100_000_000 } });
  });

  it('FCL asks for containers: counts from 1 to 99, no type twice, at most six rows, never fewer than one', async () => {
    const h = start();
    h.send({ type: 'MODE.SET', mode: 'FCL' });
    const first = h.ctx().draft.cargo.containers[0]!;
    for (let i = 0; i < 8; i += 1) h.send({ type: 'CONTAINER.ADD' });
    const rows = h.ctx().draft.cargo.containers;
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.type)).size).toBe(6);
    h.send({ type: 'CONTAINER.TYPE', id: rows[1]!.id, containerType: first.type });
    h.send({ type: 'CONTAINER.COUNT', id: first.id, text: '100' });
    h.send({ type: 'SUBMIT' });
    expect(h.ctx().errors[`cargo.containers.${rows[1]!.id}.type`]).toEqual({ id: 'findQuote.error.container.duplicate' });
    expect(h.ctx().errors[`cargo.containers.${first.id}.count`]).toEqual({ id: 'findQuote.error.integer.range', values: { min: 1, max: 99 } });
    for (const r of rows) h.send({ type: 'CONTAINER.REMOVE', id: r.id });
    expect(h.ctx().draft.cargo.containers).toHaveLength(1);
  });
});

describe('quote search machine: units and live totals', () => {
  it('switching a unit converts the typed values; switching back restores them exactly', async () => {
    const h = start();
    const id = await fillValidLcl(h);
    const row = () => h.ctx().draft.cargo.packages[0]!;
    h.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' });
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    expect([row().length.text, row().width.text, row().height.text, row().weight.text]).toEqual(['47.24', '31.5', '39.37', '551.16']);
    h.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'CM' });
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'KG' });
    expect([row().length.text, row().width.text, row().height.text, row().weight.text]).toEqual(['120', '80', '100', '250']);
    // A value typed after a switch is taken as typed in the new unit.
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'weight', text: '100' });
    expect(cargoSummary(h.ctx().draft).weightKg).toBe(181.44);
  });

  it('totals mode converts weight and volume; text that is not a number is kept as typed', () => {
    const h = start();
    h.send({ type: 'CARGO.LOAD_BY', loadBy: 'TOTALS' });
    h.send({ type: 'TOTALS.EDIT', field: 'weight', text: '1000' });
    h.send({ type: 'TOTALS.EDIT', field: 'volume', text: 'about 3' });
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    h.send({ type: 'CARGO.VOLUME_UNIT', unit: 'CUFT' });
    expect(h.ctx().draft.cargo.totals.weight.text).toBe('2204.62');
    expect(h.ctx().draft.cargo.totals.volume.text).toBe('about 3');
    h.send({ type: 'TOTALS.EDIT', field: 'volume', text: '100' });
    h.send({ type: 'CARGO.VOLUME_UNIT', unit: 'CBM' });
    expect(h.ctx().draft.cargo.totals.volume.text).toBe('2.832');
  });

  it('a standard pallet fixes length and width in the current unit; its footprint converts with the unit', async () => {
    const h = start();
    const id = h.ctx().draft.cargo.packages[0]!.id;
    h.send({ type: 'PACKAGE.KIND', id, kind: 'IN_48X40' });
    const row = () => h.ctx().draft.cargo.packages[0]!;
    expect([row().length.text, row().width.text]).toEqual(['121.92', '101.6']);
    h.send({ type: 'PACKAGE.EDIT', id, field: 'length', text: '10' });
    expect(row().length.text).toBe('121.92');
    h.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' });
    expect([row().length.text, row().width.text]).toEqual(['48', '40']);
    h.send({ type: 'PACKAGE.KIND', id, kind: 'EUR1_120X80' });
    expect([row().length.text, row().width.text]).toEqual(['47.24', '31.5']);
  });

  it('adds up what is typed so far, with the AIR chargeable weight', async () => {
    const h = start();
    const id = await fillValidLcl(h);
    h.send({ type: 'PACKAGE.ADD' });
    const second = h.ctx().draft.cargo.packages[1]!.id;
    h.send({ type: 'PACKAGE.EDIT', id: second, field: 'units', text: '2' });
    h.send({ type: 'PACKAGE.EDIT', id: second, field: 'weight', text: '10' });
    let s = cargoSummary(h.ctx().draft);
    expect(s).toMatchObject({ by: 'PACKAGES', units: 6, weight: 1020, weightKg: 1020, volume: 3.84, volumeCbm: 3.84, chargeableWeightKg: null });
    h.send({ type: 'MODE.SET', mode: 'AIR' });
    s = cargoSummary(h.ctx().draft);
    expect(s.chargeableWeightKg).toBe(1020);
    // 7.68 CBM × 167 = 1 282.56 kg, billed from the next half kilo up.
    h.send({ type: 'PACKAGE.EDIT', id, field: 'height', text: '200' });
    expect(cargoSummary(h.ctx().draft).chargeableWeightKg).toBe(1283);
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    h.send({ type: 'CARGO.VOLUME_UNIT', unit: 'CUFT' });
    s = cargoSummary(h.ctx().draft);
    // The totals add up the rows as shown (551.16 lb × 4 + 22.05 lb × 2), so they match what the user reads.
    expect(s).toMatchObject({ weight: 2248.74, weightUnit: 'LB', volume: 271.217, volumeUnit: 'CUFT', weightKg: 1020.01 });
    h.send({ type: 'MODE.SET', mode: 'FCL' });
    expect(cargoSummary(h.ctx().draft)).toMatchObject({ by: 'CONTAINERS', containers: 1, volumeCbm: 76 });
  });
});

describe('quote search machine: the search it emits', () => {
  it('is the contract QuoteSearch, accepted by the backend, with options that do not apply left out', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'CARGO.HAZARDOUS', value: true });
    h.send({ type: 'CUSTOMS.IOR', value: true });
    h.send({ type: 'CUSTOMS.GOODS_VALUE', text: '5000' }); // bond NONE: not sent
    h.send({ type: 'SERVICES.LIFTGATE', at: 'pickup', value: true }); // origin is a port: not sent
    h.send({ type: 'SUBMIT' });
    expect(h.searches).toHaveLength(1);
    const search = h.searches[0]!;
    expect(search).toEqual({
      origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: isoInDays(3) },
      destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
      mode: 'LCL',
      cargo: {
        mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: true,
        packages: [{ packageType: 'BOX_CRATE', units: 4, length: 120, width: 80, height: 100, weight: 250 }],
      },
      customs: { bond: 'NONE', isf: true, ior: true },
      services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
    });
    expect(backendAccepts(search)).toBeNull();
    expect(h.ctx().errors).toEqual({});
  });

  it('AIR door to FBA with a single bond, insurance and pallets in inches and pounds', async () => {
    const h = start();
    h.send({ type: 'MODE.SET', mode: 'AIR' });
    h.send({ type: 'END.KIND', end: 'origin', kind: 'DOOR' });
    h.send({ type: 'END.COUNTRY', end: 'origin', country: 'CN' });
    h.send({ type: 'END.QUERY', end: 'origin', text: 'Suzhou' });
    h.send({ type: 'END.ZIP', end: 'origin', text: '215000' });
    h.send({ type: 'END.RESIDENTIAL', end: 'origin', value: true });
    h.send({ type: 'END.READY_DATE', text: isoInDays(0) });
    h.send({ type: 'END.KIND', end: 'destination', kind: 'FBA' });
    await pick(h, 'destination', 'ont8', 'FBA-ONT8');
    h.send({ type: 'CARGO.DIMENSION_UNIT', unit: 'INCH' });
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    const id = h.ctx().draft.cargo.packages[0]!.id;
    h.send({ type: 'PACKAGE.KIND', id, kind: 'IN_48X40' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'units', text: '2' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'height', text: '50' });
    h.send({ type: 'PACKAGE.EDIT', id, field: 'weight', text: '800' });
    h.send({ type: 'CUSTOMS.BOND', bond: 'SINGLE' });
    h.send({ type: 'CUSTOMS.GOODS_VALUE', text: '12500.50' });
    h.send({ type: 'SERVICES.INSURANCE', value: true });
    h.send({ type: 'SERVICES.CARGO_VALUE', text: '12500.50' });
    h.send({ type: 'SERVICES.LIFTGATE', at: 'pickup', value: true });
    h.send({ type: 'SERVICES.LIFTGATE', at: 'delivery', value: true }); // FBA has docks: not sent
    h.send({ type: 'FBA.LABELLED_BY', party: 'FORWARDER' });
    h.send({ type: 'FBA.PALLETIZED_BY', party: 'SUPPLIER' });
    h.send({ type: 'SUBMIT' });
    const search = h.searches[0]!;
    expect(search.origin).toEqual({ type: 'DOOR', country: 'CN', city: 'Suzhou', code: '215000', residential: true, cargoReadyDate: isoInDays(0) });
    expect(search.destination).toMatchObject({ type: 'FBA', locationId: 'FBA-ONT8', code: 'ONT8' });
    expect(search.cargo.packages).toEqual([{ packageType: 'PALLET', palletSize: 'IN_48X40', units: 2, length: 48, width: 40, height: 50, weight: 800 }]);
    expect(search.cargo).toMatchObject({ weightUnit: 'LB', dimensionUnit: 'INCH' });
    // ISF is for ocean only.
    expect(search.customs).toEqual({ bond: 'SINGLE', goodsValue: 12500.5, isf: false, ior: false });
    expect(search.services).toEqual({ insurance: true, cargoValue: 12500.5, liftgatePickup: true, liftgateDelivery: false });
    expect(search.fbaPacking).toEqual({ labelledBy: 'FORWARDER', palletizedBy: 'SUPPLIER' });
    expect(backendAccepts(search)).toBeNull();
  });

  it('FCL sends containers only; prefill from that search gives back the same search', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'MODE.SET', mode: 'FCL' });
    h.send({ type: 'CONTAINER.ADD' });
    const [a, b] = h.ctx().draft.cargo.containers;
    h.send({ type: 'CONTAINER.COUNT', id: a!.id, text: '2' });
    h.send({ type: 'CONTAINER.TYPE', id: b!.id, containerType: '20GP' });
    h.send({ type: 'SUBMIT' });
    const search = h.searches[0]!;
    expect(search.cargo).toEqual({
      mode: 'CONTAINERS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
      containers: [{ type: '40HQ', count: 2 }, { type: '20GP', count: 1 }],
    });
    expect(backendAccepts(search)).toBeNull();

    const other = start();
    other.send({ type: 'PREFILL', search: normaliseSearch(search) });
    expect(buildQuoteSearch(other.ctx().draft)).toEqual(buildQuoteSearch(draftFromSearch(search).draft));
    expect(buildQuoteSearch(other.ctx().draft)).toEqual(search);
    expect(other.ctx().showErrors).toBe(false);
  });

  it('a prefilled search with a past date shows its problem at once; an unreadable link is reported and the draft kept', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'SUBMIT' });
    const old = { ...h.searches[0]!, origin: { ...h.searches[0]!.origin, cargoReadyDate: isoInDays(-5) } };
    const other = start();
    other.send({ type: 'END.QUERY', end: 'origin', text: 'typed before' });
    other.send({ type: 'PREFILL', search: null });
    expect(other.ctx().prefillError).toBe(true);
    expect(other.ctx().draft.origin.query).toBe('typed before');
    other.send({ type: 'PREFILL', search: old });
    expect(other.ctx().prefillError).toBe(false);
    expect(other.ctx().draft.origin.query).toBe('Port of Shanghai (CNSHA)');
    expect(other.ctx().errors).toEqual({ 'origin.cargoReadyDate': { id: 'findQuote.error.readyDate.past' } });
  });

  it('a persisted snapshot restores the whole draft; a new search clears it only once confirmed', async () => {
    const h = start();
    await fillValidLcl(h);
    h.send({ type: 'CARGO.WEIGHT_UNIT', unit: 'LB' });
    const persisted = JSON.parse(JSON.stringify(h.actor.getPersistedSnapshot()));
    h.actor.stop();
    const restored = createActor(quoteSearchMachine.provide({
      actors: { loadCountries: fromPromise(async () => COUNTRIES), searchLocations: fromPromise(async (): Promise<Location[]> => []) },
    }), { snapshot: persisted });
    restored.start();
    expect(restored.getSnapshot().context.draft).toEqual(h.ctx().draft);
    expect(validateDraft(restored.getSnapshot().context.draft)).toEqual({});
    restored.send({ type: 'RESET' });
    expect(restored.getSnapshot().context.draft.origin.place?.id).toBe('PORT-CNSHA');
    restored.send({ type: 'RESET.ASK' });
    restored.send({ type: 'RESET.CANCEL' });
    expect(restored.getSnapshot().context.draft.origin.place?.id).toBe('PORT-CNSHA');
    restored.send({ type: 'RESET.ASK' });
    restored.send({ type: 'RESET' });
    expect(restored.getSnapshot().context.draft.origin.place).toBeNull();
    expect(restored.getSnapshot().context.draft.cargo.weightUnit).toBe('KG');
  });
});
