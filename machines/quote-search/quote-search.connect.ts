/**
 * Find Quote's connect: what the form's views show and the events they send, derived from the
 * machine's snapshot. Enabled flags come from the machine's guards (`snapshot.can`), message ids are
 * chosen here, and every function sends one event. Slices that take work (an end, a row, the look-up,
 * the totals) are functions, so that a part of the page selecting one slice computes only that slice.
 */
import type { ContainerType, DimensionUnit, VolumeUnit, WeightUnit } from '../cargo';
import { failureMessageId } from '../shared/call-failure';
import { earliestCargoReadyDate, isIsoDay, latestCargoReadyDate } from '../shared/dates';
import { selectLookup } from './location-lookup';
import { decodeQuoteSearch } from './quote-search.codec';
import { applicable, cargoSummary, isStandardPallet, lookupType, placeLabel } from './quote-search.draft';
import { LIMITS } from './quote-search.limits';
import type { QuoteSearchSnapshot } from './quote-search.machine';
import type {
  CustomsBond, EndKind, EndName, FbaPackingParty, FieldMessage, LoadBy, Location, PackageField, PackageKind, PackageType,
  QuoteSearch, QuoteSearchEvent, ShipmentMode,
} from './quote-search.types';
import { unitCode } from './quote-search.validation';
import { rememberedBy } from '../shared/remembered';
import { modeOptions } from '../shared/transport-mode-names';

/** The message id naming a unit ("cm", "lb", "cu ft"). */
export const unitLabelId = (unit: DimensionUnit | WeightUnit | VolumeUnit) => `findQuote.unit.${unitCode(unit)}`;

/**
 * One option of a place combobox. The view names it in the reader's language (placeName, and the
 * country by its code): "Port of Shanghai (CNSHA)", a door by its name alone.
 */
export interface PlaceOption {
  id: string;
  name: string;
  localNames?: Location['localNames'];
  /** Shown after the name in brackets; null for a door. */
  code: string | null;
  /** The city, named in the reader's language by the view (cityName), and the region as the catalogue holds it. */
  city: string;
  cityLocalNames?: Location['cityLocalNames'];
  region: string | null;
  country: string;
  countryName: string;
}

// Options are derived once per result list, so a combobox selecting them sees the same array until
// the results change.
const placeOptions = rememberedBy((results: Location[]): PlaceOption[] =>
  results.map((place) => ({
    id: place.id,
    name: place.name,
    ...(place.localNames ? { localNames: place.localNames } : {}),
    code: place.type === 'DOOR' ? null : place.code,
    city: place.city,
    ...(place.cityLocalNames ? { cityLocalNames: place.cityLocalNames } : {}),
    region: place.region ?? null,
    country: place.country,
    countryName: place.countryName,
  })),
);

// Which options apply is read by many parts of the form at once; a draft never changes, so once per draft.
const applicableTo = rememberedBy(applicable);

type Send = (event: QuoteSearchEvent) => void;

export function connectQuoteSearch(snapshot: QuoteSearchSnapshot, send: Send) {
  const { context } = snapshot;
  const { draft } = context;

  const lookup = (end: EndName) => {
    const l = selectLookup(snapshot, end);
    const busy = l.status === 'debouncing' || l.status === 'searching';
    const open = l.status === 'open' && l.results.length > 0;
    const query = draft[end].query.trim();
    const statusMessage: FieldMessage | null = busy
      ? { id: 'findQuote.lookup.searching' }
      : l.status === 'open'
        ? l.results.length ? { id: 'findQuote.lookup.found', values: { count: l.results.length } } : { id: 'findQuote.lookup.none', values: { query } }
        : null;
    return {
      /** The listbox shows (there are options to pick). */
      open,
      busy,
      closed: l.status === 'closed',
      failed: l.status === 'failed',
      options: open ? placeOptions(l.results) : [],
      /** Index of the highlighted option, -1 for none. */
      active: open ? l.active : -1,
      statusMessage,
      failureMessage: l.status === 'failed'
        ? failureMessageId(l.error ?? 'generic', 'findQuote.lookup.failed', 'findQuote.lookup.failed.generic')
        : null,
    };
  };

  return {
    // ----- the form
    mode: draft.mode,
    modeOptions,
    /** Changes whenever validation ran: the page focuses the first marked field after a refused search. */
    errors: context.errors,
    invalid: context.showErrors && Object.keys(context.errors).length > 0,
    prefillFailed: context.prefillError,
    confirmingReset: snapshot.matches({ form: 'confirmingReset' }),
    /** The problem of a field path (`origin.place`, `cargo.packages.p1.weight`), or null. */
    fieldError: (path: string): FieldMessage | null => context.errors[path] ?? null,
    /** What a lane change did on its own to a field (`customs`, `origin.place`), or null. */
    notice: (path: string): FieldMessage | null => context.notices[path] ?? null,
    /** Which options apply to the draft (what is shown is what applies). */
    options: () => applicableTo(draft),
    /** Customs options wait for the destination: until then the section says so. */
    customsNeedsDestination: !draft.destination.country,

    // ----- the route
    end: (end: EndName) => {
      const e = draft[end];
      return {
        kind: e.kind,
        country: e.country,
        query: e.query,
        zip: e.zip,
        residential: e.residential,
        door: e.kind === 'DOOR',
        /** The picked place while the field shows its label (the view names it in the reader's language). */
        picked: e.place && e.kind !== 'DOOR' && e.query === placeLabel(e.place) ? e.place : null,
        /** The label of the place field: a door's city, or the port / airport / FBA warehouse the mode needs. */
        placeLabel: e.kind === 'DOOR' ? `findQuote.${end}.city` : `findQuote.${end}.place.${lookupType(e.kind, draft.mode).toLowerCase()}`,
        asksReadyDate: end === 'origin',
      };
    },
    countries: () => {
      const loading = snapshot.matches({ countries: 'loading' });
      const failed = snapshot.matches({ countries: 'failed' });
      return {
        list: context.countries,
        loading,
        failed,
        placeholder: loading ? 'findQuote.country.loading' : 'findQuote.country.placeholder',
        failureMessage: failed
          ? failureMessageId(context.countriesError ?? 'generic', 'findQuote.country.failed', 'findQuote.country.failed.generic')
          : null,
      };
    },
    lookup,
    /** What a key does in a place combobox; true when it did something (the view then prevents the default). */
    lookupKeyDown: (end: EndName, key: string): boolean => {
      const l = lookup(end);
      switch (key) {
        case 'ArrowDown':
          send(l.open ? { type: 'LOOKUP.MOVE', end, to: 'next' } : { type: 'LOOKUP.OPEN', end });
          return true;
        case 'ArrowUp':
        case 'PageUp':
        case 'PageDown':
          if (!l.open) return false;
          send({ type: 'LOOKUP.MOVE', end, to: key === 'ArrowUp' ? 'prev' : key === 'PageUp' ? 'first' : 'last' });
          return true;
        case 'Enter':
          // Enter picks the highlighted place instead of submitting the form.
          if (!l.open) return false;
          send({ type: 'LOOKUP.PICK', end });
          return true;
        case 'Escape':
          if (l.closed) return false;
          send({ type: 'LOOKUP.CLOSE' });
          return true;
        default:
          return false;
      }
    },
    /** The cargo ready date with the days the date input offers (decision 095); `now` for tests. */
    readyDate: (now: Date = new Date()) => {
      const value = draft.origin.cargoReadyDate;
      return {
        value,
        min: earliestCargoReadyDate(now),
        max: latestCargoReadyDate(now),
        /** `date` is a YYYY-MM-DD day the view formats. */
        hint: isIsoDay(value) ? { id: 'findQuote.origin.readyDate.hint', values: { date: value } } : { id: 'findQuote.origin.readyDate.help' },
      };
    },

    // ----- the cargo
    cargo: () => {
      const c = draft.cargo;
      const by = applicableTo(draft).cargoBy;
      return {
        by,
        loadBy: c.loadBy,
        hazardous: c.hazardous,
        weightUnit: c.weightUnit,
        dimensionUnit: c.dimensionUnit,
        volumeUnit: c.volumeUnit,
        /** Dimensions are typed only row by row. */
        asksDimensionUnit: by === 'PACKAGES',
      };
    },
    packageRows: () => {
      const ids = draft.cargo.packages.map((row) => row.id);
      const canAdd = snapshot.can({ type: 'PACKAGE.ADD' });
      return {
        ids,
        canAdd,
        /** Rows can be removed (never the last one). */
        canRemove: ids.length > 0 && snapshot.can({ type: 'PACKAGE.REMOVE', id: ids[0]! }),
        fullMessage: canAdd ? null : { id: 'findQuote.package.full', values: { max: LIMITS.packageRows } },
      };
    },
    packageRow: (id: string) => {
      const row = draft.cargo.packages.find((r) => r.id === id) ?? null;
      // A standard pallet's length and width are fixed by its size.
      return { row, fixed: row ? isStandardPallet(row.kind) : false };
    },
    totals: () => draft.cargo.totals,
    containerRows: () => {
      const ids = draft.cargo.containers.map((row) => row.id);
      const canAdd = snapshot.can({ type: 'CONTAINER.ADD' });
      return {
        ids,
        canAdd,
        /** Rows can be removed (never the last one). */
        canRemove: ids.length > 0 && snapshot.can({ type: 'CONTAINER.REMOVE', id: ids[0]! }),
        fullMessage: canAdd ? null : { id: 'findQuote.container.full', values: { max: LIMITS.containerRows } },
      };
    },
    containerRow: (id: string) => draft.cargo.containers.find((r) => r.id === id) ?? null,
    /** The live totals of what has been typed so far. */
    summary: () => cargoSummary(draft),

    // ----- customs and services
    customs: draft.customs,
    services: draft.services,
    fbaPacking: draft.fbaPacking,

    // ----- events
    setMode: (mode: ShipmentMode) => send({ type: 'MODE.SET', mode }),
    setEndKind: (end: EndName, kind: EndKind) => send({ type: 'END.KIND', end, kind }),
    setCountry: (end: EndName, country: string) => send({ type: 'END.COUNTRY', end, country }),
    typePlace: (end: EndName, text: string) => send({ type: 'END.QUERY', end, text }),
    setZip: (end: EndName, text: string) => send({ type: 'END.ZIP', end, text }),
    setResidential: (end: EndName, value: boolean) => send({ type: 'END.RESIDENTIAL', end, value }),
    setReadyDate: (text: string) => send({ type: 'END.READY_DATE', text }),
    pickPlace: (end: EndName, index: number) => send({ type: 'LOOKUP.PICK', end, index }),
    leavePlace: () => send({ type: 'LOOKUP.BLUR' }),
    closeLookup: () => send({ type: 'LOOKUP.CLOSE' }),
    retryLookup: () => send({ type: 'LOOKUP.RETRY' }),
    retryCountries: () => send({ type: 'COUNTRIES.RETRY' }),
    setLoadBy: (loadBy: LoadBy) => send({ type: 'CARGO.LOAD_BY', loadBy }),
    setWeightUnit: (unit: WeightUnit) => send({ type: 'CARGO.WEIGHT_UNIT', unit }),
    setDimensionUnit: (unit: DimensionUnit) => send({ type: 'CARGO.DIMENSION_UNIT', unit }),
    setVolumeUnit: (unit: VolumeUnit) => send({ type: 'CARGO.VOLUME_UNIT', unit }),
    setHazardous: (value: boolean) => send({ type: 'CARGO.HAZARDOUS', value }),
    addPackage: () => send({ type: 'PACKAGE.ADD' }),
    removePackage: (id: string) => send({ type: 'PACKAGE.REMOVE', id }),
    setPackageKind: (id: string, kind: PackageKind) => send({ type: 'PACKAGE.KIND', id, kind }),
    editPackage: (id: string, field: PackageField, text: string) => send({ type: 'PACKAGE.EDIT', id, field, text }),
    editTotals: (field: 'units' | 'weight' | 'volume', text: string) => send({ type: 'TOTALS.EDIT', field, text }),
    setTotalsPackageType: (value: PackageType | '') => send({ type: 'TOTALS.PACKAGE_TYPE', value }),
    addContainer: () => send({ type: 'CONTAINER.ADD' }),
    removeContainer: (id: string) => send({ type: 'CONTAINER.REMOVE', id }),
    setContainerType: (id: string, containerType: ContainerType) => send({ type: 'CONTAINER.TYPE', id, containerType }),
    setContainerCount: (id: string, text: string) => send({ type: 'CONTAINER.COUNT', id, text }),
    setBond: (bond: CustomsBond) => send({ type: 'CUSTOMS.BOND', bond }),
    setGoodsValue: (text: string) => send({ type: 'CUSTOMS.GOODS_VALUE', text }),
    setIsf: (value: boolean) => send({ type: 'CUSTOMS.ISF', value }),
    setIor: (value: boolean) => send({ type: 'CUSTOMS.IOR', value }),
    setInsurance: (value: boolean) => send({ type: 'SERVICES.INSURANCE', value }),
    setCargoValue: (text: string) => send({ type: 'SERVICES.CARGO_VALUE', text }),
    setLiftgate: (at: 'pickup' | 'delivery', value: boolean) => send({ type: 'SERVICES.LIFTGATE', at, value }),
    setLabelledBy: (party: FbaPackingParty) => send({ type: 'FBA.LABELLED_BY', party }),
    setPalletizedBy: (party: FbaPackingParty) => send({ type: 'FBA.PALLETIZED_BY', party }),
    prefill: (search: QuoteSearch | null) => send({ type: 'PREFILL', search }),
    /** A `?q=` parameter into the form; one that cannot be read is reported and the draft kept. */
    prefillFromLink: (encoded: string) => send({ type: 'PREFILL', search: decodeQuoteSearch(encoded) }),
    askReset: () => send({ type: 'RESET.ASK' }),
    reset: () => send({ type: 'RESET' }),
    cancelReset: () => send({ type: 'RESET.CANCEL' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

export type QuoteSearchView = ReturnType<typeof connectQuoteSearch>;
