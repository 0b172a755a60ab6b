/**
 * The tokens an account holds in the server's database (table `account_tokens`, server/db/schema.ts): the SQL
 * TokenRepository of each kind, access, refresh (domain/sessions.ts) and password reset
 * (domain/password-resets.ts), as one table area of the store per kind (server/db/table-area.ts), each moved
 * from its own slice.
 *
 * Every request reads its access token. A token read is remembered at the store's version (decision 202), so a
 * request whose token was read since the last write, here or, once caught up, in another process, asks no
 * query: any write, a sign-in or sign-out included, raises the version and forgets them all. The expiry is
 * still checked on every use.
 */
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ResetPurpose, ResetTokenRecord } from '../../domain/password-resets';
import type { TokenRecord, TokenRepository } from '../../domain/sessions';
import { ACCESS_TOKENS_SLICE, REFRESH_TOKENS_SLICE } from '../../mocks/store/sessions.store';
import { PASSWORD_RESETS_SLICE } from '../../mocks/store/users.store';
import type { Database, Executor } from './database';
import { accountTokens } from './schema';
import { inBatches, keyedWrites, recallOne, versionMemory, type TableArea } from './table-area';

type Kind = 'access' | 'refresh' | 'reset';
type Row = typeof accountTokens.$inferSelect;
/** Any kind's record: a refresh token's names its access token, a reset token's its purpose. */
type AnyTokenRecord = TokenRecord & { accessKey?: string; purpose?: ResetPurpose };

/** Token reads remembered at one store version (versionMemory), at most this many (then forgotten all at once). */
const REMEMBERED_TOKENS = 10_000;

const toRow = (kind: Kind, key: string, record: AnyTokenRecord): Row => ({
  key, kind, userId: record.userId, expiresAt: record.expiresAt, accessKey: record.accessKey ?? null, purpose: record.purpose ?? null,
});

// The record's properties as the embedded backend writes them: a refresh token issued before sign-out revoked
// sessions has no accessKey.
const toRecord = (row: Row): AnyTokenRecord => ({
  userId: row.userId,
  expiresAt: row.expiresAt,
  ...(row.accessKey === null ? {} : { accessKey: row.accessKey }),
  ...(row.purpose === null ? {} : { purpose: row.purpose as ResetPurpose }),
});

/** A write of the running operation: the token kept under its key, or null for one removed. */
interface TokenWrite {
  key: string;
  record: AnyTokenRecord | null;
}

function tokensTable(db: Database, kind: Kind, slice: string): TableArea {
  const ofKind = eq(accountTokens.kind, kind);
  const write = async (tx: Executor, writes: readonly TokenWrite[]) => {
    const removed = writes.filter((w) => w.record === null).map((w) => w.key);
    await inBatches(removed, (keys) => tx.delete(accountTokens).where(and(ofKind, inArray(accountTokens.key, keys))));
    const rows = writes.flatMap((w) => (w.record ? [toRow(kind, w.key, w.record)] : []));
    await inBatches(rows, (batch) =>
      tx.insert(accountTokens).values(batch).onConflictDoUpdate({
        target: accountTokens.key,
        set: { userId: sql`excluded.user_id`, expiresAt: sql`excluded.expires_at`, accessKey: sql`excluded.access_key`, purpose: sql`excluded.purpose` },
      }),
    );
  };
  const writes = keyedWrites<TokenWrite>(db, write);

  const remembered = versionMemory<AnyTokenRecord | null>(REMEMBERED_TOKENS);

  async function read(key: string): Promise<AnyTokenRecord | null> {
    const [row] = await writes.reader().select().from(accountTokens).where(and(ofKind, eq(accountTokens.key, key)));
    return row ? toRecord(row) : null;
  }

  const keysWhere = async (where: SQL) => {
    const rows = await writes.reader().select({ key: accountTokens.key }).from(accountTokens).where(and(ofKind, where));
    const keys = new Set(rows.map((r) => r.key));
    for (const { key, record } of writes.waiting.values()) if (record === null) keys.delete(key);
    return keys;
  };

  const repository: TokenRepository<AnyTokenRecord> = {
    async find(key) {
      const waiting = writes.waiting.get(key);
      if (waiting) return waiting.record ?? undefined;
      // An operation run again under the lock reads what the lock holder's transaction sees.
      if (writes.reader() !== db) return (await read(key)) ?? undefined;
      const found = await recallOne(remembered, key, () => read(key));
      return found ?? undefined;
    },
    async put(key, record) {
      writes.wait(key, { key, record });
    },
    async remove(keys) {
      for (const key of keys) writes.wait(key, { key, record: null });
    },
    async take(key) {
      const record = await repository.find(key);
      if (record) writes.wait(key, { key, record: null });
      return record;
    },
    async keysOf(userId) {
      const keys = await keysWhere(eq(accountTokens.userId, userId));
      for (const { key, record } of writes.waiting.values()) if (record?.userId === userId) keys.add(key);
      return [...keys];
    },
    async expiredKeys(now) {
      const keys = await keysWhere(lt(accountTokens.expiresAt, now));
      for (const { key, record } of writes.waiting.values()) if (record && record.expiresAt < now) keys.add(key);
      return [...keys];
    },
  };

  return {
    slice,
    repositories: { access: { accessTokens: repository }, refresh: { refreshTokens: repository }, reset: { passwordResets: repository as TokenRepository<ResetTokenRecord> } }[kind],
    async importSlice(tx, value) {
      await tx.delete(accountTokens).where(ofKind);
      await write(tx, Object.entries((value ?? {}) as Record<string, AnyTokenRecord>).map(([key, record]) => ({ key, record })));
    },
    ...writes.area,
  };
}

export const accessTokensTable = (db: Database): TableArea => tokensTable(db, 'access', ACCESS_TOKENS_SLICE);
export const refreshTokensTable = (db: Database): TableArea => tokensTable(db, 'refresh', REFRESH_TOKENS_SLICE);
export const passwordResetsTable = (db: Database): TableArea => tokensTable(db, 'reset', PASSWORD_RESETS_SLICE);
