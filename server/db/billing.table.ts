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
  const waitingBill = (id: string) => {
    const item = writes.waiting.get(`bill:${id}`);
    return item?.kind === 'bill' ? structuredClone(item.record) : undefined;
  };
  const waitingAttempt = (id: string) => {
    const item = writes.waiting.get(`attempt:${id}`);
    return item?.kind === 'attempt' ? structuredClone(item.record) : undefined;
  };

  const repository: BillingRepository = {
    async billsOf(scope) {
      const side = scope.party === 'buyer' ? bills.buyerCompanyId : bills.forwarderCompanyId;
      const rows = await writes.reader().select({ data: bills.data }).from(bills).where(eq(side, scope.companyId)).orderBy(bills.id);
      const found = rows.map((row) => waitingBill(parse<BillRecord>(row).id) ?? parse<BillRecord>(row));
      const stored = new Set(found.map((b) => b.id));
      for (const item of writes.waiting.values()) {
        if (item.kind === 'bill' && !stored.has(item.record.id) && isBillInScope(item.record, scope)) found.push(structuredClone(item.record));
      }
      return found;
    },
    async billsByIds(ids) {
      const rest = ids.filter((id) => !writes.waiting.has(`bill:${id}`));
      const rows = rest.length ? await writes.reader().select({ data: bills.data }).from(bills).where(inArray(bills.id, rest)) : [];
      return [...ids.flatMap((id) => waitingBill(id) ?? []), ...rows.map((row) => parse<BillRecord>(row))];
    },
    async attemptsByIds(ids) {
      const rest = ids.filter((id) => !writes.waiting.has(`attempt:${id}`));
      const rows = rest.length
        ? await writes.reader().select({ data: paymentAttempts.data }).from(paymentAttempts).where(inArray(paymentAttempts.id, rest))
        : [];
      return [...ids.flatMap((id) => waitingAttempt(id) ?? []), ...rows.map((row) => parse<PaymentAttemptRecord>(row))];
    },
    async saveBill(bill) {
      writes.wait(`bill:${bill.id}`, { kind: 'bill', record: structuredClone(bill) });
    },
    async addAttempt(attempt, held) {
      const current = await repository.billsByIds(held.map((b) => b.id));
      if (current.some((b) => b.pendingAttemptId)) return 'taken';
      for (const bill of held) await repository.saveBill(bill);
      writes.wait(`attempt:${attempt.id}`, { kind: 'attempt', record: structuredClone(attempt) });
      return 'added';
    },
    async moveAttempt(attempt, from) {
      const [stored] = await repository.attemptsByIds([attempt.id]);
      if (stored?.status !== from) return 'stale';
      writes.wait(`attempt:${attempt.id}`, { kind: 'attempt', record: structuredClone(attempt) });
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
