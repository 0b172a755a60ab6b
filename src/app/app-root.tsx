/** Every provider around the data router: services, session, language, theme, toasts. */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createMemoryRouter } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { I18nProvider } from '../i18n/i18n-provider';
import { loadAppTheme } from '../theme/systems';
import { ThemeProvider } from '../theme/theme-provider';
import type { AppServices } from './actors/app-services.factory';
import { AppServicesProvider } from './app-services';
import type { AppRouter } from './router';
import { SessionProvider } from './session.context';

export interface AppRootProps {
  services: AppServices;
  router: AppRouter | ReturnType<typeof createMemoryRouter>;
  initialLocale?: Locale;
}

// With the part of the theme the first screens leave out (its recipe, its animations): a toast can come
// up on any screen, Sign In included (decision 103).
const AppToaster = lazy(() => Promise.all([import('./app-toaster'), loadAppTheme()]).then(([m]) => ({ default: m.AppToaster })));

export function AppRoot({ services, router, initialLocale }: AppRootProps) {
  const toastsWanted = useSyncExternalStore(services.toasts.subscribe, services.toasts.isWanted);
  return (
    <AppServicesProvider services={services}>
      <SessionProvider actor={services.session}>
        <I18nProvider initialLocale={initialLocale}>
          <ThemeProvider>
            <RouterProvider router={router} />
            {toastsWanted ? (
              <Suspense fallback={null}>
                <AppToaster />
              </Suspense>
            ) : null}
          </ThemeProvider>
        </I18nProvider>
      </SessionProvider>
    </AppServicesProvider>
  );
}
