/**
 * Sign In (spec sections 2 and 5): e-mail, password, remember me, and social sign in that ends in
 * the token sign-in flow. The machine validates, calls the named actors and turns every answer into
 * what the screen shows. A completed sign in goes to the session through the `signedIn` action (the
 * app provides it: src/app/actors/session-bridges.ts); an invited user with a temporary password ends
 * in `resetRequired` with the reset token, and the connect says where that leads.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../src/api/schema.gen';
import { enumOf } from './shared/enum-of';
import { ResultCode } from '../src/api/result-codes';
import { emailRule, onlyErrors, passwordPresentRule, type FieldRule } from './auth-rules';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

export type CurrentUser = components['schemas']['CurrentUser'];

export interface SignInCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Tokens and user of a completed sign in, whichever way it happened. */
export interface SignedInSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: CurrentUser;
}

/** /user/login answers either a session or, for an invited user with a temporary password, a reset token. */
export type SignInOutcome =
  | ({ kind: 'signedIn' } & SignedInSession)
  | { kind: 'mustResetPassword'; resetToken: string };

export type SocialProvider = components['schemas']['SocialProvider'];
export const SOCIAL_PROVIDERS = enumOf<SocialProvider>({ GOOGLE: true, MICROSOFT: true, APPLE: true });

/** What /user/social/authorize hands back, and /user/loginByToken takes. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type SignInField = 'email' | 'password';

/** Field-level problems: the rule codes plus the two server answers that belong to one field. */
export type SignInFieldError = FieldRule | 'wrongPassword' | 'unknownUser';

/** Problems that belong to the whole form (an alert above the button). */
export type SignInFormError = CallFailure | 'inactive' | 'locked' | 'socialNotLinked';

export interface SignInContext {
  email: string;
  password: string;
  remember: boolean;
  errors: Partial<Record<SignInField, SignInFieldError>>;
  formError: SignInFormError | null;
  /** The provider being used, so that only its button shows progress. */
  provider: SocialProvider | null;
  /** The social provider's tokens, traded for ours by /user/loginByToken. */
  providerTokens: ProviderTokens | null;
  session: SignedInSession | null;
  /** Set when /user/login asks an invited user to replace a temporary password first. */
  resetToken: string | null;
}

export type SignInEvent =
  | { type: 'EDIT'; field: SignInField; value: string }
  | { type: 'SET_REMEMBER'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'SOCIAL'; provider: SocialProvider };

/** What the session is told of a completed sign in. */
export type SignedIn = SignedInSession & { remember: boolean };

/** Business codes of /user/login that point at one field. */
function fieldErrorFor(error: unknown): Partial<Record<SignInField, SignInFieldError>> {
  const code = businessCode(error);
  if (code === ResultCode.WRONG_PASSWORD) return { password: 'wrongPassword' };
  if (code === ResultCode.UNKNOWN_USER) return { email: 'unknownUser' };
  return {};
}

/**
 * Everything else, for the alert: 10004 inactive; 10005 locked (too many wrong passwords); network and
 * timeout apart; 10003 and anything unexpected generic.
 */
function formErrorFor(error: unknown): SignInFormError | null {
  const code = businessCode(error);
  if (code === ResultCode.WRONG_PASSWORD || code === ResultCode.UNKNOWN_USER) return null;
  if (code === ResultCode.ACCOUNT_INACTIVE) return 'inactive';
  if (code === ResultCode.SIGN_IN_LOCKED) return 'locked';
  return callFailure(error);
}

/** What a failed /user/login puts on the form: a field's message or the alert's. */
export const signInErrorsFor = (error: unknown) => ({ errors: fieldErrorFor(error), formError: formErrorFor(error) });

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    signIn: fromPromise<SignInOutcome, SignInCredentials>(providedAtRoot('signIn')),
    socialAuthorize: fromPromise<ProviderTokens, { provider: SocialProvider }>(providedAtRoot('socialAuthorize')),
    loginByToken: fromPromise<SignedInSession, ProviderTokens>(providedAtRoot('loginByToken')),
  },
  guards: {
    formIsValid: ({ context }) => !emailRule(context.email) && !passwordPresentRule(context.password),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      // Editing a field clears only its own message; the alert stays until the next attempt.
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: event.value, errors };
    }),
    setRemember: assign({ remember: ({ event, context }) => (event.type === 'SET_REMEMBER' ? event.value : context.remember) }),
    chooseProvider: assign({ provider: ({ event, context }) => (event.type === 'SOCIAL' ? event.provider : context.provider) }),
    flagInvalidFields: assign({
      errors: ({ context }) => onlyErrors({ email: emailRule(context.email), password: passwordPresentRule(context.password) }),
      formError: null,
    }),
    startAttempt: assign({ errors: {}, formError: null, provider: null }),
    // The session stores the tokens and navigates; the page provides this with the session bridges.
    signedIn: (_, _signedIn: SignedIn) => {},
  },
}).createMachine({
  id: 'signIn',
  context: () => ({
    email: '',
    password: '',
    remember: false,
    errors: {},
    formError: null,
    provider: null,
    providerTokens: null,
    session: null,
    resetToken: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }],
        SOCIAL: { target: 'social', actions: 'chooseProvider' },
      },
    },
    submitting: {
      entry: 'startAttempt',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password, rememberMe: context.remember }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'mustResetPassword',
            target: 'resetRequired',
            actions: assign({ resetToken: ({ event }) => (event.output.kind === 'mustResetPassword' ? event.output.resetToken : null) }),
          },
          {
            target: 'success',
            actions: assign({
              session: ({ event }) => {
                if (event.output.kind !== 'signedIn') return null;
                const { kind: _kind, ...session } = event.output;
                return session;
              },
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: assign(({ event }) => signInErrorsFor(event.error)),
        },
      },
    },
    social: {
      initial: 'authorizing',
      entry: assign({ errors: {}, formError: null }),
      states: {
        authorizing: {
          invoke: {
            id: 'socialAuthorize',
            src: 'socialAuthorize',
            input: ({ context }) => ({ provider: context.provider ?? 'GOOGLE' }),
            onDone: { target: 'signingIn', actions: assign({ providerTokens: ({ event }) => event.output }) },
            onError: {
              target: '#signIn.error',
              actions: assign({
                // 10002 from the provider: no account of ours is linked to that sign-in.
                formError: ({ event }) =>
                  businessCode(event.error) === ResultCode.UNKNOWN_USER ? 'socialNotLinked' : formErrorFor(event.error) ?? 'generic',
              }),
            },
          },
        },
        signingIn: {
          invoke: {
            id: 'loginByToken',
            src: 'loginByToken',
            input: ({ context }) => context.providerTokens as ProviderTokens,
            onDone: { target: '#signIn.success', actions: assign({ session: ({ event }) => event.output }) },
            onError: { target: '#signIn.error', actions: assign({ formError: ({ event }) => formErrorFor(event.error) ?? 'generic' }) },
          },
        },
      },
    },
    // The answer is on screen; the user may edit and try again, either way.
    error: {
      on: {
        SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'idle', actions: 'flagInvalidFields' }],
        SOCIAL: { target: 'social', actions: 'chooseProvider' },
      },
    },
    resetRequired: { type: 'final' },
    success: {
      type: 'final',
      entry: {
        type: 'signedIn',
        // Set on every transition into this state (sign in or token sign in).
        params: ({ context }) => ({ ...(context.session as SignedInSession), remember: context.remember }),
      },
    },
  },
  on: {
    EDIT: { actions: 'edit' },
    SET_REMEMBER: { actions: 'setRemember' },
  },
});

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;
