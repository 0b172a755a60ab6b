/**
 * Quote Result (/quote-result?q=...): the search lives in the URL, so the page can be reloaded and
 * shared. The quote-result machine decides everything; this page renders its state and sends what
 * the user does. A new `q` (another search) starts a new machine.
 */
import { Box, Heading, HStack, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { QUOTE_SEARCH_PARAM } from '../../../machines/quote-search-codec';
import {
  hasActiveFilters,
  pageCount,
  pageOf,
  quoteResultMachine,
  viewOf,
  type Facet,
  type FilterField,
  type QuoteView,
  type SortKey,
} from '../../../machines/quote-result.machine';
import { useAppActors } from '../../app/app-services';
import { CustomQuoteRequest } from './quote-result/custom-quote-request';
import { ButtonLink } from './quote-result/in-app-link';
import { PageAlert } from './quote-result/page-alert';
import { QuoteFiltersPanel } from './quote-result/quote-filters';
import { QuoteList } from './quote-result/quote-list';
import { resultsCss } from './quote-result/results-css';
import { SearchSummary } from './quote-result/search-summary';

/** Find Quote with the same search in its URL, so the form opens filled in. */
const editSearchPath = (q: string) => `/quote?${QUOTE_SEARCH_PARAM}=${q}`;

export function QuoteResultPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const q = params.get(QUOTE_SEARCH_PARAM);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.quoteResult' })}
      </Heading>
      <QuoteResult key={q ?? ''} q={q} />
    </Stack>
  );
}

type QuoteResultActor = ActorRefFrom<typeof quoteResultMachine>;
type Snapshot = SnapshotFrom<typeof quoteResultMachine>;

/** Where the page is, as one value, so the page re-renders only when that changes. */
function phaseOf(s: Snapshot): 'invalidLink' | 'searching' | 'failed' | 'quotes' | 'noResult' {
  if (s.matches('invalidLink') || s.matches('checkingLink')) return 'invalidLink';
  if (s.matches('searching')) return 'searching';
  if (s.matches('failed')) return 'failed';
  return s.matches({ loaded: { list: 'noResult' } }) ? 'noResult' : 'quotes';
}

/**
 * The page subscribes to the machine part by part (useSelector): a sort or filter change re-renders
 * only the list and the filters, never the frame around them (decision 086).
 */
function QuoteResult({ q }: { q: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { searchQuotes, requestCustomQuote } = useAppActors().quoteResult;
  const machine = useMemo(() => quoteResultMachine.provide({ actors: { searchQuotes, requestCustomQuote } }), [searchQuotes, requestCustomQuote]);
  const actorRef = useActorRef(machine, { input: { q } });
  const phase = useSelector(actorRef, phaseOf);
  const search = useSelector(actorRef, (s) => s.context.search);
  const cargo = useSelector(actorRef, (s) => s.context.result?.cargoSummary ?? null);
  const failure = useSelector(actorRef, (s) => s.context.failure);
  const noResultReason = useSelector(actorRef, (s) => s.context.result?.noResultReason ?? null);
  const retry = useCallback(() => actorRef.send({ type: 'RETRY' }), [actorRef]);

  if (phase === 'invalidLink' || !search || !q) {
    return (
      <PageAlert status="warning" title={t('quoteResult.invalidLink.title')}>
        <Stack gap="3" align="start">
          <Text>{t('quoteResult.invalidLink.body')}</Text>
          <ButtonLink to="/quote" size="sm">
            {t('quoteResult.invalidLink.action')}
          </ButtonLink>
        </Stack>
      </PageAlert>
    );
  }

  const editPath = editSearchPath(q);

  return (
    <Stack gap="6">
      <SearchSummary search={search} cargo={cargo} editPath={editPath} />

      {phase === 'searching' ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="md" />
          <Text>{t('quoteResult.loading')}</Text>
        </HStack>
      ) : null}

      {phase === 'failed' && failure ? (
        <PageAlert status="error">
          <Stack gap="3" align="start">
            <Text>{t(`quoteResult.failure.${failure.kind}`)}</Text>
            {failure.kind === 'invalidSearch' && failure.detail ? <Text textStyle="sm">{t('quoteResult.failure.detail', { detail: failure.detail })}</Text> : null}
            <HStack gap="3">
              {failure.kind !== 'readyDatePassed' && failure.kind !== 'invalidSearch' ? (
                <Button size="sm" onClick={retry}>
                  {t('quoteResult.retry')}
                </Button>
              ) : null}
              <ButtonLink to={editPath} size="sm" variant="outline">
                {t('quoteResult.summary.edit')}
              </ButtonLink>
            </HStack>
          </Stack>
        </PageAlert>
      ) : null}

      {phase === 'quotes' ? <ResultsArea actorRef={actorRef} /> : null}

      {phase === 'noResult' ? (
        <Box as="section" aria-labelledby="no-result-heading" role="status">
          <Heading as="h2" size="md" id="no-result-heading" mb="2">
            {t('quoteResult.noResult.title')}
          </Heading>
          <Stack gap="2" align="start">
            <Text>{t('quoteResult.noResult.body')}</Text>
            {noResultReason ? <Text color="fg.muted">{t(`quoteResult.noResult.reason.${noResultReason}`)}</Text> : null}
            <ButtonLink to={editPath} size="sm" variant="outline">
              {t('quoteResult.summary.edit')}
            </ButtonLink>
          </Stack>
        </Box>
      ) : null}

      {phase === 'quotes' || phase === 'noResult' ? <CustomRequestArea actorRef={actorRef} prominent={phase === 'noResult'} /> : null}
    </Stack>
  );
}

function useHandlers(actorRef: QuoteResultActor) {
  return useMemo(
    () => ({
      view: (view: QuoteView) => actorRef.send({ type: 'SHOW_VIEW', view }),
      sort: (sort: SortKey) => actorRef.send({ type: 'SET_SORT', sort }),
      page: (page: number) => actorRef.send({ type: 'GO_TO_PAGE', page }),
      toggleCharges: (quoteId: string) => actorRef.send({ type: 'TOGGLE_CHARGES', quoteId }),
      toggleFilter: (facet: Facet, value: string) => actorRef.send({ type: 'TOGGLE_FILTER', facet, value }),
      editFilter: (field: FilterField, value: string) => actorRef.send({ type: 'EDIT_FILTER', field, value }),
      clearFilters: () => actorRef.send({ type: 'CLEAR_FILTERS' }),
      notes: (value: string) => actorRef.send({ type: 'EDIT_NOTES', value }),
      request: () => actorRef.send({ type: 'REQUEST_CUSTOM_QUOTE' }),
    }),
    [actorRef],
  );
}

/** The filters and the list, side by side; rendered once, each part follows its own slice of the machine. */
const ResultsArea = memo(function ResultsArea({ actorRef }: { actorRef: QuoteResultActor }) {
  return (
    <Box css={resultsCss}>
      <FiltersArea actorRef={actorRef} />
      <ListArea actorRef={actorRef} />
    </Box>
  );
});

function FiltersArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const handlers = useHandlers(actorRef);
  const facets = useSelector(actorRef, (s) => s.context.facets);
  const filters = useSelector(actorRef, (s) => s.context.filters);
  const errors = useSelector(actorRef, (s) => s.context.filterErrors);
  return (
    <QuoteFiltersPanel
      facets={facets}
      filters={filters}
      errors={errors}
      onToggle={handlers.toggleFilter}
      onEdit={handlers.editFilter}
      onClear={handlers.clearFilters}
    />
  );
}

function ListArea({ actorRef }: { actorRef: QuoteResultActor }) {
  const handlers = useHandlers(actorRef);
  const sort = useSelector(actorRef, (s) => s.context.sort);
  const visible = useSelector(actorRef, (s) => s.context.visible);
  const page = useSelector(actorRef, (s) => s.context.page);
  const all = useSelector(actorRef, (s) => s.context.ranked.length);
  const filtered = useSelector(actorRef, (s) => hasActiveFilters(s.context.filters));
  const expanded = useSelector(actorRef, (s) => s.context.expanded);
  const pageItems = useMemo(() => pageOf({ visible, page }), [visible, page]);
  return (
    <QuoteList
      view={viewOf(sort)}
      sort={sort}
      pageItems={pageItems}
      page={page}
      pages={pageCount({ visible })}
      shown={visible.length}
      all={all}
      filtered={filtered}
      expanded={expanded}
      onView={handlers.view}
      onSort={handlers.sort}
      onPage={handlers.page}
      onToggleCharges={handlers.toggleCharges}
      onClearFilters={handlers.clearFilters}
    />
  );
}

function CustomRequestArea({ actorRef, prominent }: { actorRef: QuoteResultActor; prominent: boolean }) {
  const handlers = useHandlers(actorRef);
  const notes = useSelector(actorRef, (s) => s.context.notes);
  const notesTooLong = useSelector(actorRef, (s) => s.context.notesError === 'tooLong');
  const submitting = useSelector(actorRef, (s) => s.matches({ loaded: { customRequest: 'submitting' } }));
  const sent = useSelector(actorRef, (s) => s.context.sentRequest);
  const failure = useSelector(actorRef, (s) => s.context.requestFailure);
  return (
    <CustomQuoteRequest
      prominent={prominent}
      notes={notes}
      notesTooLong={notesTooLong}
      submitting={submitting}
      sent={sent}
      failure={failure}
      onNotes={handlers.notes}
      onSubmit={handlers.request}
    />
  );
}
