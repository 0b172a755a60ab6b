/**
 * The tokens every system is built from: Chakra's defaults as this app uses them. Building a system turns
 * each token into a CSS variable and each conditional value into rules of its own, and a signed-in load
 * builds one per skin and again when the rest of the theme comes in, so tokens nobody uses are paid for on
 * every load (docs/decisions/220-one-colour-mode.md):
 * - the app has one colour mode (nothing sets Chakra's `dark` class), so a semantic token keeps its light
 *   value only;
 * - palettes no screen, skin or recipe in use names are left out.
 */
import { semanticTokens, tokens } from './chakra-theme-parts';

const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

type TokenTree = { [key: string]: TokenTree | unknown };

const isToken = (node: unknown): node is { value: unknown } => typeof node === 'object' && node !== null && 'value' in node;

function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (isToken(node)) {
        const { value } = node;
        const light = typeof value === 'object' && value !== null && '_light' in value ? (value as { _light: unknown })._light : value;
        return [key, { ...node, value: light }];
      }
      return [key, typeof node === 'object' && node !== null ? lightOnly(node as TokenTree) : node];
    }),
  );
}

const usedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

export const appTokens = { ...tokens, colors: usedPalettes(tokens.colors) };

export const appSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: usedPalettes(semanticTokens.colors),
}) as typeof semanticTokens;
