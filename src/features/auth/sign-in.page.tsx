/**
 * Sign In (/login, /login/sign-in): renders the sign-in connect and calls its functions. A completed
 * sign in goes to the session through the machine's provided `signedIn` action (the session stores the
 * tokens and navigates); an invited user with a temporary password is sent where the connect says.
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Separator, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signInMachine } from '../../../machines/sign-in.machine';
import { connectSignIn } from '../../../machines/sign-in.connect';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors, useSessionBridges } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { AuthForm } from './components/auth-form';
import { CheckboxField } from './components/checkbox-field';
import { AppLink } from './components/router-link';
import { TextField } from '../../components/form/text-field';

/** The link the "too many wrong passwords" alert carries (`<forgot>…</forgot>`); other messages have no tags. */
const forgotLink = (chunks: ReactNode[]) => <AppLink to={PATHS.forgotPassword}>{chunks}</AppLink>;

export function SignInPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { allowRegister } = useSessionSelector(selectCompanyConfig);
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(signInMachine.provide({ actors: useAppActors().auth, actions: useSessionBridges().signIn }));
  const view = connectSignIn(snapshot, send);
  const { busy, redirectTo } = view;

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return (
    <Flex direction="column" gap="6">
      <Heading as="h1" size="xl">
        {t('auth.signIn.title')}
      </Heading>
      <AuthForm
        label={t('auth.signIn.title')}
        busy={busy}
        errorsKey={view.errorsKey}
        submitting={view.submitting}
        submitDisabled={busy}
        error={
          view.formError
            ? intl.formatMessage({ id: view.formError }, { provider: view.formErrorProvider ? t(view.formErrorProvider) : '', minutes: view.lockMinutes, forgot: forgotLink })
            : null
        }
        submitLabel={t('auth.signIn.submit')}
        submittingLabel={t('auth.signIn.submitting')}
        onSubmit={view.submit}
      >
        <TextField
          id="sign-in-email"
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          value={view.email}
          onValueChange={view.editEmail}
          error={view.emailError ? t(view.emailError) : null}
          readOnly={busy}
        />
        <TextField
          id="sign-in-password"
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          value={view.password}
          onValueChange={view.editPassword}
          error={view.passwordError ? t(view.passwordError) : null}
          readOnly={busy}
        />
        <Flex align="center" justify="space-between" wrap="wrap" gap="3">
          <CheckboxField
            id="sign-in-remember"
            name="rememberMe"
            label={t('auth.field.rememberMe')}
            checked={view.remember}
            disabled={busy}
            onCheckedChange={view.setRemember}
          />
          <AppLink to={PATHS.forgotPassword}>{t('auth.signIn.forgotPassword')}</AppLink>
        </Flex>
      </AuthForm>

      {allowRegister ? (
        <Text>
          {t('auth.signIn.noAccount')} <AppLink to={PATHS.signUp}>{t('auth.signIn.signUp')}</AppLink>
        </Text>
      ) : null}

      <Box as="section" aria-labelledby="sign-in-social-heading">
        <Flex align="center" gap="3" mb="3">
          <Separator flex="1" />
          <Text id="sign-in-social-heading" textStyle="sm" color="fg.muted">
            {t('auth.signIn.socialHeading')}
          </Text>
          <Separator flex="1" />
        </Flex>
        <Flex direction="column" gap="2">
          {view.socialProviders.map(({ provider, label, loading }) => {
            const name = t(label);
            return (
              <Button
                key={provider}
                type="button"
                variant="outline"
                width="full"
                loading={loading}
                loadingText={t('auth.signIn.socialProgress', { provider: name })}
                disabled={busy}
                onClick={() => view.signInWith(provider)}
              >
                {t('auth.signIn.socialButton', { provider: name })}
              </Button>
            );
          })}
        </Flex>
      </Box>
    </Flex>
  );
}
