/**
 * Change Password (/account/change-password, signed in): old, new and confirmation. A wrong old
 * password is said next to the old-password field. The same form is the Change Password section of
 * Account Setting (`ChangePasswordSection`, routed there by src/app/router.tsx).
 */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { changePasswordMachine } from '../../../machines/change-password.machine';
import { connectChangePassword } from '../../../machines/change-password.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { AppLink } from './components/router-link';
import { TextField } from '../../components/form/text-field';

export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box maxW="md" mx="auto" py="8" px="4">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('auth.change.title')}
        </Heading>
        <ChangePasswordForm />
        <AppLink to={PATHS.accountSetting}>{t('auth.change.backToAccount')}</AppLink>
      </Stack>
    </Box>
  );
}

/** The Change Password section of Account Setting: under the page's own heading, so an h2. */
export function ChangePasswordSection() {
  const intl = useIntl();
  return (
    <Stack gap="5" maxW="md">
      <Heading as="h2" size="lg">
        {intl.formatMessage({ id: 'auth.change.title' })}
      </Heading>
      <ChangePasswordForm />
    </Stack>
  );
}

export function ChangePasswordForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [snapshot, send] = useMachine(changePasswordMachine.provide({ actors: useAppActors().auth }));
  const view = connectChangePassword(snapshot, send);
  const { values, submitting } = view;

  return (
    <Stack gap="5">
      {view.succeeded ? <FormAlert status="success">{t('auth.change.success')}</FormAlert> : null}
      <AuthForm
        label={t('auth.change.title')}
        busy={submitting}
        errorsKey={view.errorsKey}
        error={view.formError ? t(view.formError) : null}
        submitLabel={t('auth.change.submit')}
        submittingLabel={t('auth.change.submitting')}
        onSubmit={view.submit}
      >
        <TextField
          id="change-old-password"
          label={t('auth.field.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onValueChange={view.editOldPassword}
          error={view.oldPasswordError ? t(view.oldPasswordError) : null}
          readOnly={submitting}
        />
        <NewPasswordFields idPrefix="change" form={view} />
      </AuthForm>
    </Stack>
  );
}
