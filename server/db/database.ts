/**
 * The server's database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite (PostgreSQL in
 * WebAssembly, in this process) in `<dataDir>/pglite`, locked to this process. Both are migrated to the
 * committed migrations (server/db/migrations) before anything reads them. One schema, one migration set,
 * the same SQL on both.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, the same in every process: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 20_600_206;

/**
 * The records' `json` columns come back as their text (schema.ts, jsonText): the drivers would parse each into
 * objects that the columns then write back as text for JSON.parse, which made reading a company's 10 000
 * shipments 2.5 times as slow. On `pg` the parsers are the module's (drizzle asks them for every query): this
 * process's only user of `pg` is this file.
 */
const JSON_TYPE = 114;
const keepText = (value: string) => value;

export type Database = PgDatabase<PgQueryResultHKT>;
/** The database or one of its transactions: what a query needs. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface OpenDatabase {
  db: Database;
  /** `pglite` keeps its data in this process alone; `postgres` may be shared by several server processes. */
  kind: 'pglite' | 'postgres';
  /** Where the data is, for the start-up line (never the password of a URL). */
  where: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    pg.types.setTypeParser(JSON_TYPE, keepText);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // A connection that drops while idle is replaced by the pool; the error must not end the process.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    // Several processes may start at once on a new database: one migrates, the others wait, then find it done.
    const migrating = await pool.connect();
    try {
      await migrating.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(migrating), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await migrating.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      migrating.release();
    }
    const db = drizzlePg(pool);
    return { db: db as unknown as Database, kind: 'postgres', where: describeUrl(databaseUrl), close: () => pool.end() };
  }
  const dir = resolve(dataDir);
  const release = lockDataDir(dir);
  try {
    const client = await PGlite.create({ dataDir: join(dir, 'pglite'), parsers: { [JSON_TYPE]: keepText } });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      where: `PGlite in ${dir}`,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
