/** The per-currency totals of every matching payout (all pages): bills, platform fee and net payout. */
import { useIntl } from 'react-intl';
import type { PayoutsView } from '../../../../machines/billing/payouts.connect';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';

export function PayoutTotals({ totals, total }: { totals: NonNullable<PayoutsView['totals']>; total: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="bt-totals" aria-labelledby="payout-totals-heading">
      <h2 id="payout-totals-heading">{t('payouts.totals.heading')}</h2>
      <p className="bt-muted">{t('payouts.totals.scopeAll', { total: intl.formatNumber(total) })}</p>
      <dl>
        {totals.map((sum) => (
          <div key={sum.currency} className="bt-total" data-currency={sum.currency}>
            <dt>{t(`billing.currency.${sum.currency}`)}</dt>
            <dd>{t('payouts.totals.gross', { amount: formatMoney(sum.billAmount, sum.currency, locale) })}</dd>
            <dd>{t('payouts.totals.fee', { amount: formatMoney(sum.platformFee, sum.currency, locale) })}</dd>
            <dd className="bt-total-net">{t('payouts.totals.net', { amount: formatMoney(sum.netPayout, sum.currency, locale) })}</dd>
            <dd className="bt-muted">{t('payouts.totals.count', { count: sum.count })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
