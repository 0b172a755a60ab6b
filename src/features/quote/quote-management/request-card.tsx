/** One custom quote request as the forwarder reads it: lane, cargo, services, who asked and when, the notes, its answer, and Answer / Decline when it offers them. */
import { Badge, Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Message, RequestCardView } from '../../../../machines/quote-management.connect';
import type { QuoteRequest } from '../../../../machines/quote-management.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { useDateFormat } from '../../../i18n/use-date-format';
import { useLaneText } from '../components/lane-text';

const STATUS_PALETTE: Record<QuoteRequest['status'], string> = { OPEN: 'orange', ANSWERED: 'green', CLOSED: 'gray' };

export interface RequestCardProps {
  card: RequestCardView;
  onAnswer: (request: QuoteRequest) => void;
  onDecline: (request: QuoteRequest) => void;
}

export const RequestCard = memo(function RequestCard({ card, onAnswer, onDecline }: RequestCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const laneText = useLaneText();
  const t = (m: Message | string) => (typeof m === 'string' ? intl.formatMessage({ id: m }) : intl.formatMessage({ id: m.id }, m.values));
  const { request } = card;
  const titleId = `qm-request-${request.id}`;
  const answer = request.answer;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {request.requestNo}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[request.status]}>{t(card.statusLabel)}</Badge>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2" mt="3" textStyle="sm">
        <Field label={t('quoteManagement.field.lane')}>{laneText(card.lane)}</Field>
        <Field label={t('quoteManagement.field.requested')}>
          {t({ id: 'quoteManagement.field.requestedBy', values: { date: formatDate(request.createdAt), name: request.requestedBy.name, company: request.requestedBy.companyName } })}
        </Field>
        <Field label={t('quoteManagement.field.cargo')}>{card.cargo.map(t).join(' · ')}</Field>
        <Field label={t('quoteManagement.field.services')}>{card.services.map(t).join(' · ')}</Field>
        {request.notes ? (
          <Field label={t('quoteManagement.field.notes')} wide>
            <Text as="span" whiteSpace="pre-wrap">{request.notes}</Text>
          </Field>
        ) : null}
        {answer ? (
          <Field label={t('quoteManagement.field.answer')} wide>
            {t({
              id: 'quoteManagement.field.answerText',
              values: { total: formatMoney(answer.total, answer.currency, locale), date: formatDate(answer.validUntil), forwarder: answer.forwarderName },
            })}
          </Field>
        ) : null}
      </Box>
      {card.canAnswer || card.canDecline ? (
        <HStack gap="3" mt="4" wrap="wrap">
          {card.canAnswer ? (
            <Button id={`qm-answer-${request.id}`} size="sm" onClick={() => onAnswer(request)} aria-label={t({ id: 'quoteManagement.action.answerName', values: { requestNo: request.requestNo } })}>
              {t('quoteManagement.action.answer')}
            </Button>
          ) : null}
          {card.canDecline ? (
            <Button id={`qm-decline-${request.id}`} size="sm" variant="outline" onClick={() => onDecline(request)} aria-label={t({ id: 'quoteManagement.action.declineName', values: { requestNo: request.requestNo } })}>
              {t('quoteManagement.action.decline')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Box>
  );
});

function Field({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <Box gridColumn={wide ? { md: 'span 2' } : undefined}>
      <Text as="dt" color="fg.muted">{label}</Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}
