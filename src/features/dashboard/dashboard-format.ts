/** How the dashboard writes its figures in the chosen language: money, counts, country and place names, buckets. */
import { useMemo } from 'react';
import { useLocale } from '../../i18n/i18n-provider';
import { toLanguageTag } from '../../i18n/locales';
import { formatMoney } from '../../i18n/money';
import { placeName, type NamedPlace } from '../../i18n/place-name';
import { useDateFormat } from '../../i18n/use-date-format';

export function useDashboardFormat() {
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  return useMemo(() => {
    const tag = toLanguageTag(locale);
    const regions = new Intl.DisplayNames(tag, { type: 'region' });
    const count = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', timeZone: 'UTC' });
    return {
      money: (amount: number) => formatMoney(amount, 'USD', locale),
      count: (n: number) => count.format(n),
      /** A percentage given as 0..100. */
      percent: (n: number) => percent.format(n / 100),
      country: (code: string) => regions.of(code) ?? code,
      place: (place: NamedPlace) => placeName(place, locale),
      date: formatDate,
      /** A bucket of the revenue series: its day, or its month for a year. */
      period: (period: string, unit: 'day' | 'month') => (unit === 'month' ? month.format(new Date(`${period}T00:00:00Z`)) : formatDate(period)),
    };
  }, [locale, formatDate]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
