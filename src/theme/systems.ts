/**
 * The Chakra system for each skinTheme: the base config (utilities and conditions), the default
 * tokens, only the recipes in use, and a `brand` palette that every component takes by default
 * (html { colorPalette: brand }), so a skin changes buttons, links, focus rings and the header.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakra-theme-parts';
import type { SkinTheme } from '../../machines/session.machine';
import { SKIN_PALETTES } from './palettes';
import { recipes, slotRecipes } from './recipes';

function skinConfig(skin: SkinTheme) {
  const { brand, headerBg, headerFg } = SKIN_PALETTES[skin];
  const shade = (s: keyof typeof brand) => `{colors.brand.${s}}`;
  return defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: {
      ...globalCss,
      html: { ...(globalCss.html as object), colorPalette: 'brand' },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        colors: {
          ...tokens.colors,
          brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])),
        },
      },
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          // Status text at WCAG AA on white and on bg.subtle (Chakra's defaults, shade 500/600, are not).
          fg: {
            ...(semanticTokens.colors.fg as object),
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
            warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
            success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          },
          brand: {
            contrast: { value: 'white' },
            fg: { value: shade('700') },
            subtle: { value: shade('100') },
            muted: { value: shade('200') },
            emphasized: { value: shade('300') },
            solid: { value: shade('700') },
            focusRing: { value: shade('500') },
            border: { value: shade('500') },
          },
          header: {
            bg: { value: headerBg },
            fg: { value: headerFg },
          },
        },
      },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });
}

const systems = new Map<SkinTheme, SystemContext>();

/** Built on first use and kept: a skin switch is a provider value change, not a rebuild. */
export function systemFor(skin: SkinTheme): SystemContext {
  let system = systems.get(skin);
  if (!system) {
    system = createSystem(defaultBaseConfig, skinConfig(skin));
    systems.set(skin, system);
  }
  return system;
}
