import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signUpMachine, toE164, validateSignUp, type RobotChallenge, type SignUpField, type SignUpRequest } from '../../machines/sign-up.machine';
import { businessError, deferred, networkError, timeoutError } from './fixtures';

const challenge = (n: number): RobotChallenge => ({ captchaId: `cap-${n}`, prompt: `${n} + 1`, expiresAt: null });

const VALID: Record<SignUpField, string> = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneCountry: 'US',
  phone: '(562) 555-0199',
  extension: '42',
  robotAnswer: '2',
};

function start(signUp: (input: SignUpRequest) => Promise<void>, loadChallenge?: () => Promise<RobotChallenge>) {
  let loaded = 0;
  const loader = vi.fn(loadChallenge ?? (() => Promise.resolve(challenge(++loaded))));
  const signUpSpy = vi.fn(signUp);
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        signUp: fromPromise(({ input }) => signUpSpy(input)),
        loadChallenge: fromPromise(() => loader()),
      },
    }),
  ).start();
  return { actor, signUpSpy, loader };
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Partial<Record<SignUpField, string>>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'EDIT', field: field as SignUpField, value });
};

describe('sign-up validation', () => {
  it('requires first name, last name, e-mail, country, phone and the robot answer; the extension is optional', () => {
    expect(validateSignUp({ firstName: '', lastName: ' ', email: '', phoneCountry: '', phone: '', extension: '', robotAnswer: '' })).toEqual({
      firstName: 'required', lastName: 'required', email: 'required', phoneCountry: 'required', phone: 'required', robotAnswer: 'required',
    });
  });

  it('checks the e-mail format, the phone for its country and the extension digits', () => {
    expect(validateSignUp({ ...VALID, email: 'ada@', phone: '555-0199', extension: 'x12' })).toEqual({
      email: 'email', phone: 'phone', extension: 'extension',
    });
  });

  it('accepts a national or international number of the chosen country and gives its E.164 form', () => {
    expect(toE164('(562) 555-0199', 'US')).toBe('+15625550199');
    expect(toE164('+1 562 555 0199', 'US')).toBe('+15625550199');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('2123 4567', 'HK')).toBe('+85221234567');
  });

  it('refuses a number of another country, an impossible number, or an unknown country', () => {
    expect(toE164('+44 20 7946 0958', 'US')).toBeNull();
    expect(toE164('123', 'US')).toBeNull();
    expect(toE164('(562) 555-0199', 'ZZ')).toBeNull();
  });
});

describe('sign-up machine', () => {
  it('loads a robot challenge at once', async () => {
    const { actor } = start(() => Promise.resolve());
    expect(actor.getSnapshot().matches({ robotCheck: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    expect(actor.getSnapshot().context.challenge).toEqual(challenge(1));
  });

  it('shows every field rule and calls nothing when the form is empty', async () => {
    const { actor, signUpSpy } = start(() => Promise.resolve());
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'phone', 'phoneCountry', 'robotAnswer']);
    expect(signUpSpy).not.toHaveBeenCalled();
  });

  it('sends trimmed fields, the E.164 phone, the country, the extension and the challenge answer; then succeeds', async () => {
    const { actor, signUpSpy } = start(() => Promise.resolve());
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: 'success' }));
    expect(signUpSpy).toHaveBeenCalledWith({
      firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', phone: '+15625550199', phoneCountry: 'US', extension: '42',
      captchaId: 'cap-1', captchaAnswer: '2',
    });
    expect(actor.getSnapshot().context.activationEmail).toBe('ada@example.org');
  });

  it('leaves the extension out when none is given', async () => {
    const { actor, signUpSpy } = start(() => Promise.resolve());
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, { ...VALID, extension: '' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'success' }));
    expect(signUpSpy.mock.calls[0]?.[0]).not.toHaveProperty('extension');
  });

  it('does not submit twice while in flight', async () => {
    const pending = deferred<void>();
    const { actor, signUpSpy } = start(() => pending.promise);
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(signUpSpy).toHaveBeenCalledTimes(1);
    pending.resolve();
    await waitFor(actor, (s) => s.matches({ form: 'success' }));
  });

  it('an e-mail already registered (10101) marks the e-mail field and keeps every typed value', async () => {
    const { actor, loader } = start(() => Promise.reject(businessError(10101)));
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'error' }) && s.matches({ robotCheck: 'ready' }));
    const { context } = actor.getSnapshot();
    expect(context.errors).toEqual({ email: 'registered' });
    expect(context.formError).toBeNull();
    // The challenge was spent by the attempt: a new one is asked and its answer starts empty.
    expect(loader).toHaveBeenCalledTimes(2);
    expect(context.challenge?.captchaId).toBe('cap-2');
    expect(context.values).toEqual({ ...VALID, robotAnswer: '' });
  });

  it('a failed robot check (10103) marks the robot answer and brings a new challenge', async () => {
    const { actor } = start(() => Promise.reject(businessError(10103)));
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'error' }) && s.matches({ robotCheck: 'ready' }));
    expect(actor.getSnapshot().context.errors).toEqual({ robotAnswer: 'robotFailed' });
    expect(actor.getSnapshot().context.challenge?.captchaId).toBe('cap-2');
  });

  it.each([
    ['10102 is the generic failure', businessError(10102), 'generic'],
    ['90001 is the generic failure', businessError(90001), 'generic'],
    ['a network error says so', networkError(), 'network'],
    ['a timeout says so', timeoutError(), 'timeout'],
  ])('%s', async (_name, error, formError) => {
    const { actor } = start(() => Promise.reject(error));
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'error' }));
    expect(actor.getSnapshot().context.formError).toBe(formError);
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a challenge that cannot load can be asked again, and a valid form waits for one', async () => {
    let calls = 0;
    const { actor, signUpSpy } = start(
      () => Promise.resolve(),
      () => (++calls === 1 ? Promise.reject(networkError()) : Promise.resolve(challenge(calls))),
    );
    await waitFor(actor, (s) => s.matches({ robotCheck: 'failed' }));
    expect(actor.getSnapshot().context.challengeError).toBe('network');
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    expect(signUpSpy).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errors).toEqual({ robotAnswer: 'required' });
    actor.send({ type: 'RENEW_CHALLENGE' });
    await waitFor(actor, (s) => s.matches({ robotCheck: 'ready' }));
    expect(actor.getSnapshot().context.challenge?.captchaId).toBe('cap-2');
  });
});
