/**
 * The Chakra system for each skinTheme: the base config (utilities and conditions), the app's
 * tokens (app-tokens.ts), only the recipes in use, and a `brand` palette that every component takes by default
 * (html { colorPalette: brand }), so a skin changes buttons, links, focus rings and the header.
 *
 * Recipes, keyframes and animation styles come in two sets (decision 103): the first screens'
 * (src/theme/first-screen-theme.ts), always in, and the rest (src/theme/app-theme.ts), which
 * `loadAppTheme` adds before any other screen renders; the systems are then rebuilt once and
 * ThemeProvider switches to them.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { breakpoints, globalCss, layerStyles, textStyles } from './chakra-theme-parts';
import { appSemanticTokens as semanticTokens, appTokens as tokens } from './app-tokens';
import type { SkinTheme } from '../../machines/session.machine';
import { SKIN_PALETTES } from './palettes';
import { keyframes, recipes, slotRecipes } from './first-screen-theme';

/** The rest of the theme, once loaded. */
let appTheme: typeof import('./app-theme') | null = null;

function skinConfig(skin: SkinTheme) {
  const { brand, headerBg, headerFg } = SKIN_PALETTES[skin];
  const shade = (s: keyof typeof brand) => `{colors.brand.${s}}`;
  return defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: {
      ...globalCss,
      // Sticky action bars (Find Quote's Search, Booking Confirm's Book on a phone) sit at the bottom:
      // focus and scrollIntoView keep what they move to above them.
      html: { ...(globalCss.html as object), colorPalette: 'brand', scrollPaddingBottom: '6rem' },
      // Asked for less motion (vestibular disorders): spinners, pulses, fades and slides finish at once.
      // Nearly zero rather than none, so what waits for an animation's end (a menu, a toast leaving) still gets it.
      '*, *::before, *::after': {
        _motionReduce: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
    theme: {
      breakpoints,
      keyframes: { ...keyframes, ...appTheme?.appKeyframes },
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
            error: { value: '{colors.red.700}' },
            warning: { value: '{colors.orange.700}' },
            success: { value: '{colors.green.700}' },
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
      recipes: { ...recipes, ...appTheme?.appRecipes },
      slotRecipes: { ...slotRecipes, ...appTheme?.appSlotRecipes },
      textStyles,
      layerStyles,
      animationStyles: appTheme?.appAnimationStyles ?? {},
    },
  });
}

const systems = new Map<SkinTheme, SystemContext>();
const listeners = new Set<() => void>();
let version = 0;
let loadingAppTheme: Promise<void> | null = null;

/** Built on first use and kept (until the rest of the theme comes in): a skin switch is a provider value change. */
export function systemFor(skin: SkinTheme): SystemContext {
  let system = systems.get(skin);
  if (!system) {
    system = createSystem(defaultBaseConfig, skinConfig(skin));
    systems.set(skin, system);
  }
  return system;
}

/** Adds the rest of the theme to every system (once); resolves when ThemeProvider can use it. */
export function loadAppTheme(): Promise<void> {
  loadingAppTheme ??= import('./app-theme').then(
    (m) => {
      appTheme = m;
      systems.clear();
      version += 1;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loadingAppTheme = null; // offline: the next navigation tries again
      throw error;
    },
  );
  return loadingAppTheme;
}

/** For ThemeProvider (useSyncExternalStore): changes when the systems are rebuilt. */
export const getSystemsVersion = (): number => version;
export function subscribeSystems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
