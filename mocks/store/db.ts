/**
 * The embedded backend's store: named slices, each seeded lazily and deterministically by its own
 * area module (`defineSlice`). In the browser the whole store is saved to localStorage after every
 * change (`saveDb`) so that state survives a reload; in Node (tests) it lives in memory and
 * `resetDb()` brings back the seed.
 */
/**
 * Bumped when the shape of stored records changes: an older demo store is then reseeded, not misread. The
 * demo's store is the visitor's own copy of the seed, so reseeding loses nothing anyone else relies on; the
 * server upgrades its records instead (SliceShape).
 */
export const STORAGE_KEY = 'freight-mock-db:v5';
const state = new Map<string, unknown>();
const seeders = new Map<string, () => unknown>();
let loaded = false;
/**
 * What the server's SQL store (server/store-persistence.ts) learns of one operation: the slices it read
 * (only those can have changed) and, when every change was announced with `saveChanged`, the records it
 * changed in place; `unknown` once a plain `saveDb` ran (then every record of those slices is compared).
 */
export interface StoreChanges {
  slices: Set<string>;
  mutated: Set<object>;
  unknown: boolean;
  /** Work outside the store to take back if these changes are undone (onStoreUndo). */
  undoTasks: Array<() => Promise<void>>;
  /** Work outside the store to do once these changes are kept (afterStoreCommit). */
  commitTasks: Array<() => Promise<void>>;
}
let tracking: StoreChanges | null = null;

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' && typeof window.localStorage !== 'undefined' && !import.meta.env?.VITEST
      ? window.localStorage
      : null;
  } catch {
    return null;
  }
};

function loadPersisted() {
  if (loaded) return;
  loaded = true;
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return;
  try {
    for (const [key, value] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) state.set(key, value);
  } catch {
    storage()?.removeItem(STORAGE_KEY);
  }
}

/**
 * The shape of a slice's records, for the server's SQL store, which keeps records written by older code:
 * `shape` is raised when the records change form, and `upgrade[n]` turns one record (an array's item, an
 * object's property, or the one value) of shape n - 1 into shape n, keeping its id. Pure: it may run in
 * several processes, and again after a failed start. The browser demo reseeds instead (bump STORAGE_KEY).
 */
export interface SliceShape {
  shape: number;
  upgrade: Readonly<Record<number, (record: any) => unknown>>;
}
const firstShape: SliceShape = { shape: 1, upgrade: {} };
const shapes = new Map<string, SliceShape>();

/**
 * Declares a slice. `seed` runs the first time the slice is read (and again after resetDb). A seed may
 * read other slices, which seeds them first; each seed must use its own rng so the order never matters.
 * `shape`: when its records have changed form since the first version (SliceShape).
 */
export function defineSlice<T>(name: string, seed: () => T, shape: SliceShape = firstShape): () => T {
  if (seeders.has(name)) throw new Error(`slice ${name} defined twice`);
  for (let step = 2; step <= shape.shape; step += 1) {
    if (!shape.upgrade[step]) throw new Error(`slice ${name}: shape ${shape.shape} without an upgrade to shape ${step}`);
  }
  seeders.set(name, seed);
  shapes.set(name, shape);
  return () => {
    loadPersisted();
    tracking?.slices.add(name);
    if (!state.has(name)) state.set(name, seed());
    return state.get(name) as T;
  };
}

/**
 * For the server's SQL store (server/store-persistence.ts), which keeps this store as its working copy: the
 * names of every slice, its records' shape, each slice's value (seeded when first asked for), and a slice replaced by what
 * the database holds. The browser and the tests never call these.
 */
export const sliceNames = (): string[] => [...seeders.keys()];

export const sliceShape = (name: string): SliceShape => shapes.get(name) ?? firstShape;

export function readSlice(name: string): unknown {
  const seed = seeders.get(name);
  if (!seed) throw new Error(`no slice ${name}`);
  if (!state.has(name)) state.set(name, seed());
  return state.get(name);
}

/** Replaces a slice's value. A new value (not the old one changed) so that indexes keyed on it are rebuilt. */
export function replaceSlice(name: string, value: unknown): void {
  if (!seeders.has(name)) throw new Error(`no slice ${name}`);
  state.set(name, value);
  version += 1;
}

/**
 * Starts recording what an operation reads and changes (or records on into `resume`, the changes of an
 * operation that paused); the returned function stops and gives them.
 */
export function trackStoreChanges(resume?: StoreChanges): () => StoreChanges {
  const changes: StoreChanges = resume ?? { slices: new Set(), mutated: new Set(), unknown: false, undoTasks: [], commitTasks: [] };
  tracking = changes;
  return () => {
    if (tracking === changes) tracking = null;
    return changes;
  };
}

/**
 * Work outside the store that the operation running now has done and that must not outlive its store
 * change: on the server, whose writes can be undone (a failed commit, or a rerun on a newer copy,
 * server/store-persistence.ts), it runs if they are (an uploaded file's bytes are deleted, so no file is
 * left that no record names). In the browser and the tests nothing is undone, so it never runs.
 */
export function onStoreUndo(compensate: () => Promise<void>): void {
  tracking?.undoTasks.push(compensate);
}

/**
 * Work outside the store that may happen only once the operation's store change is kept: on the server, after
 * its commit (a deleted document's bytes go only when the record is gone for good); in the browser and the
 * tests, now.
 */
export function afterStoreCommit(task: () => Promise<void>): Promise<void> {
  if (!tracking) return task();
  tracking.commitTasks.push(task);
  return Promise.resolve();
}

type TurnYielder = <T>(work: () => Promise<T>) => Promise<T>;
let yielder: TurnYielder | null = null;

/** For the server's SQL store: how the operation running now gives up its turn on the store (null: it cannot). */
export function setTurnYielder(next: TurnYielder | null): void {
  yielder = next;
}

/**
 * Runs slow work that needs no store (a password hash) and, in the server, lets its other requests use the
 * store meanwhile, so that one sign-in does not hold up everyone. The store may then have changed when it
 * returns: read again what the operation read before. Only before the operation has changed anything (after
 * that it keeps its turn); in the browser and the tests it simply runs the work.
 */
export function outsideStoreTurn<T>(work: () => Promise<T>): Promise<T> {
  return yielder ? yielder(work) : work();
}

let version = 0;
/**
 * A number that changes with every saveDb and resetDb: while it stays the same, no stored record has
 * changed (for memories of derived answers, e.g. a list's last order). Records changed without saveDb
 * are not seen by it.
 */
export const storeVersion = (): number => version;

let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** Call after mutating a slice. Writes are batched to one per tick. */
export function saveDb(): void {
  if (tracking) tracking.unknown = true;
  persist();
}

/**
 * saveDb for a change that adds, replaces or removes records of a slice and changes in place only
 * `mutated` (records as the slice holds them: an array's items, an object's values): the server then
 * compares only those, and the added or replaced ones, with what it stored, instead of every record of
 * every slice read (a booking among 10 000 shipments). A record changed in place and not named here is
 * not written: when in doubt, call saveDb. The contract samples check, after each operation, that the
 * database holds what the store does.
 */
export function saveChanged(...mutated: object[]): void {
  for (const record of mutated) tracking?.mutated.add(record);
  persist();
}

/**
 * For a change kept outside the slices (an area's own table on the server, server/db/table-area.ts): raises
 * the store's version as saveDb does, so that the server keeps the operation's change and memories of
 * derived answers are not served past it.
 */
export function markStoreChanged(): void {
  version += 1;
}

function persist(): void {
  version += 1;
  const s = storage();
  if (!s || saveTimer) return;
  saveTimer = setTimeout(() => {
    saveTimer = null;
    try {
      s.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(state)));
    } catch {
      // Quota exceeded: the session keeps working in memory; a reload brings back the last saved state.
    }
  }, 0);
}

const forgetters = new Set<WeakRef<{ clear(): void }>>();
/**
 * `kept` is emptied at every resetDb: what a module keeps beside the slices (a memory of recent answers and
 * of the keys asked), so that after a reset the backend behaves as after a fresh start. Held weakly: a
 * memory nobody uses any more is not kept alive, nor its forgetting kept, by being registered here.
 */
export function forgetOnReset(kept: { clear(): void }): void {
  forgetters.add(new WeakRef(kept));
}

/** Back to the seed: tests call it after each test; the app offers it as "reset demo data". */
export function resetDb(): void {
  version += 1;
  for (const ref of forgetters) {
    const kept = ref.deref();
    if (kept) kept.clear();
    else forgetters.delete(ref);
  }
  state.clear();
  loaded = true;
  storage()?.removeItem(STORAGE_KEY);
}

// Records kept behind a repository in memory are read and kept as copies, as the server's tables do, so that a
// change made in place and never saved is lost here too.

export const copy = <T>(record: T): T => structuredClone(record);

/** A copy of the record in the list: in place of the one with its id, else added. */
export function keepIn<T extends { id: string }>(list: T[], record: T): void {
  const at = list.findIndex((r) => r.id === record.id);
  if (at === -1) list.push(copy(record));
  else list[at] = copy(record);
  saveDb();
}

/** Copies of the records of these ids in the list, by id. */
export const copiesOf = <T extends { id: string }>(list: readonly T[], ids: Iterable<string>): Map<string, T> => {
  const wanted = new Set(ids);
  return new Map(list.filter((r) => wanted.has(r.id)).map((r) => [r.id, copy(r)]));
};

let counter = 0;
// Kept in the store so that a server restarted on the same data, or a second server process on the same
// database, goes on from the last number instead of starting again at 1.
const idCounter = defineSlice<{ last: number }>('idCounter', () => ({ last: 0 }));
/** A readable unique id, e.g. nextId('SHP') → 'SHP-7K2Q-0001'. Unique for this store's lifetime. */
export function nextId(prefix: string): string {
  const stored = idCounter();
  counter = Math.max(counter, stored.last) + 1;
  stored.last = counter;
  return `${prefix}-${Date.now().toString(36).toUpperCase().slice(-4)}-${String(counter).padStart(4, '0')}`;
}
