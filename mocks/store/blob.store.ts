/**
 * File bytes of uploaded shipment documents and comment attachments. Metadata lives in the shipment
 * slice; the bytes live here: in IndexedDB in the browser (so an upload survives a reload and does not
 * eat the localStorage quota of the store), in a Map in Node, or in the backend the production server
 * supplies with useBlobBackend before it serves (server/blob-directory.ts). Seeded files are never
 * stored here: they are generated from their metadata on read.
 */
const DB_NAME = 'freight-mock-blobs';
const STORE = 'blobs';

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

/** Where the production server keeps the bytes. A missing id reads as null; deleting one is no error. */
export interface BlobBackend {
  put(id: string, blob: StoredBlob): Promise<void>;
  get(id: string): Promise<StoredBlob | null>;
  delete(id: string): Promise<void>;
}

let supplied: BlobBackend | null = null;

/** For the production server, once, before it serves; the browser and the tests never call it. */
export function useBlobBackend(backend: BlobBackend): void {
  supplied = backend;
}

const memory = new Map<string, StoredBlob>();

const useIndexedDb = (): boolean =>
  typeof indexedDB !== 'undefined' && typeof window !== 'undefined' && !import.meta.env?.VITEST;

let opening: Promise<IDBDatabase> | null = null;
function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = act(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result as T);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function putBlob(id: string, blob: StoredBlob): Promise<void> {
  if (supplied) return supplied.put(id, blob);
  if (!useIndexedDb()) {
    memory.set(id, { bytes: blob.bytes.slice(), contentType: blob.contentType });
    return;
  }
  // Stored as an ArrayBuffer: structured clone keeps it as is.
  const buffer = blob.bytes.slice().buffer;
  await run('readwrite', (s) => s.put({ buffer, contentType: blob.contentType }, id));
}

export async function getBlob(id: string): Promise<StoredBlob | null> {
  if (supplied) return supplied.get(id);
  if (!useIndexedDb()) {
    const found = memory.get(id);
    return found ? { bytes: found.bytes.slice(), contentType: found.contentType } : null;
  }
  const found = await run<{ buffer: ArrayBuffer; contentType: string } | undefined>('readonly', (s) => s.get(id));
  return found ? { bytes: new Uint8Array(found.buffer), contentType: found.contentType } : null;
}

export async function deleteBlob(id: string): Promise<void> {
  if (supplied) return supplied.delete(id);
  if (!useIndexedDb()) {
    memory.delete(id);
    return;
  }
  await run('readwrite', (s) => s.delete(id));
}
