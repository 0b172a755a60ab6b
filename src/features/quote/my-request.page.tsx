/**
 * My Request (/my-request, the shipper's user menu): the custom quotes the shipper's company asked
 * for, newest first, a page at a time, with each request's status, lane, date and the forwarder's
 * answer when there is one. The my-request machine decides; this page renders.
 */
import { Badge, Box, Field, Flex, Heading, HStack, NativeSelect, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { memo, useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  answerState,
  myRequestMachine,
  pageCountOf,
  REQUESTS_PER_PAGE,
  STATUS_FILTERS,
  type QuoteRequest,
  type StatusFilter,
} from '../../../machines/my-request.machine';
import { useAppActors } from '../../app/app-services';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { ButtonLink } from './quote-result/in-app-link';
import { PageAlert } from './quote-result/page-alert';
import { Pager, pagerCss } from './quote-result/pager';
import { bookingPath } from './quote-result/quote-card';

const STATUS_PALETTE: Record<QuoteRequest['status'], string> = { OPEN: 'orange', ANSWERED: 'green', CLOSED: 'gray' };

export function MyRequestPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { listQuoteRequests } = useAppActors().quoteResult;
  const [state, send] = useMachine(myRequestMachine.provide({ actors: { listQuoteRequests } }), { input: {} });
  const { pageNumber, status, list, total, failure, today } = state.context;
  const loading = state.matches('loading') || state.matches('checking');
  const pages = pageCountOf(total);
  const onPage = useCallback((page: number) => send({ type: 'GO_TO_PAGE', pageNumber: page }), [send]);
  const from = total === 0 ? 0 : pageNumber * REQUESTS_PER_PAGE + 1;
  const to = Math.min(total, from + list.length - 1);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('shell.route.myRequest')}
      </Heading>
      <Text>{t('myRequest.intro')}</Text>

      <Field.Root width="auto" maxW="xs">
        <Field.Label>{t('myRequest.status.label')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field name="status" value={status} onChange={(e) => send({ type: 'SET_STATUS', status: e.currentTarget.value as StatusFilter })}>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`myRequest.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {loading ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="md" />
          <Text>{t('myRequest.loading')}</Text>
        </HStack>
      ) : null}

      {state.matches('failed') && failure ? (
        <PageAlert status="error">
          <Stack gap="3" align="start">
            <Text>{t(`myRequest.failure.${failure}`)}</Text>
            <Button size="sm" onClick={() => send({ type: 'RETRY' })}>
              {t('myRequest.retry')}
            </Button>
          </Stack>
        </PageAlert>
      ) : null}

      {state.matches('ready') && total === 0 ? (
        status === 'ALL' ? (
          <Stack gap="3" align="start" role="status">
            <Text>{t('myRequest.empty')}</Text>
            <ButtonLink to="/quote" size="sm">
              {t('myRequest.emptyAction')}
            </ButtonLink>
          </Stack>
        ) : (
          <Text role="status">{t('myRequest.emptyFiltered')}</Text>
        )
      ) : null}

      {state.matches('ready') && total > 0 ? (
        <Stack gap="4" css={pagerCss}>
          <Text role="status" textStyle="sm" color="fg.muted">
            {t('myRequest.count', { from, to, total })}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('myRequest.list.label')}>
            {list.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} today={today} />
              </li>
            ))}
          </Stack>
          <Pager
            label={t('myRequest.pager.label')}
            previousLabel={t('myRequest.pager.previous')}
            nextLabel={t('myRequest.pager.next')}
            status={t('myRequest.pager.status', { page: pageNumber + 1, pages })}
            page={pageNumber}
            pages={pages}
            onPage={onPage}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

const RequestCard = memo(function RequestCard({ request, today }: { request: QuoteRequest; today: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
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
        <Badge colorPalette={STATUS_PALETTE[request.status]}>{t(`myRequest.status.${request.status}`)}</Badge>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="2" mt="3" textStyle="sm">
        <div>
          <Text as="dt" color="fg.muted">{t('myRequest.field.lane')}</Text>
          <Text as="dd">{request.summary}</Text>
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
            {answerState(request, today) === 'bookable' ? (
              <Box mt="3">
                <ButtonLink to={bookingPath(answer.quoteId)} size="sm">
                  {t('myRequest.answer.book')}
                </ButtonLink>
              </Box>
            ) : null}
            {answerState(request, today) === 'expired' ? (
              <Text textStyle="sm" mt="2" color="fg.error">
                {t('myRequest.answer.expired')}
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
