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
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
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
import { ListToolbar, useFiltersPanel } from '../../components/list-toolbar';
import { ListPage } from '../../components/list-page';
import { ListMessages, ListStatus } from '../../components/list-states';
import { listPagerProps } from '../../components/list-pager-props';
import { BillExportStatus, BillFilters, BillTotals } from './bills/bill-list-parts';
import { ListPager } from '../../components/list-pager';
import { BillPaymentDialog } from './bills/bill-payment-dialog';
import { BillTable } from './bills/bill-table';
import { billsCss } from './bills/bills-css';
import { saveFile } from '../../app/save-file';
import { useListAddress } from '../../app/use-list-address';

export function UpcomingBillPage() {
  const user = useSessionSelector(selectUser);
  return (
    <ListPage title="shell.route.upcomingBill" intro="billing.bills.intro" loading="billing.bills.loading" gap="6" css={billsCss}>
      {user ? <UpcomingBills key={user.id} userId={user.id} /> : null}
    </ListPage>
  );
}

const FILTERS_ID = 'bill-filters';
const TOOLBAR = { classPrefix: 'bl', searchId: 'bill-search', messages: { searchLabel: 'billing.bills.search.label', searchHint: 'billing.bills.search.hint', filters: 'billing.bills.filters.toggle', filtersCount: 'billing.bills.filters.toggleCount' } };
const STATUS_MESSAGES = { loading: 'billing.bills.loading', refreshing: 'billing.bills.refreshing', range: 'billing.bills.range' };
const LIST_MESSAGES = { retry: 'billing.bills.retry', noMatch: 'billing.bills.noMatch', clearFilters: 'billing.bills.filters.clear', clearSearch: 'billing.bills.clearSearch' };
// With no bills yet, the shipments are where bills come from.
const EMPTY_ACTION = { path: PATHS.shipmentList, label: 'billing.bills.noBills.action' };

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

  const filters = useFiltersPanel(FILTERS_ID, list.filterCount);
  const exportAll = useCallback(() => csv.start(list.exportRequest(t)), [csv, list, t]);

  return (
    <>
      <ListToolbar {...TOOLBAR} list={list} filters={filters}>
        <button type="button" className="bl-button" disabled={!list.canExport || !csv.canStart} onClick={exportAll}>
          {t('billing.bills.export.button')}
        </button>
      </ListToolbar>

      {filters.open ? (
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
        <ListStatus classPrefix="bl" messages={STATUS_MESSAGES} list={list} />
      </div>

      <ListMessages
        classPrefix="bl"
        messages={LIST_MESSAGES}
        list={list}
        empty={list.noBills ? 'billing.bills.noBills' : null}
        emptyAction={EMPTY_ACTION}
      />

      {list.rowViews.length > 0 ? (
        <>
          <BillTotals totals={list.totals} />
          <BillTable columns={list.columns} rows={list.rowViews} busy={list.isRefreshing} sort={list.sort} sortBy={list.sortBy} onPay={onPay} />
          <ListPager
            classPrefix="bl"
            messagePrefix="billing.bills"
            id="bill-pager"
            {...listPagerProps(list)}
          />
        </>
      ) : null}

      <BillPaymentDialog view={payment} finalFocus={finalFocus} />
    </>
  );
}
