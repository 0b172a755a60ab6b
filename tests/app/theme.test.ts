/** Each skinTheme is its own Chakra system with a visibly different brand palette and header. */
import { describe, expect, it } from 'vitest';
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
