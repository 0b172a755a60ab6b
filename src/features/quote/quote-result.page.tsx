/**
 * Quote Result (/quote-result?q=...): the search lives in the URL, so the page can be reloaded and
 * shared. The quote-result machine decides everything; this page renders its state and sends what
 * the user does. A new `q` (another search) starts a new machine.
 */
import { Box, Heading, HStack, Spinner, Stack, Text, Button, Drawer, Portal, CloseButton } from '@chakra-ui/react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { QUOTE_SEARCH_PARAM } from '../../../machines/quote-search/quote-search.codec';
import { quoteResultMachine, type Role } from '../../../machines/quote-result.machine';
import {
  connectCustomQuoteRequest,
  connectQuoteFilters,
  connectQuoteList,
  connectQuoteResult,
} from '../../../machines/quote-result.connect';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { selectUser } from '../../../machines/session.machine';
import { ButtonLink } from './components/in-app-link';
import { MessageAlert } from '../../components/message-alert';
import { CustomQuoteRequest } from './quote-result/custom-quote-request';
import { QuoteFiltersPanel } from './quote-result/quote-filters';
import { QuoteList } from './quote-result/quote-list';
import { resultsCss } from './quote-result/results-css';
import { BACKDROP, DRAWER_CONTENT, DRAWER_POSITIONER } from '../../components/dialog-layout';
import { SearchSummary } from './quote-result/search-summary';

export function QuoteResultPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const q = params.get(QUOTE_SEARCH_PARAM);
  const user = useSessionSelector(selectUser);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.quoteResult' })}
      </Heading>
      {/* Who may book depends on the role: wait for the user record. */}
      {user ? <QuoteResult key={`${user.id}:${q ?? ''}`} q={q} role={user.role} /> : <Spinner size="md" aria-label={intl.formatMessage({ id: 'quoteResult.loading' })} />}
    </Stack>
  );
}

type QuoteResultActor = ActorRefFrom<typeof quoteResultMachine>;

/**
 * The page subscribes to the machine part by part, each part to its own connect: a sort or filter
 * change re-renders only the list and the filters, never the frame around them (decision 086).
 */
function QuoteResult({ q, role }: { q: string | null; role: Role }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { searchQuotes, requestCustomQuote } = useAppActors().quoteResult;
  const machine = useMemo(() => quoteResultMachine.provide({ actors: { searchQuotes, requestCustomQuote } }), [searchQuotes, requestCustomQuote]);
  const actorRef = useActorRef(machine, { input: { q, role } });
  const view = useSelector(actorRef, (s) => connectQuoteResult(s, actorRef.send), shallowEqual);
  const { phase, search, editSearchPath } = view;

  if (phase === 'invalidLink' || !search) {
    return (
      <MessageAlert status="warning" title={t('quoteResult.invalidLink.title')}>
        <Stack gap="3" align="start">
          <Text>{t('quoteResult.invalidLink.body')}</Text>
          <ButtonLink to={view.findQuotePath} size="sm">
            {t('quoteResult.invalidLink.action')}
          </ButtonLink>
        </Stack>
      </MessageAlert>
    );
  }

  return (
    <Stack gap="3">
      <SearchSummary search={search} cargo={view.cargo} chargeBasis={view.chargeBasis} localNames={view.localNames} editPath={editSearchPath} />
      {view.viewerNotice ? <MessageAlert status="info">{t(view.viewerNotice)}</MessageAlert> : null}

      {phase === 'searching' ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="md" />
          <Text>{t('quoteResult.loading')}</Text>
        </HStack>
      ) : null}

      {view.failureMessage ? (
        <MessageAlert status="error">
          <Stack gap="3" align="start">
            <Text>{t(view.failureMessage)}</Text>
            {view.failureDetail ? <Text textStyle="sm">{t('quoteResult.failure.detail', { detail: view.failureDetail })}</Text> : null}
            <HStack gap="3">
              {view.canRetry ? (
                <Button size="sm" onClick={view.retry}>
                  {t('quoteResult.retry')}
                </Button>
              ) : null}
              <ButtonLink to={editSearchPath} size="sm" variant="outline">
                {t('quoteResult.summary.edit')}
              </ButtonLink>
            </HStack>
          </Stack>
        </MessageAlert>
      ) : null}

      {phase === 'quotes' ? <ResultsArea actorRef={actorRef} /> : null}

      {phase === 'noResult' ? (
        <Box as="section" aria-labelledby="no-result-heading" role="status">
          <Heading as="h2" size="md" id="no-result-heading" mb="2">
            {t('quoteResult.noResult.title')}
          </Heading>
          <Stack gap="2" align="start">
            <Text>{t('quoteResult.noResult.body')}</Text>
            {view.noResultReasonMessage ? <Text color="fg.muted">{t(view.noResultReasonMessage)}</Text> : null}
            <ButtonLink to={editSearchPath} size="sm" variant="outline">
              {t('quoteResult.summary.edit')}
            </ButtonLink>
          </Stack>
        </Box>
      ) : null}

      {view.customRequestOpen ? <CustomRequestArea actorRef={actorRef} /> : null}
    </Stack>
  );
}

/** The filters and the list, side by side; rendered once, each part follows its own slice of the machine. */
const ResultsArea = memo(function ResultsArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const phone = usePhoneLayout();
  return (
    <Box css={resultsCss}>
      {phone ? <FiltersDrawer actorRef={actorRef} /> : <FiltersArea actorRef={actorRef} />}
      <ListArea actorRef={actorRef} />
    </Box>
  );
});

// Below Chakra's lg breakpoint the filters move into a drawer, so the first quote is above the fold.
const PHONE_QUERY = '(max-width: 63.99em)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}

function FiltersDrawer({ actorRef }: { actorRef: QuoteResultActor }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" alignSelf="start">
          {t('quoteResult.filters.open')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop {...BACKDROP} />
        <Drawer.Positioner {...DRAWER_POSITIONER}>
          <Drawer.Content {...DRAWER_CONTENT} css={{ ...resultsCss, display: 'flex', gridTemplateColumns: 'none' }}>
            {/* Names the dialog; the panel inside shows the same heading. */}
            <Drawer.Header srOnly>
              <Drawer.Title>{t('quoteResult.filters.heading')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FiltersArea actorRef={actorRef} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button onClick={() => setOpen(false)}>{t('quoteResult.filters.close')}</Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" position="absolute" top="2" insetEnd="2" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function FiltersArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const filters = useSelector(actorRef, (s) => connectQuoteFilters(s, actorRef.send), shallowEqual);
  return <QuoteFiltersPanel {...filters} />;
}

function ListArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const list = useSelector(actorRef, (s) => connectQuoteList(s, actorRef.send), shallowEqual);
  return <QuoteList {...list} />;
}

function CustomRequestArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const request = useSelector(actorRef, (s) => connectCustomQuoteRequest(s, actorRef.send), shallowEqual);
  return <CustomQuoteRequest {...request} />;
}
