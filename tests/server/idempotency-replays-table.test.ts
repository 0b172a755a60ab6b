/**
 * The answers kept for Idempotency-Keys in a table of their own on the server
 * (server/db/idempotency-replays.table.ts, docs/decisions/219-area-repositories.md), on PGlite in this
 * process: a booking and the answer kept for its key are written in one transaction, the key's replay
 * survives a restart, a booking that fails keeps no answer, and replays a server of before kept as JSON rows
 * of the store are moved into the table at start.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { IDEMPOTENCY_SLICE } from '../../mocks/store/idempotency.store';
import { repositories } from '../../mocks/store/repositories';
import { idempotencyReplays, storeRecords, storeSlices } from '../../server/db/schema';
import { bookingBody, lclShanghaiToLosAngeles } from '../mocks/quote/quote-fixtures';
import { tableAreaServer } from './table-area-kit';

const server = tableAreaServer('idempotency-replays-table');
const { call, signIn, restart } = server;
const replayRows = () => server.database.db.select().from(idempotencyReplays);

test('a booking\'s answer is a row of the table when it is confirmed, replayed for its key after a restart, and not in the store records', async () => {
  const token = await signIn('shipper@example.com');
  const quote = (await call('POST', '/quote/search', token, lclShanghaiToLosAngeles())).body.data.list[0];
  const booked = await call('POST', '/booking/confirm', token, bookingBody(quote.id), { 'Idempotency-Key': 'table-booking-1' });
  expect(booked.body.code).toBe(200);
  expect(booked.headers.get('Idempotent-Replay')).toBeNull();
  const rows = await replayRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.key).toMatch(/table-booking-1$/);
  expect(JSON.parse(rows[0]!.body)).toEqual(booked.body);
  expect(await server.database.db.select().from(storeRecords).where(eq(storeRecords.slice, IDEMPOTENCY_SLICE))).toEqual([]);

  expect(await restart()).toEqual({ created: false });
  const again = await call('POST', '/booking/confirm', token, bookingBody(quote.id), { 'Idempotency-Key': 'table-booking-1' });
  expect(again.headers.get('Idempotent-Replay')).toBe('true');
  expect(again.body).toEqual(booked.body);
  expect(await replayRows()).toHaveLength(1);
}, 60_000);

test('an operation that fails after keeping an answer leaves no row, and the key can be used again', async () => {
  const before = (await replayRows()).length;
  await expect(
    server.persistence.run(async () => {
      await repositories().idempotencyReplays.keep('test:half-way-key', { status: 200, body: { success: true, code: 200 } });
      throw new Error('failed after keeping');
    }),
  ).rejects.toThrow('failed after keeping');
  expect(await replayRows()).toHaveLength(before);
  expect(await server.persistence.run(() => repositories().idempotencyReplays.find('test:half-way-key'))).toBeUndefined();
});

test('replays a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const older = { 'booking:COMP-1:older-key-1': { status: 200, body: { success: true, code: 200, data: { shipmentId: 'SHP-OLD-1' } } } };
  await server.database.db.delete(idempotencyReplays);
  await server.database.db
    .insert(storeRecords)
    .values(Object.entries(older).map(([key, value], position) => ({ slice: IDEMPOTENCY_SLICE, key, position, data: JSON.stringify(value), version: 1 })));
  await server.database.db.update(storeSlices).set({ kind: 'object' }).where(eq(storeSlices.name, IDEMPOTENCY_SLICE));

  await restart();
  const rows = await replayRows();
  expect(rows.map((r) => ({ key: r.key, status: r.status, body: JSON.parse(r.body) }))).toEqual([{ key: 'booking:COMP-1:older-key-1', ...older['booking:COMP-1:older-key-1'] }]);
  expect(await server.database.db.select().from(storeRecords).where(eq(storeRecords.slice, IDEMPOTENCY_SLICE))).toEqual([]);
  expect(await server.persistence.run(() => repositories().idempotencyReplays.find('booking:COMP-1:older-key-1'))).toEqual(older['booking:COMP-1:older-key-1']);
}, 60_000);
