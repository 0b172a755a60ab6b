/** The filters of the history statement: the period (named or From/To), the currency and, for a shipper, the status. */
import { useIntl } from 'react-intl';
import type { StatementsView } from '../../../../machines/billing/statements.connect';
import { OptionCheckboxes, OptionSelectField } from '../option-filter-fields';
import { ClearFiltersAction, CurrencyFilterField } from './billing-table-filters';
import { DateRangeField } from './date-range-field';

export function StatementFilters({ id, view }: { id: string; view: StatementsView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <div id={id} className="bt-filters" role="group" aria-label={t('statements.filters.label')}>
      <OptionSelectField
        id={`${id}-period`}
        className="bt-field"
        label={t('statements.period.label')}
        options={view.periodOptions}
        value={view.period}
        onChange={view.setPeriod}
      />
      <DateRangeField id={`${id}-date`} legend={t('statements.period.range')} from={view.dateRange.from} to={view.dateRange.to} onChange={view.setRangeEnd} />
      <CurrencyFilterField id={`${id}-currency`} view={view} />
      {view.statusOptions.length > 0 ? (
        <OptionCheckboxes
          legend={t('statements.column.status')}
          optionClassName="bt-option"
          options={view.statusOptions}
          selected={view.selectedStatuses}
          onToggle={view.toggleStatus}
        />
      ) : null}
      <ClearFiltersAction view={view} />
    </div>
  );
}
