/**
 * What the shipment comments part shows and can do, from its machine: the comments oldest first with
 * their attachments, the comment on its way ("sending…"), the box with its text, attachments and
 * messages, and the functions that send its events. Message ids only; the view decides nothing.
 */
import { rememberedBy } from './shared/remembered';
import { connectUpload } from './upload.connect';
import type { UploadableFile, UploadMessage, UploadSnapshot } from './upload.machine';
import { uploadMessage } from './shipment-documents.connect';
import {
  attachmentKey,
  COMMENT_FILES_MAX,
  COMMENT_TEXT_MAX,
  type ShipmentCommentsEvent,
  type ShipmentCommentsSnapshot,
} from './shipment-comments.machine';

type Send = (event: ShipmentCommentsEvent) => void;

function createActions(send: Send) {
  return {
    retry: () => send({ type: 'RETRY' }),
    edit: (text: string) => send({ type: 'EDIT', text }),
    attach: (files: readonly UploadableFile[]) => send({ type: 'ATTACH', files }),
    detach: (id: string) => send({ type: 'DETACH', id }),
    send: () => send({ type: 'SEND' }),
    download: (commentId: string, attachmentId: string) => send({ type: 'DOWNLOAD', commentId, attachmentId }),
    setCanComment: (canComment: boolean) => send({ type: 'SET_CAN_COMMENT', canComment }),
  };
}
const actionsFor = rememberedBy(createActions);

export interface CommentAttachmentRow {
  id: string;
  fileName: string;
  size: number;
  canDownload: boolean;
  downloading: boolean;
  /** Message id of why its last download failed. */
  downloadError: string | null;
}

export interface CommentRow {
  id: string;
  authorName: string;
  /** The author's company, shown with the name. */
  companyName: string;
  /** Message id of the author's side (shipper or forwarder). */
  roleLabel: string;
  createdAt: string;
  /** Plain text, as written: the view keeps its line breaks and never reads it as HTML. */
  text: string;
  attachments: CommentAttachmentRow[];
}

export interface HeldAttachment {
  id: string;
  name: string;
  size: number;
  /** Why it cannot be attached (it will not be sent). */
  message: UploadMessage | null;
  canRemove: boolean;
}

export type CommentsPhase = 'loading' | 'failed' | 'empty' | 'list';

export function connectShipmentComments(snapshot: ShipmentCommentsSnapshot, send: Send, pickerSnapshot: UploadSnapshot<never>) {
  const { context } = snapshot;
  const picker = connectUpload(pickerSnapshot, () => {});
  const canEdit = snapshot.can({ type: 'EDIT', text: context.text });
  const comments: CommentRow[] = context.comments.map((c) => ({
    id: c.id,
    authorName: c.author.name,
    companyName: c.author.companyName,
    roleLabel: `shipment.comments.role.${c.author.role}`,
    createdAt: c.createdAt,
    text: c.text,
    attachments: c.attachments.map((a) => {
      const download = context.downloads[attachmentKey(c.id, a.id)];
      return {
        id: a.id,
        fileName: a.fileName,
        size: a.size,
        canDownload: snapshot.can({ type: 'DOWNLOAD', commentId: c.id, attachmentId: a.id }),
        downloading: download?.running ?? false,
        downloadError: download?.error ?? null,
      };
    }),
  }));
  const phase: CommentsPhase = context.loadError
    ? 'failed'
    : comments.length === 0 && !context.pending
      ? snapshot.hasTag('loading')
        ? 'loading'
        : 'empty'
      : 'list';
  return {
    phase,
    comments,
    /** The comment on its way, shown last as "sending…". */
    pending: context.pending ? { text: context.pending.text, fileNames: context.pending.files.map((f) => f.name) } : null,
    loadError: context.loadError,

    /** The box is shown: the server lets this user comment on the shipment. */
    composeVisible: context.canComment,
    /** The box takes text and files (not while a comment is on its way, nor once the shipment is closed). */
    canEdit,
    text: context.text,
    textMax: COMMENT_TEXT_MAX,
    textError: context.textError,
    attachments: picker.items.map(
      (item): HeldAttachment => ({
        id: item.id,
        name: item.name,
        size: item.size,
        message: item.error ? uploadMessage(item.error) : null,
        canRemove: canEdit && item.canRemove,
      }),
    ),
    attachmentsError: context.attachmentsError,
    maxFiles: COMMENT_FILES_MAX,
    accept: picker.accept,
    acceptLabel: picker.acceptLabel,
    limitLabel: picker.limitLabel,
    /** Message id of the server's refusal of the last comment (or of a failed call). */
    sendError: context.sendError,
    sending: snapshot.hasTag('sending'),
    canSend: snapshot.can({ type: 'SEND' }),
    ...actionsFor(send),
  };
}

export type ShipmentCommentsView = ReturnType<typeof connectShipmentComments>;
