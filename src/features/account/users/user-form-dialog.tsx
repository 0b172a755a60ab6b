/**
 * Add a user / edit a user: first name, last name, e-mail, the phone's country, phone and extension
 * (as on Sign Up), client, tag, level and the admin flag. Each rule's message sits under its field;
 * a refusal of the whole form sits in the dialog; nothing typed is lost on an error, and the focus
 * goes to the first field with an error. It renders what machines/account/company-users.connect.ts
 * gives and decides nothing.
 */
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';
import type { UserField } from '../../../../machines/account/company-users.machine';
import { CheckField } from '../../../components/form/form-controls';
import { FormDialog } from '../../../components/form-dialog';
import { usersFormFrame } from './users-form-frame';
import { UserFields } from './user-fields';

export interface UserFormDialogProps {
  form: CompanyUsersView['form'];
  edit: CompanyUsersView['edit'];
  setAdmin: CompanyUsersView['setAdmin'];
  submit: () => void;
  close: () => void;
  finalFocus: () => HTMLElement | null;
}

const FORM_ID = 'company-user-form';
const idOf = (field: UserField | 'admin') => `company-user-${field}`;

export function UserFormDialog({ form, edit, setAdmin, submit, close, finalFocus }: UserFormDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <FormDialog
      {...usersFormFrame(form, { submit, close, finalFocus }, t)}
      formId={FORM_ID}
      title={t(form.title, { name: form.name })}
      submitLabel={t(form.submitLabel)}
    >
      {form.mode === 'add' ? <Text>{t('companyUsers.form.addIntro')}</Text> : null}
      <Text textStyle="sm" color="fg.muted">
        {t('companyUsers.form.required')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <UserFields
          idPrefix="company-user-"
          values={form.values}
          errors={form.errors}
          edit={edit}
          maxLengths={form.maxLengths}
          saving={form.saving}
        />
      </SimpleGrid>
      <CheckField
        id={idOf('admin')}
        label={t('companyUsers.form.field.admin')}
        checked={form.admin}
        onCheckedChange={setAdmin}
        disabled={!form.canChangeAdmin}
        hint={form.adminLockedReason ? t(form.adminLockedReason) : undefined}
      />
    </FormDialog>
  );
}
