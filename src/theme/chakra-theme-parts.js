// Chakra's theme, one file at a time: '@chakra-ui/react/theme' builds the whole default theme at module
// level, which keeps every recipe in the bundle (~19 KiB gzip more on the first load). Importing the
// files themselves lets the bundler keep only what src/theme/first-screen-theme.ts uses. Types: chakra-theme-parts.d.ts.
// What only later screens use is in chakra-app-theme-parts.js (decision 103).
// Revisit when upgrading @chakra-ui/react: the paths are its dist layout (3.37).
export { buttonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { headingRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { inputRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { linkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js';
export { separatorRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js';
export { spinnerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { alertSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js';
export { cardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js';
export { fieldSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js';
export { breakpoints } from '../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { textStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
export { layerStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js';
import { animations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { colors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
import { cursor } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fonts } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { fontSizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { letterSpacings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
import { semanticColors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
import { semanticRadii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';

// The same shape as the theme's own `tokens` and `semanticTokens` exports.
export const tokens = { animations, aspectRatios, blurs, borders, colors, cursor, durations, easings, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, sizes, spacing, zIndex: zIndices };
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
