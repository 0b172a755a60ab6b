/**
 * The upload control of the shipment documents (its container is `#shipment-documents-upload`, where
 * the hold banner links for a missing document): the type, files dropped on it or chosen with its
 * button, each file with its status, progress and message, Cancel, Retry, Remove and Upload. It
 * renders connectDocumentUpload and decides nothing.
 */
import { memo, useState, type DragEvent } from 'react';
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { connectDocumentUpload, type DocumentUploadItem } from '../../../../machines/shipment-documents.connect';
import type { DocumentUploadRef, ShipmentDocumentsSnapshot, ShipmentDocumentsEvent, ShipmentDocumentType } from '../../../../machines/shipment-documents.machine';
import { SelectField } from '../../../components/form/form-controls';
import { ERROR_COLOR } from '../../../components/form/text-field';
import { FilePicker } from './file-picker';
import { useFileSize } from './file-size';

export const DOCUMENTS_UPLOAD_ID = 'shipment-documents-upload';
const TYPE_ID = 'shipment-documents-type';
const HINT_ID = 'shipment-documents-upload-hint';

export interface DocumentUploadProps {
  uploadRef: DocumentUploadRef;
  snapshot: ShipmentDocumentsSnapshot;
  send: (event: ShipmentDocumentsEvent) => void;
}

export function DocumentUpload({ uploadRef, snapshot, send }: DocumentUploadProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const uploadSnapshot = useSelector(uploadRef, (s) => s);
  const view = connectDocumentUpload(uploadSnapshot, uploadRef.send, snapshot, send);
  const [dragging, setDragging] = useState(false);
  const typeOptions = view.typeOptions.map((o) => ({ value: o.value, label: t(o.label) }));

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) view.addFiles(files);
  };

  return (
    <Box
      id={DOCUMENTS_UPLOAD_ID}
      // The hold banner's link lands here: a target that can take focus.
      tabIndex={-1}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : undefined}
      rounded="md"
      p={{ base: '3', md: '4' }}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('shipment.documents.upload.title')}
        </Heading>
        <Box maxW={{ md: '20rem' }}>
          <SelectField
            id={TYPE_ID}
            label={t('shipment.documents.upload.type')}
            value={view.type}
            options={typeOptions}
            placeholder={t('shipment.documents.upload.typePlaceholder')}
            onValueChange={(value) => view.setType(value as ShipmentDocumentType | '')}
            error={view.typeError ? t(view.typeError) : null}
          />
        </Box>
        <HStack gap="2" wrap="wrap">
          <Text>{t('shipment.documents.upload.drop')}</Text>
          <FilePicker
            inputId="shipment-documents-files"
            label={t('shipment.documents.upload.choose')}
            accept={view.accept}
            describedBy={HINT_ID}
            onFiles={view.addFiles}
          />
        </HStack>
        <Text id={HINT_ID} fontSize="sm" color="fg.muted">
          {t('shipment.documents.upload.hint', { types: view.acceptLabel, limit: view.limitLabel })}
        </Text>
        {view.items.length ? (
          <chakra.ul aria-label={t('shipment.documents.upload.files')} listStyleType="none" m="0" p="0" display="grid" gap="2">
            {view.items.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                typeOptions={typeOptions}
                onType={view.setFileType}
                onCancel={view.cancel}
                onRetry={view.retry}
                onRemove={view.remove}
              />
            ))}
          </chakra.ul>
        ) : null}
        <Box>
          <Button type="button" onClick={view.start} disabled={!view.canStart} loading={view.busy} loadingText={t('shipment.documents.upload.status.uploading')}>
            {t('shipment.documents.upload.start')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

interface UploadRowProps {
  item: DocumentUploadItem;
  typeOptions: { value: string; label: string }[];
  onType: (id: string, value: ShipmentDocumentType) => void;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const UploadRow = memo(function UploadRow({ item, typeOptions, onType, onCancel, onRetry, onRemove }: UploadRowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fileSize = useFileSize();
  const name = { name: item.name };
  return (
    <chakra.li borderWidth="1px" borderColor="border" rounded="sm" p="2">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {item.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {fileSize(item.size)} · {t(item.statusLabel)}
          </Text>
        </HStack>
        {item.showProgress ? <ProgressBar label={t('shipment.documents.upload.progress', name)} item={item} /> : null}
        {item.message ? (
          <Text fontSize="sm" color={ERROR_COLOR} role="alert">
            {t(item.message.id, item.message.values)}
          </Text>
        ) : null}
        {item.canSetType ? (
          <Box maxW={{ md: '20rem' }}>
            <SelectField
              id={`shipment-documents-type-${item.id}`}
              label={t('shipment.documents.upload.fileType', name)}
              value={item.type}
              options={typeOptions}
              placeholder={item.type ? undefined : t('shipment.documents.upload.typePlaceholder')}
              onValueChange={(value) => value && onType(item.id, value as ShipmentDocumentType)}
            />
          </Box>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {item.canCancel ? (
            <Button type="button" size="sm" variant="outline" onClick={() => onCancel(item.id)} aria-label={t('shipment.documents.upload.cancelNamed', name)}>
              {t('shipment.documents.upload.cancel')}
            </Button>
          ) : null}
          {item.canRetry ? (
            <Button type="button" size="sm" variant="outline" onClick={() => onRetry(item.id)} aria-label={t('shipment.documents.upload.retryNamed', name)}>
              {t('shipment.documents.upload.retry')}
            </Button>
          ) : null}
          {item.canRemove ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => onRemove(item.id)} aria-label={t('shipment.documents.upload.removeNamed', name)}>
              {t('shipment.documents.upload.remove')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.li>
  );
});

/** Upload progress; while a file is on its way with nothing reported yet, the bar says so without a number. */
function ProgressBar({ label, item }: { label: string; item: DocumentUploadItem }) {
  const known = item.progressKnown;
  const percent = Math.round(item.progress * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? percent : undefined}
      h="1.5"
      bg="bg.muted"
      rounded="full"
      overflow="hidden"
    >
      <Box h="full" bg="brand.solid" width={known ? `${percent}%` : '100%'} opacity={known ? 1 : 0.4} transition="width 0.2s" />
    </Box>
  );
}
