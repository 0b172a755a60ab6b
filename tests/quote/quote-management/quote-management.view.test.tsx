/**
 * Quote Management through the real app and the embedded backend, as the demo forwarder: open
 * requests first with their cargo and services; the answer dialog's errors sit under their fields and
 * keep what was typed; a declined request leaves the list; a shipper is not offered the page's data.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';

const cards = () => within(screen.getByRole('list', { name: 'Custom quote requests' })).getAllByRole('article');

describe('Quote Management', { timeout: 40_000 }, () => {
  it('lists open requests; the answer form flags each field and keeps the typing; a decline removes the request', async () => {
    const user = userEvent.setup();
    renderRoute('/quote-management', { as: 'forwarder' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Management' })).toBeInTheDocument();
    await screen.findByText(/^Requests 1–\d+ of \d+$/);
    const first = cards()[0]!;
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('Cargo').nextSibling?.textContent).toMatch(/^(Air|Ocean FCL \(full container\)|Ocean LCL \(shared container\)) · /);
    const requestNo = within(first).getByRole('heading', { level: 2 }).textContent!;

    await user.click(within(first).getByRole('button', { name: `Answer ${requestNo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Answer ${requestNo}` });
    await user.click(within(dialog).getByLabelText('Unit price (charge 1)'));
    await user.paste('abc');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    const price = within(dialog).getByLabelText('Unit price (charge 1)');
    expect(price).toHaveValue('abc');
    expect(price).toHaveAccessibleDescription('Enter a number greater than 0, e.g. 12.50.');
    expect(within(dialog).getByLabelText('Transit days, door to door, from')).toHaveAccessibleDescription('Required.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const total = Number(/of (\d+)$/.exec(screen.getByText(/^Requests 1–\d+ of \d+$/).textContent!)![1]);
    await user.click(within(cards()[0]!).getByRole('button', { name: `Decline ${requestNo}` }));
    const decline = await screen.findByRole('dialog', { name: `Decline ${requestNo}` });
    await user.click(within(decline).getByLabelText('Reason'));
    await user.paste('No space on this lane this month.');
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(`You declined ${requestNo}. The shipper sees your reason.`)).toBeInTheDocument();
    await screen.findByText(new RegExp(`^Requests 1–\\d+ of ${total - 1}$`));
    expect(cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).not.toContain(requestNo);
  });

  it('names each lane in the reader\'s language, as My Request does, and finds a lane by those words', async () => {
    const user = userEvent.setup();
    renderRoute('/quote-management', { as: 'forwarder', locale: 'zh_TW' });
    expect(await screen.findByRole('heading', { level: 1, name: '報價管理' }, { timeout: 8000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '客製詢價' }, { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0), { timeout: 8000 });
    for (const card of within(list).getAllByRole('article')) {
      const lane = within(card).getByText('航線').nextSibling?.textContent ?? '';
      // The mode's name, then each end with its country's name: no English mode code or country code.
      expect(lane).toMatch(/^(空運|海運整櫃（FCL）|海運併櫃（LCL）)：[^→]+，[^→A-Za-z]+ → [^→]+，[^→A-Za-z]+$/);
    }
    const lanes = () => within(screen.getByRole('list', { name: '客製詢價' })).getAllByRole('article').map((c) => within(c).getByText('航線').nextSibling?.textContent ?? '');
    const before = lanes();
    await user.type(screen.getByLabelText('搜尋請求'), '越南');
    await waitFor(() => expect(lanes()).not.toEqual(before), { timeout: 8000 });
    expect(lanes().length).toBeGreaterThan(0);
    for (const lane of lanes()) expect(lane).toContain('越南');
  });

  it('tells a shipper the page is for forwarders and leads to My Request, with no request list or Answer', async () => {
    const listCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/quote/request/list')) listCalls.push(request.url);
    });
    try {
      const app = renderRoute('/quote-management', { as: 'shipper' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Quote Management' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Quote Management is where forwarders answer shippers’ quote requests.');
      expect(screen.queryByRole('list', { name: 'Custom quote requests' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Answer|Decline) / })).toBeNull();
      expect(listCalls).toEqual([]);
      await app.user.click(screen.getByRole('link', { name: 'Go to My Request' }));
      await app.waitForPath('/my-request');
      expect(await screen.findByRole('heading', { level: 1, name: 'My Request' })).toBeInTheDocument();
    } finally {
      server.events.removeAllListeners();
    }
  });
});
