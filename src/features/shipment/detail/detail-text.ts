/**
 * How the parts of Shipment Details write what the connect gives: a message id or a label with values,
 * dates as `Mon D YYYY`, money with its currency, thousands separators and two decimals, an end of the
 * route with its city and country in the reader's language.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../api/schema.gen';
import type { Message } from '../../../../machines/shared/message';
import { formatAmount, formatMoney } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { cityAndCountry, joinPlaceParts } from '../../../i18n/place-name';
import { useDateFormat } from '../../../i18n/use-date-format';

export type Text = (label: string | Message, values?: Record<string, string | number>) => string;

export function useDetailText() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate, formatDateTime } = useDateFormat();
  const t: Text = useCallback(
    (label, values) => (typeof label === 'string' ? intl.formatMessage({ id: label }, values) : intl.formatMessage({ id: label.id }, label.values)),
    [intl],
  );
  const money = useCallback((amount: number, currency: string) => formatMoney(amount, currency, locale), [locale]);
  const amount = useCallback((value: number) => formatAmount(value, locale), [locale]);
  /** "Port of Shanghai (CNSHA)，上海，中國": the place's own name as stored, then where it is. */
  const place = useCallback(
    (p: components['schemas']['ShipmentPlace']) => joinPlaceParts([`${p.name} (${p.code})`, cityAndCountry(p, locale)], locale),
    [locale],
  );
  return { t, money, amount, place, formatDate, formatDateTime };
}
