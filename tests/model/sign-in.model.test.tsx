/**
 * Model-based test of Sign In. The model is an invoke-free machine whose events stand for what the
 * user does together with how the server answers; every path through it drives the REAL sign-in
 * page (the whole app, in memory, against the embedded backend) and checks what the user sees in
 * each state it passes.
 *
 * Paths: getSimplePaths, which holds each shortest path (one per outcome) as a prefix and adds the
 * recovery from every failure (the user corrects and signs in).
 *
 * The page model above stands for what the user sees; the coverage of the REAL sign-in machine comes
 * from its own traversal below (getShortestPaths with the server's answers as explicit events), each
 * path walked on a real actor whose calls the test answers.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, createMachine, fromPromise, initialTransition, transition } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';
import { signInMachine, type SignInEvent, type SignInSnapshot } from '../../machines/sign-in.machine';
import { ApiError } from '../../src/api/api-error';
import { recordModelCoverage } from './coverage';
import { setScenarios } from '../../mocks/scenarios';
import { DEMO_PASSWORD, TEMPORARY_PASSWORD } from '../../mocks/store/users.store';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';

const WAIT = { timeout: 5000 };
/** Short, so the "server never answers" path ends quickly; the embedded backend answers in a few ms. */
const TEST_TIMEOUT_MS = 600;

export const signInModel = createMachine({
  id: 'signInModel',
  initial: 'form',
  states: {
    form: {
      on: {
        SUBMIT_EMPTY: 'rulesShown',
        SIGN_IN_OK: 'signedIn',
        SIGN_IN_WRONG_PASSWORD: 'wrongPassword',
        SIGN_IN_UNKNOWN_USER: 'unknownUser',
        SIGN_IN_GENERIC_FAILURE: 'genericFailure',
        SIGN_IN_NETWORK_DOWN: 'networkError',
        SIGN_IN_NO_ANSWER: 'timedOut',
        SIGN_IN_TEMPORARY_PASSWORD: 'resetPassword',
      },
    },
    rulesShown: { on: { SIGN_IN_OK: 'signedIn' } },
    wrongPassword: { on: { SIGN_IN_OK: 'signedIn' } },
    unknownUser: { on: { SIGN_IN_OK: 'signedIn' } },
    genericFailure: { on: { SIGN_IN_OK: 'signedIn' } },
    networkError: { on: { SIGN_IN_OK: 'signedIn' } },
    timedOut: { on: { SIGN_IN_OK: 'signedIn' } },
    signedIn: { type: 'final' },
    resetPassword: { type: 'final' },
  },
});

const model = createTestModel(signInModel);
const paths = model.getSimplePaths();

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordBox = () => screen.getByLabelText('Password');

/** What the user does for one attempt: correct both fields (whatever stayed from before) and press Sign in. */
async function attempt(app: RenderRouteResult, email: string, password: string) {
  await app.user.clear(emailBox());
  if (email) await app.user.type(emailBox(), email);
  await app.user.clear(passwordBox());
  if (password) await app.user.type(passwordBox(), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function expectAlert(text: string) {
  expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(text);
  // Still on the sign-in page, not signed in, nothing typed lost.
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(emailBox()).toHaveValue('shipper@example.com');
  expect(passwordBox()).toHaveValue(DEMO_PASSWORD);
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
}

function params(app: RenderRouteResult) {
  return {
    states: {
      form: async () => {
        expect(await screen.findByRole('button', { name: 'Sign in' }, WAIT)).toBeEnabled();
        expect(emailBox()).toHaveValue('');
        expect(passwordBox()).toHaveValue('');
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      rulesShown: async () => {
        expect(await screen.findByText('Please enter your e-mail.', undefined, WAIT)).toBeVisible();
        expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
        expect(emailBox()).toHaveAccessibleDescription('Please enter your e-mail.');
        expect(passwordBox()).toHaveAccessibleDescription('Please enter your password.');
        expect(app.path()).toBe('/login');
      },
      wrongPassword: async () => {
        await screen.findByText('The password is incorrect.', undefined, WAIT);
        expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
        expect(passwordBox()).toHaveAccessibleDescription('The password is incorrect.');
        expect(emailBox()).toHaveValue('shipper@example.com');
        expect(passwordBox()).toHaveValue('Not-the-passw0rd');
        expect(localStorage.getItem('access_token')).toBeNull();
      },
      unknownUser: async () => {
        await screen.findByText('No account uses this e-mail.', undefined, WAIT);
        expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
        expect(emailBox()).toHaveAccessibleDescription('No account uses this e-mail.');
        expect(emailBox()).toHaveValue('nobody@example.com');
        expect(localStorage.getItem('access_token')).toBeNull();
      },
      genericFailure: async () => {
        expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Failed to sign in, please rety.');
        expect(emailBox()).toHaveValue('someone@signin-failure.example.com');
        expect(localStorage.getItem('access_token')).toBeNull();
      },
      networkError: () => expectAlert('Cannot reach the server. Check your connection and try again.'),
      timedOut: () => expectAlert('The server took too long to answer. Please try again.'),
      signedIn: async () => {
        await app.waitForPath('/');
        await screen.findByRole('button', { name: /Sam Shipper/ }, WAIT);
        expect(localStorage.getItem('access_token')).toMatch(/^at\./);
        expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      },
      resetPassword: async () => {
        await screen.findByRole('heading', { name: 'Reset password' }, WAIT);
        expect(app.location().pathname).toBe('/login/reset-password');
        expect(new URLSearchParams(app.location().search).get('resetToken')).toBeTruthy();
        expect(screen.getByText('Choose a new password for invited@example.com.')).toBeVisible();
        expect(localStorage.getItem('access_token')).toBeNull();
      },
    },
    events: {
      SUBMIT_EMPTY: () => app.user.click(screen.getByRole('button', { name: 'Sign in' })),
      SIGN_IN_OK: () => attempt(app, 'shipper@example.com', DEMO_PASSWORD),
      SIGN_IN_WRONG_PASSWORD: () => attempt(app, 'shipper@example.com', 'Not-the-passw0rd'),
      SIGN_IN_UNKNOWN_USER: () => attempt(app, 'nobody@example.com', DEMO_PASSWORD),
      // The embedded backend answers 10003 for every e-mail at this domain (docs/decisions/010).
      SIGN_IN_GENERIC_FAILURE: () => attempt(app, 'someone@signin-failure.example.com', DEMO_PASSWORD),
      SIGN_IN_NETWORK_DOWN: async () => {
        setScenarios([{ method: 'POST', path: '/user/login', networkError: true, times: 1 }]);
        await attempt(app, 'shipper@example.com', DEMO_PASSWORD);
      },
      SIGN_IN_NO_ANSWER: async () => {
        setScenarios([{ method: 'POST', path: '/user/login', delayMs: 'infinite', times: 1 }]);
        await attempt(app, 'shipper@example.com', DEMO_PASSWORD);
      },
      SIGN_IN_TEMPORARY_PASSWORD: () => attempt(app, 'invited@example.com', TEMPORARY_PASSWORD),
    },
  };
}

describe('sign in, model-based', () => {
  it('the paths cover every state of the model, each outcome included', () => {
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]));
    expect([...reached].sort()).toEqual(
      ['form', 'rulesShown', 'wrongPassword', 'unknownUser', 'genericFailure', 'networkError', 'timedOut', 'signedIn', 'resetPassword'].sort(),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const app = renderRoute('/login', { clientOptions: { timeoutMs: TEST_TIMEOUT_MS } });
      await path.test(params(app));
    });
  }
});

// The real machine: what the user does, and each answer of each call it makes.
const session = { accessToken: 'at.1', refreshToken: 'rt.1', expiresIn: 3600, user: { id: 'U1' } };
const failed = (id: string, error: ApiError) => ({ type: `xstate.error.actor.${id}`, error, actorId: id });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const DOWN = new ApiError('network', 0, null, null);

function realEvents(snapshot: SignInSnapshot): SignInEvent[] {
  // Signed in, or sent to reset the password: the page is gone.
  if (snapshot.status === 'done') return [];
  const events: object[] = [
    { type: 'EDIT', field: 'email', value: 'shipper@example.com' },
    { type: 'EDIT', field: 'email', value: '' },
    { type: 'EDIT', field: 'password', value: DEMO_PASSWORD },
    { type: 'SET_REMEMBER', value: true },
    { type: 'SUBMIT' },
    { type: 'SOCIAL', provider: 'GOOGLE' },
  ];
  if (snapshot.matches('submitting')) {
    events.push(
      done('signIn', { kind: 'signedIn', ...session }),
      done('signIn', { kind: 'mustResetPassword', resetToken: 'reset-1' }),
      failed('signIn', new ApiError('business', 200, 10001, 'wrong password')),
      failed('signIn', DOWN),
    );
  }
  if (snapshot.matches({ social: 'authorizing' })) {
    events.push(done('socialAuthorize', { provider: 'GOOGLE', idToken: 'id.1' }), failed('socialAuthorize', new ApiError('business', 200, 10002, 'not linked')));
  }
  if (snapshot.matches({ social: 'signingIn' })) events.push(done('loginByToken', session), failed('loginByToken', DOWN));
  return events as SignInEvent[];
}

const realPaths = getShortestPaths(signInMachine, {
  events: realEvents,
  // Where it is, whether the form would pass, and the step that led there: each transition is taken once.
  serializeState: (snapshot, event, previous) => {
    const { value, context } = snapshot as SignInSnapshot;
    return JSON.stringify({ value, email: context.email !== '', password: context.password !== '', via: event?.type ?? null, from: previous?.value ?? null });
  },
});
const eventsOf = (path: (typeof realPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const longestRealPaths = realPaths.filter((path) => {
  const events = eventsOf(path);
  return !realPaths.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

describe('sign-in machine, every path of the real machine', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('sign-in', signInMachine, longestRealPaths, { input: undefined });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it.each(longestRealPaths.map((path) => [path.steps.map((step) => step.event.type.replace(/^xstate\.|\.actor/g, '')).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
      const call = (id: string) => fromPromise(() => new Promise((resolve, reject) => pending.set(id, { resolve, reject })));
      const signedIn: unknown[] = [];
      const actor = createActor(
        signInMachine.provide({
          actors: { signIn: call('signIn') as never, socialAuthorize: call('socialAuthorize') as never, loginByToken: call('loginByToken') as never },
          actions: { signedIn: (_, params) => signedIn.push(params) },
        }),
      ).start();
      // The path's snapshots stand for every state with the same key: the context to expect is the pure replay's.
      let [expected] = initialTransition(signInMachine);
      for (const step of path.steps) {
        const event = step.event as { type: string; actorId?: string; output?: unknown; error?: unknown };
        if (event.type.startsWith('xstate.done.actor.')) pending.get(event.actorId!)!.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor.')) pending.get(event.actorId!)!.reject(event.error);
        else if (event.type !== 'xstate.init') actor.send(event as SignInEvent);
        await new Promise((resolve) => setTimeout(resolve, 0));
        const real = actor.getSnapshot();
        if (event.type !== 'xstate.init') [expected] = transition(signInMachine, expected, step.event as SignInEvent);
        expect(real.value).toEqual(step.state.value);
        expect(expected.value).toEqual(step.state.value);
        expect(real.context.errors).toEqual(expected.context.errors);
        expect(real.context.formError).toEqual(expected.context.formError);
        // The session hears of a sign in exactly when it completes, once.
        expect(signedIn).toHaveLength(real.matches('success') ? 1 : 0);
      }
      actor.stop();
    },
  );
});
