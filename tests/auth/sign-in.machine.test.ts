import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  signInMachine,
  type ProviderTokens,
  type SignedIn,
  type SignInCredentials,
  type SignInOutcome,
  type SignedInSession,
  type SocialProvider,
} from '../../machines/sign-in.machine';
import { connectSignIn } from '../../machines/sign-in.connect';
import { businessError, deferred, httpError, networkError, shipper, timeoutError } from './fixtures';

/** What the machine tells the outside world: each call of its provided `signedIn` action. */
type SignInOutput = { type: 'signedIn' } & SignedIn;

const session: SignedInSession = { accessToken: 'at.1', refreshToken: 'rt.1', expiresIn: 1800, user: shipper };

function start(
  signIn: (input: SignInCredentials) => Promise<SignInOutcome>,
  social?: {
    authorize?: (input: { provider: SocialProvider }) => Promise<ProviderTokens>;
    byToken?: (input: ProviderTokens) => Promise<SignedInSession>;
  },
) {
  const signInSpy = vi.fn(signIn);
  const emitted: SignInOutput[] = [];
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) => signInSpy(input)),
        socialAuthorize: fromPromise(({ input }) => (social?.authorize ?? (() => Promise.reject(new Error('unused'))))(input)),
        loginByToken: fromPromise(({ input }) => (social?.byToken ?? (() => Promise.reject(new Error('unused'))))(input)),
      },
      actions: { signedIn: (_, signedIn) => emitted.push({ type: 'signedIn', ...signedIn }) },
    }),
  );
  actor.start();
  return { actor, emitted, signInSpy };
}

const fill = (actor: ReturnType<typeof start>['actor'], email: string, password: string) => {
  actor.send({ type: 'EDIT', field: 'email', value: email });
  actor.send({ type: 'EDIT', field: 'password', value: password });
};

describe('sign-in machine', () => {
  it('requires the e-mail and the password, and does not call the server', () => {
    const { actor, signInSpy } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'required', password: 'required' });
    expect(signInSpy).not.toHaveBeenCalled();
  });

  it('checks the e-mail format', () => {
    const { actor, signInSpy } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    fill(actor, 'shipper.example.com', 'secret');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email' });
    expect(signInSpy).not.toHaveBeenCalled();
  });

  it('clears a field message when that field is edited, and keeps the others', () => {
    const { actor } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'EDIT', field: 'email', value: 'a@b.co' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'required' });
  });

  it('signs in with the trimmed e-mail, the password and remember me, then emits signedIn once', async () => {
    const { actor, emitted, signInSpy } = start(() => Promise.resolve({ kind: 'signedIn', ...session }));
    fill(actor, '  shipper@example.com ', 'Passw0rd!');
    actor.send({ type: 'SET_REMEMBER', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('success');
    expect(signInSpy).toHaveBeenCalledWith({ email: 'shipper@example.com', password: 'Passw0rd!', rememberMe: true });
    expect(emitted).toEqual([{ type: 'signedIn', remember: true, ...session }]);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const pending = deferred<SignInOutcome>();
    const { actor, signInSpy } = start(() => pending.promise);
    fill(actor, 'shipper@example.com', 'Passw0rd!');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SOCIAL', provider: 'GOOGLE' });
    expect(signInSpy).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('submitting');
    pending.resolve({ kind: 'signedIn', ...session });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('sends an invited user with a temporary password to reset, with the reset token', async () => {
    const { actor, emitted } = start(() => Promise.resolve({ kind: 'mustResetPassword', resetToken: 'rst-123' }));
    fill(actor, ' invited@example.com', 'Temp#2026');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('resetRequired');
    expect(actor.getSnapshot().context.resetToken).toBe('rst-123');
    expect(connectSignIn(actor.getSnapshot(), actor.send).redirectTo).toBe('/login/reset-password?email=invited%40example.com&resetToken=rst-123');
    expect(emitted).toEqual([]);
  });

  it.each([
    ['wrong password (10001) marks the password field', businessError(10001), { password: 'wrongPassword' }, null],
    ['unknown user (10002) marks the e-mail field', businessError(10002), { email: 'unknownUser' }, null],
    ['an inactive account (10004) gets its own alert', businessError(10004), {}, 'inactive'],
    ['too many failed sign-ins (10005) gets its own alert', businessError(10005), {}, 'locked'],
    ['the generic failure (10003) is generic', businessError(10003), {}, 'generic'],
    ['an HTTP 500 is generic', httpError(500), {}, 'generic'],
    ['a business code sign-in never uses is generic', businessError(90001), {}, 'generic'],
    ['something that is not an ApiError is generic', new TypeError('boom'), {}, 'generic'],
    ['a network error says so', networkError(), {}, 'network'],
    ['a timeout says so', timeoutError(), {}, 'timeout'],
  ])('%s, and keeps what was typed', async (_name, error, errors, formError) => {
    const { actor, emitted } = start(() => Promise.reject(error));
    fill(actor, 'shipper@example.com', 'typed-password');
    actor.send({ type: 'SET_REMEMBER', value: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    const { context } = actor.getSnapshot();
    expect(context.errors).toEqual(errors);
    expect(context.formError).toBe(formError);
    expect(context).toMatchObject({ email: 'shipper@example.com', password: 'typed-password', remember: true });
    expect(emitted).toEqual([]);
  });

  it('can try again after a failure and succeed', async () => {
    let attempt = 0;
    const { actor, emitted } = start(() => (++attempt === 1 ? Promise.reject(networkError()) : Promise.resolve({ kind: 'signedIn', ...session })));
    fill(actor, 'shipper@example.com', 'Passw0rd!');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toHaveLength(1);
  });

  it('an invalid submit after a failure goes back to idle with the field messages', async () => {
    const { actor } = start(() => Promise.reject(businessError(10003)));
    fill(actor, 'shipper@example.com', 'x');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'EDIT', field: 'password', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ errors: { password: 'required' }, formError: null });
  });

  describe('social sign in', () => {
    const providerTokens: ProviderTokens = { accessToken: 'sp.at', refreshToken: 'sp.rt', expiresIn: 0 };

    it('authorizes with the provider, trades its tokens through token sign-in, and emits signedIn', async () => {
      const authorize = vi.fn(() => Promise.resolve(providerTokens));
      const byToken = vi.fn(() => Promise.resolve(session));
      const { actor, emitted, signInSpy } = start(() => Promise.reject(new Error('unused')), { authorize, byToken });
      actor.send({ type: 'SOCIAL', provider: 'MICROSOFT' });
      expect(actor.getSnapshot().matches({ social: 'authorizing' })).toBe(true);
      expect(actor.getSnapshot().context.provider).toBe('MICROSOFT');
      await waitFor(actor, (s) => s.status === 'done');
      expect(authorize).toHaveBeenCalledWith({ provider: 'MICROSOFT' });
      expect(byToken).toHaveBeenCalledWith(providerTokens);
      expect(signInSpy).not.toHaveBeenCalled();
      expect(emitted).toEqual([{ type: 'signedIn', remember: false, ...session }]);
    });

    it('says when no account is linked to the provider (10002)', async () => {
      const { actor } = start(() => Promise.reject(new Error('unused')), { authorize: () => Promise.reject(businessError(10002)) });
      actor.send({ type: 'SOCIAL', provider: 'APPLE' });
      await waitFor(actor, (s) => s.matches('error'));
      expect(actor.getSnapshot().context.formError).toBe('socialNotLinked');
    });

    it('an inactive linked account (10004, from either call) gets the inactive alert', async () => {
      const { actor } = start(() => Promise.reject(new Error('unused')), {
        authorize: () => Promise.resolve(providerTokens),
        byToken: () => Promise.reject(businessError(10004)),
      });
      actor.send({ type: 'SOCIAL', provider: 'GOOGLE' });
      await waitFor(actor, (s) => s.matches('error'));
      expect(actor.getSnapshot().context.formError).toBe('inactive');
    });

    it('a network error during token sign-in says so', async () => {
      const { actor } = start(() => Promise.reject(new Error('unused')), {
        authorize: () => Promise.resolve(providerTokens),
        byToken: () => Promise.reject(networkError()),
      });
      actor.send({ type: 'SOCIAL', provider: 'GOOGLE' });
      await waitFor(actor, (s) => s.matches('error'));
      expect(actor.getSnapshot().context.formError).toBe('network');
    });
  });
});
