/**
 * The rate-sheet pages through the real app and the embedded backend, by role: a shipper who opens
 * History or Log by its address is told they are for forwarders and sent on, with no upload form and
 * no call the server would refuse (10303).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../mocks/node';
import { renderRoute } from '../utils/render-route';

/** The paths of the rate-sheet calls made while the test runs. */
function rateCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('forwarder-rate')) calls.push(path);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('rate-sheet pages for a shipper', { timeout: 30_000 }, () => {
  it('History says it is for forwarders, offers Find Quote, and shows no upload form or list', async () => {
    const calls = rateCalls();
    const app = renderRoute('/history/list', { as: 'shipper' });
    expect(await screen.findByRole('heading', { name: 'Rate Import History', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Rate sheets are where forwarders upload the prices of their lanes');
    expect(screen.queryByRole('heading', { name: 'Upload a rate sheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose sheet' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Imports' })).toBeNull();
    expect(calls).toEqual([]);
    await app.user.click(screen.getByRole('link', { name: 'Go to Find Quote' }));
    await app.waitForPath('/');
  });

  it('Log says the same, in the chosen language', async () => {
    const calls = rateCalls();
    renderRoute('/log/list?importId=RI-1', { as: 'shipper', locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: '运价导入日志', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('货代在运价表中上传其航线的价格');
    expect(screen.getByRole('link', { name: '前往查询报价' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '导出 CSV' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('rate-sheet pages for a forwarder', { timeout: 30_000 }, () => {
  it('History shows the upload and the imports', async () => {
    renderRoute('/history/list', { as: 'forwarder' });
    expect(await screen.findByRole('heading', { name: 'Upload a rate sheet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imports' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
