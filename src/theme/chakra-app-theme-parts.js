// The parts of Chakra's theme only screens after the first ones use (src/theme/app-theme.ts), one file at
// a time like chakra-theme-parts.js, and apart from it so that the first load's files never reach these
// (decision 103). Types: chakra-app-theme-parts.d.ts. Revisit when upgrading @chakra-ui/react (3.37 layout).
export { badgeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { checkmarkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkmark.js';
export { inputAddonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input-addon.js';
export { textareaRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js';
export { checkboxSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js';
export { emptyStateSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/empty-state.js';
export { menuSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js';
export { toastSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';
export { fieldsetSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/fieldset.js';
export { nativeSelectSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js';
export { keyframes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
export { animationStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
