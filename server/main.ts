/**
 * The production server (`npm run serve`; `npm start` builds the app in server mode first): on PORT
 * (default 4173), the API under /api/* (server/api.ts, one marketplace in this process's memory: a
 * restart brings back the seed) and the build in DIST_DIR (default ./dist) with server/app.ts.
 * docs/decisions/198-static-server.md, 200-server-answers-the-api.md.
 *
 * For the server benchmark only (`npm run bench:server`, docs/decisions/202-server-benchmark.md):
 * BENCH_SEED_SHIPMENTS=N adds N shipments for the demo shipper's company before listening, so the
 * shipment list is measured at the size the product owner budgets for. A variable read at start, never
 * a route: nothing on the network can grow the store. Unset in production.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { seedBenchShipments } from '../mocks/bench-shipments';
import { createApi } from './api';
import { createServerApp } from './app';
import { securityHeaders } from './security-headers';

const port = Number(process.env.PORT ?? 4173);
// Loopback unless told otherwise, like the `vite preview` it replaces; a container sets HOST=0.0.0.0.
const hostname = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// A drain longer than this is a stuck connection: give up rather than hang the deploy.
const DRAIN_MS = 10_000;

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${distDir} has no build: run \`vite build\` first (npm start does).`);
  process.exit(1);
}

const benchShipments = process.env.BENCH_SEED_SHIPMENTS;
if (benchShipments) {
  const count = Number(benchShipments);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`BENCH_SEED_SHIPMENTS must be a whole number of at least 1, not "${benchShipments}".`);
    process.exit(1);
  }
  const { total } = seedBenchShipments(count);
  console.log(`Benchmark data: ${count} shipments added, ${total} for the demo shipper's company`);
}

// Built once: a bad FRAME_ANCESTORS stops the server here instead of serving a wrong policy.
const app = createServerApp({ distDir, headers: securityHeaders(process.env), api: createApi() });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Serving ${distDir} and the API on http://${hostname}:${info.port}`);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight`);
  // close() refuses new connections, closes idle keep-alive ones and calls back once the busy ones end.
  server.close((error) => {
    if (error) console.error(error);
    process.exit(error ? 1 : 0);
  });
  setTimeout(() => {
    console.error(`Requests still in flight after ${DRAIN_MS} ms: closing them`);
    process.exit(1);
  }, DRAIN_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
