/**
 * Browser tests: serves the production build (dist/, built by `npm run test:e2e`) with `vite preview`
 * (server-mode.e2e.ts starts the Node server itself, over dist-server/),
 * then runs tests/e2e/*.e2e.ts with Node's test runner, two files at a time (E2E_CONCURRENCY), each file
 * with its own Debian Chromium driven by playwright-core. The embedded backend runs in the page as a
 * service worker, so files share nothing but the server.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const resultsDir = process.env.TEST_RESULTS_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-'));
const tapFile = join(resultsDir, 'e2e.tap');

function runFiles(files: string[], tap: string): Promise<number> {
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`];
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${process.env.E2E_CONCURRENCY ?? 2}`, ...reporters, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl },
  });
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

/** The files of the failed tests in a TAP report (Node writes each failure's location). */
function failedFiles(tap: string): string[] {
  const files = new Set<string>();
  for (const block of tap.split(/^(?=not ok |ok )/m).filter((b) => b.startsWith('not ok '))) {
    const location = /location: '([^']+?\.e2e\.ts):\d+:\d+'/.exec(block)?.[1];
    if (location) files.add(join('tests/e2e', location.split('/').pop()!));
  }
  return [...files];
}

let code = await runFiles(selected, tapFile);
// A browser test that fails once in a file of a few tests may be timing on a loaded machine: the files
// that failed run once more, alone. A second failure fails the run; a pass is reported as FLAKY, by
// name, in the output and the TAP summary, to be mended rather than forgotten. Many failures are a
// broken build, not timing: no retry then.
const failed = code === 0 ? [] : failedFiles(readFileSync(tapFile, 'utf8'));
if (failed.length > 0 && failed.length <= 3 && process.env.E2E_RETRY !== '0') {
  console.log(`\n=== browser tests: retrying once, alone, the files that failed: ${failed.join(', ')}`);
  const retryTap = join(resultsDir, 'e2e-retry.tap');
  code = await runFiles(failed, retryTap);
  if (code === 0) {
    const first = readFileSync(tapFile, 'utf8');
    const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(first)?.[1] ?? 0);
    const passed = count('pass') + count('fail');
    writeFileSync(tapFile, `${first.replace(/^# pass \d+$/m, `# pass ${passed}`).replace(/^# fail \d+$/m, '# fail 0')}# flaky (failed, then passed alone): ${failed.join(', ')}\n`);
    console.log(`\nFLAKY: ${failed.join(', ')} failed in the full run and passed alone; see the first failure above.`);
  }
}
await server.close();
process.exit(code);
