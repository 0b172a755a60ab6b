/**
 * What the Sign Up page shows and can do, read from the sign-up machine: values, a message id per
 * field (the view translates them), the robot check's state, and the functions that send events.
 */
import { ruleMessageId, type RuleField } from './auth-rules';
import { failureMessageId, type CallFailure } from './shared/call-failure';
import type { SignUpEvent, SignUpField, SignUpFieldError, SignUpSnapshot } from './sign-up.machine';
import { rememberedBy } from './shared/remembered';

type Send = (event: SignUpEvent) => void;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['firstName', 'lastName', 'email', 'phoneCountry', 'phone', 'extension', 'robotAnswer'];

/** The catalogue's name for each field's rules (`auth.error.<name>.*`); the robot answer words its own. */
const RULE_FIELD: Record<Exclude<SignUpField, 'robotAnswer'>, RuleField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneCountry: 'country',
  phone: 'phone',
  extension: 'extension',
};

/**
 * A field's message id. "Already registered" (10101) is worded with links to Sign In and Forgot
 * Password (`<signIn>` and `<forgot>` in the message); a failed robot check (10103) asks for the new question.
 */
function fieldMessageId(field: SignUpField, error: SignUpFieldError | undefined): string | null {
  if (!error) return null;
  if (error === 'registered') return 'auth.signUp.registered';
  if (field === 'robotAnswer') return error === 'robotFailed' ? 'auth.robot.failed' : 'auth.robot.required';
  return error === 'robotFailed' ? null : ruleMessageId(RULE_FIELD[field], error);
}

/** Nobody is signed in here, so a 401 reads as the screen's generic failure. */
const failureId = (failure: CallFailure | null, genericId: string) =>
  failure ? failureMessageId(failure, 'auth.error', genericId, { sessionEndedAsGeneric: true }) : null;

function createActions(send: Send) {
  return {
    /** One stable handler per field, so that memoised fields skip the re-render of every keystroke elsewhere. */
    edit: Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT', field, value })])) as Record<
      SignUpField,
      (value: string) => void
    >,
    renewChallenge: () => send({ type: 'RENEW_CHALLENGE' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

// One set of functions per actor: memoised fields get the same handler on every render.
const actionsFor = rememberedBy(createActions);

export function connectSignUp(snapshot: SignUpSnapshot, send: Send) {
  const { context } = snapshot;
  const robotStatus: 'loading' | 'ready' | 'failed' = snapshot.matches({ robotCheck: 'ready' })
    ? 'ready'
    : snapshot.matches({ robotCheck: 'failed' })
      ? 'failed'
      : 'loading';
  return {
    values: context.values,
    errors: Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, fieldMessageId(field, context.errors[field])])) as Record<
      SignUpField,
      string | null
    >,
    /** Changes whenever the field errors do: the page then focuses the first one. */
    errorsKey: context.errors,
    formError: failureId(context.formError, 'auth.signUp.failed'),
    submitting: snapshot.matches({ form: 'submitting' }),
    /** Signed up: the page says where the activation e-mail went. */
    succeeded: snapshot.matches({ form: 'success' }),
    activationEmail: context.activationEmail ?? '',
    robotStatus,
    challenge: context.challenge,
    challengeError: failureId(context.challengeError, 'auth.robot.loadFailed'),
    ...actionsFor(send),
  };
}

export type SignUpView = ReturnType<typeof connectSignUp>;
