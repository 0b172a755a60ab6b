/** The shell as a user meets it: landmarks, the user menu by role, the language switch, toasts. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderRoute } from '../utils/render-route';

const menuItems = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim());

describe('the signed-in frame', () => {
  it('has a header with the company logo, a main navigation and a main landmark', async () => {
    renderRoute('/shipment/list', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Shipments', level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Acme Home Goods Inc.' })).toHaveAttribute('src', '/img/logos/acme-header.svg');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shipments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Shipments', level: 1 }));
  });

  it('offers a skip link to the main content', async () => {
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Shipments', level: 1 });
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});

describe('user menu by role', () => {
  it('gives a shipper My Request, and no forwarder entries', async () => {
    const app = renderRoute('/help-center', { as: 'shipper' });
    await app.user.click(await screen.findByRole('button', { name: /Sam Shipper/ }));
    expect(await menuItems()).toEqual(['Account Setting', 'Billing', 'My Request', 'Help Center', 'Shipments', 'Sign Out']);
  });

  it('gives a forwarder Quote Management and Dashboard, and no My Request', async () => {
    const app = renderRoute('/help-center', { as: 'forwarder' });
    await app.user.click(await screen.findByRole('button', { name: /Fiona Forwarder/ }));
    expect(await menuItems()).toEqual(['Account Setting', 'Billing', 'Quote Management', 'Help Center', 'Dashboard', 'Shipments', 'Sign Out']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Request' })).toBeNull();
  });

  it('works from the keyboard and opens the chosen page', async () => {
    const app = renderRoute('/help-center', { as: 'forwarder' });
    const trigger = await screen.findByRole('button', { name: /Fiona Forwarder/ });
    trigger.focus();
    await app.user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Account Setting, Billing, Quote Management: the third item. The menu highlights its first item
    // once it has opened; arrows pressed before that would be read from the trigger.
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[2]).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{Enter}');
    await app.waitForPath('/quote-management');
    expect(await screen.findByRole('heading', { name: 'Quote Management', level: 1 })).toBeInTheDocument();
  });

  it('Billing opens the section each role starts from', async () => {
    const app = renderRoute('/help-center', { as: 'shipper' });
    await app.user.click(await screen.findByRole('button', { name: /Sam Shipper/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Billing' }));
    await app.waitForPath('/billing/upcoming-bill');
    expect(await screen.findByRole('heading', { name: 'Upcoming Bills', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Billing sections' })).toBeInTheDocument();
  });

  it('Sign Out clears the session and returns to /login', async () => {
    const app = renderRoute('/shipment/list', { as: 'shipper' });
    await app.user.click(await screen.findByRole('button', { name: /Sam Shipper/ }));
    expect(sessionStorage.getItem('user')).toContain('shipper@example.com');
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await app.waitForPath('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});

describe('language switch', () => {
  it('translates the page, its title and its dates, and is remembered', async () => {
    const app = renderRoute('/account/setting', { as: 'shipper' });
    await screen.findByRole('heading', { name: 'Account Setting', level: 1 });
    // The shipper joined 400 days before the seed anchor (2026-11-01).
    expect(await screen.findByText('Sep 27 2025')).toBeInTheDocument();
    expect(document.title).toBe('Account Setting · Freight Marketplace');

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '简体中文');
    expect(await screen.findByRole('heading', { name: '账户设置', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2025年9月27日')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh_CN');
    expect(document.title).toBe('账户设置 · 货运平台');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh_CN');

    await app.user.selectOptions(screen.getByRole('combobox', { name: '语言' }), '繁體中文');
    expect(await screen.findByRole('heading', { name: '帳戶設定', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sam Shipper/ })).toBeInTheDocument();
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem('locale', 'zh_TW');
    const app = renderRoute('/help-center', { as: 'forwarder' });
    await app.user.click(await screen.findByRole('button', { name: /Fiona Forwarder/ }));
    expect(await menuItems()).toEqual(['帳戶設定', '帳單', '報價管理', '說明中心', '數據看板', '貨運訂單', '登出']);
  });
});

describe('error toasts from the API layer', () => {
  it('show the server message', async () => {
    server.use(
      http.get('*/api/user/current', () => HttpResponse.json({ success: false, code: 500, message: 'Database unavailable' }, { status: 500 })),
    );
    renderRoute('/help-center', { as: 'shipper' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('show the translated default when the server gives no message', async () => {
    server.use(http.get('*/api/user/current', () => new HttpResponse(null, { status: 503 })));
    renderRoute('/help-center', { as: 'shipper', locale: 'zh_CN' });
    expect(await screen.findByText('请求出错，请稍后再试。')).toBeInTheDocument();
  });

  it('can be closed', async () => {
    // Fails once: a later refetch must not raise a second, identical toast while we check the first closed.
    server.use(
      http.get('*/api/user/current', () => HttpResponse.json({ success: false, code: 500, message: 'Database unavailable' }, { status: 500 }), { once: true }),
    );
    const app = renderRoute('/help-center', { as: 'shipper' });
    await screen.findByText('Database unavailable');
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Database unavailable')).toBeNull());
  });
});
