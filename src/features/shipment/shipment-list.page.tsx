/**
 * Shipments (/shipment/list) for both roles (docs/decisions/110-shipment-list-screen.md): search,
 * filters, sortable columns and pages over POST /shipment/list, all kept in the URL, so a reload or a
 * shared link shows the same list; the CSV export of every matching shipment (decision 111); and, for
 * the shipper, Cancel on the rows the list offers it, through the cancel-shipment dialog.
 *
 * Three machines run here: the paged list (machines/shipment-list.ts), the export and the cancel
 * dialog. Their connects decide; the page renders and wires the dialog's outcome to the list through
 * the actions the list module gives (`cancelReachesList`).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { connectCsvExport } from '../../../machines/csv-export.connect';
import { connectShipmentCancel, shipmentCancelActions } from '../../../machines/shipment-cancel.connect';
import { shipmentCancelMachine } from '../../../machines/shipment-cancel.machine';
import {
  cancelReachesList,
  connectShipmentList,
  SHIPMENT_EXPORT_MESSAGES,
  SHIPMENT_LIST_INITIAL,
  SHIPMENT_LIST_SPEC,
  shipmentExportMachine,
  shipmentListMachine,
  type Role,
} from '../../../machines/shipment-list';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { saveFile } from '../../app/save-file';
import { useSessionSelector } from '../../app/session.context';
import { useListAddress } from '../../app/use-list-address';
import { ListToolbar, useFiltersPanel } from '../../components/list-toolbar';
import { ListPage } from '../../components/list-page';
import { ListMessages, ListStatus } from '../../components/list-states';
import { listPagerProps } from '../../components/list-pager-props';
import { CancelShipmentDialog } from './list/cancel-shipment-dialog';
import { ExportButton, ExportStatus } from './list/export-control';
import { ListPager } from '../../components/list-pager';
import { ShipmentFilters } from './list/shipment-filters';
import { shipmentListCss } from './list/shipment-list-css';
import { ShipmentTable } from './list/shipment-table';

export function ShipmentListPage() {
  const user = useSessionSelector(selectUser);
  // The columns and the actions depend on the role: wait for the user record (a new tab fetches it).
  return (
    <ListPage title="shell.route.shipment" loading="shipment.list.loading" gap="6" css={shipmentListCss}>
      {user ? <ShipmentList key={user.id} role={user.role} /> : null}
    </ListPage>
  );
}

/**
 * The cancel dialog, subscribed to its own machine: typing a reason re-renders the dialog alone, and a
 * change of the list leaves the dialog alone.
 */
const CancelDialogHost = memo(function CancelDialogHost({ actor }: { actor: ActorRefFrom<typeof shipmentCancelMachine> }) {
  const view = connectShipmentCancel(useSelector(actor, (s) => s), actor.send);
  const shipmentId = view.shipmentId;
  // Back to the row's Cancel button; once the shipment is cancelled that button is gone: its number's link.
  const finalFocus = useCallback(
    () => (shipmentId ? (document.getElementById(`shipment-cancel-${shipmentId}`) ?? document.getElementById(`shipment-link-${shipmentId}`)) : null),
    [shipmentId],
  );
  return <CancelShipmentDialog view={view} finalFocus={finalFocus} />;
});

type ExportActor = ActorRefFrom<typeof shipmentExportMachine>;
const EXPORT_OPTIONS = { messagePrefix: SHIPMENT_EXPORT_MESSAGES };
const connectExport = (snapshot: SnapshotFrom<ExportActor>, actor: ExportActor) => connectCsvExport(snapshot, actor.send, EXPORT_OPTIONS);
const exportActions = (actor: ExportActor) => connectExport(actor.getSnapshot(), actor);

/**
 * The Export CSV button and the export's progress, each subscribed to the export alone: a page of
 * 2 000 rows written re-renders the progress, not the list around it (decision 119).
 */
const ExportButtonHost = memo(function ExportButtonHost({ actor, canExport, onExport }: { actor: ExportActor; canExport: boolean; onExport: () => void }) {
  const canStart = useSelector(actor, (s) => connectExport(s, actor).canStart);
  return <ExportButton disabled={!canExport || !canStart} onExport={onExport} />;
});

const ExportStatusHost = memo(function ExportStatusHost({ actor, canExport, onExport }: { actor: ExportActor; canExport: boolean; onExport: () => void }) {
  const csv = connectExport(useSelector(actor, (s) => s), actor);
  return (
    <ExportStatus
      phase={csv.phase}
      progress={csv.progress}
      canExport={canExport}
      canCancel={csv.canCancel}
      failureMessage={csv.failureMessage}
      file={csv.file}
      onExport={onExport}
      cancel={csv.cancel}
      retry={csv.retry}
      dismiss={csv.dismiss}
    />
  );
});

const FILTERS_ID = 'shipment-filters';
const TOOLBAR = { classPrefix: 'sl', searchId: 'shipment-search', messages: { searchLabel: 'shipment.list.search.label', searchHint: 'shipment.list.search.hint', filters: 'shipment.list.filters.toggle', filtersCount: 'shipment.list.filters.toggleCount' } };
const PAGER_ID = 'shipment-pager';
const STATUS_MESSAGES = { loading: 'shipment.list.loading', refreshing: 'shipment.list.refreshing', range: 'shipment.list.range' };
const LIST_MESSAGES = { retry: 'shipment.list.retry', noMatch: 'shipment.list.noMatch', clearFilters: 'shipment.list.filters.clear', clearSearch: 'shipment.list.clearSearch' };

function ShipmentList({ role }: { role: Role }) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const { loadPage, loadExportPage, cancelShipment } = useAppActors().shipmentList;
  const location = useLocation();

  // The list, its state read from the URL once; afterwards the machine announces each new state.
  const listMachine = useMemo(() => shipmentListMachine.provide({ actors: { loadPage } }), [loadPage]);
  const listActor = useActorRef(listMachine, {
    input: { spec: SHIPMENT_LIST_SPEC, initial: SHIPMENT_LIST_INITIAL, url: location.search },
  });
  useListAddress(listActor, SHIPMENT_LIST_SPEC);
  const list = connectShipmentList(useSelector(listActor, (s) => s), listActor.send, { role });

  const exportMachine = useMemo(() => shipmentExportMachine.provide({ actors: { loadPage: loadExportPage } }), [loadExportPage]);
  const exportActor = useActorRef(exportMachine);
  useEffect(() => {
    const subscription = exportActor.on('fileReady', ({ file, fileName }) => saveFile(file, fileName));
    return () => subscription.unsubscribe();
  }, [exportActor]);

  const cancelMachine = useMemo(
    () => shipmentCancelMachine.provide({ actors: { cancelShipment }, actions: cancelReachesList(listActor) }),
    [cancelShipment, listActor],
  );
  const cancelActor = useActorRef(cancelMachine);
  const cancel = shipmentCancelActions(cancelActor.send);
  const filters = useFiltersPanel(FILTERS_ID, list.filterCount);
  const exportAll = useCallback(() => exportActions(exportActor).start(list.exportRequest(t)), [exportActor, list, t]);

  return (
    <>
      <ListToolbar {...TOOLBAR} list={list} filters={filters}>
        <ExportButtonHost actor={exportActor} canExport={list.canExport} onExport={exportAll} />
      </ListToolbar>

      {filters.open ? (
        <ShipmentFilters
          id={FILTERS_ID}
          statusOptions={list.statusOptions}
          selectedStatuses={list.selectedStatuses}
          toggleStatus={list.toggleStatus}
          modeOptions={list.modeOptions}
          mode={list.mode}
          setMode={list.setMode}
          dateRanges={list.dateRanges}
          setRangeEnd={list.setRangeEnd}
          hasFilters={list.hasFilters}
          clearFilters={list.clearFilters}
        />
      ) : null}

      <ExportStatusHost actor={exportActor} canExport={list.canExport} onExport={exportAll} />

      <div className="sl-status">
        <ListStatus classPrefix="sl" messages={STATUS_MESSAGES} list={list} />
      </div>

      <ListMessages
        classPrefix="sl"
        messages={LIST_MESSAGES}
        list={list}
        empty={list.noShipments?.message ?? null}
        emptyAction={list.noShipments?.action}
      />

      {list.rowViews.length > 0 ? (
        <>
          <ShipmentTable
            columns={list.columns}
            rows={list.rowViews}
            busy={list.isRefreshing}
            withActions={list.offersCancel}
            sort={list.sort}
            sortBy={list.sortByColumn}
            onCancel={cancel.open}
          />
          <ListPager
            classPrefix="sl"
            messagePrefix="shipment.list"
            id={PAGER_ID}
            {...listPagerProps(list)}
          />
        </>
      ) : null}

      <CancelDialogHost actor={cancelActor} />
    </>
  );
}
