import { describe, expect, it } from 'vitest';
import { findShipment, shipments } from '../../../mocks/store/shipment.store';
import type { ShipmentRecord } from '../../../domain/shipment-records';
import { COMPANY } from '../../../mocks/store/users.store';
import { callJson, getShipment, notHeld, sharedShipment, type Schemas, type Who } from './shipment-test-kit';

type Item = Schemas['AdjustmentItem'];
type Step = 'approve' | 'dispute' | 'revise' | 'withdraw';

const review = (s: ShipmentRecord | string, adjustmentId: string, step: Step, who: Who, json: unknown = {}) =>
  callJson<Item>('POST', `/shipment/${typeof s === 'string' ? s : s.id}/adjustments/${adjustmentId}/${step}`, who, { json });
const add = (s: ShipmentRecord, amount: number, chargeCode = 'DEMURRAGE') =>
  callJson<Item>('POST', `/shipment/${s.id}/adjustments`, 'forwarder', {
    json: { chargeCode, description: `${chargeCode} at destination`, amount, currency: s.currency },
  });
const totals = async (s: ShipmentRecord) => {
  const d = (await getShipment(s.id, 'shipper')).data as Schemas['Shipment'];
  return { cost: d.totalCost, due: d.totalDue };
};
/** A moving Acme/Pacific shipment with a fresh PENDING charge of `amount`. */
async function withPendingCharge(amount = 300, status: ShipmentRecord['status'] = 'ARRIVED') {
  const s = sharedShipment(status, notHeld);
  const res = await add(s, amount);
  expect(res.code).toBe(200);
  return { s, item: res.data as Item };
}
const NONE = { approve: false, dispute: false, revise: false, withdraw: false };

describe('adjustments the shipper reviews (docs/decisions/039)', () => {
  it("seeds a moving shipment of shipper@example.com's company with two PENDING charges to approve or dispute", async () => {
    const candidates = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme && !['CLOSED', 'CANCELLED'].includes(s.status)
      && s.adjustments.filter((a) => a.status === 'PENDING').length >= 2);
    expect(candidates.length).toBeGreaterThan(0);
    const d = (await getShipment(candidates[0]?.id ?? '', 'shipper')).data;
    const pending = d?.adjustments.filter((a) => a.status === 'PENDING') ?? [];
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const a of pending) expect(a.actions).toEqual({ approve: true, dispute: true, revise: false, withdraw: false });
  });

  it('seeds settled shipments with APPROVED items, cancellation credits as APPROVED PLATFORM items, and some disputes', () => {
    const all = shipments().flatMap((s) => s.adjustments.map((a) => ({ s, a })));
    for (const { s, a } of all) {
      if (a.source === 'PLATFORM' || s.status === 'CLOSED') expect(a.status, a.id).toBe('APPROVED');
      expect(a.disputeReason !== null).toBe(a.status === 'DISPUTED');
    }
    expect(all.some(({ a }) => a.status === 'DISPUTED')).toBe(true);
    expect(all.some(({ a }) => a.source === 'PLATFORM')).toBe(true);
  });

  it('gives each role its own actions: the buyer approves or disputes, the seller revises or withdraws', async () => {
    const { s, item } = await withPendingCharge();
    expect(item).toMatchObject({ status: 'PENDING', disputeReason: null, updatedAt: expect.any(String) });
    const forBuyer = (await getShipment(s.id, 'shipper')).data?.adjustments.find((a) => a.id === item.id);
    expect(forBuyer?.actions).toEqual({ approve: true, dispute: true, revise: false, withdraw: false });
    const forSeller = (await getShipment(s.id, 'forwarder')).data?.adjustments.find((a) => a.id === item.id);
    expect(forSeller?.actions).toEqual({ approve: false, dispute: false, revise: true, withdraw: true });
  });

  it('approves a pending charge once; it keeps counting and nobody can act on it afterwards', async () => {
    const { s, item } = await withPendingCharge(250);
    const before = await totals(s);
    const approved = await review(s, item.id, 'approve', 'shipper');
    expect(approved.code).toBe(200);
    expect(approved.data).toMatchObject({ id: item.id, status: 'APPROVED', amount: 250, actions: NONE });
    expect(await totals(s)).toEqual(before);
    expect((await review(s, item.id, 'approve', 'shipper')).code).toBe(30002);
    expect((await review(s, item.id, 'dispute', 'shipper', { reason: 'Changed my mind.' })).code).toBe(30002);
    expect((await review(s, item.id, 'revise', 'forwarder', { amount: 100, description: 'Less' })).code).toBe(30002);
    expect((await review(s, item.id, 'withdraw', 'forwarder')).code).toBe(30002);
    expect((await getShipment(s.id, 'forwarder')).data?.adjustments.find((a) => a.id === item.id)?.actions).toEqual(NONE);
  });

  it('takes a disputed charge out of the totals, and a revision brings the new amount back for review', async () => {
    const { s, item } = await withPendingCharge(400);
    const withCharge = await totals(s);
    const reason = 'Free time was 14 days in the quote.';
    const disputed = await review(s, item.id, 'dispute', 'shipper', { reason: `  ${reason}  ` });
    expect(disputed.data).toMatchObject({ status: 'DISPUTED', disputeReason: reason, actions: NONE });
    expect(await totals(s)).toEqual({ cost: withCharge.cost - 400, due: withCharge.due - 400 });
    const forSeller = (await getShipment(s.id, 'forwarder')).data?.adjustments.find((a) => a.id === item.id);
    expect(forSeller).toMatchObject({ status: 'DISPUTED', disputeReason: reason, actions: { approve: false, dispute: false, revise: true, withdraw: true } });

    const revised = await review(s, item.id, 'revise', 'forwarder', { amount: 150.255, description: 'Demurrage, 1 day beyond the 14 free days' });
    expect(revised.code).toBe(200);
    // The dispute reason stays as the history of what the revision answers; the charge code is kept when not sent.
    expect(revised.data).toMatchObject({ status: 'PENDING', amount: 150.26, description: 'Demurrage, 1 day beyond the 14 free days', chargeCode: 'DEMURRAGE', disputeReason: reason, who: 'Fiona Forwarder' });
    expect(Date.parse(revised.data?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(disputed.data?.updatedAt ?? ''));
    const after = await totals(s);
    expect(after.cost).toBeCloseTo(withCharge.cost - 400 + 150.26, 2);
    expect(after.due).toBeCloseTo(withCharge.due - 400 + 150.26, 2);
    expect((await getShipment(s.id, 'shipper')).data?.adjustments.find((a) => a.id === item.id)?.actions).toMatchObject({ approve: true, dispute: true });

    const again = await review(s, item.id, 'dispute', 'shipper', { reason: 'Still not agreed.' });
    expect(again.data).toMatchObject({ status: 'DISPUTED', disputeReason: 'Still not agreed.' });
  });

  it('revises a pending charge too, with a new charge code', async () => {
    const { s, item } = await withPendingCharge(90);
    const revised = await review(s, item.id, 'revise', 'forwarder', { amount: 120, description: 'Storage, 2 days', chargeCode: 'storage' });
    expect(revised.data).toMatchObject({ status: 'PENDING', amount: 120, chargeCode: 'STORAGE', disputeReason: null });
  });

  it('withdraws a pending or disputed charge for good; it stays listed and no longer counts', async () => {
    const { s, item } = await withPendingCharge(500);
    const withCharge = await totals(s);
    const withdrawn = await review(s, item.id, 'withdraw', 'forwarder');
    expect(withdrawn.data).toMatchObject({ status: 'WITHDRAWN', actions: NONE });
    expect(await totals(s)).toEqual({ cost: withCharge.cost - 500, due: withCharge.due - 500 });
    expect((await getShipment(s.id)).data?.adjustments.some((a) => a.id === item.id && a.status === 'WITHDRAWN')).toBe(true);
    expect((await review(s, item.id, 'withdraw', 'forwarder')).code).toBe(30002);
    expect((await review(s, item.id, 'revise', 'forwarder', { amount: 10, description: 'x' })).code).toBe(30002);
    expect((await review(s, item.id, 'approve', 'shipper')).code).toBe(30002);

    const second = (await add(s, 75, 'STORAGE')).data as Item;
    expect((await review(s, second.id, 'dispute', 'shipper', { reason: 'No storage was used.' })).code).toBe(200);
    expect((await review(s, second.id, 'withdraw', 'forwarder')).data).toMatchObject({ status: 'WITHDRAWN', disputeReason: 'No storage was used.' });
    expect(await totals(s)).toEqual({ cost: withCharge.cost - 500, due: withCharge.due - 500 });
  });

  it('refuses bad input with 90001 naming the field, and changes nothing', async () => {
    const { s, item } = await withPendingCharge(200);
    const expectRefused = async (step: Step, who: Who, json: unknown, field: string) => {
      const res = await review(s, item.id, step, who, json);
      expect(res.code, JSON.stringify(json)).toBe(90001);
      expect(res.message).toMatch(new RegExp(`^${field}`));
    };
    await expectRefused('dispute', 'shipper', {}, 'reason');
    await expectRefused('dispute', 'shipper', { reason: '   ' }, 'reason');
    await expectRefused('dispute', 'shipper', { reason: 'x'.repeat(501) }, 'reason');
    await expectRefused('revise', 'forwarder', { amount: 0, description: 'x' }, 'amount');
    await expectRefused('revise', 'forwarder', { amount: '12', description: 'x' }, 'amount');
    await expectRefused('revise', 'forwarder', { amount: 12, description: '' }, 'description');
    await expectRefused('revise', 'forwarder', { amount: 12, description: 'x'.repeat(501) }, 'description');
    await expectRefused('revise', 'forwarder', { amount: 12, description: 'x', chargeCode: '' }, 'chargeCode');
    await expectRefused('revise', 'forwarder', { amount: 12, description: 'x', chargeCode: 'X'.repeat(41) }, 'chargeCode');
    const costWithout = (findShipment(s.id)?.totalCost ?? 0) - 200;
    await expectRefused('revise', 'forwarder', { amount: -(costWithout + 1), description: 'Credit' }, 'amount');
    expect(findShipment(s.id)?.adjustments.find((a) => a.id === item.id)).toMatchObject({ status: 'PENDING', amount: 200 });
    // A credit of exactly the rest of the cost is allowed.
    expect((await review(s, item.id, 'revise', 'forwarder', { amount: -costWithout, description: 'Goodwill credit' })).code).toBe(200);
    expect(findShipment(s.id)?.totalCost).toBeCloseTo(0, 2);
  });

  it('answers 401, 30001, 10303, 30006, 30003 and 30002 in the order of docs/decisions/037', async () => {
    const { s, item } = await withPendingCharge(60);
    const path = (id: string, adj: string, step: Step) => `/shipment/${id}/adjustments/${adj}/${step}`;
    expect((await callJson('POST', path(s.id, item.id, 'approve'), null)).status).toBe(401);
    expect((await review('SHP-NOPE', item.id, 'approve', 'shipper')).code).toBe(30001);
    const nordic = shipments().find((x) => x.buyerCompanyId === COMPANY.nordic && x.forwarderCompanyId === COMPANY.sino);
    expect((await review(nordic?.id ?? '', item.id, 'approve', 'shipper')).code).toBe(30001);
    for (const step of ['approve', 'dispute'] as const) expect((await review(s, item.id, step, 'forwarder', { reason: 'x' })).code).toBe(10303);
    for (const step of ['revise', 'withdraw'] as const) expect((await review(s, item.id, step, 'shipper', { amount: 1, description: 'x' })).code).toBe(10303);
    // The role is checked before the item, so an unknown id still tells the wrong role first.
    expect((await review(s, 'ADJ-NOPE', 'approve', 'forwarder')).code).toBe(10303);
    expect((await review(s, 'ADJ-NOPE', 'approve', 'shipper')).code).toBe(30006);
    // Input is checked before the rules: a blank reason on an approved item is 90001.
    expect((await review(s, item.id, 'approve', 'shipper')).code).toBe(200);
    expect((await review(s, item.id, 'dispute', 'shipper', { reason: '' })).code).toBe(90001);

    const closed = shipments().find((x) => x.buyerCompanyId === COMPANY.acme && x.forwarderCompanyId === COMPANY.pacific && x.status === 'CLOSED' && x.adjustments.length > 0);
    if (!closed) throw new Error('no closed Acme/Pacific shipment with adjustments');
    const closedItem = closed.adjustments[0]?.id ?? '';
    expect((await review(closed, 'ADJ-NOPE', 'approve', 'shipper')).code).toBe(30006);
    expect((await review(closed, closedItem, 'approve', 'shipper')).code).toBe(30003);
    expect((await review(closed, closedItem, 'withdraw', 'forwarder')).code).toBe(30003);
  });

  it('offers nothing on a cancelled shipment, nor on the platform credit, and refuses with 30002', async () => {
    const s = sharedShipment('CANCELLED', (x) => x.adjustments.some((a) => a.source === 'PLATFORM'));
    const fee = await add(s, 150, 'CANCELLATION_FEE');
    expect(fee.data).toMatchObject({ status: 'PENDING', actions: NONE });
    const d = (await getShipment(s.id, 'shipper')).data;
    for (const a of d?.adjustments ?? []) expect(a.actions, a.id).toEqual(NONE);
    const credit = d?.adjustments.find((a) => a.source === 'PLATFORM');
    expect(credit).toMatchObject({ status: 'APPROVED', chargeCode: 'CANCELLATION_CREDIT' });
    expect((await review(s, fee.data?.id ?? '', 'approve', 'shipper')).code).toBe(30002);
    expect((await review(s, fee.data?.id ?? '', 'withdraw', 'forwarder')).code).toBe(30002);
    expect((await review(s, credit?.id ?? '', 'dispute', 'shipper', { reason: 'x' })).code).toBe(30002);
    expect((await review(s, credit?.id ?? '', 'withdraw', 'forwarder')).code).toBe(30002);
  });

  it('keeps allowedActions the whole answer for shipment-level actions', async () => {
    const { s } = await withPendingCharge(10);
    for (const who of ['shipper', 'forwarder'] as const) {
      const actions = (await getShipment(s.id, who)).data?.allowedActions;
      expect(Object.keys(actions ?? {}).sort()).toEqual(
        ['addAdjustment', 'cancel', 'changeStatusTo', 'close', 'comment', 'hold', 'rate', 'releaseHold', 'sendToProvider', 'updateProgress', 'uploadDocument'],
      );
    }
  });
});
