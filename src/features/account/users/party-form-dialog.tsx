/**
 * Add a client company (an admin of a SELLER company; docs/decisions/138): the company's legal name
 * and address, and its first user, who becomes that company's admin and gets an invitation with a
 * temporary password. The user's fields are the Add user form's own (UserFields). Each rule's message
 * sits under its field; a refusal of the whole form sits in the dialog; nothing typed is lost on an
 * error, and the focus goes to the first field with an error. It renders what
 * machines/account/company-users.connect.ts gives and decides nothing.
 */
import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';
import type { CompanyField } from '../../../../machines/account/company.machine';
import { TextField } from '../../../components/form/text-field';
import { FormDialog } from '../../../components/form-dialog';
import { CountryField } from '../components/country-field';
import { usersFormFrame } from './users-form-frame';
import { UserFields } from './user-fields';

export interface PartyFormDialogProps {
  party: CompanyUsersView['party'];
  edit: CompanyUsersView['editParty'];
  submit: () => void;
  close: () => void;
  finalFocus: () => HTMLElement | null;
}

const FORM_ID = 'company-party-form';
const COMPANY_TEXT: readonly { field: Exclude<CompanyField, 'country'>; autoComplete: string }[] = [
  { field: 'legalName', autoComplete: 'off' },
  { field: 'address', autoComplete: 'off' },
  { field: 'additionalAddress', autoComplete: 'off' },
  { field: 'city', autoComplete: 'off' },
  { field: 'state', autoComplete: 'off' },
  { field: 'zip', autoComplete: 'off' },
];

const Legend = chakra('legend', { base: { fontWeight: 'semibold', textStyle: 'md', mb: '3' } });

export function PartyFormDialog({ party, edit, submit, close, finalFocus }: PartyFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const companyError = (field: CompanyField) => (party.companyErrors[field] ? t(party.companyErrors[field]) : undefined);

  const companyText = (field: Exclude<CompanyField, 'country'>, autoComplete: string) => (
    <TextField
      key={field}
      id={`company-party-${field}`}
      label={t(`companyUsers.party.field.${field}`)}
      value={party.values.company[field]}
      onValueChange={edit.company[field]}
      error={companyError(field)}
      readOnly={party.saving}
      maxLength={party.companyMaxLengths[field]}
      autoComplete={autoComplete}
    />
  );
  const [legalName, address, additionalAddress, city, state, zip] = COMPANY_TEXT.map((f) => companyText(f.field, f.autoComplete));

  return (
    <FormDialog
      {...usersFormFrame(party, { submit, close, finalFocus }, t)}
      formId={FORM_ID}
      title={t('companyUsers.party.title')}
      submitLabel={t('companyUsers.party.submit')}
      maxW="3xl"
      gap="5"
    >
      <Text>{t('companyUsers.party.intro')}</Text>
      <Text textStyle="sm" color="fg.muted">
        {t('companyUsers.form.required')}
      </Text>
      <chakra.fieldset minW="0">
        <Legend>{t('companyUsers.party.companyLegend')}</Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {legalName}
          {address}
          {additionalAddress}
          {city}
          {state}
          <CountryField
            id="company-party-country"
            label={t('companyUsers.party.field.country')}
            placeholder={t('companyUsers.party.field.countryPlaceholder')}
            value={party.values.company.country}
            error={companyError('country')}
            disabled={party.saving}
            onValueChange={edit.company.country}
          />
          {zip}
        </SimpleGrid>
      </chakra.fieldset>
      <chakra.fieldset minW="0">
        <Legend>{t('companyUsers.party.userLegend')}</Legend>
        <Text textStyle="sm" color="fg.muted" mb="3">
          {t('companyUsers.party.userIntro')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <UserFields
            idPrefix="company-party-user-"
            values={party.values.user}
            errors={party.userErrors}
            edit={edit.user}
            maxLengths={party.userMaxLengths}
            saving={party.saving}
          />
        </SimpleGrid>
      </chakra.fieldset>
    </FormDialog>
  );
}
