import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setScenarios } from '../../mocks/scenarios';
import { verifyPassword } from '../../mocks/password-hasher';
import { DEMO_PASSWORD, findUserByEmail, lastAccountMail, TEMPORARY_PASSWORD } from '../../mocks/store/users.store';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';

const WAIT = { timeout: 5000 };
const NEW_PASSWORD = 'Fresh-passw0rd';

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const newBox = () => screen.getByLabelText('New password');
const confirmBox = () => screen.getByLabelText('Confirm new password');

async function signIn(app: RenderRouteResult, email: string, password: string) {
  await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Forgot Password screen', () => {
  it('requires a valid e-mail', async () => {
    const app = renderRoute('/login/forgot-password');
    const send = await screen.findByRole('button', { name: 'Send reset link' }, WAIT);
    await app.user.click(send);
    expect(emailBox()).toHaveAccessibleDescription('Please enter your e-mail.');
    await app.user.type(emailBox(), 'shipper@');
    await app.user.click(send);
    expect(emailBox()).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(emailBox()).toHaveFocus();
  });

  it('sends the reset e-mail and says so, with the same words whether or not the account exists', async () => {
    const app = renderRoute('/login/forgot-password');
    await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'shipper@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveTextContent(
      'If an account uses shipper@example.com, we have sent it an e-mail with a link to reset the password.',
    );
    expect(lastAccountMail('shipper@example.com', 'PASSWORD_RESET')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('for an e-mail without an account, the same message and no e-mail', async () => {
    const app = renderRoute('/login/forgot-password');
    await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'nobody@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveTextContent(
      'If an account uses nobody@example.com, we have sent it an e-mail with a link to reset the password.',
    );
    expect(lastAccountMail('nobody@example.com', 'PASSWORD_RESET')).toBeUndefined();
  });

  it('the link in the e-mail opens Reset Password, and the new password signs in', async () => {
    const first = renderRoute('/login/forgot-password');
    await first.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'shipper@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status', undefined, WAIT);
    const mail = lastAccountMail('shipper@example.com', 'PASSWORD_RESET');
    first.unmount();

    const app = renderRoute(`/login/reset-password?${new URLSearchParams({ email: 'shipper@example.com', resetToken: mail!.secret })}`);
    await screen.findByText('Choose a new password for shipper@example.com.', undefined, WAIT);
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveTextContent('Your password has been reset. Sign in with your new password.');
    await app.user.click(screen.getByRole('link', { name: 'Sign in' }));
    await signIn(app, 'shipper@example.com', NEW_PASSWORD);
    await app.waitForPath('/');
  });

  it('a network error says so and keeps the e-mail', async () => {
    setScenarios([{ method: 'POST', path: '/user/password/forget', networkError: true, times: 1 }]);
    const app = renderRoute('/login/forgot-password');
    await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'shipper@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Cannot reach the server. Check your connection and try again.');
    expect(emailBox()).toHaveValue('shipper@example.com');
    expect(app.path()).toBe('/login/forgot-password');
  });
});

describe('Reset Password screen', () => {
  it('without a token there is nothing to reset: it links to Forgot Password', async () => {
    renderRoute('/login/reset-password');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('This reset link is incomplete, used or expired.');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/login/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('requires both passwords, the password rule, and that they match', async () => {
    const app = renderRoute('/login/reset-password?email=invited%40example.com&resetToken=whatever');
    const save = await screen.findByRole('button', { name: 'Save new password' }, WAIT);
    await app.user.click(save);
    expect(newBox()).toHaveAccessibleDescription('Please enter a new password. At least 8 characters, with at least one letter and one digit.');
    expect(confirmBox()).toHaveAccessibleDescription('Please enter the new password again.');
    await app.user.type(newBox(), 'short1');
    await app.user.click(save);
    expect(newBox()).toHaveAccessibleDescription(/Use at least 8 characters, with at least one letter and one digit\./);
    await app.user.clear(newBox());
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), `${NEW_PASSWORD}x`);
    await app.user.click(save);
    expect(confirmBox()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmBox()).toHaveAccessibleDescription('Two passwords that you enter is inconsistent');
    expect(newBox()).not.toHaveAttribute('aria-invalid');
    expect(confirmBox()).toHaveFocus();
  });

  it('an unknown or spent token (10202) says the link is invalid', async () => {
    const app = renderRoute('/login/reset-password?email=invited%40example.com&resetToken=not-a-token');
    await screen.findByRole('button', { name: 'Save new password' }, WAIT);
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('This reset link is incomplete, used or expired.');
  });

  it('an invited user replaces the temporary password, then signs in with the new one', async () => {
    const app = renderRoute('/login');
    await signIn(app, 'invited@example.com', TEMPORARY_PASSWORD);
    await screen.findByRole('heading', { name: 'Reset password' }, WAIT);
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Your password has been reset. Sign in with your new password.', undefined, WAIT);
    const invited = findUserByEmail('invited@example.com')!;
    expect(invited.temporaryPassword).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, invited.password)).toBe(true);
    await app.user.click(screen.getByRole('link', { name: 'Sign in' }));
    await signIn(app, 'invited@example.com', NEW_PASSWORD);
    await app.waitForPath('/');
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
  });
});

describe('Change Password screen', () => {
  const oldBox = () => screen.getByLabelText('Old password');

  async function open() {
    const app = renderRoute('/account/change-password', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Change password' }, WAIT);
    return app;
  }

  it('requires old, new and confirmation, which must match', async () => {
    const app = await open();
    const change = screen.getByRole('button', { name: 'Change password' });
    await app.user.click(change);
    expect(oldBox()).toHaveAccessibleDescription('Please enter your old password.');
    expect(confirmBox()).toHaveAccessibleDescription('Please enter the new password again.');
    await app.user.type(oldBox(), DEMO_PASSWORD);
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), 'Another-passw0rd');
    await app.user.click(change);
    expect(confirmBox()).toHaveAccessibleDescription('Two passwords that you enter is inconsistent');
  });

  it('a wrong old password is said next to the old-password field, and nothing is lost', async () => {
    const app = await open();
    await app.user.type(oldBox(), 'Not-my-passw0rd');
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The old password is incorrect.', undefined, WAIT);
    expect(oldBox()).toHaveAttribute('aria-invalid', 'true');
    expect(oldBox()).toHaveAccessibleDescription('The old password is incorrect.');
    expect(newBox()).toHaveValue(NEW_PASSWORD);
    expect(confirmBox()).toHaveValue(NEW_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, findUserByEmail('shipper@example.com')!.password)).toBe(true);
  });

  it('changes the password, says so and empties the fields', async () => {
    const app = await open();
    await app.user.type(oldBox(), DEMO_PASSWORD);
    await app.user.type(newBox(), NEW_PASSWORD);
    await app.user.type(confirmBox(), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveTextContent('Your password has been changed.');
    expect(await verifyPassword(NEW_PASSWORD, findUserByEmail('shipper@example.com')!.password)).toBe(true);
    expect(oldBox()).toHaveValue('');
    expect(newBox()).toHaveValue('');
    expect(app.path()).toBe('/account/change-password');
  });
});
