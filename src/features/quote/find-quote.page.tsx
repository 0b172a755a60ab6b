/**
 * Find Quote (routes "" / "quote" under "" and "find-quote"): locations, mode and cargo load,
 * customs and additional services, search. The quote-search machine decides; this page renders its
 * connect and calls its functions. The draft is saved per user on every change (a reload or a forced
 * re-login loses nothing); `?q=` (edit search from the results) loads a search into the form.
 */
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { Box, Button, Card, Grid, Heading, HStack, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { connectQuoteSearch } from '../../../machines/quote-search/quote-search.connect';
import { quoteSearchMachine } from '../../../machines/quote-search/quote-search.machine';
import { QUOTE_SEARCH_PARAM, quoteResultPath } from '../../../machines/quote-search/quote-search.codec';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { usePersistedMachine } from '../../app/use-persisted-machine';
import { MessageAlert } from '../../components/message-alert';
import { CargoFields, ModeField } from './find-quote/cargo-fields';
import { CustomsFields, FbaPackingFields, ServicesFields } from './find-quote/customs-services-fields';
import { FindQuoteProvider, useFindQuote, useFindQuoteNow, useT } from './find-quote/find-quote-actor';
import { LocationFields } from './find-quote/location-fields';

/** Bump when the draft's shape changes: an older saved draft is then dropped rather than misread. */
const DRAFT_VERSION = 2;

export function FindQuotePage() {
  const t = useT();
  const user = useSessionSelector(selectUser);
  return (
    <VStack align="stretch" gap="6" maxW="6xl" mx="auto">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('shell.route.quote')}
        </Heading>
        <Text color="fg.muted">{t('findQuote.intro')}</Text>
      </Stack>
      {user ? (
        // Keyed by user: another user signing in on this browser gets their own draft.
        <FindQuoteForm key={user.id} userId={user.id} />
      ) : (
        <Loading id="findQuote.loadingDraft" />
      )}
    </VStack>
  );
}

function FindQuoteForm({ userId }: { userId: string }) {
  const actors = useAppActors().quoteSearch;
  const machine = useMemo(() => quoteSearchMachine.provide({ actors }), [actors]);
  const actor = usePersistedMachine(machine, { key: `find-quote:${userId}`, version: DRAFT_VERSION });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const encoded = params.get(QUOTE_SEARCH_PARAM);

  useEffect(() => {
    // A restored draft may have been saved with its list open or a search pending.
    connectQuoteSearch(actor.getSnapshot(), actor.send).closeLookup();
  }, [actor]);

  useEffect(() => {
    if (encoded === null) return;
    connectQuoteSearch(actor.getSnapshot(), actor.send).prefillFromLink(encoded);
    // The link has done its job: a reload now shows the draft as edited, not the link again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUOTE_SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [encoded, actor, setParams]);

  useEffect(() => {
    const subscription = actor.on('search', (event) => {
      void navigate(quoteResultPath(event.search));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  // Until the link is read and dropped from the address, the form would show the draft it replaces.
  if (encoded !== null) return <Loading id="findQuote.prefill.opening" />;
  return (
    <FindQuoteProvider actor={actor}>
      <SearchForm />
    </FindQuoteProvider>
  );
}

function Loading({ id }: { id: string }) {
  const t = useT();
  return (
    <HStack role="status" gap="2">
      <Spinner size="sm" />
      <Text>{t(id)}</Text>
    </HStack>
  );
}

/** After a refused submit, focus goes to the first field marked invalid (never while typing). */
function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>) {
  const pending = useRef(false);
  const errors = useFindQuote((v) => v.errors, Object.is);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}

function SearchForm() {
  const t = useT();
  const now = useFindQuoteNow();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { invalid, prefillFailed, fbaPacking, confirmingReset } = useFindQuote((v) => ({
    invalid: v.invalid,
    prefillFailed: v.prefillFailed,
    fbaPacking: v.options().fbaPacking,
    confirmingReset: v.confirmingReset,
  }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('findQuote.form.label')}
      onSubmit={(e) => {
        e.preventDefault();
        focusFirstError();
        now().submit();
      }}
    >
      <Stack gap="6">
        {prefillFailed ? (
          <MessageAlert status="warning" urgent>
            {t('findQuote.prefill.failed')}
          </MessageAlert>
        ) : null}

        <Card.Root as="section" aria-labelledby="fq-route-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="fq-route-heading">
              {t('findQuote.route.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            {/* Mode first: it decides whether the ends are ports or airports (docs/decisions/166). */}
            <Stack gap="6">
              <ModeField />
              <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8">
                <LocationFields end="origin" />
                <LocationFields end="destination" />
              </Grid>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="fq-cargo-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="fq-cargo-heading">
              {t('findQuote.cargo.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <CargoFields />
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="fq-services-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="fq-services-heading">
              {t('findQuote.services.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8">
              <CustomsFields />
              <Stack gap="8">
                <ServicesFields />
                {fbaPacking ? <FbaPackingFields /> : null}
              </Stack>
            </Grid>
          </Card.Body>
        </Card.Root>

        {invalid ? (
          <MessageAlert status="error">{t('findQuote.form.invalid')}</MessageAlert>
        ) : null}

        {/* Stays in view at the bottom of the window: the search can be started without scrolling. */}
        <HStack
          gap="4"
          wrap="wrap"
          justify="space-between"
          position="sticky"
          bottom="0"
          zIndex="sticky"
          bg="bg"
          py="3"
          borderTopWidth="1px"
          borderColor="border"
        >
          <HStack gap="3" wrap="wrap">
            <Button type="submit" size="lg">
              {t('findQuote.submit')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {t('findQuote.draftSaved')}
            </Text>
          </HStack>
          {confirmingReset ? (
            <Box role="group" aria-label={t('findQuote.reset.confirm')}>
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm">{t('findQuote.reset.confirm')}</Text>
                <Button type="button" size="sm" colorPalette="red" onClick={() => now().reset()}>
                  {t('findQuote.reset.yes')}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => now().cancelReset()}>
                  {t('findQuote.reset.no')}
                </Button>
              </HStack>
            </Box>
          ) : (
            <Button type="button" variant="ghost" onClick={() => now().askReset()}>
              {t('findQuote.reset')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
