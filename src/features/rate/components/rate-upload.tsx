/**
 * The rate-sheet upload at the top of the import History (docs/decisions/140): the template, the rate
 * mode and supplier, the sheet with its progress and message, then the preview (lanes added, changed
 * and removed, every row error) with Import and Abandon. It renders connectRateImport and decides nothing.
 */
import { useRef, type RefObject } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MessageAlert } from '../../../components/message-alert';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectRateImport, type RateImportView } from '../../../../machines/rate/rate-import.connect';
import type { rateImportMachine, RateLane } from '../../../../machines/rate/rate-import.machine';
import { SelectField } from '../../../components/form/form-controls';
import { ERROR_COLOR, TextField } from '../../../components/form/text-field';
import { formatMoney } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { RateTable } from './rate-table';

type T = (id: string, values?: Record<string, string | number>) => string;
const HINT_ID = 'rate-upload-hint';

export function RateUpload({ actor }: { actor: ActorRefFrom<typeof rateImportMachine> }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const snapshot = useSelector(actor, (s) => s);
  const uploadSnapshot = useSelector(snapshot.context.upload, (s) => s);
  const view = connectRateImport(snapshot, actor.send, uploadSnapshot, snapshot.context.upload.send);
  const input = useRef<HTMLInputElement>(null);

  return (
    <Box as="section" aria-labelledby="rate-upload-title" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="rate-upload-title">
            {t('rate.upload.title')}
          </Heading>
          <Button type="button" variant="outline" size="sm" onClick={view.template.download} loading={view.template.downloading}>
            {t('rate.template.download')}
          </Button>
        </HStack>
        {view.template.error ? (
          <Text role="alert" color={ERROR_COLOR}>
            {t(view.template.error)}
          </Text>
        ) : null}
        {view.finished ? (
          <MessageAlert status={view.finished.tone} plain>
            {t(view.finished.id, view.finished.values)}{' '}
            {view.finished.logPath ? <RouterLink to={view.finished.logPath}>{t('rate.import.openLog')}</RouterLink> : null}
          </MessageAlert>
        ) : null}
        {view.preview ? <Preview view={view} t={t} /> : <Chooser view={view} t={t} input={input} />}
      </Stack>
    </Box>
  );
}

function Chooser({ view, t, input }: { view: RateImportView; t: T; input: RefObject<HTMLInputElement | null> }) {
  const file = view.file;
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Box flex="1">
          <SelectField
            id="rate-upload-mode"
            label={t('rate.upload.rateMode')}
            value={view.rateMode}
            placeholder={t('rate.upload.rateModePlaceholder')}
            options={view.rateModeOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
            onValueChange={(value) => value && view.setRateMode(value as typeof view.rateModeOptions[number]['value'])}
            error={view.rateModeError ? t(view.rateModeError) : null}
          />
        </Box>
        <Box flex="1">
          <TextField id="rate-upload-supplier" label={t('rate.upload.supplierId')} hint={t('rate.upload.supplierHint')} value={view.supplierId} maxLength={40} onValueChange={view.setSupplierId} />
        </Box>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <input
          ref={input}
          id="rate-upload-file"
          type="file"
          hidden
          accept={view.accept}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length) view.addFiles(files);
          }}
        />
        <Button type="button" variant="outline" aria-describedby={HINT_ID} onClick={() => input.current?.click()}>
          {t('rate.upload.choose')}
        </Button>
        <Button type="button" onClick={view.start} disabled={!view.canUpload} loading={view.uploading} loadingText={t('rate.upload.status.uploading')}>
          {t('rate.upload.start')}
        </Button>
      </HStack>
      <Text id={HINT_ID} fontSize="sm" color="fg.muted">
        {t('rate.upload.hint', { types: view.acceptLabel, limit: view.limitLabel })}
      </Text>
      {file ? (
        <Box borderWidth="1px" rounded="sm" p="2">
          <Text fontWeight="medium" wordBreak="break-word">
            {file.name} · {t(file.statusLabel)}
          </Text>
          {file.showProgress ? (
            <Box role="progressbar" aria-label={t('rate.upload.progress', { name: file.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={file.progress > 0 ? Math.round(file.progress * 100) : undefined} h="1.5" bg="bg.muted" rounded="full" mt="2">
              <Box h="full" bg="brand.solid" width={file.progress > 0 ? `${Math.round(file.progress * 100)}%` : '100%'} opacity={file.progress > 0 ? 1 : 0.4} />
            </Box>
          ) : null}
          {file.message ? (
            <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
              {t(file.message.id, { name: file.name, ...file.message.values })}
            </Text>
          ) : null}
          <HStack gap="2" mt="1">
            {file.canCancel ? (
              <Button size="sm" variant="outline" onClick={file.cancel}>
                {t('rate.upload.cancel')}
              </Button>
            ) : null}
            {file.canRetry ? (
              <Button size="sm" variant="outline" onClick={file.retry}>
                {t('rate.upload.retry')}
              </Button>
            ) : null}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}

function Preview({ view, t }: { view: RateImportView; t: T }) {
  const preview = view.preview!;
  const { locale } = useLocale();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const laneCells = (l: RateLane) => [l.contractId, l.sheet, `${l.origin} → ${l.destination}`, l.equipment];
  const laneHeaders = [t('rate.lane.contractId'), t('rate.lane.sheet'), t('rate.lane.route'), t('rate.lane.equipment')];
  const laneKey = (l: RateLane, i: number) => `${l.contractId}|${l.sheet}|${l.origin}|${l.destination}|${l.equipment}|${i}`;
  return (
    <Stack gap="4" aria-labelledby="rate-preview-title" as="section">
      <Heading as="h3" size="sm" id="rate-preview-title" tabIndex={-1}>
        {t('rate.preview.title', { name: preview.import.fileName })}
      </Heading>
      <Text role="status">
        {preview.unchecked
          ? t('rate.preview.unchecked')
          : t('rate.preview.summary', { rows: preview.counts.rows, good: preview.counts.good, errors: preview.counts.errors, added: preview.added.length, changed: preview.changed.length, removed: preview.removed.length })}
      </Text>
      <Heading as="h4" size="xs">{t('rate.preview.added', { count: preview.added.length })}</Heading>
      {preview.added.length ? (
        <RateTable label={t('rate.preview.added', { count: preview.added.length })} headers={[...laneHeaders, t('rate.lane.price')]} rows={preview.added.map((l, i) => ({ key: laneKey(l, i), cells: [...laneCells(l), money(l.price, l.currency)] }))} />
      ) : null}
      <Heading as="h4" size="xs">{t('rate.preview.changed', { count: preview.changed.length })}</Heading>
      {preview.changed.length ? (
        <RateTable
          label={t('rate.preview.changed', { count: preview.changed.length })}
          headers={[...laneHeaders, t('rate.lane.priceChange')]}
          rows={preview.changed.map((c, i) => ({ key: laneKey(c.lane, i), cells: [...laneCells(c.lane), `${money(c.oldPrice, c.oldCurrency)} → ${money(c.lane.price, c.lane.currency)}`] }))}
        />
      ) : null}
      <Heading as="h4" size="xs">{t('rate.preview.removed', { count: preview.removed.length })}</Heading>
      {preview.removed.length ? (
        <RateTable label={t('rate.preview.removed', { count: preview.removed.length })} headers={[...laneHeaders, t('rate.lane.price')]} rows={preview.removed.map((l, i) => ({ key: laneKey(l, i), cells: [...laneCells(l), money(l.price, l.currency)] }))} />
      ) : null}
      <Heading as="h4" size="xs">{t('rate.preview.errors', { count: preview.errors.length })}</Heading>
      {preview.errors.length ? (
        <RateTable
          label={t('rate.preview.errors', { count: preview.errors.length })}
          headers={[t('rate.log.column.contractId'), t('rate.log.column.amendment'), t('rate.log.column.sheet'), t('rate.log.column.row'), t('rate.log.column.columnType'), t('rate.log.column.value'), t('rate.log.column.errorMessage')]}
          rows={preview.errors.map((e) => ({ key: e.id, cells: [e.contractId, e.amendment, e.sheet, String(e.row), t(`rate.column.${e.columnType}`), e.value, e.errorMessage] }))}
        />
      ) : null}
      {view.finishError ? (
        <Text role="alert" color={ERROR_COLOR}>
          {t(view.finishError)}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button type="button" onClick={view.confirm} disabled={!view.canConfirm} loading={view.confirming}>
          {t('rate.preview.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={view.abandon} disabled={!view.canAbandon} loading={view.abandoning}>
          {t('rate.preview.abandon')}
        </Button>
      </HStack>
    </Stack>
  );
}
