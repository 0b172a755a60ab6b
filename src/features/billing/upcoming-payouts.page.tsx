/**
 * Upcoming Payouts (/billing/upcoming-payouts, forwarder; docs/decisions/042 and 127): each bill's
 * payout net of the platform fee (with the fee and its percentage), its cut-off and expected payout
 * dates, and the totals per currency; filters, search, sort and pages kept in the URL (decision 096).
 * The paged list runs here (its answers carry the totals); its connect decides, the page renders.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { connectPayouts, type PayoutColumnKey, type PayoutRowView } from '../../../machines/billing/payouts.connect';
import { PAYOUT_LIST_INITIAL, PAYOUT_LIST_SPEC, payoutListMachine } from '../../../machines/billing/payouts.machine';
import { useAppActors } from '../../app/app-services';
import { ListToolbar, useFiltersPanel } from '../../components/list-toolbar';
import { useLocale } from '../../i18n/i18n-provider';
import { formatMoney } from '../../i18n/money';
import { useDateFormat } from '../../i18n/use-date-format';
import { PayoutFilters } from './payouts/payout-filters';
import { PayoutTotals } from './payouts/payout-totals';
import { ListPage } from '../../components/list-page';
import { BillingTableList } from './statements/billing-table-list';
import { billingTableCss } from './statements/billing-table-css';
import { useListAddress } from '../../app/use-list-address';

export function UpcomingPayoutsPage() {
  return (
    <ListPage title="shell.route.upcomingPayouts" intro="payouts.intro" loading="payouts.loading" gap="4" css={billingTableCss}>
      <PayoutList />
    </ListPage>
  );
}

const FILTERS_ID = 'payout-filters';
const TOOLBAR = { classPrefix: 'bt', searchId: 'payout-search', messages: { searchLabel: 'payouts.search.label', searchHint: 'payouts.search.hint', filters: 'billing.table.filters', filtersCount: 'billing.table.filtersCount' } };
const LIST_MESSAGES = { loading: 'payouts.loading', range: 'payouts.range', noMatch: 'payouts.noMatch', table: 'payouts.table.label' };

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
  const filters = useFiltersPanel(FILTERS_ID, view.filterCount);

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
      <ListToolbar {...TOOLBAR} list={view} filters={filters} />

      {filters.open ? <PayoutFilters id={FILTERS_ID} view={view} /> : null}

      {view.totals ? <PayoutTotals totals={view.totals} total={view.total} /> : null}

      <BillingTableList view={view} messages={LIST_MESSAGES} empty={view.noPayouts ? 'payouts.empty' : null} pagerId="payout-pager" cell={cell} />
    </>
  );
}
