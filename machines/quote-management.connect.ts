/**
 * What Quote Management shows and can do, from the request list (paged-list machine) and the answer
 * machine: the status filter and search, each request's lane, cargo and services in message ids,
 * what each offers (read from the answer machine's guards), and the answer and decline dialogs with
 * the amounts of the one rule.
 */
import { currencyValues, quoteRequestStatusValues } from '../src/api/schema.gen';
import { connectPagedList } from './paged-list.connect';
import {
  amountsOf,
  ANSWER_FIELDS,
  NOTE_MAX,
  ROW_FIELDS,
  rowKey,
  type AnswerField,
  type QuoteManagementEvent,
  type QuoteManagementSnapshot,
  type QuoteRequest,
  type RowField,
} from './quote-management.machine';
import { QUOTE_REQUEST_LIST_MESSAGES, type QuoteRequestListEvent, type QuoteRequestListSnapshot } from './quote-management.list';
import { DECLINE_REASON_MAX } from '../domain/quote-charges';
import { modeNameId } from './shared/transport-mode-names';
import { laneOf, type Lane } from './shared/quote-lane';

/** A message id with its values. */
export interface Message {
  id: string;
  values?: Record<string, string | number>;
}

export const STATUS_OPTIONS = quoteRequestStatusValues.map((value) => ({ value, label: `quoteManagement.status.${value}` }));
export const CURRENCY_OPTIONS = currencyValues.map((value) => ({ value, label: value }));

/** The load in words: containers, packages or totals, in the units the shipper typed. */
export function cargoMessages(request: QuoteRequest): Message[] {
  const { cargo, mode } = request.search;
  const out: Message[] = [{ id: modeNameId(mode) }];
  if (cargo.mode === 'CONTAINERS') {
    for (const c of cargo.containers ?? []) out.push({ id: 'quoteManagement.cargo.containers', values: { count: c.count, type: c.type } });
  } else if (cargo.mode === 'PACKAGES') {
    const packages = cargo.packages ?? [];
    const units = packages.reduce((sum, p) => sum + p.units, 0);
    const weight = packages.reduce((sum, p) => sum + p.units * p.weight, 0);
    out.push({ id: 'quoteManagement.cargo.packages', values: { units, weight: Math.round(weight * 100) / 100, unit: cargo.weightUnit } });
  } else if (cargo.totals) {
    out.push({
      id: 'quoteManagement.cargo.totals',
      values: { units: cargo.totals.units, weight: cargo.totals.weight, weightUnit: cargo.weightUnit, volume: cargo.totals.volume, volumeUnit: cargo.volumeUnit },
    });
  }
  if (cargo.hazardous) out.push({ id: 'quoteManagement.cargo.hazardous' });
  return out;
}

/** The services asked for; "none" when there is none. */
export function serviceMessages(request: QuoteRequest): Message[] {
  const { customs, services, fbaPacking, mode } = request.search;
  const out: Message[] = [];
  if (services.insurance) out.push({ id: 'quoteManagement.service.insurance', values: { value: services.cargoValue ?? 0 } });
  if (customs.bond !== 'NONE') out.push({ id: `quoteManagement.service.bond.${customs.bond}` });
  // ISF is an ocean filing; an AIR search's flag means nothing (the contract ignores it).
  if (customs.isf && mode !== 'AIR') out.push({ id: 'quoteManagement.service.isf' });
  if (customs.ior) out.push({ id: 'quoteManagement.service.ior' });
  if (services.liftgatePickup) out.push({ id: 'quoteManagement.service.liftgatePickup' });
  if (services.liftgateDelivery) out.push({ id: 'quoteManagement.service.liftgateDelivery' });
  if (fbaPacking) out.push({ id: 'quoteManagement.service.fba' });
  return out.length > 0 ? out : [{ id: 'quoteManagement.service.none' }];
}

export interface RequestCardView {
  request: QuoteRequest;
  /** The lane's parts, for the page to name in the reader's language. */
  lane: Lane;
  statusLabel: string;
  cargo: Message[];
  services: Message[];
  canAnswer: boolean;
  canDecline: boolean;
}

export interface ChargeRowView {
  index: number;
  values: Record<RowField, string>;
  errors: Partial<Record<RowField, string>>;
  /** In the row's currency, and in the answer's; null until the numbers are valid. */
  amount: number | null;
  inAnswerCurrency: number | null;
  canRemove: boolean;
}

export function connectQuoteManagement(
  list: QuoteRequestListSnapshot,
  sendList: (event: QuoteRequestListEvent) => void,
  answer: QuoteManagementSnapshot,
  sendAnswer: (event: QuoteManagementEvent) => void,
) {
  const view = connectPagedList(list, sendList, { messagePrefix: QUOTE_REQUEST_LIST_MESSAGES });
  const ctx = answer.context;
  const searching = list.context.search.trim() !== '';
  const empty = view.status === 'empty';
  const cards: RequestCardView[] = view.rows.map((request) => ({
    request,
    lane: laneOf(request.search),
    statusLabel: `quoteManagement.status.${request.status}`,
    cargo: cargoMessages(request),
    services: serviceMessages(request),
    canAnswer: answer.can({ type: 'OPEN_ANSWER', request }),
    canDecline: answer.can({ type: 'OPEN_DECLINE', request }),
  }));
  const answering = answer.matches('answering');
  const declining = answer.matches('declining');
  const amounts = amountsOf(ctx.rows);
  const rows: ChargeRowView[] = ctx.rows.map((values, index) => ({
    index,
    values,
    errors: Object.fromEntries(ROW_FIELDS.filter((f) => ctx.errors[rowKey(index, f)]).map((f) => [f, ctx.errors[rowKey(index, f)]!])),
    amount: amounts.rows[index]!.amount,
    inAnswerCurrency: amounts.rows[index]!.inAnswerCurrency,
    canRemove: answer.can({ type: 'REMOVE_ROW', index }),
  }));
  const fieldErrors = Object.fromEntries(ANSWER_FIELDS.filter((f) => ctx.errors[f]).map((f) => [f, ctx.errors[f]!])) as Partial<Record<AnswerField, string>>;
  const status = list.context.filters.status;
  return {
    ...view,
    cards,
    statusOptions: STATUS_OPTIONS,
    statusFilter: typeof status === 'string' ? status : '',
    searching,
    noMatch: empty && (view.hasFilters || searching),
    noRequests: empty && !view.hasFilters && !searching,
    setStatusFilter: (value: string) => sendList({ type: 'SET_FILTER', key: 'status', value: value || null }),
    /** What was done last, announced above the list. */
    notice: ctx.notice,

    dialog: answering ? ('answer' as const) : declining ? ('decline' as const) : null,
    target: ctx.target,
    sending: answer.matches({ answering: 'sending' }) || answer.matches({ declining: 'sending' }),
    formError: ctx.formError,
    focusSeq: ctx.focusSeq,
    values: ctx.values,
    fieldErrors,
    rows,
    currencyOptions: CURRENCY_OPTIONS,
    /** The answer's total by the one rule; null while a row's number is not valid. */
    total: amounts.total,
    noteMax: NOTE_MAX,
    canAddRow: answer.can({ type: 'ADD_ROW' }),
    reason: ctx.reason,
    reasonError: ctx.errors.reason ?? null,
    reasonMax: DECLINE_REASON_MAX,

    openAnswer: (request: QuoteRequest) => sendAnswer({ type: 'OPEN_ANSWER', request }),
    openDecline: (request: QuoteRequest) => sendAnswer({ type: 'OPEN_DECLINE', request }),
    edit: (field: AnswerField, value: string) => sendAnswer({ type: 'EDIT', field, value }),
    editRow: (index: number, field: RowField, value: string) => sendAnswer({ type: 'EDIT_ROW', index, field, value }),
    addRow: () => sendAnswer({ type: 'ADD_ROW' }),
    removeRow: (index: number) => sendAnswer({ type: 'REMOVE_ROW', index }),
    editReason: (value: string) => sendAnswer({ type: 'EDIT_REASON', value }),
    submit: () => sendAnswer({ type: 'SUBMIT' }),
    cancel: () => sendAnswer({ type: 'CANCEL' }),
  };
}

export type QuoteManagementView = ReturnType<typeof connectQuoteManagement>;
