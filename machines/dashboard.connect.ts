/**
 * What the dashboard page shows, from the machine (docs/decisions/143–145): the range switch, the
 * figures with their comparison to the previous period, the rows of every chart and table, and the
 * message ids of the loading, empty, failed and shipper states.
 */
import type { components } from '../src/api/schema.gen';
import { failureMessageId } from './shared/call-failure';
import { PATHS } from './shared/route-paths';
import { modeNameId } from './shared/transport-mode-names';
import { RANGES, type DashboardEvent, type DashboardMetrics, type DashboardRange, type DashboardSnapshot } from './dashboard.machine';

type WinLossCounts = components['schemas']['WinLossCounts'];
type WinLossPlace = components['schemas']['WinLossPlace'];

export type DashboardStatus = 'forShipper' | 'loading' | 'failed' | 'empty' | 'ready';

/** Revenue against the previous period: `none` when that period had none (no percentage to give). */
export interface Change {
  direction: 'up' | 'down' | 'flat' | 'none';
  /** Whole percent, unsigned; null with `none`. */
  percent: number | null;
  /** Message id of the sentence that says it. */
  messageId: string;
}

export function revenueChange(current: number, previous: number): Change {
  if (previous <= 0) return { direction: 'none', percent: null, messageId: current > 0 ? 'dashboard.change.noPrevious' : 'dashboard.change.none' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { direction: 'flat', percent: 0, messageId: 'dashboard.change.flat' };
  return current > previous
    ? { direction: 'up', percent, messageId: 'dashboard.change.up' }
    : { direction: 'down', percent, messageId: 'dashboard.change.down' };
}

export interface DashboardFigures {
  range: DashboardRange;
  from: string;
  to: string;
  currency: 'USD';
  revenue: number;
  previousRevenue: number;
  change: Change;
  shipments: number;
  uniqueBuyers: number;
  newBuyers: number;
  repeatBuyers: number;
  review: { average: number | null; count: number };
  topBuyers: DashboardMetrics['topBuyers'];
  topRegions: { region: string; labelId: string; shipments: number; revenue: number }[];
  byMode: { mode: string; labelId: string; shipments: number; revenue: number }[];
  byCountry: DashboardMetrics['byCountry'];
  /** The most shipments of any country: the map's darkest shade. */
  maxCountryShipments: number;
  series: DashboardMetrics['revenueSeries'];
  /** Days (WEEK, LAST_1_MONTH) or months (LAST_1_YEAR): how the chart labels its buckets. */
  seriesUnit: 'day' | 'month';
  milestones: { key: string; labelId: string; count: number }[];
  exchangeRates: DashboardMetrics['exchangeRates'];
  /** byBuyerNoneId: what an empty buyer table says (quotes whose buyer is not known yet, or none at all). */
  winLoss: { byLane: WinLossLaneRow[]; byBuyer: WinLossBuyerRow[]; byBuyerNoneId: string };
}

/** One row of a win/loss table: the counts, the win rate in whole percent (one decimal) or null, the median gap in USD or null. */
export interface WinLossFigures {
  quoted: number;
  won: number;
  lost: number;
  open: number;
  winRatePercent: number | null;
  medianLostGapUsd: number | null;
}
export interface WinLossLaneRow extends WinLossFigures {
  key: string;
  /** Named on screen through placeName (its name in the reader's language). */
  origin: WinLossPlace;
  destination: WinLossPlace;
  modeLabelId: string;
}
export interface WinLossBuyerRow extends WinLossFigures {
  key: string;
  name: string;
}

const winLossFigures = (row: WinLossCounts): WinLossFigures => ({
  quoted: row.quoted,
  won: row.won,
  lost: row.lost,
  open: row.open,
  winRatePercent: row.winRate === null ? null : Math.round(row.winRate * 1000) / 10,
  medianLostGapUsd: row.medianLostGapUsd,
});

const MILESTONES = ['booked', 'inTransit', 'delivered', 'closed', 'cancelled'] as const;

export function figuresOf(metrics: DashboardMetrics): DashboardFigures {
  return {
    range: metrics.range,
    from: metrics.from,
    to: metrics.to,
    currency: metrics.currency,
    revenue: metrics.totalGrossRevenue,
    previousRevenue: metrics.previousPeriodRevenue,
    change: revenueChange(metrics.totalGrossRevenue, metrics.previousPeriodRevenue),
    shipments: metrics.shipments,
    uniqueBuyers: metrics.uniqueBuyers,
    newBuyers: metrics.newBuyers,
    repeatBuyers: metrics.repeatBuyers,
    review: metrics.reviewScore,
    topBuyers: metrics.topBuyers,
    topRegions: metrics.topRegions.map((r) => ({ ...r, labelId: `dashboard.region.${r.region}` })),
    byMode: metrics.byMode.map((m) => ({ ...m, labelId: modeNameId(m.mode) })),
    byCountry: metrics.byCountry,
    maxCountryShipments: metrics.byCountry.reduce((max, c) => Math.max(max, c.shipments), 0),
    series: metrics.revenueSeries,
    seriesUnit: metrics.range === 'LAST_1_YEAR' ? 'month' : 'day',
    milestones: MILESTONES.map((key) => ({ key, labelId: `dashboard.milestone.${key}`, count: metrics.milestones[key] })),
    exchangeRates: metrics.exchangeRates,
    winLoss: {
      byLane: metrics.winLoss.byLane.map((l) => ({
        ...winLossFigures(l),
        key: `${l.mode}|${l.origin.name}|${l.destination.name}`,
        origin: l.origin,
        destination: l.destination,
        modeLabelId: modeNameId(l.mode),
      })),
      byBuyer: metrics.winLoss.byBuyer.map((b) => ({ ...winLossFigures(b), key: b.companyId, name: b.name })),
      byBuyerNoneId: metrics.winLoss.byLane.length ? 'dashboard.winLoss.noBuyer' : 'dashboard.winLoss.none',
    },
  };
}

/** Nothing booked in the window, not even a cancelled shipment, and no quote given. */
const isEmpty = (m: DashboardMetrics) =>
  m.shipments === 0 && Object.values(m.milestones).every((n) => n === 0) && m.winLoss.byLane.length === 0;

function statusOf(snapshot: DashboardSnapshot): DashboardStatus {
  if (snapshot.matches('forShipper')) return 'forShipper';
  if (snapshot.matches('failed')) return 'failed';
  const metrics = snapshot.context.metrics;
  if (!snapshot.matches('ready') || !metrics) return 'loading';
  return isEmpty(metrics) ? 'empty' : 'ready';
}

export function connectDashboard(snapshot: DashboardSnapshot, send: (event: DashboardEvent) => void) {
  const status = statusOf(snapshot);
  const { range, metrics, failure } = snapshot.context;
  return {
    status,
    range,
    ranges: RANGES.map((r) => ({
      range: r,
      labelId: `dashboard.range.${r}`,
      selected: r === range,
      choose: () => send({ type: 'CHOOSE_RANGE', range: r }),
    })),
    /** The range switch is there for a forwarder, whatever is loading. */
    showRanges: status !== 'forShipper',
    /** Sentence under the heading: what the figures cover. */
    rangeCaptionId: `dashboard.caption.${range}`,
    figures: status === 'ready' && metrics ? figuresOf(metrics) : null,
    failureMessageId: failure ? failureMessageId(failure, 'dashboard.load') : null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    retry: () => send({ type: 'RETRY' }),
    /** The way on for a shipper, and, with no shipments yet, for a forwarder. */
    shipperStartPath: PATHS.home,
    quoteManagementPath: PATHS.quoteManagement,
    syncFromUrl: (search: string) => send({ type: 'SYNC_FROM_URL', search }),
  };
}

export type DashboardView = ReturnType<typeof connectDashboard>;
