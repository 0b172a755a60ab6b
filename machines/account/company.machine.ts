/**
 * My Company in Account Setting (spec sections 2 and 3; docs/decisions/132): legal company name,
 * address, additional address, city, state, country and zip. Everyone reads it (GET /company/current);
 * a company admin edits it (POST /company/update). The kind and allowManageUser are not edited here.
 * Whatever fails, what was typed stays.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../../src/api/result-codes';
import type { components } from '../../src/api/schema.gen';
import { businessCode, callFailure, type CallFailure } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';

export type Company = components['schemas']['Company'];
export type CompanyRequest = components['schemas']['CompanyInput'];

export type CompanyField = 'legalName' | 'address' | 'additionalAddress' | 'city' | 'state' | 'country' | 'zip';
export const COMPANY_FIELDS: readonly CompanyField[] = ['legalName', 'address', 'additionalAddress', 'city', 'state', 'country', 'zip'];

/** The contract's limits (CompanyInput). */
export const COMPANY_LIMITS: Record<CompanyField, number> = {
  legalName: 120,
  address: 200,
  additionalAddress: 200,
  city: 80,
  state: 80,
  country: 2,
  zip: 20,
};
const REQUIRED: ReadonlySet<CompanyField> = new Set(['legalName', 'address', 'city', 'country', 'zip']);

export type CompanyRule = 'required' | 'tooLong' | 'country' | 'serverRejected';

export interface CompanyInput {
  /** A company admin may edit (the server checks it again: 10303). */
  canEdit: boolean;
}

export interface CompanyContext {
  canEdit: boolean;
  company: Company | null;
  values: Record<CompanyField, string>;
  errors: Partial<Record<CompanyField, CompanyRule>>;
  loadError: CallFailure | null;
  /** `notAdmin` when the server says the user is no admin (10303). */
  formError: CallFailure | 'notAdmin' | null;
  errorSeq: number;
}

export type CompanyEvent =
  | { type: 'RETRY' }
  | { type: 'START_EDIT' }
  | { type: 'EDIT'; field: CompanyField; value: string }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT' };

export function validateCompany(values: Record<CompanyField, string>): Partial<Record<CompanyField, CompanyRule>> {
  const errors: Partial<Record<CompanyField, CompanyRule>> = {};
  for (const field of COMPANY_FIELDS) {
    const value = values[field].trim();
    if (!value) {
      if (REQUIRED.has(field)) errors[field] = 'required';
    } else if (field === 'country') {
      if (!/^[A-Z]{2}$/.test(value)) errors[field] = 'country';
    } else if (value.length > COMPANY_LIMITS[field]) {
      errors[field] = 'tooLong';
    }
  }
  return errors;
}

const EMPTY: Record<CompanyField, string> = { legalName: '', address: '', additionalAddress: '', city: '', state: '', country: '', zip: '' };

export const companyValuesOf = (company: Company): Record<CompanyField, string> => ({
  legalName: company.legalName,
  address: company.address,
  additionalAddress: company.additionalAddress,
  city: company.city,
  state: company.state,
  country: company.country,
  zip: company.zip,
});

export function companyRequestOf(values: Record<CompanyField, string>): CompanyRequest {
  const v = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, values[f].trim()])) as Record<CompanyField, string>;
  return { legalName: v.legalName, address: v.address, additionalAddress: v.additionalAddress, city: v.city, state: v.state, country: v.country, zip: v.zip };
}

function rejectedField(error: unknown): CompanyField | null {
  if (businessCode(error) !== ResultCode.VALIDATION_FAILED) return null;
  const name = (error instanceof Error ? error.message : '').split(':')[0]?.trim();
  return COMPANY_FIELDS.find((f) => f === name) ?? null;
}

const submit = [{ guard: 'formIsValid', target: 'saving' }, { actions: 'flagInvalidFields' }] as const;

export const companyMachine = setup({
  types: {
    context: {} as CompanyContext,
    events: {} as CompanyEvent,
    input: {} as CompanyInput,
  },
  actors: {
    loadCompany: fromPromise<Company, void>(providedAtRoot('loadCompany')),
    saveCompany: fromPromise<Company, CompanyRequest>(providedAtRoot('saveCompany')),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    formIsValid: ({ context }) => Object.keys(validateCompany(context.values)).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    flagInvalidFields: assign(({ context }) => ({ errors: validateCompany(context.values), formError: null, errorSeq: context.errorSeq + 1 })),
    /** Start from the company as saved, and forget an earlier attempt's messages. */
    draftFromCompany: assign(({ context }) => ({
      values: context.company ? companyValuesOf(context.company) : EMPTY,
      errors: {},
      formError: null,
    })),
  },
}).createMachine({
  id: 'company',
  context: ({ input }) => ({
    canEdit: input.canEdit,
    company: null,
    values: EMPTY,
    errors: {},
    loadError: null,
    formError: null,
    errorSeq: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: { target: 'viewing', actions: assign({ company: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => callFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    viewing: {
      initial: 'idle',
      states: {
        idle: {},
        // The saved notice stays until the user edits again.
        saved: {},
      },
      on: { START_EDIT: { guard: 'canEdit', target: 'editing', actions: 'draftFromCompany' } },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        failed: {},
      },
      on: {
        EDIT: { actions: 'edit' },
        CANCEL: { target: 'viewing' },
        SUBMIT: submit,
      },
    },
    saving: {
      entry: assign({ errors: {}, formError: null }),
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => companyRequestOf(context.values),
        onDone: { target: 'viewing.saved', actions: assign({ company: ({ event }) => event.output }) },
        onError: {
          target: 'editing.failed',
          actions: assign(({ context, event }) => {
            if (businessCode(event.error) === ResultCode.ROLE_FORBIDDEN) return { formError: 'notAdmin' as const };
            const field = rejectedField(event.error);
            if (field) return { errors: { [field]: 'serverRejected' as const }, errorSeq: context.errorSeq + 1 };
            return { formError: callFailure(event.error) };
          }),
        },
      },
    },
  },
});

export type CompanySnapshot = SnapshotFrom<typeof companyMachine>;
