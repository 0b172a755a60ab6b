/**
 * `npm test`: every gate, in order, the short ones side by side, stopping after the first group that fails:
 * the contract check, typecheck and lint; Vitest (unit, machine, model-based, view, contract, server); the
 * model coverage figures and the two production builds (the embedded backend's, and server mode's); the
 * browser tests against those builds (server mode's behind the Node server). Ends with one plain line
 * "tests: N passed, N failed" for CI.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}
// Steps in a group run side by side, each printed whole when it ends: the checks and the builds are each
// one process on one core, and CI has two. The groups run in order.
const groups: Step[][] = [
  [
    { name: 'contract check (lint + generated types fresh)', cmd: ['npx', 'tsx', 'scripts/openapi-build.ts', '--check'] },
    { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  ],
  [{ name: 'vitest', cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'vitest.json')}`] }],
  [
    // Reads the figures the model tests just wrote in the vitest step: they do not run twice.
    { name: 'model coverage', cmd: ['npx', 'tsx', 'scripts/test-model.ts', '--report-only'] },
    { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
    // The app as `npm start` serves it, without the embedded backend, for the browser tests of server mode.
    { name: 'build (server mode)', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-server'], env: { VITE_EMBEDDED_BACKEND: 'off' } },
  ],
  [{ name: 'browser tests (Chromium)', cmd: ['npx', 'tsx', 'tests/e2e/run.ts'] }],
];

let passed = 0;
let failed = 0;
function count() {
  const vitest = join(out, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += (r.numFailedTests ?? 0) + (r.numTotalTestSuites && r.success === false && !r.numFailedTests ? 1 : 0);
  }
  const tap = join(out, 'e2e.tap');
  if (existsSync(tap)) {
    const text = readFileSync(tap, 'utf8');
    passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
    failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  }
}

function run(step: Step, alone: boolean): Promise<{ step: Step; status: number; seconds: number; output: string }> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${step.name}`);
  const [cmd, ...args] = step.cmd as [string, ...string[]];
  const child = spawn(cmd, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env, TEST_RESULTS_DIR: out } });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ step, status: code ?? 1, seconds: (Date.now() - started) / 1000, output })),
  );
}

let exitCode = 0;
for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  let stop = false;
  for (const { step, status, seconds, output } of results) {
    if (group.length > 1) process.stdout.write(`\n=== ${step.name}\n${output}`);
    console.log(`=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    if (status === 0) continue;
    exitCode = status;
    if (!['vitest', 'browser tests (Chromium)'].includes(step.name)) failed += 1;
    // Coverage below 100 % says nothing about whether the app works: the browser tests still run.
    if (step.name !== 'model coverage') stop = true;
  }
  if (stop) break;
}
count();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
