/**
 * What the Change Password page shows and can do, read from its machine: the three passwords with
 * their message ids (the view translates them), progress, success, and the functions that send events.
 */
import { ruleMessageId } from './auth-rules';
import { failureMessageId } from './shared/call-failure';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordField, ChangePasswordSnapshot } from './change-password.machine';
import { rememberedBy } from './shared/remembered';

type Send = (event: ChangePasswordEvent) => void;

/** The old password is only required here; the server's "incorrect" (10201) is said on it too. */
function oldPasswordMessageId(error: ChangePasswordContext['errors']['oldPassword']): string | null {
  if (!error) return null;
  return error === 'oldPasswordWrong' ? 'auth.error.oldPassword.wrong' : ruleMessageId('oldPassword', error);
}

function createActions(send: Send) {
  return {
    edit: (field: ChangePasswordField, value: string) => send({ type: 'EDIT', field, value }),
    editOldPassword: (value: string) => send({ type: 'EDIT', field: 'oldPassword', value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

// One set of functions per actor: the memoised fields get the same handler on every render.
const actionsFor = rememberedBy(createActions);

export function connectChangePassword(snapshot: ChangePasswordSnapshot, send: Send) {
  const { context } = snapshot;
  const { errors } = context;
  return {
    values: context.values,
    oldPasswordError: oldPasswordMessageId(errors.oldPassword),
    newPasswordError: errors.newPassword ? ruleMessageId('newPassword', errors.newPassword) : null,
    confirmPasswordError: errors.confirmPassword ? ruleMessageId('confirmPassword', errors.confirmPassword) : null,
    /** Changes whenever the field errors do: the page then focuses the first one. */
    errorsKey: errors,
    // Signed in: a 401 says the session ended (the session then sends the user to sign in).
    formError: context.formError ? failureMessageId(context.formError, 'auth.error', 'auth.error.generic') : null,
    submitting: snapshot.matches('submitting'),
    /** Changed: the message stays until the user changes the password again. */
    succeeded: snapshot.matches('success'),
    ...actionsFor(send),
  };
}

export type ChangePasswordView = ReturnType<typeof connectChangePassword>;
