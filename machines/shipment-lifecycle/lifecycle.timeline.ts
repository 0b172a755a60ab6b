/**
 * The status timeline of a shipment (decision 113): the flow of decision 030 in order, each step done,
 * current or still to come, with the milestones recorded for it (who and when). A cancelled shipment
 * ends on "booking cancelled"; a status this app does not know is shown as it is, at the end, never
 * dropped.
 */
import { shipmentProgressValues, shipmentStatusValues } from '../../src/api/schema.gen';
import type { Shipment, ShipmentStatus } from './lifecycle.forms';
import type { Message } from '../shared/message';

/** The way a shipment goes when nothing is cancelled (decision 030). */
export const STATUS_FLOW: readonly ShipmentStatus[] = [
  'BOOKING_PLACED', 'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED',
];

export const isKnownStatus = (status: string): status is ShipmentStatus => (shipmentStatusValues as readonly string[]).includes(status);

/** The glossary's word for a status; an unknown one as the server wrote it. */
export const statusLabel = (status: string): Message =>
  isKnownStatus(status) ? { id: `shipment.status.${status}` } : { id: 'shipment.status.unknown', values: { status } };

export const progressLabel = (progress: string): Message =>
  (shipmentProgressValues as readonly string[]).includes(progress)
    ? { id: `shipment.progress.${progress}` }
    : { id: 'shipment.detail.progress.unknown', values: { progress } };

export type StepState = 'done' | 'current' | 'upcoming' | 'notReached';

export interface TimelineMilestone {
  progress: Message;
  at: string;
  note: string;
  by: string;
}

export interface TimelineStep {
  status: string;
  label: Message;
  state: StepState;
  milestones: TimelineMilestone[];
}

export function timelineOf(s: Pick<Shipment, 'status' | 'milestones'>): TimelineStep[] {
  const status: string = s.status;
  const milestonesOf = (step: string) =>
    s.milestones
      .filter((m) => m.status === step)
      .map((m) => ({ progress: progressLabel(m.progress), at: m.at, note: m.note, by: m.by }));
  const reached = new Set<string>(s.milestones.map((m) => m.status));
  const flowIndex = STATUS_FLOW.indexOf(status as ShipmentStatus);
  // Where the flow stopped: the current step, or (cancelled, unknown) the last step a milestone reached.
  const lastReached = flowIndex >= 0 ? flowIndex : Math.max(-1, ...STATUS_FLOW.map((st, i) => (reached.has(st) ? i : -1)));
  const ended = flowIndex < 0;
  const steps: TimelineStep[] = STATUS_FLOW.map((step, i) => ({
    status: step,
    label: statusLabel(step),
    state: i < lastReached || (ended && i === lastReached) ? 'done' : i === lastReached ? 'current' : ended ? 'notReached' : 'upcoming',
    milestones: milestonesOf(step),
  }));
  if (ended) steps.push({ status, label: statusLabel(status), state: 'current', milestones: milestonesOf(status) });
  return steps;
}
