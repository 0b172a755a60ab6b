/**
 * Forgot Password (/login/forgot-password): a valid e-mail, then the same success message whether
 * or not an account uses it (the server never reveals accounts either).
 */
import { useRef } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { connectForgotPassword } from '../../../machines/forgot-password.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { FormAlert } from './components/form-alert';
import { AppLink } from './components/router-link';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstError } from './components/use-focus-first-error';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [snapshot, send] = useMachine(forgotPasswordMachine.provide({ actors: useAppActors().auth }));
  const view = connectForgotPassword(snapshot, send);
  const { submitting } = view;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, submitting, view.errorsKey);

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('auth.forgot.title')}
      </Heading>
      {view.succeeded ? (
        <FormAlert status="success">{t('auth.forgot.success', { email: view.sentTo })}</FormAlert>
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
              view.submit();
            }}
          >
            <Stack gap="4">
              <TextField
                id="forgot-email"
                label={t('auth.field.email')}
                type="email"
                autoComplete="email"
                value={view.email}
                onValueChange={view.editEmail}
                error={view.emailError ? t(view.emailError) : null}
                readOnly={submitting}
              />
              {view.formError ? <FormAlert status="error">{t(view.formError)}</FormAlert> : null}
              <Button type="submit" loading={submitting} loadingText={t('auth.forgot.submitting')} width="full">
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <AppLink to={PATHS.login}>{t('auth.forgot.backToSignIn')}</AppLink>
    </Stack>
  );
}
