/**
 * The documents of a shipment, a part the shipment page places (docs/decisions/115): the upload
 * control when the server allows uploads, the list (file name, type, category, date uploaded, uploaded
 * by) with Download, and Delete with a confirmation where the server's `canDelete` says. It renders
 * connectShipmentDocuments (machines/shipment-documents.connect.ts) and decides nothing.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { shipmentDocumentTypeValues } from '../../../api/schema.gen';
import { connectShipmentDocuments, documentTypeLabel, type DocumentRow, type ShipmentDocumentsView } from '../../../../machines/shipment-documents.connect';
import {
  provideShipmentDocuments,
  SHIPMENT_DOCUMENTS_SYSTEM_ID,
  type ShipmentDocumentType,
} from '../../../../machines/shipment-documents.machine';
import { useAppActors } from '../../../app/app-services';
import { ERROR_COLOR } from '../../../components/form/text-field';
import { useDateFormat } from '../../../i18n/use-date-format';
import { ToneAlert } from '../../../components/message-alert';
import { DocumentUpload } from './document-upload';
import { useFileSize } from './file-size';
import { ListLoadPhase } from './list-load-phase';

export interface ShipmentDocumentsProps {
  shipmentId: string;
  /** The shipment's `allowedActions.uploadDocument`. */
  canUpload: boolean;
  /** The type the upload control starts on (the hold banner's missing document). */
  preselectType?: ShipmentDocumentType;
}

const TITLE_ID = 'shipment-documents-title';

export function ShipmentDocuments(props: ShipmentDocumentsProps) {
  // Another shipment is another list: start over rather than show the previous one's.
  return <DocumentsPart key={props.shipmentId} {...props} />;
}

function DocumentsPart({ shipmentId, canUpload, preselectType }: ShipmentDocumentsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { loadDocuments, deleteDocument, downloadDocument, uploadDocument } = useAppActors().shipmentFiles;
  const machine = useMemo(
    () => provideShipmentDocuments({ loadDocuments, deleteDocument, downloadDocument, uploadDocument }),
    [loadDocuments, deleteDocument, downloadDocument, uploadDocument],
  );
  const [snapshot, send] = useMachine(machine, { input: { shipmentId, canUpload, preselectType }, systemId: SHIPMENT_DOCUMENTS_SYSTEM_ID });
  const view = connectShipmentDocuments(snapshot, send);
  const { setCanUpload } = view;
  useEffect(() => setCanUpload(canUpload), [canUpload, setCanUpload]);
  useEffect(() => {
    if (preselectType) send({ type: 'SET_TYPE', value: preselectType });
  }, [preselectType, send]);

  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const types = intl.formatList(shipmentDocumentTypeValues.map((type) => t(documentTypeLabel(type))));

  return (
    <Stack as="section" aria-labelledby={TITLE_ID} gap="4">
      <Heading as="h2" size="lg" id={TITLE_ID} ref={heading} tabIndex={-1}>
        {t('shipment.documents.title')}
      </Heading>
      {view.notice ? (
        <ToneAlert problem={view.noticeIsProblem}>{t(view.notice.id, view.notice.values)}</ToneAlert>
      ) : null}
      {view.uploadEnabled ? <DocumentUpload uploadRef={view.uploadRef} snapshot={snapshot} send={send} /> : null}

      <ListLoadPhase
        phase={view.phase}
        loadError={view.loadError ? t(view.loadError) : null}
        onRetry={view.retry}
        text={{
          loading: t('shipment.documents.loading'),
          retry: t('shipment.documents.retry'),
          emptyTitle: t('shipment.documents.empty.title'),
          emptyDescription: view.uploadEnabled ? t('shipment.documents.empty.upload', { types }) : t('shipment.documents.empty.readOnly'),
        }}
      />
      {view.phase === 'list' ? (
        <Stack gap="2">
          {/* Announced after an upload or a delete, while the list is fetched again. */}
          <Box role="status" minH="5" fontSize="sm" color="fg.muted">
            {view.refreshing ? t('shipment.documents.refreshing') : null}
          </Box>
          <chakra.ul aria-labelledby={TITLE_ID} listStyleType="none" m="0" p="0" display="grid" gap="3">
            {view.rows.map((row) => (
              <DocumentItem key={row.id} row={row} view={view} onDeleted={focusHeading} />
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface DocumentItemProps {
  row: DocumentRow;
  view: ShipmentDocumentsView;
  /** Where focus goes once its row has gone. */
  onDeleted: () => void;
}

function DocumentItem({ row, view, onDeleted }: DocumentItemProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { formatDate } = useDateFormat();
  const fileSize = useFileSize();
  const name = { name: row.fileName };
  const confirm = row.confirming ? view.confirm : null;

  // Focus follows the confirmation: to "Keep it" when it opens, back to Delete when it closes.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (row.confirming && !wasConfirming.current) keepButton.current?.focus();
    if (!row.confirming && wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = row.confirming;
  }, [row.confirming]);
  // The row leaves the list when deleted: focus must not be lost with it.
  useEffect(() => () => {
    if (wasConfirming.current) onDeleted();
  }, [onDeleted]);

  const facts: [string, string][] = [
    [t('shipment.documents.field.type'), t(row.typeLabel)],
    [t('shipment.documents.field.category'), t(row.category.id, row.category.values)],
    [t('shipment.documents.field.uploadedAt'), formatDate(row.uploadedAt)],
    [t('shipment.documents.field.uploadedBy'), row.uploadedBy],
    [t('shipment.documents.field.size'), fileSize(row.size)],
  ];
  return (
    <chakra.li borderWidth="1px" borderColor="border" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <Text as="h3" fontWeight="semibold" wordBreak="break-word">
          {row.fileName}
        </Text>
        <chakra.dl display="grid" gridTemplateColumns={{ base: 'max-content 1fr', md: 'repeat(5, auto)' }} columnGap="4" rowGap="1" fontSize="sm">
          {facts.map(([term, value]) => (
            <Box key={term} display={{ base: 'contents', md: 'block' }}>
              <chakra.dt color="fg.muted">{term}</chakra.dt>
              <chakra.dd ms="0" wordBreak="break-word">
                {value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <HStack gap="2" wrap="wrap">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => view.download(row.id)}
            disabled={!row.canDownload}
            loading={row.downloading}
            aria-label={t('shipment.documents.downloadNamed', name)}
          >
            {t('shipment.documents.download')}
          </Button>
          {row.showDelete ? (
            <Button
              ref={deleteButton}
              type="button"
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => view.askDelete(row.id)}
              disabled={!row.canDelete}
              aria-label={t('shipment.documents.deleteNamed', name)}
              aria-expanded={row.confirming}
            >
              {t('shipment.documents.delete')}
            </Button>
          ) : null}
        </HStack>
        {row.downloadError ? (
          <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
            {t(row.downloadError)}
          </Text>
        ) : null}
        {confirm ? (
          <Box role="group" aria-labelledby={`${row.id}-delete-question`} borderTopWidth="1px" borderColor="border" pt="3">
            <Stack gap="2">
              <Text id={`${row.id}-delete-question`} fontWeight="medium">
                {t('shipment.documents.delete.question', name)}
              </Text>
              {confirm.error ? (
                <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
                  {t(confirm.error)}
                </Text>
              ) : null}
              <HStack gap="2" wrap="wrap">
                <Button
                  type="button"
                  size="sm"
                  colorPalette="red"
                  onClick={view.confirmDelete}
                  disabled={!confirm.canConfirm}
                  loading={confirm.deleting}
                  loadingText={t('shipment.documents.delete.deleting')}
                >
                  {t('shipment.documents.delete.confirm')}
                </Button>
                <Button ref={keepButton} type="button" size="sm" variant="outline" onClick={view.cancelDelete} disabled={confirm.deleting}>
                  {t('shipment.documents.delete.keep')}
                </Button>
              </HStack>
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </chakra.li>
  );
}
