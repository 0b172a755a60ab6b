/**
 * A repeated quote search is answered from the search's memory of its answers (decision 202): the same
 * bytes as a fresh answer, never another company's, never from before a store change or past the
 * earliest expiry of its quotes, and never more than a few dozen remembered. Whether a search was worked
 * out again is seen by the pricing engine asking the store for the forwarders' names.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { registerAccessToken } from '../../../mocks/store/sessions.store';
import { setMockNow } from '../../../mocks/store/clock';
import { saveDb } from '../../../mocks/store/db';
import { quotes, searchersOf } from '../../../mocks/store/quote.store';
import { COMPANY, DEMO_USER, memoryCompanies } from '../../../mocks/store/users.store';
import { lclShanghaiToLosAngeles, type Envelope, type QuoteSearch } from './quote-fixtures';

type Result = components['schemas']['QuoteSearchResult'];

const DAY = 86_400_000;
const START = Date.parse('2026-11-02T08:00:00Z');

let namesAsked: ReturnType<typeof vi.spyOn>;

/** The answer's bytes as sent, and whether the search was priced for it. */
async function search(body: QuoteSearch, token: string): Promise<{ text: string; headers: [string, string][]; priced: boolean; data: Result }> {
  const before = namesAsked.mock.calls.length;
  const res = await fetch('http://localhost/api/quote/search', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const envelope = JSON.parse(text) as Envelope<Result>;
  expect(envelope.success, envelope.message).toBe(true);
  return { text, headers: [...res.headers], priced: namesAsked.mock.calls.length > before, data: envelope.data! };
}

/** A signed-in user's token, valid for the weeks a test's clock moves over; made before the searches (it is a store change). */
function tokenOf(who: keyof typeof DEMO_USER): string {
  const token = `at.search-memory-${who}`;
  registerAccessToken(token, DEMO_USER[who], 60 * 86_400);
  return token;
}

beforeEach(() => {
  setMockNow(START);
  // Pricing a search reads the forwarders' legal names as they are now, once; a remembered answer reads none.
  namesAsked = vi.spyOn(memoryCompanies, 'byIds');
});
afterEach(() => {
  namesAsked.mockRestore();
  setMockNow(null);
});

describe('POST /quote/search answered from memory', () => {
  it('answers a repeat byte for byte as the first search, without pricing it again, while nothing changed', async () => {
    const shipper = tokenOf('shipper');
    const first = await search(lclShanghaiToLosAngeles(), shipper);
    expect(first.priced).toBe(true);
    const repeat = await search(lclShanghaiToLosAngeles(), shipper);
    expect(repeat.priced).toBe(false);
    expect(repeat.text).toBe(first.text);
    expect(repeat.headers).toEqual(first.headers);
    // An hour later the quotes are still valid: still the same answer, from memory.
    setMockNow(START + 3_600_000);
    const later = await search(lclShanghaiToLosAngeles(), shipper);
    expect(later.priced).toBe(false);
    expect(later.text).toBe(first.text);
    expect(later.headers).toEqual(first.headers);
  });

  it("works out another company's identical search and records it as that company's search", async () => {
    const shipper = tokenOf('shipper');
    const nordic = tokenOf('nordicShipper');
    const acme = await search(lclShanghaiToLosAngeles(), shipper);
    await search(lclShanghaiToLosAngeles(), shipper);
    const other = await search(lclShanghaiToLosAngeles(), nordic);
    expect(other.priced).toBe(true);
    expect(other.data.list.map((q) => q.id)).toEqual(acme.data.list.map((q) => q.id));
    for (const q of other.data.list) expect(searchersOf(q.id)).toEqual(expect.arrayContaining([COMPANY.acme, COMPANY.nordic]));
  });

  it('works the search out again after a store change: a quote evicted since is issued anew', async () => {
    const shipper = tokenOf('shipper');
    const first = await search(lclShanghaiToLosAngeles(), shipper);
    await search(lclShanghaiToLosAngeles(), shipper);
    // What storeSearchQuotes does to the oldest quotes once it holds 400.
    const evicted = first.data.list[0]!.id;
    delete quotes()[evicted];
    saveDb();
    const later = START + 3_600_000;
    setMockNow(later);
    const after = await search(lclShanghaiToLosAngeles(), shipper);
    expect(after.priced).toBe(true);
    expect(after.data.list.find((q) => q.id === evicted)?.createdAt).toBe(new Date(later).toISOString());
    expect(after.text).not.toBe(first.text);
  });

  it('works the search out again once its earliest quote has expired, and re-issues that quote', async () => {
    const shipper = tokenOf('shipper');
    // Made once: its cargo-ready date stays the same day as the clock moves.
    const lane = lclShanghaiToLosAngeles();
    const first = await search(lane, shipper);
    await search(lane, shipper);
    const earliest = first.data.list.map((q) => q.expiresAt).sort()[0]!;
    const expiredAt = Date.parse(`${earliest}T00:00:00Z`) + DAY;
    // The last moment of its expiry day: still valid, still remembered.
    setMockNow(expiredAt - 1);
    expect((await search(lane, shipper)).priced).toBe(false);
    setMockNow(expiredAt);
    const after = await search(lane, shipper);
    expect(after.priced).toBe(true);
    expect(after.data.list.every((q) => !q.expired)).toBe(true);
    const reissued = after.data.list.filter((q) => q.expiresAt !== first.data.list.find((f) => f.id === q.id)!.expiresAt);
    expect(reissued.map((q) => q.id)).toEqual(expect.arrayContaining(first.data.list.filter((q) => q.expiresAt === earliest).map((q) => q.id)));
  });

  it('checks the cargo-ready date against the day of each search, remembered or not', async () => {
    const shipper = tokenOf('shipper');
    const today = lclShanghaiToLosAngeles();
    today.origin.cargoReadyDate = new Date(START).toISOString().slice(0, 10);
    await search(today, shipper);
    expect((await search(today, shipper)).priced).toBe(false);
    // The next day, before any of its quotes expires, the same search asks for a day gone by.
    setMockNow(START + DAY);
    const res = await fetch('http://localhost/api/quote/search', {
      method: 'POST', headers: { Authorization: `Bearer ${shipper}`, 'Content-Type': 'application/json' }, body: JSON.stringify(today),
    });
    const envelope = (await res.json()) as Envelope<Result>;
    expect(envelope).toMatchObject({ success: false, code: 90001, message: 'origin.cargoReadyDate: must be today or later' });
  });

  it('remembers a few dozen searches, the least recently asked going first', async () => {
    const shipper = tokenOf('shipper');
    // Searches that differ only in the origin's label are remembered apart but share their quotes: after the
    // first, each is a read, so all are remembered at one store version.
    const labelled = (n: number) => {
      const s = lclShanghaiToLosAngeles();
      return { ...s, origin: { ...s.origin, name: `Shanghai gate ${n}` } };
    };
    await search(labelled(0), shipper);
    await search(labelled(1), shipper);
    expect((await search(labelled(1), shipper)).priced).toBe(false);
    for (let n = 2; n <= 40; n += 1) await search(labelled(n), shipper);
    expect((await search(labelled(40), shipper)).priced).toBe(false);
    expect((await search(labelled(1), shipper)).priced).toBe(true);
  });
});
