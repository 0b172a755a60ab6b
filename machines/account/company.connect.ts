/**
 * What the My Company section shows and can do, read from the company machine: the company as saved,
 * the form while editing with a message id per field, whether the user may edit, and the functions
 * that send events.
 */
import { failureMessageId } from '../shared/call-failure';
import { rememberedBy } from '../shared/remembered';
import { COMPANY_FIELDS, COMPANY_LIMITS, type CompanyEvent, type CompanyField, type CompanyRule, type CompanySnapshot } from './company.machine';

type Send = (event: CompanyEvent) => void;

function fieldMessageId(error: CompanyRule | undefined): string | null {
  if (!error) return null;
  if (error === 'serverRejected') return 'account.error.rejected';
  return `account.company.error.${error}`;
}

function createActions(send: Send) {
  return {
    edit: Object.fromEntries(COMPANY_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT', field, value })])) as Record<
      CompanyField,
      (value: string) => void
    >,
    retry: () => send({ type: 'RETRY' }),
    startEdit: () => send({ type: 'START_EDIT' }),
    cancel: () => send({ type: 'CANCEL' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

const actionsFor = rememberedBy(createActions);

export function connectCompany(snapshot: CompanySnapshot, send: Send) {
  const { context } = snapshot;
  const editing = snapshot.matches('editing') || snapshot.matches('saving');
  const formError = context.formError === 'notAdmin' ? 'account.company.error.notAdmin' : context.formError ? failureMessageId(context.formError, 'account.error', 'account.company.saveFailed') : null;
  return {
    loading: snapshot.matches('loading'),
    loadError: context.loadError ? failureMessageId(context.loadError, 'account.error', 'account.company.loadFailed') : null,
    company: context.company,
    /** The form is open (also while it saves). */
    editing,
    saving: snapshot.matches('saving'),
    saved: snapshot.matches({ viewing: 'saved' }),
    canEdit: snapshot.can({ type: 'START_EDIT' }),
    /** Read-only for a user who is not the company admin: the view says so. */
    readOnlyNotice: context.canEdit ? null : 'account.company.readOnly',
    values: context.values,
    limits: COMPANY_LIMITS,
    errors: Object.fromEntries(COMPANY_FIELDS.map((f) => [f, fieldMessageId(context.errors[f])])) as Record<CompanyField, string | null>,
    errorSeq: context.errorSeq,
    formError,
    ...actionsFor(send),
  };
}

export type CompanyView = ReturnType<typeof connectCompany>;
