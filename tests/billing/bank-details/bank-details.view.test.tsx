/**
 * Bank Details through the real app and the embedded backend, signed in as the forwarder: the seeded
 * USD account; a bad SWIFT and a bad ABA routing number each get their message next to the field
 * (aria-describedby), keep what was typed, take the focus and send nothing; once fixed the account is
 * saved and shown. A server refusal (90001) lands next to its field too. A shipper is refused.
 */
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';

beforeEach(() => window.history.replaceState(null, '', '/'));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? document.getElementById(ids[0]!)?.textContent ?? null : null;
};
/** Counts the requests to the payout accounts that match, for this test only. */
function countRequests(match: (request: Request) => boolean) {
  const counter = { n: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/billing/payout-accounts') && match(request)) counter.n += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counter;
}
const shown = (name: string) => document.querySelector(`dd[data-field="${name}"]`)?.textContent;

async function openForm() {
  const app = renderRoute('/billing/bank-detail', { as: 'forwarder' });
  await screen.findByRole('heading', { level: 2, name: 'Bank details for US dollar (USD)' });
  expect(shown('swiftCode')).toBe('BOFAUS3N');
  await app.user.click(screen.getByRole('button', { name: 'Edit bank details' }));
  return app;
}

describe('Bank Details (forwarder)', () => {
  it('refuses a bad SWIFT and ABA next to the fields, keeps what was typed, then saves once fixed', async () => {
    const saves = countRequests((request) => request.method === 'POST');
    const app = await openForm();
    const swift = field('SWIFT code');
    const aba = field('ABA routing no.');
    const name = field('Recipient name');
    expect(swift.value).toBe('BOFAUS3N');

    await app.user.clear(name);
    await app.user.type(name, 'Oceanic Forwarding LLC');
    await app.user.clear(swift);
    await app.user.type(swift, 'CHASZZ33');
    await app.user.clear(aba);
    await app.user.type(aba, '021000022');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(errorOf(swift)).toBe('Characters 5 and 6 of a SWIFT code are a country code, e.g. US, DE, GB.');
    expect(errorOf(aba)).toBe('This is not a valid ABA routing number: check the digits.');
    expect(swift).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBeNull();
    expect([swift.value, aba.value, name.value]).toEqual(['CHASZZ33', '021000022', 'Oceanic Forwarding LLC']);
    await waitFor(() => expect(swift).toHaveFocus());
    expect(saves.n).toBe(0);

    // The ABA routing number is checked as it is retyped; the message goes once it is right.
    await app.user.clear(aba);
    await app.user.type(aba, '021000021');
    expect(errorOf(aba)).toBeNull();
    await app.user.clear(swift);
    await app.user.type(swift, 'chas us 33');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bank details for US dollar (USD) saved.')).toBeInTheDocument();
    expect(saves.n).toBe(1);
    expect(shown('swiftCode')).toBe('CHASUS33');
    expect(shown('abaRouting')).toBe('021000021');
    expect(shown('recipientName')).toBe('Oceanic Forwarding LLC');
    expect(screen.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2} \d{4}$/)).toBeInTheDocument();
  });

  it('puts the server’s 90001 field refusal next to the field and keeps the form', async () => {
    server.use(
      http.post('*/api/billing/payout-accounts/:currency', () =>
        HttpResponse.json({ success: false, code: 90001, message: 'bankName: required; swiftCode: swift.bank' }),
      ),
    );
    const app = await openForm();
    const bank = field('Bank name');
    await app.user.clear(bank);
    await app.user.type(bank, 'Chase');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields were not accepted. Check the messages next to them.')).toBeInTheDocument();
    expect(errorOf(field('SWIFT code'))).toBe('A SWIFT code starts with 4 letters (the bank).');
    expect(errorOf(bank)).toBe('Enter this field.');
    expect(bank.value).toBe('Chase');
  });

  it('adds an EUR account, which has no ABA routing number', async () => {
    const app = renderRoute('/billing/bank-detail', { as: 'forwarder' });
    await app.user.click(await screen.findByRole('radio', { name: 'Euro (EUR)' }));
    expect(screen.getByText('No bank details for EUR yet. Add them to receive payouts in EUR.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add bank details' }));
    expect(screen.queryByLabelText('ABA routing no.')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf(field('Account no.'))).toBe('Enter this field.');
    await waitFor(() => expect(field('Account no.')).toHaveFocus());
    const values: [string, string][] = [
      ['Account no.', 'DE89 3704 0044 0532 0130 00'], ['Bank name', 'Deutsche Bank AG'], ['Bank address', 'Taunusanlage 12, Frankfurt'],
      ['Recipient name', 'Pacific Bridge Logistics Ltd.'], ['Recipient address', '88 Queensway, Hong Kong'], ['SWIFT code', 'DEUTDEFF'],
    ];
    for (const [label, value] of values) await app.user.type(field(label), value);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank details for Euro (EUR) saved.')).toBeInTheDocument();
    expect(shown('accountNo')).toBe('DE89 3704 0044 0532 0130 00');
    expect(shown('abaRouting')).toBeUndefined();
  });
});

describe('Bank Details (shipper)', () => {
  it('is refused: the reason and the way to the shipper’s billing, and the accounts are never asked for', async () => {
    const asked = countRequests(() => true);
    renderRoute('/billing/bank-detail', { as: 'shipper' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bank Details is for logistics providers');
    expect(within(document.body).getByRole('link', { name: 'Go to your billing' })).toHaveAttribute('href', '/billing/upcoming-bill');
    expect(screen.queryByLabelText('SWIFT code')).not.toBeInTheDocument();
    expect(asked.n).toBe(0);
  });
});
