/**
 * Rate Import Log (/log/list?importId=…, forwarder; docs/decisions/141): the bad cells of one import
 * (contract id, amendment, sheet, row, column type, value, error message), filtered by column type,
 * contract id and sheet, searched by message, paged, and exported as CSV (decision 111). A shipper is
 * told the page is for forwarders (docs/decisions/216).
 */
import { useEffect, useMemo } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { connectCsvExport } from '../../../machines/csv-export.connect';
import { connectRateLog, LOG_INITIAL, LOG_SPEC, rateLogExportMachine, rateLogMachine } from '../../../machines/rate/rate-lists';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { ForwarderPage } from '../../app/forwarder-page';
import { saveFile } from '../../app/save-file';
import { useListAddress } from '../../app/use-list-address';
import { SelectField } from '../../components/form/form-controls';
import { ERROR_COLOR, TextField } from '../../components/form/text-field';
import { RateListBody } from './components/rate-list-body';

export function LogListPage() {
  return <ForwarderPage page="logList">{() => <LogPage />}</ForwarderPage>;
}

function LogPage() {
  const location = useLocation();
  const importId = new URLSearchParams(location.search).get('importId') ?? '';
  const intl = useIntl();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.logList' })}
      </Heading>
      {importId ? (
        <LogList key={importId} importId={importId} />
      ) : (
        <Text role="status">
          {intl.formatMessage({ id: 'rate.log.noImport' })} <RouterLink to={PATHS.historyList}>{intl.formatMessage({ id: 'rate.log.toHistory' })}</RouterLink>
        </Text>
      )}
    </Stack>
  );
}

const LIST_MESSAGES = { loading: 'rate.log.loading', empty: 'rate.log.empty', emptyFiltered: 'rate.log.emptyFiltered', table: 'rate.log.title', pager: 'rate.log.pager' };

function LogList({ importId }: { importId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const actors = useAppActors().rateSheets;
  const location = useLocation();
  const loadPage = actors.logPagesOf(importId);

  const listMachine = useMemo(() => rateLogMachine.provide({ actors: { loadPage } }), [loadPage]);
  const listActor = useActorRef(listMachine, { input: { spec: LOG_SPEC, initial: LOG_INITIAL, url: location.search } });
  useListAddress(listActor, LOG_SPEC);
  const list = connectRateLog(useSelector(listActor, (s) => s), listActor.send, importId);

  const exportMachine = useMemo(() => rateLogExportMachine.provide({ actors: { loadPage } }), [loadPage]);
  const exportActor = useActorRef(exportMachine);
  useEffect(() => {
    const subscription = exportActor.on('fileReady', ({ file, fileName }) => saveFile(file, fileName));
    return () => subscription.unsubscribe();
  }, [exportActor]);
  const csv = connectCsvExport(useSelector(exportActor, (s) => s), exportActor.send, { messagePrefix: 'rate.log.export' });

  return (
    <Stack gap="3">
      <Text>
        {t('rate.log.of', { importId })} <RouterLink to={PATHS.historyList}>{t('rate.log.toHistory')}</RouterLink>
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Box flex="1">
          <SelectField id="rate-log-column" label={t('rate.log.filter.columnType')} value={list.columnType} placeholder={t('rate.history.filter.any')} options={list.columnTypeOptions.map((o) => ({ value: o.value, label: t(o.label) }))} onValueChange={(v) => list.setFilter('columnType', v || null)} />
        </Box>
        <Box flex="1">
          <TextField id="rate-log-contract" label={t('rate.log.filter.contractId')} value={list.contractId} onValueChange={(v) => list.setFilter('contractId', v)} autoComplete="off" />
        </Box>
        <Box flex="1">
          <TextField id="rate-log-sheet" label={t('rate.log.filter.sheet')} value={list.sheet} onValueChange={(v) => list.setFilter('sheet', v)} autoComplete="off" />
        </Box>
        <Box flex="1">
          <TextField id="rate-log-search" type="search" label={t('rate.log.search')} value={list.search} onValueChange={list.setSearch} autoComplete="off" />
        </Box>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button type="button" variant="outline" disabled={!list.canExport || !csv.canStart} onClick={() => csv.start(list.exportRequest(t))}>
          {t('rate.log.exportCsv')}
        </Button>
        {csv.phase === 'running' ? <Text role="status">{t('rate.log.exporting', { percent: csv.progress.percent })}</Text> : null}
        {csv.phase === 'done' ? <Text role="status">{t('rate.log.exported')}</Text> : null}
        {csv.failureMessage ? (
          <Text role="alert" color={ERROR_COLOR}>
            {t(csv.failureMessage)}
          </Text>
        ) : null}
      </HStack>
      <RateListBody
        list={list}
        messages={LIST_MESSAGES}
        headers={['contractId', 'amendment', 'sheet', 'row', 'columnType', 'value', 'errorMessage'].map((k) => t(`rate.log.column.${k}`))}
        rows={list.rows.map((r) => ({ key: r.id, cells: [r.contractId, r.amendment, r.sheet, String(r.row), t(`rate.column.${r.columnType}`), r.value, r.errorMessage] }))}
      />
    </Stack>
  );
}
