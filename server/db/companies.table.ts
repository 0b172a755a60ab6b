/**
 * The companies in the server's database (table `companies`, server/db/schema.ts): the SQL CompanyRepository
 * (domain/companies.ts), as a table area of the store (server/db/table-area.ts). A company is its record as
 * JSON beside the site its look is served for.
 *
 * Most requests read a company (the look of a page, the names in a list): reads are remembered at the store's
 * version (versionMemory), by id and by site. A read answers a copy, which the operation may change before
 * it saves it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CompanyRecord, CompanyRepository } from '../../domain/companies';
import { COMPANIES_SLICE } from '../../mocks/store/users.store';
import type { Database, Executor } from './database';
import { companies } from './schema';
import { inBatches, keyedWrites, recallMany, recallOne, versionMemory, type TableArea } from './table-area';

/** Company reads remembered at one store version, at most this many (then forgotten all at once). */
const REMEMBERED_COMPANIES = 10_000;

type Row = typeof companies.$inferInsert;

const siteOf = (c: CompanyRecord) => c.config.domain || null;
const toRow = (c: CompanyRecord): Row => ({ id: c.id, site: siteOf(c), data: JSON.stringify(c) });
const toRecord = (data: string): CompanyRecord => JSON.parse(data) as CompanyRecord;

const upsert = (tx: Executor, rows: readonly Row[]) =>
  inBatches(rows, (batch) =>
    tx.insert(companies).values(batch).onConflictDoUpdate({ target: companies.id, set: { site: sql`excluded.site`, data: sql`excluded.data` } }),
  );

export function companiesTable(db: Database): TableArea {
  // The running operation's companies, new or changed, by id.
  const writes = keyedWrites<CompanyRecord>(db, (tx, records) => upsert(tx, records.map(toRow)));
  // By id, and by site under `site:`; null for none.
  const remembered = versionMemory<string | null>(REMEMBERED_COMPANIES);
  const fresh = () => writes.reader() !== db;

  const readByIds = async (ids: string[]): Promise<Map<string, string | null>> => {
    const rows = ids.length ? await writes.reader().select({ id: companies.id, data: companies.data }).from(companies).where(inArray(companies.id, ids)) : [];
    const found = new Map<string, string | null>(ids.map((id) => [id, null]));
    for (const row of rows) found.set(row.id, row.data);
    return found;
  };

  const repository: CompanyRepository = {
    async byId(id) {
      return (await repository.byIds([id])).get(id);
    },
    async byIds(ids) {
      const answer = new Map<string, CompanyRecord>();
      const rest: string[] = [];
      for (const id of new Set(ids)) {
        const waiting = writes.waiting.get(id);
        if (waiting) answer.set(id, structuredClone(waiting));
        else rest.push(id);
      }
      const data = fresh() ? await readByIds(rest) : await recallMany(remembered, rest, readByIds);
      for (const [id, value] of data) if (value !== null) answer.set(id, toRecord(value));
      return answer;
    },
    async bySite(domain) {
      if (domain === '') return undefined;
      for (const waiting of writes.waiting.values()) if (siteOf(waiting) === domain) return structuredClone(waiting);
      const read = async () => {
        const [row] = await writes.reader().select({ data: companies.data }).from(companies).where(eq(companies.site, domain)).limit(1);
        return row?.data ?? null;
      };
      const data = fresh() ? await read() : await recallOne(remembered, `site:${domain}`, read);
      const found = data === null ? undefined : toRecord(data);
      // A company whose site the operation changed is no longer this one.
      return found && writes.waiting.has(found.id) ? undefined : found;
    },
    async save(company) {
      writes.wait(company.id, structuredClone(company));
    },
  };

  return {
    slice: COMPANIES_SLICE,
    repositories: { companies: repository },
    async importSlice(tx, value) {
      await tx.delete(companies);
      await upsert(tx, ((value ?? []) as CompanyRecord[]).map(toRow));
    },
    ...writes.area,
  };
}
