/**
 * Profile in Account Setting (spec sections 2 and 5; docs/decisions/131): first name, last name,
 * e-mail, phone with country and extension (the rules of Sign Up), and the language. First name, last
 * name, e-mail and phone are required. Saved through POST /user/save; the saved user goes to the
 * session at once (the `profileSaved` action, provided at the root), so the header shows the new name.
 * The language is this browser's choice (the contract keeps none): applied on save (`applyLanguage`).
 * Whatever fails, what was typed stays.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../../src/api/result-codes';
import type { components } from '../../src/api/schema.gen';
import { emailRule, onlyErrors, requiredRule, type FieldRule } from '../auth-rules';
import { businessCode, callFailure, type CallFailure } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';
import { toE164 } from '../sign-up.machine';

export type CurrentUser = components['schemas']['CurrentUser'];
export type ProfileRequest = components['schemas']['ProfileInput'];

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phoneCountry' | 'phone' | 'extension';
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'phoneCountry', 'phone', 'extension'];

/** A rule of the form, the e-mail another user has (10302), or a field the server refused (90001). */
export type ProfileFieldError = FieldRule | 'emailTaken' | 'serverRejected';

export interface ProfileInput {
  user: CurrentUser;
  /** The language on screen now. */
  language: string;
}

export interface ProfileContext {
  values: Record<ProfileField, string>;
  language: string;
  errors: Partial<Record<ProfileField, ProfileFieldError>>;
  formError: CallFailure | null;
  /** Bumped whenever field errors are set: the view focuses the first one. */
  errorSeq: number;
}

export type ProfileEvent =
  | { type: 'EDIT'; field: ProfileField; value: string }
  | { type: 'EDIT_LANGUAGE'; value: string }
  | { type: 'SUBMIT' };

const EXTENSION_PATTERN = /^\d{1,6}$/;

export function validateProfile(values: Record<ProfileField, string>): Partial<Record<ProfileField, FieldRule>> {
  const phoneRule = (): FieldRule | null => {
    if (!values.phone.trim()) return 'required';
    if (!values.phoneCountry) return null; // the country reports its own "required"
    return toE164(values.phone, values.phoneCountry) ? null : 'phone';
  };
  return onlyErrors<ProfileField>({
    firstName: requiredRule(values.firstName),
    lastName: requiredRule(values.lastName),
    email: emailRule(values.email),
    phoneCountry: requiredRule(values.phoneCountry),
    phone: phoneRule(),
    extension: values.extension.trim() && !EXTENSION_PATTERN.test(values.extension.trim()) ? 'extension' : null,
  });
}

export const valuesOf = (user: CurrentUser): Record<ProfileField, string> => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneCountry: user.phoneCountry,
  phone: user.phone,
  extension: user.extension,
});

export function requestOf(values: Record<ProfileField, string>): ProfileRequest {
  const extension = values.extension.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone, values.phoneCountry) ?? values.phone.trim(),
    phoneCountry: values.phoneCountry,
    ...(extension ? { extension } : { extension: '' }),
  };
}

/** 90001 names the field first ("phone: ..."): the message goes next to that field when it is one of ours. */
function rejectedField(error: unknown): ProfileField | null {
  if (businessCode(error) !== ResultCode.VALIDATION_FAILED) return null;
  const message = error instanceof Error ? error.message : '';
  const name = message.split(':')[0]?.trim();
  return PROFILE_FIELDS.find((f) => f === name) ?? null;
}

const submit = [{ guard: 'formIsValid', target: 'saving' }, { actions: 'flagInvalidFields' }] as const;

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    saveProfile: fromPromise<CurrentUser, ProfileRequest>(providedAtRoot('saveProfile')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateProfile(context.values)).length === 0,
  },
  actions: {
    // Provided at the root (src/app/actors/session-bridges.ts) and by the page.
    profileSaved: (_, _user: CurrentUser) => {},
    applyLanguage: (_, _language: string) => {},
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      // A new country may make the typed phone valid or not: its message goes with the country's.
      if (event.field === 'phoneCountry') delete errors.phone;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    editLanguage: assign(({ event }) => (event.type === 'EDIT_LANGUAGE' ? { language: event.value } : {})),
    flagInvalidFields: assign(({ context }) => ({
      errors: validateProfile(context.values),
      formError: null,
      errorSeq: context.errorSeq + 1,
    })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    values: valuesOf(input.user),
    language: input.language,
    errors: {},
    formError: null,
    errorSeq: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: submit },
    },
    saving: {
      entry: assign({ errors: {}, formError: null }),
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => requestOf(context.values),
        onDone: {
          target: 'saved',
          actions: [
            // The server's form of what was saved (trimmed, E.164).
            assign({ values: ({ event }) => valuesOf(event.output) }),
            { type: 'profileSaved', params: ({ event }) => event.output },
            { type: 'applyLanguage', params: ({ context }) => context.language },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            if (businessCode(event.error) === ResultCode.EMAIL_IN_USE) {
              return { errors: { email: 'emailTaken' as const }, errorSeq: context.errorSeq + 1 };
            }
            const field = rejectedField(event.error);
            if (field) return { errors: { [field]: 'serverRejected' as const }, errorSeq: context.errorSeq + 1 };
            return { formError: callFailure(event.error) };
          }),
        },
      },
    },
    // "Saved" stays until the user changes something.
    saved: {
      on: { SUBMIT: submit, EDIT: { target: 'editing', actions: 'edit' }, EDIT_LANGUAGE: { target: 'editing', actions: 'editLanguage' } },
    },
    failed: {
      on: { SUBMIT: submit },
    },
  },
  on: {
    EDIT: { actions: 'edit' },
    EDIT_LANGUAGE: { actions: 'editLanguage' },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
