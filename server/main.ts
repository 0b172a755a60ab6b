/**
 * The production server (`npm run serve`; `npm start` builds the app in server mode first): on PORT
 * (default 4173), the API under /api/* (server/api.ts) over the marketplace kept in the database, and
 * the build in DIST_DIR (default ./dist) with server/app.ts. The database is PostgreSQL when DATABASE_URL
 * is set, otherwise PGlite in DATA_DIR (default ./data), created, migrated and seeded with the demo
 * accounts on first start; uploaded files are in DATA_DIR/blobs, or in an S3-compatible bucket when S3_BUCKET is
 * set (server/blob-s3.ts, docs/decisions/207-uploads-in-an-s3-bucket.md). Account e-mails (activation, password reset,
 * invitation) go through SMTP with SMTP_URL, MAIL_FROM and PUBLIC_URL, else into DATA_DIR/outbox as .eml files
 * (server/mail-transport.ts, docs/decisions/214-account-mail-transport.md). docs/decisions/198-static-server.md,
 * 200-server-answers-the-api.md, 206-the-store-in-sql.md.
 *
 * For the server benchmark only (`npm run bench:server`, docs/decisions/202-server-benchmark.md):
 * BENCH_SEED_SHIPMENTS=N makes sure the demo shipper's company has N bench shipments before listening, so
 * the shipment list is measured at the size the product owner budgets for. A variable read at start, never
 * a route: nothing on the network can grow the store. Unset in production.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { addBenchShipments } from '../mocks/bench-shipments';
import { useTokenDigest } from '../mocks/token-key';
import { usePasswordHasher } from '../mocks/password-hasher';
import { useBlobBackend } from '../mocks/store/blob.store';
import { repositories } from '../mocks/store/repositories';
import { rehashPlainPasswords, useAccountMailTransport } from '../mocks/store/users.store';
import { createApi } from './api';
import { createServerApp } from './app';
import { directoryBlobBackend } from './blob-directory';
import { s3BlobBackend, s3OptionsFromEnv } from './blob-s3';
import { createMailTransport, describeMail, mailOptionsFromEnv } from './mail-transport';
import { openDatabase } from './db/database';
import { scryptPasswordHasher } from './scrypt-password-hasher';
import { securityHeaders } from './security-headers';
import { StorePersistence, StoreShapeError } from './store-persistence';
import { sha256Token } from './token-digest';

const port = Number(process.env.PORT ?? 4173);
// Loopback unless told otherwise, like the `vite preview` it replaces; a container sets HOST=0.0.0.0.
const hostname = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
// A drain longer than this is a stuck connection: give up rather than hang the deploy.
const DRAIN_MS = 10_000;

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${distDir} has no build: run \`vite build\` first (npm start does).`);
  process.exit(1);
}

const benchShipments = process.env.BENCH_SEED_SHIPMENTS;
const benchCount = benchShipments === undefined ? 0 : Number(benchShipments);
if (benchShipments !== undefined && (!Number.isInteger(benchCount) || benchCount < 1)) {
  console.error(`BENCH_SEED_SHIPMENTS must be a whole number of at least 1, not "${benchShipments}".`);
  process.exit(1);
}

// Read before anything starts: a bad S3_* or mail value stops the server with a message naming the variable.
const [s3, mailOptions] = (() => {
  try {
    return [s3OptionsFromEnv(process.env), mailOptionsFromEnv(process.env, dataDir)] as const;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
// Several machines share a bucket; a data directory is one machine's (docs/deployment.md). In the
// directory, uploads live beside the database, one file each, so they survive a restart.
if (s3) {
  useBlobBackend(s3BlobBackend(s3));
  console.log(`Uploaded files: S3 bucket ${s3.bucket}${s3.prefix ? `, keys under ${s3.prefix}` : ''}`);
} else {
  useBlobBackend(directoryBlobBackend(join(dataDir, 'blobs')));
  console.log(`Uploaded files: ${join(dataDir, 'blobs')}`);
}
usePasswordHasher(scryptPasswordHasher());
useTokenDigest(sha256Token);
const mail = createMailTransport(mailOptions);
useAccountMailTransport(mail.send, { publicOrigin: mailOptions.publicOrigin });
console.log(describeMail(mailOptions));
const persistence = new StorePersistence(database.db, database.kind === 'postgres');
// A database upgraded by a newer server is not served: its records would be misread.
const { created } = await persistence.load().catch((error: unknown) => {
  if (!(error instanceof StoreShapeError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`${created ? 'Created and seeded' : 'Opened'} the marketplace: ${database.where}`);
// The seed is shared with the browser demo, which keeps the demo passwords readable: hashed here, once.
const rehashed = await persistence.change(() => rehashPlainPasswords(repositories().users));
if (rehashed > 0) console.log(`${rehashed} seeded passwords hashed with scrypt`);

if (benchCount > 0) {
  const { total } = await persistence.change(() => addBenchShipments(repositories().shipments, benchCount));
  console.log(`Benchmark data: ${total} shipments for the demo shipper's company`);
}

// Built once: a bad FRAME_ANCESTORS stops the server here instead of serving a wrong policy.
const app = createServerApp({ distDir, headers: securityHeaders(process.env), api: createApi({ persistence }) });
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
    // Every acknowledged write is committed already; the last request's transaction ends before the close.
    void persistence
      .drain()
      .then(() => mail.drain())
      .then(() => database.close())
      .then(
        () => process.exit(error ? 1 : 0),
        (closeError: unknown) => {
          console.error(closeError);
          process.exit(1);
        },
      );
  });
  setTimeout(() => {
    console.error(`Requests still in flight after ${DRAIN_MS} ms: closing them`);
    process.exit(1);
  }, DRAIN_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
