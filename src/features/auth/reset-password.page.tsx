/**
 * Reset Password (/login/reset-password?email=…&resetToken=…): replaces the temporary password of
 * an invitation e-mail (or a forgotten one) with a new one, then invites to sign in.
 */
import { useCallback, useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordMachine, type ResetPasswordField } from '../../../machines/reset-password.machine';
import { useAppActors } from '../../app/app-services';
import { FormAlert } from './components/form-alert';
import { failureMessageId } from './components/failure-message';
import { NewPasswordFields } from './components/new-password-fields';
import { AppLink } from './components/router-link';
import { useFocusFirstError } from './components/use-focus-first-error';
import { readResetLink } from './reset-password.link';

export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search] = useSearchParams();
  const [state, send] = useMachine(resetPasswordMachine.provide({ actors: useAppActors().auth }), { input: readResetLink(search) });
  const { email, values, errors, formError } = state.context;
  const submitting = state.matches('submitting');
  const edit = useCallback((field: ResetPasswordField, value: string) => send({ type: 'EDIT', field, value }), [send]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, submitting, errors);

  let body;
  if (state.matches('success')) {
    body = (
      <>
        <FormAlert status="success">{t('auth.reset.success')}</FormAlert>
        <AppLink to="/login">{t('auth.reset.signIn')}</AppLink>
      </>
    );
  } else if (state.matches('linkInvalid')) {
    body = (
      <>
        <FormAlert status="error">{t('auth.reset.linkInvalid')}</FormAlert>
        <AppLink to="/login/forgot-password">{t('auth.reset.forgotPassword')}</AppLink>
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
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="4">
            {/* For password managers: the account the new password belongs to. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields
              idPrefix="reset"
              newPassword={values.newPassword}
              confirmPassword={values.confirmPassword}
              newError={errors.newPassword}
              confirmError={errors.confirmPassword}
              onEdit={edit}
              readOnly={submitting}
            />
            {formError && formError !== 'linkInvalid' ? (
              <FormAlert status="error">{t(failureMessageId(formError, 'auth.error.generic'))}</FormAlert>
            ) : null}
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
