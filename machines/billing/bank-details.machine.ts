/**
 * The forwarder's bank details (spec section 3 "Bank details", per currency USD, EUR, GBP; docs/
 * decisions/125 and 126): the account each currency's payouts go to. The machine loads every
 * currency's account, shows one currency at a time, and edits it in a form checked with the rules the
 * backends share (domain/bank-codes.ts): required fields, SWIFT in the ISO 9362 shape, ABA routing (USD
 * only) with its checksum. Each problem is a rule id shown next to its field; the server's 90001 field
 * errors land next to their fields the same way. Nothing typed is lost on an error.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { currencyValues, type components } from '../../src/api/schema.gen';
import { isApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountProblems,
  normalizeCode,
  usesAbaRouting,
  type BankAccountField,
  type BankAccountFields,
} from '../../domain/bank-codes';
import { businessCode, callFailure, failureMessageId } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';

export type Currency = components['schemas']['Currency'];

/** A forwarder's payout account for one currency, as the contract gives it (decision 126). */
export type PayoutAccount = components['schemas']['PayoutAccount'];

export interface SavePayoutAccountInput {
  currency: Currency;
  fields: BankAccountFields;
}

/** The form's values as typed (ABA routing '' when the currency has none). */
export type Draft = Record<BankAccountField, string>;
/** Message ids by field. */
export type FieldErrors = Partial<Record<BankAccountField, string>>;

export interface BankDetailsContext {
  accounts: Partial<Record<Currency, PayoutAccount>>;
  currency: Currency;
  draft: Draft;
  errors: FieldErrors;
  /** Message id of a failure that belongs to no field. */
  formError: string | null;
  loadFailure: string | null;
  /** A new number asks the view to focus the first field in error. */
  focusSeq: number;
  /** A new number after each save, for the view to announce it. */
  savedSeq: number;
}

export type BankDetailsEvent =
  | { type: 'SELECT_CURRENCY'; currency: Currency }
  | { type: 'EDIT_START' }
  | { type: 'EDIT'; field: BankAccountField; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const BANK_CURRENCIES: readonly Currency[] = currencyValues;

/** The fields a currency's form has: ABA routing for USD only. */
export const fieldsFor = (currency: Currency): readonly BankAccountField[] =>
  BANK_ACCOUNT_FIELDS.filter((field) => field !== 'abaRouting' || usesAbaRouting(currency));

const EMPTY_DRAFT: Draft = { accountNo: '', bankName: '', bankAddress: '', recipientName: '', recipientAddress: '', swiftCode: '', abaRouting: '' };

const draftOf = (account: PayoutAccount | undefined): Draft =>
  account
    ? {
        accountNo: account.accountNo,
        bankName: account.bankName,
        bankAddress: account.bankAddress,
        recipientName: account.recipientName,
        recipientAddress: account.recipientAddress,
        swiftCode: account.swiftCode,
        abaRouting: account.abaRouting ?? '',
      }
    : EMPTY_DRAFT;

/** What is sent: text trimmed, codes without spaces and in capitals, no ABA routing outside USD. */
export function fieldsOf(draft: Draft, currency: Currency): BankAccountFields {
  return {
    accountNo: draft.accountNo.trim(),
    bankName: draft.bankName.trim(),
    bankAddress: draft.bankAddress.trim(),
    recipientName: draft.recipientName.trim(),
    recipientAddress: draft.recipientAddress.trim(),
    swiftCode: normalizeCode(draft.swiftCode),
    abaRouting: usesAbaRouting(currency) ? normalizeCode(draft.abaRouting) : null,
  };
}

/** A rule id of domain/bank-codes.ts as a message id: `swift.country` → `bankDetail.error.swift.country`. */
export const ruleMessage = (rule: string) => `bankDetail.error.${rule}`;

export function draftErrors(draft: Draft, currency: Currency): FieldErrors {
  const problems = bankAccountProblems(fieldsOf(draft, currency), currency);
  return Object.fromEntries(Object.entries(problems).map(([field, rule]) => [field, ruleMessage(rule)]));
}

/**
 * The server's 90001 names each field it refused, `field: rule` separated by `;` (decision 126). A field
 * it names gets the rule the shared checks find in what was sent, or else the server's rule when it is
 * one of ours, or else "not accepted".
 */
export function serverFieldErrors(message: string | null, draft: Draft, currency: Currency): FieldErrors {
  const local = draftErrors(draft, currency);
  const errors: FieldErrors = {};
  for (const part of (message ?? '').split(';')) {
    const [name, rule] = part.split(':').map((s) => s.trim());
    const field = BANK_ACCOUNT_FIELDS.find((f) => f === name);
    if (!field || !fieldsFor(currency).includes(field)) continue;
    errors[field] = local[field] ?? (rule && KNOWN_RULES.has(rule) ? ruleMessage(rule) : 'bankDetail.error.rejected');
  }
  return errors;
}
const KNOWN_RULES = new Set([
  'required', 'tooLong', 'accountNo.format', 'swift.length', 'swift.characters', 'swift.bank', 'swift.country', 'aba.digits', 'aba.checksum',
]);

/** Where a failed save's message goes: next to fields (90001 naming them) or above the form. */
export function saveFailure(error: unknown, draft: Draft, currency: Currency): { errors: FieldErrors; formError: string | null } {
  const code = businessCode(error);
  if (code === ResultCode.VALIDATION_FAILED) {
    const errors = serverFieldErrors(isApiError(error) ? error.serverMessage : null, draft, currency);
    return Object.keys(errors).length ? { errors, formError: 'bankDetail.save.checkFields' } : { errors, formError: 'bankDetail.save.invalid' };
  }
  if (code === ResultCode.ROLE_FORBIDDEN) return { errors: {}, formError: 'bankDetail.save.notForwarder' };
  if (code === ResultCode.NO_BANK_INFO) return { errors: {}, formError: 'bankDetail.save.currencyUnsupported' };
  return { errors: {}, formError: failureMessageId(callFailure(error), 'bankDetail.save') };
}

export const bankDetailsMachine = setup({
  types: {
    context: {} as BankDetailsContext,
    events: {} as BankDetailsEvent,
  },
  actors: {
    loadPayoutAccounts: fromPromise<PayoutAccount[], void>(providedAtRoot('loadPayoutAccounts')),
    savePayoutAccount: fromPromise<PayoutAccount, SavePayoutAccountInput>(providedAtRoot('savePayoutAccount')),
  },
  guards: {
    otherCurrency: ({ context, event }) =>
      event.type === 'SELECT_CURRENCY' && BANK_CURRENCIES.includes(event.currency) && event.currency !== context.currency,
    knownField: ({ context, event }) => event.type === 'EDIT' && fieldsFor(context.currency).includes(event.field),
    draftValid: ({ context }) => Object.keys(draftErrors(context.draft, context.currency)).length === 0,
  },
  actions: {
    selectCurrency: assign({ currency: ({ context, event }) => (event.type === 'SELECT_CURRENCY' ? event.currency : context.currency) }),
    startDraft: assign(({ context }) => ({ draft: draftOf(context.accounts[context.currency]), errors: {}, formError: null })),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // A field in error is checked again as it is typed, so its message goes once it is right.
      if (!context.errors[event.field]) return { draft };
      const errors = { ...context.errors };
      const now = draftErrors(draft, context.currency)[event.field];
      if (now) errors[event.field] = now;
      else delete errors[event.field];
      return { draft, errors };
    }),
    showErrors: assign(({ context }) => ({ errors: draftErrors(context.draft, context.currency), formError: null, focusSeq: context.focusSeq + 1 })),
    clearForm: assign({ errors: {}, formError: null }),
  },
}).createMachine({
  id: 'bankDetails',
  context: {
    accounts: {},
    currency: 'USD',
    draft: EMPTY_DRAFT,
    errors: {},
    formError: null,
    loadFailure: null,
    focusSeq: 0,
    savedSeq: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPayoutAccounts',
        src: 'loadPayoutAccounts',
        onDone: {
          target: 'ready',
          actions: assign({
            accounts: ({ event }) => Object.fromEntries(event.output.map((account) => [account.currency, account])),
            loadFailure: null,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadFailure: ({ event }) => failureMessageId(callFailure(event.error), 'bankDetail.load') }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            SELECT_CURRENCY: { guard: 'otherCurrency', actions: 'selectCurrency' },
            EDIT_START: { target: 'editing', actions: 'startDraft' },
          },
        },
        editing: {
          on: {
            EDIT: { guard: 'knownField', actions: 'edit' },
            SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'clearForm' }, { actions: 'showErrors' }],
            CANCEL: { target: 'viewing', actions: 'clearForm' },
          },
        },
        saving: {
          invoke: {
            id: 'savePayoutAccount',
            src: 'savePayoutAccount',
            input: ({ context }) => ({ currency: context.currency, fields: fieldsOf(context.draft, context.currency) }),
            onDone: {
              target: 'viewing',
              actions: assign(({ context, event }) => ({
                accounts: { ...context.accounts, [event.output.currency]: event.output },
                savedSeq: context.savedSeq + 1,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                ...saveFailure(event.error, context.draft, context.currency),
                focusSeq: context.focusSeq + 1,
              })),
            },
          },
        },
      },
    },
  },
});

export type BankDetailsSnapshot = SnapshotFrom<typeof bankDetailsMachine>;
