/**
 * Server benchmark (`npm run bench:server`; docs/decisions/202-server-benchmark.md). Not part of CI.
 *
 * Starts the production server (`server/main.ts`) in a child process, so the load generator does not
 * share its event loop, with BENCH_SEED_SHIPMENTS so the demo shipper's company has 10 000 more
 * shipments. Then, over HTTP only (it runs unchanged against any server that answers the contract),
 * autocannon drives each scenario with 50 connections for 10 s after an unmeasured 2 s warm-up:
 *
 * 1. sign in (POST /api/user/login, form body; the demo shipper and forwarder in turn);
 * 2. quote search (POST /api/quote/search, the "normal" LCL Shanghai → Los Angeles search);
 * 3. the shipment list as its page asks for it: filtered by status, newest booking first, 20 rows;
 * 4. one shipment's detail (GET /api/shipment/{id});
 * 5. booking confirm (POST /api/booking/confirm): each request a fresh Idempotency-Key and the next
 *    quote of a pool from several searches, so every request books (none is a replay or a repeat).
 *
 * An error is a connection error, a timeout or an answer that is not a success envelope (an HTTP error
 * or `success: false`). Prints requests/s (mean of the per-second counts), p50 and p99 latency and the
 * errors per scenario beside the product owner's budgets, and writes them to .bench/server.json. A
 * first row, the app's index.html from the same server, is a reference for what the machine gives at
 * that moment (other work on it shows there first); it has no budget.
 * Exits 1 when an answer was a failure or a connection broke (the figures would not be of the work they
 * name); a timeout is the server falling behind, counted as an error and not a reason to stop. Budgets
 * are reported, not enforced: they are for PostgreSQL behind every rule.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_SHIPMENTS
 * (10000), DIST_DIR (dist/, or a build made into /tmp/dist-bench when dist/ has none: the server
 * refuses to start without one), BENCH_CPU_PROF=<dir> (the server runs with `node --cpu-prof` and writes
 * its profile there when it stops), BENCH_SCENARIOS (comma-separated names, to run only those, e.g.
 * "sign in,shipment list"). Other variables (DATABASE_URL, ...) pass through to the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildPagedQuery } from '../machines/paged-list.machine';
import { SHIPMENT_LIST_INITIAL, SHIPMENT_LIST_SPEC, type ShipmentStatus } from '../machines/shipment-list';
import { airShenzhenToOnt8, bookingBody, fclNingboToHamburg, lclShanghaiToLosAngeles, type QuoteSearch } from '../tests/mocks/quote/quote-fixtures';

const root = join(import.meta.dirname, '..');
const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SHIPMENTS = Number(env.BENCH_SHIPMENTS ?? 10_000);
const CPU_PROF_DIR = env.BENCH_CPU_PROF ? resolve(env.BENCH_CPU_PROF) : null;
/** Comma-separated scenario names to run only those (e.g. to profile one); all by default. */
const ONLY = env.BENCH_SCENARIOS?.split(',').map((n) => n.trim()).filter(Boolean) ?? null;
const OUT_FILE = join(root, '.bench', 'server.json');
// A slow start on a busy machine (tsx compiles the operations, then the seeding) is not a failure.
const START_TIMEOUT_MS = 120_000;

const SHIPPER = { email: 'shipper@example.com', password: 'Passw0rd!' };
const FORWARDER = { email: 'forwarder@example.com', password: 'Passw0rd!' };
/** What the Shipment List page is filtered by here: the shipments on their way, after booking and before delivery. */
const LIST_STATUSES: ShipmentStatus[] = ['SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED'];
/** Distinct searches whose quotes the booking scenario books in turn. */
const BOOKING_SEARCHES = 24;

/** The product owner's budgets, for PostgreSQL with every rule; the p99 applies to every scenario. */
const P99_BUDGET_MS = 50;
const RPS_BUDGETS: Partial<Record<ScenarioName, number>> = { 'quote search': 1000, 'shipment list': 2000, 'shipment detail': 6000 };

type ScenarioName = 'reference: index.html' | 'sign in' | 'quote search' | 'shipment list' | 'shipment detail' | 'booking confirm';

interface Figures {
  scenario: ScenarioName;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Of the errors: answers that were not a success, and broken connections. */
  failures: number;
  /** Of the errors: requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Of the errors: answers with an HTTP status outside 2xx. */
  non2xx: number;
  rpsBudget: number | null;
  /** Null for the reference row, which has no budget. */
  p99BudgetMs: number | null;
  withinBudget: boolean | null;
}

/** A JSON envelope that says success; JSON.stringify puts `success` first in every answer. */
const isSuccess = (body: unknown) => typeof body === 'string' && /^\{"success":true[,}]/.test(body);

function distDir(): string {
  if (env.DIST_DIR) return resolve(env.DIST_DIR);
  if (existsSync(join(root, 'dist', 'index.html'))) return join(root, 'dist');
  const out = '/tmp/dist-bench';
  if (!existsSync(join(out, 'index.html'))) {
    console.log(`dist/ has no build: building one into ${out} (the server refuses to start without it)`);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  return out;
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Lines the server wrote to stderr: its own errors. */
  stderr: string[];
}

/** Starts server/main.ts on a port the system picks, and resolves once it listens. */
function startServer(dist: string): Promise<RunningServer> {
  const nodeArgs = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  // One node process (tsx as a loader, not its CLI, which would fork another): signals and profiles reach the server itself.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dist, BENCH_SEED_SHIPMENTS: String(SHIPMENTS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(...chunk.split('\n').filter(Boolean)));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    let out = '';
    let listening = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      process.stdout.write(chunk);
      if (listening) return;
      out += chunk;
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (!url) return;
      listening = true;
      clearTimeout(timer);
      resolvePromise({ url, child, stderr });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${out}${stderr.join('\n')}`));
    });
  });
}

/** SIGTERM, then wait: the server drains and exits, writing its CPU profile if asked. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

interface Envelope<T> {
  success: boolean;
  code: number;
  message?: string;
  data?: T;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || !body.success || body.data === undefined) {
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}, code ${body.code} ${body.message ?? ''}`);
  }
  return body.data;
}

const loginBody = (account: { email: string; password: string }) => new URLSearchParams(account).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const data = await call<{ access_token: string }>(`${base}/api/user/login`, { method: 'POST', headers: FORM, body: loginBody(account) });
  return data.access_token;
}

/** Distinct searches (1 to n pallets, boxes or containers over three lanes), each with its own quotes. */
function bookingSearches(): QuoteSearch[] {
  const searches: QuoteSearch[] = [];
  for (let i = 0; searches.length < BOOKING_SEARCHES; i++) {
    const units = Math.floor(i / 3) + 1;
    const lcl = lclShanghaiToLosAngeles();
    const air = airShenzhenToOnt8();
    const kinds = [
      { ...lcl, cargo: { ...lcl.cargo, packages: lcl.cargo.packages?.map((p) => ({ ...p, units })) } },
      { ...air, cargo: { ...air.cargo, packages: air.cargo.packages?.map((p) => ({ ...p, units: units * 10 })) } },
      fclNingboToHamburg([{ type: '40HQ', count: units }]),
    ];
    searches.push(kinds[i % kinds.length]!);
  }
  return searches;
}

/** One booking body per quote of the searches: the pool the booking scenario books in turn. */
async function bookingPool(base: string, token: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const search of bookingSearches()) {
    const result = await call<{ list: { id: string }[] }>(`${base}/api/quote/search`, {
      method: 'POST', headers: json(token), body: JSON.stringify(search),
    });
    for (const quote of result.list) {
      bodies.push(JSON.stringify(bookingBody(quote.id, { cargoReadyDate: search.origin.cargoReadyDate })));
    }
  }
  if (bodies.length === 0) throw new Error('the booking searches gave no quote');
  return bodies;
}

interface Scenario {
  name: ScenarioName;
  /** The same for the warm-up and the measure. */
  options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'>;
  /** Whether an answer is a success; a success envelope by default. */
  verify?: (body: unknown) => boolean;
}

function run(base: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, verifyBody: scenario.verify ?? isSuccess, ...scenario.options });
}

async function measure(base: string, scenario: Scenario): Promise<Figures> {
  if (WARMUP_SECONDS > 0) await run(base, scenario, WARMUP_SECONDS);
  const result = await run(base, scenario, SECONDS);
  const rpsBudget = RPS_BUDGETS[scenario.name] ?? null;
  const p99BudgetMs = scenario.name === 'reference: index.html' ? null : P99_BUDGET_MS;
  const requestsPerSecond = Math.round(result.requests.mean);
  // A non-2xx answer is an envelope saying failure, so it is a mismatch too: counted once.
  const errors = result.errors + result.mismatches;
  const failures = errors - result.timeouts;
  return {
    scenario: scenario.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors,
    failures,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rpsBudget,
    p99BudgetMs,
    withinBudget: p99BudgetMs === null
      ? null
      : errors === 0 && result.latency.p99 <= p99BudgetMs && (rpsBudget === null || requestsPerSecond >= rpsBudget),
  };
}

function printTable(rows: Figures[]): void {
  const header = ['scenario', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'budget', ''];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    // autocannon records latency in whole milliseconds.
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.errors) + (r.timeouts ? ` (${r.timeouts} timed out)` : '') + (r.non2xx ? ` (${r.non2xx} non-2xx)` : ''),
    r.p99BudgetMs === null ? '' : `${r.rpsBudget === null ? '' : `≥ ${r.rpsBudget} req/s, `}p99 ≤ ${r.p99BudgetMs} ms`,
    r.withinBudget === null ? '' : r.withinBudget ? 'within' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 || i >= 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const loadBefore = loadavg();
  const dist = distDir();
  console.log(`Starting the server (${dist}, ${SHIPMENTS} bench shipments)…`);
  const server = await startServer(dist);
  const base = server.url;
  try {
    const shipperToken = await signIn(base, SHIPPER);
    await signIn(base, FORWARDER);

    const listQuery = buildPagedQuery(
      { pageNumber: 0, pageSize: 20, sort: SHIPMENT_LIST_INITIAL.sort ?? null, search: '', filters: { status: LIST_STATUSES } },
      SHIPMENT_LIST_SPEC,
    );
    const listBody = JSON.stringify(listQuery);
    const page = await call<{ list: { id: string }[]; total: number }>(`${base}/api/shipment/list`, {
      method: 'POST', headers: json(shipperToken), body: listBody,
    });
    const detailId = page.list[0]?.id;
    if (!detailId) throw new Error('the shipment list is empty');
    console.log(`Shipment list: ${page.total} shipments match the status filter; detail of ${detailId}`);

    let bookingBodies: string[] = [];
    let bookings = 0;
    const runId = Date.now().toString(36);
    const scenarios: Scenario[] = [
      {
        name: 'reference: index.html',
        options: { requests: [{ method: 'GET', path: '/' }] },
        verify: (body) => typeof body === 'string' && body.startsWith('<!'),
      },
      {
        name: 'sign in',
        // Shipper and forwarder in turn on each connection.
        options: { requests: [SHIPPER, FORWARDER].map((a) => ({ method: 'POST', path: '/api/user/login', headers: FORM, body: loginBody(a) })) },
      },
      {
        name: 'quote search',
        options: { requests: [{ method: 'POST', path: '/api/quote/search', headers: json(shipperToken), body: JSON.stringify(lclShanghaiToLosAngeles()) }] },
      },
      { name: 'shipment list', options: { requests: [{ method: 'POST', path: '/api/shipment/list', headers: json(shipperToken), body: listBody }] } },
      {
        name: 'shipment detail',
        options: { requests: [{ method: 'GET', path: `/api/shipment/${encodeURIComponent(detailId)}`, headers: json(shipperToken) }] },
      },
      {
        name: 'booking confirm',
        options: {
          requests: [{
            method: 'POST',
            path: '/api/booking/confirm',
            // A fresh key and the next quote of the pool for every request: each one books.
            setupRequest: (request) => {
              const n = bookings++;
              return {
                ...request,
                headers: { ...json(shipperToken), 'idempotency-key': `bench-${runId}-${n}` },
                body: bookingBodies[n % bookingBodies.length],
              };
            },
          }],
        },
      },
    ];

    const unknown = ONLY?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
    if (unknown.length) throw new Error(`BENCH_SCENARIOS: no scenario named ${unknown.join(', ')} (${scenarios.map((s) => s.name).join(', ')})`);
    const figures: Figures[] = [];
    for (const scenario of scenarios.filter((s) => !ONLY || ONLY.includes(s.name))) {
      // Searched just before booking: the search scenario's own quotes would otherwise push these out of the store.
      if (scenario.name === 'booking confirm') {
        bookingBodies = await bookingPool(base, shipperToken);
        console.log(`Booking pool: ${bookingBodies.length} quotes from ${BOOKING_SEARCHES} searches`);
      }
      process.stdout.write(`Measuring ${scenario.name} (${WARMUP_SECONDS} s warm-up, ${SECONDS} s, ${CONNECTIONS} connections)… `);
      const result = await measure(base, scenario);
      console.log(`${result.requestsPerSecond} req/s`);
      figures.push(result);
    }
    const loadAfter = loadavg();

    console.log(`\nServer: server/main.ts on Node ${process.version}, ${cpus().length} CPUs; the API runs the embedded backend's`);
    console.log('operations through MSW\'s matcher (getResponse) over the in-memory store, not yet PostgreSQL.');
    console.log(`Load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}.\n`);
    printTable(figures);
    console.log(`\nBudgets (product owner, for PostgreSQL with every rule): list ≥ 2 000 req/s, detail ≥ 6 000 req/s,`);
    console.log(`quote search ≥ 1 000 req/s, p99 ≤ ${P99_BUDGET_MS} ms. Reported, not enforced, until the SQL server answers.`);
    if (server.stderr.length) console.log(`\nThe server wrote ${server.stderr.length} lines to stderr; the first:\n${server.stderr.slice(0, 5).join('\n')}`);

    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(OUT_FILE, `${JSON.stringify({
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      backend: 'embedded backend operations through MSW getResponse over the in-memory store',
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      benchShipments: SHIPMENTS,
      listQuery,
      scenarios: figures,
    }, null, 2)}\n`);
    console.log(`\nWrote ${OUT_FILE}`);
    const saturated = figures.filter((f) => f.timeouts > 0);
    if (saturated.length) console.log(`\nTimed out (no answer within 10 s, the server fell behind) in: ${saturated.map((f) => f.scenario).join(', ')}.`);
    const failed = figures.filter((f) => f.failures > 0);
    if (failed.length) console.log(`\nFailed answers in: ${failed.map((f) => f.scenario).join(', ')}: those figures are not of the work they name.`);
    return failed.length ? 1 : 0;
  } finally {
    await stopServer(server.child);
    if (CPU_PROF_DIR) console.log(`Server CPU profile written to ${CPU_PROF_DIR}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
