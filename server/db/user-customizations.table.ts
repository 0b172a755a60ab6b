/**
 * The users' column layouts in the server's database (table `user_customizations`, server/db/schema.ts): the
 * SQL UserCustomizationRepository (domain/user-customizations.ts), as a table area of the store
 * (server/db/table-area.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CustomizeType, UserCustomizationRepository, UserCustomizeRecord } from '../../domain/user-customizations';
import { USER_CUSTOMIZE_SLICE } from '../../mocks/store/customize.store';
import type { Database, Executor } from './database';
import { userCustomizations } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Row = Omit<typeof userCustomizations.$inferInsert, 'seq'>;

const toRow = ({ id, userId, customizeType, customizeValue }: UserCustomizeRecord): Row => ({ id, userId, customizeType, customizeValue });

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx.insert(userCustomizations).values(batch).onConflictDoUpdate({ target: userCustomizations.id, set: { customizeValue: sql`excluded.customize_value` } }),
  );

export function userCustomizationsTable(db: Database): TableArea {
  // The running operation's layouts, new or changed, by id.
  const writes = keyedWrites<UserCustomizeRecord>(db, (tx, records) => upsert(tx, records.map(toRow)));

  const repository: UserCustomizationRepository = {
    async ofUser(userId) {
      const rows = await writes
        .reader()
        .select({ id: userCustomizations.id, userId: userCustomizations.userId, customizeType: userCustomizations.customizeType, customizeValue: userCustomizations.customizeValue })
        .from(userCustomizations)
        .where(eq(userCustomizations.userId, userId))
        .orderBy(asc(userCustomizations.seq));
      const found = new Map(rows.map((row) => [row.id, { ...row, customizeType: row.customizeType as CustomizeType }]));
      for (const record of writes.waiting.values()) if (record.userId === userId) found.set(record.id, record);
      return [...found.values()];
    },
    async save(record) {
      writes.wait(record.id, record);
    },
  };

  return {
    slice: USER_CUSTOMIZE_SLICE,
    repositories: { userCustomizations: repository },
    async importSlice(tx, value) {
      await tx.delete(userCustomizations);
      await upsert(tx, ((value ?? []) as UserCustomizeRecord[]).map(toRow));
    },
    ...writes.area,
  };
}
