/**
 * The page of shipments as a table (a card per row on narrow screens, see shipment-list-css.ts): each
 * row's shipment no links to its detail, status and mode in the glossary's words, each end's city and
 * country in the reader's language ("上海，中國") over the place's own name, dates as "Mon D YYYY",
 * money with two decimals, the on-hold marker, and Cancel where the list offers it. Rows are memoised
 * on their row view, which stays the same object until the row changes.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ShipmentColumn, ShipmentRowView } from '../../../../machines/shipment-list';
import type { Message } from '../../../../machines/shared/message';
import type { Sort } from '../../../../machines/paged-list.url';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { cityAndCountry } from '../../../i18n/place-name';
import { ListTable } from '../../../components/list-table';
import { useDateFormat } from '../../../i18n/use-date-format';

export interface ShipmentTableProps {
  columns: readonly ShipmentColumn[];
  rows: readonly ShipmentRowView[];
  busy: boolean;
  /** Whether any row can be cancelled by this user (the column is there at all). */
  withActions: boolean;
  sort: Sort | null;
  sortBy: (property: string) => void;
  onCancel: (shipmentId: string, shipmentNo: string) => void;
}

// Formatting a date with luxon is the costliest part of a row; a page shows the same few days many times.
const formattedDates = new Map<string, string>();
function formatDateOnce(formatDate: (value: string) => string, locale: string, value: string): string {
  const key = `${locale}|${value}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    if (formattedDates.size > 5000) formattedDates.clear();
    text = formatDate(value);
    formattedDates.set(key, text);
  }
  return text;
}

/** Memoised: a change elsewhere on the page (a filter clicked, the export's progress) leaves it alone. */
export const ShipmentTable = memo(function ShipmentTable({ columns, rows, busy, withActions, sort, sortBy, onCancel }: ShipmentTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const labels = columns.map((c) => t(c.label));
  return (
    <ListTable
      classPrefix="sl"
      label={t('shipment.list.table.label')}
      sortLabel={t('shipment.list.sortBy')}
      busy={busy}
      columns={columns.map((column, i) => ({ key: column.key, label: labels[i]!, sort: column.sort }))}
      sort={sort}
      sortBy={sortBy}
      markActive
      trailingHeader={withActions ? t('shipment.list.column.actions') : undefined}
    >
      {rows.map((view) => (
        <ShipmentTableRow key={view.row.id} view={view} columns={columns} labels={labels} withActions={withActions} onCancel={onCancel} />
      ))}
    </ListTable>
  );
});

interface RowProps {
  view: ShipmentRowView;
  columns: readonly ShipmentColumn[];
  labels: readonly string[];
  withActions: boolean;
  onCancel: (shipmentId: string, shipmentNo: string) => void;
}

/** The cells that never wrap (see shipment-list-css.ts): dates, money and the shipment number. */
const NOWRAP_CLASS: Partial<Record<ShipmentColumn['key'], string>> = {
  shipmentNo: 'sl-nowrap', bookedDate: 'sl-nowrap', cargoReadyDate: 'sl-nowrap', deliveryDate: 'sl-nowrap', totalCost: 'sl-money sl-nowrap',
};

const ShipmentTableRow = memo(
  function ShipmentTableRow({ view, columns, labels, withActions, onCancel }: RowProps) {
    const intl = useIntl();
    const { locale } = useLocale();
    const { formatDate } = useDateFormat();
    const say = (message: Message) => intl.formatMessage({ id: message.id }, message.values);
    const { row } = view;

    const content = (column: ShipmentColumn) => {
      switch (column.key) {
        case 'shipmentNo':
          return (
            <RouterLink className="sl-link" id={`shipment-link-${row.id}`} to={view.path}>
              {row.shipmentNo}
            </RouterLink>
          );
        case 'status':
          return say(view.status);
        case 'mode':
          return say(view.mode);
        case 'origin':
        case 'destination':
          return (
            <span className="sl-place">
              {cityAndCountry(row[column.key], locale)}
              <span className="sl-place-name">{row[column.key].name}</span>
            </span>
          );
        case 'bookedBy':
          return row.bookedBy;
        case 'bookedDate':
        case 'cargoReadyDate':
        case 'deliveryDate':
          return formatDateOnce(formatDate, locale, row[column.key]);
        case 'counterpart':
          return view.counterpart ?? <span className="sl-muted">{intl.formatMessage({ id: 'shipment.list.notGiven' })}</span>;
        case 'totalCost':
          return formatMoney(row.totalCost, row.currency, locale);
        case 'onHold':
          return row.onHold ? <span className="sl-badge">{intl.formatMessage({ id: 'shipment.onHold' })}</span> : null;
      }
    };

    return (
      <tr role="row">
        {columns.map((column, i) => {
          const value = content(column);
          return (
            <td
              key={column.key}
              role="cell"
              data-label={labels[i]}
              data-blank={value === null ? '' : undefined}
              className={NOWRAP_CLASS[column.key]}
            >
              {value}
            </td>
          );
        })}
        {withActions ? (
          view.canCancel ? (
            <td role="cell" data-label={intl.formatMessage({ id: 'shipment.list.column.actions' })}>
              <span>
                <button
                  type="button"
                  className="sl-button"
                  id={`shipment-cancel-${row.id}`}
                  aria-label={intl.formatMessage({ id: 'shipment.list.cancelRow.name' }, { shipmentNo: row.shipmentNo })}
                  onClick={() => onCancel(row.id, row.shipmentNo)}
                >
                  {intl.formatMessage({ id: 'shipment.list.cancelRow' })}
                </button>
              </span>
            </td>
          ) : (
            <td role="cell" data-blank="" />
          )
        ) : null}
      </tr>
    );
  },
  (a, b) => a.view === b.view && a.columns === b.columns && a.labels.join() === b.labels.join() && a.withActions === b.withActions && a.onCancel === b.onCancel,
);
