/**
 * Sign In (/login, /login/sign-in): renders the sign-in machine and sends it what the user does.
 * A completed sign in goes to the session (which stores the tokens and navigates); an invited user
 * with a temporary password goes to Reset Password with the reset token.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Flex, Heading, Separator, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SOCIAL_PROVIDERS, signInMachine, type SignInFieldError, type SignInFormError } from '../../../machines/sign-in.machine';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionActor, useSessionSelector } from '../../app/session.context';
import { CheckboxField } from './components/checkbox-field';
import { FormAlert } from './components/form-alert';
import { failureMessageId } from './components/failure-message';
import { AppLink } from './components/router-link';
import { TextField } from './components/text-field';
import { useFocusFirstError } from './components/use-focus-first-error';
import { resetPasswordPath } from './reset-password.link';

const EMAIL_ERRORS: Partial<Record<SignInFieldError, string>> = {
  required: 'auth.error.email.required',
  email: 'auth.error.email.format',
  unknownUser: 'auth.signIn.unknownUser',
};
const PASSWORD_ERRORS: Partial<Record<SignInFieldError, string>> = {
  required: 'auth.error.password.required',
  wrongPassword: 'auth.signIn.wrongPassword',
};

function formErrorId(error: SignInFormError): string {
  if (error === 'inactive') return 'auth.signIn.inactive';
  if (error === 'socialNotLinked') return 'auth.signIn.socialNotLinked';
  return failureMessageId(error, 'auth.signIn.failed');
}

export function SignInPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const session = useSessionActor();
  const { allowRegister } = useSessionSelector(selectCompanyConfig);
  const navigate = useNavigate();
  const [state, send, actorRef] = useMachine(signInMachine.provide({ actors: useAppActors().auth }));
  const { email, password, remember, errors, formError, provider } = state.context;
  const submitting = state.matches('submitting');
  const social = state.matches('social');
  // After success the session navigates away; keep the form inert until it does.
  const busy = submitting || social || state.status === 'done';

  useEffect(() => {
    const signedIn = actorRef.on('signedIn', (e) =>
      session.send({
        type: 'SIGNED_IN',
        accessToken: e.accessToken,
        refreshToken: e.refreshToken,
        expiresIn: e.expiresIn,
        user: e.user,
        remember: e.remember,
      }),
    );
    const resetRequired = actorRef.on('resetRequired', (e) => {
      void navigate(resetPasswordPath(e.email, e.resetToken), { replace: true });
    });
    return () => {
      signedIn.unsubscribe();
      resetRequired.unsubscribe();
    };
  }, [actorRef, session, navigate]);

  const edit = useMemo(
    () => ({
      email: (value: string) => send({ type: 'EDIT', field: 'email', value }),
      password: (value: string) => send({ type: 'EDIT', field: 'password', value }),
    }),
    [send],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, busy, errors);
  const messageFor = (table: Partial<Record<SignInFieldError, string>>, error: SignInFieldError | undefined) => {
    const id = error ? table[error] : undefined;
    return id ? t(id) : null;
  };

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
          send({ type: 'SUBMIT' });
        }}
      >
        <Flex direction="column" gap="4">
          <TextField
            id="sign-in-email"
            label={t('auth.field.email')}
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={edit.email}
            error={messageFor(EMAIL_ERRORS, errors.email)}
            readOnly={busy}
          />
          <TextField
            id="sign-in-password"
            label={t('auth.field.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={edit.password}
            error={messageFor(PASSWORD_ERRORS, errors.password)}
            readOnly={busy}
          />
          <Flex align="center" justify="space-between" wrap="wrap" gap="3">
            <CheckboxField
              id="sign-in-remember"
              name="rememberMe"
              label={t('auth.field.rememberMe')}
              checked={remember}
              disabled={busy}
              onCheckedChange={(checked) => send({ type: 'SET_REMEMBER', value: checked })}
            />
            <AppLink to="/login/forgot-password">{t('auth.signIn.forgotPassword')}</AppLink>
          </Flex>
          {formError ? <FormAlert status="error">{t(formErrorId(formError), { provider: provider ? t(`auth.provider.${provider}`) : '' })}</FormAlert> : null}
          <Button type="submit" loading={submitting} loadingText={t('auth.signIn.submitting')} disabled={busy} width="full">
            {t('auth.signIn.submit')}
          </Button>
        </Flex>
      </form>

      {allowRegister ? (
        <Text>
          {t('auth.signIn.noAccount')} <AppLink to="/login/sign-up">{t('auth.signIn.signUp')}</AppLink>
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
          {SOCIAL_PROVIDERS.map((p) => {
            const name = t(`auth.provider.${p}`);
            return (
              <Button
                key={p}
                type="button"
                variant="outline"
                width="full"
                loading={social && provider === p}
                loadingText={t('auth.signIn.socialProgress', { provider: name })}
                disabled={busy}
                onClick={() => send({ type: 'SOCIAL', provider: p })}
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
