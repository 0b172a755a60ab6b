/** The three languages of the product (spec section 1) and where the choice is remembered. */
export type Locale = 'en_US' | 'zh_CN' | 'zh_TW';

export const LOCALES: readonly Locale[] = ['en_US', 'zh_CN', 'zh_TW'];
export const DEFAULT_LOCALE: Locale = 'en_US';
export const LOCALE_STORAGE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** BCP 47 tag for Intl, react-intl, luxon and <html lang>. */
export const toLanguageTag = (locale: Locale): string => locale.replace('_', '-');

export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frame): fall back to the default language.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered, but the switch still applies to this page.
  }
}
