/**
 * The production server's static half (server/app.ts) on a build folder made here: precompressed
 * files chosen by Accept-Encoding, cache headers, the app's routes answered with index.html, /api/*
 * left to the API (never index.html), no way out of the folder, and the security headers on every answer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../server/api';
import { createServerApp } from '../../server/app';
import { precompressDir } from '../../server/precompress.plugin';
import { securityHeaders } from '../../server/security-headers';

let base: string;
let dir: string;
let app: ReturnType<typeof createServerApp>;
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body>${'<!-- app -->'.repeat(200)}</body></html>`;
const headers = securityHeaders({ FRAME_ANCESTORS: 'https://portal.example.com' });

beforeAll(async () => {
  // The build folder, beside a file that must stay out of reach.
  base = mkdtempSync(join(tmpdir(), 'static-server-'));
  dir = join(base, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets/x.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/small.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'mockServiceWorker.js'), `self.addEventListener('fetch', () => {});\n${'// worker\n'.repeat(200)}`);
  writeFileSync(join(dir, '..secret'), 'inside, but a dotted name');
  writeFileSync(join(base, 'outside-dist.txt'), 'secret');
  expect((await precompressDir(dir)).map((f) => f.slice(dir.length))).toEqual(
    ['/assets/x.js.br', '/assets/x.js.gz', '/index.html.br', '/index.html.gz', '/mockServiceWorker.js.br', '/mockServiceWorker.js.gz'],
  );
  app = createServerApp({ distDir: dir, headers, api: createApi() });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (path: string, init: RequestInit = {}) => app.request(path, init);

describe('static server', () => {
  test('sends the precompressed sibling the client accepts, with Vary and the real type', async () => {
    const br = await get('/assets/x.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');

    const gz = await get('/assets/x.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/x.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  test('hashed assets are immutable for a year; index.html and the service worker revalidate (ETag, 304)', async () => {
    expect((await get('/assets/x.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/small.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const path of ['/index.html', '/mockServiceWorker.js', '/']) {
      const res = await get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const again = await get(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  test("the app's routes answer index.html; a missing file does not", async () => {
    for (const path of ['/', '/shipment/123', '/billing/invoice?page=2']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(INDEX);
    }
    for (const path of ['/assets/missing.js', '/favicon.ico']) {
      const res = await get(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<html');
    }
  });

  test('/api/* is the API, never the app: an unknown path is the contract 404 envelope, an operation answers', async () => {
    for (const [path, method] of [['/api/x', 'GET'], ['/api/x.js', 'GET'], ['/api', 'GET'], ['/api/x', 'PUT']] as const) {
      const res = await get(path, { method, headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 404, message: 'Not found' });
    }
    const list = await get('/api/shipment/list', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(list.status).toBe(401);
    expect(await list.json()).toMatchObject({ success: false, code: 401 });
  });

  test('no path leaves the build folder', async () => {
    const attempts = ['/../outside-dist.txt', '/assets/%2e%2e/%2e%2e/outside-dist.txt', '/%2e%2e%2foutside-dist.txt', '/..%5coutside-dist.txt', '/assets/..%2f..%2f..%2foutside-dist.txt', '/%00', '/%E0%A4%A'];
    for (const path of attempts) {
      const res = await get(path);
      expect(await res.text(), path).not.toContain('secret');
      expect([200, 400, 404], path).toContain(res.status);
    }
    expect((await get('/%2e%2e%2foutside-dist.txt')).status).toBe(400);
    expect(await (await get('/..secret')).text()).toBe('inside, but a dotted name');
  });

  test('every answer carries the security headers; HEAD has headers and no body; other methods are refused', async () => {
    const responses = await Promise.all([get('/assets/x.js'), get('/shipment/1'), get('/api/x'), get('/assets/nope.js'), get('/%2e%2e%2fx'), get('/', { method: 'POST' })]);
    for (const res of responses) {
      for (const [name, value] of Object.entries(headers)) expect(res.headers.get(name), `${res.status} ${name}`).toBe(value);
    }
    expect(responses[5]!.status).toBe(405);
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors \'self\' https://portal.example.com');

    const head = await get('/assets/x.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });
});
