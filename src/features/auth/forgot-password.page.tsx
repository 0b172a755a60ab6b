/**
 * Forgot Password (/login/forgot-password): a valid e-mail, then the same success message whether
 * or not an account uses it (the server never reveals accounts either).
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { connectForgotPassword } from '../../../machines/forgot-password.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { AppLink } from './components/router-link';
import { TextField } from '../../components/form/text-field';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [snapshot, send] = useMachine(forgotPasswordMachine.provide({ actors: useAppActors().auth }));
  const view = connectForgotPassword(snapshot, send);
  const { submitting } = view;

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
          <AuthForm
            label={t('auth.forgot.title')}
            busy={submitting}
            errorsKey={view.errorsKey}
            error={view.formError ? t(view.formError) : null}
            submitLabel={t('auth.forgot.submit')}
            submittingLabel={t('auth.forgot.submitting')}
            onSubmit={view.submit}
          >
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
          </AuthForm>
        </>
      )}
      <AppLink to={PATHS.login}>{t('auth.forgot.backToSignIn')}</AppLink>
    </Stack>
  );
}
