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
import { Box, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
import { TextField } from '../../components/form/text-field';
import { CancelShipmentDialog } from './list/cancel-shipment-dialog';
import { ExportButton, ExportStatus } from './list/export-control';
import { ListPager } from '../..//components/list-pager';
import { ShipmentFilters } from './list/shipment-filters';
import { shipmentListCss } from './list/shipment-list-css';
import { ShipmentTable } from './list/shipment-table';

export function ShipmentListPage() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.shipment' })}
      </Heading>
      {/* The columns and the actions depend on the role: wait for the user record (a new tab fetches it). */}
      {user ? (
        // Styled here, once: the list below re-renders on every change, and a Chakra `css` object costs
        // style work on each render of the element that carries it.
        <chakra.div css={shipmentListCss} colorPalette="brand">
          <ShipmentList key={user.id} role={user.role} />
        </chakra.div>
      ) : (
        <Loading label={intl.formatMessage({ id: 'shipment.list.loading' })} />
      )}
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" py="6">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
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
const PAGER_ID = 'shipment-pager';

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
  const [filtersOpen, setFiltersOpen] = useState(() => list.filterCount > 0);
  const exportAll = useCallback(() => exportActions(exportActor).start(list.exportRequest(t)), [exportActor, list, t]);

  return (
    <>
      <div className="sl-toolbar">
        <div className="sl-search">
          <TextField
            id="shipment-search"
            type="search"
            label={t('shipment.list.search.label')}
            hint={t('shipment.list.search.hint')}
            value={list.search}
            onValueChange={list.setSearch}
            autoComplete="off"
          />
        </div>
        <div className="sl-toolbar-actions">
          <button
            type="button"
            className="sl-button"
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {list.filterCount > 0 ? t('shipment.list.filters.toggleCount', { count: list.filterCount }) : t('shipment.list.filters.toggle')}
          </button>
          <ExportButtonHost actor={exportActor} canExport={list.canExport} onExport={exportAll} />
        </div>
      </div>

      {filtersOpen ? (
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
        <p role="status">
          {list.status === 'loading' && !list.isRefreshing ? (
            <HStack as="span" gap="2">
              <Spinner size="xs" />
              <span>{t('shipment.list.loading')}</span>
            </HStack>
          ) : list.isRefreshing ? (
            <span className="sl-muted">{t('shipment.list.refreshing')}</span>
          ) : list.range ? (
            t('shipment.list.range', {
              from: intl.formatNumber(list.range.from),
              to: intl.formatNumber(list.range.to),
              total: intl.formatNumber(list.range.total),
            })
          ) : null}
        </p>
      </div>

      {list.failureMessage ? (
        <Box role="alert" className="sl-message">
          <Text>{t(list.failureMessage)}</Text>
          <button type="button" className="sl-button" onClick={list.retry}>
            {t('shipment.list.retry')}
          </button>
        </Box>
      ) : null}

      {list.noShipments ? (
        <div className="sl-message">
          <Text>{t(list.noShipments.message)}</Text>
          {list.noShipments.action ? (
            <RouterLink className="sl-button" to={list.noShipments.action.path}>
              {t(list.noShipments.action.label)}
            </RouterLink>
          ) : null}
        </div>
      ) : null}

      {list.noMatch ? (
        <div className="sl-message">
          <Text>{t('shipment.list.noMatch')}</Text>
          <HStack gap="3" wrap="wrap">
            {list.hasFilters ? (
              <button type="button" className="sl-button" onClick={list.clearFilters}>
                {t('shipment.list.filters.clear')}
              </button>
            ) : null}
            {list.searching ? (
              <button type="button" className="sl-button" onClick={list.clearSearch}>
                {t('shipment.list.clearSearch')}
              </button>
            ) : null}
          </HStack>
        </div>
      ) : null}

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

      <CancelDialogHost actor={cancelActor} />
    </>
  );
}
