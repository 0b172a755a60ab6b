/**
 * Upcoming Payouts (/billing/upcoming-payouts, forwarder; docs/decisions/042 and 127): each bill's
 * payout net of the platform fee (with the fee and its percentage), its cut-off and expected payout
 * dates, and the totals per currency; filters, search, sort and pages kept in the URL (decision 096).
 * The paged list runs here (its answers carry the totals); its connect decides, the page renders.
 */
import { chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { connectPayouts, type PayoutColumnKey, type PayoutRowView } from '../../../machines/billing/payouts.connect';
import { PAYOUT_LIST_INITIAL, PAYOUT_LIST_SPEC, payoutListMachine } from '../../../machines/billing/payouts.machine';
import { useAppActors } from '../../app/app-services';
import { TextField } from '../../components/form/text-field';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { PayoutFilters } from './payouts/payout-filters';
import { PayoutTotals } from './payouts/payout-totals';
import { ListPager } from '../..//components/list-pager';
import { BillingTable } from './statements/billing-table';
import { billingTableCss } from './statements/billing-table-css';
import { useListAddress } from '../../app/use-list-address';

export function UpcomingPayoutsPage() {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.upcomingPayouts' })}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage({ id: 'payouts.intro' })}</Text>
      <chakra.div css={billingTableCss} colorPalette="brand">
        <PayoutList />
      </chakra.div>
    </Stack>
  );
}

const FILTERS_ID = 'payout-filters';

function PayoutList() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { loadPayouts } = useAppActors().billingStatements;
  const location = useLocation();

  const listMachine = useMemo(() => payoutListMachine.provide({ actors: { loadPage: loadPayouts } }), [loadPayouts]);
  const listActor = useActorRef(listMachine, { input: { spec: PAYOUT_LIST_SPEC, initial: PAYOUT_LIST_INITIAL, url: location.search } });
  useListAddress(listActor, PAYOUT_LIST_SPEC);
  const view = connectPayouts(useSelector(listActor, (s) => s), listActor.send);
  const [filtersOpen, setFiltersOpen] = useState(() => view.filterCount > 0);

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const cell = ({ row, shipmentPath, status }: PayoutRowView, key: PayoutColumnKey) => {
    switch (key) {
      case 'shipmentNo':
        return (
          <RouterLink className="bt-link" to={shipmentPath}>
            {row.shipmentNo}
          </RouterLink>
        );
      case 'billNo':
        return row.billNo;
      case 'buyer':
        return row.buyerCompanyName;
      case 'status':
        return t(status.id, status.values);
      case 'billAmount':
        return money(row.billAmount, row.currency);
      case 'platformFee':
        return (
          <span>
            {money(row.platformFee, row.currency)}
            <span className="bt-sub">{t('payouts.feeRate', { percent: percent(row.feePercentage) })}</span>
          </span>
        );
      case 'netPayout':
        return <strong>{money(row.netPayout, row.currency)}</strong>;
      case 'cutOffDate':
        return formatDate(row.cutOffDate);
      case 'expectedPayoutDate':
        return formatDate(row.expectedPayoutDate);
    }
  };

  return (
    <>
      <div className="bt-toolbar">
        <div className="bt-search">
          <TextField
            id="payout-search"
            type="search"
            label={t('payouts.search.label')}
            hint={t('payouts.search.hint')}
            value={view.search}
            onValueChange={view.setSearch}
            autoComplete="off"
          />
        </div>
        <div className="bt-toolbar-actions">
          <button type="button" className="bt-button" aria-expanded={filtersOpen} aria-controls={FILTERS_ID} onClick={() => setFiltersOpen((open) => !open)}>
            {view.filterCount > 0 ? t('billing.table.filtersCount', { count: view.filterCount }) : t('billing.table.filters')}
          </button>
        </div>
      </div>

      {filtersOpen ? <PayoutFilters id={FILTERS_ID} view={view} /> : null}

      {view.totals ? <PayoutTotals totals={view.totals} total={view.total} /> : null}

      <div className="bt-status">
        <p role="status">
          {view.status === 'loading' && !view.isRefreshing ? (
            <HStack as="span" gap="2">
              <Spinner size="xs" />
              <span>{t('payouts.loading')}</span>
            </HStack>
          ) : view.isRefreshing ? (
            <span className="bt-muted">{t('billing.table.refreshing')}</span>
          ) : view.range ? (
            t('payouts.range', { from: intl.formatNumber(view.range.from), to: intl.formatNumber(view.range.to), total: intl.formatNumber(view.range.total) })
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

      {view.noPayouts ? (
        <div className="bt-message">
          <Text>{t('payouts.empty')}</Text>
        </div>
      ) : null}

      {view.noMatch ? (
        <div className="bt-message">
          <Text>{t('payouts.noMatch')}</Text>
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
            label={t('payouts.table.label')}
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
            id="payout-pager"
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
