/** The shipment summary connect: which part of the page shows, its message ids, and Try again. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { shipmentSummaryMachine, type ShipmentSummary } from '../../machines/shipment-summary.machine';
import { connectShipmentSummary } from '../../machines/shipment-summary.connect';

const SHIPMENT: ShipmentSummary = {
  id: 'SHP-1',
  shipmentNo: 'SHP240001',
  status: 'SENT_TO_PROVIDER',
  mode: 'FCL',
  origin: { code: 'CNSHA', name: 'Shanghai', city: 'Shanghai', country: 'CN' },
  destination: { code: 'USLAX', name: 'Los Angeles', city: 'Los Angeles', country: 'US' },
  forwarderName: 'Pacific Bridge Logistics Ltd.',
  bookedDate: '2026-03-01',
  totalCost: 1234.5,
  currency: 'USD',
} as ShipmentSummary;

function start(load: () => Promise<ShipmentSummary>, bookedShipmentNo?: string) {
  const loader = vi.fn(load);
  const actor = createActor(shipmentSummaryMachine.provide({ actors: { loadShipmentSummary: fromPromise(() => loader()) } }), {
    input: { shipmentId: 'SHP-1', bookedShipmentNo },
  }).start();
  return { actor, loader, view: () => connectShipmentSummary(actor.getSnapshot(), actor.send) };
}

describe('connectShipmentSummary', () => {
  it('is loading, then shows the shipment with the message ids of its status and mode', async () => {
    const { actor, view } = start(() => Promise.resolve(SHIPMENT));
    expect(view()).toMatchObject({ phase: 'loading', summary: null, justBooked: false });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(view()).toMatchObject({
      phase: 'loaded',
      summary: { shipment: SHIPMENT, statusLabel: 'shipment.summary.status.SENT_TO_PROVIDER', modeLabel: 'shipment.summary.mode.FCL' },
      justBooked: false,
    });
  });

  it('says the booking is placed only for the shipment the booking has just placed', async () => {
    const same = start(() => Promise.resolve(SHIPMENT), 'SHP240001');
    await waitFor(same.actor, (s) => s.matches('loaded'));
    expect(same.view().justBooked).toBe(true);
    const other = start(() => Promise.resolve(SHIPMENT), 'SHP999999');
    await waitFor(other.actor, (s) => s.matches('loaded'));
    expect(other.view().justBooked).toBe(false);
  });

  it('a shipment that does not exist (30001) is not found', async () => {
    const { actor, view } = start(() => Promise.reject(new ApiError('business', 200, 30001, 'not found')));
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(view()).toMatchObject({ phase: 'notFound', summary: null });
  });

  it.each([
    [new ApiError('network', 0, null, null), 'shipment.summary.network'],
    [new ApiError('timeout', 0, null, null), 'shipment.summary.timeout'],
    [new ApiError('too-frequent', 0, null, null), 'shipment.summary.tooFrequent'],
    [new ApiError('auth', 401, null, null), 'shipment.summary.sessionEnded'],
    [new ApiError('http', 500, 500, 'Server exploded'), 'shipment.summary.failed'],
    [new ApiError('business', 200, 90001, 'failed'), 'shipment.summary.failed'],
  ])('a failure (%s) says %s', async (error, id) => {
    const { actor, view } = start(() => Promise.reject(error));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ phase: 'failed', summary: null, failureMessage: id });
  });

  it('Try again loads the shipment again', async () => {
    let calls = 0;
    const { actor, view, loader } = start(() => (++calls === 1 ? Promise.reject(new ApiError('network', 0, null, null)) : Promise.resolve(SHIPMENT)));
    await waitFor(actor, (s) => s.matches('failed'));
    view().retry();
    expect(view().phase).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('retry sends RETRY', () => {
    const send = vi.fn();
    const { actor } = start(() => new Promise<ShipmentSummary>(() => {}));
    connectShipmentSummary(actor.getSnapshot(), send).retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });
});
