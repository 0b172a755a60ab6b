/**
 * The marketplace's store kept in SQL (docs/decisions/206-the-store-in-sql.md). The operations run as they
 * do in the embedded backend, on the in-memory store (mocks/store/db.ts), which here is a working copy of
 * the database:
 *
 * - at start, every slice is loaded from the database; a slice the database lacks (a new database, or a
 *   slice added since) is seeded and written;
 * - a request runs on the copy, after bringing it up to date when the database is shared (PostgreSQL:
 *   one version number read); if it changed nothing, that is all;
 * - if it changed the store, a transaction locks the store's version row, so writes of every server
 *   process on one database take turns; when no other process wrote since the copy was brought up to
 *   date (always so on PGlite, which one process owns), every record of the slices the operation read
 *   whose JSON changed is written; otherwise the change is undone, the copy catches up, and the
 *   operation runs again inside the transaction; the answer leaves only once it commits;
 * - an operation that throws, or a write that fails, is undone in the copy: no half record stays;
 * - records of a slice stored at an older shape (SliceShape in mocks/store/db.ts) are upgraded at start;
 *   a database holding a shape this code does not know is not served (StoreShapeError);
 * - an area kept in tables of its own (server/db/table-area.ts) is not part of the copy: its repository
 *   reads the tables, and its writes go in the same transaction as the slices', under the same lock. At
 *   start its slice (the seed, or the records a server of before kept as JSON rows) is moved into them.
 *
 * One process runs one request at a time on its copy: the operations are synchronous apart from reading the
 * request, so little is lost, and no request sees another's unfinished change. Slow work that needs no store
 * (a sign-in's password hash) gives the turn to the next request while it runs (`outsideStoreTurn`).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  markStoreChanged, readSlice, replaceSlice, setTurnYielder, sliceNames, sliceShape, storeVersion, trackStoreChanges, type StoreChanges,
} from '../mocks/store/db';
import { useRepositories } from '../mocks/store/repositories';
import type { Database, Executor } from './db/database';
import { storeMeta, storeRecords, storeSlices } from './db/schema';
import { tableAreasOf, type TableArea } from './db/table-area';

type Kind = 'array' | 'object' | 'value';

interface StoredRecord {
  /** Orders the slice's records; any increasing numbers, so that adding one moves no other. */
  position: number;
  /** The record's JSON as the database holds it. */
  text: string;
  /** The record in the store when it was last written or read: the same object, unless replaced since. */
  object: unknown;
}

/** What this process believes the database holds for one slice. */
interface SliceCopy {
  kind: Kind;
  records: Map<string, StoredRecord>;
  /** The records' keys and objects in the slice's order, for the quick check that an operation changed none. */
  keys: string[];
  objects: unknown[];
}

interface SliceWrite {
  name: string;
  /** What the database holds for the slice once the write commits (after `grow`, when given). */
  copy: SliceCopy;
  /** Brings the copy, which the write left as it was, up to date: called once the write commits. */
  grow?: () => void;
  upserts: Array<{ key: string; position: number; text: string }>;
  deletes: string[];
  rewrite: boolean;
}

/**
 * Runs what an operation did or left to do outside the store (onStoreUndo, afterStoreCommit in mocks/store/db.ts).
 * A failure is logged, not thrown: the store's outcome is decided already, and the answer says what it is.
 */
async function settle(tasks: ReadonlyArray<() => Promise<void>>): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      console.error('[store] work outside the store failed after its change was decided:', error);
    }
  }
}

/**
 * The database holds a slice's records at a shape other than this code's: newer (a newer server upgraded
 * them; this one would misread them), or older while serving (written by a server that knows no shapes).
 * Thrown at start, which then stops, and by every request that finds it later.
 */
export class StoreShapeError extends Error {}

function movedError(name: string): StoreShapeError {
  return new StoreShapeError(
    `The database keeps the records of "${name}" in tables of their own, which this server does not know: a newer version of the server moved them. Run that version or a later one.`,
  );
}

function shapeError(name: string, stored: number, known: number): StoreShapeError {
  return new StoreShapeError(
    stored > known
      ? `The database holds the records of "${name}" at shape ${stored}, newer than this server knows (${known}): a newer version of the server upgraded them. Run that version or a later one.`
      : `The database holds the records of "${name}" at shape ${stored}, older than this server expects (${known}): restart the server to upgrade them.`,
  );
}

/** Rows per INSERT: five parameters each, far under PostgreSQL's 65 535. */
const BATCH = 1000;
const STORE_ROW = 1;

const hasChanges = (write: SliceWrite): boolean => write.rewrite || write.upserts.length > 0 || write.deletes.length > 0;

const kindOf = (value: unknown): Kind =>
  Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'value';

/**
 * A slice's records as [key, value], in order: an array's items by their `id` (so that adding one at the
 * front, as a booking does, changes no other's key), or by position when they have none; an object's
 * properties; or the one value.
 */
/** An array record's key: its id, unless it has none or an earlier record took it, then its place (`#3`). */
function arrayKey(item: unknown, index: number, taken: (key: string) => boolean): string {
  const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && !taken(id) ? id : `#${index}`;
}

function entriesOf(value: unknown, kind: Kind): Array<[string, unknown]> {
  if (kind === 'array') {
    const seen = new Set<string>();
    return (value as unknown[]).map((item, i) => {
      const key = arrayKey(item, i, (id) => seen.has(id));
      seen.add(key);
      return [key, item];
    });
  }
  // undefined is no JSON: an object's property holding it is left out, as JSON.stringify does.
  if (kind === 'object') return Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  return [['', value]];
}

/**
 * Positions for records in this order: each keeps its stored one while they still increase, and the
 * others get numbers between their neighbours' (before the first, after the last, or in between). Only
 * when no number fits (after very many inserts at one place) are they all numbered again.
 */
function positionsOf(stored: ReadonlyArray<number | undefined>): number[] {
  const positions: Array<number | undefined> = [];
  let last = -Infinity;
  stored.forEach((position, i) => {
    if (position !== undefined && position > last) positions[i] = last = position;
  });
  for (let i = 0; i < stored.length; ) {
    if (positions[i] !== undefined) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < stored.length && positions[j] === undefined) j += 1;
    const low = i > 0 ? positions[i - 1]! : undefined;
    const high = j < stored.length ? positions[j]! : undefined;
    const count = j - i;
    for (let k = 0; k < count; k += 1) {
      positions[i + k] =
        low === undefined ? (high === undefined ? k : high - (count - k)) : high === undefined ? low + k + 1 : low + ((high - low) * (k + 1)) / (count + 1);
    }
    i = j;
  }
  const result = positions as number[];
  return result.every((p, i) => i === 0 || p > result[i - 1]!) ? result : result.map((_, i) => i);
}

/** What a slice gained around the copy's records, which it still holds in order and unchanged. */
interface Growth {
  /** New records before the copy's first (an array's unshift), in order. */
  before: Array<[string, unknown]>;
  /** New records after the copy's last, in order. */
  after: Array<[string, unknown]>;
}

/**
 * What an array or object slice holds beyond the copy's records, when it holds the copy's objects (under
 * their keys, for an object) in order, none changed in place, with new records only before them (an array's
 * unshift: a booking's shipment goes first) or after them (a sign-in's token, the replay kept for an
 * Idempotency-Key): nothing new when it is exactly the copy; null when it changed otherwise, or when new
 * records before would change the keys entriesOf gives (a record keyed by its place, or an id taken twice).
 * Called for every slice an operation read, on every write, so it builds no array for the records it compares
 * (Object.keys of 10 000 quotes cost more than the rest); the objects the operation announced as changed are
 * then looked for among the copy's.
 */
function growthOf(copy: SliceCopy, value: unknown, mutated: ReadonlySet<object>): Growth | null {
  const { keys, objects } = copy;
  const growth: Growth = { before: [], after: [] };
  if (Array.isArray(value)) {
    const added = value.length - objects.length;
    if (added < 0) return null;
    const at = (start: number) => {
      for (let i = 0; i < objects.length; i += 1) if (value[start + i] !== objects[i]) return false;
      return true;
    };
    const start = at(0) ? 0 : added > 0 && at(added) ? added : -1;
    if (start < 0) return null;
    for (let i = 0; i < start; i += 1) {
      const id = (value[i] as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || copy.records.has(id) || growth.before.some(([key]) => key === id)) return null;
      growth.before.push([id, value[i]]);
    }
    // Records keyed by their place would be keyed anew once others come before them.
    if (start > 0 && keys.some((key) => key.charCodeAt(0) === 35 /* # */)) return null;
    const taken = (key: string) => copy.records.has(key) || [...growth.before, ...growth.after].some(([other]) => other === key);
    for (let i = start + objects.length; i < value.length; i += 1) growth.after.push([arrayKey(value[i], i, taken), value[i]]);
  } else {
    const object = value as Record<string, unknown>;
    let i = 0;
    for (const key in object) {
      const item = object[key];
      if (item === undefined) continue;
      if (i < objects.length) {
        if (key !== keys[i] || item !== objects[i]) return null;
      } else {
        growth.after.push([key, item]);
      }
      i += 1;
    }
    if (i < objects.length) return null;
  }
  for (const item of mutated) if (objects.includes(item)) return null;
  return growth;
}

/**
 * The write of a slice that only gained records before or after the copy's: those records, numbered around
 * the others. The copy takes them in place once the write commits (no copy of 10 000 records per booking).
 */
function grownWrite(name: string, previous: SliceCopy, { before, after }: Growth): SliceWrite {
  const added: Array<[string, StoredRecord]> = [];
  const add = (key: string, item: unknown, position: number) => {
    added.push([key, { position, text: JSON.stringify(item) ?? 'null', object: item }]);
  };
  const { keys } = previous;
  const first = keys.length ? previous.records.get(keys[0]!)!.position : 0;
  // An empty copy gains records after only (growthOf), so numbering starts at 0.
  const last = keys.length ? previous.records.get(keys[keys.length - 1]!)!.position : -1;
  // As positionsOf numbers them: before the first, and after the last, one apart.
  before.forEach(([key, item], k) => add(key, item, first - (before.length - k)));
  after.forEach(([key, item], k) => add(key, item, last + k + 1));
  const upserts = added.map(([key, { position, text }]) => ({ key, position, text }));
  const grow = () => {
    for (const [key, record] of added) previous.records.set(key, record);
    previous.keys.unshift(...before.map(([key]) => key));
    previous.objects.unshift(...before.map(([, item]) => item));
    previous.keys.push(...after.map(([key]) => key));
    previous.objects.push(...after.map(([, item]) => item));
  };
  return { name, copy: previous, upserts, deletes: [], rewrite: false, grow };
}

/** A slice's value made from its copy, keeping the current objects of records `fresh` does not name. */
function buildSlice(copy: SliceCopy, current: unknown, fresh: ReadonlySet<string>): unknown {
  const held = kindOf(current) === copy.kind ? new Map(entriesOf(current, copy.kind)) : new Map<string, unknown>();
  const ordered = [...copy.records].sort((a, b) => a[1].position - b[1].position || (a[0] < b[0] ? -1 : 1));
  for (const [key, record] of ordered) record.object = !fresh.has(key) && held.has(key) ? held.get(key) : JSON.parse(record.text);
  copy.keys = ordered.map(([key]) => key);
  copy.objects = ordered.map(([, record]) => record.object);
  if (copy.kind === 'array') return ordered.map(([, record]) => record.object);
  if (copy.kind === 'object') return Object.fromEntries(ordered.map(([key, record]) => [key, record.object]));
  return ordered[0]?.[1].object ?? null;
}

export class StorePersistence {
  private readonly copies = new Map<string, SliceCopy>();
  /** The store version of the database that the copy reflects. */
  private version = 0;
  /** The version query in flight, and the one queued after it (freshVersion). */
  private versionRead: Promise<number> | null = null;
  private nextVersionRead: Promise<number> | null = null;
  private tail: Promise<void> = Promise.resolve();

  /** The slices of the copy: every slice but those of the table areas. */
  private readonly sliceNames: () => string[];
  /**
   * For restoreTables: each table area's slice, as JSON, that it last put into the area's tables, while
   * nothing else has written them since (an operation's flush or another process's write forgets it).
   */
  private readonly restored = new Map<string, string>();
  /** For restoreTables: each table area's slice, as JSON, that it last put into the area's tables. */
  private readonly imported = new Map<string, string>();

  /**
   * `shared`: other processes may write the same database (PostgreSQL), so reads first check for their writes.
   * `areas`: the areas kept in tables of their own; their repositories serve the operations once loaded.
   */
  constructor(
    private readonly db: Database,
    private readonly shared: boolean,
    private readonly areas: readonly TableArea[] = tableAreasOf(db),
  ) {
    const inTables = new Set(areas.map((area) => area.slice));
    this.sliceNames = () => sliceNames().filter((name) => !inTables.has(name));
  }

  /** Loads the store, seeding and writing what the database lacks. Says whether it was a new database. */
  load(): Promise<{ created: boolean }> {
    return this.exclusive(() =>
      this.db.transaction(async (tx) => {
        // Two processes starting on a new database: the row exists once, and the second waits on its lock.
        await tx.insert(storeMeta).values({ id: STORE_ROW, version: 0 }).onConflictDoNothing();
        const stored = await this.lockVersion(tx);
        // Under the lock every write takes: no process writes a slice while its records change shape.
        const upgraded = await this.upgrade(tx, stored + 1);
        const moved = await this.moveIntoTables(tx, stored + 1);
        const version = upgraded || moved ? stored + 1 : stored;
        this.copies.clear();
        await this.catchUp(tx, 0, version);
        const missing = this.sliceNames().filter((name) => !this.copies.has(name));
        const writes = missing.map((name) => this.changesOf(name, readSlice(name)));
        if (writes.length > 0) await this.write(tx, writes, version + 1);
        this.commit(writes, writes.length > 0 ? version + 1 : version);
        useRepositories(Object.assign({}, ...this.areas.map((area) => area.repositories)));
        return { created: stored === 0 };
      }),
    );
  }

  /**
   * Runs one request's operation as described above: on the copy first, unlocked; kept when it changed
   * nothing, or when nothing was written by another process since the copy was brought up to date (always
   * so on PGlite); otherwise undone and run again under the lock, after catching up. `operate` may thus be
   * called twice: it must not consume anything a second call needs (give it a clone of the request).
   */
  run<T>(operate: () => Promise<T>): Promise<T> {
    // Read before this request's turn, so that the reads of requests waiting their turn overlap; a write
    // committed before the request arrived is seen all the same.
    const seen = this.shared ? this.freshVersion() : null;
    seen?.catch(() => undefined);
    return (async () => {
      let release = await this.take();
      try {
        if (seen && (await seen) !== this.version) await this.refresh();
        let before = storeVersion();
        let stop = trackStoreChanges();
        // outsideStoreTurn (mocks/store/db.ts): slow work that needs no store gives the turn to the next
        // request, as long as this one has changed nothing yet; then it waits for a turn again.
        const yieldTurn = async <R>(work: () => Promise<R>): Promise<R> => {
          if (storeVersion() !== before) return work();
          const paused = stop();
          setTurnYielder(null);
          release();
          try {
            return await work();
          } finally {
            release = await this.take();
            before = storeVersion();
            stop = trackStoreChanges(paused);
            setTurnYielder(yieldTurn);
          }
        };
        setTurnYielder(yieldTurn);
        let result: T;
        try {
          result = await operate();
        } catch (error) {
          setTurnYielder(null);
          const failed = stop();
          this.undo(failed.slices);
          this.discardTableWrites();
          await settle(failed.undoTasks);
          throw error;
        }
        setTurnYielder(null);
        const changes = stop();
        if (storeVersion() === before) {
          await settle(changes.commitTasks);
          return result;
        }
        return await this.keep(changes, result, operate);
      } finally {
        release();
      }
    })();
  }

  /** Writes what an operation run on the copy changed, or runs it again under the lock if the copy was behind. */
  private async keep<T>(first: StoreChanges, result: T, operate: () => Promise<T>): Promise<T> {
    let changes = first;
    let writes: SliceWrite[] = [];
    let tables: TableArea[] = [];
    let next = this.version;
    try {
      const answer = await this.db.transaction(async (tx) => {
        const version = await this.lockVersion(tx);
        let final = result;
        if (version !== this.version) {
          // Another process wrote since: this answer may rest on records that changed. Again, on the new state.
          // The operation finished, so its announced changes are complete: undone by identity, not by JSON.
          this.undo(first.slices, first);
          this.discardTableWrites();
          // Before the second run, which may take the same ids (the id counter is undone too).
          await settle(first.undoTasks);
          await this.catchUp(tx, this.version, version);
          const before = storeVersion();
          const stop = trackStoreChanges();
          // The second run reads the tables as this transaction, which holds the lock, sees them.
          for (const area of this.areas) area.readFrom(tx);
          try {
            final = await operate();
          } finally {
            for (const area of this.areas) area.readFrom(null);
            const again = stop();
            changes = { ...again, slices: new Set([...first.slices, ...again.slices]) };
          }
          if (storeVersion() === before) return final;
        }
        next = version + 1;
        writes = this.inCopy(changes.slices).map((name) => this.changesOf(name, readSlice(name), changes)).filter(hasChanges);
        tables = this.areas.filter((area) => area.pending());
        if (writes.length > 0 || tables.length > 0) await this.write(tx, writes, next);
        for (const area of tables) {
          this.restored.delete(area.slice);
          await area.flush(tx);
        }
        return final;
      });
      if (writes.length > 0 || tables.length > 0) this.commit(writes, next);
      await settle(changes.commitTasks);
      return answer;
    } catch (error) {
      this.undo(changes.slices);
      this.discardTableWrites();
      // (A first run's taken back before a second may be taken back again here: deleting twice is harmless.)
      await settle(changes.undoTasks);
      throw error;
    }
  }

  /** Runs work that changes the store outside any request (start-up tasks), persisted like a request's. */
  change<T>(work: () => T | Promise<T>): Promise<T> {
    return this.run(async () => work());
  }

  /**
   * Writes what changed in these slices (all by default) outside any request: for work done on the store
   * directly, as the tests do when they issue tokens in process.
   */
  flush(names: readonly string[] = this.sliceNames()): Promise<void> {
    return this.exclusive(() =>
      this.db.transaction(async (tx) => {
        const version = await this.lockVersion(tx);
        if (version !== this.version) throw new Error('flush: another process wrote since this copy was taken');
        const writes = names.map((name) => this.changesOf(name, readSlice(name))).filter(hasChanges);
        if (writes.length === 0) return;
        await this.write(tx, writes, version + 1);
        this.commit(writes, version + 1);
      }),
    );
  }

  /**
   * Puts each table area's tables back to what its slice holds in this process (the seed, after resetDb),
   * outside any request: for tests, which start every case from the seed. `fixturesOnly`: only the areas whose
   * slice a fixture changed since, keeping what the case's earlier requests wrote to the others.
   */
  restoreTables(options: { fixturesOnly?: boolean } = {}): Promise<void> {
    return this.exclusive(() =>
      this.db.transaction(async (tx) => {
        const version = await this.lockVersion(tx);
        if (version !== this.version) throw new Error('restoreTables: another process wrote since this copy was taken');
        let imported = false;
        for (const area of this.areas) {
          const value = readSlice(area.slice);
          // Tables that already hold the slice as it is are left alone: the tests restore before every request.
          const text = JSON.stringify(value) ?? 'null';
          const last = options.fixturesOnly ? this.imported.get(area.slice) : this.restored.get(area.slice);
          if (last === text) continue;
          await area.importSlice(tx, value);
          this.restored.set(area.slice, text);
          this.imported.set(area.slice, text);
          imported = true;
        }
        if (!imported) return;
        await tx.update(storeMeta).set({ version: version + 1 }).where(eq(storeMeta.id, STORE_ROW));
        this.version = version + 1;
        markStoreChanged();
      }),
    );
  }

  /**
   * What differs between the store and the database, by slice (empty when they agree): for tests, which
   * check after each request that what the server answered is what it keeps.
   */
  async differences(): Promise<string[]> {
    return this.exclusive(async () => {
      const rows = await this.db
        .select({ slice: storeRecords.slice, key: storeRecords.key, position: storeRecords.position, text: sql<string>`${storeRecords.data}::text` })
        .from(storeRecords);
      const slices = await this.db.select().from(storeSlices);
      const kinds = new Map(slices.map((s) => [s.name, s.kind]));
      const shapes = new Map(slices.map((s) => [s.name, s.shape]));
      const found: string[] = [];
      for (const name of this.sliceNames()) {
        const value = readSlice(name);
        const kind = kindOf(value);
        if (kinds.get(name) !== kind) {
          found.push(`${name}: kind ${kinds.get(name) ?? 'missing'} in the database, ${kind} in the store`);
          continue;
        }
        if (shapes.get(name) !== sliceShape(name).shape) found.push(`${name}: shape ${shapes.get(name)} in the database, ${sliceShape(name).shape} in the code`);
        const stored = new Map(rows.filter((r) => r.slice === name).map((r) => [r.key, r.text]));
        const held = new Map(entriesOf(value, kind).map(([key, item]) => [key, JSON.stringify(item) ?? 'null']));
        for (const [key, text] of held) {
          if (stored.get(key) !== text) found.push(`${name}[${key}]: ${stored.has(key) ? 'differs' : 'missing'} in the database`);
        }
        for (const key of stored.keys()) if (!held.has(key)) found.push(`${name}[${key}]: in the database only`);
      }
      return found;
    });
  }

  /** Waits for the request whose turn it is. */
  async drain(): Promise<void> {
    (await this.take())();
  }

  /** The next turn on the store, in order of asking: resolves with the function that ends it. */
  private take(): Promise<() => void> {
    let release!: () => void;
    const ended = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => ended);
    return ready;
  }

  private async exclusive<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.take();
    try {
      return await task();
    } finally {
      release();
    }
  }

  private async lockVersion(tx: Executor): Promise<number> {
    const [row] = await tx.select({ version: storeMeta.version }).from(storeMeta).where(eq(storeMeta.id, STORE_ROW)).for('update');
    if (!row) throw new Error('store_meta has no row: the database was not loaded');
    return row.version;
  }

  /**
   * The database's version as read by a query that started after this call: the one that starts now when
   * none is in flight, or else the next, which every request that arrives meanwhile shares. So a write
   * committed before a request arrived is always seen, and under load the version costs one query per
   * round trip instead of one per request.
   */
  private freshVersion(): Promise<number> {
    if (!this.versionRead) return this.startVersionRead();
    this.nextVersionRead ??= this.versionRead
      .catch(() => undefined)
      .then(() => {
        this.nextVersionRead = null;
        // A read started since the last one ended began after every request waiting here arrived.
        return this.versionRead ?? this.startVersionRead();
      });
    return this.nextVersionRead;
  }

  private startVersionRead(): Promise<number> {
    const read = this.readVersion().finally(() => {
      if (this.versionRead === read) this.versionRead = null;
    });
    this.versionRead = read;
    return read;
  }

  private async readVersion(): Promise<number> {
    const [row] = await this.db.select({ version: storeMeta.version }).from(storeMeta).where(eq(storeMeta.id, STORE_ROW));
    if (!row) throw new Error('store_meta has no row: the database was not loaded');
    return row.version;
  }

  private async refresh(): Promise<void> {
    await this.db.transaction(
      async (tx) => {
        const [current] = await tx.select({ version: storeMeta.version }).from(storeMeta).where(eq(storeMeta.id, STORE_ROW));
        if (current) await this.catchUp(tx, this.version, current.version);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Brings every slice stored at an older shape to this code's, record by record and step by step, written
   * with version `next`; refuses a database holding a newer shape. Says whether anything was upgraded.
   */
  private async upgrade(tx: Executor, next: number): Promise<boolean> {
    const known = new Set(this.sliceNames());
    const slices = (await tx.select({ name: storeSlices.name, shape: storeSlices.shape }).from(storeSlices)).filter((s) => known.has(s.name));
    for (const slice of slices) {
      const { shape } = sliceShape(slice.name);
      if (slice.shape > shape) throw shapeError(slice.name, slice.shape, shape);
    }
    const older = slices.filter((slice) => slice.shape < sliceShape(slice.name).shape);
    for (const slice of older) {
      const { shape, upgrade } = sliceShape(slice.name);
      const rows = await tx
        .select({ key: storeRecords.key, position: storeRecords.position, text: sql<string>`${storeRecords.data}::text` })
        .from(storeRecords)
        .where(eq(storeRecords.slice, slice.name));
      const upgraded = rows.map(({ key, position, text }) => {
        let record: unknown = JSON.parse(text);
        for (let step = slice.shape + 1; step <= shape; step += 1) record = upgrade[step]!(record);
        return { slice: slice.name, key, position, data: JSON.stringify(record) ?? 'null', version: next };
      });
      await this.upsert(tx, upgraded);
      await tx.update(storeSlices).set({ shape, version: next }).where(eq(storeSlices.name, slice.name));
    }
    if (older.length > 0) await tx.update(storeMeta).set({ version: next }).where(eq(storeMeta.id, STORE_ROW));
    return older.length > 0;
  }

  /** Reads the records written after version `from` (all of them from 0) into the copy and the store. */
  private async catchUp(tx: Executor, from: number, to: number): Promise<void> {
    if (to !== this.version) this.restored.clear();
    const slices = await tx.select().from(storeSlices).where(gt(storeSlices.version, from));
    const known = new Set(this.sliceNames());
    // Checked before the copy takes anything: records of another shape, or moved to tables by a newer
    // server, would be misread.
    for (const slice of slices) {
      const { shape } = sliceShape(slice.name);
      if (known.has(slice.name) && slice.kind === 'table') throw movedError(slice.name);
      if (known.has(slice.name) && slice.shape !== shape) throw shapeError(slice.name, slice.shape, shape);
    }
    for (const slice of slices) {
      if (!known.has(slice.name)) continue; // a slice this version of the code no longer has
      const previous = this.copies.get(slice.name);
      const whole = !previous || previous.kind !== slice.kind || from === 0;
      const rows = await tx
        .select({ key: storeRecords.key, position: storeRecords.position, text: sql<string>`${storeRecords.data}::text` })
        .from(storeRecords)
        .where(whole ? eq(storeRecords.slice, slice.name) : and(eq(storeRecords.slice, slice.name), gt(storeRecords.version, from)));
      const kind = slice.kind as Kind; // not 'table': refused above
      const copy: SliceCopy = whole ? { kind, records: new Map(), keys: [], objects: [] } : { ...previous, records: new Map(previous.records) };
      if (!whole) {
        // Records deleted since: the keys the database still has.
        const keys = await tx.select({ key: storeRecords.key }).from(storeRecords).where(eq(storeRecords.slice, slice.name));
        const present = new Set(keys.map((k) => k.key));
        for (const key of copy.records.keys()) if (!present.has(key)) copy.records.delete(key);
      }
      for (const row of rows) copy.records.set(row.key, { position: row.position, text: row.text, object: undefined });
      this.copies.set(slice.name, copy);
      replaceSlice(slice.name, buildSlice(copy, whole ? null : readSlice(slice.name), new Set(rows.map((r) => r.key))));
    }
    // Another process may have written tables only: what was derived from the store before is no longer sure.
    if (to !== this.version) markStoreChanged();
    this.version = to;
  }

  /**
   * Moves each table area's slice that is not in its tables yet into them: the records a server of before
   * kept as JSON rows (upgraded to this code's shape), or the seed on a new database. The slice is then
   * marked `table` and its rows are deleted. Under the lock every write takes; says whether anything moved.
   */
  private async moveIntoTables(tx: Executor, next: number): Promise<boolean> {
    if (this.areas.length === 0) return false;
    const stored = await tx.select().from(storeSlices).where(inArray(storeSlices.name, this.areas.map((area) => area.slice)));
    let moved = false;
    for (const area of this.areas) {
      const slice = stored.find((row) => row.name === area.slice);
      if (slice?.kind === 'table') continue;
      const { shape, upgrade } = sliceShape(area.slice);
      let value: unknown;
      if (slice) {
        if (slice.shape > shape) throw shapeError(slice.name, slice.shape, shape);
        const rows = await tx
          .select({ key: storeRecords.key, position: storeRecords.position, text: sql<string>`${storeRecords.data}::text` })
          .from(storeRecords)
          .where(eq(storeRecords.slice, area.slice));
        const copy: SliceCopy = { kind: slice.kind as Kind, records: new Map(), keys: [], objects: [] };
        for (const { key, position, text } of rows) {
          let record: unknown = JSON.parse(text);
          for (let step = slice.shape + 1; step <= shape; step += 1) record = upgrade[step]!(record);
          copy.records.set(key, { position, text: JSON.stringify(record) ?? 'null', object: undefined });
        }
        value = buildSlice(copy, null, new Set(copy.records.keys()));
      } else {
        value = readSlice(area.slice);
      }
      await area.importSlice(tx, value);
      await tx.delete(storeRecords).where(eq(storeRecords.slice, area.slice));
      await tx
        .insert(storeSlices)
        .values({ name: area.slice, kind: 'table', version: next, shape })
        .onConflictDoUpdate({ target: storeSlices.name, set: { kind: 'table', version: next, shape } });
      moved = true;
    }
    if (moved) await tx.update(storeMeta).set({ version: next }).where(eq(storeMeta.id, STORE_ROW));
    return moved;
  }

  /** The slices of these names that the copy holds (a table area's slice is not among them). */
  private inCopy(names: Iterable<string>): string[] {
    const copied = new Set(this.sliceNames());
    return [...names].filter((name) => copied.has(name));
  }

  private discardTableWrites(): void {
    for (const area of this.areas) area.discard();
  }

  /**
   * What differs between a slice's value and the copy of it. With `changes` from an operation that
   * announced its in-place changes (saveChanged), a record still the same object and not named is taken as
   * unchanged without comparing its JSON; otherwise every record is compared.
   */
  private changesOf(name: string, value: unknown, changes?: StoreChanges): SliceWrite {
    const kind = kindOf(value);
    const previous = this.copies.get(name);
    const rewrite = !previous || previous.kind !== kind;
    const trusted = changes !== undefined && !changes.unknown;
    // The common cases, without reading every record again: the same objects in the same order, none named,
    // maybe with new ones before or after them.
    const growth = trusted && !rewrite && kind !== 'value' ? growthOf(previous, value, changes.mutated) : null;
    if (growth && growth.before.length === 0 && growth.after.length === 0) return { name, copy: previous!, upserts: [], deletes: [], rewrite: false };
    if (growth) return grownWrite(name, previous!, growth);
    const entries = entriesOf(value, kind);
    const before = entries.map(([key]) => (rewrite ? undefined : previous.records.get(key)));
    const positions = positionsOf(before.map((record) => record?.position));
    const copy: SliceCopy = { kind, records: new Map(), keys: entries.map(([key]) => key), objects: entries.map(([, item]) => item) };
    const upserts: SliceWrite['upserts'] = [];
    entries.forEach(([key, item], i) => {
      const stored = before[i];
      const position = positions[i]!;
      const same = trusted && stored !== undefined && stored.object === item && !(item !== null && typeof item === 'object' && changes.mutated.has(item));
      const text = same ? stored.text : (JSON.stringify(item) ?? 'null');
      copy.records.set(key, { position, text, object: item });
      if (!stored || stored.text !== text || stored.position !== position) upserts.push({ key, position, text });
    });
    const deletes = rewrite ? [] : [...previous.records.keys()].filter((key) => !copy.records.has(key));
    return { name, copy, upserts, deletes, rewrite };
  }

  /** One statement per kind of change, whatever the number of slices, so that a write is few round trips. */
  private async write(tx: Executor, writes: SliceWrite[], version: number): Promise<void> {
    for (const { name, deletes, rewrite } of writes) {
      if (rewrite) await tx.delete(storeRecords).where(eq(storeRecords.slice, name));
      for (let i = 0; i < deletes.length; i += BATCH) {
        await tx.delete(storeRecords).where(and(eq(storeRecords.slice, name), inArray(storeRecords.key, deletes.slice(i, i + BATCH))));
      }
    }
    await this.upsert(
      tx,
      writes.flatMap(({ name, upserts }) => upserts.map((r) => ({ slice: name, key: r.key, position: r.position, data: r.text, version }))),
    );
    if (writes.length > 0) {
      await tx
        .insert(storeSlices)
        .values(writes.map(({ name, copy }) => ({ name, kind: copy.kind, version, shape: sliceShape(name).shape })))
        .onConflictDoUpdate({ target: storeSlices.name, set: { kind: sql`excluded.kind`, version: sql`excluded.version`, shape: sql`excluded.shape` } });
    }
    await tx.update(storeMeta).set({ version }).where(eq(storeMeta.id, STORE_ROW));
  }

  /** Writes these rows over the ones with the same slice and key, in batches. */
  private async upsert(tx: Executor, rows: Array<typeof storeRecords.$inferInsert>): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(storeRecords)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [storeRecords.slice, storeRecords.key],
          set: { position: sql`excluded.position`, data: sql`excluded.data`, version: sql`excluded.version` },
        });
    }
  }

  /** After the transaction committed: the copy is what the database now holds. */
  private commit(writes: SliceWrite[], version: number): void {
    for (const { name, copy, grow } of writes) {
      grow?.();
      this.copies.set(name, copy);
    }
    this.version = version;
  }

  /**
   * Puts back, in the store, the records of these slices that differ from the copy: all compared as JSON,
   * unless `changes` are those of an operation that finished (one that threw may not have announced what it
   * had changed so far).
   */
  private undo(names: Iterable<string>, changes?: StoreChanges): void {
    for (const name of names) {
      const copy = this.copies.get(name);
      if (!copy) continue;
      const current = readSlice(name);
      const changed = this.changesOf(name, current, changes);
      if (!hasChanges(changed)) continue;
      replaceSlice(name, buildSlice(copy, current, new Set(changed.rewrite ? copy.records.keys() : changed.upserts.map((u) => u.key))));
    }
  }
}
