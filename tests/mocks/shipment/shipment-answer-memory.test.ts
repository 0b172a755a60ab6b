/**
 * The shipment list and detail answered from memory (decision 202): once asked a second time, a repeat is the
 * same bytes with the same headers and is not serialised again; another company, role or query is never
 * given the first's answer; after a change (a status, a hold, a comment) both are worked out again; the
 * session is still checked on every request; a few dozen lists and a few hundred details at most. Whether
 * an answer was worked out is seen by JSON.stringify being asked for its envelope.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccessToken } from '../../../mocks/store/sessions.store';
import { seedBenchShipments } from '../../../mocks/bench-shipments';
import { setMockNow } from '../../../mocks/store/clock';
import { resetDb } from '../../../mocks/store/db';
import { shipments } from '../../../mocks/store/shipment.store';
import { COMPANY, DEMO_USER } from '../../../mocks/store/users.store';
import { notHeld, sharedShipment, type Envelope, type Schemas } from './shipment-test-kit';

const START = Date.parse('2026-11-02T08:00:00Z');
const DAY = 86_400_000;

let stringified: ReturnType<typeof vi.spyOn>;
/** How many answer envelopes were serialised so far. */
const envelopesMade = () =>
  stringified.mock.calls.filter((args: unknown[]) => typeof args[0] === 'object' && args[0] !== null && 'success' in args[0]).length;

/** A signed-in user's token for a week; made before the calls (issuing one is a store change). */
function tokenOf(who: keyof typeof DEMO_USER): string {
  const token = `at.shipment-memory-${who}`;
  registerAccessToken(token, DEMO_USER[who], 7 * 86_400);
  return token;
}

interface Sent<T> {
  text: string;
  headers: [string, string][];
  /** Whether the answer was worked out (serialised) for this request. */
  made: boolean;
  envelope: Envelope<T>;
}

async function send<T>(path: string, token: string, init: RequestInit = {}): Promise<Sent<T>> {
  const before = envelopesMade();
  const res = await fetch(`http://localhost/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  const text = await res.text();
  return { text, headers: [...res.headers], made: envelopesMade() > before, envelope: JSON.parse(text) as Envelope<T> };
}

const LIST_QUERY = {
  pageNumber: 0,
  pageSize: 20,
  queryConditions: [{ property: 'status', logicalOperator: 'IS_IN', condition: ['SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'DEPARTED'] }],
  sort: { property: 'bookedDate', direction: 'DESC' },
};
const list = (token: string, query: object = LIST_QUERY) =>
  send<Schemas['ShipmentSummaryPage']>('/shipment/list', token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(query) });
const detail = (id: string, token: string, headers: Record<string, string> = {}) => send<Schemas['Shipment']>(`/shipment/${id}`, token, { headers });
const post = (path: string, token: string, body: object) =>
  send<unknown>(path, token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeEach(() => {
  setMockNow(START);
  stringified = vi.spyOn(JSON, 'stringify');
});
afterEach(() => {
  stringified.mockRestore();
  setMockNow(null);
});

describe('the shipment list and detail answered from memory', () => {
  it('answers a repeated list and detail byte for byte, with the same headers, without serialising them again', async () => {
    const shipper = tokenOf('shipper');
    const first = await list(shipper);
    expect(first.envelope.success).toBe(true);
    expect(first.made).toBe(true);
    // Asked once, not kept; asked again, kept; from then on answered from memory.
    const second = await list(shipper);
    expect(second.made).toBe(true);
    const repeat = await list(shipper);
    expect(repeat.made).toBe(false);
    expect(repeat.text).toBe(first.text);
    expect(repeat.headers).toEqual(first.headers);
    expect(second.text).toBe(first.text);
    expect(second.headers).toEqual(first.headers);
    // The same query written differently (conditions combined with AND by default, extra fields) is the same page.
    const spelled = await list(shipper, { ...LIST_QUERY, queryConditionsType: 'AND' });
    expect(spelled.made).toBe(false);
    expect(spelled.text).toBe(first.text);
    // Another page is another answer.
    const next = await list(shipper, { ...LIST_QUERY, pageNumber: 1 });
    expect(next.made).toBe(true);
    expect(next.envelope.data?.list[0]?.id).not.toBe(first.envelope.data?.list[0]?.id);

    const id = first.envelope.data!.list[0]!.id;
    const shown = await detail(id, shipper);
    expect(shown.made).toBe(true);
    expect((await detail(id, shipper)).made).toBe(true);
    const again = await detail(id, shipper);
    expect(again.made).toBe(false);
    expect(again.text).toBe(shown.text);
    expect(again.headers).toEqual(shown.headers);
    expect(again.headers.filter(([name]) => name === 'content-length')).toEqual([['content-length', String(new TextEncoder().encode(shown.text).byteLength)]]);
  });

  it("never gives one viewer's answer to another role or company; users of one company and role share it", async () => {
    const shipper = tokenOf('shipper');
    const admin = tokenOf('admin');
    const forwarder = tokenOf('forwarder');
    const nordic = tokenOf('nordicShipper');
    const everything = { ...LIST_QUERY, queryConditions: [] };
    await list(shipper, everything);
    const acme = await list(shipper, everything);
    const seller = await list(forwarder, { ...LIST_QUERY, queryConditions: [] });
    expect(seller.made).toBe(true);
    expect(seller.text).not.toBe(acme.text);
    const other = await list(nordic, { ...LIST_QUERY, queryConditions: [] });
    expect(other.made).toBe(true);
    expect(other.envelope.data?.list.every((r) => r.buyerName === 'Nordic Outdoor AB')).toBe(true);
    // Another user of the shipper's company, an admin, sees what the shipper sees: the answer names no user.
    const colleague = await list(admin, everything);
    expect(colleague.made).toBe(false);
    expect(colleague.text).toBe(acme.text);

    const s = sharedShipment('SENT_TO_PROVIDER', notHeld);
    await detail(s.id, shipper);
    const buyerView = await detail(s.id, shipper);
    const sellerView = await detail(s.id, forwarder);
    expect(sellerView.made).toBe(true);
    expect(buyerView.envelope.data?.allowedActions).toMatchObject({ cancel: true, changeStatusTo: [] });
    expect(sellerView.envelope.data?.allowedActions).toMatchObject({ cancel: false, changeStatusTo: ['TRANSPORT_BOOKED'] });
    // Another buyer company does not see the shipment at all, remembered or not.
    expect((await detail(s.id, nordic)).envelope).toMatchObject({ success: false, code: 30001 });
    expect((await detail(s.id, admin)).text).toBe(buyerView.text);
  });

  it('forgets what it was asked when the demo data is reset: the first ask after a reset is kept only when asked again', async () => {
    const shipper = tokenOf('shipper');
    const s = sharedShipment('DEPARTED');
    await detail(s.id, shipper);
    await detail(s.id, shipper);
    expect((await detail(s.id, shipper)).made).toBe(false);
    resetDb();
    const after = tokenOf('shipper');
    expect((await detail(s.id, after)).made).toBe(true);
    expect((await detail(s.id, after)).made).toBe(true);
    expect((await detail(s.id, after)).made).toBe(false);
  });

  it('gives every reader the places in every language: the reader language is not part of the answer', async () => {
    const shipper = tokenOf('shipper');
    const s = sharedShipment('DEPARTED');
    const english = await detail(s.id, shipper, { 'Accept-Language': 'en-US' });
    const chinese = await detail(s.id, shipper, { 'Accept-Language': 'zh-TW' });
    expect(chinese.text).toBe(english.text);
    expect(english.envelope.data?.origin.cityLocalNames ?? english.envelope.data?.destination.cityLocalNames).toBeDefined();
  });

  it('works both out again after a status change, a hold and a comment', async () => {
    const shipper = tokenOf('shipper');
    const forwarder = tokenOf('forwarder');
    const s = sharedShipment('SENT_TO_PROVIDER', notHeld);
    const query = { pageNumber: 0, pageSize: 500, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: s.shipmentNo }] };
    const rowOf = (sent: Sent<Schemas['ShipmentSummaryPage']>) => sent.envelope.data!.list.find((r) => r.id === s.id)!;
    for (let i = 0; i < 2; i += 1) {
      await list(shipper, query);
      await detail(s.id, shipper);
    }
    expect((await list(shipper, query)).made).toBe(false);
    expect((await detail(s.id, shipper)).made).toBe(false);

    expect((await post(`/shipment/${s.id}/status`, forwarder, { status: 'TRANSPORT_BOOKED' })).envelope.success).toBe(true);
    const moved = await list(shipper, query);
    expect(moved.made).toBe(true);
    expect(rowOf(moved).status).toBe('TRANSPORT_BOOKED');
    expect((await detail(s.id, shipper)).envelope.data?.status).toBe('TRANSPORT_BOOKED');
    // Asked before the change: kept again at once.
    expect((await list(shipper, query)).made).toBe(false);
    expect((await detail(s.id, shipper)).made).toBe(false);

    const hold = { onHold: true, category: 'OTHER', reason: 'Waiting for the packing list.' };
    expect((await post(`/shipment/${s.id}/hold`, forwarder, hold)).envelope.success).toBe(true);
    expect(rowOf(await list(shipper, query)).onHold).toBe(true);
    const held = await detail(s.id, shipper);
    expect(held.made).toBe(true);
    expect(held.envelope.data?.hold?.reason).toBe('Waiting for the packing list.');

    const form = new FormData();
    form.set('text', 'Packing list sent.');
    expect((await send(`/shipment/${s.id}/comments`, shipper, { method: 'POST', body: form })).envelope.success).toBe(true);
    const commented = await detail(s.id, shipper);
    expect(commented.made).toBe(true);
    expect(commented.envelope.data?.commentCount).toBe(held.envelope.data!.commentCount + 1);
  });

  it('checks the session on every request: an expired session is refused although its answer is remembered', async () => {
    const shipper = tokenOf('shipper');
    const s = sharedShipment('DEPARTED');
    for (let i = 0; i < 2; i += 1) {
      await list(shipper);
      await detail(s.id, shipper);
    }
    // Nothing in either answer reads the time: days later, still the same answer from memory.
    setMockNow(START + 6 * DAY);
    expect((await detail(s.id, shipper)).made).toBe(false);
    expect((await list(shipper)).made).toBe(false);
    setMockNow(START + 7 * DAY + 1);
    expect((await detail(s.id, shipper)).envelope).toMatchObject({ success: false, code: 401 });
    expect((await list(shipper)).envelope).toMatchObject({ success: false, code: 401 });
  });

  it('keeps only what is asked again: a few dozen list pages, a few hundred details, no page too large', async () => {
    seedBenchShipments(300);
    const shipper = tokenOf('shipper');
    const page = (n: number) => ({ pageNumber: n, pageSize: 5 });
    const twice = async (ask: () => Promise<unknown>) => {
      await ask();
      await ask();
    };
    for (let n = 0; n <= 40; n += 1) await twice(() => list(shipper, page(n)));
    expect((await list(shipper, page(40))).made).toBe(false);
    expect((await list(shipper, page(0))).made).toBe(true);
    // Every Acme shipment at once is too large to keep.
    const all = { pageNumber: 0, pageSize: 9999 };
    await twice(() => list(shipper, all));
    expect((await list(shipper, all)).made).toBe(true);

    const ids = shipments().filter((s) => s.buyerCompanyId === COMPANY.acme).map((s) => s.id);
    expect(ids.length).toBeGreaterThan(300);
    // Each asked once, in turn: none is kept, and the ones kept before stay.
    const kept = ids.at(-1)!;
    await twice(() => detail(kept, shipper));
    for (const id of ids.slice(0, 200)) await detail(id, shipper);
    expect((await detail(ids[199]!, shipper)).made).toBe(true);
    expect((await detail(kept, shipper)).made).toBe(false);
    for (const id of ids.slice(0, 300)) await twice(() => detail(id, shipper));
    expect((await detail(ids[299]!, shipper)).made).toBe(false);
    expect((await detail(ids[100]!, shipper)).made).toBe(false);
    expect((await detail(ids[0]!, shipper)).made).toBe(true);
  });
});
