/**
 * Reset Password: replaces a temporary password (from an invitation e-mail, or from Forgot
 * Password) with a new one. The e-mail and reset token come from the link or from sign in
 * (docs/decisions/072-reset-password-route-and-token.md); without them there is nothing to reset.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ResultCode } from '../src/api/result-codes';
import { confirmRule, newPasswordRule, onlyErrors, type FieldRule } from './auth-rules';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export type ResetPasswordField = 'newPassword' | 'confirmPassword';

export interface ResetPasswordRequest {
  email: string;
  resetToken: string;
  newPassword: string;
}

export interface ResetPasswordContext {
  email: string;
  resetToken: string;
  values: Record<ResetPasswordField, string>;
  errors: Partial<Record<ResetPasswordField, FieldRule>>;
  /** 'linkInvalid': the token is missing, spent or expired (10202): ask for a new one. */
  formError: CallFailure | 'linkInvalid' | null;
}

export type ResetPasswordEvent = { type: 'EDIT'; field: ResetPasswordField; value: string } | { type: 'SUBMIT' };

const check = (values: Record<ResetPasswordField, string>) =>
  onlyErrors<ResetPasswordField>({
    newPassword: newPasswordRule(values.newPassword),
    confirmPassword: confirmRule(values.newPassword, values.confirmPassword),
  });

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { email: string | null; resetToken: string | null },
  },
  actors: {
    resetPassword: fromPromise<void, ResetPasswordRequest>(providedAtRoot('resetPassword')),
  },
  guards: {
    hasLink: ({ context }) => Boolean(context.email && context.resetToken),
    formIsValid: ({ context }) => Object.keys(check(context.values)).length === 0,
  },
  actions: {
    flagInvalidFields: assign(({ context }) => ({ errors: check(context.values), formError: null })),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    email: input.email?.trim() ?? '',
    resetToken: input.resetToken?.trim() ?? '',
    values: { newPassword: '', confirmPassword: '' },
    errors: {},
    formError: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasLink', target: 'idle' }, { target: 'linkInvalid', actions: assign({ formError: 'linkInvalid' }) }],
    },
    idle: {
      on: { SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }] },
    },
    submitting: {
      entry: assign({ errors: {}, formError: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.email, resetToken: context.resetToken, newPassword: context.values.newPassword }),
        onDone: { target: 'success' },
        onError: [
          {
            guard: ({ event }) => businessCode(event.error) === ResultCode.RESET_INVALID,
            target: 'linkInvalid',
            actions: assign({ formError: 'linkInvalid' }),
          },
          { target: 'error', actions: assign({ formError: ({ event }) => callFailure(event.error) }) },
        ],
      },
    },
    error: {
      on: { SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }] },
    },
    // Final: the token is spent or was never valid; the screen links to Forgot Password.
    linkInvalid: { type: 'final' },
    success: { type: 'final' },
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

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
