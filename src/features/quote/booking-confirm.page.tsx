/**
 * Booking Confirm (/booking-confirm?quoteId=…): the chosen quote, consignor and consignee,
 * commodities, goods value, the promo code, the two confirmations and Book. The booking machine
 * decides; this page renders what its connect (machines/booking/booking.connect.ts) gives and calls
 * its functions. The draft is persisted per user and quote
 * (`booking:<userId>:<quoteId>`), so a reload or a forced re-login loses nothing, and a submit that
 * was in flight is re-sent with the same Idempotency-Key.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, Button, EmptyState, Fieldset, Grid, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { MessageAlert, ProblemWithActions } from '../../components/message-alert';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { connectBooking } from '../../../machines/booking/booking.connect';
import type { BookingEvent } from '../../../machines/booking/booking.context';
import type { BookingUser, Confirmation, Role } from '../../../machines/booking/booking.form';
import { bookingMachine, isDraftDone } from '../../../machines/booking/booking.machine';
import { PATHS } from '../../../machines/shared/route-paths';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors, useSessionBridges } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { usePersistedMachine } from '../../app/use-persisted-machine';
import { useDateFormat } from '../../i18n/use-date-format';
import { CommoditiesFieldset } from './booking-confirm/commodities-fieldset';
import { CompanyFieldset } from './booking-confirm/company-fieldset';
import { FieldCell } from './booking-confirm/field-cell';
import { CheckField, SelectField, TextAreaField } from '../../components/form/form-controls';
import { TextField } from '../../components/form/text-field';
import { PROMO_INPUT_ID, PromoField } from './booking-confirm/promo-field';
import { QuoteSummary } from './booking-confirm/quote-summary';
import { usePlaceJoin } from './components/place-label';
import { BookingSummaryBar } from './booking-confirm/booking-summary-bar';
import { formatMoney } from '../../i18n/money';
import { useLocale } from '../../i18n/i18n-provider';

/** Bump when the booking machine's states or context change shape: older drafts are then dropped. */
const DRAFT_VERSION = 2;
const FORM_ID = 'booking-form';

export function BookingConfirmPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId')?.trim() ?? '';
  const user = useSessionSelector(selectUser);

  let body: ReactNode;
  if (!quoteId) {
    body = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>{intl.formatMessage({ id: 'booking.noQuote' })}</EmptyState.Description>
          <Button asChild>
            <RouterLink to={PATHS.findQuote}>{intl.formatMessage({ id: 'booking.link.findQuote' })}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (!user) {
    // The draft is keyed by user: wait for the user record (a new tab fetches it) before restoring.
    body = <Loading label={intl.formatMessage({ id: 'booking.loading' })} />;
  } else {
    const contact: BookingUser = { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone, extension: user.extension };
    body = <BookingDraft key={`${user.id}:${quoteId}`} userId={user.id} role={user.role} user={contact} quoteId={quoteId} />;
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.bookingConfirm' })}
      </Heading>
      {body}
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

function LinkButton({ to, children, primary = false }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'solid' : 'outline'}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}


const CONFIRMATIONS: readonly [Confirmation, string][] = [
  ['acceptCommercialShipment', 'booking.confirm.commercial'],
  ['acceptQuoteTerms', 'booking.confirm.terms'],
];

function BookingDraft({ userId, role, user, quoteId }: { userId: string; role: Role; user: BookingUser; quoteId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { formatDate } = useDateFormat();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const { loadQuote, checkPromo, submitBooking, loadCompany, loadConsignees } = useAppActors().booking;
  const bridges = useSessionBridges().booking;
  const machine = useMemo(
    () => bookingMachine.provide({ actors: { loadQuote, checkPromo, submitBooking, loadCompany, loadConsignees }, actions: bridges }),
    [loadQuote, checkPromo, submitBooking, loadCompany, loadConsignees, bridges],
  );
  const actor = usePersistedMachine(machine, {
    key: `booking:${userId}:${quoteId}`,
    version: DRAFT_VERSION,
    input: { quoteId, role, user },
    discardWhen: isDraftDone,
  });
  const snapshot = useSelector(actor, (s) => s);
  const view = connectBooking(snapshot, actor.send as (event: BookingEvent) => void);
  const { quote, values, errors, focus, resume, editDetail, confirm } = view;

  useEffect(() => {
    resume();
  }, [resume]);

  // Success opens the new shipment; replace, so Back does not return to a finished booking.
  const nextPath = view.nextPage?.path ?? null;
  const bookedShipmentNo = view.nextPage?.state.bookedShipmentNo ?? null;
  useEffect(() => {
    if (nextPath) navigate(nextPath, { replace: true, state: { bookedShipmentNo } });
  }, [nextPath, bookedShipmentNo, navigate]);

  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const seenFocus = useRef(focus?.seq ?? 0);
  useEffect(() => {
    // Only a new request: a restored draft does not steal focus on mount.
    if (!focus || focus.seq === seenFocus.current) return;
    seenFocus.current = focus.seq;
    const target =
      focus.target === 'promo'
        ? document.getElementById(PROMO_INPUT_ID)
        : focus.target === 'notice'
          ? noticeRef.current
          : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focus]);

  const edit = useMemo(
    () => ({
      goodsValue: (value: string) => editDetail('goodsValue', value),
      goodsCurrency: (value: string) => editDetail('goodsCurrency', value),
      cargoReadyDate: (value: string) => editDetail('cargoReadyDate', value),
      remarks: (value: string) => editDetail('remarks', value),
      acceptCommercialShipment: (checked: boolean) => confirm('acceptCommercialShipment', checked),
      acceptQuoteTerms: (checked: boolean) => confirm('acceptQuoteTerms', checked),
    }),
    [editDetail, confirm],
  );
  const placeJoin = usePlaceJoin();
  const addressBook = useMemo(() => view.consignees.map((c) => `${c.companyName} — ${placeJoin([c.city, c.country])}`), [view.consignees, placeJoin]);
  const currencyOptions = useMemo(() => view.currencies.map((c) => ({ value: c, label: c })), [view.currencies]);

  const findQuote = <LinkButton to={view.findQuotePath}>{t('booking.link.findQuote')}</LinkButton>;
  const backToResults = view.resultsPath ? (
    <LinkButton to={view.resultsPath} primary>
      {t('booking.link.results')}
    </LinkButton>
  ) : null;

  switch (view.screen) {
    case 'notAllowed':
      return <ProblemWithActions actions={findQuote}>{t('booking.notAllowed')}</ProblemWithActions>;
    case 'loading':
      return <Loading label={t('booking.loading')} />;
    case 'loadFailed':
      return (
        <ProblemWithActions
          actions={
            <>
              <Button onClick={view.retry}>{t('booking.retry')}</Button>
              {findQuote}
            </>
          }
        >
          {t(view.loadError)}
        </ProblemWithActions>
      );
    case 'quoteMissing':
      return <ProblemWithActions actions={findQuote}>{t('booking.quoteMissing')}</ProblemWithActions>;
    case 'quoteExpired':
      // The results page searches again: one click re-quotes.
      return (
        <ProblemWithActions
          actions={
            <>
              {view.resultsPath ? <LinkButton to={view.resultsPath} primary>{t('booking.countdown.requote')}</LinkButton> : null}
              {findQuote}
            </>
          }
        >
          {t('booking.quoteExpired', { date: formatDate(quote!.expiresAt) })} {t('booking.countdown.expired')}
          {view.draftKept ? ` ${t('booking.quoteExpired.draftKept')}` : null}
        </ProblemWithActions>
      );
  }
  if (!quote) return <Loading label={t('booking.loading')} />;

  const { submitting, notice, offerProblem } = view;
  const readOnly = !view.editable;
  const error = (path: string) => (errors[path] ? t(errors[path]) : null);

  const goodsValueHint =
    view.commoditiesValue !== null
      ? t('booking.goodsValue.hint', { sum: formatMoney(view.commoditiesValue, values.goodsCurrency, locale) })
      : t('booking.goodsValue.hintNoSum');
  const messages = (
    <>
      {offerProblem ? (
        <div ref={noticeRef} tabIndex={-1}>
          <ProblemWithActions
            actions={
              <>
                <Button variant="outline" onClick={view.recheck} disabled={!view.canRecheck} loading={view.rechecking} loadingText={t('booking.offer.rechecking')}>
                  {t('booking.offer.recheck')}
                </Button>
                {backToResults}
                {findQuote}
              </>
            }
          >
            {t(offerProblem)}
          </ProblemWithActions>
        </div>
      ) : null}
      {notice ? (
        <MessageAlert ref={noticeRef} tabIndex={-1} status={notice.tone === 'error' ? 'error' : 'info'}>
          {notice.change
            ? t(notice.id, {
                from: formatMoney(notice.change.from, notice.change.currency, locale),
                to: formatMoney(notice.change.to, notice.change.currency, locale),
                percent: intl.formatNumber(notice.change.percent, { signDisplay: 'always', maximumFractionDigits: 1 }),
              })
            : t(notice.id)}
        </MessageAlert>
      ) : null}
    </>
  );

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start" pb={{ base: '32', lg: '0' }}>
      <Stack gap={{ base: '5', md: '6' }} minW="0">
        <QuoteSummary quote={quote} />
        <form
          id={FORM_ID}
          ref={formRef}
          noValidate
          aria-label={t('shell.route.bookingConfirm')}
          onSubmit={(e) => {
            e.preventDefault();
            view.submit();
          }}
        >
          <Stack gap={{ base: '5', md: '6' }}>
            <CompanyFieldset
              party="consignor"
              values={values.consignor}
              errors={errors}
              readOnly={readOnly}
              onEdit={view.editCompany}
              note={t('booking.consignor.fromProfile')}
              foldable
              needsAttention={view.consignorNeedsAttention}
            />
            <CompanyFieldset
              party="consignee"
              values={values.consignee}
              errors={errors}
              readOnly={readOnly}
              onEdit={view.editCompany}
              addressBook={view.canPickConsignee ? addressBook : undefined}
              onPick={view.pickConsignee}
            />
            <CommoditiesFieldset
              rows={values.commodities}
              errors={errors}
              readOnly={readOnly}
              canAdd={view.canAddCommodity}
              canRemove={view.canRemoveCommodity}
              limitReached={view.commodityLimitReached}
              max={view.maxCommodities}
              onEdit={view.editCommodity}
              onAdd={view.addCommodity}
              onRemove={view.removeCommodity}
              onTidyHsCode={view.tidyHsCode}
            />

            <Fieldset.Root>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t('booking.details.legend')}
                </Heading>
              </Fieldset.Legend>
              {/* On a phone the currency and the date share a row under the goods value and its hint. */}
              <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} columnGap={{ base: '3', md: '4' }} rowGap={{ base: '1.5', md: '2.5' }}>
                <FieldCell wide rows={4}>
                  <TextField id="booking-goodsValue" label={t('booking.field.goodsValue')} inputMode="decimal" placeholder={view.commoditiesValue !== null ? String(view.commoditiesValue) : undefined} value={values.goodsValue} onValueChange={edit.goodsValue} hint={goodsValueHint} error={error('goodsValue')} readOnly={readOnly} />
                </FieldCell>
                <FieldCell rows={4}>
                  <SelectField id="booking-goodsCurrency" label={t('booking.field.goodsCurrency')} value={values.goodsCurrency} options={currencyOptions} onValueChange={edit.goodsCurrency} error={error('goodsCurrency')} disabled={readOnly} />
                </FieldCell>
                <FieldCell rows={4}>
                  <TextField id="booking-cargoReadyDate" label={t('booking.field.cargoReadyDate')} type="date" value={values.cargoReadyDate} onValueChange={edit.cargoReadyDate} error={error('cargoReadyDate')} readOnly={readOnly} />
                </FieldCell>
              </Grid>
              <TextAreaField id="booking-remarks" label={t('booking.field.remarks')} hint={t('booking.remarks.hint')} maxLength={2000} value={values.remarks} onValueChange={edit.remarks} error={error('remarks')} readOnly={readOnly} />
            </Fieldset.Root>

            <PromoField
              code={view.promoCode}
              applied={view.promoApplied}
              error={view.promoError}
              checking={view.checkingPromo}
              canEdit={view.canEditPromo}
              canApply={view.canApplyPromo}
              canRemove={view.canRemovePromo}
              onEdit={view.editPromo}
              onApply={view.applyPromo}
              onRemove={view.removePromo}
            />

            <Fieldset.Root>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t('booking.confirm.legend')}
                </Heading>
              </Fieldset.Legend>
              {CONFIRMATIONS.map(([field, label]) => (
                <CheckField
                  key={field}
                  id={`booking-${field}`}
                  label={t(label)}
                  checked={values[field]}
                  error={error(field)}
                  disabled={readOnly}
                  onCheckedChange={edit[field]}
                  hint={
                    field === 'acceptQuoteTerms' ? (
                      // A new tab, so that nothing typed here is lost.
                      <Link href={view.termsPath} target="_blank" rel="noopener" color="fg.info" textDecoration="underline">
                        {t('booking.confirm.termsLink')}
                      </Link>
                    ) : undefined
                  }
                />
              ))}
            </Fieldset.Root>
          </Stack>
        </form>
      </Stack>
      <Box minW="0" alignSelf={{ lg: 'stretch' }}>
        <BookingSummaryBar
          formId={FORM_ID}
          quote={quote}
          applied={view.promoApplied}
          payable={view.payable}
          guaranteeEndsAt={view.guaranteeEndsAt}
          submitting={submitting}
          canSubmit={view.canSubmit}
          messages={messages}
        />
      </Box>
    </Grid>
  );
}
