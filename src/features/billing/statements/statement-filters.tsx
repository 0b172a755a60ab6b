/** The filters of the history statement: the period (named or From/To), the currency and, for a shipper, the status. */
import { useIntl } from 'react-intl';
import type { StatementsView } from '../../../../machines/billing/statements.connect';
import { DateRangeField } from './date-range-field';

export function StatementFilters({ id, view }: { id: string; view: StatementsView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <div id={id} className="bt-filters" role="group" aria-label={t('statements.filters.label')}>
      <div className="bt-field">
        <label htmlFor={`${id}-period`}>{t('statements.period.label')}</label>
        <select id={`${id}-period`} value={view.period} onChange={(e) => view.setPeriod(e.currentTarget.value)}>
          {view.periodOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeField id={`${id}-date`} legend={t('statements.period.range')} from={view.dateRange.from} to={view.dateRange.to} onChange={view.setRangeEnd} />
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
      {view.statusOptions.length > 0 ? (
        <fieldset>
          <legend>{t('statements.column.status')}</legend>
          {view.statusOptions.map((option) => (
            <label key={option.value} className="bt-option">
              <input type="checkbox" checked={view.selectedStatuses.includes(option.value)} onChange={() => view.toggleStatus(option.value)} />
              {t(option.label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="bt-filters-actions">
        <button type="button" className="bt-button" disabled={!view.hasFilters} onClick={view.clearFilters}>
          {t('billing.table.clearFilters')}
        </button>
      </div>
    </div>
  );
}
