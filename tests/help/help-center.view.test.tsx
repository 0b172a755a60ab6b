/**
 * Help Center through the real app: every answer is listed, typing filters the questions at once
 * (every word, in question or answer), the upload answer quotes the rule's own limit, a question
 * opens (a native disclosure, so from the keyboard too), no match says what to do, and support is one mailto link away.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_LABEL } from '../../domain/upload-limits';
import { DEFAULT_SUPPORT_EMAIL } from '../../src/features/help/help-topics';
import { COMPANY, findCompany } from '../../mocks/store/users.store';
import { renderRoute } from '../utils/render-route';

const questions = () => within(screen.getByRole('list', { name: 'Questions and answers' })).getAllByRole('listitem');

describe('Help Center', () => {
  it('filters the answers as the user types, opens one, and offers support', async () => {
    const user = userEvent.setup();
    renderRoute('/help-center', { as: 'shipper' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(questions()).toHaveLength(9);

    const search = screen.getByRole('searchbox', { name: 'Search the answers' });
    await user.type(search, 'BOND');
    expect(questions().map((q) => q.querySelector('summary')!.textContent)).toEqual(['Which customs bond do I need?', 'What is ISF and when is it needed?']);
    expect(screen.getByRole('status')).toHaveTextContent('Matching answers: 2');

    await user.clear(search);
    await user.type(search, 'upload large');
    const [upload] = questions();
    expect(questions()).toHaveLength(1);
    const summary = within(upload!).getByText('Which files can I upload, and how large?');
    // A native disclosure: the browser opens it with Enter or Space; jsdom only with a click.
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(upload!.querySelector('details')).toHaveAttribute('open');
    expect(within(upload!).getByText(new RegExp(`up to ${MAX_UPLOAD_LABEL}\\.`))).toBeVisible();

    await user.clear(search);
    await user.type(search, 'spaceship');
    expect(screen.queryByRole('list', { name: 'Questions and answers' })).not.toBeInTheDocument();
    expect(screen.getByText(/No answer matches these words/)).toBeInTheDocument();
    // Acme's configuration names its own support address.
    expect(screen.getByRole('link', { name: 'logistics-help@acme.example.com' })).toHaveAttribute('href', 'mailto:logistics-help@acme.example.com');
  });

  it('opens the answer the address names, and falls back to the platform support address', async () => {
    delete findCompany(COMPANY.pacific)!.config.supportEmail;
    renderRoute('/help-center#help-quoteTerms', { as: 'forwarder', locale: 'zh_TW' });
    const summary = await screen.findByText('報價條款是什麼？訂艙代表我承諾什麼？');
    const details = summary.closest('details')!;
    expect(details).toHaveAttribute('id', 'help-quoteTerms');
    expect(details).toHaveAttribute('open');
    expect(document.getElementById('help-quoteGuarantee')).not.toHaveAttribute('open');
    expect(await screen.findByRole('link', { name: DEFAULT_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });
});
