/** The full-page loading overlay: company loading logo, default /img/loading.svg, spinner in a frame. */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { setScenarios } from '../../mocks/scenarios';
import { SessionProvider } from '../../src/app/session.context';
import { isInFrame } from '../../src/app/frame';
import { LoadingOverlay } from '../../src/features/shell/loading-overlay';
import { I18nProvider } from '../../src/i18n/i18n-provider';
import { systemFor } from '../../src/theme/systems';
import { ACME_CONFIG, startSession } from '../session/session-harness';
import { renderRoute } from '../utils/render-route';

const realTop = Object.getOwnPropertyDescriptor(window, 'top');
afterEach(() => {
  if (realTop) Object.defineProperty(window, 'top', realTop);
});

function renderOverlay(session: ReturnType<typeof startSession>, active = true) {
  return render(
    <SessionProvider actor={session.actor}>
      <I18nProvider>
        <ChakraProvider value={systemFor('green-theme')}>
          <LoadingOverlay active={active} />
        </ChakraProvider>
      </I18nProvider>
    </SessionProvider>,
  );
}

const overlayImage = () => screen.getByRole('status').querySelector('img');

describe('loading overlay', () => {
  it('shows the default image before the company settings are in', () => {
    const session = startSession({ settings: () => new Promise(() => {}) });
    renderOverlay(session);
    expect(within(screen.getByRole('status')).getByText('Loading…')).toBeInTheDocument();
    expect(overlayImage()).toHaveAttribute('src', '/img/loading.svg');
  });

  it("shows the company's loading logo", async () => {
    const session = startSession({ settings: ACME_CONFIG });
    await session.ready();
    renderOverlay(session);
    expect(overlayImage()).toHaveAttribute('src', '/img/logos/acme-loading.svg');
  });

  it('falls back to /img/loading.svg when the company has no loading logo', async () => {
    const session = startSession({ settings: { ...ACME_CONFIG, loadingLogoUrl: '' } });
    await session.ready();
    renderOverlay(session);
    expect(overlayImage()).toHaveAttribute('src', '/img/loading.svg');
  });

  it('shows a spinner instead when the app runs inside a frame', async () => {
    Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
    const session = startSession({ settings: ACME_CONFIG });
    await session.ready();
    renderOverlay(session);
    expect(overlayImage()).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('data-loading-overlay', 'spinner');
    expect(within(screen.getByRole('status')).getByText('Loading…')).toBeInTheDocument();
  });

  it('renders nothing when inactive', () => {
    renderOverlay(startSession(), false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('covers the app while it starts, then gives way to the page', async () => {
    setScenarios([{ method: 'GET', path: '/company/getSystemSettings', delayMs: 300 }]);
    renderRoute('/login');
    expect(overlayImage()).toHaveAttribute('src', '/img/loading.svg');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
  });
});

describe('frame detection', () => {
  it('is false at the top level and true in a frame, even a cross-origin one', () => {
    expect(isInFrame(window)).toBe(false);
    expect(isInFrame({ self: 1, top: 2 } as unknown as Window)).toBe(true);
    const crossOrigin = {
      self: {},
      get top(): Window {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    } as unknown as Window;
    expect(isInFrame(crossOrigin)).toBe(true);
  });
});
