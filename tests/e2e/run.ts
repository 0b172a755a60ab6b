/**
 * Browser tests: serves the production build (dist/, built by `npm run test:e2e`) with `vite preview`
 * (server-mode.e2e.ts starts the Node server itself, over dist-server/),
 * then runs tests/e2e/*.e2e.ts with Node's test runner, two files at a time (E2E_CONCURRENCY), each file
 * with its own Debian Chromium driven by playwright-core. The embedded backend runs in the page as a
 * service worker, so files share nothing but the server.
 */
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

const root = join(import.meta.dirname, '../..');
// E2E_DIST serves another build folder, so engineers working side by side do not rebuild each other's dist/.
const outDir = process.env.E2E_DIST ?? join(root, 'dist');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`${outDir} has no build: run \`vite build\` first (npm run test:e2e does).`);
  process.exit(1);
}

const server = await preview({ root, build: { outDir }, preview: { port: Number(process.env.E2E_PORT ?? 4319), strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://127.0.0.1:4319';

const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.e2e.ts')).sort().map((f) => join('tests/e2e', f));
const only = process.argv.slice(2);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;

const resultsDir = process.env.TEST_RESULTS_DIR;
const reporters = resultsDir
  ? ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${join(resultsDir, 'e2e.tap')}`]
  : ['--test-reporter=spec'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${process.env.E2E_CONCURRENCY ?? 2}`, ...reporters, ...selected], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl },
});
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await server.close();
process.exit(code);
