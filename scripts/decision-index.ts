/**
 * Writes docs/decisions/README.md from the records' titles (`npx tsx scripts/decision-index.ts`), grouped
 * by the number ranges below. tests/app/decision-index.test.ts fails when the index misses a record.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '../docs/decisions');
const AREAS: readonly [number, string][] = [
  [0, 'Accounts, companies and rate sheets (backend)'],
  [20, 'Quotes and booking (backend)'],
  [30, 'Shipments (backend)'],
  [40, 'Billing and dashboard (backend)'],
  [50, 'The API client'],
  [60, 'App shell, session and sign-in screens'],
  [80, 'Quote pages'],
  [95, 'Shared rules'],
  [100, 'First load'],
  [110, 'Shipment pages'],
  [120, 'Billing pages'],
  [130, 'Account pages'],
  [140, 'Forwarder workspace'],
  [150, 'QA and hardening'],
  [160, 'The server'],
];

const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();
const lines = [
  '# Decision records',
  '',
  'Where the spec says "not shown", or leaves a choice open, the decision is written here: one file a',
  'decision, numbered by area. The contract, the backends and the UI agree with each record; a change to',
  'one changes the record in the same commit. Regenerate this page with `npx tsx scripts/decision-index.ts`.',
];
let area = '';
for (const file of records) {
  const n = Number(file.slice(0, 3));
  const name = AREAS.filter(([from]) => n >= from).at(-1)![1];
  if (name !== area) {
    lines.push('', `## ${name}`, '');
    area = name;
  }
  const title = readFileSync(join(dir, file), 'utf8').split('\n')[0]!.replace(/^#\s*/, '').trim();
  lines.push(`- [${title}](${file})`);
}
writeFileSync(join(dir, 'README.md'), `${lines.join('\n')}\n`);
console.log(`docs/decisions/README.md: ${records.length} records`);
