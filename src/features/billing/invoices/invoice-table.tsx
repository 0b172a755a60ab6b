/**
 * The page of invoices as a table (a card per row on narrow screens, see invoice-list-css.ts), with the
 * columns the user's layout shows in its order: dates "Mon D YYYY", money in the invoice's currency
 * with two decimals, the payment status in the glossary's words, the shipment linked, and the PDF
 * download (invoice or tax invoice) with "Download Error" beside it when it fails.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { InvoiceColumn, InvoiceRowView } from '../../../../machines/billing/invoices';
import type { Message } from '../../../../machines/shared/message';
import type { InvoiceDownloadView } from '../../../../machines/billing/invoices.download.connect';
import type { Sort } from '../../../../machines/paged-list.url';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { useDateFormat } from '../../../i18n/use-date-format';
import { ListTable } from '../../../components/list-table';

export interface InvoiceTableProps {
  columns: readonly InvoiceColumn[];
  rows: readonly InvoiceRowView[];
  busy: boolean;
  sort: Sort | null;
  sortBy: (property: string) => void;
  download: InvoiceDownloadView;
}

export const InvoiceTable = memo(function InvoiceTable({ columns, rows, busy, sort, sortBy, download }: InvoiceTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const labels = columns.map((c) => t(c.label));
  return (
    <ListTable
      classPrefix="iv"
      label={t('invoice.list.label')}
      sortLabel={t('invoice.list.sortBy')}
      busy={busy}
      columns={columns.map((column, i) => ({ key: column.key, label: labels[i]!, sort: column.sort }))}
      sort={sort}
      sortBy={sortBy}
      trailingHeader={t('invoice.column.actions')}
    >
      {rows.map((view) => (
        <InvoiceRow key={view.row.id} view={view} columns={columns} labels={labels} download={download} />
      ))}
    </ListTable>
  );
});

function InvoiceRow({ view, columns, labels, download }: { view: InvoiceRowView; columns: readonly InvoiceColumn[]; labels: readonly string[]; download: InvoiceDownloadView }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const say = (message: Message) => intl.formatMessage({ id: message.id }, message.values);
  const { row } = view;
  const content = (column: InvoiceColumn) => {
    switch (column.key) {
      case 'invoiceNo':
        return row.invoiceNo;
      case 'invoiceDate':
        return formatDate(row.invoiceDate);
      case 'billNo':
        return row.billNo;
      case 'shipmentNo':
        return (
          <RouterLink className="iv-link" to={view.shipmentPath}>
            {row.shipmentNo}
          </RouterLink>
        );
      case 'counterpart':
        return view.counterpart;
      case 'amount':
        return formatMoney(row.totalAmount, row.currency, locale);
      case 'currency':
        return row.currency;
      case 'dueDate':
        return formatDate(row.dueDate);
      case 'paymentStatus':
        return say(view.paymentStatus);
      case 'taxInvoice':
        return say(view.taxInvoice);
    }
  };
  const busy = download.downloadingId === row.id;
  const failed = download.failedId === row.id;
  const kind = say(view.download);
  const errorId = `invoice-download-error-${row.id}`;
  return (
    <tr role="row">
      {columns.map((column, i) => (
        <td key={column.key} role="cell" data-label={labels[i]} className={column.key === 'amount' ? 'iv-money' : undefined}>
          {content(column)}
        </td>
      ))}
      <td role="cell" data-label={intl.formatMessage({ id: 'invoice.column.actions' })}>
        <span className="iv-download">
          <button
            type="button"
            className="iv-button"
            aria-label={intl.formatMessage({ id: 'invoice.download.name' }, { kind, invoiceNo: row.invoiceNo })}
            aria-describedby={failed ? errorId : undefined}
            disabled={!download.canDownload && !failed}
            aria-busy={busy || undefined}
            onClick={() => (failed ? download.retry() : download.download(row.id, row.invoiceNo))}
          >
            {busy ? intl.formatMessage({ id: 'invoice.download.busy' }) : kind}
          </button>
          {failed ? (
            <span id={errorId} role="alert" className="iv-error">
              {intl.formatMessage({ id: 'invoice.download.error' })}
            </span>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
