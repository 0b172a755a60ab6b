/**
 * What Shipment Details shows and offers in each state of the REAL lifecycle machine, driven with the
 * app's own actors against the embedded backend as each demo account, and the events its functions send.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { setScenarios } from '../../mocks/scenarios';
import { shipments } from '../../mocks/store/shipment.store';
import { PATHS } from '../../machines/shared/route-paths';
import { connectShipmentLifecycle } from '../../machines/shipment-lifecycle.connect';
import { shipmentLifecycleMachine } from '../../machines/shipment-lifecycle.machine';
import type { LifecycleEvent } from '../../machines/shipment-lifecycle/lifecycle.context';
import type { Shipment } from '../../machines/shipment-lifecycle/lifecycle.forms';
import { SHIPMENT_ACTION_CODES } from '../../machines/shipment-lifecycle/lifecycle.outcomes';
import { ApiError } from '../../src/api/api-error';
import { countLoads, serveSlowDetail, serveUnknownStatus, sharedShipment, startLifecycle } from './lifecycle-harness';

const NONE = { sendToProvider: false, cancel: false, close: false, rate: false, status: false, hold: false, release: false, adjustment: false };

describe('connectShipmentLifecycle: loading', () => {
  it('is loading, then shows the shipment with its glossary labels, timeline, facts and charges', async () => {
    const s = sharedShipment('BOOKING_PLACED');
    const lc = startLifecycle(s.id, 'shipper');
    expect(lc.view()).toMatchObject({ phase: 'loading', shipment: null, offered: NONE });
    await lc.settled();
    const v = lc.view();
    expect(v).toMatchObject({
      phase: 'ready',
      statusLabel: { id: 'shipment.status.BOOKING_PLACED' },
      progressLabel: { id: `shipment.progress.${s.progress}` },
      modeLabel: `shell.mode.${s.mode}`,
      justBooked: false,
      closed: false,
      cancelled: false,
      hold: null,
    });
    expect(v.shipment?.shipmentNo).toBe(s.shipmentNo);
    expect(v.timeline.map((step) => [step.status, step.state])).toEqual([
      ['BOOKING_PLACED', 'current'], ['SENT_TO_PROVIDER', 'upcoming'], ['TRANSPORT_BOOKED', 'upcoming'], ['GOODS_RECEIVED', 'upcoming'], ['DEPARTED', 'upcoming'],
      ['ARRIVED', 'upcoming'], ['DELIVERED', 'upcoming'], ['CONFIRMING_CLOSE', 'upcoming'], ['CLOSED', 'upcoming'],
    ]);
    expect(v.timeline[0]?.milestones.length).toBeGreaterThan(0);
    expect(v.factGroups.flatMap((g) => g.facts.map((f) => f.label))).toEqual(
      expect.arrayContaining([
        'shipment.detail.field.portOfLoading', 'shipment.detail.field.carrier', 'shipment.detail.field.containerNo', 'shipment.detail.field.sellerRefNo',
        'shipment.detail.field.facilitator', 'shipment.detail.field.route', 'shipment.detail.field.transitPortToPort', 'shipment.detail.field.transitEndToEnd',
        'shipment.detail.field.cargoValue', 'shipment.detail.field.goodsValue', 'shipment.detail.field.liftgatePickup', 'shipment.detail.field.liftgateDelivery',
        'shipment.detail.field.insurance', 'shipment.detail.field.customsBond', 'shipment.detail.field.isf', 'shipment.detail.field.ior',
      ]),
    );
    expect(v.charges).toMatchObject({ total: s.totalCost, paid: s.totalPaid, promoDiscount: s.promoDiscount });
    expect(v.charges?.groups.map((g) => g.title)).toEqual(['shipment.detail.charges.origin', 'shipment.detail.charges.destination', 'shipment.detail.charges.shipment']);
  });

  it('says the booking is placed only for the shipment the booking has just placed', async () => {
    const s = sharedShipment('BOOKING_PLACED');
    const same = startLifecycle(s.id, 'shipper', { bookedShipmentNo: s.shipmentNo });
    await same.settled();
    expect(same.view().justBooked).toBe(true);
    const other = startLifecycle(s.id, 'shipper', { bookedShipmentNo: 'SHP99999999' });
    await other.settled();
    expect(other.view().justBooked).toBe(false);
  });

  it('a shipment that does not exist, or is not the caller’s (30001), is not found', async () => {
    const lc = startLifecycle('SHP-NOPE', 'shipper');
    await lc.settled();
    expect(lc.view()).toMatchObject({ phase: 'notFound', shipment: null, listPath: PATHS.shipmentList });
  });

  it.each([
    [{ networkError: true }, 'shipment.detail.load.network'],
    [{ status: 500, message: 'Database unavailable' }, 'shipment.detail.load.failed'],
    [{ code: 90001, message: 'id: invalid' }, 'shipment.detail.load.failed'],
  ])('a failed load (%o) says %s', async (scenario, id) => {
    const s = sharedShipment('DEPARTED');
    setScenarios([{ method: 'GET', path: '/shipment/{id}', times: 1, ...scenario }]);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    expect(lc.view()).toMatchObject({ phase: 'loadFailed', loadError: id });
  });

  it('Try again loads the shipment again', async () => {
    const s = sharedShipment('DEPARTED');
    setScenarios([{ method: 'GET', path: '/shipment/{id}', times: 1, status: 500, message: 'Database unavailable' }]);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    expect(lc.view().phase).toBe('loadFailed');
    lc.view().retry();
    expect(lc.view().phase).toBe('loading');
    await lc.settled();
    expect(lc.view().phase).toBe('ready');
  });
});

describe('connectShipmentLifecycle: the actions offered are the server’s allowedActions', () => {
  it.each([
    ['shipper', 'BOOKING_PLACED', { sendToProvider: true, cancel: true }],
    ['shipper', 'SENT_TO_PROVIDER', { cancel: true }],
    ['shipper', 'DEPARTED', {}],
    ['shipper', 'DELIVERED', { close: true, rate: true }],
    // Rating is the one thing a closed shipment still takes (decision 034).
    ['shipper', 'CLOSED', { rate: true }],
    ['forwarder', 'BOOKING_PLACED', {}],
    ['forwarder', 'SENT_TO_PROVIDER', { status: true, hold: true, adjustment: true }],
    ['forwarder', 'DELIVERED', { status: true, hold: true, adjustment: true }],
    ['forwarder', 'CONFIRMING_CLOSE', { status: true, adjustment: true }],
    ['forwarder', 'CANCELLED', { adjustment: true }],
    ['forwarder', 'CLOSED', {}],
  ] as const)('%s, %s', async (account, status, offered) => {
    const s = sharedShipment(status, (x) => !x.onHold && x.rating === null);
    const lc = startLifecycle(s.id, account);
    await lc.settled();
    expect(lc.view().offered).toEqual({ ...NONE, ...offered });
  });

  it.each([
    ['forwarder', 'BOOKING_PLACED', 'shipment.detail.actions.notSentYet'],
    ['shipper', 'DEPARTED', 'shipment.detail.actions.forwarderNext'],
    ['shipper', 'CANCELLED', 'shipment.detail.actions.noneCancelled'],
    ['forwarder', 'CLOSED', 'shipment.detail.actions.noneClosed'],
  ] as const)('with nothing offered, %s on %s is told why: %s', async (account, status, message) => {
    const s = sharedShipment(status, (x) => !x.onHold);
    const lc = startLifecycle(s.id, account);
    await lc.settled();
    expect(lc.view()).toMatchObject({ offered: NONE, noActionMessage: message });
  });

  it('a held shipment offers the forwarder to change or release the hold and no status move; the shipper is told what to do', async () => {
    const s = sharedShipment('DEPARTED', (x) => x.hold?.category === 'MISSING_DOCUMENT' || x.onHold);
    const seller = startLifecycle(s.id, 'forwarder');
    await seller.settled();
    const sv = seller.view();
    expect(sv.offered).toMatchObject({ hold: true, release: true });
    expect(sv.holdActionLabel).toBe('shipment.detail.action.changeHold');
    expect(sv.statusForm.choices.map((c) => c.value)).not.toContain('ARRIVED');
    expect(sv.hold).toMatchObject({ reason: s.hold?.reason, guidance: null, link: null });

    const buyer = startLifecycle(s.id, 'shipper');
    await buyer.settled();
    expect(buyer.view().hold).toMatchObject({ category: { id: `shipment.holdCategory.${s.hold?.category}` }, guidance: `shipment.detail.hold.guidance.${s.hold?.category}` });
  });
});

describe('connectShipmentLifecycle: the shipper', () => {
  it('sends the purchase order to the provider once OK is clicked', async () => {
    const s = sharedShipment('BOOKING_PLACED');
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    lc.view().open.sendToProvider();
    expect(lc.view()).toMatchObject({ openForm: 'sendToProvider', canSubmit: true });
    lc.view().submit();
    expect(lc.view().submitting).toBe(true);
    await lc.settled();
    expect(lc.view()).toMatchObject({
      openForm: null,
      statusLabel: { id: 'shipment.status.SENT_TO_PROVIDER' },
      notice: { id: 'shipment.detail.done.sentToProvider', tone: 'success' },
      offered: { ...NONE, cancel: true },
    });
  });

  it('closes after the confirmation; afterwards nothing can be changed, and the page says so', async () => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating !== null);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    lc.view().open.close();
    expect(lc.view().openForm).toBe('close');
    lc.view().dismiss();
    expect(lc.view().openForm).toBeNull();
    lc.view().open.close();
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ closed: true, statusLabel: { id: 'shipment.status.CLOSED' }, offered: NONE, notice: { id: 'shipment.detail.done.closed' }, noActionMessage: 'shipment.detail.actions.noneClosed' });
    expect(lc.view().canUploadDocument).toBe(false);
    expect(lc.view().canComment).toBe(false);
  });

  it('rates once: a score is required, the comment is kept through an error, then the rating shows and is offered no more', async () => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating === null);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    lc.view().open.rate();
    lc.view().editRate('comment', 'Smooth delivery.');
    lc.view().submit();
    expect(lc.view()).toMatchObject({ openForm: 'rate', errors: { score: 'shipment.detail.rate.score.required' }, rateForm: { values: { comment: 'Smooth delivery.' } } });
    lc.view().editRate('score', '5');
    expect(lc.view().errors).toEqual({});
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ openForm: null, rating: { score: 5, comment: 'Smooth delivery.' }, notice: { id: 'shipment.detail.done.rated' } });
    expect(lc.view().offered.rate).toBe(false);
  });

  it('cancels through the cancel dialog, and the page shows the cancelled shipment', async () => {
    const s = sharedShipment('SENT_TO_PROVIDER');
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    lc.view().open.cancel();
    const dialog = lc.view().cancelDialog!;
    expect(dialog.getSnapshot().value).toEqual({ open: 'editing' });
    dialog.send({ type: 'EDIT', reason: 'Supplier delayed the order by a month.' });
    dialog.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(dialog.getSnapshot().value).toBe('succeeded'));
    await lc.settled();
    expect(lc.view()).toMatchObject({ cancelled: true, cancelReason: 'Supplier delayed the order by a month.', statusLabel: { id: 'shipment.status.CANCELLED' } });
    expect(lc.view().timeline.at(-1)).toMatchObject({ status: 'CANCELLED', state: 'current' });
  });

  it('links each hold category straight to what the shipper does about it', async () => {
    const s = sharedShipment('DEPARTED');
    const record = shipments().find((x) => x.id === s.id)!;
    const cases = [
      [{ category: 'MISSING_DOCUMENT', documentType: 'COMMERCIAL_INVOICE' }, { kind: 'documents', href: '#shipment-documents-upload', documentType: 'COMMERCIAL_INVOICE' }],
      [{ category: 'PAYMENT', documentType: null }, { kind: 'billing', to: PATHS.upcomingBill }],
      [{ category: 'CUSTOMS_QUERY', documentType: null }, { kind: 'comment', href: '#shipment-comment-text' }],
      [{ category: 'CAPACITY', documentType: null }, { kind: 'comment', href: '#shipment-comment-text' }],
      [{ category: 'OTHER', documentType: null }, { kind: 'comment', href: '#shipment-comment-text' }],
    ] as const;
    for (const [hold, link] of cases) {
      record.onHold = true;
      record.hold = { ...hold, reason: 'Reason as typed <b>not HTML</b>', placedAt: '2026-11-20T10:00:00.000Z', placedBy: 'Fiona Forwarder' };
      const lc = startLifecycle(s.id, 'shipper');
      await lc.settled();
      expect(lc.view().hold).toMatchObject({ link, reason: 'Reason as typed <b>not HTML</b>', linkLabel: `shipment.detail.hold.link.${link.kind}` });
      expect(lc.view().missingDocumentType).toBe(hold.documentType);
      lc.actor.stop();
    }
  });
});

describe('connectShipmentLifecycle: the newest detail wins', () => {
  it('an answer that arrives while an older reload is on its way has that reload asked again once it is back', async () => {
    const s = sharedShipment('BOOKING_PLACED');
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    // A reload asked before the change, answered after it: it must not bring the old status back.
    serveSlowDetail(400);
    lc.actor.send({ type: 'REFRESH' });
    lc.view().open.sendToProvider();
    lc.view().submit();
    await lc.settled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lc.view().statusLabel).toEqual({ id: 'shipment.status.SENT_TO_PROVIDER' });
  });

  it('keeps what was typed in a form that is closed and opened again', async () => {
    const s = sharedShipment('GOODS_RECEIVED');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.hold();
    lc.view().editHold('reason', 'Waiting for the terminal.');
    lc.view().open.adjustment();
    lc.view().editAdjustment('description', 'Storage');
    lc.view().dismiss();
    lc.view().open.hold();
    expect(lc.view().holdForm.values.reason).toBe('Waiting for the terminal.');
    lc.view().open.adjustment();
    expect(lc.view().adjustmentForm.values.description).toBe('Storage');
  });
});

describe('connectShipmentLifecycle: the forwarder', () => {
  it('advances one step with a progress flag, a note and transport references', async () => {
    const s = sharedShipment('SENT_TO_PROVIDER');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.status();
    const v = lc.view();
    expect(v.openForm).toBe('status');
    expect(v.statusForm.choices.map((c) => c.value)).toEqual(['TRANSPORT_BOOKED', 'SENT_TO_PROVIDER']);
    expect(v.statusForm.values.to).toBe('TRANSPORT_BOOKED');
    v.editStatus('progress', 'ON_SCHEDULE');
    v.editStatus('note', 'Booked on the first sailing.');
    v.editStatus('carrier', 'MSC');
    v.editStatus('vesselOrFlightNo', 'MSC AURORA 612E');
    v.editStatus('containerNo', 'MSCU1234565');
    v.editStatus('houseNo', 'PBLSHA0000123');
    v.editStatus('masterNo', 'MEDUSH123456');
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({
      openForm: null,
      statusLabel: { id: 'shipment.status.TRANSPORT_BOOKED' },
      progressLabel: { id: 'shipment.progress.ON_SCHEDULE' },
      notice: { id: 'shipment.detail.done.statusUpdated' },
      shipment: { carrier: 'MSC', vesselOrFlightNo: 'MSC AURORA 612E', containerNo: 'MSCU1234565', houseNo: 'PBLSHA0000123', masterNo: 'MEDUSH123456' },
    });
    expect(lc.view().timeline.find((step) => step.status === 'TRANSPORT_BOOKED')?.milestones.at(-1)).toMatchObject({ note: 'Booked on the first sailing.' });
    // The form starts empty again for the next step.
    lc.view().open.status();
    expect(lc.view().statusForm.values).toMatchObject({ to: 'GOODS_RECEIVED', note: '', houseNo: '' });
  });

  it('a progress update must change something (checked before sending)', async () => {
    const s = sharedShipment('DEPARTED');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.status();
    lc.view().editStatus('to', 'DEPARTED');
    lc.view().submit();
    expect(lc.view()).toMatchObject({ openForm: 'status', submitting: false, errors: { progress: 'shipment.detail.status.nothingToUpdate' } });
  });

  it('puts on hold for a missing commercial invoice, with the rules of the form, then releases', async () => {
    const s = sharedShipment('GOODS_RECEIVED');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.hold();
    lc.view().submit();
    expect(lc.view().errors).toEqual({ category: 'shipment.detail.hold.category.required', reason: 'shipment.detail.hold.reason.required' });
    lc.view().editHold('category', 'MISSING_DOCUMENT');
    expect(lc.view().holdForm.showDocumentType).toBe(true);
    lc.view().editHold('reason', 'Please upload the signed commercial invoice.');
    lc.view().submit();
    expect(lc.view().errors).toEqual({ documentType: 'shipment.detail.hold.documentType.required' });
    lc.view().editHold('documentType', 'COMMERCIAL_INVOICE');
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({
      onHold: true,
      hold: { category: { id: 'shipment.holdCategory.MISSING_DOCUMENT' }, documentType: { id: 'shipment.documentType.COMMERCIAL_INVOICE' }, reason: 'Please upload the signed commercial invoice.' },
      notice: { id: 'shipment.detail.done.held' },
      offered: { release: true, hold: true, status: true },
    });
    // On hold: progress updates only.
    lc.view().open.status();
    expect(lc.view().statusForm.choices.map((c) => c.value)).toEqual(['GOODS_RECEIVED']);
    lc.view().open.release();
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ onHold: false, hold: null, notice: { id: 'shipment.detail.done.released' }, offered: { release: false } });
  });

  it('adds an adjustment; the shipment is loaded again with the server’s totals', async () => {
    const s = sharedShipment('ARRIVED');
    const before = s.totalCost;
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.adjustment();
    lc.view().editAdjustment('chargeCode', 'storage');
    lc.view().editAdjustment('description', 'Terminal storage, 3 days');
    lc.view().editAdjustment('amount', '1,250.5');
    lc.view().submit();
    await lc.settled();
    const v = lc.view();
    expect(v.notice).toMatchObject({ id: 'shipment.detail.done.adjustmentAdded' });
    expect(v.charges?.total).toBeCloseTo(before + 1250.5, 2);
    expect(v.charges?.adjustments.at(-1)).toMatchObject({ item: { chargeCode: 'STORAGE', amount: 1250.5, status: 'PENDING' }, counted: true });
    // The review child has the new item too.
    expect(v.adjustments?.getSnapshot().context.items.at(-1)?.chargeCode).toBe('STORAGE');
  });

  it('checks the adjustment before sending: code, description, a non-zero amount with two decimals', async () => {
    const s = sharedShipment('ARRIVED');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.adjustment();
    lc.view().editAdjustment('amount', '0');
    lc.view().submit();
    expect(lc.view().errors).toEqual({
      chargeCode: 'shipment.detail.adjustment.chargeCode.required',
      description: 'shipment.detail.adjustment.description.required',
      amount: 'shipment.detail.adjustment.amount.zero',
    });
    lc.view().editAdjustment('amount', '12.345');
    lc.view().submit();
    expect(lc.view().errors.amount).toBe('shipment.detail.adjustment.amount.invalid');
  });
});

describe('connectShipmentLifecycle: every answer of the shipment area reads as its own message', () => {
  it.each(SHIPMENT_ACTION_CODES.filter((code) => code !== 30001 && code !== 90001))('%s: said by the actions, and the shipment is loaded again', async (code) => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating === null);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    setScenarios([{ method: 'POST', path: '/shipment/{id}/close', code, message: 'refused', times: 1 }]);
    const loads = countLoads(s.id);
    lc.view().open.close();
    lc.view().submit();
    await lc.settled();
    loads.stop();
    expect(lc.view()).toMatchObject({ openForm: null, notice: { id: `shipment.detail.code.${code}`, tone: 'error' } });
    expect(loads.count).toBe(1);
  });

  it('30001: the shipment is gone', async () => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating === null);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    setScenarios([{ method: 'POST', path: '/shipment/{id}/close', code: 30001, message: 'gone', times: 1 }]);
    lc.view().open.close();
    lc.view().submit();
    await lc.settled();
    expect(lc.view().phase).toBe('notFound');
  });

  it('90001 naming a field puts the message next to it; one naming none goes by the button; nothing typed is lost', async () => {
    const s = sharedShipment('GOODS_RECEIVED');
    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    lc.view().open.hold();
    lc.view().editHold('category', 'OTHER');
    lc.view().editHold('reason', 'Waiting for the terminal.');
    setScenarios([{ method: 'POST', path: '/shipment/{id}/hold', code: 90001, message: 'reason: refused by the server.', times: 1 }]);
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ openForm: 'hold', errors: { reason: 'shipment.detail.field.refused' }, formError: null, holdForm: { values: { reason: 'Waiting for the terminal.' } } });
    setScenarios([{ method: 'POST', path: '/shipment/{id}/hold', code: 90001, message: 'Something else.', times: 1 }]);
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ openForm: 'hold', errors: {}, formError: 'shipment.detail.code.90001', holdForm: { values: { category: 'OTHER' } } });
  });

  it.each([
    [{ networkError: true }, 'shipment.detail.action.network'],
    [{ status: 500, message: 'boom' }, 'shipment.detail.action.failed'],
  ])('a failed call (%o) says %s by the button and keeps the form', async (scenario, id) => {
    const s = sharedShipment('BOOKING_PLACED');
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    setScenarios([{ method: 'POST', path: '/shipment/{id}/send-to-provider', times: 1, ...scenario }]);
    lc.view().open.sendToProvider();
    lc.view().submit();
    await lc.settled();
    expect(lc.view()).toMatchObject({ openForm: 'sendToProvider', formError: id, canSubmit: true });
  });

  it('a failed reload keeps the shipment shown and says it may be out of date', async () => {
    const s = sharedShipment('DELIVERED', (x) => !x.onHold && x.rating === null);
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    setScenarios([{ method: 'GET', path: '/shipment/{id}', networkError: true, times: 1 }]);
    lc.actor.send({ type: 'REFRESH' });
    await lc.settled();
    expect(lc.view()).toMatchObject({ phase: 'ready', notice: { id: 'shipment.detail.reload.network', tone: 'error' } });
  });
});

describe('connectShipmentLifecycle: a status the app does not know', () => {
  it('is shown as the server sent it and logged (never dropped, never an error)', async () => {
    const s = sharedShipment('DEPARTED');
    serveUnknownStatus('AT_CUSTOMS_EXAM');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const lc = startLifecycle(s.id, 'shipper');
    await lc.settled();
    expect(lc.view().statusLabel).toEqual({ id: 'shipment.status.unknown', values: { status: 'AT_CUSTOMS_EXAM' } });
    expect(lc.view().timeline.at(-1)).toMatchObject({ status: 'AT_CUSTOMS_EXAM', state: 'current' });
    expect(lc.view().timeline.find((step) => step.status === 'DEPARTED')?.state).toBe('done');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('AT_CUSTOMS_EXAM'));
  });
});

describe('connectShipmentLifecycle: its functions send the machine’s events', () => {
  it.each<[string, (v: ReturnType<typeof connectShipmentLifecycle>) => void, LifecycleEvent]>([
    ['retry', (v) => v.retry(), { type: 'RETRY' }],
    ['open.sendToProvider', (v) => v.open.sendToProvider(), { type: 'OPEN_SEND_TO_PROVIDER' }],
    ['open.cancel', (v) => v.open.cancel(), { type: 'OPEN_CANCEL' }],
    ['open.close', (v) => v.open.close(), { type: 'OPEN_CLOSE' }],
    ['open.rate', (v) => v.open.rate(), { type: 'OPEN_RATE' }],
    ['open.status', (v) => v.open.status(), { type: 'OPEN_STATUS' }],
    ['open.hold', (v) => v.open.hold(), { type: 'OPEN_HOLD' }],
    ['open.release', (v) => v.open.release(), { type: 'OPEN_RELEASE' }],
    ['open.adjustment', (v) => v.open.adjustment(), { type: 'OPEN_ADJUSTMENT' }],
    ['dismiss', (v) => v.dismiss(), { type: 'DISMISS' }],
    ['submit', (v) => v.submit(), { type: 'SUBMIT' }],
    ['editRate', (v) => v.editRate('score', '4'), { type: 'EDIT_RATE', field: 'score', value: '4' }],
    ['editStatus', (v) => v.editStatus('houseNo', 'H1'), { type: 'EDIT_STATUS', field: 'houseNo', value: 'H1' }],
    ['editHold', (v) => v.editHold('reason', 'r'), { type: 'EDIT_HOLD', field: 'reason', value: 'r' }],
    ['editAdjustment', (v) => v.editAdjustment('amount', '5'), { type: 'EDIT_ADJUSTMENT', field: 'amount', value: '5' }],
  ])('%s', (_name, call, event) => {
    const actor = createActor(shipmentLifecycleMachine.provide({ actors: { loadShipment: fromPromise<Shipment, { shipmentId: string }>(() => new Promise(() => {})) } }), {
      input: { shipmentId: 'S', role: 'BUYER' },
    }).start();
    const send = vi.fn();
    call(connectShipmentLifecycle(actor.getSnapshot(), send));
    expect(send).toHaveBeenCalledWith(event);
    actor.stop();
  });

  it('a load failure other than a catalogue code reads as the transport’s', async () => {
    const actor = createActor(
      shipmentLifecycleMachine.provide({ actors: { loadShipment: fromPromise<Shipment, { shipmentId: string }>(() => Promise.reject(new ApiError('timeout', 0, null, null))) } }),
      { input: { shipmentId: 'S', role: 'SELLER' } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loadFailed'));
    expect(connectShipmentLifecycle(actor.getSnapshot(), actor.send).loadError).toBe('shipment.detail.load.timeout');
  });
});
