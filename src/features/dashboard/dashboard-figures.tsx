/**
 * The figures of one range: the headline numbers with the comparison to the previous period, then
 * each chart with its figures as a table beside it (the charts are pictures for sighted users; the
 * tables say the same to everyone, screen readers included). The charts and the map load on demand,
 * after the numbers are on screen.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardFigures as Figures, WinLossFigures } from '../../../machines/dashboard.connect';
import { useDashboardFormat } from './dashboard-format';

const RevenueChart = lazy(() => import('./charts/dashboard-charts').then((m) => ({ default: m.RevenueChart })));
const CountChart = lazy(() => import('./charts/dashboard-charts').then((m) => ({ default: m.CountChart })));
const WorldMap = lazy(() => import('./map/world-map').then((m) => ({ default: m.WorldMap })));

export function DashboardFigures({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useDashboardFormat();
  const changeClass = figures.change.direction === 'up' ? 'db-up' : figures.change.direction === 'down' ? 'db-down' : undefined;
  const arrow = { up: '▲', down: '▼', flat: '▬', none: '' }[figures.change.direction];
  const rates = figures.exchangeRates
    .filter((r) => r.currency !== 'USD')
    .map((r) => `1 ${r.currency} = ${r.toUsd} USD`)
    .join(', ');
  const series = figures.series.map((p) => ({ label: f.period(p.period, figures.seriesUnit), value: p.revenue }));
  const modes = figures.byMode.map((m) => ({ label: t(m.labelId), value: m.shipments }));
  const milestones = figures.milestones.map((m) => ({ label: t(m.labelId), value: m.count }));
  const none = t('dashboard.winLoss.noValue');
  const winLossHead = ['quoted', 'won', 'lost', 'open', 'winRate', 'medianGap'].map((c) => t(`dashboard.col.${c}`));
  const winLossCells = (r: WinLossFigures) => [
    f.count(r.quoted),
    f.count(r.won),
    f.count(r.lost),
    f.count(r.open),
    r.winRatePercent === null ? none : f.percent(r.winRatePercent),
    r.medianLostGapUsd === null ? none : f.money(r.medianLostGapUsd),
  ];

  return (
    <>
      <p className="db-caption">{t('dashboard.window', { from: f.date(figures.from), to: f.date(figures.to) })}</p>
      <dl className="db-kpis">
        <div className="db-kpi">
          <dt>{t('dashboard.kpi.revenue')}</dt>
          <dd className="db-value">{f.money(figures.revenue)}</dd>
          <dd className={`db-note ${changeClass ?? ''}`}>
            {arrow && <span aria-hidden="true">{arrow} </span>}
            {t(figures.change.messageId, { percent: figures.change.percent ?? 0 })}
          </dd>
          <dd className="db-note">{t('dashboard.kpi.previous', { amount: f.money(figures.previousRevenue) })}</dd>
        </div>
        <div className="db-kpi">
          <dt>{t('dashboard.kpi.shipments')}</dt>
          <dd className="db-value">{f.count(figures.shipments)}</dd>
        </div>
        <div className="db-kpi">
          <dt>{t('dashboard.kpi.uniqueBuyers')}</dt>
          <dd className="db-value">{f.count(figures.uniqueBuyers)}</dd>
          <dd className="db-note">{t('dashboard.kpi.newRepeat', { new: f.count(figures.newBuyers), repeat: f.count(figures.repeatBuyers) })}</dd>
        </div>
        <div className="db-kpi">
          <dt>{t('dashboard.kpi.review')}</dt>
          {figures.review.average === null ? (
            <dd className="db-value">{t('dashboard.kpi.reviewNone')}</dd>
          ) : (
            <>
              <dd className="db-value">{t('dashboard.kpi.reviewValue', { average: figures.review.average.toFixed(1) })}</dd>
              <dd className="db-note">{t('dashboard.kpi.reviewCount', { count: f.count(figures.review.count) })}</dd>
            </>
          )}
        </div>
      </dl>
      <p className="db-muted">{t('dashboard.rates', { rates })}</p>

      <div className="db-grid">
        <Card id="db-revenue" title={t('dashboard.section.revenue')} wide>
          <ChartSlot>
            <RevenueChart points={series} seriesName={t('dashboard.col.revenue')} money={f.money} />
          </ChartSlot>
          <DataTable
            caption={t('dashboard.section.revenue')}
            hidden
            head={[t('dashboard.col.period'), t('dashboard.col.revenue')]}
            rows={series.map((p) => [p.label, f.money(p.value)])}
            none={t('dashboard.none')}
          />
        </Card>

        <Card id="db-map" title={t('dashboard.section.map')} wide>
          <ChartSlot>
            <WorldMap countries={figures.byCountry} max={figures.maxCountryShipments} />
          </ChartSlot>
          <p className="db-muted">{t('dashboard.map.legend')}</p>
          <DataTable
            caption={t('dashboard.section.map')}
            head={[t('dashboard.col.country'), t('dashboard.col.shipments'), t('dashboard.col.revenue')]}
            rows={figures.byCountry.map((c) => [f.country(c.country), f.count(c.shipments), f.money(c.revenue)])}
            none={t('dashboard.none')}
          />
        </Card>

        <Card id="db-regions" title={t('dashboard.section.topRegions')}>
          <DataTable
            caption={t('dashboard.section.topRegions')}
            head={[t('dashboard.col.region'), t('dashboard.col.shipments'), t('dashboard.col.revenue')]}
            rows={figures.topRegions.map((r) => [t(r.labelId), f.count(r.shipments), f.money(r.revenue)])}
            none={t('dashboard.none')}
          />
        </Card>

        <Card id="db-buyers" title={t('dashboard.section.topBuyers')}>
          <DataTable
            caption={t('dashboard.section.topBuyers')}
            head={[t('dashboard.col.buyer'), t('dashboard.col.shipments'), t('dashboard.col.revenue')]}
            rows={figures.topBuyers.map((b) => [b.name, f.count(b.shipments), f.money(b.revenue)])}
            none={t('dashboard.none')}
          />
        </Card>

        <Card id="db-modes" title={t('dashboard.section.byMode')}>
          <ChartSlot>
            <CountChart bars={modes} seriesName={t('dashboard.col.shipments')} />
          </ChartSlot>
          <DataTable
            caption={t('dashboard.section.byMode')}
            head={[t('dashboard.col.mode'), t('dashboard.col.shipments'), t('dashboard.col.revenue')]}
            rows={figures.byMode.map((m) => [t(m.labelId), f.count(m.shipments), f.money(m.revenue)])}
            none={t('dashboard.none')}
          />
        </Card>

        <Card id="db-winloss-lane" title={t('dashboard.section.winLossLane')} wide>
          <p className="db-muted">{t('dashboard.winLoss.intro')}</p>
          <DataTable
            caption={t('dashboard.section.winLossLane')}
            scrolls
            head={[t('dashboard.col.lane'), ...winLossHead]}
            rows={figures.winLoss.byLane.map((l) => [
              t('dashboard.winLoss.lane', { origin: f.place(l.origin), destination: f.place(l.destination), mode: t(l.modeLabelId) }),
              ...winLossCells(l),
            ])}
            none={t('dashboard.winLoss.none')}
          />
        </Card>

        <Card id="db-winloss-buyer" title={t('dashboard.section.winLossBuyer')} wide>
          <DataTable
            caption={t('dashboard.section.winLossBuyer')}
            scrolls
            head={[t('dashboard.col.buyer'), ...winLossHead]}
            rows={figures.winLoss.byBuyer.map((b) => [b.name, ...winLossCells(b)])}
            none={t(figures.winLoss.byBuyerNoneId)}
          />
        </Card>

        <Card id="db-milestones" title={t('dashboard.section.milestones')}>
          <ChartSlot>
            <CountChart bars={milestones} seriesName={t('dashboard.col.shipments')} />
          </ChartSlot>
          <DataTable
            caption={t('dashboard.section.milestones')}
            head={[t('dashboard.col.milestone'), t('dashboard.col.shipments')]}
            rows={milestones.map((m) => [m.label, f.count(m.value)])}
            none={t('dashboard.none')}
          />
        </Card>
      </div>
    </>
  );
}

function Card({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'db-card db-wide' : 'db-card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ChartSlot({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<div className="db-chart db-skeleton" aria-label={intl.formatMessage({ id: 'dashboard.chart.loading' })} role="img" />}>{children}</Suspense>;
}

interface DataTableProps {
  caption: string;
  head: string[];
  rows: string[][];
  none: string;
  /** Only for screen readers: the chart above shows the same figures. */
  hidden?: boolean;
  /** Wider than a phone: the table scrolls sideways in a region reachable with the keyboard. */
  scrolls?: boolean;
}

/** Figures as a table: first column a row header, the others numbers. */
function DataTable({ caption, head, rows, none, hidden, scrolls }: DataTableProps) {
  if (!rows.length) return <p className={hidden ? 'db-sr' : 'db-muted'}>{none}</p>;
  return (
    <div className={hidden ? 'db-sr' : 'db-scroll'} tabIndex={scrolls ? 0 : undefined}>
      <table className="db-table">
        <caption className="db-sr">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i ? 'db-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={`${r}-${row[0]}`}>
              {row.map((cell, i) =>
                i ? (
                  <td key={i} className="db-num">
                    {cell}
                  </td>
                ) : (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
