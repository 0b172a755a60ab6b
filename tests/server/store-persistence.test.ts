/**
 * The store kept in SQL (server/store-persistence.ts), on PGlite in a temporary data directory, in this
 * process: what an operation writes is in the database when it answers, a restart finds it, an operation
 * that fails half-way leaves nothing, a read that changes the store is kept too, a write made on a copy
 * another process has overtaken runs again on the new state, and one data directory serves one process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { airShenzhenToOnt8, bookingBody, lclShanghaiToLosAngeles, type Envelope, type Quote } from '../mocks/quote/quote-fixtures';
import { useTokenDigest } from '../../mocks/token-key';
import { json, type Operation } from '../../mocks/operation';
import { operations } from '../../mocks/operations';
import { plainPasswordHasher, usePasswordHasher } from '../../mocks/password-hasher';
import { defineSlice, onStoreUndo, resetDb, saveChanged, saveDb } from '../../mocks/store/db';
import { deleteBlob, putBlob, useBlobBackend, type StoredBlob } from '../../mocks/store/blob.store';
import { accountMail, findUserByEmail } from '../../mocks/store/users.store';
import { createApi } from '../../server/api';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { accountTokens, storeMeta, storeRecords, storeSlices } from '../../server/db/schema';
import { StorePersistence } from '../../server/store-persistence';
import { loginRequest, signInThrough } from './api-server';
import { sha256Token } from '../../server/token-digest';

const dataDir = mkdtempSync(join(tmpdir(), 'store-persistence-'));
let database: OpenDatabase;
let persistence: StorePersistence;

async function open(): Promise<{ created: boolean }> {
  database = await openDatabase({ dataDir });
  persistence = new StorePersistence(database.db, false);
  return persistence.load();
}

/** A server restart in this process: the database closed, the in-memory store forgotten, both opened again. */
async function restart(): Promise<{ created: boolean }> {
  await database.close();
  resetDb();
  return open();
}

// A handler that changes the store and then fails, and a read that changes it: as a buggy operation or a
// read with a side effect would.
const failing: Operation = {
  method: 'post',
  path: '/test/half-way',
  run: async () => {
    accountMail().push({ to: 'half@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: 'half-way' });
    saveDb();
    throw new Error('failed half-way');
  },
};
const readThatWrites: Operation = {
  method: 'get',
  path: '/test/read-that-writes',
  run: async () => {
    accountMail().push({ to: 'read@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: 'read' });
    saveDb();
    return json({ success: true, code: 200, message: 'ok', data: null });
  },
};

const posting: Operation = {
  method: 'post',
  path: '/test/mail',
  run: async () => {
    accountMail().push({ to: 'posted@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: 'posted' });
    saveDb();
    return json({ success: true, code: 200, message: 'ok', data: accountMail().length });
  },
};
// Records added at a slice's ends and announced (saveChanged), as a booking puts its shipment first and a
// sign-in adds its token last: at the end, two share an id and one has none, so the later ones are keyed by
// their place; at the start (of the companies, whose records all have ids), one with an id of its own.
// A slice of records with ids for this file alone: the marketplace's own such slices all moved to tables of their own.
const firms = defineSlice<Array<{ id: string; name: string }>>('testFirms', () => [{ id: 'CMP-1', name: 'One' }, { id: 'CMP-2', name: 'Two' }]);

const appending: Operation = {
  method: 'post',
  path: '/test/append',
  run: async () => {
    const mail = accountMail() as unknown as Array<Record<string, unknown>>;
    const next = mail.length;
    mail.push({ id: `MAIL-${next}`, to: 'a@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: `a-${next}` });
    mail.push({ id: `MAIL-${next}`, to: 'b@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: `b-${next}` });
    mail.push({ to: 'c@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: `c-${next}` });
    const list = firms();
    list.unshift({ ...list[0]!, id: `FIRST-${next}`, name: `First ${next}` });
    saveChanged();
    return json({ success: true, code: 200, message: 'ok', data: mail.length });
  },
};
// An operation that stores a file's bytes, says how to take them back, and then fails.
const uploadThenFail: Operation = {
  method: 'post',
  path: '/test/upload-then-fail',
  run: async () => {
    await putBlob('DOC-upload-then-fail', { bytes: new Uint8Array([1, 2, 3]), contentType: 'application/pdf' });
    onStoreUndo(() => deleteBlob('DOC-upload-then-fail'));
    accountMail().push({ to: 'upload@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: 'upload' });
    saveDb();
    throw new Error('failed after the upload');
  },
};
const testOperations = [failing, readThatWrites, posting, appending, uploadThenFail];

/** The API as the server mounts it, under /api, with the test's operations before the contract's. */
const mountedApi = () => new Hono().route('/api', createApi({ persistence, operations: [...testOperations, ...operations] }));
let api: Hono;
beforeAll(async () => {
  expect(await open()).toEqual({ created: true });
  api = mountedApi();
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// The tests' setup forgets the in-memory store after each test; the database remembers.
beforeEach(async () => {
  await persistence.load();
});
afterEach(async () => {
  expect(await persistence.differences(), 'the store and the database agree').toEqual([]);
});

async function call<T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const res = await api.request(`http://localhost/api${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const signIn = async (email: string): Promise<string> => (await signInThrough((path, init) => api.request(path, init), email)).access_token;

test('a booking is in the database when it is confirmed, and a restart finds it and the session', async () => {
  const token = await signIn('shipper@example.com');
  const search = await call<{ list: Quote[] }>('POST', '/quote/search', token, lclShanghaiToLosAngeles());
  const quote = search.body.data!.list[0]!;
  const booked = await call<{ shipmentId: string; status: string }>('POST', '/booking/confirm', token, bookingBody(quote.id), { 'Idempotency-Key': 'persist-1' });
  expect(booked.body.code).toBe(200);
  const { shipmentId, status } = booked.body.data!;
  expect(status).toBeTruthy();

  expect(await restart()).toEqual({ created: false });
  api = mountedApi();

  const seen = await call<{ id: string; status: string }>('GET', `/shipment/${shipmentId}`, token);
  expect(seen.body.code, 'the access token of before the restart still works').toBe(200);
  expect(seen.body.data).toMatchObject({ id: shipmentId, status });
  // The same key after the restart: the booking answered before, not a second one.
  const again = await call<{ shipmentId: string }>('POST', '/booking/confirm', token, bookingBody(quote.id), { 'Idempotency-Key': 'persist-1' });
  expect(again.body.data!.shipmentId).toBe(shipmentId);
}, 60_000);

test('what an operation changes in place is written: a second company searching the same quotes, a booking with a promo code, its replay', async () => {
  // The afterEach check compares every record of the store with the database.
  const shipper = await signIn('shipper@example.com');
  const nordic = await signIn('nils@nordic.example.com');
  const first = await call<{ list: Quote[] }>('POST', '/quote/search', shipper, lclShanghaiToLosAngeles());
  const second = await call<{ list: Quote[] }>('POST', '/quote/search', nordic, lclShanghaiToLosAngeles());
  const shared = second.body.data!.list.filter((q) => first.body.data!.list.some((f) => f.id === q.id));
  expect(shared.length, 'the two companies were shown the same quotes').toBeGreaterThan(0);
  const body = bookingBody(shared[0]!.id, { promoCode: 'SAVE10' });
  const booked = await call<{ shipmentId: string }>('POST', '/booking/confirm', shipper, body, { 'Idempotency-Key': 'persist-promo' });
  expect(booked.body.code).toBe(200);
  const replay = await call<{ shipmentId: string }>('POST', '/booking/confirm', shipper, body, { 'Idempotency-Key': 'persist-promo' });
  expect(replay.body.data!.shipmentId).toBe(booked.body.data!.shipmentId);
}, 60_000);

test('a search repeated while its quotes are valid writes nothing; a search of other quotes does', async () => {
  const shipper = await signIn('shipper@example.com');
  const version = async () => (await database.db.select().from(storeMeta))[0]!.version;
  expect((await call('POST', '/quote/search', shipper, lclShanghaiToLosAngeles())).body.code).toBe(200);
  const after = await version();
  // A read takes no transaction, so it never waits for the lock other processes' writes take turns on.
  const transactions = vi.spyOn(database.db, 'transaction');
  expect((await call('POST', '/quote/search', shipper, lclShanghaiToLosAngeles())).body.code).toBe(200);
  expect(transactions, 'the repeat was a read').not.toHaveBeenCalled();
  transactions.mockRestore();
  expect(await version()).toBe(after);
  expect((await call('POST', '/quote/search', shipper, airShenzhenToOnt8())).body.code).toBe(200);
  expect(await version(), 'the new quotes are kept').toBe(after + 1);
}, 60_000);

test('a sign-in lets other requests through while its password is checked, and still signs in', async () => {
  const token = await signIn('shipper@example.com');
  // A hash that takes 400 ms, as scrypt takes a tenth of a second on the server.
  usePasswordHasher({ ...plainPasswordHasher, verify: async (password, stored) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return plainPasswordHasher.verify(password, stored);
  } });
  try {
    const order: string[] = [];
    const signingIn = (async () => {
      const res = await api.request('/api/user/login', loginRequest('admin@example.com'));
      order.push('sign in');
      return (await res.json()) as Envelope<{ access_token: string }>;
    })();
    const list = (async () => {
      const res = await call<{ total: number }>('POST', '/shipment/list', token, { pageNumber: 0, pageSize: 5 });
      order.push('list');
      return res;
    })();
    const [session, page] = await Promise.all([signingIn, list]);
    expect(order, 'the list did not wait for the hash').toEqual(['list', 'sign in']);
    expect(page.body.code).toBe(200);
    expect(session.code).toBe(200);
    const me = await call<{ email: string }>('GET', '/user/current', session.data!.access_token);
    expect(me.body.data!.email).toBe('admin@example.com');
  } finally {
    usePasswordHasher(plainPasswordHasher);
  }
});

test('an operation that fails half-way leaves nothing in the store or the database', async () => {
  const before = accountMail().length;
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await api.request('http://localhost/api/test/half-way', { method: 'POST' });
  expect(log).toHaveBeenCalledOnce();
  log.mockRestore();
  expect(res.status).toBe(500);
  expect(await res.json()).toMatchObject({ success: false, code: 500 });
  expect(accountMail()).toHaveLength(before);
  expect(accountMail().some((m) => m.secret === 'half-way')).toBe(false);
});

test('a read that changes the store is kept', async () => {
  const res = await api.request('http://localhost/api/test/read-that-writes');
  expect(res.status).toBe(200);
  // Kept once: the copy was up to date, so the change made on it is the one written.
  expect(accountMail().filter((m) => m.secret === 'read')).toHaveLength(1);
  await restart();
  api = mountedApi();
  expect(accountMail().filter((m) => m.secret === 'read')).toHaveLength(1);
}, 60_000);

test('records added at either end of a slice are written around the others, in order, whatever their ids', async () => {
  for (let i = 0; i < 2; i += 1) expect((await api.request('http://localhost/api/test/append', { method: 'POST' })).status).toBe(200);
  const before = structuredClone(accountMail());
  expect(before.filter((m) => m.to === 'b@example.com')).toHaveLength(2);
  const firsts = structuredClone(firms());
  expect(firsts[0]!.id).toBe('FIRST-' + String(before.length - 3));
  await restart();
  api = mountedApi();
  expect(accountMail()).toEqual(before);
  expect(firms()).toEqual(firsts);
}, 60_000);

test('the files of a change that is undone are deleted: an upload run again on a newer copy, an operation that fails', async () => {
  const stored = new Map<string, StoredBlob>();
  useBlobBackend({
    put: async (id, blob) => void stored.set(id, blob),
    get: async (id) => stored.get(id) ?? null,
    delete: async (id) => void stored.delete(id),
  });
  const token = await signIn('shipper@example.com');
  const list = await call<{ list: Array<{ id: string; status: string }> }>('POST', '/shipment/list', token, { pageNumber: 0, pageSize: 50 });
  const shipment = list.body.data!.list.find((s) => s.status === 'DEPARTED')!;
  // Another process wrote since this copy was brought up to date: the upload runs twice, and keeps one file.
  await database.db.update(storeMeta).set({ version: sql`${storeMeta.version} + 1` });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }), 'Packing list.pdf');
  form.append('type', 'PACKING_LIST');
  const res = await api.request(`http://localhost/api/shipment/${shipment.id}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'undone-upload-1' },
    body: form,
  });
  const uploaded = (await res.json()) as Envelope<{ id: string }>;
  expect(uploaded.code).toBe(200);
  expect([...stored.keys()]).toEqual([uploaded.data!.id]);

  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await api.request('http://localhost/api/test/upload-then-fail', { method: 'POST' })).status).toBe(500);
  expect([...stored.keys()], 'the failed operation left no file').toEqual([uploaded.data!.id]);
}, 60_000);

test('a changed password survives a restart, and the old one no longer signs in', async () => {
  const token = await signIn('shipper@example.com');
  const changed = await call('POST', '/user/password/change', token, { oldPassword: 'Passw0rd!', newPassword: 'N3w-passw0rd' });
  expect(changed.body.code).toBe(200);
  await restart();
  api = mountedApi();
  const old = await api.request('/api/user/login', loginRequest('shipper@example.com'));
  expect(((await old.json()) as Envelope<unknown>).code).toBe(10001);
  expect(findUserByEmail('shipper@example.com')).toBeDefined();
  const fresh = await api.request('/api/user/login', loginRequest('shipper@example.com', 'N3w-passw0rd'));
  expect(((await fresh.json()) as Envelope<unknown>).code).toBe(200);
}, 60_000);

test('a write made on a copy that another process has overtaken is run again on the new state, once', async () => {
  // Another process's write, as it would land in the database: a mail added, the versions raised.
  const [meta] = await database.db.select().from(storeMeta);
  const next = meta!.version + 1;
  const position = accountMail().length;
  const mail = { to: 'other@example.com', kind: 'PASSWORD_RESET', userId: 'nobody', sentAt: '2026-01-01T00:00:00.000Z', secret: 'other-process' };
  await database.db.insert(storeRecords).values({ slice: 'accountMail', key: String(position), position, data: JSON.stringify(mail), version: next });
  await database.db.update(storeSlices).set({ version: next }).where(eq(storeSlices.name, 'accountMail'));
  await database.db.update(storeMeta).set({ version: next });

  const res = await api.request('http://localhost/api/test/mail', { method: 'POST' });
  expect(((await res.json()) as Envelope<number>).data, 'the answer of the second run, which saw the other write').toBe(position + 2);
  expect(accountMail().map((m) => m.secret).slice(-2)).toEqual(['other-process', 'posted']);
});

test('with the server\'s token digest the database holds no token that could be sent, and the tokens still work', async () => {
  useTokenDigest(sha256Token);
  try {
    const session = await signInThrough((path, init) => api.request(path, init), 'admin@example.com');
    const keys = (await database.db.select({ key: accountTokens.key }).from(accountTokens)).map((r) => r.key);
    expect(keys).toContain(sha256Token(session.access_token));
    expect(keys).toContain(sha256Token(session.refresh_token));
    expect(keys).not.toContain(session.access_token);
    expect(keys).not.toContain(session.refresh_token);
    expect((await call('GET', '/user/current', session.access_token)).body.code).toBe(200);
  } finally {
    useTokenDigest((token) => token);
  }
});

test('a second server on the same data directory is refused while the first runs', async () => {
  await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
  await expect(openDatabase({ dataDir })).rejects.toThrow(`process ${process.pid}`);
});
