/**
 * The confirmation of a status change (activate, deactivate) or of a password reset: what will happen
 * to whom, Cancel and the action, and the server's refusal in the dialog. An alertdialog: the action
 * cannot be undone by closing it. It renders what the connect gives and decides nothing.
 */
import { Button, Dialog, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';
import { AppDialog } from '../../../components/app-dialog';
import { ToneAlert } from '../../../components/message-alert';

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
    <AppDialog
      role="alertdialog"
      open={confirmation.open}
      onClose={close}
      canClose={confirmation.canClose}
      initialFocus={() => cancelRef.current}
      finalFocus={finalFocus}
      maxW="md"
      title={t(confirmation.title)}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '3' }}
      footer={
        <>
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
        </>
      }
    >
      <Dialog.Description asChild>
        <Text>{t(confirmation.body)}</Text>
      </Dialog.Description>
      {confirmation.error ? <ToneAlert problem>{t(confirmation.error)}</ToneAlert> : null}
    </AppDialog>
  );
}
