/**
 * What the Bank Details page needs from its machine: the currencies as tabs, the chosen currency's
 * account to read, or its form with each field's value and message next to it, the enabled flags from
 * the machine's guards, and the functions that send its events.
 */
import type { BankAccountField } from '../../domain/bank-codes';
import { BANK_CURRENCIES, fieldsFor, type BankDetailsEvent, type BankDetailsSnapshot, type Currency } from './bank-details.machine';

export interface BankField {
  field: BankAccountField;
  /** Message id of its label (the billing glossary's). */
  label: string;
  value: string;
  /** Message id of what is wrong, or null. */
  error: string | null;
  /** Message id of a hint on the format, or null. */
  hint: string | null;
}

const LABELS: Record<BankAccountField, string> = {
  accountNo: 'billing.bank.accountNo',
  bankName: 'billing.bank.bankName',
  bankAddress: 'billing.bank.bankAddress',
  recipientName: 'billing.bank.recipientName',
  recipientAddress: 'billing.bank.recipientAddress',
  swiftCode: 'billing.bank.swiftCode',
  abaRouting: 'billing.bank.abaRouting',
};
const HINTS: Partial<Record<BankAccountField, string>> = {
  swiftCode: 'bankDetail.hint.swiftCode',
  abaRouting: 'bankDetail.hint.abaRouting',
};

export function connectBankDetails(snapshot: BankDetailsSnapshot, send: (event: BankDetailsEvent) => void) {
  const { context } = snapshot;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : snapshot.matches({ ready: 'viewing' })
        ? 'viewing'
        : 'editing';
  const saving = snapshot.matches({ ready: 'saving' });
  const fields = fieldsFor(context.currency);
  const account = context.accounts[context.currency] ?? null;
  const form: BankField[] = fields.map((field) => ({
    field,
    label: LABELS[field],
    value: context.draft[field],
    error: context.errors[field] ?? null,
    hint: HINTS[field] ?? null,
  }));
  return {
    status,
    saving,
    currency: context.currency,
    currencies: BANK_CURRENCIES.map((currency) => ({
      currency,
      label: `billing.currency.${currency}`,
      selected: currency === context.currency,
      hasAccount: !!context.accounts[currency],
      /** Another currency can be shown (not while its form is open). */
      canSelect: currency === context.currency || snapshot.can({ type: 'SELECT_CURRENCY', currency }),
    })),
    /** The chosen currency's account as saved, field by field; null when it has none yet. */
    account: account
      ? fields.map((field) => ({ field, label: LABELS[field], value: field === 'abaRouting' ? (account.abaRouting ?? '') : account[field] }))
      : null,
    updatedAt: account?.updatedAt ?? null,
    form,
    /** Changes whenever the errors are shown again: the page then focuses the first field in error. */
    focusSeq: context.focusSeq,
    firstErrorField: form.find((f) => f.error)?.field ?? null,
    savedSeq: context.savedSeq,
    formError: context.formError,
    loadFailureMessage: status === 'loadFailed' ? context.loadFailure : null,
    canEdit: snapshot.can({ type: 'EDIT_START' }),
    canSave: snapshot.can({ type: 'SAVE' }),
    canCancel: snapshot.can({ type: 'CANCEL' }),
    canRetry: snapshot.can({ type: 'RETRY' }),

    selectCurrency: (currency: Currency) => send({ type: 'SELECT_CURRENCY', currency }),
    startEdit: () => send({ type: 'EDIT_START' }),
    edit: (field: BankAccountField, value: string) => send({ type: 'EDIT', field, value }),
    save: () => send({ type: 'SAVE' }),
    cancel: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type BankDetailsView = ReturnType<typeof connectBankDetails>;
