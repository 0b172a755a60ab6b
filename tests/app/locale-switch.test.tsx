/**
 * Switching language loads the new language's messages on demand (docs/decisions/101): the page stays
 * in the language it shows until they are in, never showing a raw message id (react-intl reports a
 * missing message as a console error, which fails the test), while the switch shows the pick at once.
 * Only a language that loaded is remembered; one that cannot load (offline) leaves everything as it was.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useLocale } from '../../src/i18n/i18n-provider';

const network = vi.hoisted(() => ({ offline: false }));
vi.mock('../../src/i18n/catalogues', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/i18n/catalogues')>();
  return {
    ...actual,
    loadLocale: (locale: Parameters<typeof actual.loadLocale>[0]) =>
      network.offline ? Promise.reject(new Error('offline')) : actual.loadLocale(locale),
  };
});

const seen: string[] = [];
function Probe() {
  const intl = useIntl();
  const { locale, choice, setLocale } = useLocale();
  const text = intl.formatMessage({ id: 'shell.menu.signOut' });
  seen.push(`${locale}/${choice}: ${text}`);
  return (
    <div>
      <p data-testid="text">{text}</p>
      <p data-testid="choice">{choice}</p>
      <button type="button" onClick={() => setLocale('zh_CN')}>
        简体中文
      </button>
    </div>
  );
}

beforeEach(() => {
  seen.length = 0;
  network.offline = false;
});

describe('switching language', () => {
  it('keeps the old language on screen until the new one is in, then shows and remembers it', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Sign Out');

    await user.click(screen.getByRole('button', { name: '简体中文' }));
    await waitFor(() => expect(screen.getByTestId('text')).toHaveTextContent('退出登录'));
    expect(screen.getByTestId('choice')).toHaveTextContent('zh_CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh_CN');
    // In between, the switch showed the pick while the page stayed in English: never a raw id.
    expect(seen).toContain('en_US/zh_CN: Sign Out');
    expect(seen.every((entry) => !entry.includes('shell.menu'))).toBe(true);
  });

  it('stays in the language on screen, and says so in the switch, when the new one cannot load', async () => {
    network.offline = true;
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: '简体中文' }));
    await waitFor(() => expect(seen.at(-1)).toBe('en_US/en_US: Sign Out'));
    expect(seen).toContain('en_US/zh_CN: Sign Out');
    expect(screen.getByTestId('text')).toHaveTextContent('Sign Out');
    expect(localStorage.getItem('locale')).toBeNull();
  });
});
