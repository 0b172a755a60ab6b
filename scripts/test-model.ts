/**
 * `npm run test:model`: runs every model-based test (`tests/**\/*.model.test.ts(x)`), then prints, per
 * machine, the states and transitions their paths cover out of those the machine defines (recorded by
 * tests/model/coverage.ts). Fails when a machine that drives a user flow is below 100 %, or has no
 * figures at all.
 *
 * `--report-only` skips the run and reads the figures an earlier vitest run wrote (`npm test` does
 * this right after its own vitest step, so the model tests do not run twice).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { modelResultsDir, REQUIRED_FLOW_MACHINES, type ModelCoverage } from '../tests/model/coverage';

const root = join(import.meta.dirname, '..');
const dir = modelResultsDir();
const reportOnly = process.argv.includes('--report-only');

if (!reportOnly) {
  // Figures from an earlier run must not count.
  rmSync(dir, { recursive: true, force: true });
  // Vitest's file filter is a substring of the path: this one selects the `*.model.test.ts(x)` and `*.machine-model.test.ts` files.
  const run = spawnSync('npx', ['vitest', 'run', 'model.test.'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error('\nmodel tests failed: coverage figures not checked');
    process.exit(run.status ?? 1);
  }
}

interface Merged {
  flow: boolean;
  states: { all: Set<string>; covered: Set<string> };
  transitions: { all: Set<string>; covered: Set<string> };
}

/** Several tests (or several calls) may record one machine: what any of them covers counts. */
function readFigures(): Map<string, Merged> {
  const machines = new Map<string, Merged>();
  if (!existsSync(dir)) return machines;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const record = JSON.parse(line) as ModelCoverage;
      const merged = machines.get(record.machine) ?? {
        flow: false,
        states: { all: new Set(), covered: new Set() },
        transitions: { all: new Set(), covered: new Set() },
      };
      merged.flow ||= record.flow;
      for (const kind of ['states', 'transitions'] as const) {
        record[kind].all.forEach((name) => merged[kind].all.add(name));
        record[kind].covered.forEach((name) => merged[kind].covered.add(name));
      }
      machines.set(record.machine, merged);
    }
  }
  return machines;
}

const percent = (covered: number, all: number) => (all === 0 ? 100 : Math.floor((covered / all) * 1000) / 10);

const machines = readFigures();
const failures: string[] = [];
const rows: string[][] = [['machine', 'flow', 'states', 'transitions', '%']];
const details: string[] = [];

for (const [name, m] of [...machines].sort(([a], [b]) => a.localeCompare(b))) {
  const missing = (kind: 'states' | 'transitions') => [...m[kind].all].filter((n) => !m[kind].covered.has(n));
  const states = m.states.all.size - missing('states').length;
  const transitions = m.transitions.all.size - missing('transitions').length;
  const whole = percent(states + transitions, m.states.all.size + m.transitions.all.size);
  rows.push([name, m.flow ? 'yes' : 'no', `${states}/${m.states.all.size}`, `${transitions}/${m.transitions.all.size}`, `${whole}`]);
  if (missing('states').length || missing('transitions').length) {
    details.push(`\n${name}${m.flow ? '' : ' (not a flow machine: reported only)'}: not covered`);
    missing('states').forEach((n) => details.push(`  state       ${n}`));
    missing('transitions').forEach((n) => details.push(`  transition  ${n}`));
    if (m.flow) failures.push(`${name} is below 100 %`);
  }
}
for (const name of REQUIRED_FLOW_MACHINES) {
  if (!machines.has(name)) {
    rows.push([name, 'yes', '-', '-', 'no figures']);
    failures.push(`${name} has no model coverage figures (no model test records it)`);
  }
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log('\nModel coverage (covered/defined, read from each machine)');
for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
details.forEach((line) => console.log(line));

if (failures.length) {
  console.error(`\nmodel coverage FAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nmodel coverage: every flow machine at 100 %');
