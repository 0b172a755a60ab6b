/**
 * A shipper and a forwarder see one product: every screen names a transport mode with the same words,
 * in every language, because there is one set of mode names (the shell's catalogue, loaded on every
 * page; decision 203) and one way to name it (machines/shared/transport-mode-names.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shipmentModeValues } from '../../src/api/schema.gen';
import { getCatalogues } from '../../src/i18n/catalogues';
import { LOCALES } from '../../src/i18n/locales';
import { modeNameId } from '../../machines/shared/transport-mode-names';

type Catalogue = Record<(typeof LOCALES)[number], Record<string, string>>;
const files = import.meta.glob<{ messages: Catalogue }>('../../src/features/*/*.messages.ts', { eager: true });
const shell = files['../../src/features/shell/shell.messages.ts']!.messages;

/** Source files under `dir`, for the check that no screen spells a mode id of its own. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

describe('transport mode names', () => {
  it('are in the catalogue every page has, before any feature loads', () => {
    const english = getCatalogues().en_US;
    expect(shipmentModeValues.map((mode) => english[modeNameId(mode)])).toEqual(['Air', 'Ocean FCL (full container)', 'Ocean LCL (shared container)']);
  });

  it('tell the modes apart in every language, and name the ocean modes by the code a rate sheet uses', () => {
    for (const locale of LOCALES) {
      const names = shipmentModeValues.map((mode) => shell[locale][modeNameId(mode)]);
      expect(names.every(Boolean), locale).toBe(true);
      expect(new Set(names).size, locale).toBe(shipmentModeValues.length);
      expect(shell[locale][modeNameId('FCL')], locale).toContain('FCL');
      expect(shell[locale][modeNameId('LCL')], locale).toContain('LCL');
    }
  });

  it('have one home: no other catalogue names a mode', () => {
    const elsewhere = Object.entries(files).flatMap(([file, { messages }]) =>
      Object.keys(messages.en_US)
        .filter((key) => /\.mode\.(AIR|FCL|LCL)$/.test(key) && !key.startsWith('shell.mode.'))
        .map((key) => `${file.replace('../../', '')}: ${key}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('are named through the one helper by every machine and view', () => {
    const ownIds = [...sources('machines'), ...sources('src/features')]
      .filter((file) => !file.endsWith('transport-mode-names.ts'))
      .filter((file) => /\.mode\.\$\{/.test(readFileSync(file, 'utf8')));
    expect(ownIds).toEqual([]);
  });
});
