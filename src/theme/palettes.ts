/**
 * One brand palette per skinTheme (docs/decisions/065-theme-palettes.md). Shade 700 carries white
 * text at WCAG AA (buttons, header), shade 50-200 tints backgrounds.
 */
import type { SkinTheme } from '../../machines/session.machine';

export type Shade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950';
export type Palette = Record<Shade, string>;

export interface SkinPalette {
  brand: Palette;
  /** The header bar and its text. */
  headerBg: string;
  headerFg: string;
}

export const SKIN_PALETTES: Record<SkinTheme, SkinPalette> = {
  'green-theme': {
    brand: {
      '50': '#edfaf2', '100': '#d3f3df', '200': '#a9e6c3', '300': '#72d29f', '400': '#3db877',
      '500': '#1f9c5c', '600': '#167f4a', '700': '#12683d', '800': '#115233', '900': '#0f432b', '950': '#062617',
    },
    headerBg: '#0f432b',
    headerFg: '#ffffff',
  },
  'blue-theme': {
    brand: {
      '50': '#eff5ff', '100': '#dbe8fe', '200': '#bfd6fe', '300': '#93bbfd', '400': '#609afa',
      '500': '#3b7bf6', '600': '#2560eb', '700': '#1d4fd8', '800': '#1e42af', '900': '#1e3a8a', '950': '#172554',
    },
    headerBg: '#172554',
    headerFg: '#ffffff',
  },
  'purple-theme': {
    brand: {
      '50': '#f7f3fc', '100': '#eee5f9', '200': '#ddccf2', '300': '#c4a6e7', '400': '#a477d8',
      '500': '#8752c6', '600': '#7039aa', '700': '#5e2f8f', '800': '#4f2a75', '900': '#42245f', '950': '#2a1240',
    },
    headerBg: '#42245f',
    headerFg: '#ffffff',
  },
};
