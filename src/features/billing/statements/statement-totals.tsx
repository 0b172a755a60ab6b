/** The history statement's totals per currency, over every matching row (all pages). */
import { useIntl } from 'react-intl';
import type { CurrencyTotal, Role } from '../../../../machines/billing/statements.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';

export function StatementTotals({ totals, role }: { totals: readonly CurrencyTotal[]; role: Role }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="bt-totals" aria-labelledby="statement-totals-heading">
      <h2 id="statement-totals-heading">{t('statements.totals.heading')}</h2>
      <dl>
        {totals.map((sum) => (
          <div key={sum.currency} className="bt-total" data-currency={sum.currency}>
            <dt>{t(`billing.currency.${sum.currency}`)}</dt>
            <dd className="bt-total-net">
              {t(role === 'SELLER' ? 'statements.totals.paidOut' : 'statements.totals.paid', { amount: formatMoney(sum.amount, sum.currency, locale) })}
            </dd>
            <dd className="bt-muted">{t('statements.totals.count', { count: sum.count })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
