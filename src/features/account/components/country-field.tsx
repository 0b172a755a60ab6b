/**
 * A country select over the phone library's country list, each named in the page's language: with
 * its calling code for a phone's country, plain for an address. Memoised: 240 options.
 */
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/form/form-controls';
import { useLocale } from '../../../i18n/i18n-provider';
import { addressCountryOptions, phoneCountryOptions } from '../../../i18n/phone-countries';

export interface CountryFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: ReactNode;
  disabled?: boolean;
  withCallingCode?: boolean;
  onValueChange: (value: string) => void;
}

export function CountryField({ withCallingCode = false, ...props }: CountryFieldProps) {
  const { locale } = useLocale();
  const options = withCallingCode ? phoneCountryOptions(locale) : addressCountryOptions(locale);
  return <SelectField {...props} options={options} autoComplete="country" />;
}
