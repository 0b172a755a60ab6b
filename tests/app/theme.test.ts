/** Each skinTheme is its own Chakra system with a visibly different brand palette and header. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { SKIN_THEMES } from '../../machines/session.machine';
import { loadAppTheme, systemFor } from '../../src/theme/systems';

const value = (skin: (typeof SKIN_THEMES)[number], token: string) => systemFor(skin).tokens.getByName(token)?.value;

describe('theme systems', () => {
  it('give every skin its own brand colour and header colour', () => {
    const brand = SKIN_THEMES.map((skin) => value(skin, 'colors.brand.700'));
    const header = SKIN_THEMES.map((skin) => value(skin, 'colors.header.bg'));
    expect(new Set(brand).size).toBe(SKIN_THEMES.length);
    expect(new Set(header).size).toBe(SKIN_THEMES.length);
    expect(value('green-theme', 'colors.brand.700')).toBe('#12683d');
  });

  it('make brand the default colour palette, so buttons and links follow the skin', () => {
    const css = JSON.stringify(systemFor('purple-theme').getGlobalCss());
    expect(css).toContain('--chakra-colors-color-palette-solid');
    expect(css).toContain('brand-solid');
  });

  it('hold the recipes the first screens use, then the rest of the app\'s when it loads, and no others', async () => {
    const first = systemFor('blue-theme');
    for (const key of ['button', 'input', 'link', 'heading', 'spinner']) expect(first.isRecipe(key)).toBe(true);
    for (const key of ['field', 'alert', 'card']) expect(first.isSlotRecipe(key)).toBe(true);
    for (const key of ['checkbox', 'nativeSelect', 'menu', 'toast', 'emptyState']) expect(first.isSlotRecipe(key)).toBe(false);

    await loadAppTheme();
    const system = systemFor('blue-theme');
    expect(system).not.toBe(first);
    for (const key of ['button', 'input', 'link', 'heading', 'spinner', 'badge', 'textarea']) expect(system.isRecipe(key)).toBe(true);
    for (const key of ['field', 'checkbox', 'nativeSelect', 'menu', 'toast', 'emptyState', 'card']) expect(system.isSlotRecipe(key)).toBe(true);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });

  it('have one colour mode: no token is written for Chakra\'s dark class', () => {
    const css = JSON.stringify(systemFor('blue-theme').getTokenCss());
    expect(css).toContain('--chakra-colors-fg-muted');
    expect(css).not.toContain('.dark');
  });

  it('hold every palette a screen names, and leave out the ones none does', () => {
    const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
    const named = new Set<string>();
    const src = join(import.meta.dirname, '../../src');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
      const text = readFileSync(join(src, file), 'utf8');
      for (const [, name] of text.matchAll(/['"]([a-z]+)\.(?:\d{2,3}|subtle|muted|emphasized|solid|contrast|fg|focusRing|border)['"]/g)) named.add(name!);
      for (const [, name] of text.matchAll(/colorPalette[=:]\s*['"]([a-z]+)['"]/g)) named.add(name!);
    }
    const system = systemFor('green-theme');
    const used = palettes.filter((p) => named.has(p));
    expect(used).toEqual(expect.arrayContaining(['gray', 'red', 'orange', 'green', 'yellow']));
    for (const palette of used) {
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
      expect(system.tokens.getByName(`colors.${palette}.subtle`), palette).toBeDefined();
    }
    // Alerts and toasts take blue for `info` from the recipe's status palette.
    expect(system.tokens.getByName('colors.blue.solid')).toBeDefined();
    for (const palette of palettes.filter((p) => !named.has(p) && p !== 'blue')) {
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined();
    }
  });

  it('hold the recipe of every Chakra component a screen uses, so none renders unstyled', async () => {
    await loadAppTheme();
    const system = systemFor('green-theme');
    // Dialogs and drawers take their layout from src/components/dialog-layout.ts instead.
    const laidOutByTheApp = new Set(['dialog', 'drawer']);
    const chakra = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const src = join(import.meta.dirname, '../../src');
    const missing = new Set<string>();
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
      const text = readFileSync(join(src, file), 'utf8');
      for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g)) {
        for (const name of names!.split(',').map((n) => n.trim().replace(/^type /, ''))) {
          const key = name.charAt(0).toLowerCase() + name.slice(1);
          if (key in chakra && !laidOutByTheApp.has(key) && !system.hasRecipe(key)) missing.add(`${name} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('finish animations and transitions at once for a user who asks for less motion', () => {
    const css = JSON.stringify(systemFor('blue-theme').getGlobalCss());
    expect(css).toContain('"@media (prefers-reduced-motion: reduce)":{"animationDuration":"0.01ms !important","animationIterationCount":"1 !important","transitionDuration":"0.01ms !important"');
  });

  it('are built once per skin', () => {
    expect(systemFor('green-theme')).toBe(systemFor('green-theme'));
  });
});

describe('status text colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it.each(['error', 'warning', 'success'])('fg.%s reads at WCAG AA on white and on bg.subtle', (status) => {
    const system = systemFor('green-theme');
    // The light value is a reference to a palette shade, e.g. var(--chakra-colors-red-700).
    const ref = system.tokens.getByName(`colors.fg.${status}`)?.value as string;
    const shade = /--chakra-colors-(\w+)-(\d+)/.exec(ref);
    const hex = system.tokens.getByName(`colors.${shade?.[1]}.${shade?.[2]}`)?.value as string;
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex, system.tokens.getByName('colors.gray.50')?.value as string)).toBeGreaterThanOrEqual(4.5);
  });
});
