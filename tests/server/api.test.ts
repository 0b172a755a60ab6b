/**
 * The API half of the Node server (server/api.ts in server/app.ts): the contract's envelope for a path
 * no operation answers, for a body too large (refused before it is read in full), for malformed JSON
 * and for a handler that fails (no stack text); the scenario overrides of the embedded backend are
 * never served; the security headers are on every answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { createApi, JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from '../../server/api';
import { createServerApp } from '../../server/app';
import { securityHeaders } from '../../server/security-headers';
import { MAX_UPLOAD_BYTES } from '../../domain/upload-limits';
import { operationHandlers } from '../../mocks/handlers';
import type { Operation } from '../../mocks/operation';
import { operations as contractOperations } from '../../mocks/operations';
import { scenarioHandlers, setScenarios } from '../../mocks/scenarios';
import { MAX_COMMENT_FILES } from '../../mocks/operations/shipment.operations';
import { operations } from '../contract/openapi-doc';
import { signInThrough } from './api-server';

const distDir = mkdtempSync(join(tmpdir(), 'api-test-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const headers = securityHeaders({});
const failing: Operation = {
  method: 'get',
  path: '/test/fails',
  run: () => Promise.reject(new Error('secret detail of a failing handler')),
};
const app = createServerApp({ distDir, headers, api: createApi({ operations: [failing, ...contractOperations] }) });

const send = (path: string, init?: RequestInit) => app.request(path, init);

const signIn = async (email: string): Promise<string> => (await signInThrough(send, email)).access_token;

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(headers)) expect(res.headers.get(name), `${res.status} ${name}`).toBe(value);
}

/** A body that counts the bytes the server pulls from it, `chunk` bytes at a time, for ever. */
function endlessBody(chunk: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled.bytes += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    },
    // Nothing is pulled until the server reads.
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

describe('the API of the Node server', () => {
  test('a path or method no operation answers is the contract 404 envelope', async () => {
    for (const [path, method] of [['/api/x', 'GET'], ['/api/shipment/x/y/z', 'POST'], ['/api', 'GET'], ['/api/user/current', 'DELETE']] as const) {
      const res = await send(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 404, message: 'Not found' });
      expectSecurityHeaders(res);
    }
  });

  test('operations answer with the embedded backend: sign in, then who am I', async () => {
    const token = await signIn('forwarder@example.com');
    const res = await send('/api/user/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { email: 'forwarder@example.com' } });
    expectSecurityHeaders(res);
    expect((await send('/api/user/current')).status).toBe(401);
  });

  test('a large answer is gzipped for a client that accepts it, a small one is not', async () => {
    const authorization = `Bearer ${await signIn('shipper@example.com')}`;
    const list = (acceptEncoding: string) =>
      send('/api/shipment/list', { method: 'POST', headers: { authorization, 'Content-Type': 'application/json', 'Accept-Encoding': acceptEncoding }, body: JSON.stringify({ pageNumber: 0, pageSize: 100 }) });
    const zipped = await list('gzip, deflate, br');
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    const zippedBytes = new Uint8Array(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('Content-Length'))).toBe(zippedBytes.byteLength);
    const page = (await new Response(new Blob([zippedBytes]).stream().pipeThrough(new DecompressionStream('gzip'))).json()) as { success: boolean; data: { list: unknown[] } };
    expect(page.success).toBe(true);
    expect(page.data.list.length).toBeGreaterThan(20);
    expect(zippedBytes.byteLength * 4).toBeLessThan(JSON.stringify(page).length);
    // Not taken (q=0), and not offered: sent as it is, still marked as varying by encoding for caches.
    for (const acceptEncoding of ['identity', 'gzip;q=0, br']) {
      const plain = await list(acceptEncoding);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
      expect(((await plain.json()) as { data: { list: unknown[] } }).data.list).toEqual(page.data.list);
    }
    const small = await send('/api/user/current', { headers: { authorization, 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });

  test('a body declared larger than the limit is refused unread, with the envelope', async () => {
    const json = endlessBody(64 * 1024);
    const res = await send('/api/shipment/list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(JSON_BODY_LIMIT + 1) },
      body: json.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 400, message: expect.stringContaining('too large') });
    expect(json.pulled.bytes).toBe(0);
    expectSecurityHeaders(res);

    const upload = endlessBody(64 * 1024);
    const big = await send('/api/shipment/SHP-1/documents', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(MULTIPART_BODY_LIMIT + 1) },
      body: upload.stream,
      duplex: 'half',
    } as RequestInit);
    expect(big.status).toBe(400);
    expect(upload.pulled.bytes).toBe(0);
  });

  test('a body of unknown length is read only up to the limit', async () => {
    const chunk = 64 * 1024;
    const json = endlessBody(chunk);
    const res = await send('/api/shipment/list', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json.stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 400 });
    expect(json.pulled.bytes).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(json.pulled.bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT + chunk);
  });

  test('the multipart limit lets through a comment with every attachment at the upload limit', () => {
    expect(MULTIPART_BODY_LIMIT).toBeGreaterThan(MAX_COMMENT_FILES * MAX_UPLOAD_BYTES);
    expect(JSON_BODY_LIMIT).toBeLessThan(MULTIPART_BODY_LIMIT);
  });

  test('malformed JSON is a 400 envelope on every operation that reads it, never a failure', async () => {
    const token = await signIn('shipper@example.com');
    const jsonOperations = operations.filter((op) => op.spec.requestBody?.content?.['application/json']);
    expect(jsonOperations.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const op of jsonOperations) {
      const path = op.path.replace(/\{[^}]+\}/g, 'X-1');
      const res = await send(`/api${path}`, {
        method: op.method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': `malformed-${op.key}` },
        body: '{"pageNumber": 0,',
      });
      const body = (await res.json()) as { success: boolean; code: number };
      // Operations that first refuse the user or the id (10303, 30001, ...) answer that; none may fail.
      expect(res.status, op.key).not.toBe(500);
      expect(body.success, op.key).toBe(false);
      answers.push(`${op.key} ${res.status}`);
    }
    expect(answers).toContain('POST /shipment/list 400');
    expect(answers).toContain('POST /quote/search 400');
  });

  test('a malformed escape in the path is a 400 envelope', async () => {
    const res = await send('/api/shipment/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, code: 400, message: 'The request path is malformed.' });
  });

  test('a handler that throws answers the 500 envelope without its detail, logged once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await send('/api/test/fails');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, code: 500, message: 'Internal error' });
    expect(text).not.toMatch(/secret detail|at .*\.ts/);
    expectSecurityHeaders(res);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[1])).toContain('secret detail of a failing handler');
  });

  test('the scenario overrides (QA fault injection, browser latency) are never served', async () => {
    // The server routes the operations themselves; the scenarios exist only as MSW handlers.
    expect(operationHandlers.filter((h) => scenarioHandlers.includes(h))).toEqual([]);
    const token = await signIn('shipper@example.com');
    // The store and the scenarios are this process's: a scenario set here is live for the embedded
    // backend (fetch is intercepted by it) and must not reach the server's answer.
    setScenarios([{ method: 'GET', path: '/user/current', status: 500 }]);
    const embedded = await fetch('http://localhost/api/user/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(embedded.status).toBe(500);
    setScenarios([{ method: 'GET', path: '/user/current', status: 500 }]);
    const served = await send('/api/user/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
  });
});
