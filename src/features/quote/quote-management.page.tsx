/**
 * Quote Management (/quote-management, the forwarder's user menu): the shippers' custom quote
 * requests the forwarder can answer (open ones, newest first) and those it answered, filtered by
 * status and searched, with Answer (priced charge rows) and Decline (a reason). Two machines run here:
 * the paged list (machines/quote-management.list.ts) and the answer machine; their connect decides,
 * this page renders and wires the answer machine's outcomes to the list. A shipper who opens it is
 * sent on to My Request (docs/decisions/216): their own requests are not theirs to answer.
 */
import { Box, Button, chakra, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { connectQuoteManagement } from '../../../machines/quote-management.connect';
import {
  answersReachList,
  QUOTE_REQUEST_LIST_INITIAL,
  QUOTE_REQUEST_LIST_SPEC,
  quoteRequestListMachine,
} from '../../../machines/quote-management.list';
import { quoteManagementMachine, type QuoteRequest } from '../../../machines/quote-management.machine';
import type { CurrentUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { ForwarderPage } from '../../app/forwarder-page';
import { useListAddress } from '../../app/use-list-address';
import { TextField } from '../../components/form/text-field';
import { MessageAlert } from '../../components/message-alert';
import { Pager, pagerCss } from './components/pager';
import { AnswerDialog } from './quote-management/answer-dialog';
import { DeclineDialog } from './quote-management/decline-dialog';
import { RequestCard } from './quote-management/request-card';

export function QuoteManagementPage() {
  return <ForwarderPage page="quoteManagement">{(role) => <QuoteManagement role={role} />}</ForwarderPage>;
}

function QuoteManagement({ role }: { role: CurrentUser['role'] }) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const { loadPage, answerQuoteRequest, declineQuoteRequest } = useAppActors().quoteManagement;
  const location = useLocation();

  const listMachine = useMemo(() => quoteRequestListMachine.provide({ actors: { loadPage } }), [loadPage]);
  const listActor = useActorRef(listMachine, { input: { spec: QUOTE_REQUEST_LIST_SPEC, initial: QUOTE_REQUEST_LIST_INITIAL, url: location.search } });
  useListAddress(listActor, QUOTE_REQUEST_LIST_SPEC);
  const answerMachine = useMemo(
    () => quoteManagementMachine.provide({ actors: { answerQuoteRequest, declineQuoteRequest }, actions: answersReachList(listActor) }),
    [answerQuoteRequest, declineQuoteRequest, listActor],
  );
  const answerActor = useActorRef(answerMachine, { input: { role } });
  const view = connectQuoteManagement(useSelector(listActor, (s) => s), listActor.send, useSelector(answerActor, (s) => s), answerActor.send);

  // The focus returns to the button that opened a dialog, or to the search when that card has gone.
  const lastOpener = useRef<string | null>(null);
  const finalFocus = useCallback(
    () => (lastOpener.current ? document.getElementById(lastOpener.current) : null) ?? document.getElementById('qm-search'),
    [],
  );
  const onAnswer = (request: QuoteRequest) => {
    lastOpener.current = `qm-answer-${request.id}`;
    view.openAnswer(request);
  };
  const onDecline = (request: QuoteRequest) => {
    lastOpener.current = `qm-decline-${request.id}`;
    view.openDecline(request);
  };

  return (
    <Stack gap="6" css={pagerCss}>
      <Heading as="h1" size="xl">
        {t('shell.route.quoteManagement')}
      </Heading>
      <Text>{t('quoteManagement.intro')}</Text>

      <Flex gap="4" wrap="wrap" align="flex-end">
        <Box flex="1 1 16rem">
          <TextField id="qm-search" type="search" label={t('quoteManagement.search.label')} hint={t('quoteManagement.search.hint')} value={view.search} onValueChange={view.setSearch} autoComplete="off" />
        </Box>
        <Box flex="0 1 14rem" display="flex" flexDirection="column" gap="1.5">
          <chakra.label htmlFor="qm-status" textStyle="sm" fontWeight="medium">
            {t('quoteManagement.filter.status')}
          </chakra.label>
          <chakra.select id="qm-status" value={view.statusFilter} onChange={(e) => view.setStatusFilter(e.currentTarget.value)} h="10" px="3" borderWidth="1px" rounded="l2" bg="bg">
            <option value="">{t('quoteManagement.filter.any')}</option>
            {view.statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </chakra.select>
        </Box>
      </Flex>

      {view.notice ? (
        <MessageAlert status="success">{t(view.notice.id, view.notice.values)}</MessageAlert>
      ) : null}

      {view.status === 'loading' && view.rows.length === 0 ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="md" />
          <Text>{t('quoteManagement.list.loading')}</Text>
        </HStack>
      ) : null}

      {view.status === 'failed' && view.failureMessage ? (
        <MessageAlert status="error">
          <Stack gap="3" align="start">
            <Text>{t(view.failureMessage)}</Text>
            <Button size="sm" onClick={view.retry}>
              {t('quoteManagement.list.retry')}
            </Button>
          </Stack>
        </MessageAlert>
      ) : null}

      {view.noRequests ? <Text role="status">{t('quoteManagement.list.empty')}</Text> : null}
      {view.noMatch ? (
        <Stack gap="3" align="start" role="status">
          <Text>{t('quoteManagement.list.noMatch')}</Text>
          <HStack gap="3" wrap="wrap">
            {view.hasFilters ? (
              <Button size="sm" variant="outline" onClick={view.clearFilters}>
                {t('quoteManagement.list.clearFilters')}
              </Button>
            ) : null}
            {view.searching ? (
              <Button size="sm" variant="outline" onClick={() => view.setSearch('')}>
                {t('quoteManagement.list.clearSearch')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ) : null}

      {view.range ? (
        <Stack gap="4">
          <Text role="status" textStyle="sm" color="fg.muted">
            {t(view.isRefreshing ? 'quoteManagement.list.refreshing' : 'quoteManagement.list.count', view.range)}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('quoteManagement.list.label')}>
            {view.cards.map((card) => (
              <li key={card.request.id}>
                <RequestCard card={card} onAnswer={onAnswer} onDecline={onDecline} />
              </li>
            ))}
          </Stack>
          <Pager
            label={t('quoteManagement.pager.label')}
            previousLabel={t('quoteManagement.pager.previous')}
            nextLabel={t('quoteManagement.pager.next')}
            status={t('quoteManagement.pager.status', { page: view.page, pages: view.pageCount })}
            previousPage={view.canPrevious ? view.page - 1 : null}
            nextPage={view.canNext ? view.page + 1 : null}
            onPage={view.goTo}
            disabled={view.isRefreshing}
          />
        </Stack>
      ) : null}

      <AnswerDialog view={view} finalFocus={finalFocus} />
      <DeclineDialog view={view} finalFocus={finalFocus} />
    </Stack>
  );
}
