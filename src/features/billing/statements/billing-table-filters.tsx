/**
 * What the statements' and payouts' filter panels both hold, in the `billing.table.*` words: the currency
 * select (any currency, or one) and the Clear filters action that ends the panel.
 */
import { useIntl } from 'react-intl';
import { OptionSelectField, type FilterOption } from '../option-filter-fields';

/** What the statements and payouts connects both give for these. */
export interface BillingTableFiltersView {
  currencyOptions: readonly FilterOption[];
  currency: string;
  setCurrency: (currency: string) => void;
  hasFilters: boolean;
  clearFilters: () => void;
}

export function CurrencyFilterField({ id, view }: { id: string; view: BillingTableFiltersView }) {
  const intl = useIntl();
  return (
    <OptionSelectField
      id={id}
      className="bt-field"
      label={intl.formatMessage({ id: 'billing.field.currency' })}
      anyLabel={intl.formatMessage({ id: 'billing.table.anyCurrency' })}
      options={view.currencyOptions}
      value={view.currency}
      onChange={view.setCurrency}
    />
  );
}

export function ClearFiltersAction({ view }: { view: BillingTableFiltersView }) {
  const intl = useIntl();
  return (
    <div className="bt-filters-actions">
      <button type="button" className="bt-button" disabled={!view.hasFilters} onClick={view.clearFilters}>
        {intl.formatMessage({ id: 'billing.table.clearFilters' })}
      </button>
    </div>
  );
}
