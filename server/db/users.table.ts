/**
 * The users in the server's database (table `users`, server/db/schema.ts): the SQL UserRepository
 * (domain/users.ts), as a table area of the store (server/db/table-area.ts). A user is its record as JSON
 * beside the company and the e-mail as a sign-in name, which the queries select by.
 *
 * Every request reads its user (authenticate): a read by id is remembered at the store's version
 * (versionMemory), so that a request whose user was read since the last write asks no query. A read answers a
 * copy, which the operation may change before it saves it.
 */
import { eq, inArray, like, sql } from 'drizzle-orm';
import { emailKey, type UserRecord, type UserRepository } from '../../domain/users';
import { USERS_SLICE } from '../../mocks/store/users.store';
import type { Database, Executor } from './database';
import { users } from './schema';
import { inBatches, keyedWrites, recallOne, versionMemory, type TableArea } from './table-area';

/** User reads remembered at one store version, at most this many (then forgotten all at once). */
const REMEMBERED_USERS = 10_000;

type Row = typeof users.$inferInsert;

const toRow = (u: UserRecord): Row => ({ id: u.id, companyId: u.companyId, emailKey: emailKey(u.email), data: JSON.stringify(u) });
const toRecord = (row: { data: string }): UserRecord => JSON.parse(row.data) as UserRecord;

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx
      .insert(users)
      .values(batch)
      .onConflictDoUpdate({ target: users.id, set: { companyId: sql`excluded.company_id`, emailKey: sql`excluded.email_key`, data: sql`excluded.data` } }),
  );

export function usersTable(db: Database): TableArea {
  // The running operation's users, new or changed, by id.
  const writes = keyedWrites<UserRecord>(db, (tx, records) => upsert(tx, records.map(toRow)));
  const remembered = versionMemory<string | null>(REMEMBERED_USERS);

  const readData = async (id: string): Promise<string | null> => {
    const [row] = await writes.reader().select({ data: users.data }).from(users).where(eq(users.id, id));
    return row?.data ?? null;
  };

  /** The rows read, less those the operation changed, with the operation's users that `keep` lets through. */
  const withWaiting = (rows: { data: string }[], keep: (u: UserRecord) => boolean): UserRecord[] => {
    const found = rows.map(toRecord).filter((u) => !writes.waiting.has(u.id));
    return [...found, ...[...writes.waiting.values()].filter(keep).map((u) => structuredClone(u))];
  };

  const repository: UserRepository = {
    async byId(id) {
      const waiting = writes.waiting.get(id);
      if (waiting) return structuredClone(waiting);
      // An operation run again under the lock reads what the lock holder's transaction sees.
      const data = writes.reader() !== db ? await readData(id) : await recallOne(remembered, id, () => readData(id));
      return data === null ? undefined : toRecord({ data });
    },
    async byIds(ids) {
      const wanted = [...new Set(ids)];
      const rest = wanted.filter((id) => !writes.waiting.has(id));
      const rows = rest.length ? await writes.reader().select({ data: users.data }).from(users).where(inArray(users.id, rest)) : [];
      const found = withWaiting(rows, (u) => wanted.includes(u.id));
      return new Map(found.map((u) => [u.id, u]));
    },
    async byEmail(email) {
      const key = emailKey(email);
      const rows = await writes.reader().select({ data: users.data }).from(users).where(eq(users.emailKey, key));
      return withWaiting(rows, (u) => emailKey(u.email) === key)[0];
    },
    async ofCompany(companyId) {
      const rows = await writes.reader().select({ data: users.data }).from(users).where(eq(users.companyId, companyId));
      return withWaiting(rows, (u) => u.companyId === companyId);
    },
    async withPasswordScheme(scheme) {
      const prefix = `${scheme}$`;
      const rows = await writes.reader().select({ data: users.data }).from(users).where(like(sql`${users.data}->>'password'`, `${prefix}%`));
      return withWaiting(rows, (u) => u.password.startsWith(prefix));
    },
    async save(user) {
      const holder = await repository.byEmail(user.email);
      if (holder && holder.id !== user.id) return 'emailTaken';
      writes.wait(user.id, structuredClone(user));
      return 'saved';
    },
  };

  return {
    slice: USERS_SLICE,
    repositories: { users: repository },
    async importSlice(tx, value) {
      await tx.delete(users);
      await upsert(tx, ((value ?? []) as UserRecord[]).map(toRow));
    },
    ...writes.area,
  };
}
