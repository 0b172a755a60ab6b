/**
 * Invoices (/billing/invoice) for both roles (docs/decisions/124): search, filters, sortable columns and
 * pages over POST /billing/invoices, kept in the URL; the columns the user shows, hides and orders,
 * kept on the server per user (decision 017), so the layout comes back on the next visit and on
 * another device; each invoice's PDF (invoice or tax invoice), with "Download Error" on failure (044).
 *
 * Three machines run here: the paged list, the column layout and the download. Their connects decide;
 * the page renders.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { connectColumnLayout } from '../../../machines/billing/column-layout.connect';
import { columnLayoutMachine } from '../../../machines/billing/column-layout.machine';
import {
  connectInvoiceList,
  INVOICE_COLUMN_KEYS,
  INVOICE_LAYOUT_MESSAGES,
  INVOICE_LIST_INITIAL,
  INVOICE_LIST_SPEC,
  invoiceColumnLabels,
  invoiceListMachine,
  type Role,
} from '../../../machines/billing/invoices';
import { connectInvoiceDownload } from '../../../machines/billing/invoices.download.connect';
import { invoiceDownloadMachine } from '../../../machines/billing/invoices.download.machine';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { ListToolbar, useFiltersPanel } from '../../components/list-toolbar';
import { ListPage } from '../../components/list-page';
import { ListMessages, ListStatus } from '../../components/list-states';
import { ListPager } from '../../components/list-pager';
import { listPagerProps } from '../../components/list-pager-props';
import { ColumnChooser } from './invoices/column-chooser';
import { InvoiceFilters } from './invoices/invoice-filters';
import { invoiceListCss } from './invoices/invoice-list-css';
import { InvoiceTable } from './invoices/invoice-table';
import { useListAddress } from '../../app/use-list-address';

export function InvoicePage() {
  const user = useSessionSelector(selectUser);
  return (
    <ListPage title="shell.route.invoice" intro="invoice.intro" loading="invoice.list.loading" gap="4" css={invoiceListCss}>
      {user ? <Invoices key={user.id} role={user.role} /> : null}
    </ListPage>
  );
}

const FILTERS_ID = 'invoice-filters';
const TOOLBAR = { classPrefix: 'iv', searchId: 'invoice-search', messages: { searchLabel: 'invoice.search.label', searchHint: 'invoice.search.hint', filters: 'invoice.filters.toggle', filtersCount: 'invoice.filters.toggleCount' } };
const COLUMNS_ID = 'invoice-columns';
const STATUS_MESSAGES = { loading: 'invoice.list.loading', refreshing: 'invoice.list.refreshing', range: 'invoice.list.range' };
const LIST_MESSAGES = { retry: 'invoice.list.retry', noMatch: 'invoice.list.noMatch', clearFilters: 'invoice.filters.clear', clearSearch: 'invoice.list.clearSearch' };

function Invoices({ role }: { role: Role }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { loadPage, loadLayout, saveLayout, downloadInvoicePdf } = useAppActors().billingInvoices;
  const location = useLocation();

  const listMachine = useMemo(() => invoiceListMachine.provide({ actors: { loadPage } }), [loadPage]);
  const listActor = useActorRef(listMachine, { input: { spec: INVOICE_LIST_SPEC, initial: INVOICE_LIST_INITIAL, url: location.search } });
  useListAddress(listActor, INVOICE_LIST_SPEC);

  const layoutMachine = useMemo(() => columnLayoutMachine.provide({ actors: { loadLayout, saveLayout } }), [loadLayout, saveLayout]);
  const layoutActor = useActorRef(layoutMachine, { input: { customizeType: 'INVOICE', known: INVOICE_COLUMN_KEYS } });
  const layout = connectColumnLayout(useSelector(layoutActor, (s) => s), layoutActor.send, {
    labels: invoiceColumnLabels(role),
    messagePrefix: INVOICE_LAYOUT_MESSAGES,
  });
  const list = connectInvoiceList(useSelector(listActor, (s) => s), listActor.send, { role, layout });

  const downloadMachine = useMemo(() => invoiceDownloadMachine.provide({ actors: { downloadInvoicePdf } }), [downloadInvoicePdf]);
  const downloadActor = useActorRef(downloadMachine);
  const download = connectInvoiceDownload(useSelector(downloadActor, (s) => s), downloadActor.send);

  const filters = useFiltersPanel(FILTERS_ID, list.filterCount);
  const [columnsOpen, setColumnsOpen] = useState(false);

  return (
    <>
      <ListToolbar {...TOOLBAR} list={list} filters={filters}>
        <button type="button" className="iv-button" aria-expanded={columnsOpen} aria-controls={COLUMNS_ID} onClick={() => setColumnsOpen((o) => !o)}>
          {t('invoice.columns.toggle')}
        </button>
      </ListToolbar>

      {filters.open ? <InvoiceFilters id={FILTERS_ID} list={list} /> : null}
      {columnsOpen ? <ColumnChooser id={COLUMNS_ID} layout={layout} /> : null}

      {layout.loadFailureMessage ? (
        <div role="alert" className="iv-row-actions">
          <span>{t(layout.loadFailureMessage)}</span>
          <button type="button" className="iv-button" onClick={layout.retry}>
            {t('invoice.columns.retry')}
          </button>
        </div>
      ) : null}

      <ListStatus classPrefix="iv" className="iv-status" messages={STATUS_MESSAGES} list={list} />

      <ListMessages
        classPrefix="iv"
        messages={LIST_MESSAGES}
        list={list}
        empty={list.noInvoices}
      />

      {list.rowViews.length > 0 ? (
        <>
          <InvoiceTable columns={list.columns} rows={list.rowViews} busy={list.isRefreshing} sort={list.sort} sortBy={list.sortByColumn} download={download} />
          <ListPager classPrefix="iv" messagePrefix="invoice" id="invoice-page" {...listPagerProps(list)} />
        </>
      ) : null}
    </>
  );
}
