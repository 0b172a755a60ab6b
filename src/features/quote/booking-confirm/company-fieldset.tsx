/** Consignor or consignee: every CompanyInfo field of spec section 3, as one labelled group. */
import { memo, useMemo } from 'react';
import { Fieldset, Grid, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { COMPANY_FIELDS, companyPath, type CompanyField, type CompanyValues, type Party } from '../../../../machines/booking/booking.form';
import { countryOptions } from './countries';
import { useLocale } from '../../../i18n/i18n-provider';
import { SelectField } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';

export interface CompanyFieldsetProps {
  party: Party;
  values: CompanyValues;
  errors: Record<string, string>;
  readOnly: boolean;
  onEdit: (party: Party, field: CompanyField, value: string) => void;
  /** A line under the heading (where the values came from). */
  note?: string;
  /** Earlier consignees as option labels; picking one fills the fields (which stay editable). */
  addressBook?: readonly string[];
  onPick?: (index: number) => void;
}

const AUTOCOMPLETE: Partial<Record<CompanyField, string>> = {
  companyName: 'organization',
  contactPerson: 'name',
  address: 'address-line1',
  addressComplement: 'address-line2',
  city: 'address-level2',
  stateProvince: 'address-level1',
  zipCode: 'postal-code',
  phone: 'tel',
  extension: 'tel-extension',
  email: 'email',
};

export const CompanyFieldset = memo(function CompanyFieldset({ party, values, errors, readOnly, onEdit, note, addressBook, onPick }: CompanyFieldsetProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const id = (field: CompanyField) => `booking-${party}-${field}`;
  const error = (field: CompanyField) => {
    const messageId = errors[companyPath(party, field)];
    return messageId ? t(messageId) : null;
  };
  // One stable handler per field, so that a keystroke re-renders only the field typed in.
  const handlers = useMemo(
    () => Object.fromEntries(COMPANY_FIELDS.map((field) => [field, (value: string) => onEdit(party, field, value)])) as Record<CompanyField, (value: string) => void>,
    [party, onEdit],
  );
  const edit = (field: CompanyField) => handlers[field];
  const bookOptions = useMemo(() => (addressBook ?? []).map((label, i) => ({ value: String(i), label })), [addressBook]);
  // The browser fills the consignee's address book entry as shipping, the consignor's as billing.
  const section = party === 'consignee' ? 'shipping' : 'billing';
  const text = (field: CompanyField, extra: { type?: string; inputMode?: 'tel' | 'email' | 'numeric' } = {}) => (
    <TextField
      id={id(field)}
      label={t(`booking.field.${field}`)}
      value={values[field]}
      onValueChange={edit(field)}
      error={error(field)}
      readOnly={readOnly}
      autoComplete={AUTOCOMPLETE[field] ? `section-${party} ${section} ${AUTOCOMPLETE[field]}` : undefined}
      {...extra}
    />
  );

  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Heading as="h2" size="md">
          {t(`booking.${party}.legend`)}
        </Heading>
      </Fieldset.Legend>
      <Fieldset.Content>
        {note ? <Text color="fg.muted" textStyle="sm">{note}</Text> : null}
        {bookOptions.length > 0 && onPick ? (
          <SelectField
            id={`booking-${party}-addressBook`}
            label={t(`booking.${party}.addressBook`)}
            placeholder={t(`booking.${party}.addressBookPlaceholder`)}
            hint={t(`booking.${party}.addressBookHint`)}
            value=""
            options={bookOptions}
            onValueChange={(value) => {
              if (value !== '') onPick(Number(value));
            }}
            disabled={readOnly}
          />
        ) : null}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {text('companyName')}
          {text('contactPerson')}
          {text('address')}
          {text('addressComplement')}
          {text('city')}
          {text('stateProvince')}
          <SelectField
            id={id('country')}
            label={t('booking.field.country')}
            placeholder={t('booking.field.countryPlaceholder')}
            value={values.country}
            options={countryOptions(locale)}
            onValueChange={edit('country')}
            error={error('country')}
            disabled={readOnly}
            autoComplete={`section-${party} ${section} country`}
          />
          {text('zipCode')}
          {text('phone', { type: 'tel' })}
          {text('extension', { inputMode: 'numeric' })}
          {text('email', { type: 'email' })}
        </Grid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
});
