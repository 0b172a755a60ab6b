/**
 * The comments of one shipment (docs/decisions/116): the list, oldest first, with attachment
 * downloads, and the box: text and up to five attachments, checked before sending, sent
 * optimistically. A sent comment shows at once as "sending…"; when the server refuses it, it leaves
 * the list and its text and files go back into the box, with the refusal's message (decision 037).
 *
 * Attachments are held by an upload machine (decision 097) that never uploads on its own: it checks
 * each file as it is added (size, type, count) and names the file it refuses; the comment carries the
 * files it holds in one request.
 */
import {
  assign,
  enqueueActions,
  fromPromise,
  not,
  sendTo,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { components } from '../src/api/schema.gen';
import { ResultCode } from '../src/api/result-codes';
import { businessCode, callFailure, failureMessageId } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';
import { createUploadMachine, type UploadableFile } from './upload.machine';
import {
  DOWNLOAD_TRANSITIONS,
  downloadActorId,
  endedDownloads,
  FILES_FAILURE_PREFIX,
  isCurrentDownload,
  SHIPMENT_CLOSED_MESSAGE,
  SHIPMENT_FILE_TYPES,
  SHIPMENT_NOT_FOUND_MESSAGE,
  startedDownloads,
  type DownloadState,
} from './shipment-documents.machine';

export type ShipmentComment = components['schemas']['ShipmentComment'];

/** The server's limits (decision 035). */
export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_FILES_MAX = 5;

export interface AddCommentInput {
  shipmentId: string;
  /** Trimmed, as the server stores it. */
  text: string;
  files: UploadableFile[];
}

export interface AttachmentDownloadInput {
  shipmentId: string;
  commentId: string;
  attachmentId: string;
  /** Saved under the server's name when it sends one, else this. */
  fileName: string;
}

/** Holds and checks the attachments of the comment being written; it never uploads. */
export const attachmentPickerMachine = createUploadMachine<never>();
export type AttachmentPickerRef = ActorRefFrom<typeof attachmentPickerMachine>;

export interface ShipmentCommentsInput {
  shipmentId: string;
  /** The server's `allowedActions.comment`. */
  canComment: boolean;
}

/** The comment on its way: shown at once, and put back into the box if the server refuses it. */
export interface PendingComment {
  text: string;
  files: UploadableFile[];
}

export interface ShipmentCommentsContext {
  shipmentId: string;
  canComment: boolean;
  /** The server said the shipment is closed (30003). */
  closed: boolean;
  comments: ShipmentComment[];
  loadError: string | null;
  /** The box, as typed: kept through every error. */
  text: string;
  /** Message id next to the text. */
  textError: string | null;
  /** Message id next to the attachments. */
  attachmentsError: string | null;
  /** Message id of why the server refused the last comment, or could not be reached. */
  sendError: string | null;
  pending: PendingComment | null;
  picker: AttachmentPickerRef;
  /** By `commentId/attachmentId`. */
  downloads: Record<string, DownloadState>;
}

export type ShipmentCommentsEvent =
  | { type: 'RETRY' }
  | { type: 'SET_CAN_COMMENT'; canComment: boolean }
  | { type: 'EDIT'; text: string }
  | { type: 'ATTACH'; files: readonly UploadableFile[] }
  | { type: 'DETACH'; id: string }
  | { type: 'SEND' }
  | { type: 'DOWNLOAD'; commentId: string; attachmentId: string }
  | DoneActorEvent<unknown, string>
  | ErrorActorEvent<unknown, string>;

/** The rule of the text: a message id, or null when it can be sent. */
export function textProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'shipment.comments.text.required';
  if (trimmed.length > COMMENT_TEXT_MAX) return 'shipment.comments.text.tooLong';
  return null;
}

/** The message of each refusal of POST /shipment/{id}/comments (decision 037), or of a failed call. */
const SEND_CODE_MESSAGES: Partial<Record<number, string>> = {
  [ResultCode.SHIPMENT_NOT_FOUND]: SHIPMENT_NOT_FOUND_MESSAGE,
  [ResultCode.SHIPMENT_CLOSED]: SHIPMENT_CLOSED_MESSAGE,
  [ResultCode.VALIDATION_FAILED]: 'shipment.comments.send.invalid',
  [ResultCode.FILE_TOO_LARGE]: 'shipment.comments.send.tooLarge',
  [ResultCode.FILE_TYPE_NOT_ALLOWED]: 'shipment.comments.send.typeRefused',
};
export function sendFailureMessage(error: unknown): string {
  const code = businessCode(error);
  return (code !== null && SEND_CODE_MESSAGES[code]) || failureMessageId(callFailure(error), FILES_FAILURE_PREFIX);
}

export const attachmentKey = (commentId: string, attachmentId: string) => `${commentId}/${attachmentId}`;

const held = (picker: AttachmentPickerRef) => picker.getSnapshot().context.items;

export const shipmentCommentsMachine = setup({
  types: {
    context: {} as ShipmentCommentsContext,
    events: {} as ShipmentCommentsEvent,
    input: {} as ShipmentCommentsInput,
  },
  actors: {
    loadComments: fromPromise<ShipmentComment[], { shipmentId: string }>(providedAtRoot('loadComments')),
    addComment: fromPromise<ShipmentComment, AddCommentInput>(providedAtRoot('addComment')),
    downloadAttachment: fromPromise<void, AttachmentDownloadInput>(providedAtRoot('downloadAttachment')),
    attachmentPicker: attachmentPickerMachine,
  },
  guards: {
    composeAllowed: ({ context }) => context.canComment && !context.closed,
    textInvalid: ({ context }) => textProblem(context.text) !== null,
    attachmentRefused: ({ context }) => held(context.picker).some((item) => item.status === 'rejected'),
    canDownload: ({ context, event }) => {
      if (event.type !== 'DOWNLOAD') return false;
      const comment = context.comments.find((c) => c.id === event.commentId);
      return !!comment?.attachments.some((a) => a.id === event.attachmentId) && !context.downloads[attachmentKey(event.commentId, event.attachmentId)]?.running;
    },
    currentDownload: ({ context, event }) => 'actorId' in event && isCurrentDownload(context.downloads, event),
  },
  actions: {
    startDownload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DOWNLOAD') return;
      const attachment = context.comments.find((c) => c.id === event.commentId)!.attachments.find((a) => a.id === event.attachmentId)!;
      const key = attachmentKey(event.commentId, event.attachmentId);
      const { run, downloads } = startedDownloads(context.downloads, key);
      enqueue.spawnChild('downloadAttachment', {
        id: downloadActorId(key, run),
        input: { shipmentId: context.shipmentId, commentId: event.commentId, attachmentId: event.attachmentId, fileName: attachment.fileName },
      });
      enqueue.assign({ downloads });
    }),
    endDownload: assign(({ context, event }) =>
      'actorId' in event ? { downloads: endedDownloads(context.downloads, event, 'shipment.comments.attachment.gone') } : {},
    ),
  },
}).createMachine({
  id: 'shipmentComments',
  context: ({ input, spawn }) => ({
    shipmentId: input.shipmentId,
    canComment: input.canComment,
    closed: false,
    comments: [],
    loadError: null,
    text: '',
    textError: null,
    attachmentsError: null,
    sendError: null,
    pending: null,
    picker: spawn('attachmentPicker', {
      id: 'attachments',
      input: { accept: SHIPMENT_FILE_TYPES, multiple: true, maxFiles: COMMENT_FILES_MAX },
    }),
    downloads: {},
  }),
  type: 'parallel',
  on: {
    SET_CAN_COMMENT: { actions: assign({ canComment: ({ event }) => event.canComment }) },
    ...DOWNLOAD_TRANSITIONS,
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadComments',
            src: 'loadComments',
            input: ({ context }) => ({ shipmentId: context.shipmentId }),
            onDone: { target: 'loaded', actions: assign({ comments: ({ event }) => event.output, loadError: null }) },
            onError: {
              target: 'failed',
              actions: assign({
                loadError: ({ event }) =>
                  businessCode(event.error) === ResultCode.SHIPMENT_NOT_FOUND
                    ? SHIPMENT_NOT_FOUND_MESSAGE
                    : failureMessageId(callFailure(event.error), FILES_FAILURE_PREFIX),
              }),
            },
          },
        },
        loaded: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
    composer: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { guard: 'composeAllowed', actions: assign({ text: ({ event }) => event.text, textError: null }) },
            ATTACH: {
              guard: 'composeAllowed',
              actions: [assign({ attachmentsError: null }), sendTo(({ context }) => context.picker, ({ event }) => ({ type: 'ADD_FILES' as const, files: event.files }))],
            },
            DETACH: {
              guard: 'composeAllowed',
              actions: [assign({ attachmentsError: null }), sendTo(({ context }) => context.picker, ({ event }) => ({ type: 'REMOVE' as const, id: event.id }))],
            },
            SEND: [
              // Not allowed (any more): nothing is sent, and Send is not offered.
              { guard: not('composeAllowed') },
              {
                guard: 'textInvalid',
                actions: assign(({ context }) => ({
                  textError: textProblem(context.text),
                  attachmentsError: held(context.picker).some((item) => item.status === 'rejected') ? 'shipment.comments.attachments.removeRefused' : null,
                })),
              },
              { guard: 'attachmentRefused', actions: assign({ attachmentsError: 'shipment.comments.attachments.removeRefused' }) },
              { target: 'sending' },
            ],
          },
        },
        sending: {
          tags: ['sending'],
          // The box empties at once, as the comment shows in the list; a refusal puts everything back.
          entry: enqueueActions(({ context, enqueue }) => {
            const items = held(context.picker);
            enqueue.assign({
              pending: { text: context.text, files: items.filter((item) => item.status === 'queued').map((item) => item.file) },
              text: '',
              textError: null,
              attachmentsError: null,
              sendError: null,
            });
            for (const item of items) enqueue.sendTo(context.picker, { type: 'REMOVE', id: item.id });
          }),
          invoke: {
            id: 'addComment',
            src: 'addComment',
            input: ({ context }) => ({ shipmentId: context.shipmentId, text: context.pending?.text.trim() ?? '', files: context.pending?.files ?? [] }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({ comments: [...context.comments, event.output], pending: null })),
            },
            onError: {
              target: 'editing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const pending = context.pending!;
                enqueue.assign({
                  text: pending.text,
                  pending: null,
                  sendError: sendFailureMessage(event.error),
                  closed: context.closed || businessCode(event.error) === ResultCode.SHIPMENT_CLOSED,
                });
                if (pending.files.length) enqueue.sendTo(context.picker, { type: 'ADD_FILES', files: pending.files });
              }),
            },
          },
        },
      },
    },
  },
});

export type ShipmentCommentsMachine = typeof shipmentCommentsMachine;
export type ShipmentCommentsSnapshot = SnapshotFrom<ShipmentCommentsMachine>;
