/**
 * "Request a custom quote" (spec: Quote Result; decision 088): optional notes, then
 * POST /quote/custom-request through the machine. Success says the request is in My Request, with a
 * link; a failure keeps the notes as typed.
 */
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { CustomQuoteRequestView } from '../../../../machines/quote-result.connect';
import { InAppLink } from '../components/in-app-link';
import { MessageAlert } from '../../../components/message-alert';
import { describedBy } from '../../../components/form/text-field';

const NOTES_ID = 'custom-quote-notes';

export const CustomQuoteRequest = memo(function CustomQuoteRequest(props: CustomQuoteRequestView) {
  const { prominent, notes, notesError, notesExcess, submitting, sentRequestNo, myRequestPath, failureMessage, editNotes, submit } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = notesError ? t(notesError, { excess: notesExcess }) : null;
  const hint = t('quoteResult.custom.notesHint');

  return (
    <Box as="section" aria-labelledby="custom-quote-heading" borderWidth="1px" rounded="md" p="4" bg={prominent ? 'bg.subtle' : undefined}>
      <Heading as="h2" size="md" id="custom-quote-heading" mb="2">
        {t('quoteResult.custom.heading')}
      </Heading>
      {sentRequestNo ? (
        <MessageAlert status="success">
          {t('quoteResult.custom.sent', { requestNo: sentRequestNo })} <InAppLink to={myRequestPath}>{t('quoteResult.custom.sentLink')}</InAppLink>
        </MessageAlert>
      ) : (
        <form
          noValidate
          aria-labelledby="custom-quote-heading"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="3">
            {prominent ? null : <Text>{t('quoteResult.custom.intro')}</Text>}
            <Field.Root id={NOTES_ID} invalid={Boolean(error)} ids={{ errorText: `${NOTES_ID}-error`, helperText: `${NOTES_ID}-hint` }}>
              <Field.Label>{t('quoteResult.custom.notes')}</Field.Label>
              <Textarea
                name="notes"
                value={notes}
                rows={3}
                readOnly={submitting}
                onChange={(e) => editNotes(e.currentTarget.value)}
                aria-describedby={describedBy(NOTES_ID, { error, hint })}
              />
              <Field.HelperText>{hint}</Field.HelperText>
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            {failureMessage ? <MessageAlert status="error">{t(failureMessage)}</MessageAlert> : null}
            <Box>
              <Button type="submit" loading={submitting} loadingText={t('quoteResult.custom.submitting')} disabled={submitting}>
                {t('quoteResult.custom.submit')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </Box>
  );
});
