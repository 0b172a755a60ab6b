/** The Forgot, Reset and Change Password connects: what each page reads from its real machine, and the events sent. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { connectForgotPassword } from '../../machines/forgot-password.connect';
import { resetPasswordMachine } from '../../machines/reset-password.machine';
import { connectResetPassword } from '../../machines/reset-password.connect';
import { changePasswordMachine } from '../../machines/change-password.machine';
import { connectChangePassword } from '../../machines/change-password.connect';
import { businessError, deferred, networkError, timeoutError } from './fixtures';

const authFailure = () => new ApiError('auth', 401, null, null);
const tooFrequent = () => new ApiError('too-frequent', 0, null, null);

describe('connectForgotPassword', () => {
  const start = (forgot: () => Promise<void>) => {
    const actor = createActor(forgotPasswordMachine.provide({ actors: { forgotPassword: fromPromise(() => forgot()) } })).start();
    return { actor, view: () => connectForgotPassword(actor.getSnapshot(), actor.send) };
  };

  it('its functions send the user’s events, and stay the same for one actor', () => {
    const send = vi.fn();
    const { actor } = start(() => Promise.resolve());
    const view = connectForgotPassword(actor.getSnapshot(), send);
    view.editEmail('a@b.co');
    view.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'EDIT', value: 'a@b.co' }, { type: 'SUBMIT' }]);
    expect(connectForgotPassword(actor.getSnapshot(), send).editEmail).toBe(view.editEmail);
  });

  it('words the e-mail rules', () => {
    const { view } = start(() => Promise.resolve());
    view().submit();
    expect(view().emailError).toBe('auth.error.email.required');
    view().editEmail('shipper@');
    expect(view().emailError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ email: 'shipper@', emailError: 'auth.error.email.format' });
  });

  it('is submitting, then says the e-mail went to the trimmed address', async () => {
    const pending = deferred<void>();
    const { actor, view } = start(() => pending.promise);
    view().editEmail(' shipper@example.com ');
    view().submit();
    expect(view()).toMatchObject({ submitting: true, succeeded: false });
    pending.resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ submitting: false, succeeded: true, sentTo: 'shipper@example.com' });
  });

  it.each([
    [networkError(), 'auth.error.network'],
    [timeoutError(), 'auth.error.timeout'],
    [tooFrequent(), 'auth.error.tooFrequent'],
    [businessError(90001), 'auth.error.generic'],
    [authFailure(), 'auth.error.generic'],
  ])('a failure (%s) gives the alert %s', async (error, id) => {
    const { actor, view } = start(() => Promise.reject(error));
    view().editEmail('shipper@example.com');
    view().submit();
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ formError: id, submitting: false, email: 'shipper@example.com' });
  });
});

describe('connectResetPassword', () => {
  const start = (reset: () => Promise<void>, link: { email: string | null; resetToken: string | null } = { email: 'invited@example.com', resetToken: 'rst-1' }) => {
    const actor = createActor(resetPasswordMachine.provide({ actors: { resetPassword: fromPromise(() => reset()) } }), { input: link }).start();
    return { actor, view: () => connectResetPassword(actor.getSnapshot(), actor.send) };
  };
  const type = (view: () => ReturnType<typeof connectResetPassword>, password: string, confirmation: string) => {
    view().edit('newPassword', password);
    view().edit('confirmPassword', confirmation);
  };

  it('without a complete link there is only the way to Forgot Password', () => {
    expect(start(() => Promise.resolve(), { email: null, resetToken: 'x' }).view()).toMatchObject({ linkInvalid: true, formError: null, succeeded: false });
    expect(start(() => Promise.resolve()).view()).toMatchObject({ linkInvalid: false, email: 'invited@example.com' });
  });

  it('its functions send the user’s events, and stay the same for one actor', () => {
    const send = vi.fn();
    const { actor } = start(() => Promise.resolve());
    const view = connectResetPassword(actor.getSnapshot(), send);
    view.edit('newPassword', 'N');
    view.edit('confirmPassword', 'C');
    view.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'EDIT', field: 'newPassword', value: 'N' },
      { type: 'EDIT', field: 'confirmPassword', value: 'C' },
      { type: 'SUBMIT' },
    ]);
    expect(connectResetPassword(actor.getSnapshot(), send).edit).toBe(view.edit);
  });

  it('words the password rules', () => {
    const { view } = start(() => Promise.resolve());
    view().submit();
    expect(view()).toMatchObject({ newPasswordError: 'auth.error.newPassword.required', confirmPasswordError: 'auth.error.confirmPassword.required' });
    type(view, 'short1', 'short1');
    view().submit();
    expect(view()).toMatchObject({ newPasswordError: 'auth.error.newPassword.rule', confirmPasswordError: null });
    type(view, 'NewPassw0rd', 'NewPassw0rX');
    view().submit();
    expect(view()).toMatchObject({ newPasswordError: null, confirmPasswordError: 'auth.error.confirmPassword.mismatch' });
  });

  it('is submitting, then succeeds', async () => {
    const pending = deferred<void>();
    const { actor, view } = start(() => pending.promise);
    type(view, 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    expect(view().submitting).toBe(true);
    pending.resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ submitting: false, succeeded: true, linkInvalid: false });
  });

  it('a spent link (10202) leaves the form for Forgot Password, with no alert of its own', async () => {
    const { actor, view } = start(() => Promise.reject(businessError(10202)));
    type(view, 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ linkInvalid: true, formError: null });
  });

  it.each([
    [networkError(), 'auth.error.network'],
    [timeoutError(), 'auth.error.timeout'],
    [businessError(90001), 'auth.error.generic'],
    [authFailure(), 'auth.error.generic'],
  ])('a failure (%s) gives the alert %s and keeps the passwords', async (error, id) => {
    const { actor, view } = start(() => Promise.reject(error));
    type(view, 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ formError: id, values: { newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' } });
  });
});

describe('connectChangePassword', () => {
  const start = (change: () => Promise<void>) => {
    const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: fromPromise(() => change()) } })).start();
    return { actor, view: () => connectChangePassword(actor.getSnapshot(), actor.send) };
  };
  const type = (view: () => ReturnType<typeof connectChangePassword>, old: string, password: string, confirmation: string) => {
    view().editOldPassword(old);
    view().edit('newPassword', password);
    view().edit('confirmPassword', confirmation);
  };

  it('its functions send the user’s events, and stay the same for one actor', () => {
    const send = vi.fn();
    const { actor } = start(() => Promise.resolve());
    const view = connectChangePassword(actor.getSnapshot(), send);
    view.editOldPassword('O');
    view.edit('newPassword', 'N');
    view.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'EDIT', field: 'oldPassword', value: 'O' },
      { type: 'EDIT', field: 'newPassword', value: 'N' },
      { type: 'SUBMIT' },
    ]);
    const again = connectChangePassword(actor.getSnapshot(), send);
    expect([again.edit, again.editOldPassword]).toEqual([view.edit, view.editOldPassword]);
  });

  it('words the rules of the three fields', () => {
    const { view } = start(() => Promise.resolve());
    view().submit();
    expect(view()).toMatchObject({
      oldPasswordError: 'auth.error.oldPassword.required',
      newPasswordError: 'auth.error.newPassword.required',
      confirmPasswordError: 'auth.error.confirmPassword.required',
    });
  });

  it('a wrong old password (10201) is said on the old-password field', async () => {
    const { actor, view } = start(() => Promise.reject(businessError(10201)));
    type(view, 'wrong-one', 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ oldPasswordError: 'auth.error.oldPassword.wrong', formError: null });
  });

  it('is submitting, then says the password changed, with the fields cleared', async () => {
    const pending = deferred<void>();
    const { actor, view } = start(() => pending.promise);
    type(view, 'Passw0rd!', 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    expect(view()).toMatchObject({ submitting: true, succeeded: false });
    pending.resolve();
    await waitFor(actor, (s) => s.matches('success'));
    expect(view()).toMatchObject({ submitting: false, succeeded: true, values: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  });

  it.each([
    [networkError(), 'auth.error.network'],
    [timeoutError(), 'auth.error.timeout'],
    [businessError(90001), 'auth.error.generic'],
    // Signed in here: a 401 means the session ended (the session then sends the user to sign in).
    [authFailure(), 'auth.error.sessionEnded'],
  ])('a failure (%s) gives the alert %s', async (error, id) => {
    const { actor, view } = start(() => Promise.reject(error));
    type(view, 'Passw0rd!', 'NewPassw0rd', 'NewPassw0rd');
    view().submit();
    await waitFor(actor, (s) => s.matches('error'));
    expect(view().formError).toBe(id);
  });
});
