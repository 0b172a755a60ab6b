/** Decline a custom quote request with a reason the shipper reads; the error under the field, a refusal in the dialog. Renders the connect's props. */
import { Alert, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { QuoteManagementView } from '../../../../machines/quote-management.connect';
import { TextAreaField } from '../../../components/form/form-controls';
import { BACKDROP, CONTENT, POSITIONER } from './dialog-layout';

const FORM_ID = 'qm-decline-form';

export function DeclineDialog({ view, finalFocus }: { view: QuoteManagementView; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const formRef = useRef<HTMLFormElement>(null);
  const seenFocus = useRef(view.focusSeq);
  useEffect(() => {
    if (view.focusSeq === seenFocus.current || view.sending) return;
    seenFocus.current = view.focusSeq;
    formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [view.focusSeq, view.sending]);
  return (
    <Dialog.Root
      open={view.dialog === 'decline'}
      onOpenChange={(details) => {
        if (!details.open) view.cancel();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={!view.sending}
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>('textarea') ?? null}
      finalFocusEl={finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...BACKDROP} />
        <Dialog.Positioner {...POSITIONER}>
          <Dialog.Content {...CONTENT} maxW="lg">
            <Dialog.Header>
              <Dialog.Title textStyle="lg" fontWeight="semibold">
                {t('quoteManagement.decline.title', { requestNo: view.target?.requestNo ?? '' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={FORM_ID}
                ref={formRef}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  view.submit();
                }}
              >
                <Stack gap="4">
                  <Text>{t('quoteManagement.decline.intro')}</Text>
                  <TextAreaField
                    id="qm-decline-reason"
                    label={t('quoteManagement.decline.reason')}
                    value={view.reason}
                    onValueChange={view.editReason}
                    error={view.reasonError ? t(view.reasonError, { max: view.reasonMax }) : undefined}
                    hint={t('quoteManagement.decline.hint', { max: view.reasonMax })}
                  />
                  {view.formError ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{t(view.formError)}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="3" justify="flex-end" wrap="wrap" w="full">
                <Button variant="outline" onClick={view.cancel} disabled={view.sending}>
                  {t('quoteManagement.form.cancel')}
                </Button>
                <Button type="submit" form={FORM_ID} colorPalette="red" loading={view.sending} loadingText={t('quoteManagement.form.sending')}>
                  {t('quoteManagement.decline.send')}
                </Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
