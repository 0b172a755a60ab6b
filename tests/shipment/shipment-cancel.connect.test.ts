/**
 * connectShipmentCancel over snapshots of the real machine: what the dialog shows in each state, its
 * enabled flags from the machine's guards, and that its functions send the right events.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectShipmentCancel } from '../../machines/shipment-cancel.connect';
import { shipmentCancelMachine, type CancelShipmentInput, type Shipment } from '../../machines/shipment-cancel.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: () => Promise<Shipment>) {
  const actor = createActor(
    shipmentCancelMachine.provide({ actors: { cancelShipment: fromPromise<Shipment, CancelShipmentInput>(() => answer()) } }),
  );
  actor.start();
  const sent: string[] = [];
  const send = (event: Parameters<typeof actor.send>[0]) => {
    sent.push(event.type);
    actor.send(event);
  };
  return { actor, sent, view: () => connectShipmentCancel(actor.getSnapshot(), send) };
}

describe('connectShipmentCancel', () => {
  it('is closed until opened for a shipment, then shows the form with the reason and its limit', () => {
    const { view } = start(async () => ({}) as Shipment);
    expect(view()).toMatchObject({ isOpen: false, showForm: false, succeeded: false });
    view().open('SHP-1', 'SHP26100001');
    expect(view()).toMatchObject({
      isOpen: true, showForm: true, succeeded: false, shipmentId: 'SHP-1', shipmentNo: 'SHP26100001', reason: '', reasonMax: 500,
      reasonError: null, formError: null, submitting: false, canSubmit: true, canClose: true,
    });
  });

  it('while submitting: busy, cannot submit again or close; then Cancel Success without the form', async () => {
    let resolve!: (s: Shipment) => void;
    const { view } = start(() => new Promise((r) => (resolve = r)));
    view().open('SHP-1', 'SHP26100001');
    view().editReason('Changed plans');
    expect(view().reason).toBe('Changed plans');
    view().submit();
    expect(view()).toMatchObject({ submitting: true, canSubmit: false, canClose: false, showForm: true });
    resolve({ id: 'SHP-1' } as Shipment);
    await settle();
    expect(view()).toMatchObject({ succeeded: true, showForm: false, isOpen: true, canClose: true, submitting: false });
    view().close();
    expect(view().isOpen).toBe(false);
  });

  it('gives the refusal as a message id and a focus request for a reason error', async () => {
    const { view } = start(async () => {
      throw new ApiError('business', 200, 30002, 'no');
    });
    view().open('SHP-1', 'SHP26100001');
    view().submit();
    expect(view()).toMatchObject({ reasonError: 'shipment.cancelDialog.reason.required', focusSeq: 1 });
    view().editReason('Because');
    view().submit();
    await settle();
    expect(view()).toMatchObject({ formError: 'shipment.cancelDialog.error.notAllowed', reasonError: null, reason: 'Because', focusSeq: 1 });
  });

  it('sends OPEN, EDIT, SUBMIT and CLOSE, with the same functions for one send', () => {
    const { view, sent } = start(async () => ({}) as Shipment);
    const first = view();
    first.open('SHP-1', 'SHP26100001');
    first.editReason('x');
    first.close();
    expect(sent).toEqual(['OPEN', 'EDIT', 'CLOSE']);
    expect(view().open).toBe(first.open);
    expect(view().submit).toBe(first.submit);
  });
});
