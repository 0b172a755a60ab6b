// @vitest-environment node
/**
 * Model-based tests of the three password machines: Forgot Password, Reset Password and Change Password.
 * Each REAL machine is traversed with getShortestPaths: what the user types is EDIT with a valid or a
 * broken value per field, and the server's answers are explicit `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` events (every failure of spec section 8 and every business code the
 * contract lists for the operation). Each path then drives a real actor (a fake call answered by the
 * test) and checks, at every step, that it is where the path says, that the page's props (the
 * connect) are those of the path's state, and the rules that hold everywhere: nothing typed is lost
 * after a failure, the call sends what was typed, one call at a time, and changed passwords do not linger.
 *
 * Coverage is read from the real machines (tests/model/coverage.ts): every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { confirmRule, emailRule, newPasswordRule, passwordPresentRule } from '../../machines/auth-rules';
import { connectChangePassword } from '../../machines/change-password.connect';
import { changePasswordMachine, type ChangePasswordSnapshot } from '../../machines/change-password.machine';
import { connectForgotPassword } from '../../machines/forgot-password.connect';
import { forgotPasswordMachine, type ForgotPasswordSnapshot } from '../../machines/forgot-password.machine';
import { connectResetPassword } from '../../machines/reset-password.connect';
import { resetPasswordMachine, type ResetPasswordSnapshot } from '../../machines/reset-password.machine';
import { recordModelCoverage, type CoveredPath } from './coverage';
import { walkAll } from './walk-paths';

/** Spec section 8's failures, as the client hands them to machines. */
const FAILURES: Record<string, ApiError> = {
  http400: new ApiError('http', 400, null, 'The request was refused.'),
  http500: new ApiError('http', 500, null, null),
  // Change Password is signed in: a 401 ends the session (the client signs out).
  http401: new ApiError('auth', 401, null, 'Token expired'),
  network: new ApiError('network', 0, null, null),
  timeout: new ApiError('timeout', 0, null, null),
  tooFrequent: new ApiError('too-frequent', 0, null, null),
};
const business = (code: number) => new ApiError('business', 200, code, `code ${code}`);

/** What the user types: a valid and a broken value per field (trailing spaces where the machine trims). */
const EDITS = {
  forgot: { email: ['  sam@example.com ', 'sam@'] },
  reset: { newPassword: ['New-passw0rd1', 'short'], confirmPassword: ['New-passw0rd1', ''] },
  change: { oldPassword: ['Old passw0rd ', ''], newPassword: ['New-passw0rd1', 'short'], confirmPassword: ['New-passw0rd1', ''] },
} as const;

interface Call {
  input: unknown;
  settled: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface ModelSpec {
  name: 'forgot-password' | 'reset-password' | 'change-password';
  machine: AnyStateMachine;
  /** One traversal per input (how the page may be opened). */
  inputs: readonly unknown[];
  /** The invoke id (and actor name) of the server call. */
  call: string;
  edits: Readonly<Record<string, readonly string[]>>;
  /** Every business code the contract lists for the operation. */
  codes: readonly number[];
  editEvent: (field: string, value: string) => EventObject;
  /** Whether what is typed passes the form's rules (the machine's SUBMIT guard). */
  valid: (snapshot: AnyMachineSnapshot) => boolean;
  /** The page's props without its functions. */
  props: (snapshot: AnyMachineSnapshot) => unknown;
  /** What the call must send, from the typed values. */
  request: (snapshot: AnyMachineSnapshot) => unknown;
  /** The typed values a failure must keep. */
  typed: (snapshot: AnyMachineSnapshot) => unknown;
  /** The message the page shows for a failed call: a message id, or what replaces the form. */
  failureShown: (snapshot: AnyMachineSnapshot) => string | null;
  /** What spec section 8 (and the contract's codes) say the page shows for each failure. */
  expectedFailure: (error: ApiError) => string;
  /** What holds once the server said yes to `request`. */
  expectDone: (snapshot: AnyMachineSnapshot, request: unknown) => void;
}

/** How an auth screen words a failure without a session (a 401 reads as generic there). */
const signedOutFailure = (error: ApiError) =>
  ({ network: 'auth.error.network', timeout: 'auth.error.timeout', 'too-frequent': 'auth.error.tooFrequent' })[error.kind as string] ?? 'auth.error.generic';

const withoutFunctions = (view: Record<string, unknown>) => Object.fromEntries(Object.entries(view).filter(([, v]) => typeof v !== 'function'));
const failureName = (error: unknown) => {
  const e = error as ApiError;
  return e.kind === 'business' ? `code ${e.code}` : `${e.kind} ${e.status}`;
};
/** An event without its typed value: what the user or the server did. */
const stepKind = (event: EventObject) => {
  const e = event as EventObject & { field?: string; error?: unknown };
  if (e.type.startsWith('xstate.error.actor')) return `error (${failureName(e.error)})`;
  return e.field ? `${e.type} ${e.field}` : e.type;
};
const stepName = (event: EventObject) => {
  const e = event as EventObject & { field?: string; value?: string; error?: unknown };
  if (e.type === 'EDIT') return `EDIT ${e.field ?? 'email'}=${JSON.stringify(e.value)}`;
  if (e.type.startsWith('xstate.error.actor')) return `error (${failureName(e.error)})`;
  if (e.type.startsWith('xstate.done.actor')) return 'done';
  return e.type.replace(/^xstate\./, '');
};

/** The shortest path to every state, keeping only those that are not the start of a longer one. */
function modelPaths(spec: ModelSpec) {
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    // A final state ends the page's flow: the actor takes no more events.
    if (snapshot.status !== 'active') return [];
    const list: EventObject[] = [{ type: 'SUBMIT' }];
    const waiting = Boolean(snapshot.children[spec.call]);
    // While the call runs the page's fields are read-only.
    if (!waiting) for (const [field, values] of Object.entries(spec.edits)) for (const value of values) list.push(spec.editEvent(field, value));
    if (waiting) {
      list.push({ type: `xstate.done.actor.${spec.call}`, output: undefined, actorId: spec.call } as EventObject);
      for (const error of [...Object.values(FAILURES), ...spec.codes.map(business)]) {
        list.push({ type: `xstate.error.actor.${spec.call}`, error, actorId: spec.call } as EventObject);
      }
    }
    return list;
  };
  const all = spec.inputs.flatMap((input) =>
    getShortestPaths(spec.machine, {
      input,
      events,
      // Told apart by the step that reached it too, unless typing (from which state, by which kind of
      // event, which failure): every transition is taken, even one into a state already reached.
      serializeState: (snapshot, event, prior) =>
        JSON.stringify({
          value: snapshot.value,
          context: snapshot.context,
          via: event && event.type !== 'EDIT' ? [prior?.value ?? null, stepKind(event)] : null,
        }),
    }).map((path) => Object.assign(path, { input })),
  );
  const keyOf = (path: (typeof all)[number]) => path.steps.map((step) => JSON.stringify(step.event)).join('\n');
  const keys = all.map(keyOf).sort();
  return all.filter((path) => {
    const key = keyOf(path);
    const next = keys[keys.indexOf(key) + 1];
    return !(next !== undefined && next.startsWith(`${key}\n`));
  });
}

async function walk(spec: ModelSpec, input: unknown, path: CoveredPath) {
  const calls: Call[] = [];
  const actor = createActor(
    spec.machine.provide({
      actors: {
        [spec.call]: fromPromise<unknown, unknown>(({ input: request }) => new Promise((resolve, reject) => calls.push({ input: request, settled: false, resolve, reject }))),
      },
    }),
    { input },
  );
  actor.start();
  for (const step of path.steps) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    const sentBefore = calls.length;
    if (event.type === 'xstate.init') {
      // started above
    } else if (event.type.startsWith('xstate.done.actor')) {
      Object.assign(calls.at(-1)!, { settled: true }).resolve(event.output);
    } else if (event.type.startsWith('xstate.error.actor')) {
      Object.assign(calls.at(-1)!, { settled: true }).reject(event.error);
    } else {
      actor.send(event);
    }
    // The fakes answer at once: one turn of the event loop delivers the answer to the machine.
    await new Promise((resolve) => setImmediate(resolve));

    const real = actor.getSnapshot() as AnyMachineSnapshot;
    expect(real.value).toEqual(step.state.value);
    expect(spec.props(real)).toEqual(spec.props(step.state));
    // A call starts only with a submit, sends what was typed, and never while another is in flight.
    if (calls.length > sentBefore) {
      expect(event.type).toBe('SUBMIT');
      expect(calls.at(-1)!.input).toEqual(spec.request(real));
    }
    expect(calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
    // A failure says what spec section 8 says, and nothing typed is lost.
    if (event.type.startsWith('xstate.error.actor')) {
      expect(spec.failureShown(real)).toBe(spec.expectedFailure(event.error as ApiError));
      expect(spec.typed(real)).toEqual(spec.typed(before));
    }
    if (event.type.startsWith('xstate.done.actor')) spec.expectDone(real, calls.at(-1)!.input);
  }
  actor.stop();
}

const forgot: ModelSpec = {
  name: 'forgot-password',
  machine: forgotPasswordMachine,
  inputs: [undefined],
  call: 'forgotPassword',
  edits: EDITS.forgot,
  codes: [ResultCode.VALIDATION_FAILED],
  editEvent: (_field, value) => ({ type: 'EDIT', value }),
  valid: (s) => emailRule((s as ForgotPasswordSnapshot).context.email) === null,
  props: (s) => withoutFunctions(connectForgotPassword(s as ForgotPasswordSnapshot, () => {})),
  request: (s) => ({ email: (s as ForgotPasswordSnapshot).context.email.trim() }),
  typed: (s) => (s as ForgotPasswordSnapshot).context.email,
  failureShown: (s) => connectForgotPassword(s as ForgotPasswordSnapshot, () => {}).formError,
  expectedFailure: signedOutFailure,
  // The success names the address the e-mail went to.
  expectDone: (s, request) => expect(connectForgotPassword(s as ForgotPasswordSnapshot, () => {}).sentTo).toBe((request as { email: string }).email),
};

const LINK = { email: ' invited@example.com ', resetToken: ' rt-1 ' };
const reset: ModelSpec = {
  name: 'reset-password',
  machine: resetPasswordMachine,
  // From the e-mail's link (or Sign In), and a link cut short.
  inputs: [LINK, { email: 'invited@example.com', resetToken: null }],
  call: 'resetPassword',
  edits: EDITS.reset,
  codes: [ResultCode.RESET_INVALID, ResultCode.VALIDATION_FAILED],
  editEvent: (field, value) => ({ type: 'EDIT', field, value }),
  valid: (s) => {
    const { newPassword, confirmPassword } = (s as ResetPasswordSnapshot).context.values;
    return newPasswordRule(newPassword) === null && confirmRule(newPassword, confirmPassword) === null;
  },
  props: (s) => withoutFunctions(connectResetPassword(s as ResetPasswordSnapshot, () => {})),
  request: (s) => {
    const { context } = s as ResetPasswordSnapshot;
    return { email: 'invited@example.com', resetToken: 'rt-1', newPassword: context.values.newPassword };
  },
  typed: (s) => (s as ResetPasswordSnapshot).context.values,
  failureShown: (s) => {
    const view = connectResetPassword(s as ResetPasswordSnapshot, () => {});
    // A spent or missing link offers Forgot Password instead of the form, with no other message.
    return view.linkInvalid ? (view.formError === null ? 'linkInvalid' : 'linkInvalid with a message') : view.formError;
  },
  expectedFailure: (error) => (error.code === ResultCode.RESET_INVALID ? 'linkInvalid' : signedOutFailure(error)),
  expectDone: (s) => expect(connectResetPassword(s as ResetPasswordSnapshot, () => {})).toMatchObject({ succeeded: true, formError: null, linkInvalid: false }),
};

const change: ModelSpec = {
  name: 'change-password',
  machine: changePasswordMachine,
  inputs: [undefined],
  call: 'changePassword',
  edits: EDITS.change,
  codes: [ResultCode.OLD_PASSWORD_WRONG, ResultCode.VALIDATION_FAILED],
  editEvent: (field, value) => ({ type: 'EDIT', field, value }),
  valid: (s) => {
    const { oldPassword, newPassword, confirmPassword } = (s as ChangePasswordSnapshot).context.values;
    return passwordPresentRule(oldPassword) === null && newPasswordRule(newPassword) === null && confirmRule(newPassword, confirmPassword) === null;
  },
  props: (s) => withoutFunctions(connectChangePassword(s as ChangePasswordSnapshot, () => {})),
  // Passwords are sent as typed (spaces count).
  request: (s) => {
    const { values } = (s as ChangePasswordSnapshot).context;
    return { oldPassword: values.oldPassword, newPassword: values.newPassword };
  },
  typed: (s) => (s as ChangePasswordSnapshot).context.values,
  failureShown: (s) => {
    const view = connectChangePassword(s as ChangePasswordSnapshot, () => {});
    return view.formError ?? view.oldPasswordError;
  },
  // Signed in: a 401 says the session ended; a wrong old password is said on its field.
  expectedFailure: (error) =>
    error.code === ResultCode.OLD_PASSWORD_WRONG ? 'auth.error.oldPassword.wrong' : error.kind === 'auth' ? 'auth.error.sessionEnded' : signedOutFailure(error),
  // Changed passwords do not linger in memory or on screen.
  expectDone: (s) => {
    const view = connectChangePassword(s as ChangePasswordSnapshot, () => {});
    expect(view).toMatchObject({ succeeded: true, values: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  },
};

describe.each([forgot, reset, change])('$name machine, model-based', (spec) => {
  const paths = modelPaths(spec);

  it('covers every state and every transition of the machine', () => {
    // One record per input (its start differs); together they must cover everything.
    const records = spec.inputs.map((input) =>
      recordModelCoverage(spec.name, spec.machine, paths.filter((path) => path.input === input), { flow: true, input }),
    );
    const missing = (part: 'states' | 'transitions') => records.map((r) => r[part].missing).reduce((a, b) => a.filter((name) => b.includes(name)));
    expect(missing('states')).toEqual([]);
    expect(missing('transitions')).toEqual([]);
  });

  it('answers every failure of spec section 8 and every business code of the operation somewhere', () => {
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => stepName(step.event))));
    for (const error of [...Object.values(FAILURES), ...spec.codes.map(business)]) expect(taken).toContain(`error (${failureName(error)})`);
    expect(taken).toContain('done');
  });

  it('walks every path on a real actor', () =>
    walkAll(paths, (path) => path.steps.map((step) => stepName(step.event)).join(' → '), (path) => walk(spec, path.input, path)),
  );
});
