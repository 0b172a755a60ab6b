/**
 * Size benchmark (run after `vite build`, see `npm run bench:size`): for each route, the JavaScript and CSS a
 * first visit downloads — the entry, the app root, the route's layouts and page, and everything they import
 * statically — in gzip and brotli; then every lazy chunk. The embedded backend (MSW and mocks) is its own lazy
 * chunk and is reported apart: a real deployment does not load it.
 * Budget: the entry's first load and /login's first load at most 180 KiB gzip; exits 1 above.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const BUDGET_KIB = 180;
const root = join(import.meta.dirname, '..');
// BENCH_DIST measures another build folder (engineers working side by side build into their own).
const dist = process.env.BENCH_DIST ?? join(root, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json missing: run vite build first');
  process.exit(1);
}
interface Chunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Source modules each route needs on first load, beyond the entry and the app root (src/app/render-app.tsx). */
const ROUTES: Record<string, string[]> = {
  '/login': ['src/features/auth/login.layout.tsx', 'src/features/auth/sign-in.page.tsx'],
  '/login/sign-up': ['src/features/auth/login.layout.tsx', 'src/features/auth/sign-up.page.tsx'],
  '/ (find quote)': ['src/features/shell/app.layout.tsx', 'src/features/quote/find-quote.page.tsx'],
  '/quote-result': ['src/features/shell/app.layout.tsx', 'src/features/quote/quote-result.page.tsx'],
  '/booking-confirm': ['src/features/shell/app.layout.tsx', 'src/features/quote/booking-confirm.page.tsx'],
  '/shipment/list': ['src/features/shell/app.layout.tsx', 'src/features/shipment/shipment-list.page.tsx'],
  '/dashboard': ['src/features/shell/app.layout.tsx', 'src/features/dashboard/dashboard.page.tsx'],
};
const BUDGETED = ['entry', '/login'];

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function size(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(join(dist, file));
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
    sizes.set(file, s);
  }
  return s;
}

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build: ${key}`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
function files(keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}
const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
const sum = (list: string[], k: 'gzip' | 'brotli' | 'raw') => list.reduce((t, f) => t + size(f)[k], 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in manifest');
const appRoot = 'src/app/render-app.tsx';
const base = [entryKey, ...(manifest[appRoot] ? [appRoot] : [])];

const rows: { name: string; js: string[]; css: string[] }[] = [{ name: 'entry', ...files(closure(base)) }];
for (const [route, modules] of Object.entries(ROUTES)) {
  const present = modules.filter((m) => manifest[m]);
  if (present.length < modules.length) {
    console.log(`(skipped ${route}: ${modules.filter((m) => !manifest[m]).join(', ')} not built)`);
    continue;
  }
  rows.push({ name: route, ...files(closure([...base, ...present])) });
}

console.log('\nFirst load per route (KiB)            JS gzip  JS brotli  CSS gzip  CSS brotli');
let failed = false;
for (const row of rows) {
  const jsGzip = sum(row.js, 'gzip');
  const over = BUDGETED.includes(row.name) && jsGzip + sum(row.css, 'gzip') > BUDGET_KIB * 1024;
  failed ||= over;
  console.log(`${row.name.padEnd(36)} ${kib(jsGzip)}  ${kib(sum(row.js, 'brotli'))}  ${kib(sum(row.css, 'gzip'))}  ${kib(sum(row.css, 'brotli'))}${over ? `  OVER BUDGET (${BUDGET_KIB} KiB)` : ''}`);
}

console.log('\nLazy chunks (KiB)                          gzip   brotli');
for (const [key, chunk] of Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).sort(([a], [b]) => a.localeCompare(b))) {
  const s = size(chunk.file);
  const tag = key.startsWith('mocks/') ? '  (embedded backend)' : '';
  console.log(`${key.padEnd(40)} ${kib(s.gzip)}  ${kib(s.brotli)}${tag}`);
}
// The dashboard's heavy libraries (docs/decisions/146): ApexCharts and the world map's shapes must be in
// the chunks the dashboard page loads on demand, and in no other chunk.
const DASHBOARD_PAGE = 'src/features/dashboard/dashboard.page.tsx';
const HEAVY = [
  // Strings that survive minification: ApexCharts' own class name and the atlas's object.
  { name: 'ApexCharts', marker: 'apexcharts-canvas' },
  { name: 'world-atlas shapes', marker: '"countries":{"type":"GeometryCollection"' },
];
if (manifest[DASHBOARD_PAGE]) {
  const own = new Set((manifest[DASHBOARD_PAGE]!.dynamicImports ?? []).flatMap((k) => [...closure([k])]).filter((k) => !closure([...base, DASHBOARD_PAGE]).has(k)));
  const ownFiles = new Set([...own].map((k) => manifest[k]!.file));
  console.log('\nDashboard chunks (KiB)                     gzip   brotli');
  for (const file of [...ownFiles].sort()) console.log(`${file.padEnd(40)} ${kib(size(file).gzip)}  ${kib(size(file).brotli)}`);
  const allFiles = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  for (const { name, marker } of HEAVY) {
    const holders = [...allFiles].filter((f) => readFileSync(join(dist, f), 'utf8').includes(marker));
    const stray = holders.filter((f) => !ownFiles.has(f));
    failed ||= stray.length > 0 || holders.length === 0;
    console.log(`${name}: in ${holders.join(', ') || 'no chunk (marker not found)'}${stray.length ? `  OUTSIDE THE DASHBOARD'S CHUNKS: ${stray.join(', ')}` : ''}`);
  }
}
console.log(`\nBudget: entry and /login first load ≤ ${BUDGET_KIB} KiB gzip: ${failed ? 'FAILED' : 'ok'}`);
process.exit(failed ? 1 : 0);
