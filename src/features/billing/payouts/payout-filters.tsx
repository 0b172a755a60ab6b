/** The filters of the payouts: status, currency, cut-off date and expected payout date. */
import { useIntl } from 'react-intl';
import type { PayoutsView } from '../../../../machines/billing/payouts.connect';
import { OptionCheckboxes } from '../option-filter-fields';
import { ClearFiltersAction, CurrencyFilterField } from '../statements/billing-table-filters';
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
      <CurrencyFilterField id={`${id}-currency`} view={view} />
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
      <ClearFiltersAction view={view} />
    </div>
  );
}
