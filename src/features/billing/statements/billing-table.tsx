/**
 * A page of billing rows as a table (a card per row on narrow screens, see billing-table-css.ts): the
 * headers of the sortable columns are buttons that say their direction (aria-sort). What each cell
 * holds is the page's `cell`; the table decides nothing.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Sort } from '../../../../machines/paged-list.url';
import { ListTable } from '../../../components/list-table';

export interface BillingTableColumn<K extends string> {
  key: K;
  label: string;
  sort: string | null;
  numeric?: boolean;
}

export interface BillingTableProps<K extends string, R> {
  /** Accessible name of the scrolling region. */
  label: string;
  columns: readonly BillingTableColumn<K>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  cell: (row: R, key: K) => ReactNode;
  busy: boolean;
  sort: Sort | null;
  sortBy: (property: string) => void;
}

export function BillingTable<K extends string, R>({ label, columns, rows, rowKey, cell, busy, sort, sortBy }: BillingTableProps<K, R>) {
  const intl = useIntl();
  const labels = columns.map((c) => intl.formatMessage({ id: c.label }));
  return (
    <ListTable
      classPrefix="bt"
      label={label}
      sortLabel={intl.formatMessage({ id: 'billing.table.sortBy' })}
      busy={busy}
      columns={columns.map((column, i) => ({ key: column.key, label: labels[i]!, sort: column.sort, numeric: column.numeric }))}
      sort={sort}
      sortBy={sortBy}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)} role="row">
          {columns.map((column, i) => (
            <td key={column.key} role="cell" data-label={labels[i]} data-col={column.key} data-numeric={column.numeric ? '' : undefined}>
              {cell(row, column.key)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}
