/**
 * The shipments in the server's database (table `shipments`, server/db/schema.ts): the SQL ShipmentRepository
 * (domain/shipment-records.ts), as a table area of the store (server/db/table-area.ts). A shipment is its record
 * as JSON beside the columns the list filters and sorts by, so that the list is one query for the ids it matches in
 * its order (decision 036's conditions and sorts, the same as the embedded backend's list spec:
 * `SHIPMENT_LIST` in mocks/operations/shipment.operations.ts; tests/server/shipments-table.test.ts holds the two
 * to the same answers).
 *
 * The detail reads one shipment per request, and a list's pages are asked one after the other: a record read by id,
 * and the ids a list query matches in its order, are remembered at the store's version (versionMemory), so that a
 * page is cut from the order without sorting again. A remembered record is answered as it is, to an operation
 * that changes it in place and keeps it with `save` (as the in-memory repository's): any write forgets them all,
 * and so does an operation that fails.
 */
import { and, asc, desc, eq, getTableColumns, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { shipmentStatusValues, type components } from '../../src/api/schema.gen';
import { listDeliveryDate, type QuoteBooking, type ShipmentParty, type ShipmentRecord, type ShipmentRepository, type ShipmentStatus } from '../../domain/shipment-records';
import { isIsoDay } from '../../domain/server-days';
import { SHIPMENTS_SLICE, newBookedShipment, shipmentNoPrefix } from '../../mocks/store/shipment.store';
import { mockNow } from '../../mocks/store/clock';
import type { Database, Executor } from './database';
import { shipments } from './schema';
import { inBatches, keyedWrites, recallMany, recallOne, versionMemory, type TableArea } from './table-area';

type PagedQuery = components['schemas']['PagedQuery'];
type Row = typeof shipments.$inferInsert;

/** Shipment reads remembered at one store version, at most this many (then forgotten all at once). */
const REMEMBERED_SHIPMENTS = 10_000;
/** List orders remembered at one store version: a key per company, side, conditions and sort. */
const REMEMBERED_ORDERS = 32;

const keywordsOf = (s: ShipmentRecord) =>
  [s.shipmentNo, s.containerNo, s.houseNo, s.masterNo, s.consignee.companyName].flatMap((t) => (t ? [t.toLowerCase()] : []));

export function toShipmentRow(s: ShipmentRecord): Row {
  const delivery = listDeliveryDate(s);
  return {
    id: s.id,
    shipmentNo: s.shipmentNo,
    buyerCompanyId: s.buyerCompanyId,
    forwarderCompanyId: s.forwarderCompanyId,
    quoteId: s.quoteId,
    status: s.status,
    statusRank: shipmentStatusValues.indexOf(s.status),
    mode: s.mode,
    progress: s.progress,
    onHold: s.onHold,
    bookedAt: s.bookedAt,
    bookedMs: Date.parse(s.bookedAt),
    cargoReadyDate: s.cargoReadyDate,
    cargoReadyMs: Date.parse(s.cargoReadyDate),
    deliveryDate: delivery,
    deliveryMs: Date.parse(delivery),
    totalCost: s.totalCost,
    keywords: keywordsOf(s),
    data: JSON.stringify(s),
  };
}

const toRecord = (data: string): ShipmentRecord => JSON.parse(data) as ShipmentRecord;

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(shipments)
      .values(batch)
      .onConflictDoUpdate({
        target: shipments.id,
        // Every column but the id, from the row offered (the keys are the schema's, the values its SQL names).
        set: Object.fromEntries(Object.entries(getTableColumns(shipments)).filter(([key]) => key !== 'id').map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)])),
      }),
  );

// ---------------------------------------------------------------------------------------------
// The list's query in SQL. The query was checked against the list's spec before it comes here: its properties,
// operators and values are the ones the spec accepts.

const ENUM_COLUMNS = { status: shipments.status, mode: shipments.mode, progress: shipments.progress } as const;
const DATE_COLUMNS = {
  bookedDate: { day: shipments.bookedAt, ms: shipments.bookedMs },
  cargoReadyDate: { day: shipments.cargoReadyDate, ms: shipments.cargoReadyMs },
  deliveryDate: { day: shipments.deliveryDate, ms: shipments.deliveryMs },
} as const;
const SORT_COLUMNS = {
  bookedDate: shipments.bookedAt,
  shipmentNo: shipments.shipmentNo,
  cargoReadyDate: shipments.cargoReadyDate,
  deliveryDate: shipments.deliveryDate,
  status: shipments.statusRank,
  totalCost: shipments.totalCost,
} as const;

/** One end of a date range: by calendar day for a date, by instant for a date-time (as the list's spec compares). */
function dateBound(columns: (typeof DATE_COLUMNS)[keyof typeof DATE_COLUMNS], value: unknown, side: '>=' | '<='): SQL | null {
  if (value === '') return null;
  const text = String(value);
  if (isIsoDay(text)) return sql`left(${columns.day}, 10) ${sql.raw(side)} ${text}`;
  return sql`${columns.ms} ${sql.raw(side)} ${Date.parse(text)}`;
}

function conditionSql(property: string, operator: string, condition: unknown): SQL {
  if (property in ENUM_COLUMNS) {
    const column = ENUM_COLUMNS[property as keyof typeof ENUM_COLUMNS];
    if (operator === 'IS_IN') return inArray(column, condition as string[]);
    return operator === 'NOT_EQUAL' ? ne(column, String(condition)) : eq(column, String(condition));
  }
  if (property === 'onHold') {
    const value = condition === true || condition === 'true';
    return operator === 'NOT_EQUAL' ? ne(shipments.onHold, value) : eq(shipments.onHold, value);
  }
  if (property === 'keyword') {
    const needle = String(condition).trim().toLowerCase();
    if (!needle) return sql`true`;
    return sql`exists (select 1 from unnest(${shipments.keywords}) as k where strpos(k, ${needle}) > 0)`;
  }
  if (property in DATE_COLUMNS) {
    const columns = DATE_COLUMNS[property as keyof typeof DATE_COLUMNS];
    const [from, to] = condition as unknown[];
    const bounds = [dateBound(columns, from, '>='), dateBound(columns, to, '<=')].filter((b): b is SQL => b !== null);
    return bounds.length ? and(...bounds)! : sql`true`;
  }
  throw new Error(`shipment list: no SQL for the condition ${property}`);
}

/** The WHERE of a company's side and the query's conditions, and the ORDER BY of its sort. */
function listSql(companyId: string, party: ShipmentParty, query: Omit<PagedQuery, 'pageNumber' | 'pageSize'>): { where: SQL; orderBy: SQL[] } {
  const own = eq(party === 'buyer' ? shipments.buyerCompanyId : shipments.forwarderCompanyId, companyId);
  const conditions = (query.queryConditions ?? []).map((c) => conditionSql(c.property, c.logicalOperator, c.condition));
  const matching = conditions.length === 0 ? undefined : query.queryConditionsType === 'OR' ? or(...conditions) : and(...conditions);
  const sort = query.sort ?? { property: 'bookedDate', direction: 'DESC' as const };
  const column = SORT_COLUMNS[sort.property as keyof typeof SORT_COLUMNS];
  if (!column) throw new Error(`shipment list: no SQL for the sort ${sort.property}`);
  // Ties go by shipment number, newest number first, whichever the direction (the spec's tieBreak).
  return { where: matching ? and(own, matching)! : own, orderBy: [sort.direction === 'DESC' ? desc(column) : asc(column), desc(shipments.shipmentNo)] };
}

// ---------------------------------------------------------------------------------------------

export function shipmentsTable(db: Database): TableArea {
  // The running operation's shipments, new or changed, by id.
  const writes = keyedWrites<ShipmentRecord>(db, (tx, records) => upsert(tx, records.map(toShipmentRow)));
  // Records by id (an operation changes one in place and saves it: a write forgets them all, and so does a failure).
  const remembered = versionMemory<ShipmentRecord | null>(REMEMBERED_SHIPMENTS);
  // The ids a list query matches, in its order: its pages are cut from them (decision 119's memory, over SQL).
  const orders = versionMemory<string[]>(REMEMBERED_ORDERS);
  const reader = () => writes.reader();

  const read = async (id: string): Promise<ShipmentRecord | null> => {
    const [row] = await reader().select({ data: shipments.data }).from(shipments).where(eq(shipments.id, id));
    return row ? toRecord(row.data) : null;
  };
  const sideOf = (party: ShipmentParty) => (party === 'buyer' ? shipments.buyerCompanyId : shipments.forwarderCompanyId);
  const onSide = (s: ShipmentRecord, companyId: string, party: ShipmentParty) => (party === 'buyer' ? s.buyerCompanyId : s.forwarderCompanyId) === companyId;

  const repository: ShipmentRepository = {
    async find(id) {
      const waiting = writes.waiting.get(id);
      if (waiting) return structuredClone(waiting);
      // An operation run again under the lock reads what the lock holder's transaction sees.
      const found = reader() !== db ? await read(id) : await recallOne(remembered, id, () => read(id));
      return found ?? undefined;
    },
    async findMany(ids) {
      const waiting = ids.flatMap((id) => (writes.waiting.has(id) ? [structuredClone(writes.waiting.get(id)!)] : []));
      const rest = ids.filter((id) => !writes.waiting.has(id));
      const readMany = async (wanted: string[]) => {
        const rows = wanted.length ? await reader().select({ data: shipments.data }).from(shipments).where(inArray(shipments.id, wanted)) : [];
        const read = new Map<string, ShipmentRecord | null>(wanted.map((id) => [id, null]));
        for (const record of rows.map((r) => toRecord(r.data))) read.set(record.id, record);
        return read;
      };
      const found = reader() !== db ? await readMany(rest) : await recallMany(remembered, rest, readMany);
      return [...[...found.values()].filter((s): s is ShipmentRecord => s !== null), ...waiting];
    },
    async ofCompany(companyId, party) {
      const rows = await reader()
        .select({ data: shipments.data })
        .from(shipments)
        .where(eq(sideOf(party), companyId))
        .orderBy(desc(shipments.bookedAt), desc(shipments.shipmentNo));
      const found = rows.map((r) => toRecord(r.data)).filter((s) => !writes.waiting.has(s.id));
      const waiting = [...writes.waiting.values()].filter((s) => onSide(s, companyId, party)).map((s) => structuredClone(s));
      return [...waiting, ...found].sort((a, b) => (a.bookedAt < b.bookedAt ? 1 : a.bookedAt > b.bookedAt ? -1 : 0));
    },
    async page(companyId, party, list) {
      // Shipments the running operation changed are not in the table yet: the list runs over the records then.
      if (writes.waiting.size > 0) return list.apply(await repository.ofCompany(companyId, party));
      const { pageNumber, pageSize, ...matching } = list.query;
      const orderOf = async () => {
        const { where, orderBy } = listSql(companyId, party, matching);
        return (await reader().select({ id: shipments.id }).from(shipments).where(where).orderBy(...orderBy)).map((r) => r.id);
      };
      const key = JSON.stringify([companyId, party, matching.queryConditionsType ?? 'AND', matching.queryConditions ?? [], matching.sort ?? null]);
      const ids = reader() !== db ? await orderOf() : await recallOne(orders, key, orderOf);
      const pageIds = ids.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
      const byId = new Map((await repository.findMany(pageIds)).map((s) => [s.id, s]));
      return { list: pageIds.flatMap((id) => byId.get(id) ?? []), total: ids.length };
    },
    async bookingsOf(quoteIds) {
      const bookings: QuoteBooking[] = [];
      await inBatches(quoteIds, async (batch) => {
        const rows = await reader()
          .select({ id: shipments.id, quoteId: shipments.quoteId, buyerCompanyId: shipments.buyerCompanyId, status: shipments.status })
          .from(shipments)
          .where(inArray(shipments.quoteId, batch));
        for (const r of rows) if (!writes.waiting.has(r.id)) bookings.push({ quoteId: r.quoteId!, buyerCompanyId: r.buyerCompanyId, status: r.status as ShipmentStatus });
      });
      const wanted = new Set(quoteIds);
      for (const s of writes.waiting.values()) if (s.quoteId !== null && wanted.has(s.quoteId)) bookings.push({ quoteId: s.quoteId, buyerCompanyId: s.buyerCompanyId, status: s.status });
      return bookings;
    },
    async add(input) {
      const now = mockNow();
      // The month's numbers, by the index on the number (its texts are ordered by code units, so a prefix is a range).
      const taken = await reader().select({ no: shipments.shipmentNo }).from(shipments).where(like(shipments.shipmentNo, `${shipmentNoPrefix(now)}%`));
      const record = newBookedShipment(input, [...taken.map((r) => r.no), ...[...writes.waiting.values()].map((s) => s.shipmentNo)], now);
      writes.wait(record.id, record);
      return { id: record.id, shipmentNo: record.shipmentNo, status: 'BOOKING_PLACED' };
    },
    async save(record) {
      writes.wait(record.id, structuredClone(record));
    },
  };

  return {
    slice: SHIPMENTS_SLICE,
    repositories: { shipments: repository },
    async importSlice(tx, value) {
      await tx.delete(shipments);
      await upsert(tx, ((value ?? []) as ShipmentRecord[]).map(toShipmentRow));
    },
    ...writes.area,
    discard() {
      writes.area.discard();
      remembered.forget();
    },
  };
}
