/**
 * History Statement (/billing/history-statement, both roles; docs/decisions/042 and 128): a shipper's
 * settled bills, a forwarder's paid-out payouts — what was paid, when and how — by period, currency
 * and status, with the totals per currency over every matching row and the CSV export of all of them
 * (decision 111). The paged list (its answers carry the totals) and the export are machines; their connects decide.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { connectStatements, type StatementColumnKey, type StatementRowView } from '../../../machines/billing/statements.connect';
import {
  STATEMENT_EXPORT_MESSAGES,
  STATEMENT_LIST_INITIAL,
  STATEMENT_LIST_SPEC,
  statementExportMachine,
  statementListMachine,
  type Role,
} from '../../../machines/billing/statements.machine';
import { connectCsvExport } from '../../../machines/csv-export.connect';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { ListToolbar, useFiltersPanel } from '../../components/list-toolbar';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { ListPage } from '../../components/list-page';
import { BillingTableList } from './statements/billing-table-list';
import { billingTableCss } from './statements/billing-table-css';
import { StatementExportStatus } from './statements/statement-export';
import { StatementFilters } from './statements/statement-filters';
import { StatementTotals } from './statements/statement-totals';
import { saveFile } from '../../app/save-file';
import { useListAddress } from '../../app/use-list-address';

export function HistoryStatementPage() {
  const user = useSessionSelector(selectUser);
  const intro = user ? (user.role === 'SELLER' ? 'statements.intro.seller' : 'statements.intro.buyer') : null;
  return (
    <ListPage title="shell.route.historyStatement" intro={intro} loading="statements.loading" gap="4" css={billingTableCss}>
      {user ? <StatementList key={user.id} role={user.role} /> : null}
    </ListPage>
  );
}

const FILTERS_ID = 'statement-filters';
const TOOLBAR = { classPrefix: 'bt', searchId: 'statement-search', messages: { searchLabel: 'statements.search.label', searchHint: 'statements.search.hint', filters: 'billing.table.filters', filtersCount: 'billing.table.filtersCount' } };
const LIST_MESSAGES = { loading: 'statements.loading', range: 'statements.range', noMatch: 'statements.noMatch', table: 'statements.table.label' };

function StatementList({ role }: { role: Role }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const { loadStatements, loadStatementExportPage } = useAppActors().billingStatements;
  const location = useLocation();

  const listMachine = useMemo(() => statementListMachine.provide({ actors: { loadPage: loadStatements } }), [loadStatements]);
  const listActor = useActorRef(listMachine, { input: { spec: STATEMENT_LIST_SPEC, initial: STATEMENT_LIST_INITIAL, url: location.search } });
  useListAddress(listActor, STATEMENT_LIST_SPEC);
  const view = connectStatements(useSelector(listActor, (s) => s), listActor.send, { role });

  const exportMachine = useMemo(() => statementExportMachine.provide({ actors: { loadPage: loadStatementExportPage } }), [loadStatementExportPage]);
  const exportActor = useActorRef(exportMachine);
  useEffect(() => {
    const subscription = exportActor.on('fileReady', ({ file, fileName }) => saveFile(file, fileName));
    return () => subscription.unsubscribe();
  }, [exportActor]);
  const csv = connectCsvExport(useSelector(exportActor, (s) => s), exportActor.send, { messagePrefix: STATEMENT_EXPORT_MESSAGES });
  const filters = useFiltersPanel(FILTERS_ID, view.filterCount);

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const cell = ({ row, day, shipmentPath, method, status }: StatementRowView, key: StatementColumnKey) => {
    switch (key) {
      case 'date':
        return formatDate(day);
      case 'billNo':
        return row.billNo;
      case 'shipmentNo':
        return (
          <RouterLink className="bt-link" to={shipmentPath}>
            {row.shipmentNo}
          </RouterLink>
        );
      case 'counterparty':
        return row.counterparty;
      case 'method':
        return (
          <span>
            {t(method.id, method.values)}
            {row.reference ? <span className="bt-sub">{row.reference}</span> : null}
          </span>
        );
      case 'grossAmount':
        return money(row.grossAmount, row.currency);
      case 'platformFee':
        return row.platformFee === null ? null : money(row.platformFee, row.currency);
      case 'netAmount':
        return <strong>{money(row.netAmount, row.currency)}</strong>;
      case 'status':
        return t(status.id, status.values);
    }
  };

  return (
    <>
      <ListToolbar {...TOOLBAR} list={view} filters={filters}>
        <button type="button" className="bt-button" disabled={!view.canExport || !csv.canStart} onClick={() => csv.start(view.exportRequest(t))}>
          {t('statements.export.button')}
        </button>
      </ListToolbar>

      {filters.open ? <StatementFilters id={FILTERS_ID} view={view} /> : null}

      <StatementExportStatus csv={csv} />

      {view.totals ? <StatementTotals totals={view.totals} role={role} /> : null}

      <BillingTableList view={view} messages={LIST_MESSAGES} empty={view.noStatements} pagerId="statement-pager" cell={cell} />
    </>
  );
}
