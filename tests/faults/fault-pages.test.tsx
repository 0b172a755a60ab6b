/**
 * The fault matrix through the page (docs/decisions/187-fault-matrix.md): a few representative
 * routes of the real app, with faults made by the embedded backend (mocks/scenarios.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setScenarios } from '../../mocks/scenarios';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';

// A page that throws while rendering: the not-found page, which no other test here uses.
vi.mock('../../src/features/shell/not-found.page', () => ({
  NotFoundPage: () => {
    throw new Error('Fault matrix: a page that cannot render');
  },
}));

const WAIT = { timeout: 10_000 };
const LIST_FAILED = 'The shipments could not be loaded. Try again; if it keeps failing, contact support.';
const LIST_TIMED_OUT = 'The shipments took too long to load. Try again in a moment.';

const shipmentRows = async () => within(await screen.findByRole('table', {}, WAIT)).findAllByRole('row', {}, WAIT);

async function signInAgain(app: RenderRouteResult) {
  await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'shipper@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('faults on a page’s first load', () => {
  it('a 500 (its message in a toast), then a timeout: the error state each time; Try again loads the list', async () => {
    setScenarios([{ method: 'POST', path: '/shipment/list', status: 500, message: 'Shipments are resting', times: 1 }]);
    const app = renderRoute('/shipment/list', { as: 'shipper', clientOptions: { timeoutMs: 1_500 } });
    expect(await screen.findByText(LIST_FAILED, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Shipments are resting', {}, WAIT)).toBeInTheDocument();

    setScenarios([{ method: 'POST', path: '/shipment/list', delayMs: 'infinite', times: 1 }]);
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(LIST_TIMED_OUT, {}, WAIT)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await shipmentRows()).length).toBeGreaterThan(1);
    expect(screen.queryByText(LIST_FAILED)).not.toBeInTheDocument();
    expect(screen.queryByText(LIST_TIMED_OUT)).not.toBeInTheDocument();
  });

  it('a network error signs out to /login with the way back; signing in again loads the page', async () => {
    setScenarios([{ method: 'POST', path: '/shipment/list', networkError: true, times: 1 }]);
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await app.waitForPath('/login?redirect=%2Fshipment%2Flist');
    await signInAgain(app);
    await app.waitForPath('/shipment/list');
    expect((await shipmentRows()).length).toBeGreaterThan(1);
  });
});

describe('a 401 while the user is typing', () => {
  it('Find Quote: signs out to /login?redirect=…, and after signing in again the draft is still there', async () => {
    const app = renderRoute('/quote', { as: 'shipper' });
    const row = await screen.findByRole('group', { name: 'Package row 1' }, WAIT);
    await app.user.type(within(row).getByRole('textbox', { name: 'Length (cm)' }), '120');
    // The session ends on the next call: the place look-up as the user types.
    setScenarios([{ method: 'GET', path: '/location/search', status: 401, message: 'Token expired' }]);
    await app.user.type(screen.getByRole('combobox', { name: 'Destination port' }), 'los');
    await app.waitForPath('/login?redirect=%2Fquote');

    setScenarios([]);
    await signInAgain(app);
    await app.waitForPath('/quote');
    const restored = await screen.findByRole('group', { name: 'Package row 1' }, WAIT);
    expect(within(restored).getByRole('textbox', { name: 'Length (cm)' })).toHaveValue('120');
  });
});

describe('a page that throws while rendering', () => {
  it('shows an error boundary with a way out', async () => {
    // The boundary logs the error for support; React reports it too.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/no-such-page', { as: 'shipper' });
    const alert = await screen.findByRole('alert', {}, WAIT);
    // The root boundary (Reload) today; the page's own inside the layout (Try again, home) once the
    // router gives the layout's pages src/features/shell/page-error.tsx.
    expect(within(alert).getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    const waysOut = [...within(alert).queryAllByRole('button'), ...within(alert).queryAllByRole('link')];
    expect(waysOut.map((el) => el.textContent)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Reload|Try again)$/)]));
    await waitFor(() => expect(logged.mock.calls.flat().some((arg) => String(arg).includes('a page that cannot render'))).toBe(true));
  });
});
