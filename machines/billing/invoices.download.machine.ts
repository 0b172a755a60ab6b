/**
 * The invoice PDF download of the invoices page, one at a time (docs/decisions/044 and 124). GET
 * /billing/invoices/{id}/pdf answers the whole file; any failure (HTTP 404 for an invoice gone or not
 * the user's, the network, a timeout) reads as the spec's "Download Error" beside the row's button,
 * with Try again. Saving the bytes as a file is the actor's job (it needs the DOM).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { providedAtRoot } from '../shared/provided-at-root';

export interface InvoicePdfInput {
  invoiceId: string;
  /** The file name when the server does not give one. */
  fileName: string;
}

export interface InvoiceDownloadContext {
  /** The invoice downloading, or the one whose download failed. */
  invoiceId: string | null;
  fileName: string;
}

export type InvoiceDownloadEvent =
  | { type: 'DOWNLOAD'; invoiceId: string; invoiceNo: string }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

export const pdfFileName = (invoiceNo: string) => `${invoiceNo}.pdf`;

export const invoiceDownloadMachine = setup({
  types: {
    context: {} as InvoiceDownloadContext,
    events: {} as InvoiceDownloadEvent,
  },
  actors: {
    downloadInvoicePdf: fromPromise<void, InvoicePdfInput>(providedAtRoot('downloadInvoicePdf')),
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'DOWNLOAD' ? { invoiceId: event.invoiceId, fileName: pdfFileName(event.invoiceNo) } : {})),
  },
}).createMachine({
  id: 'invoiceDownload',
  context: { invoiceId: null, fileName: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'downloading', actions: 'choose' } },
    },
    downloading: {
      invoke: {
        id: 'downloadInvoicePdf',
        src: 'downloadInvoicePdf',
        input: ({ context }) => ({ invoiceId: context.invoiceId!, fileName: context.fileName }),
        onDone: { target: 'idle', actions: assign({ invoiceId: null }) },
        onError: 'failed',
      },
    },
    failed: {
      on: {
        RETRY: 'downloading',
        DOWNLOAD: { target: 'downloading', actions: 'choose' },
        DISMISS: { target: 'idle', actions: assign({ invoiceId: null }) },
      },
    },
  },
});

export type InvoiceDownloadSnapshot = SnapshotFrom<typeof invoiceDownloadMachine>;
