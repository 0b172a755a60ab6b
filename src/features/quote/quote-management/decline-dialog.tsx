/** Decline a custom quote request with a reason the shipper reads; the error under the field, a refusal in the dialog. Renders the connect's props. */
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QuoteManagementView } from '../../../../machines/quote-management.connect';
import { TextAreaField } from '../../../components/form/form-controls';
import { FormDialog } from '../../../components/form-dialog';

const FORM_ID = 'qm-decline-form';

export function DeclineDialog({ view, finalFocus }: { view: QuoteManagementView; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <FormDialog
      open={view.dialog === 'decline'}
      formId={FORM_ID}
      title={t('quoteManagement.decline.title', { requestNo: view.target?.requestNo ?? '' })}
      maxW="lg"
      busy={view.sending}
      canClose={!view.sending}
      errorSeq={view.focusSeq}
      initialFocus="textarea"
      errorFocus="textarea"
      finalFocus={finalFocus}
      error={view.formError ? t(view.formError) : null}
      cancelLabel={t('quoteManagement.form.cancel')}
      submitLabel={t('quoteManagement.decline.send')}
      busyLabel={t('quoteManagement.form.sending')}
      submitPalette="red"
      onSubmit={view.submit}
      onClose={view.cancel}
    >
      <Text>{t('quoteManagement.decline.intro')}</Text>
      <TextAreaField
        id="qm-decline-reason"
        label={t('quoteManagement.decline.reason')}
        value={view.reason}
        onValueChange={view.editReason}
        error={view.reasonError ? t(view.reasonError, { max: view.reasonMax }) : undefined}
        hint={t('quoteManagement.decline.hint', { max: view.reasonMax })}
      />
    </FormDialog>
  );
}
