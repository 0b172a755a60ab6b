/** What each invoice row's download button needs: whether it can start, whether it is the one busy, and the error beside it. */
import type { InvoiceDownloadEvent, InvoiceDownloadSnapshot } from './invoices.download.machine';

export function connectInvoiceDownload(snapshot: InvoiceDownloadSnapshot, send: (event: InvoiceDownloadEvent) => void) {
  const { invoiceId } = snapshot.context;
  const downloading = snapshot.matches('downloading');
  const failed = snapshot.matches('failed');
  return {
    /** One download at a time: the others wait. */
    canDownload: snapshot.can({ type: 'DOWNLOAD', invoiceId: '', invoiceNo: '' }),
    downloadingId: downloading ? invoiceId : null,
    failedId: failed ? invoiceId : null,
    /** The spec's "Download Error" (decision 044), shown beside the row's button. */
    errorMessage: failed ? 'invoice.download.error' : null,
    download: (id: string, invoiceNo: string) => send({ type: 'DOWNLOAD', invoiceId: id, invoiceNo }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type InvoiceDownloadView = ReturnType<typeof connectInvoiceDownload>;
