/**
 * Consignor or consignee: every CompanyInfo field of spec section 3, as one labelled group. The
 * consignor, filled from the company profile, may show as a summary of its values until the shipper
 * chooses to change it (docs/decisions/210-booking-confirm-on-a-phone.md).
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Fieldset, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { COMPANY_FIELDS, companyPath, type CompanyField, type CompanyValues, type Party } from '../../../../machines/booking/booking.form';
import { countryOptions } from './countries';
import { FieldCell } from './field-cell';
import { countryName } from '../../../i18n/country-names';
import { useLocale } from '../../../i18n/i18n-provider';
import { joinPlaceParts } from '../../../i18n/place-name';
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
  /** Shown as a summary with a Change button while `needsAttention` is false (the consignor). */
  foldable?: boolean;
  /** A required field is empty or a field has a message (from the connect): the fields show. */
  needsAttention?: boolean;
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

/** The values as a few lines of text: company, contact, address, phone, e-mail; what is empty is left out. */
function CompanySummary({ party, values }: { party: Party; values: CompanyValues }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const phone = values.extension.trim()
    ? intl.formatMessage({ id: `booking.${party}.phoneExtension` }, { phone: values.phone.trim(), extension: values.extension.trim() })
    : values.phone.trim();
  const address = joinPlaceParts(
    [values.address, values.addressComplement, values.city, values.stateProvince, values.zipCode, values.country ? countryName(values.country, locale) : ''],
    locale,
  );
  const lines = [values.contactPerson.trim(), address, phone, values.email.trim()].filter(Boolean);
  // Nothing yet: the profile is on its way.
  if (!values.companyName.trim() && lines.length === 0) {
    return (
      <Stack gap="2" flex="1" py="1">
        {['60%', '40%', '90%', '50%'].map((width) => (
          <Box key={width} h="4" w={width} bg="bg.muted" borderRadius="l1" animation="pulse 1.5s ease-in-out infinite" />
        ))}
      </Stack>
    );
  }
  return (
    // The smaller text of the quote's facts on a phone.
    <Stack gap="0.5" minW="0" overflowWrap="anywhere" textStyle={{ base: 'sm', md: 'md' }}>
      {values.companyName.trim() ? <Text fontWeight="semibold">{values.companyName.trim()}</Text> : null}
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Stack>
  );
}

export const CompanyFieldset = memo(function CompanyFieldset({
  party, values, errors, readOnly, onEdit, note, addressBook, onPick, foldable = false, needsAttention = false,
}: CompanyFieldsetProps) {
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
  // Unfolded by Change, or because a field needed the shipper: it stays so for the page's life, so that
  // fixing the last field does not fold the fields away under the cursor.
  const [unfolded, setUnfolded] = useState(false);
  if (needsAttention && !unfolded) setUnfolded(true);
  const folded = foldable && !needsAttention && !unfolded;
  // Change hides itself: the first field takes the focus, so the keyboard stays where the shipper is.
  const focusFirstField = useRef(false);
  useEffect(() => {
    if (folded || !focusFirstField.current) return;
    focusFirstField.current = false;
    document.getElementById(`booking-${party}-companyName`)?.focus();
  }, [folded, party]);
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
        {folded ? (
          <Flex gap="3" align="start" justify="space-between" borderWidth="1px" borderRadius="l2" p="3">
            <CompanySummary party={party} values={values} />
            <Button
              variant="outline"
              size="sm"
              flexShrink="0"
              aria-label={t(`booking.${party}.changeLabel`)}
              onClick={() => {
                focusFirstField.current = true;
                setUnfolded(true);
              }}
            >
              {t(`booking.${party}.change`)}
            </Button>
          </Flex>
        ) : (
          // Two columns at every width: on a phone the short fields pair up and the long ones take the row.
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap={{ base: '3', md: '4' }} rowGap={{ base: '1.5', md: '2.5' }}>
            <FieldCell wide>{text('companyName')}</FieldCell>
            <FieldCell wide>{text('contactPerson')}</FieldCell>
            <FieldCell wide>{text('address')}</FieldCell>
            <FieldCell wide>{text('addressComplement')}</FieldCell>
            <FieldCell>{text('city')}</FieldCell>
            <FieldCell>{text('stateProvince')}</FieldCell>
            <FieldCell>
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
            </FieldCell>
            <FieldCell>{text('zipCode')}</FieldCell>
            <FieldCell>{text('phone', { type: 'tel' })}</FieldCell>
            <FieldCell>{text('extension', { inputMode: 'numeric' })}</FieldCell>
            <FieldCell wide>{text('email', { type: 'email' })}</FieldCell>
          </Grid>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
});
