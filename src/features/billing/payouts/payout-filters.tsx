/** The filters of the payouts: status, currency, cut-off date and expected payout date. */
import { useIntl } from 'react-intl';
import type { PayoutsView } from '../../../../machines/billing/payouts.connect';
import { OptionCheckboxes, OptionSelectField } from '../option-filter-fields';
import { DateRangeField } from '../statements/date-range-field';

export function PayoutFilters({ id, view }: { id: string; view: PayoutsView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <div id={id} className="bt-filters" role="group" aria-label={t('payouts.filters.label')}>
      <OptionCheckboxes
        legend={t('payouts.column.status')}
        optionClassName="bt-option"
        options={view.statusOptions}
        selected={view.selectedStatuses}
        onToggle={view.toggleStatus}
      />
      <OptionSelectField
        id={`${id}-currency`}
        className="bt-field"
        label={t('billing.field.currency')}
        anyLabel={t('billing.table.anyCurrency')}
        options={view.currencyOptions}
        value={view.currency}
        onChange={view.setCurrency}
      />
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
