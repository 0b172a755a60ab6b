/**
 * Server benchmark (`npm run bench:server`; docs/decisions/202-server-benchmark.md). Not part of CI.
 *
 * Runs the same scenarios once per database, in one run: first PGlite in a fresh temporary DATA_DIR
 * (removed after), then PostgreSQL 15 in a throwaway cluster (tests/server/postgres-cluster.ts, fsync off,
 * on tmpfs; stopped and removed after). Neither ever touches the repository's ./data, and a DATABASE_URL or
 * DATA_DIR in the environment is not passed on. For each, it starts the production server
 * (`server/main.ts`) in a child process, so the load generator does not share its event loop, with
 * BENCH_SEED_SHIPMENTS so the demo shipper's company has 10 000 more shipments (seeded and written to the
 * new database before the server listens: the start is timed and printed). Then, over HTTP only (it runs
 * unchanged against any server that answers the contract), autocannon drives each scenario with 50
 * connections for 10 s after an unmeasured 2 s warm-up:
 *
 * 1. sign in (POST /api/user/login, form body; the demo shipper and forwarder in turn);
 * 2. quote search (POST /api/quote/search, the "normal" LCL Shanghai → Los Angeles search);
 * 3. the shipment list as its page asks for it: filtered by status, newest booking first, 20 rows;
 * 4. one shipment's detail (GET /api/shipment/{id});
 * 3b, 4b. the same list a page further on each request, through all its pages, and the detail of the next of
 *    1 000 shipments on each request: the list and the detail remember their recent answers (decision 202),
 *    so 3 and 4 measure a repeat and these what a request that is no repeat costs;
 * 5. booking confirm (POST /api/booking/confirm): each request a fresh Idempotency-Key and the next
 *    quote of a pool from several searches, so every request books (none is a replay or a repeat).
 *
 * An error is a connection error, a timeout or an answer that is not a success envelope (an HTTP error
 * or `success: false`). Prints, per database, requests/s (mean of the per-second counts), p50 and p99
 * latency and the errors per scenario, the PostgreSQL table beside the product owner's budgets, and writes
 * both to .bench/server.json. A first row, the app's index.html from the same server, is a reference for
 * what the machine gives at that moment (other work on it shows there first); it has no budget.
 * Exits 1 when an answer was a failure, a connection broke or a database's run could not start (the
 * figures would not be of the work they name); a timeout is the server falling behind, counted as an
 * error and not a reason to stop. Budgets are reported, not enforced.
 *
 * Environment: BENCH_DATABASES ("pglite,postgres", the order they run in), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_SHIPMENTS (10000), DIST_DIR (dist/, or a build
 * made into /tmp/dist-bench when dist/ has none: the server refuses to start without one),
 * BENCH_CPU_PROF=<dir> (the server runs with `node --cpu-prof` and writes its profile into <dir>/<database>
 * when it stops), BENCH_SCENARIOS (comma-separated names, to run only those, e.g.
 * "sign in,shipment list").
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildPagedQuery } from '../machines/paged-list.machine';
import { SHIPMENT_LIST_INITIAL, SHIPMENT_LIST_SPEC, type ShipmentStatus } from '../machines/shipment-list';
import { airShenzhenToOnt8, bookingBody, fclNingboToHamburg, lclShanghaiToLosAngeles, type QuoteSearch } from '../tests/mocks/quote/quote-fixtures';
import { startPostgres } from '../tests/server/postgres-cluster';

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
// A new database is created, migrated, seeded and given the bench shipments before the server listens
// (with 10 000: 18 s on PGlite, 16 s on PostgreSQL at load average 6): slow on a busy machine, not a failure.
const START_TIMEOUT_MS = 300_000;

const DATABASE_NAMES = ['pglite', 'postgres'] as const;
type DatabaseName = (typeof DATABASE_NAMES)[number];
const DATABASE_TITLES: Record<DatabaseName, string> = {
  pglite: 'PGlite (in the server process, a new temporary DATA_DIR)',
  postgres: 'PostgreSQL 15 (a throwaway local cluster, fsync off)',
};
const DATABASES = parseDatabases(env.BENCH_DATABASES ?? DATABASE_NAMES.join(','));

const SHIPPER = { email: 'shipper@example.com', password: 'Passw0rd!' };
const FORWARDER = { email: 'forwarder@example.com', password: 'Passw0rd!' };
/** What the Shipment List page is filtered by here: the shipments on their way, after booking and before delivery. */
const LIST_STATUSES: ShipmentStatus[] = ['SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED'];
/** Distinct searches whose quotes the booking scenario books in turn. */
const BOOKING_SEARCHES = 24;

/** The product owner's budgets, for PostgreSQL with every rule; the p99 applies to every scenario. */
const P99_BUDGET_MS = 50;
const RPS_BUDGETS: Partial<Record<ScenarioName, number>> = { 'quote search': 1000, 'shipment list': 2000, 'shipment detail': 6000 };

const SCENARIO_NAMES = [
  'reference: index.html', 'sign in', 'quote search', 'shipment list', 'shipment list (every page)', 'shipment detail',
  'shipment detail (1 000 shipments)', 'booking confirm',
] as const;
type ScenarioName = (typeof SCENARIO_NAMES)[number];

interface Figures {
  database: DatabaseName;
  scenario: ScenarioName;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /**
   * Seconds from the end of the measured run until the server answered one more request: the queue the
   * run left (requests still in flight when autocannon stopped are not in its figures).
   */
  backlogSeconds: number;
  errors: number;
  /** Of the errors: answers that were not a success, and broken connections. */
  failures: number;
  /** Of the errors: requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Of the errors: answers with an HTTP status outside 2xx. */
  non2xx: number;
  /** Null for PGlite: the budgets are for PostgreSQL. */
  rpsBudget: number | null;
  /** Null for the reference row, which has no budget, and for PGlite. */
  p99BudgetMs: number | null;
  withinBudget: boolean | null;
}

function parseDatabases(list: string): DatabaseName[] {
  const names = list.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(DATABASE_NAMES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) {
    throw new Error(`BENCH_DATABASES: "${list}" is not a comma-separated list of ${DATABASE_NAMES.join(', ')}`);
  }
  return [...new Set(names)] as DatabaseName[];
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
  /** From the spawn to the line saying it listens: creating, migrating and seeding a new database included. */
  startSeconds: number;
  /** Lines the server wrote to stderr: its own errors. */
  stderr: string[];
}

/** Where a run's server keeps its store, and how to get rid of it after. */
interface BenchDatabase {
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  serverEnv: Record<string, string>;
  release(): Promise<void>;
}

/**
 * A new, empty database for one run. DATA_DIR is always a fresh temporary directory, also for PostgreSQL
 * (the server keeps uploaded files and its lock there): the repository's ./data is never touched.
 */
async function openBenchDatabase(name: DatabaseName): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-server-${name}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  // Ctrl-C ends this process without its finally blocks: 'exit' handlers still run (see the signal handlers below).
  process.on('exit', removeDataDir);
  const release = (more?: () => Promise<void>) => async () => {
    try {
      await more?.();
    } finally {
      removeDataDir();
      process.off('exit', removeDataDir);
    }
  };
  if (name === 'pglite') return { serverEnv: { DATA_DIR: dataDir }, release: release() };
  try {
    const started = performance.now();
    const cluster = await startPostgres();
    console.log(`PostgreSQL cluster ready in ${seconds(performance.now() - started)} s`);
    return { serverEnv: { DATA_DIR: dataDir, DATABASE_URL: cluster.url }, release: release(cluster.stop) };
  } catch (error) {
    await release()();
    throw error;
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Starts server/main.ts on a port the system picks, and resolves once it listens. */
function startServer(dist: string, database: DatabaseName, databaseEnv: Record<string, string>): Promise<RunningServer> {
  const profileDir = CPU_PROF_DIR ? join(CPU_PROF_DIR, database) : null;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // Only the bench's own database: a DATABASE_URL or DATA_DIR of the shell must not receive 10 000 bench rows.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = env;
  const started = performance.now();
  // One node process (tsx as a loader, not its CLI, which would fork another): signals and profiles reach the server itself.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, ...databaseEnv, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dist, BENCH_SEED_SHIPMENTS: String(SHIPMENTS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server must not outlive the bench (Ctrl-C, a thrown error): it would hold the store being removed.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
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
      // Each start-up line with the seconds since the spawn: where a slow start spends its time.
      const at = `[${seconds(performance.now() - started).padStart(5)} s] `;
      process.stdout.write(listening ? chunk : chunk.replace(/^(?=.)/gm, at));
      if (listening) return;
      out += chunk;
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (!url) return;
      listening = true;
      clearTimeout(timer);
      resolvePromise({ url, child, stderr, startSeconds: Number(seconds(performance.now() - started)) });
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

/**
 * The server runs one request at a time, in order (decision 206), and finishes the requests autocannon
 * leaves in flight when it stops: without waiting for them, a scenario's queue is charged to the next
 * (a short run measured 0 req/s everywhere after sign in's). `probe` is one more cheap request; its
 * answer means the queue ahead of it is done. Answers the seconds that took.
 */
/**
 * A GET on a connection of its own: with fetch's pool, a probe on a reused keep-alive socket failed with
 * ECONNRESET after a scenario on PGlite; a new connection per probe did not.
 */
function probeRequest(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const request = httpGet(url, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => {
        if (isSuccess(body)) done();
        else fail(new Error(`GET ${url}: HTTP ${response.statusCode}, ${body.slice(0, 200)}`));
      });
    });
    request.on('error', fail);
  });
}

async function settle(probe: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await probe();
  return Number(seconds(performance.now() - started));
}

async function measure(base: string, database: DatabaseName, scenario: Scenario, probe: () => Promise<unknown>): Promise<Figures> {
  if (WARMUP_SECONDS > 0) {
    await run(base, scenario, WARMUP_SECONDS);
    await settle(probe);
  }
  const result = await run(base, scenario, SECONDS);
  const backlogSeconds = await settle(probe);
  const budgeted = database === 'postgres';
  const rpsBudget = budgeted ? (RPS_BUDGETS[scenario.name] ?? null) : null;
  const p99BudgetMs = budgeted && scenario.name !== 'reference: index.html' ? P99_BUDGET_MS : null;
  const requestsPerSecond = Math.round(result.requests.mean);
  // A non-2xx answer is an envelope saying failure, so it is a mismatch too: counted once.
  const errors = result.errors + result.mismatches;
  const failures = errors - result.timeouts;
  return {
    database,
    scenario: scenario.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    backlogSeconds,
    errors,
    failures,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rpsBudget,
    p99BudgetMs,
    withinBudget: p99BudgetMs === null
      ? null
      : result.requests.total > 0 && errors === 0 && result.latency.p99 <= p99BudgetMs && (rpsBudget === null || requestsPerSecond >= rpsBudget),
  };
}

function printTable(rows: Figures[]): void {
  const header = ['scenario', 'req/s (mean)', 'p50 ms', 'p99 ms', 'backlog s', 'errors', 'budget', ''];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    // autocannon records latency in whole milliseconds.
    String(r.p50Ms),
    String(r.p99Ms),
    r.backlogSeconds.toFixed(1),
    String(r.errors) + (r.timeouts ? ` (${r.timeouts} timed out)` : '') + (r.non2xx ? ` (${r.non2xx} non-2xx)` : ''),
    r.p99BudgetMs === null ? '' : `${r.rpsBudget === null ? '' : `≥ ${r.rpsBudget} req/s, `}p99 ≤ ${r.p99BudgetMs} ms`,
    r.withinBudget === null ? '' : r.withinBudget ? 'within' : 'OVER',
  ]);
  // The budgets are for PostgreSQL: a table without any (PGlite) has no budget columns.
  if (rows.every((r) => r.p99BudgetMs === null)) {
    header.splice(6);
    for (const line of lines) line.splice(6);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 || i >= 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

interface DatabaseRun {
  database: DatabaseName;
  startSeconds: number;
  /** Shipments of the demo shipper's company that the list's status filter matches, and all of them. */
  listMatches: number;
  scenarios: Figures[];
  /** Lines the server wrote to stderr. */
  stderr: string[];
}

/** One database: a new store, the server on it, every scenario, then the server stopped and the store removed. */
async function benchDatabase(database: DatabaseName, dist: string): Promise<DatabaseRun> {
  console.log(`\n== ${DATABASE_TITLES[database]} ==`);
  const store = await openBenchDatabase(database);
  try {
    console.log(`Starting the server (${dist}, ${SHIPMENTS} bench shipments)…`);
    const server = await startServer(dist, database, store.serverEnv);
    console.log(`The server listened ${server.startSeconds} s after its start`);
    try {
      const { listMatches, scenarios } = await runScenarios(server.url, database);
      return { database, startSeconds: server.startSeconds, listMatches, scenarios, stderr: server.stderr };
    } finally {
      await stopServer(server.child);
      if (CPU_PROF_DIR) console.log(`Server CPU profile written to ${join(CPU_PROF_DIR, database)}`);
    }
  } finally {
    await store.release();
  }
}

const LIST_QUERY = buildPagedQuery(
  { pageNumber: 0, pageSize: 20, sort: SHIPMENT_LIST_INITIAL.sort ?? null, search: '', filters: { status: LIST_STATUSES } },
  SHIPMENT_LIST_SPEC,
);

async function runScenarios(base: string, database: DatabaseName): Promise<{ listMatches: number; scenarios: Figures[] }> {
  const shipperToken = await signIn(base, SHIPPER);
  await signIn(base, FORWARDER);

  const listBody = JSON.stringify(LIST_QUERY);
  const page = await call<{ list: { id: string }[]; total: number }>(`${base}/api/shipment/list`, {
    method: 'POST', headers: json(shipperToken), body: listBody,
  });
  const detailId = page.list[0]?.id;
  if (!detailId) throw new Error('the shipment list is empty');
  console.log(`Shipment list: ${page.total} shipments match the status filter; detail of ${detailId}`);

  const probe = () => probeRequest(`${base}/api/shipment/${encodeURIComponent(detailId)}`, json(shipperToken));
  // More pages and shipments than the list and the detail remember, asked in turn: none is a repeat.
  const pages = Math.max(1, Math.ceil(page.total / LIST_QUERY.pageSize));
  const detailIds = (await call<{ list: { id: string }[] }>(`${base}/api/shipment/list`, {
    method: 'POST', headers: json(shipperToken), body: JSON.stringify({ ...LIST_QUERY, pageSize: 1000 }),
  })).list.map((s) => `/api/shipment/${encodeURIComponent(s.id)}`);
  let listRequests = 0;
  let detailRequests = 0;

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
      name: 'shipment list (every page)',
      options: {
        requests: [{
          method: 'POST', path: '/api/shipment/list', headers: json(shipperToken),
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...LIST_QUERY, pageNumber: listRequests++ % pages }) }),
        }],
      },
    },
    {
      name: 'shipment detail',
      options: { requests: [{ method: 'GET', path: `/api/shipment/${encodeURIComponent(detailId)}`, headers: json(shipperToken) }] },
    },
    {
      name: 'shipment detail (1 000 shipments)',
      options: {
        requests: [{
          method: 'GET', headers: json(shipperToken),
          setupRequest: (request) => ({ ...request, path: detailIds[detailRequests++ % detailIds.length] }),
        }],
      },
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

  const figures: Figures[] = [];
  for (const scenario of scenarios.filter((s) => !ONLY || ONLY.includes(s.name))) {
    // Searched just before booking: the search scenario's own quotes would otherwise push these out of the store.
    if (scenario.name === 'booking confirm') {
      bookingBodies = await bookingPool(base, shipperToken);
      console.log(`Booking pool: ${bookingBodies.length} quotes from ${BOOKING_SEARCHES} searches`);
    }
    process.stdout.write(`Measuring ${scenario.name} (${WARMUP_SECONDS} s warm-up, ${SECONDS} s, ${CONNECTIONS} connections)… `);
    const result = await measure(base, database, scenario, probe);
    console.log(`${result.requestsPerSecond} req/s`);
    figures.push(result);
  }
  return { listMatches: page.total, scenarios: figures };
}

const BACKEND = "the contract's operations routed by Hono (decision 208) on the process's working copy of the "
  + 'store, which is kept in SQL: every write committed before its answer (decision 206)';

async function main(): Promise<number> {
  const unknown = ONLY?.filter((name) => !(SCENARIO_NAMES as readonly string[]).includes(name)) ?? [];
  if (unknown.length) throw new Error(`BENCH_SCENARIOS: no scenario named ${unknown.join(', ')} (${SCENARIO_NAMES.join(', ')})`);
  // Ctrl-C or a kill: exit through process.exit so the 'exit' handlers remove the temporary stores.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

  const loadBefore = loadavg();
  const dist = distDir();
  const runs: DatabaseRun[] = [];
  const broken: string[] = [];
  for (const database of DATABASES) {
    try {
      runs.push(await benchDatabase(database, dist));
    } catch (error) {
      // The other database's figures are still worth having: report this one and go on.
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      console.error(`\n${database}: the run stopped: ${error instanceof Error ? error.message : String(error)}${cause}`);
      broken.push(database);
    }
  }
  const loadAfter = loadavg();

  console.log(`\nServer: server/main.ts on Node ${process.version}, ${cpus().length} CPUs; the API runs ${BACKEND}.`);
  console.log(`Load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}.`);
  for (const run of runs) {
    console.log(`\n${DATABASE_TITLES[run.database]}: started in ${run.startSeconds} s with ${SHIPMENTS} bench shipments; `
      + `${run.listMatches} shipments match the list's filter.\n`);
    printTable(run.scenarios);
    if (run.stderr.length) console.log(`\nThe server wrote ${run.stderr.length} lines to stderr; the first:\n${run.stderr.slice(0, 5).join('\n')}`);
  }
  const postgres = runs.find((r) => r.database === 'postgres');
  console.log(`\nBudgets (product owner, for PostgreSQL): list ≥ 2 000 req/s, detail ≥ 6 000 req/s, quote search ≥ 1 000 req/s,`);
  if (postgres) {
    const judged = postgres.scenarios.filter((f) => f.withinBudget !== null);
    const within = judged.filter((f) => f.withinBudget).length;
    console.log(`p99 ≤ ${P99_BUDGET_MS} ms. PostgreSQL: ${within} of ${judged.length} scenarios within. Reported, not enforced.`);
  } else {
    console.log(`p99 ≤ ${P99_BUDGET_MS} ms: not judged, PostgreSQL was not measured in this run.`);
  }

  const figures = runs.flatMap((r) => r.scenarios);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(OUT_FILE, `${JSON.stringify({
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    backend: BACKEND,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    benchShipments: SHIPMENTS,
    listQuery: LIST_QUERY,
    databases: runs.map((r) => ({ database: r.database, description: DATABASE_TITLES[r.database], startSeconds: r.startSeconds, listMatches: r.listMatches })),
    // One row per database and scenario, each naming its database.
    scenarios: figures,
  }, null, 2)}\n`);
  console.log(`\nWrote ${OUT_FILE}`);
  const named = (rows: Figures[]) => rows.map((f) => `${f.scenario} (${f.database})`).join(', ');
  const saturated = figures.filter((f) => f.timeouts > 0);
  if (saturated.length) console.log(`\nTimed out (no answer within 10 s, the server fell behind) in: ${named(saturated)}.`);
  const failed = figures.filter((f) => f.failures > 0);
  if (failed.length) console.log(`\nFailed answers in: ${named(failed)}: those figures are not of the work they name.`);
  if (broken.length) console.log(`\nNo figures for: ${broken.join(', ')} (the run stopped, see above).`);
  return failed.length || broken.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
