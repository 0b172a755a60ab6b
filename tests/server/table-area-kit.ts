/**
 * The server's API over its store in PGlite, in this process, for the tests of the areas kept in tables of
 * their own (server/db/table-area.ts): a temporary data directory opened once per file, restarted on demand,
 * with the in-memory store reloaded before each test (the tests' setup forgets it after each) and checked
 * against the database after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { useTokenDigest } from '../../mocks/token-key';
import { resetDb } from '../../mocks/store/db';
import { createApi } from '../../server/api';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { storeMeta } from '../../server/db/schema';
import { StorePersistence } from '../../server/store-persistence';
import { sha256Token } from '../../server/token-digest';
import { signInThrough } from './api-server';

export interface TableAreaServer {
  database: OpenDatabase;
  persistence: StorePersistence;
  /** A request to the API as the server mounts it (`path` from /api on), e.g. with a multipart body. */
  request: (path: string, init: RequestInit) => Promise<Response>;
  /** A call to the API as the server mounts it; the answer's envelope. */
  call: (method: string, path: string, token: string | null, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; headers: Headers; body: any }>;
  signIn: (email: string) => Promise<string>;
  /** A server restart in this process: the database closed, the in-memory store forgotten, both opened again. */
  restart: () => Promise<{ created: boolean }>;
  /** The store's version in the database. */
  version: () => Promise<number>;
}

/** Registers the file's hooks; the server is there once beforeAll ran. */
export function tableAreaServer(name: string): TableAreaServer {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  let api: Hono;
  const server = {} as TableAreaServer;

  async function open(): Promise<{ created: boolean }> {
    server.database = await openDatabase({ dataDir });
    server.persistence = new StorePersistence(server.database.db, false);
    const loaded = await server.persistence.load();
    api = new Hono().route('/api', createApi({ persistence: server.persistence }));
    return loaded;
  }

  server.restart = async () => {
    await server.database.close();
    resetDb();
    return open();
  };
  server.request = async (path, init) => api.request(`http://localhost/api${path}`, init);
  server.call = async (method, path, token, body, headers = {}) => {
    const res = await server.request(path, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  server.signIn = async (email) => (await signInThrough((path, init) => api.request(path, init), email)).access_token;
  server.version = async () => (await server.database.db.select().from(storeMeta))[0]!.version;

  beforeAll(async () => {
    useTokenDigest(sha256Token);
    expect(await open()).toEqual({ created: true });
  }, 60_000);
  afterAll(async () => {
    await server.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.persistence.load();
  });
  afterEach(async () => {
    expect(await server.persistence.differences(), 'the store and the database agree').toEqual([]);
  });
  return server;
}
