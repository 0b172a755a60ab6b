/**
 * Forgot Password (spec sections 2 and 5): a valid e-mail, then a success message. The server
 * answers the same whether or not an account exists, so the screen never reveals it either.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { emailRule, type FieldRule } from './auth-rules';
import { callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export interface ForgotPasswordContext {
  email: string;
  errors: { email?: FieldRule };
  formError: CallFailure | null;
  /** The address the reset e-mail went to, for the success message. */
  sentTo: string | null;
}

export type ForgotPasswordEvent = { type: 'EDIT'; value: string } | { type: 'SUBMIT' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    forgotPassword: fromPromise<void, { email: string }>(providedAtRoot('forgotPassword')),
  },
  guards: {
    emailIsValid: ({ context }) => emailRule(context.email) === null,
  },
  actions: {
    flagInvalidEmail: assign(({ context }) => {
      const rule = emailRule(context.email);
      return { errors: rule ? { email: rule } : {}, formError: null };
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', errors: {}, formError: null, sentTo: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: [{ guard: 'emailIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidEmail' }] },
    },
    submitting: {
      // The address is taken as it is sent: an edit while the call runs must not change whom the success names.
      entry: assign({ errors: {}, formError: null, sentTo: ({ context }) => context.email.trim() }),
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'success' },
        onError: { target: 'error', actions: assign({ formError: ({ event }) => callFailure(event.error) }) },
      },
    },
    error: {
      on: { SUBMIT: [{ guard: 'emailIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidEmail' }] },
    },
    success: { type: 'final' },
  },
  on: {
    EDIT: { actions: assign({ email: ({ event }) => event.value, errors: {} }) },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
