/** The Sign Up connect: what the page reads from the real sign-up machine, and the events its functions send. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { signUpMachine, type RobotChallenge, type SignUpField } from '../../machines/sign-up.machine';
import { connectSignUp, SIGN_UP_FIELDS } from '../../machines/sign-up.connect';
import { businessError, deferred, networkError, timeoutError } from './fixtures';

const challenge = (n: number): RobotChallenge => ({ captchaId: `cap-${n}`, prompt: `${n} + 1`, expiresAt: null });

const VALID: Record<SignUpField, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneCountry: 'US',
  phone: '(562) 555-0199',
  extension: '',
  robotAnswer: '2',
};

function start(signUp: () => Promise<void>, loadChallenge?: () => Promise<RobotChallenge>) {
  let loaded = 0;
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        signUp: fromPromise(() => signUp()),
        loadChallenge: fromPromise(() => (loadChallenge ?? (() => Promise.resolve(challenge(++loaded))))()),
      },
    }),
  ).start();
  const view = () => connectSignUp(actor.getSnapshot(), actor.send);
  const fill = (values: Partial<Record<SignUpField, string>>) => {
    for (const [field, value] of Object.entries(values)) view().edit[field as SignUpField](value);
  };
  return { actor, view, fill };
}

async function submitValidAndFail(error: unknown) {
  const { actor, view, fill } = start(() => Promise.reject(error));
  await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
  fill(VALID);
  view().submit();
  await waitFor(actor, (s) => s.matches({ form: 'error' }) && s.matches({ robotCheck: 'ready' }));
  return view();
}

describe('connectSignUp', () => {
  it('shows the robot question loading, then ready with its challenge', async () => {
    const { actor, view } = start(() => Promise.resolve());
    expect(view()).toMatchObject({ robotStatus: 'loading', challenge: null, challengeError: null, submitting: false, succeeded: false, formError: null });
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    expect(view()).toMatchObject({ robotStatus: 'ready', challenge: challenge(1) });
  });

  it('its functions send the machine the user’s events, one stable handler per field', () => {
    const send = vi.fn();
    const { actor } = start(() => Promise.resolve());
    const view = connectSignUp(actor.getSnapshot(), send);
    for (const field of SIGN_UP_FIELDS) view.edit[field](`${field}!`);
    view.renewChallenge();
    view.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      ...SIGN_UP_FIELDS.map((field) => ({ type: 'EDIT', field, value: `${field}!` })),
      { type: 'RENEW_CHALLENGE' },
      { type: 'SUBMIT' },
    ]);
    expect(connectSignUp(actor.getSnapshot(), send).edit).toBe(view.edit);
  });

  it('words every field rule of an empty form', async () => {
    const { actor, view } = start(() => Promise.resolve());
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    view().submit();
    expect(view().errors).toEqual({
      firstName: 'auth.error.firstName.required',
      lastName: 'auth.error.lastName.required',
      email: 'auth.error.email.required',
      phoneCountry: 'auth.error.country.required',
      phone: 'auth.error.phone.required',
      extension: null,
      robotAnswer: 'auth.robot.required',
    });
  });

  it('words the format rules of the e-mail, the phone and the extension', async () => {
    const { actor, view, fill } = start(() => Promise.resolve());
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill({ ...VALID, email: 'ada@', phone: '555', extension: 'x1' });
    view().submit();
    expect(view().errors).toMatchObject({ email: 'auth.error.email.format', phone: 'auth.error.phone.format', extension: 'auth.error.extension.format' });
  });

  it('an e-mail already registered (10101) gets the message with the sign-in and forgot-password links', async () => {
    expect((await submitValidAndFail(businessError(10101))).errors.email).toBe('auth.signUp.registered');
  });

  it('a failed robot check (10103) asks to answer the new question', async () => {
    const view = await submitValidAndFail(businessError(10103));
    expect(view.errors.robotAnswer).toBe('auth.robot.failed');
    expect(view.challenge?.captchaId).toBe('cap-2');
  });

  it.each([
    ['90001', businessError(90001), 'auth.signUp.failed'],
    ['a network error', networkError(), 'auth.error.network'],
    ['a timeout', timeoutError(), 'auth.error.timeout'],
    ['an identical request in flight', new ApiError('too-frequent', 0, null, null), 'auth.error.tooFrequent'],
    // Nobody is signed in on this page: a 401 is no "session ended".
    ['an auth failure', new ApiError('auth', 401, null, null), 'auth.signUp.failed'],
  ])('%s gives the alert %s', async (_name, error, id) => {
    expect((await submitValidAndFail(error)).formError).toBe(id);
  });

  it('a question that cannot load says why, with its own generic wording', async () => {
    const network = start(() => Promise.resolve(), () => Promise.reject(networkError()));
    await waitFor(network.actor, (s) => s.matches({ robotCheck: 'failed' }));
    expect(network.view()).toMatchObject({ robotStatus: 'failed', challengeError: 'auth.error.network' });
    const other = start(() => Promise.resolve(), () => Promise.reject(businessError(90001)));
    await waitFor(other.actor, (s) => s.matches({ robotCheck: 'failed' }));
    expect(other.view().challengeError).toBe('auth.robot.loadFailed');
  });

  it('is submitting while the sign-up runs, then says where the activation e-mail went', async () => {
    const pending = deferred<void>();
    const { actor, view, fill } = start(() => pending.promise);
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill({ ...VALID, email: ' ada@example.org ' });
    view().submit();
    expect(view().submitting).toBe(true);
    pending.resolve();
    await waitFor(actor, (s) => s.matches({ form: 'success' }));
    expect(view()).toMatchObject({ submitting: false, succeeded: true, activationEmail: 'ada@example.org' });
  });
});
