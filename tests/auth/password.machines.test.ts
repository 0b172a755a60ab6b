import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { resetPasswordMachine, type ResetPasswordRequest } from '../../machines/reset-password.machine';
import { changePasswordMachine, type ChangePasswordRequest } from '../../machines/change-password.machine';
import { businessError, deferred, networkError, timeoutError } from './fixtures';

describe('forgot-password machine', () => {
  const start = (forgot: (input: { email: string }) => Promise<void>) => {
    const spy = vi.fn(forgot);
    const actor = createActor(forgotPasswordMachine.provide({ actors: { forgotPassword: fromPromise(({ input }) => spy(input)) } })).start();
    return { actor, spy };
  };

  it('requires a valid e-mail before calling the server', () => {
    const { actor, spy } = start(() => Promise.resolve());
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'required' });
    actor.send({ type: 'EDIT', value: 'not-an-email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and ends in success with the address', async () => {
    const { actor, spy } = start(() => Promise.resolve());
    actor.send({ type: 'EDIT', value: ' shipper@example.com ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ email: 'shipper@example.com' });
    expect(actor.getSnapshot().context.sentTo).toBe('shipper@example.com');
  });

  it.each([
    [networkError(), 'network'],
    [timeoutError(), 'timeout'],
    [businessError(90001), 'generic'],
  ])('a failure (%s) is shown and the e-mail is kept', async (error, formError) => {
    const { actor } = start(() => Promise.reject(error));
    actor.send({ type: 'EDIT', value: 'shipper@example.com' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({ formError, email: 'shipper@example.com' });
  });
});

describe('reset-password machine', () => {
  const start = (reset: (input: ResetPasswordRequest) => Promise<void>, link: { email: string | null; resetToken: string | null } = { email: 'invited@example.com', resetToken: 'rst-1' }) => {
    const spy = vi.fn(reset);
    const actor = createActor(resetPasswordMachine.provide({ actors: { resetPassword: fromPromise(({ input }) => spy(input)) } }), { input: link }).start();
    return { actor, spy };
  };
  const type = (actor: ReturnType<typeof start>['actor'], newPassword: string, confirmPassword: string) => {
    actor.send({ type: 'EDIT', field: 'newPassword', value: newPassword });
    actor.send({ type: 'EDIT', field: 'confirmPassword', value: confirmPassword });
  };

  it('without an e-mail and a token there is nothing to reset', () => {
    expect(start(() => Promise.resolve(), { email: null, resetToken: 'x' }).actor.getSnapshot().value).toBe('linkInvalid');
    expect(start(() => Promise.resolve(), { email: 'a@b.co', resetToken: ' ' }).actor.getSnapshot().value).toBe('linkInvalid');
  });

  it('requires both passwords, the password rule, and that they match', () => {
    const { actor, spy } = start(() => Promise.resolve());
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'required', confirmPassword: 'required' });
    type(actor, 'short1', 'short1');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'passwordRule' });
    type(actor, 'NewPassw0rd', 'NewPassw0rX');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'mismatch' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends e-mail, token and new password, then succeeds', async () => {
    const { actor, spy } = start(() => Promise.resolve());
    type(actor, 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('success');
    expect(spy).toHaveBeenCalledWith({ email: 'invited@example.com', resetToken: 'rst-1', newPassword: 'NewPassw0rd' });
  });

  it('an invalid or expired token (10202) ends in linkInvalid', async () => {
    const { actor } = start(() => Promise.reject(businessError(10202)));
    type(actor, 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('linkInvalid');
  });

  it('a network error keeps the typed passwords for another try', async () => {
    const { actor } = start(() => Promise.reject(networkError()));
    type(actor, 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({ formError: 'network', values: { newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' } });
  });
});

describe('change-password machine', () => {
  const start = (change: (input: ChangePasswordRequest) => Promise<void>) => {
    const spy = vi.fn(change);
    const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => spy(input)) } })).start();
    return { actor, spy };
  };
  const type = (actor: ReturnType<typeof start>['actor'], oldPassword: string, newPassword: string, confirmPassword: string) => {
    actor.send({ type: 'EDIT', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'EDIT', field: 'newPassword', value: newPassword });
    actor.send({ type: 'EDIT', field: 'confirmPassword', value: confirmPassword });
  };

  it('requires old, new and confirmation, and they must match', () => {
    const { actor, spy } = start(() => Promise.resolve());
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ oldPassword: 'required', newPassword: 'required', confirmPassword: 'required' });
    type(actor, 'Passw0rd!', 'NewPassw0rd', 'Other0000');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'mismatch' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('a wrong old password (10201) is put on the old-password field, the rest kept', async () => {
    const { actor } = start(() => Promise.reject(businessError(10201)));
    type(actor, 'wrong-one', 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { oldPassword: 'oldPasswordWrong' },
      formError: null,
      values: { oldPassword: 'wrong-one', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
    });
  });

  it('changes once, clears the passwords, and can change again', async () => {
    const pending = deferred<void>();
    const { actor, spy } = start(() => pending.promise);
    type(actor, 'Passw0rd!', 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    pending.resolve();
    await waitFor(actor, (s) => s.matches('success'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ oldPassword: 'Passw0rd!', newPassword: 'NewPassw0rd' });
    expect(actor.getSnapshot().context.values).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ oldPassword: 'required', newPassword: 'required', confirmPassword: 'required' });
  });

  it('a timeout says so', async () => {
    const { actor } = start(() => Promise.reject(timeoutError()));
    type(actor, 'Passw0rd!', 'NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.formError).toBe('timeout');
  });
});
