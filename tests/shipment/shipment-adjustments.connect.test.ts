/**
 * The adjustments review in each state of the REAL adjustments machine, run as the lifecycle's child
 * with the app's own actors against the embedded backend: what each side is offered per item (the
 * server's `actions`), approve, dispute with a reason, revise and withdraw, the message by the item,
 * and the server's totals after each change.
 */
import { describe, expect, it, vi } from 'vitest';
import { setScenarios } from '../../mocks/scenarios';
import { connectShipmentAdjustments } from '../../machines/shipment-adjustments.connect';
import type { AdjustmentsEvent } from '../../machines/shipment-adjustments.machine';
import { addAdjustment, countLoads, sharedShipment, startLifecycle, type Account, type Lifecycle } from './lifecycle-harness';

const review = (lc: Lifecycle) => {
  const ref = lc.view().adjustments!;
  return connectShipmentAdjustments(ref.getSnapshot(), ref.send);
};
const itemOf = (lc: Lifecycle, id: string) => review(lc).items.find((i) => i.item.id === id)!;

async function withTwoAdjustments(account: Account) {
  const s = sharedShipment('ARRIVED');
  const demurrage = await addAdjustment(s.id, 'DEMURRAGE', 300);
  const exam = await addAdjustment(s.id, 'EXAM_FEE', 120.5);
  const lc = startLifecycle(s.id, account);
  await lc.settled();
  return { s, lc, demurrage, exam };
}

describe('connectShipmentAdjustments', () => {
  it('offers the shipper approve and dispute on a pending item, the forwarder revise and withdraw; nothing on a platform credit', async () => {
    const { s, demurrage } = await withTwoAdjustments('shipper');
    const buyer = startLifecycle(s.id, 'shipper');
    await buyer.settled();
    expect(itemOf(buyer, demurrage.id)).toMatchObject({
      statusLabel: { id: 'shipment.adjustmentStatus.PENDING' },
      counted: true,
      offered: { approve: true, dispute: true, revise: false, withdraw: false },
      openForm: null,
      notice: null,
    });
    const seller = startLifecycle(s.id, 'forwarder');
    await seller.settled();
    expect(itemOf(seller, demurrage.id).offered).toEqual({ approve: false, dispute: false, revise: true, withdraw: true });

    const cancelled = sharedShipment('CANCELLED', (x) => x.adjustments.some((a) => a.source === 'PLATFORM'));
    const lc = startLifecycle(cancelled.id, 'shipper');
    await lc.settled();
    const credit = review(lc).items.find((i) => i.item.source === 'PLATFORM')!;
    expect(credit).toMatchObject({ sourceLabel: 'shipment.detail.adjustment.source.PLATFORM', offered: { approve: false, dispute: false, revise: false, withdraw: false } });
  });

  it('the shipper approves one and disputes the other with a reason; the disputed one leaves the total', async () => {
    const { lc, demurrage, exam } = await withTwoAdjustments('shipper');
    const total = lc.view().charges!.total;

    review(lc).approve(demurrage.id);
    expect(itemOf(lc, demurrage.id).busy).toBe(true);
    await lc.settled();
    expect(itemOf(lc, demurrage.id)).toMatchObject({
      statusLabel: { id: 'shipment.adjustmentStatus.APPROVED' },
      notice: { id: 'shipment.adjustments.done.approved', tone: 'success' },
      offered: { approve: false, dispute: false },
    });
    expect(lc.view().charges!.total).toBeCloseTo(total, 2);

    review(lc).openDispute(exam.id);
    expect(itemOf(lc, exam.id).openForm).toBe('dispute');
    review(lc).submit();
    expect(review(lc).errors).toEqual({ reason: 'shipment.adjustments.dispute.reason.required' });
    review(lc).editDispute('The exam was caused by the late ISF.');
    expect(review(lc).errors).toEqual({});
    review(lc).submit();
    await lc.settled();
    expect(itemOf(lc, exam.id)).toMatchObject({
      statusLabel: { id: 'shipment.adjustmentStatus.DISPUTED' },
      counted: false,
      item: { disputeReason: 'The exam was caused by the late ISF.' },
      notice: { id: 'shipment.adjustments.done.disputed' },
      openForm: null,
    });
    // The server's totals: the disputed 120.50 is out of the total and of the amount due.
    expect(lc.view().charges!.total).toBeCloseTo(total - 120.5, 2);
  });

  it('the forwarder revises a disputed item (back to pending, counted) and withdraws another', async () => {
    const { s, lc: buyer, demurrage, exam } = await withTwoAdjustments('shipper');
    review(buyer).openDispute(exam.id);
    review(buyer).editDispute('Too high.');
    review(buyer).submit();
    await buyer.settled();

    const lc = startLifecycle(s.id, 'forwarder');
    await lc.settled();
    const before = lc.view().charges!.total;
    review(lc).openRevise(exam.id);
    expect(review(lc).revise).toEqual({ chargeCode: 'EXAM_FEE', description: 'EXAM_FEE charge', date: exam.date, amount: '120.50' });
    review(lc).editRevise('amount', '0');
    review(lc).submit();
    expect(review(lc).errors).toEqual({ amount: 'shipment.detail.adjustment.amount.zero' });
    review(lc).editRevise('amount', '60');
    review(lc).editRevise('description', 'Exam fee, half as agreed');
    review(lc).submit();
    await lc.settled();
    expect(itemOf(lc, exam.id)).toMatchObject({
      statusLabel: { id: 'shipment.adjustmentStatus.PENDING' },
      counted: true,
      item: { amount: 60, description: 'Exam fee, half as agreed', disputeReason: 'Too high.' },
      notice: { id: 'shipment.adjustments.done.revised' },
    });
    expect(lc.view().charges!.total).toBeCloseTo(before + 60, 2);

    review(lc).openWithdraw(demurrage.id);
    expect(itemOf(lc, demurrage.id).openForm).toBe('withdraw');
    review(lc).submit();
    await lc.settled();
    expect(itemOf(lc, demurrage.id)).toMatchObject({ statusLabel: { id: 'shipment.adjustmentStatus.WITHDRAWN' }, counted: false, offered: { revise: false, withdraw: false } });
    expect(lc.view().charges!.total).toBeCloseTo(before + 60 - 300, 2);
  });

  it('keeps what was typed for an item when another form opens and this one comes back', async () => {
    const { lc, demurrage, exam } = await withTwoAdjustments('shipper');
    review(lc).openDispute(exam.id);
    review(lc).editDispute('Not agreed.');
    review(lc).openDispute(demurrage.id);
    expect(review(lc).disputeReason).toBe('');
    review(lc).dismiss();
    expect(itemOf(lc, demurrage.id).openForm).toBeNull();
  });

  it.each([
    [30002, 'shipment.detail.code.30002'],
    [30006, 'shipment.detail.code.30006'],
    [30003, 'shipment.detail.code.30003'],
    [10303, 'shipment.detail.code.10303'],
  ])('a refusal %s reads by the item and the shipment is loaded again', async (code, id) => {
    const { lc, demurrage } = await withTwoAdjustments('shipper');
    setScenarios([{ method: 'POST', path: '/shipment/{id}/adjustments/{adjustmentId}/approve', code, message: 'refused', times: 1 }]);
    const loads = countLoads(lc.view().shipment!.id);
    review(lc).approve(demurrage.id);
    await lc.settled();
    loads.stop();
    expect(itemOf(lc, demurrage.id).notice).toEqual({ itemId: demurrage.id, id, tone: 'error' });
    expect(loads.count).toBe(1);
  });

  it('a failed call keeps the form and what was typed, with the message by its button', async () => {
    const { lc, exam } = await withTwoAdjustments('shipper');
    review(lc).openDispute(exam.id);
    review(lc).editDispute('Not agreed.');
    setScenarios([{ method: 'POST', path: '/shipment/{id}/adjustments/{adjustmentId}/dispute', status: 500, message: 'boom', times: 1 }]);
    review(lc).submit();
    await lc.settled();
    expect(review(lc)).toMatchObject({ formError: 'shipment.detail.action.failed', disputeReason: 'Not agreed.' });
    expect(itemOf(lc, exam.id).openForm).toBe('dispute');
  });

  it.each<[string, (v: ReturnType<typeof connectShipmentAdjustments>) => void, AdjustmentsEvent]>([
    ['approve', (v) => v.approve('A'), { type: 'APPROVE', id: 'A' }],
    ['openDispute', (v) => v.openDispute('A'), { type: 'OPEN_DISPUTE', id: 'A' }],
    ['openRevise', (v) => v.openRevise('A'), { type: 'OPEN_REVISE', id: 'A' }],
    ['openWithdraw', (v) => v.openWithdraw('A'), { type: 'OPEN_WITHDRAW', id: 'A' }],
    ['editDispute', (v) => v.editDispute('x'), { type: 'EDIT_DISPUTE', value: 'x' }],
    ['editRevise', (v) => v.editRevise('amount', '1'), { type: 'EDIT_REVISE', field: 'amount', value: '1' }],
    ['submit', (v) => v.submit(), { type: 'SUBMIT' }],
    ['dismiss', (v) => v.dismiss(), { type: 'DISMISS' }],
  ])('%s sends its event', async (_name, fn, event) => {
    const { lc } = await withTwoAdjustments('shipper');
    const send = vi.fn();
    fn(connectShipmentAdjustments(lc.view().adjustments!.getSnapshot(), send));
    expect(send).toHaveBeenCalledWith(event);
  });
});
