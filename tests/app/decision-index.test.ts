/** The decision index is where a newcomer finds why something is as it is: it must list every record. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../docs/decisions');

describe('docs/decisions/README.md', () => {
  it('links every decision record, and only records that exist', () => {
    const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]).sort();
    expect(linked).toEqual(records);
  });
});
