/**
 * Profile (Account Setting): the signed-in user's name, e-mail, phone with country and extension, and
 * the display language. Messages sit under their fields; what was typed stays whatever fails. A save
 * reaches the session through the root-provided `profileSaved` action, so the header shows the new
 * name at once.
 */
import { useRef } from 'react';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { profileMachine, type CurrentUser } from '../../../machines/account/profile.machine';
import { connectProfile } from '../../../machines/account/profile.connect';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors, useSessionBridges } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { TextField } from '../../components/form/text-field';
import { SelectField } from '../../components/form/form-controls';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { useLocale } from '../../i18n/i18n-provider';
import { isLocale, LOCALES } from '../../i18n/locales';
import { useDateFormat } from '../../i18n/use-date-format';
import { CountryField } from './components/country-field';
import { MessageAlert } from '../../components/message-alert';
import { WaitingForUser } from './components/waiting-for-user';

/** Each language named in itself, so anyone can find their own. */
const LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l, label: { en_US: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' }[l] }));

export function ProfileSection() {
  const user = useSessionSelector(selectUser);
  // A new tab fetches the user record first; the form starts from it.
  if (!user) return <WaitingForUser />;
  return <ProfileForm key={user.id} user={user} />;
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale, setLocale } = useLocale();
  const { formatDate } = useDateFormat();
  const [snapshot, send] = useMachine(
    profileMachine.provide({
      actors: useAppActors().account,
      actions: {
        ...useSessionBridges().account,
        applyLanguage: (_, language: string) => {
          if (isLocale(language) && language !== locale) setLocale(language);
        },
      },
    }),
    { input: { user, language: locale } },
  );
  const view = connectProfile(snapshot, send);
  const { values, errors, edit, saving } = view;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { errorSeq: view.errorSeq });
  const err = (id: string | null) => (id ? t(id) : null);

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('account.profile.heading')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2">
        <Text as="dt" color="fg.muted">{t('account.profile.company')}</Text>
        <Text as="dd">{user.companyName}</Text>
        <Text as="dt" color="fg.muted">{t('account.profile.memberSince')}</Text>
        <Text as="dd">
          <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </Text>
      </Box>
      {view.saved ? <MessageAlert status="success">{t('account.profile.saved')}</MessageAlert> : null}
      <form
        ref={formRef}
        noValidate
        aria-label={t('account.profile.heading')}
        onSubmit={(e) => {
          e.preventDefault();
          view.submit();
        }}
      >
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField id="profile-first-name" label={t('auth.field.firstName')} autoComplete="given-name" value={values.firstName} onValueChange={edit.firstName} error={err(errors.firstName)} readOnly={saving} required />
            <TextField id="profile-last-name" label={t('auth.field.lastName')} autoComplete="family-name" value={values.lastName} onValueChange={edit.lastName} error={err(errors.lastName)} readOnly={saving} required />
          </Grid>
          <TextField id="profile-email" label={t('auth.field.email')} type="email" autoComplete="email" value={values.email} onValueChange={edit.email} error={err(errors.email)} readOnly={saving} required />
          <CountryField
            id="profile-phone-country"
            label={t('auth.field.country')}
            placeholder={t('auth.field.countryPlaceholder')}
            value={values.phoneCountry}
            error={err(errors.phoneCountry)}
            disabled={saving}
            withCallingCode
            onValueChange={edit.phoneCountry}
          />
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            <TextField id="profile-phone" label={t('auth.field.phone')} type="tel" autoComplete="tel" value={values.phone} onValueChange={edit.phone} error={err(errors.phone)} readOnly={saving} required />
            <TextField id="profile-extension" label={t('auth.field.extension')} inputMode="numeric" value={values.extension} onValueChange={edit.extension} error={err(errors.extension)} readOnly={saving} />
          </Grid>
          <SelectField
            id="profile-language"
            label={t('account.profile.language')}
            hint={t('account.profile.languageHint')}
            value={view.language}
            options={LANGUAGE_OPTIONS}
            disabled={saving}
            onValueChange={view.editLanguage}
          />
          {view.formError ? <MessageAlert status="error">{t(view.formError)}</MessageAlert> : null}
          <Box>
            <Button type="submit" loading={saving} loadingText={t('account.profile.saving')} disabled={!view.canSave && !saving}>
              {t('account.profile.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
