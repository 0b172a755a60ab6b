/** One date range filter: a legend and its From and To days (either may be empty: open). */
import { useIntl } from 'react-intl';

export interface DateRangeFieldProps {
  id: string;
  legend: string;
  from: string;
  to: string;
  onChange: (end: 'from' | 'to', day: string) => void;
}

export function DateRangeField({ id, legend, from, to, onChange }: DateRangeFieldProps) {
  const intl = useIntl();
  return (
    <fieldset className="bt-range">
      <legend>{legend}</legend>
      <div className="bt-range-inputs">
        <label htmlFor={`${id}-from`}>
          {intl.formatMessage({ id: 'billing.table.range.from' })}
          <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => onChange('from', e.currentTarget.value)} />
        </label>
        <label htmlFor={`${id}-to`}>
          {intl.formatMessage({ id: 'billing.table.range.to' })}
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => onChange('to', e.currentTarget.value)} />
        </label>
      </div>
    </fieldset>
  );
}
