/**
 * The committed migrations are those of the schema: drizzle-kit, run on a copy of server/db/migrations,
 * finds nothing to add. A change of server/db/schema.ts without `npm run db:generate` fails here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const copy = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('the schema has no change that the committed migrations lack', () => {
  const migrations = join(copy, 'migrations');
  cpSync(resolve('server/db/migrations'), migrations, { recursive: true });
  const config = join(copy, 'drizzle.config.json');
  // drizzle-kit reads `out` as relative to the working directory, whatever its form.
  writeFileSync(config, JSON.stringify({ dialect: 'postgresql', schema: './server/db/schema.ts', out: relative(process.cwd(), migrations) }));
  const before = readdirSync(migrations).sort();
  const output = execFileSync(resolve('node_modules/.bin/drizzle-kit'), ['generate', '--config', config], { encoding: 'utf8' });
  expect(readdirSync(migrations).sort(), `drizzle-kit generate wrote a migration:\n${output}`).toEqual(before);
  expect(output).toContain('No schema changes');
}, 60_000);
