/**
 * Shipment list benchmark (`npm run bench:shipments`; docs/decisions/110-shipment-list-screen.md and
 * 111-csv-export.md). Not part of CI.
 *
 * Builds the app (skip with --no-build to measure the dist/ already there), serves dist/ with
 * `vite preview` on a free port, drives Debian's Chromium through playwright-core, signs in as the demo
 * shipper through the sign-in form, opens the shipment list and seeds the embedded backend with bench
 * shipments (`window.__freightMock.seedShipments`, decision 036) until the shipper's company has
 * 10 000. With the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) it measures:
 *
 * - click-to-paint of a filter change (a status checkbox, on and off in turn) and of a sort change
 *   (the Booked date column, one way then the other): from the input event to the second animation
 *   frame after the page first changed (the click's own paint: the control, "Updating the list…", the
 *   dimmed rows). Every filter and sort is a server query, so the time until the new answer's rows are
 *   painted is printed beside it, and so is the embedded backend alone answering the same query
 *   (it runs on the page's main thread);
 * - the CSV export of all 10 000 rows: from the click to the saved file, and the longest task the page
 *   ran meanwhile (a PerformanceObserver for 'longtask').
 *
 * The embedded backend's made-up latency (120–370 ms a call in the browser, mocks/scenarios.ts) is
 * turned off for POST /shipment/list with a 1 ms scenario: the figures are the app's own work and the
 * embedded backend's (which runs on the page's main thread), not a random wait.
 *
 * Prints median, p95, min and max; exits 1 when a click-to-paint p95 is over 100 ms, the export over 2 s, or a long
 * task over 200 ms (or the page cannot be measured).
 *
 * Options: --no-build, --runs=N (default 20, at least 15), --rate=N (CPU slowdown, default 4),
 * --count=N (shipments, default 10000), --dist=DIR (build into and serve DIR instead of dist/, so
 * engineers working side by side do not rebuild each other's), --verbose (every sample).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { STORAGE_KEY } from '../mocks/store/db';

const CLICK_BUDGET_MS = 100;
const EXPORT_BUDGET_MS = 2000;
const LONG_TASK_BUDGET_MS = 200;
const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Math.max(15, Number(option('runs') ?? 20));
const RATE = Number(option('rate') ?? 4);
const COUNT = Number(option('count') ?? 10_000);
const OUT_DIR = option('dist') ?? join(root, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
const fmt = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

/**
 * The in-page probe. `__benchArm()` listens for the next input (capture phase, before React sees it)
 * and resolves with `{ feedback, result }`: milliseconds from that input to the second animation frame
 * after the list area first changed, and after it shows the new answer (not busy, and its range or first
 * row differs from before the input).
 */
async function installProbe(page: Page): Promise<void> {
  // Plain JavaScript text: tsx would otherwise wrap named functions in a helper the page does not have.
  await page.evaluate(`
    window.__benchArm = () => {
      const table = () => document.querySelector('table');
      const range = () => (document.querySelector('.sl-status [role="status"]') || {}).textContent || '';
      const firstRow = () => ((table() && table().querySelector('tbody tr a')) || {}).textContent || '';
      const before = range() + '|' + firstRow();
      window.__benchResult = new Promise((resolve, reject) => {
        const target = document.querySelector('main');
        let start = null;
        let feedback = null;
        const onInput = () => { if (start === null) start = performance.now(); };
        const events = ['keydown', 'pointerdown', 'mousedown', 'click', 'input', 'change'];
        for (const type of events) window.addEventListener(type, onInput, { capture: true });
        const afterPaint = (then) => requestAnimationFrame(() => requestAnimationFrame(() => then(performance.now() - start)));
        const observer = new MutationObserver(() => {
          if (start === null) return;
          if (feedback === null) { feedback = -1; afterPaint((ms) => { feedback = ms; }); }
          const busy = table() && table().getAttribute('aria-busy') === 'true';
          if (busy || range() + '|' + firstRow() === before || !/^Showing/.test(range())) return;
          observer.disconnect();
          for (const type of events) window.removeEventListener(type, onInput, { capture: true });
          afterPaint((ms) => resolve({ feedback: feedback > 0 ? feedback : ms, result: ms }));
        });
        observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => reject(new Error('the list did not show a new answer within 20 s')), 20000);
      });
    };
  `);
}

interface Sample {
  feedback: number;
  result: number;
}

async function measure(page: Page, act: () => Promise<unknown>): Promise<Sample> {
  await page.evaluate('window.__benchArm()');
  await act();
  const sample = await page.evaluate<Sample>('window.__benchResult');
  // Let the page settle so that one run does not spill into the next.
  await page.waitForTimeout(200);
  return sample;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the app (vite build)…');
    await build({ root, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  }
  if (!existsSync(join(OUT_DIR, 'index.html'))) throw new Error(`${OUT_DIR} has no build: run without --no-build`);

  const port = await freePort();
  const server = await preview({ root, build: { outDir: OUT_DIR }, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  const baseURL = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });

    // Sign in as the demo shipper, the way a person does, and wait until the embedded backend has
    // saved the token it issued (so that it still knows it after the next page load).
    await page.goto('/login');
    await page.waitForFunction('navigator.serviceWorker && navigator.serviceWorker.controller != null && "__freightMock" in window', null, { timeout: 20_000 });
    await page.getByLabel('E-mail').fill('shipper@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.getByRole('button', { name: /Sam Shipper/ }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(`(localStorage.getItem(${JSON.stringify(STORAGE_KEY)}) || "").includes(localStorage.getItem("access_token"))`, null, { timeout: 20_000 });

    // The embedded backend adds 120–370 ms of made-up network latency to every call in the browser
    // (mocks/scenarios.ts): a scenario with a 1 ms delay turns it off for the list, so the figures are
    // the app's and the embedded backend's own work, not a random wait.
    await page.evaluate(`localStorage.setItem('freight-mock-scenarios', ${JSON.stringify(JSON.stringify([{ method: 'POST', path: '/shipment/list', delayMs: 1 }]))})`);
    await page.goto('/shipment/list');
    await page.waitForFunction('"__freightMock" in window', null, { timeout: 20_000 });
    const range = page.getByText(/^Showing 1–\d+ of [\d,]+ shipments$/);
    await range.waitFor({ timeout: 30_000 });
    const seeded = /of ([\d,]+) shipments/.exec((await range.textContent()) ?? '')![1]!.replace(/,/g, '');
    // The seed lives in the page's memory (too large for localStorage): no page load from here on.
    const after = await page.evaluate(`window.__freightMock.seedShipments(${COUNT - Number(seeded)})`);
    console.log(`Seeded: ${JSON.stringify(after)}`);
    // The list reads the seeded rows on its next load: sort by booked date one way, then back.
    const bookedDate = page.getByRole('columnheader', { name: /Booked date/ }).getByRole('button');
    await bookedDate.click();
    await page.getByText(`Showing 1–20 of ${COUNT.toLocaleString('en-US')} shipments`).waitFor({ timeout: 60_000 });
    await bookedDate.click();
    const expected = `Showing 1–20 of ${COUNT.toLocaleString('en-US')} shipments`;
    try {
      await page.getByText(expected).waitFor({ timeout: 60_000 });
    } catch (error) {
      const shot = join(tmpdir(), 'bench-shipments-failure.png');
      await page.screenshot({ path: shot });
      console.error(`The list does not say "${expected}"; the page is at ${page.url()} (screenshot: ${shot}).`);
      throw error;
    }
    console.log(`List open: ${expected}`);

    // The filter panel, open once; the controls are found once and clicked through CDP at their
    // coordinates, so no test-driver locator work runs on the page's main thread inside a measured run.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const centre = async (locator: ReturnType<Page['getByRole']>) => {
      await locator.scrollIntoViewIfNeeded();
      const b = await locator.boundingBox();
      if (!b) throw new Error('a control to click is not visible');
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const filter = page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Closed' });
    const filterAt = await centre(filter);
    const clickFilter = () => page.mouse.click(filterAt.x, filterAt.y);
    const sortButton = page.getByRole('columnheader', { name: /Booked date/ }).getByRole('button');
    const sortAt = await centre(sortButton);
    const clickSort = () => page.mouse.click(sortAt.x, sortAt.y);
    // Both controls must stay where they were found: neither moves when the list changes above the table.
    if (Math.abs((await centre(filter)).y - filterAt.y) > 1) throw new Error('the filter moved');

    await installProbe(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });

    // Two unmeasured rounds, so code paths are compiled and caches warm.
    for (let i = 0; i < 2; i += 1) {
      await measure(page, clickFilter);
      await measure(page, clickFilter);
      await measure(page, clickSort);
      await measure(page, clickSort);
    }

    const filterRuns: Sample[] = [];
    const sortRuns: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Narrows the list to one status, then widens it back (an even number of clicks per round).
      filterRuns.push(await measure(page, clickFilter));
      sortRuns.push(await measure(page, clickSort));
    }
    // Leave the list as it opened (all shipments, newest first) for the export.
    if (RUNS % 2 === 1) {
      await measure(page, clickFilter);
      await measure(page, clickSort);
    }
    await page.getByText(expected).waitFor({ timeout: 30_000 });

    // The export of every row, with the long tasks it causes.
    await page.evaluate(`
      window.__longTasks = [];
      window.__longTaskObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); });
      window.__longTaskObserver.observe({ type: 'longtask' });
    `);
    const exportButton = await centre(page.getByRole('button', { name: 'Export CSV' }));
    const started = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.mouse.click(exportButton.x, exportButton.y)]);
    const exportMs = Date.now() - started;
    await page.waitForTimeout(300);
    const longTasks = await page.evaluate<number[]>('window.__longTaskObserver.disconnect(), window.__longTasks');
    // The embedded backend alone (it runs on the page's main thread): the same calls, fetched directly.
    const backend = await page.evaluate<{ filter: number[]; sort: number[]; exportPages: number }>(`(async () => {
      const headers = { Authorization: 'Bearer ' + localStorage.getItem('access_token'), 'Content-Type': 'application/json' };
      const list = async (body) => { const t = performance.now(); await (await fetch('/api/shipment/list', { method: 'POST', headers, body: JSON.stringify(body) })).json(); return performance.now() - t; };
      const query = (conditions, direction, pageNumber = 0, pageSize = 20) => ({ pageNumber, pageSize, queryConditionsType: 'AND', queryConditions: conditions, sort: { property: 'bookedDate', direction } });
      const closed = [{ property: 'status', logicalOperator: 'IS_IN', condition: ['CLOSED'] }];
      const filter = [], sort = [];
      for (let i = 0; i < ${RUNS}; i += 1) {
        filter.push(await list(query(i % 2 ? [] : closed, 'DESC')));
        sort.push(await list(query([], i % 2 ? 'DESC' : 'ASC')));
      }
      const t = performance.now();
      for (let p = 0; p < ${Math.ceil(COUNT / 1000)}; p += 1) await list(query([], 'DESC', p, 1000));
      return { filter, sort, exportPages: performance.now() - t };
    })()`);
    const file = await download.path();
    const lines = file ? (await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'))).trimEnd().split('\r\n').length : 0;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const filterPaint = summary(filterRuns.map((s) => s.feedback));
    const sortPaint = summary(sortRuns.map((s) => s.feedback));
    const filterRows = summary(filterRuns.map((s) => s.result));
    const sortRows = summary(sortRuns.map((s) => s.result));
    const filterBackend = summary(backend.filter);
    const sortBackend = summary(backend.sort);
    const longest = longTasks.length ? Math.max(...longTasks) : 0;
    const line = (label: string, x: ReturnType<typeof summary>) =>
      console.log(`  ${label.padEnd(44)} median ${fmt(x.median)}   p95 ${fmt(x.p95)}   (min ${fmt(x.min)}, max ${fmt(x.max)})`);
    console.log(`\nShipment list of ${COUNT.toLocaleString('en-US')} shipments, CPU slowed ${RATE}x, ${RUNS} runs each:`);
    console.log('  Filter (Status: Closed, on and off)');
    line('click to paint (budget)', filterPaint);
    line('click to the new rows painted', filterRows);
    line('the embedded backend alone, same query', filterBackend);
    console.log('  Sort (Booked date, one way and back)');
    line('click to paint (budget)', sortPaint);
    line('click to the new rows painted', sortRows);
    line('the embedded backend alone, same query', sortBackend);
    console.log(`  CSV export of every row: ${fmt(exportMs)} from the click to the saved file (${lines - 1} rows + header, ${download.suggestedFilename()})`);
    console.log(`    the embedded backend alone, the same ${Math.ceil(COUNT / 1000)} pages of 1 000: ${fmt(backend.exportPages)}`);
    console.log(`    long tasks during the export: ${longTasks.length}, longest ${fmt(longest)}`);
    if (args.includes('--verbose')) {
      console.log(`  filter, new rows (ms): ${filterRuns.map((s) => s.result.toFixed(0)).join(' ')}`);
      console.log(`  sort, new rows (ms):   ${sortRuns.map((s) => s.result.toFixed(0)).join(' ')}`);
      console.log(`  long tasks (ms):       ${longTasks.map((n) => n.toFixed(0)).join(' ')}`);
    }
    if (problems.length) console.log(`\nThe page reported problems:\n${problems.join('\n')}`);

    const failures = [
      filterPaint.p95 > CLICK_BUDGET_MS ? `filter click-to-paint p95 over ${CLICK_BUDGET_MS} ms` : null,
      sortPaint.p95 > CLICK_BUDGET_MS ? `sort click-to-paint p95 over ${CLICK_BUDGET_MS} ms` : null,
      exportMs > EXPORT_BUDGET_MS ? `export over ${EXPORT_BUDGET_MS} ms` : null,
      longest > LONG_TASK_BUDGET_MS ? `a long task over ${LONG_TASK_BUDGET_MS} ms during the export` : null,
      lines - 1 !== COUNT ? `the CSV has ${lines - 1} rows, not ${COUNT}` : null,
    ].filter(Boolean);
    console.log(failures.length ? `\nOVER BUDGET: ${failures.join('; ')}.` : '\nWithin budget.');
    await context.close();
    return failures.length ? 1 : 0;
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
