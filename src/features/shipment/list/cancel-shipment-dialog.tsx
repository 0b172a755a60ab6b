/**
 * The cancel-shipment dialog (spec section 2): the reason (required, its message next to the field),
 * Cancel shipment, the server's refusal in the dialog, then "Cancel Success". It renders what
 * machines/shipment-cancel.connect.ts gives, so any page that runs the cancel machine can show it.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ShipmentCancelView } from '../../../../machines/shipment-cancel.connect';
import { AppDialog } from '../../../components/app-dialog';
import { TextAreaField } from '../../../components/form/form-controls';
import { useFocusFirstError } from '../../../components/form/use-focus-first-error';
import { MessageAlert, ToneAlert } from '../../../components/message-alert';

export interface CancelShipmentDialogProps {
  view: ShipmentCancelView;
  /** Where focus goes when the dialog closes (the control that opened it may be gone by then). */
  finalFocus?: () => HTMLElement | null;
}

const REASON_ID = 'shipment-cancel-reason';

export function CancelShipmentDialog({ view, finalFocus }: CancelShipmentDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const contentRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reasonField = () => contentRef.current?.querySelector<HTMLTextAreaElement>('textarea') ?? null;

  // A rejected reason brings the focus back to the field, where its message is.
  useFocusFirstError(formRef, { errorSeq: view.focusSeq, selector: 'textarea' });

  // "Cancel Success": the focus moves to Close, inside the announced message's dialog.
  useEffect(() => {
    if (view.succeeded) doneRef.current?.focus();
  }, [view.succeeded]);

  return (
    <AppDialog
      open={view.isOpen}
      onClose={view.close}
      canClose={view.canClose}
      closeOnOutside
      initialFocus={reasonField}
      finalFocus={finalFocus}
      contentRef={contentRef}
      maxW="lg"
      title={t('shipment.cancelDialog.title', { shipmentNo: view.shipmentNo })}
      footer={
        view.showForm ? (
          <>
            <Button variant="outline" onClick={view.close} disabled={!view.canClose}>
              {t('shipment.cancelDialog.keep')}
            </Button>
            <Button
              type="submit"
              form="shipment-cancel-form"
              colorPalette="red"
              loading={view.submitting}
              loadingText={t('shipment.cancelDialog.submitting')}
              disabled={!view.canSubmit}
            >
              {t('shipment.cancelDialog.submit')}
            </Button>
          </>
        ) : (
          <Button ref={doneRef} onClick={view.close}>
            {t('shipment.cancelDialog.close')}
          </Button>
        )
      }
    >
      {view.showForm ? (
        <form
          id="shipment-cancel-form"
          ref={formRef}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            view.submit();
          }}
        >
          <Stack gap="4">
            <Text>{t('shipment.cancelDialog.intro')}</Text>
            <TextAreaField
              id={REASON_ID}
              label={t('shipment.cancelDialog.reason.label')}
              value={view.reason}
              onValueChange={view.editReason}
              readOnly={view.submitting}
              error={view.reasonError ? t(view.reasonError) : undefined}
              hint={t('shipment.cancelDialog.reason.hint', { max: view.reasonMax })}
            />
            {view.formError ? <ToneAlert problem>{t(view.formError)}</ToneAlert> : null}
          </Stack>
        </form>
      ) : null}
      <div role="status">
        {view.succeeded ? (
          <MessageAlert status="success" title={t('shipment.cancelDialog.success')} inLiveRegion>
            {t('shipment.cancelDialog.successDetail', { shipmentNo: view.shipmentNo })}
          </MessageAlert>
        ) : null}
      </div>
    </AppDialog>
  );
}
