/**
 * A page of billing rows as a table (a card per row on narrow screens, see billing-table-css.ts): the
 * headers of the sortable columns are buttons that say their direction (aria-sort). What each cell
 * holds is the page's `cell`; the table decides nothing. The roles are explicit: a table displayed as
 * cards loses its implicit ones in some browsers.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Sort } from '../../../../machines/paged-list.url';
import { SortableColumnHeader } from '../../../components/sortable-column-header';

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
    <div className="bt-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="bt-table" aria-busy={busy} role="table">
        <thead role="rowgroup">
          <tr role="row" data-sort-label={intl.formatMessage({ id: 'billing.table.sortBy' })}>
            {columns.map((column, i) => (
              <SortableColumnHeader
                key={column.key}
                explicitRole
                label={labels[i]}
                sortProperty={column.sort}
                sort={sort}
                sortBy={sortBy}
                buttonClassName="bt-sort"
                iconClassName="bt-sort-icon"
                dataCol={column.key}
                numeric={column.numeric}
              />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column, i) => (
                <td key={column.key} role="cell" data-label={labels[i]} data-col={column.key} data-numeric={column.numeric ? '' : undefined}>
                  {cell(row, column.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
