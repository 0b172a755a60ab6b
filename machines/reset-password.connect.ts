/**
 * What the Reset Password page shows and can do, read from its machine: the account, the new password
 * and its confirmation with their message ids (the view translates them), the outcome, and the
 * functions that send events.
 */
import { ruleMessageId } from './auth-rules';
import { failureMessageId } from './shared/call-failure';
import type { ResetPasswordEvent, ResetPasswordField, ResetPasswordSnapshot } from './reset-password.machine';
import { rememberedBy } from './shared/remembered';

type Send = (event: ResetPasswordEvent) => void;

function createActions(send: Send) {
  return {
    edit: (field: ResetPasswordField, value: string) => send({ type: 'EDIT', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

// One set of functions per actor: the memoised fields get the same handler on every render.
const actionsFor = rememberedBy(createActions);

export function connectResetPassword(snapshot: ResetPasswordSnapshot, send: Send) {
  const { context } = snapshot;
  const { formError, errors } = context;
  return {
    email: context.email,
    values: context.values,
    newPasswordError: errors.newPassword ? ruleMessageId('newPassword', errors.newPassword) : null,
    confirmPasswordError: errors.confirmPassword ? ruleMessageId('confirmPassword', errors.confirmPassword) : null,
    /** Changes whenever the field errors do: the page then focuses the first one. */
    errorsKey: errors,
    // The user has no session yet, so a 401 reads as the generic failure; a spent link has its own screen.
    formError:
      formError && formError !== 'linkInvalid'
        ? failureMessageId(formError, 'auth.error', 'auth.error.generic', { sessionEndedAsGeneric: true })
        : null,
    submitting: snapshot.matches('submitting'),
    succeeded: snapshot.matches('success'),
    /** The link is incomplete, spent or expired: the page offers Forgot Password instead of the form. */
    linkInvalid: snapshot.matches('linkInvalid'),
    ...actionsFor(send),
  };
}

export type ResetPasswordView = ReturnType<typeof connectResetPassword>;
