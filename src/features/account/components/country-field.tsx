/**
 * A country select over the phone library's country list, each named in the page's language: with
 * its calling code for a phone's country, plain for an address. Memoised: 240 options.
 */
import { useMemo, type ReactNode } from 'react';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { SelectField } from '../../../components/form/form-controls';
import { useLocale } from '../../../i18n/i18n-provider';
import { toLanguageTag } from '../../../i18n/locales';

function useCountryOptions(withCallingCode: boolean) {
  const { locale } = useLocale();
  const tag = toLanguageTag(locale);
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    return getCountries()
      .map((code) => {
        const name = names.of(code) ?? code;
        return { value: code, label: withCallingCode ? `${name} (+${getCountryCallingCode(code)})` : name };
      })
      .sort((a, b) => a.label.localeCompare(b.label, tag));
  }, [tag, withCallingCode]);
}

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
  const options = useCountryOptions(withCallingCode);
  return <SelectField {...props} options={options} autoComplete="country" />;
}
