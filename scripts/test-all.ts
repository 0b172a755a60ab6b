/**
 * `npm test`: every gate, in order, stopping at the first that fails — the contract check, typecheck
 * and lint (side by side), Vitest (unit, machine, model-based, view, contract, server), the model coverage figures, and
 * the browser tests against the production builds (the embedded backend's, and server mode's behind the
 * Node server). Ends with one plain line "tests: N passed, N failed" for CI.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps: { name: string; cmd: string[]; env?: Record<string, string>; withPrevious?: true }[] = [
  { name: 'contract check (lint + generated types fresh)', cmd: ['npx', 'tsx', 'scripts/openapi-build.ts', '--check'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  // Beside the typecheck: each is one process on one core, and CI machines have two.
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'], withPrevious: true },
  { name: 'vitest', cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'vitest.json')}`] },
  // Reads the figures the model tests just wrote in the vitest step: they do not run twice.
  { name: 'model coverage', cmd: ['npx', 'tsx', 'scripts/test-model.ts', '--report-only'] },
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  // The app as `npm start` serves it, without the embedded backend, for the browser tests of server mode.
  { name: 'build (server mode)', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-server'], env: { VITE_EMBEDDED_BACKEND: 'off' } },
  { name: 'browser tests (Chromium)', cmd: ['npx', 'tsx', 'tests/e2e/run.ts'] },
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

type Step = (typeof steps)[number];

/** Runs a step; its output goes to the terminal, or is kept and printed once it ends (a step run beside another). */
function run(step: Step, keepOutput: boolean): Promise<{ status: number; seconds: number; output: string }> {
  const started = Date.now();
  const [cmd, ...args] = step.cmd as [string, ...string[]];
  const child = spawn(cmd, args, { cwd: root, stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env, TEST_RESULTS_DIR: out } });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000, output })));
}

let exitCode = 0;
for (let i = 0; i < steps.length; i++) {
  const step = steps[i]!;
  const beside = steps[i + 1]?.withPrevious ? steps[++i]! : null;
  console.log(`\n=== ${step.name}${beside ? ` (and ${beside.name} beside it)` : ''}`);
  const [main, other] = await Promise.all([run(step, false), beside ? run(beside, true) : null]);
  let stop = false;
  for (const [s, r] of [[step, main], ...(beside && other ? [[beside, other] as const] : [])] as const) {
    if (s !== step) console.log(`\n=== ${s.name}\n${r.output}`);
    console.log(`=== ${s.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${r.seconds.toFixed(1)} s`);
    if (r.status !== 0) {
      exitCode = r.status;
      if (!['vitest', 'browser tests (Chromium)'].includes(s.name)) failed += 1;
      // Coverage below 100 % says nothing about whether the app works: the browser tests still run.
      if (s.name !== 'model coverage') stop = true;
    }
  }
  if (stop) break;
}
count();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
