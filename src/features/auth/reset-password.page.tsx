/**
 * Reset Password (/login/reset-password?email=…&resetToken=…): replaces the temporary password of
 * an invitation e-mail (or a forgotten one) with a new one, then invites to sign in.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordMachine } from '../../../machines/reset-password.machine';
import { connectResetPassword } from '../../../machines/reset-password.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { AppLink } from './components/router-link';
import { readResetLink } from './reset-password.link';

export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search] = useSearchParams();
  const [snapshot, send] = useMachine(resetPasswordMachine.provide({ actors: useAppActors().auth }), { input: readResetLink(search) });
  const view = connectResetPassword(snapshot, send);
  const { email, submitting } = view;

  let body;
  if (view.succeeded) {
    body = (
      <>
        <FormAlert status="success">{t('auth.reset.success')}</FormAlert>
        <AppLink to={PATHS.login}>{t('auth.reset.signIn')}</AppLink>
      </>
    );
  } else if (view.linkInvalid) {
    body = (
      <>
        <FormAlert status="error">{t('auth.reset.linkInvalid')}</FormAlert>
        <AppLink to={PATHS.forgotPassword}>{t('auth.reset.forgotPassword')}</AppLink>
      </>
    );
  } else {
    body = (
      <>
        <Text>{t('auth.reset.intro', { email })}</Text>
        <AuthForm
          label={t('auth.reset.title')}
          busy={submitting}
          errorsKey={view.errorsKey}
          error={view.formError ? t(view.formError) : null}
          submitLabel={t('auth.reset.submit')}
          submittingLabel={t('auth.reset.submitting')}
          onSubmit={view.submit}
        >
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields idPrefix="reset" form={view} />
        </AuthForm>
      </>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('auth.reset.title')}
      </Heading>
      {body}
    </Stack>
  );
}
