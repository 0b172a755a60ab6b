// @vitest-environment node
/**
 * Model-based test of the sign-up machine. The REAL machine is traversed with getShortestPaths from the
 * form filled but for the robot check: the user breaks or mends the e-mail, renews the robot check or
 * submits; the robot check's provider may hand in an answer at any time; the server's answers are
 * explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events for the challenge and for the
 * sign-up (every failure of spec section 8 and every business code the contract lists for /user/signup).
 * Each path then drives a real actor (fake calls answered by the test) and checks, at every step, that
 * it is where the path says, that the page's props (the connect) are those of the path's state, and the
 * rules that hold everywhere: the call sends what was typed, nothing typed is lost after a failure,
 * each challenge is sent once at most and a failed attempt asks for a new one.
 *
 * Coverage is read from the real machine (tests/model/coverage.ts): every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { connectSignUp } from '../../machines/sign-up.connect';
import { signUpMachine, type RobotChallenge, type SignUpEvent, type SignUpRequest, type SignUpSnapshot } from '../../machines/sign-up.machine';
import { recordModelCoverage } from './coverage';
import { walkAll } from './walk-paths';

/** Spec section 8's failures, as the client hands them to machines. */
const FAILURES: readonly ApiError[] = [
  new ApiError('http', 400, null, 'The request was refused.'),
  new ApiError('http', 500, null, null),
  // Nobody is signed in: a 401 reads as the screen's generic failure.
  new ApiError('auth', 401, null, 'Token expired'),
  new ApiError('network', 0, null, null),
  new ApiError('timeout', 0, null, null),
  new ApiError('too-frequent', 0, null, null),
];
/** Every business code the contract lists for /user/signup. */
const CODES = [ResultCode.EMAIL_REGISTERED, ResultCode.SIGN_UP_FAILED, ResultCode.ROBOT_CHECK_FAILED, ResultCode.VALIDATION_FAILED];
const business = (code: number) => new ApiError('business', 200, code, `code ${code}`);
const SIGN_UP_FAILURES = [...FAILURES, ...CODES.map(business)];

const EMAIL = ' sam@new-company.example.com ';
const BROKEN_EMAIL = 'sam@';
const ROBOT_ANSWER = ' 12 ';
/**
 * What the user types first, in the page's order (spaces where the machine trims): every path starts
 * from the form filled but for the robot check, so that the order of typing does not multiply the paths.
 */
const FILL: readonly SignUpEvent[] = [
  { type: 'EDIT', field: 'firstName', value: ' Sam ' },
  { type: 'EDIT', field: 'lastName', value: 'Shipper' },
  { type: 'EDIT', field: 'email', value: EMAIL },
  { type: 'EDIT', field: 'phoneCountry', value: 'US' },
  { type: 'EDIT', field: 'phone', value: '212-736-5000' },
  { type: 'EDIT', field: 'extension', value: ' 42 ' },
];
const filled = FILL.reduce((snapshot, event) => transition(signUpMachine, snapshot, event)[0], initialTransition(signUpMachine)[0]);

let challenges = 0;
const challenge = (): RobotChallenge => ({ captchaId: `cap-${++challenges}`, prompt: '7 + 5', expiresAt: null });

const failureName = (error: unknown) => {
  const e = error as ApiError;
  return e.kind === 'business' ? `code ${e.code}` : `${e.kind} ${e.status}`;
};
const actorOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');
/** An event without its typed value: what the user or the server did. */
const stepKind = (event: EventObject) => {
  const e = event as EventObject & { field?: string; error?: unknown };
  if (e.type.startsWith('xstate.error.actor')) return `${actorOf(e.type)} error (${failureName(e.error)})`;
  if (e.type.startsWith('xstate.done.actor')) return `${actorOf(e.type)} done`;
  return e.field ? `${e.type} ${e.field}` : e.type.replace(/^xstate\./, '');
};
const stepName = (event: EventObject) => {
  const e = event as EventObject & { value?: string };
  return e.type === 'EDIT' ? `${stepKind(event)}=${JSON.stringify(e.value)}` : stepKind(event);
};

function eventsFrom(snapshot: SignUpSnapshot): SignUpEvent[] {
  if (snapshot.status !== 'active') return [];
  const events: Array<SignUpEvent | EventObject> = [];
  // While the call runs the fields and the robot check are read-only: only the server acts.
  const submitting = Boolean(snapshot.children.signUp);
  if (submitting) {
    events.push({ type: 'xstate.done.actor.signUp', output: undefined, actorId: 'signUp' } as EventObject);
    for (const error of SIGN_UP_FAILURES) events.push({ type: 'xstate.error.actor.signUp', error, actorId: 'signUp' } as EventObject);
  } else {
    const { values } = snapshot.context;
    // The robot check's provider hands its answer in whenever it has one.
    if (values.robotAnswer !== ROBOT_ANSWER) events.push({ type: 'EDIT', field: 'robotAnswer', value: ROBOT_ANSWER });
    events.push({ type: 'EDIT', field: 'email', value: values.email === BROKEN_EMAIL ? EMAIL : BROKEN_EMAIL });
    events.push({ type: 'SUBMIT' }, { type: 'RENEW_CHALLENGE' });
  }
  if (snapshot.children.loadChallenge) {
    events.push({ type: 'xstate.done.actor.loadChallenge', output: { captchaId: 'cap', prompt: '7 + 5', expiresAt: null }, actorId: 'loadChallenge' } as EventObject);
    for (const error of FAILURES) events.push({ type: 'xstate.error.actor.loadChallenge', error, actorId: 'loadChallenge' } as EventObject);
  }
  return events as SignUpEvent[];
}

const allPaths = getShortestPaths(signUpMachine, {
  fromState: filled,
  events: eventsFrom,
  // What the machine's guards read (the typed values, whether a challenge is loaded), and the step that
  // reached it unless typing (from which state, by which kind of event, which failure): every transition
  // is taken, even one into a state already reached. Messages shown are not part of it: they do not
  // change where the machine goes.
  serializeState: (snapshot, event, prior) =>
    JSON.stringify({
      value: snapshot.value,
      values: snapshot.context.values,
      hasChallenge: snapshot.context.challenge !== null,
      via: event && event.type !== 'EDIT' ? [prior?.value ?? null, stepKind(event)] : null,
    }),
});
const keyOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event)).join('\n');
const sortedKeys = allPaths.map(keyOf).sort();
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const key = keyOf(path);
  const next = sortedKeys[sortedKeys.indexOf(key) + 1];
  return !(next !== undefined && next.startsWith(`${key}\n`));
});

/** The page's props without its functions. */
function props(snapshot: AnyMachineSnapshot) {
  const { edit: _e, renewChallenge: _r, submit: _s, ...view } = connectSignUp(snapshot as SignUpSnapshot, () => {});
  return view;
}

/** What /user/signup must receive for what is typed (trimmed, the phone in E.164). */
function expectedRequest(snapshot: SignUpSnapshot): SignUpRequest {
  const { values, challenge: current } = snapshot.context;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: '+12127365000',
    phoneCountry: 'US',
    ...(values.extension.trim() ? { extension: values.extension.trim() } : {}),
    captchaId: current!.captchaId,
    captchaAnswer: values.robotAnswer.trim(),
  };
}

/** What spec section 8 and the contract's codes say the page shows for a failed sign-up. */
function expectedFailure(error: ApiError): Partial<ReturnType<typeof props>> {
  if (error.code === ResultCode.EMAIL_REGISTERED) return { formError: null, errors: expect.objectContaining({ email: 'auth.signUp.registered' }) as never };
  if (error.code === ResultCode.ROBOT_CHECK_FAILED) return { formError: null, errors: expect.objectContaining({ robotAnswer: 'auth.robot.failed' }) as never };
  const id = { network: 'auth.error.network', timeout: 'auth.error.timeout', 'too-frequent': 'auth.error.tooFrequent' }[error.kind as string];
  return { formError: id ?? 'auth.signUp.failed' };
}

interface Call<T, I> {
  input: I;
  settled: boolean;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

async function walk(path: (typeof paths)[number]) {
  const loads: Call<RobotChallenge, void>[] = [];
  const signUps: Call<void, SignUpRequest>[] = [];
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        loadChallenge: fromPromise<RobotChallenge, void>(() => new Promise((resolve, reject) => loads.push({ input: undefined, settled: false, resolve, reject }))),
        signUp: fromPromise<void, SignUpRequest>(({ input }) => new Promise((resolve, reject) => signUps.push({ input, settled: false, resolve, reject }))),
      },
    }),
  );
  actor.start();
  for (const event of FILL) actor.send(event);
  // The path's own states may be any of those its key stands for: what the page shows is checked
  // against the machine's pure transitions along the same events.
  let expected = filled;
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    const event = step.event as EventObject & { error?: unknown };
    const sentBefore = signUps.length;
    if (event.type === 'xstate.init') {
      // started above
    } else if (event.type === 'xstate.done.actor.loadChallenge') {
      Object.assign(loads.at(-1)!, { settled: true }).resolve(challenge());
    } else if (event.type === 'xstate.error.actor.loadChallenge') {
      Object.assign(loads.at(-1)!, { settled: true }).reject(event.error);
    } else if (event.type === 'xstate.done.actor.signUp') {
      Object.assign(signUps.at(-1)!, { settled: true }).resolve();
    } else if (event.type === 'xstate.error.actor.signUp') {
      Object.assign(signUps.at(-1)!, { settled: true }).reject(event.error);
    } else {
      actor.send(event as SignUpEvent);
    }
    // The fakes answer at once: one turn of the event loop delivers the answer to the machine.
    await new Promise((resolve) => setImmediate(resolve));
    if (event.type !== 'xstate.init') [expected] = transition(signUpMachine, expected, step.event as SignUpEvent);

    const real = actor.getSnapshot();
    const view = props(real);
    expect(expected.value).toEqual(step.state.value);
    expect(real.value).toEqual(expected.value);
    // The challenge is the fake's (a fresh id per load), the rest is the machine's.
    expect({ ...view, challenge: null }).toEqual({ ...props(expected), challenge: null });
    expect(view.challenge).toBe(real.context.challenge);
    // A sign-up starts only with a submit and sends what was typed, with the challenge shown.
    if (signUps.length > sentBefore) {
      expect(event.type).toBe('SUBMIT');
      expect(signUps.at(-1)!.input).toEqual(expectedRequest(real));
    }
    expect(signUps.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
    // Each challenge is good for one attempt: never sent twice.
    const sentIds = signUps.map((call) => call.input.captchaId);
    expect(new Set(sentIds).size).toBe(sentIds.length);
    if (event.type === 'xstate.error.actor.signUp') {
      expect(view).toMatchObject(expectedFailure(event.error as ApiError));
      // Nothing typed is lost; the spent challenge's answer goes with it and a new one is asked.
      expect({ ...real.context.values, robotAnswer: '' }).toEqual({ ...before.context.values, robotAnswer: '' });
      expect(view).toMatchObject({ robotStatus: 'loading', challenge: null, submitting: false, succeeded: false });
    }
    if (event.type === 'xstate.error.actor.loadChallenge') {
      const id = { network: 'auth.error.network', timeout: 'auth.error.timeout', 'too-frequent': 'auth.error.tooFrequent' }[(event.error as ApiError).kind as string];
      expect(view).toMatchObject({ robotStatus: 'failed', challengeError: id ?? 'auth.robot.loadFailed' });
      expect(real.context.values).toEqual(before.context.values);
    }
    if (event.type === 'xstate.done.actor.signUp') {
      expect(view).toMatchObject({ succeeded: true, submitting: false, activationEmail: signUps.at(-1)!.input.email, formError: null });
    }
  }
  actor.stop();
}

describe('sign-up machine, model-based', () => {
  it('covers every state and every transition of the machine', () => {
    const coverage = recordModelCoverage('sign-up', signUpMachine, paths, { flow: true });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('answers every failure of spec section 8 and every business code of /user/signup somewhere', () => {
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => stepKind(step.event))));
    for (const error of SIGN_UP_FAILURES) expect(taken).toContain(`signUp error (${failureName(error)})`);
    for (const error of FAILURES) expect(taken).toContain(`loadChallenge error (${failureName(error)})`);
    expect(taken).toContain('signUp done');
  });

  it('walks every path on a real actor', () =>
    walkAll(paths, (path) => path.steps.map((step) => stepName(step.event)).join(' → '), walk),
  );
});
