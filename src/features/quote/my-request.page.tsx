/**
 * My Request (/my-request, the shipper's user menu): the custom quotes the shipper's company asked
 * for, newest first, a page at a time, with each request's status, lane, date and the forwarder's
 * answer when there is one. The my-request machine decides, its connect says what to show; this page
 * renders.
 */
import { Badge, Box, Field, Flex, Heading, HStack, NativeSelect, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { myRequestMachine, type QuoteRequest, type StatusFilter } from '../../../machines/my-request.machine';
import { connectMyRequest, type RequestCardView } from '../../../machines/my-request.connect';
import { useAppActors } from '../../app/app-services';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { useLaneText } from './components/lane-text';
import { ButtonLink } from './components/in-app-link';
import { MessageAlert } from '../../components/message-alert';
import { Pager, pagerCss } from './components/pager';

const STATUS_PALETTE: Record<QuoteRequest['status'], string> = { OPEN: 'orange', ANSWERED: 'green', CLOSED: 'gray' };

export function MyRequestPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { listQuoteRequests } = useAppActors().quoteResult;
  const [snapshot, send] = useMachine(myRequestMachine.provide({ actors: { listQuoteRequests } }));
  const view = connectMyRequest(snapshot, send);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('shell.route.myRequest')}
      </Heading>
      <Text>{t('myRequest.intro')}</Text>

      <Field.Root width="auto" maxW="xs">
        <Field.Label>{t('myRequest.status.label')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field name="status" value={view.status} onChange={(e) => view.setStatus(e.currentTarget.value as StatusFilter)}>
            {view.statusOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {view.loading ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="md" />
          <Text>{t('myRequest.loading')}</Text>
        </HStack>
      ) : null}

      {view.failureMessage ? (
        <MessageAlert status="error">
          <Stack gap="3" align="start">
            <Text>{t(view.failureMessage)}</Text>
            {view.canRetry ? (
              <Button size="sm" onClick={view.retry}>
                {t('myRequest.retry')}
              </Button>
            ) : null}
          </Stack>
        </MessageAlert>
      ) : null}

      {view.emptyMessage ? (
        view.emptyActionPath ? (
          <Stack gap="3" align="start" role="status">
            <Text>{t(view.emptyMessage)}</Text>
            <ButtonLink to={view.emptyActionPath} size="sm">
              {t('myRequest.emptyAction')}
            </ButtonLink>
          </Stack>
        ) : (
          <Text role="status">{t(view.emptyMessage)}</Text>
        )
      ) : null}

      {view.showList ? (
        <Stack gap="4" css={pagerCss}>
          <Text role="status" textStyle="sm" color="fg.muted">
            {t('myRequest.count', { from: view.from, to: view.to, total: view.total })}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('myRequest.list.label')}>
            {view.requests.map((card) => (
              <li key={card.request.id}>
                <RequestCard card={card} />
              </li>
            ))}
          </Stack>
          <Pager
            label={t('myRequest.pager.label')}
            previousLabel={t('myRequest.pager.previous')}
            nextLabel={t('myRequest.pager.next')}
            status={t('myRequest.pager.status', { page: view.pageNumber, pages: view.pages })}
            previousPage={view.previousPage}
            nextPage={view.nextPage}
            onPage={view.goToPage}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

const RequestCard = memo(function RequestCard({ card }: { card: RequestCardView }) {
  const { request } = card;
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const laneText = useLaneText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { answer } = request;
  const titleId = `request-${request.id}-title`;
  const days = answer
    ? answer.transitDays.min === answer.transitDays.max
      ? t('quoteResult.card.days', { days: answer.transitDays.min })
      : t('quoteResult.card.dayRange', { min: answer.transitDays.min, max: answer.transitDays.max })
    : '';

  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {request.requestNo}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[request.status]}>{t(card.statusLabel)}</Badge>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="2" mt="3" textStyle="sm">
        <div>
          <Text as="dt" color="fg.muted">{t('myRequest.field.lane')}</Text>
          <Text as="dd">
            {laneText(card.lane)}
          </Text>
        </div>
        <div>
          <Text as="dt" color="fg.muted">{t('myRequest.field.date')}</Text>
          <Text as="dd">{formatDate(request.createdAt)}</Text>
        </div>
        <div>
          <Text as="dt" color="fg.muted">{t('myRequest.field.requestedBy')}</Text>
          <Text as="dd">{request.requestedBy.name}</Text>
        </div>
        {request.notes ? (
          <Box gridColumn={{ md: '1 / -1' }}>
            <Text as="dt" color="fg.muted">{t('myRequest.field.notes')}</Text>
            <Text as="dd" whiteSpace="pre-wrap">{request.notes}</Text>
          </Box>
        ) : null}
      </Box>
      {card.declines.length ? (
        <Box as="section" aria-labelledby={`${titleId}-declines`} mt="3" borderTopWidth="1px" pt="3">
          <Text as="h3" id={`${titleId}-declines`} fontWeight="semibold" textStyle="sm">
            {t('myRequest.declines.title', { count: card.declines.length })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('myRequest.declines.stillOpen')}
          </Text>
          <Stack as="ul" gap="2" mt="2" listStyleType="none" textStyle="sm">
            {card.declines.map((decline) => (
              <li key={decline.forwarderCompanyId}>
                <Text fontWeight="medium">
                  {t('myRequest.declines.by', { forwarder: decline.forwarderName, date: formatDate(decline.declinedAt) })}
                </Text>
                <Text whiteSpace="pre-wrap">{decline.reason}</Text>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Box as="section" aria-labelledby={`${titleId}-answer`} mt="3" borderTopWidth="1px" pt="3">
        <Text as="h3" id={`${titleId}-answer`} fontWeight="semibold" textStyle="sm">
          {t('myRequest.field.answer')}
        </Text>
        {answer ? (
          <>
            <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="2" mt="2" textStyle="sm">
              <div>
                <Text as="dt" color="fg.muted">{t('myRequest.answer.forwarder')}</Text>
                <Text as="dd">{answer.forwarderName}</Text>
              </div>
              <div>
                <Text as="dt" color="fg.muted">{t('myRequest.answer.total')}</Text>
                <Text as="dd" fontWeight="semibold">{formatMoney(answer.total, answer.currency, locale)}</Text>
              </div>
              <div>
                <Text as="dt" color="fg.muted">{t('myRequest.answer.transit')}</Text>
                <Text as="dd">{days}</Text>
              </div>
              <div>
                <Text as="dt" color="fg.muted">{t('myRequest.answer.validUntil')}</Text>
                <Text as="dd">{formatDate(answer.validUntil)}</Text>
              </div>
              {answer.note ? (
                <Box gridColumn={{ md: '1 / -1' }}>
                  <Text as="dt" color="fg.muted">{t('myRequest.answer.note')}</Text>
                  <Text as="dd" whiteSpace="pre-wrap">{answer.note}</Text>
                </Box>
              ) : null}
            </Box>
            {card.bookPath ? (
              <Box mt="3">
                <ButtonLink to={card.bookPath} size="sm">
                  {t('myRequest.answer.book')}
                </ButtonLink>
              </Box>
            ) : null}
            {card.expiredMessage ? (
              <Text textStyle="sm" mt="2" color="fg.error">
                {t(card.expiredMessage)}
              </Text>
            ) : null}
          </>
        ) : (
          <Text textStyle="sm" mt="1">
            {t('myRequest.answer.none')}
          </Text>
        )}
      </Box>
    </Box>
  );
});
