/**
 * The language of the app (spec section 1): en_US by default, zh_CN or zh_TW when chosen; the choice
 * is remembered in localStorage and also sets <html lang> and the language of dates.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { getCatalogues, subscribeCatalogues } from './catalogues';
import { DEFAULT_LOCALE, readStoredLocale, storeLocale, toLanguageTag, type Locale } from './locales';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const catalogues = useSyncExternalStore(subscribeCatalogues, getCatalogues);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = toLanguageTag(locale);
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={toLanguageTag(locale)} defaultLocale={toLanguageTag(DEFAULT_LOCALE)} messages={catalogues[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs <I18nProvider>');
  return state;
}
