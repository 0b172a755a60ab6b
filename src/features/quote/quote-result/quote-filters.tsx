/**
 * The filters of the result list (mode, forwarder, carrier, transit time, price range). The machine
 * holds what is selected and typed and, through its connect, decides the messages; this renders them
 * and reports changes.
 * Each group is memoised and the options are native checkboxes, so a change re-renders only the group
 * it happened in (decision 086).
 */
import { Button } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Facet } from '../../../../machines/quote-result.machine';
import type { FacetGroupView, QuoteFiltersView } from '../../../../machines/quote-result.connect';
import { TextField } from '../../../components/form/text-field';

const FacetGroup = memo(function FacetGroup({ facet, legend, options, selected, onToggle }: FacetGroupView & {
  selected: string[];
  onToggle: (facet: Facet, value: string) => void;
}) {
  const intl = useIntl();
  const label = (option: FacetGroupView['options'][number]) => (option.labelMessage ? intl.formatMessage({ id: option.labelMessage }) : option.label);
  return (
    <fieldset>
      <legend>{intl.formatMessage({ id: legend })}</legend>
      {options.map((option) => (
        <label className="qf-option" key={option.value}>
          <input
            type="checkbox"
            name={`filter-${facet}`}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={() => onToggle(facet, option.value)}
          />
          <span>{intl.formatMessage({ id: 'quoteResult.filters.option' }, { label: label(option), count: option.count })}</span>
        </label>
      ))}
    </fieldset>
  );
});

const ClearFilters = memo(function ClearFilters({ onClear }: { onClear: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="outline" size="sm" onClick={onClear}>
      {intl.formatMessage({ id: 'quoteResult.filters.clear' })}
    </Button>
  );
});

export const QuoteFiltersPanel = memo(function QuoteFiltersPanel({ groups, filters, errors, toggleFilter, editFilter, clearFilters }: QuoteFiltersView) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = (field: keyof typeof errors) => {
    const message = errors[field];
    return message ? t(message) : undefined;
  };
  // Stable per field, so that typing in one field re-renders only that field.
  const edit = useMemo(
    () => ({
      maxTransitDays: (value: string) => editFilter('maxTransitDays', value),
      minPrice: (value: string) => editFilter('minPrice', value),
      maxPrice: (value: string) => editFilter('maxPrice', value),
      maxCo2Kg: (value: string) => editFilter('maxCo2Kg', value),
    }),
    [editFilter],
  );

  return (
    <section className="qf" aria-labelledby="quote-filters-heading">
      <h2 className="qf-heading" id="quote-filters-heading">
        {t('quoteResult.filters.heading')}
      </h2>
      {groups.map((group) => (
        <FacetGroup key={group.facet} {...group} selected={filters[group.facet]} onToggle={toggleFilter} />
      ))}
      <TextField
        id="quote-filter-max-transit"
        label={t('quoteResult.filters.maxTransit')}
        inputMode="numeric"
        size="sm"
        value={filters.maxTransitDays}
        onValueChange={edit.maxTransitDays}
        error={error('maxTransitDays')}
      />
      <TextField
        id="quote-filter-min-price"
        label={t('quoteResult.filters.minPrice')}
        inputMode="decimal"
        size="sm"
        value={filters.minPrice}
        onValueChange={edit.minPrice}
        error={error('minPrice')}
        hint={t('quoteResult.filters.priceHint')}
      />
      <TextField
        id="quote-filter-max-price"
        label={t('quoteResult.filters.maxPrice')}
        inputMode="decimal"
        size="sm"
        value={filters.maxPrice}
        onValueChange={edit.maxPrice}
        error={error('maxPrice')}
      />
      <TextField
        id="quote-filter-max-co2"
        label={t('quoteResult.filters.maxCo2')}
        inputMode="numeric"
        size="sm"
        value={filters.maxCo2Kg}
        onValueChange={edit.maxCo2Kg}
        error={error('maxCo2Kg')}
      />
      <ClearFilters onClear={clearFilters} />
    </section>
  );
});
