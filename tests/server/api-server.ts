/**
 * The Node server (server/app.ts with server/api.ts) listening on a free port of this machine, for the
 * tests that must talk to it over a real socket. tests/setup.ts intercepts this process's fetch with
 * the embedded backend, which would answer /api/* itself: every request here is sent with MSW's
 * bypass(), so the interceptor lets it through to the socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { bypass } from 'msw';
import { createApi, type ApiOptions } from '../../server/api';
import { createServerApp } from '../../server/app';
import { securityHeaders } from '../../server/security-headers';

export interface ApiServer {
  /** e.g. http://127.0.0.1:38211 */
  origin: string;
  /** Sends `path` (from the origin, e.g. /api/user/current) over the socket. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export const serverHeaders = securityHeaders({});

/** `api`: the API's options, e.g. a store kept in a database. */
export async function startApiServer(api: ApiOptions = {}): Promise<ApiServer> {
  // The API needs no build; an empty folder keeps the static half honest (no index.html to fall back on).
  const distDir = mkdtempSync(join(tmpdir(), 'api-server-'));
  const app = createServerApp({ distDir, headers: serverHeaders, api: createApi(api) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    request: (path, init) => fetch(bypass(new Request(`${origin}${path}`, init))),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets of the test's fetches would hold close() open.
        (server as Server).closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
        rmSync(distDir, { recursive: true, force: true });
      }),
  };
}
