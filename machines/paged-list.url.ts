/**
 * The state of a paged list (page, page size, sort, search, filters) and how it is written in the
 * page's URL, so a table can be bookmarked, shared and restored with Back (docs/decisions/096).
 *
 * `?page=3&size=50&sort=bookedDate:desc&q=acme&status=DEPARTED,ARRIVED&bookedDate=2026-01-01..`:
 * the page counts from 1 (the query from 0), one parameter per filter, and a value equal to the
 * list's default is left out, so the default list has a bare URL. Decoding ignores anything unknown
 * or malformed (the default stays), so a hand-edited or stale link still opens a working list.
 *
 * The value rules of each filter kind live here too: the machine checks SET_FILTER with the same
 * rules the URL is read with, so a filter the machine holds can always be written and read back.
 */
import type { components } from '../src/api/schema.gen';
import { isIsoDay } from './shared/dates';

type Schemas = components['schemas'];
export type PagedQuery = Schemas['PagedQuery'];
export type QueryCondition = Schemas['QueryCondition'];
export type SortDirection = NonNullable<PagedQuery['sort']>['direction'];

export interface Sort {
  property: string;
  direction: SortDirection;
}

/**
 * How one filter of a list becomes a query condition. The kind fixes the value's shape, and the
 * operators that make sense for it:
 * - `text`: a string (blank means no filter); LIKE for "contains", EQUAL / NOT_EQUAL for an exact value;
 * - `enum`: one of `values` (a contract enum array, e.g. `shipmentModeValues`);
 * - `enumList`: some of `values`, IS_IN;
 * - `number`, `boolean`, `date` (YYYY-MM-DD): one value;
 * - `dateRange`: `[from, to]`, inclusive, either end may be `''` (open), BETWEEN.
 */
export type FilterSpec =
  | { kind: 'text'; property: string; operator: 'EQUAL' | 'NOT_EQUAL' | 'LIKE' }
  | { kind: 'enum'; property: string; operator: 'EQUAL' | 'NOT_EQUAL'; values: readonly string[] }
  | { kind: 'enumList'; property: string; operator: 'IS_IN'; values: readonly string[] }
  | { kind: 'number'; property: string; operator: 'EQUAL' | 'NOT_EQUAL' | 'GREATER_THAN' | 'LESS_THAN' }
  | { kind: 'boolean'; property: string; operator: 'EQUAL' | 'NOT_EQUAL' }
  | { kind: 'date'; property: string; operator: 'EQUAL' | 'GREATER_THAN' | 'LESS_THAN' }
  | { kind: 'dateRange'; property: string; operator: 'BETWEEN' };

export type FilterKind = FilterSpec['kind'];

/** Filter key (a URL parameter name) → how it filters. */
export type FilterSpecs = Readonly<Record<string, FilterSpec>>;

/** A filter's value: a string, number or boolean, or a list (enumList, and dateRange's `[from, to]`). */
export type FilterValue = string | number | boolean | readonly string[];

/** The filters in force: only keys with a value (no filter = no key). */
export type Filters = Readonly<Record<string, FilterValue>>;

/** Everything about a list that the user chooses, and that the URL holds. */
export interface PagedListState {
  /** From 0, as the paged query counts. */
  pageNumber: number;
  pageSize: number;
  sort: Sort | null;
  /** The search box as typed. */
  search: string;
  filters: Filters;
}

/** What the codec needs to know about a list. */
export interface PagedListUrlConfig {
  filters: FilterSpecs;
  /** Properties the list may be sorted by. */
  sortable: readonly string[];
  pageSizes: readonly number[];
  /** The list as it opens; a value equal to its default is left out of the URL. */
  defaults: PagedListState;
}

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const SEARCH = 'q';
/** Parameter names of the list itself; a filter cannot take one of them. */
export const RESERVED_PARAMS: readonly string[] = [PAGE, SIZE, SORT, SEARCH];

const RANGE_SEPARATOR = '..';
const LIST_SEPARATOR = ',';
/** A number as `String(n)` writes it: 12, -0.5, 1e+21. */
const DECIMAL = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** Throws on a filter key the URL could not hold apart from the list's own parameters (a programming error). */
export function checkUrlConfig(config: Pick<PagedListUrlConfig, 'filters'>): void {
  const clash = Object.keys(config.filters).filter((key) => RESERVED_PARAMS.includes(key) || key === '');
  if (clash.length) throw new Error(`Paged list filter keys clash with the list's URL parameters: ${clash.join(', ')}`);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A filter value as the list holds it: the value itself (canonical: a list in the order of `values`,
 * no -0), `null` for "no filter" (blank text, an empty list, an open range at both ends), or
 * `undefined` when the value is not one this filter takes.
 */
export function filterValueOf(spec: FilterSpec, value: unknown): FilterValue | null | undefined {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case 'text':
      if (!isString(value)) return undefined;
      return value.trim() === '' ? null : value;
    case 'enum':
      if (!isString(value)) return undefined;
      if (value === '') return null;
      return spec.values.includes(value) ? value : undefined;
    case 'enumList': {
      if (!Array.isArray(value) || !value.every(isString)) return undefined;
      if (value.length === 0) return null;
      const chosen = spec.values.filter((v) => value.includes(v));
      // Some unknown values among known ones are dropped; only unknown ones is not a value of this filter.
      return chosen.length ? chosen : undefined;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      return value === 0 ? 0 : value;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'date':
      if (!isString(value)) return undefined;
      if (value === '') return null;
      return isIsoDay(value) ? value : undefined;
    case 'dateRange': {
      if (!Array.isArray(value) || value.length !== 2 || !value.every(isString)) return undefined;
      const [from, to] = value as [string, string];
      if ((from !== '' && !isIsoDay(from)) || (to !== '' && !isIsoDay(to))) return undefined;
      return from === '' && to === '' ? null : [from, to];
    }
  }
}

/** Two filter values (or two "no filter"s) are the same. */
export function sameFilterValue(a: FilterValue | null | undefined, b: FilterValue | null | undefined): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => v === y[i]);
  return x === y;
}

export const sameSort = (a: Sort | null, b: Sort | null): boolean =>
  a === b || (!!a && !!b && a.property === b.property && a.direction === b.direction);

/** The list state with only valid filters kept, in canonical form. */
export function normalizeFilters(specs: FilterSpecs, filters: Readonly<Record<string, unknown>> | undefined): Filters {
  const out: Record<string, FilterValue> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const value = filterValueOf(spec, filters?.[key]);
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

function writeFilter(spec: FilterSpec, value: FilterValue | null): string {
  if (value === null) return '';
  switch (spec.kind) {
    case 'enumList':
      return (value as readonly string[]).join(LIST_SEPARATOR);
    case 'dateRange':
      return (value as readonly string[]).join(RANGE_SEPARATOR);
    default:
      return String(value);
  }
}

function readFilter(spec: FilterSpec, raw: string): FilterValue | null | undefined {
  if (raw === '') return null;
  switch (spec.kind) {
    case 'enumList':
      return filterValueOf(spec, raw.split(LIST_SEPARATOR));
    case 'dateRange': {
      const parts = raw.split(RANGE_SEPARATOR);
      return parts.length === 2 ? filterValueOf(spec, parts) : undefined;
    }
    case 'number':
      return DECIMAL.test(raw) ? filterValueOf(spec, Number(raw)) : undefined;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    default:
      return filterValueOf(spec, raw);
  }
}

const writeSort = (sort: Sort | null) => (sort ? `${sort.property}:${sort.direction.toLowerCase()}` : '');

function readSort(raw: string, sortable: readonly string[]): Sort | null | undefined {
  if (raw === '') return null;
  const at = raw.lastIndexOf(':');
  if (at <= 0) return undefined;
  const property = raw.slice(0, at);
  const direction = raw.slice(at + 1).toUpperCase();
  if (!sortable.includes(property) || (direction !== 'ASC' && direction !== 'DESC')) return undefined;
  return { property, direction };
}

/** The list's URL parameters (without `?`), in a fixed order; only what differs from the defaults. */
export function encodePagedListUrl(state: PagedListState, config: PagedListUrlConfig): string {
  const { defaults } = config;
  const params = new URLSearchParams();
  if (state.pageNumber !== defaults.pageNumber) params.set(PAGE, String(state.pageNumber + 1));
  if (state.pageSize !== defaults.pageSize) params.set(SIZE, String(state.pageSize));
  if (!sameSort(state.sort, defaults.sort)) params.set(SORT, writeSort(state.sort));
  if (state.search !== defaults.search) params.set(SEARCH, state.search);
  for (const [key, spec] of Object.entries(config.filters)) {
    const value = state.filters[key] ?? null;
    // An empty parameter says "no filter" where the default has one.
    if (!sameFilterValue(value, defaults.filters[key])) params.set(key, writeFilter(spec, value));
  }
  return params.toString();
}

const positiveInteger = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : NaN);

/** The list state a URL describes: the defaults, with each valid list parameter applied. */
export function decodePagedListUrl(search: string | URLSearchParams, config: PagedListUrlConfig): PagedListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: PagedListState = { ...config.defaults, filters: { ...config.defaults.filters } };

  const page = params.get(PAGE);
  if (page !== null && positiveInteger(page) >= 1) state.pageNumber = positiveInteger(page) - 1;

  const size = params.get(SIZE);
  if (size !== null && config.pageSizes.includes(positiveInteger(size))) state.pageSize = positiveInteger(size);

  const sort = params.get(SORT);
  const readSorted = sort === null ? undefined : readSort(sort, config.sortable);
  if (readSorted !== undefined) state.sort = readSorted;

  const q = params.get(SEARCH);
  if (q !== null) state.search = q;

  const filters: Record<string, FilterValue> = { ...config.defaults.filters };
  for (const [key, spec] of Object.entries(config.filters)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = readFilter(spec, raw);
    if (value === undefined) continue;
    if (value === null) delete filters[key];
    else filters[key] = value;
  }
  state.filters = filters;
  return state;
}

const listKeys = (config: Pick<PagedListUrlConfig, 'filters'>) => new Set([...RESERVED_PARAMS, ...Object.keys(config.filters)]);

/** Only the list's own parameters of a URL's search, as written there. */
export function pickListParams(search: string | URLSearchParams, config: Pick<PagedListUrlConfig, 'filters'>): string {
  const keys = listKeys(config);
  const params = new URLSearchParams(search);
  return new URLSearchParams([...params].filter(([key]) => keys.has(key))).toString();
}

/**
 * A page's search with the list's parameters replaced by `listParams` (from `urlChanged`): the page's
 * other parameters (`theme`, `token`, `referenceid`, ...) stay as they are.
 */
export function mergeListParams(
  current: string | URLSearchParams,
  listParams: string,
  config: Pick<PagedListUrlConfig, 'filters'>,
): string {
  const keys = listKeys(config);
  const kept = [...new URLSearchParams(current)].filter(([key]) => !keys.has(key));
  return new URLSearchParams([...kept, ...new URLSearchParams(listParams)]).toString();
}
