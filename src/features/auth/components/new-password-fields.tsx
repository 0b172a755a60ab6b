/** New password + confirmation, shared by Reset Password and Change Password. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/text-field';

/** The part of the Reset Password and Change Password connects these fields render. */
export interface NewPasswordForm {
  values: { newPassword: string; confirmPassword: string };
  /** Message ids, or null. */
  newPasswordError: string | null;
  confirmPasswordError: string | null;
  /** Stable (the connects give one per actor): the fields are memoised. */
  edit: (field: 'newPassword' | 'confirmPassword', value: string) => void;
  submitting: boolean;
}

export function NewPasswordFields({ idPrefix, form }: { idPrefix: string; form: NewPasswordForm }) {
  const intl = useIntl();
  const { edit: onEdit, values, submitting: readOnly } = form;
  const edit = useMemo(
    () => ({
      newPassword: (value: string) => onEdit('newPassword', value),
      confirmPassword: (value: string) => onEdit('confirmPassword', value),
    }),
    [onEdit],
  );
  const message = (id: string | null) => (id ? intl.formatMessage({ id }) : null);
  return (
    <>
      <TextField
        id={`${idPrefix}-new-password`}
        label={intl.formatMessage({ id: 'auth.field.newPassword' })}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={edit.newPassword}
        hint={intl.formatMessage({ id: 'auth.field.passwordHint' })}
        error={message(form.newPasswordError)}
        readOnly={readOnly}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={edit.confirmPassword}
        error={message(form.confirmPasswordError)}
        readOnly={readOnly}
      />
    </>
  );
}
