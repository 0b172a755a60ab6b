/**
 * The confirmation of a status change (activate, deactivate) or of a password reset: what will happen
 * to whom, Cancel and the action, and the server's refusal in the dialog. An alertdialog: the action
 * cannot be undone by closing it. It renders what the connect gives and decides nothing.
 */
import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';
import { BACKDROP, CONTENT, POSITIONER } from '../../../components/dialog-layout';

export interface ConfirmUserDialogProps {
  confirmation: CompanyUsersView['confirmation'];
  confirm: () => void;
  close: () => void;
  finalFocus: () => HTMLElement | null;
}

export function ConfirmUserDialog({ confirmation, confirm, close, finalFocus }: ConfirmUserDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, confirmation.values);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The safe choice first: Enter on an opened confirmation does not deactivate anyone. After the
  // dialog's own focus trap has run (it may focus the content when it cannot judge the button).
  useEffect(() => {
    if (!confirmation.open) return;
    const frame = requestAnimationFrame(() => cancelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [confirmation.open]);
  return (
    <Dialog.Root
      role="alertdialog"
      open={confirmation.open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={confirmation.canClose}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...BACKDROP} />
        <Dialog.Positioner {...POSITIONER}>
          <Dialog.Content {...CONTENT} maxW="md">
            <Dialog.Header>
              <Dialog.Title textStyle="lg" fontWeight="semibold">
                {t(confirmation.title)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Dialog.Description asChild>
                <Text>{t(confirmation.body)}</Text>
              </Dialog.Description>
              {confirmation.error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{t(confirmation.error)}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer display="flex" justifyContent="flex-end" flexWrap="wrap" gap="3">
              <Button ref={cancelRef} variant="outline" onClick={close} disabled={!confirmation.canClose}>
                {t('companyUsers.confirm.cancel')}
              </Button>
              <Button
                colorPalette={confirmation.danger ? 'red' : 'brand'}
                onClick={confirm}
                loading={confirmation.sending}
                loadingText={t('companyUsers.confirm.sending')}
                disabled={!confirmation.canConfirm}
              >
                {t(confirmation.confirmLabel)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
