/**
 * "Request a custom quote" (spec: Quote Result; decision 088): optional notes, then
 * POST /quote/custom-request through the machine. Success says the request is in My Request, with a
 * link; a failure keeps the notes as typed.
 */
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { NOTES_MAX_LENGTH, type QuoteRequest, type RequestFailure } from '../../../../machines/quote-result.machine';
import { InAppLink } from './in-app-link';
import { PageAlert } from './page-alert';
import { describedBy } from '../form-controls';

export interface CustomQuoteRequestProps {
  prominent: boolean;
  notes: string;
  notesTooLong: boolean;
  submitting: boolean;
  sent: QuoteRequest | null;
  failure: RequestFailure | null;
  onNotes: (value: string) => void;
  onSubmit: () => void;
}

const NOTES_ID = 'custom-quote-notes';

export const CustomQuoteRequest = memo(function CustomQuoteRequest({ prominent, notes, notesTooLong, submitting, sent, failure, onNotes, onSubmit }: CustomQuoteRequestProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = notesTooLong ? t('quoteResult.custom.notesTooLong', { excess: notes.length - NOTES_MAX_LENGTH }) : null;
  const hint = t('quoteResult.custom.notesHint');

  return (
    <Box as="section" aria-labelledby="custom-quote-heading" borderWidth="1px" rounded="md" p="4" bg={prominent ? 'bg.subtle' : undefined}>
      <Heading as="h2" size="md" id="custom-quote-heading" mb="2">
        {t('quoteResult.custom.heading')}
      </Heading>
      {sent ? (
        <PageAlert status="success">
          {t('quoteResult.custom.sent', { requestNo: sent.requestNo })} <InAppLink to="/my-request">{t('quoteResult.custom.sentLink')}</InAppLink>
        </PageAlert>
      ) : (
        <form
          noValidate
          aria-labelledby="custom-quote-heading"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
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
                onChange={(e) => onNotes(e.currentTarget.value)}
                aria-describedby={describedBy(NOTES_ID, { error, hint })}
              />
              <Field.HelperText>{hint}</Field.HelperText>
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            {failure ? <PageAlert status="error">{t(`quoteResult.custom.failure.${failure.kind}`)}</PageAlert> : null}
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
