/**
 * The company admin's user management (spec sections 5 and 6, docs/decisions/016 and 135-139): add a
 * user (an invitation with a temporary password), edit a user, activate or deactivate one after a
 * confirmation, and give one a new temporary password after a confirmation. The table of users is
 * the paged-list machine (company-users.list.ts); this machine owns the dialogs and their calls.
 *
 * The admin never acts against their own account here: deactivating it, removing its admin flag or
 * resetting its password through the admin calls is not offered (the guards below), and the server
 * refuses it anyway (90001), so a company always keeps an active admin.
 *
 * The machine knows no table: what the page does with a created or changed user is the `userCreated`
 * and `userChanged` actions it provides (reload the list, replace the row).
 *
 * An admin of a SELLER company also adds a client company and its first user in one call
 * (POST /company/createPartyAndUser, docs/decisions/016 "Parties" and 138): the party form, with the
 * company's fields (the My Company rules) and the first user's (the add-user rules).
 *
 * Adding a user, adding a party and resetting a password answer the user's temporary password once
 * (docs/decisions/211), besides the invitation e-mail that carries it (218): it is part of the success's
 * notice (`notice.handover`) for the admin to give to the user should the e-mail not reach them, so it
 * goes with the notice, when the admin dismisses it or does anything next. It lives in this context
 * only: never in the URL, storage or a log.
 */
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/schema.gen';
import { ResultCode } from '../../src/api/result-codes';
import { isApiError } from '../../src/api/api-error';
import { isEmail } from '../auth-rules';
import { toE164 } from '../sign-up.machine';
import { businessCode, callFailure, failureMessageId } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';
import { COMPANY_FIELDS, COMPANY_LIMITS, validateCompany, type CompanyField, type CompanyRequest } from './company.machine';

type Schemas = components['schemas'];
export type CompanyUser = Schemas['User'];
export type UserInput = Schemas['UserInput'];
export type UserInvitation = Schemas['UserInvitation'];
export type UserStatus = Schemas['UserStatus'];
export interface UpdateUserInput extends UserInput {
  id: string;
}
export type PartyInput = Schemas['PartyInput'];
export type PartyCreated = Schemas['PartyCreated'];
export interface UserStatusInput {
  id: string;
  status: UserStatus;
}

/** The text fields of the user form, in the order the form shows them. */
export const USER_FIELDS = ['firstName', 'lastName', 'email', 'phoneCountry', 'phone', 'extension', 'client', 'tag', 'level'] as const;
export type UserField = (typeof USER_FIELDS)[number];
export type UserValues = Record<UserField, string>;

/** The contract's lengths (UserInput). */
export const USER_FIELD_MAX: Partial<Record<UserField, number>> = { firstName: 60, lastName: 60, client: 60, tag: 60, level: 30 };
const EXTENSION_PATTERN = /^\d{1,6}$/;
const REQUIRED: readonly UserField[] = ['firstName', 'lastName', 'email', 'phoneCountry', 'phone'];

export const EMPTY_USER_VALUES: UserValues = {
  firstName: '', lastName: '', email: '', phoneCountry: '', phone: '', extension: '', client: '', tag: '', level: '',
};

/** A rule broken on a field, as a message id shown next to it. */
const fieldMessage = (field: UserField, rule: string) => `companyUsers.form.${field}.${rule}`;

/** What is wrong with the form, field by field (message ids); empty when it can be sent. */
export function validateUser(values: UserValues): Partial<Record<UserField, string>> {
  const errors: Partial<Record<UserField, string>> = {};
  for (const field of USER_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED.includes(field) && !value) errors[field] = fieldMessage(field, 'required');
    else if ((USER_FIELD_MAX[field] ?? Infinity) < value.length) errors[field] = 'companyUsers.form.tooLong';
  }
  if (!errors.email && !isEmail(values.email)) errors.email = fieldMessage('email', 'format');
  // The country reports its own "required"; a number is judged against the country chosen.
  if (!errors.phone && values.phoneCountry && !toE164(values.phone, values.phoneCountry)) errors.phone = fieldMessage('phone', 'format');
  if (values.extension.trim() && !EXTENSION_PATTERN.test(values.extension.trim())) errors.extension = fieldMessage('extension', 'format');
  return errors;
}

/** The request body of the form, trimmed, the phone in E.164. */
export function userInputOf(values: UserValues, admin: boolean): UserInput {
  const v = Object.fromEntries(USER_FIELDS.map((f) => [f, values[f].trim()])) as UserValues;
  return {
    firstName: v.firstName, lastName: v.lastName, email: v.email,
    phone: toE164(v.phone, v.phoneCountry) ?? v.phone, phoneCountry: v.phoneCountry,
    extension: v.extension, admin, client: v.client, tag: v.tag, level: v.level,
  };
}

const valuesOf = (user: CompanyUser): UserValues => ({
  firstName: user.firstName, lastName: user.lastName, email: user.email, phoneCountry: user.phoneCountry, phone: user.phone,
  extension: user.extension, client: user.client, tag: user.tag, level: user.level,
});

const fullName = (user: Pick<CompanyUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** A message id with its values; after an invitation or a reset, the temporary password to hand over. */
export interface Notice {
  id: string;
  values: Record<string, string>;
  handover?: Handover;
}

/** A temporary password the admin can also hand to its user, shown once. */
export interface Handover {
  /** The user's full name, and the first name the sentence addresses them by. */
  name: string;
  firstName: string;
  /** Where the invitation e-mail with the password was sent. */
  email: string;
  password: string;
}

const handoverTo = (user: CompanyUser, password: string): Handover => ({ name: fullName(user), firstName: user.firstName, email: user.email, password });

/** The message ids of a refusal that is not about one field, per business code. */
const CODE_MESSAGES: Partial<Record<number, string>> = {
  [ResultCode.USER_MANAGEMENT_DISABLED]: 'companyUsers.error.managementOff',
  [ResultCode.ROLE_FORBIDDEN]: 'companyUsers.error.notAdmin',
};

/**
 * Where a failed save's message goes: 10302 and a 90001 that names a field go next to that field;
 * 90001 on the admin flag is the self-demotion refusal; anything else goes in the dialog.
 */
export function saveFailure(error: unknown): { errors: Partial<Record<UserField, string>>; formError: string | null } {
  const code = businessCode(error);
  if (code === ResultCode.EMAIL_IN_USE) return { errors: { email: 'companyUsers.form.email.inUse' }, formError: null };
  if (code === ResultCode.VALIDATION_FAILED) {
    // The server names the field first: "phone: ..." (docs/decisions/019).
    const field = isApiError(error) ? (error.serverMessage ?? '').split(':')[0]!.trim() : '';
    if ((USER_FIELDS as readonly string[]).includes(field)) return { errors: { [field]: 'companyUsers.form.rejected' }, formError: null };
    if (field === 'admin') return { errors: {}, formError: 'companyUsers.error.selfAdmin' };
    return { errors: {}, formError: 'companyUsers.error.notInCompany' };
  }
  return { errors: {}, formError: actionFailure(error) };
}

/** The message id of a failed status change or password reset. */
export function actionFailure(error: unknown): string {
  const code = businessCode(error);
  if (code === ResultCode.VALIDATION_FAILED) return 'companyUsers.error.notInCompany';
  const message = code === null ? undefined : CODE_MESSAGES[code];
  return message ?? failureMessageId(callFailure(error), 'companyUsers.call');
}

/** A field of the party form: the client company's, or its first user's. */
export type PartyField = `company.${CompanyField}` | `user.${UserField}`;
export type PartyCompanyValues = Record<CompanyField, string>;
export interface PartyValues {
  company: PartyCompanyValues;
  user: UserValues;
}
export const PARTY_FIELDS: readonly PartyField[] = [
  ...COMPANY_FIELDS.map((f) => `company.${f}` as const),
  ...USER_FIELDS.map((f) => `user.${f}` as const),
];
/** The contract's lengths (CompanyInput, UserInput). */
export const PARTY_COMPANY_MAX: Record<CompanyField, number> = COMPANY_LIMITS;
export const EMPTY_PARTY_VALUES: PartyValues = {
  company: { legalName: '', address: '', additionalAddress: '', city: '', state: '', country: '', zip: '' },
  user: EMPTY_USER_VALUES,
};

/** What is wrong with the party form, field by field (message ids): the My Company rules and the add-user rules. */
export function validateParty(values: PartyValues): Partial<Record<PartyField, string>> {
  const errors: Partial<Record<PartyField, string>> = {};
  for (const [field, rule] of Object.entries(validateCompany(values.company)) as [CompanyField, string][]) {
    errors[`company.${field}`] = rule === 'tooLong' ? 'companyUsers.form.tooLong' : `companyUsers.party.${field}.${rule}`;
  }
  for (const [field, id] of Object.entries(validateUser(values.user)) as [UserField, string][]) errors[`user.${field}`] = id;
  return errors;
}

/** The request body of the party form: trimmed; the first user is the new company's admin. */
export function partyInputOf(values: PartyValues): PartyInput {
  const company = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, values.company[f].trim()])) as CompanyRequest;
  return { company, user: userInputOf(values.user, true) };
}

/**
 * Where a refused party goes: 10302 next to the user's e-mail, a 90001 naming a field ("company.zip:
 * ...", "user.phone: ...") next to that field; 10303 (no seller admin) and anything else in the dialog.
 */
export function partyFailure(error: unknown): { errors: Partial<Record<PartyField, string>>; formError: string | null } {
  const code = businessCode(error);
  if (code === ResultCode.EMAIL_IN_USE) return { errors: { 'user.email': 'companyUsers.form.email.inUse' }, formError: null };
  if (code === ResultCode.VALIDATION_FAILED) {
    const field = isApiError(error) ? (error.serverMessage ?? '').split(':')[0]!.trim() : '';
    if ((PARTY_FIELDS as readonly string[]).includes(field)) return { errors: { [field]: 'companyUsers.form.rejected' }, formError: null };
    return { errors: {}, formError: 'companyUsers.party.error.rejected' };
  }
  if (code === ResultCode.ROLE_FORBIDDEN) return { errors: {}, formError: 'companyUsers.party.error.notSeller' };
  return { errors: {}, formError: actionFailure(error) };
}

export interface CompanyUsersInput {
  /** The signed-in admin: never deactivated, demoted or reset from here. */
  selfId: string;
  /** The admin's company is a SELLER (the session user's role): it may add client companies. */
  seller?: boolean;
}

/** The machine's input for the signed-in admin: a SELLER's admin may add client companies. */
export const companyUsersInputOf = (self: Pick<CompanyUser, 'id' | 'role'>): Required<CompanyUsersInput> => ({
  selfId: self.id,
  seller: self.role === 'SELLER',
});

export interface CompanyUsersContext {
  selfId: string;
  seller: boolean;
  /** What the form does: add a user, or edit `target`. Kept after a cancelled add, so its draft comes back. */
  mode: 'add' | 'edit' | null;
  /** The user being edited, or the user a confirmation is about. */
  target: CompanyUser | null;
  /** The form as typed: kept through every error. */
  values: UserValues;
  admin: boolean;
  /** Message ids next to the fields. */
  errors: Partial<Record<UserField, string>>;
  /** Message id of a refusal or failure shown in the open dialog. */
  formError: string | null;
  /** The party form as typed: kept through every error and a cancel, until the party is created. */
  party: PartyValues;
  /** Message ids next to the party form's fields. */
  partyErrors: Partial<Record<PartyField, string>>;
  /** The status a confirmation asks for. */
  status: UserStatus | null;
  /** What was done last, announced on the section. */
  notice: Notice | null;
  /** A new number asks the view to focus the first field with an error. */
  focusSeq: number;
}

export type CompanyUsersEvent =
  | { type: 'OPEN_ADD' }
  | { type: 'OPEN_EDIT'; user: CompanyUser }
  | { type: 'OPEN_PARTY' }
  | { type: 'EDIT_PARTY'; field: PartyField; value: string }
  | { type: 'EDIT'; field: UserField; value: string }
  | { type: 'SET_ADMIN'; admin: boolean }
  | { type: 'SUBMIT' }
  | { type: 'ASK_STATUS'; user: CompanyUser; status: UserStatus }
  | { type: 'ASK_RESET'; user: CompanyUser }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_NOTICE' };

const companyUsers = setup({
  types: {
    context: {} as CompanyUsersContext,
    events: {} as CompanyUsersEvent,
    input: {} as CompanyUsersInput,
  },
  actors: {
    createUser: fromPromise<UserInvitation, UserInput>(providedAtRoot('createUser')),
    updateUser: fromPromise<CompanyUser, UpdateUserInput>(providedAtRoot('updateUser')),
    updateUserStatus: fromPromise<CompanyUser, UserStatusInput>(providedAtRoot('updateUserStatus')),
    resetUserPassword: fromPromise<UserInvitation, { id: string }>(providedAtRoot('resetUserPassword')),
    createPartyAndUser: fromPromise<PartyCreated, PartyInput>(providedAtRoot('createPartyAndUser')),
  },
  actions: {
    /** Provided by the page: a new user exists (the list shows it). */
    userCreated: (_, _params: { user: CompanyUser }) => {},
    /** Provided by the page: a user changed (its row shows the answer). */
    userChanged: (_, _params: { user: CompanyUser }) => {},
    clearMessages: assign({ errors: {}, formError: null }),
    flagInvalidFields: assign(({ context }) => ({ errors: validateUser(context.values), formError: null, focusSeq: context.focusSeq + 1 })),
  },
  guards: {
    /** Only an admin of a SELLER company adds client companies (the server checks it again: 10303). */
    seller: ({ context }) => context.seller,
    partyValid: ({ context }) => Object.keys(validateParty(context.party)).length === 0,
    formValid: ({ context }) => Object.keys(validateUser(context.values)).length === 0,
    adding: ({ context }) => context.mode === 'add',
    /** The admin flag of one's own account stays on: a company must keep an admin. */
    adminFlagEditable: ({ context }) => !(context.mode === 'edit' && context.target?.id === context.selfId),
    /** Another user, and a status they do not have yet. */
    statusChangeAllowed: ({ context, event }) =>
      event.type === 'ASK_STATUS' && event.user.id !== context.selfId && event.user.status !== event.status,
    /** Another user: one's own password is changed with the old one (Change Password). */
    resetAllowed: ({ context, event }) => event.type === 'ASK_RESET' && event.user.id !== context.selfId,
  },
});

type StateConfig = Parameters<typeof companyUsers.createStateConfig>[0];
type Invoke = Exclude<NonNullable<StateConfig['invoke']>, readonly unknown[]>;

/** The user form's call (add or save), under way: busy, messages cleared; a refusal goes back to the form (saveFailure). */
const saving = (invoke: Invoke) =>
  companyUsers.createStateConfig({
    tags: ['busy'],
    entry: 'clearMessages',
    invoke: {
      ...invoke,
      onError: {
        target: 'editing',
        actions: assign(({ context, event }) => ({ ...saveFailure(event.error), focusSeq: context.focusSeq + 1 })),
      },
    },
  });

/** A confirmation about one user (status, password reset): OK makes the call; a failure stays in the dialog with its message. */
const confirmation = (invoke: Invoke) =>
  companyUsers.createStateConfig({
    initial: 'asking',
    states: {
      asking: {
        on: {
          CLOSE: '#companyUsers.idle',
          CONFIRM: 'sending',
        },
      },
      sending: {
        tags: ['busy'],
        entry: assign({ formError: null }),
        invoke: { ...invoke, onError: { target: 'asking', actions: assign({ formError: ({ event }) => actionFailure(event.error) }) } },
      },
    },
  });

export const companyUsersMachine = companyUsers.createMachine({
  id: 'companyUsers',
  context: ({ input }) => ({
    selfId: input.selfId,
    seller: input.seller ?? false,
    mode: null,
    target: null,
    values: EMPTY_USER_VALUES,
    admin: false,
    errors: {},
    formError: null,
    party: EMPTY_PARTY_VALUES,
    partyErrors: {},
    status: null,
    notice: null,
    focusSeq: 0,
  }),
  initial: 'idle',
  on: {
    DISMISS_NOTICE: { actions: assign({ notice: null }) },
  },
  states: {
    idle: {
      on: {
        OPEN_ADD: {
          target: 'form',
          actions: assign(({ context }) =>
            // A cancelled add comes back as it was left.
            context.mode === 'add'
              ? { formError: null, notice: null }
              : { mode: 'add' as const, target: null, values: EMPTY_USER_VALUES, admin: false, errors: {}, formError: null, notice: null },
          ),
        },
        // The party draft comes back as it was left; an edit that was left ends.
        OPEN_PARTY: {
          guard: 'seller',
          target: 'partyForm',
          actions: assign(({ context }) => ({ formError: null, notice: null, mode: context.mode === 'edit' ? null : context.mode })),
        },
        OPEN_EDIT: {
          target: 'form',
          actions: assign(({ event }) => ({
            mode: 'edit' as const,
            target: event.user,
            values: valuesOf(event.user),
            admin: event.user.admin,
            errors: {},
            formError: null,
            notice: null,
          })),
        },
        ASK_STATUS: {
          guard: 'statusChangeAllowed',
          target: 'confirmStatus',
          actions: assign(({ context, event }) => ({
            target: event.user, status: event.status, formError: null, notice: null,
            // Acting on a row ends an edit that was left: the add draft stays.
            mode: context.mode === 'edit' ? null : context.mode,
          })),
        },
        ASK_RESET: {
          guard: 'resetAllowed',
          target: 'confirmReset',
          actions: assign(({ context, event }) => ({
            target: event.user, formError: null, notice: null, mode: context.mode === 'edit' ? null : context.mode,
          })),
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CLOSE: '#companyUsers.idle',
            EDIT: {
              actions: assign(({ context, event }) => {
                const errors = { ...context.errors };
                delete errors[event.field];
                return { values: { ...context.values, [event.field]: event.value }, errors };
              }),
            },
            SET_ADMIN: { guard: 'adminFlagEditable', actions: assign({ admin: ({ event }) => event.admin }) },
            SUBMIT: [
              { guard: and(['formValid', 'adding']), target: 'creating' },
              { guard: 'formValid', target: 'updating' },
              { actions: 'flagInvalidFields' },
            ],
          },
        },
        creating: saving({
          id: 'createUser',
          src: 'createUser',
          input: ({ context }) => userInputOf(context.values, context.admin),
          onDone: {
            target: '#companyUsers.idle',
            actions: [
              assign(({ event }) => ({
                mode: null,
                values: EMPTY_USER_VALUES,
                admin: false,
                notice: {
                  id: 'companyUsers.notice.invited',
                  values: { email: event.output.user.email },
                  handover: handoverTo(event.output.user, event.output.temporaryPassword),
                },
              })),
              { type: 'userCreated', params: ({ event }) => ({ user: event.output.user }) },
            ],
          },
        }),
        updating: saving({
          id: 'updateUser',
          src: 'updateUser',
          input: ({ context }) => ({ id: context.target?.id ?? '', ...userInputOf(context.values, context.admin) }),
          onDone: {
            target: '#companyUsers.idle',
            actions: [
              assign(({ event }) => ({ mode: null, target: event.output, notice: { id: 'companyUsers.notice.saved', values: { name: fullName(event.output) } } })),
              { type: 'userChanged', params: ({ event }) => ({ user: event.output }) },
            ],
          },
        }),
      },
    },
    partyForm: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CLOSE: '#companyUsers.idle',
            EDIT_PARTY: {
              actions: assign(({ context, event }) => {
                const errors = { ...context.partyErrors };
                delete errors[event.field];
                const [part, field] = event.field.split('.') as ['company' | 'user', string];
                return { party: { ...context.party, [part]: { ...context.party[part], [field]: event.value } }, partyErrors: errors };
              }),
            },
            SUBMIT: [
              { guard: 'partyValid', target: 'creating' },
              {
                actions: assign(({ context }) => ({ partyErrors: validateParty(context.party), formError: null, focusSeq: context.focusSeq + 1 })),
              },
            ],
          },
        },
        creating: {
          tags: ['busy'],
          entry: assign({ partyErrors: {}, formError: null }),
          invoke: {
            id: 'createPartyAndUser',
            src: 'createPartyAndUser',
            input: ({ context }) => partyInputOf(context.party),
            onDone: {
              target: '#companyUsers.idle',
              actions: assign(({ event }) => ({
                party: EMPTY_PARTY_VALUES,
                notice: {
                  id: 'companyUsers.notice.partyCreated',
                  values: { company: event.output.company.legalName, name: fullName(event.output.user), email: event.output.user.email },
                  handover: handoverTo(event.output.user, event.output.temporaryPassword),
                },
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const { errors, formError } = partyFailure(event.error);
                return { partyErrors: errors, formError, focusSeq: context.focusSeq + 1 };
              }),
            },
          },
        },
      },
    },
    confirmStatus: confirmation({
      id: 'updateUserStatus',
      src: 'updateUserStatus',
      input: ({ context }) => ({ id: context.target?.id ?? '', status: context.status ?? 'ACTIVE' }),
      onDone: {
        target: '#companyUsers.idle',
        actions: [
          assign(({ event }) => ({
            target: event.output,
            notice: {
              id: event.output.status === 'ACTIVE' ? 'companyUsers.notice.activated' : 'companyUsers.notice.deactivated',
              values: { name: fullName(event.output) },
            },
          })),
          { type: 'userChanged', params: ({ event }) => ({ user: event.output }) },
        ],
      },
    }),
    confirmReset: confirmation({
      id: 'resetUserPassword',
      src: 'resetUserPassword',
      input: ({ context }) => ({ id: context.target?.id ?? '' }),
      onDone: {
        target: '#companyUsers.idle',
        actions: [
          assign(({ event }) => ({
            target: event.output.user,
            notice: {
              id: 'companyUsers.notice.passwordReset',
              values: { email: event.output.user.email },
              handover: handoverTo(event.output.user, event.output.temporaryPassword),
            },
          })),
          { type: 'userChanged', params: ({ event }) => ({ user: event.output.user }) },
        ],
      },
    }),
  },
});

export type CompanyUsersSnapshot = SnapshotFrom<typeof companyUsersMachine>;
