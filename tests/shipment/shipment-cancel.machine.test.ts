/**
 * The cancel-shipment machine with a fake `cancelShipment`: the reason rule (no request without one),
 * the request it sends, "Cancel Success" and the page's action, every answer of the cancel operation
 * (decision 037) with its own message, and that nothing typed is lost on an error.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { shipmentCancelMachine, type CancelShipmentInput, type Shipment } from '../../machines/shipment-cancel.machine';

const cancelled = { id: 'SHP-1', shipmentNo: 'SHP26100001', status: 'CANCELLED' } as Shipment;
const business = (code: number) => new ApiError('business', 200, code, 'refused');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (input: CancelShipmentInput) => Promise<Shipment> = async () => cancelled) {
  const calls: CancelShipmentInput[] = [];
  const shipmentCancelled = vi.fn();
  const shipmentStale = vi.fn();
  const actor = createActor(
    shipmentCancelMachine.provide({
      actors: {
        cancelShipment: fromPromise<Shipment, CancelShipmentInput>(({ input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
      actions: {
        shipmentCancelled: (_, params) => shipmentCancelled(params),
        shipmentStale: (_, params) => shipmentStale(params),
      },
    }),
  );
  actor.start();
  actor.send({ type: 'OPEN', shipmentId: 'SHP-1', shipmentNo: 'SHP26100001' });
  return { actor, calls, shipmentCancelled, shipmentStale, context: () => actor.getSnapshot().context };
}

describe('shipmentCancelMachine', () => {
  it('refuses a blank reason next to the field, without a request, and asks for focus there', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'EDIT', reason: '   ' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual([]);
    expect(context()).toMatchObject({ reasonError: 'shipment.cancelDialog.reason.required', focusSeq: 1, reason: '   ' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
  });

  it('refuses a reason over 500 characters, and takes exactly 500', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'EDIT', reason: 'x'.repeat(501) });
    actor.send({ type: 'SUBMIT' });
    expect(context().reasonError).toBe('shipment.cancelDialog.reason.tooLong');
    actor.send({ type: 'EDIT', reason: 'x'.repeat(500) });
    expect(context().reasonError).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('sends the trimmed reason, says Cancel Success and hands the shipment to the page', async () => {
    const { actor, calls, shipmentCancelled, context } = start();
    actor.send({ type: 'EDIT', reason: '  Supplier delayed  ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(calls).toEqual([{ shipmentId: 'SHP-1', reason: 'Supplier delayed' }]);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(context().cancelled).toBe(cancelled);
    expect(shipmentCancelled).toHaveBeenCalledWith({ shipment: cancelled });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it.each([
    [ResultCode.SHIPMENT_NOT_FOUND, 'shipment.cancelDialog.error.notFound', true],
    [ResultCode.ROLE_FORBIDDEN, 'shipment.cancelDialog.error.notBuyer', false],
    [ResultCode.SHIPMENT_CLOSED, 'shipment.cancelDialog.error.closed', true],
    [ResultCode.STATUS_CHANGE_NOT_ALLOWED, 'shipment.cancelDialog.error.notAllowed', true],
  ])('answers %i with %s in the dialog, keeps the reason (stale: %s)', async (code, message, stale) => {
    const { actor, shipmentStale, shipmentCancelled, context } = start(async () => {
      throw business(code);
    });
    actor.send({ type: 'EDIT', reason: 'No longer needed' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(context()).toMatchObject({ formError: message, reasonError: null, reason: 'No longer needed' });
    expect(shipmentCancelled).not.toHaveBeenCalled();
    expect(shipmentStale).toHaveBeenCalledTimes(stale ? 1 : 0);
  });

  it('puts the server’s 90001 next to the reason field', async () => {
    const { actor, context } = start(async () => {
      throw business(ResultCode.VALIDATION_FAILED);
    });
    actor.send({ type: 'EDIT', reason: 'ok' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(context()).toMatchObject({ reasonError: 'shipment.cancelDialog.error.reason', formError: null, focusSeq: 1 });
  });

  it.each([
    [new ApiError('network', 0, null, null), 'shipment.cancelDialog.error.network'],
    [new ApiError('timeout', 0, null, null), 'shipment.cancelDialog.error.timeout'],
    [new ApiError('too-frequent', 0, null, null), 'shipment.cancelDialog.error.tooFrequent'],
    [new ApiError('auth', 401, null, null), 'shipment.cancelDialog.error.sessionEnded'],
    [new ApiError('http', 500, null, 'boom'), 'shipment.cancelDialog.error.failed'],
  ])('a failed call (%s) reads %s, and Try again sends again', async (error, message) => {
    let fail = true;
    const { actor, calls, context } = start(async () => {
      if (fail) throw error;
      return cancelled;
    });
    actor.send({ type: 'EDIT', reason: 'Changed plans' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(context().formError).toBe(message);
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('cannot be closed while the request is on its way', async () => {
    let resolve!: (s: Shipment) => void;
    const { actor } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'EDIT', reason: 'Changed plans' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    resolve(cancelled);
    await settle();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('keeps the reason typed when the same shipment’s dialog opens again, not for another shipment', () => {
    const { actor, context } = start();
    actor.send({ type: 'EDIT', reason: 'Draft reason' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', shipmentId: 'SHP-1', shipmentNo: 'SHP26100001' });
    expect(context().reason).toBe('Draft reason');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', shipmentId: 'SHP-2', shipmentNo: 'SHP26100002' });
    expect(context()).toMatchObject({ reason: '', shipmentId: 'SHP-2', shipmentNo: 'SHP26100002' });
  });
});
