/**
 * The page of bills as a table (a card per bill on narrow screens, see bills-css.ts): every Bill field,
 * money in the bill's own currency with two decimals, dates as "Mon D YYYY", overdue bills marked, the
 * shipment no linking to the shipment, and Pay on each bill (or why it cannot be paid). Rows are
 * memoised on their row view, which stays the same object until the bill changes.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Bill, BillColumn, BillRowView } from '../../../../machines/billing/upcoming-bills';
import type { Message } from '../../../../machines/shared/message';
import type { Sort } from '../../../../machines/paged-list.url';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { useDateFormat } from '../../../i18n/use-date-format';
import { ListTable } from '../../../components/list-table';

export interface BillTableProps {
  columns: readonly BillColumn[];
  rows: readonly BillRowView[];
  busy: boolean;
  sort: Sort | null;
  sortBy: (property: string) => void;
  onPay: (bill: Bill) => void;
}

export const BillTable = memo(function BillTable({ columns, rows, busy, sort, sortBy, onPay }: BillTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labels = columns.map((c) => t(c.label));
  return (
    <ListTable
      classPrefix="bl"
      label={t('billing.bills.table.label')}
      sortLabel={t('billing.bills.sortBy')}
      busy={busy}
      columns={columns.map((column, i) => ({ key: column.key, label: labels[i]!, sort: column.sort, className: column.money ? 'bl-money' : undefined }))}
      sort={sort}
      sortBy={sortBy}
      markActive
      leadingHeader={t('billing.bills.column.actions')}
    >
      {rows.map((view) => (
        <BillRow key={view.bill.id} view={view} columns={columns} labels={labels} onPay={onPay} />
      ))}
    </ListTable>
  );
});

interface RowProps {
  view: BillRowView;
  columns: readonly BillColumn[];
  labels: readonly string[];
  onPay: (bill: Bill) => void;
}

const BillRow = memo(function BillRow({ view, columns, labels, onPay }: RowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const say = (message: Message) => t(message.id, message.values);
  const { bill } = view;
  const money = (amount: number) => formatMoney(amount, bill.currency, locale);
  const day = (value: string | null) => (value ? formatDate(value) : <span className="bl-muted">{t('billing.bills.notYet')}</span>);

  const content = (column: BillColumn) => {
    switch (column.key) {
      case 'billNo':
        return bill.billNo;
      case 'paymentStatus':
        return (
          <span>
            {say(view.paymentStatus)}
            {view.overdue ? <span className="bl-overdue">{t('billing.overdue')}</span> : null}
          </span>
        );
      case 'billDate':
      case 'invoiceDate':
      case 'dueDate':
      case 'cutOffDate':
      case 'additionalChargesDeadline':
        return formatDate(bill[column.key]);
      case 'actualDeliveryDate':
      case 'deliveryUpdateDate':
        return day(bill[column.key]);
      case 'billAmount':
      case 'additionalCharges':
      case 'totalAmount':
      case 'amountPaid':
      case 'amountDue':
      case 'poAmount':
        return money(bill[column.key]);
      case 'platformFee':
        return `${money(bill.platformFee)} (${intl.formatNumber(bill.feePercentage / 100, { style: 'percent', maximumFractionDigits: 2 })})`;
      case 'poNo':
        return bill.poNo;
      case 'shipmentNo':
        return (
          <RouterLink className="bl-link" to={view.shipmentPath}>
            {bill.shipmentNo}
          </RouterLink>
        );
      case 'shipmentStatus':
        return say(view.shipmentStatus);
      case 'taxInvoice':
        return t(view.taxInvoice);
      case 'billPayment':
        return bill.billPayment
          ? t('billing.bills.billPayment.paid', { amount: money(bill.billPayment.amount), date: formatDate(bill.billPayment.paidAt), reference: bill.billPayment.reference })
          : <span className="bl-muted">{t('billing.bills.billPayment.none')}</span>;
    }
  };

  return (
    <tr role="row" data-overdue={view.overdue ? '' : undefined}>
      <td role="cell" data-label={t('billing.bills.column.actions')}>
        {view.canPay ? (
          <span>
            <button
              type="button"
              className="bl-button"
              id={`bill-pay-${bill.id}`}
              aria-label={t('billing.bills.payRow.name', { billNo: bill.billNo })}
              onClick={() => onPay(bill)}
            >
              {t('billing.bills.payRow')}
            </button>
          </span>
        ) : (
          <span className="bl-why">{view.notPayable ? t(view.notPayable) : null}</span>
        )}
      </td>
      {columns.map((column, i) => (
        <td key={column.key} role="cell" data-label={labels[i]} className={column.money ? 'bl-money' : undefined}>
          {content(column)}
        </td>
      ))}
    </tr>
  );
});
