/**
 * Access and refresh tokens in the server's database (table `session_tokens`, server/db/schema.ts): the SQL
 * TokenRepository of each kind (domain/sessions.ts), as two table areas of the store (server/db/table-area.ts),
 * one per slice the tokens move from.
 *
 * Every request reads its access token. A token read is remembered at the store's version (decision 202), so a
 * request whose token was read since the last write, here or, once caught up, in another process, asks no
 * query: any write, a sign-in or sign-out included, raises the version and forgets them all. The expiry is
 * still checked on every use.
 */
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { RefreshTokenRecord, TokenRepository } from '../../domain/sessions';
import { storeVersion } from '../../mocks/store/db';
import { ACCESS_TOKENS_SLICE, REFRESH_TOKENS_SLICE } from '../../mocks/store/sessions.store';
import type { Database, Executor } from './database';
import { sessionTokens } from './schema';
import { inBatches, keyedWrites, type TableArea } from './table-area';

type Kind = 'access' | 'refresh';
type Row = typeof sessionTokens.$inferSelect;

/** Token reads remembered at one store version, at most this many (then forgotten all at once). */
const REMEMBERED_TOKENS = 10_000;

const toRow = (kind: Kind, key: string, record: RefreshTokenRecord): Row => ({
  key, kind, userId: record.userId, expiresAt: record.expiresAt, accessKey: record.accessKey ?? null,
});

// The record's properties as the embedded backend writes them: a refresh token issued before sign-out revoked
// sessions has no accessKey.
const toRecord = (row: Pick<Row, 'userId' | 'expiresAt' | 'accessKey'>): RefreshTokenRecord => ({
  userId: row.userId, expiresAt: row.expiresAt, ...(row.accessKey === null ? {} : { accessKey: row.accessKey }),
});

/** A write of the running operation: the token kept under its key, or null for one removed. */
interface TokenWrite {
  key: string;
  record: RefreshTokenRecord | null;
}

function tokensTable(db: Database, kind: Kind, slice: string): TableArea {
  const ofKind = eq(sessionTokens.kind, kind);
  const write = async (tx: Executor, writes: readonly TokenWrite[]) => {
    const removed = writes.filter((w) => w.record === null).map((w) => w.key);
    await inBatches(removed, (keys) => tx.delete(sessionTokens).where(and(ofKind, inArray(sessionTokens.key, keys))));
    const rows = writes.flatMap((w) => (w.record ? [toRow(kind, w.key, w.record)] : []));
    await inBatches(rows, (batch) =>
      tx.insert(sessionTokens).values(batch).onConflictDoUpdate({
        target: sessionTokens.key,
        set: { userId: sql`excluded.user_id`, expiresAt: sql`excluded.expires_at`, accessKey: sql`excluded.access_key` },
      }),
    );
  };
  const writes = keyedWrites<TokenWrite>(db, write);

  let rememberedAt = -1;
  const remembered = new Map<string, RefreshTokenRecord | null>();

  async function read(key: string): Promise<RefreshTokenRecord | null> {
    const [row] = await writes.reader().select().from(sessionTokens).where(and(ofKind, eq(sessionTokens.key, key)));
    return row ? toRecord(row) : null;
  }

  const keysWhere = async (where: SQL) => {
    const rows = await writes.reader().select({ key: sessionTokens.key }).from(sessionTokens).where(and(ofKind, where));
    const keys = new Set(rows.map((r) => r.key));
    for (const { key, record } of writes.waiting.values()) if (record === null) keys.delete(key);
    return keys;
  };

  const repository: TokenRepository<RefreshTokenRecord> = {
    async find(key) {
      const waiting = writes.waiting.get(key);
      if (waiting) return waiting.record ?? undefined;
      // An operation run again under the lock reads what the lock holder's transaction sees.
      if (writes.reader() !== db) return (await read(key)) ?? undefined;
      if (rememberedAt !== storeVersion() || remembered.size >= REMEMBERED_TOKENS) {
        remembered.clear();
        rememberedAt = storeVersion();
      }
      let found = remembered.get(key);
      if (found === undefined) {
        const version = storeVersion();
        found = await read(key);
        // Kept only if nothing was written while the query ran.
        if (storeVersion() === version && rememberedAt === version) remembered.set(key, found);
      }
      return found ?? undefined;
    },
    async put(key, record) {
      writes.wait(key, { key, record });
    },
    async remove(keys) {
      for (const key of keys) writes.wait(key, { key, record: null });
    },
    async keysOf(userId) {
      const keys = await keysWhere(eq(sessionTokens.userId, userId));
      for (const { key, record } of writes.waiting.values()) if (record?.userId === userId) keys.add(key);
      return [...keys];
    },
    async expiredKeys(now) {
      const keys = await keysWhere(lt(sessionTokens.expiresAt, now));
      for (const { key, record } of writes.waiting.values()) if (record && record.expiresAt < now) keys.add(key);
      return [...keys];
    },
  };

  return {
    slice,
    repositories: kind === 'access' ? { accessTokens: repository } : { refreshTokens: repository },
    async importSlice(tx, value) {
      await tx.delete(sessionTokens).where(ofKind);
      await write(tx, Object.entries((value ?? {}) as Record<string, RefreshTokenRecord>).map(([key, record]) => ({ key, record })));
    },
    ...writes.area,
  };
}

export const accessTokensTable = (db: Database): TableArea => tokensTable(db, 'access', ACCESS_TOKENS_SLICE);
export const refreshTokensTable = (db: Database): TableArea => tokensTable(db, 'refresh', REFRESH_TOKENS_SLICE);
