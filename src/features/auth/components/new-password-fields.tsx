/** New password + confirmation, shared by Reset Password and Change Password. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/text-field';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  newPassword: string;
  confirmPassword: string;
  /** Message ids from the page's connect, or null. */
  newError: string | null;
  confirmError: string | null;
  /** Keep it stable (the connects give one per actor): the fields are memoised. */
  onEdit: (field: 'newPassword' | 'confirmPassword', value: string) => void;
  readOnly: boolean;
}

export function NewPasswordFields({ idPrefix, newPassword, confirmPassword, newError, confirmError, onEdit, readOnly }: NewPasswordFieldsProps) {
  const intl = useIntl();
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
        value={newPassword}
        onValueChange={edit.newPassword}
        hint={intl.formatMessage({ id: 'auth.field.passwordHint' })}
        error={message(newError)}
        readOnly={readOnly}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={edit.confirmPassword}
        error={message(confirmError)}
        readOnly={readOnly}
      />
    </>
  );
}
