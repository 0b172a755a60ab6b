/**
 * History Statement (/billing/history-statement, both roles; docs/decisions/042 and 128): a shipper's
 * settled bills, a forwarder's paid-out payouts — what was paid, when and how — by period, currency
 * and status, with the totals per currency over every matching row and the CSV export of all of them
 * (decision 111). The paged list (its answers carry the totals) and the export are machines; their connects decide.
 */
import { chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { TextField } from '../../components/form/text-field';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { ListPager } from '../..//components/list-pager';
import { BillingTable } from './statements/billing-table';
import { billingTableCss } from './statements/billing-table-css';
import { StatementExportStatus } from './statements/statement-export';
import { StatementFilters } from './statements/statement-filters';
import { StatementTotals } from './statements/statement-totals';
import { saveFile } from '../../app/save-file';
import { useListAddress } from '../../app/use-list-address';

export function HistoryStatementPage() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.historyStatement' })}
      </Heading>
      {user ? (
        <>
          <Text color="fg.muted">{intl.formatMessage({ id: user.role === 'SELLER' ? 'statements.intro.seller' : 'statements.intro.buyer' })}</Text>
          <chakra.div css={billingTableCss} colorPalette="brand">
            <StatementList key={user.id} role={user.role} />
          </chakra.div>
        </>
      ) : (
        <HStack role="status" gap="3" py="6">
          <Spinner size="sm" />
          <Text>{intl.formatMessage({ id: 'statements.loading' })}</Text>
        </HStack>
      )}
    </Stack>
  );
}

const FILTERS_ID = 'statement-filters';

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
  const [filtersOpen, setFiltersOpen] = useState(() => view.filterCount > 0);

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
      <div className="bt-toolbar">
        <div className="bt-search">
          <TextField
            id="statement-search"
            type="search"
            label={t('statements.search.label')}
            hint={t('statements.search.hint')}
            value={view.search}
            onValueChange={view.setSearch}
            autoComplete="off"
          />
        </div>
        <div className="bt-toolbar-actions">
          <button type="button" className="bt-button" aria-expanded={filtersOpen} aria-controls={FILTERS_ID} onClick={() => setFiltersOpen((open) => !open)}>
            {view.filterCount > 0 ? t('billing.table.filtersCount', { count: view.filterCount }) : t('billing.table.filters')}
          </button>
          <button type="button" className="bt-button" disabled={!view.canExport || !csv.canStart} onClick={() => csv.start(view.exportRequest(t))}>
            {t('statements.export.button')}
          </button>
        </div>
      </div>

      {filtersOpen ? <StatementFilters id={FILTERS_ID} view={view} /> : null}

      <StatementExportStatus csv={csv} />

      {view.totals ? <StatementTotals totals={view.totals} role={role} /> : null}

      <div className="bt-status">
        <p role="status">
          {view.status === 'loading' && !view.isRefreshing ? (
            <HStack as="span" gap="2">
              <Spinner size="xs" />
              <span>{t('statements.loading')}</span>
            </HStack>
          ) : view.isRefreshing ? (
            <span className="bt-muted">{t('billing.table.refreshing')}</span>
          ) : view.range ? (
            t('statements.range', { from: intl.formatNumber(view.range.from), to: intl.formatNumber(view.range.to), total: intl.formatNumber(view.range.total) })
          ) : null}
        </p>
      </div>

      {view.failureMessage ? (
        <div role="alert" className="bt-message">
          <Text>{t(view.failureMessage)}</Text>
          <button type="button" className="bt-button" onClick={view.retry}>
            {t('billing.table.retry')}
          </button>
        </div>
      ) : null}

      {view.noStatements ? (
        <div className="bt-message">
          <Text>{t(view.noStatements)}</Text>
        </div>
      ) : null}

      {view.noMatch ? (
        <div className="bt-message">
          <Text>{t('statements.noMatch')}</Text>
          <HStack gap="3" wrap="wrap">
            {view.hasFilters ? (
              <button type="button" className="bt-button" onClick={view.clearFilters}>
                {t('billing.table.clearFilters')}
              </button>
            ) : null}
            {view.searching ? (
              <button type="button" className="bt-button" onClick={view.clearSearch}>
                {t('billing.table.clearSearch')}
              </button>
            ) : null}
          </HStack>
        </div>
      ) : null}

      {view.rowViews.length > 0 ? (
        <>
          <BillingTable
            label={t('statements.table.label')}
            columns={view.columns}
            rows={view.rowViews}
            rowKey={(r) => r.row.id}
            cell={cell}
            busy={view.isRefreshing}
            sort={view.sort}
            sortBy={view.sortBy}
          />
          <ListPager
            classPrefix="bt"
            messagePrefix="billing.table"
            id="statement-pager"
            page={view.page}
            pageCount={view.pageCount}
            pageSize={view.pageSize}
            pageSizes={view.pageSizes}
            canPrevious={view.canPrevious}
            canNext={view.canNext}
            previous={view.previous}
            next={view.next}
            setPageSize={view.setPageSize}
          />
        </>
      ) : null}
    </>
  );
}
