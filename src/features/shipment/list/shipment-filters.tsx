/**
 * The filter panel of the shipment list: statuses (several), mode, and the booked, cargo ready and
 * delivery date ranges, with Clear filters. Native controls, labelled by their visible text; every
 * change goes straight to the list's connect, which decides what it means.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { DATE_RANGE_KEYS, type DateRangeKey, type Option } from '../../../../machines/shipment-list';

export interface ShipmentFiltersProps {
  id: string;
  statusOptions: readonly Option[];
  selectedStatuses: readonly string[];
  toggleStatus: (status: string) => void;
  modeOptions: readonly Option[];
  mode: string;
  setMode: (mode: string) => void;
  dateRanges: Record<DateRangeKey, { from: string; to: string }>;
  setRangeEnd: (key: DateRangeKey, end: 'from' | 'to', day: string) => void;
  hasFilters: boolean;
  clearFilters: () => void;
}

const RANGE_LEGEND: Record<DateRangeKey, string> = {
  bookedDate: 'shipment.list.column.bookedDate',
  cargoReadyDate: 'shipment.list.column.cargoReadyDate',
  deliveryDate: 'shipment.list.column.deliveryDate',
};

export const ShipmentFilters = memo(function ShipmentFilters(props: ShipmentFiltersProps) {
  const { id, statusOptions, selectedStatuses, toggleStatus, modeOptions, mode, setMode, dateRanges, setRangeEnd, hasFilters, clearFilters } = props;
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <section className="sl-filters" id={id} aria-labelledby={`${id}-heading`}>
      <h2 className="sl-filters-heading" id={`${id}-heading`}>
        {t('shipment.list.filters.heading')}
      </h2>
      <fieldset className="sl-statuses">
        <legend>{t('shipment.list.filters.status')}</legend>
        {statusOptions.map((option) => (
          <label className="sl-option" key={option.value}>
            <input
              type="checkbox"
              name="status"
              value={option.value}
              checked={selectedStatuses.includes(option.value)}
              onChange={() => toggleStatus(option.value)}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      <div className="sl-field">
        <label htmlFor={`${id}-mode`}>{t('shipment.list.filters.mode')}</label>
        <select id={`${id}-mode`} name="mode" value={mode} onChange={(e) => setMode(e.currentTarget.value)}>
          <option value="">{t('shipment.list.filters.anyMode')}</option>
          {modeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      {DATE_RANGE_KEYS.map((key) => (
        <fieldset className="sl-range" key={key}>
          <legend>{t(RANGE_LEGEND[key])}</legend>
          <div className="sl-range-inputs">
            <label>
              {t('shipment.list.filters.from')}
              <input type="date" name={`${key}-from`} value={dateRanges[key].from} onChange={(e) => setRangeEnd(key, 'from', e.currentTarget.value)} />
            </label>
            <label>
              {t('shipment.list.filters.to')}
              <input type="date" name={`${key}-to`} value={dateRanges[key].to} onChange={(e) => setRangeEnd(key, 'to', e.currentTarget.value)} />
            </label>
          </div>
        </fieldset>
      ))}
      <div className="sl-filters-actions">
        <button type="button" className="sl-button" onClick={clearFilters} disabled={!hasFilters}>
          {t('shipment.list.filters.clear')}
        </button>
      </div>
    </section>
  );
});
