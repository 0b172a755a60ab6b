/**
 * A column header of a paged list: a sortable column's header is a button that sorts by it and
 * says its direction (aria-sort and an arrow); any other column's header is its label.
 */
import type { ReactNode } from 'react';
import type { Sort } from '../../machines/paged-list.url';

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;
const SORT_ICON = { ASC: '▲', DESC: '▼' } as const;

export interface SortableColumnHeaderProps {
  label: ReactNode;
  /** The property the column sorts by; null for a column that does not sort. */
  sortProperty: string | null | undefined;
  sort: Sort | null;
  sortBy: (property: string) => void;
  buttonClassName: string;
  /** Marks the button of the column sorted by (data-active), for lists whose style shows it. */
  markActive?: boolean;
  dataCol?: string;
  className?: string;
  numeric?: boolean;
  iconClassName?: string;
}

export function SortableColumnHeader(props: SortableColumnHeaderProps) {
  const { label, sortProperty, sort, sortBy, buttonClassName, markActive, dataCol, className } = props;
  const direction = sortProperty && sort?.property === sortProperty ? sort.direction : null;
  return (
    <th
      // Written out: a table shown as cards loses its implicit roles in some browsers (list-table.tsx).
      role="columnheader"
      scope="col"
      data-col={dataCol}
      data-numeric={props.numeric ? '' : undefined}
      data-sortable={sortProperty ? '' : undefined}
      aria-sort={sortProperty ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      className={className}
    >
      {sortProperty ? (
        <button type="button" className={buttonClassName} data-active={markActive && direction ? '' : undefined} onClick={() => sortBy(sortProperty)}>
          {label}
          <span className={props.iconClassName} aria-hidden="true">{direction ? SORT_ICON[direction] : '↕'}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}
