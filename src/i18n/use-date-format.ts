/** Date formatting in the chosen language, for pages that show dates (this pulls in luxon). */
import { useCallback } from 'react';
import { formatDate, formatDateTime, type DateInput } from './dates';
import { useLocale } from './i18n-provider';

export function useDateFormat() {
  const { locale } = useLocale();
  return {
    formatDate: useCallback((value: DateInput) => formatDate(value, locale), [locale]),
    formatDateTime: useCallback((value: DateInput) => formatDateTime(value, locale), [locale]),
  };
}
