/**
 * The dashboard page in the real app as each role: the forwarder's figures, table and map follow the
 * range (kept in the address); a forwarder with nothing booked in the range is told what to do; a
 * shipper is told the page is for forwarders. ApexCharts draws nothing in jsdom: a stand-in lists
 * what each chart was given, so the test sees the translated labels.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedAnchor, setMockNow } from '../../mocks/store/clock';
import { renderRoute } from '../utils/render-route';

vi.mock('apexcharts/area', () => ({}));
vi.mock('apexcharts/bar', () => ({}));
vi.mock('react-apexcharts/core', () => ({
  default: ({ options, series }: { options: { xaxis?: { categories?: string[] } }; series: { name: string; data: number[] }[] }) => (
    <ul data-testid="chart">
      {(options.xaxis?.categories ?? []).map((label, i) => (
        <li key={label}>{`${label}: ${series[0]?.data[i]}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => setMockNow(null));

describe('dashboard page', () => {
  it('shows a forwarder the figures of the range in the address, and follows a new range', async () => {
    setMockNow(seedAnchor());
    const app = renderRoute('/dashboard?range=week', { as: 'forwarder' });
    expect(await app.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const week = await app.findByRole('button', { name: 'Last 7 days' });
    expect(week.getAttribute('aria-pressed')).toBe('true');
    await app.findByText('Total gross revenue');
    const weekWindow = app.getByText(/^Oct 25 2026 – Nov 1 2026$/);
    expect(weekWindow).toBeTruthy();

    await app.user.click(app.getByRole('button', { name: 'Last year' }));
    await app.waitForPath('/dashboard?range=year');
    expect(await app.findByText(/^Nov 1 2025 – Nov 1 2026$/)).toBeTruthy();
    expect(app.getByRole('button', { name: 'Last year' }).getAttribute('aria-pressed')).toBe('true');
    // The year's figures: the map names its countries, and the same figures are in its table.
    const map = await app.findByRole('img', { name: /World map of shipments by destination country: .*United States \d+/ }, { timeout: 10_000 });
    const table = within(app.getByRole('region', { name: 'Shipments by destination country' })).getByRole('table', { name: 'Shipments by destination country' });
    expect(within(table).getByRole('rowheader', { name: 'United States' })).toBeTruthy();
    expect(map.querySelector('path[data-country="US"]')?.getAttribute('data-shipments')).toMatch(/^\d+$/);
    // A country without shipments takes the theme's light grey (Chakra's gray.200), not the brand.
    expect(map.querySelector('path[data-country="IS"]:not([data-shipments])')?.getAttribute('fill')).toBe('#e4e4e7');
    // Months label the revenue chart, and its figures are in a table too.
    const charts = await app.findAllByTestId('chart');
    expect(within(charts[0]!).getByText(/^Oct 2026: /)).toBeTruthy();
    expect(app.getByRole('table', { name: 'Revenue over time' })).toBeTruthy();
    expect(app.getByRole('table', { name: 'Top shipment regions' })).toBeTruthy();
    // Win/loss of the year's quotes: by lane (origin → destination, mode) and by buyer, with a win rate.
    const lanes = app.getByRole('table', { name: 'Win/loss by lane' });
    expect(within(lanes).getAllByRole('rowheader')[0]?.textContent).toMatch(/ → .+ \((Air|FCL|LCL|.+)\)$/);
    const buyers = app.getByRole('table', { name: 'Win/loss by buyer' });
    expect(within(buyers).getByRole('columnheader', { name: 'Win rate' })).toBeTruthy();
    expect(within(buyers).getByRole('rowheader', { name: 'Acme Home Goods Inc.' })).toBeTruthy();
  });

  it('tells a forwarder with nothing booked in the range what to do next', async () => {
    setMockNow(seedAnchor() + 400 * 86_400_000);
    const app = renderRoute('/dashboard?range=week', { as: 'forwarder', locale: 'zh_TW' });
    expect(await app.findByRole('heading', { name: '此時間範圍內尚無預訂的貨運' })).toBeTruthy();
    expect(app.getByRole('link', { name: '開啟報價管理' }).getAttribute('href')).toBe('/quote-management');
  });

  it('tells a shipper the dashboard is for forwarders, with the way to their start page', async () => {
    const app = renderRoute('/dashboard', { as: 'shipper' });
    expect(await app.findByRole('heading', { name: 'The dashboard is for forwarders' })).toBeTruthy();
    expect(app.getByRole('link', { name: 'Go to Find Quote' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Last year' })).toBeNull();
  });
});
