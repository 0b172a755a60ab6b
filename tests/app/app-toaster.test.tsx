/**
 * The toaster loads on the first toast, so the first request always waits in the bridge: it must show
 * once the toaster is there, without StrictMode's second mount (the production build has none).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { AppToaster } from '../../src/app/app-toaster';
import type { AppServices } from '../../src/app/actors/app-services.factory';
import { AppServicesProvider } from '../../src/app/app-services';
import { createToastBridge } from '../../src/app/toast-bridge';
import { loadAppTheme, systemFor } from '../../src/theme/systems';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe('the app toaster', () => {
  it('shows the requests made before it mounted, the first one included', async () => {
    await loadAppTheme();
    const toasts = createToastBridge();
    toasts.show({ message: 'First failure' });
    toasts.show({ message: null });
    // As in the browser: no act(), so React runs effects when the scheduler gets to them, after the
    // toast group has started listening.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <AppServicesProvider services={{ toasts } as AppServices}>
        <IntlProvider locale="en-US" messages={{ 'shell.toast.requestError': 'Request error', 'shell.toast.close': 'Close' }}>
          <ChakraProvider value={systemFor('green-theme')}>
            <AppToaster />
          </ChakraProvider>
        </IntlProvider>
      </AppServicesProvider>,
    );
    try {
      expect(await screen.findByText('First failure')).toBeInTheDocument();
      expect(await screen.findByText('Request error')).toBeInTheDocument();
      toasts.show({ message: 'Later failure' });
      expect(await screen.findByText('Later failure')).toBeInTheDocument();
    } finally {
      root.unmount();
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
