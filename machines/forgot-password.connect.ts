/**
 * What the Forgot Password page shows and can do, read from its machine: the e-mail, message ids (the
 * view translates them), progress, the success with the address, and the functions that send events.
 */
import { ruleMessageId } from './auth-rules';
import { failureMessageId } from './shared/call-failure';
import type { ForgotPasswordEvent, ForgotPasswordSnapshot } from './forgot-password.machine';
import { rememberedBy } from './shared/remembered';

type Send = (event: ForgotPasswordEvent) => void;

function createActions(send: Send) {
  return {
    editEmail: (value: string) => send({ type: 'EDIT', value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

// One set of functions per actor: the memoised field gets the same handler on every render.
const actionsFor = rememberedBy(createActions);

export function connectForgotPassword(snapshot: ForgotPasswordSnapshot, send: Send) {
  const { context } = snapshot;
  return {
    email: context.email,
    emailError: context.errors.email ? ruleMessageId('email', context.errors.email) : null,
    /** Changes whenever the field errors do: the page then focuses the first one. */
    errorsKey: context.errors,
    // Nobody is signed in here, so a 401 reads as the generic failure.
    formError: context.formError ? failureMessageId(context.formError, 'auth.error', 'auth.error.generic', { sessionEndedAsGeneric: true }) : null,
    submitting: snapshot.matches('submitting'),
    /** The same words whether or not an account uses the address (the server never says either). */
    succeeded: snapshot.matches('success'),
    sentTo: context.sentTo ?? '',
    ...actionsFor(send),
  };
}

export type ForgotPasswordView = ReturnType<typeof connectForgotPassword>;
