/**
 * The company's look as this site showed it last (decision 178): the loading image and the skin are
 * remembered per site domain, and a reload starts in them until the company settings answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import type { CompanyConfig } from '../../machines/session.machine';
import { SessionProvider } from '../../src/app/session.context';
import { readRememberedLoadingLogo, readRememberedSkin, rememberLoadingLogo, rememberSkin } from '../../src/app/remembered-look';
import { ThemeProvider } from '../../src/theme/theme-provider';
import { ACME_CONFIG, startSession } from '../session/session-harness';

afterEach(() => localStorage.clear());

const blocked = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('remembered look', () => {
  it('keeps a skin and a loading image per site domain', () => {
    rememberSkin('acme.example.com', 'blue-theme');
    rememberLoadingLogo('acme.example.com', '/img/logos/acme-loading.svg');
    expect(readRememberedSkin('acme.example.com')).toBe('blue-theme');
    expect(readRememberedLoadingLogo('acme.example.com')).toBe('/img/logos/acme-loading.svg');
    expect(readRememberedSkin('pacific.example.com')).toBeNull();
  });

  it('takes back only a known skin and a same-site path, whatever another script wrote', () => {
    localStorage.setItem('skin:acme.example.com', 'red-theme');
    localStorage.setItem('loading-logo:acme.example.com', '//evil.example/logo.svg');
    expect(readRememberedSkin('acme.example.com')).toBeNull();
    expect(readRememberedLoadingLogo('acme.example.com')).toBeNull();
  });

  it('does without when storage is blocked', () => {
    expect(readRememberedSkin('acme.example.com', blocked)).toBeNull();
    expect(() => rememberSkin('acme.example.com', 'blue-theme', blocked)).not.toThrow();
  });
});

describe('ThemeProvider on a reload', () => {
  it('starts in the remembered skin, then takes the company settings\' and remembers it', async () => {
    let answer: (config: CompanyConfig) => void = () => {};
    const session = startSession({ settings: () => new Promise<CompanyConfig>((resolve) => (answer = resolve)) });
    const domain = session.actor.getSnapshot().context.boot.domain;
    localStorage.setItem(`skin:${domain}`, 'purple-theme');
    render(
      <SessionProvider actor={session.actor}>
        <ThemeProvider>
          <p>page</p>
        </ThemeProvider>
      </SessionProvider>,
    );
    expect(document.documentElement.dataset.skin).toBe('purple-theme');
    await act(async () => answer({ ...ACME_CONFIG, skinTheme: 'blue-theme' }));
    await waitFor(() => expect(document.documentElement.dataset.skin).toBe('blue-theme'));
    expect(readRememberedSkin(domain)).toBe('blue-theme');
  });
});
