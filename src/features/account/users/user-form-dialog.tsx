/**
 * Add a user / edit a user: first name, last name, e-mail, the phone's country, phone and extension
 * (as on Sign Up), client, tag, level and the admin flag. Each rule's message sits under its field;
 * a refusal of the whole form sits in the dialog; nothing typed is lost on an error, and the focus
 * goes to the first field with an error. It renders what machines/account/company-users.connect.ts
 * gives and decides nothing.
 */
import { Alert, Button, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';
import type { UserField } from '../../../../machines/account/company-users.machine';
import { CheckField } from '../../../components/form/form-controls';
import { BACKDROP, CONTENT, POSITIONER } from './dialog-layout';
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
  const formRef = useRef<HTMLFormElement>(null);

  // A rejected form brings the focus to its first field with an error, where the message is.
  const seenFocus = useRef(form.focusSeq);
  useEffect(() => {
    if (form.focusSeq === seenFocus.current || form.saving) return;
    seenFocus.current = form.focusSeq;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.focusSeq, form.saving]);

  return (
    <Dialog.Root
      open={form.open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={form.canClose}
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>('input') ?? null}
      finalFocusEl={finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...BACKDROP} />
        <Dialog.Positioner {...POSITIONER}>
          <Dialog.Content {...CONTENT}>
            <Dialog.Header>
              <Dialog.Title textStyle="lg" fontWeight="semibold">
                {t(form.title, { name: form.name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={FORM_ID}
                ref={formRef}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  submit();
                }}
              >
                <Stack gap="4">
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
                  {form.formError ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{t(form.formError)}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer display="flex" justifyContent="flex-end" flexWrap="wrap" gap="3">
              <Button variant="outline" onClick={close} disabled={!form.canClose}>
                {t('companyUsers.form.cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} colorPalette="brand" loading={form.saving} loadingText={t('companyUsers.form.saving')} disabled={!form.canSubmit}>
                {t(form.submitLabel)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
