/**
 * Lighthouse benchmark (`npm run bench:lighthouse`; not part of `npm test`): runs Lighthouse's
 * performance audit with the mobile and the desktop preset, three runs each, on /login and, signed in
 * as the shipper, Find Quote (/) and the Shipment List, in Debian's Chromium started by chrome-launcher.
 * Prints the median run's score, LCP, TBT and CLS per page and preset, and what Lighthouse blames on a
 * page below budget. Budgets (the issue): mobile score ≥ 90, desktop 100; exits 1 below. docs/decisions/195.
 *
 * By default it measures what `npm start` serves: the server-mode build (dist-server/, no MSW in the
 * page) behind the Node server (server/main.ts, started as a child process). LH_BACKEND=embedded
 * measures the demo instead: the embedded build (dist/) with `vite preview`, MSW in the page.
 *
 *   LH_DIST=/tmp/dist-x LH_PORT=4394 LH_RUNS=3 LH_BACKEND=server npx tsx scripts/bench-lighthouse.ts
 *
 * LH_JSON=/tmp/lh-json writes each median run's full report there (`<preset>-<page>.json`), to read
 * audits such as bootup-time, mainthread-work-breakdown or critical-request-chains.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = join(import.meta.dirname, '..');
const embedded = process.env.LH_BACKEND === 'embedded';
const outDir = process.env.LH_DIST ?? join(root, embedded ? 'dist' : 'dist-server');
const port = Number(process.env.LH_PORT ?? 4339);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const JSON_DIR = process.env.LH_JSON;
const BUDGET = { mobile: 90, desktop: 100 } as const;
// The browser tests' flags (tests/e2e/harness.ts), headless.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

// LH_PAGES=/login,/shipment/list narrows the run.
const ONLY = process.env.LH_PAGES?.split(',');
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: 'Find Quote (/)', path: '/', signedIn: true },
  { name: 'Shipment List', path: '/shipment/list', signedIn: true },
] as const;
// LH_PRESETS=desktop narrows the run.
const PRESETS = ([{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }] as { name: keyof typeof BUDGET; config?: Config }[]).filter(
  (p) => !process.env.LH_PRESETS || process.env.LH_PRESETS.split(',').includes(p.name),
);

/** The Node server of `npm start`, on `port`, until stopped. */
async function startNodeServer(): Promise<{ close: () => Promise<void> }> {
  // A database of its own, seeded on start and removed after: never the repository's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port), DIST_DIR: outDir, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const server = embedded
  ? await preview({ root, build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' })
  : await startNodeServer();
const base = `http://127.0.0.1:${port}`;
const chrome = await launchChrome({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
// The same Chromium, driven by playwright-core to sign in: the session (tokens in localStorage) is then
// there for Lighthouse, which keeps storage for the signed-in pages.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0]!;

async function signIn() {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  if (embedded) await page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__freightMock' in window, null, { timeout: 30_000 });
  await page.getByLabel('E-mail').fill('shipper@example.com', { timeout: 30_000 }).catch(async (error: unknown) => {
    throw new Error(`Sign In did not show at ${page.url()}: ${(await page.textContent('body'))?.slice(0, 200)}`, { cause: error });
  });
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await page.close();
}

/** Forgets the session before a signed-out run (Lighthouse's own storage reset keeps localStorage here). */
async function signOut() {
  const page = await context.newPage();
  // Any page of the origin that does not start the app.
  await page.goto(`${base}/${embedded ? 'mockServiceWorker.js' : 'api/'}`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.close();
}

/** Empties the HTTP cache, keeping storage: every run is a first load of the code. */
async function clearCache() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

async function run(url: string, preset: (typeof PRESETS)[number], signedIn: boolean): Promise<RunnerResult> {
  if (signedIn) await clearCache();
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed out, Lighthouse clears the site's storage (and the service worker) as a first visit would;
    // signed in it must keep the tokens, and the cache was emptied above.
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(url, flags, preset.config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

const ms = (lhr: RunnerResult['lhr'], id: string) => lhr.audits[id]?.numericValue ?? NaN;
const rows: string[] = [];
let failed = false;
let signedIn = false;
try {
  for (const preset of PRESETS) {
    for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
      const lhrs: RunnerResult['lhr'][] = [];
      for (let i = 0; i < RUNS; i++) {
        // A signed-out run clears the site's storage; the signed-in runs keep it: one sign-in after it.
        if (page.signedIn && !signedIn) await signIn();
        if (!page.signedIn && signedIn) await signOut();
        signedIn = page.signedIn;
        const { lhr } = await run(`${base}${page.path}`, preset, page.signedIn);
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
        lhrs.push(lhr);
      }
      const median: RunnerResult['lhr'] = computeMedianRun(lhrs);
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        writeFileSync(join(JSON_DIR, `${preset.name}-${page.path.replace(/\W+/g, '_')}.json`), JSON.stringify(median));
      }
      const score = Math.round((median.categories.performance?.score ?? 0) * 100);
      const under = score < BUDGET[preset.name];
      failed ||= under;
      const row = `${preset.name.padEnd(8)} ${page.name.padEnd(16)} score ${String(score).padStart(3)}  LCP ${(ms(median, 'largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${ms(median, 'total-blocking-time').toFixed(0).padStart(4)} ms  CLS ${ms(median, 'cumulative-layout-shift').toFixed(3)}  (runs: ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join(', ')})${under ? `  UNDER BUDGET (${BUDGET[preset.name]})` : ''}`;
      console.log(row);
      rows.push(row);
      if (under) {
        // What Lighthouse blames: the opportunities and diagnostics that cost the most.
        const blamed = Object.values(median.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'))
          .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
          .slice(0, 6);
        for (const a of blamed) console.log(`    ${a.id}: ${a.displayValue ?? ''} ${a.title}`);
      }
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  await server.close();
}
console.log(`\nLighthouse (median of ${RUNS}):\n${rows.join('\n')}\nBudget: mobile ≥ ${BUDGET.mobile}, desktop ${BUDGET.desktop}: ${failed ? 'FAILED' : 'ok'}`);
process.exit(failed ? 1 : 0);
