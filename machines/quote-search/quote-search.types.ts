/**
 * The Find Quote draft (what the form holds, as typed), the machine's context and its events. Plain
 * JSON throughout: the page persists the snapshot so that a reload or a forced re-login loses nothing.
 * Decisions: docs/decisions/080-084.
 */
import type { components } from '../../src/api/schema.gen';
import { palletSizeValues } from '../../src/api/schema.gen';
import type { ContainerType, DimensionUnit, VolumeUnit, WeightUnit } from '../cargo';
import type { CallFailure } from '../shared/call-failure';

type Schemas = components['schemas'];
export type Location = Schemas['Location'];
export type Country = Schemas['Country'];
export type QuoteSearch = Schemas['QuoteSearch'];
export type QuoteLocation = Schemas['QuoteLocation'];
export type ShipmentMode = Schemas['ShipmentMode'];
export type LocationType = Schemas['LocationType'];
export type CustomsBond = Schemas['CustomsBond'];
export type FbaPackingParty = Schemas['FbaPackingParty'];
export type PackageType = Schemas['PackageType'];
export type PalletSize = Schemas['PalletSize'];
export type CargoLoad = Schemas['CargoLoad'];

export type EndName = 'origin' | 'destination';
/** What the user picks as location type: PORT is "port / airport" (an airport for AIR, a sea port otherwise). */
export type EndKind = 'PORT' | 'DOOR' | 'FBA';
export const END_KINDS: readonly EndKind[] = ['PORT', 'DOOR', 'FBA'];

/** A catalogue place picked from the look-up (or carried in a prefilled search). */
export interface Place {
  id?: string;
  type: LocationType;
  code: string;
  name: string;
  city: string;
  country: string;
  /** The place's name in the Chinese languages, as the look-up gave it. */
  localNames?: Location['localNames'];
}

export interface EndDraft {
  kind: EndKind;
  country: string;
  /** The combobox text: the picked place's label, or the city of a door. */
  query: string;
  place: Place | null;
  /** The pick that typing replaced: leaving the field without a new pick brings it back. */
  previous?: Place | null;
  /** DOOR only. */
  zip: string;
  /** DOOR only. */
  residential: boolean;
  /** Origin only: YYYY-MM-DD. */
  cargoReadyDate: string;
}

/**
 * A measured value as typed. After a unit switch `exact` keeps the unrounded conversion while `text`
 * shows it rounded, so that switching back gives exactly what was typed (decision 082).
 */
export interface Measure {
  text: string;
  exact?: number;
}

/** The package select: a pallet of a standard size, a pallet of no standard size, or boxes / crates. */
export type PackageKind = PalletSize | 'BOX_CRATE';
export const PACKAGE_KINDS: readonly PackageKind[] = [...palletSizeValues, 'BOX_CRATE'];
export type MeasureField = 'length' | 'width' | 'height' | 'weight';
export type PackageField = 'units' | MeasureField;

export interface PackageDraft {
  id: string;
  kind: PackageKind;
  units: string;
  length: Measure;
  width: Measure;
  height: Measure;
  weight: Measure;
}

export interface ContainerDraft {
  id: string;
  type: ContainerType;
  count: string;
}

/** How a load by packages (AIR and LCL) is typed: row by row, or as totals. */
export type LoadBy = 'PACKAGES' | 'TOTALS';
export const LOAD_BY: readonly LoadBy[] = ['PACKAGES', 'TOTALS'];

export interface CargoDraft {
  loadBy: LoadBy;
  weightUnit: WeightUnit;
  dimensionUnit: DimensionUnit;
  volumeUnit: VolumeUnit;
  packages: PackageDraft[];
  totals: { units: string; weight: Measure; volume: Measure; packageType: PackageType | '' };
  containers: ContainerDraft[];
  hazardous: boolean;
}

export interface Draft {
  mode: ShipmentMode;
  origin: EndDraft;
  destination: EndDraft;
  cargo: CargoDraft;
  customs: { bond: CustomsBond; goodsValue: string; isf: boolean; ior: boolean };
  services: { insurance: boolean; cargoValue: string; liftgatePickup: boolean; liftgateDelivery: boolean };
  fbaPacking: { labelledBy: FbaPackingParty | ''; palletizedBy: FbaPackingParty | '' };
}

/** A message for a field: an i18n key and its values. `unit` values are unit codes the view translates. */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldMessage>;

/** What the look-up searches: the end's text, its location type (by mode) and its country. */
export interface LocationQuery {
  keyword: string;
  type: LocationType;
  country?: string;
}

export interface LookupContext {
  end: EndName | null;
  results: Location[];
  /** Index of the highlighted option (aria-activedescendant), -1 for none. */
  active: number;
  error: CallFailure | null;
}

export interface QuoteSearchContext {
  draft: Draft;
  nextId: number;
  /** Keyed by field path, e.g. `origin.place`, `cargo.packages.p1.weight`, `customs.goodsValue`. */
  errors: FieldErrors;
  /** After a refused SUBMIT every edit re-validates, so fixed fields clear and new problems show. */
  showErrors: boolean;
  countries: Country[];
  countriesError: CallFailure | null;
  lookup: LookupContext;
  /** The `?q=` link could not be read (the form kept the draft it had). */
  prefillError: boolean;
  /** What a lane change did on its own (an option cleared, a place let go), keyed like errors (lane-fit.ts). */
  notices: FieldErrors;
}

export type QuoteSearchEvent =
  | { type: 'MODE.SET'; mode: ShipmentMode }
  | { type: 'END.KIND'; end: EndName; kind: EndKind }
  | { type: 'END.COUNTRY'; end: EndName; country: string }
  | { type: 'END.QUERY'; end: EndName; text: string }
  | { type: 'END.ZIP'; end: EndName; text: string }
  | { type: 'END.RESIDENTIAL'; end: EndName; value: boolean }
  | { type: 'END.READY_DATE'; text: string }
  | { type: 'LOOKUP.OPEN'; end: EndName }
  | { type: 'LOOKUP.MOVE'; end: EndName; to: 'next' | 'prev' | 'first' | 'last' }
  /** Without index: the highlighted option. */
  | { type: 'LOOKUP.PICK'; end: EndName; index?: number }
  | { type: 'LOOKUP.CLOSE' }
  /** Focus left the combobox: a list or a pending search closes; a failure stays so its Retry can be reached. */
  | { type: 'LOOKUP.BLUR' }
  | { type: 'LOOKUP.RETRY' }
  | { type: 'COUNTRIES.RETRY' }
  | { type: 'CARGO.LOAD_BY'; loadBy: LoadBy }
  | { type: 'CARGO.WEIGHT_UNIT'; unit: WeightUnit }
  | { type: 'CARGO.DIMENSION_UNIT'; unit: DimensionUnit }
  | { type: 'CARGO.VOLUME_UNIT'; unit: VolumeUnit }
  | { type: 'CARGO.HAZARDOUS'; value: boolean }
  | { type: 'PACKAGE.ADD' }
  | { type: 'PACKAGE.REMOVE'; id: string }
  | { type: 'PACKAGE.KIND'; id: string; kind: PackageKind }
  | { type: 'PACKAGE.EDIT'; id: string; field: PackageField; text: string }
  | { type: 'TOTALS.EDIT'; field: 'units' | 'weight' | 'volume'; text: string }
  | { type: 'TOTALS.PACKAGE_TYPE'; value: PackageType | '' }
  | { type: 'CONTAINER.ADD' }
  | { type: 'CONTAINER.REMOVE'; id: string }
  | { type: 'CONTAINER.TYPE'; id: string; containerType: ContainerType }
  | { type: 'CONTAINER.COUNT'; id: string; text: string }
  | { type: 'CUSTOMS.BOND'; bond: CustomsBond }
  | { type: 'CUSTOMS.GOODS_VALUE'; text: string }
  | { type: 'CUSTOMS.ISF'; value: boolean }
  | { type: 'CUSTOMS.IOR'; value: boolean }
  | { type: 'SERVICES.INSURANCE'; value: boolean }
  | { type: 'SERVICES.CARGO_VALUE'; text: string }
  | { type: 'SERVICES.LIFTGATE'; at: 'pickup' | 'delivery'; value: boolean }
  | { type: 'FBA.LABELLED_BY'; party: FbaPackingParty }
  | { type: 'FBA.PALLETIZED_BY'; party: FbaPackingParty }
  /** Load a search (from `?q=`, "edit search"); null when the link could not be read. */
  | { type: 'PREFILL'; search: QuoteSearch | null }
  /** "Start a new search" asks first; RESET clears the draft, RESET.CANCEL keeps it. */
  | { type: 'RESET.ASK' }
  | { type: 'RESET.CANCEL' }
  | { type: 'RESET' }
  | { type: 'SUBMIT' };

export type QuoteSearchEmitted = { type: 'search'; search: QuoteSearch };
