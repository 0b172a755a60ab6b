/**
 * The list part of the statements and payouts pages, below their toolbar and totals: the status line,
 * the failure / empty / no-match messages, then the table of rows and its pager. Both pages share the
 * `billing.table.*` words for these; each gives its own status, no-match and table words, and what each
 * cell holds. The page's connect decides; this renders it.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Sort } from '../../../../machines/paged-list.url';
import { ListMessages, ListStatus, type ListMessagesView, type ListStatusView } from '../../../components/list-states';
import { ListPager } from '../../../components/list-pager';
import { listPagerProps, type ListPagerView } from '../../../components/list-pager-props';
import { BillingTable, type BillingTableColumn } from './billing-table';

/** What the statements and payouts connects both give (a paged list of rows with an id). */
export type BillingTableListView<K extends string, R extends { row: { id: string } }> = ListStatusView &
  ListMessagesView &
  ListPagerView & {
    columns: readonly BillingTableColumn<K>[];
    rowViews: readonly R[];
    sort: Sort | null;
    sortBy: (property: string) => void;
  };

export interface BillingTableListProps<K extends string, R extends { row: { id: string } }> {
  view: BillingTableListView<K, R>;
  /** The page's own words: its status line (loading, range), its no-match message and its table's name. */
  messages: { loading: string; range: string; noMatch: string; table: string };
  /** The empty list's message id, when there are no rows and nothing narrows them. */
  empty: string | null;
  pagerId: string;
  cell: (row: R, key: K) => ReactNode;
}

const CLASS_PREFIX = 'bt';
const SHARED = { refreshing: 'billing.table.refreshing', retry: 'billing.table.retry', clearFilters: 'billing.table.clearFilters', clearSearch: 'billing.table.clearSearch' };

const rowKey = (row: { row: { id: string } }) => row.row.id;

export function BillingTableList<K extends string, R extends { row: { id: string } }>({ view, messages, empty, pagerId, cell }: BillingTableListProps<K, R>) {
  const intl = useIntl();
  return (
    <>
      <div className="bt-status">
        <ListStatus classPrefix={CLASS_PREFIX} messages={{ loading: messages.loading, refreshing: SHARED.refreshing, range: messages.range }} list={view} />
      </div>

      <ListMessages
        classPrefix={CLASS_PREFIX}
        messages={{ retry: SHARED.retry, noMatch: messages.noMatch, clearFilters: SHARED.clearFilters, clearSearch: SHARED.clearSearch }}
        list={view}
        empty={empty}
      />

      {view.rowViews.length > 0 ? (
        <>
          <BillingTable
            label={intl.formatMessage({ id: messages.table })}
            columns={view.columns}
            rows={view.rowViews}
            rowKey={rowKey}
            cell={cell}
            busy={view.isRefreshing}
            sort={view.sort}
            sortBy={view.sortBy}
          />
          <ListPager
            classPrefix={CLASS_PREFIX}
            messagePrefix="billing.table"
            id={pagerId}
            {...listPagerProps(view)}
          />
        </>
      ) : null}
    </>
  );
}
