/**
 * The bills and payment attempts in the server's database (tables `bills` and `payment_attempts`,
 * server/db/schema.ts): the SQL BillingRepository (domain/billing-records.ts), as a table area of the store
 * (server/db/table-area.ts). A billing request reads its company's bills by the index on its side; an attempt is
 * read by id. A read answers copies, which the operation may change before it saves them.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { isBillInScope, type BillingRepository, type BillRecord, type PaymentAttemptRecord } from '../../domain/billing-records';
import { BILLING_SLICE, type BillingState } from '../../mocks/store/billing.store';
import type { Database, Executor } from './database';
import { bills, paymentAttempts } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Waiting = { kind: 'bill'; record: BillRecord } | { kind: 'attempt'; record: PaymentAttemptRecord };

const billRow = (b: BillRecord): typeof bills.$inferInsert => ({
  id: b.id, buyerCompanyId: b.buyerCompanyId, forwarderCompanyId: b.forwarderCompanyId, data: JSON.stringify(b),
});
const attemptRow = (a: PaymentAttemptRecord): typeof paymentAttempts.$inferInsert => ({
  id: a.id, buyerCompanyId: a.buyerCompanyId, status: a.status, data: JSON.stringify(a),
});
const parse = <T>(row: { data: string }): T => JSON.parse(row.data) as T;

const upsertBills = (tx: Executor, rows: readonly (typeof bills.$inferInsert)[]) =>
  inBatches(rows, (batch) => tx.insert(bills).values(batch).onConflictDoUpdate({ target: bills.id, set: { data: sql`excluded.data` } }));
const upsertAttempts = (tx: Executor, rows: readonly (typeof paymentAttempts.$inferInsert)[]) =>
  inBatches(rows, (batch) =>
    tx.insert(paymentAttempts).values(batch).onConflictDoUpdate({ target: paymentAttempts.id, set: { status: sql`excluded.status`, data: sql`excluded.data` } }),
  );

export function billingTable(db: Database): TableArea {
  // The running operation's bills and attempts, new or changed, under `bill:` and `attempt:` and the id.
  const writes = keyedWrites<Waiting>(db, async (tx, items) => {
    await upsertBills(tx, items.flatMap((i) => (i.kind === 'bill' ? [billRow(i.record)] : [])));
    await upsertAttempts(tx, items.flatMap((i) => (i.kind === 'attempt' ? [attemptRow(i.record)] : [])));
  });
  const keyOf = (kind: Waiting['kind'], id: string) => `${kind}:${id}`;
  /** A copy of what the running operation wrote of this kind and id. */
  const waitingOf = <T>(kind: Waiting['kind'], id: string): T | undefined => {
    const item = writes.waiting.get(keyOf(kind, id));
    return item?.kind === kind ? (structuredClone(item.record) as T) : undefined;
  };
  const keep = (item: Waiting) => writes.wait(keyOf(item.kind, item.record.id), { ...item, record: structuredClone(item.record) } as Waiting);
  /** The records of these ids there are: those the running operation wrote, the rest from the table. */
  const byIds = async <T>(kind: Waiting['kind'], ids: readonly string[]): Promise<T[]> => {
    const table = kind === 'bill' ? bills : paymentAttempts;
    const rest = ids.filter((id) => !writes.waiting.has(keyOf(kind, id)));
    const rows = rest.length ? await writes.reader().select({ data: table.data }).from(table).where(inArray(table.id, rest)) : [];
    return [...ids.flatMap((id) => waitingOf<T>(kind, id) ?? []), ...rows.map((row) => parse<T>(row))];
  };

  const repository: BillingRepository = {
    async billsOf(scope) {
      const side = scope.party === 'buyer' ? bills.buyerCompanyId : bills.forwarderCompanyId;
      const rows = await writes.reader().select({ data: bills.data }).from(bills).where(eq(side, scope.companyId)).orderBy(bills.id);
      const found = rows.map((row) => {
        const stored = parse<BillRecord>(row);
        return waitingOf<BillRecord>('bill', stored.id) ?? stored;
      });
      const listed = new Set(found.map((b) => b.id));
      for (const item of writes.waiting.values()) {
        if (item.kind === 'bill' && !listed.has(item.record.id) && isBillInScope(item.record, scope)) found.push(structuredClone(item.record));
      }
      return found;
    },
    billsByIds: (ids) => byIds<BillRecord>('bill', ids),
    attemptsByIds: (ids) => byIds<PaymentAttemptRecord>('attempt', ids),
    async saveBill(bill) {
      keep({ kind: 'bill', record: bill });
    },
    async addAttempt(attempt, held) {
      const current = await repository.billsByIds(held.map((b) => b.id));
      if (current.some((b) => b.pendingAttemptId)) return 'taken';
      for (const bill of held) keep({ kind: 'bill', record: bill });
      keep({ kind: 'attempt', record: attempt });
      return 'added';
    },
    async moveAttempt(attempt, from) {
      const [stored] = await repository.attemptsByIds([attempt.id]);
      if (stored?.status !== from) return 'stale';
      keep({ kind: 'attempt', record: attempt });
      return 'moved';
    },
  };

  return {
    slice: BILLING_SLICE,
    repositories: { billing: repository },
    async importSlice(tx, value) {
      const state = (value ?? { bills: [], attempts: [] }) as BillingState;
      await tx.delete(bills);
      await tx.delete(paymentAttempts);
      await upsertBills(tx, state.bills.map(billRow));
      await upsertAttempts(tx, state.attempts.map(attemptRow));
    },
    ...writes.area,
  };
}
