/**
 * The fields of a user, as on Sign Up: first name, last name, e-mail, the phone's country, phone and
 * extension, client, tag and level. The Add / Edit user form and the first user of a client company
 * (the party form) both render these, so a user is typed and checked the same way everywhere. Each
 * field shows the translated message of the id it is given, under it.
 */
import { useIntl } from 'react-intl';
import type { UserField, UserValues } from '../../../../machines/account/company-users.machine';
import { SelectField } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';
import { useLocale } from '../../../i18n/i18n-provider';
import { phoneCountryOptions } from '../../../i18n/phone-countries';

type TextUserField = Exclude<UserField, 'phoneCountry'>;
interface TextOptions {
  field: TextUserField;
  type?: string;
  inputMode?: 'numeric';
}
const BEFORE_PHONE: readonly TextOptions[] = [{ field: 'firstName' }, { field: 'lastName' }, { field: 'email', type: 'email' }];
const AFTER_PHONE: readonly TextOptions[] = [{ field: 'extension', inputMode: 'numeric' }, { field: 'client' }, { field: 'tag' }, { field: 'level' }];

export interface UserFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}${field}`. */
  idPrefix: string;
  values: UserValues;
  /** Message ids next to the fields. */
  errors: Partial<Record<UserField, string>>;
  edit: Record<UserField, (value: string) => void>;
  maxLengths: Partial<Record<UserField, number>>;
  saving: boolean;
}

/** The fields alone, in the order given: the caller lays them out (a two-column grid from md). */
export function UserFields({ idPrefix, values, errors, edit, maxLengths, saving }: UserFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale } = useLocale();
  const countries = phoneCountryOptions(locale);
  const errorOf = (field: UserField) => (errors[field] ? t(errors[field]) : undefined);
  const textField = ({ field, type, inputMode }: TextOptions) => (
    <TextField
      key={field}
      id={`${idPrefix}${field}`}
      label={t(`companyUsers.form.field.${field}`)}
      value={values[field]}
      onValueChange={edit[field]}
      error={errorOf(field)}
      readOnly={saving}
      maxLength={maxLengths[field]}
      autoComplete="off"
      type={type}
      inputMode={inputMode}
    />
  );
  return (
    <>
      {BEFORE_PHONE.map(textField)}
      <SelectField
        id={`${idPrefix}phoneCountry`}
        label={t('companyUsers.form.field.phoneCountry')}
        placeholder={t('companyUsers.form.field.phoneCountryPlaceholder')}
        value={values.phoneCountry}
        options={countries}
        onValueChange={edit.phoneCountry}
        error={errorOf('phoneCountry')}
        disabled={saving}
      />
      {textField({ field: 'phone', type: 'tel' })}
      {AFTER_PHONE.map(textField)}
    </>
  );
}
