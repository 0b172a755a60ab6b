/**
 * Change Password (/account/change-password, signed in): old, new and confirmation. A wrong old
 * password is said next to the old-password field.
 */
import { useCallback, useRef } from 'react';
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { changePasswordMachine, type ChangePasswordField } from '../../../machines/change-password.machine';
import { useAppActors } from '../../app/app-services';
import { FormAlert } from './components/form-alert';
import { failureMessageId } from './components/failure-message';
import { NewPasswordFields } from './components/new-password-fields';
import { AppLink } from './components/router-link';
import { TextField } from './components/text-field';
import { useFocusFirstError } from './components/use-focus-first-error';

const OLD_ERRORS: Record<string, string> = {
  required: 'auth.error.oldPassword.required',
  oldPasswordWrong: 'auth.error.oldPassword.wrong',
};

export function ChangePasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [state, send] = useMachine(changePasswordMachine.provide({ actors: useAppActors().auth }));
  const { values, errors, formError } = state.context;
  const submitting = state.matches('submitting');
  const edit = useCallback((field: ChangePasswordField, value: string) => send({ type: 'EDIT', field, value }), [send]);
  const editOld = useCallback((value: string) => edit('oldPassword', value), [edit]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, submitting, errors);
  const oldErrorId = errors.oldPassword ? OLD_ERRORS[errors.oldPassword] : undefined;

  return (
    <Box maxW="md" mx="auto" py="8" px="4">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('auth.change.title')}
        </Heading>
        {state.matches('success') ? <FormAlert status="success">{t('auth.change.success')}</FormAlert> : null}
        <form
          ref={formRef}
          noValidate
          aria-label={t('auth.change.title')}
          onSubmit={(e) => {
            e.preventDefault();
            focusFirstError();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="4">
            <TextField
              id="change-old-password"
              label={t('auth.field.oldPassword')}
              type="password"
              autoComplete="current-password"
              value={values.oldPassword}
              onValueChange={editOld}
              error={oldErrorId ? t(oldErrorId) : null}
              readOnly={submitting}
            />
            <NewPasswordFields
              idPrefix="change"
              newPassword={values.newPassword}
              confirmPassword={values.confirmPassword}
              newError={errors.newPassword}
              confirmError={errors.confirmPassword}
              onEdit={edit}
              readOnly={submitting}
            />
            {formError ? <FormAlert status="error">{t(failureMessageId(formError, 'auth.error.generic'))}</FormAlert> : null}
            <Button type="submit" loading={submitting} loadingText={t('auth.change.submitting')} width="full">
              {t('auth.change.submit')}
            </Button>
          </Stack>
        </form>
        <AppLink to="/account/setting">{t('auth.change.backToAccount')}</AppLink>
      </Stack>
    </Box>
  );
}
