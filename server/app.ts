/**
 * The production server's HTTP app: under /api/* the API (server/api.ts: the contract's operations,
 * one marketplace for every browser), everything else the build (dist/). The security
 * headers go on every answer. docs/decisions/198-static-server.md, 200-server-answers-the-api.md.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { acceptedEncodings } from './accept-encoding';

export interface ServerAppOptions {
  /** The build folder: index.html, assets/ and the files of public/. */
  distDir: string;
  /** Sent with every response (server/security-headers.ts). */
  headers: Record<string, string>;
  /** Answers /api and /api/* (server/api.ts `createApi()`). */
  api: Hono;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

// A missing file of these kinds is a 404, not the app: a script answered with HTML fails obscurely.
const STATIC_FILE = /\.(js|mjs|css|map|json|webmanifest|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt|xml|wasm|pdf|br|gz)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidated on every use (ETag): index.html names the current hashed assets, and a service worker
// must not outlive a deploy.
const REVALIDATE = 'no-cache';
// Best first: brotli is smaller, gzip is what every client takes.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface FileOnDisk {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FileOnDisk | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

const etagOf = (file: FileOnDisk) => `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`;

function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}

export function createServerApp({ distDir, headers, api }: ServerAppOptions): Hono {
  const root = resolve(distDir);
  const indexHtml = resolve(root, 'index.html');
  const app = new Hono();

  // Every answer carries the security headers, errors and 404s included.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.route('/api', api);

  /** Sends `file` (or its precompressed sibling the client accepts) with caching headers. */
  async function send(c: Context, file: FileOnDisk, cacheControl: string): Promise<Response> {
    const accepts = acceptedEncodings(c.req.header('accept-encoding'));
    let chosen = file;
    let encoding: string | null = null;
    let compressible = false;
    for (const { name, suffix } of ENCODINGS) {
      const sibling = await fileAt(file.path + suffix);
      if (!sibling) continue;
      compressible = true;
      if (!encoding && accepts(name)) {
        chosen = sibling;
        encoding = name;
      }
    }
    const etag = etagOf(chosen);
    const responseHeaders: Record<string, string> = {
      'Cache-Control': cacheControl,
      ETag: etag,
    };
    if (compressible) responseHeaders.Vary = 'Accept-Encoding';
    if (notModified(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: responseHeaders });
    responseHeaders['Content-Type'] = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
    responseHeaders['Content-Length'] = String(chosen.size);
    if (encoding) responseHeaders['Content-Encoding'] = encoding;
    // Hono answers HEAD with the GET response's headers and no body: the file is read only for GET.
    const body = c.req.method === 'HEAD' ? null : await readFile(chosen.path);
    return new Response(body, { status: 200, headers: responseHeaders });
  }

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    // The URL parser already resolved literal and %2e dot segments; decoding may still produce `..`,
    // `\` or NUL (from %2f, %5c, %00), so the resolved path must stay inside the build folder.
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const target = resolve(root, `.${decoded}`);
    if (decoded.includes('\0') || decoded.includes('\\') || (target !== root && !target.startsWith(root + sep))) {
      return c.text('Bad request', 400);
    }

    const file = await fileAt(target);
    if (file) return send(c, file, decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (decoded.startsWith('/assets/') || STATIC_FILE.test(decoded)) {
      return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    }
    // The app's routes (/shipment/123, /billing/invoice): the app itself routes them.
    const index = await fileAt(indexHtml);
    return index ? send(c, index, REVALIDATE) : c.text('Not found', 404);
  });

  return app;
}
