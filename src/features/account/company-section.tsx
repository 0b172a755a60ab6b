/**
 * My Company (Account Setting): the company's legal name and address. Everyone reads it; the company
 * admin edits it. Messages sit under their fields; what was typed stays whatever fails.
 */
import { useRef } from 'react';
import { Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { companyMachine, type Company, type CompanyField } from '../../../machines/account/company.machine';
import { connectCompany, type CompanyView } from '../../../machines/account/company.connect';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { useLocale } from '../../i18n/i18n-provider';
import { countryName } from '../../i18n/country-names';
import { CountryField } from './components/country-field';
import { MessageAlert } from '../../components/message-alert';
import { WaitingForUser } from './components/waiting-for-user';

const TEXT_FIELDS: readonly { field: Exclude<CompanyField, 'country'>; autoComplete: string }[] = [
  { field: 'legalName', autoComplete: 'organization' },
  { field: 'address', autoComplete: 'address-line1' },
  { field: 'additionalAddress', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'zip', autoComplete: 'postal-code' },
];

export function CompanySection() {
  const user = useSessionSelector(selectUser);
  if (!user) return <WaitingForUser />;
  return <CompanyPanel key={user.id} canEdit={user.admin} />;
}

function CompanyPanel({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [snapshot, send] = useMachine(companyMachine.provide({ actors: useAppActors().account }), { input: { canEdit } });
  const view = connectCompany(snapshot, send);

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('account.company.heading')}
      </Heading>
      {view.loading ? (
        <HStack role="status" gap="3" py="4">
          <Spinner size="sm" />
          <Text>{t('account.company.loading')}</Text>
        </HStack>
      ) : null}
      {view.loadError ? (
        <MessageAlert status="error" title={t('account.company.loadFailed')}>
          <Stack gap="2" align="flex-start">
            <Text>{t(view.loadError)}</Text>
            <Button size="sm" variant="outline" onClick={view.retry}>
              {t('account.company.retry')}
            </Button>
          </Stack>
        </MessageAlert>
      ) : null}
      {view.readOnlyNotice && view.company ? <Text color="fg.muted">{t(view.readOnlyNotice)}</Text> : null}
      {view.saved ? <MessageAlert status="success">{t('account.company.saved')}</MessageAlert> : null}
      {view.editing ? <CompanyForm view={view} /> : view.company ? <CompanyDetails company={view.company} view={view} /> : null}
    </Stack>
  );
}

function useCountryName() {
  const { locale } = useLocale();
  return (code: string) => countryName(code, locale, code);
}

function CompanyDetails({ company, view }: { company: Company; view: CompanyView }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryName = useCountryName();
  const rows: [CompanyField, string][] = [
    ['legalName', company.legalName],
    ['address', company.address],
    ['additionalAddress', company.additionalAddress],
    ['city', company.city],
    ['state', company.state],
    ['country', countryName(company.country)],
    ['zip', company.zip],
  ];
  return (
    <Stack gap="4">
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '2' }}>
        {rows.map(([field, value]) => (
          <Box key={field} display="contents">
            <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
              {t(`account.company.field.${field}`)}
            </Text>
            <Text as="dd" color={value ? undefined : 'fg.muted'} overflowWrap="anywhere">
              {value || t('account.company.notGiven')}
            </Text>
          </Box>
        ))}
      </Box>
      {view.canEdit ? (
        <Box>
          <Button variant="outline" onClick={view.startEdit}>
            {t('account.company.edit')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function CompanyForm({ view }: { view: CompanyView }) {
  const intl = useIntl();
  const { values, errors, edit, saving, limits } = view;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { errorSeq: view.errorSeq });
  const t = (id: string) => intl.formatMessage({ id });
  const err = (field: CompanyField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }, { max: limits[field] }) : null;
  };
  const text = (field: Exclude<CompanyField, 'country'>, autoComplete: string) => (
    <TextField
      key={field}
      id={`company-${field}`}
      label={t(`account.company.field.${field}`)}
      autoComplete={autoComplete}
      value={values[field]}
      onValueChange={edit[field]}
      error={err(field)}
      readOnly={saving}
    />
  );
  const [legalName, address, additionalAddress, city, state, zip] = TEXT_FIELDS.map((f) => text(f.field, f.autoComplete));
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('account.company.heading')}
      onSubmit={(e) => {
        e.preventDefault();
        view.submit();
      }}
    >
      <Stack gap="4">
        {legalName}
        {address}
        {additionalAddress}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {city}
          {state}
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <CountryField
            id="company-country"
            label={t('account.company.field.country')}
            placeholder={t('account.company.countryPlaceholder')}
            value={values.country}
            error={err('country')}
            disabled={saving}
            onValueChange={edit.country}
          />
          {zip}
        </Grid>
        {view.formError ? <MessageAlert status="error">{t(view.formError)}</MessageAlert> : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={saving} loadingText={t('account.company.saving')}>
            {t('account.company.save')}
          </Button>
          <Button variant="ghost" onClick={view.cancel} disabled={saving}>
            {t('account.company.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
