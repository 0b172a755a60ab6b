/**
 * The frame of a paged list's table: a named, focusable region (it scrolls on wide screens), the table
 * (a card per row on narrow ones, list-css.ts), and its header row, a header per column that sorts by it
 * where the column sorts. The rows are the list's own. Roles are written out on the table's parts, and
 * the rows write theirs (`role="row"`, `role="cell"`): shown as cards, a table loses its implicit roles in
 * some browsers, and a screen reader would read a card's figures without their column.
 */
import type { ReactNode } from 'react';
import type { Sort } from '../../machines/paged-list.url';
import { SortableColumnHeader } from './sortable-column-header';

export interface ListTableColumn {
  key: string;
  /** Translated. */
  label: string;
  /** The property the column sorts by; none for a column that does not sort. */
  sort?: string | null;
  numeric?: boolean;
  className?: string;
}

export interface ListTableProps {
  /** The list's class prefix: `<p>-scroll`, `<p>-table`, `<p>-sort`, `<p>-sort-icon`. */
  classPrefix: string;
  /** The region's and the table's name (a screen reader moving by tables hears it too). */
  label: string;
  /** What a phone's row of sort buttons is headed with ("Sort by"); none for a list that does not sort. */
  sortLabel?: string;
  busy: boolean;
  columns: readonly ListTableColumn[];
  sort?: Sort | null;
  sortBy?: (property: string) => void;
  /** Marks the button of the column sorted by (data-active), for lists whose style shows it. */
  markActive?: boolean;
  /** A header before the columns' (Pay on bills), and one after them (actions). */
  leadingHeader?: string;
  trailingHeader?: string;
  children: ReactNode;
}

const unsorted = () => {};

export function ListTable(props: ListTableProps) {
  const { classPrefix: p, label, sortLabel, busy, columns, sort = null, sortBy = unsorted, markActive, leadingHeader, trailingHeader, children } = props;
  return (
    <div className={`${p}-scroll`} role="region" aria-label={label} tabIndex={0}>
      <table className={`${p}-table`} aria-label={label} aria-busy={busy} role="table">
        <thead role="rowgroup">
          <tr role="row" data-sort-label={sortLabel}>
            {leadingHeader ? <PlainHeader label={leadingHeader} /> : null}
            {columns.map((column) => (
              <SortableColumnHeader
                key={column.key}
                label={column.label}
                sortProperty={column.sort}
                sort={sort}
                sortBy={sortBy}
                buttonClassName={`${p}-sort`}
                iconClassName={`${p}-sort-icon`}
                markActive={markActive}
                dataCol={column.key}
                numeric={column.numeric}
                className={column.className}
              />
            ))}
            {trailingHeader ? <PlainHeader label={trailingHeader} /> : null}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

function PlainHeader({ label }: { label: string }) {
  return (
    <th role="columnheader" scope="col" data-col="actions">
      {label}
    </th>
  );
}
