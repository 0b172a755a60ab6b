/**
 * The language of the app (spec section 1): en_US by default, zh_CN or zh_TW when chosen; the choice
 * is remembered in localStorage and also sets <html lang> and the language of dates.
 *
 * A language's messages load when it is chosen (src/i18n/catalogues.ts): until they are in, the page
 * stays in the language it shows (`locale`) while the switch already shows the one picked (`choice`).
 * Only a language that loaded is remembered.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { canStartIn, getCatalogues, loadLocale, subscribeCatalogues } from './catalogues';
import { DEFAULT_LOCALE, readStoredLocale, storeLocale, toLanguageTag, type Locale } from './locales';

interface LocaleState {
  /** The language on screen: messages, dates, <html lang>. */
  locale: Locale;
  /** The language picked last: the one a language switch shows (ahead of `locale` while it loads). */
  choice: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [state, setState] = useState(() => {
    const choice = initialLocale ?? readStoredLocale();
    // On screen at once when loaded before rendering (src/app/render-app.tsx); else English meanwhile.
    return { locale: canStartIn(choice) ? choice : DEFAULT_LOCALE, choice };
  });
  const { locale, choice } = state;
  const catalogues = useSyncExternalStore(subscribeCatalogues, getCatalogues);
  const picks = useRef(0);

  const show = useCallback((next: Locale, remember: boolean) => {
    const pick = ++picks.current;
    setState((s) => ({ ...s, choice: next }));
    loadLocale(next).then(
      () => {
        // A later pick wins, whatever order the downloads finish in.
        if (pick !== picks.current) return;
        if (remember) storeLocale(next);
        setState({ locale: next, choice: next });
      },
      () => {
        // Offline: the page stays in the language it shows, and so does the switch.
        if (pick === picks.current) setState((s) => ({ ...s, choice: s.locale }));
      },
    );
  }, []);
  const setLocale = useCallback((next: Locale) => show(next, true), [show]);

  // The start language, when it was not loaded before rendering (tests render the app directly).
  const startChoice = useRef(choice);
  useEffect(() => {
    if (!canStartIn(startChoice.current)) show(startChoice.current, false);
  }, [show]);

  useEffect(() => {
    document.documentElement.lang = toLanguageTag(locale);
  }, [locale]);

  const value = useMemo(() => ({ locale, choice, setLocale }), [locale, choice, setLocale]);
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
