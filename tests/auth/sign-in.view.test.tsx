import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setScenarios } from '../../mocks/scenarios';
import { DEMO_USER, PLATFORM_CONFIG, recordSignInFailure } from '../../mocks/store/users.store';
import { SIGN_IN_FAILURE_LIMIT } from '../../domain/sign-in-attempt-limits';
import { renderRoute } from '../utils/render-route';

const WAIT = { timeout: 5000 };

async function openSignIn(path = '/login', options: Parameters<typeof renderRoute>[1] = {}) {
  const app = renderRoute(path, options);
  const submit = await screen.findByRole('button', { name: 'Sign in' }, WAIT);
  return {
    app,
    submit,
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    password: screen.getByLabelText('Password'),
    remember: screen.getByRole('checkbox', { name: 'Remember me' }),
  };
}

describe('Sign In screen', () => {
  it('has labelled fields, a Sign in button and the forgot-password and sign-up links', async () => {
    const { email, password } = await openSignIn();
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login/sign-up');
    for (const provider of ['Google', 'Microsoft', 'Apple']) {
      expect(screen.getByRole('button', { name: `Sign in with ${provider}` })).toBeEnabled();
    }
  });

  it('shows the rules next to their fields, linked to them, without calling the server', async () => {
    const { app, submit, email, password } = await openSignIn();
    await app.user.click(submit);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail.');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(email).toHaveFocus();

    await app.user.type(email, 'shipper.example.com');
    await app.user.type(password, 'whatever1');
    await app.user.click(submit);
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(app.path()).toBe('/login');
  });

  it('wrong password: the message is on the Password field and what was typed stays', async () => {
    const { app, submit, email, password, remember } = await openSignIn();
    await app.user.type(email, 'shipper@example.com');
    await app.user.type(password, 'Wrong-pass1');
    await app.user.click(remember);
    await app.user.click(submit);
    await screen.findByText('The password is incorrect.', undefined, WAIT);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('The password is incorrect.');
    expect(email).toHaveValue('shipper@example.com');
    expect(password).toHaveValue('Wrong-pass1');
    expect(remember).toBeChecked();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('unknown user: the message is on the E-mail field', async () => {
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'nobody@example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    await screen.findByText('No account uses this e-mail.', undefined, WAIT);
    expect(email).toHaveAccessibleDescription('No account uses this e-mail.');
  });

  it('an inactive account is told so', async () => {
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'inactive@example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(/This account is not active/);
  });

  it('an account closed after too many wrong passwords: wait or reset, with the link, and what was typed stays', async () => {
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) recordSignInFailure(DEMO_USER.shipper);
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'shipper@example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent(
      'Too many wrong passwords: sign-in to this account is paused for up to 15 minutes. Try again later, or reset your password.',
    );
    expect(within(alert).getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/login/forgot-password');
    expect(email).toHaveValue('shipper@example.com');
    expect(password).toHaveValue('Passw0rd!');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(app.path()).toBe('/login');
  });

  it('says the same in Chinese, with the minutes and the link', async () => {
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) recordSignInFailure(DEMO_USER.shipper);
    const app = renderRoute('/login', { locale: 'zh_CN' });
    const form = await screen.findByRole('form', { name: '登录' }, WAIT);
    await app.user.type(within(form).getByRole('textbox', { name: '电子邮箱' }), 'shipper@example.com');
    await app.user.type(within(form).getByLabelText('密码'), 'Passw0rd!');
    await app.user.click(within(form).getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent('密码错误次数过多，此账户的登录已暂停，最长 15 分钟。请稍后再试，或重置密码。');
    expect(within(alert).getByRole('link', { name: '重置密码' })).toHaveAttribute('href', '/login/forgot-password');
  });

  it('the generic failure (10003) shows the spec message', async () => {
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'anyone@signin-failure.example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Failed to sign in, please rety.');
  });

  it('the button shows progress and cannot be pressed twice', async () => {
    setScenarios([{ method: 'POST', path: '/user/login', delayMs: 300, times: 1 }]);
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'shipper@example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    const busy = screen.getByRole('button', { name: /Signing in/ });
    expect(busy).toBeDisabled();
    await app.waitForPath('/');
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
  });

  it('a successful sign in stores the tokens and goes where the user was going', async () => {
    const { app, submit, email, password } = await openSignIn('/shipment/list');
    await app.waitForPath('/login?redirect=%2Fshipment%2Flist');
    await app.user.type(email, 'shipper@example.com');
    await app.user.type(password, 'Passw0rd!');
    await app.user.click(submit);
    await app.waitForPath('/shipment/list');
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
    expect(localStorage.getItem('refresh_token')).toMatch(/^rt\./);
  });

  it('an invited user with a temporary password goes to Reset Password with the reset token', async () => {
    const { app, submit, email, password } = await openSignIn();
    await app.user.type(email, 'invited@example.com');
    await app.user.type(password, 'Temp#2026');
    await app.user.click(submit);
    await screen.findByRole('heading', { name: 'Reset password' }, WAIT);
    expect(app.location().pathname).toBe('/login/reset-password');
    const query = new URLSearchParams(app.location().search);
    expect(query.get('email')).toBe('invited@example.com');
    expect(query.get('resetToken')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('social sign in with Google ends in the token sign-in and signs in the linked shipper', async () => {
    const { app } = await openSignIn();
    await app.user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await app.waitForPath('/');
    expect(localStorage.getItem('access_token')).toMatch(/^at\./);
    await screen.findByRole('button', { name: /Sam Shipper/ }, WAIT);
  });

  it('social sign in with a provider linked to no account says so', async () => {
    const { app } = await openSignIn();
    await app.user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('No account is linked to this sign-in.');
    expect(app.path()).toBe('/login');
  });

  it('hides the sign-up link when the company does not allow registration', async () => {
    server.use(
      http.get('*/api/company/getSystemSettings', () =>
        HttpResponse.json({ success: true, code: 200, data: { ...PLATFORM_CONFIG, allowRegister: false, loginLogoUrl: '/img/logos/pacific-login.svg' } }),
      ),
    );
    await openSignIn();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', '/img/logos/pacific-login.svg');
  });

  it('the company login logo is shown', async () => {
    await openSignIn();
    const logo = screen.getByRole('img', { name: 'Company logo' });
    expect(logo).toHaveAttribute('src', '/img/logo-login.svg');
  });

  it('speaks the chosen language', async () => {
    renderRoute('/login', { locale: 'zh_TW' });
    const form = await screen.findByRole('form', { name: '登入' }, WAIT);
    expect(within(form).getByRole('textbox', { name: '電子郵件' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: '記住我' })).toBeInTheDocument();
  });
});
