/**
 * The shipments in a table of their own on the server (server/db/shipments.table.ts,
 * docs/decisions/219-area-repositories.md), on PGlite in this process: the seed is in the table on a new
 * database; the list is SQL and answers, for any query the list's spec accepts, the same page and total as the
 * spec run over the records in memory (generated queries: conditions of every kind and operator, AND and OR,
 * every sort both ways, pages); a booking and its cancellation are rows that survive a restart; a detail asked
 * again asks no query; a server of before's JSON rows are moved in at start.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { shipmentModeValues, shipmentProgressValues, shipmentStatusValues, type components } from '../../src/api/schema.gen';
import { addBenchShipments } from '../../mocks/bench-shipments';
import { SHIPMENT_LIST } from '../../mocks/operations/shipment.operations';
import { planPagedQuery } from '../../mocks/paged-query';
import { repositories } from '../../mocks/store/repositories';
import { SHIPMENTS_SLICE, shipments as seededShipments } from '../../mocks/store/shipment.store';
import { COMPANY } from '../../mocks/store/users.store';
import type { ShipmentParty, ShipmentRecord } from '../../domain/shipment-records';
import { shipments, storeRecords, storeSlices } from '../../server/db/schema';
import { bookingBody, lclShanghaiToLosAngeles } from '../mocks/quote/quote-fixtures';
import { tableAreaServer } from './table-area-kit';

type PagedQuery = components['schemas']['PagedQuery'];
type Condition = NonNullable<PagedQuery['queryConditions']>[number];

const server = tableAreaServer('shipments-table');
const { call, signIn, restart } = server;
const db = () => server.database.db;
const row = async (id: string) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0];

test('a new database has the seeded shipments in the table, and none among the store records', async () => {
  expect((await db().select({ id: shipments.id }).from(shipments)).map((r) => r.id).sort()).toEqual(seededShipments().map((s) => s.id).sort());
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, SHIPMENTS_SLICE))).toEqual([]);
  expect(await db().select({ kind: storeSlices.kind }).from(storeSlices).where(eq(storeSlices.name, SHIPMENTS_SLICE))).toEqual([{ kind: 'table' }]);
});

test('the list in SQL answers every query the list\'s spec accepts as the spec does over the records', async () => {
  // More rows than the seed, with spread-out dates: the bench's.
  await server.persistence.change(() => addBenchShipments(repositories().shipments, 300));
  const viewers: [string, string, ShipmentParty][] = [['shipper@example.com', COMPANY.acme, 'buyer'], ['forwarder@example.com', COMPANY.pacific, 'forwarder']];
  const tokens = await Promise.all(viewers.map(([email]) => signIn(email)));
  const records = await Promise.all(viewers.map(([, company, party]) => repositories().shipments.ofCompany(company, party)));
  const texts = records.flat().flatMap((s) => [s.shipmentNo, s.consignee.companyName, s.containerNo ?? '']).filter(Boolean);
  const days = records.flat().flatMap((s) => [s.bookedAt.slice(0, 10), s.cargoReadyDate, s.deliveryDate]);

  const enumCondition = (property: string, values: readonly string[]) =>
    fc.oneof(
      fc.record({ property: fc.constant(property), logicalOperator: fc.constantFrom('EQUAL' as const, 'NOT_EQUAL' as const), condition: fc.constantFrom(...values) }),
      fc.record({ property: fc.constant(property), logicalOperator: fc.constant('IS_IN' as const), condition: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }) }),
    );
  const bound = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...days),
    fc.constantFrom(...days).map((d) => `${d}T12:00:00Z`),
  );
  const keyword = fc.oneof(
    fc.constantFrom(...texts).chain((t) => fc.tuple(fc.nat(t.length), fc.nat(6)).map(([start, n]) => t.slice(Math.min(start, t.length - 1), start + 1 + n))),
    fc.constantFrom(...texts).map((t) => ` ${t.slice(0, 4).toUpperCase()} `),
    fc.constantFrom('', '  ', 'zzz-none', 'ä'),
  );
  const condition: fc.Arbitrary<Condition> = fc.oneof(
    enumCondition('status', shipmentStatusValues),
    enumCondition('mode', shipmentModeValues),
    enumCondition('progress', shipmentProgressValues),
    fc.record({ property: fc.constant('onHold'), logicalOperator: fc.constant('EQUAL' as const), condition: fc.constantFrom(true, false, 'true', 'false') }),
    fc.record({ property: fc.constant('keyword'), logicalOperator: fc.constant('LIKE' as const), condition: keyword }),
    fc.record({
      property: fc.constantFrom('bookedDate', 'cargoReadyDate', 'deliveryDate'),
      logicalOperator: fc.constant('BETWEEN' as const),
      condition: fc.tuple(bound, bound).map(([a, b]) => [a, b]),
    }),
  ) as fc.Arbitrary<Condition>;
  const query = fc.record(
    {
      pageNumber: fc.nat(3),
      pageSize: fc.integer({ min: 1, max: 40 }),
      queryConditionsType: fc.constantFrom('AND' as const, 'OR' as const),
      queryConditions: fc.array(condition, { maxLength: 3 }),
      sort: fc.record({
        property: fc.constantFrom('bookedDate', 'shipmentNo', 'cargoReadyDate', 'deliveryDate', 'status', 'totalCost'),
        direction: fc.constantFrom('ASC' as const, 'DESC' as const),
      }),
    },
    { requiredKeys: ['pageNumber', 'pageSize'] },
  );

  await fc.assert(
    fc.asyncProperty(query, fc.nat(1), async (body, who) => {
      const plan = planPagedQuery(body, SHIPMENT_LIST);
      if ('refusal' in plan) return;
      const expected = plan.apply(records[who]!);
      const answer = await call('POST', '/shipment/list', tokens[who]!, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(200);
      expect({ ids: answer.body.data.list.map((s: { id: string }) => s.id), total: answer.body.data.total }, JSON.stringify(body)).toEqual({
        ids: expected.list.map((s: ShipmentRecord) => s.id),
        total: expected.total,
      });
    }),
    { numRuns: 200, seed: 20261207 },
  );
}, 120_000);

test('a booking and its cancellation are rows when the answer comes, and a restart keeps them', async () => {
  const shipper = await signIn('shipper@example.com');
  const found = (await call('POST', '/quote/search', shipper, lclShanghaiToLosAngeles())).body.data.list[0].id as string;
  const booked = await call('POST', '/booking/confirm', shipper, bookingBody(found), { 'Idempotency-Key': 'shipments-table-1' });
  expect(booked.body.code).toBe(200);
  const id = booked.body.data.shipmentId as string;
  expect(await row(id)).toMatchObject({ buyerCompanyId: COMPANY.acme, status: 'BOOKING_PLACED', quoteId: found, shipmentNo: booked.body.data.shipmentNo });

  const cancelled = await call('POST', `/shipment/${id}/cancel`, shipper, { reason: 'The supplier is late.' });
  expect(cancelled.body.code, cancelled.body.message).toBe(200);
  expect(await row(id)).toMatchObject({ status: 'CANCELLED', statusRank: shipmentStatusValues.indexOf('CANCELLED') });

  expect(await restart()).toEqual({ created: false });
  const detail = await call('GET', `/shipment/${id}`, await signIn('shipper@example.com'));
  expect(detail.body.data).toMatchObject({ id, status: 'CANCELLED' });
  const listed = await call('POST', '/shipment/list', await signIn('shipper@example.com'), {
    pageNumber: 0, pageSize: 5, queryConditions: [{ property: 'keyword', logicalOperator: 'LIKE', condition: booked.body.data.shipmentNo }],
  });
  expect(listed.body.data).toMatchObject({ total: 1, list: [{ id, status: 'CANCELLED' }] });
}, 60_000);

test('a detail asked again at the same store version asks no query', async () => {
  const token = await signIn('shipper@example.com');
  const id = seededShipments().find((s) => s.buyerCompanyId === COMPANY.acme)!.id;
  expect((await call('GET', `/shipment/${id}`, token)).status).toBe(200);
  const selects = vi.spyOn(server.database.db, 'select');
  expect((await call('GET', `/shipment/${id}`, token)).body.data.id).toBe(id);
  expect(selects).not.toHaveBeenCalled();
  selects.mockRestore();
}, 60_000);

test('shipments a server of before kept as JSON rows of the store are moved into the table at start', async () => {
  const older = { ...seededShipments()[0]!, id: 'SHP-OLDER-1', shipmentNo: 'SHPOLDER0001' };
  await db().delete(shipments);
  await db().insert(storeRecords).values([{ slice: SHIPMENTS_SLICE, key: older.id, position: 0, data: JSON.stringify(older), version: 1 }]);
  await db().update(storeSlices).set({ kind: 'array' }).where(eq(storeSlices.name, SHIPMENTS_SLICE));

  await restart();
  expect(JSON.parse((await row('SHP-OLDER-1'))!.data)).toEqual(older);
  expect(await row('SHP-OLDER-1')).toMatchObject({ shipmentNo: 'SHPOLDER0001', status: older.status });
  expect(await db().select().from(storeRecords).where(eq(storeRecords.slice, SHIPMENTS_SLICE))).toEqual([]);
}, 60_000);
