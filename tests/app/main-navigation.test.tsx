/** The header's main navigation by role: a forwarder reaches the rate sheets from it, on a desk and on a phone. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../utils/render-route';

const navLinks = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent?.trim());

describe('main navigation', { timeout: 30_000 }, () => {
  it('gives a forwarder Rate Sheets, which opens the import history and stays current on the log', async () => {
    const app = renderRoute('/help-center', { as: 'forwarder' });
    await screen.findByRole('button', { name: /Fiona Forwarder/ });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(navLinks(nav)).toEqual(['Dashboard', 'Quote Management', 'Rate Sheets', 'Shipments', 'Billing']);

    await app.user.click(within(nav).getByRole('link', { name: 'Rate Sheets' }));
    await app.waitForPath('/history/list');
    expect(await screen.findByRole('heading', { name: 'Rate Import History', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload a rate sheet' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Rate Sheets' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(screen.getByRole('link', { name: 'Billing' }));
    await app.waitForPath(/^\/billing/);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Rate Sheets' })).not.toHaveAttribute('aria-current');
  });

  it('marks Rate Sheets current on the log of an import', async () => {
    renderRoute('/log/list', { as: 'forwarder' });
    expect(await screen.findByRole('heading', { name: 'Rate Import Log', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Rate Sheets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Quote Management' })).not.toHaveAttribute('aria-current');
  });

  it('puts Rate Sheets in the phone menu, in the chosen language, and closes the menu when followed', async () => {
    const app = renderRoute('/help-center', { as: 'forwarder', locale: 'zh_TW' });
    await screen.findByRole('button', { name: /Fiona Forwarder/ });
    // The zh_TW catalogue loads after the first frame: wait for its words.
    await app.user.click(await screen.findByRole('button', { name: /選單/ }));
    const [, phoneNav] = screen.getAllByRole('navigation', { name: '主導覽' });
    expect(navLinks(phoneNav!)).toContain('運價表');
    await app.user.click(within(phoneNav!).getByRole('link', { name: '運價表' }));
    await app.waitForPath('/history/list');
    expect(await screen.findByRole('heading', { name: '運價匯入歷史', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: '主導覽' })).toHaveLength(1);
  });

  it('gives a shipper no Rate Sheets, on a desk or in the phone menu', async () => {
    const app = renderRoute('/help-center', { as: 'shipper' });
    await screen.findByRole('button', { name: /Sam Shipper/ });
    expect(navLinks(screen.getByRole('navigation', { name: 'Main' }))).toEqual(['Find Quote', 'My Request', 'Shipments', 'Billing']);
    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    for (const nav of screen.getAllByRole('navigation', { name: 'Main' })) {
      expect(within(nav).queryByRole('link', { name: 'Rate Sheets' })).toBeNull();
    }
  });
});
