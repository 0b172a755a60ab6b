/**
 * Upcoming Bills (/billing/upcoming-bill), the shipper's unpaid bills (docs/decisions/120): search,
 * filters, sortable columns and pages over POST /billing/upcoming-bills, kept in the URL; the amount due
 * per currency; the CSV export of every matching bill (decision 111); and Pay on each bill, through the
 * payment dialog (decisions 121, 122), whose machine is persisted so a reload resumes the same payment.
 *
 * Three machines run here: the paged list (machines/billing/upcoming-bills.ts), the export and the
 * payment. Their connects decide; the page renders and wires the payment's outcome to the list (a
 * bill whose status changed reloads the page of bills).
 */
import { Box, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { connectCsvExport } from '../../../machines/csv-export.connect';
import {
  connectUpcomingBills,
  UPCOMING_BILLS_EXPORT_MESSAGES,
  UPCOMING_BILLS_INITIAL,
  UPCOMING_BILLS_SPEC,
  upcomingBillsExportMachine,
  upcomingBillsMachine,
  type Bill,
} from '../../../machines/billing/upcoming-bills';
import { billPaymentMachine, BILL_PAYMENT_VERSION, isPaymentIdle } from '../../../machines/billing/bill-payment.machine';
import { connectBillPayment } from '../../../machines/billing/bill-payment.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { usePersistedMachine } from '../../app/use-persisted-machine';
import { TextField } from '../../components/form/text-field';
import { BillExportStatus, BillFilters, BillTotals } from './bills/bill-list-parts';
import { ListPager } from '../../components/list-pager';
import { BillPaymentDialog } from './bills/bill-payment-dialog';
import { BillTable } from './bills/bill-table';
import { billsCss } from './bills/bills-css';
import { saveFile } from '../../app/save-file';
import { useListAddress } from '../../app/use-list-address';

export function UpcomingBillPage() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.upcomingBill' })}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage({ id: 'billing.bills.intro' })}</Text>
      {user ? (
        <chakra.div css={billsCss} colorPalette="brand">
          <UpcomingBills key={user.id} userId={user.id} />
        </chakra.div>
      ) : (
        <HStack role="status" gap="3" py="6">
          <Spinner size="sm" />
          <Text>{intl.formatMessage({ id: 'billing.bills.loading' })}</Text>
        </HStack>
      )}
    </Stack>
  );
}

const FILTERS_ID = 'bill-filters';

function UpcomingBills({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const actors = useAppActors().billingBills;
  const location = useLocation();

  const listMachine = useMemo(() => upcomingBillsMachine.provide({ actors: { loadPage: actors.loadPage } }), [actors.loadPage]);
  const listActor = useActorRef(listMachine, { input: { spec: UPCOMING_BILLS_SPEC, initial: UPCOMING_BILLS_INITIAL, url: location.search } });
  useListAddress(listActor, UPCOMING_BILLS_SPEC);
  const list = connectUpcomingBills(useSelector(listActor, (s) => s), listActor.send);

  const exportMachine = useMemo(() => upcomingBillsExportMachine.provide({ actors: { loadPage: actors.loadExportPage } }), [actors.loadExportPage]);
  const exportActor = useActorRef(exportMachine);
  useEffect(() => {
    const subscription = exportActor.on('fileReady', ({ file, fileName }) => saveFile(file, fileName));
    return () => subscription.unsubscribe();
  }, [exportActor]);
  const csv = connectCsvExport(useSelector(exportActor, (s) => s), exportActor.send, { messagePrefix: UPCOMING_BILLS_EXPORT_MESSAGES });

  const paymentMachine = useMemo(
    () =>
      billPaymentMachine.provide({
        actors: {
          createPayment: actors.createPayment,
          readAttempt: actors.readAttempt,
          cancelAttempt: actors.cancelAttempt,
          loadBankDetails: actors.loadBankDetails,
        },
        actions: { billChanged: () => listActor.send({ type: 'RELOAD' }) },
      }),
    [actors, listActor],
  );
  const paymentActor = usePersistedMachine(paymentMachine, { key: `bill-payment:${userId}`, version: BILL_PAYMENT_VERSION, discardWhen: isPaymentIdle });
  const payment = connectBillPayment(useSelector(paymentActor, (s) => s), paymentActor.send);
  const openPayment = payment.openBill;
  const onPay = useCallback((bill: Bill) => openPayment(bill), [openPayment]);
  const billId = payment.bill?.id ?? null;
  const finalFocus = useCallback(() => (billId ? document.getElementById(`bill-pay-${billId}`) : null), [billId]);

  const [filtersOpen, setFiltersOpen] = useState(() => list.filterCount > 0);
  const exportAll = useCallback(() => csv.start(list.exportRequest(t)), [csv, list, t]);

  return (
    <>
      <div className="bl-toolbar">
        <div className="bl-search">
          <TextField
            id="bill-search"
            type="search"
            label={t('billing.bills.search.label')}
            hint={t('billing.bills.search.hint')}
            value={list.search}
            onValueChange={list.setSearch}
            autoComplete="off"
          />
        </div>
        <div className="bl-toolbar-actions">
          <button type="button" className="bl-button" aria-expanded={filtersOpen} aria-controls={FILTERS_ID} onClick={() => setFiltersOpen((open) => !open)}>
            {list.filterCount > 0 ? t('billing.bills.filters.toggleCount', { count: list.filterCount }) : t('billing.bills.filters.toggle')}
          </button>
          <button type="button" className="bl-button" disabled={!list.canExport || !csv.canStart} onClick={exportAll}>
            {t('billing.bills.export.button')}
          </button>
        </div>
      </div>

      {filtersOpen ? (
        <BillFilters
          id={FILTERS_ID}
          statusOptions={list.statusOptions}
          selectedStatuses={list.selectedStatuses}
          toggleStatus={list.toggleStatus}
          currencyOptions={list.currencyOptions}
          currency={list.currency}
          setCurrency={list.setCurrency}
          dueRange={list.dueRange}
          setDueEnd={list.setDueEnd}
          overdueOnly={list.overdueOnly}
          setOverdueOnly={list.setOverdueOnly}
          hasFilters={list.hasFilters}
          clearFilters={list.clearFilters}
        />
      ) : null}

      <BillExportStatus
        phase={csv.phase}
        progress={csv.progress}
        canCancel={csv.canCancel}
        failureMessage={csv.failureMessage}
        file={csv.file}
        cancel={csv.cancel}
        retry={csv.retry}
        dismiss={csv.dismiss}
      />

      <div className="bl-status">
        <p role="status">
          {list.status === 'loading' && !list.isRefreshing ? (
            <HStack as="span" gap="2">
              <Spinner size="xs" />
              <span>{t('billing.bills.loading')}</span>
            </HStack>
          ) : list.isRefreshing ? (
            <span className="bl-muted">{t('billing.bills.refreshing')}</span>
          ) : list.range ? (
            t('billing.bills.range', { from: intl.formatNumber(list.range.from), to: intl.formatNumber(list.range.to), total: intl.formatNumber(list.range.total) })
          ) : null}
        </p>
      </div>

      {list.failureMessage ? (
        <Box role="alert" className="bl-message">
          <Text>{t(list.failureMessage)}</Text>
          <button type="button" className="bl-button" onClick={list.retry}>
            {t('billing.bills.retry')}
          </button>
        </Box>
      ) : null}

      {list.noBills ? (
        <div className="bl-message">
          <Text>{t('billing.bills.noBills')}</Text>
          <RouterLink className="bl-button" to={PATHS.shipmentList}>
            {t('billing.bills.noBills.action')}
          </RouterLink>
        </div>
      ) : null}

      {list.noMatch ? (
        <div className="bl-message">
          <Text>{t('billing.bills.noMatch')}</Text>
          <HStack gap="3" wrap="wrap">
            {list.hasFilters ? (
              <button type="button" className="bl-button" onClick={list.clearFilters}>
                {t('billing.bills.filters.clear')}
              </button>
            ) : null}
            {list.searching ? (
              <button type="button" className="bl-button" onClick={list.clearSearch}>
                {t('billing.bills.clearSearch')}
              </button>
            ) : null}
          </HStack>
        </div>
      ) : null}

      {list.rowViews.length > 0 ? (
        <>
          <BillTotals totals={list.totals} />
          <BillTable columns={list.columns} rows={list.rowViews} busy={list.isRefreshing} sort={list.sort} sortBy={list.sortBy} onPay={onPay} />
          <ListPager
            classPrefix="bl"
            messagePrefix="billing.bills"
            id="bill-pager"
            page={list.page}
            pageCount={list.pageCount}
            pageSize={list.pageSize}
            pageSizes={list.pageSizes}
            canPrevious={list.canPrevious}
            canNext={list.canNext}
            previous={list.previous}
            next={list.next}
            setPageSize={list.setPageSize}
          />
        </>
      ) : null}

      <BillPaymentDialog view={payment} finalFocus={finalFocus} />
    </>
  );
}
