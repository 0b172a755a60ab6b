/**
 * Quote Management (spec section 2, the forwarder's user menu): the forwarder answers a shipper's
 * custom quote request with priced charge rows, or declines it with a reason (docs/decisions/025,
 * 147, 148). The list of requests is the paged-list machine (quote-management.list.ts); this machine
 * owns the answer and decline dialogs and their calls.
 *
 * What the page does with a changed request is the `requestAnswered` and `requestDeclined` actions it
 * provides (replace the row, reload the list): the machine knows no table.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { currencyValues, type components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { isApiError } from '../src/api/api-error';
import type { Currency } from '../domain/money';
import {
  answerTotal,
  DECLINE_REASON_MAX,
  defaultExchangeRate,
  FEE_NAME_MAX,
  MAX_CHARGE_ROWS,
  PRICING_UNIT_MAX,
  rowAmount,
  rowInAnswerCurrency,
  type AnswerChargeInput,
} from '../domain/quote-charges';
import { businessCode, callFailure, failureMessageId } from './shared/call-failure';
import { isForwarder } from './shared/forwarder-pages';
import { isIsoDay, serverDay } from './shared/dates';
import { providedAtRoot } from './shared/provided-at-root';

type Schemas = components['schemas'];
type Role = Schemas['Role'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type AnswerBody = Schemas['QuoteRequestAnswerBody'];
export interface AnswerInput {
  id: string;
  body: AnswerBody;
}
export interface DeclineInput {
  id: string;
  reason: string;
}

/** A charge row as typed: every value a string, so nothing typed is lost. */
export const ROW_FIELDS = ['feeName', 'unitPrice', 'units', 'pricingUnit', 'currency', 'exchangeRate'] as const;
export type RowField = (typeof ROW_FIELDS)[number];
export type RowValues = Record<RowField, string>;

export const ANSWER_FIELDS = ['currency', 'validUntil', 'transitMin', 'transitMax', 'carrier', 'note'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AnswerValues = Record<AnswerField, string>;

export const NOTE_MAX = 2000;
const CARRIER_MAX = 60;

/** The main freight comes first: the booking needs it (50005). */
const firstRow = (currency: string): RowValues => ({
  feeName: 'Ocean/air freight', unitPrice: '', units: '1', pricingUnit: 'per shipment', currency, exchangeRate: '1',
});
const emptyRow = (currency: string): RowValues => ({ feeName: '', unitPrice: '', units: '1', pricingUnit: '', currency, exchangeRate: '1' });

/** Error keys: a field of the answer (`validUntil`) or of a row (`rows.2.unitPrice`). */
export const rowKey = (index: number, field: RowField) => `rows.${index}.${field}`;
export type Errors = Record<string, string>;

const number = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};
const isCurrency = (value: string): value is Currency => (currencyValues as readonly string[]).includes(value);

/** A row's numbers when they are all valid, for the amounts shown as the forwarder types. */
export function parsedRow(row: RowValues): AnswerChargeInput | null {
  const unitPrice = number(row.unitPrice);
  const units = number(row.units);
  const exchangeRate = number(row.exchangeRate);
  if (unitPrice === null || units === null || exchangeRate === null || !isCurrency(row.currency)) return null;
  return { feeName: row.feeName.trim(), unitPrice, units, pricingUnit: row.pricingUnit.trim(), currency: row.currency, exchangeRate };
}

/** The amounts of the form by the one rule (domain/quote-charges.ts); null where a row is not a number yet. */
export function amountsOf(rows: readonly RowValues[]): { rows: { amount: number | null; inAnswerCurrency: number | null }[]; total: number | null } {
  const parsed = rows.map(parsedRow);
  return {
    rows: parsed.map((row) => ({ amount: row ? rowAmount(row) : null, inAnswerCurrency: row ? rowInAnswerCurrency(row) : null })),
    total: parsed.every((row) => row !== null) ? answerTotal(parsed as AnswerChargeInput[]) : null,
  };
}

const M = 'quoteManagement.form';

/** What is wrong with the answer, field by field (message ids); empty when it can be sent. */
export function validateAnswer(values: AnswerValues, rows: readonly RowValues[], today: string): Errors {
  const errors: Errors = {};
  if (!isCurrency(values.currency)) errors.currency = `${M}.required`;
  const day = values.validUntil.trim();
  if (!day) errors.validUntil = `${M}.required`;
  else if (!isIsoDay(day)) errors.validUntil = `${M}.date`;
  else if (day < today) errors.validUntil = `${M}.validUntil.past`;
  const min = values.transitMin.trim();
  const max = values.transitMax.trim();
  const whole = (text: string) => /^\d{1,3}$/.test(text);
  if (!min) errors.transitMin = `${M}.required`;
  else if (!whole(min)) errors.transitMin = `${M}.wholeDays`;
  if (!max) errors.transitMax = `${M}.required`;
  else if (!whole(max)) errors.transitMax = `${M}.wholeDays`;
  else if (whole(min) && Number(max) < Number(min)) errors.transitMax = `${M}.transitMax.order`;
  if (values.carrier.trim().length > CARRIER_MAX) errors.carrier = `${M}.tooLong`;
  if (values.note.trim().length > NOTE_MAX) errors.note = `${M}.tooLong`;
  rows.forEach((row, i) => {
    const name = row.feeName.trim();
    if (!name) errors[rowKey(i, 'feeName')] = `${M}.required`;
    else if (name.length > FEE_NAME_MAX) errors[rowKey(i, 'feeName')] = `${M}.tooLong`;
    for (const field of ['unitPrice', 'units', 'exchangeRate'] as const) {
      const text = row[field].trim();
      const value = number(text);
      if (!text) errors[rowKey(i, field)] = `${M}.required`;
      else if (value === null || value <= 0) errors[rowKey(i, field)] = `${M}.positive`;
    }
    const unit = row.pricingUnit.trim();
    if (!unit) errors[rowKey(i, 'pricingUnit')] = `${M}.required`;
    else if (unit.length > PRICING_UNIT_MAX) errors[rowKey(i, 'pricingUnit')] = `${M}.tooLong`;
    if (!isCurrency(row.currency)) errors[rowKey(i, 'currency')] = `${M}.required`;
    else if (row.currency === values.currency && !errors[rowKey(i, 'exchangeRate')] && number(row.exchangeRate) !== 1) {
      errors[rowKey(i, 'exchangeRate')] = `${M}.exchangeRate.same`;
    }
  });
  return errors;
}

/** The request body of a valid form. */
export function answerBodyOf(values: AnswerValues, rows: readonly RowValues[]): AnswerBody {
  const carrier = values.carrier.trim();
  const note = values.note.trim();
  return {
    currency: values.currency as Currency,
    validUntil: values.validUntil.trim(),
    transitDays: { min: Number(values.transitMin.trim()), max: Number(values.transitMax.trim()) },
    charges: rows.map((row) => parsedRow(row)!),
    ...(carrier ? { carrier } : {}),
    ...(note ? { note } : {}),
  };
}

export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'quoteManagement.decline.required';
  if (text.length > DECLINE_REASON_MAX) return 'quoteManagement.decline.tooLong';
  return null;
}

/** The message id of a refused or failed call, shown in the dialog (the form was checked before sending). */
export function callFailureMessage(error: unknown): string {
  const code = businessCode(error);
  if (code === ResultCode.ROLE_FORBIDDEN) return 'quoteManagement.error.notForwarder';
  if (code === ResultCode.QUOTE_REQUEST_NOT_FOUND) return 'quoteManagement.error.notFound';
  if (code === ResultCode.VALIDATION_FAILED) {
    const serverMessage = isApiError(error) ? (error.serverMessage ?? '') : '';
    if (serverMessage.startsWith('status:')) return 'quoteManagement.error.notOpen';
    return 'quoteManagement.error.rejected';
  }
  return failureMessageId(callFailure(error), 'quoteManagement.call');
}

export interface Notice {
  id: string;
  values: Record<string, string>;
}

export interface QuoteManagementInput {
  /** Whose view it is: only the seller side answers or declines (the server refuses anyone else: 10303). */
  role: Role;
  /** The server's day (UTC), which the expiry date is checked against; default today. */
  today?: string;
}

export interface QuoteManagementContext {
  role: Role;
  today: string;
  target: QuoteRequest | null;
  values: AnswerValues;
  rows: RowValues[];
  reason: string;
  errors: Errors;
  formError: string | null;
  notice: Notice | null;
  /** A new number asks the view to focus the first field with an error. */
  focusSeq: number;
}

export type QuoteManagementEvent =
  | { type: 'OPEN_ANSWER'; request: QuoteRequest }
  | { type: 'OPEN_DECLINE'; request: QuoteRequest }
  | { type: 'EDIT'; field: AnswerField; value: string }
  | { type: 'EDIT_ROW'; index: number; field: RowField; value: string }
  | { type: 'ADD_ROW' }
  | { type: 'REMOVE_ROW'; index: number }
  | { type: 'EDIT_REASON'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

const initialValues = (today: string): AnswerValues => ({
  currency: 'USD', validUntil: today, transitMin: '', transitMax: '', carrier: '', note: '',
});

const dropError = (errors: Errors, key: string): Errors => {
  if (!(key in errors)) return errors;
  const { [key]: _dropped, ...rest } = errors;
  return rest;
};

export const quoteManagementMachine = setup({
  types: {
    context: {} as QuoteManagementContext,
    events: {} as QuoteManagementEvent,
    input: {} as QuoteManagementInput,
  },
  actors: {
    answerQuoteRequest: fromPromise<QuoteRequest, AnswerInput>(providedAtRoot('answerQuoteRequest')),
    declineQuoteRequest: fromPromise<QuoteRequest, DeclineInput>(providedAtRoot('declineQuoteRequest')),
  },
  guards: {
    answerable: ({ context, event }) =>
      isForwarder(context.role) && (event.type === 'OPEN_ANSWER' || event.type === 'OPEN_DECLINE') && event.request.status === 'OPEN',
    answerValid: ({ context }) => Object.keys(validateAnswer(context.values, context.rows, context.today)).length === 0,
    reasonValid: ({ context }) => validateReason(context.reason) === null,
    canAddRow: ({ context }) => context.rows.length < MAX_CHARGE_ROWS,
    canRemoveRow: ({ context, event }) => event.type === 'REMOVE_ROW' && context.rows.length > 1 && event.index >= 0 && event.index < context.rows.length,
  },
  actions: {
    requestAnswered: (_, _params: { request: QuoteRequest }) => {},
    requestDeclined: (_, _params: { request: QuoteRequest }) => {},
  },
}).createMachine({
  id: 'quoteManagement',
  context: ({ input }) => {
    const today = input.today ?? serverDay();
    return { role: input.role, today, target: null, values: initialValues(today), rows: [firstRow('USD')], reason: '', errors: {}, formError: null, notice: null, focusSeq: 0 };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN_ANSWER: {
          guard: 'answerable',
          target: 'answering',
          actions: assign(({ context, event }) => ({
            target: event.request,
            // A form for another request starts afresh; the same one keeps its draft after Cancel.
            ...(context.target?.id === event.request.id ? {} : { values: initialValues(context.today), rows: [firstRow('USD')] }),
            errors: {}, formError: null, notice: null,
          })),
        },
        OPEN_DECLINE: {
          guard: 'answerable',
          target: 'declining',
          actions: assign(({ context, event }) => ({
            target: event.request,
            reason: context.target?.id === event.request.id ? context.reason : '',
            errors: {}, formError: null, notice: null,
          })),
        },
      },
    },
    answering: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: {
              actions: assign(({ context, event }) => {
                if (event.field !== 'currency') return { values: { ...context.values, [event.field]: event.value }, errors: dropError(context.errors, event.field) };
                // Rows priced in the answer's currency follow it; every rate is to the answer's currency, so each is offered afresh.
                const from = context.values.currency;
                const to = event.value;
                const rows = context.rows.map((row) => {
                  const currency = row.currency === from ? to : row.currency;
                  return { ...row, currency, exchangeRate: isCurrency(currency) && isCurrency(to) ? String(defaultExchangeRate(currency, to)) : row.exchangeRate };
                });
                return { values: { ...context.values, currency: event.value }, rows, errors: dropError(context.errors, 'currency') };
              }),
            },
            EDIT_ROW: {
              actions: assign(({ context, event }) => {
                const rows = context.rows.map((row, i) => {
                  if (i !== event.index) return row;
                  const next = { ...row, [event.field]: event.value };
                  // A new currency brings the marketplace's rate to the answer's currency; the forwarder may change it.
                  if (event.field === 'currency' && isCurrency(event.value) && isCurrency(context.values.currency)) {
                    next.exchangeRate = String(defaultExchangeRate(event.value, context.values.currency));
                  }
                  return next;
                });
                let errors = dropError(context.errors, rowKey(event.index, event.field));
                if (event.field === 'currency') errors = dropError(errors, rowKey(event.index, 'exchangeRate'));
                return { rows, errors };
              }),
            },
            ADD_ROW: { guard: 'canAddRow', actions: assign(({ context }) => ({ rows: [...context.rows, emptyRow(context.values.currency)] })) },
            REMOVE_ROW: {
              guard: 'canRemoveRow',
              // Error keys name row positions: they are checked again on the next submit.
              actions: assign(({ context, event }) => ({ rows: context.rows.filter((_, i) => i !== event.index), errors: {} })),
            },
            SUBMIT: [
              { guard: 'answerValid', target: 'sending', actions: assign({ errors: {}, formError: null }) },
              {
                actions: assign(({ context }) => ({
                  errors: validateAnswer(context.values, context.rows, context.today),
                  focusSeq: context.focusSeq + 1,
                })),
              },
            ],
            CANCEL: { target: '#quoteManagement.idle' },
          },
        },
        sending: {
          invoke: {
            src: 'answerQuoteRequest',
            input: ({ context }) => ({ id: context.target!.id, body: answerBodyOf(context.values, context.rows) }),
            onDone: {
              target: '#quoteManagement.idle',
              actions: [
                { type: 'requestAnswered', params: ({ event }) => ({ request: event.output }) },
                assign(({ context, event }) => ({
                  notice: { id: 'quoteManagement.notice.answered', values: { requestNo: event.output.requestNo } },
                  target: null, values: initialValues(context.today), rows: [firstRow('USD')],
                })),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ formError: callFailureMessage(event.error) })),
            },
          },
        },
      },
    },
    declining: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT_REASON: { actions: assign(({ context, event }) => ({ reason: event.value, errors: dropError(context.errors, 'reason') })) },
            SUBMIT: [
              { guard: 'reasonValid', target: 'sending', actions: assign({ errors: {}, formError: null }) },
              { actions: assign(({ context }) => ({ errors: { reason: validateReason(context.reason)! }, focusSeq: context.focusSeq + 1 })) },
            ],
            CANCEL: { target: '#quoteManagement.idle' },
          },
        },
        sending: {
          invoke: {
            src: 'declineQuoteRequest',
            input: ({ context }) => ({ id: context.target!.id, reason: context.reason.trim() }),
            onDone: {
              target: '#quoteManagement.idle',
              actions: [
                { type: 'requestDeclined', params: ({ event }) => ({ request: event.output }) },
                assign(({ event }) => ({ notice: { id: 'quoteManagement.notice.declined', values: { requestNo: event.output.requestNo } }, target: null, reason: '' })),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ formError: callFailureMessage(event.error) })),
            },
          },
        },
      },
    },
  },
});

export type QuoteManagementSnapshot = SnapshotFrom<typeof quoteManagementMachine>;
