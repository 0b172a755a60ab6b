/**
 * axe-core on every sign-in screen, blank and with its messages showing. Under jsdom axe cannot
 * compute colours, so colour contrast is left to the browser tests; everything structural (names,
 * labels, ARIA references, landmarks, headings) is checked here.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderRoute } from '../utils/render-route';

const WAIT = { timeout: 5000 };

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('sign-in screens are accessible', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/login/forgot-password', 'Send reset link'],
    ['/login/sign-up', 'Sign up'],
    ['/login/reset-password?email=invited%40example.com&resetToken=t', 'Save new password'],
  ])('%s, blank and after an empty submit', async (path, submit) => {
    const app = renderRoute(path);
    const button = await screen.findByRole('button', { name: submit }, WAIT);
    if (path === '/login/sign-up') await screen.findByRole('textbox', { name: /What is/ }, WAIT);
    expect(await violations()).toEqual([]);
    await app.user.click(button);
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('/account/change-password, blank and after an empty submit', async () => {
    const app = renderRoute('/account/change-password', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Change password' }, WAIT);
    expect(await violations()).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await violations()).toEqual([]);
  });
});
