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
import { expect } from 'vitest';
import { createApi, type ApiOptions } from '../../server/api';
import { createServerApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../mocks/store/users.store';
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

/** What a sign-in answers, as the server tests read it. */
export interface SignedIn {
  access_token: string;
  refresh_token: string;
  user: { companyId: string; email: string };
}

/** The sign-in form (POST /api/user/login), with the demo accounts' password unless told otherwise. */
export const loginRequest = (email: string, password = DEMO_PASSWORD): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams({ email, password }),
});

/**
 * Signs in through `send` (a socket, a Hono app, a server process: given a path from the origin) and gives
 * the session; the test fails when the answer is not a success.
 */
export async function signInThrough(
  send: (path: string, init: RequestInit) => Promise<Response> | Response,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const answer = (await (await send('/api/user/login', loginRequest(email, password))).json()) as { code: number; data?: SignedIn };
  expect(answer.code, `sign in as ${email}`).toBe(200);
  return answer.data!;
}
