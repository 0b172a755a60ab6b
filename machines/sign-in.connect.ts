/**
 * What the Sign In page shows and can do, read from the sign-in machine: values, message ids (the
 * view translates them), progress, where an invited user goes next, and the functions that send events.
 */
import { ruleMessageId } from './auth-rules';
import { failureMessageId } from './shared/call-failure';
import { resetPasswordPath } from './shared/route-paths';
import {
  SOCIAL_PROVIDERS,
  type SignInEvent,
  type SignInFieldError,
  type SignInFormError,
  type SignInSnapshot,
  type SocialProvider,
  signInErrorsFor,
} from './sign-in.machine';
import { rememberedBy } from './shared/remembered';
import { SIGN_IN_LOCK_MS } from '../domain/sign-in-attempt-limits';

type Send = (event: SignInEvent) => void;

/** The e-mail's message id: a rule, or the server's "no account uses this e-mail" (10002). */
function emailMessageId(error: SignInFieldError | undefined): string | null {
  if (error === 'unknownUser') return 'auth.signIn.unknownUser';
  return error && error !== 'wrongPassword' ? ruleMessageId('email', error) : null;
}

/** The password's message id: a rule, or the server's "the password is incorrect" (10001). */
function passwordMessageId(error: SignInFieldError | undefined): string | null {
  if (error === 'wrongPassword') return 'auth.signIn.wrongPassword';
  return error && error !== 'unknownUser' ? ruleMessageId('password', error) : null;
}

/** The alert's message id. Nobody is signed in here, so a 401 reads as the generic failure. */
function formMessageId(error: SignInFormError | null): string | null {
  if (!error) return null;
  if (error === 'inactive') return 'auth.signIn.inactive';
  if (error === 'locked') return 'auth.signIn.locked';
  if (error === 'socialNotLinked') return 'auth.signIn.socialNotLinked';
  return failureMessageId(error, 'auth.error', 'auth.signIn.failed', { sessionEndedAsGeneric: true });
}

/** The message id Sign In shows for a failed /user/login: the alert's, else the field's. */
export function signInFailureMessageId(error: unknown): string | null {
  const { errors, formError } = signInErrorsFor(error);
  return formMessageId(formError) ?? passwordMessageId(errors.password) ?? emailMessageId(errors.email);
}

/**
 * The longest a closed account stays closed. The answer says no more than "too many" (its code carries no
 * time), and the lock ends at most this long after the refusal, so the alert promises no more than that.
 */
const LOCK_MINUTES = SIGN_IN_LOCK_MS / 60_000;

export const providerLabelId = (provider: SocialProvider) => `auth.provider.${provider}`;

function createActions(send: Send) {
  return {
    editEmail: (value: string) => send({ type: 'EDIT', field: 'email', value }),
    editPassword: (value: string) => send({ type: 'EDIT', field: 'password', value }),
    setRemember: (value: boolean) => send({ type: 'SET_REMEMBER', value }),
    submit: () => send({ type: 'SUBMIT' }),
    signInWith: (provider: SocialProvider) => send({ type: 'SOCIAL', provider }),
  };
}

// One set of functions per actor: memoised fields get the same handler on every render.
const actionsFor = rememberedBy(createActions);

export function connectSignIn(snapshot: SignInSnapshot, send: Send) {
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  const social = snapshot.matches('social');
  return {
    email: context.email,
    password: context.password,
    remember: context.remember,
    emailError: emailMessageId(context.errors.email),
    passwordError: passwordMessageId(context.errors.password),
    /** Changes whenever the field errors do: the page then focuses the first one. */
    errorsKey: context.errors,
    formError: formMessageId(context.formError),
    /** Message id of the provider the alert may name ("No account is linked to this sign-in"). */
    formErrorProvider: context.provider ? providerLabelId(context.provider) : null,
    /** The minutes the "too many wrong passwords" alert names. */
    lockMinutes: LOCK_MINUTES,
    submitting,
    /** While a sign in runs, and after it succeeded until the session navigates away: the form is inert. */
    busy: submitting || social || snapshot.status === 'done',
    socialProviders: SOCIAL_PROVIDERS.map((provider) => ({
      provider,
      label: providerLabelId(provider),
      loading: social && context.provider === provider,
    })),
    /** Where the page goes now (replacing Sign In): Reset Password for an invited user, with the reset token. */
    redirectTo:
      snapshot.matches('resetRequired') && context.resetToken ? resetPasswordPath(context.email.trim(), context.resetToken) : null,
    ...actionsFor(send),
  };
}

export type SignInView = ReturnType<typeof connectSignIn>;
