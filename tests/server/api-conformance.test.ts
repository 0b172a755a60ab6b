/**
 * The Node server answers the whole contract: every contract sample (tests/contract/samples/) sent to
 * server/app.ts over a real socket must answer as it does in the embedded backend and validate against
 * the contract. The server runs in this process, so the samples' tokens (issued here) and their
 * store lookups see the server's store.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runSamples, SAMPLE_ORIGIN } from '../contract/sample-runner';
import { serverHeaders, startApiServer, type ApiServer } from './api-server';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

async function overTheSocket(request: Request): Promise<Response> {
  const body = request.body ? await request.arrayBuffer() : undefined;
  return server.request(request.url.slice(SAMPLE_ORIGIN.length), { method: request.method, headers: request.headers, body });
}

test('the answers come from the server over the socket, not from the embedded backend in this process', async () => {
  // Only the server sets the security headers; the embedded backend's answers never carry them.
  const response = await overTheSocket(new Request(`${SAMPLE_ORIGIN}/api/user/current`));
  expect(response.status).toBe(401);
  expect(response.headers.get('content-security-policy')).toBe(serverHeaders['Content-Security-Policy']);
  const inProcess = await fetch(`${SAMPLE_ORIGIN}/api/user/current`);
  expect(inProcess.headers.get('content-security-policy')).toBeNull();
});

runSamples('contract samples, Node server over a socket', overTheSocket);
