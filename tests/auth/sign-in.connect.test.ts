/** The Sign In connect: what the page reads from the real sign-in machine, and the events its functions send. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { signInMachine, type ProviderTokens, type SignInOutcome, type SignedInSession } from '../../machines/sign-in.machine';
import { connectSignIn } from '../../machines/sign-in.connect';
import { SIGN_IN_LOCK_MS } from '../../domain/sign-in-attempt-limits';
import { businessError, deferred, httpError, networkError, shipper, timeoutError } from './fixtures';

const session: SignedInSession = { accessToken: 'at.1', refreshToken: 'rt.1', expiresIn: 1800, user: shipper };
const providerTokens: ProviderTokens = { accessToken: 'sp.at', refreshToken: 'sp.rt', expiresIn: 0 };

function start(signIn: () => Promise<SignInOutcome>, social: { authorize?: () => Promise<ProviderTokens>; byToken?: () => Promise<SignedInSession> } = {}) {
  const signedIn = vi.fn();
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signIn: fromPromise(() => signIn()),
        socialAuthorize: fromPromise(() => (social.authorize ?? (() => Promise.resolve(providerTokens)))()),
        loginByToken: fromPromise(() => (social.byToken ?? (() => Promise.resolve(session)))()),
      },
      actions: { signedIn: (_, params) => signedIn(params) },
    }),
  ).start();
  const view = () => connectSignIn(actor.getSnapshot(), actor.send);
  return { actor, view, signedIn };
}

async function failWith(error: unknown) {
  const { actor, view } = start(() => Promise.reject(error));
  view().editEmail('shipper@example.com');
  view().editPassword('Passw0rd!');
  view().submit();
  await waitFor(actor, (s) => s.matches('error'));
  return view();
}

describe('connectSignIn', () => {
  it('starts blank, idle, with the three providers and nowhere to go', () => {
    const view = start(() => Promise.resolve({ kind: 'signedIn', ...session })).view();
    expect(view).toMatchObject({
      email: '',
      password: '',
      remember: false,
      emailError: null,
      passwordError: null,
      formError: null,
      submitting: false,
      busy: false,
      redirectTo: null,
    });
    expect(view.socialProviders).toEqual([
      { provider: 'GOOGLE', label: 'auth.provider.GOOGLE', loading: false },
      { provider: 'MICROSOFT', label: 'auth.provider.MICROSOFT', loading: false },
      { provider: 'APPLE', label: 'auth.provider.APPLE', loading: false },
    ]);
  });

  it('its functions send the machine the user’s events, and stay the same for one actor', () => {
    const send = vi.fn();
    const { actor } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    const view = connectSignIn(actor.getSnapshot(), send);
    view.editEmail('a@b.co');
    view.editPassword('secret');
    view.setRemember(true);
    view.submit();
    view.signInWith('APPLE');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'EDIT', field: 'email', value: 'a@b.co' },
      { type: 'EDIT', field: 'password', value: 'secret' },
      { type: 'SET_REMEMBER', value: true },
      { type: 'SUBMIT' },
      { type: 'SOCIAL', provider: 'APPLE' },
    ]);
    const again = connectSignIn(actor.getSnapshot(), send);
    expect(again.editEmail).toBe(view.editEmail);
    expect(again.submit).toBe(view.submit);
  });

  it('words the field rules of an empty or malformed form, and keeps the values', () => {
    const { view } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    view().submit();
    expect(view()).toMatchObject({ emailError: 'auth.error.email.required', passwordError: 'auth.error.password.required', busy: false });
    view().editEmail('shipper.example.com');
    view().editPassword('x');
    view().submit();
    expect(view()).toMatchObject({ email: 'shipper.example.com', emailError: 'auth.error.email.format', passwordError: null });
  });

  it('puts wrong password (10001) on the password and unknown user (10002) on the e-mail', async () => {
    expect(await failWith(businessError(10001))).toMatchObject({ passwordError: 'auth.signIn.wrongPassword', emailError: null, formError: null });
    expect(await failWith(businessError(10002))).toMatchObject({ emailError: 'auth.signIn.unknownUser', passwordError: null, formError: null });
  });

  it.each([
    ['an inactive account (10004)', businessError(10004), 'auth.signIn.inactive'],
    ['too many failed sign-ins (10005)', businessError(10005), 'auth.signIn.locked'],
    ['the generic failure (10003)', businessError(10003), 'auth.signIn.failed'],
    ['an HTTP 500', httpError(500), 'auth.signIn.failed'],
    ['a network error', networkError(), 'auth.error.network'],
    ['a timeout', timeoutError(), 'auth.error.timeout'],
    ['an identical request in flight', new ApiError('too-frequent', 0, null, null), 'auth.error.tooFrequent'],
    // Nobody is signed in on this page: a 401 is no "session ended".
    ['an auth failure', new ApiError('auth', 401, null, null), 'auth.signIn.failed'],
  ])('%s gives the alert %s', async (_name, error, id) => {
    expect((await failWith(error)).formError).toBe(id);
  });

  it('names the longest wait of a closed account, the lock of the sign-in rule, and keeps what was typed', async () => {
    const view = await failWith(businessError(10005));
    expect(view).toMatchObject({ formError: 'auth.signIn.locked', lockMinutes: SIGN_IN_LOCK_MS / 60_000, email: 'shipper@example.com' });
    expect(view.lockMinutes).toBe(15);
  });

  it('is busy while signing in, and stays busy once signed in; the session hears of it once', async () => {
    const pending = deferred<SignInOutcome>();
    const { actor, view, signedIn } = start(() => pending.promise);
    view().editEmail('shipper@example.com');
    view().editPassword('Passw0rd!');
    view().setRemember(true);
    view().submit();
    expect(view()).toMatchObject({ submitting: true, busy: true });
    pending.resolve({ kind: 'signedIn', ...session });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ submitting: false, busy: true, redirectTo: null });
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(signedIn).toHaveBeenCalledWith({ ...session, remember: true });
  });

  it('shows progress on the chosen provider only, and names it when no account is linked', async () => {
    const authorizing = deferred<ProviderTokens>();
    const { actor, view } = start(() => Promise.reject(new Error('unused')), { authorize: () => authorizing.promise });
    view().signInWith('MICROSOFT');
    expect(view().busy).toBe(true);
    expect(view().submitting).toBe(false);
    expect(view().socialProviders.map((p) => p.loading)).toEqual([false, true, false]);
    authorizing.reject(businessError(10002));
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ formError: 'auth.signIn.socialNotLinked', formErrorProvider: 'auth.provider.MICROSOFT', busy: false });
  });

  it('sends an invited user to Reset Password with the trimmed e-mail and the reset token', async () => {
    const { actor, view, signedIn } = start(() => Promise.resolve({ kind: 'mustResetPassword', resetToken: 'rst 1' }));
    view().editEmail(' invited@example.com ');
    view().editPassword('Temp#2026');
    view().submit();
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().redirectTo).toBe('/login/reset-password?email=invited%40example.com&resetToken=rst+1');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
