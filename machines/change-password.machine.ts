/**
 * Change Password (signed in): old, new and confirmation. A wrong old password (10201) is shown
 * next to the old-password field; the typed values stay so the user fixes only that one.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../src/api/result-codes';
import { confirmRule, newPasswordRule, onlyErrors, passwordPresentRule, type FieldRule } from './auth-rules';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordContext {
  values: Record<ChangePasswordField, string>;
  errors: { oldPassword?: FieldRule | 'oldPasswordWrong'; newPassword?: FieldRule; confirmPassword?: FieldRule };
  formError: CallFailure | null;
}

export type ChangePasswordEvent = { type: 'EDIT'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' };

const check = (values: Record<ChangePasswordField, string>) =>
  onlyErrors<ChangePasswordField>({
    // Only "required" for the old one: it was set under whatever rule applied then.
    oldPassword: passwordPresentRule(values.oldPassword),
    newPassword: newPasswordRule(values.newPassword),
    confirmPassword: confirmRule(values.newPassword, values.confirmPassword),
  });

const EMPTY: Record<ChangePasswordField, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(providedAtRoot('changePassword')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(check(context.values)).length === 0,
  },
  actions: {
    flagInvalidFields: assign(({ context }) => ({ errors: check(context.values), formError: null })),
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY, errors: {}, formError: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }] },
    },
    submitting: {
      entry: assign({ errors: {}, formError: null }),
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ oldPassword: context.values.oldPassword, newPassword: context.values.newPassword }),
        // Passwords do not linger in memory or on screen once changed.
        onDone: { target: 'success', actions: assign({ values: EMPTY }) },
        onError: {
          target: 'error',
          actions: assign(({ event }) =>
            businessCode(event.error) === ResultCode.OLD_PASSWORD_WRONG
              ? { errors: { oldPassword: 'oldPasswordWrong' as const }, formError: null }
              : { errors: {}, formError: callFailure(event.error) },
          ),
        },
      },
    },
    error: {
      on: { SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }] },
    },
    // The message stays until the user changes the password again.
    success: {
      on: { SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }] },
    },
  },
  on: {
    EDIT: {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        delete errors[event.field];
        return { values: { ...context.values, [event.field]: event.value }, errors };
      }),
    },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
