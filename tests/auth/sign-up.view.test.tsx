import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setScenarios } from '../../mocks/scenarios';
import { findUserByEmail, lastAccountMail, PLATFORM_CONFIG } from '../../mocks/store/users.store';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';

const WAIT = { timeout: 5000 };

/** The robot question's answer input, found by its label ("What is 7 + 5?"). */
const questionBox = () => screen.findByRole('textbox', { name: /^What is \d \+ \d\?$/ }, WAIT);

async function solveQuestion(app: RenderRouteResult, wrong = false) {
  const box = await questionBox();
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec((box as HTMLInputElement).labels?.[0]?.textContent ?? '') ?? [];
  const sum = Number(a) + Number(b);
  await app.user.clear(box);
  await app.user.type(box, String(wrong ? sum + 1 : sum));
}

async function openSignUp() {
  const app = renderRoute('/login/sign-up');
  await screen.findByRole('heading', { name: 'Create an account' }, WAIT);
  return app;
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(app: RenderRouteResult, values: { email?: string; phone?: string; country?: string; extension?: string } = {}) {
  await app.user.type(field('First name'), 'Ada');
  await app.user.type(field('Last name'), 'Lovelace');
  await app.user.type(field('E-mail'), values.email ?? 'ada@example.org');
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), values.country ?? 'GB');
  await app.user.type(field('Phone'), values.phone ?? '020 7946 0958');
  if (values.extension) await app.user.type(field('Extension (optional)'), values.extension);
}

describe('Sign Up screen', () => {
  it('has every field with its label, a country list and the robot question', async () => {
    await openSignUp();
    for (const name of ['First name', 'Last name', 'E-mail', 'Phone', 'Extension (optional)']) expect(field(name)).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getByRole('option', { name: 'United Kingdom (+44)' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'Hong Kong SAR China (+852)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Not a robot check' })).toBeInTheDocument();
    await questionBox();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows every rule next to its field and sends nothing', async () => {
    const app = await openSignUp();
    await questionBox();
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Please enter your last name.');
    expect(field('E-mail')).toHaveAccessibleDescription('Please enter your e-mail.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Please choose a country.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(await questionBox()).toHaveAccessibleDescription('Please answer the question.');
    expect(field('First name')).toHaveFocus();
    expect(field('Extension (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the e-mail format, the phone for the chosen country and the extension', async () => {
    const app = await openSignUp();
    await fill(app, { email: 'ada@', country: 'US', phone: '020 7946 0958', extension: '12ab' });
    await solveQuestion(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number for the chosen country.');
    expect(field('Extension (optional)')).toHaveAccessibleDescription('The extension can only be up to 6 digits.');
  });

  it('signs up: the activation e-mail message, an inactive account with the E.164 phone, and the e-mail sent', async () => {
    const app = await openSignUp();
    await fill(app, { extension: '42' });
    await solveQuestion(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    const status = await screen.findByRole('status', undefined, WAIT);
    expect(status).toHaveTextContent('Check your e-mail');
    expect(status).toHaveTextContent('We sent an activation e-mail to ada@example.org.');
    const created = findUserByEmail('ada@example.org');
    expect(created).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '+442079460958', phoneCountry: 'GB', extension: '42', status: 'UNACTIVE' });
    expect(lastAccountMail('ada@example.org', 'ACTIVATION')).toBeTruthy();
    expect(app.path()).toBe('/login/sign-up');
  });

  it('an e-mail already registered advises signing in or forgot password, with both links, and keeps the form', async () => {
    const app = await openSignUp();
    await fill(app, { email: 'shipper@example.com' });
    await solveQuestion(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = field('E-mail');
    await within(email.closest('[role="group"]') as HTMLElement).findByText(/This e-mail is already registered/, undefined, WAIT);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This e-mail is already registered. Sign in or use forgot password.');
    const group = email.closest('[role="group"]') as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(group).getByRole('link', { name: 'use forgot password' })).toHaveAttribute('href', '/login/forgot-password');
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Phone')).toHaveValue('020 7946 0958');
    // The spent question is replaced and its answer cleared.
    expect(await questionBox()).toHaveValue('');
  });

  it('a wrong robot answer is said on the answer field, with a new question', async () => {
    const app = await openSignUp();
    await fill(app);
    await solveQuestion(app, true);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('The answer was not accepted. Please answer the new question.', undefined, WAIT);
    const box = await questionBox();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('');
    expect(findUserByEmail('ada@example.org')).toBeUndefined();
    // Answering the new question signs up.
    await solveQuestion(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveTextContent('We sent an activation e-mail to ada@example.org.');
  });

  it('the generic failure shows "Failed to sign up, please retry"', async () => {
    const app = await openSignUp();
    await fill(app, { email: 'ada@signup-failure.example.com' });
    await solveQuestion(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Failed to sign up, please retry');
    expect(field('E-mail')).toHaveValue('ada@signup-failure.example.com');
  });

  it('a network error says so and stays on the form', async () => {
    const app = await openSignUp();
    await fill(app);
    await solveQuestion(app);
    setScenarios([{ method: 'POST', path: '/user/signup', networkError: true, times: 1 }]);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.', undefined, WAIT)).toBeVisible();
    expect(app.path()).toBe('/login/sign-up');
    expect(field('Last name')).toHaveValue('Lovelace');
  });

  it('a question that cannot load offers to try again', async () => {
    setScenarios([{ method: 'GET', path: '/captcha/challenge', status: 500, message: 'Captcha service down', times: 1 }]);
    const app = await openSignUp();
    expect(await screen.findByText('The question could not be loaded.', undefined, WAIT)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /What is/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await questionBox();
  });

  it('when the company does not allow registration, the page says so and links to sign in', async () => {
    server.use(
      http.get('*/api/company/getSystemSettings', () => HttpResponse.json({ success: true, code: 200, data: { ...PLATFORM_CONFIG, allowRegister: false } })),
    );
    renderRoute('/login/sign-up');
    await screen.findByRole('heading', { name: 'Sign up is not available' }, WAIT);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
