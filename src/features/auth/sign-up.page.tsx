/**
 * Sign Up (/login/sign-up): first name, last name, e-mail, phone with country and extension, and
 * the not-a-robot check of the active provider. Hidden, with an honest message, when the
 * company's allowRegister is false.
 *
 * libphonenumber-js is imported here (through src/i18n/phone-countries.ts) and by the sign-up machine
 * only, so it loads with this lazy route and never with /login.
 */
import { memo, type ReactNode } from 'react';
import { Field, Grid, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { signUpMachine, type SignUpField } from '../../../machines/sign-up.machine';
import { connectSignUp } from '../../../machines/sign-up.connect';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { AppLink } from './components/router-link';
import { describedBy, TextField } from '../../components/form/text-field';
import { activeRobotCheck } from './robot-check/active-robot-check';
import { useLocale } from '../../i18n/i18n-provider';
import type { Locale } from '../../i18n/locales';
import { phoneCountryOptions } from '../../i18n/phone-countries';

/** The links a message may carry (`<signIn>…</signIn>`, `<forgot>…</forgot>`); messages without tags ignore them. */
const MESSAGE_LINKS = {
  signIn: (chunks: ReactNode[]) => <AppLink to={PATHS.login}>{chunks}</AppLink>,
  forgot: (chunks: ReactNode[]) => <AppLink to={PATHS.forgotPassword}>{chunks}</AppLink>,
};

interface CountrySelectProps {
  label: string;
  placeholder: string;
  locale: Locale;
  value: string;
  error: ReactNode;
  disabled: boolean;
  onValueChange: (value: string) => void;
}

/** Every country of the phone library, named in the page's language, with its calling code. Memoised: 240 options. */
const CountrySelect = memo(function CountrySelect({ label, placeholder, locale, value, error, disabled, onValueChange }: CountrySelectProps) {
  const countries = phoneCountryOptions(locale);
  return (
    <Field.Root id="sign-up-country" invalid={Boolean(error)} ids={{ errorText: 'sign-up-country-error' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name="phoneCountry"
          autoComplete="country"
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          aria-describedby={describedBy('sign-up-country', { error })}
        >
          <option value="">{placeholder}</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export function SignUpPage() {
  const { allowRegister } = useSessionSelector(selectCompanyConfig);
  return allowRegister ? <SignUpForm /> : <SignUpClosed />;
}

function SignUpClosed() {
  const intl = useIntl();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'auth.signUp.closedTitle' })}
      </Heading>
      <Text>{intl.formatMessage({ id: 'auth.signUp.closed' })}</Text>
      <AppLink to={PATHS.login}>{intl.formatMessage({ id: 'auth.signUp.backToSignIn' })}</AppLink>
    </Stack>
  );
}

function SignUpForm() {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [snapshot, send] = useMachine(signUpMachine.provide({ actors: useAppActors().auth }));
  const view = connectSignUp(snapshot, send);
  const { values, edit, submitting } = view;

  const errorFor = (field: SignUpField): ReactNode => {
    const id = view.errors[field];
    if (!id) return null;
    const message = intl.formatMessage({ id }, MESSAGE_LINKS);
    // With links, one span: the error text lays out its children as flex items, which would space the links apart.
    return typeof message === 'string' ? message : <span>{message}</span>;
  };

  if (view.succeeded) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('auth.signUp.title')}
        </Heading>
        <FormAlert status="success" title={t('auth.signUp.successTitle')}>
          {t('auth.signUp.success', { email: view.activationEmail })}
        </FormAlert>
        <AppLink to={PATHS.login}>{t('auth.signUp.backToSignIn')}</AppLink>
      </Stack>
    );
  }

  const Robot = activeRobotCheck.Widget;

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('auth.signUp.title')}
      </Heading>
      <AuthForm
        label={t('auth.signUp.title')}
        busy={submitting}
        errorsKey={view.errorsKey}
        error={view.formError ? t(view.formError) : null}
        submitLabel={t('auth.signUp.submit')}
        submittingLabel={t('auth.signUp.submitting')}
        onSubmit={view.submit}
      >
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <TextField id="sign-up-first-name" label={t('auth.field.firstName')} autoComplete="given-name" value={values.firstName} onValueChange={edit.firstName} error={errorFor('firstName')} readOnly={submitting} />
          <TextField id="sign-up-last-name" label={t('auth.field.lastName')} autoComplete="family-name" value={values.lastName} onValueChange={edit.lastName} error={errorFor('lastName')} readOnly={submitting} />
        </Grid>
        <TextField id="sign-up-email" label={t('auth.field.email')} type="email" autoComplete="email" value={values.email} onValueChange={edit.email} error={errorFor('email')} readOnly={submitting} />

        <CountrySelect
          label={t('auth.field.country')}
          placeholder={t('auth.field.countryPlaceholder')}
          locale={locale}
          value={values.phoneCountry}
          error={errorFor('phoneCountry')}
          disabled={submitting}
          onValueChange={edit.phoneCountry}
        />

        <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="4">
          <TextField id="sign-up-phone" label={t('auth.field.phone')} type="tel" autoComplete="tel" value={values.phone} onValueChange={edit.phone} error={errorFor('phone')} readOnly={submitting} />
          <TextField id="sign-up-extension" label={t('auth.field.extension')} inputMode="numeric" autoComplete="tel-extension" value={values.extension} onValueChange={edit.extension} error={errorFor('extension')} readOnly={submitting} />
        </Grid>

        <Robot
          id="sign-up-robot-answer"
          status={view.robotStatus}
          challenge={view.challenge}
          answer={values.robotAnswer}
          onAnswer={edit.robotAnswer}
          onRenew={view.renewChallenge}
          error={errorFor('robotAnswer')}
          loadError={view.challengeError ? t(view.challengeError) : null}
          disabled={submitting}
        />

      </AuthForm>
      <Text>
        {t('auth.signUp.haveAccount')} <AppLink to={PATHS.login}>{t('auth.signUp.signIn')}</AppLink>
      </Text>
    </Stack>
  );
}
