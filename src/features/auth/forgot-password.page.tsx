/**
 * Forgot Password (/login/forgot-password): a valid e-mail, then the same success message whether
 * or not an account uses it (the server never reveals accounts either).
 */
import { useCallback, useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { useAppActors } from '../../app/app-services';
import { FormAlert } from './components/form-alert';
import { failureMessageId } from './components/failure-message';
import { AppLink } from './components/router-link';
import { TextField } from './components/text-field';
import { useFocusFirstError } from './components/use-focus-first-error';

const EMAIL_ERRORS = { required: 'auth.error.email.required', email: 'auth.error.email.format' } as const;

export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [state, send] = useMachine(forgotPasswordMachine.provide({ actors: useAppActors().auth }));
  const { email, errors, formError, sentTo } = state.context;
  const submitting = state.matches('submitting');
  const editEmail = useCallback((value: string) => send({ type: 'EDIT', value }), [send]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, submitting, errors);
  const emailError = errors.email && errors.email in EMAIL_ERRORS ? t(EMAIL_ERRORS[errors.email as keyof typeof EMAIL_ERRORS]) : null;

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('auth.forgot.title')}
      </Heading>
      {state.matches('success') ? (
        <FormAlert status="success">{t('auth.forgot.success', { email: sentTo ?? '' })}</FormAlert>
      ) : (
        <>
          <Text>{t('auth.forgot.intro')}</Text>
          <form
            ref={formRef}
            noValidate
            aria-label={t('auth.forgot.title')}
            onSubmit={(e) => {
              e.preventDefault();
              focusFirstError();
              send({ type: 'SUBMIT' });
            }}
          >
            <Stack gap="4">
              <TextField
                id="forgot-email"
                label={t('auth.field.email')}
                type="email"
                autoComplete="email"
                value={email}
                onValueChange={editEmail}
                error={emailError}
                readOnly={submitting}
              />
              {formError ? <FormAlert status="error">{t(failureMessageId(formError, 'auth.error.generic'))}</FormAlert> : null}
              <Button type="submit" loading={submitting} loadingText={t('auth.forgot.submitting')} width="full">
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <AppLink to="/login">{t('auth.forgot.backToSignIn')}</AppLink>
    </Stack>
  );
}
