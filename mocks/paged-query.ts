/**
 * The one reader of the spec's paged query (section 3) for every list of the embedded backend:
 * `{ pageNumber, pageSize, queryConditionsType, queryConditions: [{ property, logicalOperator,
 * condition }], sort }`. Each list declares what it offers in a ListSpec (the properties it can filter,
 * of which kind and with which operators, and the properties it can sort by); this module checks a
 * query against it and filters, sorts and pages the rows.
 *
 * Every refusal is the contract's 90001 naming the field, property, operator or value, with one
 * exception: a body that is not JSON at all is a malformed request (HTTP 400), and so, for the lists
 * that declare `malformed: 'badRequest'` (their contract samples pin it), is a body that is not a
 * PagedQuery (no paging, a page size out of range, an operator the contract does not name).
 */
import { json } from './operation';
import {
  pagedQueryQueryConditionsTypeValues, pagedQuerySortDirectionValues, queryConditionLogicalOperatorValues, type components,
} from '../src/api/schema.gen';
import { fail, httpError } from './envelope';
import { isIsoDay } from '../domain/server-days';
import { isJsonObject } from '../domain/json-values';
import { answerMemory, type AnswerMemory } from './answer-memory';

export type PagedQuery = components['schemas']['PagedQuery'];
export type Operator = components['schemas']['QueryCondition']['logicalOperator'];
export type SortDirection = NonNullable<PagedQuery['sort']>['direction'];

/** How a list reads one property it can filter on. `operators` narrows the kind's own. */
export type Filter<T> = { operators?: readonly Operator[] } & (
  /** One of a fixed set of values (a contract enum): EQUAL, NOT_EQUAL, IS_IN. */
  | { kind: 'enum'; values: readonly string[]; get: (row: T) => string }
  /** Free text: exact EQUAL / NOT_EQUAL / IS_IN, or LIKE (part of the text, any case). */
  | { kind: 'text'; get: (row: T) => string }
  /** A search over several texts of the row: LIKE only; an empty text matches every row. */
  | { kind: 'keyword'; get: (row: T) => readonly (string | null | undefined)[] }
  | { kind: 'number'; get: (row: T) => number }
  /** A date or date-time; a date condition compares calendar days, a date-time condition instants. */
  | { kind: 'date'; get: (row: T) => string }
  | { kind: 'boolean'; get: (row: T) => boolean }
);

export const OPERATORS_BY_KIND: Readonly<Record<Filter<unknown>['kind'], readonly Operator[]>> = {
  enum: ['EQUAL', 'NOT_EQUAL', 'IS_IN'],
  text: ['EQUAL', 'NOT_EQUAL', 'IS_IN', 'LIKE'],
  keyword: ['LIKE'],
  number: ['EQUAL', 'NOT_EQUAL', 'IS_IN', 'GREATER_THAN', 'LESS_THAN', 'BETWEEN'],
  date: ['EQUAL', 'GREATER_THAN', 'LESS_THAN', 'BETWEEN'],
  boolean: ['EQUAL', 'NOT_EQUAL'],
};

/** What one list offers. */
export interface ListSpec<T> {
  filters: Readonly<Record<string, Filter<T>>>;
  /**
   * Sort keys, read once per row and query. Texts compare by UTF-16 code units, not by locale: the keys
   * are ISO dates, codes and numbers, whose order that is, and 10 000 locale comparisons per query
   * cost more than the rest of the query (decision 119). A list sorting by a person's text gives a
   * normalised key (e.g. lower case).
   */
  sorts: Readonly<Record<string, (row: T) => string | number>>;
  /** The order when the query has no `sort`; without one the rows keep their own order. */
  defaultSort?: { property: string; direction: SortDirection };
  /** Orders rows whose sort keys are equal, so that pages neither overlap nor skip rows. */
  tieBreak?: (a: T, b: T) => number;
  /** How a body that is not a PagedQuery is refused: 90001 (the default) or HTTP 400. */
  malformed?: 'validationFailed' | 'badRequest';
}

/** A refused query: `badRequest` is answered HTTP 400, `validationFailed` 90001; `message` names what is wrong. */
export interface PagedQueryRefusal {
  answer: 'badRequest' | 'validationFailed';
  message: string;
}

export interface PageResult<T> {
  /** The rows of the requested page. */
  list: T[];
  /** How many rows match, on every page. */
  total: number;
  /** Every matching row, sorted (for sums over all pages). */
  matched: readonly T[];
}

export interface PagedQueryPlan<T> {
  query: PagedQuery;
  /** The body as sent, for lists whose query carries more than the paged query (e.g. `importId`). */
  body: Readonly<Record<string, unknown>>;
  /**
   * The page asked for, as a key: the conditions and how they combine, the order (the list's default when the
   * body gives none) and the page. Two bodies with the same key ask for the same rows of the same rows; what
   * the body carries beyond the paged query is not in it.
   */
  asked: string;
  /**
   * `version` (the store's, storeVersion()) lets a repeated query skip re-checking its last order when no
   * record has changed since; without it every row's order is checked.
   */
  apply: (rows: readonly T[], version?: number) => PageResult<T>;
}

const isConditionValue = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
  || (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'));

/** The page `pageNumber` (from 0) of `pageSize` rows. */
function pageOf<T>(rows: readonly T[], pageNumber: number, pageSize: number): { list: T[]; total: number } {
  const start = pageNumber * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length };
}

/** Checks the body against the contract's PagedQuery: the reason it is not one, or null. */
function malformation(body: unknown): string | null {
  if (!isJsonObject(body)) return 'The request body must be a JSON paged query.';
  const { pageNumber, pageSize, queryConditionsType, queryConditions, sort } = body;
  if (!Number.isInteger(pageNumber) || (pageNumber as number) < 0) return 'pageNumber must be an integer from 0.';
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > 9999) return 'pageSize must be an integer from 1 to 9999.';
  if (queryConditionsType !== undefined && !(pagedQueryQueryConditionsTypeValues as readonly unknown[]).includes(queryConditionsType)) {
    return `queryConditionsType must be ${pagedQueryQueryConditionsTypeValues.join(' or ')}.`;
  }
  if (queryConditions !== undefined) {
    if (!Array.isArray(queryConditions)) return 'queryConditions must be a list.';
    const wellFormed = (c: unknown) => isJsonObject(c) && typeof c.property === 'string'
      && (queryConditionLogicalOperatorValues as readonly unknown[]).includes(c.logicalOperator) && isConditionValue(c.condition);
    if (!queryConditions.every(wellFormed)) {
      return `Each query condition needs property, logicalOperator (${queryConditionLogicalOperatorValues.join(', ')}) and condition (a text, a number, true or false, or a list).`;
    }
  }
  if (sort !== undefined && (!isJsonObject(sort) || typeof sort.property !== 'string' || !(pagedQuerySortDirectionValues as readonly unknown[]).includes(sort.direction))) {
    return `sort needs property and direction (${pagedQuerySortDirectionValues.join(' or ')}).`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Conditions

type Predicate<T> = (row: T) => boolean;
type Compiled<T> = { predicate: Predicate<T> } | { problem: string };

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A comparison of a row's date or date-time with the condition: by calendar day when the condition is a date. */
function dateComparison(condition: unknown): ((rowValue: string) => number) | null {
  if (typeof condition !== 'string') return null;
  if (isIsoDay(condition)) return (v) => v.slice(0, 10).localeCompare(condition);
  if (DATE_TIME.test(condition) && !Number.isNaN(Date.parse(condition))) {
    const at = Date.parse(condition);
    return (v) => Math.sign(Date.parse(v) - at);
  }
  return null;
}

const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);
/** An open end of a BETWEEN range is an empty text. */
const isOpenEnd = (v: unknown) => v === '';

function compile<T>(filter: Filter<T>, property: string, op: Operator, condition: unknown): Compiled<T> {
  const allowed = filter.operators ?? OPERATORS_BY_KIND[filter.kind];
  if (!allowed.includes(op)) return { problem: `${property}: the operator ${op} is not supported (use ${allowed.join(', ')}).` };
  const bad = (what: string): Compiled<T> => ({ problem: `${property}: ${what}` });
  switch (filter.kind) {
    case 'enum': {
      const values = op === 'IS_IN' ? condition : [condition];
      if (!Array.isArray(values) || values.length === 0) return bad('IS_IN needs a non-empty list of values.');
      const unknown = values.find((v) => typeof v !== 'string' || !filter.values.includes(v));
      if (unknown !== undefined) return bad(`unknown value ${JSON.stringify(unknown)} (allowed: ${filter.values.join(', ')}).`);
      const set = new Set(values as string[]);
      return { predicate: op === 'NOT_EQUAL' ? (r) => !set.has(filter.get(r)) : (r) => set.has(filter.get(r)) };
    }
    case 'text': {
      if (op === 'IS_IN') {
        if (!Array.isArray(condition) || condition.length === 0) return bad('IS_IN needs a non-empty list of texts.');
        const set = new Set(condition.map(String));
        return { predicate: (r) => set.has(filter.get(r)) };
      }
      if (typeof condition !== 'string' && typeof condition !== 'number') return bad(`${op} needs a text.`);
      const text = String(condition);
      if (op === 'LIKE') {
        const needle = text.trim().toLowerCase();
        return { predicate: (r) => filter.get(r).toLowerCase().includes(needle) };
      }
      return { predicate: op === 'NOT_EQUAL' ? (r) => filter.get(r) !== text : (r) => filter.get(r) === text };
    }
    case 'keyword': {
      if (typeof condition !== 'string' && typeof condition !== 'number') return bad('LIKE needs a text.');
      const needle = String(condition).trim().toLowerCase();
      if (!needle) return { predicate: () => true };
      return { predicate: (r) => filter.get(r).some((t) => t?.toLowerCase().includes(needle)) };
    }
    case 'number': {
      if (op === 'BETWEEN') {
        if (!Array.isArray(condition) || condition.length !== 2) return bad('BETWEEN needs [min, max].');
        const [start, end] = condition as unknown[];
        const min = isOpenEnd(start) ? null : asNumber(start);
        const max = isOpenEnd(end) ? null : asNumber(end);
        if (Number.isNaN(min) || Number.isNaN(max)) return bad('BETWEEN needs two numbers (an empty text for an open end).');
        return { predicate: (r) => (min === null || filter.get(r) >= min) && (max === null || filter.get(r) <= max) };
      }
      if (op === 'IS_IN') {
        const values = Array.isArray(condition) ? condition.map(asNumber) : [];
        if (values.length === 0 || values.some(Number.isNaN)) return bad('IS_IN needs a non-empty list of numbers.');
        return { predicate: (r) => values.includes(filter.get(r)) };
      }
      const n = asNumber(condition);
      if (Number.isNaN(n)) return bad('the condition must be a number.');
      const test: Record<string, (v: number) => boolean> = {
        EQUAL: (v) => v === n, NOT_EQUAL: (v) => v !== n, GREATER_THAN: (v) => v > n, LESS_THAN: (v) => v < n,
      };
      const check = test[op] as (v: number) => boolean;
      return { predicate: (r) => check(filter.get(r)) };
    }
    case 'date': {
      if (op === 'BETWEEN') {
        if (!Array.isArray(condition) || condition.length !== 2) return bad('BETWEEN needs [from, to].');
        const [start, end] = condition as unknown[];
        const from = isOpenEnd(start) ? null : dateComparison(start);
        const to = isOpenEnd(end) ? null : dateComparison(end);
        if ((!from && !isOpenEnd(start)) || (!to && !isOpenEnd(end))) {
          return bad('dates must be ISO dates (YYYY-MM-DD) or date-times (an empty text for an open end).');
        }
        return { predicate: (r) => (!from || from(filter.get(r)) >= 0) && (!to || to(filter.get(r)) <= 0) };
      }
      const compare = dateComparison(condition);
      if (!compare) return bad('the date must be an ISO date (YYYY-MM-DD) or date-time.');
      const want = op === 'EQUAL' ? 0 : op === 'GREATER_THAN' ? 1 : -1;
      return { predicate: (r) => compare(filter.get(r)) === want };
    }
    case 'boolean': {
      const b = condition === true || condition === 'true' ? true : condition === false || condition === 'false' ? false : null;
      if (b === null) return bad('the condition must be true or false.');
      return { predicate: op === 'EQUAL' ? (r) => filter.get(r) === b : (r) => filter.get(r) !== b };
    }
  }
}

/** Numbers by value, anything else as text by code units (see ListSpec.sorts). */
function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

interface Ordering<T> {
  key: (row: T) => string | number;
  sign: number;
  tieBreak?: (a: T, b: T) => number;
}

/** `rows` sorted by `key` (read once per row, not once per comparison), ties broken by `tieBreak`. */
function sortedBy<T>(rows: readonly T[], { key, sign, tieBreak }: Ordering<T>): T[] {
  const keys = rows.map(key);
  const order = rows.map((_, i) => i);
  order.sort((i, j) => sign * compareKeys(keys[i]!, keys[j]!) || (tieBreak?.(rows[i]!, rows[j]!) ?? 0));
  return order.map((i) => rows[i]!);
}

/** Whether `sorted` is in order: one comparison per row, where sorting takes a dozen. */
function inOrder<T>(sorted: readonly T[], { key, sign, tieBreak }: Ordering<T>): boolean {
  let previous = sorted[0];
  let previousKey = previous === undefined ? 0 : key(previous);
  for (let i = 1; i < sorted.length; i += 1) {
    const row = sorted[i]!;
    const rowKey = key(row);
    if ((sign * compareKeys(previousKey, rowKey) || (tieBreak?.(previous!, row) ?? 0)) > 0) return false;
    previous = row;
    previousKey = rowKey;
  }
  return true;
}

/**
 * The last order given for each list and sort. The CSV export asks for the same query page after page
 * (10 pages of 1 000), and a busy list page asks the same first page again and again: when the matching
 * rows are the same rows and the last order is still in order, that order is taken again instead of
 * sorting 10 000 rows once more (decision 119). The rows are compared with the ones last sorted, one
 * identity comparison each (the same rows come in the same order from the same store). The order is
 * checked again, one key comparison per row, unless the caller's store version says no record changed.
 */
interface Memory {
  /** The rows as they came in (a copy: the caller's array may grow later). */
  rows: readonly unknown[];
  sorted: readonly unknown[];
  version: number | undefined;
}
const lastOrders = new WeakMap<object, Map<string, Memory>>();

/** The same records in the same order. A plain loop: it runs over every row of a list on each request. */
function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sortedWithMemory<T>(spec: ListSpec<T>, sortName: string, rows: readonly T[], ordering: Ordering<T>, version: number | undefined): T[] {
  let bySort = lastOrders.get(spec);
  if (!bySort) lastOrders.set(spec, (bySort = new Map()));
  const last = bySort.get(sortName);
  if (last && sameRows(last.rows, rows)) {
    const lastSorted = last.sorted as readonly T[];
    if (version !== undefined && version === last.version) return [...lastSorted];
    if (inOrder(lastSorted, ordering)) {
      last.version = version;
      return [...lastSorted];
    }
  }
  const sorted = sortedBy(rows, ordering);
  bySort.set(sortName, { rows: [...rows], sorted, version });
  return [...sorted];
}

/**
 * The last answers of each list to its most asked queries: a busy list page sends the same filter again and
 * again, and at 10 000 rows running its predicates costs more than all the rest of the request. An answer is
 * taken again only for the same rows (compared as the orders above are) at the same store version, given by
 * the caller: then no row has changed, so neither has what matches nor its order. Lists whose rows depend on
 * anything else (the day) pass no version and are always run. Remembers its 32 most recently asked answers
 * per list (mocks/answer-memory.ts).
 */
interface Answer {
  rows: readonly unknown[];
  matched: readonly unknown[];
}
const ANSWERS_PER_LIST = 32;
const lastAnswers = new WeakMap<object, AnswerMemory<Answer>>();

function answersOf(spec: object): AnswerMemory<Answer> {
  let answers = lastAnswers.get(spec);
  if (!answers) lastAnswers.set(spec, (answers = answerMemory<Answer>(ANSWERS_PER_LIST)));
  return answers;
}

// ---------------------------------------------------------------------------------------------
// The plan of one query over one list

/** Checks a body against the contract and the list; the plan filters, sorts and pages rows. */
export function planPagedQuery<T>(body: unknown, spec: ListSpec<T>): PagedQueryPlan<T> | { refusal: PagedQueryRefusal } {
  const malformed = malformation(body);
  if (malformed) return { refusal: { answer: spec.malformed ?? 'validationFailed', message: malformed } };
  const raw = body as Record<string, unknown>;
  const query = raw as unknown as PagedQuery;

  const predicates: Predicate<T>[] = [];
  for (const c of query.queryConditions ?? []) {
    const filter = spec.filters[c.property];
    if (!filter) {
      const supported = Object.keys(spec.filters);
      const message = `${c.property}: unsupported condition property (${supported.length ? `supported: ${supported.join(', ')}` : 'this list takes no conditions'}).`;
      return { refusal: { answer: 'validationFailed', message } };
    }
    const compiled = compile(filter, c.property, c.logicalOperator, c.condition);
    if ('problem' in compiled) return { refusal: { answer: 'validationFailed', message: compiled.problem } };
    predicates.push(compiled.predicate);
  }

  const sort = query.sort ?? spec.defaultSort;
  const key = sort ? spec.sorts[sort.property] : undefined;
  if (sort && !key) {
    const supported = Object.keys(spec.sorts);
    const message = `sort: unsupported property ${sort.property} (${supported.length ? `supported: ${supported.join(', ')}` : 'this list has one order'}).`;
    return { refusal: { answer: 'validationFailed', message } };
  }
  const sign = sort?.direction === 'DESC' ? -1 : 1;
  const any = query.queryConditionsType === 'OR';
  const matches = (row: T) => predicates.length === 0 || (any ? predicates.some((p) => p(row)) : predicates.every((p) => p(row)));

  // What decides the matching rows and their order; the page is cut from them.
  const matching = JSON.stringify([any, (query.queryConditions ?? []).map((c) => [c.property, c.logicalOperator, c.condition]), sort?.property, sign]);
  return {
    query,
    body: raw,
    asked: JSON.stringify([matching, query.pageNumber, query.pageSize]),
    apply: (rows, version) => {
      const before = version === undefined ? null : answersOf(spec).recall(matching, version, (last) => sameRows(last.rows, rows));
      if (before) return { ...pageOf(before.matched as readonly T[], query.pageNumber, query.pageSize), matched: before.matched as readonly T[] };
      const filtered = predicates.length === 0 ? rows : rows.filter(matches);
      const matched = key && sort ? sortedWithMemory(spec, `${sort.property}:${sign}`, filtered, { key, sign, tieBreak: spec.tieBreak }, version) : [...filtered];
      if (version !== undefined) answersOf(spec).remember(matching, version, { rows: [...rows], matched: [...matched] });
      return { ...pageOf(matched, query.pageNumber, query.pageSize), matched };
    },
  };
}

/** The answer to a refused query. */
export function refusalResponse(refusal: PagedQueryRefusal): Response {
  return refusal.answer === 'badRequest' ? httpError(400, refusal.message) : json(fail(90001, refusal.message));
}

/** Reads the request's JSON body as a paged query of the list; a refusal is the answer to send as it is. */
export async function readPagedQuery<T>(request: Request, spec: ListSpec<T>): Promise<PagedQueryPlan<T> | { refused: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { refused: refusalResponse({ answer: 'badRequest', message: 'The request body must be JSON (a paged query).' }) };
  }
  const plan = planPagedQuery(body, spec);
  return 'refusal' in plan ? { refused: refusalResponse(plan.refusal) } : plan;
}
