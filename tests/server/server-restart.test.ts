/**
 * The production server as a process on PGlite (server/main.ts in its own process, tests/server/server-process.ts):
 * what a shipper booked and uploaded survives a clean restart; a second server on the same data directory
 * is refused and names the one that holds it; a kill -9 leaves the lock behind, and the next start takes it
 * over and finds the data.
 *
 * The tests run in order on one data directory and share three PGlite starts: each costs seconds and
 * hundreds of MB. Measured here (2 cores shared, load average 2.5–3.2): the first start, which creates,
 * migrates and seeds, served after 8.8 s with a peak of 930 MB resident (560 MB once serving); a start on
 * an existing directory served after 3.4 s with a peak of 460 MB; a SIGTERM took 1.2 s to exit. The whole
 * file took 25–29 s, 20–23 s of it the first test (a creating start, a stop, an opening start).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { bookingBody, lclShanghaiToLosAngeles, type Envelope, type Quote } from '../mocks/quote/quote-fixtures';
import { signInThrough } from './api-server';
import { ServerExitedError, startServerProcess, type ServerProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'server-restart-'));
const lockFile = join(dataDir, LOCK_FILE);
const env = { DATA_DIR: dataDir };
const PROCESS_TEST_MS = 60_000;

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Shipment { id: string; shipmentNo: string; status: string }
interface ShipmentDocument { id: string; fileName: string }

/** What the shipper made before the restarts, checked after each. */
let authorization: string;
let shipment: Shipment;
let documentId: string;
const bytes = new Uint8Array(6000).map((_, i) => (i * 37 + 11) % 256);
bytes.set(new TextEncoder().encode('%PDF-1.7\n'));

async function call<T>(on: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await on.request(`/api${path}`, {
    method,
    headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json();
}

/** The shipment, its document list and the document's bytes, as this server has them now. */
async function expectTheShipperData(on: ServerProcess): Promise<void> {
  const seen = await call<Shipment>(on, 'GET', `/shipment/${shipment.id}`);
  expect(seen.data).toMatchObject({ id: shipment.id, shipmentNo: shipment.shipmentNo, status: shipment.status });
  const documents = await call<ShipmentDocument[]>(on, 'GET', `/shipment/${shipment.id}/documents`);
  expect(documents.data!.map((d) => d.fileName)).toContain('Packing-list.pdf');
  const download = await on.request(`/api/shipment/${shipment.id}/documents/${documentId}`, { headers: { Authorization: authorization } });
  expect(download.status).toBe(200);
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
}

test('a booking and its document survive a clean restart', { timeout: PROCESS_TEST_MS }, async () => {
  server = await startServerProcess({ env });
  expect(server.output()).toContain(`Created and seeded the marketplace: PGlite in ${dataDir}`);

  authorization = `Bearer ${(await signInThrough(server.request, 'shipper@example.com')).access_token}`;

  const search = await call<{ list: Quote[] }>(server, 'POST', '/quote/search', lclShanghaiToLosAngeles());
  const quote = search.data!.list[0];
  expect(quote, 'a quote to book').toBeDefined();
  const booked = await call<{ shipmentId: string }>(server, 'POST', '/booking/confirm', bookingBody(quote!.id), { 'Idempotency-Key': `restart-${crypto.randomUUID()}` });
  expect(booked.code).toBe(200);
  shipment = (await call<Shipment>(server, 'GET', `/shipment/${booked.data!.shipmentId}`)).data!;

  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'Packing-list.pdf');
  form.set('type', 'PACKING_LIST');
  const upload = await server.request(`/api/shipment/${shipment.id}/documents`, {
    method: 'POST', body: form, headers: { Authorization: authorization, 'Idempotency-Key': `restart-${crypto.randomUUID()}` },
  });
  const uploaded = (await upload.json()) as Envelope<ShipmentDocument>;
  expect(uploaded.code, 'upload').toBe(200);
  documentId = uploaded.data!.id;
  expect(existsSync(lockFile)).toBe(true);

  expect(await server.stop('SIGTERM'), server.output()).toBe(0);
  expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  expect(existsSync(lockFile), 'the lock file after a clean stop').toBe(false);

  server = await startServerProcess({ env });
  expect(server.output()).toContain(`Opened the marketplace: PGlite in ${dataDir}`);
  // The shipper's session is in the store too: still signed in after the restart.
  await expectTheShipperData(server);
});

test('a second server on the same data directory is refused and names the first', { timeout: PROCESS_TEST_MS }, async () => {
  const owner = readFileSync(lockFile, 'utf8').trim();
  expect(owner).toMatch(/^\d+$/);

  const second = await startServerProcess({ env }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(second).toBeInstanceOf(ServerExitedError);
  const { code, output } = second as ServerExitedError;
  expect(code).not.toBe(0);
  expect(output).toContain(`${dataDir} is in use by another server (process ${owner})`);

  // The first did not notice.
  expect(readFileSync(lockFile, 'utf8').trim()).toBe(owner);
  await expectTheShipperData(server!);
});

test('after a kill -9 the next start takes the lock over and finds the data', { timeout: PROCESS_TEST_MS }, async () => {
  const crashed = readFileSync(lockFile, 'utf8').trim();
  expect(await server!.stop('SIGKILL')).toBeNull();
  expect(readFileSync(lockFile, 'utf8').trim(), 'the lock a crash leaves behind').toBe(crashed);

  server = await startServerProcess({ env });
  expect(server.output()).toContain(`Opened the marketplace: PGlite in ${dataDir}`);
  const owner = readFileSync(lockFile, 'utf8').trim();
  expect(owner).toMatch(/^\d+$/);
  expect(owner).not.toBe(crashed);
  await expectTheShipperData(server);

  expect(await server.stop('SIGTERM'), server.output()).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
});
