/**
 * The Node server answers the whole contract: the contract samples against it over a socket with its store kept in a database (PGlite or
 * PostgreSQL): every answer as in the embedded backend, and after each one the store and the database
 * agree, so that what the server answered is what a restart would find. Each sample starts from the seed,
 * in memory and in the database, as it does against the embedded backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { readSlice, replaceSlice, resetDb, sliceNames } from '../../mocks/store/db';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { StorePersistence } from '../../server/store-persistence';
import { runSamples, SAMPLE_ORIGIN } from '../contract/sample-runner';
import { serverHeaders, startApiServer, type ApiServer } from './api-server';
import { startPostgres, type PostgresCluster } from './postgres-cluster';

export function runPersistedConformance(backend: 'pglite' | 'postgres'): void {
  let cluster: PostgresCluster | null = null;
  let dataDir: string | null = null;
  let database: OpenDatabase;
  let persistence: StorePersistence;
  let server: ApiServer;
  /** The seed of every slice, as JSON: made once (seeding takes a fifth of a second), given back before each sample. */
  let seed: Map<string, string>;

  beforeAll(async () => {
    if (backend === 'postgres') cluster = await startPostgres();
    else dataDir = mkdtempSync(join(tmpdir(), 'conformance-pglite-'));
    database = await openDatabase({ databaseUrl: cluster?.url, dataDir: dataDir ?? tmpdir() });
    expect(database.kind).toBe(backend);
    persistence = new StorePersistence(database.db, backend === 'postgres');
    expect(await persistence.load()).toEqual({ created: true });
    resetDb();
    seed = new Map(sliceNames().map((name) => [name, JSON.stringify(readSlice(name))]));
    server = await startApiServer({ persistence });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    for (const [name, text] of seed) replaceSlice(name, JSON.parse(text));
    await persistence.flush();
    await persistence.restoreTables();
  });
  afterEach(async () => {
    expect(await persistence.differences(), 'the store and the database agree after the answer').toEqual([]);
  });

  test('the answers come from the server over the socket, not from the embedded backend in this process', async () => {
    // Only the server sets the security headers; the embedded backend's answers never carry them.
    const response = await server.request('/api/user/current');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-security-policy')).toBe(serverHeaders['Content-Security-Policy']);
    const inProcess = await fetch(`${SAMPLE_ORIGIN}/api/user/current`);
    expect(inProcess.headers.get('content-security-policy')).toBeNull();
  });

  runSamples(`contract samples, Node server over a socket, store in ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL 15'}`, async (request) => {
    // The samples prepare in this process, beside the server (tokens, a searched quote): written as a
    // fixture would be, before the request. A table area's tables take its slice as the sample's fixture left
    // it; what the sample's earlier requests wrote (five wrong passwords before a 10005) stays.
    await persistence.flush();
    await persistence.restoreTables({ fixturesOnly: true });
    const body = request.body ? await request.arrayBuffer() : undefined;
    return server.request(request.url.slice(SAMPLE_ORIGIN.length), { method: request.method, headers: request.headers, body });
  });
}
