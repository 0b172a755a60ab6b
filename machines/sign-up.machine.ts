/**
 * Sign Up (spec sections 2 and 5): first name, last name, e-mail, phone with country and extension,
 * and the not-a-robot check. Two regions run side by side: the form, and the robot check whose
 * challenge comes from whichever provider the app plugs in (the `loadChallenge` actor).
 *
 * libphonenumber-js (28 KiB gzip) is imported here and by the sign-up page only: both load with
 * the lazy /login/sign-up route, never with /login.
 */
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { ResultCode } from '../src/api/result-codes';
import { emailRule, onlyErrors, requiredRule, type FieldRule } from './auth-rules';
import { businessCode, callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

/**
 * A not-a-robot challenge, whatever the provider: an id the server checks the answer against, and
 * a prompt for providers that ask a question (the default offline one: "7 + 5").
 */
export interface RobotChallenge {
  captchaId: string;
  prompt: string | null;
  expiresAt: string | null;
}

export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phone: string;
  /** ISO 3166-1 alpha-2. */
  phoneCountry: string;
  extension?: string;
  captchaId: string;
  captchaAnswer: string;
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'phoneCountry' | 'phone' | 'extension' | 'robotAnswer';

export type SignUpFieldError = FieldRule | 'registered' | 'robotFailed';
export type SignUpFormError = CallFailure;

export interface SignUpContext {
  values: Record<SignUpField, string>;
  errors: Partial<Record<SignUpField, SignUpFieldError>>;
  formError: SignUpFormError | null;
  challenge: RobotChallenge | null;
  /** Why the challenge could not be loaded (the widget offers to try again). */
  challengeError: CallFailure | null;
  /** The address the activation e-mail went to. */
  activationEmail: string | null;
}

export type SignUpEvent =
  | { type: 'EDIT'; field: SignUpField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RENEW_CHALLENGE' }
  /** Internal: the server has seen (and spent) the current challenge. */
  | { type: 'CHALLENGE_SPENT' };

/** Extension: up to 6 digits, as a switchboard dials them (the contract's pattern). */
const EXTENSION_PATTERN = /^\d{1,6}$/;

/**
 * The phone must be a valid number of the chosen country (a number typed in international form
 * for another country sharing the calling code, e.g. +1 for US and CA, is accepted as well).
 * Returns the E.164 form, or null.
 */
export function toE164(phone: string, country: string): string | null {
  if (!phone.trim() || !isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed?.isValid()) return null;
  return parsed.countryCallingCode === getCountryCallingCode(country) ? parsed.number : null;
}

export function validateSignUp(values: Record<SignUpField, string>): Partial<Record<SignUpField, SignUpFieldError>> {
  const phoneRule = (): FieldRule | null => {
    if (!values.phone.trim()) return 'required';
    if (!values.phoneCountry) return null; // the country field reports its own "required"
    return toE164(values.phone, values.phoneCountry) ? null : 'phone';
  };
  return onlyErrors<SignUpField>({
    firstName: requiredRule(values.firstName),
    lastName: requiredRule(values.lastName),
    email: emailRule(values.email),
    phoneCountry: requiredRule(values.phoneCountry),
    phone: phoneRule(),
    extension: values.extension.trim() && !EXTENSION_PATTERN.test(values.extension.trim()) ? 'extension' : null,
    robotAnswer: requiredRule(values.robotAnswer),
  });
}

const EMPTY: Record<SignUpField, string> = {
  firstName: '', lastName: '', email: '', phoneCountry: '', phone: '', extension: '', robotAnswer: '',
};

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    signUp: fromPromise<void, SignUpRequest>(providedAtRoot('signUp')),
    loadChallenge: fromPromise<RobotChallenge, void>(providedAtRoot('loadChallenge')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateSignUp(context.values)).length === 0,
    hasChallenge: ({ context }) => context.challenge !== null,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    flagInvalidFields: assign(({ context }) => ({ errors: validateSignUp(context.values), formError: null })),
  },
}).createMachine({
  id: 'signUp',
  type: 'parallel',
  context: {
    values: EMPTY,
    errors: {},
    formError: null,
    challenge: null,
    challengeError: null,
    activationEmail: null,
  },
  states: {
    robotCheck: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign(({ context }) => ({ challenge: null, challengeError: null, values: { ...context.values, robotAnswer: '' } })),
          invoke: {
            id: 'loadChallenge',
            src: 'loadChallenge',
            onDone: { target: 'ready', actions: assign({ challenge: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ challengeError: ({ event }) => callFailure(event.error) }) },
          },
        },
        ready: {},
        failed: {},
      },
      on: {
        RENEW_CHALLENGE: '.loading',
        // Each challenge is good for one sign-up attempt: after any failed attempt a new one is asked.
        CHALLENGE_SPENT: '.loading',
      },
    },
    form: {
      initial: 'idle',
      states: {
        idle: {
          on: { SUBMIT: [{ guard: 'formIsValid', target: 'checking' }, { target: 'idle', actions: 'flagInvalidFields' }] },
        },
        // A valid form still needs a loaded challenge to send the answer with.
        checking: {
          always: [
            { guard: 'hasChallenge', target: 'submitting' },
            { target: 'idle', actions: assign({ errors: { robotAnswer: 'required' } }) },
          ],
        },
        submitting: {
          // The address is taken as it is sent: an edit while the call runs must not change whom the success names.
          entry: assign({ errors: {}, formError: null, activationEmail: ({ context }) => context.values.email.trim() }),
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => {
              const v = context.values;
              return {
                firstName: v.firstName.trim(),
                lastName: v.lastName.trim(),
                email: v.email.trim(),
                phone: toE164(v.phone, v.phoneCountry) ?? v.phone,
                phoneCountry: v.phoneCountry,
                ...(v.extension.trim() ? { extension: v.extension.trim() } : {}),
                captchaId: context.challenge?.captchaId ?? '',
                captchaAnswer: v.robotAnswer.trim(),
              };
            },
            onDone: { target: 'success' },
            onError: {
              target: 'error',
              actions: [
                assign(({ event }) => {
                  const code = businessCode(event.error);
                  if (code === ResultCode.EMAIL_REGISTERED) return { errors: { email: 'registered' as const }, formError: null };
                  if (code === ResultCode.ROBOT_CHECK_FAILED) return { errors: { robotAnswer: 'robotFailed' as const }, formError: null };
                  // 10102, 90001 and anything unexpected: "Failed to sign up, please retry"; network and timeout apart.
                  return { errors: {}, formError: callFailure(event.error) };
                }),
                raise({ type: 'CHALLENGE_SPENT' }),
              ],
            },
          },
        },
        error: {
          on: { SUBMIT: [{ guard: 'formIsValid', target: 'checking' }, { target: 'idle', actions: 'flagInvalidFields' }] },
        },
        success: { type: 'final' },
      },
    },
  },
  on: {
    EDIT: { actions: 'edit' },
  },
});

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;
