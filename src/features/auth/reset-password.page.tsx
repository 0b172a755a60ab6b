/**
 * Reset Password (/login/reset-password?email=…&resetToken=…): replaces the temporary password of
 * an invitation e-mail (or a forgotten one) with a new one, then invites to sign in.
 */
import { useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordMachine } from '../../../machines/reset-password.machine';
import { connectResetPassword } from '../../../machines/reset-password.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { FormAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { AppLink } from './components/router-link';
import { useFocusFirstError } from './components/use-focus-first-error';
import { readResetLink } from './reset-password.link';

export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search] = useSearchParams();
  const [snapshot, send] = useMachine(resetPasswordMachine.provide({ actors: useAppActors().auth }), { input: readResetLink(search) });
  const view = connectResetPassword(snapshot, send);
  const { email, values, submitting } = view;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, submitting, view.errorsKey);

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
        <form
          ref={formRef}
          noValidate
          aria-label={t('auth.reset.title')}
          onSubmit={(e) => {
            e.preventDefault();
            focusFirstError();
            view.submit();
          }}
        >
          <Stack gap="4">
            {/* For password managers: the account the new password belongs to. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields
              idPrefix="reset"
              newPassword={values.newPassword}
              confirmPassword={values.confirmPassword}
              newError={view.newPasswordError}
              confirmError={view.confirmPasswordError}
              onEdit={view.edit}
              readOnly={submitting}
            />
            {view.formError ? <FormAlert status="error">{t(view.formError)}</FormAlert> : null}
            <Button type="submit" loading={submitting} loadingText={t('auth.reset.submitting')} width="full">
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
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
