/**
 * Quote Result benchmark (`npm run bench:quotes`; docs/decisions/087-bench-quotes.md).
 *
 * Builds the app (skip with --no-build to measure the dist/ already there), serves dist/ with
 * `vite preview` on a free port, drives Debian's Chromium through playwright-core, signs in as the demo
 * shipper through the sign-in form, and opens the result page of the embedded backend's benchmark lane,
 * which answers 1 000 quotes. With the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) it measures
 * click-to-paint for changing the sort and for a filter: from the input event to the second animation
 * frame after a MutationObserver sees the list change (that frame starts after the change was painted).
 * Prints median and p95 of each; exits 1 when any of them is over 100 ms (or the page cannot be measured).
 *
 * Options: --no-build, --runs=N (default 20, at least 15), --rate=N (CPU slowdown, default 4), --verbose (every sample).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { quoteResultPath, type QuoteSearch } from '../machines/quote-search/quote-search.codec';
import { BENCH_LANE_ZIP, BENCH_QUOTE_COUNT } from '../domain/pricing';
import { STORAGE_KEY as MOCK_DB_KEY } from '../mocks/store/db';

const BUDGET_MS = 100;
const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Math.max(15, Number(option('runs') ?? 20));
const RATE = Number(option('rate') ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The benchmark lane: a door in Shenzhen with the zip BENCH1000, by LCL to the port of Los Angeles. */
function benchSearch(): QuoteSearch {
  const readyDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    origin: { type: 'DOOR', country: 'CN', city: 'Shenzhen', code: BENCH_LANE_ZIP, residential: false, cargoReadyDate: readyDate },
    destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
    mode: 'LCL',
    cargo: {
      mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
      packages: [{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 350 }],
    },
    customs: { bond: 'NONE', isf: false, ior: false },
    services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), min: sorted[0]!, max: sorted[sorted.length - 1]! };
};

/**
 * Installs the in-page probe: `__benchArm()` starts listening for the next input (key or pointer
 * down, click, input or change, in the capture phase, so before React handles it) and resolves with the milliseconds from
 * that input to the second animation frame after the quote list's DOM changed.
 */
async function installProbe(page: Page): Promise<void> {
  // Plain JavaScript text: tsx would otherwise wrap named functions in a helper the page does not have.
  await page.evaluate(`
    window.__benchArm = () => {
      window.__benchResult = new Promise((resolve, reject) => {
        const target = document.querySelector('section[aria-labelledby="quote-list-heading"]');
        if (!target) { reject(new Error('the quote list is not on the page')); return; }
        let start = null;
        const onInput = () => { if (start === null) start = performance.now(); };
        const events = ['keydown', 'pointerdown', 'mousedown', 'click', 'input', 'change'];
        for (const type of events) window.addEventListener(type, onInput, { capture: true });
        const observer = new MutationObserver(() => {
          window.__benchDom = performance.now() - start;
          observer.disconnect();
          for (const type of events) window.removeEventListener(type, onInput, { capture: true });
          requestAnimationFrame(() => requestAnimationFrame(() => {
            if (start === null) reject(new Error('the list changed before any input'));
            else resolve(performance.now() - start);
          }));
        });
        observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => reject(new Error('the list did not change within 10 s')), 10000);
      });
    };
  `);
}

/** Per run, the part of the time until the DOM had changed (the rest is style, layout, paint and the frame). */
const domTimes: number[] = [];

async function measure(page: Page, act: () => Promise<unknown>): Promise<number> {
  await page.evaluate('window.__benchArm()');
  await act();
  const ms = await page.evaluate<number>('window.__benchResult');
  domTimes.push(await page.evaluate<number>('window.__benchDom'));
  // Let the page settle (idle callbacks, the store save) so one run does not spill into the next.
  await page.waitForTimeout(150);
  return ms;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the app (vite build)…');
    await build({ root, logLevel: 'warn' });
  }
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run without --no-build');

  const port = await freePort();
  const server = await preview({ root, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  const baseURL = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });

    // Sign in as the demo shipper, the way a person does.
    await page.goto('/login');
    await page.waitForFunction('navigator.serviceWorker && navigator.serviceWorker.controller != null', null, { timeout: 20_000 });
    await page.getByLabel('E-mail').fill('shipper@example.com');
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    // The session is stored once the signed-in shell shows: only then can a new page load start signed in.
    await page.getByRole('button', { name: /Sam Shipper/ }).waitFor({ timeout: 20_000 });
    // ... and once the embedded backend saved the token it issued, so that it still knows it after a page load.
    await page.waitForFunction(`(localStorage.getItem(${JSON.stringify(MOCK_DB_KEY)}) || "").includes(localStorage.getItem("access_token"))`, null, { timeout: 20_000 });

    if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
    if (process.env.BENCH_DEBUG) page.on('response', (r) => { if (r.url().includes('/api/')) console.log('response', r.status(), r.url().slice(0, 100)); });
    if (process.env.BENCH_DEBUG) console.log('db has tokens:', await page.evaluate(`(localStorage.getItem(${JSON.stringify(MOCK_DB_KEY)}) || "").length`));
    // The benchmark lane's result page: 1 000 quotes.
    await page.goto(quoteResultPath(benchSearch()));
    try {
      await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor({ timeout: 60_000 });
    } catch (error) {
      const shot = join(tmpdir(), 'bench-quotes-failure.png');
      await page.screenshot({ path: shot });
      console.error(`The result list did not show; the page is at ${page.url()} (screenshot: ${shot}).`);
      throw error;
    }
    const count = await page.getByText(/^Showing 1–\d+ of [\d,]+ quotes/).textContent({ timeout: 10_000 });
    const total = Number(/of ([\d,]+) quotes/.exec(count ?? '')?.[1]?.replace(/,/g, ''));
    if (total !== BENCH_QUOTE_COUNT) throw new Error(`expected ${BENCH_QUOTE_COUNT} quotes, the page says: ${count}`);
    console.log(`Result page open: ${count}`);
    await installProbe(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });

    // Input goes in as a person's would, through the browser's input pipeline (CDP), at a control found
    // once: no locator work of the test driver runs on the page's main thread inside a measured run.
    // The sort changes through the two views, Quickest and Cheapest, clicked in turn.
    const centre = async (locator: ReturnType<Page['getByRole']>) => {
      const b = await locator.boundingBox();
      if (!b) throw new Error('a control to click is not visible');
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const views = [await centre(page.getByRole('button', { name: 'Quickest', exact: true })), await centre(page.getByRole('button', { name: 'Cheapest', exact: true }))];
    let viewIndex = 0;
    const nextSort = async () => {
      const at = views[viewIndex % 2]!;
      viewIndex += 1;
      await page.mouse.click(at.x, at.y);
    };
    const filter = page.getByRole('group', { name: 'Forwarder' }).getByRole('checkbox').first();
    const filterName = (await filter.locator('xpath=..').textContent()) ?? '';
    const filterAt = await centre(filter);
    const clickFilter = () => page.mouse.click(filterAt.x, filterAt.y);

    // Two unmeasured rounds so code paths are compiled and caches warm, as for a person on their second click.
    for (let i = 0; i < 2; i += 1) {
      await measure(page, nextSort);
      await measure(page, clickFilter);
    }
    await page.waitForTimeout(200);

    if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
    domTimes.length = 0;
    const sortRuns: number[] = [];
    const filterRuns: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Each run switches to the other view: sorted by transit time, then by price.
      sortRuns.push(await measure(page, nextSort));
      // Alternately narrows the list to one forwarder and widens it again.
      filterRuns.push(await measure(page, clickFilter));
    }
    if (process.env.BENCH_TRACE) await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const sort = summary(sortRuns);
    const filt = summary(filterRuns);
    const fmt = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
    console.log(`\nClick-to-paint on the result list of ${BENCH_QUOTE_COUNT} quotes, CPU slowed ${RATE}x, ${RUNS} runs each:`);
    console.log(`  change the sort (view)         median ${fmt(sort.median)}   p95 ${fmt(sort.p95)}   (min ${fmt(sort.min)}, max ${fmt(sort.max)})`);
    console.log(`  toggle a filter (${filterName.trim()})`);
    console.log(`                                median ${fmt(filt.median)}   p95 ${fmt(filt.p95)}   (min ${fmt(filt.min)}, max ${fmt(filt.max)})`);
    if (args.includes('--verbose')) {
      console.log(`  sort runs (ms):   ${sortRuns.map((n) => n.toFixed(0)).join(' ')}`);
      console.log(`  filter runs (ms): ${filterRuns.map((n) => n.toFixed(0)).join(' ')}`);
      console.log(`  of which until the DOM changed (ms), sort: ${domTimes.filter((_, i) => i % 2 === 0).map((n) => n.toFixed(0)).join(' ')}`);
      console.log(`                                  filter: ${domTimes.filter((_, i) => i % 2 === 1).map((n) => n.toFixed(0)).join(' ')}`);
    }
    // Reported, not judged: the budget is about speed; the browser tests judge the page's health.
    if (problems.length) console.log(`\nThe page reported problems:\n${problems.join('\n')}`);
    const over = [sort.median, sort.p95, filt.median, filt.p95].some((n) => n > BUDGET_MS);
    console.log(over ? `\nOVER BUDGET: every median and p95 must be at most ${BUDGET_MS} ms.` : `\nWithin budget (${BUDGET_MS} ms).`);
    await context.close();
    return over ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
