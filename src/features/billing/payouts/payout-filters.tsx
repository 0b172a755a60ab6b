/** The filters of the payouts: status, currency, cut-off date and expected payout date. */
import { useIntl } from 'react-intl';
import type { PayoutsView } from '../../../../machines/billing/payouts.connect';
import { DateRangeField } from '../statements/date-range-field';

export function PayoutFilters({ id, view }: { id: string; view: PayoutsView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <div id={id} className="bt-filters" role="group" aria-label={t('payouts.filters.label')}>
      <fieldset>
        <legend>{t('payouts.column.status')}</legend>
        {view.statusOptions.map((option) => (
          <label key={option.value} className="bt-option">
            <input type="checkbox" checked={view.selectedStatuses.includes(option.value)} onChange={() => view.toggleStatus(option.value)} />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <div className="bt-field">
        <label htmlFor={`${id}-currency`}>{t('billing.field.currency')}</label>
        <select id={`${id}-currency`} value={view.currency} onChange={(e) => view.setCurrency(e.currentTarget.value)}>
          <option value="">{t('billing.table.anyCurrency')}</option>
          {view.currencyOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeField
        id={`${id}-cutoff`}
        legend={t('billing.field.cutOffDate')}
        from={view.dateRanges.cutOffDate.from}
        to={view.dateRanges.cutOffDate.to}
        onChange={(end, day) => view.setRangeEnd('cutOffDate', end, day)}
      />
      <DateRangeField
        id={`${id}-payout`}
        legend={t('payouts.column.expectedPayoutDate')}
        from={view.dateRanges.expectedPayoutDate.from}
        to={view.dateRanges.expectedPayoutDate.to}
        onChange={(end, day) => view.setRangeEnd('expectedPayoutDate', end, day)}
      />
      <div className="bt-filters-actions">
        <button type="button" className="bt-button" disabled={!view.hasFilters} onClick={view.clearFilters}>
          {t('billing.table.clearFilters')}
        </button>
      </div>
    </div>
  );
}
