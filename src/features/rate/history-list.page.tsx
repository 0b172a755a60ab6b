/**
 * Rate Import History (/history/list, forwarder; docs/decisions/140 and 141): the rate-sheet upload with
 * its preview on top, then the company's imports (user, time, supplier id, rate mode, status, source,
 * log link, uploaded file), filtered by status and rate mode, paged, all kept in the URL. A shipper is
 * told the page is for forwarders (docs/decisions/216) and gets neither the upload nor the list.
 */
import { useMemo } from 'react';
import { Heading, Stack, Box } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { RATE_IMPORT_SYSTEM_ID, rateImportMachine, rateSheetUploadFile, rateSheetUploadMachine } from '../../../machines/rate/rate-import.machine';
import { connectRateHistory, HISTORY_INITIAL, HISTORY_SPEC, importReachesHistory, rateHistoryMachine } from '../../../machines/rate/rate-lists';
import { useAppActors } from '../../app/app-services';
import { ForwarderPage } from '../../app/forwarder-page';
import { useListAddress } from '../../app/use-list-address';
import { SelectField } from '../../components/form/form-controls';
import { useDateFormat } from '../../i18n/use-date-format';
import { RateUpload } from './components/rate-upload';
import { RateListBody } from './components/rate-list-body';

export function HistoryListPage() {
  return <ForwarderPage page="historyList">{() => <HistoryList />}</ForwarderPage>;
}

const LIST_MESSAGES = {
  loading: 'rate.history.loading',
  empty: 'rate.history.empty',
  emptyFiltered: 'rate.history.emptyFiltered',
  table: 'rate.history.table',
  pager: 'rate.history.pager',
};

function HistoryList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { formatDateTime } = useDateFormat();
  const actors = useAppActors().rateSheets;
  const location = useLocation();

  const listMachine = useMemo(() => rateHistoryMachine.provide({ actors: { loadPage: actors.loadHistoryPage } }), [actors]);
  const listActor = useActorRef(listMachine, { input: { spec: HISTORY_SPEC, initial: HISTORY_INITIAL, url: location.search } });
  useListAddress(listActor, HISTORY_SPEC);
  const list = connectRateHistory(useSelector(listActor, (s) => s), listActor.send);

  const importMachine = useMemo(
    () =>
      rateImportMachine.provide({
        actors: {
          sheetUpload: rateSheetUploadMachine.provide({ actors: { uploadFile: rateSheetUploadFile(actors.uploadRateSheet) } }),
          confirmImport: actors.confirmImport,
          abandonImport: actors.abandonImport,
          downloadTemplate: actors.downloadTemplate,
        },
        actions: importReachesHistory(listActor),
      }),
    [actors, listActor],
  );
  const importActor = useActorRef(importMachine, { systemId: RATE_IMPORT_SYSTEM_ID });

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('shell.route.historyList')}
      </Heading>
      <RateUpload actor={importActor} />

      <Stack as="section" aria-labelledby="rate-history-title" gap="3">
        <Heading as="h2" size="md" id="rate-history-title">
          {t('rate.history.title')}
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" maxW={{ md: '40rem' }}>
          <Box flex="1">
            <SelectField id="rate-history-status" label={t('rate.history.filter.status')} value={list.statusFilter} placeholder={t('rate.history.filter.any')} options={list.statusOptions.map((o) => ({ value: o.value, label: t(o.label) }))} onValueChange={(v) => list.setFilter('status', v || null)} />
          </Box>
          <Box flex="1">
            <SelectField id="rate-history-mode" label={t('rate.history.filter.rateMode')} value={list.rateModeFilter} placeholder={t('rate.history.filter.any')} options={list.modeOptions.map((o) => ({ value: o.value, label: t(o.label) }))} onValueChange={(v) => list.setFilter('rateMode', v || null)} />
          </Box>
        </Stack>
        <RateListBody
          list={list}
          messages={LIST_MESSAGES}
          headers={['user', 'time', 'supplierId', 'rateMode', 'status', 'source', 'log', 'fileName'].map((k) => t(`rate.history.column.${k}`))}
          rows={list.rowViews.map((v) => ({
            key: v.row.id,
            cells: [
              v.row.user,
              formatDateTime(v.row.time),
              v.row.supplierId || '—',
              t(v.mode),
              t(v.status),
              t(v.source),
              <RouterLink key="log" to={v.logPath} aria-label={t('rate.history.logOf', { name: v.row.fileName })}>
                {t('rate.history.logLink', { count: v.row.errorCount })}
              </RouterLink>,
              v.row.fileName,
            ],
          }))}
        />
      </Stack>
    </Stack>
  );
}
