/**
 * Dashboard (/dashboard; docs/decisions/043, 143–145): a forwarder's revenue and buyer statistics for
 * the last 7 days, month or year, the range in the address. A shipper is told the page is for
 * forwarders, with the way to their own start page. The charts (ApexCharts) and the world map load
 * with this route only, after the figures.
 */
import { chakra, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { connectDashboard, type DashboardView } from '../../../machines/dashboard.connect';
import { dashboardMachine, searchWithRange, type Role } from '../../../machines/dashboard.machine';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { dashboardCss } from './dashboard-css';
import { DashboardFigures } from './dashboard-figures';

export function DashboardPage() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.dashboard' })}
      </Heading>
      <chakra.div css={dashboardCss} colorPalette="brand">
        {/* Whether there is a dashboard depends on the role: wait for the user record (a new tab fetches it). */}
        {user ? <Dashboard key={user.id} role={user.role} /> : <Loading />}
      </chakra.div>
    </Stack>
  );
}

function Dashboard({ role }: { role: Role }) {
  const location = useLocation();
  const navigate = useNavigate();
  const actor = useActorRef(dashboardMachine.provide({ actors: useAppActors().dashboard }), { input: { role, search: location.search } });
  const view = connectDashboard(
    useSelector(actor, (s) => s),
    actor.send,
  );

  // The range chosen here goes to the address (a new history entry: Back returns to the previous range)…
  useEffect(() => {
    const subscription = actor.on('urlChanged', ({ range }) => navigate({ search: searchWithRange(window.location.search, range) }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  // …and a new address (Back, Forward, a link) comes back to the machine, which ignores its own.
  useEffect(() => {
    actor.send({ type: 'SYNC_FROM_URL', search: location.search });
  }, [actor, location.search]);

  if (view.status === 'forShipper') return <ForShipper view={view} />;
  return (
    <>
      <RangeSwitch view={view} />
      <Body view={view} />
    </>
  );
}

function ForShipper({ view }: { view: DashboardView }) {
  const intl = useIntl();
  return (
    <section className="db-message" aria-labelledby="db-for-shipper">
      <h2 id="db-for-shipper">{intl.formatMessage({ id: 'dashboard.forShipper.title' })}</h2>
      <p>{intl.formatMessage({ id: 'dashboard.forShipper.body' })}</p>
      <RouterLink className="db-link" to={view.shipperStartPath}>
        {intl.formatMessage({ id: 'dashboard.forShipper.link' })}
      </RouterLink>
    </section>
  );
}

function RangeSwitch({ view }: { view: DashboardView }) {
  const intl = useIntl();
  return (
    <div>
      <fieldset className="db-ranges">
        <legend>{intl.formatMessage({ id: 'dashboard.ranges.label' })}</legend>
        {view.ranges.map((r) => (
          <button key={r.range} type="button" className="db-button" aria-pressed={r.selected} onClick={r.choose}>
            {intl.formatMessage({ id: r.labelId })}
          </button>
        ))}
      </fieldset>
      <p className="db-caption">{intl.formatMessage({ id: view.rangeCaptionId })}</p>
    </div>
  );
}

function Body({ view }: { view: DashboardView }) {
  const intl = useIntl();
  switch (view.status) {
    case 'failed':
      return (
        <div className="db-message" role="alert">
          <p>{intl.formatMessage({ id: view.failureMessageId ?? 'dashboard.load.failed' })}</p>
          {view.canRetry && (
            <button type="button" className="db-button" onClick={view.retry}>
              {intl.formatMessage({ id: 'dashboard.retry' })}
            </button>
          )}
        </div>
      );
    case 'empty':
      return (
        <section className="db-message" aria-labelledby="db-empty">
          <h2 id="db-empty">{intl.formatMessage({ id: 'dashboard.empty.title' })}</h2>
          <p>{intl.formatMessage({ id: 'dashboard.empty.body' })}</p>
          <RouterLink className="db-link" to={view.quoteManagementPath}>
            {intl.formatMessage({ id: 'dashboard.empty.link' })}
          </RouterLink>
        </section>
      );
    case 'ready':
      return view.figures ? <DashboardFigures figures={view.figures} /> : null;
    default:
      return <Loading />;
  }
}

/** The loading state: said once for screen readers, shown as the shapes of the cards to come. */
function Loading() {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <p role="status" className="db-muted">
        {intl.formatMessage({ id: 'dashboard.loading' })}
      </p>
      <div className="db-kpis" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="db-kpi">
            <div className="db-skeleton" style={{ width: '60%' }} />
            <div className="db-skeleton" style={{ height: '2rem' }} />
          </div>
        ))}
      </div>
      <div className="db-grid" aria-hidden="true" style={{ marginTop: '1rem' }}>
        <div className="db-card db-skeleton" style={{ height: '16rem' }} />
        <div className="db-card db-skeleton" style={{ height: '16rem' }} />
      </div>
    </div>
  );
}
