/**
 * The comments of a shipment, a part the shipment page places (docs/decisions/116): oldest first, each
 * with its author and their company, their side, the time and its attachments; then the box (`#shipment-comment-text`)
 * with attachments, when the server lets this user comment. A comment is plain text: it is rendered as
 * text with its line breaks, never as HTML. It renders connectShipmentComments and decides nothing.
 */
import { useEffect, useMemo } from 'react';
import { Badge, Box, Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { connectShipmentComments, type CommentRow, type ShipmentCommentsView } from '../../../../machines/shipment-comments.connect';
import { shipmentCommentsMachine } from '../../../../machines/shipment-comments.machine';
import { useAppActors } from '../../../app/app-services';
import { TextAreaField } from '../../../components/form/form-controls';
import { ERROR_COLOR } from '../../../components/form/text-field';
import { useDateFormat } from '../../../i18n/use-date-format';
import { FilePicker } from './file-picker';
import { ToneAlert } from '../../../components/message-alert';
import { ListLoadPhase } from './list-load-phase';
import { useFileSize } from './file-size';

export interface ShipmentCommentsProps {
  shipmentId: string;
  /** The shipment's `allowedActions.comment`. */
  canComment: boolean;
}

export const COMMENT_TEXT_ID = 'shipment-comment-text';
const TITLE_ID = 'shipment-comments-title';
const ATTACH_HINT_ID = 'shipment-comment-attachments-hint';
const ATTACH_ERROR_ID = 'shipment-comment-attachments-error';

export function ShipmentComments(props: ShipmentCommentsProps) {
  // Another shipment is another conversation: start over.
  return <CommentsPart key={props.shipmentId} {...props} />;
}

function CommentsPart({ shipmentId, canComment }: ShipmentCommentsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { loadComments, addComment, downloadAttachment } = useAppActors().shipmentFiles;
  const machine = useMemo(
    () => shipmentCommentsMachine.provide({ actors: { loadComments, addComment, downloadAttachment } }),
    [loadComments, addComment, downloadAttachment],
  );
  const [snapshot, send] = useMachine(machine, { input: { shipmentId, canComment } });
  const pickerSnapshot = useSelector(snapshot.context.picker, (s) => s);
  const view = connectShipmentComments(snapshot, send, pickerSnapshot);
  const { setCanComment } = view;
  useEffect(() => setCanComment(canComment), [canComment, setCanComment]);

  return (
    <Stack as="section" aria-labelledby={TITLE_ID} gap="4">
      <Heading as="h2" size="lg" id={TITLE_ID}>
        {t('shipment.comments.title')}
      </Heading>

      <ListLoadPhase
        phase={view.phase}
        loadError={view.loadError ? t(view.loadError) : null}
        onRetry={view.retry}
        text={{
          loading: t('shipment.comments.loading'),
          retry: t('shipment.comments.retry'),
          emptyTitle: t('shipment.comments.empty'),
          emptyDescription: t('shipment.comments.emptyHint'),
        }}
      />
      {view.phase === 'list' ? (
        <chakra.ol aria-labelledby={TITLE_ID} listStyleType="none" m="0" p="0" display="grid" gap="3">
          {view.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} view={view} />
          ))}
          {view.pending ? <PendingItem text={view.pending.text} fileNames={view.pending.fileNames} /> : null}
        </chakra.ol>
      ) : null}

      {view.composeVisible ? <Composer view={view} /> : null}
    </Stack>
  );
}

/** A comment's text as written: React renders it as text, and pre-wrap keeps its line breaks. */
function CommentText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {text}
    </Text>
  );
}

function CommentItem({ comment, view }: { comment: CommentRow; view: ShipmentCommentsView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { formatDateTime } = useDateFormat();
  const fileSize = useFileSize();
  return (
    <chakra.li borderWidth="1px" borderColor="border" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{comment.authorName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {comment.companyName}
          </Text>
          <Badge variant="subtle">{t(comment.roleLabel)}</Badge>
          <chakra.time dateTime={comment.createdAt} fontSize="sm" color="fg.muted">
            {formatDateTime(comment.createdAt)}
          </chakra.time>
        </HStack>
        <CommentText text={comment.text} />
        {comment.attachments.length ? (
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1" aria-label={t('shipment.comments.attachments.label')}>
            {comment.attachments.map((a) => (
              <chakra.li key={a.id}>
                <HStack gap="2" wrap="wrap">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => view.download(comment.id, a.id)}
                    disabled={!a.canDownload}
                    loading={a.downloading}
                    aria-label={t('shipment.comments.attachment.download', { name: a.fileName })}
                    maxW="full"
                  >
                    <Text as="span" truncate>
                      {a.fileName}
                    </Text>
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {fileSize(a.size)}
                  </Text>
                </HStack>
                {a.downloadError ? (
                  <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
                    {t(a.downloadError)}
                  </Text>
                ) : null}
              </chakra.li>
            ))}
          </chakra.ul>
        ) : null}
      </Stack>
    </chakra.li>
  );
}

/** The comment on its way, shown at once; it turns into the server's comment, or goes back to the box. */
function PendingItem({ text, fileNames }: { text: string; fileNames: string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <chakra.li borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="md" p={{ base: '3', md: '4' }} aria-busy="true">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{t('shipment.comments.you')}</Text>
          <HStack gap="1.5" role="status">
            <Spinner size="xs" />
            <Text fontSize="sm" color="fg.muted">
              {t('shipment.comments.sending')}
            </Text>
          </HStack>
        </HStack>
        <CommentText text={text} />
        {fileNames.length ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {fileNames.join(', ')}
          </Text>
        ) : null}
      </Stack>
    </chakra.li>
  );
}

function Composer({ view }: { view: ShipmentCommentsView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fileSize = useFileSize();
  const limits = { max: view.textMax, maxFiles: view.maxFiles, limit: view.limitLabel };
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        view.send();
      }}
    >
      <Stack gap="3">
        <TextAreaField
          id={COMMENT_TEXT_ID}
          label={t('shipment.comments.text.label')}
          value={view.text}
          onValueChange={view.edit}
          readOnly={!view.canEdit}
          maxLength={view.textMax}
          error={view.textError ? t(view.textError, limits) : null}
        />
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <FilePicker
              inputId="shipment-comment-files"
              label={t('shipment.comments.attach')}
              accept={view.accept}
              disabled={!view.canEdit}
              describedBy={[ATTACH_HINT_ID, view.attachmentsError ? ATTACH_ERROR_ID : null].filter(Boolean).join(' ')}
              onFiles={view.attach}
            />
          </HStack>
          <Text id={ATTACH_HINT_ID} fontSize="sm" color="fg.muted">
            {t('shipment.comments.attachments.hint', { max: view.maxFiles, types: view.acceptLabel, limit: view.limitLabel })}
          </Text>
          {view.attachments.length ? (
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1" aria-label={t('shipment.comments.attachments.label')}>
              {view.attachments.map((a) => (
                <chakra.li key={a.id}>
                  <HStack gap="2" wrap="wrap">
                    <Text wordBreak="break-word">{a.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {fileSize(a.size)}
                    </Text>
                    {a.canRemove ? (
                      <Button type="button" size="xs" variant="ghost" onClick={() => view.detach(a.id)} aria-label={t('shipment.comments.attachments.removeNamed', { name: a.name })}>
                        {t('shipment.comments.attachments.remove')}
                      </Button>
                    ) : null}
                  </HStack>
                  {a.message ? (
                    <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
                      {t(a.message.id, a.message.values)}
                    </Text>
                  ) : null}
                </chakra.li>
              ))}
            </chakra.ul>
          ) : null}
          {view.attachmentsError ? (
            <Text id={ATTACH_ERROR_ID} role="alert" fontSize="sm" color={ERROR_COLOR}>
              {t(view.attachmentsError)}
            </Text>
          ) : null}
        </Stack>
        {view.sendError ? (
          <ToneAlert problem>{t(view.sendError, limits)}</ToneAlert>
        ) : null}
        <Box>
          <Button type="submit" disabled={!view.canSend} loading={view.sending} loadingText={t('shipment.comments.sending')}>
            {t('shipment.comments.send')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
