/**
 * The Users section's dialogs on the app's dialog frame (src/components/form-dialog.tsx): how the
 * section's form state and its Cancel / Saving… labels fill the frame, one mapping for the Add user
 * and Add client company forms.
 */
import type { FormDialogProps } from '../../../components/form-dialog';

interface UsersFormState {
  open: boolean;
  saving: boolean;
  canClose: boolean;
  canSubmit: boolean;
  focusSeq: number;
  formError: string | null;
}

interface UsersFormActions {
  submit: () => void;
  close: () => void;
  finalFocus: () => HTMLElement | null;
}

export function usersFormFrame(form: UsersFormState, { submit, close, finalFocus }: UsersFormActions, t: (id: string) => string) {
  return {
    open: form.open,
    busy: form.saving,
    canClose: form.canClose,
    canSubmit: form.canSubmit,
    errorSeq: form.focusSeq,
    initialFocus: 'input',
    finalFocus,
    error: form.formError ? t(form.formError) : null,
    cancelLabel: t('companyUsers.form.cancel'),
    busyLabel: t('companyUsers.form.saving'),
    submitPalette: 'brand',
    onSubmit: submit,
    onClose: close,
  } satisfies Partial<FormDialogProps>;
}
