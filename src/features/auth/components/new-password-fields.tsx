/** New password + confirmation, shared by Reset Password and Change Password. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FieldRule } from '../../../../machines/auth-rules';
import { TextField } from './text-field';

const NEW_ERRORS: Partial<Record<FieldRule, string>> = {
  required: 'auth.error.newPassword.required',
  passwordRule: 'auth.error.newPassword.rule',
};
const CONFIRM_ERRORS: Partial<Record<FieldRule, string>> = {
  required: 'auth.error.confirmPassword.required',
  mismatch: 'auth.error.confirmPassword.mismatch',
};

export interface NewPasswordFieldsProps {
  idPrefix: string;
  newPassword: string;
  confirmPassword: string;
  newError?: FieldRule;
  confirmError?: FieldRule;
  /** Keep it stable (useCallback): the fields are memoised. */
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
  const message = (table: Partial<Record<FieldRule, string>>, rule?: FieldRule) => {
    const id = rule ? table[rule] : undefined;
    return id ? intl.formatMessage({ id }) : null;
  };
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
        error={message(NEW_ERRORS, newError)}
        readOnly={readOnly}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={edit.confirmPassword}
        error={message(CONFIRM_ERRORS, confirmError)}
        readOnly={readOnly}
      />
    </>
  );
}
