/**
 * Sign In (/login, /login/sign-in): renders the sign-in connect and calls its functions. A completed
 * sign in goes to the session through the machine's provided `signedIn` action (the session stores the
 * tokens and navigates); an invited user with a temporary password is sent where the connect says.
 */
import { useEffect, useRef, type ReactNode } from 'react';
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
import { CheckboxField } from './components/checkbox-field';
import { FormAlert } from './components/form-alert';
import { AppLink } from './components/router-link';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstError } from './components/use-focus-first-error';

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

  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, busy, view.errorsKey);

  return (
    <Flex direction="column" gap="6">
      <Heading as="h1" size="xl">
        {t('auth.signIn.title')}
      </Heading>
      <form
        ref={formRef}
        noValidate
        aria-label={t('auth.signIn.title')}
        onSubmit={(e) => {
          e.preventDefault();
          focusFirstError();
          view.submit();
        }}
      >
        <Flex direction="column" gap="4">
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
          {view.formError ? (
            <FormAlert status="error">
              {intl.formatMessage(
                { id: view.formError },
                { provider: view.formErrorProvider ? t(view.formErrorProvider) : '', minutes: view.lockMinutes, forgot: forgotLink },
              )}
            </FormAlert>
          ) : null}
          <Button type="submit" loading={view.submitting} loadingText={t('auth.signIn.submitting')} disabled={busy} width="full">
            {t('auth.signIn.submit')}
          </Button>
        </Flex>
      </form>

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
