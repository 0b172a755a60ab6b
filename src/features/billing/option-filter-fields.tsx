/**
 * The option filters the billing lists share: a labelled select of options (with an "any" choice
 * where the filter may be unset) and a fieldset of option checkboxes. Option labels are message ids;
 * the page names the field and its classes, the view says what is chosen.
 */
import { useIntl } from 'react-intl';

export interface FilterOption {
  value: string;
  /** Message id. */
  label: string;
}

export interface OptionSelectFieldProps {
  id: string;
  className: string;
  label: string;
  /** The first choice, value "", for no filter; none where a value is always chosen. */
  anyLabel?: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

export function OptionSelectField({ id, className, label, anyLabel, options, value, onChange }: OptionSelectFieldProps) {
  const intl = useIntl();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage({ id: option.label })}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface OptionCheckboxesProps {
  legend: string;
  optionClassName: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

export function OptionCheckboxes({ legend, optionClassName, options, selected, onToggle }: OptionCheckboxesProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={optionClassName}>
          <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
          {intl.formatMessage({ id: option.label })}
        </label>
      ))}
    </fieldset>
  );
}
